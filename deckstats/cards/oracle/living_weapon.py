"""Keyword lines of artifacts that carry or pass on a body (issue 26, point 4).

- "Living weapon" (CR 702.92a): "When this Equipment enters, create a 0/0 black Phyrexian
  Germ creature token, then attach this to it." (Batterskull, Nettlecyst): an enters trigger
  with ``CreateAttached`` (``engine.living_weapon``).
- "Modular N" (CR 702.43a): "This enters with N +1/+1 counters on it. When it dies, you may
  put its +1/+1 counters on target artifact creature." (Arcbound Ravager): the
  ``enters_with`` fact and an optional dies trigger with ``PutSourceCounters``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from deckstats.cards.dsl import Triggered, token
from deckstats.cards.effects import CreateAttached, PutSourceCounters
from deckstats.cards.model import CardType
from deckstats.cards.targets import Filter, Target, TargetKind
from deckstats.cards.triggers import Dies, EntersBattlefield

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

#: CR 702.92a: the Germ token.
GERM = token("Phyrexian Germ", pt=(0, 0), color="B", subtypes=("Phyrexian", "Germ"))
LIVING_WEAPON = Triggered(EntersBattlefield(), (CreateAttached(GERM),))


#: CR 702.43a: "you may put its +1/+1 counters on target artifact creature".
MODULAR_DIES = Triggered(
    Dies(),
    (PutSourceCounters(Target(TargetKind.CREATURE, filter=Filter(all_types=CardType.ARTIFACT))),),
    optional=True,
)


def living_weapon_item(low: str, parts: Parts) -> bool:
    """Compile the lower-case keyword item "living weapon" or "modular N"; else False."""
    if low == "living weapon":
        parts.triggers.append(LIVING_WEAPON)
        return True
    m = re.fullmatch(r"modular (\d+)", low)
    if m is None or "enters_with" in parts.facts:
        return False
    parts.facts["enters_with"] = ("+1/+1", int(m.group(1)))
    parts.triggers.append(MODULAR_DIES)
    return True


__all__ = ["GERM", "LIVING_WEAPON", "MODULAR_DIES", "living_weapon_item"]
