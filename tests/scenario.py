"""The Scenario builder: exact positions for rules tests (ARCHITECTURE.md, Tests, kind 1).

Cards are placed straight into zones, the top of a library is stacked, the turn and
step are set, and the game is driven through the engine's own procedures, with
``ScriptedAgent`` answering decisions. Actions taken through ``Scenario.act`` are
checked against ``legal_actions`` first, so illegal ones raise ``IllegalActionError``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np

from deckstats.cards.dsl import basic_land
from deckstats.cards.model import CardDef
from deckstats.engine import casting, stack, turn
from deckstats.engine.actions import PASS, ActivateAbility, CastSpell, PlayLand
from deckstats.engine.decisions import Decision
from deckstats.engine.errors import IllegalActionError
from deckstats.engine.game import Game, GameOver
from deckstats.engine.result import GameResult
from deckstats.engine.rules import MODERN, RuleSet
from deckstats.engine.state import GameObject
from deckstats.engine.types import Step, Zone
from deckstats.players.scripted import ScriptedAgent

P0, P1 = 0, 1

BASICS = {
    "Mountain": basic_land("Mountain", "R"),
    "Forest": basic_land("Forest", "G"),
    "Island": basic_land("Island", "U"),
    "Swamp": basic_land("Swamp", "B"),
    "Plains": basic_land("Plains", "W"),
}

Target = GameObject | int


class Scenario:
    """Build a position, then act on it.

    Args:
        active: the active player.
        step: the current step.
        turn: the turn number (creatures placed with ``sick=False`` can attack).
        life: starting life totals.
        goldfish: whether player 1 is an inert goldfish.
        agents: agents for both players (default: two ``ScriptedAgent``).
    """

    def __init__(
        self,
        active: int = P0,
        step: Step = Step.PRECOMBAT_MAIN,
        turn: int = 3,
        life: tuple[int, int] = (20, 20),
        goldfish: bool = False,
        agents: tuple[Any, Any] | None = None,
        rules: RuleSet = MODERN,
        seed: int = 7,
        record_log: bool = True,
    ) -> None:
        rngs = [
            np.random.default_rng(np.random.SeedSequence(seed, spawn_key=(i,))) for i in range(5)
        ]
        self.agents = agents or (ScriptedAgent(), ScriptedAgent())
        self.game = Game(
            ([], []),
            self.agents,
            rngs[0],
            (rngs[1], rngs[2]),
            (rngs[3], rngs[4]),
            starting_player=active,
            rules=rules,
            goldfish=goldfish,
            record_log=record_log,
        )
        g = self.game
        g.started = True
        g.turn = turn
        g.active = active
        g.step = step
        for pid in (0, 1):
            g.players[pid].life = life[pid]
            g.players[pid].turns_taken = (turn + (1 if pid == active else 0)) // 2
        g.players[active].turn_started = turn
        g.players[1 - active].turn_started = turn - 1

    # ------------------------------------------------------------------ placing cards
    @staticmethod
    def card(card: CardDef | str) -> CardDef:
        """Resolve a card name (basic lands, then the registry) or pass a CardDef through."""
        if isinstance(card, CardDef):
            return card
        if card in BASICS:
            return BASICS[card]
        from deckstats.cards import get_card

        return get_card(card)

    def hand(self, pid: int, card: CardDef | str) -> GameObject:
        """Put a card into ``pid``'s hand."""
        obj = self.game.new_object(self.card(card), pid, Zone.HAND)
        self.game.players[pid].hand.append(obj)
        return obj

    def battlefield(
        self, pid: int, card: CardDef | str, tapped: bool = False, sick: bool = False
    ) -> GameObject:
        """Put a permanent onto ``pid``'s battlefield (no triggers)."""
        g = self.game
        obj = g.new_object(self.card(card), pid, Zone.BATTLEFIELD)
        g.put_onto_battlefield(obj, pid, tapped=tapped)
        obj.since = g.turn if sick else 0
        if obj.info.is_land and not sick:
            g.players[pid].lands_entered_turn -= 1  # it was there before this turn (landfall)
        return obj

    def lands(self, pid: int, *cards: CardDef | str, tapped: bool = False) -> list[GameObject]:
        """Put lands onto ``pid``'s battlefield."""
        return [self.battlefield(pid, c, tapped=tapped) for c in cards]

    def graveyard(self, pid: int, card: CardDef | str) -> GameObject:
        """Put a card into ``pid``'s graveyard."""
        obj = self.game.new_object(self.card(card), pid, Zone.GRAVEYARD)
        self.game.players[pid].graveyard.append(obj)
        return obj

    def library(self, pid: int, *cards: CardDef | str) -> list[GameObject]:
        """Stack ``pid``'s library: the first card given is the top card."""
        lib = self.game.players[pid].library
        out = []
        for c in reversed(cards):
            obj = self.game.new_object(self.card(c), pid, Zone.LIBRARY)
            lib.append(obj)
            out.append(obj)
        return list(reversed(out))

    def script(self, pid: int, *pairs: tuple[str, Any]) -> None:
        """Queue scripted answers ``(kind, answer)`` for ``pid``'s ScriptedAgent."""
        for kind, answer in pairs:
            self.agents[pid].push(kind, answer)

    def build(self) -> Game:
        """Return the game (the scenario keeps acting on the same object)."""
        return self.game

    # ------------------------------------------------------------------ acting
    @staticmethod
    def _targets(targets: Sequence[Any] | None) -> tuple[tuple[int, ...], ...]:
        if not targets:
            return ()
        groups = []
        for t in targets:
            if isinstance(t, list | tuple):
                groups.append(tuple(x.oid if isinstance(x, GameObject) else int(x) for x in t))
            else:
                groups.append((t.oid if isinstance(t, GameObject) else int(t),))
        return tuple(groups)

    def legal(self, pid: int) -> list[Any]:
        """``pid``'s legal priority actions now."""
        return casting.legal_actions(self.game, pid, True)[0]

    def act(self, pid: int, action: Any) -> None:
        """Perform ``action`` for ``pid`` after checking it is legal (else IllegalActionError)."""
        actions, canon = casting.legal_actions(self.game, pid, True)
        from deckstats.engine.decisions import PRIORITY, validate

        validate(Decision(PRIORITY, actions, canon=canon), action)
        self._guard(casting.perform, self.game, pid, action)
        self._guard(stack.settle, self.game)

    def play_land(self, pid: int, obj: GameObject) -> GameObject | None:
        """Play a land from hand; return the land on the battlefield."""
        self.act(pid, PlayLand(obj.oid))
        bf = self.game.players[pid].battlefield
        return bf[-1] if bf else None

    def cast(
        self,
        pid: int,
        obj: GameObject,
        targets: Sequence[Any] | None = None,
        x: int = 0,
        modes: tuple[int, ...] = (),
        face: int | None = None,
    ) -> None:
        """Cast a spell from hand (it waits on the stack; see ``resolve``).

        With ``face=None`` the main face is cast if that is legal, else the card's other
        face (an Adventure or split half) with the same choices.
        """
        action = CastSpell(obj.oid, self._targets(targets), x, modes, face or 0)
        if face is None and obj.card.faces:
            actions, canon = casting.legal_actions(self.game, pid, True)
            from deckstats.engine.decisions import PRIORITY, validate

            try:
                validate(Decision(PRIORITY, actions, canon=canon), action)
            except IllegalActionError:
                action = CastSpell(obj.oid, self._targets(targets), x, modes, 1)
        self.act(pid, action)

    def activate(
        self, pid: int, obj: GameObject, index: int = 0, targets: Sequence[Any] | None = None
    ) -> None:
        """Activate ability ``index`` of a permanent."""
        self.act(pid, ActivateAbility(obj.oid, index, self._targets(targets)))

    def resolve(self) -> None:
        """Resolve the whole stack (both players pass each time), with SBAs and triggers."""
        g = self.game

        def _run() -> None:
            g.sba_dirty = True  # tests may have edited state directly
            stack.settle(g)
            while g.stack:
                stack.resolve_top(g)
                stack.settle(g)

        self._guard(_run)

    def priority(self) -> None:
        """Run the engine's priority loop in the current step (agents answer)."""
        self._guard(stack.priority, self.game)

    def combat(self) -> None:
        """Run the combat phase (declare attackers/blockers come from the scripts)."""
        from deckstats.engine.combat import run_combat

        self._guard(run_combat, self.game)

    def next_turn(self) -> None:
        """Pass the turn: the other player takes a whole turn (CR 500)."""
        g = self.game

        def _run() -> None:
            g.active = 1 - g.active
            turn.take_turn(g)

        self._guard(_run)

    def cleanup(self) -> None:
        """Run the cleanup step (CR 514)."""
        self._guard(turn.cleanup, self.game)

    def _guard(self, fn: Any, *args: Any) -> Any:
        if self.game.result is not None:
            return None
        try:
            return fn(*args)
        except GameOver:
            return None

    # ------------------------------------------------------------------ reading
    @property
    def result(self) -> GameResult | None:
        """The game result once it ended."""
        return self.game.result

    def zone(self, obj: GameObject) -> Zone | None:
        """The zone of the card ``obj`` was, tracking it across zone changes by card.

        Returns the object's zone while it exists; once its id is gone, the zone of the
        newest object of the same card and owner found in a graveyard, exile, hand,
        battlefield or library (tests use distinct cards when they need certainty).
        """
        g = self.game
        if obj.oid in g.objects:
            return g.objects[obj.oid].zone
        best: tuple[int, Zone] | None = None
        for item in g.stack:
            o = item.obj
            if (
                item.kind == "spell"
                and o is not None
                and o.card is obj.card
                and o.owner == obj.owner
            ):
                best = (o.oid, Zone.STACK)
        for pid in (0, 1):
            p = g.players[pid]
            for z, lst in (
                (Zone.GRAVEYARD, p.graveyard),
                (Zone.EXILE, p.exile),
                (Zone.HAND, p.hand),
                (Zone.BATTLEFIELD, p.battlefield),
                (Zone.LIBRARY, p.library),
            ):
                for o in lst:
                    if (
                        o.card is obj.card
                        and o.owner == obj.owner
                        and (best is None or o.oid > best[0])
                    ):
                        best = (o.oid, z)
        return best[1] if best else None

    def names(self, pid: int, zone: Zone) -> list[str]:
        """Card names in one of ``pid``'s zones."""
        return [o.card.name for o in self.game.players[pid].zone_list(zone)]


def pass_all() -> Iterable[tuple[str, Any]]:
    """A script entry passing priority once."""
    return [("priority", PASS)]


__all__ = ["P0", "P1", "IllegalActionError", "Scenario", "Step", "Zone"]
