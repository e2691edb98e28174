"""The Oracle-text compiler: card records and Oracle templates -> the effect vocabulary.

>>> from deckstats.cards.oracle import compile_text
>>> compile_text("Shock", "{R}", "Instant", "Shock deals 2 damage to any target.").spell[0].amount
2
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef, CardType, Supertype
    from deckstats.cards.oracle.effects import Effects

__all__ = ["compile_face", "compile_record", "compile_text", "parse_effects", "parse_type_line"]

# The package's entry points import the compiler on first call. Importing a submodule (the
# engine reads a few constants and ``oracle.body``) must not load the whole compiler: its
# templates cost a few tenths of a second of CPU in every process (issue 32.2), and a game
# needs it only for a card it has not compiled yet.


def compile_face(face: Mapping[str, Any], *, source: str) -> CardDef:
    """``oracle.compiler.compile_face``: one face record -> a ``CardDef``."""
    from deckstats.cards.oracle import compiler

    return compiler.compile_face(face, source=source)


def compile_record(record: Mapping[str, Any], *, source: str) -> CardDef:
    """``oracle.compiler.compile_record``: a whole card record -> a ``CardDef``."""
    from deckstats.cards.oracle import compiler

    return compiler.compile_record(record, source=source)


def parse_type_line(line: str) -> tuple[Supertype, CardType, tuple[str, ...]]:
    """``oracle.compiler.parse_type_line``: supertypes, card types and subtypes (CR 205)."""
    from deckstats.cards.oracle import compiler

    return compiler.parse_type_line(line)


def parse_effects(sentence: str) -> Effects | None:
    """``oracle.effects.parse_effects``: one effect sentence -> effect values, or ``None``."""
    from deckstats.cards.oracle import effects

    return effects.parse_effects(sentence)


def compile_text(*fields: Any, source: str = "scryfall", **named: Any) -> CardDef:
    """Compile one single-faced card from its printed facts (a convenience for tests).

    ``fields`` and ``named`` are a corpus entry's (``cards.corpus.T``: name, cost, type
    line, text, then ``pt`` and ``loyalty``); ``source`` is recorded on the card.
    """
    from deckstats.cards.corpus import T, face_record
    from deckstats.cards.oracle import compiler

    return compiler.compile_face(face_record(T(*fields, **named)), source=source)
