"""Round 40 sprint (helper ``s1``): "whenever a player loses life" triggers, and more.

``triggers.LosesLife`` (Bloodthirsty Conqueror; CR 119.3, 603.2): every life loss (damage
to a player, CR 120.3a; an effect or a life payment, CR 119.4) triggers it once per event;
its "that much" (the effects' X) is the life lost (``events_more._that_much``).

``ReturnAtNextUntap`` (Undiscovered Paradise; CR 502.3): the source's id waits on
``Game.return_at_untap`` with its controller's id; in that player's next untap step, as
their permanents untap (``rule_locks.untap_permanents``), it returns to its owner's hand
if it is still that object on the battlefield (CR 400.7).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards.effects_s1 import ReturnAtNextUntap
from deckstats.cards.targets import Ref
from deckstats.cards.triggers import LosesLife
from deckstats.engine.events_more import _that_much
from deckstats.engine.kinds import listening
from deckstats.engine.types import Zone

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_EACH_PLAYER: Final = Ref.EACH_PLAYER
_REF_YOU: Final = Ref.YOU

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.game import Game


def on_lose_life(game: Game, pid: int, amount: int) -> None:
    """CR 119.3, 603.2: player ``pid`` lost ``amount`` life: its "loses life" triggers."""
    for src in game.trigger_sources:
        for t, w in listening(src.info.triggers, LosesLife):
            mine = src.controller == pid
            if w.who == _REF_EACH_PLAYER or (w.who == _REF_YOU) == mine:
                game.pending.append((src.controller, _that_much(t, amount), src, None, pid))


def _return_at_next_untap(ctx: Ctx, e: ReturnAtNextUntap) -> None:
    """CR 502.3: mark the source to return in its controller's next untap step."""
    src = ctx.source
    if src is not None and src.zone is Zone.BATTLEFIELD:
        ctx.game.return_at_untap[src.oid] = ctx.controller


def return_at_untap(game: Game, pid: int) -> None:
    """CR 502.3: ``pid``'s untap step: the permanents waiting on it return to hand."""
    due = [oid for oid, p in game.return_at_untap.items() if p == pid]
    for oid in due:
        del game.return_at_untap[oid]
        o = game.objects.get(oid)
        if o is not None and o.zone is Zone.BATTLEFIELD:
            game.say(f"{o.card.name} returns to its owner's hand")
            game.move(o, Zone.HAND)


S1_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    ReturnAtNextUntap: _return_at_next_untap,
}

__all__ = ["S1_RESOLVERS", "on_lose_life", "return_at_untap"]
