"""Issue 26, card helper ``act`` (round 40): activated abilities and keyword lines.

Each test compiles a real card's real Oracle text, checks the compiled value, and plays it
through the engine, citing the rule. Families: abilities that work only from the graveyard
("Activate only if ~ is in your graveyard", CR 602.5b), shields of a chosen colour (CR
615.7, 607.2d), ...
"""

from __future__ import annotations

import pytest
from scenario import P0, P1, IllegalActionError, Scenario

from deckstats.cards.costs import GraveyardAbility
from deckstats.cards.effects import AddMana, GainControl
from deckstats.cards.effects_act import PreventNext
from deckstats.cards.effects_act40 import MayCastThisTurn, SpellCantBeCountered
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Ref
from deckstats.engine.actions import ActivateAbility, HandAction
from deckstats.engine.types import Zone

BOLT = compile_text(
    "Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."
)
BEARS = compile_text("Grizzly Bears", "{1}{G}", "Creature — Bear", "", pt=("2", "2"))

# -- abilities that work only from the graveyard (CR 602.5b) -----------------------------------

GLORY = compile_text(
    "Glory",
    "{3}{W}{W}",
    "Creature — Incarnation",
    "Flying\n{2}{W}: Creatures you control gain protection from the color of your choice until "
    "end of turn. Activate only if Glory is in your graveyard.",
    pt=("3", "3"),
)


def test_glory_works_from_the_graveyard_only() -> None:
    """CR 602.5b: "Activate only if Glory is in your graveyard": a graveyard ability; on the
    battlefield Glory has no activated ability at all (CR 702.16: protection until end of
    turn)."""
    assert GLORY.unparsed == () and GLORY.abilities == ()
    (ability,) = GLORY.costs
    assert isinstance(ability, GraveyardAbility)
    s = Scenario()
    s.lands(P0, "Plains", "Plains", "Plains")
    bears = s.battlefield(P0, BEARS)
    on_field = s.battlefield(P0, GLORY)
    assert not [a for a in s.legal(P0) if getattr(a, "oid", None) == on_field.oid]
    glory = s.graveyard(P0, GLORY)
    s.battlefield(P1, compile_text("Goblin Guide", "{R}", "Creature — Goblin", "", pt=("2", "2")))
    (use,) = [a for a in s.legal(P0) if isinstance(a, HandAction) and a.oid == glory.oid]
    s.act(P0, use)
    s.resolve()
    assert bears.temp_protection and on_field.temp_protection


# -- shields of a chosen colour (CR 615.7, 607.2d) ---------------------------------------------

STORY_CIRCLE = compile_text(
    "Story Circle",
    "{1}{W}{W}",
    "Enchantment",
    "As Story Circle enters, choose a color.\n{W}: The next time a source of your choice of the "
    "chosen color would deal damage to you this turn, prevent that damage.",
)


def test_story_circle_prevents_the_chosen_colour_only() -> None:
    """CR 615.7, 607.2d: the shield stops the next damage from a source of the colour chosen
    as Story Circle entered; a source of another colour is not stopped."""
    assert STORY_CIRCLE.unparsed == ()
    (shield,) = STORY_CIRCLE.abilities[0].effect
    assert shield == PreventNext(0, Ref.YOU, choose_source=True, chosen_color=True)
    s = Scenario()
    s.script(P0, ("color", "R"))  # CR 607.2d: chosen as it enters
    circle = s.battlefield(P0, STORY_CIRCLE)
    s.lands(P0, "Plains", "Plains")
    s.lands(P1, "Mountain", "Mountain")
    s.cast(P1, s.hand(P1, BOLT), targets=[P0])
    s.activate(P0, circle, 0)
    s.resolve()
    assert s.game.players[P0].life == 20
    s.cast(P1, s.hand(P1, BOLT), targets=[P0])
    s.resolve()
    assert s.game.players[P0].life == 17


def test_story_circle_before_a_choice_stops_nothing() -> None:
    """CR 607.2d: without a chosen colour ("of the chosen color" names none), no shield;
    a white choice does not stop a red source."""
    s = Scenario()
    circle = s.game.new_object(STORY_CIRCLE, P0, Zone.BATTLEFIELD)  # no choice made
    s.game.players[P0].battlefield.append(circle)
    s.lands(P0, "Plains")
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, BOLT), targets=[P0])
    s.activate(P0, circle, 0)
    s.resolve()
    assert s.game.players[P0].life == 17
    s.script(P0, ("color", "W"))
    white = s.battlefield(P0, STORY_CIRCLE)
    s.lands(P0, "Plains")
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, BOLT), targets=[P0])
    s.activate(P0, white, 0)
    s.resolve()
    assert s.game.players[P0].life == 14


# -- grandeur: "Discard another card named ~" (CR 207.2c, 118.3) --------------------------------

PAGE = compile_text(
    "Page, Loose Leaf",
    "{2}",
    "Legendary Artifact Creature — Construct",
    "{T}: Add {C}.\nGrandeur — Discard another card named Page, Loose Leaf: Reveal cards from "
    "the top of your library until you reveal an instant or sorcery card. Put that card into "
    "your hand and the rest on the bottom of your library in a random order.",
    pt=("0", "2"),
)


def test_page_discards_another_page_to_dig() -> None:
    """CR 118.3, 701.20a: the cost is a card of the same name from the hand (grandeur is an
    ability word, CR 207.2c); without one the ability is not offered."""
    assert PAGE.unparsed == ()
    (dig,) = PAGE.abilities[1].effect
    assert type(dig).__name__ == "RevealUntil"
    s = Scenario()
    page = s.battlefield(P0, PAGE)
    s.hand(P0, BEARS)
    assert not [a for a in s.legal(P0) if isinstance(a, ActivateAbility) and a.index == 1]
    s.hand(P0, PAGE)
    s.library(P0, "Forest", BOLT, "Island")
    s.activate(P0, page, 1)
    s.resolve()
    assert sorted(s.names(P0, Zone.HAND)) == ["Grizzly Bears", "Lightning Bolt"]
    assert s.names(P0, Zone.GRAVEYARD) == ["Page, Loose Leaf"]


# -- mana counted in the hand: "Reveal any number of <cards> in your hand" (CR 701.20a) ---------

METALWORKER = compile_text(
    "Metalworker",
    "{3}",
    "Artifact Creature — Construct",
    "{T}: Reveal any number of artifact cards in your hand. Add {C}{C} for each card revealed "
    "this way.",
    pt=("1", "2"),
)
MOX = compile_text("Chromatic Sphere", "{1}", "Artifact", "")
ENGINE = compile_text("Invented Four-Drop", "{4}", "Artifact", "")


def test_metalworker_adds_two_per_artifact_in_hand() -> None:
    """CR 701.20a, 605.1a: a mana ability adding {C}{C} for each artifact card revealed from
    the hand (every one is revealed); lands and creatures in hand add nothing. Activated with
    priority before the spell is cast (CR 605.3a), it may reveal that spell's card too."""
    assert METALWORKER.unparsed == ()
    (add,) = METALWORKER.abilities[0].effect
    assert add.in_hand and add.each == 2 and add.symbol == "C"
    s = Scenario()
    s.battlefield(P0, METALWORKER)
    big = s.hand(P0, ENGINE)
    s.hand(P0, BEARS)
    s.hand(P0, "Forest")
    with pytest.raises(IllegalActionError):
        s.cast(P0, big)  # one artifact in hand: {C}{C}
    s.hand(P0, MOX)
    s.cast(P0, big)  # two: {C}{C}{C}{C}
    s.resolve()
    assert "Invented Four-Drop" in s.names(P0, Zone.BATTLEFIELD)


# -- players and cards of sentences with several targets (CR 115.1, 601.2c, 400.3) ------------

PRIEST = compile_text(
    "Priest of Forgotten Gods",
    "{1}{B}",
    "Creature — Human Cleric",
    "{T}, Sacrifice two other creatures: Any number of target players each lose 2 life and "
    "sacrifice a creature. You add {B}{B} and draw a card.",
    pt=("1", "2"),
)
SPURNMAGE = compile_text(
    "Spurnmage Advocate",
    "{W}",
    "Creature — Human Nomad",
    "{T}: Return two target cards from an opponent's graveyard to their hand. Destroy target "
    "attacking creature.",
    pt=("1", "1"),
)


def test_priest_of_forgotten_gods_targets_any_number_of_players() -> None:
    """CR 115.1, 601.2c: "any number of target players": here none or one (never both, a
    loss of power); that player loses 2 life and sacrifices a creature; then its controller
    adds {B}{B} and draws (CR 608.2c)."""
    assert PRIEST.unparsed == ()
    lose, sac, add, draw = PRIEST.abilities[0].effect
    assert lose.player.count == 1 and lose.player.up_to and sac.player == Ref.FIRST_TARGET
    assert add == AddMana("BB") and type(draw).__name__ == "DrawCards"
    s = Scenario()
    priest = s.battlefield(P0, PRIEST)
    s.battlefield(P0, BEARS)
    s.battlefield(P0, BEARS)
    theirs = s.battlefield(P1, BEARS)
    s.library(P0, "Swamp")
    s.activate(P0, priest, 0, targets=[P1])
    s.resolve()
    assert s.game.players[P1].life == 18 and s.game.players[P0].life == 20
    assert s.zone(theirs) is Zone.GRAVEYARD
    assert s.game.players[P0].pool[2] == 2 and s.names(P0, Zone.HAND) == ["Swamp"]
    assert s.names(P0, Zone.BATTLEFIELD) == ["Priest of Forgotten Gods"]


def test_spurnmage_advocate_returns_to_the_owners_hand() -> None:
    """CR 400.3: two cards of an opponent's graveyard go to that player's hand; then the
    attacking creature is destroyed."""
    assert SPURNMAGE.unparsed == ()
    s = Scenario()
    advocate = s.battlefield(P0, SPURNMAGE)
    one, two = s.graveyard(P1, BOLT), s.graveyard(P1, BEARS)
    attacker = s.battlefield(P1, BEARS)
    attacker.attacking = True
    s.activate(P0, advocate, 0, targets=[[one, two], [attacker]])
    s.resolve()
    assert sorted(s.names(P1, Zone.HAND)) == ["Grizzly Bears", "Lightning Bolt"]
    assert s.zone(attacker) is Zone.GRAVEYARD


# -- "Target spell can't be countered." (CR 101.2) ---------------------------------------------

SHUSHER = compile_text(
    "Vexing Shusher",
    "{R/G}{R/G}",
    "Creature — Goblin Shaman",
    "This spell can't be countered.\n{R/G}: Target spell can't be countered.",
    pt=("2", "2"),
)
COUNTERSPELL = compile_text("Counterspell", "{U}{U}", "Instant", "Counter target spell.")


def test_vexing_shusher_keeps_a_spell_from_being_countered() -> None:
    """CR 101.2: "can't be countered" wins over "counter target spell": the Counterspell
    resolves and does nothing; the Bears enter."""
    assert SHUSHER.unparsed == ()
    (eff,) = SHUSHER.abilities[0].effect
    assert isinstance(eff, SpellCantBeCountered)
    s = Scenario()
    shusher = s.battlefield(P0, SHUSHER)
    s.lands(P0, "Forest", "Forest", "Mountain")
    s.lands(P1, "Island", "Island")
    bears = s.hand(P0, BEARS)
    s.cast(P0, bears)
    spell = s.game.stack[-1].obj
    s.cast(P1, s.hand(P1, COUNTERSPELL), targets=[spell])
    s.activate(P0, shusher, 0, targets=[spell])
    s.resolve()
    assert "Grizzly Bears" in s.names(P0, Zone.BATTLEFIELD)
    assert "Counterspell" in s.names(P1, Zone.GRAVEYARD)


# -- giving a permanent away (CR 613.1b) --------------------------------------------------------

WISHCLAW = compile_text(
    "Wishclaw Talisman",
    "{1}",
    "Artifact",
    "Wishclaw Talisman enters with three wish counters on it.\n{1}, {T}, Remove a wish counter "
    "from Wishclaw Talisman: Search your library for a card, put it into your hand, then "
    "shuffle. An opponent gains control of Wishclaw Talisman. Activate only during your turn.",
)


def test_wishclaw_talisman_goes_to_the_opponent() -> None:
    """CR 613.1b, 602.5b: after the search its opponent controls the Talisman, and may use it
    only during their own turn."""
    assert WISHCLAW.unparsed == ()
    *_, give = WISHCLAW.abilities[0].effect
    assert give == GainControl(Ref.SELF, to=Ref.EACH_OPPONENT)
    s = Scenario()
    claw = s.battlefield(P0, WISHCLAW)
    claw.counters = {"wish": 3}
    s.lands(P0, "Island")
    s.lands(P1, "Island")
    s.library(P0, BOLT)
    s.activate(P0, claw, 0)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Lightning Bolt"]
    assert claw.controller == P1 and claw in s.game.players[P1].battlefield
    assert claw.counters == {"wish": 2}
    claw.tapped = False
    assert not [a for a in s.legal(P1) if getattr(a, "oid", 0) == claw.oid]  # not P1's turn


# -- "at the beginning of the next cleanup step" (CR 603.7, 514.3a) -----------------------------

GLACIERS = compile_text(
    "Thawing Glaciers",
    None,
    "Land",
    "Thawing Glaciers enters tapped.\n{1}, {T}: Search your library for a basic land card, put "
    "that card onto the battlefield tapped, then shuffle. Return Thawing Glaciers to its "
    "owner's hand at the beginning of the next cleanup step.",
)


def test_thawing_glaciers_returns_in_the_cleanup_step() -> None:
    """CR 603.7, 514.3a: the delayed trigger waits for the cleanup step (not the end step);
    it resolves there and Thawing Glaciers is back in its owner's hand."""
    assert GLACIERS.unparsed == ()
    *_, later = GLACIERS.abilities[0].effect
    assert later.step == "cleanup step"
    s = Scenario()
    glaciers = s.battlefield(P0, GLACIERS)
    s.lands(P0, "Island")
    s.library(P0, "Forest", BOLT)
    s.activate(P0, glaciers, 0)
    s.resolve()
    assert "Forest" in s.names(P0, Zone.BATTLEFIELD) and s.zone(glaciers) is Zone.BATTLEFIELD
    s.cleanup()
    assert s.names(P0, Zone.HAND) == ["Thawing Glaciers"]


# -- "You may cast that card this turn." from a graveyard (CR 601.3) ----------------------------

EMRY = compile_text(
    "Emry, Lurker of the Loch",
    "{2}{U}",
    "Legendary Creature — Merfolk Wizard",
    "This spell costs {1} less to cast for each artifact you control.\nWhen Emry, Lurker of the "
    "Loch enters, mill four cards.\n{T}: Choose target artifact card in your graveyard. You may "
    "cast that card this turn.",
    pt=("1", "2"),
)


def test_emry_lets_an_artifact_be_cast_from_the_graveyard_this_turn() -> None:
    """CR 601.3: the chosen artifact card may be cast from the graveyard (its costs paid) this
    turn only; a card it did not choose may not."""
    assert EMRY.unparsed == ()
    choose, permit = EMRY.abilities[0].effect
    assert type(choose).__name__ == "ChooseTarget" and permit == MayCastThisTurn(Ref.FIRST_TARGET)
    s = Scenario()
    emry = s.battlefield(P0, EMRY)
    s.lands(P0, "Island", "Island")
    sphere = s.graveyard(P0, MOX)
    other = s.graveyard(P0, MOX)
    s.activate(P0, emry, 0, targets=[sphere])
    s.resolve()
    s.cast(P0, sphere)
    s.resolve()
    assert "Chromatic Sphere" in s.names(P0, Zone.BATTLEFIELD)
    with pytest.raises(IllegalActionError):
        s.cast(P0, other)


# -- "connives X, where X is the number of creatures that died this turn" (CR 701.50e, 700.4) -

VAULT = compile_text(
    "Spymaster's Vault",
    None,
    "Land",
    "Spymaster's Vault enters tapped unless you control a Swamp.\n{T}: Add {B}.\n{B}, {T}: "
    "Target creature you control connives X, where X is the number of creatures that died this "
    "turn. (Draw X cards, then discard X cards. Put a +1/+1 counter on that creature for each "
    "nonland card discarded this way.)",
)


def test_spymasters_vault_connives_for_each_creature_that_died() -> None:
    """CR 701.50e, 700.4: two creatures died this turn (either player's): draw two, discard
    two, a +1/+1 counter for each nonland card discarded."""
    assert VAULT.unparsed == ()
    (connive,) = VAULT.abilities[1].effect
    assert connive.count.what == "died_turn"
    s = Scenario()
    vault = s.battlefield(P0, VAULT)
    s.lands(P0, "Swamp")
    bears = s.battlefield(P0, BEARS)
    for _ in range(2):
        s.game.destroy(s.battlefield(P1, BEARS))
    s.library(P0, BOLT, MOX)
    s.activate(P0, vault, 1, targets=[bears])
    s.resolve()
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Chromatic Sphere", "Lightning Bolt"]
    assert bears.counters == {"+1/+1": 2}


# -- "historic" (CR 700.6) and "Sacrifice three Foods" (CR 118.3) -------------------------------

SAMWISE = compile_text(
    "Samwise Gamgee",
    "{G}{W}",
    "Legendary Creature — Halfling Peasant",
    "Whenever another nontoken creature you control enters, create a Food token. (It's an "
    'artifact with "{2}, {T}, Sacrifice this token: You gain 3 life.")\nSacrifice three Foods: '
    "Return target historic card from your graveyard to your hand. (Artifacts, legendaries, "
    "and Sagas are historic.)",
    pt=("2", "2"),
)
FOOD = compile_text(
    "Food", None, "Artifact — Food", "{2}, {T}, Sacrifice this artifact: You gain 3 life."
)
LEGEND = compile_text("Invented Legend", "{R}", "Legendary Creature — Monkey", "", pt=("2", "1"))


def test_samwise_returns_a_historic_card() -> None:
    """CR 700.6: artifacts, legendaries and Sagas are historic: a legendary creature card or
    an artifact card may be the target, a plain creature card may not; three Foods are
    sacrificed as the cost (CR 118.3)."""
    assert SAMWISE.unparsed == ()
    s = Scenario()
    sam = s.battlefield(P0, SAMWISE)
    foods = [s.battlefield(P0, FOOD) for _ in range(3)]
    legend, sphere, bears = (s.graveyard(P0, c) for c in (LEGEND, MOX, BEARS))
    options = {a.targets for a in s.legal(P0) if getattr(a, "oid", 0) == sam.oid}
    assert options == {((legend.oid,),), ((sphere.oid,),)}
    s.activate(P0, sam, 0, targets=[legend])
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Invented Legend"] and bears in s.game.players[P0].graveyard
    assert all(s.zone(f) is not Zone.BATTLEFIELD for f in foods)


# -- impulse draw of one card chosen among those exiled (CR 601.2, 305.1) -----------------------

DESK = compile_text(
    "Mishra's Research Desk",
    "{1}",
    "Artifact",
    "{1}, {T}, Sacrifice Mishra's Research Desk: Exile the top two cards of your library. "
    "Choose one of them. Until the end of your next turn, you may play that card.",
)


def test_research_desk_lets_one_chosen_card_be_played() -> None:
    """CR 601.2, 305.1: two cards are exiled; only the one chosen may be played (the other
    stays in exile, unplayable)."""
    assert DESK.unparsed == ()
    (impulse,) = DESK.abilities[0].effect
    assert impulse.count == 2 and impulse.keep_one and impulse.next_turn
    s = Scenario()
    desk = s.battlefield(P0, DESK)
    s.lands(P0, "Mountain", "Mountain")
    s.library(P0, BOLT, "Forest")
    s.activate(P0, desk, 0)  # the scripted player takes the first card offered: the Bolt
    s.resolve()
    assert sorted(s.names(P0, Zone.EXILE)) == ["Forest", "Lightning Bolt"]
    exiled = {o.card.name: o for o in s.game.players[P0].exile}
    assert [o.playable_until > 0 for o in exiled.values()].count(True) == 1
    assert not [a for a in s.legal(P0) if getattr(a, "oid", 0) == exiled["Forest"].oid]
    s.cast(P0, exiled["Lightning Bolt"], targets=[P1])
    s.resolve()
    assert s.game.players[P1].life == 17


# -- reveal until a land, damage per card (CR 701.20a, 120.3); a repeated mill (CR 701.17a) ----

CHARBELCHER = compile_text(
    "Goblin Charbelcher",
    "{4}",
    "Artifact",
    "{3}, {T}: Reveal cards from the top of your library until you reveal a land card. Goblin "
    "Charbelcher deals damage equal to the number of nonland cards revealed this way to any "
    "target. If the revealed land card was a Mountain, Goblin Charbelcher deals double that "
    "damage instead. Put the revealed cards on the bottom of your library in any order.",
)
GRINDSTONE = compile_text(
    "Grindstone",
    "{1}",
    "Artifact",
    "{3}, {T}: Target player mills two cards. If two cards that share a color were milled this "
    "way, repeat this process.",
)


def test_charbelcher_deals_damage_per_spell_before_a_land() -> None:
    """CR 701.20a, 120.3: three nonland cards before an Island: 3 damage; before a Mountain,
    double: 6. The revealed cards go to the bottom (CR 401.4)."""
    assert CHARBELCHER.unparsed == ()
    (belch,) = CHARBELCHER.abilities[0].effect
    assert belch.double == "Mountain"
    for land, dealt in (("Island", 3), ("Mountain", 6)):
        s = Scenario()
        belcher = s.battlefield(P0, CHARBELCHER)
        s.lands(P0, "Swamp", "Swamp", "Swamp")
        top = s.library(P0, BOLT, BEARS, MOX, land, "Forest")
        s.activate(P0, belcher, 0, targets=[P1])
        s.resolve()
        assert s.game.players[P1].life == 20 - dealt
        library = s.game.players[P0].library
        assert library[-1] is top[-1] and set(library[:4]) == set(top[:4])


def test_grindstone_mills_again_while_the_pair_shares_a_colour() -> None:
    """CR 701.17a, 105.2: two red cards share a colour: mill two more; a red and a green
    card don't: it stops."""
    assert GRINDSTONE.unparsed == ()
    s = Scenario()
    stone = s.battlefield(P0, GRINDSTONE)
    s.lands(P0, "Island", "Island", "Island")
    s.library(P1, BOLT, BOLT, BOLT, BEARS, "Forest", "Forest")
    s.activate(P0, stone, 0, targets=[P1])
    s.resolve()
    assert len(s.game.players[P1].graveyard) == 4 and len(s.game.players[P1].library) == 2
