"""CR 601-602, 305, 117: casting spells, timing, costs, lands entering tapped."""

import pytest
from scenario import P0, P1

from deckstats.engine import Step, Zone
from deckstats.engine.actions import ActivateAbility, CastSpell
from deckstats.engine.errors import IllegalActionError
from engine.cards import (
    BEARS,
    BOLT,
    CHECKLAND,
    COLORLESS_COST,
    ELF,
    FASTLAND,
    FETCH,
    FIREBALL,
    FLASH_BEAR,
    FOREST,
    HYBRID,
    LAVA_SPIKE,
    MOUNTAIN,
    PHYREXIAN,
    PINGER,
    PLAINS,
    SHOCK_LAND,
    SOL_RING,
    TAPLAND,
    TWOBRID,
)


def test_sorcery_speed_only_in_own_main_with_empty_stack(scenario):
    """CR 307.1: sorceries only in your main phase, stack empty."""
    s = scenario(step=Step.UPKEEP)
    s.lands(P0, MOUNTAIN)
    spike = s.hand(P0, LAVA_SPIKE)
    with pytest.raises(IllegalActionError):
        s.cast(P0, spike, [P1])
    s.game.step = Step.PRECOMBAT_MAIN
    s.cast(P0, spike, [P1])
    s.resolve()
    assert s.game.players[P1].life == 17


def test_instant_any_time_with_priority(scenario):
    """CR 304.1: instants can be cast whenever you have priority, also on the opponent's turn."""
    s = scenario(active=P1, step=Step.UPKEEP)
    s.lands(P0, MOUNTAIN)
    bolt = s.hand(P0, BOLT)
    s.cast(P0, bolt, [P1])
    s.resolve()
    assert s.game.players[P1].life == 17


def test_flash_creature_at_instant_speed(scenario):
    """CR 702.8: flash lets a creature be cast any time you could cast an instant."""
    s = scenario(active=P1, step=Step.END)
    s.lands(P0, FOREST, FOREST)
    bear = s.hand(P0, FLASH_BEAR)
    s.cast(P0, bear)
    s.resolve()
    assert "Ambush Bear" in s.names(P0, Zone.BATTLEFIELD)
    plain = s.hand(P0, BEARS)
    with pytest.raises(IllegalActionError):
        s.cast(P0, plain)


def test_cannot_cast_without_mana(scenario):
    """CR 601.2h, 118.3: a cost that can't be paid can't be paid (no partial payment)."""
    s = scenario()
    s.lands(P0, MOUNTAIN)
    bear = s.hand(P0, BEARS)
    assert not any(isinstance(a, CastSpell) for a in s.legal(P0))
    with pytest.raises(IllegalActionError):
        s.cast(P0, bear)


def test_targets_are_required_and_checked(scenario):
    """CR 601.2c: a targeted spell needs a legal target; an illegal choice is rejected."""
    s = scenario()
    s.lands(P0, MOUNTAIN)
    bolt = s.hand(P0, BOLT)
    land = s.game.players[P0].battlefield[0]
    with pytest.raises(IllegalActionError):
        s.cast(P0, bolt, [land])  # a land is not "any target"


def test_x_cost(scenario):
    """CR 107.3, 601.2b: X is chosen on casting and paid as generic mana."""
    s = scenario()
    s.lands(P0, MOUNTAIN, MOUNTAIN, MOUNTAIN, MOUNTAIN)
    fb = s.hand(P0, FIREBALL)
    xs = sorted(a.x for a in s.legal(P0) if isinstance(a, CastSpell) and a.targets == ((P1,),))
    assert xs == [0, 1, 2, 3]
    s.cast(P0, fb, [P1], x=3)
    s.resolve()
    assert s.game.players[P1].life == 17
    assert s.game.players[P0].mana_spent_turn == 4


def test_hybrid_cost_paid_with_either_colour(scenario):
    """CR 107.4e: a hybrid symbol is paid with either of its colours."""
    s = scenario()
    s.lands(P0, PLAINS)
    s.cast(P0, s.hand(P0, HYBRID))
    s.resolve()
    assert "Boros Recruit" in s.names(P0, Zone.BATTLEFIELD)


def test_twobrid_cost_paid_with_colour_or_two_generic(scenario):
    """CR 107.4f: {2/G} is paid with {G} or two generic mana."""
    s = scenario()
    s.lands(P0, FOREST, MOUNTAIN, MOUNTAIN)
    s.cast(P0, s.hand(P0, TWOBRID))  # {G} + {2}
    s.resolve()
    assert "Twobrid Beast" in s.names(P0, Zone.BATTLEFIELD)
    assert all(o.tapped for o in s.game.players[P0].battlefield if o.info.is_land)


def test_phyrexian_paid_with_life_when_no_mana(scenario):
    """CR 107.4f, 119.4: a Phyrexian symbol may be paid with 2 life."""
    s = scenario()
    s.cast(P0, s.hand(P0, PHYREXIAN), [P1])
    s.resolve()
    assert s.game.players[P0].life == 18
    assert s.game.players[P1].life == 19


def test_phyrexian_paid_with_mana_when_available(scenario):
    """CR 107.4f: with the colour available the payer uses mana, not life."""
    s = scenario()
    s.lands(P0, MOUNTAIN)
    s.cast(P0, s.hand(P0, PHYREXIAN), [P1])
    s.resolve()
    assert s.game.players[P0].life == 20


def test_phyrexian_life_needs_enough_life(scenario):
    """CR 119.4: life can be paid only if the total is at least the amount."""
    s = scenario(life=(1, 20))
    assert not any(isinstance(a, CastSpell) for a in s.legal(P0) if a) or True
    s.hand(P0, PHYREXIAN)
    assert not any(isinstance(a, CastSpell) for a in s.legal(P0))


def test_colorless_symbol_needs_colorless_mana(scenario):
    """CR 107.4c: {C} must be paid with colourless mana."""
    s = scenario()
    s.lands(P0, MOUNTAIN)
    s.hand(P0, COLORLESS_COST)
    assert not any(isinstance(a, CastSpell) for a in s.legal(P0))
    s.lands(P0, SOL_RING)
    assert any(isinstance(a, CastSpell) for a in s.legal(P0))


def test_summoning_sick_creature_cannot_tap(scenario):
    """CR 302.6: a creature's {T} ability needs it under control since the turn began."""
    s = scenario()
    pyro = s.battlefield(P0, PINGER, sick=True)
    with pytest.raises(IllegalActionError):
        s.activate(P0, pyro, 0, [P1])
    pyro.since = 0
    s.activate(P0, pyro, 0, [P1])
    s.resolve()
    assert s.game.players[P1].life == 19


def test_summoning_sick_mana_creature_is_not_a_source(scenario):
    """CR 302.6: a summoning-sick mana creature can't tap for mana."""
    s = scenario()
    s.battlefield(P0, ELF, sick=True)
    s.hand(P0, FLASH_BEAR)
    s.lands(P0, FOREST)
    assert not any(isinstance(a, CastSpell) for a in s.legal(P0))
    s.game.players[P0].battlefield[0].since = 0
    assert any(isinstance(a, CastSpell) for a in s.legal(P0))


def test_land_enters_tapped_always(scenario):
    """CR 614.1d: "enters tapped"."""
    s = scenario()
    land = s.play_land(P0, s.hand(P0, TAPLAND))
    assert land.tapped


def test_shock_land_asks_to_pay_life(scenario):
    """CR 614.1c: a shock land asks whether to pay 2 life; paying keeps it untapped."""
    s = scenario()
    s.script(P0, ("pay_life", True))
    land = s.play_land(P0, s.hand(P0, SHOCK_LAND))
    assert not land.tapped and s.game.players[P0].life == 18
    s.game.players[P0].lands_played_turn = 0
    s.script(P0, ("pay_life", False))
    land2 = s.play_land(P0, s.hand(P0, SHOCK_LAND))
    assert land2.tapped and s.game.players[P0].life == 18


def test_check_land(scenario):
    """CR 614.1d: a check land enters untapped only with a land of the named type."""
    s = scenario()
    assert s.play_land(P0, s.hand(P0, CHECKLAND)).tapped
    s2 = scenario()
    s2.lands(P0, FOREST)
    assert not s2.play_land(P0, s2.hand(P0, CHECKLAND)).tapped


def test_fast_land(scenario):
    """CR 614.1d: a fast land enters untapped with two or fewer other lands."""
    s = scenario()
    s.lands(P0, MOUNTAIN, MOUNTAIN)
    assert not s.play_land(P0, s.hand(P0, FASTLAND)).tapped
    s2 = scenario()
    s2.lands(P0, MOUNTAIN, MOUNTAIN, MOUNTAIN)
    assert s2.play_land(P0, s2.hand(P0, FASTLAND)).tapped


def test_fetch_land(scenario):
    """CR 602, 701.23: tap, pay 1 life, sacrifice: search for a land, put it onto the battlefield."""
    s = scenario()
    s.library(P0, BEARS, FOREST, BEARS)
    fetch = s.play_land(P0, s.hand(P0, FETCH))
    s.script(P0, ("search", lambda v, d: (d.options[0],)))
    s.activate(P0, fetch, 0)
    s.resolve()
    g = s.game
    assert g.players[P0].life == 19
    assert s.names(P0, Zone.BATTLEFIELD) == ["Forest"]
    assert s.names(P0, Zone.GRAVEYARD) == ["Wooded Foothills"]
    assert len(g.players[P0].library) == 2


def test_activated_ability_uses_the_stack(scenario):
    """CR 602.2: a non-mana activated ability goes on the stack."""
    s = scenario()
    pyro = s.battlefield(P0, PINGER)
    s.act(P0, ActivateAbility(pyro.oid, 0, ((P1,),)))
    assert len(s.game.stack) == 1 and pyro.tapped
    s.resolve()
    assert s.game.players[P1].life == 19


def test_casting_counts_spells_and_mana(scenario):
    """CR 601.2h: paying the cost taps the sources; the spell moves to the stack."""
    s = scenario()
    s.lands(P0, FOREST, FOREST)
    bear = s.hand(P0, BEARS)
    s.cast(P0, bear)
    g = s.game
    assert g.players[P0].spells_cast_turn == 1 and g.players[P0].mana_spent_turn == 2
    assert g.stack[0].card is BEARS
    assert s.zone(bear) is Zone.STACK


def test_adventure_then_creature_from_exile(scenario):
    """CR 715.3: cast the Adventure; it resolves into exile; the creature is cast from there."""
    from deckstats.cards.dsl import adventure, creature, instant
    from deckstats.cards.effects import DealDamage
    from deckstats.cards.targets import ANY_TARGET

    card = adventure(
        creature("Bonecrusher Kid", "{2}{R}", pt=(4, 3)),
        instant("Stomp Lite", "{1}{R}", effect=DealDamage(2, ANY_TARGET)),
    )
    s = scenario()
    s.lands(P0, MOUNTAIN, MOUNTAIN, MOUNTAIN, MOUNTAIN, MOUNTAIN)
    kid = s.hand(P0, card)
    s.cast(P0, kid, [P1], face=1)
    s.resolve()
    assert s.game.players[P1].life == 18
    exiled = s.game.players[P0].exile[0]
    assert exiled.card is card and exiled.on_adventure
    s.cast(P0, exiled)
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD)[-1] == "Bonecrusher Kid"


def test_split_card_either_half(scenario):
    """CR 709.3: cast either half of a split card; it goes to the graveyard whole."""
    from deckstats.cards.dsl import instant, split
    from deckstats.cards.effects import DealDamage, GainLife
    from deckstats.cards.targets import ANY_TARGET

    card = split(
        instant("Fire Lite", "{1}{R}", effect=DealDamage(2, ANY_TARGET)),
        instant("Heal Lite", "{R}", effect=GainLife(3)),
    )
    s = scenario()
    s.lands(P0, MOUNTAIN)
    c = s.hand(P0, card)
    s.cast(P0, c, face=1)
    s.resolve()
    assert s.game.players[P0].life == 23
    assert s.game.players[P0].graveyard[0].card is card
