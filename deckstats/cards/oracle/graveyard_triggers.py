"""Triggers on cards leaving a graveyard (CR 603.10a) -> ``triggers.LeavesGraveyard``.

Whole-line template (tried by ``oracle.realdecks.realdeck_line``): "Whenever an? <quality>
card leaves your graveyard, <effect>." (Murktide Regent: "an instant or sorcery card";
"a creature card", "a card"). The quality is a card filter (``oracle.targets.card_filter``);
"one or more cards leave" (a batch trigger) is not this template and stays unparsed.

And "When ~ is put into a graveyard from anywhere, its owner shuffles their graveyard into
their library." (Emrakul, the Aeons Torn; Kozilek, Butcher of Truth; "shuffle it into its
owner's library": Serra Avatar): ``triggers.PutIntoGraveyard`` with ``ShuffleIntoLibrary``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from deckstats.cards.dsl import Triggered
from deckstats.cards.effects import ShuffleIntoLibrary
from deckstats.cards.targets import NO_FILTER, Ref
from deckstats.cards.triggers import Dies, EntersBattlefield, LeavesGraveyard, PutIntoGraveyard

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

_LEAVES = re.compile(
    r"Whenever an? (?:(?P<quality>[\w ]+?) )?card leaves (?P<whose>your|an opponent's) "
    r"graveyard, (?P<body>.+)"
)


def graveyard_trigger_line(line: str, parts: Parts) -> bool:
    """Compile a "Whenever a <quality> card leaves your graveyard, ..." line; False if not."""
    m = _LEAVES.fullmatch(line)
    if not m:
        return False
    from deckstats.cards.oracle.body import parse_body
    from deckstats.cards.oracle.targets import card_filter

    quality = m.group("quality")
    flt = card_filter(quality.replace(" and ", " or ")) if quality else NO_FILTER
    body = parse_body(m.group("body")[0].upper() + m.group("body")[1:])
    if flt is None or body is None or re.search(r"\bit\b|\bthat card\b", m.group("body")):
        return False  # "it" would name the card that left: not modelled
    who = Ref.YOU if m.group("whose") == "your" else Ref.EACH_OPPONENT
    parts.triggers.append(Triggered(when=LeavesGraveyard(who, flt), effect=tuple(body)))
    return True


_PUT_INTO = re.compile(
    r"When ~ is put into a graveyard from anywhere, (?P<body>its owner shuffles their "
    r"graveyard into their library|shuffle it into its owner's library)\."
)


def put_into_graveyard_line(line: str, parts: Parts) -> bool:
    """Compile "When ~ is put into a graveyard from anywhere, <shuffle>." (CR 603.6a)."""
    m = _PUT_INTO.fullmatch(line)
    if not m:
        return False
    what = "self" if m.group("body").startswith("shuffle it") else "graveyard"
    parts.triggers.append(Triggered(when=PutIntoGraveyard(), effect=(ShuffleIntoLibrary(what),)))
    return True


_FROM_BATTLEFIELD = re.compile(
    r"When ~ (?P<enters>enters or )?is put into a graveyard from the battlefield, (?P<body>.+)"
)


def from_battlefield_line(line: str, parts: Parts) -> bool:
    """Compile "When ~ [enters or ]is put into a graveyard from the battlefield, ...".

    Chromatic Star, Chromatic Sphere, Ichor Wellspring: a "dies" trigger of a noncreature
    permanent (CR 700.4, 603.10a: ``triggers.Dies``, read for any permanent), with an
    enters trigger too when said (CR 603.6a).
    """
    m = _FROM_BATTLEFIELD.fullmatch(line)
    if not m or re.search(r"~|\bit\b", m.group("body")):
        return False  # "return ~ to its owner's hand" (Rancor): the card in the graveyard
    from deckstats.cards.oracle.body import parse_body

    body = parse_body(m.group("body")[0].upper() + m.group("body")[1:])
    if body is None:
        return False
    effect = tuple(body)
    if m.group("enters"):
        parts.triggers.append(Triggered(when=EntersBattlefield(), effect=effect))
    parts.triggers.append(Triggered(when=Dies(), effect=effect))
    return True


__all__ = ["from_battlefield_line", "graveyard_trigger_line", "put_into_graveyard_line"]
