"""Bodies of triggered abilities that only make sense with their trigger (round 39, issue 26).

``event_effects`` is the last fallback of ``triggered.triggered_line``: a sentence whose
meaning depends on the event that triggered it.

- mana triggers' "adds an additional {G}" (``oracle.mana_triggers``, CR 605.1b);
- a cast trigger's "counter that spell" (Vexing Bauble; CR 701.6): the spell whose casting
  triggered it (``Ref.TRIGGERING_OBJECT``).

``TEMPLATES``: "discover N" (CR 701.57a; ``engine.discover``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards import triggers as tg
from deckstats.cards.effects import CounterSpell, Discover, Effect
from deckstats.cards.oracle.mana_triggers import mana_trigger_effects
from deckstats.cards.targets import Ref


def _cast_effects(conditions: list[tg.TriggerCondition], body: str) -> list[Effect] | None:
    """A cast trigger's "counter that spell." (the spell that was cast)."""
    if not all(isinstance(c, tg.CastSpell) and c.who != Ref.SELF for c in conditions):
        return None
    if body == "counter that spell.":
        return [CounterSpell(Ref.TRIGGERING_OBJECT)]
    return None


def event_effects(conditions: list[tg.TriggerCondition], body: str) -> list[Effect] | None:
    """The bodies above, or ``None``."""
    if not conditions:
        return None
    return mana_trigger_effects(conditions, body) or _cast_effects(conditions, body)


#: Sentence templates, tried by ``oracle.effects`` (through ``oracle.trigger_effects``).
TEMPLATES: list[tuple[str, Callable[[re.Match[str]], tuple[Effect, ...] | None]]] = [
    (r"discover (\d+)", lambda m: (Discover(int(m.group(1))),)),  # CR 701.57a
]

__all__ = ["TEMPLATES", "event_effects"]
