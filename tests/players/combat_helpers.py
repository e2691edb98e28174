"""Shared pieces of the combat tests: a heuristic player that records its combat answers."""

from __future__ import annotations

from scenario import P0, P1, Scenario

from deckstats.players.heuristic import HeuristicAgent
from deckstats.players.scripted import ScriptedAgent


class Recorder(HeuristicAgent):
    """The heuristic player, keeping its last attack and block answers for the test."""

    def __init__(self, profile: str = "midrange") -> None:
        super().__init__(profile)
        self.attacked: tuple[int, ...] | None = None
        self.blocked: tuple[tuple[int, int], ...] | None = None

    def on_attackers(self, view, decision, rng):
        self.attacked = super().on_attackers(view, decision, rng)
        return self.attacked

    def on_blockers(self, view, decision, rng):
        self.blocked = super().on_blockers(view, decision, rng)
        return self.blocked


def position(profile: str = "midrange", **kw) -> tuple[Scenario, Recorder]:
    """A scenario whose player 0 is a ``Recorder`` and player 1 a ``ScriptedAgent``."""
    me = Recorder(profile)
    return Scenario(agents=(me, ScriptedAgent()), **kw), me


def attacked_by(s: Scenario, *attackers) -> None:
    """Player 1 attacks player 0 with ``attackers`` (a combat in player 1's turn)."""
    s.script(P1, ("attackers", tuple(a.oid for a in attackers)))
    s.combat()


__all__ = ["P0", "P1", "Recorder", "attacked_by", "position"]
