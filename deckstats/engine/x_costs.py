"""Additional costs of X (CR 107.3a, 601.2b): "pay X life", "discard X cards".

"As an additional cost to cast this spell, pay X life" (Toxic Deluge), "discard X cards"
(Sickening Dreams), "exile X cards from your graveyard".

The X of such a spell is chosen as it is cast, like the X of a mana cost (CR 601.2b), and
its value is the X its effects read (CR 107.3a). ``AdditionalCost.x`` names the cost field
that is X; the spell's casting actions offer each payable X (``x_values``) and the cost is
paid with that X (``with_x``). Life is offered up to one less than the life total: paying
it all is legal (CR 119.4) but never wanted, and leaving it out only loses power.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.cards.costs import AdditionalCost
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def x_values(game: Game, pid: int, obj: GameObject, add: AdditionalCost, cap: int) -> list[int]:
    """CR 601.2b, 119.4: the values of X the controller can pay now, at most ``cap``."""
    p = game.players[pid]
    if add.x == "life":
        most = p.life - 1 - add.life
    elif add.x == "discard":
        most = len(p.hand) - (1 if obj.zone is Zone.HAND else 0) - add.discard
    else:
        most = len(p.graveyard) - (1 if obj.zone is Zone.GRAVEYARD else 0)
        most -= add.exile_from_graveyard
    return list(range(min(most, cap) + 1)) if most >= 0 else []


def with_x(add: AdditionalCost, x: int) -> AdditionalCost:
    """The additional cost with its X field set to the chosen ``x`` (CR 107.3a)."""
    if not add.x:
        return add
    return replace(add, **{add.x: getattr(add, add.x) + x, "x": ""})
