"""The wall's tamper check: agents read the engine's objects and never change them (issue 27.7).

``PlayerView`` hands out the engine's own ``GameObject`` records inside tuples (copying every
object at every decision would cost more than the game). ``engine/wall.py`` makes them
read-only in effect: with ``DECKSTATS_WALL_CHECK=1`` every decision is fingerprinted before and
after the agent answers, and a change raises ``WallBreachError``. These tests show the check
catches each kind of tampering an agent could try through public names, and that every
built-in pilot plays real interactive games without one breach.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from deckstats.deck import load_decklist
from deckstats.engine import new_game
from deckstats.engine.game import Game
from deckstats.engine.wall import WallBreachError
from deckstats.players import AGENTS, get_agent

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _wall_on(monkeypatch):
    monkeypatch.setenv("DECKSTATS_WALL_CHECK", "1")


@cache
def _deck(name: str) -> tuple[Any, ...]:
    return tuple(load_decklist(ROOT / "decks" / f"{name}.txt").main_cards())


def _game(decks: tuple[str, str], agents: Any, seed: int, **kw: Any) -> Game:
    r = [np.random.default_rng(c) for c in np.random.SeedSequence(seed).spawn(5)]
    return new_game(
        (list(_deck(decks[0])), list(_deck(decks[1]))),
        agents,
        r[0],
        (r[1], r[2]),
        (r[3], r[4]),
        **kw,
    )


class Tamperer:
    """Plays like ``random`` but, at its ``at``-th decision, applies ``tamper`` to its view."""

    name = "tamperer"

    def __init__(self, tamper: Any, at: int = 12) -> None:
        self.inner = get_agent("random")
        self.tamper = tamper
        self.at = at
        self.n = 0
        self.done = False

    def decide(self, view: Any, decision: Any, rng: Any) -> Any:
        self.n += 1
        if self.n >= self.at and not self.done:
            self.done = self.tamper(view)
        return self.inner.decide(view, decision, rng)


def _untap_theirs(view: Any) -> bool:
    for o in view.opponent_battlefield:
        o.tapped = not o.tapped
        return True
    return False


def _pump_counters(view: Any) -> bool:
    for o in view.battlefield:
        o.counters = {**(o.counters or {}), "+1/+1": 5}
        return True
    return False


def _edit_blockers_list(view: Any) -> bool:
    for o in view.battlefield + view.opponent_battlefield:
        if o.blockers:
            o.blockers.append(o.blockers[0])
            return True
    return False


def _steal(view: Any) -> bool:
    for o in view.opponent_battlefield:
        o.controller = view.pid
        return True
    return False


def _heal_marked_damage(view: Any) -> bool:
    for o in view.battlefield + view.opponent_battlefield:
        o.damage += 1
        return True
    return False


@pytest.mark.parametrize(
    ("tamper", "attr"),
    [
        (_untap_theirs, ".tapped"),
        (_pump_counters, ".counters"),
        (_steal, ".controller"),
        (_heal_marked_damage, ".damage"),
    ],
)
def test_the_check_catches_an_agent_that_changes_an_object(tamper, attr):
    """Each write through an object the view handed out is caught in the decision that made it."""
    caught: list[str] = []
    for seed in range(6):
        game = _game(
            ("pauper_stompy", "mono_white_aggro"),
            (Tamperer(tamper), get_agent("aggro")),
            seed,
            goldfish=False,
            max_turns=8,
        )
        try:
            game.run()
        except WallBreachError as e:
            caught.append(str(e))
    # The tamper found a target in most games, and each time it was caught by name.
    assert len(caught) >= 3
    assert all("player 0's agent changed" in m and attr in m for m in caught), caught


def test_the_check_catches_an_edit_inside_a_list_an_object_holds():
    """Mutating a list an object holds (an attacker's blockers) in place is caught too."""
    caught: list[str] = []
    for seed in range(10):
        game = _game(
            ("pauper_stompy", "pauper_stompy"),
            (Tamperer(_edit_blockers_list, at=1), get_agent("aggro")),
            seed,
            goldfish=False,
            max_turns=10,
        )
        try:
            game.run()
        except WallBreachError as e:
            caught.append(str(e))
    assert caught
    assert all(".blockers" in m for m in caught), caught


def test_without_the_check_the_same_tamper_goes_unseen(monkeypatch):
    """The check is what catches it (so the tests above can fail): off, the game just goes on."""
    monkeypatch.setenv("DECKSTATS_WALL_CHECK", "0")
    game = _game(
        ("pauper_stompy", "mono_white_aggro"),
        (Tamperer(_untap_theirs, at=1), get_agent("aggro")),
        1,
        goldfish=False,
        max_turns=8,
    )
    game.run()


PAIRS = [
    ("mono_red_burn", "pauper_stompy"),
    ("uw_control", "modern_jund_midrange"),
    ("pauper_mono_blue_faeries", "mono_black_pauper"),
]


def _pilot_games(pilot: str, pairs: list[tuple[str, str]], seeds: range) -> int:
    decisions = 0
    for i, decks in enumerate(pairs):
        for seed in seeds:
            agents = (get_agent(pilot), get_agent(pilot))
            game = _game(decks, agents, 10 * i + seed, goldfish=False, max_turns=10)
            assert game.wall_check
            game.run()
            decisions += game.n_asks
    return decisions


@pytest.mark.parametrize("pilot", sorted(set(AGENTS) - {"inert", "goldfish"}))
def test_every_pilot_plays_without_a_breach(pilot):
    """Every registered pilot, both seats, in a creature-and-burn matchup."""
    assert _pilot_games(pilot, PAIRS[:1], range(1)) > 20


@pytest.mark.slow
@pytest.mark.parametrize("pilot", sorted(set(AGENTS) - {"inert", "goldfish"}))
def test_every_pilot_plays_without_a_breach_with_counters_and_removal(pilot):
    """Every registered pilot in matchups with instants, counterspells, discard and removal."""
    assert _pilot_games(pilot, PAIRS, range(2)) > 100


def test_the_goldfish_plays_without_a_breach():
    """The goldfish planner, on decks with scry, fetches and rituals."""
    for deck in ("mono_red_burn", "pauper_mono_blue_faeries", "uw_control"):
        for seed in range(3):
            game = _game((deck, deck), (get_agent("goldfish"), get_agent("inert")), seed)
            assert game.wall_check
            game.run()
