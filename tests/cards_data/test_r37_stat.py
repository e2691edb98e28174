"""Issue 26, round 37, static abilities (helper ``stat``): real cards, real Oracle text.

Each family: the compiled value, then a built position where the engine honours it,
citing the rule. Rule-changing statics of permanents (``cards.rule_locks``,
``oracle.rule_locks``, ``engine.rule_locks``): untap locks (CR 502.3), enter-tapped locks
(CR 614.12), attack locks (CR 508.1) and draw limits (CR 121.1), each a "can't" that wins
(CR 101.2).
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.model import CardType, Keyword, Supertype
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Filter, Ref
from deckstats.engine.combat import can_attack
from deckstats.engine.types import Step, Zone

BACK_TO_BASICS = compile_text(
    "Back to Basics",
    "{2}{U}",
    "Enchantment",
    "Nonbasic lands don't untap during their controllers' untap steps.",
)
CHOKE = compile_text(
    "Choke", "{2}{G}", "Enchantment", "Islands don't untap during their controllers' untap steps."
)
ROOT_MAZE = compile_text("Root Maze", "{G}", "Enchantment", "Artifacts and lands enter tapped.")
THALIA = compile_text(
    "Thalia, Heretic Cathar",
    "{2}{W}",
    "Legendary Creature — Human Soldier",
    "First strike\nCreatures and nonbasic lands your opponents control enter tapped.",
    pt=("3", "2"),
)
MOAT = compile_text("Moat", "{2}{U}{U}", "Enchantment", "Creatures without flying can't attack.")
BRIDGE = compile_text(
    "Ensnaring Bridge",
    "{3}",
    "Artifact",
    "Creatures with power greater than the number of cards in your hand can't attack.",
)
NARSET = compile_text(
    "Narset, Parter of Veils",
    "{1}{U}{U}",
    "Legendary Planeswalker — Narset",
    "Each opponent can't draw more than one card each turn.\n−2: Look at the top four cards "
    "of your library. You may reveal a noncreature, nonland card from among them and put it "
    "into your hand. Put the rest on the bottom of your library in a random order.",
    loyalty="5",
)
SPIRIT = compile_text(
    "Spirit of the Labyrinth",
    "{1}{W}",
    "Creature — Spirit",
    "Each player can't draw more than one card each turn.",
    pt=("3", "1"),
)
TROPICAL_ISLAND = compile_text(
    "Tropical Island", None, "Land — Forest Island", "({T}: Add {G} or {U}.)"
)
BEARS = compile_text("Grizzly Bears", "{1}{G}", "Creature — Bear", "", pt=("2", "2"))
BIRDS = compile_text("Suntail Hawk", "{W}", "Creature — Bird", "Flying", pt=("1", "1"))
SAVANNAH_LIONS = compile_text("Savannah Lions", "{W}", "Creature — Cat", "", pt=("2", "1"))
WATCHWOLF = compile_text("Watchwolf", "{G}{W}", "Creature — Wolf", "", pt=("3", "3"))
ORNITHOPTER = compile_text(
    "Ornithopter", "{0}", "Artifact Creature — Thopter", "Flying", pt=("0", "2")
)


def test_rule_locks_compile():
    """Each lock line compiles to its value, with the group read by the target grammar."""
    from deckstats.cards.rule_locks import AttackLock, DrawLimit, EntersTappedLock, UntapLock

    for card in (BACK_TO_BASICS, CHOKE, ROOT_MAZE, THALIA, MOAT, BRIDGE, NARSET, SPIRIT):
        assert card.unparsed == (), card.name
    land = Filter(card_type=CardType.LAND)
    assert BACK_TO_BASICS.modifiers == (
        UntapLock((Filter(card_type=CardType.LAND, not_supertypes=Supertype.BASIC),)),
    )
    assert CHOKE.modifiers == (UntapLock((Filter(card_type=CardType.LAND, subtypes=("Island",)),)),)
    assert ROOT_MAZE.modifiers == (
        EntersTappedLock((Filter(card_type=CardType.ARTIFACT), land), Ref.EACH_PLAYER),
    )
    assert THALIA.modifiers == (
        EntersTappedLock(
            (
                Filter(card_type=CardType.CREATURE),
                Filter(card_type=CardType.LAND, not_supertypes=Supertype.BASIC),
            ),
            Ref.EACH_OPPONENT,
        ),
    )
    assert THALIA.keywords & Keyword.FIRST_STRIKE
    assert MOAT.modifiers == (
        AttackLock(Filter(card_type=CardType.CREATURE, not_keywords=Keyword.FLYING)),
    )
    assert BRIDGE.modifiers == (AttackLock(Filter(card_type=CardType.CREATURE), True),)
    assert NARSET.modifiers == (DrawLimit(Ref.EACH_OPPONENT, 1),)
    assert SPIRIT.modifiers == (DrawLimit(Ref.EACH_PLAYER, 1),)


def test_back_to_basics_keeps_nonbasic_lands_tapped(scenario):
    """CR 502.3, 101.2: in its untap step the player untaps all but the locked lands."""
    s = scenario(active=P0)
    s.battlefield(P0, BACK_TO_BASICS)
    trop, forest = s.lands(P1, TROPICAL_ISLAND, "Forest", tapped=True)
    s.next_turn()  # P1's turn: its untap step
    assert trop.tapped and not forest.tapped


def test_choke_keeps_islands_tapped_for_each_player(scenario):
    """CR 502.3: Choke names a land type: a dual land that is an Island stays tapped too."""
    s = scenario(active=P1)
    s.battlefield(P1, CHOKE)
    island, trop, mountain = s.lands(P0, "Island", TROPICAL_ISLAND, "Mountain", tapped=True)
    s.next_turn()  # P0's turn
    assert island.tapped and trop.tapped and not mountain.tapped


def test_root_maze_makes_played_lands_and_artifacts_enter_tapped(scenario):
    """CR 614.12: a land played and an artifact cast both enter tapped; a creature doesn't."""
    s = scenario()
    s.battlefield(P1, ROOT_MAZE)
    forest = s.hand(P0, "Forest")
    land = s.play_land(P0, forest)
    assert land is not None and land.tapped
    s.lands(P0, "Forest")  # (enters tapped too: placed by the scenario through the same rule)
    opter = s.hand(P0, ORNITHOPTER)
    s.cast(P0, opter)
    s.resolve()
    bears = s.battlefield(P0, BEARS)
    assert s.game.players[P0].battlefield[-2].tapped  # the Ornithopter
    assert not bears.tapped


def test_thalia_heretic_cathar_taxes_only_opponents(scenario):
    """CR 614.12: the opponents' creatures and nonbasic lands enter tapped, not basics."""
    s = scenario()
    s.battlefield(P1, THALIA)
    trop = s.play_land(P0, s.hand(P0, TROPICAL_ISLAND))
    assert trop is not None and trop.tapped
    assert not s.battlefield(P0, "Forest").tapped
    assert s.battlefield(P0, BEARS).tapped
    assert not s.battlefield(P1, BEARS).tapped  # Thalia's controller's creature
    assert not s.battlefield(P1, TROPICAL_ISLAND).tapped


def test_moat_stops_creatures_without_flying(scenario):
    """CR 508.1, 101.2: only flyers can attack while Moat is on the battlefield."""
    s = scenario()
    lions = s.battlefield(P0, SAVANNAH_LIONS)
    hawk = s.battlefield(P0, BIRDS)
    assert can_attack(s.game, lions)
    moat = s.battlefield(P1, MOAT)
    assert not can_attack(s.game, lions) and can_attack(s.game, hawk)
    s.game.sacrifice(moat)
    assert can_attack(s.game, lions)


def test_ensnaring_bridge_reads_its_controllers_hand(scenario):
    """CR 508.1: power greater than the cards in the Bridge controller's hand can't attack."""
    s = scenario()
    s.battlefield(P1, BRIDGE)
    lions = s.battlefield(P0, SAVANNAH_LIONS)  # power 2
    hawk = s.battlefield(P0, BIRDS)  # power 1
    s.hand(P1, "Island")
    assert not can_attack(s.game, lions) and can_attack(s.game, hawk)
    s.hand(P1, "Island")
    assert can_attack(s.game, lions)
    s.hand(P0, "Island")  # the attacker's own hand does not count
    big = s.battlefield(P0, WATCHWOLF)
    assert not can_attack(s.game, big)


def test_narset_limits_opponents_draws_each_turn(scenario):
    """CR 121.1, 101.2: the opponent draws one card a turn; Narset's controller is free."""
    s = scenario(active=P1, step=Step.DRAW)
    s.battlefield(P0, NARSET)
    s.library(P1, *(["Island"] * 5))
    s.library(P0, *(["Island"] * 5))
    s.game.draw(P1, 1)
    s.game.draw(P1, 2)  # Brainstorm-like: nothing more this turn
    assert len(s.game.players[P1].hand) == 1
    s.game.draw(P0, 3)
    assert len(s.game.players[P0].hand) == 3
    s.game.turn += 1  # a new turn: one more card
    s.game.draw(P1, 2)
    assert len(s.game.players[P1].hand) == 2


def test_spirit_of_the_labyrinth_limits_everyone_and_spares_an_empty_library(scenario):
    """CR 121.1, 101.2: each player, its controller too; a forbidden draw doesn't deck."""
    s = scenario()
    s.battlefield(P0, SPIRIT)
    s.library(P0, "Island")
    s.game.draw(P0, 1)
    s.game.draw(P0, 1)  # the library is empty, but the draw can't happen: no loss
    assert len(s.game.players[P0].hand) == 1
    assert not s.game.players[P0].drew_from_empty


WINTER_ORB = compile_text(
    "Winter Orb",
    "{2}",
    "Artifact",
    "As long as Winter Orb is untapped, players can't untap more than one land during their "
    "untap steps.",
)
MIND_STONE = compile_text(
    "Mind Stone", "{2}", "Artifact", "{T}: Add {C}.\n{1}, {T}, Sacrifice Mind Stone: Draw a card."
)
RISING_WATERS = compile_text(
    "Rising Waters",
    "{3}{U}",
    "Enchantment",
    "Lands don't untap during their controllers' untap steps.\nAt the beginning of each "
    "player's upkeep, that player untaps a land they control.",
)


def test_winter_orb_untaps_one_land_while_untapped(scenario):
    """CR 502.3, 101.2: one land untaps, other permanents as usual; a tapped Orb lets all."""
    from deckstats.cards.rule_locks import LandUntapLimit

    assert WINTER_ORB.modifiers == (LandUntapLimit(1, while_untapped=True),)
    assert RISING_WATERS.modifiers == (LandUntapLimit(1),) and RISING_WATERS.unparsed == ()
    s = scenario(active=P1)
    orb = s.battlefield(P1, WINTER_ORB)
    s.library(P0, "Island", "Island")
    lands = s.lands(P0, "Island", "Island", "Mountain", tapped=True)
    stone = s.battlefield(P0, MIND_STONE, tapped=True)
    s.next_turn()  # P0's untap step
    assert sum(not land.tapped for land in lands) == 1 and not stone.tapped
    for land in lands:
        land.tapped = True
    orb.tapped = True
    s.game.active = P1
    s.next_turn()  # P0 again, with the Orb tapped
    assert not any(land.tapped for land in lands)


def test_rising_waters_untaps_one_land_each_turn(scenario):
    """CR 502.3: "Lands don't untap" with its upkeep untap of one land: one land a turn."""
    s = scenario(active=P0)
    s.battlefield(P0, RISING_WATERS)
    lands = s.lands(P1, "Forest", "Forest", tapped=True)
    s.next_turn()  # P1's turn
    assert sum(not land.tapped for land in lands) == 1


ANGER = compile_text(
    "Anger",
    "{3}{R}",
    "Creature — Incarnation",
    "Haste\nAs long as Anger is in your graveyard and you control a Mountain, creatures you "
    "control have haste.",
    pt=("2", "2"),
)
FILTH = compile_text(
    "Filth",
    "{3}{B}",
    "Creature — Incarnation",
    "Swampwalk\nAs long as Filth is in your graveyard and you control a Swamp, creatures you "
    "control have swampwalk.",
    pt=("2", "2"),
)


def test_incarnations_compile_as_graveyard_statics():
    """CR 113.6: the static is marked to work from the graveyard, with its condition."""
    for card in (ANGER, FILTH):
        assert card.unparsed == (), card.name
        (st,) = card.statics
        assert st.from_graveyard and st.applies_to == Ref.CREATURES_YOU_CONTROL
    assert ANGER.statics[0].keywords == Keyword.HASTE
    assert ANGER.statics[0].requires is not None
    assert ANGER.statics[0].requires.filter == Filter(subtypes=("Mountain",))
    assert FILTH.statics[0].landwalk == "Swamp"


def test_anger_gives_haste_only_from_the_graveyard_with_a_mountain(scenario):
    """CR 113.6, 604.2: in the graveyard with a Mountain: haste; on the battlefield: none."""
    s = scenario()
    bears = s.battlefield(P0, BEARS, sick=True)
    anger = s.battlefield(P0, ANGER, sick=True)
    s.lands(P0, "Mountain")
    assert not s.game.keywords(bears) & Keyword.HASTE  # Anger on the battlefield: no grant
    s.game.sacrifice(anger)
    assert s.game.keywords(bears) & Keyword.HASTE
    assert can_attack(s.game, bears)
    opp = s.battlefield(P1, BEARS, sick=True)
    assert not s.game.keywords(opp) & Keyword.HASTE  # "creatures you control"
    (card,) = s.game.players[P0].graveyard
    s.game.move(card, Zone.EXILE)
    assert not s.game.keywords(bears) & Keyword.HASTE


def test_anger_needs_the_mountain(scenario):
    s = scenario()
    bears = s.battlefield(P0, BEARS, sick=True)
    s.graveyard(P0, ANGER)
    assert not s.game.keywords(bears) & Keyword.HASTE
    s.lands(P0, "Mountain")
    assert s.game.keywords(bears) & Keyword.HASTE


def test_filth_gives_swampwalk_from_the_graveyard(scenario):
    """CR 702.14c, 113.6: a creature with swampwalk can't be blocked by a Swamp's controller."""
    from deckstats.engine.characteristics import landwalks

    s = scenario()
    bears = s.battlefield(P0, BEARS)
    s.lands(P0, "Swamp")
    assert landwalks(s.game, bears) == []
    s.graveyard(P0, FILTH)
    assert landwalks(s.game, bears) == ["Swamp"]


PENDRELL_MISTS = compile_text(
    "Pendrell Mists",
    "{3}{U}",
    "Enchantment",
    'All creatures have "At the beginning of your upkeep, sacrifice this creature unless you '
    'pay {1}."',
)
TABERNACLE = compile_text(
    "Tabernacle at Pendrell Vale",
    None,
    "Legendary Land",
    'All creatures have "At the beginning of your upkeep, destroy this creature unless you '
    'pay {1}."',
)
KATAKI = compile_text(
    "Kataki, War's Wage",
    "{1}{W}",
    "Legendary Creature — Spirit",
    'All artifacts have "At the beginning of your upkeep, sacrifice this artifact unless you '
    'pay {1}."',
    pt=("2", "1"),
)


def test_upkeep_taxes_compile():
    """CR 118.12: the granted tax is kept with its group, cost and sacrifice / destroy."""
    from deckstats.cards.rule_locks import UpkeepTax

    for card in (PENDRELL_MISTS, TABERNACLE, KATAKI):
        assert card.unparsed == (), card.name
        (tax,) = card.modifiers
        assert isinstance(tax, UpkeepTax) and tax.cost.text == "{1}"
    assert TABERNACLE.modifiers[0].destroy and not PENDRELL_MISTS.modifiers[0].destroy
    assert KATAKI.modifiers[0].permanents == Filter(card_type=CardType.ARTIFACT)


def test_pendrell_mists_taxes_each_creature_in_its_controllers_upkeep(scenario):
    """CR 118.12: one land pays for one creature; the other is sacrificed (P0's upkeep)."""
    s = scenario(active=P1)
    s.battlefield(P1, PENDRELL_MISTS)
    s.library(P0, "Island", "Island")
    s.lands(P0, "Forest")
    bears = s.battlefield(P0, BEARS)
    lions = s.battlefield(P0, SAVANNAH_LIONS)
    theirs = s.battlefield(P1, WATCHWOLF)
    s.script(P0, ("pay_unless", True))
    s.next_turn()  # P0's upkeep
    assert s.zone(bears) is Zone.BATTLEFIELD
    assert s.zone(lions) is Zone.GRAVEYARD
    assert s.zone(theirs) is Zone.BATTLEFIELD  # P1's creatures pay in P1's upkeep


def test_kataki_sacrifices_unpaid_artifacts(scenario):
    """CR 118.12: with no mana, each artifact is sacrificed as its controller's upkeep begins."""
    s = scenario(active=P1)
    s.battlefield(P1, KATAKI)
    s.library(P0, "Island", "Island")
    stone = s.battlefield(P0, MIND_STONE)
    s.script(P0, ("pay_unless", False))
    s.next_turn()
    assert s.zone(stone) is Zone.GRAVEYARD


GRAVE_TROLL = compile_text(
    "Golgari Grave-Troll",
    "{4}{G}",
    "Creature — Troll Skeleton",
    "Golgari Grave-Troll enters with a +1/+1 counter on it for each creature card in your "
    "graveyard.\n{1}, Pay 1 life: Regenerate Golgari Grave-Troll.\nDredge 6",
    pt=("0", "0"),
)
STAG_BEETLE = compile_text(
    "Stag Beetle",
    "{3}{G}{G}",
    "Creature — Insect",
    "Stag Beetle enters with X +1/+1 counters on it, where X is the number of other creatures "
    "on the battlefield.",
    pt=("0", "0"),
)


def test_counted_entry_compiles_to_a_count():
    """CR 614.1c: the count is kept with the counter kind (``cards.counts.Count``)."""
    for card in (GRAVE_TROLL, STAG_BEETLE):
        assert card.unparsed == (), card.name
    kind, count = GRAVE_TROLL.enters_with
    assert kind == "+1/+1" and count.what == "graveyard"
    assert count.filter == Filter(card_type=CardType.CREATURE)
    assert STAG_BEETLE.enters_with[1].what == "all_permanents"


def test_golgari_grave_troll_enters_with_a_counter_per_creature_card(scenario):
    """CR 614.1c, 122.6: counted as it enters: two creature cards, a land card not."""
    s = scenario()
    s.graveyard(P0, BEARS)
    s.graveyard(P0, SAVANNAH_LIONS)
    s.graveyard(P0, "Forest")
    s.graveyard(P1, WATCHWOLF)  # another player's graveyard: not "your graveyard"
    s.lands(P0, *(["Forest"] * 5))
    troll = s.hand(P0, GRAVE_TROLL)
    s.cast(P0, troll)
    s.resolve()
    (obj,) = [o for o in s.game.players[P0].battlefield if o.card is GRAVE_TROLL]
    assert obj.counters == {"+1/+1": 2}
    assert (s.game.power(obj), s.game.toughness(obj)) == (2, 2)


def test_stag_beetle_counts_other_creatures_of_both_players(scenario):
    """CR 614.1c: "other creatures on the battlefield": both players' creatures, not itself."""
    s = scenario()
    s.battlefield(P0, BEARS)
    s.battlefield(P1, WATCHWOLF)
    s.battlefield(P1, SAVANNAH_LIONS)
    s.lands(P0, *(["Forest"] * 5))
    beetle = s.hand(P0, STAG_BEETLE)
    s.cast(P0, beetle)
    s.resolve()
    (obj,) = [o for o in s.game.players[P0].battlefield if o.card is STAG_BEETLE]
    assert obj.counters == {"+1/+1": 3}


CRUCIBLE = compile_text(
    "Crucible of Worlds", "{3}", "Artifact", "You may play lands from your graveyard."
)
RAMUNAP = compile_text(
    "Ramunap Excavator",
    "{2}{G}",
    "Creature — Naga Cleric",
    "You may play lands from your graveyard.",
    pt=("2", "3"),
)


def test_crucible_of_worlds_plays_a_land_from_the_graveyard(scenario):
    """CR 305.1-305.2: a land from the graveyard uses the turn's one land play."""
    import pytest

    from deckstats.engine.actions import PlayLand
    from deckstats.engine.errors import IllegalActionError

    assert CRUCIBLE.unparsed == () and RAMUNAP.unparsed == ()
    s = scenario()
    land = s.graveyard(P0, TROPICAL_ISLAND)
    s.graveyard(P1, "Forest")
    with pytest.raises(IllegalActionError):
        s.act(P0, PlayLand(land.oid))  # without Crucible: not from the graveyard
    s.battlefield(P0, CRUCIBLE)
    assert PlayLand(land.oid) in s.legal(P0)
    played = s.play_land(P0, land)
    assert played is not None and played.card is TROPICAL_ISLAND
    assert s.game.players[P0].graveyard == []
    s.graveyard(P0, "Forest")
    assert not any(isinstance(a, PlayLand) for a in s.legal(P0))  # the land play is used
    assert not any(isinstance(a, PlayLand) for a in s.legal(P1))  # "your graveyard" only


CANONIST = compile_text(
    "Ethersworn Canonist",
    "{1}{W}",
    "Artifact Creature — Human Cleric",
    "Each player who has cast a nonartifact spell this turn can't cast additional nonartifact "
    "spells.",
    pt=("2", "2"),
)
TEEG = compile_text(
    "Gaddock Teeg",
    "{G}{W}",
    "Legendary Creature — Kithkin Advisor",
    "Noncreature spells with mana value 4 or greater can't be cast.\nNoncreature spells with "
    "{X} in their mana costs can't be cast.",
    pt=("2", "2"),
)
ANARCHOMANCER = compile_text(
    "Goblin Anarchomancer",
    "{R}{G}",
    "Creature — Goblin Shaman",
    "Each spell you cast that's red or green costs {1} less to cast.",
    pt=("2", "2"),
)
DEFENSE_GRID = compile_text(
    "Defense Grid",
    "{2}",
    "Artifact",
    "Each spell costs {3} more to cast except during its controller's turn.",
)
SHADOW = compile_text(
    "Shadow of Mortality",
    "{14}{B}{B}",
    "Creature — Avatar",
    "Trample\nThis spell costs {X} less to cast, where X is your life total.",
    pt=("7", "7"),
)
SPEAR = compile_text(
    "Searing Spear", "{1}{R}", "Instant", "Searing Spear deals 3 damage to any target."
)
BLAZE = compile_text("Blaze", "{X}{R}", "Sorcery", "Blaze deals X damage to any target.")
DAY = compile_text("Day of Judgment", "{2}{W}{W}", "Sorcery", "Destroy all creatures.")
OPT = compile_text("Opt", "{U}", "Instant", "Scry 1.\nDraw a card.")


def _castable(s, pid, obj) -> bool:
    from deckstats.engine.actions import CastSpell

    return any(isinstance(a, CastSpell) and a.oid == obj.oid for a in s.legal(pid))


def test_cast_rules_compile():
    """CR 601.2f, 101.2: each line is a cast limit or a cost change of ``cards.modifiers``."""
    from deckstats.cards.modifiers import CastLimit, CostChange

    for card in (CANONIST, TEEG, ANARCHOMANCER, DEFENSE_GRID, SHADOW):
        assert card.unparsed == (), card.name
    assert CANONIST.modifiers == (
        CastLimit(1, Filter(not_type=CardType.ARTIFACT), Ref.EACH_PLAYER),
    )
    assert TEEG.modifiers[1] == CastLimit(
        0, Filter(not_type=CardType.CREATURE), Ref.EACH_PLAYER, with_x=True
    )
    assert DEFENSE_GRID.modifiers == (CostChange(3, Filter(), Ref.EACH_PLAYER, off_turn_only=True),)
    (shadow,) = SHADOW.modifiers
    assert shadow.who == Ref.SELF and shadow.count is not None and shadow.count.what == "life"


def test_ethersworn_canonist_one_nonartifact_spell_each_turn(scenario):
    """CR 101.2: after one nonartifact spell, only artifact spells; the count is per turn."""
    s = scenario()
    s.battlefield(P1, CANONIST)
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain")
    first, second = (
        s.hand(P0, SPEAR),
        s.hand(
            P0,
            compile_text(
                "Searing Spear", "{1}{R}", "Instant", "Searing Spear deals 3 damage to any target."
            ),
        ),
    )
    opter = s.hand(P0, ORNITHOPTER)
    s.cast(P0, first, targets=[P1])
    s.resolve()
    assert not _castable(s, P0, second)
    assert _castable(s, P0, opter)


def test_gaddock_teeg_stops_big_and_x_noncreature_spells(scenario):
    """CR 101.2, 107.3: mana value 4+ noncreature and {X} spells can't be cast; creatures can."""
    s = scenario()
    s.battlefield(P1, TEEG)
    s.lands(P0, *(["Plains"] * 3), *(["Mountain"] * 2), "Forest", "Forest")
    day, blaze, spear = s.hand(P0, DAY), s.hand(P0, BLAZE), s.hand(P0, SPEAR)
    beetle = s.hand(P0, STAG_BEETLE)
    assert not _castable(s, P0, day) and not _castable(s, P0, blaze)
    assert _castable(s, P0, spear) and _castable(s, P0, beetle)


def test_goblin_anarchomancer_reduces_its_controllers_red_spells(scenario):
    """CR 601.2f: Searing Spear costs {R} for Anarchomancer's controller, not its opponent."""
    s = scenario()
    s.battlefield(P0, ANARCHOMANCER)
    s.lands(P0, "Mountain")
    spear = s.hand(P0, SPEAR)
    assert _castable(s, P0, spear)
    s.game.active = P1
    s.lands(P1, "Mountain")
    theirs = s.hand(P1, SPEAR)
    assert not _castable(s, P1, theirs)


def test_defense_grid_taxes_spells_off_their_controllers_turn(scenario):
    """CR 601.2f: Opt costs {3}{U} on the opponent's turn, {U} on its controller's own."""
    s = scenario(active=P0)
    s.battlefield(P0, DEFENSE_GRID)
    island = s.lands(P1, "Island")
    opt = s.hand(P1, OPT)
    assert not _castable(s, P1, opt)
    s.lands(P1, "Island", "Island", "Island")
    assert _castable(s, P1, opt)
    s.game.players[P1].battlefield.remove(island[0])
    s.game.active = P1
    assert _castable(s, P1, opt)


def test_shadow_of_mortality_costs_less_by_your_life_total(scenario):
    """CR 601.2f: {14}{B}{B} less X, X your life: {B}{B} at 20 life, {4}{B}{B} at 10."""
    s = scenario(life=(20, 20))
    s.lands(P0, "Swamp", "Swamp")
    shadow = s.hand(P0, SHADOW)
    assert _castable(s, P0, shadow)
    s.game.players[P0].life = 10
    assert not _castable(s, P0, shadow)


CHANGELING_OUTCAST = compile_text(
    "Changeling Outcast",
    "{B}",
    "Creature — Shapeshifter",
    "Changeling (This card is every creature type.)\nChangeling Outcast can't block and can't "
    "be blocked.",
    pt=("1", "1"),
)


def test_changeling_outcast_cant_block_and_cant_be_blocked(scenario):
    """CR 509.1a-b: two printed restrictions on one line, each the flag combat reads."""
    from deckstats.engine.combat import can_block

    assert CHANGELING_OUTCAST.unparsed == ()
    assert CHANGELING_OUTCAST.keywords & Keyword.CANT_BLOCK
    assert CHANGELING_OUTCAST.keywords & Keyword.UNBLOCKABLE
    s = scenario()
    outcast = s.battlefield(P0, CHANGELING_OUTCAST)
    bears = s.battlefield(P1, BEARS)
    assert not can_block(s.game, bears, outcast)
    assert not can_block(s.game, outcast, bears)


OF_ONE_MIND = compile_text(
    "Of One Mind",
    "{2}{U}{R}",
    "Sorcery",
    "This spell costs {2} less to cast if you control a Human creature and a non-Human "
    "creature.\nDraw two cards.",
)
HAGRA_MAULING = compile_text(
    "Hagra Mauling",
    "{2}{B}{B}",
    "Instant",
    "This spell costs {1} less to cast if an opponent controls no basic lands.\nDestroy target "
    "creature.",
)
HUMAN = compile_text("Thraben Inspector", "{W}", "Creature — Human Soldier", "", pt=("1", "2"))


def test_of_one_mind_needs_a_human_and_a_non_human(scenario):
    """CR 601.2f: {U}{R} with both a Human and a non-Human creature, {2}{U}{R} otherwise."""
    assert OF_ONE_MIND.unparsed == ()
    s = scenario()
    s.lands(P0, "Island", "Mountain")
    spell = s.hand(P0, OF_ONE_MIND)
    s.battlefield(P0, HUMAN)
    assert not _castable(s, P0, spell)  # a Human only
    s.battlefield(P1, BEARS)  # the opponent's non-Human does not count
    assert not _castable(s, P0, spell)
    s.battlefield(P0, BEARS)
    assert _castable(s, P0, spell)


def test_hagra_mauling_cheaper_against_no_basic_lands(scenario):
    """CR 601.2f: {1}{B}{B} while the opponent controls no basic land."""
    assert HAGRA_MAULING.unparsed == ()
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    s.battlefield(P1, BEARS)
    mauling = s.hand(P0, HAGRA_MAULING)
    s.lands(P1, TROPICAL_ISLAND)
    assert _castable(s, P0, mauling)
    s.lands(P1, "Forest")
    assert not _castable(s, P0, mauling)


ZURGO = compile_text(
    "Zurgo Bellstriker",
    "{R}",
    "Legendary Creature — Orc Warrior",
    "Zurgo Bellstriker can't block creatures with power 2 or greater.\nDash {1}{R} (You may "
    "cast this spell for its dash cost. If you do, it gains haste, and it's returned from the "
    "battlefield to its owner's hand at the beginning of the next end step.)",
    pt=("2", "2"),
)


def test_zurgo_bellstriker_blocks_only_small_attackers(scenario):
    """CR 509.1a: Zurgo can block a 1/1 but not a creature with power 2 or greater."""
    from deckstats.cards.rule_locks import BlockFilter
    from deckstats.engine.combat import can_block

    assert ZURGO.unparsed == ()
    assert ZURGO.modifiers == (BlockFilter(Filter(min_power=2)),)
    s = scenario()
    zurgo = s.battlefield(P1, ZURGO)
    hawk = s.battlefield(P0, BIRDS)  # 1/1 flyer: no one without flying or reach blocks it
    inspector = s.battlefield(P0, HUMAN)  # 1/2
    lions = s.battlefield(P0, SAVANNAH_LIONS)  # 2/1
    assert can_block(s.game, zurgo, inspector)
    assert not can_block(s.game, zurgo, lions)
    assert not can_block(s.game, zurgo, hawk)


ASHIOK = compile_text(
    "Ashiok, Dream Render",
    "{1}{U/B}{U/B}",
    "Legendary Planeswalker — Ashiok",
    "Spells and abilities your opponents control can't cause their controller to search their "
    "library.\n−1: Target player mills four cards. Then exile each opponent's graveyard.",
    loyalty="5",
)
RAMPANT_GROWTH = compile_text(
    "Rampant Growth",
    "{1}{G}",
    "Sorcery",
    "Search your library for a basic land card, put that card onto the battlefield tapped, then "
    "shuffle.",
)


def test_ashiok_stops_the_opponents_own_searches(scenario):
    """CR 701.23, 101.2: the opponent's Rampant Growth finds nothing; Ashiok's controller's does."""
    from deckstats.cards.rule_locks import SearchLock

    assert SearchLock() in ASHIOK.modifiers
    assert ASHIOK.unparsed == ()
    s = scenario()
    s.battlefield(P1, ASHIOK)
    s.lands(P0, "Forest", "Forest")
    s.library(P0, "Forest", "Island")
    growth = s.hand(P0, RAMPANT_GROWTH)
    s.cast(P0, growth)
    s.resolve()
    assert len(s.game.players[P0].library) == 2  # nothing found
    s.game.active = P1
    s.lands(P1, "Forest", "Forest")
    s.library(P1, "Forest")
    mine = s.hand(P1, RAMPANT_GROWTH)
    s.cast(P1, mine)
    s.resolve()
    assert s.game.players[P1].library == []  # Ashiok's controller searches as usual
