"""Delayed triggers of spells: "At the beginning of your next upkeep, ..." (CR 603.7).

A spell line "At the beginning of your next upkeep, <effect>" / "At the beginning of the next
end step, <effect>" compiles to a ``DelayedTrigger`` appended to the spell's effects: resolving
the spell creates the delayed triggered ability (CR 603.7a), ``engine.delayed`` fires it once.

The Pacts' effect "pay {2}{G}{G}. If you don't, you lose the game." (Summoner's Pact, Pact of
Negation, Slaughter Pact, Intervention Pact, Pact of the Titan) is ``PayOrLose``; any other
effect is read by ``parse_sentences``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from deckstats.cards.effects import DelayedTrigger, Effect, PayOrLose
from deckstats.cards.oracle.effects import parse_sentences

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

_NEXT = re.compile(
    r"At the beginning of (your next upkeep|the next end step|your next main phase), (.+)"
)
_PAY_OR_LOSE = re.compile(r"pay ((?:\{[0-9WUBRGC]\})+)\. If you don't, you lose the game\.")


def delayed_line(line: str, parts: Parts) -> bool:
    """Compile a spell's delayed-trigger line into ``parts.spell``; False if it doesn't fit."""
    got = delayed_effect(line)
    if got is None:
        return False
    parts.spell.append(got)
    return True


def delayed_effect(line: str) -> DelayedTrigger | None:
    """A delayed trigger "At the beginning of <when>, <effect>", or ``None``.

    Also a sentence of an activated or loyalty ability (Teferi, Hero of Dominaria's "+1:
    Draw a card. At the beginning of the next end step, untap up to two lands.").
    """
    m = _NEXT.fullmatch(line)
    if not m:
        return None
    body = m.group(2)
    pact = _PAY_OR_LOSE.fullmatch(body)
    effects: list[Effect] | None
    effects = [PayOrLose(pact.group(1))] if pact else parse_sentences(body[0].upper() + body[1:])
    if not effects:
        return None
    when = m.group(1)
    step = when.split(" ", 2)[-1] if when.endswith("main phase") else when.rsplit(" ", 1)[-1]
    step = {"upkeep": "upkeep", "step": "end step", "main phase": "main phase"}[step]
    return DelayedTrigger(step, when.startswith("your"), tuple(effects))
