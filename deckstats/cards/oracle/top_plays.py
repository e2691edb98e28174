"""Whole-line templates of playing from the top of the library (round 39, helper ``stat``).

The values are ``cards.top_plays`` (in ``Parts.modifiers``), honoured by
``engine.top_plays``. Called from ``oracle.abilities`` for a permanent's lines:

- "You may look at the top card of your library any time." (CR 401.5);
- "You may [play lands and] cast [<quality> [and <quality>]] spells from the top of your
  library." (CR 601.3, 305.1): "creature" (Ranger Class), "artifact spells and colorless"
  (Mystic Forge), "Goblin" (Conspicuous Snoop), none (Experimental Frenzy);
- "You can't play cards from your hand." (CR 101.2).
"""

from __future__ import annotations

import re

from deckstats.cards.oracle.parts import Parts
from deckstats.cards.oracle.targets import card_filter
from deckstats.cards.targets import NO_FILTER, Filter
from deckstats.cards.top_plays import HandLock, LookAtTop, PlayFromTop

_LOOK = "You may look at the top card of your library any time."
_HAND_LOCK = "You can't play cards from your hand."
_PLAY_TOP = re.compile(
    r"You may (play lands and )?cast (?:(.+?) )?spells from the top of your library\."
)


def _spell_filters(words: str | None) -> tuple[Filter, ...] | None:
    """``"artifact spells and colorless"`` -> one filter per quality (``None``: unknown)."""
    if words is None:
        return (NO_FILTER,)
    out = []
    for w in re.split(r"(?: spells)?(?:, and |, or |, | and | or )", words):
        f = card_filter(w)
        if f is None or f == NO_FILTER:
            return None
        out.append(f)
    return tuple(out)


def top_play_line(line: str, parts: Parts) -> bool:
    """Compile one of this module's lines into ``parts.modifiers``; False if none matches."""
    if line == _LOOK:
        parts.modifiers.append(LookAtTop())
        return True
    if line == _HAND_LOCK:
        parts.modifiers.append(HandLock())
        return True
    m = _PLAY_TOP.fullmatch(line)
    if m is None:
        return False
    spells = _spell_filters(m.group(2))
    if spells is None:
        return False
    parts.modifiers.append(PlayFromTop(spells, lands=bool(m.group(1))))
    return True


__all__ = ["top_play_line"]
