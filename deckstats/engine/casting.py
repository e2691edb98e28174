"""CR 601-602, 305, 606: legal actions, casting spells, activating abilities, playing lands.

``legal_actions`` lists what a player with priority may do. To keep decisions small,
equivalent actions are listed once: two copies of the same card in hand give one option
(``Decision.canon`` maps every copy to the listed one, so an agent may name either).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, cast

from deckstats.cards.costs import (
    AlternativeCost,
    Flashback,
)
from deckstats.cards.effects import MayDo
from deckstats.engine import events
from deckstats.engine.actions import (
    PASS,
    Action,
    ActivateAbility,
    CastSpell,
    HandAction,
    PlayLand,
)
from deckstats.engine.activation_costs import (
    extra_cost_ok,
    pay_discard,
    pay_extra_cost,
    pay_flashback_extras,
)
from deckstats.engine.bargain import bargain_ok, pay_bargain
from deckstats.engine.cast_locks import cast_locked
from deckstats.engine.characteristics import matches
from deckstats.engine.copies import replicate_copies
from deckstats.engine.costs import (
    additional_ok,
    alternative_ok,
    can_flashback,
    cast_req,
    exile_from_graveyard,
    hand_action_ok,
    kicker_of,
    option_of,
    pay_additional,
    pay_alternative,
    sacrificed_lki,
    use_hand_action,
)
from deckstats.engine.decisions import SACRIFICE, Decision
from deckstats.engine.divided_x import has_x_division, x_division_casts
from deckstats.engine.effect_ctx import enters_tapped
from deckstats.engine.enter_instead import enter_payable
from deckstats.engine.errors import IllegalActionError
from deckstats.engine.escalate import pay_escalate
from deckstats.engine.exile_casts import exile_actions
from deckstats.engine.flags import COST_HELP
from deckstats.engine.foretell import foretell_ok, foretold_castable
from deckstats.engine.graveyard_abilities import graveyard_ability_actions
from deckstats.engine.harmonize import harmonize_tap, harmonize_xs, is_harmonize
from deckstats.engine.info import (
    COST_ALTERNATIVE,
    COST_FORETELL,
    card_info,
    class_level,
    effect_target_specs,
    other_face,
    printed_info,
)
from deckstats.engine.mana import (
    control_condition_holds,
    cost_helpers,
    cost_req,
    delved_spells,
    is_sick,
    mana_units,
    pay,
    restricted_objects,
    spell_units,
)
from deckstats.engine.mana_riders import mark_uncounterable
from deckstats.engine.modal_casts import modal_casts, modal_req
from deckstats.engine.modifiers import activation_locked, cast_forbidden, has_locks, target_costed
from deckstats.engine.morph import is_special_action
from deckstats.engine.payment import PayCheck, can_pay, choose_payment, find_payment
from deckstats.engine.priority_hint import has_instant_action as has_instant_action
from deckstats.engine.resolve import resolve_effects
from deckstats.engine.rule_locks import graveyard_land_plays, lands_from_graveyard
from deckstats.engine.state import StackItem
from deckstats.engine.static_rules import cast_from_zone, flash_ok, has_flash_grant, zone_casts
from deckstats.engine.targeting import enumerate_targets, fmt_targets
from deckstats.engine.top_plays import castable_from_top, hand_land_locked, land_from_top, top_plays
from deckstats.engine.types import Step, Zone
from deckstats.engine.valiant import on_targeted
from deckstats.engine.ward import apply_ward
from deckstats.engine.x_costs import with_x, x_choices
from deckstats.engine.x_targets import fitting_xs, x_target_bounds, x_targets_fit
from deckstats.engine.zone_watch import on_activate

if TYPE_CHECKING:
    from deckstats.cards.dsl import Cost
    from deckstats.cards.effects import Effect
    from deckstats.cards.model import CardDef
    from deckstats.engine.card_facts import AbilityFacts
    from deckstats.engine.game import Game
    from deckstats.engine.info import CardInfo
    from deckstats.engine.payment import Payment
    from deckstats.engine.state import GameObject

_MAX_X: Final = 20


def keep_mask_for(game: Game, pid: int, exclude: int = 0) -> int:
    """Colours the other cards in hand need (the payer taps other sources first)."""
    m = 0
    for o in game.players[pid].hand:
        if o.oid != exclude:
            m |= printed_info(o).cost_colors
    return m


def can_sorcery(game: Game, pid: int) -> bool:
    """CR 307.1: own main phase, empty stack."""
    return (
        game.active == pid
        and not game.stack
        and (game.step is Step.PRECOMBAT_MAIN or game.step is Step.POSTCOMBAT_MAIN)
    )


def spell_options(
    game: Game,
    pid: int,
    obj: GameObject,
    check: PayCheck,
    face: int = 0,
    alt: int = 0,
    kicks: int = 0,
) -> list[CastSpell]:
    """CR 601.2: every legal way to cast ``obj`` now (targets, X, modes); [] if none.

    ``alt`` and ``kicks`` pick a cost option (CR 118.9, 702.33; see ``engine.costs``).
    """
    info = obj.info
    card = obj.card
    if face:
        fc = other_face(card)
        if fc is None:
            return []
        card = fc
        info = card_info(fc)
    if not info.castable:
        # CR 118.6: no mana cost, can't be cast this way; a withheld spell (a cost or
        # restriction of it not understood, ``cards.oracle.withhold``) is never offered.
        return []
    add = info.additional
    if add is not None and not additional_ok(game, pid, obj, add):
        return []  # CR 601.2b: the additional cost can't be paid
    # CR 601.2f: a cost read from the targets is checked per choice of targets below
    tcost = bool(info.self_mods) and target_costed(info.self_mods)
    req = cast_req(game, pid, card, info, alt, kicks, None if tcost else ())
    if info.keywords & COST_HELP:
        # Convoke, delve, improvise: creatures, graveyard cards and artifacts pay too
        # (CR 702.51a, 702.66a, 702.126a), for this spell only.
        units = check.units + cost_helpers(game, pid, info.keywords, obj.oid)
        check = PayCheck(game, pid, units)
    harmonize = alt > 0 and is_harmonize(card, alt)  # CR 702.180: a tapped creature cuts it
    if not (harmonize or check.ok(req, 0)):
        return []
    xs = harmonize_xs(game, pid, req, check, add, _MAX_X) if harmonize else []
    xs = xs if harmonize else x_choices(game, pid, obj, req, check, add, _MAX_X)  # CR 107.3a
    out: list[CastSpell] = []
    if info.modal is not None:  # CR 700.2a, 601.2b: the modes first (engine.modal_casts)
        xs = [] if tcost else xs  # (a cost read from targets: not for modal spells yet)
        return modal_casts(game, pid, obj, card, info, (req, check), xs, (face, alt, kicks))
    specs = info.spell_specs
    overload = option_of(card, alt) if alt else None
    if isinstance(overload, AlternativeCost) and overload.keyword == "overload":
        if not overload.effect:
            return []  # its effects not compiled: never cast for the cheaper cost
        specs = effect_target_specs(overload.effect)  # CR 702.96a: "each" for "target"
        if not specs and len(xs) == 1:
            return [CastSpell(obj.oid, face=face, alt=alt, kicks=kicks)]
    if info.is_aura and info.aura_target is not None:
        # CR 303.4a: an Aura spell targets what it will enchant.
        specs = [info.aura_target]
    elif not specs and len(xs) == 1 and not tcost:
        return [CastSpell(obj.oid, face=face, alt=alt, kicks=kicks)]
    if has_x_division(specs):  # CR 601.2d: X damage divided, after X (engine.divided_x)
        xs = [] if tcost else xs
        return x_division_casts(game, pid, obj.oid, specs, xs, (face, alt, kicks))
    for t in enumerate_targets(game, pid, specs, obj.oid):
        treq = cast_req(game, pid, card, info, alt, kicks, t) if tcost else req  # CR 601.2f
        for x in fitting_xs(game, info.spell if req.x else (), t, xs):  # "with mana value X"
            if treq is req or check.ok(treq, x):
                out.append(CastSpell(obj.oid, t, x, (), face, alt, kicks))
    return out


def cost_option_actions(
    game: Game, pid: int, obj: GameObject, check: PayCheck, sorc: bool
) -> list[Action]:
    """The uses of ``obj``'s cost options from hand.

    Alternative costs (CR 118.9), kicker (CR 702.33), suspend (CR 702.62a) and cycling
    (CR 702.29a).
    """
    out: list[Action] = []
    info = obj.info
    can_cast = sorc or info.is_instant_speed
    for kind, i in info.cost_plan:  # (``CardInfo.cost_plan``: no type tests per option)
        if kind == COST_FORETELL:
            out.extend([HandAction(obj.oid, i)] if foretell_ok(game, pid, obj, sorc) else [])
        elif kind == COST_ALTERNATIVE:
            c = cast(AlternativeCost, info.costs[i])
            if can_cast and alternative_ok(game, pid, obj, c):
                out.extend(spell_options(game, pid, obj, check, alt=i + 1))
        elif hand_action_ok(game, pid, obj, i, sorc):
            out.append(HandAction(obj.oid, i))
    k = info.kicker
    if k is not None and can_cast and bargain_ok(game, pid, k):  # (bargain: CR 702.166a)
        n = 1
        most = _MAX_X if k.multi else 1
        while n <= most:
            opts = spell_options(game, pid, obj, check, kicks=n)
            if not opts:
                break
            out.extend(opts)
            n += 1
    return out


def sacrifice_choices(game: Game, pid: int, obj: GameObject, c: Cost) -> list[int]:
    """The permanents that can pay a "Sacrifice a <kind>" cost (CR 118.3, 701.21)."""
    flt = c.sacrifice
    if flt is None:
        return []
    return [
        o.oid
        for o in game.players[pid].battlefield
        if matches(game, o, flt) and not (c.sacrifice_other and o is obj)
    ]


def ability_cost_ok(game: Game, pid: int, obj: GameObject, ab: AbilityFacts) -> bool:
    """CR 602.2b, 118.3, 606.3: can the non-mana parts of the cost be paid now?"""
    if ab.tap and (obj.tapped or (obj.info.is_creature and is_sick(game, obj))):
        return False
    if not ab.rare_costs:
        return True
    if ab.life and game.players[pid].life < ab.life:
        return False
    if ab.discard and len(game.players[pid].hand) < ab.discard:
        return False
    if ab.exile_from_graveyard and len(game.players[pid].graveyard) < ab.exile_from_graveyard:
        return False  # CR 118.3: enough cards to exile
    if ab.energy and game.players[pid].energy < ab.energy:
        return False  # CR 107.14: energy is paid only with enough energy counters
    if ab.remove_counter and obj.counter(ab.remove_counter) < 1:
        return False  # CR 118.3: a counter to remove
    if ab.sacrifice is not None and not sacrifice_choices(game, pid, obj, ab.cost):
        return False  # CR 118.3: a permanent to sacrifice
    if ab.extra_facts is not None and not extra_cost_ok(game, pid, obj, ab.cost, ab.extra_facts):
        return False  # CR 118.3, 602.5b: ``engine.activation_costs``
    if ab.loyalty is not None:
        if obj.loyalty_turn == game.turn or not can_sorcery(game, pid):
            return False
        if obj.counter("loyalty") + ab.loyalty < 0:
            return False
    if ab.gains_level:
        # CR 716.2a: "Level N" only while the Class is level N-1 (sorcery speed is its flag).
        return class_level(obj.card) == ab.level
    return True


def legal_actions(
    game: Game, pid: int, mana_abilities: bool = False
) -> tuple[list[Action], dict[int, int]]:
    """CR 117.1: the actions ``pid`` may take with priority, and the copy -> option map.

    Mana abilities of automatic sources (CR 605.3a: activatable whenever you have
    priority) are listed only with ``mana_abilities=True``: costs are paid by the
    automatic payer, so agents rarely want them and leaving them out keeps decisions
    small. The engine lists them for agents that may act outside main phases.
    """
    p = game.players[pid]
    sorc = can_sorcery(game, pid)
    actions: list[Action] = [PASS]
    canon: dict[int, int] = {}
    units = mana_units(game, pid)
    check = PayCheck(game, pid, units)
    land_ok = sorc and p.lands_played_turn < p.land_plays + p.extra_lands_turn
    hand_land = land_ok and not hand_land_locked(game, pid)  # CR 101.2 (engine.top_plays)
    _hand_actions(game, pid, sorc, hand_land, units, check, actions, canon)
    if land_ok and game.modifier_sources and p.graveyard:
        actions.extend(graveyard_land_plays(game, pid))  # Crucible of Worlds (CR 305.1)
    if land_ok and p.lands_from_top and p.library:
        top = p.library[-1]  # CR 305.1: a land from the top (Oracle of Mul Daya)
        if top.info.is_land and (top.info.enter_instead is None or enter_payable(game, pid, top)):
            actions.append(PlayLand(top.oid))
    if game.modifier_sources and p.library:  # CR 601.3, 305.1: Experimental Frenzy
        actions.extend(
            top_plays(game, pid, sorc, land_ok, lambda o: spell_options(game, pid, o, check))
        )
    for obj in p.graveyard if p.gy_play_turn == game.turn else ():
        # CR 305.1, 601.2: "you may play lands and cast spells from your graveyard"
        if obj.info.is_land:
            if land_ok and (obj.info.enter_instead is None or enter_payable(game, pid, obj)):
                actions.append(PlayLand(obj.oid))
        elif sorc or obj.info.is_instant_speed:
            actions.extend(spell_options(game, pid, obj, check))
    for obj in p.graveyard if p.cost_options else ():
        # CR 702.34a: flashback, printed or given by an effect this turn.
        if obj.info.costs or obj.flashback_turn:
            alt = can_flashback(game, obj)
            if alt and (sorc or obj.info.is_instant_speed):
                actions.extend(spell_options(game, pid, obj, check, alt=alt))
        if obj.info.costs:
            actions.extend(graveyard_ability_actions(game, pid, obj, sorc))  # CR 602.1
    if p.exile or game.foreign_playable:  # adventures, foretell, impulse draw, Ragavan
        cast = lambda o, alt=0: spell_options(game, pid, o, check, alt=alt)  # noqa: E731
        actions.extend(exile_actions(game, pid, sorc, land_ok, cast))
    if p.cost_options:  # CR 601.3: "You may cast ~ from your graveyard" (Squee, Gravecrawler)
        actions.extend(zone_casts(game, pid, sorc, lambda o: spell_options(game, pid, o, check)))
    locks = bool(game.modifier_sources) and has_locks(game)
    _ability_actions(game, pid, sorc, locks, mana_abilities, units, actions)
    if locks or game.players[pid].cast_lock[0] == game.turn:
        actions = [a for a in actions if not _cast_blocked(game, pid, a, sorc)]
    return actions, canon


def _hand_actions(
    game: Game,
    pid: int,
    sorc: bool,
    land_ok: bool,
    units: list[Any],
    check: PayCheck,
    actions: list[Action],
    canon: dict[int, int],
) -> None:
    """Append the land plays, spells and hand abilities of ``pid``'s hand (CR 305, 601).

    Copies of one card give the same options: only the first is listed, and ``canon``
    maps each other copy's id to it.
    """
    seen: dict[int, int] = {}
    restricted = restricted_objects(game, pid)
    flash = not sorc and bool(game.modifier_sources) and has_flash_grant(game, pid)
    for obj in game.players[pid].hand:
        info = obj.info
        key = id(obj.card)
        rep = seen.get(key)
        if rep is not None:
            canon[obj.oid] = rep
            continue
        seen[key] = obj.oid
        if land_ok and info.back_land is not None:
            actions.append(PlayLand(obj.oid, back=True))
        if info.is_land:
            if land_ok and (info.enter_instead is None or enter_payable(game, pid, obj)):
                actions.append(PlayLand(obj.oid))  # (CR 614.1a: not into the graveyard)
            if info.costs:
                actions.extend(cost_option_actions(game, pid, obj, check, sorc))  # cycling
            continue
        now = sorc or info.is_instant_speed or (flash and flash_ok(game, pid, obj.card))
        if now and (info.enter_instead is None or enter_payable(game, pid, obj)):
            own = check
            if restricted:
                # CR 106.6: mana that may pay only some spells (Mishra's Workshop)
                su = spell_units(game, obj.card, units, restricted)
                if su is not units:
                    own = PayCheck(game, pid, su)
            actions.extend(spell_options(game, pid, obj, own))
        if info.costs:
            actions.extend(cost_option_actions(game, pid, obj, check, sorc))
        fc = info.other_face
        if fc is not None and (sorc or card_info(fc).is_instant_speed):
            actions.extend(spell_options(game, pid, obj, check, face=1))


def _ability_actions(
    game: Game,
    pid: int,
    sorc: bool,
    locks: bool,
    mana_abilities: bool,
    units: list[Any],
    actions: list[Action],
) -> None:
    """Append the activated abilities ``pid`` may activate now (CR 602.2, 602.5)."""
    p = game.players[pid]
    for obj in p.battlefield:
        if locks and obj.info.abilities and _all_locked(game, obj):
            continue
        if mana_abilities and obj.info.mana_sources and obj in units:
            for sd in obj.info.mana_sources:
                if sd.life <= p.life:
                    actions.append(ActivateAbility(obj.oid, sd.index))
        for i in obj.info.other_abilities:
            ab = obj.info.ability_facts[i]
            if ab.sorcery_speed and not sorc:
                continue
            if not ability_cost_ok(game, pid, obj, ab):
                continue
            if ab.only_if_control and not control_condition_holds(game, pid, ab.ability):
                continue  # CR 602.5b: "Activate only if you control ..."
            req = cost_req(ab.mana)
            xs = [0]
            if ab.mana is not None:
                u = [x for x in units if x is not obj] if ab.tap else units
                if not can_pay(game, pid, req, 0, units=u):
                    continue
                while req.x and xs[-1] < _MAX_X and can_pay(game, pid, req, xs[-1] + 1, units=u):
                    xs.append(xs[-1] + 1)  # CR 107.3a, 602.2b: X chosen as it is activated
                if ab.x_positive:
                    xs = xs[1:]  # "X can't be 0."
            elif ab.loyalty_x:
                xs = list(range(obj.counter("loyalty") + 1))  # "−X" (CR 606.4, 107.3a)
            if locks and activation_locked(game, obj, i in obj.info.mana_abilities):
                continue  # CR 602.5
            bounds = x_target_bounds(ab.effect) if req.x or ab.loyalty_x else None  # "mana value X"
            for t in enumerate_targets(game, pid, ab.specs, obj.oid):
                actions.extend(
                    ActivateAbility(obj.oid, i, t, x)
                    for x in xs
                    if not bounds or x_targets_fit(game, bounds, t, x)
                )


def _all_locked(game: Game, obj: GameObject) -> bool:
    """Whether every activated ability of ``obj`` is locked (CR 602.5: Null Rod)."""
    return all(
        activation_locked(game, obj, i in obj.info.mana_abilities)
        for i in range(len(obj.info.abilities))
    )


def _cast_blocked(game: Game, pid: int, action: Action, sorc: bool) -> bool:
    """CR 101.2: a cast limit or a sorcery-timing lock forbids this ``CastSpell``."""
    if not isinstance(action, CastSpell):
        return False
    obj = game.objects.get(action.oid)
    if obj is None:
        return False
    card = obj.card
    if action.face:
        fc = other_face(card)
        card = fc if fc is not None else card
    return cast_locked(game, pid, card) or cast_forbidden(game, pid, card, sorc, obj.zone)


# ---------------------------------------------------------------------- performing


def play_land(game: Game, pid: int, action: PlayLand) -> None:
    """CR 305.1-305.2: play a land (special action, no stack), then ETB replacements."""
    p = game.players[pid]
    obj = game.objects.get(action.oid)
    if (
        obj is None
        or not (
            obj.zone is Zone.HAND
            or (obj.zone is Zone.EXILE and obj.playable_on(game.turn))
            or (obj.zone is Zone.GRAVEYARD and lands_from_graveyard(game, pid))
            or (p.lands_from_top and p.library and p.library[-1] is obj)
            or land_from_top(game, pid, obj)  # (engine.top_plays)
            or (obj.zone is Zone.GRAVEYARD and p.gy_play_turn == game.turn)
        )
        or obj.owner != pid
    ):
        raise IllegalActionError(f"no land {action.oid} in hand")
    if obj.zone is Zone.HAND and hand_land_locked(game, pid):
        raise IllegalActionError("lands can't be played from the hand (CR 101.2)")
    if p.lands_played_turn >= p.land_plays + p.extra_lands_turn or not can_sorcery(game, pid):
        raise IllegalActionError("no land play available (CR 305.2)")
    p.lands_played_turn += 1
    card = obj.card
    if action.back:
        face = obj.info.back_land
        if face is None:
            raise IllegalActionError(f"{card.name} has no land face")
        p.hand.remove(obj)
        del game.objects[obj.oid]
        new = game.new_object(face, pid, Zone.BATTLEFIELD)
        new.full_card = card  # CR 712.8, 400.7: off the battlefield it is the whole card again
        game.put_onto_battlefield(new, pid)
    else:
        new = game.move(obj, Zone.BATTLEFIELD)  # type: ignore[assignment]
    assert new is not None
    enters_tapped(game, pid, new)
    game.say(f"plays {printed_info(new).name}{' (tapped)' if new.tapped else ''}", pid)
    events.on_land_played(game, new)  # CR 305.1: it enters; "when you play a land"


def cast_spell(game: Game, pid: int, action: CastSpell) -> StackItem:
    """CR 601.2: move the card to the stack, lock in choices, pay, then fire cast triggers.

    The steps: check the card may be cast from where it is with the chosen cost option
    (``_cast_source``: hand, exile on an adventure or by impulse draw, graveyard by
    flashback); the face and the restrictions (CR 101.2, 601.2b); find and choose the
    payment (CR 601.2f-h, ``_payment_for``) and pay it with the alternative and additional
    costs; then the spell is on the stack (CR 601.2i): cast triggers, ward.
    """
    obj, from_grave, alt_cost = _cast_source(game, pid, action)
    info = obj.info
    card = obj.card
    full, full_rebound = card, printed_info(obj).rebound
    if action.face:
        fc = other_face(card)
        if fc is None:
            raise IllegalActionError(f"{card.name} has no other face to cast")
        card = fc
        info = card_info(fc)
    if (
        game.modifier_sources and cast_forbidden(game, pid, card, can_sorcery(game, pid), obj.zone)
    ) or cast_locked(game, pid, card):
        raise IllegalActionError(f"{card.name} can't be cast now (CR 101.2)")
    add = with_x(info.additional, action.x)  # CR 107.3a: an X of it, the X chosen
    if add is not None and not additional_ok(game, pid, obj, add):
        raise IllegalActionError(f"{card.name}: the additional cost can't be paid")
    payment = _payment_for(game, pid, action, obj, card, info)
    effects: tuple[Effect, ...] = info.spell
    if isinstance(alt_cost, AlternativeCost) and alt_cost.effect:
        effects = alt_cost.effect  # overload (CR 702.96a)
    elif info.modal is not None:
        flat: list[Effect] = [e for e in info.spell if e is not info.modal]
        for m in action.modes:
            flat.extend(info.modal.modes[m])
        effects = tuple(flat)
    delved = delved_spells(payment) if info.keywords & COST_HELP else 0
    pay(game, pid, payment)
    if isinstance(alt_cost, AlternativeCost):
        pay_alternative(game, pid, obj, alt_cost)
    elif isinstance(alt_cost, Flashback):
        pay_flashback_extras(game, pid, alt_cost, obj.oid)  # life, sacrifice, tap (702.34a)
    if action.kicks:
        pay_bargain(game, pid, kicker_of(obj.card), obj.oid)  # CR 702.166a
    rebound = full_rebound and obj.zone is Zone.HAND  # CR 702.88a: cast from your hand
    new = game.move(obj, Zone.STACK)
    assert new is not None
    if isinstance(alt_cost, Flashback) and alt_cost.exile_others:
        exile_from_graveyard(game, pid, alt_cost.exile_others, new.oid)  # CR 702.138a
    sacrificed = pay_additional(game, pid, new, add) if add is not None else ()  # CR 601.2h
    if info.modal is not None and card.costs:
        pay_escalate(game, pid, card, len(action.modes) - 1)  # CR 702.120a
    if action.face:
        new.full_card = full
        new.card = card
        new.info = info
    sid = new.oid
    item = StackItem(sid, "spell", new, card, pid, effects, action.targets, action.x, action.modes)
    item.sacrificed, item.discarded = sacrificed, game.cost_discards if add else ()  # 608.2h
    item.delved_spells = delved
    cost = info.cost if info.card is card else card.cost
    item.paid = (payment, cost if not action.alt else None)  # converge (CR 207.2c)
    item.mana_spent = payment.mana  # CR 601.2h (Vexing Bauble's "no mana was spent")
    mark_uncounterable(new, payment)  # Cavern of Souls' mana (CR 106.6, 101.2)
    _mark_cost_option(item, new, action, from_grave, alt_cost, rebound)
    game.stack.append(item)
    p = game.players[pid]
    p.spells_cast_turn += 1
    if game.record_log:
        game.say(
            f"casts {card.name}{fmt_targets(game, action.targets)}"
            + (f" X={action.x}" if action.x else ""),
            pid,
        )
    events.on_cast(game, item)
    if action.kicks:
        replicate_copies(game, item, kicker_of(obj.card))  # CR 702.56a
    if action.targets:
        on_targeted(game, item)  # valiant (CR 603.2)
        if game.modifier_sources or game.static_sources:
            apply_ward(game, item)  # CR 702.21a
    return item


def _cast_source(game: Game, pid: int, action: CastSpell) -> tuple[GameObject, bool, object | None]:
    """CR 601.2a-b: the card to cast, whether it is cast by flashback, and its cost option.

    The card must be in its owner's hand, or in exile on an adventure (CR 715.3d) or
    playable by impulse draw, or in the graveyard with flashback (CR 702.34a) for the
    chosen ``alt``; the cost option must be usable and the kicker count legal (CR 702.33).
    """
    obj = game.objects.get(action.oid)
    from_exile = obj is not None and (
        (obj.zone is Zone.EXILE and obj.on_adventure and not action.face)
        or (obj.zone is Zone.EXILE and obj.playable_on(game.turn))
        or foretold_castable(game, obj, action.alt)  # CR 702.143a (``engine.foretell``)
    )
    # CR 702.34a: flashback casts the card from its owner's graveyard.
    from_grave = (
        obj is not None
        and obj.zone is Zone.GRAVEYARD
        and action.alt != 0
        and can_flashback(game, obj) == action.alt
    )
    # CR 601.2: cast from the graveyard for its costs this turn (Yawgmoth's Will); CR 601.3:
    # by the card's own "You may cast ~ from your graveyard / exile" (engine.static_rules)
    from_gy_turn = (
        obj is not None
        and not action.alt
        and (
            (obj.zone is Zone.GRAVEYARD and game.players[pid].gy_play_turn == game.turn)
            or cast_from_zone(game, pid, obj)
            or (obj.zone is Zone.LIBRARY and castable_from_top(game, pid, obj))  # CR 601.3
        )
    )
    if (
        obj is None
        or (obj.zone is not Zone.HAND and not from_exile and not from_grave and not from_gy_turn)
        or (obj.owner != pid if obj.playable_by < 0 or not from_exile else obj.playable_by != pid)
    ):
        raise IllegalActionError(f"no card {action.oid} in hand")
    alt_cost = option_of(obj.card, action.alt) if action.alt else None
    if (
        action.alt
        and not from_grave
        and (
            not isinstance(alt_cost, AlternativeCost)
            or not alternative_ok(game, pid, obj, alt_cost)
        )
    ):
        raise IllegalActionError(f"{obj.card.name}: cost option {action.alt} not usable")
    if action.kicks:
        k = kicker_of(obj.card)
        if k is None or (action.kicks > 1 and not k.multi) or not bargain_ok(game, pid, k):
            raise IllegalActionError(f"{obj.card.name} cannot be kicked {action.kicks} times")
    return obj, from_grave, alt_cost


def _payment_for(
    game: Game, pid: int, action: CastSpell, obj: GameObject, card: CardDef, info: CardInfo
) -> Payment:
    """CR 601.2f-h: the total cost of the spell as cast, and the payment chosen for it.

    The cost is the mana cost or the chosen option's, with kickers and cost changes
    (CR 601.2f); the sources are the automatic ones, restricted mana the spell may use
    (CR 106.6) and convoke, delve or improvise helpers (CR 702.51a, 702.66a, 702.126a).
    """
    keep = keep_mask_for(game, pid, obj.oid)
    req = cast_req(game, pid, card, info, action.alt, action.kicks, action.targets)
    if info.modal is not None:  # spree (CR 702.172a), escalate (CR 702.120a)
        req = modal_req(req, card, info.modal, action.modes)
    x = action.x
    if action.alt > 0 and is_harmonize(card, action.alt):
        req, x = harmonize_tap(game, pid, obj, req, x)  # CR 702.180, 601.2f: taps it
    units: list[Any] = mana_units(game, pid)
    restricted = restricted_objects(game, pid)
    if restricted:
        units = spell_units(game, card, units, restricted)  # CR 106.6
    if info.keywords & COST_HELP:
        units = units + cost_helpers(game, pid, info.keywords, obj.oid)
    payment = find_payment(game, pid, req, x, keep_mask=keep, units=units)
    if payment is None:
        raise IllegalActionError(f"cannot pay for {card.name}")
    return choose_payment(game, pid, req, x, keep, units, payment)


def _mark_cost_option(
    item: StackItem,
    new: GameObject,
    action: CastSpell,
    from_grave: bool,
    alt_cost: object,
    rebound: bool = False,
) -> None:
    """Record on the spell the cost options its resolution reads (kicker, flashback, ...).

    ``rebound``: cast from its owner's hand with rebound (CR 702.88a, ``engine.rebound``).
    """
    item.rebound = rebound
    if action.kicks:
        item.kicked = action.kicks
        new.kicked = action.kicks
    item.exile_after = from_grave
    if from_grave and isinstance(alt_cost, Flashback) and alt_cost.escape:
        item.exile_after = False  # CR 702.138: escape does not exile the card
        item.escaped = True  # CR 702.138c
    elif from_grave and isinstance(alt_cost, Flashback) and alt_cost.keep:
        item.exile_after = False  # CR 702.81a: retrace does not exile the card
        item.blitzed = item.haste = alt_cost.blitz  # CR 702.152a: blitz from the graveyard
    if isinstance(alt_cost, AlternativeCost) and alt_cost.keyword == "evoke":
        item.evoked = True  # CR 702.74a
    elif isinstance(alt_cost, AlternativeCost) and alt_cost.keyword == "dash":
        item.dashed = item.haste = True  # CR 702.109a
    elif isinstance(alt_cost, AlternativeCost) and alt_cost.keyword == "blitz":
        item.blitzed = item.haste = True  # CR 702.152a (``engine.blitz``)
    elif isinstance(alt_cost, AlternativeCost) and alt_cost.keyword == "warp":
        item.warped = True  # CR 702.185a
    elif isinstance(alt_cost, AlternativeCost) and alt_cost.keyword == "morph":
        item.face_down = True  # CR 702.37c (``engine.morph``)
    elif isinstance(alt_cost, AlternativeCost) and alt_cost.keyword == "impending":
        item.impending = alt_cost.time_counters  # CR 702.176 (``engine.impending``)


def _cost_lki(
    game: Game, sac_others: list[GameObject], obj: GameObject, self_too: bool
) -> tuple[int, int, int] | tuple[()]:
    """CR 608.2h: the first permanent sacrificed for the cost, as it last existed.

    The source itself for "Sacrifice ~" (Mausoleum Wanderer's "~'s power").
    """
    lki = sac_others[0] if sac_others else obj if self_too else None
    return sacrificed_lki(game, lki) if lki is not None else ()


def activate(game: Game, pid: int, action: ActivateAbility) -> None:
    """CR 602.2, 605.3, 606: pay the cost; mana abilities resolve at once, others use the stack."""
    obj = game.objects.get(action.oid)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.controller != pid:
        raise IllegalActionError(f"no permanent {action.oid} under your control")
    if action.index >= len(obj.info.abilities):
        raise IllegalActionError("no such ability")
    ab = obj.info.ability_facts[action.index]
    if game.modifier_sources and activation_locked(
        game, obj, action.index in obj.info.mana_abilities
    ):
        raise IllegalActionError(f"{obj.card.name}'s abilities can't be activated (CR 602.5)")
    if not ability_cost_ok(game, pid, obj, ab):
        raise IllegalActionError(f"cannot pay the cost of {obj.card.name}'s ability")
    if ab.only_if_control and not control_condition_holds(game, pid, ab.ability):
        raise IllegalActionError(f"{obj.card.name}: its condition does not hold (CR 602.5b)")
    if ab.x_positive and action.x < 1:
        raise IllegalActionError(f"{obj.card.name}: X can't be 0")
    if ab.loyalty_x and not 0 <= action.x <= obj.counter("loyalty"):
        raise IllegalActionError(f"{obj.card.name}: X above its loyalty (CR 606.4)")
    if ab.mana is not None:
        units = mana_units(game, pid, exclude=obj.oid if ab.tap else 0)
        req = cost_req(ab.mana)
        keep = keep_mask_for(game, pid)
        payment = find_payment(game, pid, req, action.x, keep_mask=keep, units=units)
        if payment is None:
            raise IllegalActionError("cannot pay the mana cost")
        pay(game, pid, choose_payment(game, pid, req, action.x, keep, units, payment))
    if ab.tap:
        obj.tapped = True
    if ab.life:
        game.lose_life(pid, ab.life, payment=True)
    if ab.energy:
        game.players[pid].energy -= ab.energy  # CR 107.14, 118.3
    if ab.remove_counter and obj.counters is not None:
        obj.counters[ab.remove_counter] -= 1  # CR 118.3, 122
    game.sba_dirty = True
    if ab.loyalty is not None:
        obj.loyalty_turn = game.turn
        cnt = obj.counters if obj.counters is not None else {}
        cnt["loyalty"] = cnt.get("loyalty", 0) + ab.loyalty
        if ab.loyalty_x:
            cnt["loyalty"] -= action.x  # "−X": X loyalty counters removed (CR 606.4)
        obj.counters = cnt
    if ab.discard:
        pay_discard(game, pid, obj, ab.cost)  # "Discard a creature card" (CR 118.3)
    if ab.exile_from_graveyard:
        exile_from_graveyard(game, pid, ab.exile_from_graveyard, obj.oid)
    sac_others: list[GameObject] = []
    if ab.sacrifice is not None:
        ids = sacrifice_choices(game, pid, obj, ab.cost)
        n = (ab.extra.sacrifice_count or 1) if ab.extra is not None else 1
        ask = Decision(SACRIFICE, ids, False, n, n, amount=n)
        pick = ids if len(ids) == n else game.ask(pid, ask)
        sac_others = [game.objects[i] for i in pick]
    sid = game.next_id
    game.next_id += 1
    item = StackItem(sid, "ability", obj, obj.card, pid, ab.effect, action.targets, action.x)
    item.sacrificed = _cost_lki(game, sac_others, obj, ab.sacrifice_self)  # CR 608.2h
    for sac_other in sac_others:
        game.say(f"P{pid} sacrifices {sac_other.card.name}")
        game.sacrifice(sac_other)  # CR 118.3, 701.21: paid as the cost
    if ab.extra is not None:
        pay_extra_cost(game, pid, obj, ab.cost, ab.extra)
    if ab.sacrifice_self:
        game.sacrifice(obj)
    elif ab.exile_self:
        game.move(obj, Zone.EXILE)  # CR 118.3: "Exile ~" is paid as the cost
    game.say(f"activates {obj.card.name}{fmt_targets(game, action.targets)}", pid)
    if action.index in obj.info.mana_abilities or is_special_action(ab.ability):
        resolve_effects(game, item)  # CR 605.3b, 116.2b: no stack for these
        return
    game.stack.append(item)
    if game.trigger_sources:
        on_activate(game, pid, obj)  # CR 602.2, 603.2: Harsh Mentor
    if action.targets:
        on_targeted(game, item)  # valiant (CR 603.2)
        if game.modifier_sources or game.static_sources:
            apply_ward(game, item)  # CR 702.21a


def perform(game: Game, pid: int, action: Action) -> None:
    """Carry out one priority action."""
    if isinstance(action, PlayLand):
        play_land(game, pid, action)
    elif isinstance(action, CastSpell):
        cast_spell(game, pid, action)
    elif isinstance(action, ActivateAbility):
        activate(game, pid, action)
    elif isinstance(action, HandAction):
        use_hand_action(game, pid, action.oid, action.index)
    else:  # pragma: no cover - PASS is handled by the caller
        raise IllegalActionError(f"unknown action {action!r}")


__all__ = ["MayDo", "legal_actions", "perform"]
