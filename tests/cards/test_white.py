"""Scenario tests for the white cards of the decklists (ARCHITECTURE.md, Tests: one per non-vanilla card).

Each test builds an exact position, acts through the engine as a player would and checks
the card's printed behaviour against its Oracle text (``card.text``).
"""

from __future__ import annotations

import pytest
from scenario import P0, P1

from deckstats.cards import get_card
from deckstats.cards.model import Keyword
from deckstats.engine import Step, Zone
from deckstats.engine.actions import ActivateAbility
from deckstats.engine.damage import deal_damage
from deckstats.engine.errors import IllegalActionError

BEARS = "Grizzly Bears"  # vanilla 2/2 (green)
GIANT = "Hill Giant"  # vanilla 3/3 (red)
WURM = "Craw Wurm"  # vanilla 6/4 (green)


def _attack(s, *attackers, blocks=()):
    s.script(P0, ("attackers", tuple(a.oid for a in attackers)))
    if blocks:
        s.script(P1, ("blockers", tuple((b.oid, a.oid) for b, a in blocks)))
    s.combat()


def _kw(s, obj, kw):
    return bool(s.game.keywords(obj) & kw)


def _tokens(s, pid):
    return [o.card.name for o in s.game.players[pid].battlefield if o.is_token]


def _pick(oid):
    """A TARGETS answer choosing the option whose first target is ``oid``."""
    return lambda v, d: next(o for o in d.options if o and o[0] and o[0][0] == oid)


# -- keyword creatures -----------------------------------------------------------------


@pytest.mark.parametrize(
    "name", ["Serra Angel", "Griffin Sentinel"], ids=["serra_angel", "griffin_sentinel"]
)
def test_flying_vigilance_creatures(scenario, name):
    """CR 702.9b flying (a ground creature can't block it), CR 702.20b vigilance (no tap)."""
    s = scenario()
    a = s.battlefield(P0, name)
    s.battlefield(P1, BEARS)
    _attack(s, a)
    assert not a.tapped
    assert s.game.players[P1].life == 20 - get_card(name).power
    assert not s.agents[P1].asked  # the bear could not block


def test_benalish_knight_flash_first_strike(scenario):
    """CR 702.8a flash: cast in the opponent's turn; CR 702.7b first strike kills a blocker first."""
    s = scenario(active=P1, step=Step.DECLARE_ATTACKERS)
    s.lands(P0, "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, "Benalish Knight"))
    s.resolve()
    knight = s.game.players[P0].battlefield[-1]
    assert knight.card.name == "Benalish Knight"
    s2 = scenario()
    k = s2.battlefield(P0, "Benalish Knight")
    b = s2.battlefield(P1, BEARS)
    _attack(s2, k, blocks=[(b, k)])
    assert s2.zone(b) is Zone.GRAVEYARD and s2.zone(k) is Zone.BATTLEFIELD


def test_longbow_archer_reach_and_first_strike(scenario):
    """CR 702.17b reach blocks a flier; CR 702.7b first strike damage is dealt first."""
    s = scenario()
    flier = s.battlefield(P0, "Stormfront Pegasus")
    archer = s.battlefield(P1, "Longbow Archer")
    _attack(s, flier, blocks=[(archer, flier)])
    assert s.zone(flier) is Zone.GRAVEYARD
    assert archer.damage == 0 and s.game.players[P1].life == 20


@pytest.mark.parametrize(
    "name",
    ["Ekundu Griffin", "Razorfoot Griffin"],
    ids=["ekundu_griffin", "razorfoot_griffin"],
)
def test_flying_first_strike_griffins(scenario, name):
    """CR 702.9b a flier is blocked only by flying/reach; CR 702.7b first strike wins the trade."""
    s = scenario()
    g = s.battlefield(P0, name)
    hawk = s.battlefield(P1, "Stormfront Pegasus")  # 2/1 flier
    _attack(s, g, blocks=[(hawk, g)])
    assert s.zone(hawk) is Zone.GRAVEYARD and s.zone(g) is Zone.BATTLEFIELD and g.damage == 0


def test_mesa_pegasus_flying(scenario):
    """CR 702.9b flying: a ground creature can't block Mesa Pegasus (banding is not modelled)."""
    s = scenario()
    p = s.battlefield(P0, "Mesa Pegasus")
    s.battlefield(P1, BEARS)
    _attack(s, p)
    assert s.game.players[P1].life == 19 and not s.agents[P1].asked
    assert get_card("Mesa Pegasus").keywords & Keyword.BANDING


def test_stormfront_pegasus_flying(scenario):
    """CR 702.9b: Stormfront Pegasus can be blocked only by creatures with flying or reach."""
    s = scenario()
    p = s.battlefield(P0, "Stormfront Pegasus")
    s.battlefield(P1, GIANT)
    _attack(s, p)
    assert s.game.players[P1].life == 18 and not s.agents[P1].asked


def test_healers_hawk_flying_lifelink(scenario):
    """CR 702.15b lifelink: combat damage dealt by Healer's Hawk gains its controller life."""
    s = scenario(life=(10, 20))
    h = s.battlefield(P0, "Healer's Hawk")
    s.battlefield(P1, BEARS)
    _attack(s, h)
    assert s.game.players[P0].life == 11 and s.game.players[P1].life == 19


@pytest.mark.parametrize(
    "name", ["Soltari Foot Soldier", "Soltari Priest"], ids=["foot_soldier", "priest"]
)
def test_soltari_shadow(scenario, name):
    """CR 702.28b shadow: can be blocked only by creatures with shadow."""
    s = scenario()
    a = s.battlefield(P0, name)
    s.battlefield(P1, "Stormfront Pegasus")
    s.battlefield(P1, BEARS)
    _attack(s, a)
    assert not s.agents[P1].asked
    assert s.game.players[P1].life == 20 - get_card(name).power


def test_soltari_priest_protection_from_red(scenario):
    """CR 702.16e: red sources deal it no damage; shadow also stops it blocking (CR 702.28b)."""
    s = scenario()
    priest = s.battlefield(P1, "Soltari Priest")
    bear = s.battlefield(P0, BEARS)
    _attack(s, bear)
    assert s.game.players[P1].life == 18 and priest.blocking == 0  # CR 702.28b
    assert get_card("Soltari Priest").unparsed == ()
    red = s.battlefield(P0, "Goblin Guide")
    assert deal_damage(s.game, red, P0, priest.oid, 2) == 0 and priest.damage == 0


def test_soltari_trooper_attack_pump(scenario):
    """CR 508.3a "whenever ~ attacks" +1/+1 until end of turn; CR 514.2 it wears off."""
    s = scenario()
    t = s.battlefield(P0, "Soltari Trooper")
    _attack(s, t)
    assert s.game.players[P1].life == 18
    assert s.game.power(t) == 2
    s.cleanup()
    assert s.game.power(t) == 1


# -- static abilities --------------------------------------------------------------------


def test_veteran_armorsmith_other_soldiers(scenario):
    """CR 613.4c: other Soldier creatures you control get +0/+1 (not itself, not non-Soldiers)."""
    s = scenario()
    smith = s.battlefield(P0, "Veteran Armorsmith")
    soldier = s.battlefield(P0, "Thraben Inspector")  # Human Soldier 1/2
    bear = s.battlefield(P0, BEARS)
    foe = s.battlefield(P1, "Thraben Inspector")
    assert s.game.toughness(soldier) == 3 and s.game.power(soldier) == 1
    assert s.game.toughness(smith) == 3 and s.game.toughness(bear) == 2
    assert s.game.toughness(foe) == 2


def test_veteran_swordsmith_other_soldiers(scenario):
    """CR 613.4c: other Soldier creatures you control get +1/+0."""
    s = scenario()
    smith = s.battlefield(P0, "Veteran Swordsmith")
    soldier = s.battlefield(P0, "Thraben Inspector")
    bear = s.battlefield(P0, BEARS)
    assert (s.game.power(soldier), s.game.toughness(soldier)) == (2, 2)
    assert s.game.power(smith) == 3 and s.game.power(bear) == 2


def test_benalish_marshal_anthem(scenario):
    """CR 613.4c: other creatures you control get +1/+1; the opponent's don't."""
    s = scenario()
    marshal = s.battlefield(P0, "Benalish Marshal")
    bear = s.battlefield(P0, BEARS)
    foe = s.battlefield(P1, BEARS)
    assert (s.game.power(bear), s.game.toughness(bear)) == (3, 3)
    assert s.game.power(marshal) == 3 and s.game.power(foe) == 2


def test_lyra_dawnbringer_angels(scenario):
    """CR 613.4c, 613.1f: other Angels you control get +1/+1 and lifelink; Lyra herself has lifelink."""
    s = scenario(life=(10, 20))
    lyra = s.battlefield(P0, "Lyra Dawnbringer")
    angel = s.battlefield(P0, "Serra Angel")
    bear = s.battlefield(P0, BEARS)
    assert (s.game.power(angel), s.game.toughness(angel)) == (5, 5)
    assert _kw(s, angel, Keyword.LIFELINK) and not _kw(s, bear, Keyword.LIFELINK)
    assert s.game.power(lyra) == 5
    _attack(s, lyra, angel)
    assert s.game.players[P1].life == 10 and s.game.players[P0].life == 20


# -- activated and triggered abilities ----------------------------------------------------


def test_blinding_mage_taps_target_creature(scenario):
    """CR 602.2, 701.26a: {W}, {T}: tap target creature."""
    s = scenario()
    mage = s.battlefield(P0, "Blinding Mage")
    s.lands(P0, "Plains")
    foe = s.battlefield(P1, GIANT)
    s.activate(P0, mage, 0, [foe])
    s.resolve()
    assert foe.tapped and mage.tapped


def test_giant_killer_tap_ability(scenario):
    """CR 602.2, 701.26a: Giant Killer: {1}{W}, {T}: tap target creature."""
    s = scenario()
    gk = s.battlefield(P0, "Giant Killer")
    s.lands(P0, "Plains", "Plains")
    foe = s.battlefield(P1, WURM)
    s.activate(P0, gk, 0, [foe])
    s.resolve()
    assert foe.tapped and gk.tapped


def test_giant_killer_chop_down(scenario):
    """CR 715.3: cast Chop Down, the Adventure: destroy target creature with power 4 or greater."""
    s = scenario()
    s.lands(P0, "Plains", "Plains", "Plains")
    gk = s.hand(P0, "Giant Killer")
    wurm = s.battlefield(P1, WURM)
    s.cast(P0, gk, [wurm])
    s.resolve()
    assert s.zone(wurm) is Zone.GRAVEYARD
    assert s.names(P0, Zone.EXILE) == ["Giant Killer"]  # CR 715.4: on an adventure


def test_luminarch_aspirant_beginning_of_combat(scenario):
    """CR 507.1, 603.2: at the beginning of combat on your turn, a +1/+1 counter on target creature you control."""
    s = scenario()
    asp = s.battlefield(P0, "Luminarch Aspirant")
    bear = s.battlefield(P0, BEARS)
    s.script(P0, ("targets", _pick(bear.oid)), ("attackers", ()))
    s.combat()
    assert bear.counter("+1/+1") == 1 and s.game.power(bear) == 3
    assert asp.counter("+1/+1") == 0


def test_seasoned_hallowblade_discard_for_indestructible(scenario):
    """CR 602.2b discard a card as a cost; CR 702.12b indestructible survives lethal damage."""
    s = scenario()
    blade = s.battlefield(P0, "Seasoned Hallowblade")
    s.hand(P0, "Plains")
    s.activate(P0, blade, 0)
    s.resolve()
    assert blade.tapped and _kw(s, blade, Keyword.INDESTRUCTIBLE)
    assert s.names(P0, Zone.GRAVEYARD) == ["Plains"]
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, "Lightning Bolt"), [blade])
    s.resolve()
    assert s.zone(blade) is Zone.BATTLEFIELD


def test_thraben_inspector_investigates(scenario):
    """CR 701.16a investigate: a Clue token with "{2}, sacrifice: draw a card"."""
    s = scenario()
    s.library(P0, "Island")
    s.lands(P0, "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, "Thraben Inspector"))
    s.resolve()
    assert _tokens(s, P0) == ["Clue"]
    clue = next(o for o in s.game.players[P0].battlefield if o.is_token)
    s.activate(P0, clue, 0)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island"] and _tokens(s, P0) == []


def test_precinct_captain_combat_damage_token(scenario):
    """CR 510.3a: when it deals combat damage to a player, create a 1/1 Soldier."""
    s = scenario()
    cap = s.battlefield(P0, "Precinct Captain")
    _attack(s, cap)
    assert s.game.players[P1].life == 18 and _tokens(s, P0) == ["Soldier"]


def test_soul_warden_gains_life_on_other_creature(scenario):
    """CR 603.6a: whenever another creature enters (either side), you gain 1 life."""
    s = scenario()
    s.battlefield(P0, "Soul Warden")
    s.lands(P0, "Forest", "Forest")
    s.lands(P1, "Forest", "Forest")
    s.cast(P0, s.hand(P0, BEARS))
    s.resolve()
    assert s.game.players[P0].life == 21
    s.game.active = P1
    s.cast(P1, s.hand(P1, BEARS))
    s.resolve()
    assert s.game.players[P0].life == 22 and s.game.players[P1].life == 20


def test_doomed_traveler_dies_into_spirit(scenario):
    """CR 700.4, 603.10a: when it dies, create a 1/1 white Spirit with flying."""
    s = scenario()
    dt = s.battlefield(P0, "Doomed Traveler")
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, "Lightning Bolt"), [dt])
    s.resolve()
    assert s.zone(dt) is Zone.GRAVEYARD and _tokens(s, P0) == ["Spirit"]
    spirit = next(o for o in s.game.players[P0].battlefield if o.is_token)
    assert _kw(s, spirit, Keyword.FLYING)


def test_selfless_spirit_sacrifice_indestructible(scenario):
    """CR 602.2 sacrifice as a cost; creatures you control gain indestructible (CR 702.12b)."""
    s = scenario()
    spirit = s.battlefield(P0, "Selfless Spirit")
    bear = s.battlefield(P0, BEARS)
    s.activate(P0, spirit, 0)
    s.resolve()
    assert s.zone(spirit) is Zone.GRAVEYARD
    s.lands(P0, "Plains", "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, "Wrath of God"))
    s.resolve()
    assert s.zone(bear) is Zone.BATTLEFIELD


def test_kor_skyfisher_returns_a_permanent(scenario):
    """CR 603.6a: when Kor Skyfisher enters, return a permanent you control to its owner's hand."""
    s = scenario()
    lands = s.lands(P0, "Plains", "Plains")
    s.script(P0, ("targets", _pick(lands[0].oid)))
    s.cast(P0, s.hand(P0, "Kor Skyfisher"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Plains"]
    assert "Kor Skyfisher" in s.names(P0, Zone.BATTLEFIELD)


def test_thalias_lieutenant_counts_the_other_humans(scenario):
    """CR 122.1, 603.2: the Lieutenant puts a counter on each other Human; then grows itself."""
    s = scenario()
    s.lands(P0, "Plains", "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, "Thalia's Lieutenant"))
    s.resolve()
    first = s.game.players[P0].battlefield[-1]
    assert first.card.name == "Thalia's Lieutenant" and s.game.power(first) == 1
    s.cast(P0, s.hand(P0, "Thalia's Lieutenant"))
    s.resolve()
    # the first one gets a counter from the second's enters trigger and one from its own
    # "another Human enters" trigger; the second gets none (no other Human entered after it)
    second = s.game.players[P0].battlefield[-1]
    assert (s.game.power(first), s.game.power(second)) == (3, 1)
    assert get_card("Thalia's Lieutenant").unparsed == ()


def test_adeline_partial(scenario):
    """CR 702.20b vigilance and toughness 4 are compiled; her power and attack trigger are unparsed."""
    s = scenario()
    ad = s.battlefield(P0, "Adeline, Resplendent Cathar")
    _attack(s, ad)
    assert not ad.tapped and s.game.toughness(ad) == 4
    un = get_card("Adeline, Resplendent Cathar").unparsed
    assert "Adeline's power is equal to the number of creatures you control." in un
    assert any(u.startswith("Whenever you attack") for u in un)


# -- auras and artifacts -----------------------------------------------------------------


def test_holy_strength(scenario):
    """CR 303.4, 613.4c: enchanted creature gets +1/+2."""
    s = scenario()
    bear = s.battlefield(P0, BEARS)
    s.lands(P0, "Plains")
    s.cast(P0, s.hand(P0, "Holy Strength"), [bear])
    s.resolve()
    assert (s.game.power(bear), s.game.toughness(bear)) == (3, 4)


def test_lifelink_aura(scenario):
    """CR 303.4, 702.15b: enchanted creature has lifelink: its combat damage gains life."""
    s = scenario(life=(10, 20))
    bear = s.battlefield(P0, BEARS)
    s.lands(P0, "Plains")
    s.cast(P0, s.hand(P0, "Lifelink"), [bear])
    s.resolve()
    _attack(s, bear)
    assert s.game.players[P0].life == 12 and s.game.players[P1].life == 18


def test_pacifism(scenario):
    """CR 303.4a: Pacifism is cast targeting a creature and attaches; CR 508.1a, 509.1a: the
    creature can't attack or block."""
    s = scenario()
    foe = s.battlefield(P1, GIANT)
    s.lands(P0, "Plains", "Plains")
    s.cast(P0, s.hand(P0, "Pacifism"), [foe])
    s.resolve()
    aura = next(o for o in s.game.players[P0].battlefield if o.card.name == "Pacifism")
    assert aura.attached_to == foe.oid
    assert get_card("Pacifism").unparsed == ()
    from deckstats.engine.combat import can_attack

    assert not can_attack(s.game, foe)


def test_portable_hole_exiles_small_permanent(scenario):
    """CR 603.6a, 115.1: exile target nonland permanent an opponent controls with mana value 2 or less."""
    s = scenario()
    small = s.battlefield(P1, BEARS)
    big = s.battlefield(P1, GIANT)
    s.lands(P0, "Plains")
    s.cast(P0, s.hand(P0, "Portable Hole"))
    s.resolve()
    assert s.names(P1, Zone.EXILE) == ["Grizzly Bears"]
    assert s.zone(small) is Zone.EXILE and s.zone(big) is Zone.BATTLEFIELD
    # CR 610.3: "until Portable Hole leaves the battlefield" (issue 26: no longer unparsed)
    assert get_card("Portable Hole").unparsed == ()
    hole = next(o for o in s.game.players[P0].battlefield if o.card.name == "Portable Hole")
    s.game.destroy(hole)
    s.resolve()
    assert s.names(P1, Zone.EXILE) == [] and "Grizzly Bears" in s.names(P1, Zone.BATTLEFIELD)


# -- instants and sorceries --------------------------------------------------------------


def test_disenchant(scenario):
    """CR 701.8: destroy target artifact or enchantment."""
    s = scenario()
    hole = s.battlefield(P1, "Portable Hole")
    s.lands(P0, "Plains", "Plains")
    s.cast(P0, s.hand(P0, "Disenchant"), [hole])
    s.resolve()
    assert s.zone(hole) is Zone.GRAVEYARD


def test_disenchant_cannot_target_creature(scenario):
    """CR 115.2, 601.2c: a creature is not a legal target for Disenchant."""
    s = scenario()
    bear = s.battlefield(P1, BEARS)
    s.lands(P0, "Plains", "Plains")
    with pytest.raises(IllegalActionError):
        s.cast(P0, s.hand(P0, "Disenchant"), [bear])


def test_solemn_offering(scenario):
    """CR 701.8, 119.3: destroy target artifact or enchantment; you gain 4 life."""
    s = scenario()
    s.battlefield(P1, "Grizzly Bears")
    weight = s.battlefield(P1, "Glorious Anthem")
    s.lands(P0, "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, "Solemn Offering"), [weight])
    s.resolve()
    assert s.zone(weight) is Zone.GRAVEYARD and s.game.players[P0].life == 24


def test_wrath_of_god(scenario):
    """CR 701.8: destroy all creatures (both sides); non-creatures stay."""
    s = scenario()
    a = s.battlefield(P0, BEARS)
    b = s.battlefield(P1, GIANT)
    hole = s.battlefield(P1, "Portable Hole")
    s.lands(P0, "Plains", "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, "Wrath of God"))
    s.resolve()
    assert s.zone(a) is Zone.GRAVEYARD and s.zone(b) is Zone.GRAVEYARD
    assert s.zone(hole) is Zone.BATTLEFIELD


@pytest.mark.parametrize("name", ["Glorious Charge", "Warrior's Honor"])
def test_team_pump_until_end_of_turn(scenario, name):
    """CR 611.2c, 514.2: creatures you control get +1/+1 until end of turn (only yours)."""
    s = scenario()
    bear = s.battlefield(P0, BEARS)
    foe = s.battlefield(P1, BEARS)
    s.lands(P0, "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, name))
    s.resolve()
    assert (s.game.power(bear), s.game.toughness(bear)) == (3, 3) and s.game.power(foe) == 2
    s.cleanup()
    assert s.game.power(bear) == 2


def test_path_to_exile_gives_its_controller_a_basic_land(scenario):
    """CR 406.3: exile target creature. Issue 26 (compiled twins): "Its controller may search
    their library for a basic land card, put that card onto the battlefield tapped, then
    shuffle.", ignored by the pool's card, is compiled (CR 701.23): the creature's
    controller, not the caster, gets the land, tapped."""
    assert get_card("Path to Exile").unparsed == ()
    s = scenario()
    foe = s.battlefield(P1, GIANT)
    s.lands(P0, "Plains")
    s.library(P0, "Plains")
    s.library(P1, "Mountain")
    s.cast(P0, s.hand(P0, "Path to Exile"), [foe])
    s.resolve()
    assert s.zone(foe) is Zone.EXILE
    assert (
        s.names(P1, Zone.BATTLEFIELD) == ["Mountain"] and s.game.players[P1].battlefield[0].tapped
    )
    assert s.names(P0, Zone.BATTLEFIELD) == ["Plains"] and s.names(P0, Zone.LIBRARY) == ["Plains"]


def test_fateful_absence_partial(scenario):
    """CR 701.8: destroy target creature or planeswalker; its controller investigates."""
    s = scenario()
    foe = s.battlefield(P1, GIANT)
    walker = s.battlefield(P1, "The Wandering Emperor")
    s.lands(P0, "Plains", "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, "Fateful Absence"), [foe])
    s.resolve()
    assert s.zone(foe) is Zone.GRAVEYARD
    s.cast(P0, s.hand(P0, "Fateful Absence"), [walker])
    s.resolve()
    assert s.zone(walker) is Zone.GRAVEYARD
    # Issue 26 (spell): "Its controller investigates." is compiled (CR 701.16a, 608.2h).
    assert not get_card("Fateful Absence").unparsed
    assert [o.card.name for o in s.game.players[P1].battlefield] == ["Clue", "Clue"]


# -- planeswalkers ----------------------------------------------------------------------


def test_the_wandering_emperor_loyalty_abilities(scenario):
    """CR 606.3-606.6: +1 counter on a creature, -1 Samurai token, -2 exile a tapped creature and gain 2."""
    s = scenario()
    emp = s.battlefield(P0, "The Wandering Emperor")
    assert emp.counter("loyalty") == 3
    bear = s.battlefield(P0, BEARS)
    s.activate(P0, emp, 0, [bear])
    s.resolve()
    assert bear.counter("+1/+1") == 1 and emp.counter("loyalty") == 4
    assert not any(isinstance(a, ActivateAbility) and a.oid == emp.oid for a in s.legal(P0))
    s.game.turn += 1
    s.activate(P0, emp, 1)
    s.resolve()
    assert _tokens(s, P0) == ["Samurai"] and emp.counter("loyalty") == 3
    samurai = next(o for o in s.game.players[P0].battlefield if o.is_token)
    assert _kw(s, samurai, Keyword.VIGILANCE)
    s.game.turn += 1
    foe = s.battlefield(P1, GIANT, tapped=True)
    s.activate(P0, emp, 2, [foe])
    s.resolve()
    assert s.zone(foe) is Zone.EXILE and s.game.players[P0].life == 22
    assert emp.counter("loyalty") == 1
    assert "It gains first strike until end of turn." in get_card("The Wandering Emperor").unparsed


def test_the_wandering_emperor_minus_two_needs_tapped_creature(scenario):
    """CR 115.1, 601.2c: -2 targets only a tapped creature."""
    s = scenario()
    emp = s.battlefield(P0, "The Wandering Emperor")
    foe = s.battlefield(P1, GIANT)
    with pytest.raises(IllegalActionError):
        s.activate(P0, emp, 2, [foe])


# -- further rules checks on the deck cards ------------------------------------------------


def test_luminarch_aspirant_can_target_itself(scenario):
    """CR 115.5 (only a spell can't target itself): alone, the Aspirant's trigger targets the Aspirant."""
    s = scenario()
    asp = s.battlefield(P0, "Luminarch Aspirant")
    s.script(P0, ("attackers", ()))
    s.combat()
    assert asp.counter("+1/+1") == 1 and s.game.power(asp) == 2


def test_luminarch_aspirant_only_on_your_turn(scenario):
    """CR 507.1: "at the beginning of combat on your turn": no counter in the opponent's combat."""
    s = scenario(active=P1)
    s.battlefield(P0, "Luminarch Aspirant")
    bear = s.battlefield(P0, BEARS)
    s.script(P1, ("attackers", ()))
    s.combat()
    assert bear.counter("+1/+1") == 0


def test_kor_skyfisher_may_return_itself(scenario):
    """CR 603.6a: "a permanent you control" includes Kor Skyfisher itself (it is not a spell, CR 115.5)."""
    s = scenario()
    s.lands(P0, "Plains", "Plains")
    s.script(P0, ("targets", lambda v, d: next(o for o in d.options if o[0][0] == d.source)))
    s.cast(P0, s.hand(P0, "Kor Skyfisher"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Kor Skyfisher"]


def test_soul_warden_not_for_itself(scenario):
    """CR 603.6a: "another creature": Soul Warden's own entering doesn't trigger it; tokens do."""
    s = scenario()
    s.lands(P0, "Plains", "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, "Soul Warden"))
    s.resolve()
    assert s.game.players[P0].life == 20
    s.library(P0, "Island")
    s.cast(P0, s.hand(P0, "Thraben Inspector"))  # the Clue is not a creature
    s.resolve()
    assert s.game.players[P0].life == 21


def test_doomed_traveler_exiled_does_not_die(scenario):
    """CR 700.4: exile is not dying: Path to Exile on Doomed Traveler makes no Spirit."""
    s = scenario()
    dt = s.battlefield(P1, "Doomed Traveler")
    s.lands(P0, "Plains")
    s.cast(P0, s.hand(P0, "Path to Exile"), [dt])
    s.resolve()
    assert s.zone(dt) is Zone.EXILE and _tokens(s, P1) == []


def test_precinct_captain_blocked_makes_no_token(scenario):
    """CR 510.3a: blocked, it deals no combat damage to a player: no token (first strike kills the blocker)."""
    s = scenario()
    cap = s.battlefield(P0, "Precinct Captain")
    b = s.battlefield(P1, BEARS)
    _attack(s, cap, blocks=[(b, cap)])
    assert _tokens(s, P0) == [] and s.zone(b) is Zone.GRAVEYARD and cap.damage == 0


def test_blinding_mage_summoning_sick(scenario):
    """CR 302.6: a {T} ability of a creature can't be activated the turn it came under your control."""
    s = scenario()
    mage = s.battlefield(P0, "Blinding Mage", sick=True)
    s.lands(P0, "Plains")
    foe = s.battlefield(P1, GIANT)
    with pytest.raises(IllegalActionError):
        s.activate(P0, mage, 0, [foe])


def test_lyra_legend_rule(scenario):
    """CR 704.5j: with two Lyra Dawnbringers, the controller keeps one; the other goes to the graveyard."""
    s = scenario()
    s.battlefield(P0, "Lyra Dawnbringer")
    s.lands(P0, *["Plains"] * 5)
    s.cast(P0, s.hand(P0, "Lyra Dawnbringer"))
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD).count("Lyra Dawnbringer") == 1
    assert s.names(P0, Zone.GRAVEYARD) == ["Lyra Dawnbringer"]


def test_the_wandering_emperor_plus_one_with_no_target(scenario):
    """CR 115.4, 606.4: "up to one target creature": +1 can be activated with no creature around."""
    s = scenario()
    emp = s.battlefield(P0, "The Wandering Emperor")
    s.activate(P0, emp, 0, [[]])  # zero targets chosen
    s.resolve()
    assert emp.counter("loyalty") == 4


def test_the_wandering_emperor_sorcery_speed_otherwise(scenario):
    """CR 606.3: a loyalty ability is activated only at sorcery speed (she entered on an earlier turn)."""
    s = scenario(active=P1)
    emp = s.battlefield(P0, "The Wandering Emperor")
    with pytest.raises(IllegalActionError):
        s.activate(P0, emp, 1)


def test_portable_hole_without_legal_target(scenario):
    """CR 603.3d: with no legal target the trigger is removed; Portable Hole stays."""
    s = scenario()
    giant = s.battlefield(P1, GIANT)
    s.lands(P0, "Plains")
    s.cast(P0, s.hand(P0, "Portable Hole"))
    s.resolve()
    assert s.zone(giant) is Zone.BATTLEFIELD and "Portable Hole" in s.names(P0, Zone.BATTLEFIELD)


def test_holy_strength_fizzles_without_its_creature(scenario):
    """CR 608.3b, 303.4: an Aura spell whose target is gone doesn't resolve: it goes to the graveyard."""
    s = scenario()
    bear = s.battlefield(P0, BEARS)
    s.lands(P0, "Plains")
    s.lands(P1, "Mountain")
    s.cast(P0, s.hand(P0, "Holy Strength"), [bear])
    s.cast(P1, s.hand(P1, "Lightning Bolt"), [bear])
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == [BEARS, "Holy Strength"]


def test_shadow_blocks_shadow(scenario):
    """CR 702.28b: a creature with shadow can block a creature with shadow."""
    s = scenario()
    a = s.battlefield(P0, "Soltari Foot Soldier")
    b = s.battlefield(P1, "Soltari Priest")
    _attack(s, a, blocks=[(b, a)])
    assert s.zone(a) is Zone.GRAVEYARD and s.game.players[P1].life == 20


# -- other white cards of the pool ---------------------------------------------------------


def _respond_with(name, target_of):
    """A priority answer casting ``name`` at ``target_of()`` once it is legal, else passing."""
    from deckstats.engine.actions import PASS, CastSpell

    def answer(v, d):
        for a in d.options:
            if isinstance(a, CastSpell) and a.targets and a.targets[0][0] == target_of().oid:
                return a
        return PASS

    return answer


@pytest.mark.parametrize(
    "name",
    ["Sungrace Pegasus", "Knight of Meadowgrain", "Ajani's Sunstriker"],
)
def test_lifelink_creatures(scenario, name):
    """CR 702.15b lifelink: combat damage dealt also gains its controller that much life."""
    s = scenario(life=(10, 20))
    c = s.battlefield(P0, name)
    _attack(s, c)
    p = get_card(name).power
    assert s.game.players[P0].life == 10 + p and s.game.players[P1].life == 20 - p


@pytest.mark.parametrize("name", ["Youthful Knight", "Porcelain Legionnaire"])
def test_first_strikers_win_trades(scenario, name):
    """CR 702.7b: a first striker kills a 2/2 blocker before it deals damage back."""
    s = scenario()
    c = s.battlefield(P0, name)
    b = s.battlefield(P1, BEARS)
    _attack(s, c, blocks=[(b, c)])
    assert s.zone(b) is Zone.GRAVEYARD and s.zone(c) is Zone.BATTLEFIELD and c.damage == 0


def test_porcelain_legionnaire_phyrexian_mana(scenario):
    """CR 107.4f: {W/P} can be paid with 2 life: cast for {2} and 2 life."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, "Porcelain Legionnaire"))
    s.resolve()
    assert "Porcelain Legionnaire" in s.names(P0, Zone.BATTLEFIELD)
    assert s.game.players[P0].life == 18


def test_gideons_lawkeeper(scenario):
    """CR 602.2, 701.26a: {W}, {T}: tap target creature."""
    s = scenario()
    k = s.battlefield(P0, "Gideon's Lawkeeper")
    s.lands(P0, "Plains")
    foe = s.battlefield(P1, GIANT)
    s.activate(P0, k, 0, [foe])
    s.resolve()
    assert foe.tapped and k.tapped


def test_attended_knight(scenario):
    """CR 603.6a: when it enters, create a 1/1 white Soldier token; first strike (CR 702.7)."""
    s = scenario()
    s.lands(P0, "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, "Attended Knight"))
    s.resolve()
    assert _tokens(s, P0) == ["Soldier"]
    knight = next(o for o in s.game.players[P0].battlefield if o.card.name == "Attended Knight")
    assert _kw(s, knight, Keyword.FIRST_STRIKE)


def test_wall_of_omens(scenario):
    """CR 603.6a: when it enters, draw a card; CR 702.3b defender: it can't attack."""
    s = scenario()
    s.library(P0, "Island")
    s.lands(P0, "Plains", "Plains")
    s.cast(P0, s.hand(P0, "Wall of Omens"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island"]
    s.game.turn += 1
    s.combat()
    assert not any(k == "attackers" for k, _ in s.agents[P0].asked)


@pytest.mark.parametrize(("name", "gain"), [("Angel of Mercy", 3), ("Inspiring Cleric", 4)])
def test_etb_life_gain(scenario, name, gain):
    """CR 603.6a, 119.3: when it enters, you gain life."""
    s = scenario()
    s.lands(P0, *["Plains"] * 5)
    s.cast(P0, s.hand(P0, name))
    s.resolve()
    assert s.game.players[P0].life == 20 + gain


def test_kami_of_ancient_law(scenario):
    """CR 602.2: sacrifice Kami of Ancient Law: destroy target enchantment."""
    s = scenario()
    kami = s.battlefield(P0, "Kami of Ancient Law")
    anthem = s.battlefield(P1, "Glorious Anthem")
    s.activate(P0, kami, 0, [anthem])
    s.resolve()
    assert s.zone(kami) is Zone.GRAVEYARD and s.zone(anthem) is Zone.GRAVEYARD


def test_pegasus_courser_grants_flying(scenario):
    """CR 508.3a: when it attacks, another target attacking creature gains flying until end of turn."""
    s = scenario()
    courser = s.battlefield(P0, "Pegasus Courser")
    bear = s.battlefield(P0, BEARS)
    s.battlefield(P1, GIANT)
    s.script(P0, ("attackers", (courser.oid, bear.oid)), ("targets", _pick(bear.oid)))
    s.combat()
    assert not s.agents[P1].asked  # neither attacker can be blocked by the ground giant
    assert s.game.players[P1].life == 17


def test_glorious_anthem(scenario):
    """CR 613.4c: creatures you control get +1/+1."""
    s = scenario()
    s.battlefield(P0, "Glorious Anthem")
    bear = s.battlefield(P0, BEARS)
    foe = s.battlefield(P1, BEARS)
    assert (s.game.power(bear), s.game.toughness(bear)) == (3, 3) and s.game.power(foe) == 2


def test_honor_of_the_pure(scenario):
    """CR 613.4c, 105.2: white creatures you control get +1/+1 (a green one doesn't)."""
    s = scenario()
    s.battlefield(P0, "Honor of the Pure")
    lion = s.battlefield(P0, "Savannah Lions")
    bear = s.battlefield(P0, BEARS)
    assert s.game.power(lion) == 3 and s.game.power(bear) == 2


def test_revoke_existence(scenario):
    """CR 406.3: exile target artifact or enchantment."""
    s = scenario()
    anthem = s.battlefield(P1, "Glorious Anthem")
    s.lands(P0, "Plains", "Plains")
    s.cast(P0, s.hand(P0, "Revoke Existence"), [anthem])
    s.resolve()
    assert s.zone(anthem) is Zone.EXILE


def test_day_of_judgment(scenario):
    """CR 701.8: destroy all creatures."""
    s = scenario()
    a = s.battlefield(P0, BEARS)
    b = s.battlefield(P1, GIANT)
    s.lands(P0, *["Plains"] * 4)
    s.cast(P0, s.hand(P0, "Day of Judgment"))
    s.resolve()
    assert s.zone(a) is Zone.GRAVEYARD and s.zone(b) is Zone.GRAVEYARD


def test_inspired_charge(scenario):
    """CR 611.2c: creatures you control get +2/+1 until end of turn."""
    s = scenario()
    bear = s.battlefield(P0, BEARS)
    s.lands(P0, *["Plains"] * 4)
    s.cast(P0, s.hand(P0, "Inspired Charge"))
    s.resolve()
    assert (s.game.power(bear), s.game.toughness(bear)) == (4, 3)
    s.cleanup()
    assert s.game.power(bear) == 2


def test_mighty_leap(scenario):
    """CR 611.2c: target creature gets +2/+2 and gains flying until end of turn."""
    s = scenario()
    bear = s.battlefield(P0, BEARS)
    s.lands(P0, "Plains", "Plains")
    s.cast(P0, s.hand(P0, "Mighty Leap"), [bear])
    s.resolve()
    assert s.game.power(bear) == 4 and _kw(s, bear, Keyword.FLYING)
    s.cleanup()
    assert not _kw(s, bear, Keyword.FLYING)


def test_dauntless_onslaught_up_to_two(scenario):
    """CR 115.1d, 601.2c: up to two target creatures each get +2/+2."""
    s = scenario()
    a = s.battlefield(P0, BEARS)
    b = s.battlefield(P0, "Savannah Lions")
    c = s.battlefield(P0, GIANT)
    s.lands(P0, *["Plains"] * 3)
    s.cast(P0, s.hand(P0, "Dauntless Onslaught"), [[a, b]])
    s.resolve()
    assert s.game.power(a) == 4 and s.game.power(b) == 4 and s.game.power(c) == 3


def test_raise_the_alarm(scenario):
    """CR 111.1: create two 1/1 white Soldier creature tokens (at instant speed)."""
    s = scenario(active=P1, step=Step.END)
    s.lands(P0, "Plains", "Plains")
    s.cast(P0, s.hand(P0, "Raise the Alarm"))
    s.resolve()
    assert _tokens(s, P0) == ["Soldier", "Soldier"]


def test_spectral_procession(scenario):
    """CR 107.4e: {2/W} paid with {W}: three Plains make three 1/1 flying Spirits."""
    s = scenario()
    s.lands(P0, "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, "Spectral Procession"))
    s.resolve()
    assert _tokens(s, P0) == ["Spirit"] * 3
    assert get_card("Spectral Procession").mana_value == 6


def test_sunlance_nonwhite(scenario):
    """CR 120.3, 115.1: 3 damage to target nonwhite creature; a white creature can't be targeted."""
    s = scenario()
    giant = s.battlefield(P1, GIANT)
    lion = s.battlefield(P1, "Savannah Lions")
    s.lands(P0, "Plains", "Plains")
    s.cast(P0, s.hand(P0, "Sunlance"), [giant])
    s.resolve()
    assert s.zone(giant) is Zone.GRAVEYARD
    with pytest.raises(IllegalActionError):
        s.cast(P0, s.hand(P0, "Sunlance"), [lion])


def test_rebuke_attacking_creature(scenario):
    """CR 506.4, 701.8: destroy target attacking creature, cast during the opponent's combat."""
    s = scenario(active=P1)
    giant = s.battlefield(P1, GIANT)
    s.lands(P0, "Plains", "Plains", "Plains")
    s.hand(P0, "Rebuke")
    s.script(P1, ("attackers", (giant.oid,)))
    for _ in range(6):
        s.script(P0, ("priority", _respond_with("Rebuke", lambda: giant)))
    s.combat()
    assert s.zone(giant) is Zone.GRAVEYARD and s.game.players[P0].life == 20


def test_rebuke_needs_an_attacker(scenario):
    """CR 115.1: a creature that isn't attacking is not a legal target."""
    s = scenario()
    giant = s.battlefield(P1, GIANT)
    s.lands(P0, "Plains", "Plains", "Plains")
    with pytest.raises(IllegalActionError):
        s.cast(P0, s.hand(P0, "Rebuke"), [giant])


def test_swords_to_plowshares_exiles_and_controller_gains_its_power(scenario):
    """CR 406.3, 608.2h: exile target creature; its controller gains life equal to its power
    as it last existed on the battlefield (a pumped 3/3 gives 5)."""
    s = scenario()
    giant = s.battlefield(P1, GIANT)
    giant.temp_power += 2
    s.lands(P0, "Plains")
    s.cast(P0, s.hand(P0, "Swords to Plowshares"), [giant])
    s.resolve()
    assert s.zone(giant) is Zone.EXILE
    assert s.game.players[P1].life == 25 and s.game.players[P0].life == 20
    assert not get_card("Swords to Plowshares").unparsed


def test_pegasus_courser_targets_another_attacker(scenario):
    """CR 115.1, 603.3d: "another target attacking creature": the Courser itself isn't a choice."""
    s = scenario()
    courser = s.battlefield(P0, "Pegasus Courser")
    bear = s.battlefield(P0, BEARS)
    seen: list = []

    def pick(v, d):
        seen.extend(d.options)
        return d.options[0]

    s.script(P0, ("attackers", (courser.oid, bear.oid)), ("targets", pick))
    s.combat()
    assert all(o[0][0] != courser.oid for o in seen)
    assert s.game.players[P1].life == 17


# -- interactions between deck cards -----------------------------------------------------------


def test_the_wandering_emperor_has_flash(scenario):
    """CR 702.8a: flash lets The Wandering Emperor be cast in the opponent's combat."""
    s = scenario(active=P1, step=Step.DECLARE_ATTACKERS)
    s.lands(P0, *["Plains"] * 4)
    s.cast(P0, s.hand(P0, "The Wandering Emperor"))
    s.resolve()
    assert "The Wandering Emperor" in s.names(P0, Zone.BATTLEFIELD)


def test_selfless_spirit_in_response_to_wrath(scenario):
    """CR 602.2, 117.1: sacrificed in response, its indestructibility saves the rest from Wrath of God."""
    s = scenario(active=P1)
    spirit = s.battlefield(P0, "Selfless Spirit")
    bear = s.battlefield(P0, BEARS)
    foe = s.battlefield(P1, GIANT)
    s.lands(P1, *["Plains"] * 4)
    s.cast(P1, s.hand(P1, "Wrath of God"))
    s.activate(P0, spirit, 0)
    s.resolve()
    assert s.zone(bear) is Zone.BATTLEFIELD and s.zone(foe) is Zone.GRAVEYARD


def test_lifelink_aura_on_opponents_creature(scenario):
    """CR 702.15b: life is gained by the controller of the lifelink source, not the Aura's controller."""
    s = scenario(active=P1, life=(20, 10))
    foe = s.battlefield(P1, GIANT)
    s.lands(P0, "Plains")
    s.game.active = P0
    s.cast(P0, s.hand(P0, "Lifelink"), [foe])
    s.resolve()
    s.game.active = P1
    s.script(P1, ("attackers", (foe.oid,)))
    s.combat()
    assert s.game.players[P1].life == 13 and s.game.players[P0].life == 17


def test_glorious_charge_misses_later_creatures(scenario):
    """CR 611.2c: a continuous effect from a resolved spell affects only creatures there at resolution."""
    s = scenario()
    bear = s.battlefield(P0, BEARS)
    s.lands(P0, *["Plains"] * 4)
    s.cast(P0, s.hand(P0, "Glorious Charge"))
    s.resolve()
    s.cast(P0, s.hand(P0, "Benalish Knight"))
    s.resolve()
    knight = next(o for o in s.game.players[P0].battlefield if o.card.name == "Benalish Knight")
    assert s.game.power(bear) == 3 and s.game.power(knight) == 2


def test_luminarch_counters_stay(scenario):
    """CR 122.1: +1/+1 counters are not "until end of turn"; they stay after cleanup."""
    s = scenario()
    asp = s.battlefield(P0, "Luminarch Aspirant")
    s.script(P0, ("attackers", ()))
    s.combat()
    s.cleanup()
    assert asp.counter("+1/+1") == 1 and s.game.power(asp) == 2


def test_wrath_and_doomed_traveler_leaves_a_spirit(scenario):
    """CR 603.10a: the Spirit token is created after Wrath of God finished resolving; it survives."""
    s = scenario()
    s.battlefield(P0, "Doomed Traveler")
    s.lands(P0, *["Plains"] * 4)
    s.cast(P0, s.hand(P0, "Wrath of God"))
    s.resolve()
    assert _tokens(s, P0) == ["Spirit"]


def test_fateful_absence_on_an_attacker(scenario):
    """CR 506.4, 701.8: an attacking creature destroyed before damage deals none."""
    s = scenario(active=P1)
    giant = s.battlefield(P1, GIANT)
    s.lands(P0, "Plains", "Plains")
    s.hand(P0, "Fateful Absence")
    s.script(P1, ("attackers", (giant.oid,)))
    for _ in range(6):
        s.script(P0, ("priority", _respond_with("Fateful Absence", lambda: giant)))
    s.combat()
    assert s.zone(giant) is Zone.GRAVEYARD and s.game.players[P0].life == 20


def test_veteran_swordsmith_and_soldier_tokens(scenario):
    """CR 613.4c: a static ability applies to tokens that enter later (Precinct Captain's Soldier)."""
    s = scenario()
    s.battlefield(P0, "Veteran Swordsmith")
    cap = s.battlefield(P0, "Precinct Captain")
    _attack(s, cap)
    token = next(o for o in s.game.players[P0].battlefield if o.is_token)
    assert s.game.players[P1].life == 17 and s.game.power(token) == 2


def _in_step(s, step, make_action):
    """A priority answer taking ``make_action()`` once the game is in ``step``, else passing."""
    from deckstats.engine.actions import PASS

    def answer(v, d):
        if s.game.step is step:
            a = make_action()
            if a in d.options:
                return a
        return PASS

    return answer


def test_benalish_knight_flashed_in_as_a_blocker(scenario):
    """CR 702.8a, 509.1a: flashed in during declare attackers, Benalish Knight can block; first strike wins."""
    from deckstats.engine.actions import CastSpell

    s = scenario(active=P1)
    bear = s.battlefield(P1, BEARS)
    s.lands(P0, "Plains", "Plains", "Plains")
    knight = s.hand(P0, "Benalish Knight")
    s.script(P1, ("attackers", (bear.oid,)))
    cast = _in_step(s, Step.DECLARE_ATTACKERS, lambda: CastSpell(knight.oid))
    # priority in beginning of combat (pass) and declare attackers (cast); then the block

    def block(v, d):
        k = next(o for o in s.game.players[P0].battlefield if o.card.name == "Benalish Knight")
        return ((k.oid, bear.oid),)

    s.script(P0, ("priority", cast), ("priority", cast), ("blockers", block))
    s.combat()
    assert s.zone(bear) is Zone.GRAVEYARD and s.game.players[P0].life == 20


def test_seasoned_hallowblade_survives_combat(scenario):
    """CR 602.2, 702.12b: activated while attacking and blocked, it survives lethal combat damage."""
    s = scenario()
    blade = s.battlefield(P0, "Seasoned Hallowblade")
    s.hand(P0, "Plains")
    giant = s.battlefield(P1, GIANT)
    s.script(P0, ("attackers", (blade.oid,)))
    for _ in range(4):
        s.script(
            P0,
            ("priority", _in_step(s, Step.DECLARE_BLOCKERS, lambda: ActivateAbility(blade.oid, 0))),
        )
    s.script(P1, ("blockers", ((giant.oid, blade.oid),)))
    s.combat()
    assert s.zone(blade) is Zone.BATTLEFIELD and s.zone(giant) is Zone.GRAVEYARD
    assert s.names(P0, Zone.GRAVEYARD) == ["Plains"]


def test_dead_weight_on_doomed_traveler(scenario):
    """CR 704.5f, 700.4: toughness 0 puts it into the graveyard: it died, so its Spirit comes."""
    s = scenario()
    dt = s.battlefield(P1, "Doomed Traveler")
    s.lands(P0, "Swamp")
    s.cast(P0, s.hand(P0, "Dead Weight"), [dt])
    s.resolve()
    assert s.zone(dt) is Zone.GRAVEYARD and _tokens(s, P1) == ["Spirit"]


def test_clue_at_instant_speed(scenario):
    """CR 602.5: a Clue's ability has no timing restriction: crack it in the opponent's end step."""
    s = scenario(active=P1, step=Step.END)
    s.library(P0, "Island", "Mountain")
    s.lands(P0, "Plains", "Plains")
    clue = s.battlefield(P0, get_card("Thraben Inspector").triggers[0].effect[0].token)
    s.activate(P0, clue, 0)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island"]


def test_stoneforge_mystic_searches_for_equipment(scenario):
    """CR 603.2, 701.23: when it enters you may search for an Equipment card and put it into your
    hand; its put-onto-the-battlefield ability compiles too (issue 26, round 36)."""
    s = scenario()
    s.library(P0, "Mountain", "Bonesplitter", "Island")
    s.lands(P0, "Plains", "Plains")
    s.script(P0, ("may", True), ("search", lambda v, d: tuple(d.options)))
    s.cast(P0, s.hand(P0, "Stoneforge Mystic"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Bonesplitter"]
    assert len(s.game.players[P0].library) == 2
    assert get_card("Stoneforge Mystic").unparsed == ()
