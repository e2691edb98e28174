"""``engine.card_facts`` and the native ``CardInfo`` copies: the same facts as the card.

The engine's hot loops read these records instead of the card-vocabulary dataclasses;
every field must hold exactly what the card says, for every card of the pool.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from deckstats.cards import all_cards, get_card
from deckstats.cards.effects import DealDamage, GainLevel, MayDo
from deckstats.cards.targets import NO_FILTER, TARGET_CREATURE, Ref, Target, TargetKind
from deckstats.engine.card_facts import AbilityFacts, ExtraFacts, StaticFacts
from deckstats.engine.info import (
    COST_ALTERNATIVE,
    COST_FORETELL,
    COST_HAND_ACTION,
    card_info,
    effect_target_specs,
    printed_info,
)
from deckstats.engine.state import GameObject
from deckstats.engine.targeting import compile_spec
from deckstats.engine.types import Zone


def _static_mirrors(sf: StaticFacts) -> None:
    st = sf.static
    assert (sf.power, sf.toughness) == (st.power, st.toughness)
    assert (sf.keywords, sf.loses) == (int(st.keywords), int(st.loses))
    assert sf.changes_keywords == bool(st.keywords or st.loses)
    assert sf.applies_to == int(st.applies_to)
    assert sf.filter is st.filter and sf.any_filter == (st.filter != NO_FILTER)
    assert sf.other == st.other and sf.per is st.per
    assert (sf.condition or 0) == st.condition
    assert sf.guarded == (st.requires is not None or bool(st.state))
    assert sf.from_graveyard == st.from_graveyard
    assert sf.granted == (st.protection, st.from_opponents, st.landwalk, st.ward)


def _ability_mirrors(af: AbilityFacts) -> None:
    ab = af.ability
    c = ab.cost
    assert af.cost is c and af.effect is ab.effect
    assert af.sorcery_speed == ab.sorcery_speed
    assert af.only_if_control == (ab.only_if_control is not None)
    assert (af.mana, af.tap, af.life, af.discard) == (c.mana, c.tap, c.life, c.discard)
    assert (af.energy, af.remove_counter, af.loyalty) == (c.energy, c.remove_counter, c.loyalty)
    assert af.exile_from_graveyard == c.exile_from_graveyard
    assert (af.sacrifice, af.sacrifice_self, af.exile_self) == (
        c.sacrifice,
        c.sacrifice_self,
        c.exile_self,
    )
    assert af.extra is c.extra
    assert af.x_positive == (c.extra is not None and c.extra.x_positive)
    assert af.loyalty_x == (c.extra is not None and c.extra.loyalty_x)
    first = ab.effect[0] if ab.effect else None
    assert af.gains_level == isinstance(first, GainLevel)
    if isinstance(first, GainLevel):
        assert af.level == first.level - 1
    assert af.specs == effect_target_specs(ab.effect)
    if c.extra is None:
        assert af.extra_facts is None
    else:
        _extra_mirrors(af.extra_facts)


def _extra_mirrors(xf: ExtraFacts | None) -> None:
    assert xf is not None
    x = xf.extra
    for name in (
        "once_per_turn",
        "your_turn",
        "attacking",
        "hand_exactly",
        "sacrifice_count",
        "remove_count",
        "crew",
    ):
        assert getattr(xf, name) == getattr(x, name), name
    assert xf.discard_filter is x.discard_filter and xf.return_filter is x.return_filter
    assert xf.condition is x.condition
    assert xf.taps == (x.tap_filter is not None or bool(x.crew))


def test_every_pool_card_facts_mirror_the_card() -> None:
    """Each native record holds the card's own values (statics, abilities, cost)."""
    seen_statics = seen_abilities = 0
    for card in all_cards().values():
        info = card_info(card)
        assert [sf.static for sf in info.static_facts] == list(card.statics)
        assert [af.ability for af in info.ability_facts] == list(card.abilities)
        for sf in info.static_facts:
            _static_mirrors(sf)
            seen_statics += 1
        for af in info.ability_facts:
            _ability_mirrors(af)
            seen_abilities += 1
        cost = card.cost
        assert info.cost is cost
        assert info.cost_colors == (int(cost.colors) if cost is not None else 0)
        assert info.cost_mv == (cost.mana_value if cost is not None else 0)
        assert (info.colors, info.supertypes) == (int(card.colors), int(card.supertypes))
        assert info.subtypes == card.subtypes
        assert info.skips_draw_step == card.skips_draw_step
    assert seen_statics >= 20 and seen_abilities >= 200  # the pool really was walked


def test_known_cards() -> None:
    """Known answers: Kird Ape's guarded self-static, Rancor's grant, costs and options."""
    ape = card_info(get_card("Kird Ape"))
    (sf,) = ape.static_facts
    assert (sf.power, sf.toughness, sf.applies_to, sf.guarded) == (1, 2, int(Ref.SELF), True)
    assert sf.condition is None and not sf.any_filter and not sf.changes_keywords
    assert (ape.pip_colors, ape.cost_colors, ape.cost_mv) == (8, 8, 1)  # {R}
    (rancor,) = card_info(get_card("Rancor")).static_facts
    assert rancor.applies_to == int(Ref.ENCHANTED_OR_EQUIPPED) and rancor.changes_keywords
    wraith = card_info(get_card("Street Wraith"))
    assert wraith.pip_colors == 4 and wraith.cost_mv == 5  # {3}{B}{B}
    assert wraith.cost_plan == ((COST_HAND_ACTION, 0),)  # cycling
    burst = card_info(get_card("Burst Lightning"))
    assert burst.kicker is get_card("Burst Lightning").costs[0] and burst.cost_plan == ()
    assert card_info(get_card("Rift Bolt")).cost_plan == ((COST_HAND_ACTION, 0),)  # suspend
    assert COST_FORETELL != COST_ALTERNATIVE
    (ranger,) = card_info(get_card("Quirion Ranger")).ability_facts
    assert not ranger.tap and ranger.rare_costs and ranger.extra_facts is not None
    assert ranger.extra_facts.once_per_turn and not ranger.extra_facts.taps
    assert ranger.specs == [ranger.ability.effect[0].target]


def test_printed_info_is_the_cards_own_when_an_effect_derived_the_info() -> None:
    ape, bolt = get_card("Kird Ape"), get_card("Lightning Bolt")
    plain = GameObject(1000, ape, 0, Zone.BATTLEFIELD)
    assert printed_info(plain) is plain.info
    derived = GameObject(1001, ape, 0, Zone.BATTLEFIELD, info=card_info(bolt))
    assert printed_info(derived) is card_info(ape)


@dataclass(frozen=True)
class _MyMay(MayDo):
    """A subclass of ``MayDo``: walked like one (``isinstance``, not the exact type)."""


@dataclass(frozen=True, slots=True)
class _Plain:
    """An effect type first seen with a target, then without: classified once, read each time."""

    target: Target | Ref


def test_effect_specs_classify_types_like_isinstance() -> None:
    inner = (DealDamage(2, TARGET_CREATURE),)
    assert effect_target_specs((_MyMay(inner),)) == [TARGET_CREATURE]
    first = Target(TargetKind.PLAYER)
    assert effect_target_specs((_Plain(first),)) == [first]
    assert effect_target_specs((_Plain(Ref.YOU),)) == []  # same type, not a Target now
    assert effect_target_specs((MayDo((_Plain(first),)),)) == [first]


@pytest.mark.parametrize(("count", "up_to", "divide"), [(1, False, 0), (2, True, 0), (3, False, 4)])
def test_compiled_spec_keeps_count_up_to_divide(count: int, up_to: bool, divide: int) -> None:
    c = compile_spec(Target(TargetKind.CREATURE, count=count, up_to=up_to, divide=divide))
    assert (c.count, c.up_to, c.divide) == (count, up_to, divide)
