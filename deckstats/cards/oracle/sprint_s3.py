"""Near-miss sentences of the round-40 sprint (issue 26, helper ``s3``).

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

from deckstats.cards.effects_riders import NameCastLock
from deckstats.cards.oracle.effects import Effects
from deckstats.cards.targets import Ref, Target


def _bounce_then_name_lock(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    bounce = parse_effects(m[1])
    if not bounce or len(bounce) != 1 or not isinstance(getattr(bounce[0], "target", None), Target):
        return None
    return (NameCastLock(Ref.FIRST_TARGET), *bounce)


PARAGRAPHS: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        r"(return target creature(?: an opponent controls)? to its owner's hand)\. that "
        r"creature's owner can't cast spells with the same name as that creature until your "
        r"next turn",
        _bounce_then_name_lock,
    ),
]

__all__ = ["PARAGRAPHS"]
