"""Team pumps of the metagame's long tail: "<group> get +N/+N [and gain <kw>] until end of turn".

Appended to the effect templates of ``oracle/effects.py`` after its own pump templates
(which handle "creatures you control" and single targets). The group is read here:
"attacking creatures" (Trumpet Blast), "creatures you control with flying" (Rally of
Wings), "white creatures you control" (Guardians' Pledge), "Knights you control" (History
of Benalia), "Elf creatures you control", "Humans you control gain haste" (Rally at the
Hornburg). CR 611.2c: the set of creatures is fixed as the effect resolves (``PumpAll``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from deckstats.cards.effects import Effect, PumpAll
from deckstats.cards.model import CardType
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.oracle.text import granted_keywords
from deckstats.cards.targets import Controller, Filter, Target, TargetKind

Effects = tuple[Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]

_IRREGULAR = {"Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Merfolk": "Merfolk"}


_NOT_TRIBES = frozenset(
    ("Other", "All", "Each", "Creatures", "Creature", "Those", "They", "Attacking", "Blocking")
)


def group_filter(group: str) -> tuple[Filter, Controller] | None:
    """``"Knights you control"`` -> (a subtype filter, ``Controller.YOU``), or ``None``."""
    m = re.fullmatch(r"(.+?)(?: (you control|your opponents control))?( with .+)?", group.strip())
    if m is None:
        return None
    g, whose, with_kw = m.group(1), m.group(2), m.group(3) or ""
    controller = {None: Controller.ANY, "you control": Controller.YOU}.get(
        whose, Controller.OPPONENT
    )
    spec = parse_target("target " + g.lower() + with_kw)
    if isinstance(spec, Target) and spec.kinds == TargetKind.CREATURE:
        return spec.filter, controller
    non = re.fullmatch(r"[Nn]on-([A-Z][a-z]+) creatures", g)
    if non and not with_kw:  # "Non-Angel creatures you control" (Emeria's Call)
        return Filter(card_type=CardType.CREATURE, not_subtypes=(non.group(1),)), controller
    # "Knights" / "Elf creatures" (a sentence's first letter is lower-cased: "knights")
    from deckstats.cards.oracle.statics import _NOT_SUBTYPES

    tribe = re.fullmatch(r"([a-zA-Z][a-z]+)(?: creatures)?", g)
    if tribe is None or with_kw:
        return None
    word = tribe.group(1)[0].upper() + tribe.group(1)[1:]
    if word in _NOT_TRIBES or word in _NOT_SUBTYPES or word.startswith("Non"):
        return None
    return Filter(subtypes=(_IRREGULAR.get(word, word.removesuffix("s")),)), controller


def _pump_all(m: re.Match[str]) -> Effects | None:
    group = group_filter(m.group(1))
    if (
        group is None
        or group == (Filter(), Controller.ANY)
        or (group[1] == Controller.YOU and (group[0] == Filter()))
    ):
        return None  # every creature / "creatures you control": the older templates' forms
    kw = granted_keywords(m.group(4))
    if kw is None:
        return None
    power, toughness = int(m.group(2) or 0), int(m.group(3) or 0)
    return (PumpAll(power, toughness, group[0], group[1], kw),)


def _counters_each(m: re.Match[str]) -> Effects | None:
    """Counters on each creature of a kind: "... on each artifact creature you control".

    Steel Overseer. The words before "creature" are qualities the creature must all have
    (CR 205.2a: "artifact creature" is both types).
    """
    from deckstats.cards.effects import PutCountersAll
    from deckstats.cards.oracle.targets import card_filter
    from deckstats.cards.oracle.text import number

    n = number(m.group(1))
    flt = card_filter(m.group(3)) if m.group(3) else Filter()
    if not isinstance(n, int) or flt is None:
        return None
    if flt.card_type:
        flt = replace(flt, card_type=CardType(0), all_types=flt.card_type | CardType.CREATURE)
    whose = Controller.YOU if m.group(4) == "you control" else Controller.OPPONENT
    return (PutCountersAll(n, m.group(2), flt, whose),)


TEMPLATES: list[tuple[str, Builder]] = [
    (
        r"put (a|an|one|two|three) ([+-]1/[+-]1) counters? on each (?:(.+?) )?creature "
        r"(you control|your opponents control)",
        _counters_each,
    ),
    (r"(.+?) get ([+-]\d+)/([+-]\d+)(?: and gain (.+))? until end of turn", _pump_all),
    (r"(.+?) ()()gain (.+) until end of turn", _pump_all),
]
