"""Values of the plain effects: the leaf functions of ``players.evaluate``'s table.

Each values one effect in rough points on ``players.evaluate``'s scale (one point is about
one damage to the opponent's face) from its own fields, never through a nested effect
(the evaluators that recurse through ``effect_value`` stay in ``players.evaluate``):
damage and life (CR 120, 119), cards drawn (CR 121), mana (CR 106), tokens (CR 111),
counters (CR 122), removal, the library and the graveyard, and the flat values of
``FLAT_VALUES``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.targets import Controller, Ref, Target, TargetKind
from deckstats.players.reading import amount, counted

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
Exile: Final = fx.Exile

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


def _gain_control(e: fx.GainControl, x: int) -> float:
    """A removal and a body (less until end of turn); giving ours away (``to``) costs that."""
    value = 1.5 if e.until_end_of_turn else 4.0
    if e.to != _REF_YOU and e.target == _REF_SELF:
        return -1.5  # the source itself given away after its work (Wishclaw Talisman)
    return value if e.to == _REF_YOU else -value


def _pay_or_lose(e: fx.PayOrLose, x: int) -> float:
    """A Pact's upkeep payment: a whole turn's worth of mana (about one point a mana)."""
    return -float(e.mana.count("{"))


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


def _for_each_kick(e: fx.ForEachKick, x: int) -> float:
    """A "for each time kicked" effect, valued unkicked."""
    return 0.0  # unkicked; see ``kicked_effects``


def _grant_flashback(e: fx.GrantFlashback, x: int) -> float:
    """Flashback granted to a card in the graveyard."""
    return 1.0  # a spell back from the graveyard


def _grant_flashback_each(e: fx.GrantFlashbackEach, x: int) -> float:
    """Flashback for each matching card in the graveyard (valued as two spells back)."""
    return 2.0


def _exile_graveyard(e: fx.ExileGraveyard, x: int) -> float:
    """Graveyard hate: worth a little against anyone, more than nothing to a goldfish."""
    return 0.3 if e.player == _REF_YOU else 1.0


def _impulse(e: fx.ExileTopPlayable, x: int) -> float:
    """Impulse draw: nearly a card drawn per card exiled (less when only for this turn)."""
    return (1.2 if e.next_turn else 0.9) * e.count


def _transform(e: fx.Transform, x: int) -> float:
    """A transforming card's back face is usually its stronger side (Insectile Aberration)."""
    return 2.0


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
