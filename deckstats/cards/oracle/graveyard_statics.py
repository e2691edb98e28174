"""Static abilities that work from the graveyard (CR 113.6): the Incarnations.

"As long as ~ is in your graveyard and you control a Mountain, creatures you control have
haste." (Anger; Brawn, Filth, Wonder): the rest of the line is an ordinary conditional
static (``oracle.static_conditions.presence_static_line``) whose ``dsl.Static`` is marked
``from_graveyard``; the engine reads it while the card is in its owner's graveyard
(``engine.gy_statics``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from deckstats.cards.oracle.parts import Parts
from deckstats.cards.oracle.static_conditions import presence_static_line
from deckstats.cards.targets import Ref

_FROM_GRAVEYARD = re.compile(
    r"As long as ~ is in your graveyard(?: and (?P<cond>.+?))?, (?P<body>[a-z].+)\."
)


def graveyard_static_line(line: str, parts: Parts) -> bool:
    """An Incarnation's line: "As long as ~ is in your graveyard [and <condition>], ..."."""
    m = _FROM_GRAVEYARD.fullmatch(line)
    if m is None:
        return False
    body = m.group("body")
    inner = body[0].upper() + body[1:] + "."
    if m.group("cond"):
        inner = f"As long as {m.group('cond')}, {inner}"
    got = Parts()
    if not presence_static_line(inner, got) or len(got.statics) != 1:
        return False
    st = got.statics[0]
    if st.applies_to in (Ref.SELF, Ref.ENCHANTED_OR_EQUIPPED) or st.state:
        return False  # the card itself is no permanent there; its states mean nothing
    parts.statics.append(replace(st, from_graveyard=True))
    return True


__all__ = ["graveyard_static_line"]
