"""Permanents leaving and coming back: into their owners' libraries (CR 401.3), flickers.

"Put target creature into its owner's library second from the top" (Oust), "Put target
nonland permanent into its owner's library third from the top" (Teferi, Hero of
Dominaria), "Put target attacking or blocking creature on top of its owner's library",
"Put two target lands on top of their owners' libraries" (Plow Under), "Put all creatures
on the bottom of their owners' libraries" (Terminus), "Shuffle ~ into its owner's library"
(Green Sun's Zenith's own card is a spell: not here; a permanent's: Serra Avatar).
"Exile target creature you control, then return it to the battlefield under its owner's
control" (Ephemerate, Restoration Angel, Displacer Kitten): ``Flicker`` (CR 400.7).
"""

from __future__ import annotations

import re

from deckstats.cards.effects import Flicker, PutInLibrary
from deckstats.cards.oracle.effects import Builder, Effects
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.targets import Ref, Target, TargetKind

_OWNERS = r"(?:its owner's library|their owners' libraries)"
_ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5}
_NOT_PERMANENTS = TargetKind.PLAYER | TargetKind.SPELL | TargetKind.CARD_IN_GRAVEYARD


def _what(phrase: str) -> Target | Ref | None:
    """A target phrase of permanents, "~", or "all creatures" (never "it": which one?)."""
    spec = parse_target(phrase)
    if isinstance(spec, Target):
        return None if spec.kinds & _NOT_PERMANENTS else spec
    if spec in (Ref.SELF, Ref.EACH_CREATURE) and phrase != "it":
        return spec
    return None


def _on(m: re.Match[str]) -> Effects | None:
    spec = _what(m[1])
    return None if spec is None else (PutInLibrary(spec, bottom=m[2] == "the bottom"),)


def _nth(m: re.Match[str]) -> Effects | None:
    spec = _what(m[1])
    n = _ORDINALS.get(m[2])
    return None if spec is None or n is None else (PutInLibrary(spec, from_top=n),)


def _shuffle(m: re.Match[str]) -> Effects | None:
    spec = _what(m[1])
    return None if spec is None else (PutInLibrary(spec, shuffle=True),)


def _self_and(m: re.Match[str]) -> Effects | None:
    """Shuffle ~ and a target into their owners' libraries (Floodpits Drowner).

    CR 701.24, 608.2b: the target is shuffled if still legal; ~ only if still on the
    battlefield (a new object elsewhere, CR 400.7).
    """
    spec = _what(m[1])
    if not isinstance(spec, Target) or spec.count != 1 or spec.up_to:
        return None
    return (PutInLibrary(spec, shuffle=True), PutInLibrary(Ref.SELF, shuffle=True))


def _flicker(m: re.Match[str], tapped: bool = False) -> Effects | None:
    """A flicker: "Exile target creature you control, then return it ..." (Ephemerate)."""
    spec = _what(m[1])
    if spec is None or spec in (Ref.SELF, Ref.EACH_CREATURE):
        return None
    return (Flicker(spec, yours=m[2] == "your", tapped=tapped),)


def _flicker_tapped(m: re.Match[str]) -> Effects | None:
    """A flicker whose permanent returns tapped (Eldrazi Displacer).

    "Exile another target creature. Return it to the battlefield tapped under its owner's
    control." (CR 400.7: a new object).
    """
    return _flicker(m, tapped=True)


#: Paragraph templates (two sentences), tried by ``oracle.paragraphs``.
PARAGRAPHS: list[tuple[str, Builder]] = [
    (
        r"exile (.+?)\. return (?:it|that card) to the battlefield tapped under "
        r"(its owner's|your) control\.",
        _flicker_tapped,
    ),
]


TEMPLATES: list[tuple[str, Builder]] = [
    (
        r"exile (.+?), then return (?:it|that card|them|those cards) to the battlefield under "
        r"(its owner's|their owners'|your) control",
        _flicker,
    ),
    (rf"put (.+?) on (top|the bottom) of {_OWNERS}", _on),
    (rf"put (.+?) into {_OWNERS} (\w+) from the top", _nth),
    (r"shuffle ~ and (target .+?) into their owners' libraries", _self_and),
    (rf"shuffle (.+?) into {_OWNERS}", _shuffle),
]
