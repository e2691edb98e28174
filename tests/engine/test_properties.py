"""Property tests over seeds (ARCHITECTURE.md, Tests, kind 4): invariants and determinism."""

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckstats.engine import IllegalActionError, Zone, new_game
from deckstats.engine.actions import PlayLand
from deckstats.players import get_agent
from deckstats.players.base import BaseAgent
from deckstats.players.scripted import ReplayAgent
from engine.cards import (
    BEARS,
    BOLT,
    CHARM,
    DIES_DRAINER,
    DUAL,
    ETB_DRAWER,
    FETCH,
    FIREBALL,
    FOREST,
    GIANT,
    GOBLIN,
    GROWTH,
    GUIDE,
    LANDFALL,
    MOUNTAIN,
    PHYREXIAN,
    PLAINS,
    RAISE,
    RAMP,
    RANCOR,
    SHOCK_LAND,
    SWIFTSPEAR,
    SWORD,
    TAPLAND,
    TWOBRID,
)

RED = [MOUNTAIN] * 20 + [BOLT] * 12 + [GOBLIN] * 8 + [SWIFTSPEAR] * 8 + [GIANT] * 6 + [FIREBALL] * 6
GRUUL = (
    [MOUNTAIN] * 6
    + [FOREST] * 6
    + [SHOCK_LAND] * 4
    + [FETCH] * 4
    + [DUAL] * 2
    + [TAPLAND] * 2
    + [BEARS] * 4
    + [GUIDE] * 4
    + [LANDFALL] * 4
    + [ETB_DRAWER] * 4
    + [RANCOR] * 4
    + [GROWTH] * 4
    + [RAMP] * 2
    + [TWOBRID] * 2
    + [PHYREXIAN] * 2
    + [SWORD] * 2
    + [BOLT] * 4
)
BOROS = (
    [MOUNTAIN] * 10
    + [PLAINS] * 10
    + [CHARM] * 10
    + [RAISE] * 10
    + [DIES_DRAINER] * 0
    + [GOBLIN] * 20
)
DECKS = [RED, GRUUL, BOROS]

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _play(seed, deck_index, goldfish=True, agents=None, record_log=False, max_turns=12):
    ss = np.random.SeedSequence(seed)
    r = [np.random.default_rng(c) for c in ss.spawn(5)]
    deck = DECKS[deck_index]
    other = [] if goldfish else DECKS[(deck_index + 1) % len(DECKS)]
    agents = agents or (get_agent("goldfish"), get_agent("inert" if goldfish else "goldfish"))
    snapshots = []

    def hook(game, pid):
        snapshots.append([list(p.pool) for p in game.players])

    g = new_game(
        (deck, other),
        agents,
        r[0],
        (r[1], r[2]),
        (r[3], r[4]),
        max_turns=max_turns,
        goldfish=goldfish,
        record_log=record_log,
        on_turn_end=hook,
    )
    res = g.run()
    return g, res, snapshots


def _cards_in_zones(game, pid):
    p = game.players[pid]
    n = len(p.library) + len(p.hand) + len(p.graveyard) + len(p.exile)
    for q in game.players:
        n += sum(1 for o in q.battlefield if o.owner == pid and not o.is_token)
    n += sum(
        1 for it in game.stack if it.kind == "spell" and it.obj is not None and it.obj.owner == pid
    )
    return n


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), deck=st.integers(0, 2), goldfish=st.booleans())
def test_games_terminate_and_conserve_cards(seed, deck, goldfish):
    """Every game ends; card objects are conserved across zones (tokens aside, CR 111.7)."""
    g, res, snaps = _play(seed, deck, goldfish)
    assert res is not None and res.turns >= 1
    assert _cards_in_zones(g, 0) == len(DECKS[deck])
    if not goldfish:
        assert _cards_in_zones(g, 1) == len(DECKS[(deck + 1) % 3])
    for snap in snaps:
        for pool in snap:
            assert min(pool) >= 0  # CR 106.4: mana never goes negative
    for p in g.players:
        assert min(p.pool) >= 0
        for o in p.battlefield:
            assert o.zone is Zone.BATTLEFIELD and g.objects[o.oid] is o


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), deck=st.integers(0, 2), goldfish=st.booleans())
def test_same_seed_identical_game(seed, deck, goldfish):
    """ARCHITECTURE.md, Determinism: same inputs => identical game log and decisions."""
    a, ra, _ = _play(seed, deck, goldfish, record_log=True)
    b, rb, _ = _play(seed, deck, goldfish, record_log=True)
    assert a.log == b.log and a.decisions == b.decisions and ra == rb


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), deck=st.integers(0, 2), goldfish=st.booleans())
def test_replay_agent_reproduces_game(seed, deck, goldfish):
    """ARCHITECTURE.md, Decisions: ReplayAgent on the recorded decision log reproduces the game."""
    a, ra, _ = _play(seed, deck, goldfish, record_log=True)
    agents = (
        ReplayAgent(a.decisions, 0),
        get_agent("inert") if goldfish else ReplayAgent(a.decisions, 1),
    )
    b, rb, _ = _play(seed, deck, goldfish, agents=agents, record_log=True)
    assert b.log == a.log and rb == ra


class _Cheater(BaseAgent):
    name = "cheater"

    def on_priority(self, view, decision, rng):
        return PlayLand(999_999)


class _BadSubset(BaseAgent):
    name = "bad"

    def on_mulligan(self, view, decision, rng):
        return "maybe"


@pytest.mark.parametrize("agent", [_Cheater(), _BadSubset()])
def test_illegal_answer_raises(agent):
    """ARCHITECTURE.md, Decisions: an illegal answer raises IllegalActionError, never a silent fix."""
    with pytest.raises(IllegalActionError):
        _play(5, 0, True, agents=(agent, get_agent("inert")))


def test_goldfish_kills_red_deck():
    """Smoke: the goldfish kills with the red deck in a sensible number of turns."""
    turns = [_play(s, 0)[1].kill_turn for s in range(40)]
    assert all(t is not None for t in turns)
    assert 3.5 < np.mean(turns) < 7
