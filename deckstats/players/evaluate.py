"""Effect type -> value estimate: the AI twin of ``engine/resolve.py``.

See ARCHITECTURE.md, Cards are data.

Values are rough "points" on one scale, where one point is about one damage to the
opponent's face. ``EVALUATORS`` covers every class of ``ALL_EFFECTS`` (a test checks
it); ``card_value`` sums a card's spell effects and adds its body for creatures.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards import effects_act as ax
from deckstats.cards import effects_hands as hx
from deckstats.cards import effects_library as lx
from deckstats.cards import effects_moves as mx
from deckstats.cards import effects_named as nx
from deckstats.cards.effects_etb import (
    DiscardElseDraw,
    GraveyardToBottom,
    OpponentsOfDraw,
    PutCountersDivided,
    SacrificeSelfThen,
)
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
from deckstats.cards.targets import Controller, Ref, Target, TargetKind
from deckstats.players.reading import amount, counted
from deckstats.players.value_act import ACT40_VALUES
from deckstats.players.value_oneshots import SPELL40_VALUES
from deckstats.players.value_riders import RIDER_VALUES
from deckstats.players.value_stat import STAT39_VALUES

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
Conditional: Final = fx.Conditional
DealDamage: Final = fx.DealDamage
DealDamageDivided: Final = fx.DealDamageDivided
DealDamageEach: Final = fx.DealDamageEach
Discard: Final = fx.Discard
Exile: Final = fx.Exile
ForEachKick: Final = fx.ForEachKick
IfCount: Final = fx.IfCount
IfKicked: Final = fx.IfKicked
LoseLife: Final = fx.LoseLife
MayDo: Final = fx.MayDo
Pump: Final = fx.Pump

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_CONTROLLER_OPPONENT: Final = Controller.OPPONENT
_CONTROLLER_YOU: Final = Controller.YOU
_REF_DEFENDING_PLAYER: Final = Ref.DEFENDING_PLAYER
_REF_EACH_OPPONENT: Final = Ref.EACH_OPPONENT
_REF_EACH_PLAYER: Final = Ref.EACH_PLAYER
_REF_SELF: Final = Ref.SELF
_REF_YOU: Final = Ref.YOU
_TARGET_KIND_PLAYER: Final = TargetKind.PLAYER


def _amount(a: Any, x: int) -> int:
    """A printed amount: an int, ``"X"`` read as ``x``, a counted one cautiously."""
    return amount(a, x)


def _hits_opponent(spec: Any) -> bool:
    """Whether a target spec (or fixed reference) may point at an opponent."""
    if isinstance(spec, Target):
        return bool(spec.kinds & _TARGET_KIND_PLAYER) and spec.controller != _CONTROLLER_YOU
    return spec in (_REF_EACH_OPPONENT, _REF_DEFENDING_PLAYER, _REF_EACH_PLAYER)


def _damage(e: fx.DealDamage, x: int) -> float:
    """Damage: a point per damage at the opponent, a little less at a creature."""
    n = _amount(e.amount, x)
    return float(n) if _hits_opponent(e.to) else 0.8 * n


def _draw(e: fx.DrawCards, x: int) -> float:
    """Card draw for us: a card and a half of value each."""
    return 1.5 * _amount(e.count, x) if e.player == _REF_YOU else 0.0


def _gain(e: fx.GainLife, x: int) -> float:
    """Life gain: little to a player racing a goldfish clock."""
    return 0.3 * _amount(e.amount, x)


def _lose(e: fx.LoseLife, x: int) -> float:
    """Life loss: damage when the opponent loses it, a cost when we do."""
    n = _amount(e.amount, x)
    return float(n) if e.player != _REF_YOU else -0.5 * n


def _add_mana(e: fx.AddMana, x: int) -> float:
    """A mana ritual: a little tempo per mana."""
    return 0.4 * len(e.symbols)


def _add_one_of(e: fx.AddOneOf, x: int) -> float:
    """Mana of one colour among several: as ``_add_mana``."""
    return 0.4 * e.amount


def _token(e: fx.CreateToken, x: int) -> float:
    """Creature tokens: their power attacks on later turns, toughness blocks."""
    if isinstance(e.controller, Ref) and e.controller != _REF_YOU:
        return -0.5 * _amount(e.count, x)  # tokens an opponent gets (Get Lost's Maps)
    p = e.token.power or 0
    t = e.token.toughness or 0
    if e.token.pt_cda is not None:
        # A counted P/T (Urza's Saga's Construct, 0/0 + artifacts you control): it counts
        # itself and usually another; valued at +2/+2 over its printed numbers.
        p, t = p + 2, t + 2
    if e.counters:  # "Put X +1/+1 counters on it" (Slime Against Humanity)
        n = max(_amount(e.counters, x), 2)
        p, t = p + n, t + n
    return _amount(e.count, x) * (1.5 * p + 0.5 * t + 0.5)


def _pump(e: fx.Pump, x: int) -> float:
    """A pump: mostly its power (damage this turn), a little toughness and keywords."""
    return 0.8 * e.power + 0.2 * e.toughness + (0.5 if e.keywords else 0.0)


def _counters(e: fx.PutCounters, x: int) -> float:
    """Counters: +1/+1 counters last, other kinds count little."""
    n = _amount(e.count, x)
    return 1.5 * n if e.kind == "+1/+1" else 0.5 * n


def _removal(e: Any, x: int) -> float:
    """Destroy, exile, bounce: a creature of theirs removed."""
    if isinstance(e, Exile) and e.target == _REF_SELF:
        return 0.0  # "Exile ~.": a spell exiling itself as it resolves removes nothing
    return 3.0


def _tap(e: Any, x: int) -> float:
    """Tapping a permanent: a small tempo gain."""
    return 0.5


def _discard(e: fx.Discard, x: int) -> float:
    """Discard: a card from the opponent is worth a card; our own is a cost."""
    n = _amount(e.count, x)
    return 1.2 * n if e.player != _REF_YOU else -0.8 * n


def _discard_then(e: hx.DiscardThen, x: int) -> float:
    """A discard and what follows it (Faithful Mending's draw, Seasoned Pyromancer's)."""
    if e.count >= hx.ANY_NUMBER:
        return 0.5  # "discard any number of cards, then draw that many": selection only
    discard = _discard(Discard(e.count, e.player), x)
    return discard + sum(effect_value(b, x) for b in (*e.between, *e.per))


def _mill(e: fx.Mill, x: int) -> float:
    """Mill: almost nothing against a goldfish's clock."""
    return 0.1 * _amount(e.count, x)


def _scry(e: Any, x: int) -> float:
    """Scry and surveil: card quality, a little per card seen."""
    return 0.4 * float(e.count)


def _search(e: fx.SearchLibrary, x: int) -> float:
    """Tutoring: a card to hand, or a land to the battlefield (ramp)."""
    if e.player != _REF_YOU:
        return -0.8  # Path to Exile's land for the target's controller: a drawback
    return 1.5 * e.count if e.to != "battlefield" else 1.2 * e.count


def _counter(e: fx.CounterSpell, x: int) -> float:
    """A counterspell: a spell answered (less when they may pay)."""
    return 2.5 if e.unless_pay is None else 1.5


def _sacrifice(e: fx.Sacrifice, x: int) -> float:
    """Sacrifice: an edict against them, a cost when it is ours."""
    if e.what == _REF_SELF or e.player == _REF_YOU:
        return -1.0 * _amount(e.count, x)
    return 2.5 * _amount(e.count, x)


def _dig(e: fx.Dig, x: int) -> float:
    """Look at N, take M: cards taken count most."""
    return 1.2 * e.take + 0.1 * _amount(e.look, x)


def _reveal(e: fx.RevealTopMayTake, x: int) -> float:
    """Reveal the top card and maybe take it: a small card advantage for us."""
    return -0.4 if e.player != _REF_YOU else 0.4


def _fight(e: fx.Fight, x: int) -> float:
    """Fight: removal that needs a creature."""
    return 2.0


def _attach(e: fx.AttachTo, x: int) -> float:
    """Attach an Aura or Equipment: the static buff counts elsewhere."""
    return 1.0


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


def _gain_control(e: fx.GainControl, x: int) -> float:
    """A removal and a body (less until end of turn); giving ours away (``to``) costs that."""
    value = 1.5 if e.until_end_of_turn else 4.0
    if e.to != _REF_YOU and e.target == _REF_SELF:
        return -1.5  # the source itself given away after its work (Wishclaw Talisman)
    return value if e.to == _REF_YOU else -value


def _may(e: fx.MayDo, x: int) -> float:
    """An optional effect: never worth less than nothing (we may decline; another may not)."""
    value = sum(effect_value(f, x) for f in e.effect)
    return value if e.who != _REF_YOU else max(0.0, value)


def _delayed(e: fx.DelayedTrigger, x: int) -> float:
    """A delayed trigger (CR 603.7): what it will do, later."""
    return sum(effect_value(f, x) for f in e.effect)


def _pay_or_lose(e: fx.PayOrLose, x: int) -> float:
    """A Pact's upkeep payment: a whole turn's worth of mana (about one point a mana)."""
    return -float(e.mana.count("{"))


def _conditional(e: fx.Conditional | fx.IfCount, x: int) -> float:
    """An "if" effect: the better of its two branches."""
    # The better branch: a goldfish plays its land first, so landfall usually holds.
    then = sum(effect_value(f, x) for f in e.then)
    return max(then, sum(effect_value(f, x) for f in e.otherwise))


def _damage_each(e: fx.DealDamageEach, x: int) -> float:
    """Damage to each creature and/or player: a sweeper, face damage, or both."""
    n = _amount(e.amount, x)
    v = 1.5 * n if e.creatures else 0.0  # a sweeper: worth about a removal spell
    if e.players == _REF_EACH_OPPONENT:
        v += n
    elif e.players == _REF_EACH_PLAYER:
        v += 0.5 * n  # it hits its controller too
    return v


def _damage_divided(e: fx.DealDamageDivided, x: int) -> float:
    """Damage divided among targets: as ``_damage`` for the whole amount."""
    n = e.total(x)  # X damage divided: the X of the action (CR 107.3a)
    return float(n) if _hits_opponent(e.to) else 0.8 * n


def _gain_from_power(e: fx.GainLifeFromPower, x: int) -> float:
    """Life equal to a creature's power: a gain for us, a drawback for them."""
    return -0.5 if e.player != _REF_YOU else 0.6


def _put_back(e: fx.PutFromHandOnTop, x: int) -> float:
    """Cards put from hand on top of the library (Brainstorm, Chittering Rats)."""
    if e.player != _REF_YOU:
        return 1.0 * e.count  # the opponent loses a draw (Chittering Rats)
    return -1.2 * e.count + 0.3 * e.count  # the cards return, chosen: a small loss net


def _reorder(e: fx.ReorderTop, x: int) -> float:
    """Reorder the top of the library: card quality, a little per card."""
    return 0.3 * e.count


def _custom(e: fx.Custom, x: int) -> float:
    """A one-off custom effect: a nominal point."""
    return 1.0


#: Effect class -> value estimate ``(effect, x) -> float``.
def _if_kicked(e: fx.IfKicked, x: int) -> float:
    """An "if kicked" effect, valued unkicked."""
    # Valued unkicked: the goldfish prices a kicked cast with ``kicked_effects`` instead.
    return sum(effect_value(f, x) for f in e.otherwise)


def _for_each_kick(e: fx.ForEachKick, x: int) -> float:
    """A "for each time kicked" effect, valued unkicked."""
    return 0.0  # unkicked; see ``kicked_effects``


def _grant_flashback(e: fx.GrantFlashback, x: int) -> float:
    """Flashback granted to a card in the graveyard."""
    return 1.0  # a spell back from the graveyard


def _grant_flashback_each(e: fx.GrantFlashbackEach, x: int) -> float:
    """Flashback for each matching card in the graveyard (valued as two spells back)."""
    return 2.0


#: ``kicked_effects`` memo: (id of the effects, kicks) -> (the effects, the answer). The
#: same answer object each time lets the per-tuple memos downstream (``FACTS.spec_effects``)
#: hit; bounded (cleared past ``_KICKED_LIMIT``).
_KICKED: dict[tuple[int, int], tuple[tuple[Any, ...], tuple[Any, ...]]] = {}
_KICKED_LIMIT: Final = 4096


def kicked_effects(effects: tuple[Any, ...], kicks: int) -> tuple[Any, ...]:
    """The effects as they resolve when kicked ``kicks`` times (CR 702.33d), flattened.

    Memoised per effect tuple and count: the answer is shared, callers must not mutate it.
    """
    key = (id(effects), kicks)
    hit = _KICKED.get(key)
    if hit is not None and hit[0] is effects:
        return hit[1]
    out = _kicked_effects(effects, kicks)
    if len(_KICKED) > _KICKED_LIMIT:
        _KICKED.clear()
    _KICKED[key] = (effects, out)
    return out


def _kicked_effects(effects: tuple[Any, ...], kicks: int) -> tuple[Any, ...]:
    """``kicked_effects`` without the memo."""
    out: list[Any] = []
    for e in effects:
        if isinstance(e, IfKicked):
            out.extend(kicked_effects(e.effect if kicks else e.otherwise, kicks))
        elif isinstance(e, ForEachKick):
            for _ in range(kicks):
                out.extend(kicked_effects(e.effect, kicks))
        else:
            out.append(e)
    return tuple(out)


def _exile_graveyard(e: fx.ExileGraveyard, x: int) -> float:
    """Graveyard hate: worth a little against anyone, more than nothing to a goldfish."""
    return 0.3 if e.player == _REF_YOU else 1.0


def _impulse(e: fx.ExileTopPlayable, x: int) -> float:
    """Impulse draw: nearly a card drawn per card exiled (less when only for this turn)."""
    return (1.2 if e.next_turn else 0.9) * e.count


def _transform(e: fx.Transform, x: int) -> float:
    """A transforming card's back face is usually its stronger side (Insectile Aberration)."""
    return 2.0


def _if_top_card_is(e: fx.IfTopCardIs, x: int) -> float:
    """Delver's check: the effect, times a rough chance that the top card qualifies."""
    return 0.4 * sum(effect_value(t, x) for t in e.then)


def _energy(e: fx.GetEnergy, x: int) -> float:
    """Energy: a resource for the card's own payoff, worth a little each."""
    return 0.3 * e.count


def _extra_land_play(e: fx.ExtraLandPlay, x: int) -> float:
    """An extra land play this turn (CR 305.2): a little tempo when a land is in hand."""
    return 0.3 * e.count


def _extra_turn(e: fx.ExtraTurn, x: int) -> float:
    """An extra turn (CR 500.7): a draw, a land, an untap and another attack."""
    return 5.0 * e.count


def _energy_damage(e: fx.PayEnergyDamage, x: int) -> float:
    """Energy damage to a creature or planeswalker: removal (``_target_score`` refines it)."""
    return 2.0


def _regenerate(e: fx.Regenerate, x: int) -> float:
    """A shield against removal the players do not foresee: worth nothing up front."""
    return 0.0


def _mass_removal(e: fx.MassRemoval, x: int) -> float:
    """A sweeper: removal when only theirs die; a symmetric one is worth little up front."""
    return 3.0 if e.controller == _CONTROLLER_OPPONENT else 0.5


def _optional_cost(e: fx.OptionalCost, x: int) -> float:
    """An optional payment for an effect: the effect, less what it costs."""
    cost = (e.mana.mana_value if e.mana is not None else 0) + 0.8 * e.discard - e.draw
    cost += 0.3 * (e.life + e.energy) + 0.8 * e.discard_hand + 0.3 * (e.exile_card is not None)
    cost += 1.5 if e.sacrifice_one is not None else 0.0  # a permanent (Witherbloom Charm)
    return max(0.0, sum(effect_value(f, x) for f in e.then) - 0.5 * cost)


def _pump_all(e: fx.PumpAll, x: int) -> float:
    """A team pump: a little per point, as for a creature's pump, for a few creatures."""
    if e.controller == _CONTROLLER_OPPONENT:
        return 0.5 * max(0, -(e.power + e.toughness))
    return 0.6 * max(0, e.power + e.toughness) + (0.5 if e.keywords else 0.0)


def _pump_per(e: fx.PumpPer, x: int) -> float:
    """A pump per counted thing: as the pump of the cautious count (``reading.counted``)."""
    n = x if e.count.what == "x" else counted(e.count)  # "-X/-X": the X chosen (107.3a)
    if e.group is not None:
        return _pump_all(
            replace(e.group, power=e.group.power * n, toughness=e.group.toughness * n), x
        )
    return 0.8 * e.power * n + 0.2 * e.toughness * n + (0.5 if e.keywords else 0.0)


def _untap_lands(e: fx.UntapLands, x: int) -> float:
    """Lands untapped: about a mana each, spent this turn."""
    return 0.8 * e.count


def _wheel(e: fx.Wheel, x: int) -> float:
    """A fresh hand for each player: the caster's new cards, less the ones given away."""
    return 0.5 * e.draw


def _pay_or_sacrifice(e: fx.PayOrSacrifice, x: int) -> float:
    """An upkeep cost (echo): a drawback, about the mana it takes."""
    return -0.5 * e.cost.mana_value


def _amass(e: fx.Amass, x: int) -> float:
    """An Army that grows by ``count``: about a creature with that power."""
    return 1.5 * e.count


def _gain_level(e: fx.GainLevel, x: int) -> float:
    """A Class level: half the value of the abilities it adds (they act on later turns)."""
    trig = sum(effect_value(t, x) for tr in e.triggers for t in tr.effect)
    act = sum(effect_value(t, x) for ab in e.abilities for t in ab.effect)
    return 0.5 * (trig + act) + float(sum(s.power + s.toughness for s in e.statics))


def _put_from_hand(e: fx.PutFromHand, x: int) -> float:
    """A card from hand onto the battlefield for free: a land drop of ramp, or more."""
    return 1.2 * e.count


#: Effects worth a flat amount whatever the board (the reason beside each).
FLAT_VALUES: dict[type, float] = {
    # Living End: worth a few creatures to the deck built around it (board-blind here)
    fx.GraveyardSwap: 3.0,
    # a creature card returned to play: the targets decide how much (``_target_score``)
    fx.Reanimate: 4.0,
    # Fog: worth something only against an attack the players do not foresee
    fx.PreventCombatDamage: 0.0,
    # a mass return: worth what the graveyard holds, unknown here; a card or two
    fx.ReturnAllFromGraveyard: 2.0,
    # a creature saved from one colour of removal (or made unblockable by it): a trick
    fx.ProtectionFromChosenColor: 1.0,
}


def _edict_side(player: Any) -> float:
    """An effect every named player suffers: good against the opponent only."""
    if player == _REF_YOU:
        return -1.0
    return 0.0 if player == _REF_EACH_PLAYER else 1.0


def _flat(e: Any, x: int) -> float:
    """The flat value of an effect of ``FLAT_VALUES``."""
    return FLAT_VALUES[type(e)]


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
    fx.WarpExile: lambda e, x: 0.0,
    fx.TurnFaceUp: lambda e, x: 2.0,  # a face-down 2/2 becomes the card (CR 702.37e)
    fx.EnterAttacking: lambda e, x: 2.0,  # ninjutsu (CR 702.49a)
    fx.CreateAttached: lambda e, x: 1.0,  # living weapon: a body for the Equipment
    fx.PutCountersAll: lambda e, x: 1.0 * e.count,  # counters on a team (Steel Overseer)
    fx.PutSourceCounters: lambda e, x: 1.0,  # modular's counters moved (CR 702.43a)
    fx.ExileFromHand: lambda e, x: 1.0,  # the opponent's best nonland card, like a discard
    fx.BecomeMonarch: lambda e, x: 2.0,  # a card each end step while it is kept (CR 724.2)
    fx.GainAbility: lambda e, x: 1.0 + 0.5 * len(e.abilities) + 0.5 * len(e.triggers),
    fx.CreateRole: lambda e, x: 2.0,  # about +1/+1 and a keyword for the rest of the game
    fx.Mobilize: lambda e, x: 1.0 * e.count,  # a damage each, once (CR 702.181a)
    fx.OffspringCopy: lambda e, x: 2.0,  # a 1/1 with the creature's abilities (CR 702.175a)
    fx.CopyToken: lambda e, x: 3.0 if not e.at_end_step else 1.5,  # a copy (CR 707.2)
    fx.CopyNewTokens: lambda e, x: 0.0,  # needs the city's blessing: ascend only (CR 702.131)
    fx.CounterUnlessDiscard: lambda e, x: 1.5,  # a spell countered or a card discarded
    fx.ReturnFromGraveyard: lambda e, x: 1.0,  # a card back (if the graveyard has one)
    fx.UntapFetchedIf: lambda e, x: 0.3,  # a fetched land ready this turn, late in the game
    # the zones helper's effects (cards.effects_zone_moves): information, symmetric or
    # graveyard-hate moves worth little to a goldfish
    fx.LookAtHand: lambda e, x: 0.0,
    fx.ReturnChosen: lambda e, x: _edict_side(e.player),
    fx.ShuffleCardsIntoLibrary: lambda e, x: 0.0,
    fx.ExileUncastThisTurn: lambda e, x: 0.0,  # an answer to reanimation, not a goldfish card
    fx.PlayFromGraveyardThisTurn: lambda e, x: 2.0,  # a few cards again (Yawgmoth's Will)
    fx.GraveyardExileThisTurn: lambda e, x: 0.0,
    fx.BounceOwned: lambda e, x: 0.0,  # a tempo play against artifacts, not a goldfish card
    fx.BounceSameName: lambda e, x: 2.5 if e.destroy else 1.5,  # a destroy / a bounce
    fx.ExileLibrary: lambda e, x: -5.0,  # a whole library gone: only a combo piece
    fx.Wish: lambda e, x: 1.5,  # a tutor from the sideboard (CR 400.11), as a search to hand
    # round 38 (cards.effects_library): a card found (or a graveyard filled, Balustrade Spy)
    lx.RevealUntil: lambda e, x: 1.2 if e.found_to != "graveyard" and e.player == _REF_YOU else 0.3,
    lx.MillTake: lambda e, x: 1.0 * e.take + 0.1 * e.count,  # the taken card, as a dig
    lx.ExileNamed: lambda e, x: 1.5 if e.mode == "hand" else 0.3,  # a discard and more
    lx.AddManaCount: lambda e, x: 0.8,  # a ritual's counted mana: a mana or two
    lx.DigOne: lambda e, x: 0.3 if e.to == "top" else 1.2 + 0.1 * e.look,  # a card found
    lx.SearchSameName: lambda e, x: 1.2,  # a second copy of a card in hand
    lx.IfTargetAtMost: lambda e, x: 0.7 * sum(effect_value(t, x) for t in e.then),
    # round 39 (cards.effects_moves)
    mx.IfTargetX: lambda e, x: sum(effect_value(t, x) for t in e.then),  # Repeal: as its effect
    mx.ExileUntilTotal: lambda e, x: 0.5,  # a mill: a goldfish kill only in a mill deck
    mx.HalfOfPlayer: lambda e, x: 1.0,  # cards for a life total, or a mill: the deck knows
    mx.ReturnTopOfGraveyard: lambda e, x: 2.0,  # a hasty attack from the graveyard
    mx.OpponentChooses: lambda e, x: 1.5 if e.top else 1.0,  # a card or two, their choice
    mx.CopyIfCastFromGraveyard: lambda e, x: 0.5,  # the spell again, from a flashback
    # round 40 (cards.effects_named): a named card found; a named card taken; a clash
    nx.RevealUntilNamed: lambda e, x: 1.2,  # a tutor that exiles a part of the library
    nx.ExileChosenName: lambda e, x: 1.0,  # a discard and more, if the name is known
    nx.SearchExileCast: lambda e, x: 2.0,  # a free spell found (Bring to Light)
    nx.EachReturnsChosenType: lambda e, x: 2.0,  # a tribal mass reanimation (both sides)
    nx.FlickerChosenLater: lambda e, x: 0.5,  # enters abilities again, a turn later
    nx.VoteExile: lambda e, x: 3.0,  # an untargeted removal of their best nonland permanent
    nx.ExileAttackersLands: lambda e, x: 1.0,  # a one-sided sweeper of attackers, on defence
    nx.SearchMoreIfBehind: lambda e, x: 1.3,  # a land or two to hand
    nx.Clash: lambda e, x: 0.5 * (sum(effect_value(t, x) for t in e.then) + e.return_self),
    lx.SearchSplit: lambda e, x: 2.7,  # a land (ramp) and a card, as two searches
    fx.RevealTopPut: lambda e, x: 1.2,  # a card, sometimes a free permanent (Coiling Oracle)
    fx.DrawUnlessPays: lambda e, x: 0.6,  # a card or the opponent's mana (Rhystic Study)
    fx.CopyIfPays: lambda e, x: 0.0,  # the opponent's option: a copy back at us, for mana
    fx.GrantLandwalk: lambda e, x: -0.3,  # an opposing creature unblockable for a turn
    fx.AnimateTarget: lambda e, x: 1.0,  # an artifact attacks for a turn (Karn's +1)
    fx.AddSubtypes: lambda e, x: 0.0,  # a creature type: matters only to lords
    fx.ExileAllUntilLeaves: lambda e, x: 0.5,  # a sweeper of the cheap permanents (both sides)
    fx.Discover: lambda e, x: 0.6 * e.n,  # a free spell of mana value up to N
    fx.SacrificeElse: lambda e, x: 1.5,  # an edict, or its fallback (Invoke Despair)
    fx.AddManaAmount: lambda e, x: 0.3 * (2 if e.amount.what.startswith("target_") else 1),
    fx.BecomeCopy: lambda e, x: 0.5,  # a land copied (Thespian's Stage as a Lotus Field)
    hx.HandToLibrary: lambda e, x: (-0.5 if e.player == _REF_YOU else 1.0) + 0.8 * e.then_draw,
    hx.DiscardRevealed: lambda e, x: 1.0,  # the best of three cards they chose to show
    hx.DiscardHands: lambda e, x: 0.5,  # a refill for an empty hand, symmetric
    hx.EachLosesPart: lambda e, x: 0.0,  # symmetric: a deck built around it (Pox) knows
    hx.DiscardThen: _discard_then,
    ax.Unearth: lambda e, x: 3.0,  # a hasty attack from the graveyard (CR 702.84a)
    ax.ZombieCopy: lambda e, x: 3.0,  # the creature again, as a token (CR 702.128a)
    ax.CumulativeUpkeep: lambda e, x: -1.0,  # a growing upkeep cost (CR 702.24a)
    ax.SearchByCount: lambda e, x: effect_value(e.search, x),  # a tutor (Birthing Pod)
    ax.PreventCombatDamageOf: lambda e, x: 1.0,  # an attacker or a blocker neutralised
    ax.LookAtTop: lambda e, x: 0.0,  # information only
    ax.MassRemovalUpTo: lambda e, x: effect_value(e.removal, x),  # a sweeper (Pernicious Deed)
    ax.RemoveCounters: lambda e, x: 0.5,  # a combo piece (Dark Depths) or a small answer
    # a shield the pilots do not time (kept for the opponent's burn): never spent idly
    ax.PreventNext: lambda e, x: 0.0,
    ax.ExileOwnGraveyardCards: lambda e, x: 0.3 * e.count,  # their least useful card
    # a blocker or an attacker made plain; the opponents' hexproof only matters with removal
    ax.LoseAbilities: lambda e, x: 0.0 if e.group is not None else 1.0,
    ax.AddOneAmong: lambda e, x: 0.0 if e.among == "none" else 0.4,  # as one mana (CR 106.5)
    GraveyardToBottom: lambda e, x: 0.5,  # graveyard hate, or your own graveyard refilled
    PutCountersDivided: lambda e, x: 1.0 * e.to.divide,  # as many +1/+1 counters (Gearhulk)
    DiscardElseDraw: lambda e, x: 1.2 * e.count,  # a card from them, or one for us
    SacrificeSelfThen: lambda e, x: sum(effect_value(t, x) for t in e.then) - 1.0,
    OpponentsOfDraw: lambda e, x: 0.0,  # symmetric: whoever casts next feeds the other
}
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
