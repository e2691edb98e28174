"""Exact answers: hypergeometric and multivariate hypergeometric probabilities.

Everything here is computed with integer binomial coefficients and converted to ``float``
once at the end, so the values are exact up to that final rounding (the tests compare them
with ``scipy.stats.hypergeom`` to 1e-12).

Turn conventions (CR 103.8 / 504.1, two-player game): a player sees 7 cards in the opening
hand and draws one card in each draw step, except that the player on the play skips the
draw of their first turn. So by turn ``t`` the player on the play has seen ``6 + t`` cards
and the player on the draw ``7 + t``. "A land drop on time on turn t" means at least ``t``
lands among the cards seen by turn ``t`` (one land per turn, CR 305.2).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from fractions import Fraction
from functools import cache
from math import comb

from deckstats.analytic.deckmodel import AnalyticError, DeckModel, SpellReq, pip_sets

HAND_SIZE = 7


def cards_seen(turn: int, on_the_play: bool, hand_size: int = HAND_SIZE) -> int:
    """Return the number of cards seen by the main phase of ``turn`` (no mulligan).

    >>> cards_seen(1, True), cards_seen(1, False), cards_seen(4, True)
    (7, 8, 10)
    """
    return hand_size + turn - (1 if on_the_play else 0)


def check_counts(deck_size: int, successes: int, what: str = "lands") -> None:
    """Raise ``AnalyticError`` unless ``0 <= successes <= deck_size`` and the deck has 8+ cards."""
    if deck_size < HAND_SIZE + 1:
        raise AnalyticError(f"a deck of {deck_size} cards is too small (at least 8 needed)")
    if successes < 0 or successes > deck_size:
        raise AnalyticError(f"{what} = {successes} is outside 0..{deck_size} (the deck size)")


def hypergeom_pmf(k: int, population: int, successes: int, draws: int) -> Fraction:
    """Exact P(exactly ``k`` successes in ``draws`` cards) as a ``Fraction``."""
    if k < 0 or k > draws or k > successes or draws - k > population - successes:
        return Fraction(0)
    return Fraction(
        comb(successes, k) * comb(population - successes, draws - k), comb(population, draws)
    )


def hypergeom_at_least(t: int, population: int, successes: int, draws: int) -> Fraction:
    """Exact P(at least ``t`` successes in ``draws`` cards)."""
    if t <= 0:
        return Fraction(1)
    if draws > population:
        raise AnalyticError(f"cannot see {draws} cards in a deck of {population}")
    num = sum(
        comb(successes, k) * comb(population - successes, draws - k)
        for k in range(t, min(draws, successes) + 1)
    )
    return Fraction(num, comb(population, draws))


def opening_hand_lands(deck_size: int, lands: int, hand_size: int = HAND_SIZE) -> list[float]:
    """P(exactly k lands in the opening hand), for k = 0..hand_size."""
    check_counts(deck_size, lands)
    return [float(hypergeom_pmf(k, deck_size, lands, hand_size)) for k in range(hand_size + 1)]


def land_drops(deck_size: int, lands: int, turns: int = 7, on_the_play: bool = True) -> list[float]:
    """P(at least t lands seen by turn t) for t = 1..turns (no mulligan)."""
    check_counts(deck_size, lands)
    return [
        float(hypergeom_at_least(t, deck_size, lands, cards_seen(t, on_the_play)))
        for t in range(1, turns + 1)
    ]


def copy_by_turn(
    deck_size: int, copies: int, turns: int = 7, on_the_play: bool = True
) -> list[float]:
    """P(at least one of ``copies`` copies seen by turn t) for t = 1..turns."""
    check_counts(deck_size, copies, "copies")
    return [
        float(1 - hypergeom_pmf(0, deck_size, copies, cards_seen(t, on_the_play)))
        for t in range(1, turns + 1)
    ]


def expected_lands(
    deck_size: int, lands: int, turns: int = 7, on_the_play: bool = True
) -> list[float]:
    """Expected number of lands seen by turn t (``n * L / N``) for t = 1..turns."""
    check_counts(deck_size, lands)
    return [
        float(Fraction(cards_seen(t, on_the_play) * lands, deck_size)) for t in range(1, turns + 1)
    ]


# -- castability: multivariate hypergeometric over land classes ---------------------------------


def _hall_ok(xs: Sequence[int], keys: Sequence[int], needs: Sequence[tuple[int, int]]) -> bool:
    """Hall's condition: every set of required colours has enough lands making one of them.

    Each land pays for one symbol, so a set ``T`` of colours with ``p(T)`` pips needs at
    least ``p(T)`` lands that can make a colour in ``T``. For one colour this is "enough
    sources"; with multicolour lands it also stops one Tundra paying both {W} and {U}.
    """
    for mask, pips in pip_sets(needs):
        if sum(x for x, k in zip(xs, keys, strict=True) if k & mask) < pips:
            return False
    return True


def _compositions(counts: Sequence[int], total: int) -> Iterator[tuple[tuple[int, ...], int]]:
    """Yield (counts drawn per class, product of binomials) with sum <= total."""

    def rec(i: int, left: int) -> Iterator[tuple[tuple[int, ...], int]]:
        if i == len(counts):
            yield (), 1
            return
        for x in range(min(counts[i], left) + 1):
            w = comb(counts[i], x)
            for rest, wr in rec(i + 1, left - x):
                yield (x, *rest), w * wr

    yield from rec(0, total)


@cache
def _castable_counts(
    keys: tuple[int, ...],
    counts: tuple[int, ...],
    nonlands: int,
    draws: int,
    turn: int,
    needs: tuple[tuple[int, int], ...],
) -> tuple[Fraction, Fraction]:
    population = sum(counts) + nonlands
    ok = 0
    enough_lands = 0
    for xs, w in _compositions(counts, draws):
        drawn = sum(xs)
        if drawn < turn:
            continue
        weight = w * comb(nonlands, draws - drawn)
        if weight == 0:
            continue
        enough_lands += weight
        if _hall_ok(xs, keys, needs):
            ok += weight
    denom = comb(population, draws)
    return Fraction(ok, denom), Fraction(enough_lands, denom)


def castable_on_curve(model: DeckModel, spell: SpellReq, on_the_play: bool) -> tuple[float, float]:
    """Exact P(castable on curve) and P(land drops hit) for one spell, lands-only mana.

    "Castable on curve" means: among the cards seen by the turn equal to the spell's mana
    value (no mulligan) there are at least that many lands, and the lands can pay the
    coloured symbols (Hall's condition over the spell's colours). Land classes are merged by
    the colours relevant to this spell, so the enumeration stays small.

    Returns:
        ``(p_castable, p_lands)``; the conditional probability is their ratio.
    """
    relevant = spell.colors
    merged: dict[int, int] = {}
    for mask, n in model.land_classes.items():
        merged[mask & relevant] = merged.get(mask & relevant, 0) + n
    keys = tuple(sorted(merged))
    counts = tuple(merged[k] for k in keys)
    draws = cards_seen(spell.turn, on_the_play)
    if draws > model.size:
        raise AnalyticError(f"{model.name}: {draws} cards seen is more than the deck holds")
    ok, lands = _castable_counts(keys, counts, model.nonlands, draws, spell.turn, spell.pips)
    return float(ok), float(lands)
