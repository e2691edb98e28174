"""Resolvers of the long tail's mass effects: wraths by quality, land untaps, wheels.

- ``MassRemoval`` (CR 701.8, 115.10): every permanent of the kinds and quality, untargeted,
  destroyed, exiled or returned to its owner's hand;
- ``ReturnAllFromGraveyard`` (CR 110.2): Replenish's mass return;
- ``UntapLands`` (CR 701.26b): up to N of the controller's tapped lands, the ones making
  the most colours first;
- ``Wheel`` (CR 701.9, 121.1): each player, in APNAP order (CR 101.4), discards their hand
  or shuffles hand and graveyard into their library, then each draws N;
- ``PayOrSacrifice`` (CR 118.12, echo CR 702.30a): the controller pays or sacrifices.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.model import CardDef, CardType
from deckstats.cards.targets import Controller, Filter, TargetKind
from deckstats.engine import events
from deckstats.engine.characteristics import card_matches, matches
from deckstats.engine.counter_mods import put_counters
from deckstats.engine.decisions import PAY_UNLESS, YES_NO, Decision
from deckstats.engine.effect_ctx import Ctx, enter_by_effect
from deckstats.engine.flags import TEMP_ARTIFACTS, TEMP_COLORLESS
from deckstats.engine.mana import cost_req, pay
from deckstats.engine.payment import find_payment
from deckstats.engine.types import Zone

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
AddMana: Final = fx.AddMana
AddOneOf: Final = fx.AddOneOf

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_CARD_TYPE_ARTIFACT: Final = CardType.ARTIFACT
_CARD_TYPE_BATTLE: Final = CardType.BATTLE
_CARD_TYPE_CREATURE: Final = CardType.CREATURE
_CARD_TYPE_ENCHANTMENT: Final = CardType.ENCHANTMENT
_CARD_TYPE_LAND: Final = CardType.LAND
_CARD_TYPE_PLANESWALKER: Final = CardType.PLANESWALKER
_CONTROLLER_OPPONENT: Final = Controller.OPPONENT
_CONTROLLER_YOU: Final = Controller.YOU
_TARGET_KIND_ARTIFACT: Final = TargetKind.ARTIFACT
_TARGET_KIND_BATTLE: Final = TargetKind.BATTLE
_TARGET_KIND_CREATURE: Final = TargetKind.CREATURE
_TARGET_KIND_ENCHANTMENT: Final = TargetKind.ENCHANTMENT
_TARGET_KIND_LAND: Final = TargetKind.LAND
_TARGET_KIND_PERMANENT: Final = TargetKind.PERMANENT
_TARGET_KIND_PLANESWALKER: Final = TargetKind.PLANESWALKER

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def type_mask(kinds: TargetKind) -> int:
    """The card-type bit mask of the permanent kinds of ``kinds``."""
    names = {
        _TARGET_KIND_CREATURE: _CARD_TYPE_CREATURE,
        _TARGET_KIND_ARTIFACT: _CARD_TYPE_ARTIFACT,
        _TARGET_KIND_ENCHANTMENT: _CARD_TYPE_ENCHANTMENT,
        _TARGET_KIND_LAND: _CARD_TYPE_LAND,
        _TARGET_KIND_PLANESWALKER: _CARD_TYPE_PLANESWALKER,
        _TARGET_KIND_BATTLE: _CARD_TYPE_BATTLE,
    }
    mask = 0
    for kind, card_type in names.items():
        if kinds & kind:
            mask |= int(card_type)
    return mask


def _players_of(ctx: Ctx, controller: Controller) -> list[int]:
    """The players whose permanents a mass effect reaches, in APNAP order (CR 101.4)."""
    game = ctx.game
    return [
        pid
        for pid in (game.active, 1 - game.active)
        if not (controller == _CONTROLLER_YOU and pid != ctx.controller)
        and not (controller == _CONTROLLER_OPPONENT and pid == ctx.controller)
    ]


def _mass_removal(ctx: Ctx, e: fx.MassRemoval) -> None:
    """CR 701.8, 406, 400.3: destroy / exile / bounce each matching permanent, all at once."""
    game = ctx.game
    any_permanent = bool(e.kinds & _TARGET_KIND_PERMANENT)
    mask = type_mask(e.kinds)
    chosen: list[GameObject] = []
    for pid in _players_of(ctx, e.controller):
        for o in game.players[pid].battlefield:
            if (any_permanent or int(o.info.types) & mask) and matches(game, o, e.filter):
                if e.x_max and o.info.mana_value > ctx.x:
                    continue  # "with mana value X or less" (Meltdown, CR 107.3)
                chosen.append(o)
    for o in chosen:
        if e.verb == "destroy":
            game.destroy(o)
        elif e.verb == "sacrifice":
            if o.zone is Zone.BATTLEFIELD:
                game.sacrifice(o)  # CR 701.21a (All Is Dust)
        elif o.zone is Zone.BATTLEFIELD:
            game.move(o, Zone.EXILE if e.verb == "exile" else Zone.HAND)


def _return_all(ctx: Ctx, e: fx.ReturnAllFromGraveyard) -> None:
    """CR 110.2: every matching card of your graveyard enters at once (Replenish)."""
    game = ctx.game
    pid = ctx.controller
    cards = [o for o in game.players[pid].graveyard if card_matches(o.card, e.filter)]
    entered = []
    for o in cards:
        new = enter_by_effect(game, o, pid, e.tapped)
        if new is not None:
            entered.append(new)
    for new in entered:
        events.on_etb(game, new)


def _colors_made(o: GameObject) -> int:
    """How many colours a land's mana abilities can make (a rough worth for untapping)."""
    made: set[str] = set()
    for ab in o.card.abilities:
        for eff in ab.effect:
            if isinstance(eff, AddMana):
                made.update(eff.symbols)
            elif isinstance(eff, AddOneOf):
                made.update(eff.colors)
    return len(made)


def _untap_lands(ctx: Ctx, e: fx.UntapLands) -> None:
    """CR 701.26b: untap up to N of your tapped lands, the most flexible first."""
    game = ctx.game
    tapped = [o for o in game.players[ctx.controller].battlefield if o.tapped and o.info.is_land]
    tapped.sort(key=lambda o: (-_colors_made(o), o.oid))
    for o in tapped[: e.count]:
        o.tapped = False


def _wheel(ctx: Ctx, e: fx.Wheel) -> None:
    """Each player discards their hand (or shuffles it and their graveyard away), then draws."""
    game = ctx.game
    order = (game.active, 1 - game.active)
    for pid in order:
        p = game.players[pid]
        if e.shuffle:
            for o in list(p.hand) + list(p.graveyard):
                game.move(o, Zone.LIBRARY)
            game.shuffle_library(pid)
        else:
            for o in list(p.hand):
                game.say(f"P{pid} discards {o.card.name}")
                game.move(o, Zone.GRAVEYARD)
    for pid in order:
        game.draw(pid, e.draw)


def _echo_due(game: Game, obj: GameObject) -> bool:
    """CR 702.30a: it came under its controller's control since their last upkeep.

    Their last upkeep is taken to be two turns ago (turns alternate, CR 500.1); after an
    extra turn (CR 500.7) echo may be asked again: the card can only lose by it.
    """
    return obj.since >= game.turn - 2


def _pay_or_sacrifice(ctx: Ctx, e: fx.PayOrSacrifice) -> None:
    """CR 118.12: "sacrifice ~ unless you pay [cost]": pay if able and willing, else sacrifice."""
    game = ctx.game
    src = ctx.source
    if src is None or src.zone is not Zone.BATTLEFIELD:
        return
    if e.echo and not _echo_due(game, src):
        return
    pid = src.controller
    payment = find_payment(game, pid, cost_req(e.cost), 0)
    if payment is not None and game.ask(
        pid, Decision(PAY_UNLESS, YES_NO, source=src.oid, amount=e.cost.mana_value)
    ):
        pay(game, pid, payment)
        game.say(f"pays {e.cost.text} for {src.card.name}", pid)
        return
    game.say(f"sacrifices {src.card.name}", pid)
    game.sacrifice(src)


_COLOR_BITS: Final = (1, 2, 4, 8, 16)  # W U B R G (``Color``)


def _threat_color(game: Game, pid: int) -> int:
    """The colour bit a protection choice should name for ``pid`` (the opponent's threats)."""
    for item in reversed(game.stack):
        if item.controller != pid and item.card.colors:
            colors = int(item.card.colors)
            return next(b for b in _COLOR_BITS if colors & b)
    counts = dict.fromkeys(_COLOR_BITS, 0)
    for o in game.players[1 - pid].battlefield:
        colors = int(o.card.colors)
        for b in _COLOR_BITS:
            if colors & b:
                counts[b] += 2 if o.info.is_creature else 1
    best = max(_COLOR_BITS, key=lambda b: counts[b])
    return best if counts[best] else 0


def _artifact_threat(game: Game, pid: int, colorless: bool = False) -> bool:
    """Whether the opponent's threat is an artifact: on the stack, else its creatures' power.

    ``colorless``: whether it is colorless instead (CR 105.2c).
    """

    def hit(card: CardDef) -> bool:
        if colorless:
            return not int(card.colors)
        return bool(int(card.types) & int(_CARD_TYPE_ARTIFACT))

    for item in reversed(game.stack):
        if item.controller != pid:
            return hit(item.card)
    theirs = [o for o in game.players[1 - pid].battlefield if o.info.is_creature]
    artifacts = sum(game.power(o) for o in theirs if hit(o.card))
    best = max(sum(game.power(o) for o in theirs if int(o.card.colors) & b) for b in _COLOR_BITS)
    return artifacts > best


def _protection_choice(ctx: Ctx, e: fx.ProtectionFromChosenColor) -> None:
    """CR 702.16, 514.2: protection from one colour until end of turn (chosen on resolution)."""
    game = ctx.game
    objs = ctx.objs(e.target)
    color = _threat_color(game, ctx.controller) or 1
    if e.or_artifacts and _artifact_threat(game, ctx.controller):
        color = TEMP_ARTIFACTS  # "protection from artifacts" (Apostle's Blessing)
    if e.or_colorless and _artifact_threat(game, ctx.controller, colorless=True):
        color = TEMP_COLORLESS  # "protection from colorless" (Giver of Runes)
    for o in objs:
        o.temp_protection |= color
        game.say(f"{o.card.name} gains protection from a colour ({color})")


def _creatures_of(ctx: Ctx, controller: Controller, flt: Filter, other: bool) -> list[GameObject]:
    """CR 611.2c: the creatures a group effect reaches now (``other``: not the source)."""
    game = ctx.game
    src = ctx.source if other else None
    return [
        o
        for pid in _players_of(ctx, controller)
        for o in game.players[pid].battlefield
        if o.info.is_creature and o is not src and matches(game, o, flt)
    ]


def _pump_all(ctx: Ctx, e: fx.PumpAll) -> None:
    """CR 611.2c: each matching creature now gets the bonus until end of turn (CR 514.2)."""
    for o in _creatures_of(ctx, e.controller, e.filter, e.other):
        o.temp_power += e.power
        o.temp_toughness += e.toughness
        o.temp_keywords |= int(e.keywords)
    ctx.game.sba_dirty = True


def _put_counters_all(ctx: Ctx, e: fx.PutCountersAll) -> None:
    """CR 122.1: counters on each matching creature (Steel Overseer; ``other``: not ~)."""
    for o in _creatures_of(ctx, e.controller, e.filter, e.other):
        put_counters(ctx.game, o, e.kind, e.count)
    ctx.game.sba_dirty = True


def _put_source_counters(ctx: Ctx, e: fx.PutSourceCounters) -> None:
    """CR 702.43a, 608.2h: the counters the source had as it last existed, on the target."""
    src = ctx.source
    n = src.counter(e.kind) if src is not None else 0
    if n <= 0:
        return
    for o in ctx.objs(e.target):
        put_counters(ctx.game, o, e.kind, n)
    ctx.game.sba_dirty = True


def _exile_if_dies(ctx: Ctx, e: fx.ExileIfDiesThisTurn) -> None:
    """CR 614.1a: the previous effect's targets are exiled instead if they die this turn.

    ``damaged``: each permanent the source dealt damage to this turn (``Game.damaged_by``).
    """
    game = ctx.game
    if e.damaged:
        src = ctx.source
        if src is None:
            return
        for oid, (turn, sources) in game.damaged_by.items():
            o = game.objects.get(oid) if turn == game.turn and src.oid in sources else None
            if o is not None and o.zone is Zone.BATTLEFIELD:
                o.exile_turn = game.turn
        return
    targets = ctx.item.targets
    group = targets[ctx.cursor - 1] if 0 < ctx.cursor <= len(targets) else ()
    for t in group:
        o = game.objects.get(t)
        if o is not None and o.zone is Zone.BATTLEFIELD:
            o.exile_turn = game.turn


def _fade(ctx: Ctx, e: fx.RemoveCounterOrSacrifice) -> None:
    """CR 702.32a: remove a counter of the kind; if none can be removed, sacrifice it."""
    src = ctx.source
    if src is None or src.zone is not Zone.BATTLEFIELD:
        return
    c = src.counters
    if c and c.get(e.kind, 0) > 0:
        c[e.kind] -= 1
        return
    ctx.game.say(f"sacrifices {src.card.name} (no {e.kind} counter)", src.controller)
    ctx.game.sacrifice(src)


MASS_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    fx.MassRemoval: _mass_removal,
    fx.ReturnAllFromGraveyard: _return_all,
    fx.UntapLands: _untap_lands,
    fx.Wheel: _wheel,
    fx.PayOrSacrifice: _pay_or_sacrifice,
    fx.ProtectionFromChosenColor: _protection_choice,
    fx.PumpAll: _pump_all,
    fx.PutCountersAll: _put_counters_all,
    fx.PutSourceCounters: _put_source_counters,
    fx.ExileIfDiesThisTurn: _exile_if_dies,
    fx.RemoveCounterOrSacrifice: _fade,
}
