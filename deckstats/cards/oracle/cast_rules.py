"""Casting rules of the metagame's long tail: cast limits and cost changes (CR 601.2f, 101.2).

Templates whose values are the ``cards.modifiers`` the engine already honours
(``engine.modifiers``), each parameterised by a spell quality or a count:

- "Each player who has cast a nonartifact spell this turn can't cast additional nonartifact
  spells." (Ethersworn Canonist): ``CastLimit(1, <quality>)``;
- "Noncreature spells with mana value 4 or greater can't be cast." and "Noncreature spells
  with {X} in their mana costs can't be cast." (Gaddock Teeg): ``CastLimit(0, ...)``;
- "Each spell you cast that's red or green costs {1} less to cast." (Goblin Anarchomancer);
- "Each spell costs {3} more to cast except during its controller's turn." (Defense Grid);
- "This spell costs {X} less to cast, where X is <count>" (Shadow of Mortality: your life
  total; ``oracle.counts.count_phrase``) and "costs {N} less to cast for each basic land
  type among lands you control" (domain with any N: Scion of Draco).

Called from ``oracle.abilities`` after ``oracle.modifiers.modifier_line``.
"""

from __future__ import annotations

import re

from deckstats.cards.model import CardType
from deckstats.cards.modifiers import CastLimit, CostChange, Modifier
from deckstats.cards.oracle.counts import count_phrase, each_phrase
from deckstats.cards.oracle.mass import permanent_filter
from deckstats.cards.oracle.rule_locks import group_filters
from deckstats.cards.oracle.targets import card_filter, parse_target
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import NO_FILTER, Filter, Ref, Target, TargetKind

_ADDITIONAL = re.compile(
    r"Each player who has cast an? (?P<q>[a-z]+) spell this turn can't cast additional "
    r"(?P=q) spells\."
)
_CANT_BE_CAST = re.compile(
    rf"(?P<q>[A-Z][a-z]+ )?[Ss]pells with (?:mana value (?P<n>{NUMBER}) or greater|"
    r"(?P<x>\{X\}) in their mana costs) can't be cast\."
)
_EACH_SPELL = re.compile(
    r"Each spell you cast that's (?P<q>[a-z ]+?) costs \{(?P<n>\d+)\} (?P<dir>more|less) "
    r"to cast\."
)
_OFF_TURN = re.compile(
    r"Each spell costs \{(\d+)\} more to cast except during its controller's turn\."
)
_WHERE_X = re.compile(r"(?:This spell|~) costs \{X\} less to cast, where X is (.+)\.")
_DOMAIN = re.compile(
    r"(?:This spell|~) costs \{(\d+)\} less to cast for each basic land type among lands you "
    r"control\."
)


_FOR_EACH = re.compile(r"(?:This spell|~) costs \{(\d+)\} less to cast for each (.+)\.")
_IF_BOTH = re.compile(
    r"(?:This spell|~) costs \{(\d+)\} less to cast if you control an? (.+?) and an? (.+?)\."
)
_IF_OPPONENT_NO = re.compile(
    r"(?:This spell|~) costs \{(\d+)\} less to cast if an opponent controls no (.+?)\."
)


def _conditional_cost(line: str) -> tuple[Modifier, ...] | None:
    """A reduction "if you control a <A> and a <B>" / "if an opponent controls no <A>".

    "if it targets a <permanent> you control" (This Town Ain't Big Enough, CR 601.2f),
    "if it targets a <quality> spell" (Mystical Dispute).
    """
    m = _IF_TARGETS_YOURS.fullmatch(line)
    yours = _YOURS.fullmatch(m.group(2)) if m else None
    quality = _A_SPELL.fullmatch(m.group(2)) if m and not yours else None
    spell = parse_target("target " + quality.group(1)) if quality else None
    if m and isinstance(spell, Target) and spell.kinds == TargetKind.SPELL:  # Mystical Dispute
        if spell.controller or spell.up_to or spell.count != 1:
            return None
        return (CostChange(-int(m.group(1)), who=Ref.SELF, if_targets_spell=spell.filter),)
    if m:
        flt = permanent_phrase(yours.group(1)) if yours else None
        if flt is None:
            return None
        return (CostChange(-int(m.group(1)), who=Ref.SELF, if_targets_yours=flt),)
    m = _IF_BOTH.fullmatch(line)
    if m:
        both = (permanent_phrase(m.group(2)), permanent_phrase(m.group(3)))
        if both[0] is None or both[1] is None:
            return None
        return (CostChange(-int(m.group(1)), who=Ref.SELF, if_controls=(both[0], both[1])),)
    m = _IF_OPPONENT_NO.fullmatch(line)
    if m:
        groups = group_filters(m.group(2))
        if groups is None or len(groups[0]) != 1 or groups[1] != Ref.EACH_PLAYER:
            return None
        return (CostChange(-int(m.group(1)), who=Ref.SELF, if_opponent_lacks=groups[0][0]),)
    return None


#: "This spell costs {3} less to cast if it targets a permanent you control."
_IF_TARGETS_YOURS = re.compile(r"(?:This spell|~) costs \{(\d+)\} less to cast if it targets (.+)")
_YOURS = re.compile(r"an? (.+?) you control\.")
_A_SPELL = re.compile(r"an? ([a-z]+ spell)\.")  # "a blue spell" (Mystical Dispute)


def permanent_phrase(words: str) -> Filter | None:
    """A permanent phrase ("Human creature", "non-Human creature", "artifact") -> a filter."""
    tribe = re.fullmatch(r"([A-Z][a-z]+) creature", words)
    if tribe:
        return Filter(card_type=CardType.CREATURE, subtypes=(tribe.group(1),))  # CR 205.3
    spec = parse_target("target " + words)
    if not isinstance(spec, Target) or spec.controller or spec.count != 1 or spec.up_to:
        return None
    if spec.kinds & (TargetKind.PLAYER | TargetKind.SPELL | TargetKind.CARD_IN_GRAVEYARD):
        return None
    return permanent_filter(spec)


def cast_rule_line(line: str) -> tuple[Modifier, ...] | None:
    """The cast limit or cost change one normalised line states, or ``None``."""
    m = _ADDITIONAL.fullmatch(line)
    if m:
        flt = card_filter(m.group("q"))
        return None if flt is None else (CastLimit(1, flt, Ref.EACH_PLAYER),)
    m = _CANT_BE_CAST.fullmatch(line)
    if m:
        flt = card_filter(m.group("q").strip().lower()) if m.group("q") else NO_FILTER
        least = number(m.group("n")) if m.group("n") else 0
        if flt is None or not isinstance(least, int):
            return None
        if least:
            from dataclasses import replace

            flt = replace(flt, min_mana_value=least)
        return (CastLimit(0, flt, Ref.EACH_PLAYER, with_x=bool(m.group("x"))),)
    m = _EACH_SPELL.fullmatch(line)
    if m:
        flt = card_filter(m.group("q"))
        n = int(m.group("n"))
        amount = n if m.group("dir") == "more" else -n
        return None if flt is None else (CostChange(amount, flt, Ref.YOU),)
    m = _OFF_TURN.fullmatch(line)
    if m:
        return (CostChange(int(m.group(1)), NO_FILTER, Ref.EACH_PLAYER, off_turn_only=True),)
    m = _WHERE_X.fullmatch(line)
    if m:
        count = count_phrase(m.group(1))
        return None if count is None else (CostChange(-1, NO_FILTER, Ref.SELF, count=count),)
    m = _DOMAIN.fullmatch(line)
    if m:
        return (CostChange(-int(m.group(1)), NO_FILTER, Ref.SELF, domain=True),)
    m = _FOR_EACH.fullmatch(line)
    count = None if m is None else each_phrase(m.group(2))
    if m and count is not None:  # Hollow One (a ``cards.counts.Count`` read as it is cast)
        return (CostChange(-int(m.group(1)), NO_FILTER, Ref.SELF, count=count),)
    return _conditional_cost(line)


__all__ = ["cast_rule_line"]
