"""Zone moves of the metagame's long tail, round 39 (issue 26, helper ``zones``).

``TEMPLATES`` are appended to the sentence templates of ``oracle/effects.py``.

- "If a creature dealt damage this way would die this turn, exile it instead." (Anger of
  the Gods): ``ExileIfDiesThisTurn(damaged=True)``, each creature the spell dealt damage
  to (CR 614.1a);
- "<effect> target <permanent> with mana value X [or less] <rest>" (Repeal, March of
  Otherworldly Light): ``IfTargetX`` around the effect without the bound (CR 107.3a,
  601.2c).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards import effects as fx
from deckstats.cards.effects_moves import IfTargetX

Effects = tuple[fx.Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]


def _x_target(m: re.Match[str]) -> Effects | None:
    """The effect without "with mana value X [or less]", its one target bound by X."""
    from deckstats.cards.oracle.effects import parse_effects
    from deckstats.cards.oracle.follow_ups import _targets

    then = parse_effects(m[1] + m[3])
    if not then or len(_targets(then)) != 1:
        return None
    return (IfTargetX(then, bool(m[2])),)


TEMPLATES: list[tuple[str, Builder]] = [
    (
        r"if a (?:creature|creature or planeswalker|permanent) dealt damage this way would die "
        r"this turn, exile it instead",
        lambda m: (fx.ExileIfDiesThisTurn(damaged=True),),
    ),
    (r"((?:\w+ )+target [\w ,]+?) with mana value X( or less)?((?: .+)?)", _x_target),
]
