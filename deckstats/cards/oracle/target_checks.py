"""Sentences that check the spell's target as it last existed (CR 608.2h).

"If its mana value was 3 or less, scry 1." (Fading Hope, after "Return target creature to
its owner's hand."): ``IfTargetManaValue(then, at_most=3)``; "N or greater" sets
``at_least``. The effect after the comma must compile and name no target of its own.
"look at the top N cards of target player's library, then put them back in any order"
(Architects of Will): ``ReorderTopOf(N, TARGET_PLAYER)``.

Whole line (via ``oracle.realdecks.realdeck_line``): "Whenever a player casts a spell with
mana value equal to the number of charge counters on ~, counter that spell." (Chalice of
the Void): a cast trigger with ``CounterIfCounters("charge")``.
Sentence templates, tried first by ``oracle.effects`` (via ``oracle.realdecks``).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from deckstats.cards.dsl import Triggered
from deckstats.cards.effects import (
    CastLockThisTurn,
    CounterIfCounters,
    Effect,
    IfTargetManaValue,
    PutCounters,
    PutFromHandCounted,
    ReorderTopOf,
)
from deckstats.cards.oracle.text import NUMBER
from deckstats.cards.targets import (
    NO_FILTER,
    TARGET_OPPONENT,
    TARGET_PLAYER,
    Ref,
    Target,
    TargetSpec,
)
from deckstats.cards.triggers import CastSpell

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

Effects = tuple[Effect, ...]


def _if_mana_value(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.body import parse_body

    then = parse_body(m.group(3)[0].upper() + m.group(3)[1:] + ".")
    if not then or any(_targets(e) for e in then):
        return None
    n = int(m.group(1))
    if m.group(2) == "less":
        return (IfTargetManaValue(tuple(then), at_most=n),)
    return (IfTargetManaValue(tuple(then), at_least=n),)


def _targets(effect: Effect) -> bool:
    """Whether a (flat) effect declares a target of its own."""
    return dataclasses.is_dataclass(effect) and any(
        isinstance(getattr(effect, f.name), Target) for f in dataclasses.fields(effect)
    )


def _reorder_top_of(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.text import number

    n = number(m.group(1))
    if not isinstance(n, int) or n < 1:
        return None
    return (ReorderTopOf(n, TARGET_PLAYER),)


def _put_counted(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.targets import card_filter

    flt = card_filter(m.group(1))
    return None if flt is None else (PutFromHandCounted(flt, m.group(2)),)


def _counter_on_self(m: re.Match[str]) -> Effects | None:
    return (PutCounters(1, Ref.SELF, m.group(1)),)


_LOCKED: dict[str, TargetSpec] = {
    "your opponents": Ref.EACH_OPPONENT,
    "each opponent": Ref.EACH_OPPONENT,
    "target player": TARGET_PLAYER,
    "target opponent": TARGET_OPPONENT,
}


def _cast_lock(m: re.Match[str]) -> Effects | None:
    return (CastLockThisTurn(_LOCKED[m.group(1)], noncreature=bool(m.group(2))),)


TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    # Silence, Orim's Chant, Ranger-Captain of Eos (CR 101.2): until the turn ends.
    (
        r"(your opponents|each opponent|target player|target opponent) can't cast "
        r"(noncreature )?spells this turn",
        _cast_lock,
    ),
    # Aether Vial (CR 110.2): the counters are read as the ability resolves.
    (
        r"put an? ([a-z]+) card with mana value equal to the number of ([a-z]+) counters on ~ "
        r"from your hand onto the battlefield",
        _put_counted,
    ),
    # Aether Vial's upkeep: "put a charge counter on ~" (CR 122.1), a named kind.
    (r"put an? (charge|time|oil|lore|verse|page|fade|age) counter on ~", _counter_on_self),
    (r"if its mana value was (\d+) or (less|greater), (.+)", _if_mana_value),
    # Architects of Will (its enters trigger): the controller orders the cards.
    (
        rf"look at the top ({NUMBER}) cards of target player's library, then put them back in "
        r"any order",
        _reorder_top_of,
    ),
]

_CHALICE = re.compile(
    r"Whenever (?P<who>a player|an opponent) casts a spell with mana value equal to the "
    r"number of (?P<kind>[a-z]+) counters on ~, counter that spell\."
)


def counter_if_counters_line(line: str, parts: Parts) -> bool:
    """Compile Chalice of the Void's trigger (CR 603.2, 701.6a).

    A cast trigger whose effect checks the spell's mana value against the counters
    (``CounterIfCounters``).
    """
    m = _CHALICE.fullmatch(line)
    if not m:
        return False
    who = Ref.EACH_PLAYER if m.group("who") == "a player" else Ref.EACH_OPPONENT
    parts.triggers.append(
        Triggered(when=CastSpell(who, NO_FILTER), effect=(CounterIfCounters(m.group("kind")),))
    )
    return True


__all__ = ["TEMPLATES", "counter_if_counters_line"]
