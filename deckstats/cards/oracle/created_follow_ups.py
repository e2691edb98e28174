"""Sentences about the tokens the sentence before created (issue 26, brief r38 fid).

"Create a 1/1 colorless Monk creature token with prowess. You may have it gain haste until
end of turn." (Cori-Steel Cutter), "... It gains haste until end of turn.", "They gain haste
until end of turn.": the pronoun is the created token(s), not the source (CR 608.2c: the
text refers to the objects the effect made). Compiled as ``CreateToken(haste=True)``: the
tokens have haste until end of turn (CR 702.10, 514.2). "You may have it gain" is a choice
with no drawback (haste only lets the creature attack and tap), so it is always taken.
"""

from __future__ import annotations

import dataclasses
import re

from deckstats.cards.effects import CreateToken, Effect
from deckstats.cards.oracle.counts import count_phrase

_HASTE = re.compile(
    r"(?:you may have (?:it|them) gain|(?:it|they) gains?|(?:that|those) tokens? gains?) "
    r"haste until end of turn\.?",
    re.IGNORECASE,
)
_COUNTERS = re.compile(r"Put X \+1/\+1 counters on it, where X is (.+)\.")


def created_follow_up(sentence: str, effects: list[Effect]) -> bool:
    """Fold "It gains haste until end of turn." into the ``CreateToken`` before it.

    Also "Put X +1/+1 counters on it, where X is <count>." (Slime Against Humanity, after
    one token): ``CreateToken.counters`` (CR 122.1). Returns True (and replaces the last
    effect) when the sentence fits; False otherwise.
    """
    if not effects or not isinstance(effects[-1], CreateToken):
        return False
    m = _COUNTERS.fullmatch(sentence.strip())
    if m and effects[-1].count == 1:
        n = count_phrase(m.group(1))
        if n is None:
            return False
        effects[-1] = dataclasses.replace(effects[-1], counters=n)
        return True
    if not _HASTE.fullmatch(sentence.strip()):
        return False
    effects[-1] = dataclasses.replace(effects[-1], haste=True)
    return True
