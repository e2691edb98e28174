"""Round 40 sprint (helper ``s1``) effect values (issue 26).

``cards/effects.py`` lists them in ``Effect`` and ``ALL_EFFECTS`` (``S1_EFFECTS``).

- ``ReturnAtNextUntap``: "During your next untap step, as you untap your permanents,
  return ~ to its owner's hand." (Undiscovered Paradise; CR 502.3): the source goes back
  to its owner's hand in its controller's next untap step, as that player's permanents
  untap (``engine.sprint_s1``); no player gets priority in between (CR 502.4).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ReturnAtNextUntap:
    """CR 502.3: the source returns to its owner's hand in your next untap step."""


S1_EFFECTS: tuple[type, ...] = (ReturnAtNextUntap,)
S1Effect = ReturnAtNextUntap

__all__ = ["S1_EFFECTS", "ReturnAtNextUntap", "S1Effect"]
