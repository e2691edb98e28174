"""Game outcomes: ``GameResult`` and ``Termination`` (ARCHITECTURE.md, Naming)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Termination(Enum):
    """Why a game ended; the values are the output contract's strings."""

    LETHAL_DAMAGE = "lethal_damage"
    DECKED = "decked"
    POISON = "poison"
    CONCEDED = "conceded"
    TURN_LIMIT = "turn_limit"
    DRAW = "draw"


@dataclass(frozen=True, slots=True)
class GameResult:
    """The outcome of one game.

    Attributes:
        winner: the winning player id, or ``None`` (draw, turn limit).
        termination: why the game ended.
        turns: turns begun in the game, both players counted.
        turns_taken: turns each player began.
        starting_player: the player who took the first turn (CR 103.1).
        mulligans: mulligans each player took (CR 103.5).
    """

    winner: int | None
    termination: Termination
    turns: int
    turns_taken: tuple[int, int]
    starting_player: int
    mulligans: tuple[int, int]

    @property
    def kill_turn(self) -> int | None:
        """Player 0's own turn number on which it won, or ``None``."""
        return self.turns_taken[0] if self.winner == 0 else None
