"""CR 106, 107.4, 118, 601.2g-h: mana pools and the automatic payer."""

from scenario import P0, P1

from deckstats.cards.mana import ManaCost
from deckstats.engine import Zone
from deckstats.engine.actions import CastSpell
from deckstats.engine.mana import combined_req, cost_req, mana_units
from deckstats.engine.payment import find_payment
from engine.cards import (
    BEARS,
    BOLT,
    DUAL,
    FOREST,
    GROWTH,
    HYBRID,
    MOUNTAIN,
    OGRE,
    PLAINS,
    RITUAL,
    SOL_RING,
    SWAMP,
)


def test_payer_keeps_colours_the_hand_needs(scenario):
    """Payer advice (DIGEST section 4): tap the Mountain for generic, keep the Forest for Giant Growth."""
    s = scenario()
    s.lands(P0, MOUNTAIN, FOREST, MOUNTAIN)
    s.hand(P0, GROWTH)
    bear = s.battlefield(P0, BEARS)
    ogre = s.hand(P0, BOLT)
    s.cast(P0, ogre, [P1])
    s.resolve()
    forest = next(o for o in s.game.players[P0].battlefield if o.card is FOREST)
    assert not forest.tapped
    assert any(isinstance(a, CastSpell) and a.targets == ((bear.oid,),) for a in s.legal(P0))


def test_dual_land_saved_for_its_second_colour(scenario):
    """A dual land is tapped last when single-colour sources can pay."""
    s = scenario()
    s.lands(P0, DUAL, MOUNTAIN, MOUNTAIN)
    s.hand(P0, GROWTH)
    s.cast(P0, s.hand(P0, OGRE))
    s.resolve()
    dual = next(o for o in s.game.players[P0].battlefield if o.card is DUAL)
    assert dual.tapped  # three mana needed: all three tapped
    s2 = scenario()
    s2.lands(P0, DUAL, MOUNTAIN)
    s2.hand(P0, GROWTH)
    s2.cast(P0, s2.hand(P0, BOLT), [P1])
    dual2 = next(o for o in s2.game.players[P0].battlefield if o.card is DUAL)
    assert not dual2.tapped


def test_matching_finds_assignment_greedy_would_miss(scenario):
    """Bipartite matching: {R}{G} with Taiga + Forest must tap Taiga for red."""
    s = scenario()
    s.lands(P0, DUAL, FOREST)
    pay = find_payment(s.game, P0, combined_req([cost_req(BOLT.cost), cost_req(GROWTH.cost)]))
    assert pay is not None and len(pay.taps) == 2


def test_pool_mana_is_spent_first(scenario):
    """CR 106.4: mana in the pool can pay costs; the Ritual's BBB pays a 3-drop."""
    s = scenario()
    s.lands(P0, SWAMP)
    s.cast(P0, s.hand(P0, RITUAL))
    s.resolve()
    assert s.game.players[P0].pool == [0, 0, 3, 0, 0, 0]
    units = mana_units(s.game, P0)
    assert units == []
    pay = find_payment(s.game, P0, cost_req(ManaCost(generic=3)))
    assert pay is not None and sum(pay.pool_use) == 3


def test_multi_mana_source_floats_extra(scenario):
    """CR 106.4: a source that makes two mana for a one-mana cost leaves one in the pool."""
    s = scenario()
    s.lands(P0, SOL_RING)
    pay = find_payment(s.game, P0, cost_req(ManaCost(generic=1)))
    assert pay is not None and sum(pay.floats) == 1


def test_hybrid_colourless_sources(scenario):
    """CR 107.4e: hybrid paid with whichever colour is present."""
    s = scenario()
    s.lands(P0, PLAINS)
    assert find_payment(s.game, P0, cost_req(HYBRID.cost)) is not None
    s2 = scenario()
    s2.lands(P0, FOREST)
    assert find_payment(s2.game, P0, cost_req(HYBRID.cost)) is None


def test_mana_never_negative_after_payment(scenario):
    """CR 106.4: paying never leaves a negative pool."""
    s = scenario()
    s.lands(P0, SWAMP, SWAMP)
    s.cast(P0, s.hand(P0, RITUAL))
    s.resolve()
    s.cast(P0, s.hand(P0, RITUAL))
    s.resolve()
    assert min(s.game.players[P0].pool) >= 0
    assert s.zone(s.game.players[P0].graveyard[0]) is Zone.GRAVEYARD
