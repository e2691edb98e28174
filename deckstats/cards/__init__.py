"""Card data: the printed card model, mana costs, the effect vocabulary and the registry."""

from deckstats.cards.mana import ManaCost, ManaCostError, parse_mana_cost
from deckstats.cards.model import CardDef, CardType, Color, Keyword, Supertype
from deckstats.cards.registry import CardDB, UnknownCardError, all_cards, builtin_db, get_card

__all__ = [
    "CardDB",
    "CardDef",
    "CardType",
    "Color",
    "Keyword",
    "ManaCost",
    "ManaCostError",
    "Supertype",
    "UnknownCardError",
    "all_cards",
    "builtin_db",
    "get_card",
    "parse_mana_cost",
]
