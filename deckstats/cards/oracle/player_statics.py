"""Static lines about players' limits and groups' duties (issue 26, round 38, ``spell``).

- Maximum hand size (CR 402.2; ``cards.hand_size.MaxHandSize``): "Your maximum hand size is
  five." (Necrodominance), "Each opponent's maximum hand size is reduced by seven."
  (Jin-Gitaxias, Core Augur), "You have no maximum hand size." (Reliquary Tower).
- Skipped untap steps (CR 614.10; ``SkipUntapStep``): "Players skip their untap steps."
  (Stasis).
- "<Group> attack each combat if able." (Goblin Assault; CR 508.1d): the lord line's group
  with ``Keyword.ATTACKS_EACH_COMBAT`` granted, as "Goblin creatures have haste" grants
  haste (``oracle.statics``).

Called by ``oracle.abilities`` on a permanent's whole line.
"""

from __future__ import annotations

import re
from dataclasses import replace

from deckstats.cards.hand_size import MaxHandSize, SkipUntapStep
from deckstats.cards.model import Keyword
from deckstats.cards.oracle.parts import Parts, trial_one
from deckstats.cards.oracle.statics import static_line
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import Ref

_WHOSE = {"Your": Ref.YOU, "Each opponent's": Ref.EACH_OPPONENT, "Each player's": Ref.EACH_PLAYER}
_HAND = re.compile(
    rf"(Your|Each opponent's|Each player's) maximum hand size is (?:(reduced|increased) by )?"
    rf"({NUMBER})\."
)
_NO_MAX = {"You have no maximum hand size.": Ref.YOU}
#: CR 614.10: "Players skip their untap steps." (Stasis), "You skip your untap step."
_SKIP_UNTAP = {
    "Players skip their untap steps.": Ref.EACH_PLAYER,
    "You skip your untap step.": Ref.YOU,
    "Your opponents skip their untap steps.": Ref.EACH_OPPONENT,
}
_MUST_ATTACK = re.compile(r"(.+?) attack each combat if able\.")


def _hand_size(line: str, parts: Parts) -> bool:
    m = _HAND.fullmatch(line)
    if m:
        n = number(m.group(3))
        if not isinstance(n, int):
            return False
        who = _WHOSE[m.group(1)]
        if m.group(2):
            parts.modifiers.append(MaxHandSize(who, delta=n if m.group(2) == "increased" else -n))
        else:
            parts.modifiers.append(MaxHandSize(who, value=n))
        return True
    if line in _NO_MAX:
        parts.modifiers.append(MaxHandSize(_NO_MAX[line], unlimited=True))
        return True
    if line in _SKIP_UNTAP:
        parts.modifiers.append(SkipUntapStep(_SKIP_UNTAP[line]))
        return True
    return False


def _must_attack(line: str, parts: Parts) -> bool:
    m = _MUST_ATTACK.fullmatch(line)
    if m is None:
        return False
    st = trial_one(static_line, f"{m.group(1)} have haste.", "statics")
    if st is None:
        return False
    parts.statics.append(replace(st, keywords=Keyword.ATTACKS_EACH_COMBAT))
    return True


def player_static_line(line: str, parts: Parts) -> bool:
    """Compile one line of this module into ``parts``; False if it is not one."""
    return _hand_size(line, parts) or _must_attack(line, parts)
