"""Round 40 sprint (helper ``s1``): lines of near-miss texts (issue 26).

- "If there are two or more instant and/or sorcery cards in your graveyard, this spell
  can't be countered." (Exquisite Firecraft's spell mastery, its ability word already
  gone; CR 101.2): ``static_rules.UncounterableIf`` on the count
  (``oracle.counts.count_condition``), read whenever something would counter the spell.
- "If a permanent was returned this way, put a +1/+1 counter on ~." after "return up to
  one target ... permanent ... to its owner's hand" (Nurturing Pixie; CR 608.2c): the
  bounce of a target still legal always happens (a target gone makes the whole ability
  do nothing, CR 608.2b), so "returned this way" is "a target was chosen":
  ``IfTargetWas`` on any card (the target as it last existed, CR 608.2h).
"""

from __future__ import annotations

import re

from deckstats.cards.effects import Bounce, Effect, IfTargetWas
from deckstats.cards.oracle.counts import count_condition
from deckstats.cards.static_rules import UncounterableIf
from deckstats.cards.targets import NO_FILTER, Target

_UNCOUNTERABLE_IF = re.compile(r"If (.+), (?:this spell|~) can't be countered\.")


def uncounterable_if_line(line: str) -> UncounterableIf | None:
    """CR 101.2: "If <count condition>, this spell can't be countered." (or ``None``)."""
    m = _UNCOUNTERABLE_IF.fullmatch(line)
    if m is None:
        return None
    counted = count_condition(m.group(1))
    if counted is None:
        return None
    count, least, most = counted
    if least is None or most is not None:
        return None
    return UncounterableIf(count, least)


_RETURNED = re.compile(r"If a (?:permanent|creature) was returned this way, (.+)\.")


def returned_this_way(sentence: str, spell: list[Effect]) -> bool:
    """Nurturing Pixie's follow-up of a one-target bounce (see above); extends ``spell``."""
    from deckstats.cards.oracle.effects import parse_effects
    from deckstats.cards.oracle.follow_ups import _targets

    m = _RETURNED.fullmatch(sentence)
    if m is None or len(spell) != 1:
        return False
    last = spell[0]
    if not isinstance(last, Bounce) or not isinstance(last.target, Target):
        return False
    if last.target.count != 1:
        return False
    got = parse_effects(m.group(1) + ".")
    if got is None or _targets(got):
        return False
    spell.append(IfTargetWas(NO_FILTER, got))
    return True


__all__ = ["returned_this_way", "uncounterable_if_line"]
