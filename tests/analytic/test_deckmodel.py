"""Land classes, fetch lands, MDFC lands and accelerants."""

from __future__ import annotations

import pytest

from deckstats.analytic.deckmodel import COLORLESS_BIT, AnalyticError, DeckModel
from deckstats.cards.model import Color
from tests.analytic.decks import (
    ARID_MESA,
    FILLER,
    ISLAND,
    MOUNTAIN,
    PLAINS,
    TUNDRA,
    azorius_deck,
    deck,
    green_elf_deck,
)

W, U, R = int(Color.W), int(Color.U), int(Color.R)


def test_land_classes_by_colour_set() -> None:
    m = DeckModel.from_cards(azorius_deck(), "azorius")
    assert m.land_classes == {W: 9, U: 8, W | U: 7}
    assert m.lands == 24
    assert m.size == 60
    assert m.lands_only
    assert m.sources(W) == 16
    assert m.sources(U) == 15


def test_fetch_counts_for_types_the_deck_holds() -> None:
    """Karsten's convention: a fetch is a source of each fetchable type in the deck."""
    both = DeckModel.from_cards(deck((4, ARID_MESA), (10, MOUNTAIN), (6, PLAINS), (20, FILLER)))
    assert both.land_classes[R | W] == 4
    only_red = DeckModel.from_cards(deck((4, ARID_MESA), (16, MOUNTAIN), (20, FILLER)))
    assert only_red.land_classes[R] == 20
    via_dual = DeckModel.from_cards(deck((4, ARID_MESA), (4, TUNDRA), (12, ISLAND), (20, FILLER)))
    # Tundra is a Plains, so Arid Mesa can fetch it: a source of both colours Tundra makes.
    assert via_dual.land_classes == {U: 12, W | U: 8}


def test_mdfc_and_mana_creature_send_castability_to_the_sampler() -> None:
    m = DeckModel.from_cards(green_elf_deck(), "elves")
    assert not m.lands_only
    assert m.mdfc_lands == {int(Color.G): 4}
    assert [a.name for a in m.accelerants] == ["Llanowar Elves"]
    assert m.lands == 20


def test_colorless_bit_is_separate() -> None:
    assert COLORLESS_BIT not in [int(c) for c in Color]


def test_empty_deck_raises() -> None:
    with pytest.raises(AnalyticError):
        DeckModel.from_cards([], "empty")


def test_pathway_counts_for_both_faces() -> None:
    from deckstats.cards.dsl import land, mdfc

    pathway = mdfc(land("Cragcrown Pathway", produce="R"), land("Timbercrown Pathway", produce="G"))
    m = DeckModel.from_cards(deck((4, pathway), (16, MOUNTAIN), (20, FILLER)))
    assert m.land_classes[R | int(Color.G)] == 4
    assert m.lands_only


def test_land_classes_agree_with_the_shared_source_count() -> None:
    """``DeckModel.sources`` and ``count_sources`` (used by ``deck check``) are one count."""
    from deckstats.cards.dsl import land, mdfc
    from deckstats.deck.sources import count_sources

    pathway = mdfc(land("Hengegate Pathway", produce="W"), land("Mistgate Pathway", produce="U"))
    decks = [
        azorius_deck(),
        green_elf_deck(),
        deck((4, ARID_MESA), (4, TUNDRA), (12, ISLAND), (4, pathway), (20, FILLER)),
    ]
    for cards in decks:
        model = DeckModel.from_cards(cards)
        counted = count_sources((1, c) for c in cards)
        per_colour = {
            k: model.sources(COLORLESS_BIT if k == "C" else int(Color[k])) for k in counted
        }
        assert per_colour == counted
