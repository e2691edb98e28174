"""CR 608: resolving spells and abilities: the interpreter of the effect vocabulary.

``RESOLVERS`` maps every class in ``deckstats.cards.effects.ALL_EFFECTS`` to a function
``(ctx, effect) -> None``; ``Custom`` effects dispatch on their ``key`` through
``CUSTOM_RESOLVERS`` and an unknown key raises ``RulesError``. Targets are consumed in
text order, one chosen group per ``Target`` spec (CR 608.2c); illegal targets are
skipped, and a spell or ability whose targets are all illegal does nothing (CR 608.2b).

The resolvers live by family: ``engine.effects_cards`` (cards moving between library,
hand, graveyard and exile), ``engine.effects_permanents`` (permanents and players), and
here the ones that steer other effects (modes, "you may", "if", kicker; CR 700.2,
CR 603.5, CR 702.33) or act on the stack (countering, CR 701.6). ``resolve_item`` is the whole
resolution of one stack item (CR 608.2-608.3), and ``engine.effect_ctx`` holds the
context every resolver is handed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards import effects as fx
from deckstats.cards import effects_hands as hx
from deckstats.cards import effects_library as lx
from deckstats.cards import effects_named as nx
from deckstats.cards.effects_etb import SacrificeSelfThen
from deckstats.cards.effects_trig40 import (
    CounterIfTopMatches,
    DamageFrom,
    IfObjectIs,
    ManaPerRemovedCounter,
    UnlessSourceEnteredThisTurn,
)
from deckstats.cards.oracle.keyword_facts import SUNBURST
from deckstats.cards.targets import Ref, Target
from deckstats.engine import events
from deckstats.engine.act40 import ACT40_RESOLVERS, uncounterable_now
from deckstats.engine.act_effects import ACT_RESOLVERS, bought_back
from deckstats.engine.animate import ANIMATE_EFFECTS
from deckstats.engine.become_copy import BECOME_COPY_RESOLVERS
from deckstats.engine.blitz import blitzed
from deckstats.engine.cant_lose import CANT_LOSE_EFFECTS
from deckstats.engine.cast_locks import CAST_LOCK_EFFECTS
from deckstats.engine.characteristics import card_matches
from deckstats.engine.connive import CONNIVE_EFFECTS
from deckstats.engine.converge import colours_spent
from deckstats.engine.counted import COUNTED_EFFECTS
from deckstats.engine.counter_mods import put_counters
from deckstats.engine.decisions import (
    MAY,
    PAY_UNLESS,
    TARGETS,
    YES_NO,
    Decision,
)
from deckstats.engine.delayed import DELAYED_EFFECTS
from deckstats.engine.designations import DESIGNATION_EFFECTS
from deckstats.engine.discard_chosen import DISCARD_CHOSEN_EFFECTS
from deckstats.engine.discover import DISCOVER_RESOLVERS
from deckstats.engine.distribute import DISTRIBUTE_EFFECTS
from deckstats.engine.effect_ctx import Ctx, enters_tapped, remove_spell
from deckstats.engine.effects_cards import CARD_EFFECTS, exile_top_playable, put_from_hand
from deckstats.engine.effects_counted import COUNTED_EFFECTS as SPELL_COUNTED_EFFECTS
from deckstats.engine.effects_counted import if_count, if_target_was
from deckstats.engine.effects_mass import MASS_EFFECTS
from deckstats.engine.effects_permanents import PERMANENT_EFFECTS
from deckstats.engine.effects_trig import TRIG_EFFECTS
from deckstats.engine.emblems import EMBLEM_EFFECTS
from deckstats.engine.entering_counts import kicked_count
from deckstats.engine.errors import RulesError
from deckstats.engine.etb_effects import ETB_RESOLVERS, sacrifice_self_then
from deckstats.engine.exile_all import EXILE_ALL_RESOLVERS
from deckstats.engine.flags import HASTE
from deckstats.engine.granted_triggers import GRANTED_TRIGGER_EFFECTS
from deckstats.engine.graveyard_leaves import GRAVEYARD_EFFECTS
from deckstats.engine.hand_exile import HAND_EXILE_EFFECTS
from deckstats.engine.hand_moves import discard_then
from deckstats.engine.impending import IMPENDING_EFFECTS, start_impending
from deckstats.engine.info import effect_target_specs
from deckstats.engine.initiative import INITIATIVE_EFFECTS
from deckstats.engine.keyword_counters import KEYWORD_COUNTER_RESOLVERS
from deckstats.engine.library_moves import LIBRARY_RESOLVERS, if_target_at_most
from deckstats.engine.life_locks import LIFE_LOCK_EFFECTS
from deckstats.engine.living_weapon import LIVING_WEAPON_EFFECTS
from deckstats.engine.mana import BIT_INDEX, cost_req, pay
from deckstats.engine.mana_count import COUNT_MANA_EFFECTS
from deckstats.engine.mana_later import MANA_LATER_RESOLVERS
from deckstats.engine.mana_triggers import MANA_TRIGGER_EFFECTS
from deckstats.engine.modes import mode_choices
from deckstats.engine.morph import MORPH_EFFECTS, turn_face_down
from deckstats.engine.moves_more import MOVE_RESOLVERS
from deckstats.engine.named_moves import clash
from deckstats.engine.ninjutsu import NINJUTSU_EFFECTS
from deckstats.engine.oneshot import ONESHOT_RESOLVERS
from deckstats.engine.optional_costs import optional_cost
from deckstats.engine.payment import find_payment
from deckstats.engine.player_protection import PLAYER_PROTECTION_EFFECTS
from deckstats.engine.punishers import PUNISHER_EFFECTS
from deckstats.engine.rebound import REBOUND_EFFECTS, exile_for_rebound
from deckstats.engine.riders import rider_resolvers
from deckstats.engine.sacrifice_else import sacrifice_else
from deckstats.engine.saddle import SADDLE_EFFECTS
from deckstats.engine.set_life import SET_LIFE_EFFECTS
from deckstats.engine.spell40 import spell40_resolvers
from deckstats.engine.sprint_s0 import s0_resolvers
from deckstats.engine.sprint_s1 import S1_RESOLVERS
from deckstats.engine.sprint_s2 import S2_RESOLVERS
from deckstats.engine.stat_effects import STAT39_RESOLVERS
from deckstats.engine.state import GameObject, StackItem
from deckstats.engine.static_rules import uncounterable
from deckstats.engine.target_checks import (
    TARGET_CHECK_EFFECTS,
    if_target_mana_value,
    put_from_hand_counted,
)
from deckstats.engine.targeting import enumerate_targets, is_legal_target
from deckstats.engine.token_keywords import TOKEN_KEYWORD_EFFECTS
from deckstats.engine.top_card import TOP_CARD_RESOLVERS
from deckstats.engine.trig40_effects import (
    counter_if_top_matches,
    damage_from,
    if_object_is,
    mana_per_removed_counter,
    unless_source_entered,
)
from deckstats.engine.turn_rules import TURN_RULES_EFFECTS
from deckstats.engine.types import Zone
from deckstats.engine.unless_pays import UNLESS_PAYS_RESOLVERS
from deckstats.engine.upkeep import UPKEEP_EFFECTS, if_source_no_counters, if_source_tapped
from deckstats.engine.walk_grants import WALK_GRANT_RESOLVERS
from deckstats.engine.x_targets import x_target_resolvers
from deckstats.engine.zone_moves import ZONE_MOVE_RESOLVERS

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
Condition: Final = fx.Condition

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_YOU: Final = Ref.YOU

if TYPE_CHECKING:
    from deckstats.engine.game import Game

_SACRIFICE_SELF: Final = fx.Sacrifice(Ref.SELF)


_COUNTER_ZONES: Final = {
    "graveyard": Zone.GRAVEYARD,
    "exile": Zone.EXILE,
    "library": Zone.LIBRARY,
    "hand": Zone.HAND,
}


def _counter(ctx: Ctx, e: fx.CounterSpell) -> None:
    """CR 701.6: counter a spell; with ``unless_pay`` its controller may pay to keep it.

    CR 701.6a, 614.1a: "if that spell is countered this way, exile it / put it on top of
    its owner's library / into its owner's hand instead" (``e.to``).
    """
    game = ctx.game
    unless = 0 if e.unless_pay is None else ctx.amount(e.unless_pay)
    for t in ctx.ids(e.target):
        o = game.objects.get(t)
        if o is None:
            _counter_ability(game, t)
            continue
        if o.zone is not Zone.STACK:
            continue
        if uncounterable_now(o, game) or (
            game.modifier_sources and uncounterable(game, o)  # Rhythm of the Wild
        ):
            game.say(f"{o.card.name} can't be countered")
            continue  # CR 101.2: "This spell can't be countered" wins
        if unless:
            owner = o.controller
            for it in game.stack:
                if it.obj is o:
                    owner = it.controller
            payment = find_payment(game, owner, cost_req(None), 0, extra_generic=unless)
            if payment is not None and game.ask(
                owner, Decision(PAY_UNLESS, YES_NO, source=t, amount=unless)
            ):
                pay(game, owner, payment)
                continue
        remove_spell(game, t, _COUNTER_ZONES[e.to])


def _counter_ability(game: Game, sid: int) -> None:
    """CR 701.6b: a countered activated or triggered ability is removed from the stack."""
    for i, it in enumerate(game.stack):
        if it.sid == sid and it.kind in ("ability", "trigger", "copy"):
            del game.stack[i]
            game.say(f"{it.card.name}'s ability is countered")
            return


def _modal(ctx: Ctx, e: fx.Modal) -> None:
    """CR 700.2: modes of an ability chosen on resolution (spells choose on casting)."""
    game = ctx.game
    opts = []
    more = bool(e.more_if) and events.condition_holds(game, ctx.controller, Condition(e.more_if))
    for modes in mode_choices(e, more):  # (``Modal.more_if``: "you may choose both instead")
        specs: list[Target] = []
        for m in modes:
            specs.extend(effect_target_specs(e.modes[m]))
        src = ctx.source.oid if ctx.source is not None else 0
        for t in enumerate_targets(game, ctx.controller, specs, src):
            opts.append((modes, t))
    if not opts:
        return
    modes, targets = (
        opts[0] if len(opts) == 1 else game.ask(ctx.controller, Decision(TARGETS, opts))
    )
    saved = ctx.item.targets
    ctx.item.targets = targets
    sub = Ctx(game, ctx.item)  # after the mode's targets: "its controller" (CR 608.2h)
    sub.cursor = 0
    try:
        for m in modes:
            for eff in e.modes[m]:
                resolve_effect(sub, eff)
    finally:
        ctx.item.targets = saved


def _may(ctx: Ctx, e: fx.MayDo) -> None:
    """CR 603.5, 608.2d: "you may": the controller (or the player ``who`` names) chooses."""
    chooser = ctx.controller
    if e.who != _REF_YOU:
        named = ctx.players(e.who)
        if not named:
            ctx.skip(e.effect)
            return
        chooser = named[0]
    if ctx.game.ask(chooser, Decision(MAY, YES_NO, source=ctx.item.source_oid)):
        for eff in e.effect:
            resolve_effect(ctx, eff)
    else:
        ctx.skip(e.effect)


def _conditional(ctx: Ctx, e: fx.Conditional) -> None:
    """CR 608.2c, 614.1a: "if <condition>, ... instead": one branch, the same targets."""
    start = ctx.cursor
    if e.condition == Condition.ESCAPED:  # CR 702.138c: a quality of the source
        holds = ctx.source is not None and ctx.source.escaped
    elif e.condition == Condition.CAST_IT:  # "if you cast it": a quality of the source
        holds = ctx.source is not None and ctx.source.was_cast
    else:
        holds = events.condition_holds(ctx.game, ctx.controller, e.condition)
    branch = e.then if holds else e.otherwise
    for eff in branch:
        resolve_effect(ctx, eff)
    ctx.cursor = start + len(effect_target_specs(e.then))


def _kicked(ctx: Ctx) -> int:
    """CR 702.33d: times the spell (or the permanent it became) was kicked."""
    if ctx.item.kicked:
        return ctx.item.kicked
    src = ctx.source
    return src.kicked if src is not None else 0


def _if_kicked(ctx: Ctx, e: fx.IfKicked) -> None:
    """CR 702.33d: "if this spell was kicked, ..." (else ``otherwise``, on the same targets)."""
    start = ctx.cursor
    for eff in e.effect if _kicked(ctx) else e.otherwise:
        resolve_effect(ctx, eff)
    ctx.cursor = start + len(effect_target_specs(e.effect))


def _for_each_kick(ctx: Ctx, e: fx.ForEachKick) -> None:
    """CR 702.33d: multikicker: do the effects once for each time it was kicked."""
    start = ctx.cursor
    for _ in range(_kicked(ctx)):
        ctx.cursor = start  # the same targets each time
        for eff in e.effect:
            resolve_effect(ctx, eff)
    ctx.cursor = start + len(effect_target_specs(e.effect))


#: ``CardDef.enters_with`` count: "for each instant and sorcery card exiled with it".
DELVED_SPELLS: Final = "delved_instants_and_sorceries"


#: Custom key -> resolver. Register one-card behaviours here (ARCHITECTURE.md, Cards are data:
#: reviewed
#: debt).
CUSTOM_RESOLVERS: dict[str, Callable[[Ctx, fx.Custom], None]] = {}


def _custom(ctx: Ctx, e: fx.Custom) -> None:
    """Dispatch a ``Custom`` effect on its key; an unknown key is a ``RulesError``."""
    fn = CUSTOM_RESOLVERS.get(e.key)
    if fn is None:
        raise RulesError(
            f"no resolver for Custom effect {e.key!r} ({e.reason}); "
            "register one in deckstats.engine.resolve.CUSTOM_RESOLVERS"
        )
    fn(ctx, e)


def _if_top_card_is(ctx: Ctx, e: fx.IfTopCardIs) -> None:
    """Look at the top card; if it is a ``filter`` card, reveal it and apply ``then``."""
    game = ctx.game
    lib = game.players[ctx.controller].library
    if lib and card_matches(lib[-1].card, e.filter):
        game.say(f"reveals {lib[-1].card.name} from the top of the library")
        for eff in e.then:
            resolve_effect(ctx, eff)


def _if_count(ctx: Ctx, e: fx.IfCount) -> None:
    """CR 608.2c: a branch on a count (``engine.effects_counted.if_count``)."""
    if_count(ctx, e, resolve_effect)


RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    **CARD_EFFECTS,
    **PERMANENT_EFFECTS,
    **MASS_EFFECTS,
    **DELAYED_EFFECTS,
    **ANIMATE_EFFECTS,
    **DISTRIBUTE_EFFECTS,  # (round 40: Abzan Charm)
    **CANT_LOSE_EFFECTS,  # (round 40: Angel's Grace)
    **MORPH_EFFECTS,
    **NINJUTSU_EFFECTS,
    **LIVING_WEAPON_EFFECTS,
    **COUNT_MANA_EFFECTS,
    **MANA_TRIGGER_EFFECTS,
    **GRANTED_TRIGGER_EFFECTS,
    **IMPENDING_EFFECTS,
    **CAST_LOCK_EFFECTS,
    **CONNIVE_EFFECTS,
    **COUNTED_EFFECTS,
    **GRAVEYARD_EFFECTS,
    **TARGET_CHECK_EFFECTS,
    **UPKEEP_EFFECTS,
    **SADDLE_EFFECTS,  # (round 43: Caustic Bronco)
    **REBOUND_EFFECTS,
    **TRIG_EFFECTS,
    **PUNISHER_EFFECTS,
    **INITIATIVE_EFFECTS,
    **PLAYER_PROTECTION_EFFECTS,
    **LIFE_LOCK_EFFECTS,
    fx.IfSourceTapped: lambda ctx, e: if_source_tapped(ctx, e, resolve_effect),
    fx.PutFromHand: lambda ctx, e: put_from_hand(ctx, e, resolve_effect),
    fx.ExileTopPlayable: lambda ctx, e: exile_top_playable(ctx, e, resolve_effect),
    fx.IfSourceNoCounters: lambda ctx, e: if_source_no_counters(ctx, e, resolve_effect),
    CounterIfTopMatches: lambda ctx, e: counter_if_top_matches(ctx, e, resolve_effect),
    UnlessSourceEnteredThisTurn: lambda ctx, e: unless_source_entered(ctx, e, resolve_effect),
    DamageFrom: damage_from,
    IfObjectIs: lambda ctx, e: if_object_is(ctx, e, resolve_effect),
    ManaPerRemovedCounter: lambda ctx, e: mana_per_removed_counter(ctx, e, resolve_effect),
    fx.PutFromHandCounted: lambda ctx, e: put_from_hand_counted(ctx, e, resolve_effect),
    fx.IfTargetManaValue: lambda ctx, e: if_target_mana_value(ctx, e, resolve_effect),
    fx.IfTargetWas: lambda ctx, e: if_target_was(ctx, e, resolve_effect),
    **EMBLEM_EFFECTS,
    **ETB_RESOLVERS,
    SacrificeSelfThen: lambda ctx, e: sacrifice_self_then(ctx, e, resolve_effect),
    **TURN_RULES_EFFECTS,
    **SET_LIFE_EFFECTS,
    **STAT39_RESOLVERS,
    **DISCARD_CHOSEN_EFFECTS,
    **DESIGNATION_EFFECTS,
    **HAND_EXILE_EFFECTS,
    **SPELL_COUNTED_EFFECTS,
    **TOKEN_KEYWORD_EFFECTS,
    **ZONE_MOVE_RESOLVERS,
    **LIBRARY_RESOLVERS,
    **TOP_CARD_RESOLVERS,
    **KEYWORD_COUNTER_RESOLVERS,
    **EXILE_ALL_RESOLVERS,
    **DISCOVER_RESOLVERS,
    **BECOME_COPY_RESOLVERS,
    **MANA_LATER_RESOLVERS,
    **UNLESS_PAYS_RESOLVERS,
    **WALK_GRANT_RESOLVERS,
    **MOVE_RESOLVERS,
    hx.DiscardThen: lambda ctx, e: discard_then(ctx, e, resolve_effect),
    lx.IfTargetAtMost: lambda ctx, e: if_target_at_most(ctx, e, resolve_effect),
    nx.Clash: lambda ctx, e: clash(ctx, e, resolve_effect),  # round 40 (CR 701.30)
    fx.SacrificeElse: lambda ctx, e: sacrifice_else(ctx, e, resolve_effect),  # Invoke Despair
    **ACT_RESOLVERS,
    **ACT40_RESOLVERS,
    **S1_RESOLVERS,
    **S2_RESOLVERS,
    fx.CounterSpell: _counter,
    fx.Modal: _modal,
    fx.MayDo: _may,
    fx.Conditional: _conditional,
    fx.Custom: _custom,
    fx.IfKicked: _if_kicked,
    fx.ForEachKick: _for_each_kick,
    fx.IfTopCardIs: _if_top_card_is,
    fx.OptionalCost: lambda ctx, e: optional_cost(ctx, e, resolve_effect),
    fx.IfCount: _if_count,
}


def resolve_effect(ctx: Ctx, eff: Any) -> None:
    """Apply one effect (CR 608.2c: in text order)."""
    fn = RESOLVERS.get(type(eff))
    if fn is None:
        raise RulesError(f"no resolver for effect {type(eff).__name__}")
    fn(ctx, eff)


RESOLVERS.update(rider_resolvers(resolve_effect))  # (engine.riders: nested effects)
RESOLVERS.update(ONESHOT_RESOLVERS)  # (engine.oneshot: the round-39 spell helper's)
RESOLVERS.update(x_target_resolvers(resolve_effect))  # (engine.x_targets: Repeal)
RESOLVERS.update(spell40_resolvers(resolve_effect))  # (engine.spell40: round 40's spell helper)
RESOLVERS.update(s0_resolvers(resolve_effect))  # (engine.sprint_s0: Grab the Prize)


def resolve_effects(game: Game, item: StackItem) -> None:
    """Apply all effects of ``item`` (used directly for mana abilities, CR 605.3b)."""
    game.sba_dirty = True
    ctx = Ctx(game, item)
    for eff in item.effects:
        resolve_effect(ctx, eff)


def _all_targets_illegal(game: Game, item: StackItem, specs: list[Target]) -> bool:
    """CR 608.2b: True when the item had targets and none of them is still legal."""
    if not item.had_targets:
        return False
    src = item.obj.oid if item.obj is not None else 0
    for spec, group in zip(specs, item.targets, strict=False):
        for t in group:
            if is_legal_target(game, item.controller, spec, t, src):
                return False
    return True


def _entering_counters(game: Game, item: StackItem, new: GameObject) -> None:
    """The counters a resolving permanent spell enters with that the spell decides.

    "Escapes with" (CR 702.138d), X counters (CR 107.3m, 614.1a), one per instant and
    sorcery card delved (Murktide Regent, CR 702.66a, 614.1c), kicked (Kavu Titan, CR
    702.33d).
    """
    if item.escaped and new.card.escapes_with is not None:
        kind, n = new.card.escapes_with
        put_counters(game, new, kind, n)
    with_ = new.info.enters_with
    if with_ is None:
        return
    if with_[1] == "X":
        new.counters = {}
        put_counters(game, new, with_[0], item.x)
    elif with_[1] == DELVED_SPELLS:
        new.counters = {}
        put_counters(game, new, with_[0], item.delved_spells)
    elif with_[1] == SUNBURST:  # CR 702.44a: one counter per colour of mana spent
        kind = "+1/+1" if new.info.is_creature else "charge"
        put_counters(game, new, kind, colours_spent(item))
    elif item.kicked:
        new.counters = {}
        put_counters(game, new, with_[0], kicked_count(with_[1], 1))


def _dash_blitz_warp(game: Game, item: StackItem, new: GameObject) -> None:
    """What a permanent cast for its dash, blitz or warp cost does at the next end step."""
    if item.dashed:
        game.dash_returns.append(new)  # CR 702.109a: a delayed return to its owner's hand
    elif item.blitzed:
        blitzed(game, new)  # CR 702.152a (``engine.blitz``)
    elif item.warped:
        game.warp_exiles.append(new)  # CR 702.185a: a delayed exile


def resolve_item(game: Game, item: StackItem) -> None:
    """CR 608.2-608.3: resolve a spell or ability that has left the stack."""
    game.sba_dirty = True  # effects may change toughness, counters, attachments
    info = item.obj.info if item.obj is not None else None
    if item.kind == "spell" and info is not None and info.is_aura and info.aura_target is not None:
        specs: list[Target] = [info.aura_target]
    else:
        specs = effect_target_specs(item.effects)
    if _all_targets_illegal(game, item, specs):
        game.say(f"{item.card.name} fizzles (all targets illegal)")
        if item.kind == "spell" and item.obj is not None:
            # CR 702.34a: a flashback spell is exiled instead of going anywhere else.
            game.move(item.obj, Zone.EXILE if item.exile_after else Zone.GRAVEYARD)
        return
    if item.kind != "spell":
        resolve_effects(game, item)
        return
    obj = item.obj
    assert obj is not None
    assert info is not None
    if info.is_permanent:
        # CR 608.3: a permanent spell's resolution puts it onto the battlefield.
        # CR 608.3a: it enters under the control of the spell's controller (Ragavan's steal)
        new = game.move(obj, Zone.BATTLEFIELD, controller=item.controller)
        assert new is not None
        if obj.full_card is not None:
            new.full_card = obj.full_card  # CR 712.13 (the face stays up), CR 712.8
        if item.face_down:
            turn_face_down(game, new)  # CR 702.37c: a face-down 2/2 (``engine.morph``)
        if info.is_aura and item.targets and item.targets[0]:
            new.attached_to = item.targets[0][0]
        if item.kicked:
            new.kicked = item.kicked  # CR 702.33d: "if it was kicked" on the permanent
        new.escaped = item.escaped  # CR 702.138c: "unless it escaped" (Phlage, Uro)
        new.was_cast = item.kind == "spell"  # "if you cast it" (Deceit; CR 601.2i)
        _entering_counters(game, item, new)
        if item.haste:
            new.temp_keywords |= HASTE  # CR 702.62a: cast from suspend, it gains haste
        _dash_blitz_warp(game, item, new)  # the alternative costs' delayed leaving
        if item.impending:
            start_impending(game, new, item.impending)  # not a creature while it has counters
        if info.etb_tapped is not None:
            enters_tapped(game, item.controller, new)
        game.say(f"{new.card.name} enters the battlefield")
        events.on_etb(game, new)
        if item.evoked:
            # CR 702.74a evoke: "when it enters, if its evoke cost was paid, its controller
            # sacrifices it"; its other enters triggers go on the stack above this one.
            sid = game.next_id
            game.next_id += 1
            sac = StackItem(sid, "trigger", new, new.card, item.controller, (_SACRIFICE_SELF,))
            game.stack.append(sac)
        return
    resolve_effects(game, item)
    if obj.zone is Zone.STACK and obj.oid in game.objects:
        if obj.full_card is not None and obj.full_card.layout == "adventure":
            new = game.move(obj, Zone.EXILE)  # CR 715.3d: exiled "on an adventure"
            if new is not None:
                new.on_adventure = True
        elif item.exile_after:
            game.move(obj, Zone.EXILE)  # CR 702.34a: flashback exiles it instead
        elif item.rebound:
            exile_for_rebound(game, item, obj)  # CR 702.88a
        elif item.kicked and bought_back(obj.card):
            game.move(obj, Zone.HAND)  # CR 702.27a: buyback
        else:
            game.move(obj, Zone.GRAVEYARD)  # CR 608.2n: to its owner's graveyard


__all__ = ["BIT_INDEX", "CUSTOM_RESOLVERS", "RESOLVERS", "resolve_item"]
