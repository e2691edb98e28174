"""Known answers: kept hand sizes of each mulligan procedure against an exact Markov chain.

For a fixed keep rule (keep a hand with 2 to 4 lands, or any hand after 3 mulligans), the
kept hand size after London (modern 103.5, ``000_a5b06f7a09e88e4d.txt``), Paris (2008
101.4, ``003_bb6b7e84aec3a6ea.txt``), Vancouver (not in the rules sources: Paris sizes)
and no mulligan (1997 §Game Setup, ``004_d290311707d35751.txt``) follows a Markov chain
over mulligan steps: at step n the hand is hypergeometric (7 cards for London, 7 - n for
Paris), kept with the probability that it has 2 to 4 lands. The engine's distribution
over 20,000 seeded games (``game_streams``, as the runner seeds them) must match within 4
standard errors for every size. The keep rule is the player's decision (a test agent), so
the same rule is compared across procedures (issue 20).
"""

from __future__ import annotations

from math import comb, sqrt
from typing import Any

import pytest
from engine.cards import MOUNTAIN, OGRE
from sim.openings import seeded_opening

from deckstats.engine import RULESETS
from deckstats.engine.decisions import MULLIGAN
from deckstats.players.base import BaseAgent

DECK_SIZE, LANDS = 60, 24
DECK = [MOUNTAIN] * LANDS + [OGRE] * (DECK_SIZE - LANDS)
GAMES = 20_000
LAST = 3  # after this many mulligans the rule keeps any hand


class KeepTwoToFour(BaseAgent):
    """The fixed keep rule: 2-4 lands in the hand looked at, or ``LAST`` mulligans taken."""

    name = "keep-2-4"

    def decide(self, view: Any, decision: Any, rng: Any) -> Any:
        if decision.kind == MULLIGAN:
            if decision.amount >= LAST:
                return True
            lands = sum(1 for o in view.hand if o.info.is_land)
            return 2 <= lands <= 4
        return super().decide(view, decision, rng)


def _p_keep(hand: int) -> float:
    """P(2 <= lands <= 4) for ``hand`` cards drawn from the deck (hypergeometric)."""
    total = comb(DECK_SIZE, hand)
    return (
        sum(comb(LANDS, k) * comb(DECK_SIZE - LANDS, hand - k) for k in range(2, 5) if k <= hand)
        / total
    )


def exact_sizes(procedure: str) -> dict[int, float]:
    """P(kept hand size) by the Markov chain over mulligan steps."""
    if procedure == "none":
        return {7: 1.0}
    out: dict[int, float] = {}
    reach = 1.0  # P(the n-th mulligan decision is reached)
    for n in range(LAST + 1):
        seen = 7 if procedure == "london" else 7 - n
        keep = 1.0 if n >= LAST else _p_keep(seen)
        out[7 - n] = reach * keep
        reach *= 1 - keep
    return out


def engine_sizes(rules_name: str, games: int = GAMES, seed: int = 20) -> dict[int, int]:
    """Kept hand sizes over ``games`` seeded games (mulligans only: ``start_game``)."""
    rules = RULESETS[rules_name]
    agent = KeepTwoToFour()
    counts: dict[int, int] = {}
    for i in range(games):
        g = seeded_opening(DECK, rules, agent, seed, i, starting_player=i % 2)
        size = len(g.players[0].hand)
        counts[size] = counts.get(size, 0) + 1
    return counts


@pytest.mark.parametrize(
    ("rules_name", "procedure"),
    [("modern", "london"), ("2008", "paris"), ("2008+vancouver", "paris"), ("1997", "none")],
)
def test_kept_hand_sizes_match_the_markov_chain(rules_name, procedure):
    """Every kept size within 4 standard errors of the exact probability."""
    exact = exact_sizes(procedure)
    counts = engine_sizes(rules_name)
    assert sum(counts) and set(counts) <= set(exact)
    for size, p in exact.items():
        got = counts.get(size, 0) / GAMES
        se = sqrt(p * (1 - p) / GAMES)
        assert abs(got - p) <= 4 * se + 1e-12, (rules_name, size, got, p, se)


def test_the_chain_differs_between_london_and_paris():
    """The test can tell the procedures apart: Paris keeps 4 cards more often, by more
    than twice the 4-standard-error tolerance at this number of games."""
    london, paris = exact_sizes("london"), exact_sizes("paris")
    assert london[7] == paris[7]
    assert paris[4] - london[4] > 8 * sqrt(london[4] * (1 - london[4]) / GAMES)
    assert abs(sum(london.values()) - 1) < 1e-12 and abs(sum(paris.values()) - 1) < 1e-12
