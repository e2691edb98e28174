"""Land-count sweeps: land drops, flood and a recommended land count, all exact.

For each land count ``L`` in a range the deck is changed (see ``SweepMode``) and the exact
hypergeometric figures are computed. The figures depend only on the deck size and the
land count; the changed cards are listed so the user sees which deck each row describes.

Definitions (also written into the JSON output):

* ``p_land_drop[t]``: P(at least t lands among the cards seen by turn t), t = 1..7, on the
  play and on the draw, no mulligan;
* ``key_turn`` T: the last land drop the deck needs on time, from its curve:
  ``min(4, max(2, floor(mean mana value of its spells + 0.5) + 1))``;
* ``p_drops``: P(every land drop of turns 1..T made on time), averaged over the play and
  the draw (equal to P(at least T lands by turn T): fewer cards cannot hold more lands);
* ``flood_share``: the share of games flooded, averaged over the play and the draw, where
  flooded means at least 7 lands among the cards seen by turn 6 (12 on the play, 13 on the
  draw): at most 5 or 6 spells to cast by then;
* objective ``smooth`` (default): maximise P(land drops 1..T on time and not flooded),
  averaged over the play and the draw; a joint event over the order of the cards, computed
  by dynamic programming; objective ``screw-flood``: minimise P(missing the land drop of
  turn T) + flood_share. Ties go to the smaller land count.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from deckstats.analytic.deckmodel import AnalyticError, DeckModel, mask_letters
from deckstats.analytic.exact import hypergeom_at_least, land_drops
from deckstats.analytic.london import DEFAULT_KEEP, KeepRule, london_exact

OBJECTIVES = ("smooth", "screw-flood")
#: What each objective optimises, in words: the sweep's pick is best for this only.
OBJECTIVE_TEXT = {
    "smooth": "smoothest mana: the most games with every land drop to the key turn made on "
    "time and no flood (mana only: it ignores what the cut or added cards do)",
    "screw-flood": "fewest mana problems: the least missed key land drops plus flooded games "
    "(mana only: it ignores what the cut or added cards do)",
}
MODES = ("replace", "add")
FLOOD_TURN = 6
FLOOD_LANDS = 7

DEFINITIONS = {
    "p_land_drop": "P(at least t lands among the cards seen by turn t), t = 1..7, no mulligan "
    "(on the play 6 + t cards, on the draw 7 + t)",
    "key_turn": "T = min(4, max(2, floor(mean mana value of the spells + 0.5) + 1)): the last "
    "land drop the deck needs on time",
    "p_drops": "P(land drops of turns 1..T all made on time), mean of play and draw, no "
    "mulligan (= P(at least T lands by turn T))",
    "flood_share": f"share of games flooded, mean of play and draw: at least {FLOOD_LANDS} "
    f"lands among the cards seen by turn {FLOOD_TURN} (12 on the play, 13 on the draw), no "
    "mulligan",
    "p_mulligan": "P(taking at least one mulligan) under the keep rule (exact enumeration)",
    "objective smooth": "maximise P(land drops 1..T on time and not flooded), mean of play "
    "and draw",
    "objective screw-flood": "minimise P(missing the land drop of turn T) + flood_share, "
    "means of play and draw",
    "mode replace": "deck size fixed: added lands are basics in the deck's colour "
    "proportions (coloured symbols of its spells) replacing nonland cards from the bottom "
    "of the curve (lowest mana value first); removed lands are basics in proportion "
    "(then other lands), replaced by unspecified nonland cards",
    "mode add": "nonland cards fixed: basics are added (or removed) in the deck's colour "
    "proportions, so the deck size changes",
}


def key_turn(model: DeckModel) -> int:
    """The last land drop the deck needs on time (see ``DEFINITIONS["key_turn"]``)."""
    copies = sum(s.copies for s in model.spells)
    if copies == 0:
        return 3
    mean = sum(s.mana_value * s.copies for s in model.spells) / copies
    return min(4, max(2, int(mean + 0.5) + 1))


def path_probability(
    deck_size: int, lands: int, checks: dict[int, tuple[int, int]], horizon: int
) -> Fraction:
    """P(lands among the first ``i`` cards lie in ``checks[i]`` for every checked ``i``).

    A dynamic programme over the cards in order: after ``i`` cards with ``l`` lands, the
    next card is a land with probability ``(L - l) / (N - i)``.
    """
    state = {0: Fraction(1)}
    for i in range(horizon):
        nxt: dict[int, Fraction] = {}
        for l_, p in state.items():
            left = deck_size - i
            pl = Fraction(lands - l_, left)
            if pl:
                nxt[l_ + 1] = nxt.get(l_ + 1, Fraction(0)) + p * pl
            if pl != 1:
                nxt[l_] = nxt.get(l_, Fraction(0)) + p * (1 - pl)
        if i + 1 in checks:
            lo, hi = checks[i + 1]
            nxt = {k: v for k, v in nxt.items() if lo <= k <= hi}
        state = nxt
    return sum(state.values(), Fraction(0))


@dataclass(frozen=True)
class SweepRow:
    """One land count of the sweep."""

    lands: int
    deck_size: int
    p_land_drop_play: list[float]
    p_land_drop_draw: list[float]
    p_drops: float
    flood_share: float
    p_smooth: float
    p_miss: float
    p_mulligan: float
    changes: str

    def to_json(self) -> dict[str, object]:
        """The row as JSON."""
        return {
            "lands": self.lands,
            "deck_size": self.deck_size,
            "p_land_drop": {
                "play": {str(t + 1): round(p, 6) for t, p in enumerate(self.p_land_drop_play)},
                "draw": {str(t + 1): round(p, 6) for t, p in enumerate(self.p_land_drop_draw)},
            },
            "p_drops": round(self.p_drops, 6),
            "flood_share": round(self.flood_share, 6),
            "p_smooth": round(self.p_smooth, 6),
            "p_miss_key_drop": round(self.p_miss, 6),
            "p_mulligan": round(self.p_mulligan, 6),
            "changes": self.changes,
        }


def parse_range(text: str) -> tuple[int, int]:
    """Parse ``"14:28"`` (inclusive) or a single number.

    Raises:
        AnalyticError: for anything else.
    """
    try:
        if ":" in text:
            a, b = text.split(":", 1)
            lo, hi = int(a), int(b)
        else:
            lo = hi = int(text)
    except ValueError:
        raise AnalyticError(f"bad land range {text!r}: write e.g. 14:28") from None
    if lo > hi or lo < 1:
        raise AnalyticError(f"bad land range {text!r}: need 1 <= first <= last")
    return lo, hi


def _apportion(total: int, weights: dict[int, float]) -> dict[int, int]:
    """Split ``total`` by ``weights`` (largest remainder), keys in WUBRG order on ties."""
    s = sum(weights.values())
    if total <= 0 or s <= 0:
        return {}
    raw = {k: total * w / s for k, w in weights.items()}
    out = {k: int(v) for k, v in raw.items()}
    left = total - sum(out.values())
    for k in sorted(raw, key=lambda k: (-(raw[k] - out[k]), k))[:left]:
        out[k] += 1
    return {k: v for k, v in out.items() if v}


_BASIC_NAME = {1: "Plains", 2: "Island", 4: "Swamp", 8: "Mountain", 16: "Forest", 32: "Wastes"}


def _colour_weights(model: DeckModel) -> dict[int, float]:
    weights: dict[int, float] = {}
    for spell in model.spells:
        for bit, n in spell.pips:
            weights[bit] = weights.get(bit, 0.0) + n * spell.copies
    if not weights:
        for mask, n in model.land_classes.items():
            for bit in (1, 2, 4, 8, 16):
                if mask & bit:
                    weights[bit] = weights.get(bit, 0.0) + n
    return weights


#: How more lands replace spells, in words (the sweep's ``cut_rule``), without and with a
#: ranking measured in games: a mana value says nothing of which card is weakest.
CUT_RULES = {
    "unmeasured": "more lands replace nonland cards, not named: the sweep measures mana "
    "only; `--by kill-turn` names the cuts by the deck's own per-card impact",
    "measured": "more lands cut the spells with the lowest per-card impact (IWD) in the "
    "deck's own goldfish games (`--by kill-turn`), weakest first",
}


def _cuts(model: DeckModel, count: int, cut_order: Sequence[str]) -> list[str]:
    """``count`` spells cut for lands: the first of ``cut_order`` (weakest first), or unnamed.

    Never by mana value: without a measured order the cut cards are not named.
    """
    cut: list[str] = []
    left = count
    for name in cut_order:
        if left == 0:
            break
        take = min(model.copies.get(name, 0), left)
        if take:
            cut.append(f"-{take} {name}")
            left -= take
    if left:
        cut.append(f"-{left} {'other ' if cut else ''}nonland card{'s' if left > 1 else ''}")
    return cut


def describe_changes(model: DeckModel, lands: int, mode: str, cut_order: Sequence[str] = ()) -> str:
    """Say in words how the deck with ``lands`` lands differs from the deck as given.

    More lands in ``replace`` mode cut spells: the first of ``cut_order`` (card names,
    weakest first by the deck's measured per-card impact), else unnamed nonland cards.
    """
    diff = lands - model.lands
    if diff == 0:
        return "deck as given"
    weights = _colour_weights(model)
    if diff > 0:
        basics = _apportion(diff, weights) or {32: diff}
        added = ", ".join(f"+{n} {_BASIC_NAME.get(b, mask_letters(b))}" for b, n in basics.items())
        if mode == "add":
            return added
        return ", ".join([added, *_cuts(model, diff, cut_order)])
    removed = -diff
    basics_in_deck: dict[int, float] = {}
    for name, mask in model.land_names.items():
        if name in _BASIC_NAME.values() or name.startswith("Snow-Covered"):
            basics_in_deck[mask] = basics_in_deck.get(mask, 0) + model.copies[name]
    cut_basics = _apportion(min(removed, int(sum(basics_in_deck.values()))), basics_in_deck)
    parts = [f"-{n} {_BASIC_NAME.get(b, mask_letters(b))}" for b, n in cut_basics.items()]
    other = removed - sum(cut_basics.values())
    if other:
        parts.append(f"-{other} nonbasic lands")
    if mode == "replace":
        parts.append(f"+{removed} nonland cards")
    return ", ".join(parts)


def sweep_row(
    model: DeckModel,
    lands: int,
    mode: str,
    rule: KeepRule,
    key: int,
    cut_order: Sequence[str] = (),
) -> SweepRow:
    """Compute one row of the sweep (``cut_order``: as ``describe_changes``)."""
    if mode == "replace":
        size = model.size
        if lands > size - 7:
            raise AnalyticError(
                f"{lands} lands is too many for a {size}-card deck (at most {size - 7})"
            )
    else:
        size = model.nonlands + lands
    if size < 14:
        raise AnalyticError(f"a land sweep needs decks of at least 14 cards, not {size}")
    play = land_drops(size, lands, 7, True)
    draw = land_drops(size, lands, 7, False)
    drops = flood = smooth = Fraction(0)
    for first in (7, 8):  # cards seen by turn 1: on the play, on the draw
        seen_flood = first + FLOOD_TURN - 1
        checks = {first + t - 1: (t, 99) for t in range(1, key + 1)}
        drops += path_probability(size, lands, checks, first + key - 1) / 2
        flood += hypergeom_at_least(FLOOD_LANDS, size, lands, seen_flood) / 2
        checks[seen_flood] = (0, FLOOD_LANDS - 1)
        smooth += path_probability(size, lands, checks, seen_flood) / 2
    mull = london_exact(size, lands, rule)
    return SweepRow(
        lands=lands,
        deck_size=size,
        p_land_drop_play=play,
        p_land_drop_draw=draw,
        p_drops=float(drops),
        flood_share=float(flood),
        p_smooth=float(smooth),
        p_miss=float(1 - drops),
        p_mulligan=mull.reach.get("6", 0.0),
        changes=describe_changes(model, lands, mode, cut_order),
    )


def land_sweep(
    model: DeckModel,
    lo: int,
    hi: int,
    mode: str = "replace",
    objective: str = "smooth",
    rule: KeepRule = DEFAULT_KEEP,
    cut_order: Sequence[str] = (),
) -> dict[str, object]:
    """Run the sweep over ``lo..hi`` lands and pick the recommended count.

    ``cut_order``: the deck's spells weakest first by its measured per-card impact
    (``runs.sweeps.spell_impact``); without it the cuts are not named (``CUT_RULES``).

    Raises:
        AnalyticError: for an unknown mode or objective, or impossible land counts.
    """
    if mode not in MODES:
        raise AnalyticError(f"unknown sweep mode {mode!r} (choose from {', '.join(MODES)})")
    if objective not in OBJECTIVES:
        raise AnalyticError(
            f"unknown objective {objective!r} (choose from {', '.join(OBJECTIVES)})"
        )
    if mode == "add" and hi > model.nonlands * 3 + 60:
        raise AnalyticError(f"land range up to {hi} is implausible for this deck")
    key = key_turn(model)
    rows = [sweep_row(model, n, mode, rule, key, cut_order) for n in range(lo, hi + 1)]
    if objective == "smooth":
        best = max(rows, key=lambda r: (r.p_smooth, -r.lands))
        score = {r.lands: r.p_smooth for r in rows}
    else:
        best = min(rows, key=lambda r: (r.p_miss + r.flood_share, r.lands))
        score = {r.lands: r.p_miss + r.flood_share for r in rows}
    return {
        "mode": mode,
        "objective": objective,
        "objective_text": OBJECTIVE_TEXT[objective],
        "cut_rule": CUT_RULES["measured" if cut_order else "unmeasured"],
        "key_turn": key,
        "definitions": DEFINITIONS,
        "keep_rule": rule.describe(),
        "rows": [r.to_json() for r in rows],
        "objective_value": {str(k): round(v, 6) for k, v in score.items()},
        "recommended_lands": best.lands,
    }
