"""Kicker as it resolves: a spell's effects with its "if kicked" branches chosen.

CR 702.33d: a kicked spell's "if this spell was kicked" effects happen; with multikicker
(CR 702.33c) a "for each time it was kicked" effect repeats once per kick. The players
read a kicked cast's effects through ``kicked_effects`` (its value, its targets, its card
facts); ``players.evaluate`` values the printed effects unkicked.
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards import effects as fx

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
ForEachKick: Final = fx.ForEachKick
IfKicked: Final = fx.IfKicked

#: ``kicked_effects`` memo: (id of the effects, kicks) -> (the effects, the answer). The
#: same answer object each time lets the per-tuple memos downstream (``FACTS.spec_effects``)
#: hit; bounded (cleared past ``_KICKED_LIMIT``).
_KICKED: dict[tuple[int, int], tuple[tuple[Any, ...], tuple[Any, ...]]] = {}


_KICKED_LIMIT: Final = 4096


def kicked_effects(effects: tuple[Any, ...], kicks: int) -> tuple[Any, ...]:
    """The effects as they resolve when kicked ``kicks`` times (CR 702.33d), flattened.

    Memoised per effect tuple and count: the answer is shared, callers must not mutate it.
    """
    key = (id(effects), kicks)
    hit = _KICKED.get(key)
    if hit is not None and hit[0] is effects:
        return hit[1]
    out = _kicked_effects(effects, kicks)
    if len(_KICKED) > _KICKED_LIMIT:
        _KICKED.clear()
    _KICKED[key] = (effects, out)
    return out


def _kicked_effects(effects: tuple[Any, ...], kicks: int) -> tuple[Any, ...]:
    """``kicked_effects`` without the memo."""
    out: list[Any] = []
    for e in effects:
        if isinstance(e, IfKicked):
            out.extend(kicked_effects(e.effect if kicks else e.otherwise, kicks))
        elif isinstance(e, ForEachKick):
            for _ in range(kicks):
                out.extend(kicked_effects(e.effect, kicks))
        else:
            out.append(e)
    return tuple(out)
