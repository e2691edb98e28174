"""Players: the ``Agent`` protocol and the registry of agents by name.

>>> get_agent("goldfish").name
'goldfish'

The pilots offered to users (``OFFERED``: ``--player-a``/``--player-b``) are ``auto``
(the profile ``players.profiles.auto_profile`` picks for the deck, stated in every run),
the three profiles, ``random`` (the floor every pilot must beat) and ``goldfish``.
``passive`` (always passes, never plays a land: it was ``base``) and ``inert`` stay in
the registry for tests and are accepted but not offered.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from deckstats.engine.decisions import Decision
from deckstats.engine.types import Rng
from deckstats.engine.view import PlayerView


class Agent(Protocol):
    """A policy that answers the engine's decisions for one player (ARCHITECTURE.md, Decisions).

    ``acts_only_in_main`` (optional, default False) promises the agent only ever acts
    in its own main phases with an empty stack; the engine then skips asking it for
    priority anywhere else (a speed hint that changes no game). ``wants_priority(view)``
    (optional) returning False promises the agent would pass priority now; the engine
    then skips the ask outside the agent's own main phases. ``plays_land_first``
    (optional) promises that in its own main phase, whenever it may play a land, it
    plays one and chooses it from the land plays alone; the engine then offers only
    those (also speed hints: ``new_game(..., hints=False)`` ignores them all, and the
    games are the same).
    """

    name: str

    def decide(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """Return one of ``decision.options`` (or a valid subset, for choose-N)."""
        ...


def _goldfish() -> Any:
    from deckstats.players.goldfish import GoldfishAgent

    return GoldfishAgent()


def _inert() -> Any:
    from deckstats.players.base import InertAgent

    return InertAgent()


def _passive() -> Any:
    from deckstats.players.base import BaseAgent

    return BaseAgent()


def _random() -> Any:
    from deckstats.players.random_agent import RandomAgent

    return RandomAgent()


def _profile(name: str) -> Callable[[], Any]:
    def make() -> Any:
        """A new heuristic agent playing profile ``name``."""
        from deckstats.players.heuristic import HeuristicAgent

        return HeuristicAgent(name)

    return make


def _auto() -> Any:
    from deckstats.players.heuristic import AutoAgent

    return AutoAgent()


#: Agent name -> factory. Each call of ``get_agent`` returns a fresh agent.
AGENTS: dict[str, Callable[[], Any]] = {
    "goldfish": _goldfish,
    "inert": _inert,
    "passive": _passive,
    "random": _random,
    "aggro": _profile("aggro"),
    "midrange": _profile("midrange"),
    "control": _profile("control"),
    "auto": _auto,
}


#: The pilots offered to users (``--help``, the list an unknown name prints), best first.
OFFERED: tuple[str, ...] = ("auto", "aggro", "midrange", "control", "random", "goldfish")
#: In the registry for tests, accepted but not offered: they do not play the game.
HIDDEN: tuple[str, ...] = ("passive", "inert")


def get_agent(name: str) -> Any:
    """Return a new agent by registry name (``goldfish``, ``inert``, ``passive``, ...).

    Raises:
        KeyError: for an unknown name, listing the known ones.
    """
    try:
        factory = AGENTS[name]
    except KeyError:
        raise KeyError(f"unknown agent {name!r}; known: {', '.join(OFFERED)}") from None
    return factory()


__all__ = ["AGENTS", "HIDDEN", "OFFERED", "Agent", "get_agent"]
