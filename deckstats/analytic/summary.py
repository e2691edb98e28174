"""``deckstats hands``: every analytic figure for one deck, as one JSON-ready summary.

``analyze_deck`` computes the exact sections (opening hand, land drops, copies, London
mulligan, castability when the mana is lands only, the land sweep) and the sampled ones
(castability with nonland mana, plus a sampled cross-check of the exact land figures with
standard errors). The command line writes them with the one run-directory writer
(``report.run_dir.write_run``, from ``cli/hands.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from deckstats.analytic.deckmodel import AnalyticError, DeckModel, mask_letters
from deckstats.analytic.exact import (
    castable_on_curve,
    copy_by_turn,
    expected_lands,
    land_drops,
    opening_hand_lands,
)
from deckstats.analytic.london import DEFAULT_KEEP, KeepRule, london_exact
from deckstats.analytic.sampler import (
    DEFAULT_BATCH,
    DeckClasses,
    Estimate,
    HandStream,
    castable,
    make_rng,
    proportion,
)
from deckstats.analytic.stream import SAMPLER_LAYOUT
from deckstats.analytic.sweep import land_sweep
from deckstats.cards.model import CardDef
from deckstats.deck.sources import count_sources

TURNS = 7

CASTABLE_MODEL = (
    "castable on curve: among the cards seen by the turn equal to the spell's mana value "
    "(the opening 7 as dealt, no mulligan; on the play 6 + t cards, on the draw 7 + t) there "
    "are at least that many mana sources, and they can pay its coloured and {C} symbols "
    "(Hall's condition: every set of its colours has at least as many sources making one "
    "of them as it has symbols; a dual land pays one symbol). Hybrid, Phyrexian and "
    "{2/C} symbols add no requirement. 'given_land_drops' conditions on at least that many "
    "mana sources by that turn. Fetch lands count as sources of every colour a land of the "
    "deck they can find taps for (the 'sources' count, shared with deck check); a modal "
    "double-faced card with a land face counts as a "
    "land of that face's colours (sampler); a mana creature, mana rock or land-search "
    "spell counts as one source of its colours from the turn after its mana value if a "
    "copy was seen by then with enough lands for it (sampler; at most one copy per card)."
)


@dataclass(frozen=True)
class HandsOptions:
    """Options of ``deckstats hands DECK`` (frozen config, ARCHITECTURE.md, Front ends)."""

    seed: int | None = None
    samples: int = 1_000_000
    rule: KeepRule = DEFAULT_KEEP
    lands_range: tuple[int, int] | None = None
    sweep_mode: str = "replace"
    objective: str = "smooth"
    batch: int = DEFAULT_BATCH


def _turn_dict(values: Sequence[float], ndigits: int = 6) -> dict[str, float]:
    return {str(t + 1): round(v, ndigits) for t, v in enumerate(values)}


def _est_dict(values: Sequence[Estimate]) -> dict[str, dict[str, float]]:
    return {str(t + 1): e.to_json() for t, e in enumerate(values)}


def sample_figures(model: DeckModel, opts: HandsOptions, entropy: int) -> dict[str, object]:
    """The sampled figures: land drops and mulligans (cross-checks) and castability."""
    classes = DeckClasses.from_model(model)
    turns = min(TURNS, model.size - 7)
    rng = make_rng(entropy)
    n_total = opts.samples
    # The cross-checks of the exact land figures count real lands only, as the exact
    # sections do; MDFC lands count as lands for castability only.
    real = tuple(lab.startswith("land:") for lab in classes.labels)
    land_cols = [i for i, f in enumerate(real) if f]
    london_classes = replace(classes, is_land=real)
    # two streams keyed from the run's generator: hand i of each depends on the seed and
    # i only, so the figures do not depend on the batch size (stream.py, layout 2)
    plain_stream = HandStream(rng, classes, turns, rule=None)
    london_stream = HandStream(rng, london_classes, 0, rule=opts.rule)
    hits = {True: np.zeros(turns, np.int64), False: np.zeros(turns, np.int64)}
    mull = np.zeros(4, np.int64)
    cast: dict[tuple[str, bool], list[int]] = {}
    done = 0
    while done < n_total:
        n = min(opts.batch, n_total - done)
        plain = plain_stream.take(n)
        for play in (True, False):
            for t in range(1, turns + 1):
                counts = plain.by_turn[t - 1 if play else t]
                hits[play][t - 1] += int((counts[:, land_cols].sum(axis=1) >= t).sum())
            for spell in model.spells:
                if spell.turn > turns:
                    continue
                ok, enough = castable(plain, spell, play)
                acc = cast.setdefault((spell.name, play), [0, 0])
                acc[0] += int(ok.sum())
                acc[1] += int(enough.sum())
        london = london_stream.take(n)
        mull += np.bincount(london.mulligans, minlength=4)[:4]
        done += n
    reach = [int(mull[k:].sum()) for k in range(1, 4)]
    out: dict[str, object] = {
        "hands": n_total,
        "seed": entropy,
        "method": "vectorised numpy sampler (sampler.py), no Python loop per hand",
        "stream_layout": SAMPLER_LAYOUT,
        "land_drops": {
            "play": _est_dict([proportion(int(h), n_total) for h in hits[True]]),
            "draw": _est_dict([proportion(int(h), n_total) for h in hits[False]]),
        },
        "p_mulligan_to": {
            str(7 - k): proportion(r, n_total).to_json()
            for k, r in zip((1, 2, 3), reach, strict=True)
        },
    }
    spells: dict[str, object] = {}
    for spell in model.spells:
        row: dict[str, object] = {}
        for play in (True, False):
            if (spell.name, play) not in cast:
                continue
            n_ok, n_enough = cast[(spell.name, play)]
            row["play" if play else "draw"] = {
                "p": proportion(n_ok, n_total).to_json(),
                "given_land_drops": (
                    proportion(n_ok, n_enough).to_json() if n_enough else {"p": None, "se": None}
                ),
            }
        spells[spell.name] = row
    out["castable"] = spells
    return out


def _facts_used(model: DeckModel) -> str:
    """Which card facts the figures read: never rules text beyond mana production."""
    facts = "land or not, mana cost and the colours each land produces or can fetch"
    if model.accelerants:
        facts += (
            f"; and the mana ability of {len(model.accelerants)} mana source(s) that are not "
            "lands (for castability)"
        )
    else:
        facts += " only: no other rules text, so partly simulated cards change nothing here"
    return facts


def analyze_deck(
    cards: Sequence[CardDef], deck_name: str, opts: HandsOptions | None = None
) -> dict[str, object]:
    """Compute the ``deckstats hands`` summary for one main deck.

    The summary's keys come in a fixed order (the JSON is printed as built): the deck's
    facts, the exact sections, the castability rows, the sampler's cross-checks and,
    with ``opts.lands_range``, the land-count sweep.

    Args:
        cards: the main deck, one ``CardDef`` per card.
        deck_name: the deck's name or file, for the output.
        opts: options; defaults as on the command line.

    Raises:
        AnalyticError: a deck with no lands, an impossible land range, bad options.
    """
    opts = opts or HandsOptions()
    model = DeckModel.from_cards(cards, deck_name)
    _check_deck(model, deck_name, opts)
    entropy = int(np.random.SeedSequence(opts.seed).entropy)  # type: ignore[arg-type]
    turns = min(TURNS, model.size - 7)
    summary = _deck_facts(cards, model, deck_name, entropy)
    summary.update(_exact_sections(model, turns))
    summary["mulligan"] = _mulligan_section(model, opts.rule, turns)
    sampled = sample_figures(model, opts, entropy)
    summary["castable"] = _castable_section(model, sampled, turns, opts, entropy)
    summary["sampler"] = {k: v for k, v in sampled.items() if k != "castable"}
    if opts.lands_range is not None:
        lo, hi = opts.lands_range
        summary["sweep"] = land_sweep(model, lo, hi, opts.sweep_mode, opts.objective, opts.rule)
    return summary


def _check_deck(model: DeckModel, deck_name: str, opts: HandsOptions) -> None:
    """Refuse a deck the figures mean nothing for (no lands, under 8 cards), or no samples."""
    if model.lands == 0 and not model.mdfc_lands:
        raise AnalyticError(f"{deck_name}: the deck has no lands")
    if model.size < 8:
        raise AnalyticError(f"{deck_name}: {model.size} cards is too small (at least 8)")
    if opts.samples < 1:
        raise AnalyticError(f"--samples must be positive, got {opts.samples}")


def _deck_facts(
    cards: Sequence[CardDef], model: DeckModel, deck_name: str, entropy: int
) -> dict[str, object]:
    """The summary's head: the command, the seed, and the deck's size, lands and sources.

    Also says which figures are random and which card facts and conventions they use,
    so the JSON reads on its own.
    """
    return {
        "command": "hands",
        "seed": entropy,
        "randomness": (
            "only the 'sampler' block and castability rows with method 'sampler' are sampled, "
            f"from this seed with sampler stream layout {SAMPLER_LAYOUT} (--seed repeats them "
            "under the same layout); every other figure is exact, with no randomness"
        ),
        "deck": deck_name,
        "deck_size": model.size,
        "lands": model.lands,
        "land_classes": {mask_letters(m) or "none": c for m, c in model.land_classes.items()},
        # the count ``deck check`` prints too (cards.mana_sources, Karsten's convention)
        "sources": count_sources((1, card) for card in cards),
        "mdfc_lands": {mask_letters(m) or "none": c for m, c in model.mdfc_lands.items()},
        "accelerants": [a.name for a in model.accelerants],
        "card_facts_used": _facts_used(model),
        "conventions": (
            "two-player game: by turn t the player on the play has seen 6 + t cards and the "
            "player on the draw 7 + t (CR 103.8, 504.1); 'land drop on time on turn t' = at "
            "least t lands seen by turn t; 'lands' are land cards (fetch lands included, MDFC "
            "spells with a land face not: they count as lands for castability only)"
        ),
    }


def _exact_sections(model: DeckModel, turns: int) -> dict[str, object]:
    """The exact hypergeometric sections (no mulligan, no randomness).

    Opening-hand lands, land drops on time, expected lands and each card's chance to be
    seen by each turn.
    """
    n, big_l = model.size, model.lands
    return {
        "opening_hand": {
            "method": "exact hypergeometric",
            "p_lands": {str(k): round(p, 9) for k, p in enumerate(opening_hand_lands(n, big_l))},
        },
        "land_drops": {
            "method": "exact hypergeometric, no mulligan",
            "play": _turn_dict(land_drops(n, big_l, turns, True), 9),
            "draw": _turn_dict(land_drops(n, big_l, turns, False), 9),
        },
        "expected_lands": {
            "play": _turn_dict(expected_lands(n, big_l, turns, True)),
            "draw": _turn_dict(expected_lands(n, big_l, turns, False)),
        },
        "copies": {
            name: {
                "copies": c,
                "play": _turn_dict(copy_by_turn(n, c, turns, True)),
                "draw": _turn_dict(copy_by_turn(n, c, turns, False)),
            }
            for name, c in model.copies.items()
        },
    }


def _mulligan_section(model: DeckModel, rule: KeepRule, turns: int) -> dict[str, object]:
    """The London mulligan under ``rule``, exact (``london_exact``).

    How often each hand size is kept, the lands kept and the land drops after mulligans.
    """
    lr = london_exact(model.size, model.lands, rule, turns)
    return {
        "method": "exact enumeration over the land count of each 7-card draw (london.py)",
        "rule": rule.describe(),
        "keep_rule": rule.to_text(),
        "p_mulligan_to": {k: round(v, 9) for k, v in lr.p_mulligan_to.items()},
        "p_keep_at": {k: round(v, 9) for k, v in lr.keep.items()},
        "kept_lands": {str(k): round(v, 9) for k, v in enumerate(lr.kept_lands)},
        "mean_hand_size": round(lr.mean_hand_size, 6),
        "land_drops": {
            "play": _turn_dict(lr.land_drops_play, 9),
            "draw": _turn_dict(lr.land_drops_draw, 9),
        },
    }


def _castable_section(
    model: DeckModel, sampled: dict[str, object], turns: int, opts: HandsOptions, entropy: int
) -> dict[str, object]:
    """Each spell's chance to be cast on curve, exact or sampled.

    Exact when the deck's mana is lands only, else the sampler's rows
    (``sampled["castable"]``, with standard errors).
    """
    cast_rows = []
    for spell in model.spells:
        row: dict[str, object] = {
            "name": spell.name,
            "cost": spell.cost,
            "mana_value": spell.mana_value,
            "copies": spell.copies,
        }
        if spell.turn > turns:
            row["note"] = f"mana value above {turns}: not computed"
        elif model.lands_only:
            row["method"] = "exact"
            for play in (True, False):
                p, p_lands = castable_on_curve(model, spell, play)
                row["play" if play else "draw"] = {
                    "p": round(p, 9),
                    "given_land_drops": round(p / p_lands, 9) if p_lands else None,
                }
        else:
            row["method"] = "sampler"
            row.update(sampled["castable"][spell.name])  # type: ignore[index]
        cast_rows.append(row)
    return {
        "model": CASTABLE_MODEL,
        "method": "exact multivariate hypergeometric over land classes (no randomness)"
        if model.lands_only
        else (
            f"sampler (the deck has nonland mana or MDFC lands): {opts.samples:,} hands, "
            f"seed {entropy}, with standard errors"
        ),
        "spells": cast_rows,
    }
