"""CR 702.16: a player's protection from everything, until their next turn (The One Ring).

``PlayerState.protected`` is set on resolution and cleared as that player's next turn
begins (``engine.turn``); while it is set, damage that would be dealt to the player is
prevented (``engine.damage.deal_damage``) and the player can't be the target of spells or abilities
(``engine.targeting.is_legal_target``). Life loss that is not damage still happens.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deckstats.cards.player_protection import ProtectionFromEverything
from deckstats.engine.effect_ctx import Ctx


def _protect(ctx: Ctx, e: ProtectionFromEverything) -> None:
    ctx.game.players[ctx.controller].protected = True
    ctx.game.say("gains protection from everything until their next turn", ctx.controller)


PLAYER_PROTECTION_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    ProtectionFromEverything: _protect,
}
