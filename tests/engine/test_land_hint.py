"""The land-first speed hint changes no game (issue 32.5, CR 305.1, CR 117).

An agent with ``plays_land_first`` (the goldfish and the heuristic pilots) promises that
in its own main phase, whenever it may play a land, its answer is a land play chosen
from the land plays alone; the engine then lists only those (``stack.land_plays``)
instead of every legal action. These tests walk every such priority point of seeded
games and check the land plays are exactly the ``PlayLand`` options of
``casting.legal_actions`` in its order, and that the agent shown the full list gives the
same answer; and that games with the hints on and off are the same.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from deckstats import _native
from deckstats.deck import load_decklist
from deckstats.engine import casting, new_game, stack
from deckstats.engine.actions import PASS, PlayLand
from deckstats.engine.decisions import PRIORITY, Decision
from deckstats.engine.game import Game
from deckstats.engine.types import Step
from deckstats.players import get_agent

ROOT = Path(__file__).resolve().parents[2]


def _deck(name: str) -> list[Any]:
    return load_decklist(ROOT / "decks" / f"{name}.txt").main_cards()


def _answer(game: Game, pid: int, options: list[Any], canon: Any) -> Any:
    """What a copy of ``pid``'s agent (and of its stream) answers to ``options``."""
    decision = Decision(PRIORITY, options, canon=canon)
    game.asking, game.asking_pid = decision, pid  # as Game.ask opens a decision
    try:
        agent = copy.deepcopy(game.agents[pid])
        rng = copy.deepcopy(game.agent_rngs[pid])
        return agent.decide(game.views[pid], decision, rng)
    finally:
        game.asking, game.asking_pid = None, -1


class _Checker:
    """Wraps ``stack.get_action``: where the land hint applies, check it."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.checked = 0

    def __call__(self, game: Game, pid: int) -> Any:
        main = (
            game.active == pid
            and not game.stack
            and game.step in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)
        )
        if main and game.land_first[pid]:
            lands = stack.land_plays(game, pid)
            full, canon = casting.legal_actions(game, pid, not game.main_only[pid])
            assert lands == [a for a in full if type(a) is PlayLand], (game.turn, lands, full)
            if lands:
                self.checked += 1
                short = _answer(game, pid, [PASS, *lands], None)
                assert type(short) is PlayLand
                assert _answer(game, pid, full, canon) == short, (game.turn, short)
        return self.inner(game, pid)


def _rngs(seed: int, i: int) -> list[Any]:
    return [np.random.default_rng(np.random.SeedSequence(seed, spawn_key=(i, k))) for k in range(5)]


def _game(a: list[Any], b: list[Any], pa: str, pb: str, i: int, hints: bool = True) -> Game:
    rngs = _rngs(32, i)
    return new_game(
        decks=(list(a), list(b)),
        agents=(get_agent(pa), get_agent(pb)),
        engine_rng=rngs[0],
        shuffle_rngs=(rngs[1], rngs[2]),
        agent_rngs=(rngs[3], rngs[4]),
        starting_player=i % 2,
        goldfish=pb == "inert",
        hints=hints,
    )


_GAMES = [
    ("mono_red_burn", "pauper_stompy", "aggro", "aggro", 3),
    ("uw_control", "modern_jund_midrange", "control", "midrange", 2),
    ("pioneer_rakdos_midrange", "pauper_boros_tokens", "auto", "auto", 2),
    ("legacy_sligh", "legacy_sligh", "goldfish", "inert", 3),
]


@pytest.mark.skipif(_native.MODE != "pure", reason="patches an engine function")
@pytest.mark.parametrize(("deck_a", "deck_b", "pa", "pb", "games"), _GAMES)
def test_land_plays_are_the_legal_land_options_and_the_answer_is_the_same(
    monkeypatch, deck_a, deck_b, pa, pb, games
):
    """CR 305.1: at every main-phase priority point with a land play, the land plays
    are the ``PlayLand`` options of the full legal list in the same order, and the agent
    answers the full list as it answers the land plays alone."""
    check = _Checker(stack.get_action)
    monkeypatch.setattr(stack, "get_action", check)
    a, b = _deck(deck_a), _deck(deck_b)
    for i in range(games):
        _game(a, b, pa, pb, i).run()
    assert check.checked >= 3 * games, vars(check)


@pytest.mark.parametrize(("deck_a", "deck_b", "pa", "pb", "games"), _GAMES)
def test_games_are_the_same_with_the_hints_on_and_off(deck_a, deck_b, pa, pb, games):
    """Speed hints change no game: every decision and the result are the same."""
    a, b = _deck(deck_a), _deck(deck_b)
    for i in range(games):
        on, off = _game(a, b, pa, pb, i, True), _game(a, b, pa, pb, i, False)
        r_on, r_off = on.run(), off.run()
        assert on.land_first[0] and not off.land_first[0]
        assert _acts(on) == _acts(off)  # hints off, the agents are also asked where they pass
        assert (r_on.winner, r_on.turns) == (r_off.winner, r_off.turns)


def _acts(game: Game) -> list[Any]:
    """The game's decisions but the agents' headers and their priority passes."""
    return [d for d in game.decisions if d[1] != "agent" and d[2] != PASS]
