"""Keywords by colour: "Each creature you control has <kw> if it's <colour>, ..." (CR 613.1f).

Scion of Draco: "Each creature you control has vigilance if it's white, hexproof if it's
blue, lifelink if it's black, first strike if it's red, and trample if it's green." One
``Static`` per colour: the creatures you control of that colour have the keyword (a
multicoloured creature has each of its colours' keywords; the colour is read as the layer
system has it, CR 105.2).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from deckstats.cards.dsl import Static
from deckstats.cards.model import color_from_letter
from deckstats.cards.oracle.text import keyword_flags
from deckstats.cards.targets import Filter, Ref

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_PART = re.compile(r"(?:and )?([a-z ]+?) if it's (white|blue|black|red|green)")
_HEAD = "Each creature you control has "


def colour_grant_line(line: str, parts: Parts) -> bool:
    """Compile the per-colour keyword grants of one line; False if it does not fit."""
    pieces = line[len(_HEAD) : -1].split(", ") if line.startswith(_HEAD) else []
    statics = []
    for p in map(_PART.fullmatch, pieces):
        kw = keyword_flags(p.group(1)) if p else None
        if p is None or not kw:
            return False
        statics.append(
            Static(
                0,
                0,
                kw,
                applies_to=Ref.CREATURES_YOU_CONTROL,
                filter=Filter(colors=color_from_letter(_LETTERS[p.group(2)])),
            )
        )
    if len(statics) < 2:
        return False
    parts.statics.extend(statics)
    return True
