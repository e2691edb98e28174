"""Zone-moving templates of round 37 (issue 26, brief r37_zones): real cards, real text.

Each family: the compiled value of a real card's Oracle text and an engine scenario that
cites its rule.

- "If ~ would enter, sacrifice a Swamp instead. If you do, put ~ onto the battlefield. If
  you don't, put it into its owner's graveyard." (Lake of the Dead, Lotus Vale; Mox
  Diamond: "you may discard a land card instead"): CR 614.1a, 614.12.
- "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its
  owner's library instead." (Progenitus, Blightsteel Colossus): CR 614.1a, 701.24.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.effects import (
    BounceOwned,
    Discard,
    DrawCards,
    ExileLibrary,
    ExileUncastThisTurn,
    GraveyardExileThisTurn,
    LookAtHand,
    MassRemoval,
    PlayFromGraveyardThisTurn,
    PutFromHandOnTop,
    ReturnChosen,
    SearchLibrary,
    ShuffleCardsIntoLibrary,
    ShuffleIntoLibrary,
)
from deckstats.cards.model import CardType
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import (
    TARGET_OPPONENT,
    TARGET_PLAYER,
    Controller,
    Filter,
    Ref,
    Target,
    TargetKind,
)
from deckstats.cards.zone_facts import EnterInstead
from deckstats.engine import Zone
from deckstats.engine.actions import CastSpell as CastSpellAction
from deckstats.engine.actions import PlayLand
from deckstats.engine.decisions import DISCARD, SACRIFICE

LAKE = (
    "If Lake of the Dead would enter, sacrifice a Swamp instead. If you do, put Lake of the "
    "Dead onto the battlefield. If you don't, put it into its owner's graveyard.\n"
    "{T}: Add {B}.\n{T}, Sacrifice a Swamp: Add {B}{B}{B}{B}."
)
LOTUS_VALE = (
    "If Lotus Vale would enter, sacrifice two untapped lands instead. If you do, put Lotus "
    "Vale onto the battlefield. If you don't, put it into its owner's graveyard.\n"
    "{T}: Add three mana of any one color."
)
MOX_DIAMOND = (
    "If Mox Diamond would enter, you may discard a land card instead. If you do, put Mox "
    "Diamond onto the battlefield. If you don't, put it into its owner's graveyard.\n"
    "{T}: Add one mana of any color."
)
PROGENITUS = (
    "Protection from everything\nIf Progenitus would be put into a graveyard from anywhere, "
    "reveal Progenitus and shuffle it into its owner's library instead."
)


def lake():
    return compile_text("Lake of the Dead", None, "Land", LAKE)


def lotus_vale():
    return compile_text("Lotus Vale", None, "Land", LOTUS_VALE)


def mox_diamond():
    return compile_text("Mox Diamond", "{0}", "Artifact", MOX_DIAMOND)


def progenitus():
    return compile_text(
        "Progenitus",
        "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}",
        "Legendary Creature — Hydra Avatar",
        PROGENITUS,
        pt=("10", "10"),
    )


# -- "If ~ would enter, sacrifice ... instead" (CR 614.1a, 614.12) -------------------------


def test_enter_instead_lands_and_mox_diamond_compile():
    assert lake().unparsed == ()
    assert lake().enter_instead == EnterInstead(
        sacrifice=Filter(card_type=CardType.LAND, subtypes=("Swamp",))
    )
    assert lotus_vale().unparsed == ()
    assert lotus_vale().enter_instead == EnterInstead(
        sacrifice=Filter(card_type=CardType.LAND, tapped=False), count=2
    )
    assert mox_diamond().unparsed == ()
    assert mox_diamond().enter_instead == EnterInstead(discard=Filter(card_type=CardType.LAND))


def test_lake_of_the_dead_sacrifices_a_swamp_as_it_enters(scenario):
    """CR 614.1a: the Swamp is sacrificed instead, then the Lake enters."""
    s = scenario()
    swamp, _island = s.lands(P0, "Swamp", "Island")
    land = s.play_land(P0, s.hand(P0, lake()))
    assert land is not None and land.card.name == "Lake of the Dead"
    assert s.zone(swamp) is Zone.GRAVEYARD
    assert sorted(s.names(P0, Zone.BATTLEFIELD)) == ["Island", "Lake of the Dead"]


def test_lake_of_the_dead_without_a_swamp_is_not_offered_and_goes_to_the_graveyard(scenario):
    """CR 614.1a: with no Swamp to sacrifice it would go to the graveyard: the land play is
    not offered; put onto the battlefield by an effect anyway, it goes to the graveyard."""
    s = scenario()
    s.lands(P0, "Island")
    obj = s.hand(P0, lake())
    assert PlayLand(obj.oid) not in s.legal(P0)
    s.game.move(obj, Zone.BATTLEFIELD)
    assert s.names(P0, Zone.GRAVEYARD) == ["Lake of the Dead"]
    assert s.names(P0, Zone.BATTLEFIELD) == ["Island"]


def test_lotus_vale_sacrifices_two_untapped_lands(scenario):
    """CR 614.1a: "two untapped lands": a tapped land cannot pay; the player picks two."""
    s = scenario()
    forest, island, mountain = s.lands(P0, "Forest", "Island", "Mountain")
    mountain.tapped = True
    s.script(P0, (SACRIFICE, (forest.oid, island.oid)))
    vale = s.play_land(P0, s.hand(P0, lotus_vale()))
    assert vale is not None and vale.card.name == "Lotus Vale"
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Forest", "Island"]
    assert sorted(s.names(P0, Zone.BATTLEFIELD)) == ["Lotus Vale", "Mountain"]
    s2 = scenario()
    s2.lands(P0, "Forest")
    obj = s2.hand(P0, lotus_vale())
    assert PlayLand(obj.oid) not in s2.legal(P0)


def test_mox_diamond_discards_a_land_or_goes_to_the_graveyard(scenario):
    """CR 614.1a: the land card is discarded as Mox Diamond would enter."""
    s = scenario()
    mox = s.hand(P0, mox_diamond())
    s.hand(P0, "Swamp")
    forest = s.hand(P0, "Forest")
    s.hand(P0, "Lightning Bolt")
    s.script(P0, (DISCARD, (forest.oid,)))
    s.cast(P0, mox)
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD) == ["Mox Diamond"]
    assert s.names(P0, Zone.GRAVEYARD) == ["Forest"]
    assert sorted(s.names(P0, Zone.HAND)) == ["Lightning Bolt", "Swamp"]
    # With no land card in hand, casting it is not offered (it would only be lost) ...
    s2 = scenario()
    mox2 = s2.hand(P0, mox_diamond())
    s2.hand(P0, "Lightning Bolt")
    assert not [a for a in s2.legal(P0) if isinstance(a, CastSpellAction) and a.oid == mox2.oid]
    # ... and put onto the battlefield anyway, it goes to the graveyard.
    s2.game.move(mox2, Zone.BATTLEFIELD)
    assert s2.names(P0, Zone.GRAVEYARD) == ["Mox Diamond"]
    assert s2.names(P0, Zone.HAND) == ["Lightning Bolt"]


# -- "... shuffle it into its owner's library instead" (CR 614.1a, 701.24) -------------------


def test_progenitus_compiles_to_its_replacement():
    card = progenitus()
    assert card.unparsed == ()
    assert card.shuffle_instead


def test_progenitus_is_shuffled_into_the_library_instead_of_dying_or_being_discarded(scenario):
    """CR 614.1a, 701.24: from the battlefield (destroyed) or the hand (discarded), it goes
    into its owner's library, never the graveyard; it does not die (no dies trigger)."""
    s = scenario()
    s.library(P0, "Island", "Island", "Island")
    pro = s.battlefield(P0, progenitus())
    s.game.destroy(pro)
    assert s.names(P0, Zone.GRAVEYARD) == []
    assert sorted(s.names(P0, Zone.LIBRARY)) == ["Island", "Island", "Island", "Progenitus"]
    hand = s.hand(P1, progenitus())
    s.game.move(hand, Zone.GRAVEYARD)
    assert s.names(P1, Zone.GRAVEYARD) == []
    assert "Progenitus" in s.names(P1, Zone.LIBRARY)


# -- one-shot zone moves (cards.effects_zone_moves) ------------------------------------------

CURFEW = "Each player returns a creature they control to its owner's hand."
MEMORYS_JOURNEY = (
    "Target player shuffles up to three target cards from their graveyard into their "
    "library.\nFlashback {G} (You may cast this card from your graveyard for its flashback "
    "cost. Then exile it.)"
)
STREAM_OF_THOUGHT = (
    "Target player mills four cards. You shuffle up to four target cards from your graveyard "
    "into your library.\nReplicate {2}{U}{U} (When you cast this spell, copy it for each "
    "time you paid its replicate cost. You may choose new targets for the copies.)"
)
GAMBLE = (
    "Search your library for a card, put that card into your hand, discard a card at random, "
    "then shuffle."
)
ZOMBIE_APOCALYPSE = (
    "Return all Zombie creature cards from your graveyard to the battlefield tapped, then "
    "destroy all Humans."
)


def _bear(name="Grizzly Bears", subtype="Bear"):
    return compile_text(name, "{1}{G}", f"Creature — {subtype}", "", pt=("2", "2"))


def test_look_at_target_players_hand_compiles_to_information_only(scenario):
    """Peek: looking at a hand moves nothing (CR 701.20 is about revealing; looking is
    information), then the card is drawn."""
    peek = compile_text("Peek", "{U}", "Instant", "Look at target player's hand.\nDraw a card.")
    assert peek.unparsed == ()
    assert peek.spell == (LookAtHand(TARGET_PLAYER), DrawCards(1))
    s = scenario()
    s.lands(P0, "Island")
    s.library(P0, "Forest")
    s.hand(P1, "Lightning Bolt")
    s.cast(P0, s.hand(P0, peek), targets=[P1])
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Forest"]
    assert s.names(P1, Zone.HAND) == ["Lightning Bolt"]


def test_curfew_each_player_returns_a_creature_of_their_choice(scenario):
    """CR 400.3, 701.21 (the edict's choice): each player picks one creature they control."""
    curfew = compile_text("Curfew", "{U}", "Instant", CURFEW)
    assert curfew.unparsed == ()
    assert curfew.spell == (ReturnChosen(Filter(card_type=CardType.CREATURE), Ref.EACH_PLAYER),)
    s = scenario()
    s.lands(P0, "Island")
    bear = s.battlefield(P0, _bear())
    s.battlefield(P0, _bear("Runeclaw Bear"))
    s.battlefield(P1, _bear("Balduvian Bears"))
    s.script(P0, (SACRIFICE, (bear.oid,)))
    s.cast(P0, s.hand(P0, curfew))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Grizzly Bears"]
    assert sorted(s.names(P0, Zone.BATTLEFIELD)) == ["Island", "Runeclaw Bear"]
    assert s.names(P1, Zone.HAND) == ["Balduvian Bears"]
    assert s.names(P1, Zone.BATTLEFIELD) == []


def test_memorys_journey_shuffles_the_target_players_cards_into_their_library(scenario):
    """CR 701.24: the target cards of that player's graveyard go into their library."""
    journey = compile_text("Memory's Journey", "{1}{U}", "Instant", MEMORYS_JOURNEY)
    assert journey.unparsed == ()
    assert journey.spell == (
        ShuffleCardsIntoLibrary(
            TARGET_PLAYER, Target(TargetKind.CARD_IN_GRAVEYARD, count=3, up_to=True)
        ),
    )
    s = scenario()
    s.lands(P0, "Island", "Island")
    a = s.graveyard(P1, _bear())
    b = s.graveyard(P1, "Lightning Bolt")
    s.graveyard(P1, "Forest")
    s.cast(P0, s.hand(P0, journey), targets=[P1, (a, b)])
    s.resolve()
    assert s.names(P1, Zone.GRAVEYARD) == ["Forest"]
    assert sorted(s.names(P1, Zone.LIBRARY)) == ["Grizzly Bears", "Lightning Bolt"]


def test_stream_of_thought_shuffles_your_own_cards_back():
    card = compile_text("Stream of Thought", "{U}", "Sorcery", STREAM_OF_THOUGHT)
    assert card.unparsed == ()
    assert card.spell[-1] == ShuffleCardsIntoLibrary(
        Ref.YOU, Target(TargetKind.CARD_IN_GRAVEYARD, Controller.YOU, count=4, up_to=True)
    )


def test_gamble_finds_a_card_then_discards_one_at_random(scenario):
    """CR 701.23, 701.9: the found card is in hand before the random discard."""
    gamble = compile_text("Gamble", "{R}", "Sorcery", GAMBLE)
    assert gamble.unparsed == ()
    assert gamble.spell == (SearchLibrary(Filter()), Discard(1, random=True))
    s = scenario()
    s.lands(P0, "Mountain")
    s.library(P0, "Forest", "Lightning Bolt", "Island")
    s.cast(P0, s.hand(P0, gamble))
    s.resolve()
    # the only card in hand is the found one: the random discard takes it
    assert len(s.names(P0, Zone.GRAVEYARD)) == 2  # Gamble and the found card
    assert s.names(P0, Zone.HAND) == []
    assert len(s.names(P0, Zone.LIBRARY)) == 2


def test_zombie_apocalypse_returns_zombies_tapped_then_destroys_humans(scenario):
    """CR 110.2, 701.8, 205.3m: every Zombie card returns tapped; each Human is destroyed."""
    card = compile_text("Zombie Apocalypse", "{3}{B}{B}{B}", "Sorcery", ZOMBIE_APOCALYPSE)
    assert card.unparsed == ()
    assert card.spell[1] == MassRemoval(TargetKind.CREATURE, Filter(subtypes=("Human",)))
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.graveyard(P0, _bear("Walking Corpse", "Zombie"))
    s.graveyard(P0, _bear())
    s.battlefield(P1, _bear("Elite Vanguard", "Human Soldier"))
    s.battlefield(P1, _bear("Balduvian Bears"))
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    corpse = [o for o in s.game.players[P0].battlefield if o.card.name == "Walking Corpse"]
    assert len(corpse) == 1 and corpse[0].tapped
    assert s.names(P1, Zone.BATTLEFIELD) == ["Balduvian Bears"]
    assert s.names(P1, Zone.GRAVEYARD) == ["Elite Vanguard"]


# -- "If a creature would enter and it wasn't cast, exile it instead" (CR 614.1a) -----------

CONTAINMENT_PRIEST = (
    "Flash\nIf a nontoken creature would enter and it wasn't cast, exile it instead."
)
HALLOWED_MOONLIGHT = (
    "Until end of turn, if a creature would enter and it wasn't cast, exile it instead.\n"
    "Draw a card."
)
ZOMBIFY = "Return target creature card from your graveyard to the battlefield."


def _priest():
    return compile_text(
        "Containment Priest", "{1}{W}", "Creature — Human Cleric", CONTAINMENT_PRIEST, ("2", "2")
    )


def test_containment_priest_and_hallowed_moonlight_compile():
    assert _priest().unparsed == () and _priest().uncast_exile
    moon = compile_text("Hallowed Moonlight", "{1}{W}", "Instant", HALLOWED_MOONLIGHT)
    assert moon.unparsed == ()
    assert moon.spell == (ExileUncastThisTurn(), DrawCards(1))


def test_containment_priest_exiles_a_reanimated_creature_but_not_a_cast_one(scenario):
    """CR 614.1a: a creature put onto the battlefield without being cast is exiled instead;
    a creature spell resolving enters as usual (CR 608.3)."""
    zombify = compile_text("Zombify", "{3}{B}", "Sorcery", ZOMBIFY)
    s = scenario()
    s.battlefield(P1, _priest())
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp", "Forest", "Forest")
    corpse = s.graveyard(P0, _bear())
    s.cast(P0, s.hand(P0, zombify), targets=[corpse])
    s.resolve()
    assert s.names(P0, Zone.EXILE) == ["Grizzly Bears"]
    assert "Grizzly Bears" not in s.names(P0, Zone.BATTLEFIELD)
    s.cast(P0, s.hand(P0, _bear("Runeclaw Bear")))
    s.resolve()
    assert "Runeclaw Bear" in s.names(P0, Zone.BATTLEFIELD)


def test_hallowed_moonlight_exiles_uncast_creatures_and_tokens_this_turn_only(scenario):
    """CR 614.1a, 111.7: this turn a reanimated creature is exiled and a creature token is
    never created; the next turn creatures enter as usual."""
    moon = compile_text("Hallowed Moonlight", "{1}{W}", "Instant", HALLOWED_MOONLIGHT)
    s = scenario()
    s.lands(P0, "Plains", "Plains")
    s.library(P0, "Island", "Island", "Island")
    s.cast(P0, s.hand(P0, moon))
    s.resolve()
    g = s.game
    g.move(s.graveyard(P1, _bear()), Zone.BATTLEFIELD)
    assert s.names(P1, Zone.EXILE) == ["Grizzly Bears"]
    s.lands(P0, "Plains", "Plains")
    s.cast(P0, s.hand(P0, "Raise the Alarm"))
    s.resolve()
    assert [o for o in g.players[P0].battlefield if o.is_token] == []
    g.turn += 1  # the next turn: the replacement is over
    g.move(s.graveyard(P1, _bear("Runeclaw Bear")), Zone.BATTLEFIELD)
    assert "Runeclaw Bear" in s.names(P1, Zone.BATTLEFIELD)


# -- "You may play lands from the top of your library" (CR 305.1, 401.5) ---------------------

ORACLE_OF_MUL_DAYA = (
    "You may play an additional land on each of your turns.\nPlay with the top card of your "
    "library revealed.\nYou may play lands from the top of your library."
)
LANTERN = (
    "Play with the top card of your library revealed.\n{T}, Sacrifice Lantern of Insight: "
    "Target player shuffles."
)


def _oracle():
    return compile_text(
        "Oracle of Mul Daya", "{3}{G}", "Creature — Elf Shaman", ORACLE_OF_MUL_DAYA, ("2", "2")
    )


def test_oracle_of_mul_daya_and_lantern_compile():
    card = _oracle()
    assert card.unparsed == () and card.lands_from_top and card.extra_land_plays == 1
    lantern = compile_text("Lantern of Insight", "{1}", "Artifact", LANTERN)
    assert lantern.unparsed == () and not lantern.lands_from_top
    assert lantern.abilities[0].effect == (ShuffleCardsIntoLibrary(TARGET_PLAYER),)


def test_oracle_of_mul_daya_plays_lands_from_the_top_of_the_library(scenario):
    """CR 305.1: a land on top may be played (a land play); a spell on top may not; the
    revealed top card is visible to its owner's decisions (CR 401.5)."""
    s = scenario()
    s.battlefield(P0, _oracle())
    forest, bolt = s.library(P0, "Forest", "Lightning Bolt")
    assert PlayLand(forest.oid) in s.legal(P0)
    s.play_land(P0, forest)
    assert "Forest" in s.names(P0, Zone.BATTLEFIELD)
    assert s.game.players[P0].lands_played_turn == 1
    # the Bolt on top now: it is not a land, so nothing from the top is offered
    assert not [a for a in s.legal(P0) if getattr(a, "oid", None) == bolt.oid]
    # without the Oracle, the top land is not playable
    s2 = scenario()
    (island,) = s2.library(P0, "Island")
    assert PlayLand(island.oid) not in s2.legal(P0)


def test_lantern_of_insight_makes_the_target_player_shuffle(scenario):
    """CR 701.24: "Target player shuffles": their library is shuffled, nothing moves."""
    lantern = compile_text("Lantern of Insight", "{1}", "Artifact", LANTERN)
    s = scenario()
    lamp = s.battlefield(P0, lantern)
    s.library(P1, *(["Island"] * 10 + ["Forest"] * 10))
    before = [o.oid for o in s.game.players[P1].library]
    s.activate(P0, lamp, 0, targets=[P1])
    s.resolve()
    after = [o.oid for o in s.game.players[P1].library]
    assert sorted(after) == sorted(before) and after != before
    assert s.names(P0, Zone.GRAVEYARD) == ["Lantern of Insight"]


# -- "Until end of turn, you may play lands and cast spells from your graveyard" -------------

YAWGMOTHS_WILL = (
    "Until end of turn, you may play lands and cast spells from your graveyard.\nIf a card "
    "would be put into your graveyard from anywhere this turn, exile that card instead."
)


def test_yawgmoths_will_compiles():
    card = compile_text("Yawgmoth's Will", "{2}{B}", "Sorcery", YAWGMOTHS_WILL)
    assert card.unparsed == ()
    assert card.spell == (PlayFromGraveyardThisTurn(), GraveyardExileThisTurn())


def test_yawgmoths_will_casts_and_plays_from_the_graveyard_and_exiles_instead(scenario):
    """CR 601.2, 305.1: this turn a spell is cast and a land played from the graveyard;
    CR 614.1a: the cast spell, and Yawgmoth's Will itself, are exiled instead of going to
    the graveyard; the opponent's graveyard is not opened."""
    will = compile_text("Yawgmoth's Will", "{2}{B}", "Sorcery", YAWGMOTHS_WILL)
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Mountain")
    bolt = s.graveyard(P0, "Lightning Bolt")
    forest = s.graveyard(P0, "Forest")
    theirs = s.graveyard(P1, "Lightning Bolt")
    assert not [a for a in s.legal(P0) if getattr(a, "oid", None) in (bolt.oid, forest.oid)]
    s.cast(P0, s.hand(P0, will))
    s.resolve()
    assert s.names(P0, Zone.EXILE) == ["Yawgmoth's Will"]
    assert not [a for a in s.legal(P0) if getattr(a, "oid", None) == theirs.oid]
    s.cast(P0, bolt, targets=[P1])
    s.resolve()
    assert s.game.players[P1].life == 17
    assert sorted(s.names(P0, Zone.EXILE)) == ["Lightning Bolt", "Yawgmoth's Will"]
    s.play_land(P0, forest)
    assert "Forest" in s.names(P0, Zone.BATTLEFIELD)
    assert s.names(P0, Zone.GRAVEYARD) == []
    # the next turn: the graveyard is closed again and cards go there as usual
    s.game.turn += 1
    s.game.move(s.hand(P0, "Island"), Zone.GRAVEYARD)
    assert s.names(P0, Zone.GRAVEYARD) == ["Island"]
    assert PlayLand(s.game.players[P0].graveyard[0].oid) not in s.legal(P0)


# -- bounce by owner and by name, hand cards on top (CR 400.3, 201.2, 401.1) -----------------


def test_hurkyls_recall_returns_the_artifacts_the_target_player_owns(scenario):
    """CR 400.3: every artifact that player owns goes to their hand; others stay."""
    recall = compile_text(
        "Hurkyl's Recall",
        "{1}{U}",
        "Instant",
        "Return all artifacts target player owns to their hand.",
    )
    assert recall.unparsed == ()
    assert recall.spell == (BounceOwned(Filter(card_type=CardType.ARTIFACT), TARGET_PLAYER),)
    mox = compile_text("Mox Opal", "{0}", "Legendary Artifact", "{T}: Add {C}.")
    s = scenario()
    s.lands(P0, "Island", "Island")
    s.battlefield(P1, mox)
    s.battlefield(P1, compile_text("Chromatic Star", "{1}", "Artifact", "{T}: Add {C}."))
    s.battlefield(P0, compile_text("Mind Stone", "{2}", "Artifact", "{T}: Add {C}."))
    s.battlefield(P1, _bear())
    s.cast(P0, s.hand(P0, recall), targets=[P1])
    s.resolve()
    assert sorted(s.names(P1, Zone.HAND)) == ["Chromatic Star", "Mox Opal"]
    assert s.names(P1, Zone.BATTLEFIELD) == ["Grizzly Bears"]
    assert "Mind Stone" in s.names(P0, Zone.BATTLEFIELD)


def test_echoing_truth_returns_every_permanent_with_the_targets_name(scenario):
    """CR 201.2, 400.3: the target and all other permanents of the same name."""
    truth = compile_text(
        "Echoing Truth",
        "{1}{U}",
        "Instant",
        "Return target nonland permanent and all other permanents with the same name as that "
        "permanent to their owners' hands.",
    )
    assert truth.unparsed == ()
    s = scenario()
    s.lands(P0, "Island", "Island")
    a = s.battlefield(P1, _bear())
    s.battlefield(P1, _bear())
    s.battlefield(P0, _bear())
    s.battlefield(P1, _bear("Runeclaw Bear"))
    s.cast(P0, s.hand(P0, truth), targets=[a])
    s.resolve()
    assert s.names(P1, Zone.HAND) == ["Grizzly Bears", "Grizzly Bears"]
    assert s.names(P0, Zone.HAND) == ["Grizzly Bears"]
    assert s.names(P1, Zone.BATTLEFIELD) == ["Runeclaw Bear"]


def test_stunted_growth_the_target_player_puts_three_cards_on_top():
    growth = compile_text(
        "Stunted Growth",
        "{3}{G}",
        "Sorcery",
        "Target player chooses three cards from their hand and puts them on top of their "
        "library in any order.",
    )
    assert growth.unparsed == ()
    assert growth.spell == (PutFromHandOnTop(3, TARGET_PLAYER),)


# -- Paradigm Shift (CR 406.1, 701.24), Pelakka Predation (CR 701.9) ---------------------------

PARADIGM_SHIFT = "Exile all cards from your library. Then shuffle your graveyard into your library."
PELAKKA = (
    "Target opponent reveals their hand. You may choose a card from it with mana value 3 or "
    "greater. That player discards that card."
)


def test_paradigm_shift_exiles_the_library_then_shuffles_the_graveyard_in(scenario):
    shift = compile_text("Paradigm Shift", "{1}{U}", "Sorcery", PARADIGM_SHIFT)
    assert shift.unparsed == ()
    assert shift.spell == (ExileLibrary(), ShuffleIntoLibrary("graveyard"))
    s = scenario()
    s.lands(P0, "Island", "Island")
    s.library(P0, "Forest", "Forest")
    s.graveyard(P0, "Lightning Bolt")
    s.cast(P0, s.hand(P0, shift))
    s.resolve()
    assert s.names(P0, Zone.EXILE) == ["Forest", "Forest"]
    assert s.names(P0, Zone.LIBRARY) == ["Lightning Bolt"]
    assert s.names(P0, Zone.GRAVEYARD) == ["Paradigm Shift"]


def test_pelakka_predation_takes_a_card_with_mana_value_3_or_greater(scenario):
    """CR 701.9: the caster chooses among the cards with mana value 3 or greater only."""
    card = compile_text("Pelakka Predation", "{2}{B}", "Sorcery", PELAKKA)
    assert card.unparsed == ()
    assert card.spell == (
        Discard(1, TARGET_OPPONENT, chooser=Controller.YOU, filter=Filter(min_mana_value=3)),
    )
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    s.hand(P1, "Lightning Bolt")
    s.hand(P1, compile_text("Hill Giant", "{3}{R}", "Creature — Giant", "", ("3", "3")))
    s.cast(P0, s.hand(P0, card), targets=[P1])
    s.resolve()
    assert s.names(P1, Zone.GRAVEYARD) == ["Hill Giant"]
    assert s.names(P1, Zone.HAND) == ["Lightning Bolt"]
