"""The initiative (CR 725) and venturing into Undercity (CR 309, 701.49 venture).

``Game.initiative`` is the id of the player who has the initiative, or -1 (CR 725.3: at
most one). Its inherent triggered abilities (CR 725.2):

- whenever a player takes the initiative, that player ventures into Undercity
  (``take_initiative``);
- at the beginning of the upkeep of the player who has it, that player ventures into
  Undercity (``initiative_upkeep``);
- whenever creatures deal combat damage to the player who has it, their controller takes
  it (``combat_damage_to_initiative``: applied as the damage is dealt, as for the monarch).

Venturing (CR 701.49, 309.4) moves the player's marker to the dungeon's first room, or
down to a next room, and puts that room's ability on the stack (its targets chosen now,
CR 603.3d; with none legal it is removed, CR 603.3d). ``Game.dungeon_room[pid]`` is the
room, -1 outside the dungeon; the last room's ability ends with ``CompleteDungeon``
(CR 309.7: the dungeon is completed and removed, ``Game.dungeons_completed[pid]`` counts
them; "if you've completed a dungeon" reads it, ``Condition.COMPLETED_DUNGEON``).

Where two rooms follow, the player's choice is made by a rule of thumb, not asked: Forge
(two +1/+1 counters) after the entrance when they control a creature, else Lost Well;
then Trap! (5 life) or Stash (a Treasure), never Arena (goad is not modelled), then the
shortest way down. The choice may be weaker than a player's, never stronger.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards.effects import Dig
from deckstats.cards.initiative import UNDERCITY, CompleteDungeon, TakeInitiative
from deckstats.cards.model import NO_TYPE, CardDef, CardType
from deckstats.cards.targets import Filter
from deckstats.engine.decisions import TARGETS, Decision
from deckstats.engine.info import effect_target_specs
from deckstats.engine.state import StackItem
from deckstats.engine.targeting import enumerate_targets

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_CARD_TYPE_CREATURE: Final = CardType.CREATURE

if TYPE_CHECKING:
    from collections.abc import Callable

    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.game import Game

_FORGE, _LOST_WELL, _TRAP, _STASH, _THRONE = 1, 2, 3, 5, 8


@cache
def room_card(room: int) -> CardDef:
    """What names a room's ability on the stack (it has no source object)."""
    return CardDef(name=f"Undercity: {UNDERCITY[room][0]}", cost=None, types=NO_TYPE)


@cache
def room_effects(room: int) -> tuple[Any, ...]:
    """The room's ability, compiled from its text; the last room ends the dungeon."""
    if room == _THRONE:  # see the module docstring: without counters and hexproof
        creature = Filter(card_type=_CARD_TYPE_CREATURE)
        return (Dig(10, 1, creature, to_battlefield=True), CompleteDungeon())
    # The compiler loads only if a game ventures into the Undercity (issue 32.2: an engine
    # import does not pay for the Oracle templates).
    from deckstats.cards.oracle.body import parse_body

    effects = parse_body(UNDERCITY[room][1])
    return tuple(effects or ())


def _next_room(game: Game, pid: int) -> int:
    """The room the marker moves to (CR 309.4; the rule of thumb of the module docstring)."""
    room = game.dungeon_room[pid]
    if room < 0 or not UNDERCITY[room][2]:
        return 0
    if room == 0:
        mine = any(o.info.is_creature for o in game.players[pid].battlefield)
        return _FORGE if mine else _LOST_WELL
    if room == _FORGE:
        return _TRAP
    if room == _LOST_WELL:
        return _STASH
    return UNDERCITY[room][2][0]


def venture(game: Game, pid: int) -> None:
    """CR 701.49, 309.4: move into the next room; its ability goes on the stack."""
    room = _next_room(game, pid)
    game.dungeon_room[pid] = room
    effects = room_effects(room)
    game.say(f"P{pid} ventures into {UNDERCITY[room][0]}", pid)
    specs = effect_target_specs(effects)
    targets: tuple[tuple[int, ...], ...] = ()
    if specs:
        options = enumerate_targets(game, pid, specs, 0)
        if not options:
            if room == _THRONE:
                complete_dungeon(game, pid)
            return  # CR 603.3d: a room ability with no legal target is removed
        # The room's own interest first: counters on your creature, life from an opponent.
        options.sort(key=lambda t: _theirs(game, pid, t) == (room == _FORGE))
        targets = options[0] if len(options) == 1 else game.ask(pid, Decision(TARGETS, options))
    sid = game.next_id
    game.next_id += 1
    game.stack.append(StackItem(sid, "trigger", None, room_card(room), pid, effects, targets))


def _theirs(game: Game, pid: int, targets: tuple[tuple[int, ...], ...]) -> bool:
    """Whether the first target is an opponent or something an opponent controls."""
    for group in targets:
        for t in group:
            if t < 2:
                return t != pid
            o = game.objects.get(t)
            return o is not None and o.controller != pid
    return False


def take_initiative(game: Game, pid: int) -> None:
    """CR 725.2-725.3: ``pid`` takes the initiative (from anyone who had it) and ventures."""
    game.initiative = pid
    game.say(f"P{pid} takes the initiative", pid)
    venture(game, pid)


def complete_dungeon(game: Game, pid: int) -> None:
    """CR 309.7: the dungeon is completed and removed from the game."""
    game.dungeons_completed[pid] += 1
    game.dungeon_room[pid] = -1
    game.say(f"P{pid} completes Undercity", pid)


def initiative_upkeep(game: Game) -> None:
    """CR 725.2: the player with the initiative ventures as their upkeep begins."""
    if game.initiative == game.active:
        venture(game, game.active)


def combat_damage_to_initiative(game: Game, damaged: int, attacker_controller: int) -> None:
    """CR 725.2: creatures dealt combat damage to the player with it: their controller takes it."""
    if game.initiative == damaged and attacker_controller != damaged:
        take_initiative(game, attacker_controller)


def _take(ctx: Ctx, e: TakeInitiative) -> None:
    take_initiative(ctx.game, ctx.controller)


def _complete(ctx: Ctx, e: CompleteDungeon) -> None:
    complete_dungeon(ctx.game, ctx.controller)


INITIATIVE_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    TakeInitiative: _take,
    CompleteDungeon: _complete,
}
