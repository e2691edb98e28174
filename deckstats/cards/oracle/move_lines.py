"""Zone moves of the metagame's long tail, round 39 (issue 26, helper ``zones``).

``TEMPLATES`` are appended to the sentence templates of ``oracle/effects.py``.

- "If a creature dealt damage this way would die this turn, exile it instead." (Anger of
  the Gods): ``ExileIfDiesThisTurn(damaged=True)``, each creature the spell dealt damage
  to (CR 614.1a).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards import effects as fx

Effects = tuple[fx.Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]


TEMPLATES: list[tuple[str, Builder]] = [
    (
        r"if a (?:creature|creature or planeswalker|permanent) dealt damage this way would die "
        r"this turn, exile it instead",
        lambda m: (fx.ExileIfDiesThisTurn(damaged=True),),
    ),
]
