"""The Oracle-text compiler: card records and Oracle templates -> the effect vocabulary.

>>> from deckstats.cards.oracle import compile_text
>>> compile_text("Shock", "{R}", "Instant", "Shock deals 2 damage to any target.").spell[0].amount
2
"""

from __future__ import annotations

from typing import Any

from deckstats.cards.corpus import T, face_record
from deckstats.cards.model import CardDef
from deckstats.cards.oracle.compiler import compile_face, compile_record, parse_type_line
from deckstats.cards.oracle.effects import parse_effects

__all__ = ["compile_face", "compile_record", "compile_text", "parse_effects", "parse_type_line"]


def compile_text(*fields: Any, source: str = "scryfall", **named: Any) -> CardDef:
    """Compile one single-faced card from its printed facts (a convenience for tests).

    ``fields`` and ``named`` are a corpus entry's (``cards.corpus.T``: name, cost, type
    line, text, then ``pt`` and ``loyalty``); ``source`` is recorded on the card.
    """
    return compile_face(face_record(T(*fields, **named)), source=source)
