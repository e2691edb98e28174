"""What a card is to the goldfish planner: its cost, its numbers, its other cost options.

Computed once per card and kept by ``players.facts.FACTS``, which is the only caller:
``_plan_req`` reads a cost with plain shards (two-brid as its colour, Phyrexian mana
paid with life, CR 107.4f); ``_creature_stats`` and ``_spell_stats`` are the damage and
value the spell plan scores (a Saga's chapters as they resolve, CR 714.2b); ``_variant``
is the card as another way to cast it (alternative cost, flashback, kicker, suspend,
evoke, warp, morph, dash) and ``_priced`` the card after a cost reduction (CR 601.2f).

Layer: players (effect values from ``players.evaluate``, kicked effects from
``players.kicked``; no game state).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.costs import AlternativeCost, Flashback, Kicker, Suspend
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardDef, CardType, Keyword
from deckstats.cards.targets import Ref, Target
from deckstats.cards.triggers import Chapter, EntersBattlefield
from deckstats.engine.info import card_info
from deckstats.engine.mana import CostReq, combined_req, cost_req
from deckstats.engine.morph import face_down_card
from deckstats.players.evaluate import effect_value, face_damage
from deckstats.players.kicked import kicked_effects
from deckstats.players.reading import count

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
Conditional: Final = fx.Conditional
DealDamage: Final = fx.DealDamage
DealDamageDivided: Final = fx.DealDamageDivided
Pump: Final = fx.Pump
PutCounters: Final = fx.PutCounters

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_CARD_TYPE_SORCERY: Final = CardType.SORCERY
_KEYWORD_HASTE: Final = Keyword.HASTE
_REF_CREATURES_YOU_CONTROL: Final = Ref.CREATURES_YOU_CONTROL
_REF_ENCHANTED_OR_EQUIPPED: Final = Ref.ENCHANTED_OR_EQUIPPED

_HASTE: Final = int(Keyword.HASTE)


def _plan_req(card: CardDef) -> CostReq:
    """The cost as the planner sees it: two-brid as its colour, Phyrexian paid with life.

    Planning with plain shards keeps every feasibility test a Hall count; the engine's
    payer still decides the real payment (mana when it can, CR 107.4f).
    """
    base = cost_req(card.cost)
    req = combined_req([base])
    req.shards = tuple(sorted(base.shards + base.twobrid, key=lambda m: bin(m).count("1")))
    req.twobrid = ()
    req.phyrexian = ()
    req.min_mana = len(req.shards) + req.generic
    return req


def _creature_stats(card: CardDef) -> tuple[Any, ...]:
    """``(True, power, haste, trigger value, toughness)`` of a creature card."""
    info = card_info(card)
    trig = 0.5 * sum(effect_value(e) for t in card.triggers for e in t.effect)
    return (True, card.power or 0, bool(info.keywords & _HASTE), trig, card.toughness or 0)


def _spell_stats(card: CardDef) -> tuple[Any, ...]:
    """``(False, damage, other value, (buffs), buff only)`` of a noncreature card.

    The buffs are the power a one-shot pump or a lasting buff adds now to one creature
    and to all, and lastingly to one and to all.
    """
    info = card_info(card)
    dmg = face_damage(card.spell)
    other = 0.0
    # Power a one-shot pump / permanent buff adds to one creature or to all of them.
    one_shot = [0, 0]
    lasting = [0, 0]
    buffs = False
    for e in card.spell:
        if isinstance(e, Pump) and e.power >= 0:
            # Only the damage counts: keywords like hexproof are worth nothing here.
            one_shot[0 if isinstance(e.target, Target) else 1] += e.power
            buffs = True
        elif isinstance(e, PutCounters) and e.kind == "+1/+1":
            lasting[0 if isinstance(e.target, Target) else 1] += count(e.count)
            buffs = True
        elif not isinstance(e, (DealDamage, DealDamageDivided, Conditional)):
            # (damage is counted by face_damage above, not again as value)
            other += effect_value(e)
    if info.final_chapter:
        # CR 714.2b, 714.3: a Saga's chapters resolve as it enters and on later turns:
        # chapter I's damage counts now, every chapter's other effects as value.
        for t in card.triggers:
            if isinstance(t.when, Chapter):
                if t.when.n == 1:
                    dmg += face_damage(t.effect)
                other += sum(
                    effect_value(e)
                    for e in t.effect
                    if not isinstance(e, (DealDamage, DealDamageDivided))
                )
    if info.is_aura or info.is_equipment:
        for s in card.statics:
            if s.applies_to == _REF_ENCHANTED_OR_EQUIPPED:
                lasting[0] += max(s.power, 0)
                buffs = True
    elif not info.is_creature:
        for s in card.statics:
            if s.applies_to == _REF_CREATURES_YOU_CONTROL and s.power > 0:
                lasting[1] += s.power
    # An Equipment needs an equip activation before it adds damage.
    now_one = 0 if info.is_equipment else one_shot[0] + lasting[0]
    return (
        False,
        dmg,
        other,
        (now_one, one_shot[1] + lasting[1], lasting[0], lasting[1]),
        buffs and not dmg and other <= 0,
    )


def _variant(card: CardDef, alt: int, kicks: int) -> CardDef:
    """The card as the planner prices one cost option (CR 118.9, 702.33, 702.62).

    An alternative cost or flashback replaces the mana cost, each kicker adds its cost and
    the kicked effects replace "if kicked" (``kicked_effects``); a suspended card (``alt`` =
    the option's index) costs its suspend cost now and deals its damage on a later turn.
    """
    cost = card.cost
    opt = card.costs[alt - 1] if 0 < alt <= len(card.costs) else None
    if isinstance(opt, (AlternativeCost, Suspend)) or (
        isinstance(opt, Flashback) and opt.mana is not None
    ):
        cost = opt.mana
    if kicks:
        k = next((c for c in card.costs if isinstance(c, Kicker)), None)
        if k is not None:
            text = (cost.text if cost is not None else "") + k.mana.text * kicks
            cost = parse_mana_cost(text)
    spell = kicked_effects(card.spell, kicks)
    if isinstance(opt, AlternativeCost) and opt.effect:
        spell = opt.effect  # overload (CR 702.96a): "each" for "target"
    if isinstance(opt, AlternativeCost) and opt.keyword in ("evoke", "warp"):
        # CR 702.74a: an evoked creature is sacrificed at once; a warped one (CR 702.185a) is
        # exiled at the end step without attacking: only its enters triggers count now.
        etb = tuple(
            e for t in card.triggers if isinstance(t.when, EntersBattlefield) for e in t.effect
        )
        return replace(card, cost=cost, types=_CARD_TYPE_SORCERY, spell=etb, costs=())
    if isinstance(opt, AlternativeCost) and opt.keyword == "morph":
        # CR 702.37c, 708.2a: cast face down it is a vanilla 2/2 (turned face up later).
        return replace(face_down_card(card), cost=cost)
    if isinstance(opt, AlternativeCost) and opt.keyword == "dash":
        # CR 702.109a: dashed, it has haste (and is back in hand for another dash later).
        return replace(card, cost=cost, keywords=card.keywords | _KEYWORD_HASTE, costs=())
    if kicks and card.triggers:
        # "When ~ enters, if it was kicked, ..." (Goblin Bushwhacker): price the kicked trigger.
        trig = tuple(replace(t, effect=kicked_effects(t.effect, kicks)) for t in card.triggers)
        return replace(card, cost=cost, spell=spell, triggers=trig, costs=())
    return replace(card, cost=cost, spell=spell, costs=())


def _priced(card: CardDef, generic: int) -> CardDef:
    """The card with ``generic`` generic mana in place of its printed generic cost."""
    cost = card.cost
    assert cost is not None
    rest = re.sub(r"^\{\d+\}", "", cost.text)
    text = (f"{{{generic}}}" if generic else "") + rest
    return replace(card, cost=parse_mana_cost(text or "{0}"))
