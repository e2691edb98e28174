"""Scenario tests for the trigger and effect staples (deckstats/cards/pool/staples.py) and
the goldfish's choices with them (issue 16 part 4). One test per card and per rule.
"""

from __future__ import annotations

import pytest
from scenario import P0, P1, IllegalActionError

from deckstats.cards import get_card
from deckstats.engine import Zone
from deckstats.engine.actions import ActivateAbility, CastSpell
from deckstats.engine.decisions import ORDER, PRIORITY, PUT_BACK, SHUFFLE, Decision
from deckstats.players.goldfish import GoldfishAgent


def _life(s, pid):
    return s.game.players[pid].life


def _goldfish_answer(s, decision, pid=P0):
    return GoldfishAgent().decide(s.game.views[pid], decision, s.game.agent_rngs[pid])


def _goldfish_priority(s, pid=P0):
    from deckstats.engine.casting import legal_actions

    actions, canon = legal_actions(s.game, pid)
    return _goldfish_answer(s, Decision(PRIORITY, actions, canon=canon), pid)


# -- landfall (CR 603.6a) -------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "base"), [("Steppe Lynx", (0, 1)), ("Plated Geopede", (1, 1))])
def test_landfall_creature_gets_two_two_per_land(scenario, name, base):
    """CR 603.6a: "Whenever a land you control enters, ~ gets +2/+2 until end of turn"; each
    land entering triggers it once, and an opponent's land does not."""
    s = scenario()
    lynx = s.battlefield(P0, name)
    s.play_land(P0, s.hand(P0, "Plains"))
    s.resolve()
    assert (s.game.power(lynx), s.game.toughness(lynx)) == (base[0] + 2, base[1] + 2)
    s.battlefield(P1, "Plains", sick=True)
    s.resolve()
    assert s.game.power(lynx) == base[0] + 2
    assert not get_card(name).unparsed


# -- enters triggers and graveyard recursion ------------------------------------------------------


def test_gravedigger_may_return_a_creature_card_from_your_graveyard(scenario):
    """CR 603.6a, 115.1: "When Gravedigger enters, you may return another target creature card
    from your graveyard to your hand"; a card in an opponent's graveyard is not a legal target."""
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.graveyard(P0, "Hill Giant")
    s.graveyard(P1, "Grizzly Bears")
    s.graveyard(P0, "Mountain")
    s.script(P0, ("may", True))
    s.cast(P0, s.hand(P0, "Gravedigger"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Hill Giant"]
    assert s.names(P1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert not get_card("Gravedigger").unparsed


# -- divided damage (CR 601.2d) -------------------------------------------------------------------


def test_forked_bolt_divides_two_damage_among_two_targets(scenario):
    """CR 601.2d: the division is chosen on casting: 1 to the player and 1 to a creature."""
    s = scenario()
    s.lands(P0, "Mountain")
    elf = s.battlefield(P1, "Llanowar Elves")
    s.cast(P0, s.hand(P0, "Forked Bolt"), [[P1, elf]])
    s.resolve()
    assert _life(s, P1) == 19 and s.zone(elf) is Zone.GRAVEYARD
    assert not get_card("Forked Bolt").unparsed


def test_forked_bolt_all_to_one_target_and_no_three_way_split(scenario):
    """CR 601.2d: both points to one target is a legal division; three targets are not."""
    s = scenario()
    s.lands(P0, "Mountain")
    elf = s.battlefield(P1, "Llanowar Elves")
    bolt = s.hand(P0, "Forked Bolt")
    with pytest.raises(IllegalActionError):
        s.cast(P0, bolt, [[P1, elf, P0]])
    s.cast(P0, bolt, [[P1, P1]])
    s.resolve()
    assert _life(s, P1) == 18 and s.zone(elf) is Zone.BATTLEFIELD


def test_forked_bolt_illegal_target_share_is_lost(scenario):
    """CR 608.2b: a target that became illegal gets no damage; the rest is still dealt."""
    s = scenario()
    s.lands(P0, "Mountain", "Island")
    elf = s.battlefield(P1, "Llanowar Elves")
    s.cast(P0, s.hand(P0, "Forked Bolt"), [[P1, elf]])
    s.game.move(elf, Zone.HAND)  # the creature leaves before resolution
    s.resolve()
    assert _life(s, P1) == 19


def test_goldfish_sends_divided_damage_to_the_face(scenario):
    """Goldfish: with no other use, all of Forked Bolt goes to the opponent."""
    s = scenario(goldfish=True)
    s.lands(P0, "Mountain")
    s.hand(P0, "Forked Bolt")
    a = _goldfish_priority(s)
    assert isinstance(a, CastSpell) and a.targets == ((P1, P1),)


# -- each creature and each player (CR 120.1) -----------------------------------------------------


def test_earthquake_hits_creatures_without_flying_and_each_player(scenario):
    """CR 120.1: X damage to each creature without flying and each player, its controller
    included; a flier is spared."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    bears = s.battlefield(P1, "Grizzly Bears")
    mine = s.battlefield(P0, "Llanowar Elves")
    flier = s.battlefield(P1, "Vault Skirge")
    s.cast(P0, s.hand(P0, "Earthquake"), x=2)
    s.resolve()
    assert _life(s, P0) == 18 and _life(s, P1) == 18
    assert s.zone(bears) is Zone.GRAVEYARD and s.zone(mine) is Zone.GRAVEYARD
    assert s.zone(flier) is Zone.BATTLEFIELD
    assert not get_card("Earthquake").unparsed


# -- land destruction ------------------------------------------------------------------------------


def test_pillage_destroys_target_artifact_or_land(scenario):
    """CR 701.8: "Destroy target artifact or land"; a creature is not a legal target."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    land = s.battlefield(P1, "Forest")
    bears = s.battlefield(P1, "Grizzly Bears")
    pillage = s.hand(P0, "Pillage")
    with pytest.raises(IllegalActionError):
        s.cast(P0, pillage, [bears])
    s.cast(P0, pillage, [land])
    s.resolve()
    assert s.zone(land) is Zone.GRAVEYARD
    assert not get_card("Pillage").unparsed


# -- planeswalker loyalty abilities (CR 606) ------------------------------------------------------


def _chandra(s):
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, "Chandra, Torch of Defiance"))
    s.resolve()
    return next(o for o in s.game.players[P0].battlefield if o.card.name.startswith("Chandra"))


def test_chandra_plus_one_damage_and_one_loyalty_ability_per_turn(scenario):
    """CR 606.3, 606.4: +1 adds a loyalty counter; one loyalty ability per turn."""
    s = scenario()
    c = _chandra(s)
    assert c.counter("loyalty") == 4
    s.activate(P0, c, 0)
    s.resolve()
    assert _life(s, P1) == 18 and c.counter("loyalty") == 5
    with pytest.raises(IllegalActionError):
        s.activate(P0, c, 1)


def test_chandra_add_mana_is_a_loyalty_ability_not_a_mana_ability(scenario):
    """CR 605.1a, 606.3: "+1: Add {R}{R}" is a loyalty ability: it uses the stack."""
    s = scenario()
    c = _chandra(s)
    s.activate(P0, c, 1)
    assert s.game.stack  # it waits on the stack
    s.resolve()
    assert c.counter("loyalty") == 5


def test_chandra_minus_three_kills_creature_and_costs_loyalty(scenario):
    """CR 606.4: the minus cost removes loyalty counters; 4 damage to target creature."""
    s = scenario()
    c = _chandra(s)
    giant = s.battlefield(P1, "Hill Giant")
    s.act(P0, ActivateAbility(c.oid, 2, ((giant.oid,),)))
    s.resolve()
    assert s.zone(giant) is Zone.GRAVEYARD and c.counter("loyalty") == 1
    assert any("Exile the top card" in u for u in get_card("Chandra, Torch of Defiance").unparsed)


def test_goldfish_picks_the_loyalty_ability_that_speeds_the_kill(scenario):
    """Goldfish, CR 606.3: of a planeswalker's loyalty abilities it activates the one dealing
    damage to the opponent, even when it is not the first one listed."""
    from deckstats.cards.dsl import Activated, Cost, planeswalker
    from deckstats.cards.effects import DealDamage, GainLife
    from deckstats.cards.targets import Ref

    walker = planeswalker(
        "Test Walker",
        "{2}{R}",
        loyalty=3,
        abilities=(
            Activated(Cost(loyalty=1), (GainLife(2),), sorcery_speed=True),
            Activated(Cost(loyalty=-1), (DealDamage(3, Ref.EACH_OPPONENT),), sorcery_speed=True),
        ),
    )
    s = scenario(goldfish=True)
    w = s.battlefield(P0, walker)
    a = _goldfish_priority(s)
    assert isinstance(a, ActivateAbility) and (a.oid, a.index) == (w.oid, 1)


def test_goldfish_activates_chandras_damage(scenario):
    """Goldfish: the +1 that deals 2 damage to each opponent is the one that speeds the kill."""
    s = scenario(goldfish=True)
    c = s.battlefield(P0, "Chandra, Torch of Defiance")
    a = _goldfish_priority(s)
    assert isinstance(a, ActivateAbility) and (a.oid, a.index) == (c.oid, 0)


# -- card selection: the goldfish's choices --------------------------------------------------------


def test_goldfish_ponder_orders_useful_first_and_shuffles_only_bad_tops(scenario):
    """Goldfish: lands on top when the hand lacks them; shuffle when no looked-at card helps."""
    s = scenario(goldfish=True)
    s.lands(P0, "Island")
    s.hand(P0, "Hill Giant")
    top = s.library(P0, "Hill Giant", "Mountain", "Lightning Bolt")
    agent = GoldfishAgent()
    view, rng = s.game.views[P0], s.game.agent_rngs[P0]
    dec = Decision(ORDER, [o.oid for o in top], False, 3, 3)
    s.game.asking, s.game.asking_pid = dec, P0  # as Game.ask does: the cards are shown
    order = agent.decide(view, dec, rng)
    assert order[0] == top[1].oid  # the Mountain first: the hand needs lands
    assert agent.decide(view, Decision(SHUFFLE, (True, False)), rng) is False
    bad = s.library(P0, "Hill Giant", "Hill Giant", "Hill Giant")
    dec = Decision(ORDER, [o.oid for o in bad], False, 3, 3)
    s.game.asking = dec
    agent.decide(view, dec, rng)
    # One land: three more four-drops and no land is a poor top; shuffle it away.
    assert agent.decide(view, Decision(SHUFFLE, (True, False)), rng) is True


def test_goldfish_brainstorm_puts_back_the_least_useful(scenario):
    """Goldfish: with lands enough for the hand, the extra lands go back on top."""
    s = scenario(goldfish=True)
    s.lands(P0, "Island", "Island", "Island", "Island")
    keep = s.hand(P0, "Lightning Bolt")
    land = s.hand(P0, "Island")
    land2 = s.hand(P0, "Mountain")
    d = Decision(PUT_BACK, [keep.oid, land.oid, land2.oid], False, 2, 2, amount=2)
    answer = _goldfish_answer(s, d)
    assert set(answer) == {land.oid, land2.oid}


# -- more staples on the same primitives ------------------------------------------------------------


def test_arc_lightning_divides_three_among_three_targets(scenario):
    """CR 601.2d: 3 damage divided among one, two or three targets: 1 each to three."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    a = s.battlefield(P1, "Llanowar Elves")
    b = s.battlefield(P1, "Llanowar Elves")
    s.cast(P0, s.hand(P0, "Arc Lightning"), [[P1, a, b]])
    s.resolve()
    assert _life(s, P1) == 19
    assert s.zone(a) is Zone.GRAVEYARD and s.zone(b) is Zone.GRAVEYARD
    assert not get_card("Arc Lightning").unparsed


def test_electrolyze_divides_two_and_draws(scenario):
    """CR 601.2d, 121.1: 2 damage divided, then draw a card."""
    s = scenario()
    s.lands(P0, "Island", "Mountain", "Mountain")
    s.library(P0, "Forest")
    elf = s.battlefield(P1, "Llanowar Elves")
    s.cast(P0, s.hand(P0, "Electrolyze"), [[P1, elf]])
    s.resolve()
    assert _life(s, P1) == 19 and s.zone(elf) is Zone.GRAVEYARD
    assert s.names(P0, Zone.HAND) == ["Forest"]


def test_fire_ice_either_half(scenario):
    """CR 709.3: cast either half of a split card: Fire divides 2 damage; Ice taps and draws."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, "Fire // Ice"), [[P1, P1]], face=0)
    s.resolve()
    assert _life(s, P1) == 18
    s2 = scenario()
    s2.lands(P0, "Island", "Island")
    s2.library(P0, "Forest")
    land = s2.battlefield(P1, "Forest")
    s2.cast(P0, s2.hand(P0, "Fire // Ice"), [land], face=1)
    s2.resolve()
    assert land.tapped and s2.names(P0, Zone.HAND) == ["Forest"]
    assert get_card("Fire // Ice").coverage == "full"


@pytest.mark.parametrize("name", ["Raise Dead", "Disentomb"])
def test_return_creature_card_from_your_graveyard(scenario, name):
    """CR 115.1, 400.3: "Return target creature card from your graveyard to your hand"."""
    s = scenario()
    s.lands(P0, "Swamp")
    giant = s.graveyard(P0, "Hill Giant")
    s.graveyard(P0, "Swamp")
    s.cast(P0, s.hand(P0, name), [giant])
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Hill Giant"]
    assert not get_card(name).unparsed


def test_hurricane_hits_fliers_and_each_player(scenario):
    """CR 120.1: X damage to each creature with flying and each player; ground creatures spared."""
    s = scenario()
    s.lands(P0, "Forest", "Forest", "Forest")
    flier = s.battlefield(P1, "Vault Skirge")
    bears = s.battlefield(P1, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Hurricane"), x=2)
    s.resolve()
    assert _life(s, P0) == 18 and _life(s, P1) == 18
    assert s.zone(flier) is Zone.GRAVEYARD and s.zone(bears) is Zone.BATTLEFIELD


def test_volcanic_fallout_each_creature_and_each_player(scenario):
    """CR 120.1: 2 damage to each creature and each player (its controller included)."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    flier = s.battlefield(P1, "Vault Skirge")
    mine = s.battlefield(P0, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Volcanic Fallout"))
    s.resolve()
    assert _life(s, P0) == 18 and _life(s, P1) == 18
    assert s.zone(flier) is Zone.GRAVEYARD and s.zone(mine) is Zone.GRAVEYARD
    assert get_card("Volcanic Fallout").unparsed == ()  # can't be countered (CR 101.2)


def test_slagstorm_modes(scenario):
    """CR 700.2: choose one: 3 damage to each creature, or 3 damage to each player."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    bears = s.battlefield(P1, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Slagstorm"), modes=(0,))
    s.resolve()
    assert s.zone(bears) is Zone.GRAVEYARD and _life(s, P1) == 20
    s2 = scenario()
    s2.lands(P0, "Mountain", "Mountain", "Mountain")
    s2.cast(P0, s2.hand(P0, "Slagstorm"), modes=(1,))
    s2.resolve()
    assert _life(s2, P0) == 17 and _life(s2, P1) == 17


def test_spell_pierce_counters_noncreature_unless_paid(scenario):
    """CR 701.6: counter target noncreature spell unless its controller pays {2}; a creature
    spell is not a legal target."""
    s = scenario()
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [P1])
    bolt = s.game.stack[-1].obj
    s.lands(P1, "Island")
    s.cast(P1, s.hand(P1, "Spell Pierce"), [bolt])
    s.resolve()
    assert _life(s, P1) == 20  # P0 has no mana left to pay
    s2 = scenario()
    s2.lands(P0, "Forest", "Forest")
    s2.cast(P0, s2.hand(P0, "Grizzly Bears"))
    bears = s2.game.stack[-1].obj
    s2.lands(P1, "Island")
    with pytest.raises(IllegalActionError):
        s2.cast(P1, s2.hand(P1, "Spell Pierce"), [bears])


def test_jace_brainstorm_and_bounce(scenario):
    """CR 606.3: Jace's 0: draw three, put two back; -1: return target creature to hand.

    His abilities in printed order since round 39 (the +2 fateseal first: index 1 is the 0).
    """
    s = scenario()
    jace = s.battlefield(P0, "Jace, the Mind Sculptor")
    s.library(P0, "Forest", "Island", "Mountain", "Plains")
    s.script(P0, ("put_back", lambda view, d: tuple(d.options[:2])))
    s.activate(P0, jace, 1)
    s.resolve()
    assert len(s.names(P0, Zone.HAND)) == 1 and len(s.names(P0, Zone.LIBRARY)) == 3
    assert jace.counter("loyalty") == 3
    s2 = scenario()
    jace2 = s2.battlefield(P0, "Jace, the Mind Sculptor")
    bears = s2.battlefield(P1, "Grizzly Bears")
    s2.activate(P0, jace2, 2, [bears])
    s2.resolve()
    assert s2.names(P1, Zone.HAND) == ["Grizzly Bears"] and jace2.counter("loyalty") == 2


def test_aven_riftwatcher_gains_life_leaving(scenario):
    """CR 603.6c, 603.10a: "When ~ enters or leaves the battlefield, you gain 2 life";
    leaving looks back in time (here: it dies)."""
    s = scenario()
    aven = s.battlefield(P0, "Aven Riftwatcher")
    s.lands(P1, "Mountain")
    s.game.active = P1
    s.cast(P1, s.hand(P1, "Lightning Bolt"), [aven])
    s.resolve()
    assert s.zone(aven) is Zone.GRAVEYARD and _life(s, P0) == 22


def test_aven_riftwatcher_vanishing_three(scenario):
    """Issue 26 (compiled twins): the pool's card did not simulate Vanishing 3, so it was
    withheld (it would have stayed for free: a partial card never cheats); its compiled
    twin has it and is cast. CR 702.63a: it enters with three time counters, one is removed
    at the beginning of each of its controller's upkeeps, and when the last is removed it is
    sacrificed: 2 life entering, 2 leaving."""
    card = get_card("Aven Riftwatcher")
    assert card.unparsed == () and card.withheld == () and card.castable
    s = scenario()
    s.lands(P0, "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, "Aven Riftwatcher"))
    s.resolve()
    aven = s.game.players[P0].battlefield[-1]
    assert aven.counters == {"time": 3} and _life(s, P0) == 22
    for left in (2, 1, 0):
        s.library(P0, "Plains")
        s.library(P1, "Plains")
        s.script(P0, ("attackers", ()))
        s.script(P1, ("attackers", ()))
        s.next_turn()  # P1's turn
        s.next_turn()  # P0's turn: its upkeep removes a counter
        if left:
            assert aven.counters == {"time": left}
    assert s.zone(aven) is Zone.GRAVEYARD and _life(s, P0) == 24


def test_sulfuric_vortex_damages_the_active_player_each_upkeep(scenario):
    """CR 503.1a: "At the beginning of each player's upkeep, ~ deals 2 damage to that player"."""
    s = scenario(active=P1)
    s.battlefield(P0, "Sulfuric Vortex")
    s.library(P0, "Mountain")
    s.library(P1, "Mountain")
    s.script(P0, ("attackers", ()))
    s.next_turn()  # P0's turn
    assert _life(s, P0) == 18 and _life(s, P1) == 20
    s.next_turn()  # P1's turn
    assert _life(s, P1) == 18 and _life(s, P0) == 18


def test_goldfish_does_not_cast_into_its_own_eidolon_at_low_life(scenario):
    """Goldfish, CR 603.3: the Eidolon trigger resolves before the spell, so at 2 life even a
    lethal Bolt would kill its caster first; at 3 life it casts."""
    s = scenario(goldfish=True, life=(2, 3))
    s.battlefield(P0, "Eidolon of the Great Revel")
    s.lands(P0, "Mountain")
    s.hand(P0, "Lightning Bolt")
    assert not isinstance(_goldfish_priority(s), CastSpell)
    s.game.players[P0].life = 3
    a = _goldfish_priority(s)
    assert isinstance(a, CastSpell) and a.targets == ((P1,),)
