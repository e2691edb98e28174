"""Emblem sentences of planeswalkers (CR 114): "You get an emblem with "<static>"".

The quoted text is compiled as a static ability line (``statics.static_line``, then
``static_conditions.presence_static_line``); only abilities that apply to creatures the
emblem's owner controls are kept (CR 114.4: they work from the command zone). An emblem
with a triggered ability or another kind of static ("You have no maximum hand size") is
not compiled: its sentence stays unparsed.
"""

from __future__ import annotations

import re
from typing import Any

from deckstats.cards.emblems import GetEmblem
from deckstats.cards.targets import Ref


def _emblem(m: re.Match[str]) -> tuple[Any, ...] | None:
    from deckstats.cards.oracle.parts import Parts
    from deckstats.cards.oracle.static_conditions import presence_static_line
    from deckstats.cards.oracle.statics import static_line

    inner = m.group("text")
    parts = Parts()
    if not (static_line(inner, parts) or presence_static_line(inner, parts)):
        return None
    if not parts.statics or any(
        s.applies_to is not Ref.CREATURES_YOU_CONTROL or s.other for s in parts.statics
    ):
        return None
    return (GetEmblem(tuple(parts.statics)),)


#: ``effects.parse_effects`` templates: (regex on the decapitalised sentence, builder).
TEMPLATES = [(r'you get an emblem with "(?P<text>[^"]+\.)"', _emblem)]

__all__ = ["TEMPLATES"]
