"""CR 119.5: "Target player's life total becomes N" (``cards.static_rules.SetLife``).

The player gains or loses the difference, so life-gain and life-loss triggers see it
(Vraska, Relic Seeker's −10: "Target player's life total becomes 1.").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deckstats.cards import static_rules as sr
from deckstats.engine.effect_ctx import Ctx


def _set_life(ctx: Ctx, e: sr.SetLife) -> None:
    """CR 119.5: gain or lose the difference between the life total and ``e.life``."""
    game = ctx.game
    for pid in ctx.players(e.player):
        diff = game.players[pid].life - e.life
        if diff > 0:
            game.lose_life(pid, diff)
        elif diff < 0:
            game.gain_life(pid, -diff)
        game.say(f"P{pid}'s life total becomes {e.life}")


SET_LIFE_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {sr.SetLife: _set_life}

__all__ = ["SET_LIFE_EFFECTS"]
