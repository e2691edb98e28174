"""CR 118.9, 601.2b, 601.2f, 702: cost options besides a card's mana cost.

The card lists them in ``CardDef.costs`` (``deckstats.cards.costs``). A ``CastSpell``
names the one it uses: ``alt`` is 0 for the mana cost, ``k`` for ``costs[k - 1]`` (an
``AlternativeCost`` or a ``Flashback``) and ``GRANTED_FLASHBACK`` for flashback an effect
gave the card (Snapcaster Mage: the flashback cost is its mana cost); ``kicks`` counts the
kicker costs paid (CR 702.33). Suspend and cycling are used from the hand with a
``HandAction`` (CR 116.2f suspend, 702.29a cycling), not cast.

Only cards with cost options reach this module: ``CardInfo.costs`` is empty for the rest,
so decks without these mechanics pay nothing for them in the hot loop.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards.costs import (
    AND,
    CONTROL_PREFIX,
    FIRST_SPELL_GAME,
    MADNESS,
    MIRACLE,
    NO_LANDS_IN_HAND,
    NOT_YOUR_TURN,
    OPP_CONTROL_PREFIX,
    OPP_SEARCHED,
    OPP_SPELLS_PREFIX,
    SPECTACLE,
    AdditionalCost,
    AlternativeCost,
    Channel,
    Cycling,
    Flashback,
    GraveyardAbility,
    Kicker,
    Ninjutsu,
    Suspend,
    Transmute,
)
from deckstats.cards.effects import AddMana, AddOneOf, DrawCards, GrantFlashback, SearchLibrary
from deckstats.cards.model import CardType, Supertype
from deckstats.cards.static_rules import CastFromZone
from deckstats.cards.targets import Filter
from deckstats.engine import events
from deckstats.engine.activation_costs import flashback_extras_ok
from deckstats.engine.additional_choice import (
    additional_ok,
    additional_sacrifices,
    bounceable,
    choose_option,
    option_mana,
)
from deckstats.engine.cast_locks import cast_locked
from deckstats.engine.characteristics import matches
from deckstats.engine.decisions import MAY, SACRIFICE, TARGETS, YES_NO, Decision
from deckstats.engine.effect_ctx import discard_cards
from deckstats.engine.errors import IllegalActionError
from deckstats.engine.events_more import on_cycle, on_discard
from deckstats.engine.flags import LAND
from deckstats.engine.foretell import foretell
from deckstats.engine.graveyard_abilities import (
    ability_targets,
    graveyard_ability_ok,
    use_graveyard_ability,
)
from deckstats.engine.info import CardInfo, card_info, effect_target_specs
from deckstats.engine.mana import CostReq, changed_req, combined_req, cost_req, pay, spell_req
from deckstats.engine.modifiers import cast_forbidden, cost_changes
from deckstats.engine.ninjutsu import ninjutsu_ok, use_ninjutsu
from deckstats.engine.payment import find_payment
from deckstats.engine.rebound import FREE_CAST
from deckstats.engine.resolve import resolve_effects
from deckstats.engine.state import StackItem
from deckstats.engine.targeting import enumerate_targets
from deckstats.engine.types import Step, Zone

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_CARD_TYPE_ARTIFACT: Final = CardType.ARTIFACT
_CARD_TYPE_LAND: Final = CardType.LAND
_SUPERTYPE_BASIC: Final = Supertype.BASIC

if TYPE_CHECKING:
    from deckstats.cards.mana import ManaCost
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

#: ``CastSpell.alt`` for flashback granted by an effect (CR 702.34a, Snapcaster Mage).
GRANTED_FLASHBACK: Final = -1


_DECK_FLAG: dict[int, tuple[CardDef, bool]] = {}


def _card_has_cost_options(card: CardDef) -> bool:
    """Whether ``card`` has cost options or grants flashback (cached per card)."""
    hit = _DECK_FLAG.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    flag = (
        bool(card.costs)
        or any(isinstance(m, CastFromZone) for m in card.modifiers)  # CR 601.3: Gravecrawler
        or any(isinstance(e, GrantFlashback) for t in card.triggers for e in t.effect)
        or any(isinstance(e, GrantFlashback) for e in card.spell)
    )
    _DECK_FLAG[id(card)] = (card, flag)
    return flag


def deck_has_cost_options(cards: list[CardDef]) -> bool:
    """Whether any card has cost options or grants flashback (the engine's fast-path flag)."""
    return any(_card_has_cost_options(c) for c in cards)


def option_of(card: CardDef, alt: int) -> Any:
    """The cost option ``alt`` names (``None`` for the mana cost or granted flashback)."""
    if alt <= 0 or alt > len(card.costs):
        return None
    return card.costs[alt - 1]


def kicker_of(card: CardDef) -> Kicker | None:
    """The card's kicker or multikicker (CR 702.33), if it has one."""
    for c in card.costs:
        if isinstance(c, Kicker):
            return c
    return None


def variant_req(
    card: CardDef,
    alt: int,
    kicks: int,
    game: Game | None = None,
    pid: int = 0,
    targets: tuple[tuple[int, ...], ...] | None = (),
) -> CostReq:
    """CR 601.2f: the mana to pay: mana cost or alternative cost, plus each kicker paid.

    With ``game``, cost increases and reductions apply to the total as well (CR 601.2f:
    Thalia taxes Force of Will's alternative cost too; see ``engine.modifiers``), with
    the spell's ``targets`` for a change that reads them.
    """
    opt = option_of(card, alt)
    if isinstance(opt, (AlternativeCost, Flashback)) and not (
        isinstance(opt, Flashback) and opt.mana is None
    ):
        base = cost_req(opt.mana)
    else:
        base = cost_req(card.cost)
    if kicks:
        k = kicker_of(card)
        if k is not None:
            base = combined_req([base] + [cost_req(k.mana)] * kicks)
    if game is not None:
        info = card_info(card)
        if game.modifier_sources or info.self_mods:
            base = changed_req(base, *cost_changes(game, pid, card, info.self_mods, targets))
    return base


def cast_req(
    game: Game,
    pid: int,
    card: CardDef,
    info: CardInfo,
    alt: int,
    kicks: int,
    targets: tuple[tuple[int, ...], ...] | None = (),
) -> CostReq:
    """CR 601.2f: the total cost of casting ``card`` with cost option ``alt`` and ``kicks``.

    ``targets``: the chosen targets, for a cost change that reads them (``None``: the least
    cost any targets could give; see ``engine.modifiers.cost_changes``).
    """
    if alt or kicks:
        return variant_req(card, alt, kicks, game, pid, targets)
    return spell_req(game, pid, card, info, targets)


def _sacrifice_candidates(game: Game, pid: int, opt: AlternativeCost) -> list[GameObject]:
    """CR 118.9: permanents that can pay "sacrifice a <subtype>" of an alternative cost.

    "a nontoken blue creature" (the Flares) is a ``sacrifice_filter``.
    """
    flt = opt.sacrifice_filter
    if flt is not None:
        return [o for o in game.players[pid].battlefield if matches(game, o, flt)]
    return [o for o in game.players[pid].battlefield if o.card.has_subtype(opt.sacrifice_type)]


def _return_candidates(game: Game, pid: int, opt: AlternativeCost) -> list[GameObject]:
    """CR 118.9: lands that can pay "return a <subtype> you control to its owner's hand"."""
    return [
        o
        for o in game.players[pid].battlefield
        if o.info.types & LAND and (not opt.return_type or opt.return_type in o.card.subtypes)
    ]


def _exile_candidates(game: Game, pid: int, opt: AlternativeCost, spell: int) -> list[GameObject]:
    """CR 118.9: other hand cards that can pay "exile a <colour> card from your hand"."""
    return [
        o
        for o in game.players[pid].hand
        if o.oid != spell and (not opt.exile_color or o.card.colors & opt.exile_color)
    ]


def _condition_holds(game: Game, pid: int, obj: GameObject, cond: str) -> bool:
    """CR 118.9: whether one condition of an alternative cost holds now (unknown: never)."""
    p = game.players[pid]
    opp = game.players[1 - pid]
    if cond == SPECTACLE:
        return bool(opp.life_lost_turn)  # CR 702.137a: an opponent lost life this turn
    if cond == NOT_YOUR_TURN:
        return game.active != pid  # Force of Negation: "If it's not your turn"
    if cond == MADNESS:
        return obj.zone is Zone.EXILE  # CR 702.35a: the exiled, discarded card (engine.madness)
    if cond == MIRACLE:
        return game.miracle_oid == obj.oid  # CR 702.94a: while its trigger resolves
    if cond.startswith(CONTROL_PREFIX):
        sub = cond[len(CONTROL_PREFIX) :]
        return any(sub in o.card.subtypes for o in p.battlefield)  # Snuff Out's Swamp
    if cond.startswith(OPP_CONTROL_PREFIX):
        sub = cond[len(OPP_CONTROL_PREFIX) :]
        return any(sub in o.card.subtypes for o in opp.battlefield)  # Rushwood Legate
    if cond.startswith(OPP_SPELLS_PREFIX):
        return opp.spells_cast_turn >= int(cond[len(OPP_SPELLS_PREFIX) :])
    if cond == NO_LANDS_IN_HAND:
        return not any(o.info.is_land for o in p.hand)  # Land Grant: "no land cards in hand"
    if cond == OPP_SEARCHED:
        return opp.searched_on == game.turn  # Archive Trap (CR 701.23)
    if cond == FIRST_SPELL_GAME:
        return not p.cast_log  # Once Upon a Time: no spell cast yet this game (CR 601.2i)
    return False


def _untapped_creatures(game: Game, pid: int, spell: int) -> list[GameObject]:
    """Untapped creatures ``pid`` controls that could be tapped for a cost (CR 118.9)."""
    return [
        o
        for o in game.players[pid].battlefield
        if o.info.is_creature and not o.tapped and o.oid != spell
    ]


def alternative_ok(game: Game, pid: int, obj: GameObject, opt: AlternativeCost) -> bool:
    """CR 118.9, 601.2b: can the non-mana parts of an alternative cost be paid now?"""
    p = game.players[pid]
    if opt.keyword in ("foretell", "plot") and not (obj.zone is Zone.EXILE and obj.foretold):
        return False  # foretell, plot (CR 702.143a, 702.170a): from exile, not from the hand
    if opt.condition and not all(
        _condition_holds(game, pid, obj, c) for c in opt.condition.split(AND)
    ):
        return False
    if opt.tap_creatures and len(_untapped_creatures(game, pid, obj.oid)) < opt.tap_creatures:
        return False  # Ramosian Rally: "tap an untapped creature you control"
    if opt.life and p.life < opt.life:
        return False  # CR 119.4
    if opt.sacrifice and len(_sacrifice_candidates(game, pid, opt)) < opt.sacrifice:
        return False
    if opt.return_to_hand and len(_return_candidates(game, pid, opt)) < opt.return_to_hand:
        return False
    return not (
        opt.exile_from_hand
        and len(_exile_candidates(game, pid, opt, obj.oid)) < opt.exile_from_hand
    )


def _choose(
    game: Game, pid: int, elig: list[GameObject], n: int, source: int = 0
) -> list[GameObject]:
    """The player chooses ``n`` of ``elig`` (CR 601.2h), asked only when there is a choice."""
    if n >= len(elig):
        return elig[:n]
    ids = game.ask(
        pid, Decision(SACRIFICE, [o.oid for o in elig], False, n, n, source=source, amount=n)
    )
    return [game.objects[i] for i in ids]


def exile_from_graveyard(game: Game, pid: int, n: int, source: int) -> None:
    """CR 118.3: pay "Exile N cards from your graveyard": the player chooses which."""
    for o in _choose(game, pid, list(game.players[pid].graveyard), n, source):
        game.move(o, Zone.EXILE)


def pay_alternative(game: Game, pid: int, obj: GameObject, opt: AlternativeCost) -> None:
    """CR 601.2h: pay the non-mana parts of an alternative cost (life, sacrifice, exile, return)."""
    if opt.life:
        game.lose_life(pid, opt.life, payment=True)
    if opt.opponent_gains:
        game.gain_life(1 - pid, opt.opponent_gains)  # Invigorate: "an opponent gain 3 life"
    if opt.tap_creatures:
        elig = _untapped_creatures(game, pid, obj.oid)
        elig.sort(key=lambda o: (game.power(o), o.oid))  # the least useful attackers first
        for o in _choose(game, pid, elig, opt.tap_creatures, obj.oid):
            o.tapped = True  # CR 118.9, 701.26a: tapped as the cost
    if opt.sacrifice:
        elig = _sacrifice_candidates(game, pid, opt)
        elig.sort(key=lambda o: not o.tapped)  # tapped ones first: they made no more mana
        for o in _choose(game, pid, elig, opt.sacrifice):
            game.say(f"sacrifices {o.card.name}", pid)
            game.sacrifice(o)
    if opt.return_to_hand:
        elig = _return_candidates(game, pid, opt)
        elig.sort(key=lambda o: not o.tapped)
        for o in _choose(game, pid, elig, opt.return_to_hand):
            game.say(f"returns {o.card.name} to hand", pid)
            game.move(o, Zone.HAND)
    if opt.exile_from_hand:
        elig = _exile_candidates(game, pid, opt, obj.oid)
        for o in _choose(game, pid, elig, opt.exile_from_hand, obj.oid):
            game.say(f"exiles {o.card.name} from hand", pid)
            game.move(o, Zone.EXILE)


def additional_of(card: CardDef) -> AdditionalCost | None:
    """The card's mandatory additional cost (CR 601.2b), if it has one."""
    for c in card.costs:
        if isinstance(c, AdditionalCost):
            return c
    return None


def _pay_bounce(game: Game, pid: int, spell: GameObject, add: AdditionalCost) -> None:
    """Deprive: return the permanents (tapped ones first: their mana is spent) to the hand."""
    elig = bounceable(game, pid, add)
    elig.sort(key=lambda o: (not o.tapped, o.info.mana_value))
    for o in _choose(game, pid, elig, add.bounce, spell.oid):
        game.say(f"returns {o.card.name} to its owner's hand", pid)
        game.move(o, Zone.HAND)


def sacrificed_lki(game: Game, o: GameObject) -> tuple[int, int, int]:
    """CR 608.2h: a permanent's power, toughness and mana value as it is sacrificed."""
    return (game.power(o), game.toughness(o), o.info.mana_value)


def pay_additional(
    game: Game, pid: int, spell: GameObject, add: AdditionalCost
) -> tuple[int, int, int] | tuple[()]:
    """CR 601.2h: pay an additional cost (the spell is already on the stack).

    Returns the power, toughness and mana value of the (first) sacrificed permanent as it
    last existed (CR 608.2h: "the sacrificed creature's power"), or ``()``.
    """
    game.cost_discards = ()
    if add.options:  # "discard a card or pay 3 life": the option chosen (additional_choice)
        chosen = choose_option(game, pid, spell, add, additional_ok)
        return () if chosen is None else pay_additional(game, pid, spell, chosen)
    sacrificed: tuple[int, int, int] | tuple[()] = ()
    if add.life:
        game.lose_life(pid, add.life, payment=True)
    if add.sacrifice:
        elig = additional_sacrifices(game, pid, add)
        elig.sort(key=lambda o: (not o.is_token, o.info.mana_value))
        for o in _choose(game, pid, elig, add.sacrifice, spell.oid):
            game.say(f"sacrifices {o.card.name}", pid)
            if not sacrificed:
                sacrificed = sacrificed_lki(game, o)
            game.sacrifice(o)
    if add.exile_from_graveyard:
        elig = [o for o in game.players[pid].graveyard if o is not spell]
        for o in _choose(game, pid, elig, add.exile_from_graveyard, spell.oid):
            game.move(o, Zone.EXILE)
    if add.discard:  # the cards kept for "the discarded card" (CR 608.2h; engine.sprint_s0)
        game.cost_discards = tuple(
            o.card for o in discard_cards(game, pid, add.discard, chooser=pid)
        )
    if add.bounce:
        _pay_bounce(game, pid, spell, add)
    return sacrificed


def can_flashback(game: Game, obj: GameObject) -> int:
    """CR 702.34a: the ``alt`` with which ``obj`` (in a graveyard) may be cast, or 0."""
    for i, c in enumerate(obj.card.costs):
        if isinstance(c, Flashback):
            if c.life and game.players[obj.owner].life < c.life:
                return 0  # CR 119.4: can't pay more life than you have
            if c.exile_others and len(game.players[obj.owner].graveyard) <= c.exile_others:
                return 0  # CR 702.138a: N *other* cards to exile
            extras = c.sacrifice is not None or c.tap is not None or c.discard > 0
            if extras and not flashback_extras_ok(game, obj.owner, c):
                return 0  # CR 118.3: "Sacrifice three creatures", "Tap three ..."
            return i + 1
    if obj.flashback_turn == game.turn:
        return GRANTED_FLASHBACK
    return 0


# ------------------------------------------------------------------- hand actions


def hand_action_ok(game: Game, pid: int, obj: GameObject, index: int, sorcery_ok: bool) -> bool:
    """Can ``obj``'s cost option ``index`` be used from the hand now (mana included)?"""
    c = obj.card.costs[index]
    if isinstance(c, Suspend):
        # CR 702.62a: any time you could cast the card (sorcery timing unless instant-speed).
        if not (sorcery_ok or obj.info.is_instant_speed):
            return False
        req = cost_req(c.mana)
    elif isinstance(c, Cycling):
        req = cost_req(c.mana)  # cycling works any time you have priority (CR 702.29a)
        if c.life and game.players[pid].life < c.life:
            return False  # CR 119.4
        if c.sacrifice_land and not any(o.info.is_land for o in game.players[pid].battlefield):
            return False  # CR 118.3: "Sacrifice a land"
    elif isinstance(c, Ninjutsu):
        return ninjutsu_ok(game, pid, c)  # CR 702.49a (``engine.ninjutsu``)
    elif isinstance(c, Transmute):
        if not sorcery_ok:
            return False  # CR 702.53a: "Transmute only as a sorcery"
        req = cost_req(c.mana)
    elif isinstance(c, Channel):
        # CR 602.2b, 601.2c: an ability with targets needs a legal choice to be activated.
        specs = effect_target_specs(c.effect)
        if specs and not enumerate_targets(game, pid, specs, obj.oid):
            return False
        req = cost_req(channel_mana(game, pid, c))
    else:
        return False
    return find_payment(game, pid, req) is not None


def _sacrifice_a_land(game: Game, pid: int) -> None:
    """CR 118.3, 701.21: sacrifice a land as a cost: a tapped one first, the player's choice."""
    lands = [o for o in game.players[pid].battlefield if o.info.is_land]
    if not lands:
        raise IllegalActionError("no land to sacrifice")
    game.sacrifice(min(lands, key=lambda o: (not o.tapped, o.info.mana_value)))


def channel_mana(game: Game, pid: int, c: Channel) -> ManaCost:
    """The mana a channel ability costs now (CR 601.2f via CR 602.2b: reductions, generic only).

    "This ability costs {1} less to activate for each legendary creature you control."
    """
    if not c.less_per_legend:
        return c.mana
    legends = sum(
        1 for o in game.players[pid].battlefield if o.info.is_legendary and o.info.is_creature
    )
    cut = min(c.mana.generic, legends * c.less_per_legend)
    if not cut:
        return c.mana
    g = c.mana.generic - cut
    rest = c.mana.text[len(f"{{{c.mana.generic}}}") :]
    return replace(c.mana, generic=g, text=(f"{{{g}}}" if g else "") + rest)


def use_hand_action(game: Game, pid: int, oid: int, index: int) -> None:
    """CR 702.62a suspend (a special action, CR 116.2f) or CR 702.29a cycling."""
    obj = game.objects.get(oid)
    if obj is not None and obj.zone is Zone.GRAVEYARD and obj.owner == pid:
        _use_from_graveyard(game, pid, obj, index)
        return
    if obj is None or obj.zone is not Zone.HAND or obj.owner != pid:
        raise IllegalActionError(f"no card {oid} in hand")
    if index >= len(obj.card.costs):
        raise IllegalActionError(f"{obj.card.name} has no cost option {index}")
    c = obj.card.costs[index]
    if isinstance(c, AlternativeCost) and c.keyword in ("foretell", "plot"):
        foretell(game, pid, obj)  # CR 702.143a, 702.170a, 116.2h (``engine.foretell``)
        return
    if isinstance(c, Channel):
        _use_channel(game, pid, obj, c)
        return
    if isinstance(c, Ninjutsu):
        use_ninjutsu(game, pid, obj, c)
        return
    if isinstance(c, Transmute):
        # Transmute, CR 702.53a: pay, put it into the graveyard, search for a card of the same
        # mana value; an ability of the card in hand as channel's (timing: ``hand_action_ok``).
        mv = obj.card.mana_value
        same = Filter(min_mana_value=mv, max_mana_value=mv)
        _use_channel(game, pid, obj, Channel(c.mana, (SearchLibrary(same, to="hand"),)))
        return
    if isinstance(c, (Suspend, Cycling)):
        req = cost_req(c.mana)
    else:
        raise IllegalActionError(f"{obj.card.name}: option {index} is not used from hand")
    payment = find_payment(game, pid, req)
    if payment is None:
        raise IllegalActionError(f"cannot pay for {obj.card.name}")
    pay(game, pid, payment)
    if isinstance(c, Cycling) and c.life:
        if game.players[pid].life < c.life:
            raise IllegalActionError(f"cannot pay {c.life} life")
        game.lose_life(pid, c.life, payment=True)
    if isinstance(c, Cycling) and c.sacrifice_land:
        _sacrifice_a_land(game, pid)
    if isinstance(c, Suspend):
        new = game.move(obj, Zone.EXILE)
        assert new is not None
        new.counters = {"time": c.time}
        new.suspended = True
        game.say(f"suspends {new.card.name} with {c.time} time counters", pid)
        return
    # Cycling: discard this card as a cost, then the ability uses the stack (CR 602.2).
    new = game.move(obj, Zone.GRAVEYARD)
    assert new is not None
    game.say(f"cycles {new.card.name}", pid)
    on_cycle(game, pid, new)  # CR 702.29c-d: cycling triggers
    if c.land_type:
        # CR 702.29e: landcycling searches for a card of the land type instead of drawing.
        if c.land_type == "basic land":
            flt = Filter(card_type=_CARD_TYPE_LAND, supertypes=_SUPERTYPE_BASIC)
        elif c.land_type == "artifact land":  # Sojourner's Companion: both types (CR 205.2a)
            flt = Filter(all_types=_CARD_TYPE_ARTIFACT | _CARD_TYPE_LAND)
        else:
            flt = Filter(subtypes=(c.land_type,))
        eff: Any = SearchLibrary(flt)
    else:
        eff = DrawCards(1)
    sid = game.next_id
    game.next_id += 1
    game.stack.append(StackItem(sid, "ability", new, new.card, pid, (eff,)))


_MAIN_STEPS: Final = (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)


def _use_from_graveyard(game: Game, pid: int, obj: GameObject, index: int) -> None:
    """CR 602.1: a graveyard ability (``engine.graveyard_abilities``), checked again here."""
    c = obj.card.costs[index] if index < len(obj.card.costs) else None
    sorc = game.active == pid and not game.stack and game.step in _MAIN_STEPS  # CR 307.1
    if not isinstance(c, GraveyardAbility) or not graveyard_ability_ok(game, pid, obj, c, sorc):
        raise IllegalActionError(f"{obj.card.name}: option {index} can't be used now")
    use_graveyard_ability(game, pid, obj, c)


def _use_channel(game: Game, pid: int, obj: GameObject, c: Channel) -> None:
    """Channel: activate from the hand (CR 602.2): targets, then pay mana and discard it.

    Targets are chosen as it is activated (CR 602.2b, 601.2c); the card is discarded as a
    cost (CR 602.2b, 601.2h), then the ability waits on the stack.
    """
    targets = ability_targets(game, pid, obj, c.effect)
    payment = find_payment(game, pid, cost_req(channel_mana(game, pid, c)))
    if payment is None:
        raise IllegalActionError(f"cannot pay for {obj.card.name}'s channel ability")
    pay(game, pid, payment)
    new = game.move(obj, Zone.EXILE if c.exile else Zone.GRAVEYARD)
    assert new is not None
    game.say(f"channels {new.card.name}", pid)
    on_discard(game, pid, new)  # channel discards the card as a cost (CR 701.9)
    sid = game.next_id
    game.next_id += 1
    item = StackItem(sid, "ability", new, new.card, pid, c.effect, targets)
    if c.effect and all(isinstance(e, (AddMana, AddOneOf)) for e in c.effect):
        resolve_effects(game, item)  # CR 605.3b: a mana ability doesn't use the stack
        return
    game.stack.append(item)


def suspend_upkeep(game: Game, pid: int) -> None:
    """CR 702.62a: at its owner's upkeep, remove a time counter from each suspended card.

    When the last is removed, it is cast without paying its mana cost (a creature cast
    this way gains haste).
    """
    for obj in list(game.players[pid].exile):
        if not obj.suspended:
            continue
        n = obj.counter("time")
        if n <= 0:
            continue  # no counter to remove: nothing triggers (it stays exiled)
        assert obj.counters is not None
        obj.counters["time"] = n - 1
        game.say(f"removes a time counter from {obj.card.name} ({n - 1} left)")
        # "When the last is removed, you may cast it without paying its mana cost."
        if n == 1 and game.ask(pid, Decision(MAY, YES_NO, source=obj.oid)):
            cast_without_paying(game, pid, obj)


def cast_without_paying(game: Game, pid: int, obj: GameObject) -> bool:
    """CR 118.9, 702.62a: cast ``obj`` without paying its mana cost; False if it can't be."""
    info = obj.info
    if not obj.card.castable:
        return False  # a withheld spell (``cards.oracle.withhold``) is never cast
    forbidden = game.modifier_sources and cast_forbidden(game, pid, obj.card, False, obj.zone)
    if forbidden or cast_locked(game, pid, obj.card):
        return False  # CR 101.2: Rule of Law (or Silence) stops a free cast too
    specs = list(info.spell_specs)
    if info.is_aura and info.aura_target is not None:
        specs = [info.aura_target]
    targets: tuple[tuple[int, ...], ...] = ()
    if specs:
        options = enumerate_targets(game, pid, specs, obj.oid)
        if not options:
            return False  # suspend (CR 702.62a): it can't be cast, so it stays in exile
        targets = (
            options[0]
            if len(options) == 1
            else game.ask(pid, Decision(TARGETS, options, source=obj.oid))
        )
    add = additional_of(obj.card) if info.costs else None
    if add is not None and not additional_ok(game, pid, obj, add):
        return False  # CR 601.2b: the additional cost is still paid when cast for free
    suspended = obj.suspended
    new = game.move(obj, Zone.STACK)
    assert new is not None
    if add is not None:
        pay_additional(game, pid, new, add)
    effects = tuple(e for e in info.spell if e is not info.modal)
    item = StackItem(new.oid, "spell", new, new.card, pid, effects, targets)
    item.haste = suspended and info.is_creature
    game.stack.append(item)
    game.players[pid].spells_cast_turn += 1
    game.say(f"casts {new.card.name} without paying its mana cost", pid)
    events.on_cast(game, item)
    return True


FREE_CAST.append(cast_without_paying)  # rebound's delayed cast (CR 702.88a)

__all__ = [
    "GRANTED_FLASHBACK",
    "additional_of",
    "additional_ok",
    "alternative_ok",
    "can_flashback",
    "cast_req",
    "cast_without_paying",
    "hand_action_ok",
    "kicker_of",
    "option_mana",
    "option_of",
    "pay_additional",
    "pay_alternative",
    "suspend_upkeep",
    "use_hand_action",
    "variant_req",
]
