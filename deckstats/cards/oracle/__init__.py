"""The Oracle-text compiler: card records and Oracle templates -> the effect vocabulary.

>>> from deckstats.cards.oracle import compile_text
>>> compile_text("Shock", "{R}", "Instant", "Shock deals 2 damage to any target.").spell[0].amount
2
"""

from __future__ import annotations

from deckstats.cards.model import CardDef
from deckstats.cards.oracle.compiler import compile_face, compile_record, parse_type_line
from deckstats.cards.oracle.effects import parse_effects

__all__ = ["compile_face", "compile_record", "compile_text", "parse_effects", "parse_type_line"]


def compile_text(
    name: str,
    cost: str | None,
    type_line: str,
    text: str,
    pt: tuple[str, str] | None = None,
    *,
    loyalty: str | None = None,
    source: str = "scryfall",
) -> CardDef:
    """Compile one single-faced card from its printed facts (a convenience for tests)."""
    face = {
        "name": name,
        "mana_cost": cost or "",
        "type_line": type_line,
        "oracle_text": text,
        "power": pt[0] if pt else None,
        "toughness": pt[1] if pt else None,
        "loyalty": loyalty,
    }
    return compile_face(face, source=source)
