"""A player exiling the top of their own library (issue 26, r40 fid; CR 406.3, 401.1).

"defending player exiles the top twenty cards of their library" (Ulamog, the Ceaseless
Hunger; the defending player of the attack trigger, CR 506.2), "target player / target
opponent / each opponent exiles the top N cards of their library": ``ExileTop(player, N)``
(``cards.effects_stat``; the cards are not playable).
"""

from __future__ import annotations

import re
from typing import Any

from deckstats.cards.effects_stat import ExileTop
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import Ref

_FIXED = {"defending player": Ref.DEFENDING_PLAYER, "each opponent": Ref.EACH_OPPONENT}


def _exiles_top(m: re.Match[str]) -> tuple[ExileTop, ...] | None:
    who = _FIXED.get(m.group(1)) or parse_target(m.group(1))
    n = number(m.group(2))
    if who is None or not isinstance(n, int) or n <= 0:
        return None
    return (ExileTop(who, n),)


#: Effect sentence templates (``oracle.trigger_effects.TEMPLATES``).
TEMPLATES: list[tuple[str, Any]] = [
    (
        rf"(defending player|each opponent|target player|target opponent) exiles the top "
        rf"({NUMBER}) cards of their library",
        _exiles_top,
    ),
]

__all__ = ["TEMPLATES"]
