"""Edicts with a fallback (issue 26, r40 fid): Invoke Despair (CR 701.21).

The paragraph "<player> sacrifices a <type>. If they can't, <effects>. [Then repeat this
process for a <type>[, a <type>,] and a <type>.]" -> one ``SacrificeElse`` per type, the
player targeted once (``cards.sacrifice_else``).
"""

from __future__ import annotations

import re
from typing import Any

from deckstats.cards.model import CardType
from deckstats.cards.sacrifice_else import SacrificeElse
from deckstats.cards.targets import Filter, Ref

_TYPES = {
    "creature": CardType.CREATURE,
    "artifact": CardType.ARTIFACT,
    "enchantment": CardType.ENCHANTMENT,
    "planeswalker": CardType.PLANESWALKER,
    "land": CardType.LAND,
}
_WHO = r"target opponent|target player|each opponent"


def _edicts(m: re.Match[str]) -> tuple[Any, ...] | None:
    from deckstats.cards.oracle.effects import parse_effects
    from deckstats.cards.oracle.targets import parse_target

    who: Any = Ref.EACH_OPPONENT if m.group(1) == "each opponent" else parse_target(m.group(1))
    kinds = [m.group(2), *re.findall(r"an? (\w+)", m.group(4) or "")]
    if who is None or any(k not in _TYPES for k in kinds):
        return None
    body = re.sub(r"^they lose ", "that player loses ", m.group(3))
    otherwise = parse_effects(body)
    if not otherwise:
        return None
    out: list[SacrificeElse] = []
    for i, kind in enumerate(kinds):
        player = who if i == 0 or who == Ref.EACH_OPPONENT else Ref.TARGET_CONTROLLER
        out.append(SacrificeElse(Filter(card_type=_TYPES[kind]), player, tuple(otherwise)))
    return tuple(out)


#: Paragraph templates (``oracle.paragraphs``).
PARAGRAPHS: list[tuple[str, Any]] = [
    (
        rf"({_WHO}) sacrifices an? (\w+)\. if they can't, (.+?)\."
        r"(?: then repeat this process for ((?:an? \w+, )*an? \w+,? and an? \w+|an? \w+))?",
        _edicts,
    ),
]

__all__ = ["PARAGRAPHS"]
