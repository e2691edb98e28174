"""Effects of "Whenever ~ becomes the target of a spell ..." triggers (CR 603.2, 115.1).

The trigger condition is ``oracle.trigger_conditions``' (``BecomesTarget``); the targeting
spell is the trigger's object (``engine.valiant``), so "that spell" is
``Ref.TRIGGERING_OBJECT`` and "that spell's controller" / "its controller" is
``Ref.TRIGGERING_PLAYER``. Sentence templates (lower-cased, ``~`` for the card's name):

- "counter that spell unless its controller discards a card" (Reality Smasher; CR 701.6):
  ``CounterUnlessDiscard(TRIGGERING_OBJECT)``;
- "~ deals 2 damage to that spell's controller" (Bonecrusher Giant; CR 120.3):
  ``DealDamage(2, TRIGGERING_PLAYER)``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import CounterUnlessDiscard, DealDamage, Effect
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import Ref

Effects = tuple[Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]


def _counter_unless(m: re.Match[str]) -> Effects | None:
    n = 1 if m[1] == "a card" else number(m[1].split()[0])
    return (CounterUnlessDiscard(Ref.TRIGGERING_OBJECT, n),) if isinstance(n, int) else None


def _damage_caster(m: re.Match[str]) -> Effects | None:
    n = number(m[1])
    return (DealDamage(n, Ref.TRIGGERING_PLAYER),) if isinstance(n, int) else None


#: Sentence templates, tried by ``oracle.effects``.
TEMPLATES: list[tuple[str, Builder]] = [
    (
        rf"counter that spell unless its controller discards (a card|{NUMBER} cards)",
        _counter_unless,
    ),
    (rf"~ deals ({NUMBER}) damage to that spell's controller", _damage_caster),
]
