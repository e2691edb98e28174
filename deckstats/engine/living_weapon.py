"""Living weapon (CR 702.92): an Equipment that enters carried by a new creature token.

``CreateAttached`` (``cards.effects``) creates its token (a 0/0 black Phyrexian Germ for
living weapon), then attaches the Equipment that is its source to it (CR 701.3), if the
Equipment is still on the battlefield; state-based actions (CR 704.5f) are checked after the
whole ability has resolved, so the Germ lives when the Equipment's bonus gives it toughness.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckstats.cards import effects as fx
from deckstats.engine import events
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx


def _create_attached(ctx: Ctx, e: fx.CreateAttached) -> None:
    """Living weapon, CR 702.92a: the token, then this Equipment attached to it."""
    game = ctx.game
    pid = ctx.controller
    token = game.new_object(e.token, pid, Zone.BATTLEFIELD, is_token=True)
    game.put_onto_battlefield(token, pid)
    game.say(f"creates {e.token.name} token")
    src = ctx.source
    if src is not None and src.zone is Zone.BATTLEFIELD and src.controller == pid:
        src.attached_to = token.oid
        game.say(f"attaches {src.card.name} to {e.token.name}")
    events.on_etb(game, token)


LIVING_WEAPON_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    fx.CreateAttached: _create_attached
}

__all__ = ["LIVING_WEAPON_EFFECTS"]
