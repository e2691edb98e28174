"""Each mulligan procedure judged on the hand it keeps (issue 30, Deliver 1).

The players' one keep policy (``deckstats.deck.keep``: keep 7 with 2-5 lands, a 6-card
hand with 1-4, any hand of 5 or fewer) must judge the hand each procedure KEEPS: London's
7 minus the bottomed cards, Paris's and Vancouver's hand as drawn (2008 101.4: one card
fewer per mulligan, nothing bottomed). The engine's kept hands over 20,000 seeded
openings (``game_streams``, as the runner seeds them; the real ``BaseAgent`` policy) are
compared with the analytic lane's exact enumeration (``london_exact(procedure=...)``)
within 4 standard errors, and Vancouver's scry 1 with the exact chance that the card left
on top is a land. The statistical tests are ``slow`` (about 90 s pure Python: CI runs them).
"""

from __future__ import annotations

from functools import cache
from math import comb, sqrt

import pytest
from engine.cards import MOUNTAIN, OGRE
from sim.openings import seeded_opening

from deckstats.analytic.london import DEFAULT_KEEP, london_exact
from deckstats.engine.rules import get_rules
from deckstats.players.base import BaseAgent

DECK_SIZE, LANDS = 60, 24
DECK = [MOUNTAIN] * LANDS + [OGRE] * (DECK_SIZE - LANDS)
GAMES = 20_000
PROCEDURES = {"modern": "london", "2008": "paris", "2008+vancouver": "vancouver", "1997": "none"}


@cache
def openings(rules_name: str) -> tuple[tuple[int, int, tuple[bool, ...]], ...]:
    """``(kept size, kept lands, land or not for the top 7 of the library)`` per opening."""
    rules = get_rules(rules_name)
    agent = BaseAgent()
    out = []
    for i in range(GAMES):
        g = seeded_opening(DECK, rules, agent, 30, i)
        p = g.players[0]
        lands = sum(1 for o in p.hand if o.info.is_land)
        out.append((len(p.hand), lands, tuple(o.info.is_land for o in p.library[-1:-8:-1])))
    return tuple(out)


def _within(got: int, p: float, n: int, what: object) -> None:
    """``got`` of ``n`` within 4 standard errors of ``n * p``."""
    se = sqrt(p * (1 - p) / n)
    assert abs(got / n - p) <= 4 * se + 1e-12, (what, got / n, p, se)


def _hyper(hand: int, k: int) -> float:
    """P(k lands among ``hand`` cards drawn from the deck)."""
    return comb(LANDS, k) * comb(DECK_SIZE - LANDS, hand - k) / comb(DECK_SIZE, hand)


@pytest.mark.slow
@pytest.mark.parametrize("rules_name", ["2008", "2008+vancouver"])
@pytest.mark.parametrize("k", range(7))
def test_paris_six_card_keep_is_hypergeometric_times_reach(rules_name, k):
    """P(keep a 6-card hand with k lands) = P(reach 6) x hypergeometric(6 from the deck)
    x [1 <= k <= 4] (the 6-card row of the keep table), for Paris and Vancouver."""
    exact = london_exact(DECK_SIZE, LANDS, DEFAULT_KEEP, procedure=PROCEDURES[rules_name])
    lo, hi = {s: (a, b) for s, a, b in DEFAULT_KEEP.keep}[6]
    p = exact.reach["6"] * _hyper(6, k) * (lo <= k <= hi)
    got = sum(1 for size, lands, _ in openings(rules_name) if size == 6 and lands == k)
    _within(got, p, GAMES, (rules_name, k))


@pytest.mark.slow
@pytest.mark.parametrize("rules_name", ["2008", "2008+vancouver"])
def test_paris_six_card_hand_never_has_no_land(rules_name):
    """The keep table requires 1+ lands in a 6-card hand: none is kept without one."""
    sixes = [lands for size, lands, _ in openings(rules_name) if size == 6]
    assert len(sixes) > 2000 and 0 not in sixes and max(sixes) <= 4


@pytest.mark.slow
@pytest.mark.parametrize("rules_name", list(PROCEDURES))
def test_kept_lands_and_size_match_the_exact_enumeration(rules_name):
    """Every procedure: P(k lands kept) for each k and the keep rate of each stage."""
    exact = london_exact(DECK_SIZE, LANDS, DEFAULT_KEEP, procedure=PROCEDURES[rules_name])
    rows = openings(rules_name)
    for k, p in enumerate(exact.kept_lands):
        _within(sum(1 for _, lands, _ in rows if lands == k), p, GAMES, (rules_name, "lands", k))
    for label, p in exact.keep.items():
        _within(sum(1 for size, _, _ in rows if str(size) == label), p, GAMES, (rules_name, label))


def test_vancouver_keep_rate_equals_paris():
    """The scry comes after the keep: Vancouver keeps exactly as Paris does."""
    paris = london_exact(DECK_SIZE, LANDS, DEFAULT_KEEP, procedure="paris")
    vancouver = london_exact(DECK_SIZE, LANDS, DEFAULT_KEEP, procedure="vancouver")
    assert paris.keep == vancouver.keep and paris.kept_lands == vancouver.kept_lands
    assert paris.land_drops_draw != vancouver.land_drops_draw


def _p_top_land(kept_lands: int) -> float:
    """Exact P(the top card is a land after the scry of a kept 6 with ``kept_lands``)."""
    rem, lib = LANDS - kept_lands, DECK_SIZE - 6
    p = rem / lib
    if kept_lands >= DEFAULT_KEEP.target_lands:  # flooding: a land on top goes under
        return p * (rem - 1) / (lib - 1)
    return p + (1 - p) * rem / (lib - 1)  # short: a spell on top goes under


@pytest.mark.slow
@pytest.mark.parametrize("flooding", [True, False])
def test_vancouver_scry_follows_the_land_target(flooding):
    """After a kept 6, the card left on top is a land with the exact probability of
    "bottom a land when the hand holds 3+ lands, a spell when fewer" (never-bottoming
    would leave (24 - lands) / 54 lands on top)."""
    sixes = [
        (lands, top)
        for size, lands, top in openings("2008+vancouver")
        if size == 6 and (lands >= DEFAULT_KEEP.target_lands) == flooding
    ]
    n = len(sixes)
    assert n > 500
    p = sum(_p_top_land(lands) for lands, _ in sixes) / n
    se = sqrt(p * (1 - p) / n)
    got = sum(top[0] for _, top in sixes) / n
    assert abs(got - p) <= 4 * se, (got, p, se)


@pytest.mark.slow
def test_era_comparison_kept_hand_size_has_the_exact_sign():
    """The era comparison's kept-hand difference (2008 - modern, paired by game index as
    ``--rules modern,2008`` pairs them): Paris judges its 6 as drawn, so it goes to 5
    more often than London, whose 6 is the best of 7; the paired mean difference is within
    4 standard errors of the exact one, and negative."""
    london = london_exact(DECK_SIZE, LANDS, DEFAULT_KEEP, procedure="london")
    paris = london_exact(DECK_SIZE, LANDS, DEFAULT_KEEP, procedure="paris")
    exact = paris.mean_hand_size - london.mean_hand_size
    diffs = [p[0] - m[0] for p, m in zip(openings("2008"), openings("modern"), strict=True)]
    mean = sum(diffs) / GAMES
    se = sqrt(sum((d - mean) ** 2 for d in diffs) / (GAMES - 1) / GAMES)
    assert exact < -4 * se and abs(mean - exact) <= 4 * se, (mean, exact, se)


@pytest.mark.slow
@pytest.mark.parametrize("rules_name", list(PROCEDURES))
def test_land_drops_match_the_exact_enumeration(rules_name):
    """P(at least t lands among the kept hand and the next draws by turn t), on the play
    and on the draw, t = 1..7: the analytic lane's land drops for each procedure (Paris's
    larger library, Vancouver's scry) against the engine's kept hands and libraries."""
    exact = london_exact(DECK_SIZE, LANDS, DEFAULT_KEEP, procedure=PROCEDURES[rules_name])
    rows = openings(rules_name)
    for row, first in ((exact.land_drops_play, 0), (exact.land_drops_draw, 1)):
        for t, p in enumerate(row, start=1):
            draws = t - 1 + first
            got = sum(1 for _, lands, top in rows if lands + sum(top[:draws]) >= t)
            _within(got, p, GAMES, (rules_name, "play" if first == 0 else "draw", t))
