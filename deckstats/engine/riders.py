"""Resolvers of the round-38 ``spell`` helper's effects (``cards.effects_riders``).

Riders that read the damage dealt "this way" (CR 120.3, 608.2c): the damage resolver adds
what ``engine.damage.deal_damage`` reports as dealt to the resolution context (``Ctx.dealt``, and
``Ctx.dealt_player`` when a player was dealt damage; damage a protection quality prevents
is not dealt, CR 702.16e, 615.1). ``GainDamageDealt`` gains that much life ("You gain
life equal to the damage dealt this way", Corrupt); ``IfPlayerDealtDamage`` applies its
effects if a player was dealt damage ("If a player is dealt damage this way, scry 1",
Play with Fire).

Each resolver takes the engine's ``resolve_effect`` as ``run`` (nested effects), so this
module does not import ``engine.resolve`` (one import direction inside the engine).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckstats.cards.effects_riders import (
    ChoseMode,
    DamageEachPlayerCount,
    EmptyManaPool,
    EvolveCheck,
    FreshModal,
    GainDamageDealt,
    IfBefore,
    IfPlayerDealtDamage,
    NameCastLock,
    PumpSameName,
    RemoveCounterSacrificeLast,
    SacrificeGreatest,
    SkipNextCombat,
    SkipNextTurn,
    TapAllOf,
)
from deckstats.engine import events
from deckstats.engine.characteristics import matches
from deckstats.engine.counter_mods import put_counters
from deckstats.engine.counts import count_value
from deckstats.engine.damage import deal_damage
from deckstats.engine.decisions import SACRIFICE
from deckstats.engine.effect_ctx import choose_objects
from deckstats.engine.sprint_s3 import chose_mode, fresh_modal
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.state import GameObject

Run = Callable[[Any, Any], None]


def gain_damage_dealt(ctx: Ctx, e: GainDamageDealt, run: Run) -> None:
    """CR 119.3, 120.3: gain life equal to the damage this resolution dealt."""
    if ctx.dealt > 0:
        ctx.game.gain_life(ctx.controller, ctx.dealt)


def if_player_dealt(ctx: Ctx, e: IfPlayerDealtDamage, run: Run) -> None:
    """CR 608.2c: the effects apply only if a player was dealt damage this way."""
    if ctx.dealt_player:
        for eff in e.then:
            run(ctx, eff)
    else:
        ctx.skip(e.then)


def remove_counter_sacrifice_last(ctx: Ctx, e: RemoveCounterSacrificeLast, run: Run) -> None:
    """CR 702.63a (vanishing): remove a time counter; when the last is removed, sacrifice it.

    With no counter to remove, none is removed and the permanent stays (the sacrifice
    triggers only on removing the last one).
    """
    src = ctx.source
    if src is None or src.zone is not Zone.BATTLEFIELD or not src.counters:
        return
    left = src.counters.get(e.kind, 0)
    if left <= 0:
        return
    src.counters[e.kind] = left - 1
    if left == 1:
        ctx.game.say(f"sacrifices {src.card.name} (last {e.kind} counter)", src.controller)
        ctx.game.sacrifice(src)


def damage_each_player_count(ctx: Ctx, e: DamageEachPlayerCount, run: Run) -> None:
    """CR 120.3, 608.2h: each player is dealt damage equal to the count read for them."""
    game = ctx.game
    name = ctx.item.card.name
    amounts = [count_value(game, pid, e.count, name, ctx.source) for pid in (0, 1)]
    for pid in (game.active, 1 - game.active):  # CR 101.4: APNAP order
        deal_damage(game, ctx.source, ctx.controller, pid, amounts[pid])


def pump_same_name(ctx: Ctx, e: PumpSameName, run: Run) -> None:
    """CR 201.2, 611.2c: the target and each other creature sharing its name get the bonus."""
    game = ctx.game
    hit = ctx.objs(e.target)
    if not hit:
        return  # CR 608.2b: an illegal target: "that creature" names nothing
    name = hit[0].card.name
    for p in game.players:
        for o in p.battlefield:
            if o.info.is_creature and (o is hit[0] or o.card.name == name):
                o.temp_power += e.power
                o.temp_toughness += e.toughness
    game.sba_dirty = True


def sacrifice_greatest(ctx: Ctx, e: SacrificeGreatest, run: Run) -> None:
    """CR 701.21a: each player sacrifices one of their permanents with the greatest mana value."""
    game = ctx.game
    for pid in ctx.players(e.player):
        elig: list[GameObject] = [
            o for o in game.players[pid].battlefield if matches(game, o, e.what)
        ]
        if not elig:
            continue
        top = max(o.info.mana_value for o in elig)
        tied = [o for o in elig if o.info.mana_value == top]
        for o in choose_objects(game, pid, SACRIFICE, tied, 1):
            game.say(f"P{pid} sacrifices {o.card.name}")
            game.sacrifice(o)


def skip_next_turn(ctx: Ctx, e: SkipNextTurn, run: Run) -> None:
    """CR 500.11: the controller's next turn is skipped (``engine.turn.pass_turn``)."""
    ctx.game.players[ctx.controller].skip_turns += 1


def skip_next_combat(ctx: Ctx, e: SkipNextCombat, run: Run) -> None:
    """CR 500.11: the player's next combat phase is skipped (``engine.turn.take_turn``)."""
    for pid in ctx.players(e.player):
        ctx.game.players[pid].skip_combats += 1


def name_cast_lock(ctx: Ctx, e: NameCastLock, run: Run) -> None:
    """CR 201.2: the owner can't cast spells of that name until the controller's next turn.

    The lock lasts while the controller's ``turn_started`` is the one recorded now
    (``engine.cast_locks.cast_locked``).
    """
    game = ctx.game
    since = game.players[ctx.controller].turn_started
    for o in ctx.objs(e.what):
        game.name_locks[o.owner].append((o.card.name, ctx.controller, since))
        game.say(f"P{o.owner} can't cast spells named {o.card.name}")


def if_before(ctx: Ctx, e: IfBefore, run: Run) -> None:
    """CR 608.2c, 608.2h: the condition as it was before ``before``; ``then`` if it held."""
    held = events.condition_holds(ctx.game, ctx.controller, e.condition)
    for eff in e.before:
        run(ctx, eff)
    if held:
        for eff in e.then:
            run(ctx, eff)


def evolve_check(ctx: Ctx, e: EvolveCheck, run: Run) -> None:
    """CR 702.100a: a +1/+1 counter if the new creature has greater power or toughness."""
    game = ctx.game
    src, new = ctx.source, ctx.item.trigger_obj
    if src is None or new is None or src.zone is not Zone.BATTLEFIELD:
        return
    if new.zone is Zone.BATTLEFIELD:
        bigger = game.power(new) > game.power(src) or game.toughness(new) > game.toughness(src)
    else:  # CR 702.100b: the new creature as it last existed
        bigger = (new.card.power or 0) > game.power(src) or (
            new.card.toughness or 0
        ) > game.toughness(src)
    if bigger:
        put_counters(game, src, "+1/+1", 1)
        game.sba_dirty = True


def tap_all_of(ctx: Ctx, e: TapAllOf, run: Run) -> None:
    """CR 701.26a: each matching permanent the player controls becomes tapped."""
    game = ctx.game
    for pid in ctx.players(e.player):
        for o in game.players[pid].battlefield:
            if matches(game, o, e.what):
                o.tapped = True


def empty_mana_pool(ctx: Ctx, e: EmptyManaPool, run: Run) -> None:
    """CR 106.4: the player's unspent mana is gone (no mana burn: it was not a step's end)."""
    for pid in ctx.players(e.player):
        pool = ctx.game.players[pid].pool
        for i in range(len(pool)):
            pool[i] = 0


RIDER_RESOLVERS: dict[type, Callable[[Ctx, Any, Run], None]] = {
    GainDamageDealt: gain_damage_dealt,
    IfPlayerDealtDamage: if_player_dealt,
    RemoveCounterSacrificeLast: remove_counter_sacrifice_last,
    DamageEachPlayerCount: damage_each_player_count,
    PumpSameName: pump_same_name,
    SacrificeGreatest: sacrifice_greatest,
    SkipNextTurn: skip_next_turn,
    SkipNextCombat: skip_next_combat,
    NameCastLock: name_cast_lock,
    FreshModal: fresh_modal,
    ChoseMode: chose_mode,
    IfBefore: if_before,
    EvolveCheck: evolve_check,
    TapAllOf: tap_all_of,
    EmptyManaPool: empty_mana_pool,
}


def rider_resolvers(run: Run) -> dict[type, Callable[[Ctx, Any], None]]:
    """The resolvers of ``RIDER_RESOLVERS`` with the engine's ``resolve_effect`` bound."""

    def bound(fn: Callable[[Ctx, Any, Run], None]) -> Callable[[Ctx, Any], None]:
        return lambda ctx, e: fn(ctx, e, run)

    return {cls: bound(fn) for cls, fn in RIDER_RESOLVERS.items()}


__all__ = ["RIDER_RESOLVERS", "rider_resolvers"]
