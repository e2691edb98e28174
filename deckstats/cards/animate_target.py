"""Effect values of a targeted animation (issue 26, helper ``fid``; CR 611.2, 613.1d).

``AnimateTarget``: "Until your next turn, up to one target noncreature artifact becomes an
artifact creature with power and toughness each equal to its mana value." (Karn, the Great
Creator's +1). Part of the effect vocabulary (``cards/effects.py`` lists it in ``Effect``
and ``ALL_EFFECTS``); resolved by ``engine.animate`` (a target's form derived as creature
lands' are); compiled by ``oracle.animate_lines``.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import TargetSpec


@dataclass(frozen=True, slots=True)
class AnimateTarget:
    """The target becomes an artifact creature, its base power and toughness its mana value.

    CR 611.2, 613.1d, 613.4b: ``until_next_turn``: the effect lasts until its controller's
    next turn begins (CR 611.2b), else until end of turn (CR 514.2).
    """

    target: TargetSpec
    until_next_turn: bool = False


ANIMATE_TARGET_EFFECTS = (AnimateTarget,)
