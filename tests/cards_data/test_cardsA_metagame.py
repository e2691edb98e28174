"""The partial cards that cost real tournament decks the most copies (issue 26, brief r35 cardsA).

Each test compiles a real card from its real Oracle text and checks the compiled form and its
play in the engine: Fatal Push's resolution-time mana-value check and revolt (CR 608.2b-c,
CR 207.2c), protection from monocoloured / multicoloured / coloured spells (CR 702.16a, 105.2b-c:
Guardian of the Guildpact, Stonecoil Serpent, Emrakul, the Aeons Torn), Urza's Saga's
chapters II and III (CR 714.2b, 613.4c, 202.1) and the tutors' card phrases (CR 701.23:
Summoner's Pact, Ranger-Captain of Eos).
"""

from __future__ import annotations

import pytest
from scenario import P0, P1, IllegalActionError

from deckstats.cards.effects import (
    Condition,
    Conditional,
    CreateToken,
    Destroy,
    GainAbility,
    SearchLibrary,
)
from deckstats.cards.model import Color, Keyword
from deckstats.cards.oracle import compile_text
from deckstats.engine import Zone
from deckstats.engine.characteristics import card_matches
from deckstats.engine.modifiers import protected_from

# -- Fatal Push: a mana-value check on resolution, raised by revolt ---------------------------


def fatal_push():
    return compile_text(
        "Fatal Push",
        "{B}",
        "Instant",
        "Destroy target creature if it has mana value 2 or less.\n"
        "Revolt — Destroy that creature if it has mana value 4 or less instead if a permanent "
        "left the battlefield under your control this turn.",
    )


def creature(name: str, cost: str):
    return compile_text(name, cost, "Creature — Bear", "", ("2", "2"))


def test_fatal_push_compiles_to_a_revolt_conditional():
    card = fatal_push()
    assert card.unparsed == () and card.withheld == ()
    (cond,) = card.spell
    assert isinstance(cond, Conditional) and cond.condition is Condition.REVOLT
    (then,), (otherwise,) = cond.then, cond.otherwise
    assert isinstance(then, Destroy) and isinstance(otherwise, Destroy)
    assert then.target.filter.max_mana_value == 4
    assert otherwise.target.filter.max_mana_value == 2


def _push_at(s, victim):
    s.lands(P0, "Swamp")
    s.cast(P0, s.hand(P0, fatal_push()), targets=[victim])
    s.resolve()


@pytest.mark.parametrize(("revolt", "destroyed"), [(False, False), (True, True)])
def test_fatal_push_destroys_a_three_drop_only_with_revolt(scenario, revolt, destroyed):
    """CR 608.2b-c: without revolt the spell checks mana value 2 or less on resolution, so a
    mana value 3 creature survives; after a permanent of ours left the battlefield this turn
    (revolt, CR 207.2c) the bound is 4 and it is destroyed."""
    s = scenario()
    victim = s.battlefield(P1, creature("Three Drop", "{2}{G}"))
    if revolt:
        s.game.destroy(s.battlefield(P0, "Forest"))
    _push_at(s, victim)
    assert (s.zone(victim) is Zone.GRAVEYARD) is destroyed


def test_fatal_push_destroys_a_two_drop_without_revolt(scenario):
    s = scenario()
    victim = s.battlefield(P1, creature("Two Drop", "{1}{G}"))
    _push_at(s, victim)
    assert s.zone(victim) is Zone.GRAVEYARD


def test_fatal_push_cannot_aim_at_a_five_drop(scenario):
    """Even with revolt, a mana value 5 creature could never be destroyed: not offered."""
    s = scenario()
    victim = s.battlefield(P1, creature("Five Drop", "{4}{G}"))
    s.game.destroy(s.battlefield(P0, "Forest"))
    s.lands(P0, "Swamp")
    with pytest.raises(IllegalActionError):
        s.cast(P0, s.hand(P0, fatal_push()), targets=[victim])


# -- protection from a colour count, from coloured spells --------------------------------------


def guardian():
    return compile_text(
        "Guardian of the Guildpact",
        "{3}{W}",
        "Creature — Spirit",
        "Protection from monocolored",
        ("2", "3"),
    )


def stonecoil():
    return compile_text(
        "Stonecoil Serpent",
        "{X}",
        "Artifact Creature — Snake",
        "Reach, trample, protection from multicolored\n"
        "Stonecoil Serpent enters with X +1/+1 counters on it.",
        ("0", "0"),
    )


def emrakul():
    return compile_text(
        "Emrakul, the Aeons Torn",
        "{15}",
        "Legendary Creature — Eldrazi",
        "This spell can't be countered.\n"
        "When you cast this spell, take an extra turn after this one.\n"
        "Flying, protection from spells that are one or more colors, annihilator 6",
        ("15", "15"),
    )


def terminate():
    return compile_text(
        "Terminate", "{B}{R}", "Instant", "Destroy target creature. It can't be regenerated."
    )


def test_protection_qualities_compile():
    for card in (guardian(), stonecoil()):
        assert card.unparsed == () and card.keywords & Keyword.PROTECTION
    assert emrakul().keywords & Keyword.PROTECTION and emrakul().keywords & Keyword.FLYING


def test_protection_from_monocolored_stops_a_bolt_not_a_gold_spell(scenario):
    """CR 702.16a, 105.2b: Lightning Bolt (one colour) can't target Guardian of the Guildpact;
    Terminate (two colours, CR 105.2c) can."""
    s = scenario()
    g = s.battlefield(P1, guardian())
    s.lands(P0, "Mountain", "Swamp")
    with pytest.raises(IllegalActionError):
        s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[g])
    s.cast(P0, s.hand(P0, terminate()), targets=[g])
    s.resolve()
    assert s.zone(g) is Zone.GRAVEYARD


def test_protection_from_multicolored_stops_terminate_not_a_bolt(scenario):
    """CR 702.16a, 105.2c: Stonecoil Serpent can't be targeted by Terminate; a Bolt can."""
    s = scenario()
    snake = s.battlefield(P1, stonecoil())
    s.lands(P0, "Mountain", "Swamp", "Mountain")
    with pytest.raises(IllegalActionError):
        s.cast(P0, s.hand(P0, terminate()), targets=[snake])
    s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[snake])


def test_emrakul_is_protected_from_coloured_spells_only(scenario):
    """CR 702.16a: "protection from spells that are one or more colors": a red instant is
    covered, a red creature (not a spell on the battlefield) and a colourless spell are not."""
    s = scenario()
    e = s.battlefield(P1, emrakul())
    assert protected_from(e, s.card("Lightning Bolt"))
    assert not protected_from(e, creature("Red Bear", "{1}{R}"))
    colourless = compile_text("Bolt Sliver", "{2}", "Kindred Instant — Eldrazi", "Draw a card.")
    assert colourless.colors == Color(0)
    assert not protected_from(e, colourless)


# -- Urza's Saga: chapter II's Construct maker, chapter III's search ----------------------------


def urzas_saga():
    return compile_text(
        "Urza's Saga",
        None,
        "Enchantment Land — Urza's Saga",
        "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after "
        "III.)\n"
        'I — Urza\'s Saga gains "{T}: Add {C}."\n'
        "II — Urza's Saga gains \"{2}, {T}: Create a 0/0 colorless Construct artifact "
        "creature token with 'This token gets +1/+1 for each artifact you control.'\"\n"
        "III — Search your library for an artifact card with mana cost {0} or {1}, put it "
        "onto the battlefield, then shuffle.",
    )


def test_urzas_saga_compiles_whole():
    card = urzas_saga()
    assert card.unparsed == ()
    (gain,) = card.triggers[1].effect
    assert isinstance(gain, GainAbility)
    (make,) = gain.abilities[0].effect
    assert isinstance(make, CreateToken)
    assert make.token.pt_cda == ("artifacts_you_control", 0, 0)
    (search,) = card.triggers[2].effect
    assert isinstance(search, SearchLibrary) and search.to == "battlefield"


def test_construct_token_counts_the_artifacts_you_control(scenario):
    """CR 613.4c: the Construct is 0/0 plus one per artifact you control (itself included),
    so it is 1/1 alone and 2/2 beside Sol Ring; the opponent's artifacts do not count."""
    token = urzas_saga().triggers[1].effect[0].abilities[0].effect[0].token
    s = scenario()
    s.battlefield(P1, "Sol Ring")
    construct = s.battlefield(P0, token)
    assert (s.game.power(construct), s.game.toughness(construct)) == (1, 1)
    s.battlefield(P0, "Sol Ring")
    assert (s.game.power(construct), s.game.toughness(construct)) == (2, 2)


def test_chapter_three_finds_only_colourless_nonland_artifacts_of_mana_value_1_or_less(scenario):
    """CR 202.1: "mana cost {0} or {1}": Sol Ring and Mishra's Bauble yes; an artifact land
    (no mana cost, CR 202.1b), a two-mana artifact and a coloured one-drop artifact no."""
    flt = urzas_saga().triggers[2].effect[0].filter
    s = scenario()
    yes = ("Sol Ring", "Mishra's Bauble")
    coloured = compile_text("Bone Charm", "{B}", "Artifact", "{T}: Add {B}.")
    two = compile_text("Two Rock", "{2}", "Artifact", "{T}: Add {C}.")
    assert all(card_matches(s.card(n), flt) for n in yes)
    assert not any(card_matches(c, flt) for c in (s.card("Darksteel Citadel"), coloured, two))


# -- tutors: colour, type and mana value -----------------------------------------------------


def test_summoners_pact_searches_for_a_green_creature_card(scenario):
    card = summoners_pact()
    search = card.spell[0]
    assert isinstance(search, SearchLibrary) and search.to == "hand"
    s = scenario()
    assert card_matches(creature("Green Bear", "{1}{G}"), search.filter)
    assert not card_matches(creature("Red Bear", "{1}{R}"), search.filter)
    assert not card_matches(s.card("Forest"), search.filter)


def test_ranger_captain_searches_for_a_creature_with_mana_value_1_or_less():
    card = compile_text(
        "Ranger-Captain of Eos",
        "{1}{W}{W}",
        "Creature — Human Soldier",
        "When Ranger-Captain of Eos enters, you may search your library for a creature card "
        "with mana value 1 or less, reveal it, put it into your hand, then shuffle.",
        ("3", "3"),
    )
    assert card.unparsed == ()
    (search,) = card.triggers[0].effect
    assert card.triggers[0].optional and isinstance(search, SearchLibrary)
    flt = search.filter
    assert card_matches(creature("One Drop", "{W}"), flt)
    assert not card_matches(creature("Two Drop", "{1}{W}"), flt)


# -- "up to three cards named ~", artifact landcycling -------------------------------------------


def squadron_hawk():
    return compile_text(
        "Squadron Hawk",
        "{1}{W}",
        "Creature — Bird",
        "Flying\nWhen Squadron Hawk enters, you may search your library for up to three cards "
        "named Squadron Hawk, reveal them, put them into your hand, then shuffle.",
        ("1", "1"),
    )


def test_squadron_hawk_fetches_its_namesakes_only(scenario):
    """CR 201.2, 701.23: the search finds up to three cards with Squadron Hawk's name, not
    another white flier; all three go to the hand."""
    hawk = squadron_hawk()
    assert hawk.unparsed == ()
    (search,) = hawk.triggers[0].effect
    assert isinstance(search, SearchLibrary) and search.count == 3 and search.to == "hand"
    s = scenario()
    s.library(P0, hawk, hawk, creature("White Bird", "{1}{W}"), hawk, hawk)
    s.lands(P0, "Plains", "Plains")
    s.cast(P0, s.hand(P0, hawk))
    s.resolve()  # the creature spell; its trigger waits
    s.resolve()  # the search (the scripted agent answers "yes" and takes what it is offered)
    assert s.names(P0, Zone.HAND) == ["Squadron Hawk"] * 3
    assert sorted(s.names(P0, Zone.LIBRARY)) == ["Squadron Hawk", "White Bird"]


def sojourners_companion():
    return compile_text(
        "Sojourner's Companion",
        "{7}",
        "Artifact Creature — Salamander",
        "Affinity for artifacts (This spell costs {1} less to cast for each artifact you "
        "control.)\nArtifact landcycling {2} ({2}, Discard this card: Search your library for "
        "an artifact land card, reveal it, put it into your hand, then shuffle.)",
        ("4", "4"),
    )


def test_artifact_landcycling_finds_an_artifact_land_not_a_basic(scenario):
    """CR 702.29e: "artifact landcycling" searches for a card with both types (CR 205.2a):
    Darksteel Citadel, not an Island nor a non-land artifact."""
    from deckstats.cards.costs import Cycling
    from deckstats.engine.actions import HandAction

    card = sojourners_companion()
    assert card.unparsed == ()
    assert next(c for c in card.costs if isinstance(c, Cycling)).land_type == "artifact land"
    s = scenario()
    s.library(P0, "Island", "Sol Ring", "Darksteel Citadel", "Island")
    s.lands(P0, "Island", "Island")
    obj = s.hand(P0, card)
    (cycle,) = [a for a in s.legal(P0) if isinstance(a, HandAction) and a.oid == obj.oid]
    s.act(P0, cycle)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Darksteel Citadel"]


# -- Kappa Cannoneer's artifact trigger; Psychic Frog's graveyard cost --------------------------


def kappa_cannoneer():
    return compile_text(
        "Kappa Cannoneer",
        "{5}{U}",
        "Artifact Creature — Turtle Warrior",
        "Improvise\nWard {4}\nWhenever an artifact you control enters, put a +1/+1 counter on "
        "Kappa Cannoneer and it can't be blocked this turn.",
        ("4", "4"),
    )


def test_kappa_cannoneer_grows_and_cannot_be_blocked_when_an_artifact_enters(scenario):
    """CR 603.2, 122.1: an artifact of ours entering puts a +1/+1 counter on Kappa and it
    can't be blocked this turn (CR 509.1b); an opponent's artifact does nothing."""
    s = scenario()
    kappa = s.battlefield(P0, kappa_cannoneer())
    from deckstats.engine import events

    theirs = s.battlefield(P1, "Sol Ring")
    events.on_etb(s.game, theirs)
    assert s.game.pending == [] and s.game.stack == []
    s.lands(P0, "Island")
    s.cast(P0, s.hand(P0, "Sol Ring"))
    s.resolve()  # Sol Ring
    s.resolve()  # the trigger
    assert kappa.counter("+1/+1") == 1
    assert s.game.power(kappa) == 5
    assert s.game.keywords(kappa) & Keyword.UNBLOCKABLE


def psychic_frog():
    return compile_text(
        "Psychic Frog",
        "{U}{B}",
        "Creature — Frog",
        "Whenever Psychic Frog deals combat damage to a player or planeswalker, draw a card.\n"
        "Discard a card: Put a +1/+1 counter on Psychic Frog.\n"
        "Exile three cards from your graveyard: Psychic Frog gains flying until end of turn.",
        ("1", "2"),
    )


def test_psychic_frog_compiles_whole():
    frog = psychic_frog()
    assert frog.unparsed == () and frog.withheld == ()
    assert frog.abilities[1].cost.exile_from_graveyard == 3


def test_psychic_frog_exiles_three_graveyard_cards_to_fly(scenario):
    """CR 118.3: the cost needs three cards in our graveyard; paying it exiles them."""
    s = scenario()
    frog = s.battlefield(P0, psychic_frog())
    for _ in range(2):
        s.graveyard(P0, "Island")
    with pytest.raises(IllegalActionError):
        s.activate(P0, frog, index=1)
    s.graveyard(P0, "Island")
    s.activate(P0, frog, index=1)
    assert s.names(P0, Zone.GRAVEYARD) == []
    assert s.names(P0, Zone.EXILE) == ["Island"] * 3
    s.resolve()
    assert s.game.keywords(frog) & Keyword.FLYING


# -- delayed triggers: the Pacts (CR 603.7) ------------------------------------------------------


def summoners_pact():
    return compile_text(
        "Summoner's Pact",
        "{0}",
        "Instant",
        "Search your library for a green creature card, reveal it, put it into your hand, then "
        "shuffle.\nAt the beginning of your next upkeep, pay {2}{G}{G}. If you don't, you lose "
        "the game.",
    )


def test_summoners_pact_compiles_whole_with_a_delayed_payment():
    from deckstats.cards.effects import DelayedTrigger, PayOrLose

    card = summoners_pact()
    assert card.unparsed == () and card.withheld == ()
    search, delayed = card.spell
    assert isinstance(search, SearchLibrary)
    assert delayed == DelayedTrigger("upkeep", True, (PayOrLose("{2}{G}{G}"),))


def _pact_then_next_upkeep(s):
    s.library(P0, creature("Green Bear", "{1}{G}"), "Forest", "Forest")
    s.library(P1, "Island", "Island")
    s.cast(P0, s.hand(P0, summoners_pact()))
    s.resolve()
    assert "Green Bear" in s.names(P0, Zone.HAND)
    assert len(s.game.delayed) == 1
    s.next_turn()  # the opponent's turn: not "your" upkeep, nothing happens
    assert len(s.game.delayed) == 1
    s.next_turn()  # our upkeep: the delayed trigger fires once


def test_summoners_pact_is_paid_at_our_next_upkeep(scenario):
    """CR 603.7: the payment triggers at the caster's next upkeep (not the opponent's), once;
    with four lands it is paid and the game goes on."""
    s = scenario()
    lands = s.lands(P0, "Forest", "Forest", "Forest", "Forest")
    _pact_then_next_upkeep(s)
    assert s.result is None
    assert s.game.delayed == []
    assert sum(1 for o in lands if o.tapped) == 4  # the four lands paid {2}{G}{G}


def test_summoners_pact_unpaid_loses_the_game(scenario):
    """CR 104.3: unable to pay {2}{G}{G}, the caster loses the game."""
    s = scenario()
    s.lands(P0, "Forest", "Forest")
    _pact_then_next_upkeep(s)
    result = s.result
    assert result is not None and result.winner == P1


# -- cheating permanents in: Show and Tell, Sneak Attack (CR 110.2, 101.4, 603.7) ---------------


def show_and_tell():
    return compile_text(
        "Show and Tell",
        "{2}{U}",
        "Sorcery",
        "Each player may put an artifact, creature, enchantment, or land card from their hand "
        "onto the battlefield.",
    )


def sneak_attack():
    return compile_text(
        "Sneak Attack",
        "{3}{R}",
        "Enchantment",
        "{R}: You may put a creature card from your hand onto the battlefield. That creature "
        "gains haste. Sacrifice the creature at the beginning of the next end step.",
    )


def test_show_and_tell_lets_each_player_put_a_permanent_card(scenario):
    """CR 101.4: each player chooses a card of the listed types from their own hand; an
    instant can't be chosen; both enter under their owners' control."""
    from deckstats.cards.effects import PutFromHand

    card = show_and_tell()
    assert card.unparsed == ()
    (put,) = card.spell
    assert isinstance(put, PutFromHand) and put.each_player
    s = scenario()
    s.lands(P0, "Island", "Island", "Island")
    s.hand(P0, "Lightning Bolt")
    s.hand(P0, emrakul())
    s.hand(P1, creature("Their Bear", "{1}{G}"))
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD).count("Emrakul, the Aeons Torn") == 1
    assert "Their Bear" in s.names(P1, Zone.BATTLEFIELD)
    assert s.names(P0, Zone.HAND) == ["Lightning Bolt"]


def test_sneak_attack_creature_has_haste_and_is_sacrificed_at_end_step(scenario):
    """CR 702.10: the creature put in can attack this turn; CR 603.7: it is sacrificed when
    the next end step begins."""
    from deckstats.engine import turn

    card = sneak_attack()
    assert card.unparsed == () and card.withheld == ()
    s = scenario()
    sneak = s.battlefield(P0, card)
    s.lands(P0, "Mountain")
    s.hand(P0, emrakul())
    s.activate(P0, sneak)
    s.resolve()
    (e,) = [o for o in s.game.players[P0].battlefield if o.card.name.startswith("Emrakul")]
    assert s.game.keywords(e) & Keyword.HASTE
    assert len(s.game.delayed) == 1
    turn.fire_delayed(s.game, turn.Step.END)
    s.resolve()
    assert "Emrakul, the Aeons Torn" in s.names(P0, Zone.GRAVEYARD)
    assert s.game.delayed == []


# -- escape (CR 702.138): Phlage, Titan of Fire's Fury ------------------------------------------


def phlage():
    return compile_text(
        "Phlage, Titan of Fire's Fury",
        "{1}{R}{W}",
        "Legendary Creature — Elder Giant",
        "When Phlage enters, sacrifice it unless it escaped.\n"
        "Whenever Phlage enters or attacks, it deals 3 damage to any target and you gain 3 "
        "life.\n"
        "Escape—{R}{R}{W}{W}, Exile five other cards from your graveyard. (You may cast this "
        "card from your graveyard for its escape cost.)",
        ("6", "6"),
    )


def test_phlage_compiles_whole_with_escape():
    from deckstats.cards.costs import Flashback

    card = phlage()
    assert card.unparsed == () and card.withheld == ()
    (esc,) = [c for c in card.costs if isinstance(c, Flashback)]
    assert esc.escape and esc.exile_others == 5 and esc.mana.mana_value == 4


def _phlage_triggers(s):
    """Resolve Phlage's enters triggers (the scripted agent aims the 3 damage at P1)."""
    while s.game.stack or s.game.pending:
        s.resolve()


def test_phlage_hard_cast_is_sacrificed(scenario):
    """CR 702.138c: cast from hand it did not escape: it deals 3, gains 3, and is sacrificed."""
    s = scenario()
    s.lands(P0, "Mountain", "Plains", "Mountain")
    s.cast(P0, s.hand(P0, phlage()))
    s.resolve()
    _phlage_triggers(s)
    assert "Phlage, Titan of Fire's Fury" in s.names(P0, Zone.GRAVEYARD)
    assert s.game.players[P0].life == 23


def test_phlage_escapes_from_the_graveyard_and_stays(scenario):
    """CR 702.138a (escape): cast from the graveyard for {R}{R}{W}{W} and five other cards exiled; it
    escaped, so it stays (CR 702.138c); with four other cards it can't escape."""
    from deckstats.cards.costs import Flashback
    from deckstats.engine.actions import CastSpell

    card = phlage()
    alt = 1 + next(i for i, c in enumerate(card.costs) if isinstance(c, Flashback))
    s = scenario()
    s.lands(P0, "Mountain", "Plains", "Mountain", "Plains")
    gy = s.graveyard(P0, card)
    for _ in range(4):
        s.graveyard(P0, "Island")
    with pytest.raises(IllegalActionError):
        s.act(P0, CastSpell(gy.oid, (), 0, (), 0, alt))
    s.graveyard(P0, "Island")
    s.act(P0, CastSpell(gy.oid, (), 0, (), 0, alt))
    assert s.names(P0, Zone.EXILE) == ["Island"] * 5
    s.resolve()
    _phlage_triggers(s)
    assert "Phlage, Titan of Fire's Fury" in s.names(P0, Zone.BATTLEFIELD)
    assert s.game.players[P0].life == 23


# -- valiant (CR 603.2, 115.1); damage equal to its power (CR 608.2h) ----------------------------


def heartfire_hero():
    return compile_text(
        "Heartfire Hero",
        "{R}",
        "Creature — Mouse Soldier",
        "Valiant — Whenever Heartfire Hero becomes the target of a spell or ability you control "
        "for the first time each turn, put a +1/+1 counter on it.\n"
        "When Heartfire Hero dies, it deals damage equal to its power to each opponent.",
        ("1", "1"),
    )


def emberheart_challenger():
    return compile_text(
        "Emberheart Challenger",
        "{1}{R}",
        "Creature — Mouse Warrior",
        "Haste, prowess\nValiant — Whenever Emberheart Challenger becomes the target of a spell "
        "or ability you control for the first time each turn, exile the top card of your "
        "library. Until end of turn, you may play that card.",
        ("2", "2"),
    )


def test_valiant_cards_compile_whole():
    from deckstats.cards.triggers import BecomesTarget

    for card in (heartfire_hero(), emberheart_challenger()):
        assert card.unparsed == () and card.withheld == ()
        assert any(isinstance(t.when, BecomesTarget) for t in card.triggers)


def test_valiant_triggers_once_per_turn_for_our_own_spells(scenario):
    """CR 603.2: our Giant Growth on Heartfire Hero triggers valiant (a +1/+1 counter); a
    second targeting the same turn does not; the opponent's spell never does."""
    s = scenario()
    hero = s.battlefield(P0, heartfire_hero())
    s.lands(P0, "Forest", "Forest")
    s.cast(P0, s.hand(P0, "Giant Growth"), targets=[hero])
    assert len(s.game.pending) + len(s.game.stack) == 2  # the spell and the trigger
    while s.game.stack or s.game.pending:
        s.resolve()
    assert hero.counter("+1/+1") == 1
    s.cast(P0, s.hand(P0, "Giant Growth"), targets=[hero])
    assert len(s.game.pending) + len(s.game.stack) == 1
    s.resolve()
    assert hero.counter("+1/+1") == 1


def test_valiant_ignores_the_opponents_spells(scenario):
    """Valiant counts only spells and abilities the permanent's controller controls."""
    s = scenario(active=P1)
    hero = s.battlefield(P0, heartfire_hero())
    s.lands(P1, "Forest")
    s.cast(P1, s.hand(P1, "Giant Growth"), targets=[hero])
    assert s.game.pending == [] and len(s.game.stack) == 1
    s.resolve()
    assert hero.counter("+1/+1") == 0 and hero.valiant_turn == 0


def test_heartfire_hero_dies_dealing_its_power_to_each_opponent(scenario):
    """CR 608.2h: the dies trigger uses the Hero's power as it last existed (1 + 2 counters).
    (The opponent's Bolt: our own would trigger valiant first and the 4/4 Hero would live.)"""
    s = scenario(active=P1)
    hero = s.battlefield(P0, heartfire_hero())
    hero.counters = {"+1/+1": 2}
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, "Lightning Bolt"), targets=[hero])
    while s.game.stack or s.game.pending:
        s.resolve()
    assert "Heartfire Hero" in s.names(P0, Zone.GRAVEYARD)
    assert s.game.players[P1].life == 17


def test_emberheart_challenger_valiant_exiles_the_top_card_to_play(scenario):
    s = scenario()
    ember = s.battlefield(P0, emberheart_challenger())
    s.library(P0, "Mountain", "Island")
    s.lands(P0, "Forest")
    s.cast(P0, s.hand(P0, "Giant Growth"), targets=[ember])
    while s.game.stack or s.game.pending:
        s.resolve()
    (top,) = s.game.players[P0].exile
    assert top.card.name == "Mountain" and top.playable_until == s.game.turn


# -- Ragavan: casting the damaged player's card (CR 108.3, 608.3a) ---------------------------------


def ragavan():
    return compile_text(
        "Ragavan, Nimble Pilferer",
        "{R}",
        "Legendary Creature — Monkey Pirate",
        "Whenever Ragavan, Nimble Pilferer deals combat damage to a player, create a Treasure "
        "token and exile the top card of that player's library. Until end of turn, you may cast "
        "that card.\nDash {1}{R}",
        ("2", "1"),
    )


def _ragavan_hits(s, their_top):
    from deckstats.engine.actions import CastSpell

    s.battlefield(P0, ragavan())
    s.library(P1, their_top, "Island")
    s.combat()
    while s.game.stack or s.game.pending:
        s.resolve()
    from deckstats.engine.types import Step

    s.game.enter_step(Step.POSTCOMBAT_MAIN)
    (stolen,) = s.game.players[P1].exile
    return stolen, [a for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == stolen.oid]


def test_ragavan_compiles_whole():
    assert ragavan().unparsed == () and ragavan().withheld == ()


def test_ragavan_casts_the_opponents_creature_under_our_control(scenario):
    """The card stays the opponent's (CR 108.3: in their exile, then their graveyard), but we
    may cast it this turn, and the permanent enters under our control (CR 608.3a)."""
    s = scenario()
    s.lands(P0, "Forest")
    stolen, casts = _ragavan_hits(s, creature("Their Bear", "{G}"))
    assert "Treasure" in s.names(P0, Zone.BATTLEFIELD)
    assert casts and stolen.playable_by == P0
    s.act(P0, casts[0])
    s.resolve()
    assert "Their Bear" in s.names(P0, Zone.BATTLEFIELD)
    assert "Their Bear" not in s.names(P1, Zone.BATTLEFIELD)


def test_ragavan_cannot_play_the_opponents_land(scenario):
    """ "You may cast that card": a land can't be cast (CR 305.1), so it stays in exile."""
    from deckstats.engine.actions import PlayLand

    s = scenario()
    stolen, casts = _ragavan_hits(s, "Forest")
    assert casts == []
    assert not any(isinstance(a, PlayLand) and a.oid == stolen.oid for a in s.legal(P0))


# -- Get Lost's Maps for the opponent; explore (CR 701.44) ---------------------------------------


def get_lost():
    return compile_text(
        "Get Lost",
        "{1}{W}{W}",
        "Instant",
        "Destroy target creature, enchantment, or planeswalker. Its controller creates two Map "
        "tokens. (They're artifacts with \"{1}, {T}, Sacrifice this artifact: Target creature "
        'you control explores. Activate only as a sorcery.")',
    )


def test_get_lost_gives_its_victims_controller_two_maps(scenario):
    card = get_lost()
    assert card.unparsed == ()
    s = scenario()
    bear = s.battlefield(P1, creature("Their Bear", "{1}{G}"))
    s.lands(P0, "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, card), targets=[bear])
    s.resolve()
    assert "Their Bear" in s.names(P1, Zone.GRAVEYARD)
    assert s.names(P1, Zone.BATTLEFIELD).count("Map") == 2
    assert "Map" not in s.names(P0, Zone.BATTLEFIELD)


@pytest.mark.parametrize(("top", "counters", "in_hand"), [("Forest", 0, True), ("Bear", 1, False)])
def test_map_makes_a_creature_explore(scenario, top, counters, in_hand):
    """CR 701.44: a land revealed goes to the hand; otherwise the creature gets a counter."""
    from deckstats.cards.oracle.tokens import parse_token

    s = scenario()
    m = s.battlefield(P0, parse_token("Map token"))
    bear = s.battlefield(P0, creature("Bear", "{1}{G}"))
    s.library(P0, top if top == "Forest" else creature("Bear", "{1}{G}"))
    s.lands(P0, "Forest")
    s.activate(P0, m, targets=[bear])
    s.resolve()
    assert bear.counter("+1/+1") == counters
    assert (top in s.names(P0, Zone.HAND)) is in_hand
    assert "Map" not in s.names(P0, Zone.BATTLEFIELD)


def test_explore_with_an_empty_library_gives_the_counter(scenario):
    """CR 701.44a: no land card is revealed (no card at all): the creature gets a +1/+1 counter.
    Without it, Amalia Benavides Aguirre and Wildgrowth Walker looped forever on an empty
    library (a crash sweep's Dimir vs Selesnya Company matchup never ended)."""
    from deckstats.cards.oracle.tokens import parse_token

    s = scenario()
    m = s.battlefield(P0, parse_token("Map token"))
    bear = s.battlefield(P0, creature("Bear", "{1}{G}"))
    s.game.players[P0].library.clear()
    s.lands(P0, "Forest")
    s.activate(P0, m, targets=[bear])
    s.resolve()
    assert bear.counter("+1/+1") == 1


# -- creature lands (CR 611.2, 613.1d-f, 514.2) ---------------------------------------------------


def raging_ravine():
    return compile_text(
        "Raging Ravine",
        None,
        "Land",
        "Raging Ravine enters tapped.\n{T}: Add {R} or {G}.\n{2}{R}{G}: Until end of turn, "
        'Raging Ravine becomes a 3/3 red and green Elemental creature with "Whenever this '
        "creature attacks, put a +1/+1 counter on it.\" It's still a land.",
    )


def mutavault():
    return compile_text(
        "Mutavault",
        None,
        "Land",
        "{T}: Add {C}.\n{1}: Mutavault becomes a 2/2 creature with all creature types until end "
        "of turn. It's still a land.",
    )


def test_creature_lands_compile_whole():
    for card in (raging_ravine(), mutavault()):
        assert card.unparsed == () and card.withheld == ()


def test_raging_ravine_animates_attacks_and_grows_until_cleanup(scenario):
    """CR 613.1d: a 3/3 red and green Elemental creature that is still a land; its quoted
    attack trigger puts a counter on it (CR 603.2); at cleanup it is a land only again."""
    from deckstats.engine import turn
    from deckstats.engine.types import Step

    s = scenario()
    ravine = s.battlefield(P0, raging_ravine())
    s.lands(P0, "Mountain", "Forest", "Mountain", "Forest")
    assert not ravine.info.is_creature
    s.activate(P0, ravine, index=1)
    s.resolve()
    assert ravine.info.is_creature and ravine.info.is_land
    assert (s.game.power(ravine), s.game.toughness(ravine)) == (3, 3)
    s.script(P0, ("attackers", (ravine.oid,)))
    s.combat()
    assert ravine.counter("+1/+1") == 1
    assert s.game.players[P1].life == 16
    turn.cleanup(s.game)
    assert not ravine.info.is_creature and ravine.info.is_land
    assert s.game.step is Step.CLEANUP


def test_mutavault_has_all_creature_types():
    """CR 702.73a: "all creature types" is changeling's quality."""
    (ab,) = [
        a for a in mutavault().abilities if a.effect and a.effect[0].__class__.__name__ == "Animate"
    ]
    assert ab.effect[0].keywords & Keyword.CHANGELING
    assert (ab.effect[0].power, ab.effect[0].toughness) == (2, 2)


# -- Past in Flames: flashback for each instant and sorcery card (CR 702.34a, 611.2c) -------------


def past_in_flames():
    return compile_text(
        "Past in Flames",
        "{3}{R}",
        "Sorcery",
        "Each instant and sorcery card in your graveyard gains flashback until end of turn. The "
        "flashback cost is equal to its mana cost.\nFlashback {4}{R}",
    )


def test_past_in_flames_gives_the_graveyards_spells_flashback_this_turn(scenario):
    """CR 611.2c: the instant and sorcery cards in our graveyard as it resolves gain flashback
    (a land there does not); Lightning Bolt can then be cast from the graveyard for {R}."""
    from deckstats.engine.actions import CastSpell

    card = past_in_flames()
    assert card.unparsed == () and card.withheld == ()
    s = scenario()
    bolt = s.graveyard(P0, "Lightning Bolt")
    land = s.graveyard(P0, "Mountain")
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert bolt.flashback_turn == s.game.turn and land.flashback_turn == 0
    casts = [a for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == bolt.oid]
    assert casts
    s.act(P0, CastSpell(bolt.oid, ((P1,),), 0, (), 0, casts[0].alt))
    s.resolve()
    assert s.game.players[P1].life == 17
    assert "Lightning Bolt" in s.names(P0, Zone.EXILE)  # CR 702.34a: exiled after flashback


def test_galvanic_relay_card_is_playable_next_turn_only(scenario):
    """ "During your next turn, you may play that card": not this turn, yes on our next turn."""
    from deckstats.engine.actions import PlayLand

    card = compile_text(
        "Galvanic Relay",
        "{2}{R}",
        "Sorcery",
        "Exile the top card of your library. During your next turn, you may play that card.\nStorm",
    )
    assert card.unparsed == ()
    s = scenario()
    s.library(P0, "Mountain", "Island", "Island")
    s.library(P1, "Island", "Island")
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    (top,) = s.game.players[P0].exile

    def can_play() -> bool:
        return any(isinstance(a, PlayLand) and a.oid == top.oid for a in s.legal(P0))

    assert not can_play()
    s.next_turn()
    s.game.active = P0
    s.game.turn += 1
    from deckstats.engine.types import Step

    s.game.enter_step(Step.PRECOMBAT_MAIN)
    s.game.players[P0].lands_played_turn = 0
    assert can_play()
