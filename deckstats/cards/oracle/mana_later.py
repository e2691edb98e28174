"""Mana by an amount (issue 26, r40 fid): Mana Drain's "add an amount of {C} equal to ...".

"add an amount of {C} equal to that spell's mana value" -> ``AddManaAmount("C",
Count("target_mana_value"))`` (CR 106.1, 608.2h: the countered spell as it last existed); the
delayed trigger "At the beginning of your next main phase, ..." is ``oracle.delayed_lines``'.
"""

from __future__ import annotations

import re
from typing import Any

from deckstats.cards.counts import Count
from deckstats.cards.mana_later import AddManaAmount

_AMOUNTS = {"that spell's mana value": Count("target_mana_value", text="that spell's mana value")}


def _add_amount(m: re.Match[str]) -> tuple[AddManaAmount, ...] | None:
    count = _AMOUNTS.get(m.group(2))
    return None if count is None else (AddManaAmount(m.group(1), count),)


#: Effect sentence templates (``oracle.trigger_effects.TEMPLATES``).
TEMPLATES: list[tuple[str, Any]] = [
    (r"add an amount of \{([WUBRGC])\} equal to (.+)", _add_amount),
]

__all__ = ["TEMPLATES"]
