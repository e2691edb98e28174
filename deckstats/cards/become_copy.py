"""Effect value of a permanent becoming a copy of another (issue 26, helper ``fid``).

``BecomeCopy``: "Thespian's Stage becomes a copy of target land, except it has this
ability." (CR 707.2, 707.9b: the copiable values of the target, with the exception's
ability kept). Part of the effect vocabulary (``cards/effects.py`` through
``cards.effects_r39``); resolved by ``engine.become_copy``; compiled by
``oracle.exile_all_lines`` (a sentence template).
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import TargetSpec


@dataclass(frozen=True, slots=True)
class BecomeCopy:
    """The source becomes a copy of the target (CR 707.2), keeping "this ability" (CR 707.9b)."""

    target: TargetSpec
