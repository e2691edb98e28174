"""Coloured sources needed to cast a spell on curve: Karsten's 2022 model, computed exactly.

Frank Karsten ("How Many Sources Do You Need to Consistently Cast Your Spells? A 2022
Update", TCGplayer, 2022; simulation code ``HowManySources2022Update.py`` in his public
MTG-Math repository) estimated these tables by simulating millions of games. Here the
same model is enumerated exactly over hand compositions: a deck has ``G`` good lands (that
make the colour), ``L - G`` other lands and ``N - L`` spells; each 7-card draw is a
multivariate hypergeometric draw over those three classes, the London mulligan and its
bottoming are applied to each composition, and the later draws are again multivariate
hypergeometric over what is left in the library.

The model (also written into the JSON output under ``"model"``):

* on the play; 99-card decks also draw on turn 1 (multiplayer, CR 103.8 / 800.7);
* 99-card decks first take one free 7, kept with 3-5 lands;
* keep 7 with 2-5 lands;
* going to 6: draw 7, bottom a spell if the hand holds at least 4 spells, else a land;
* going to 5: bottom 2 spells with at least 4 spells, a land and a spell with exactly 3,
  else 2 lands;
* 6 and 5 are kept with 2-4 lands;
* going to 4: bottom 3 aiming at 3 lands and 1 spell, and keep;
* off-colour lands are bottomed before on-colour lands; every mulligan reshuffles;
* success: at least K good lands among the lands by turn M, given at least M lands by turn
  M (the *conditional* probability); "consistent" means success >= (89 + M)% for a spell
  of mana value M with K coloured symbols.

Costs are written with ``X`` for one mana symbol of the colour being counted (``1XX``:
one generic and two coloured symbols). Karsten's tables write that symbol ``C``; here ``C``
keeps its game meaning, colourless ``{C}`` (CR 107.4), so the two never mix. (A table
cost has no variable part, so this ``X`` is never the variable symbol of CR 107.3.)

The variants ``on_the_play=False`` (one more card drawn) and ``conditional=False``
(P(at least M lands and at least C good lands), not conditioned on land drops) are ours.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from math import comb

import numpy as np

from deckstats.analytic.deckmodel import AnalyticError
from deckstats.analytic.london import KeepRule

#: The symbol for one coloured mana symbol in a table cost (Karsten writes ``C``).
COLORED_SYMBOL = "X"

#: What a table cost means, for headers and the JSON output.
NOTATION_TEXT = (
    "X = one mana symbol of the colour counted, digits = generic mana "
    "(Karsten's tables write X as C; here C means colourless, {C})"
)

#: The costs of Karsten's table, in his order (X is the coloured symbol, digits generic).
KARSTEN_COSTS: tuple[str, ...] = (
    "X", "1X", "2X", "3X", "4X", "5X", "6X",
    "XX", "1XX", "2XX", "3XX", "4XX", "5XX",
    "XXX", "1XXX", "2XXX", "3XXX", "4XXX",
    "XXXX", "1XXXX", "2XXXX", "3XXXX",
)  # fmt: skip

#: Land counts Karsten's 2022 code uses per deck size.
DEFAULT_LANDS: dict[int, int] = {40: 17, 60: 25, 80: 35, 99: 41}

#: Karsten's London mulligan keep rule (his code), plus a free 7 for 99-card decks.
KARSTEN_RULE = KeepRule()
KARSTEN_RULE_99 = KeepRule(free=(3, 5))

MODEL_TEXT = (
    "Karsten 2022 model, enumerated exactly: a deck of N cards with L lands, G of them "
    "'good' (produce the colour), L-G other lands, N-L spells. London mulligan (CR 103.5): "
    "99-card decks take one free 7 kept with 3-5 lands; keep 7 with 2-5 lands; going to 6, "
    "draw 7 and bottom a spell if holding at least 4 spells, else a land; going to 5, bottom "
    "2 spells with at least 4 spells, a land and a spell with exactly 3, else 2 lands; 6 and "
    "5 are kept with 2-4 lands; going to 4, bottom 3 aiming at 3 lands and 1 spell, and keep; "
    "off-colour lands are bottomed before on-colour lands; every mulligan reshuffles. "
    "Draws: {draws}. Success for a cost with mana value M and K coloured symbols (X): at "
    "least K good lands among the lands by turn M{cond}. 'Consistent' = probability >= (89 + M)%; "
    "sources_needed is the smallest G that is consistent (null if none up to L)."
)

_COST_RE = re.compile(rf"(\d*)({COLORED_SYMBOL}+)")


@dataclass(frozen=True)
class CostSpec:
    """A cost of the table: ``generic`` generic mana plus ``colored`` symbols of one colour.

    ``text`` is written as ``[generic]X+``, e.g. ``2XX`` (see ``NOTATION_TEXT``).
    """

    text: str
    generic: int
    colored: int

    @property
    def mana_value(self) -> int:
        """The mana value M; the spell is cast on turn M."""
        return self.generic + self.colored

    @property
    def threshold(self) -> float:
        """Karsten's consistency target: (89 + M)%."""
        return (89 + self.mana_value) / 100


def parse_cost(text: str) -> CostSpec:
    """Parse a table cost such as ``"2XX"``.

    Raises:
        AnalyticError: for anything that is not ``[generic]X+`` with mana value 1..10;
            Karsten's ``1CC`` gets a hint, since ``C`` is colourless here.
    """
    s = text.strip().upper()
    m = _COST_RE.fullmatch(s)
    if not m:
        hint = ""
        if re.fullmatch(r"\d*C+", s):
            hint = f" (C is colourless in deckstats; Karsten's {s} is {s.replace('C', 'X')})"
        raise AnalyticError(
            f"unknown cost string {text!r}: write generic digits then one X per coloured "
            f"symbol, e.g. X, 1X, 2XX, 3XXX{hint}"
        )
    generic = int(m.group(1)) if m.group(1) else 0
    spec = CostSpec(s, generic, len(m.group(2)))
    if spec.mana_value > 10:
        raise AnalyticError(f"cost {text!r}: mana value {spec.mana_value} is above 10")
    return spec


@cache
def _comb_table(n_max: int) -> np.ndarray:
    """``T[n, k] = C(n, k)`` as float64 (exact below 2**53 for these sizes)."""
    t = np.zeros((n_max + 1, n_max + 1))
    for n in range(n_max + 1):
        for k in range(n + 1):
            t[n, k] = float(comb(n, k))
    return t


def joint_good_lands(
    deck_size: int, lands: int, good: int, draws: int, rule: KeepRule
) -> np.ndarray:
    """Exact joint distribution of (good lands, all lands) in hand after mulligans and draws.

    Args:
        deck_size: N.
        lands: L.
        good: G, lands that make the colour.
        draws: cards drawn after the kept hand, up to the turn of interest.
        rule: the keep rule; bottoming is toward ``rule.target_lands`` lands, off-colour
            lands first.

    Returns:
        ``P[g, l]``: probability of holding ``g`` good lands and ``l`` lands in total
        (array of shape ``(8 + draws, 8 + draws)``).
    """
    n, big_l, g_all = deck_size, lands, good
    o_all = big_l - g_all
    s_all = n - big_l
    t = _comb_table(n)
    hand = 7
    gg, oo = np.meshgrid(np.arange(hand + 1), np.arange(hand + 1), indexing="ij")
    ss = hand - gg - oo
    valid = (ss >= 0) & (gg <= g_all) & (oo <= o_all) & (ss <= s_all)
    ssc = np.clip(ss, 0, None)
    w7 = (
        np.where(
            valid,
            t[g_all, np.minimum(gg, g_all)]
            * t[o_all, np.minimum(oo, o_all)]
            * t[s_all, np.minimum(ssc, s_all)],
            0.0,
        )
        / t[n, hand]
    )
    # Draws after keeping, from the N - 7 cards not seen in that stage's 7.
    xg, xo = np.meshgrid(np.arange(draws + 1), np.arange(draws + 1), indexing="ij")
    xs = draws - xg - xo
    rg = np.clip(g_all - gg, 0, None)[:, :, None, None]
    ro = np.clip(o_all - oo, 0, None)[:, :, None, None]
    rs = np.clip(s_all - ssc, 0, None)[:, :, None, None]
    xg4, xo4, xs4 = xg[None, None], xo[None, None], xs[None, None]
    ok = (xs4 >= 0) & (xg4 <= rg) & (xo4 <= ro) & (xs4 <= rs)
    xs_c = np.clip(xs4, 0, None)
    wd = (
        np.where(
            ok,
            t[rg, np.minimum(xg4, rg)] * t[ro, np.minimum(xo4, ro)] * t[rs, np.minimum(xs_c, rs)],
            0.0,
        )
        / t[n - hand, draws]
    )
    size = hand + draws + 1
    joint = np.zeros(size * size)
    reach = 1.0
    land_in_7 = gg + oo
    for _label, _m, bottom, lo, hi in _stages(rule):
        # lands_bottomed(), vectorised: toward the target, lands make up missing spells
        lb = np.maximum(
            np.minimum(bottom, np.maximum(0, land_in_7 - rule.target_lands)),
            bottom - (hand - land_in_7),
        )
        ob = np.minimum(oo, lb)
        gk = gg - (lb - ob)
        ok_ = oo - ob
        keep = valid & (gk + ok_ >= lo) & (gk + ok_ <= hi)
        p_keep = float(w7[keep].sum())
        weight = (reach * np.where(keep, w7, 0.0))[:, :, None, None] * wd
        g_tot = gk[:, :, None, None] + xg4
        l_tot = (gk + ok_)[:, :, None, None] + xg4 + xo4
        idx = np.broadcast_to(np.where(ok, g_tot * size + l_tot, 0), weight.shape)
        joint += np.bincount(idx.ravel(), weights=weight.ravel(), minlength=size * size)
        reach *= 1.0 - p_keep
    return joint.reshape(size, size)


def _stages(rule: KeepRule) -> list[tuple[str, int, int, int, int]]:
    return rule.stages


def draws_for(cost: CostSpec, deck_size: int, on_the_play: bool) -> int:
    """Cards drawn after the opening hand by turn M in the model."""
    d = cost.mana_value - 1
    if deck_size == 99:
        d += 1  # multiplayer Commander: the first player draws on turn 1 too
    if not on_the_play:
        d += 1
    return d


def cell_probability(joint: np.ndarray, cost: CostSpec, conditional: bool) -> float:
    """P(success) for one cost from the joint (good lands, lands) distribution."""
    m, c = cost.mana_value, cost.colored
    enough = joint[:, m:].sum()
    hit = joint[c:, m:].sum()
    if not conditional:
        return float(hit)
    return float(hit / enough) if enough > 0 else 0.0


@dataclass(frozen=True)
class SourcesTable:
    """The table for one deck size: probabilities per cost and good-land count."""

    deck_size: int
    lands: int
    on_the_play: bool
    conditional: bool
    costs: tuple[CostSpec, ...]
    probability: dict[str, dict[int, float]]
    sources_needed: dict[str, int | None]

    def to_json(self) -> dict[str, object]:
        """Return the JSON shape documented in the issue (#11)."""
        draws = (
            "on the play (no draw on turn 1)"
            if self.on_the_play
            else "on the draw (draw on turn 1)"
        )
        if self.deck_size == 99:
            draws += "; 99-card decks draw one more card (also drawing on turn 1 on the play)"
        cond = (
            ", given at least M lands by turn M"
            if self.conditional
            else (" and at least M lands by turn M (unconditional)")
        )
        return {
            "model": MODEL_TEXT.format(draws=draws, cond=cond),
            "notation": NOTATION_TEXT,
            "deck_size": self.deck_size,
            "lands": self.lands,
            "on": "play" if self.on_the_play else "draw",
            "conditional": self.conditional,
            "threshold": {c.text: c.threshold for c in self.costs},
            "sources_needed": dict(self.sources_needed),
            "probability": {
                cost: {str(g): round(p, 6) for g, p in row.items()}
                for cost, row in self.probability.items()
            },
        }


def sources_table(
    deck_size: int = 60,
    lands: int | None = None,
    costs: tuple[str, ...] = KARSTEN_COSTS,
    on_the_play: bool = True,
    conditional: bool = True,
) -> SourcesTable:
    """Compute the coloured-sources table exactly (see the module docstring for the model).

    Raises:
        AnalyticError: for a bad deck size, land count or cost string.
    """
    if deck_size < 20 or deck_size > 250:
        raise AnalyticError(f"deck size {deck_size} is outside 20..250")
    n_lands = DEFAULT_LANDS.get(deck_size, round(deck_size * 0.4)) if lands is None else lands
    if n_lands < 1 or n_lands > deck_size - 7:
        raise AnalyticError(
            f"{n_lands} lands in a {deck_size}-card deck: need 1..{deck_size - 7} "
            "(the deck also needs at least 7 spells for the mulligan model)"
        )
    specs = tuple(parse_cost(c) for c in costs)
    for spec in specs:
        if spec.mana_value > n_lands:
            raise AnalyticError(f"cost {spec.text}: mana value above the land count {n_lands}")
    rule = KARSTEN_RULE_99 if deck_size == 99 else KARSTEN_RULE
    probability: dict[str, dict[int, float]] = {s.text: {} for s in specs}
    needed: dict[str, int | None] = {}
    by_draws: dict[int, list[CostSpec]] = {}
    for spec in specs:
        by_draws.setdefault(draws_for(spec, deck_size, on_the_play), []).append(spec)
    for good in range(1, n_lands + 1):
        for draws, group in by_draws.items():
            joint = joint_good_lands(deck_size, n_lands, good, draws, rule)
            for spec in group:
                probability[spec.text][good] = cell_probability(joint, spec, conditional)
    for spec in specs:
        row = probability[spec.text]
        needed[spec.text] = next((g for g in sorted(row) if row[g] >= spec.threshold), None)
    return SourcesTable(
        deck_size=deck_size,
        lands=n_lands,
        on_the_play=on_the_play,
        conditional=conditional,
        costs=specs,
        probability=probability,
        sources_needed=needed,
    )
