"""Resolvers of round 40's ``act`` family (``cards.effects_act40``; issue 26).

- ``SpellCantBeCountered`` (Vexing Shusher; CR 101.2): the spell object is marked with the
  "can't be countered" keyword bit among its "until end of turn" keywords
  (``GameObject.temp_keywords``); every counter check reads ``uncounterable_now``.
- ``MayCastThisTurn`` (Emry; CR 601.3): the graveyard card's ``playable_until`` is this turn;
  ``static_rules.cast_from_zone`` reads it.
- ``RevealUntilDamage`` (Goblin Charbelcher), ``MillWhileShared`` (Grindstone).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckstats.cards import effects_act40 as a40
from deckstats.cards.static_rules import UncounterableIf
from deckstats.engine.counts import count_value
from deckstats.engine.damage import deal_damage
from deckstats.engine.flags import CANT_BE_COUNTERED
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def uncounterable_now(o: GameObject, game: Game | None = None) -> bool:
    """CR 101.2: the spell has "can't be countered", printed or given (Vexing Shusher).

    With ``game``, also its own conditional rule now (Exquisite Firecraft's spell mastery:
    ``static_rules.UncounterableIf``, counted for the spell's controller).
    """
    if (o.info.keywords | o.temp_keywords) & CANT_BE_COUNTERED:
        return True
    if game is None or not o.info.modifiers:
        return False
    for m in o.info.modifiers:
        if isinstance(m, UncounterableIf):
            pid = next((it.controller for it in game.stack if it.obj is o), o.controller)
            if count_value(game, pid, m.count, o.card.name, o) >= m.least:
                return True
    return False


def spell_cant_be_countered(ctx: Ctx, e: a40.SpellCantBeCountered) -> None:
    """CR 101.2: the target spell can't be countered (from now on, while on the stack)."""
    for t in ctx.ids(e.target):
        o = ctx.game.objects.get(t)
        if o is not None and o.zone is Zone.STACK:
            o.temp_keywords |= CANT_BE_COUNTERED
            ctx.game.say(f"{o.card.name} can't be countered")


def may_cast_this_turn(ctx: Ctx, e: a40.MayCastThisTurn) -> None:
    """CR 601.3: the card may be cast from its graveyard this turn (``playable_until``)."""
    game = ctx.game
    for t in ctx.ids(e.what):
        o = game.objects.get(t)
        if o is None or o.zone is not Zone.GRAVEYARD or o.info.is_land:
            continue
        o.playable_from = o.playable_until = game.turn
        game.players[o.owner].cost_options = True  # graveyard casts are listed from now on
        game.say(f"{o.card.name} may be cast from the graveyard this turn")


def reveal_until_damage(ctx: Ctx, e: a40.RevealUntilDamage) -> None:
    """Goblin Charbelcher (CR 701.20a, 120.3): reveal until a land, then damage, then bottom."""
    game = ctx.game
    lib = game.players[ctx.controller].library
    revealed: list[GameObject] = []
    land: GameObject | None = None
    for o in reversed(lib):  # the top card is the list's last
        revealed.append(o)
        if o.info.is_land:
            land = o
            break
    n = sum(1 for o in revealed if not o.info.is_land)
    if land is not None and e.double and e.double in land.card.subtypes:
        n *= 2  # "If the revealed land card was a Mountain, ... double that damage instead."
    game.say(f"reveals {len(revealed)} cards: {n} damage")
    for t in ctx.ids(e.to):
        deal_damage(game, ctx.source, ctx.controller, t, n)
    for o in revealed:  # CR 401.4: on the bottom, in an order of its owner's choice
        if o in lib:
            lib.remove(o)
            lib.insert(0, o)


def mill_while_shared(ctx: Ctx, e: a40.MillWhileShared) -> None:
    """Grindstone (CR 701.17a, 105.2): mill again while the cards milled share a colour."""
    game = ctx.game
    for pid in ctx.players(e.player):
        lib = game.players[pid].library
        again = True
        while again and lib:
            milled = lib[-e.count :]  # fewer than two left: those are milled
            shared = -1
            for o in reversed(milled):
                shared &= int(o.card.colors)
                game.move(o, Zone.GRAVEYARD)
            again = len(milled) == e.count and shared > 0


#: The resolvers of this module, merged into ``engine.resolve.RESOLVERS``.
ACT40_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    a40.SpellCantBeCountered: spell_cant_be_countered,
    a40.MayCastThisTurn: may_cast_this_turn,
    a40.RevealUntilDamage: reveal_until_damage,
    a40.MillWhileShared: mill_while_shared,
}

__all__ = ["ACT40_RESOLVERS", "uncounterable_now"]
