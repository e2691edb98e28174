"""``players.mana_plan.best_spend``: the bounded search gives the listed search's answer.

``best_spend`` is the most mana value a payable multiset of the hand's spells spends
(CR 202.3: a card's mana value; CR 601.2f-h: the cost paid with the sources' colours). It
used to take the largest value among every multiset ``feasible(..., stop_full=True)``
lists; it now runs the same depth-first search with branch and bound. The bound may skip
a subtree only when none of its multisets could spend all the mana (so the search stops
where it did) and none could beat the best found, so the answer must be the same on every
position: checked here on seeded random positions against the listing search.
"""

from __future__ import annotations

import numpy as np
import pytest
from scenario import P0

from deckstats.cards import get_card
from deckstats.engine.info import card_info
from deckstats.engine.view import PlayerView
from deckstats.players import mana_plan
from deckstats.players.mana_plan import VirtualUnit, best_spend, feasible

#: Real cards with coloured, multicoloured, generic and Phyrexian costs (Dismember's mana
#: value, 3, is more than the least mana it can be cast with, 1).
SPELLS = (
    "Lightning Bolt",
    "Counterspell",
    "Llanowar Elves",
    "Grizzly Bears",
    "Hill Giant",
    "Serra Angel",
    "Dismember",
    "Boros Charm",
    "Terminate",
    "Bloodbraid Elf",
    "Giant Growth",
    "Shivan Dragon",
    "Wrath of God",
    "Dark Ritual",
    "Kird Ape",
)

#: Colour masks of mana sources (bit 0 W ... bit 4 G, bit 5 colourless).
MASKS = (1, 2, 4, 8, 16, 32, 8 | 16, 1 | 2, 4 | 8, 31)


@pytest.fixture
def view(scenario):
    """A player's view of an empty position: ``best_spend`` and ``feasible`` read it only
    for its mana pool, and every call here passes the pool itself."""
    s = scenario()
    return PlayerView(s.game, P0)


def _listed(view, units, spells, pool):
    """The answer as it was computed: the largest value among the listed multisets."""
    mvs = [card_info(c).mana_value for c, _ in spells]
    return max(
        sum(mvs[i] * n for i, n in enumerate(counts))
        for counts in feasible(view, units, spells, pool, stop_full=True)
    )


@pytest.mark.parametrize("seed", range(6))
def test_bounded_search_equals_the_listing(view, seed):
    rng = np.random.default_rng(seed)
    cards = [get_card(n) for n in SPELLS]
    for _ in range(250):
        units = [
            VirtualUnit(i, int(MASKS[rng.integers(len(MASKS))]))
            for i in range(int(rng.integers(0, 8)))
        ]
        picks = rng.choice(len(cards), size=int(rng.integers(0, 6)), replace=False)
        spells = [(cards[int(i)], int(rng.integers(1, 4))) for i in picks]
        pool = tuple(int(v) for v in rng.integers(0, 2, size=6) * (rng.random() < 0.2))
        mana_plan._SPEND_MEMO.clear()
        assert best_spend(view, units, spells, pool) == _listed(view, units, spells, pool), (
            [u.info.produces_mask for u in units],
            [(c.name, n) for c, n in spells],
            pool,
        )


def test_known_answers(view):
    """Two red sources and a green one: Grizzly Bears and a one-mana red spell (3); with
    no green source only Kird Ape; four Lightning Bolts, only as many as red sources."""
    bolt, bears, ape = (get_card(n) for n in ("Lightning Bolt", "Grizzly Bears", "Kird Ape"))
    red, green = 8, 16
    units = [VirtualUnit(1, red), VirtualUnit(2, red), VirtualUnit(3, green)]
    pool = (0, 0, 0, 0, 0, 0)
    assert best_spend(view, units, [(bolt, 1), (bears, 1), (ape, 1)], pool) == 3
    assert best_spend(view, units[:2], [(bears, 2), (ape, 1)], pool) == 1
    assert best_spend(view, units, [(bolt, 4)], pool) == 2
