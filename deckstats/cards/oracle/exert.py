"""Exert as it attacks (CR 701.43), read as an optional attack trigger.

Glorybringer: "You may exert Glorybringer as it attacks. When you do, it deals 4 damage to
target non-Dragon creature an opponent controls." An exerted creature won't untap during
its controller's next untap step (CR 701.43b). Read as an attack trigger (CR 508.1, 603.2)
whose effect is optional: exert (``SkipNextUntap`` of the source), then the reflexive
effect (CR 603.12); the targets are chosen as the trigger is put on the stack, so a
creature with no legal target is not exerted for nothing.
"""

from __future__ import annotations

import re

from deckstats.cards.dsl import Triggered
from deckstats.cards.effects import MayDo, SkipNextUntap
from deckstats.cards.oracle.parts import Parts, trial_one
from deckstats.cards.targets import Ref

_EXERT = re.compile(r"You may exert ~ as it attacks\. When you do, (?:it|~) (.+)")


def exert_line(line: str, parts: Parts) -> bool:
    """Compile an exert line into an optional attack trigger (see the module)."""
    m = _EXERT.fullmatch(line)
    if m is None:
        return False
    from deckstats.cards.oracle.triggered import triggered_line

    trig = trial_one(triggered_line, f"Whenever ~ attacks, ~ {m[1]}", "triggers")
    if trig is None:
        return False
    body = (MayDo((SkipNextUntap(Ref.SELF), *trig.effect)),)
    parts.triggers.append(Triggered(trig.when, body, text=trig.text))
    return True


__all__ = ["exert_line"]
