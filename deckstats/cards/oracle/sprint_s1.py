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
- "During your next untap step, as you untap your permanents, return ~ to its owner's
  hand." (Undiscovered Paradise's mana ability rider; CR 502.3): ``ReturnAtNextUntap``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import Bounce, Effect, IfTargetWas
from deckstats.cards.effects_s1 import ReturnAtNextUntap
from deckstats.cards.static_rules import UncounterableIf
from deckstats.cards.targets import NO_FILTER, Target

_UNCOUNTERABLE_IF = re.compile(r"If (.+), (?:this spell|~) can't be countered\.")


def uncounterable_if_line(line: str) -> UncounterableIf | None:
    """CR 101.2: "If <count condition>, this spell can't be countered." (or ``None``)."""
    from deckstats.cards.oracle.counts import count_condition

    m = _UNCOUNTERABLE_IF.fullmatch(line)
    counted = count_condition(m.group(1)) if m else None
    if counted is None or counted[1] is None or counted[2] is not None:
        return None  # "N or more" only
    return UncounterableIf(counted[0], counted[1])


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


__all__ = ["TEMPLATES", "returned_this_way", "uncounterable_if_line"]


#: Sentence templates (lower-case first letter, no final period; ``oracle.act_effects``).
TEMPLATES: list[tuple[str, Callable[[re.Match[str]], tuple[Effect, ...] | None]]] = [
    (
        r"during your next untap step, as you untap your permanents, return ~ to its owner's "
        r"hand",
        lambda m: (ReturnAtNextUntap(),),  # Undiscovered Paradise (CR 502.3)
    ),
]
