"""A player who can't lose the game this turn, and a life floor this turn (Angel's Grace).

- "You can't lose the game this turn and your opponents can't win the game this turn."
  (``CantLoseThisTurn``, CR 104.3, 704.5a-c: the state-based actions don't make that player
  lose this turn; no effect of this engine makes an opponent win otherwise);
- "Until end of turn, damage that would reduce your life total to less than 1 reduces it to
  1 instead." (``LifeFloorThisTurn``, CR 614.1a: a replacement of the damage).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CantLoseThisTurn:
    """CR 104.3: the controller can't lose the game this turn (its opponents can't win)."""


@dataclass(frozen=True, slots=True)
class LifeFloorThisTurn:
    """CR 614.1a: until end of turn, damage leaves the controller's life at ``floor`` at least."""

    floor: int = 1


__all__ = ["CantLoseThisTurn", "LifeFloorThisTurn"]
