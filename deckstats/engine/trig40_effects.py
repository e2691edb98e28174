"""Resolvers of round 40's triggered-ability effects (issue 26, trigger helper).

``counter_if_top_matches``: Counterbalance (CR 701.6, 202.3): the top card of the
controller's library is revealed; the triggering spell is countered if its mana value (X
counted, CR 107.3) equals the revealed card's. Registered in ``engine.resolve`` with its
``resolve_effect`` (the counter itself is ``CounterSpell``'s resolver: "can't be countered"
and the rest apply).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.effects_trig40 import (
    CounterIfTopMatches,
    DamageFrom,
    IfObjectIs,
    ManaPerRemovedCounter,
    UnlessSourceEnteredThisTurn,
)
from deckstats.engine.characteristics import matches
from deckstats.engine.damage import deal_damage
from deckstats.engine.effect_ctx import Ctx
from deckstats.engine.types import Zone

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
AddOneOf: Final = fx.AddOneOf
CounterSpell: Final = fx.CounterSpell


def _spell_mana_value(ctx: Ctx, oid: int) -> int | None:
    """CR 202.3, 107.3: the mana value of the spell ``oid`` on the stack (X counted)."""
    game = ctx.game
    o = game.objects.get(oid)
    if o is None or o.zone is not Zone.STACK:
        return None
    mv = o.card.mana_value
    cost = o.card.cost
    for it in game.stack:
        if it.obj is o and cost is not None and cost.x:
            mv += it.x * cost.x
    return mv


def counter_if_top_matches(
    ctx: Ctx, e: CounterIfTopMatches, resolve_effect: Callable[[Ctx, Any], None]
) -> None:
    """Reveal the top card; counter the spell if the mana values are equal (Counterbalance)."""
    game = ctx.game
    library = game.players[ctx.controller].library
    if not library:
        return
    top = library[-1]
    game.say(f"reveals {top.card.name} from the top of the library", ctx.controller)
    for oid in ctx.ids(e.spell):
        if _spell_mana_value(ctx, oid) == top.card.mana_value:
            resolve_effect(ctx, CounterSpell(e.spell))
            return


def unless_source_entered(
    ctx: Ctx, e: UnlessSourceEnteredThisTurn, resolve_effect: Callable[[Ctx, Any], None]
) -> None:
    """CR 608.2c: ``e.effect`` unless the source entered this turn (Moon-Circuit Hacker)."""
    src = ctx.source
    if src is not None and src.zone is Zone.BATTLEFIELD and src.since == ctx.game.turn:
        ctx.skip(e.effect)
        return
    for eff in e.effect:
        resolve_effect(ctx, eff)


def damage_from(ctx: Ctx, e: DamageFrom) -> None:
    """CR 120.3: the object ``e.source`` names deals the damage (Scourge of Valkas)."""
    game = ctx.game
    n = ctx.amount(e.amount)
    sources = [o for o in ctx.objs(e.source) if o.zone is Zone.BATTLEFIELD]
    for t in ctx.ids(e.to):
        for src in sources:
            ctx.dealt += deal_damage(game, src, src.controller, t, n)


def if_object_is(ctx: Ctx, e: IfObjectIs, resolve_effect: Callable[[Ctx, Any], None]) -> None:
    """CR 608.2c: one branch, as the object ``e.ref`` names matches ``e.filter`` now."""
    holds = any(matches(ctx.game, o, e.filter) for o in ctx.objs(e.ref))
    for eff in e.then if holds else e.otherwise:
        resolve_effect(ctx, eff)


def mana_per_removed_counter(
    ctx: Ctx, e: ManaPerRemovedCounter, resolve_effect: Callable[[Ctx, Any], None]
) -> None:
    """CR 122.1, 106.1: the source's ``e.kind`` counters removed; a mana of any colour each."""
    src = ctx.source
    if src is None or src.zone is not Zone.BATTLEFIELD or not src.counters:
        return
    n = src.counters.pop(e.kind, 0)
    for _ in range(n):
        resolve_effect(ctx, AddOneOf("WUBRG"))


__all__ = [
    "counter_if_top_matches",
    "damage_from",
    "if_object_is",
    "mana_per_removed_counter",
    "unless_source_entered",
]
