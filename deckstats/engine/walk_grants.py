"""Landwalk given "until your next upkeep" (``cards.walk_grants.GrantLandwalk``, Erhnam Djinn).

CR 702.14c: a creature with landwalk can't be blocked while the defending player controls a
land of that type; CR 611.2a-b: the effect lasts until the granting player's next upkeep
begins. The grant is kept on the object (``GameObject.walk_grant``: it ends with the object
if it leaves the battlefield, CR 400.7) with that player's ``turns_taken`` at the time; it is
over once that player has begun another turn. (It ends as that turn begins rather than as
its upkeep begins: nothing reads landwalk in an untap step, so no game can tell.)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckstats.cards.walk_grants import GrantLandwalk

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def grant_landwalk(ctx: Ctx, e: GrantLandwalk) -> None:
    """The targets gain ``e.land``walk until the controller's next upkeep (CR 611.2a)."""
    game, pid = ctx.game, ctx.controller
    mark = game.players[pid].turns_taken
    for o in ctx.objs(e.to):  # on the battlefield (CR 608.2b: still a legal target)
        o.walk_grant = (e.land, pid, mark)
        game.say(f"{o.card.name} gains {e.land.lower()}walk until P{pid}'s next upkeep")


def granted_walk(game: Game, obj: GameObject) -> str:
    """The land type of the landwalk ``obj`` was given and still has, or ``""``."""
    grant = obj.walk_grant
    if grant is None:
        return ""
    land, pid, mark = grant
    if game.players[pid].turns_taken != mark:
        obj.walk_grant = None  # the granting player's next turn has begun (CR 611.2b)
        return ""
    return land


WALK_GRANT_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {GrantLandwalk: grant_landwalk}

__all__ = ["WALK_GRANT_RESOLVERS", "grant_landwalk", "granted_walk"]
