"""Cost changes for spells of a quality the plain template misses (CR 601.2f).

``modifiers.modifier_line`` reads "<quality> spells you cast cost {N} less to cast." with a
lower-case quality; this module adds the qualities that begin with a creature type
("Goblin spells you cast cost {1} less to cast.": Goblin Warchief; "Colorless Eldrazi
spells ...": Eye of Ugin) and two qualities joined ("Green spells and blue spells you cast
cost {1} less to cast.": Sunscape Familiar). A spell with both qualities is one spell:
``Filter.colors`` is "any of", so the reduction applies once (CR 601.2f).

>>> quality_cost_line("Goblin spells you cast cost {1} less to cast.")[0].spells.subtypes
('Goblin',)
"""

from __future__ import annotations

import re

from deckstats.cards.modifiers import CostChange, Modifier
from deckstats.cards.oracle.targets import card_filter
from deckstats.cards.targets import Filter, Ref

_WHO = {None: Ref.EACH_PLAYER, "you cast": Ref.YOU, "your opponents cast": Ref.EACH_OPPONENT}
_LINE = re.compile(
    r"(?P<a>[A-Z][\w -]*?) spells(?: and (?P<b>[a-z][\w -]*?) spells)?"
    r"(?: (?P<who>you cast|your opponents cast))? cost \{(?P<n>\d+)\} (?P<dir>more|less) "
    r"to cast\."
)
#: First words that are qualities, not creature types (CR 205.3m).
QUALITY_WORDS = frozenset(
    (
        "white",
        "blue",
        "black",
        "red",
        "green",
        "colorless",
        "multicolored",
        "monocolored",
        "legendary",
        "artifact",
        "creature",
        "enchantment",
        "instant",
        "sorcery",
        "planeswalker",
        "kindred",
        "noncreature",
        "nonartifact",
        "nonland",
    )
)


def _quality(words: str) -> Filter | None:
    first, _, rest = words.strip().partition(" ")
    if first.lower() in QUALITY_WORDS:
        first = first.lower()
    return card_filter(f"{first} {rest}".strip())


def quality_cost_line(line: str) -> tuple[Modifier, ...] | None:
    """CR 601.2f: "<Quality> spells [and <quality> spells] [you cast] cost {N} more/less"."""
    m = _LINE.fullmatch(line)
    if not m or m.group("a") in ("This", "Each"):
        return None
    quality = m.group("a") if not m.group("b") else f"{m.group('a')} or {m.group('b')}"
    flt = _quality(quality)
    if flt is None:
        return None
    n = int(m.group("n"))
    return (CostChange(n if m.group("dir") == "more" else -n, flt, _WHO[m.group("who")]),)


_IF_CONTROL = re.compile(
    r"(?:This spell|~) costs \{(?P<n>\d+)\} less to cast if you control an? "
    r"(?P<what>[A-Z][a-z]+|artifact|creature|enchantment|planeswalker)\."
)


def conditional_self_cost_line(line: str) -> tuple[Modifier, ...] | None:
    """CR 601.2f: a cost reduction "if you control a <type>" (Wizard's Lightning).

    Wizard's Lightning: the reduction applies once while the caster controls such a
    permanent (``CostChange.if_control``), not per permanent.
    """
    m = _IF_CONTROL.fullmatch(line)
    if not m:
        return None
    flt = card_filter(m.group("what"))
    if flt is None:
        return None
    return (CostChange(-int(m.group("n")), who=Ref.SELF, if_control=flt),)


__all__ = ["QUALITY_WORDS", "conditional_self_cost_line", "quality_cost_line"]
