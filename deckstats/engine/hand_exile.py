"""Exiling a chosen card from a revealed hand (``cards.hand_exile``; Thought-Knot Seer).

CR 701.20a: the player reveals their hand; the effect's controller chooses one card
matching the filter, and it is exiled (CR 406.3). It is not a discard (CR 701.9a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.hand_exile import ExileFromHand
from deckstats.engine.characteristics import card_matches
from deckstats.engine.decisions import DISCARD
from deckstats.engine.effect_ctx import choose_objects
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from deckstats.engine.effect_ctx import Ctx


def _exile_from_hand(ctx: Ctx, e: ExileFromHand) -> None:
    """Each named player reveals their hand; the controller exiles one matching card."""
    game = ctx.game
    src = ctx.source
    if e.until_leaves and (src is None or src.zone is not Zone.BATTLEFIELD):
        return  # CR 610.3c: the source already left: nothing is exiled
    for pid in ctx.players(e.player):
        hand = game.players[pid].hand
        game.say(f"P{pid} reveals {', '.join(o.card.name for o in hand) or 'no cards'}")
        elig = [o for o in hand if card_matches(o.card, e.filter)]
        if not elig:
            continue
        (chosen,) = choose_objects(game, ctx.controller, DISCARD, elig, 1)
        game.say(f"exiles {chosen.card.name} from P{pid}'s hand", ctx.controller)
        new = game.move(chosen, Zone.EXILE)
        if e.until_leaves and src is not None and new is not None:
            game.exiled_until.setdefault(src.oid, []).append(new)  # CR 610.3a
            game.exiled_to_hand.add(new.oid)


HAND_EXILE_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    ExileFromHand: _exile_from_hand,
}
