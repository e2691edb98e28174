"""Players who can't gain life (CR 119.7): "Players can't gain life [this turn]".

A permanent's "Players can't gain life." / "Your opponents can't gain life." (Rampaging
Ferocidon, Sunspine Lynx, Sulfuric Vortex's "If a player would gain life, that player gains
no life instead"; ``CardDef.no_life_gain``) holds while it is on the battlefield
(``Game.life_locks``); the one-shot "Players / Your opponents can't gain life this turn"
(Skullcrack, Roiling Vortex; ``CantGainLife``) marks the players for the turn
(``PlayerState.no_gain_turn``), "for the rest of the game" (Screaming Nemesis) for good.
``Game.gain_life`` asks both before life is gained: a player who can't gain life gains
none, and "whenever you gain life" does not trigger (CR 119.10).

Also "Damage can't be prevented this turn." (Skullcrack, Wild Slash; ``DamageUnpreventable``,
CR 615.12): ``Game.unpreventable_turn`` switches off protection's prevention (CR 702.16e)
and Fog's (CR 615.1) for the turn; a permanent's "Damage can't be prevented." (Sunspine
Lynx; ``cards.prevention.Unpreventable``) while it is on the battlefield (``unpreventable``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.prevention import Unpreventable

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.game import Game


def life_locked(game: Game, pid: int) -> bool:
    """CR 119.7: does a permanent on the battlefield stop ``pid`` gaining life?"""
    for src in game.life_locks:
        if src.info.no_life_gain == "players" or src.controller != pid:
            return True
    return False


def unpreventable(game: Game) -> bool:
    """CR 615.12: damage can't be prevented this turn, or while a permanent says so."""
    if game.unpreventable_turn == game.turn:
        return True
    for src in game.modifier_sources:
        for m in src.info.modifiers:
            if isinstance(m, Unpreventable):
                return True  # "Damage can't be prevented." (Sunspine Lynx)
    return False


#: ``PlayerState.no_gain_turn`` of "for the rest of the game": past any turn a game reaches.
REST_OF_GAME: Final = 1 << 30


def _cant_gain(ctx: Ctx, e: fx.CantGainLife) -> None:
    """CR 119.7: the players can't gain life for the rest of the turn (or of the game)."""
    game = ctx.game
    for pid in ctx.players(e.players):
        game.players[pid].no_gain_turn = REST_OF_GAME if e.rest_of_game else game.turn


def _unpreventable(ctx: Ctx, e: fx.DamageUnpreventable) -> None:
    """CR 615.12: damage can't be prevented for the rest of the turn."""
    ctx.game.unpreventable_turn = ctx.game.turn


LIFE_LOCK_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    fx.CantGainLife: _cant_gain,
    fx.DamageUnpreventable: _unpreventable,
}

__all__ = ["LIFE_LOCK_EFFECTS", "REST_OF_GAME", "life_locked", "unpreventable"]
