"""The metagame corpus's long tail (issue 26, helper cardsB): each family on real cards.

Each test compiles a real card's current Oracle text to the exact effect value and, where
the family is new to the engine, plays it in a built position, citing the rule.
"""

from __future__ import annotations

from scenario import P0

from deckstats.cards.effects import MayDo, SearchLibrary
from deckstats.cards.model import CardType, Color
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Filter
from deckstats.engine import Zone

# -- tutors: "Search your library for <quality> card(s), put it <zone>, then shuffle" ------
# CR 701.23: searching; CR 701.23b: a search for a card with a stated quality may find none.


def _entomb():
    return compile_text(
        "Entomb",
        "{B}",
        "Instant",
        "Search your library for a card, put that card into your graveyard, then shuffle.",
    )


def test_entomb_compiles_to_a_graveyard_search():
    card = _entomb()
    assert card.unparsed == ()
    assert card.spell == (SearchLibrary(Filter(), to="graveyard"),)


def test_entomb_puts_the_card_into_the_graveyard(scenario):
    """CR 701.23a: the found card goes where the instruction says, then the library shuffles."""
    s = scenario()
    s.lands(P0, "Swamp")
    s.library(P0, "Island", "Forest", "Mountain")
    s.script(P0, ("search", lambda v, d: (d.options[0],)))
    s.cast(P0, s.hand(P0, _entomb()))
    s.resolve()
    assert len(s.game.players[P0].graveyard) == 2  # Entomb and the card found
    assert len(s.game.players[P0].library) == 2


def test_buried_alive_finds_up_to_three_creature_cards():
    card = compile_text(
        "Buried Alive",
        "{2}{B}",
        "Sorcery",
        "Search your library for up to three creature cards, put them into your graveyard, "
        "then shuffle.",
    )
    assert card.unparsed == ()
    assert card.spell == (
        SearchLibrary(Filter(card_type=CardType.CREATURE), count=3, to="graveyard"),
    )


def test_natural_order_search_onto_the_battlefield(scenario):
    """A coloured type filter (CR 105.2): only the green creature card may be found."""
    card = compile_text(
        "Natural Order",
        "{2}{G}{G}",
        "Sorcery",
        "As an additional cost to cast this spell, sacrifice a green creature.\n"
        "Search your library for a green creature card, put it onto the battlefield, then "
        "shuffle.",
    )
    assert card.spell[-1] == SearchLibrary(
        Filter(card_type=CardType.CREATURE, colors=Color.G), to="battlefield"
    )


def test_steelshaper_gift_finds_an_equipment_card(scenario):
    """A subtype filter (CR 205.3): the Equipment card found goes into the hand."""
    card = compile_text(
        "Steelshaper's Gift",
        "{W}",
        "Sorcery",
        "Search your library for an Equipment card, reveal it, put it into your hand, then "
        "shuffle.",
    )
    assert card.unparsed == ()
    assert card.spell == (SearchLibrary(Filter(subtypes=("Equipment",)), to="hand"),)
    s = scenario()
    s.lands(P0, "Plains")
    s.library(P0, "Island", "Bonesplitter", "Forest")
    seen: list[int] = []

    def pick(view, decision):
        seen.extend(decision.options)
        return tuple(decision.options)

    s.script(P0, ("search", pick))
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert len(seen) == 1  # the only Equipment card of the library was offered
    assert s.names(P0, Zone.HAND) == ["Bonesplitter"]


def test_spellseeker_bounds_the_mana_value():
    """ "with mana value N or less" becomes the filter's bound; an X bound stays uncompiled."""
    card = compile_text(
        "Spellseeker",
        "{2}{U}",
        "Creature — Human Wizard",
        "When Spellseeker enters, you may search your library for an instant or sorcery card "
        "with mana value 2 or less, reveal it, put it into your hand, then shuffle.",
        ("1", "1"),
    )
    assert card.unparsed == ()
    (trigger,) = card.triggers
    found = SearchLibrary(Filter(card_type=CardType.INSTANT | CardType.SORCERY, max_mana_value=2))
    assert trigger.effect in ((MayDo((found,)),), (found,))
    chord = compile_text(
        "Chord of Calling",
        "{X}{G}{G}{G}",
        "Instant",
        "Convoke\nSearch your library for a creature card with mana value X or less, put it "
        "onto the battlefield, then shuffle.",
    )
    assert chord.unparsed  # X needs the spell's X: not compiled, never cheaper


def test_worldly_tutor_puts_the_card_on_top(scenario):
    """ "then shuffle and put that card on top" (CR 701.23, 401.1): the top card is known."""
    card = compile_text(
        "Worldly Tutor",
        "{G}",
        "Instant",
        "Search your library for a creature card, reveal it, then shuffle and put the card on top.",
    )
    assert card.spell == (SearchLibrary(Filter(card_type=CardType.CREATURE), to="top"),)
    s = scenario()
    s.lands(P0, "Forest")
    s.library(P0, "Island", "Grizzly Bears", "Forest", "Plains")
    s.script(P0, ("search", lambda v, d: tuple(d.options)))
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.game.players[P0].library[-1].card.name == "Grizzly Bears"
