"""Effect type -> value estimate: the AI twin of ``engine/resolve.py``.

See ARCHITECTURE.md, Cards are data.

Values are rough "points" on one scale, where one point is about one damage to the
opponent's face. ``EVALUATORS`` covers every class of ``ALL_EFFECTS`` (a test checks
it); ``card_value`` sums a card's spell effects and adds its body for creatures.

This module holds the table, ``effect_value`` and the evaluators that value nested
effects through it: modes (CR 700.2), optional and "if" effects, delayed triggers
(CR 603.7), "if kicked" effects valued unkicked (a kicked cast is read through
``players.kicked``). The plain values are ``players.value_basic``'s; the later rounds'
part of the table is ``players.value_rounds``, the helpers' tables the other
``players.value_*`` modules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.effects_s1 import ReturnAtNextUntap
from deckstats.cards.effects_trig40 import (
    CounterIfTopMatches,
    DamageFrom,
    IfObjectIs,
    ManaPerRemovedCounter,
    UnlessSourceEnteredThisTurn,
)
from deckstats.cards.initiative import CompleteDungeon, TakeInitiative
from deckstats.cards.model import CardDef
from deckstats.cards.player_protection import ProtectionFromEverything
from deckstats.cards.punishers import DiscardOrLose
from deckstats.cards.static_rules import DiscardChosen, SetLife, TurnRules
from deckstats.cards.targets import Ref
from deckstats.players.value_act import ACT40_VALUES
from deckstats.players.value_basic import (
    FLAT_VALUES,
    _add_mana,
    _add_one_of,
    _amass,
    _amount,
    _attach,
    _counter,
    _counters,
    _custom,
    _damage,
    _damage_divided,
    _damage_each,
    _dig,
    _discard,
    _draw,
    _energy,
    _energy_damage,
    _exile_graveyard,
    _extra_land_play,
    _extra_turn,
    _fight,
    _flat,
    _for_each_kick,
    _gain,
    _gain_from_power,
    _grant_flashback,
    _grant_flashback_each,
    _hits_opponent,
    _impulse,
    _lose,
    _mass_removal,
    _mill,
    _pay_or_lose,
    _pay_or_sacrifice,
    _pump,
    _pump_all,
    _pump_per,
    _put_back,
    _put_from_hand,
    _regenerate,
    _removal,
    _reorder,
    _reveal,
    _sacrifice,
    _scry,
    _search,
    _tap,
    _token,
    _transform,
    _untap_lands,
    _wheel,
)
from deckstats.players.value_oneshots import SPELL40_VALUES
from deckstats.players.value_riders import RIDER_VALUES
from deckstats.players.value_rounds import ROUND_VALUES
from deckstats.players.value_stat import STAT39_VALUES

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
Conditional: Final = fx.Conditional
DealDamage: Final = fx.DealDamage
DealDamageDivided: Final = fx.DealDamageDivided
DealDamageEach: Final = fx.DealDamageEach
IfCount: Final = fx.IfCount
IfKicked: Final = fx.IfKicked
LoseLife: Final = fx.LoseLife
MayDo: Final = fx.MayDo
Pump: Final = fx.Pump

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_EACH_OPPONENT: Final = Ref.EACH_OPPONENT
_REF_EACH_PLAYER: Final = Ref.EACH_PLAYER
_REF_SELF: Final = Ref.SELF
_REF_YOU: Final = Ref.YOU


def _modal(e: fx.Modal, x: int) -> float:
    """A modal spell: its ``choose`` best modes (CR 700.2), more if "or more" and worth it.

    A mode that may be repeated (CR 700.2d) is worth its best mode ``choose`` times.
    """
    best: list[float] = []
    for mode in e.modes:
        worth = 0.0
        for f in mode:
            worth += effect_value(f, x)
        best.append(worth)
    best.sort(reverse=True)
    if e.repeat:
        return best[0] * e.choose if best else 0.0
    total = 0.0
    for i, v in enumerate(best[: max(e.most, e.choose)]):
        if i < e.choose or v > 0:
            total += v  # the modes we must choose, then any optional mode worth having
    return total


def _may(e: fx.MayDo, x: int) -> float:
    """An optional effect: never worth less than nothing (we may decline; another may not)."""
    value = sum(effect_value(f, x) for f in e.effect)
    return value if e.who != _REF_YOU else max(0.0, value)


def _delayed(e: fx.DelayedTrigger, x: int) -> float:
    """A delayed trigger (CR 603.7): what it will do, later."""
    return sum(effect_value(f, x) for f in e.effect)


def _conditional(e: fx.Conditional | fx.IfCount, x: int) -> float:
    """An "if" effect: the better of its two branches."""
    # The better branch: a goldfish plays its land first, so landfall usually holds.
    then = sum(effect_value(f, x) for f in e.then)
    return max(then, sum(effect_value(f, x) for f in e.otherwise))


def _if_kicked(e: fx.IfKicked, x: int) -> float:
    """An "if kicked" effect, valued unkicked."""
    # Valued unkicked: the goldfish prices a kicked cast with ``kicked_effects`` instead.
    return sum(effect_value(f, x) for f in e.otherwise)


def _if_top_card_is(e: fx.IfTopCardIs, x: int) -> float:
    """Delver's check: the effect, times a rough chance that the top card qualifies."""
    return 0.4 * sum(effect_value(t, x) for t in e.then)


def _optional_cost(e: fx.OptionalCost, x: int) -> float:
    """An optional payment for an effect: the effect, less what it costs."""
    cost = (e.mana.mana_value if e.mana is not None else 0) + 0.8 * e.discard - e.draw
    cost += 0.3 * (e.life + e.energy) + 0.8 * e.discard_hand + 0.3 * (e.exile_card is not None)
    cost += 1.5 if e.sacrifice_one is not None else 0.0  # a permanent (Witherbloom Charm)
    return max(0.0, sum(effect_value(f, x) for f in e.then) - 0.5 * cost)


def _gain_level(e: fx.GainLevel, x: int) -> float:
    """A Class level: half the value of the abilities it adds (they act on later turns)."""
    trig = sum(effect_value(t, x) for tr in e.triggers for t in tr.effect)
    act = sum(effect_value(t, x) for ab in e.abilities for t in ab.effect)
    return 0.5 * (trig + act) + float(sum(s.power + s.toughness for s in e.statics))


#: Effect class -> value estimate ``(effect, x) -> float``.
EVALUATORS: dict[type, Callable[[Any, int], float]] = {
    fx.DealDamage: _damage,
    fx.DrawCards: _draw,
    fx.GainLife: _gain,
    fx.LoseLife: _lose,
    fx.AddMana: _add_mana,
    fx.AddOneOf: _add_one_of,
    fx.CreateToken: _token,
    fx.Pump: _pump,
    fx.PutCounters: _counters,
    fx.Destroy: _removal,
    fx.Exile: _removal,
    fx.Bounce: lambda e, x: 1.5,
    fx.Tap: _tap,
    fx.Untap: _tap,
    fx.Discard: _discard,
    fx.Mill: _mill,
    fx.Scry: _scry,
    fx.Surveil: _scry,
    fx.SearchLibrary: _search,
    fx.CounterSpell: _counter,
    fx.Sacrifice: _sacrifice,
    fx.Dig: _dig,
    fx.RevealTopMayTake: _reveal,
    fx.Fight: _fight,
    fx.AttachTo: _attach,
    fx.Modal: _modal,
    fx.MayDo: _may,
    fx.Conditional: _conditional,
    fx.DealDamageEach: _damage_each,
    fx.DealDamageDivided: _damage_divided,
    fx.GainLifeFromPower: _gain_from_power,
    fx.PutFromHandOnTop: _put_back,
    fx.ReorderTop: _reorder,
    fx.Custom: _custom,
    fx.IfKicked: _if_kicked,
    fx.ForEachKick: _for_each_kick,
    fx.GrantFlashback: _grant_flashback,
    fx.GrantFlashbackEach: _grant_flashback_each,
    fx.ExileGraveyard: _exile_graveyard,
    fx.PutFromHand: _put_from_hand,
    fx.ExileUntilLeaves: _removal,
    fx.Regenerate: _regenerate,
    fx.GetEnergy: _energy,
    fx.ExtraLandPlay: _extra_land_play,
    fx.ExtraTurn: _extra_turn,
    fx.PayEnergyDamage: _energy_damage,
    fx.ExileTopPlayable: _impulse,
    fx.Amass: _amass,
    fx.MassRemoval: _mass_removal,
    fx.OptionalCost: _optional_cost,
    fx.PumpAll: _pump_all,
    fx.Connive: lambda e, x: 1.0,  # a loot, often a +1/+1 counter (CR 701.50a)
    CounterIfTopMatches: lambda e, x: 1.0,  # a counterspell, some of the time (CR 701.6)
    UnlessSourceEnteredThisTurn: lambda e, x: sum(effect_value(f, x) for f in e.effect),
    DamageFrom: lambda e, x: _damage(DealDamage(e.amount, e.to), x),
    ManaPerRemovedCounter: lambda e, x: 1.0,  # stored mana (CR 106.1)
    IfObjectIs: lambda e, x: max(
        sum(effect_value(f, x) for f in e.then), sum(effect_value(f, x) for f in e.otherwise)
    ),
    fx.BottomThenDraw: lambda e, x: 1.0 * e.plus,  # a card, and filtering
    fx.ShuffleIntoLibrary: lambda e, x: 0.0,  # a graveyard reset (Emrakul)
    fx.ReorderTopOf: lambda e, x: 0.2 * e.count,  # card selection, like Ponder's look
    fx.CounterIfCounters: lambda e, x: 1.0,  # a lock piece's counter (Chalice of the Void)
    fx.RevealTopToHand: lambda e, x: 1.0,  # a card, for some life (Dark Confidant)
    fx.PutFromHandCounted: lambda e, x: 1.5,  # a creature without casting (Aether Vial)
    fx.CastLockThisTurn: lambda e, x: 0.5,  # a turn safe from their spells (Silence)
    fx.BecomeSaddled: lambda e, x: 0.5,  # its "if saddled" attack bonus (Caustic Bronco)
    fx.CoinFlipDamage: lambda e, x: -0.3 * e.amount,  # half the time, N damage to you
    fx.IfSourceTapped: lambda e, x: 0.5 * sum(effect_value(f, x) for f in e.then),
    fx.IfSourceNoCounters: lambda e, x: 0.5 * sum(effect_value(f, x) for f in e.then),
    fx.PumpPerCount: lambda e, x: _pump(Pump(2 * e.power, 2 * e.toughness, e.target), x),
    fx.IfTargetManaValue: lambda e, x: 0.5 * sum(effect_value(f, x) for f in e.then),
    fx.PumpPer: _pump_per,
    fx.IfCount: _conditional,
    fx.SearchXOrLess: lambda e, x: _search(e.search, x),
    fx.PutInLibrary: lambda e, x: 0.0 if e.target == _REF_SELF else 3.0,  # as a removal
    fx.Proliferate: lambda e, x: 1.0,
    fx.Flicker: lambda e, x: 1.0,  # the permanent's enters abilities again
    fx.GivePoison: lambda e, x: 0.5 * e.count if e.player != _REF_YOU else -1.0,
    # issue 26 round 37 (spell): one card of the kind instead of N; the lock effects are
    # small tempo riders against a goldfish; a branch on the target is half its value
    fx.DiscardUnless: lambda e, x: 1.0 if e.player != _REF_YOU else -0.8,
    fx.CantGainLife: lambda e, x: 0.2,
    fx.DamageUnpreventable: lambda e, x: 0.1,
    fx.DestroyEnteredThisTurn: lambda e, x: 1.0,  # an answer to this turn's creatures
    fx.IfTargetWas: lambda e, x: 0.5 * sum(effect_value(f, x) for f in (*e.then, *e.otherwise)),
    fx.ExileIfDiesThisTurn: lambda e, x: 0.2,
    fx.RemoveCounterOrSacrifice: lambda e, x: -0.5,
    fx.SacrificeUnless: lambda e, x: -0.5,
    DiscardOrLose: lambda e, x: 1.0 + 0.1 * e.life,  # a card from their hand, or the life
    TakeInitiative: lambda e, x: 3.0,  # a room now, another each upkeep it is kept
    CompleteDungeon: lambda e, x: 0.0,
    ProtectionFromEverything: lambda e, x: 1.5,  # a turn cycle safe from damage
    fx.UntapPermanents: lambda e, x: 1.0,
    fx.GainControl: lambda e, x: (
        (1.5 if e.until_end_of_turn else 4.0) * (1 if e.to == _REF_YOU else -1)
    ),
    fx.DamageOpponentsPermanents: lambda e, x: 1.5 * _amount(e.amount, x),
    fx.UntapLands: _untap_lands,
    fx.Wheel: _wheel,
    fx.PayOrSacrifice: _pay_or_sacrifice,
    fx.DelayedTrigger: _delayed,
    fx.PayOrLose: _pay_or_lose,
    # CR 114: an emblem's anthem lasts the rest of the game (worth a few attacks)
    fx.GetEmblem: lambda e, x: 3.0 * sum(s.power + s.toughness for s in e.statics),
    TurnRules: lambda e, x: 0.5,  # a permission or a lock for a turn (Borne Upon a Wind)
    DiscardChosen: lambda e, x: 0.8,  # a card or two, if the name is right (Cabal Therapy)
    SetLife: lambda e, x: 4.0,  # an ultimate: an opponent at 1 life (Vraska, Relic Seeker)
    fx.DamageEqualToPower: lambda e, x: 2.0,  # about a two-power creature's worth
    fx.Explore: lambda e, x: 1.0,  # a land drawn or a +1/+1 counter
    fx.Animate: lambda e, x: 0.5 * (x if e.size is not None else e.power),  # an attacker
    fx.ExchangeControl: lambda e, x: 2.0,  # their creature for a lesser permanent (CR 701.12)
    fx.PutCountersDivided: lambda e, x: 0.5 * e.to.divide,  # +1/+1 counters, spread
    fx.CantLoseThisTurn: lambda e, x: 0.5,  # a turn saved (Angel's Grace)
    fx.LifeFloorThisTurn: lambda e, x: 0.5,
    fx.AddManaFor: lambda e, x: 0.8,  # counted mana (Gaea's Cradle): about two mana
    fx.AddManaIfControl: lambda e, x: 0.4 * len(e.instead),  # Tron lands
    fx.AddManaOfTapped: lambda e, x: 0.4,  # one more mana (Mirari's Wake; CR 605.1b)
    fx.CopySpell: lambda e, x: 1.5,  # another copy of a spell worth casting (CR 707.10)
    fx.GrantTrigger: lambda e, x: 1.0,  # a trigger for the turn (Glimpse of Nature)
    fx.ImpendingTick: lambda e, x: 0.5,  # an Overlord a turn closer to attacking
    fx.Transform: _transform,
    fx.IfTopCardIs: _if_top_card_is,
    fx.GainLevel: _gain_level,
}
EVALUATORS.update(ROUND_VALUES)  # (players.value_rounds)
EVALUATORS.update(dict.fromkeys(FLAT_VALUES, _flat))
EVALUATORS.update(RIDER_VALUES)  # (players.value_riders)
EVALUATORS.update(STAT39_VALUES)  # (players.value_stat)
EVALUATORS.update(ACT40_VALUES)  # (players.value_act)
EVALUATORS[ReturnAtNextUntap] = lambda e, x: -0.5  # the land back to hand: a land drop
EVALUATORS.update(SPELL40_VALUES)  # (players.value_oneshots)


def effect_value(effect: Any, x: int = 0) -> float:
    """Estimate the value of one effect (unknown classes count 0)."""
    fn = EVALUATORS.get(type(effect))
    return fn(effect, x) if fn is not None else 0.0


def face_damage(effects: tuple[Any, ...], x: int = 0) -> int:
    """Damage or life loss the effects can point at the opponent right now."""
    n = 0
    for e in effects:
        if (isinstance(e, DealDamage) and _hits_opponent(e.to)) or (
            isinstance(e, LoseLife) and e.player in (_REF_EACH_OPPONENT, _REF_EACH_PLAYER)
        ):
            n += _amount(e.amount, x)
        elif isinstance(e, MayDo):
            n += face_damage(e.effect, x)
        elif isinstance(e, (Conditional, IfCount)):
            n += max(face_damage(e.then, x), face_damage(e.otherwise, x))
        elif isinstance(e, IfKicked):
            n += face_damage(e.otherwise, x)  # unkicked; see ``kicked_effects``
        elif isinstance(e, DealDamageDivided) and _hits_opponent(e.to):
            n += e.total(x)
        elif isinstance(e, DealDamageEach) and e.players in (
            _REF_EACH_OPPONENT,
            _REF_EACH_PLAYER,
        ):
            n += _amount(e.amount, x)
    return n


def card_value(card: CardDef, x: int = 0, turns_left: int = 3) -> float:
    """Estimate a card's value: spell effects, plus a creature's attacks over ``turns_left``."""
    v = sum(effect_value(e, x) for e in card.spell)
    if card.is_creature:
        p = card.power or 0
        v += p * max(turns_left - 1, 0) + 0.1 * (card.toughness or 0)
    for t in card.triggers:
        v += 0.5 * sum(effect_value(e, x) for e in t.effect)
    for s in card.statics:
        v += 1.0 * (s.power + s.toughness)
    return v
