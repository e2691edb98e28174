"""Resolving effects whose size is counted on resolution (``cards.counts``; CR 608.2h).

``PumpPer``: "Target creature gets -1/-1 until end of turn for each Swamp you control"
(Defile), "creatures you control ... get +X/+X until end of turn, where X is the number
of creatures you control" (Craterhoof Behemoth). The count is read once, as the effect
resolves, and the pump is then an ordinary one (CR 611.2; a group's members are fixed
then too, CR 611.2c). ``IfCount``: "if you control three or more Deserts, ..." (CR 608.2c).
``SearchXOrLess``: a search bounded by the X paid (Green Sun's Zenith; CR 701.23, 107.3).
``PutInLibrary``: permanents into their owners' libraries (Oust, Plow Under; CR 401.3).
``Proliferate`` (CR 701.34, not in seeds), ``GivePoison`` (CR 122.1f), ``Flicker`` (CR 400.7).
``DiscardUnless``: "discards two cards unless they discard a land card" (CR 701.9).
``IfTargetWas``: "If it was a creature card, ... Otherwise, ..." (CR 608.2h).
``DestroyEnteredThisTurn``: "Destroy all creatures that entered this turn" (CR 701.8).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.targets import Filter, Ref
from deckstats.engine import events
from deckstats.engine.act40 import uncounterable_now
from deckstats.engine.characteristics import card_matches
from deckstats.engine.counter_mods import player_counters
from deckstats.engine.decisions import DIG, MAY, YES_NO, Decision
from deckstats.engine.effect_ctx import Ctx, discard_cards, enter_by_effect, remove_spell
from deckstats.engine.effects_cards import CARD_EFFECTS
from deckstats.engine.effects_mass import MASS_EFFECTS
from deckstats.engine.effects_permanents import PERMANENT_EFFECTS
from deckstats.engine.info import effect_target_specs
from deckstats.engine.state import GameObject
from deckstats.engine.types import Step, Zone

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
Pump: Final = fx.Pump
PumpAll: Final = fx.PumpAll
SearchLibrary: Final = fx.SearchLibrary

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_SELF: Final = Ref.SELF


def _pump_per(ctx: Ctx, e: fx.PumpPer) -> None:
    """CR 608.2h, 611.2: the per-count pump times the count read now."""
    n = ctx.amount(e.count)
    if e.group is not None:
        group = replace(e.group, power=e.group.power * n, toughness=e.group.toughness * n)
        MASS_EFFECTS[PumpAll](ctx, group)
    elif e.target is not None:
        pump = Pump(e.power * n, e.toughness * n, e.target, e.keywords)
        PERMANENT_EFFECTS[Pump](ctx, pump)


def if_count(ctx: Ctx, e: fx.IfCount, resolve_effect: Callable[[Ctx, Any], None]) -> None:
    """CR 608.2c: "if you control three or more Deserts, ...": one branch, the same targets.

    ``resolve_effect`` is the interpreter's (``engine.resolve`` registers this one).
    """
    start = ctx.cursor
    branch = e.then if e.holds(ctx.amount(e.count)) else e.otherwise
    for eff in branch:
        resolve_effect(ctx, eff)
    ctx.cursor = start + len(effect_target_specs(e.then))


#: The bounded filters by (filter, bound): one object per X, so filter caches stay small.
_BOUNDED: dict[tuple[Filter, int], Filter] = {}


def _search_x_or_less(ctx: Ctx, e: fx.SearchXOrLess) -> None:
    """CR 701.23, 107.3: "with mana value X or less": X as paid, read as it resolves."""
    bound = ctx.x + e.plus
    key = (e.search.filter, bound)
    flt = _BOUNDED.get(key)
    if flt is None:
        flt = _BOUNDED[key] = replace(e.search.filter, max_mana_value=bound)
    CARD_EFFECTS[SearchLibrary](ctx, replace(e.search, filter=flt))


def _put_in_library(ctx: Ctx, e: fx.PutInLibrary) -> None:
    """CR 401.3: into the owner's library: on top, Nth from the top, at the bottom, or shuffled.

    Permanents, and cards in graveyards ("put target creature card from your graveyard on top
    of your library", Mortuary Mire; a dies trigger's "put it on the bottom", Murderous Rider).
    """
    game = ctx.game
    for t in ctx.ids(e.target):
        o = game.objects.get(t)
        if o is None or o.zone not in (Zone.BATTLEFIELD, Zone.GRAVEYARD):
            continue
        owner = game.players[o.owner]
        new = game.move(o, Zone.LIBRARY, bottom=e.bottom)
        if new is None:
            continue  # CR 111.7: a token ceases to exist
        if e.shuffle:
            game.shuffle_library(o.owner)
        elif not e.bottom and e.from_top > 1:
            lib = owner.library
            lib.pop()  # it went on top: now N-1 cards above it
            lib.insert(max(0, len(lib) - (e.from_top - 1)), new)
            owner.known_top = 0


#: Counter kinds their controller does not want more of (proliferate's choice, CR 701.34a).
_HARMFUL: Final = frozenset(("-1/-1", "stun", "time", "burden", "depletion", "fade", "age", "doom"))


def _proliferate(ctx: Ctx, e: fx.Proliferate) -> None:
    """CR 701.34a (not in seeds): one more counter of each kind on the chosen ones."""
    game = ctx.game
    you = ctx.controller
    for p in game.players:
        for o in p.battlefield:
            if not o.counters:
                continue
            mine = o.controller == you
            for kind in list(o.counters):
                if (kind in _HARMFUL) != mine and o.counters[kind] > 0:
                    o.counters[kind] += 1
        if p.pid != you and p.poison > 0:
            p.poison += 1
        elif p.pid == you and p.energy > 0:
            p.energy += 1
    game.sba_dirty = True


def _poison(ctx: Ctx, e: fx.GivePoison) -> None:
    """CR 122.1f: poison counters; ten or more and the player loses (CR 704.5c)."""
    for pid in ctx.players(e.player):
        ctx.game.players[pid].poison += player_counters(ctx.game, pid, e.count)
    ctx.game.sba_dirty = True


def _flicker(ctx: Ctx, e: fx.Flicker) -> None:
    """CR 400.7: exiled and returned at once, a new object whose enters abilities trigger."""
    game = ctx.game
    if e.later == "return":
        _return_exiled(ctx, e)
        return
    for o in ctx.objs(e.target):
        exiled = game.move(o, Zone.EXILE)
        if exiled is None:
            continue  # CR 111.7: a token ceases to exist
        if e.later == "exile":
            # CR 603.7a: a delayed trigger returns that card at the next end step.
            back = (replace(e, target=_REF_SELF, later="return"),)
            game.delayed.append((Step.END, -1, exiled, exiled.card, back, ctx.controller))
            continue
        _back(ctx, e, exiled)


def _back(ctx: Ctx, e: fx.Flicker, exiled: GameObject) -> None:
    """The exiled card returns, a new object whose enters abilities trigger (CR 400.7)."""
    pid = ctx.controller if e.yours else exiled.owner
    new = enter_by_effect(ctx.game, exiled, pid, e.tapped, controller=pid)
    if new is not None:
        events.on_etb(ctx.game, new)


def _return_exiled(ctx: Ctx, e: fx.Flicker) -> None:
    """CR 603.7, 400.7: the delayed trigger returns the card it exiled, if still in exile."""
    src = ctx.source
    if src is None or ctx.game.objects.get(src.oid) is not src or src.zone is not Zone.EXILE:
        return  # it left exile: a new object the trigger can't find (CR 400.7)
    _back(ctx, e, src)


def _discard_unless(ctx: Ctx, e: fx.DiscardUnless) -> None:
    """CR 701.9, 608.2d: one card of the quality, if the player has one and wants to, else N."""
    game = ctx.game
    for pid in ctx.players(e.player):
        has = any(card_matches(o.card, e.filter) for o in game.players[pid].hand)
        if has and game.ask(pid, Decision(MAY, YES_NO)):
            discard_cards(game, pid, 1, pid, e.filter)
        else:
            discard_cards(game, pid, e.count, pid)


def if_target_was(ctx: Ctx, e: fx.IfTargetWas, resolve_effect: Callable[[Ctx, Any], None]) -> None:
    """CR 608.2h: the first target as it last existed decides the branch (Cling to Dust).

    ``resolve_effect`` is ``engine.resolve``'s (passed in: no import cycle).
    """
    obj = ctx.lki_target
    branch = e.then if obj is not None and card_matches(obj.card, e.filter) else e.otherwise
    for eff in branch:
        resolve_effect(ctx, eff)


def _destroy_entered(ctx: Ctx, e: fx.DestroyEnteredThisTurn) -> None:
    """CR 701.8, 400.7: destroy each creature that entered the battlefield this turn."""
    game = ctx.game
    doomed = [
        o
        for pid in (game.active, 1 - game.active)
        for o in game.players[pid].battlefield
        if o.info.is_creature and o.since == game.turn
    ]
    for o in doomed:
        game.say(f"destroys {o.card.name}")
        game.destroy(o)


def _counter_unless_discard(ctx: Ctx, e: fx.CounterUnlessDiscard) -> None:
    """CR 701.6, 608.2d: the spell's controller discards to keep it, if they can and will."""
    game = ctx.game
    for t in ctx.ids(e.target):
        o = game.objects.get(t)
        if o is None or o.zone is not Zone.STACK:
            continue
        if uncounterable_now(o, ctx.game):
            continue  # CR 101.2: "This spell can't be countered" wins
        owner = next((it.controller for it in game.stack if it.obj is o), o.controller)
        hand = game.players[owner].hand
        if len(hand) >= e.count and game.ask(owner, Decision(MAY, YES_NO, source=t)):
            discard_cards(game, owner, e.count, owner)
            continue
        remove_spell(game, t, Zone.GRAVEYARD)


def _return_from_graveyard(ctx: Ctx, e: fx.ReturnFromGraveyard) -> None:
    """CR 400.3, 608.2c: one matching card of your graveyard to your hand, chosen now."""
    game = ctx.game
    pid = ctx.controller
    elig = [o.oid for o in game.players[pid].graveyard if card_matches(o.card, e.filter)]
    if not elig:
        return
    must = 0 if e.optional else 1
    for oid in game.ask(pid, Decision(DIG, elig, False, must, 1)):
        game.move(game.objects[oid], Zone.HAND)


COUNTED_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    fx.ReturnFromGraveyard: _return_from_graveyard,
    fx.CounterUnlessDiscard: _counter_unless_discard,
    fx.DestroyEnteredThisTurn: _destroy_entered,
    fx.DiscardUnless: _discard_unless,
    fx.Flicker: _flicker,
    fx.Proliferate: _proliferate,
    fx.GivePoison: _poison,
    fx.PutInLibrary: _put_in_library,
    fx.SearchXOrLess: _search_x_or_less,
    fx.PumpPer: _pump_per,
}
