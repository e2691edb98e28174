"""Scenario tests for deckstats/cards/pool/multicolor_extra.py (gold cards of the R/G/Jund decks)."""

from __future__ import annotations

import pytest
from scenario import P0, P1, IllegalActionError

from deckstats.cards import get_card
from deckstats.cards.model import Keyword
from deckstats.engine import Zone
from deckstats.engine.actions import ActivateAbility


def _attack(s, *attackers, blocks=()):
    s.script(P0, ("attackers", tuple(a.oid for a in attackers)))
    s.script(P1, ("blockers", tuple((b.oid, a.oid) for b, a in blocks)))
    s.combat()


def _life(s, pid):
    return s.game.players[pid].life


def _pt(s, obj):
    return (s.game.power(obj), s.game.toughness(obj))


@pytest.mark.parametrize(
    ("name", "fragment"),
    [
        ("Terminate", "can't be regenerated"),
        ("Wrenn and Six", "Return up to one target land card"),
    ],
)
def test_partial_definitions_list_missing_text(name, fragment):
    """ARCHITECTURE.md, Cards are data: the uncompiled sentence of a partial card is listed in ``unparsed``.

    Terminate stays partial although the compiler reads "It can't be regenerated." as a
    no-op: the engine has regeneration (CR 701.19), so it is not twinned (``cards.twins``).
    """
    card = get_card(name)
    assert any(fragment in u for u in card.unparsed), card.unparsed


@pytest.mark.parametrize(
    ("name", "fragment"),
    [
        ("Assassin's Trophy", "search their library for a basic land card"),
        ("Fatal Push", "Revolt"),
        ("Fulminator Mage", "Destroy target nonbasic land"),
    ],
)
def test_twinned_definitions_are_full(name, fragment):
    """Issue 26 (compiled twins): these pool cards ignored a sentence; their own Oracle text
    now compiles in full, so the built-in card is the compiled one."""
    card = get_card(name)
    assert fragment in card.text and card.unparsed == () and card.withheld == ()


def test_lightning_helix_damage_and_life(scenario):
    """CR 120.3, 119.3: 3 damage to any target and you gain 3 life."""
    s = scenario(life=(10, 20))
    s.lands(P0, "Mountain", "Plains")
    giant = s.battlefield(P1, "Hill Giant")
    s.cast(P0, s.hand(P0, "Lightning Helix"), [giant])
    s.resolve()
    assert s.zone(giant) is Zone.GRAVEYARD and _life(s, P0) == 13


def test_lightning_helix_needs_both_colors(scenario):
    """CR 202.1, 601.2h: {R}{W} can't be paid with two Mountains."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    with pytest.raises(IllegalActionError):
        s.cast(P0, s.hand(P0, "Lightning Helix"), [P1])


def test_boros_charm_four_damage_mode(scenario):
    """CR 700.2: mode one: 4 damage to target player or planeswalker."""
    s = scenario()
    s.lands(P0, "Mountain", "Plains")
    s.cast(P0, s.hand(P0, "Boros Charm"), [P1], modes=(0,))
    s.resolve()
    assert _life(s, P1) == 16


def test_boros_charm_indestructible_mode(scenario):
    """CR 702.12b: mode two: your creatures survive lethal damage this turn."""
    s = scenario()
    s.lands(P0, "Mountain", "Plains", "Mountain")
    bear = s.battlefield(P0, "Grizzly Bears")
    theirs = s.battlefield(P1, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Boros Charm"), modes=(1,))
    s.resolve()
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [bear])
    s.resolve()
    assert s.zone(bear) is Zone.BATTLEFIELD
    assert not s.game.keywords(theirs) & int(Keyword.INDESTRUCTIBLE)


def test_boros_charm_indestructible_reaches_noncreature_permanents(scenario):
    """CR 702.12b: "Permanents you control gain indestructible": lands too (a destroy-land
    spell does nothing to them); an opponent's permanents don't."""
    s = scenario()
    lands = s.lands(P0, "Mountain", "Plains")
    s.cast(P0, s.hand(P0, "Boros Charm"), modes=(1,))
    s.resolve()
    assert all(s.game.keywords(o) & int(Keyword.INDESTRUCTIBLE) for o in lands)
    s.lands(P1, "Mountain", "Mountain", "Mountain")
    s.game.active = P1
    s.cast(P1, s.hand(P1, "Pillage"), [lands[0]])
    s.resolve()
    assert s.zone(lands[0]) is Zone.BATTLEFIELD
    assert not get_card("Boros Charm").unparsed


def test_boros_charm_double_strike_mode(scenario):
    """CR 702.4b: mode three: target creature gains double strike."""
    s = scenario()
    s.lands(P0, "Mountain", "Plains")
    bear = s.battlefield(P0, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Boros Charm"), [bear], modes=(2,))
    s.resolve()
    _attack(s, bear)
    assert _life(s, P1) == 16


def test_burning_tree_emissary_adds_rg(scenario):
    """CR 603.6a, 106.4: when it enters, add {R}{G}: enough to cast a second two-drop."""
    s = scenario()
    s.lands(P0, "Mountain", "Forest")
    s.cast(P0, s.hand(P0, "Burning-Tree Emissary"))
    s.resolve()
    assert s.game.players[P0].pool == [0, 0, 0, 1, 1, 0]
    s.cast(P0, s.hand(P0, "Grizzly Bears"))
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD)[-2:] == ["Burning-Tree Emissary", "Grizzly Bears"]


def test_burning_tree_emissary_hybrid_cost(scenario):
    """CR 107.4e: {R/G}{R/G} can be paid with two Forests."""
    s = scenario()
    s.lands(P0, "Forest", "Forest")
    s.cast(P0, s.hand(P0, "Burning-Tree Emissary"))
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD)[-1] == "Burning-Tree Emissary"


def test_bloodbraid_elf_haste(scenario):
    """CR 702.10: Bloodbraid Elf attacks the turn it is cast (an empty library: cascade
    exiles nothing)."""
    s = scenario()
    s.lands(P0, "Mountain", "Forest", "Mountain", "Forest")
    s.cast(P0, s.hand(P0, "Bloodbraid Elf"))
    s.resolve()
    bbe = s.game.players[P0].battlefield[-1]
    _attack(s, bbe)
    assert _life(s, P1) == 17


def test_wrenn_and_six_minus_one_pings(scenario):
    """CR 606.3, 606.6: −1: 1 damage to any target; loyalty 3 -> 2."""
    s = scenario()
    s.lands(P0, "Mountain", "Forest")
    s.cast(P0, s.hand(P0, "Wrenn and Six"))
    s.resolve()
    w6 = s.game.players[P0].battlefield[-1]
    assert w6.counter("loyalty") == 3
    elf = s.battlefield(P1, "Llanowar Elves")
    s.activate(P0, w6, 1, [elf])
    s.resolve()
    assert s.zone(elf) is Zone.GRAVEYARD and w6.counter("loyalty") == 2
    assert not any(isinstance(a, ActivateAbility) and a.oid == w6.oid for a in s.legal(P0))


def test_wrenn_and_six_plus_one_loyalty(scenario):
    """CR 606.4: +1 raises loyalty (its return-a-land effect is unparsed)."""
    s = scenario()
    w6 = s.battlefield(P0, "Wrenn and Six")
    w6.counters = {"loyalty": 3}
    s.activate(P0, w6, 0)
    s.resolve()
    assert w6.counter("loyalty") == 4


def test_kolaghans_command_discard_and_damage(scenario):
    """CR 700.2, 701.9, 120.3: choose two: target player discards; 2 damage to any target."""
    s = scenario()
    s.lands(P0, "Swamp", "Mountain", "Mountain")
    s.hand(P1, "Hill Giant")
    elf = s.battlefield(P1, "Llanowar Elves")
    s.cast(P0, s.hand(P0, "Kolaghan's Command"), [[P1], [elf]], modes=(1, 3))
    s.resolve()
    assert s.names(P1, Zone.HAND) == [] and s.zone(elf) is Zone.GRAVEYARD
    assert sorted(s.names(P1, Zone.GRAVEYARD)) == ["Hill Giant", "Llanowar Elves"]


def test_kolaghans_command_artifact_and_face(scenario):
    """CR 700.2, 701.8: destroy target artifact and 2 damage to a player."""
    s = scenario()
    s.lands(P0, "Swamp", "Mountain", "Mountain")
    skirge = s.battlefield(P1, "Vault Skirge")
    s.cast(P0, s.hand(P0, "Kolaghan's Command"), [[skirge], [P1]], modes=(2, 3))
    s.resolve()
    assert s.zone(skirge) is Zone.GRAVEYARD and _life(s, P1) == 18


def test_kolaghans_command_returns_creature_card_from_your_graveyard(scenario):
    """CR 700.2, 115.1: "Return target creature card from your graveyard to your hand" (only
    your own graveyard), chosen with "2 damage to any target"."""
    s = scenario()
    s.lands(P0, "Swamp", "Mountain", "Mountain")
    mine = s.graveyard(P0, "Hill Giant")
    theirs = s.graveyard(P1, "Grizzly Bears")
    kc = s.hand(P0, "Kolaghan's Command")
    with pytest.raises(IllegalActionError):
        s.cast(P0, kc, [[theirs], [P1]], modes=(0, 3))
    s.cast(P0, kc, [[mine], [P1]], modes=(0, 3))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Hill Giant"] and _life(s, P1) == 18
    assert not get_card("Kolaghan's Command").unparsed


def test_terminate_destroys_creature(scenario):
    """CR 701.8: Destroy target creature."""
    s = scenario()
    s.lands(P0, "Swamp", "Mountain")
    wurm = s.battlefield(P1, "Colossal Dreadmaw")
    s.cast(P0, s.hand(P0, "Terminate"), [wurm])
    s.resolve()
    assert s.zone(wurm) is Zone.GRAVEYARD


def test_fulminator_mage_hybrid_body(scenario):
    """CR 107.4e: {1}{B/R}{B/R} paid with three Mountains; a 2/2."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, "Fulminator Mage"))
    s.resolve()
    fm = s.game.players[P0].battlefield[-1]
    assert fm.card.name == "Fulminator Mage" and _pt(s, fm) == (2, 2)


def test_fulminator_mage_sacrifices_to_destroy_a_nonbasic_land(scenario):
    """Issue 26 (compiled twins): "Sacrifice Fulminator Mage: Destroy target nonbasic land."
    (CR 602.2, 701.8), ignored by the pool's card, is compiled; a basic land is no legal
    target (CR 115.1, 205.4a)."""
    s = scenario()
    fm = s.battlefield(P0, "Fulminator Mage")
    basic = s.battlefield(P1, "Forest")
    shock = s.battlefield(P1, "Stomping Ground")
    with pytest.raises(IllegalActionError):
        s.activate(P0, fm, 0, [basic])
    s.activate(P0, fm, 0, [shock])
    s.resolve()
    assert s.zone(shock) is Zone.GRAVEYARD and s.zone(fm) is Zone.GRAVEYARD


def test_maelstrom_pulse_nonland_permanent(scenario):
    """CR 701.8: destroy target nonland permanent; a land is not a legal target."""
    s = scenario()
    s.lands(P0, "Swamp", "Forest", "Forest")
    land = s.lands(P1, "Forest")[0]
    dynamo = s.battlefield(P1, "Thran Dynamo")
    pulse = s.hand(P0, "Maelstrom Pulse")
    with pytest.raises(IllegalActionError):
        s.cast(P0, pulse, [land])
    s.cast(P0, pulse, [dynamo])
    s.resolve()
    assert s.zone(dynamo) is Zone.GRAVEYARD


def test_assassins_trophy_opponents_permanent(scenario):
    """CR 701.8: destroy target permanent an opponent controls (a land too; not your own)."""
    s = scenario()
    s.lands(P0, "Swamp", "Forest")
    mine = s.battlefield(P0, "Grizzly Bears")
    land = s.lands(P1, "Stomping Ground")[0]
    trophy = s.hand(P0, "Assassin's Trophy")
    with pytest.raises(IllegalActionError):
        s.cast(P0, trophy, [mine])
    s.library(P1, "Mountain")
    s.cast(P0, trophy, [land])
    s.resolve()
    assert s.zone(land) is Zone.GRAVEYARD
    # Issue 26 (compiled twins): "Its controller may search their library for a basic land
    # card, put it onto the battlefield, then shuffle." (CR 701.23): the land is P1's, untapped.
    assert s.names(P1, Zone.BATTLEFIELD) == ["Mountain"]
    assert s.names(P0, Zone.BATTLEFIELD) == ["Swamp", "Forest", "Grizzly Bears"]
    assert not s.game.players[P1].battlefield[0].tapped


def test_fatal_push_mana_value_two_or_less(scenario):
    """CR 202.3, 608.2c: Fatal Push destroys a creature with mana value 2 or less only.

    Its target is "target creature" (CR 115.1); the mana value is checked on resolution
    (the pool's card made it a targeting restriction, its compiled twin follows the text):
    cast at a Hill Giant (mana value 4) without revolt, it resolves and does nothing."""
    s = scenario()
    s.lands(P0, "Swamp", "Swamp")
    bear = s.battlefield(P1, "Grizzly Bears")
    giant = s.battlefield(P1, "Hill Giant")
    s.cast(P0, s.hand(P0, "Fatal Push"), [giant])
    s.resolve()
    assert s.zone(giant) is Zone.BATTLEFIELD
    s.cast(P0, s.hand(P0, "Fatal Push"), [bear])
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD


def test_fatal_push_revolt_destroys_mana_value_four(scenario):
    """Issue 26 (compiled twins), CR 608.2c, 614.1a: Revolt -- "Destroy that creature if it
    has mana value 4 or less instead if a permanent left the battlefield under your control
    this turn": a sacrificed Evolving Wilds enables it."""
    s = scenario()
    s.lands(P0, "Swamp")
    wilds = s.battlefield(P0, "Evolving Wilds")
    s.library(P0, "Swamp")
    giant = s.battlefield(P1, "Hill Giant")
    s.activate(P0, wilds, 0)
    s.resolve()
    assert s.zone(wilds) is Zone.GRAVEYARD
    s.cast(P0, s.hand(P0, "Fatal Push"), [giant])
    s.resolve()
    assert s.zone(giant) is Zone.GRAVEYARD


def test_liliana_plus_one_each_player_discards(scenario):
    """CR 606.3, 701.9: +1: each player discards a card."""
    s = scenario()
    lili = s.battlefield(P0, "Liliana of the Veil")
    lili.counters = {"loyalty": 3}
    s.hand(P0, "Forest")
    s.hand(P1, "Hill Giant")
    s.activate(P0, lili, 0)
    s.resolve()
    assert s.names(P0, Zone.HAND) == [] and s.names(P1, Zone.HAND) == []
    assert lili.counter("loyalty") == 4


def test_liliana_minus_two_edict(scenario):
    """CR 606.3, 701.21: −2: target player sacrifices a creature of their choice."""
    s = scenario()
    lili = s.battlefield(P0, "Liliana of the Veil")
    lili.counters = {"loyalty": 3}
    s.battlefield(P1, "Grizzly Bears")
    giant = s.battlefield(P1, "Hill Giant")
    s.script(P1, ("sacrifice", (giant.oid,)))
    s.activate(P0, lili, 1, [P1])
    s.resolve()
    assert s.names(P1, Zone.BATTLEFIELD) == ["Grizzly Bears"] and lili.counter("loyalty") == 1


def test_boros_charm_indestructible_locks_in_affected_creatures(scenario):
    """CR 611.2c: a resolved "creatures you control gain ..." effect doesn't reach a creature
    that enters afterwards."""
    s = scenario()
    s.lands(P0, "Mountain", "Plains", "Forest", "Forest", "Mountain")
    s.cast(P0, s.hand(P0, "Boros Charm"), modes=(1,))
    s.resolve()
    s.cast(P0, s.hand(P0, "Grizzly Bears"))
    s.resolve()
    late = s.game.players[P0].battlefield[-1]
    assert late.card.name == "Grizzly Bears"
    assert not s.game.keywords(late) & int(Keyword.INDESTRUCTIBLE)


def test_kolaghans_command_needs_two_different_modes(scenario):
    """CR 700.2d: "choose two" modes must be different; one mode alone is not enough."""
    s = scenario()
    s.lands(P0, "Swamp", "Mountain", "Mountain")
    kc = s.hand(P0, "Kolaghan's Command")
    with pytest.raises(IllegalActionError):
        s.cast(P0, kc, [[P1], [P1]], modes=(3, 3))
    with pytest.raises(IllegalActionError):
        s.cast(P0, kc, [P1], modes=(3,))


def test_wrenn_and_six_loyalty_abilities_sorcery_speed(scenario):
    """CR 606.3: loyalty abilities only at sorcery speed: not with a spell on the stack."""
    s = scenario()
    w6 = s.battlefield(P0, "Wrenn and Six")
    w6.counters = {"loyalty": 3}
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [P1])
    assert not any(isinstance(a, ActivateAbility) and a.oid == w6.oid for a in s.legal(P0))


def test_burning_tree_emissary_mana_empties_between_steps(scenario):
    """CR 106.4, 500.4: unused mana empties from the pool at the end of each step and phase."""
    s = scenario()
    s.lands(P0, "Mountain", "Forest")
    s.cast(P0, s.hand(P0, "Burning-Tree Emissary"))
    s.resolve()
    assert sum(s.game.players[P0].pool) == 2
    s.script(P0, ("attackers", ()))
    s.combat()
    assert sum(s.game.players[P0].pool) == 0


def test_terminate_fails_on_indestructible(scenario):
    """CR 702.12b: "destroy" does nothing to an indestructible creature (Boros Charm mode two)."""
    s = scenario(active=P1)
    s.lands(P1, "Mountain", "Plains")
    bear = s.battlefield(P1, "Grizzly Bears")
    s.cast(P1, s.hand(P1, "Boros Charm"), modes=(1,))
    s.resolve()
    s.lands(P0, "Swamp", "Mountain")
    s.cast(P0, s.hand(P0, "Terminate"), [bear])
    s.resolve()
    assert s.zone(bear) is Zone.BATTLEFIELD


def test_maelstrom_pulse_destroys_token(scenario):
    """CR 701.8, 704.5d: a destroyed token ceases to exist."""
    s = scenario()
    s.lands(P0, "Swamp", "Forest", "Forest")
    g = s.battlefield(P1, "Garruk Wildspeaker")
    g.counters = {"loyalty": 3}
    pulse = s.hand(P0, "Maelstrom Pulse")
    s.cast(P0, pulse, [g])
    s.resolve()
    assert s.zone(g) is Zone.GRAVEYARD


def test_liliana_minus_two_resolves_after_she_dies(scenario):
    """CR 113.7a, 704.5i: with 2 loyalty, −2 puts Liliana into the graveyard, but the ability
    on the stack still resolves."""
    s = scenario()
    lili = s.battlefield(P0, "Liliana of the Veil")
    lili.counters = {"loyalty": 2}
    bear = s.battlefield(P1, "Grizzly Bears")
    s.activate(P0, lili, 1, [P1])
    s.resolve()
    assert s.zone(lili) is Zone.GRAVEYARD and s.zone(bear) is Zone.GRAVEYARD


def test_wrenn_and_six_last_loyalty_ping_still_resolves(scenario):
    """CR 113.7a: Wrenn and Six at 1 loyalty can −1; it dies and the 1 damage is still dealt."""
    s = scenario()
    w6 = s.battlefield(P0, "Wrenn and Six")
    w6.counters = {"loyalty": 1}
    s.activate(P0, w6, 1, [P1])
    s.resolve()
    assert s.zone(w6) is Zone.GRAVEYARD and _life(s, P1) == 19
