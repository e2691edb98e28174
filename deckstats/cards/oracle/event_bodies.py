"""Bodies of triggered abilities that only make sense with their trigger (round 39, issue 26).

``event_effects`` is the last fallback of ``triggered.triggered_line``: a sentence whose
meaning depends on the event that triggered it.

- mana triggers' "adds an additional {G}" (``oracle.mana_triggers``, CR 605.1b);
- a cast trigger's "counter that spell" (Vexing Bauble; CR 701.6): the spell whose casting
  triggered it (``Ref.TRIGGERING_OBJECT``).

``TEMPLATES``: "copy that spell" (CR
707.10), a number of sacrifices read on resolution (Smokestack's soot counters, Phyrexian
Negator's "that many"; CR 701.21), "if you control another creature named ~" (CR 603.4). Emblems
are ``oracle.emblem_lines``' (``GetEmblem``, CR 114.4).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards import triggers as tg
from deckstats.cards.counts import Count, IfCount
from deckstats.cards.effects import (
    CopySpell,
    CounterSpell,
    Effect,
    MayDo,
    Sacrifice,
)
from deckstats.cards.effects_trig40 import CounterIfTopMatches
from deckstats.cards.model import CardType
from deckstats.cards.oracle.event_kinds import BATCH_DAMAGE
from deckstats.cards.oracle.mana_triggers import mana_trigger_effects
from deckstats.cards.targets import Filter, Ref

_COUNTERBALANCE = (
    "you may reveal the top card of your library. If you do, counter that spell if it has "
    "the same mana value as the revealed card."
)


def _cast_effects(conditions: list[tg.TriggerCondition], body: str) -> list[Effect] | None:
    """A cast trigger's "counter that spell." (the spell that was cast)."""
    if not all(isinstance(c, tg.CastSpell) and c.who != Ref.SELF for c in conditions):
        return None
    if body == "counter that spell.":
        return [CounterSpell(Ref.TRIGGERING_OBJECT)]
    if body == _COUNTERBALANCE:  # Counterbalance (r40; CR 701.6, 202.3)
        return [MayDo((CounterIfTopMatches(),))]
    if body.startswith("counter that spell and "):  # Decree of Silence (r40)
        from deckstats.cards.oracle.body import parse_body

        rest = body[len("counter that spell and ") :]
        more = parse_body(rest[0].upper() + rest[1:])
        return None if not more else [CounterSpell(Ref.TRIGGERING_OBJECT), *more]
    return parse_body_copy(body)


_COPIES = re.compile(
    r"copy (?:that spell|it)(?: for each (.+?))?\. "
    r"You may choose new targets for the cop(?:y|ies)\."
)


def parse_body_copy(body: str) -> list[Effect] | None:
    """A cast trigger's copy of its spell, "[for each ...]" (CR 707.10), or ``None``."""
    m = _COPIES.fullmatch(body)
    if not m:
        return None
    if m.group(1) is None:
        return [CopySpell()]
    if m.group(1) == "other instant and sorcery spell you've cast before it this turn":
        # Thousand-Year Storm: those spells cast this turn, less this one (CR 601.2i)
        kinds = Filter(card_type=CardType.INSTANT | CardType.SORCERY)
        return [CopySpell(Count("spells_cast", kinds, plus=-1, text=m.group(1)))]
    return None


def until_end_of_turn(line: str) -> tuple[str, str]:
    """High Tide's "Until end of turn, whenever ...": the trigger line, and ``"turn"``."""
    if line.startswith("Until end of turn, whenever "):
        return "Whenever " + line[len("Until end of turn, whenever ") :], "turn"
    return line, ""


def granted_condition(cond: str) -> tuple[list[tg.TriggerCondition] | None, str]:
    """A spell's trigger for this turn (CR 603.7): its conditions and ``"turn"`` / ``"next"``.

    "you cast a creature spell this turn" (Glimpse of Nature), "you cast your next instant
    or sorcery spell this turn" (Galvanic Iteration: once, ``"next"``).
    """
    from deckstats.cards.oracle.triggered import parse_condition

    nxt = re.fullmatch(r"you cast your next (.+ spell) this turn", cond)
    if nxt:
        what = nxt.group(1)
        article = "an" if what[0] in "aeiou" else "a"
        got = parse_condition(f"you cast {article} {what}")
        return (got, "next") if got is not None else (None, "")
    if cond.endswith(" this turn") and (
        not cond.startswith("one or more") or BATCH_DAMAGE.fullmatch(cond[: -len(" this turn")])
    ):
        got = parse_condition(cond.removesuffix(" this turn"))
        return (got, "turn") if got is not None else (None, "")
    return None, ""


def event_effects(conditions: list[tg.TriggerCondition], body: str) -> list[Effect] | None:
    """The bodies above, or ``None``."""
    if not conditions:
        return None
    return mana_trigger_effects(conditions, body) or _cast_effects(conditions, body)


_KINDS = {
    "creature": CardType.CREATURE,
    "land": CardType.LAND,
    "artifact": CardType.ARTIFACT,
    "permanent": CardType(0),
}


def _sacrifice_per_counter(m: re.Match[str]) -> tuple[Effect, ...] | None:
    """Smokestack: "that player sacrifices a permanent for each soot counter on ~"."""
    from deckstats.cards.oracle.effects import SUBJECTS

    count = Count("counters_on_self", counter=m.group(3), text=f"{m.group(3)} counters on ~")
    return (Sacrifice(Filter(card_type=_KINDS[m.group(2)]), SUBJECTS[m.group(1)], count),)


def _sacrifice_x(m: re.Match[str]) -> tuple[Effect, ...] | None:
    """Phyrexian Negator: "sacrifice that many permanents" (the damage dealt, X)."""
    return (Sacrifice(Filter(card_type=_KINDS[m.group(1)]), Ref.YOU, "X"),)


def _if_another_named(m: re.Match[str]) -> tuple[Effect, ...] | None:
    """Faerie Miscreant: "if you control another creature named ~, <effect>" (CR 603.4)."""
    from deckstats.cards.oracle.body import parse_body

    then = parse_body(m.group(1))
    if not then:
        return None
    named = Filter(card_type=CardType.CREATURE, name="~")
    return (IfCount(Count("permanents", named, other=True), 1, None, tuple(then)),)


#: Sentence templates, tried by ``oracle.effects`` (through ``oracle.trigger_effects``).
TEMPLATES: list[tuple[str, Callable[[re.Match[str]], tuple[Effect, ...] | None]]] = [
    (r"copy that spell", lambda m: (CopySpell(),)),  # Mirari's "If you do, ..." (CR 707.10)
    (r"you may choose new targets for the cop(?:y|ies)", lambda m: ()),  # CR 707.10c: always
    (
        r"(|that player |each player )sacrifices? an? (creature|land|artifact|permanent) for "
        r"each (\w+) counter on ~",
        _sacrifice_per_counter,
    ),
    (r"sacrifice X (creature|land|artifact|permanent)s", _sacrifice_x),
    (r"if you control another creature named ~, (.+)", _if_another_named),
]

__all__ = ["TEMPLATES", "event_effects"]
