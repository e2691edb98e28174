"""Resolvers of ``cards.punishers``: choices that cost the chooser life (CR 701.9, 608.2c).

``discard_or_lose``: each player named discards a card of their choice (CR 701.9); one who
discarded no card of the sparing quality ("a nonland card", Kroxa) loses the life, read
from what was discarded this way (an empty hand discards nothing and loses it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deckstats.cards.punishers import DiscardOrLose
from deckstats.engine.characteristics import card_matches
from deckstats.engine.effect_ctx import Ctx, discard_cards


def discard_or_lose(ctx: Ctx, e: DiscardOrLose) -> None:
    """Kroxa: each opponent discards a card; without a nonland one, they lose the life."""
    game = ctx.game
    for pid in ctx.players(e.player):
        hand = game.players[pid].hand
        before = {o.oid: o.card for o in hand}
        discard_cards(game, pid, 1, pid)
        kept = {o.oid for o in hand}
        gone = [card for oid, card in before.items() if oid not in kept]
        if not any(card_matches(card, e.spares) for card in gone):
            game.lose_life(pid, e.life)


PUNISHER_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    DiscardOrLose: discard_or_lose,
}
