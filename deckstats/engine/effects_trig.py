"""Resolvers of ``cards.effects_trig``: the trigger helper's effects.

- "sacrifice ~ unless you <action>" (CR 118.12): the controller of the source may do the
  action (discard, sacrifice another permanent, return a permanent they control to its
  owner's hand, exile cards from their graveyard); if they can't or won't, the source is
  sacrificed. Nothing happens if the source has left the battlefield by then.
- counters on each creature of a group (CR 122.1); untap all of a group (CR 701.26b);
  damage to each opponent and their permanents (CR 120.3);
- control changes (CR 613.1b): ``change_control``, and ``end_control_effects`` at cleanup
  for "until end of turn" ones (CR 514.2).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.targets import Ref
from deckstats.engine.characteristics import matches
from deckstats.engine.damage import deal_damage
from deckstats.engine.decisions import PAY_UNLESS, SACRIFICE, YES_NO, Decision
from deckstats.engine.effect_ctx import Ctx, choose_objects, discard_cards
from deckstats.engine.flags import HASTE
from deckstats.engine.types import Zone

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_YOU: Final = Ref.YOU

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def _permanents(game: Game, src: GameObject, e: fx.SacrificeUnless) -> list[GameObject]:
    """The permanents that can be sacrificed or returned for ``e`` (never the source)."""
    flt = e.sacrifice if e.sacrifice is not None else e.bounce
    if flt is None:
        return []
    return [
        o
        for o in game.players[src.controller].battlefield
        if o is not src and matches(game, o, flt)
    ]


def _can_act(game: Game, src: GameObject, e: fx.SacrificeUnless) -> bool:
    """CR 118.12: can the controller do the action now?"""
    p = game.players[src.controller]
    if e.discard:
        return len(p.hand) >= e.discard
    if e.exile_from_graveyard:
        return len(p.graveyard) >= e.exile_from_graveyard
    return bool(_permanents(game, src, e))


def _act(game: Game, src: GameObject, e: fx.SacrificeUnless) -> None:
    """Do the action: the controller chooses the cards or the permanent."""
    pid = src.controller
    if e.discard:
        discard_cards(game, pid, e.discard, chooser=pid, at_random=e.at_random)
        return
    if e.exile_from_graveyard:
        grave = list(game.players[pid].graveyard)
        for o in choose_objects(game, pid, SACRIFICE, grave, e.exile_from_graveyard):
            game.say(f"P{pid} exiles {o.card.name} from the graveyard")
            game.move(o, Zone.EXILE)
        return
    chosen = choose_objects(game, pid, SACRIFICE, _permanents(game, src, e), 1)[0]
    if e.sacrifice is not None:
        game.say(f"P{pid} sacrifices {chosen.card.name}")
        game.sacrifice(chosen)
    else:
        game.say(f"P{pid} returns {chosen.card.name} to hand")
        game.move(chosen, Zone.HAND)


def sacrifice_unless(ctx: Ctx, e: fx.SacrificeUnless) -> None:
    """CR 118.12: the action if the controller can and will, else sacrifice the source."""
    game = ctx.game
    src = ctx.source
    if src is None or src.zone is not Zone.BATTLEFIELD:
        return
    pid = src.controller
    if _can_act(game, src, e) and game.ask(
        pid, Decision(PAY_UNLESS, YES_NO, source=src.oid, amount=0)
    ):
        _act(game, src, e)
        return
    game.say(f"sacrifices {src.card.name}", pid)
    game.sacrifice(src)


def untap_permanents(ctx: Ctx, e: fx.UntapPermanents) -> None:
    """CR 701.26b: untap each of your permanents of the group (or ``count`` of them).

    "Untap a creature you control": the player's choice, made by a rule of thumb: the
    tapped one of greatest power (untapping an untapped one would do nothing).
    """
    game = ctx.game
    tapped = [
        o
        for o in game.players[ctx.controller].battlefield
        if o.tapped and matches(game, o, e.filter)
    ]
    if e.count:
        tapped.sort(key=lambda o: -game.power(o) if o.info.is_creature else 0)
        tapped = tapped[: e.count]
    for o in tapped:
        o.tapped = False


def damage_opponents_permanents(ctx: Ctx, e: fx.DamageOpponentsPermanents) -> None:
    """CR 120.3: damage to each opponent and each of their permanents of the types."""
    game = ctx.game
    n = ctx.amount(e.amount)
    opp = 1 - ctx.controller
    if e.players:
        deal_damage(game, ctx.source, ctx.controller, opp, n)
    hit = [o for o in game.players[opp].battlefield if matches(game, o, e.filter)]
    for o in hit:
        deal_damage(game, ctx.source, ctx.controller, o.oid, n)


def change_control(game: Game, obj: GameObject, pid: int) -> None:
    """CR 613.1b: ``pid`` controls ``obj`` from now on (a new timestamp, CR 613.7).

    CR 506.4: a permanent whose controller changes is removed from combat.
    """
    if obj.controller != pid:
        obj.attacking = False
        obj.blocking = 0
    game.players[obj.controller].battlefield.remove(obj)
    game.players[pid].battlefield.append(obj)
    obj.controller = pid
    obj.since = game.turn  # CR 302.6: summoning sick for its new controller
    game.timestamp += 1
    obj.timestamp = game.timestamp
    game.sba_dirty = True


def gain_control(ctx: Ctx, e: fx.GainControl) -> None:
    """CR 613.1b: take the permanents (or give them: ``to``); "until end of turn" ones go back."""
    game = ctx.game
    pid = ctx.controller
    objs = ctx.objs(e.target)
    if e.to != _REF_YOU:  # "target opponent gains control of it" (Goblin Cadets)
        named = ctx.players(e.to)
        if not named:
            return
        pid = named[0]
    for o in objs:
        if o.zone is not Zone.BATTLEFIELD:
            continue
        old = o.controller
        if old != pid:
            game.say(f"gains control of {o.card.name}", pid)
            change_control(game, o, pid)
            if e.until_end_of_turn:
                game.control_until_cleanup.append((o, old))
        if e.untap:
            o.tapped = False
        if e.haste:
            o.temp_keywords |= HASTE  # CR 514.2: until end of turn


def exchange_control(ctx: Ctx, e: fx.ExchangeControl) -> None:
    """CR 701.12a-b: the two targets' controllers swap; nothing if one is gone."""
    a, b = ctx.objs(e.first), ctx.objs(e.second)
    if not a or not b:
        return
    x, y = a[0], b[0]
    if x.zone is not Zone.BATTLEFIELD or y.zone is not Zone.BATTLEFIELD:
        return
    px, py = x.controller, y.controller
    if px == py:
        return
    ctx.game.say(f"exchanges control of {x.card.name} and {y.card.name}")
    change_control(ctx.game, x, py)
    change_control(ctx.game, y, px)


def end_control_effects(game: Game) -> None:
    """CR 514.2: "until end of turn" control changes end in the cleanup step."""
    back = game.control_until_cleanup
    game.control_until_cleanup = []
    for o, pid in back:
        if o.zone is Zone.BATTLEFIELD and o.oid in game.objects and o.controller != pid:
            change_control(game, o, pid)


#: Effect class -> resolver, for ``engine.resolve.RESOLVERS``.
TRIG_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    fx.SacrificeUnless: sacrifice_unless,
    fx.UntapPermanents: untap_permanents,
    fx.DamageOpponentsPermanents: damage_opponents_permanents,
    fx.GainControl: gain_control,
    fx.ExchangeControl: exchange_control,
}
