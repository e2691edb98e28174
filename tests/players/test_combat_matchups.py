"""Combat sanity over real games (issue 27.1), seeded, slow: sample sizes and intervals stated.

The issue's pair of decks: forty one-mana vanilla 2/1s against forty one-mana 1/1s with
haste (twenty Mountains each), both ``aggro``. Every combat between them is a trade
(a 2/1 and a 1/1 kill each other, attacking or blocking), so the hasty deck's free
first swing is matched by the 2/1s hitting twice as hard: a sound pilot of the 2/1s
is not crushed. With tapped attackers counted as blockers and blocks chosen one at a
time, the 2/1s won about 30% (91 of 300 with this test's seed on the main line before
this change, interval 0.254-0.358; the issue measured about 25%).
"""

from __future__ import annotations

import pytest

from deckstats.cards.dsl import basic_land, creature
from deckstats.cards.model import Keyword
from deckstats.sim.matchup import MatchupConfig, play_matchup_game
from deckstats.sim.seeding import root_entropy
from deckstats.stats.matchup import wilson_interval

MOUNTAIN = basic_land("Mountain", "R")
TWO_ONE = creature("Test Two-One", "{R}", pt=(2, 1))
HASTY = creature("Test Hasty One-One", "{R}", pt=(1, 1), keywords=Keyword.HASTE)


def _rows(cards_a, cards_b, n, seed):
    config = MatchupConfig(
        deck_a="a",
        deck_b="b",
        cards_a=tuple(cards_a),
        cards_b=tuple(cards_b),
        n_games=n,
        seed=seed,
        on="both",
        player_a="aggro",
        player_b="aggro",
    )
    entropy = root_entropy(seed)
    return [play_matchup_game(config, entropy, i)[0] for i in range(n)]


@pytest.mark.slow
def test_two_ones_are_not_crushed_by_one_one_hasters():
    """300 games (150 pairs, each deck on the play in one game of a pair), seed 2026: the
    2/1 deck's 95% Wilson interval lies above 40% (observed 151 of 300, 0.503, interval
    0.447-0.560; before the change 91 of 300, 0.254-0.358)."""
    rows = _rows([MOUNTAIN] * 20 + [TWO_ONE] * 40, [MOUNTAIN] * 20 + [HASTY] * 40, 300, 2026)
    wins = sum(1 for r in rows if r.winner == "a")
    lo, hi = wilson_interval(wins, len(rows))
    assert lo > 0.40, (wins, len(rows), lo, hi)
