"""Near-miss sentences of the round-40 sprint (issue 26, helper ``s3``).

Sentence templates (``TEMPLATES``, tried by ``oracle.effects`` through ``spell_family``):

- "<effect> if its power is exactly N" / "... if ~'s power is N or greater" (Amalia
  Benavides Aguirre: "Then destroy all other creatures if its power is exactly 20."; CR
  608.2c, 608.2h): ``IfCount(Count("self_power"))``, the source's power as the sentence
  resolves (as it last existed, if it has left). "its" is read as the source only when
  the effect names no target and names ~ or "all other" / "each other" permanents.

Paragraph templates (``PARAGRAPHS``, tried by ``oracle.paragraphs``), lower-cased, ``~`` for
the card's name:

- "Return target creature an opponent controls to its owner's hand. That creature's owner
  can't cast spells with the same name as that creature until your next turn." (Reflector
  Mage; CR 201.2): ``NameCastLock`` of the first target, put before the bounce so that the
  creature's name and owner are read while it is still on the battlefield (the lock does not
  change the bounce; with an illegal target neither happens, CR 608.2b).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.counts import Count, IfCount
from deckstats.cards.effects_riders import NameCastLock
from deckstats.cards.oracle.effects import Effects
from deckstats.cards.targets import Ref, Target


def _bounce_then_name_lock(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    bounce = parse_effects(m[1])
    if not bounce or len(bounce) != 1 or not isinstance(getattr(bounce[0], "target", None), Target):
        return None
    return (NameCastLock(Ref.FIRST_TARGET), *bounce)


def _if_own_power(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    words = f" {m['inner']} "
    if "target" in words:
        return None
    if m["who"] == "its" and not re.search(r" (?:~|all other|each other) ", words):
        return None  # "its" could be another object's (the one the effect names)
    inner = parse_effects(m["inner"])
    if not inner:
        return None
    n = int(m["n"])
    least = None if m["bound"] == " or less" else n
    most = None if m["bound"] == " or greater" else n
    return (IfCount(Count("self_power"), least, most, tuple(inner)),)


TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        r"(?P<inner>[^.]+?) if (?P<who>its|~'s) power is (?:exactly )?(?P<n>\d+)"
        r"(?P<bound> or greater| or less)?",
        _if_own_power,
    ),
]


PARAGRAPHS: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        r"(return target creature(?: an opponent controls)? to its owner's hand)\. that "
        r"creature's owner can't cast spells with the same name as that creature until your "
        r"next turn",
        _bounce_then_name_lock,
    ),
]

__all__ = ["PARAGRAPHS", "TEMPLATES"]
