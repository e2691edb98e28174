"""CR 608.2h: effects that read the spell's first target as it last existed; Architects.

``IfTargetManaValue``: "If its mana value was 3 or less, scry 1." (Fading Hope): the mana
value (CR 202.3) of the first target object, read from the last known information the
resolution context kept before the spell's first effect moved it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.engine.act40 import uncounterable_now
from deckstats.engine.effect_ctx import Ctx, remove_spell
from deckstats.engine.effects_cards import order_top
from deckstats.engine.static_rules import uncounterable
from deckstats.engine.types import Zone

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
PutFromHand: Final = fx.PutFromHand


def if_target_mana_value(
    ctx: Ctx, e: fx.IfTargetManaValue, resolve_effect: Callable[[Ctx, Any], None]
) -> None:
    """Apply ``e.then`` when the first target's mana value was within the bounds.

    ``resolve_effect`` is ``engine.resolve``'s (passed in: no import cycle).
    """
    obj = ctx.lki_target
    if obj is None:
        return  # no target object (all illegal, or a player): no "its mana value"
    mv = obj.card.mana_value
    if e.at_most is not None and mv > e.at_most:
        return
    if e.at_least is not None and mv < e.at_least:
        return
    for eff in e.then:
        resolve_effect(ctx, eff)


def reorder_top_of(ctx: Ctx, e: fx.ReorderTopOf) -> None:
    """Architects of Will: the controller orders the top cards of each named player's library.

    The cards are shown to the controller only (an ``ORDER`` decision, top first); the
    library's owner learns nothing (``known_top`` changes only for the controller's own).
    """
    game = ctx.game
    for pid in ctx.players(e.player):
        lib = game.players[pid].library
        k = min(e.count, len(lib))
        if k <= 0:
            continue
        if k > 1:
            order_top(game, ctx.controller, lib, k)
        if pid == ctx.controller:
            p = game.players[pid]
            p.known_top = max(p.known_top, k)
        game.say(f"P{ctx.controller} looks at the top {k} of P{pid}'s library")


def counter_if_counters(ctx: Ctx, e: fx.CounterIfCounters) -> None:
    """Chalice of the Void: counter the triggering spell if its mana value matches.

    The mana value on the stack includes X (CR 202.3e); it is compared with the source's
    ``e.kind`` counters now (CR 701.6a; a "can't be countered" spell stays, CR 101.2).
    """
    game = ctx.game
    spell = ctx.item.trigger_obj
    src = ctx.source
    if spell is None or src is None or spell.zone is not Zone.STACK:
        return
    item = next((it for it in game.stack if it.obj is spell and it.kind == "spell"), None)
    if item is None:
        return
    cost = spell.card.cost
    mv = spell.card.mana_value + (item.x * cost.x if cost is not None else 0)
    if mv != src.counter(e.kind):
        return
    if uncounterable_now(spell, game) or (game.modifier_sources and uncounterable(game, spell)):
        game.say(f"{spell.card.name} can't be countered")
        return
    remove_spell(game, spell.oid, Zone.GRAVEYARD)


def put_from_hand_counted(
    ctx: Ctx, e: fx.PutFromHandCounted, resolve_effect: Callable[[Ctx, Any], None]
) -> None:
    """Aether Vial: a ``PutFromHand`` of a card whose mana value is the counters now.

    ``resolve_effect`` is ``engine.resolve``'s (passed in: no import cycle).
    """
    src = ctx.source
    n = src.counter(e.kind) if src is not None else 0
    flt = replace(e.filter, min_mana_value=n, max_mana_value=n)
    resolve_effect(ctx, PutFromHand(flt))


TARGET_CHECK_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    fx.ReorderTopOf: reorder_top_of,
    fx.CounterIfCounters: counter_if_counters,
}

__all__ = [
    "TARGET_CHECK_EFFECTS",
    "counter_if_counters",
    "if_target_mana_value",
    "put_from_hand_counted",
    "reorder_top_of",
]
