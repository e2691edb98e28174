"""Saddle N (CR 702.171, Outlaws of Thunder Junction's Mounts): saddled until end of turn.

"Saddle N" is "Tap any number of other untapped creatures you control with total power N
or greater: This permanent becomes saddled until end of turn. Activate only as a sorcery."
(CR 702.171a). The cost is crew's (``CostExtra(crew=N)``, ``engine.activation_costs``);
the effect ``BecomeSaddled`` marks the object (``GameObject.saddled_turn``): it is saddled
for the rest of the turn, and a new object after a zone change is not (CR 702.171b,
400.7). "if ~ isn't saddled" reads it (Caustic Bronco, ``engine.upkeep``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckstats.cards import effects as fx
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def is_saddled(game: Game, obj: GameObject) -> bool:
    """CR 702.171b: whether ``obj`` became saddled this turn (as it last existed)."""
    return obj.saddled_turn == game.turn


def _become_saddled(ctx: Ctx, e: fx.BecomeSaddled) -> None:
    """CR 702.171a: the source becomes saddled until end of turn (if it is still there)."""
    src = ctx.source
    if src is None or src.zone is not Zone.BATTLEFIELD:
        return
    src.saddled_turn = ctx.game.turn
    ctx.game.say(f"{src.card.name} becomes saddled", src.controller)


SADDLE_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {fx.BecomeSaddled: _become_saddled}

__all__ = ["SADDLE_EFFECTS", "is_saddled"]
