"""A player's protection (CR 702.16): "You gain protection from everything until your next turn".

``cards.effects`` re-exports the class and lists it in ``Effect`` and ``ALL_EFFECTS``; the
engine side is ``engine.player_protection`` (``PlayerState.protected``: damage to the player
is prevented and no spell or ability can target them, until their next turn begins).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ProtectionFromEverything:
    """CR 702.16: "you gain protection from everything until your next turn" (The One Ring)."""


#: The classes of this module, for ``effects.ALL_EFFECTS``.
PLAYER_PROTECTION_EFFECTS: tuple[type, ...] = (ProtectionFromEverything,)
