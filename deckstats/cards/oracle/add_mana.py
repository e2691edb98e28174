"""Oracle template of "Add ..." mana sentences (CR 106.1, 605.1a).

Fixed symbols, a choice of colours, "one mana of any color", "N mana of any one color",
"N mana in any combination of colors" (Manamorphose), the filter lands' "{B}{B}, {B}{G}, or
{G}{G}" (two mana, each of either colour: Twilight Mire). Counted amounts are
``oracle.mana_count``'s.
"""

from __future__ import annotations

import re

from deckstats.cards.effects import AddMana, AddOneOf, Effect
from deckstats.cards.oracle.text import NUMBER, number

Effects = tuple[Effect, ...]

_MANA_SYMS = re.compile(r"\{([WUBRGC])\}")
#: The filter lands' "{B}{B}, {B}{G}, or {G}{G}" (Twilight Mire, Mystic Gate).
_FILTER = re.compile(r"\{([WUBRG])\}\{\1\}, \{\1\}\{([WUBRG])\}, or \{\2\}\{\2\}")


def add_mana(m: re.Match[str]) -> Effects | None:
    """Compile "Add {G}", "Add {C}{C}", "Add {R} or {G}", "Add one mana of any color"."""
    body = m.group(1).strip()
    if body == "one mana of any color":
        return (AddOneOf("WUBRG"),)
    combo = re.fullmatch(rf"({NUMBER}) mana in any combination of colors", body)
    if combo:
        # Manamorphose: each mana of any colour, chosen one at a time (CR 106.1a)
        n = number(combo.group(1))
        return tuple(AddOneOf("WUBRG") for _ in range(n)) if isinstance(n, int) else None
    n_any = re.fullmatch(rf"({NUMBER}) mana of any one color", body)
    if n_any:
        n = number(n_any.group(1))
        return (AddOneOf("WUBRG", n),) if isinstance(n, int) else None
    times = re.fullmatch(rf"({NUMBER}) \{{([WUBRGC])\}}", body)  # "Add six {G}" (Castle Garenbrig)
    if times and isinstance(number(times.group(1)), int):
        return (AddMana(times.group(2) * int(number(times.group(1)))),)
    pair = re.fullmatch(
        rf"({NUMBER}) mana in any combination of \{{([WUBRG])\}} and/or \{{([WUBRG])\}}", body
    )
    if pair and isinstance(number(pair.group(1)), int):  # Orcish Lumberjack (CR 106.1a)
        return tuple(AddOneOf(pair.group(2) + pair.group(3)) for _ in range(int(number(pair[1]))))
    pair = _FILTER.fullmatch(body)
    if pair:  # Twilight Mire: BB, BG or GG is two mana, each of the two colours (CR 106.1a)
        return (AddOneOf(pair.group(1) + pair.group(2)),) * 2
    if re.fullmatch(r"(?:\{[WUBRGC]\})+", body):
        return (AddMana("".join(_MANA_SYMS.findall(body))),)
    if re.fullmatch(r"\{[WUBRGC]\}(?:, \{[WUBRGC]\})*,? or \{[WUBRGC]\}", body):
        return (AddOneOf("".join(_MANA_SYMS.findall(body))),)
    return None


__all__ = ["add_mana"]
