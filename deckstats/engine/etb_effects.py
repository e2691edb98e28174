"""Resolvers of round 40's enters / dies / leaves trigger effects (``cards.effects_etb``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deckstats.cards.effects_etb import GraveyardToBottom
from deckstats.engine.effect_ctx import Ctx
from deckstats.engine.types import Zone


def _graveyard_to_bottom(ctx: Ctx, e: GraveyardToBottom) -> None:
    """CR 401.1: the player's graveyard goes under their library, in a random order."""
    game = ctx.game
    for pid in ctx.players(e.player):
        cards = list(game.players[pid].graveyard)
        if len(cards) > 1:
            game.shuffle_rngs[pid].shuffle(cards)  # a random order, from the owner's stream
        for o in cards:
            game.move(o, Zone.LIBRARY, bottom=True)
        if cards:
            game.say(f"P{pid} puts {len(cards)} graveyard card(s) on the bottom of the library")


ETB_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    GraveyardToBottom: _graveyard_to_bottom,
}

__all__ = ["ETB_RESOLVERS"]
