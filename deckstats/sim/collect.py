"""Per-turn collectors: one small named function per column (Mesa-style reporters).

Adding a statistic to ``turns.parquet`` is adding one function to ``TURN_COLLECTORS``
and one field to ``records.TurnRecord``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deckstats.engine import lands_in_play, mana_available


def _player(game: Any, pid: int) -> Any:
    return game.players[pid]


def hand_size(game: Any, pid: int) -> int:
    """Cards in hand at the end of the turn (after cleanup; when the game ended)."""
    return len(_player(game, pid).hand)


def life(game: Any, pid: int) -> int:
    """The player's life total."""
    return int(_player(game, pid).life)


def opponent_life(game: Any, pid: int) -> int:
    """The opponent's life total."""
    return int(game.players[1 - pid].life)


def mana_spent(game: Any, pid: int) -> int:
    """Mana the player spent this turn."""
    return int(_player(game, pid).mana_spent_turn)


def damage_dealt(game: Any, pid: int) -> int:
    """Damage the player's sources dealt to opponents and their permanents this turn."""
    return int(_player(game, pid).damage_dealt_turn)


def spells_cast(game: Any, pid: int) -> int:
    """Spells the player cast this turn."""
    return int(_player(game, pid).spells_cast_turn)


def land_played(game: Any, pid: int) -> bool:
    """Whether the player made a land drop this turn."""
    return bool(_player(game, pid).lands_played_turn)


TURN_COLLECTORS: dict[str, Callable[[Any, int], Any]] = {
    "lands_in_play": lands_in_play,
    "mana_available": mana_available,
    "mana_spent": mana_spent,
    "hand_size": hand_size,
    "life": life,
    "opponent_life": opponent_life,
    "damage_dealt": damage_dealt,
    "spells_cast": spells_cast,
    "land_played": land_played,
}
