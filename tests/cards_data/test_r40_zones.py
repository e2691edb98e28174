"""Zone-moving templates of round 40 (issue 26, brief r40_zones): real cards, real text.

Each family: the compiled value of a real card's Oracle text and an engine scenario that
cites its rule.

- A card quality that is one of several (``Filter.any_of``): "an instant, sorcery, or
  Faerie card" (Free the Fae), "an instant card or a card with flash" (Mystical Teachings);
  CR 205.2a, 205.3, 702.8a flash, 701.23 search, 701.17 mill.
- A search bound by the sacrificed creature's mana value, the card entering with an extra
  counter (Neoform; CR 608.2h, 614.1c): ``SearchByCount.counters``.
- A colour's anthem under threshold, "an additional +1/+1" (Divine Sacrament; CR 611.3a,
  604.2).
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards import effects as fx
from deckstats.cards import effects_library as lx
from deckstats.cards.model import CardType, Keyword
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Filter
from deckstats.engine import Zone


def _creature(name, pt=("2", "2"), cost="{1}{G}", types="Creature — Bear", text=""):
    return compile_text(name, cost, types, text, pt=pt)


def _spell(name, types="Sorcery", text="Draw a card.", cost="{1}{U}"):
    return compile_text(name, cost, types, text)


# -- a quality that is one of several (CR 205.2a, 205.3, 702.8a) -----------------------------

FREE_THE_FAE = (
    "Mill four cards. Then put an instant, sorcery, or Faerie card from among the milled cards "
    "into your hand. (Then exile this card. You may cast the creature later from exile.)"
)
TEACHINGS = (
    "Search your library for an instant card or a card with flash, reveal it, put it into your "
    "hand, then shuffle.\nFlashback {5}{B} (You may cast this card from your graveyard for its "
    "flashback cost. Then exile it.)"
)


def free_the_fae():
    return compile_text("Free the Fae", "{1}{U}", "Instant — Adventure", FREE_THE_FAE)


def test_free_the_fae_compiles_to_a_mandatory_take_of_one_of_three_qualities():
    card = free_the_fae()
    assert card.unparsed == ()
    (take,) = card.spell
    assert isinstance(take, lx.MillTake) and take.count == 4 and not take.optional
    assert take.filter == Filter(
        any_of=(
            Filter(card_type=CardType.INSTANT),
            Filter(card_type=CardType.SORCERY),
            Filter(subtypes=("Faerie",)),
        )
    )


def test_free_the_fae_takes_a_faerie_but_never_a_plain_creature(scenario):
    """CR 701.17a, 205.3: the milled Faerie (a subtype) may be taken; the bear may not."""
    s = scenario()
    s.lands(P0, "Island", "Island")
    fae = _creature("Spellstutter Sprite", ("1", "1"), "{1}{U}", "Creature — Faerie Wizard")
    s.library(P0, "Forest", _creature("Grizzly Bears"), fae, "Island", "Plains")
    s.cast(P0, s.hand(P0, free_the_fae()))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Spellstutter Sprite"]
    milled = sorted(s.names(P0, Zone.GRAVEYARD))
    assert milled == ["Forest", "Free the Fae", "Grizzly Bears", "Island"]
    assert s.names(P0, Zone.LIBRARY) == ["Plains"]


def test_free_the_fae_finds_nothing_among_lands_and_creatures(scenario):
    s = scenario()
    s.lands(P0, "Island", "Island")
    s.library(P0, "Forest", _creature("Grizzly Bears"), "Island", "Swamp")
    s.cast(P0, s.hand(P0, free_the_fae()))
    s.resolve()
    assert s.names(P0, Zone.HAND) == []
    assert len(s.names(P0, Zone.GRAVEYARD)) == 5  # the four milled and Free the Fae


def test_mystical_teachings_compiles_to_a_search_for_an_instant_or_a_flash_card():
    card = compile_text("Mystical Teachings", "{3}{U}", "Instant", TEACHINGS)
    assert card.unparsed == ()
    assert card.spell == (
        fx.SearchLibrary(
            Filter(any_of=(Filter(card_type=CardType.INSTANT), Filter(keywords=Keyword.FLASH)))
        ),
    )


def test_mystical_teachings_finds_a_flash_creature_never_a_sorcery(scenario):
    """CR 701.23a, 702.8a: a creature card with flash matches "a card with flash"."""
    card = compile_text("Mystical Teachings", "{3}{U}", "Instant", TEACHINGS)
    flash = _creature(
        "Brazen Borrower", ("3", "1"), "{1}{U}{U}", "Creature — Faerie Rogue", "Flash"
    )
    s = scenario()
    s.lands(P0, "Island", "Island", "Island", "Island")
    s.library(P0, _spell("Ponder"), "Island", flash, _creature("Grizzly Bears"))
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Brazen Borrower"]
    s2 = scenario()
    s2.lands(P0, "Island", "Island", "Island", "Island")
    s2.library(P0, _spell("Ponder"), "Island", _creature("Grizzly Bears"))
    s2.cast(P0, s2.hand(P0, card))
    s2.resolve()
    assert s2.names(P0, Zone.HAND) == []
    assert len(s2.names(P0, Zone.LIBRARY)) == 3


# -- a search bound by the sacrificed creature, entering with a counter (CR 608.2h, 614.1c) --

NEOFORM = (
    "As an additional cost to cast this spell, sacrifice a creature.\nSearch your library for "
    "a creature card with mana value equal to 1 plus the sacrificed creature's mana value, put "
    "that card onto the battlefield with an additional +1/+1 counter on it, then shuffle."
)


def test_neoform_compiles_to_a_counted_search_with_a_counter():
    from deckstats.cards.effects_act import SearchByCount

    card = compile_text("Neoform", "{G}{U}", "Sorcery", NEOFORM)
    assert card.unparsed == ()
    (e,) = card.spell
    assert isinstance(e, SearchByCount) and not e.or_less and e.counters == 1
    assert e.count.what == "sacrificed_mana_value" and e.count.plus == 1
    assert e.search == fx.SearchLibrary(Filter(card_type=CardType.CREATURE), to="battlefield")


def test_neoform_puts_a_creature_one_mana_value_up_onto_the_battlefield_with_a_counter(scenario):
    """CR 608.2h: a mana value 2 creature sacrificed: exactly mana value 3 (never 2 or 4);
    CR 614.1c, 122.6: it enters with the +1/+1 counter."""
    card = compile_text("Neoform", "{G}{U}", "Sorcery", NEOFORM)
    s = scenario()
    s.lands(P0, "Forest", "Island")
    bear = s.battlefield(P0, _creature("Grizzly Bears"))
    three = _creature("Centaur Courser", ("3", "3"), "{2}{G}", "Creature — Centaur Warrior")
    four = _creature("Hill Giant", ("3", "3"), "{3}{R}", "Creature — Giant")
    s.library(P0, _creature("Runeclaw Bear"), four, three)
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD
    (found,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Centaur Courser"]
    assert found.counters == {"+1/+1": 1} and s.game.power(found) == 4
    assert sorted(s.names(P0, Zone.LIBRARY)) == ["Hill Giant", "Runeclaw Bear"]


# -- a colour's anthem under threshold, an ability word (CR 611.3a, 604.2, 207.2c) -----------

DIVINE_SACRAMENT = (
    "White creatures get +1/+1.\nThreshold — White creatures get an additional +1/+1 as long "
    "as seven or more cards are in your graveyard."
)


def test_divine_sacrament_compiles_to_two_anthems_one_under_threshold():
    card = compile_text("Divine Sacrament", "{1}{W}{W}", "Enchantment", DIVINE_SACRAMENT)
    assert card.unparsed == ()
    plain, threshold = card.statics
    assert plain.filter == threshold.filter and plain.applies_to == threshold.applies_to
    assert (threshold.power, threshold.toughness) == (1, 1) and threshold.condition
    assert not plain.condition


def test_divine_sacrament_gives_every_white_creature_more_with_seven_cards_in_the_graveyard(
    scenario,
):
    """CR 611.3a: every player's white creatures; CR 604.2: the threshold static applies
    only while seven or more cards are in its controller's graveyard."""
    card = compile_text("Divine Sacrament", "{1}{W}{W}", "Enchantment", DIVINE_SACRAMENT)
    s = scenario()
    s.battlefield(P0, card)
    knight = s.battlefield(
        P1, _creature("White Knight", ("2", "2"), "{W}{W}", "Creature — Human Knight")
    )
    bear = s.battlefield(P0, _creature("Grizzly Bears"))
    s.build()
    assert (s.game.power(knight), s.game.power(bear)) == (3, 2)
    for _ in range(6):
        s.graveyard(P0, "Plains")
    assert s.game.power(knight) == 3
    s.graveyard(P0, "Plains")
    assert s.game.power(knight) == 4 and s.game.toughness(knight) == 4


# -- a chosen card name: reveal until it, or exile its cards (CR 201.3, 701.20a, 701.23) -----

SPOILS = (
    "Choose a card name. Reveal cards from the top of your library until you reveal a card "
    "with the chosen name. Put that card into your hand and exile all other cards revealed "
    "this way. You lose 1 life for each card exiled this way."
)
CONSULTATION = (
    "Choose a card name. Exile the top six cards of your library, then reveal cards from the "
    "top of your library until you reveal a card with the chosen name. Put that card into "
    "your hand and exile all other cards revealed this way."
)
UNMOORED_EGO = (
    "Choose a card name. Search target opponent's graveyard, hand, and library for up to four "
    "cards with that name and exile them. That player shuffles, then draws a card for each "
    "card exiled from their hand this way."
)


def test_spoils_and_consultation_compile_to_a_reveal_until_the_chosen_name():
    from deckstats.cards.effects_named import RevealUntilNamed

    spoils = compile_text("Spoils of the Vault", "{B}", "Instant", SPOILS)
    consultation = compile_text("Demonic Consultation", "{B}", "Instant", CONSULTATION)
    assert spoils.unparsed == () and consultation.unparsed == ()
    assert spoils.spell == (RevealUntilNamed(life_per_exiled=1),)
    assert consultation.spell == (RevealUntilNamed(exile_first=6),)


def test_spoils_of_the_vault_finds_the_named_card_and_costs_a_life_per_exiled_card(scenario):
    """CR 201.3: the controller names a card of its deck; three cards are revealed before it
    (CR 701.20a reveal) and then exiled, 3 life lost; the card below it stays."""
    from deckstats.engine.named_moves import NAME_WANTED

    oracle = _creature("Thassa's Oracle", ("1", "3"), "{U}{U}", "Creature — Merfolk Wizard")
    s = scenario()
    s.lands(P0, "Swamp")
    s.library(P0, "Island", _spell("Ponder"), "Swamp", oracle, "Forest")
    s.script(P0, (NAME_WANTED, "Thassa's Oracle"))
    s.cast(P0, s.hand(P0, compile_text("Spoils of the Vault", "{B}", "Instant", SPOILS)))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Thassa's Oracle"]
    assert sorted(s.names(P0, Zone.EXILE)) == ["Island", "Ponder", "Swamp"]
    assert s.names(P0, Zone.LIBRARY) == ["Forest"]
    assert s.game.players[P0].life == 17


def test_demonic_consultation_exiles_six_first_and_can_miss(scenario):
    """The top six are exiled before the reveal: a named card among them is lost, and with
    no other copy the whole library is revealed (CR 701.20a) and then exiled."""
    from deckstats.engine.named_moves import NAME_WANTED, wanted_names

    card = compile_text("Demonic Consultation", "{B}", "Instant", CONSULTATION)
    oracle = _creature("Thassa's Oracle", ("1", "3"), "{U}{U}", "Creature — Merfolk Wizard")
    s = scenario()
    s.lands(P0, "Swamp")
    s.library(P0, *["Island"] * 6, oracle, "Forest")
    s.script(P0, (NAME_WANTED, "Thassa's Oracle"))
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Thassa's Oracle"]
    assert s.names(P0, Zone.LIBRARY) == ["Forest"] and len(s.names(P0, Zone.EXILE)) == 6
    s2 = scenario()
    s2.lands(P0, "Swamp")
    s2.library(P0, "Island", oracle, *["Island"] * 4, "Forest", _spell("Ponder"))
    assert wanted_names(s2.game, P0) == ("Ponder", "Thassa's Oracle")  # no lands, by copies
    s2.script(P0, (NAME_WANTED, "Thassa's Oracle"))
    s2.cast(P0, s2.hand(P0, card))
    s2.resolve()
    assert s2.names(P0, Zone.HAND) == [] and s2.names(P0, Zone.LIBRARY) == []
    assert len(s2.names(P0, Zone.EXILE)) == 8


def test_unmoored_ego_exiles_up_to_four_named_cards_and_the_hand_copies_are_redrawn(scenario):
    """CR 201.3: a name seen in public (a cast Ponder); CR 701.23: up to four of its cards
    from the opponent's hand, library and graveyard, hand first; they shuffle and draw one
    card per card exiled from their hand."""
    from deckstats.engine.decisions import CARD_NAME

    card = compile_text("Unmoored Ego", "{1}{U}{B}", "Sorcery", UNMOORED_EGO)
    assert card.unparsed == ()
    s = scenario()
    s.lands(P0, "Island", "Swamp", "Swamp")
    s.graveyard(P1, _spell("Ponder"))
    s.hand(P1, _spell("Ponder"))
    s.hand(P1, _spell("Ponder"))
    s.hand(P1, "Forest")
    s.library(P1, _spell("Ponder"), _spell("Ponder"), "Island", "Island")
    s.script(P0, (CARD_NAME, "Ponder"))
    s.cast(P0, s.hand(P0, card), targets=[P1])
    s.resolve()
    assert s.names(P1, Zone.EXILE) == ["Ponder"] * 4
    assert s.names(P1, Zone.GRAVEYARD) == ["Ponder"]  # the fifth copy stays (up to four)
    # two from the hand, two from the library; the Forest and the two Islands drawn
    assert sorted(s.names(P1, Zone.HAND)) == ["Forest", "Island", "Island"]
    assert s.names(P1, Zone.LIBRARY) == []


# -- clash (CR 701.30) --------------------------------------------------------------------------

RECROSS = (
    "Reveal cards from the top of your library until you reveal a land card. Put that card "
    "onto the battlefield and the rest on the bottom of your library in any order. Clash with "
    "an opponent. If you win, return Recross the Paths to its owner's hand. (Each clashing "
    "player reveals the top card of their library, then puts that card on the top or bottom. "
    "A player wins if their card had a higher mana value.)"
)


def test_recross_the_paths_compiles_to_a_reveal_then_a_clash():
    from deckstats.cards.effects_named import Clash

    card = compile_text("Recross the Paths", "{2}{G}", "Sorcery", RECROSS)
    assert card.unparsed == ()
    assert card.spell[1] == Clash(return_self=True)


def _recross(scenario, mine, theirs):
    s = scenario()
    s.lands(P0, "Forest", "Forest", "Forest")
    s.library(P0, _spell("Ponder"), "Forest", mine)
    s.library(P1, theirs)
    s.cast(P0, s.hand(P0, compile_text("Recross the Paths", "{2}{G}", "Sorcery", RECROSS)))
    s.resolve()
    return s


def test_recross_the_paths_returns_to_hand_when_its_controller_wins_the_clash(scenario):
    """CR 701.30c: the higher mana value wins (3 > 1): the spell returns to its owner's
    hand (CR 608.2n) after the land entered (CR 701.20a)."""
    s = _recross(
        scenario,
        _creature("Centaur Courser", ("3", "3"), "{2}{G}"),
        _spell("Opt", "Instant", cost="{U}"),
    )
    assert s.names(P0, Zone.HAND) == ["Recross the Paths"]
    assert len([o for o in s.game.players[P0].battlefield if o.card.name == "Forest"]) == 4
    assert "Ponder" in s.names(P0, Zone.LIBRARY)


def test_recross_the_paths_goes_to_the_graveyard_on_a_tie_or_a_loss(scenario):
    """CR 701.30c: a tie is no win (2 against 2), and neither is a lower mana value."""
    tie = _recross(scenario, _creature("Grizzly Bears"), _creature("Runeclaw Bear"))
    assert tie.names(P0, Zone.HAND) == [] and "Recross the Paths" in tie.names(P0, Zone.GRAVEYARD)
    loss = _recross(scenario, "Island", _creature("Grizzly Bears"))
    assert "Recross the Paths" in loss.names(P0, Zone.GRAVEYARD)


# -- Yuriko: commander ninjutsu, the top card to hand and its mana value lost (CR 702.49d) ---

YURIKO = (
    "Commander ninjutsu {U}{B} ({U}{B}, Return an unblocked attacker you control to hand: Put "
    "this card onto the battlefield from your hand or the command zone tapped and attacking.)\n"
    "Whenever a Ninja you control deals combat damage to a player, reveal the top card of your "
    "library and put that card into your hand. Each opponent loses life equal to that card's "
    "mana value."
)


def yuriko():
    return compile_text(
        "Yuriko, the Tiger's Shadow",
        "{1}{U}{B}",
        "Legendary Creature — Human Ninja",
        YURIKO,
        pt=("1", "3"),
    )


def test_yuriko_compiles_to_ninjutsu_and_a_ninja_damage_trigger():
    from deckstats.cards.costs import Ninjutsu
    from deckstats.cards.effects_checks import RevealTopToHand

    card = yuriko()
    assert card.unparsed == ()
    (cost,) = card.costs
    assert isinstance(cost, Ninjutsu) and cost.mana.text == "{U}{B}"
    (trig,) = card.triggers
    assert trig.effect == (RevealTopToHand(lose_life=False, opponents_lose=True),)


def test_yuriko_makes_each_opponent_lose_the_revealed_cards_mana_value(scenario):
    """CR 510.2, 603.2: each Ninja's combat damage triggers; the top card goes to the hand
    and the opponent (never Yuriko's controller) loses its mana value (CR 119.3)."""
    s = scenario()
    s.battlefield(P0, yuriko())
    s.battlefield(
        P0, _creature("Ninja of the Deep Hours", ("2", "2"), "{3}{U}", "Creature — Human Ninja")
    )
    s.library(P0, _creature("Craw Wurm", ("6", "4"), "{4}{G}{G}"), _spell("Ponder", cost="{U}"))
    s.combat()
    while s.game.stack or s.game.pending:
        s.resolve()
    assert sorted(s.names(P0, Zone.HAND)) == ["Craw Wurm", "Ponder"]
    assert s.game.players[P0].life == 20
    assert s.game.players[P1].life == 20 - 1 - 2 - 6 - 1


# -- "would die, instead exile that card and create a token" (CR 614.1a, 700.4) -------------

KALITAS = (
    "Lifelink\nIf a nontoken creature an opponent controls would die, instead exile that card "
    "and create a 2/2 black Zombie creature token.\n{2}{B}, Sacrifice another Vampire or "
    "Zombie: Put two +1/+1 counters on Kalitas, Traitor of Ghet."
)


def kalitas():
    return compile_text(
        "Kalitas, Traitor of Ghet",
        "{2}{B}{B}",
        "Legendary Creature — Vampire Warrior",
        KALITAS,
        pt=("3", "4"),
    )


def test_kalitas_compiles_whole():
    card = kalitas()
    assert card.unparsed == () and card.graveyard_exile == "opponent_creatures:zombie"


def test_kalitas_exiles_the_opponents_dying_creatures_and_makes_zombies(scenario):
    """CR 614.1a: the opponent's nontoken creature is exiled instead of dying (CR 700.4) and
    Kalitas's controller creates a 2/2 black Zombie; its own creatures and the opponent's
    tokens die as usual."""
    bolt = "Lightning Bolt deals 3 damage to any target."
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    s.battlefield(P0, kalitas())
    bear = s.battlefield(P1, _creature("Grizzly Bears"))
    mine = s.battlefield(P0, _creature("Runeclaw Bear"))
    s.cast(P0, s.hand(P0, compile_text("Lightning Bolt", "{R}", "Instant", bolt)), [bear])
    s.resolve()
    assert s.zone(bear) is Zone.EXILE
    zombies = [o for o in s.game.players[P0].battlefield if o.card.name == "Zombie"]
    assert len(zombies) == 1 and zombies[0].is_token and s.game.power(zombies[0]) == 2
    s.cast(P0, s.hand(P0, compile_text("Lightning Bolt", "{R}", "Instant", bolt)), [mine])
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD).count("Runeclaw Bear") == 1
    assert len([o for o in s.game.players[P0].battlefield if o.card.name == "Zombie"]) == 1


# -- a trap: free after an opponent searched their library (CR 118.9, 701.23) --------------

ARCHIVE_TRAP = (
    "If an opponent searched their library this turn, you may pay {0} rather than pay this "
    "spell's mana cost.\nTarget opponent mills thirteen cards."
)
WILDS = (
    "{T}, Sacrifice Evolving Wilds: Search your library for a basic land card, put it onto the "
    "battlefield tapped, then shuffle."
)


def test_archive_trap_compiles_to_a_free_cast_after_a_search():
    card = compile_text("Archive Trap", "{3}{U}{U}", "Instant", ARCHIVE_TRAP)
    assert card.unparsed == ()
    (alt,) = card.costs
    assert alt.condition == "opp_searched" and alt.mana.mana_value == 0


def test_archive_trap_is_free_only_the_turn_an_opponent_searched(scenario):
    """CR 118.9: the {0} cost is allowed once the opponent searched their library this turn
    (CR 701.23: a fetch land's search), never before; the opponent mills 13 (CR 701.17)."""
    import pytest

    from deckstats.engine.actions import CastSpell
    from deckstats.engine.errors import IllegalActionError

    s = scenario()
    trap = s.hand(P0, compile_text("Archive Trap", "{3}{U}{U}", "Instant", ARCHIVE_TRAP))
    wilds = s.battlefield(P1, compile_text("Evolving Wilds", None, "Land", WILDS))
    s.library(P1, *["Forest"] * 20)
    with pytest.raises(IllegalActionError):
        s.act(P0, CastSpell(trap.oid, ((P1,),), alt=1))
    s.activate(P1, wilds)
    s.resolve()
    s.act(P0, CastSpell(trap.oid, ((P1,),), alt=1))
    s.resolve()
    assert len(s.names(P1, Zone.LIBRARY)) == 19 - 13


# -- converge: search, exile and cast free (CR 207.2c, 701.23, 118.9) ----------------------

BRING_TO_LIGHT = (
    "Converge — Search your library for a creature, instant, or sorcery card with mana value "
    "less than or equal to the number of colors of mana spent to cast this spell, exile that "
    "card, then shuffle. You may cast that card without paying its mana cost."
)


def test_bring_to_light_compiles_to_a_converge_bounded_search_and_a_free_cast():
    from deckstats.cards.counts import Count
    from deckstats.cards.effects_named import SearchExileCast

    card = compile_text("Bring to Light", "{3}{G}{U}", "Sorcery", BRING_TO_LIGHT)
    assert card.unparsed == ()
    kinds = CardType.CREATURE | CardType.INSTANT | CardType.SORCERY
    assert card.spell == (SearchExileCast(Filter(card_type=kinds), Count("colors_spent")),)


def test_bring_to_light_finds_only_up_to_the_colours_spent_and_casts_it_free(scenario):
    """CR 207.2c: two colours spent (green and blue): a mana value 3 creature is not
    offered, a mana value 2 one is; it is exiled, then cast without paying (CR 118.9)."""
    from deckstats.engine.decisions import SEARCH

    card = compile_text("Bring to Light", "{3}{G}{U}", "Sorcery", BRING_TO_LIGHT)
    s = scenario()
    s.lands(P0, "Forest", "Island", "Island", "Island", "Island")
    s.library(
        P0, _creature("Centaur Courser", ("3", "3"), "{2}{G}"), _creature("Grizzly Bears"), "Forest"
    )
    offered = []

    def pick(view, decision):
        offered.extend(view.obj(o).card.name for o in decision.options)
        return tuple(decision.options[:1])

    s.script(P0, (SEARCH, pick))
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert offered == ["Grizzly Bears"]
    assert [o.card.name for o in s.game.players[P0].battlefield if o.info.is_creature] == [
        "Grizzly Bears"
    ]
    assert all(o.tapped for o in s.game.players[P0].battlefield if o.info.is_land)


# -- each player chooses a creature type; its creature cards return (CR 101.4, 205.3m) -----

BIDDING = (
    "Each player chooses a creature type. Each player returns all creature cards of a type "
    "chosen this way from their graveyard to the battlefield."
)


def test_patriarchs_bidding_returns_every_players_creatures_of_the_chosen_types(scenario):
    """CR 101.4: the active player chooses first (its graveyard's most common type, Goblin),
    then the opponent (Zombie); every creature card of either type returns, both sides
    (CR 205.3m), the others stay."""
    from deckstats.cards.effects_named import EachReturnsChosenType

    card = compile_text("Patriarch's Bidding", "{3}{B}{B}", "Sorcery", BIDDING)
    assert card.unparsed == () and card.spell == (EachReturnsChosenType(),)
    goblin = _creature("Goblin Guide", ("2", "2"), "{R}", "Creature — Goblin Scout")
    zombie = _creature("Gravecrawler", ("2", "1"), "{B}", "Creature — Zombie")
    elf = _creature("Llanowar Elves", ("1", "1"), "{G}", "Creature — Elf Druid")
    s = scenario()
    s.lands(P0, *["Swamp"] * 5)
    for c in (goblin, goblin, zombie, elf):
        s.graveyard(P0, c)
    for c in (zombie, zombie, goblin, elf):
        s.graveyard(P1, c)
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    mine = sorted(o.card.name for o in s.game.players[P0].battlefield if o.info.is_creature)
    theirs = sorted(o.card.name for o in s.game.players[P1].battlefield if o.info.is_creature)
    assert mine == ["Goblin Guide", "Goblin Guide", "Gravecrawler"]
    assert theirs == ["Goblin Guide", "Gravecrawler", "Gravecrawler"]
    assert "Llanowar Elves" in s.names(P0, Zone.GRAVEYARD)
    assert "Llanowar Elves" in s.names(P1, Zone.GRAVEYARD)
