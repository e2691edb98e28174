"""``players.abilities.read_ability``: the goldfish's reading of an ability, once per ability."""

from __future__ import annotations

from deckstats.cards import get_card
from deckstats.cards.dsl import Activated, Cost
from deckstats.cards.model import CardType
from deckstats.cards.targets import Filter
from deckstats.players.abilities import read_ability
from deckstats.players.evaluate import effect_value


def test_a_fetch_land_fetches() -> None:
    ab = get_card("Wooded Foothills").abilities[0]
    r = read_ability(ab)
    assert r.fetches and not r.untaps and not r.crew and not r.returns_land
    assert r.effect is ab.effect
    assert r.value == sum(effect_value(e) for e in ab.effect)
    assert read_ability(ab) is r  # built once per ability object


def test_quirion_ranger_untaps_and_returns_a_land() -> None:
    r = read_ability(get_card("Quirion Ranger").abilities[0])
    assert r.untaps and r.returns_land and not r.fetches


def test_cost_fields_are_read_from_the_cost() -> None:
    flt = Filter(card_type=CardType.CREATURE)
    ab = Activated(Cost(sacrifice=flt, sacrifice_other=True, loyalty=1), ())
    r = read_ability(ab)
    assert r.sacrifice is flt and r.sacrifice_other and r.loyalty
    assert r.remove_counter == "" and r.value == 0.0
    ballista = read_ability(Activated(Cost(remove_counter="+1/+1"), ()))
    assert ballista.remove_counter == "+1/+1" and ballista.sacrifice is None
    assert not ballista.loyalty
