"""CR 603.10a: "Whenever an <quality> card leaves your graveyard" (Murktide Regent).

A zone-change trigger that looks back in time: it sees the card as it was in the
graveyard. ``Game.move`` calls ``on_leaves_graveyard`` for each card leaving a graveyard
(one trigger per card: delving five instants puts five triggers on the stack, each a +1/+1
counter for a Murktide already on the battlefield; a Murktide being cast is on the stack,
not the battlefield, and sees none of its own delve).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.targets import Ref
from deckstats.cards.triggers import LeavesGraveyard
from deckstats.engine.characteristics import card_matches

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def on_leaves_graveyard(game: Game, card: GameObject) -> None:
    """CR 603.10a: ``card`` left its owner's graveyard: matching triggers wait to go on."""
    for src in game.trigger_sources:
        for t in src.info.triggers:
            w = t.when
            if not isinstance(w, LeavesGraveyard):
                continue
            if w.who == Ref.YOU and card.owner != src.controller:
                continue
            if w.who == Ref.EACH_OPPONENT and card.owner == src.controller:
                continue
            if card_matches(card.card, w.filter):
                game.pending.append((src.controller, t, src, None, 1 - src.controller))


__all__ = ["on_leaves_graveyard"]
