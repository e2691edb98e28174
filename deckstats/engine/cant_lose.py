"""Resolvers of ``cards.cant_lose`` (Angel's Grace; CR 104.3, 614.1a).

``PlayerState.grace`` holds the turn on which the player can't lose the game and
``PlayerState.floor`` the (turn, life floor) of damage this turn; the state-based actions
(``sba``) and ``Game.deal_damage`` (``damage``) read them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckstats.cards.cant_lose import CantLoseThisTurn, LifeFloorThisTurn

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.game import Game


def _cant_lose(ctx: Ctx, e: CantLoseThisTurn) -> None:
    """CR 104.3: the controller can't lose the game for the rest of the turn."""
    ctx.game.players[ctx.controller].grace = ctx.game.turn


def _floor(ctx: Ctx, e: LifeFloorThisTurn) -> None:
    """CR 614.1a: damage to the controller this turn leaves them at ``e.floor`` life."""
    ctx.game.players[ctx.controller].floor = (ctx.game.turn, e.floor)


def floored_damage(game: Game, pid: int, amount: int) -> int:
    """The damage to player ``pid`` after this turn's life floor (CR 614.1a)."""
    turn, floor = game.players[pid].floor
    if turn != game.turn:
        return amount
    return min(amount, max(game.players[pid].life - floor, 0))


CANT_LOSE_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    CantLoseThisTurn: _cant_lose,
    LifeFloorThisTurn: _floor,
}

__all__ = ["CANT_LOSE_EFFECTS", "floored_damage"]
