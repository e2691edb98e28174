"""A choice of additional costs (CR 601.2b): "discard a card or pay 3 life" (Bitter Triumph).

``AdditionalCost.options`` lists the costs; the spell can be cast if any one of them can be
paid now (CR 601.2b, 119.4), and exactly one is paid as it is cast (CR 601.2h). Which one
is the caster's choice; the engine takes the cheapest payable option by a fixed order
(no decision kind asks a player yet):

1. sacrificing a token (Treasure, Clue, a creature token) when one qualifies;
2. paying life while the caster stays above 10 life;
3. discarding a card;
4. anything else payable (a nontoken sacrifice, life at 10 or less), in text order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckstats.cards.costs import AdditionalCost
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

#: ``(game, pid, obj, option) -> bool``: can one option be paid (``engine.costs``).
Check = Callable[["Game", int, "GameObject", "AdditionalCost"], bool]


def _rank(game: Game, pid: int, add: AdditionalCost) -> int:
    """Lower is cheaper: token sacrifice, affordable life, discard, the rest."""
    if add.sacrifice:
        t = int(add.sacrifice_types)
        tokens = [
            o for o in game.players[pid].battlefield if o.is_token and (not t or o.info.types & t)
        ]
        return 0 if len(tokens) >= add.sacrifice else 3
    if add.life:
        return 1 if game.players[pid].life - add.life > 10 else 3
    if add.discard:
        return 2
    return 3


def choose_option(
    game: Game, pid: int, obj: GameObject, add: AdditionalCost, ok: Check
) -> AdditionalCost | None:
    """The option the caster pays, or ``None`` if none can be paid (CR 601.2b)."""
    payable = [o for o in add.options if ok(game, pid, obj, o)]
    if not payable:
        return None
    return min(payable, key=lambda o: _rank(game, pid, o))
