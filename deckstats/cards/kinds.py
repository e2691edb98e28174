"""One row of a vocabulary table: what a kind means, how Oracle text says it, who runs it.

The card vocabulary has three families of frozen values a ``CardDef`` holds: effects
(``cards/effects.py``, ``ALL_EFFECTS``, resolved by ``engine/resolve.py``'s ``RESOLVERS``),
trigger conditions (``cards/triggers.py``, ``TRIGGER_KINDS``) and cost options
(``cards/costs.py``, ``COST_KINDS``). The last two are tabled with a ``Kind`` each, so a
contributor adding one finds in one place its meaning, the Oracle templates the compiler
turns into it, and the engine functions that act on it; ``tests/cards_data/
test_vocabulary_tables.py`` fails when a kind is missing from its table, when a template
no longer compiles to its kind, or when a handler does not exist or never names its kind.

The handlers are dotted names, not functions: ``cards`` is the bottom layer and imports
nothing of the engine.
"""

from __future__ import annotations

from typing import NamedTuple


class Kind(NamedTuple):
    """A vocabulary kind's table row.

    Attributes:
        description: what it means, with its CR rule.
        templates: Oracle texts (``~`` for the card's name) the compiler turns into it.
        handlers: dotted names of the engine functions or classes that act on it.
        type_line: the type line the templates are compiled with (a Saga's chapters need
            "Enchantment — Saga").
    """

    description: str
    templates: tuple[str, ...]
    handlers: tuple[str, ...]
    type_line: str = "Creature — Human"
