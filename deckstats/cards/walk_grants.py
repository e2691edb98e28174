"""A landwalk given to a creature for a while: Erhnam Djinn's drawback (CR 702.14, 611.2).

"At the beginning of your upkeep, target non-Wall creature an opponent controls gains
forestwalk until your next upkeep." The trigger is Erhnam's; the ``GrantLandwalk`` effect
gives the target the landwalk until the controller's next upkeep begins (resolved by
``engine/walk_grants.py``, compiled by ``oracle/unless_pays_lines.py``). Before it existed
the sentence was ignored and Erhnam Djinn was a 4/5 for four with no drawback: a partial
card that gained power.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import Target


@dataclass(frozen=True, slots=True)
class GrantLandwalk:
    """``to`` gains ``land``walk (a land type: "Forest") until your next upkeep (CR 702.14)."""

    to: Target
    land: str


__all__ = ["GrantLandwalk"]
