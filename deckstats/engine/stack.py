"""CR 117, 405, 608: priority, the stack and resolution.

Before any player would receive priority, state-based actions are checked until none
apply and waiting triggers go on the stack, repeatedly (CR 117.5). A player who cannot
do anything but pass is not asked; an agent that declares ``acts_only_in_main`` is asked
only in its own main phases with an empty stack, one whose ``wants_priority(view)``
returns False is not asked outside its own main phases; an inert goldfish is never asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from deckstats.engine.actions import PASS, Action, PassPriority, PlayLand
from deckstats.engine.casting import can_sorcery, has_instant_action, legal_actions, perform
from deckstats.engine.decisions import PRIORITY, Decision
from deckstats.engine.events import put_triggers_on_stack
from deckstats.engine.resolve import resolve_item
from deckstats.engine.result import Termination
from deckstats.engine.sba import check_sbas
from deckstats.engine.types import Step, Zone

if TYPE_CHECKING:
    from deckstats.engine.game import Game

#: Stack resolutions in one turn beyond which the turn is a loop of mandatory actions: a draw
#: (CR 104.4b, 731.4). A storm turn resolves a few hundred objects; a loop never stops.
MAX_RESOLUTIONS_PER_TURN: Final = 5_000


def settle(game: Game) -> None:
    """CR 117.5, 704.3: SBAs to a fixpoint, then triggers onto the stack; repeat."""
    while True:
        check_sbas(game)
        if not game.pending:
            return
        put_triggers_on_stack(game)


def get_action(game: Game, pid: int) -> Action:
    """Ask ``pid`` for a priority action, skipping the ask when only passing is possible."""
    if game.inert[pid]:
        return PASS
    main = (
        game.active == pid
        and not game.stack
        and (game.step is Step.PRECOMBAT_MAIN or game.step is Step.POSTCOMBAT_MAIN)
    )
    if not main:
        if game.main_only[pid] or not has_instant_action(game, pid):
            return PASS
        hint = game.priority_hint[pid]
        if hint is not None and not hint(game.views[pid]):
            return PASS  # the agent promised to pass here (a speed hint, changes no game)
    elif game.land_first[pid]:
        lands = land_plays(game, pid)
        if lands:
            # The agent promised to play a land whenever it may, choosing among the land
            # plays only: the rest of the list would not change its answer (a speed hint).
            return game.ask(pid, Decision(PRIORITY, [PASS, *lands]))  # type: ignore[no-any-return]
    actions, canon = legal_actions(game, pid, not game.main_only[pid])
    if len(actions) == 1:
        return PASS
    return game.ask(pid, Decision(PRIORITY, actions, canon=canon))  # type: ignore[no-any-return]


def land_plays(game: Game, pid: int) -> list[Action]:
    """CR 305.1-305.2: the ``PlayLand`` options of ``legal_actions``, in its order.

    A land (or a modal double-faced card's land face, CR 712.12) from hand, one per card
    (copies are listed once), then a land playable from exile (impulse draw).
    """
    p = game.players[pid]
    if p.lands_played_turn >= p.land_plays + p.extra_lands_turn or not can_sorcery(game, pid):
        return []
    out: list[Action] = []
    seen: set[int] = set()
    for obj in p.hand:
        key = id(obj.card)
        if key in seen:
            continue
        seen.add(key)
        info = obj.info
        if info.back_land is not None:
            out.append(PlayLand(obj.oid, back=True))
        if info.is_land:
            out.append(PlayLand(obj.oid))
    for obj in p.exile:
        if (
            not obj.on_adventure
            and obj.playable_until >= game.turn >= obj.playable_from
            and obj.playable_by < 0
            and obj.info.is_land
        ):
            out.append(PlayLand(obj.oid))
    return out


def _nobody_acts(game: Game) -> bool:
    """True when no player would be asked for priority now (so the round is two passes)."""
    main = game.step is Step.PRECOMBAT_MAIN or game.step is Step.POSTCOMBAT_MAIN
    for pid in (0, 1):
        if game.inert[pid]:
            continue
        if game.main_only[pid] and not (main and pid == game.active):
            continue
        return False
    return True


def priority(game: Game) -> None:
    """CR 117.3-117.4, 500.2: give priority until both pass in succession on an empty stack."""
    if not game.stack and not game.pending and _nobody_acts(game):
        settle(game)
        if not game.stack and not game.pending:
            return
    while True:
        settle(game)
        pid = game.active
        passed = 0
        while passed < 2:
            action = get_action(game, pid)
            if type(action) is PassPriority:
                passed += 1
                pid = 1 - pid
            else:
                perform(game, pid, action)
                settle(game)
                passed = 0
        if not game.stack:
            return
        resolve_top(game)


def resolve_top(game: Game) -> None:
    """CR 608.2: resolve the top object of the stack.

    A turn that resolves more than ``MAX_RESOLUTIONS_PER_TURN`` objects is a loop of
    mandatory actions (two triggers feeding each other, Amalia Benavides Aguirre and
    Wildgrowth Walker past 20 power): the game is a draw (CR 104.4b, 731.4).
    """
    game.n_resolved += 1
    if game.n_resolved > MAX_RESOLUTIONS_PER_TURN:
        game.say("a loop of mandatory actions: the game is a draw")
        game.end(None, Termination.DRAW)
    item = game.stack.pop()
    if item.obj is None and item.kind == "combat_damage":
        # 2004 408.1g, 2008 200.8: combat damage on the stack (era data, engine/rules.py).
        from deckstats.engine.combat import deal_combat_damage  # combat imports stack

        game.sba_dirty = True
        deal_combat_damage(game, game.damage_on_stack.pop(item.sid))
        return
    resolve_item(game, item)
    if item.kind == "trigger" and item.obj is not None and item.obj.info.final_chapter:
        game.sba_dirty = True  # CR 714.4: a Saga's chapter ability has left the stack
    if item.kind == "spell" and item.obj is not None and item.obj.zone is Zone.STACK:
        # The spell left the stack without a destination (should not happen).
        game.objects.pop(item.obj.oid, None)
