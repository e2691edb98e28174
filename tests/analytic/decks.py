"""Tiny card lists for the analytic tests, built directly with the DSL."""

from __future__ import annotations

from deckstats.cards.dsl import (
    Activated,
    Cost,
    basic_land,
    creature,
    instant,
    land,
    mana_ability,
    mdfc,
    sorcery,
)
from deckstats.cards.effects import SearchLibrary
from deckstats.cards.model import CardDef, CardType
from deckstats.cards.targets import Filter

PLAINS = basic_land("Plains", "W")
ISLAND = basic_land("Island", "U")
MOUNTAIN = basic_land("Mountain", "R")
FOREST = basic_land("Forest", "G")
TUNDRA = land("Tundra", produce="WU", subtypes=("Plains", "Island"))
ARID_MESA = land(
    "Arid Mesa",
    abilities=(
        Activated(
            cost=Cost(tap=True, life=1, sacrifice_self=True),
            effect=(
                SearchLibrary(
                    Filter(card_type=CardType.LAND, subtypes=("Mountain", "Plains")),
                    to="battlefield",
                ),
            ),
        ),
    ),
)
BOLT = instant("Lightning Bolt", "{R}")
BEAR = creature("Grizzly Bears", "{1}{G}", pt=(2, 2))
LIONS = creature("Savannah Lions", "{W}", pt=(2, 1))
COUNSEL = sorcery("Counsel", "{W}{U}")
WRATH = sorcery("Wrath of God", "{2}{W}{W}")
DIG = sorcery("Dig Deep", "{3}{U}{U}")
ELF = creature("Llanowar Elves", "{G}", pt=(1, 1), abilities=(mana_ability("G"),))
FILLER = creature("Gray Ogre", "{2}", pt=(2, 2))
BACK_LAND = land("Bala Ged Sanctuary", produce="G")
MDFC_SPELL = mdfc(sorcery("Bala Ged Recovery", "{2}{G}"), BACK_LAND)


def deck(*entries: tuple[int, CardDef]) -> list[CardDef]:
    """Expand ``(count, card)`` pairs into one ``CardDef`` per copy."""
    return [card for n, card in entries for _ in range(n)]


def red_deck() -> list[CardDef]:
    """60 cards: 24 Mountains, 4 Lightning Bolt, 32 filler."""
    return deck((24, MOUNTAIN), (4, BOLT), (32, FILLER))


def azorius_deck() -> list[CardDef]:
    """60 cards, lands only: 9 Plains, 8 Island, 7 Tundra; WU, WW and UU spells."""
    return deck(
        (9, PLAINS), (8, ISLAND), (7, TUNDRA),
        (4, LIONS), (4, COUNSEL), (4, WRATH), (4, DIG), (20, FILLER),
    )  # fmt: skip


def green_elf_deck() -> list[CardDef]:
    """60 cards with a mana creature and an MDFC land: the sampler's case."""
    return deck((16, FOREST), (4, MOUNTAIN), (4, ELF), (4, MDFC_SPELL), (4, BEAR), (28, FILLER))
