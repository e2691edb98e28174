"""The monarch (CR 724): who it is, its end-step draw, taking it in combat.

``Game.monarch`` is the monarch's player id, or -1 (no monarch yet; CR 724.3: at most
one). The designation's two inherent triggered abilities (CR 724.2):

- at the beginning of the monarch's end step, that player draws a card (a trigger put on
  the stack as the end step begins, ``monarch_end_step``);
- whenever a creature deals combat damage to the monarch, its controller becomes the
  monarch (``combat_damage_to_monarch``: applied as the damage is dealt, not through the
  stack; nothing in a two-player game can respond to it in a way that changes who
  becomes the monarch).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from deckstats.cards.designations import BecomeMonarch
from deckstats.cards.effects import DrawCards
from deckstats.cards.model import NO_TYPE, CardDef
from deckstats.engine.state import StackItem

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.game import Game

_DRAW: Final = (DrawCards(1),)


def become_monarch(game: Game, pid: int) -> None:
    """CR 724.3: ``pid`` becomes the monarch (the previous one, if any, stops being it)."""
    if game.monarch != pid:
        game.monarch = pid
        game.say(f"P{pid} becomes the monarch")


def _become_monarch(ctx: Ctx, e: BecomeMonarch) -> None:
    """Resolve "you become the monarch" (CR 724.1)."""
    become_monarch(ctx.game, ctx.controller)


#: What names the designation's trigger on the stack (it has no source object).
MONARCH: Final = CardDef(name="The monarch", cost=None, types=NO_TYPE)


def monarch_end_step(game: Game) -> None:
    """CR 724.2: the monarch's end step begins: its draw trigger goes on the stack."""
    if game.monarch != game.active:
        return
    sid = game.next_id
    game.next_id += 1
    game.stack.append(StackItem(sid, "trigger", None, MONARCH, game.active, _DRAW))
    game.say("the monarch's end-step draw triggers", game.active)


def combat_damage_to_monarch(game: Game, damaged: int, attacker_controller: int) -> None:
    """CR 724.2: a creature dealt combat damage to the monarch: its controller takes it."""
    if game.monarch == damaged and attacker_controller != damaged:
        become_monarch(game, attacker_controller)


DESIGNATION_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    BecomeMonarch: _become_monarch,
}
