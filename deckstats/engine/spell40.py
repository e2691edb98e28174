"""Resolvers of the round-40 ``spell`` helper's effects (``cards.effects_spell40``).

``PayAnyEnergy`` (CR 107.14, 122.1): the controller gets energy, then pays any amount of
it; the amount paid is the X of the follow-up effects ("the amount of {E} paid this way",
"that many"). The payer's choice is a rule of thumb: before a sweeper bounded by X (Wrath
of the Skies) the amount that destroys the most of the opponents' permanents against the
fewest of one's own (weighted by mana value; the least such amount, so energy is kept);
otherwise all of it (Suppression Ray's stun counters: more is better).

``UntilYourNextTurn`` (CR 611.2b): what the pumps gave each permanent is recorded on
``Game.next_turn_pumps`` (``engine.stat_effects`` gives it again after each cleanup step).

``ManaPerRemoved`` (CR 701.8, 106.1): "Add {B} or {G} for each permanent destroyed this
way": the permanents that left the battlefield as the removal resolved.

``DelayedTriggerFor`` (CR 603.7): a delayed trigger whose player ("its controller": the
countered spell's, read as it is created) does the effect when it resolves (Arcane Denial).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.targets import Filter, TargetKind
from deckstats.engine.characteristics import matches
from deckstats.engine.counter_mods import player_counters, put_counters
from deckstats.engine.decisions import COLOR, Decision
from deckstats.engine.effect_ctx import Ctx
from deckstats.engine.effects_mass import type_mask
from deckstats.engine.types import Step, Zone

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
DelayedTriggerFor: Final = fx.DelayedTriggerFor
ManaPerRemoved: Final = fx.ManaPerRemoved
MassRemoval: Final = fx.MassRemoval
PayAnyEnergy: Final = fx.PayAnyEnergy
PutCountersEachOf: Final = fx.PutCountersEachOf
SkipNextUntap: Final = fx.SkipNextUntap
UntilYourNextTurn: Final = fx.UntilYourNextTurn

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_TARGET_KIND_PERMANENT: Final = TargetKind.PERMANENT

if TYPE_CHECKING:
    from deckstats.engine.game import Game

Resolve = Callable[[Ctx, Any], None]

#: How much more one of one's own permanents weighs than an opponent's (a sweeper's cost).
OWN_WEIGHT: Final = 1.5


def _sweep_score(game: Game, me: int, e: fx.MassRemoval, n: int) -> float:
    """The worth of a sweep of permanents with mana value ``n`` or less to player ``me``."""
    any_permanent = bool(e.kinds & _TARGET_KIND_PERMANENT)
    mask = type_mask(e.kinds)
    score = 0.0
    for pid in (0, 1):
        weight = -OWN_WEIGHT if pid == me else 1.0
        for o in game.players[pid].battlefield:
            if o.info.mana_value > n or not (any_permanent or int(o.info.types) & mask):
                continue
            if matches(game, o, e.filter):
                score += weight * (1 + o.info.mana_value)
    return score


def energy_to_pay(game: Game, me: int, then: tuple[Any, ...], energy: int) -> int:
    """How much of ``energy`` the controller pays before ``then`` (see the module)."""
    sweeps = [e for e in then if isinstance(e, MassRemoval) and e.x_max]
    if not sweeps:
        return energy
    best, best_score = 0, 0.0
    for n in range(energy + 1):
        score = sum(_sweep_score(game, me, e, n) for e in sweeps)
        if score > best_score:
            best, best_score = n, score
    return best


def _pay_any_energy(ctx: Ctx, e: fx.PayAnyEnergy, resolve_effect: Resolve) -> None:
    """CR 107.14, 122.1: get energy, pay any amount; ``then`` reads the amount as X."""
    game = ctx.game
    p = game.players[ctx.controller]
    got = ctx.amount(e.get)
    p.energy += player_counters(game, ctx.controller, got)
    paid = energy_to_pay(game, ctx.controller, e.then, p.energy)
    p.energy -= paid
    game.say(f"P{ctx.controller} gets {got} energy and pays {paid}")
    x = ctx.x
    ctx.x = paid
    for eff in e.then:
        resolve_effect(ctx, eff)
    ctx.x = x


def _put_counters_each_of(ctx: Ctx, e: fx.PutCountersEachOf) -> None:
    """CR 122.1: ``count`` counters on each matching permanent the player controls."""
    game = ctx.game
    n = ctx.amount(e.count)
    for pid in ctx.players(e.player):
        for o in list(game.players[pid].battlefield):
            if o.zone is Zone.BATTLEFIELD and matches(game, o, e.what):
                put_counters(game, o, e.kind, n)


def _delayed_for(ctx: Ctx, e: fx.DelayedTriggerFor) -> None:
    """CR 603.7a: a delayed trigger for the player named now (its controller, CR 608.2h)."""
    step = Step.UPKEEP if e.step == "upkeep" else Step.END
    for pid in ctx.players(e.player):
        item = ctx.item
        ctx.game.delayed.append((step, -1, item.obj, item.card, tuple(e.effect), pid))


def _until_your_next_turn(ctx: Ctx, e: fx.UntilYourNextTurn, resolve_effect: Resolve) -> None:
    """CR 611.2b, 611.2c: the pumps now, kept until the controller's next turn.

    What each permanent got goes on ``Game.next_turn_pumps`` (given again after each cleanup).
    """
    game = ctx.game
    objs = [o for p in game.players for o in p.battlefield]
    before = [(o.temp_power, o.temp_toughness, o.temp_keywords) for o in objs]
    for eff in e.effect:
        resolve_effect(ctx, eff)
    for o, (p, t, kw) in zip(objs, before, strict=True):
        got = (o.temp_power - p, o.temp_toughness - t, o.temp_keywords & ~kw)
        if got != (0, 0, 0):
            game.next_turn_pumps.append((o, got[0], got[1], ctx.controller, got[2]))


def _mana_per_removed(ctx: Ctx, e: fx.ManaPerRemoved, resolve_effect: Resolve) -> None:
    """CR 701.8, 106.1: the removal, then a mana of a chosen colour per permanent gone."""
    game = ctx.game
    objs = [o for p in game.players for o in p.battlefield]
    for eff in e.removal:
        resolve_effect(ctx, eff)
    still = {o.oid for p in game.players for o in p.battlefield}  # CR 400.7: new objects
    gone = sum(1 for o in objs if o.oid not in still)
    letters = tuple(dict.fromkeys(e.colors))
    pool = game.players[ctx.controller].pool
    for _ in range(gone):
        pick = (
            letters[0] if len(letters) == 1 else game.ask(ctx.controller, Decision(COLOR, letters))
        )
        pool["WUBRG".index(pick)] += 1
    game.say(f"P{ctx.controller} adds {gone} mana")


def _skip_next_untap(ctx: Ctx, e: fx.SkipNextUntap) -> None:
    """CR 502.3: the permanents named now stay tapped in their controller's next untap step."""
    game = ctx.game
    what = e.what
    if isinstance(what, Filter):
        oids = [o.oid for p in game.players for o in p.battlefield if matches(game, o, what)]
    else:
        oids = [o.oid for o in ctx.objs(what)]
    game.skip_next_untap.update(oids)


def spell40_resolvers(resolve_effect: Resolve) -> dict[type, Callable[[Ctx, Any], None]]:
    """The resolvers of ``cards.effects_spell40`` (nested effects use ``resolve_effect``)."""
    return {
        PayAnyEnergy: lambda ctx, e: _pay_any_energy(ctx, e, resolve_effect),
        PutCountersEachOf: _put_counters_each_of,
        DelayedTriggerFor: _delayed_for,
        UntilYourNextTurn: lambda ctx, e: _until_your_next_turn(ctx, e, resolve_effect),
        ManaPerRemoved: lambda ctx, e: _mana_per_removed(ctx, e, resolve_effect),
        SkipNextUntap: _skip_next_untap,
    }


__all__ = ["energy_to_pay", "spell40_resolvers"]
