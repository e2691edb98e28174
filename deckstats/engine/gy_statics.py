"""Static abilities that work from a graveyard (CR 113.6): the Incarnations.

"As long as ~ is in your graveyard and you control a Mountain, creatures you control have
haste" (Anger).

A card with such a static (``dsl.Static.from_graveyard``) joins ``Game.static_sources``
while it is in a graveyard, so ``characteristics`` reads it like a permanent's static
(its controller is the card's owner, CR 113.6); ``characteristics._static_applies`` keeps
graveyard statics to the graveyard and the card's other statics to the battlefield.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def graveyard_statics_enter(game: Game, obj: GameObject) -> None:
    """The card ``obj`` was put into a graveyard: its graveyard statics start to work."""
    if any(st.from_graveyard for st in obj.info.statics):
        game.static_sources.append(obj)


def graveyard_statics_leave(game: Game, obj: GameObject) -> None:
    """The card ``obj`` left a graveyard: its graveyard statics stop."""
    if obj in game.static_sources:
        game.static_sources.remove(obj)


__all__ = ["graveyard_statics_enter", "graveyard_statics_leave"]
