"""Ninjutsu (CR 702.49): swap an unblocked attacker for a card from the hand.

"Ninjutsu {cost}" (``cards.costs.Ninjutsu``) is an activated ability of the card in hand:
its costs are the mana, revealing the card and returning an unblocked attacking creature
you control to its owner's hand (CR 702.49a); it can be activated only once blockers are
declared (an attacker is "unblocked" from then on, CR 509.1h), so in the declare blockers and
combat damage steps. The engine returns the unblocked attacker with the least power (the
cheapest to give up, then the oldest). The ability uses the stack; ``EnterAttacking`` puts
the card onto the battlefield tapped and attacking the defending player (it was never
declared as an attacker, CR 508.4, so "whenever ~ attacks" does not trigger).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.costs import Ninjutsu
from deckstats.engine import events
from deckstats.engine.errors import IllegalActionError
from deckstats.engine.mana import cost_req, pay
from deckstats.engine.payment import find_payment
from deckstats.engine.state import StackItem
from deckstats.engine.types import Step, Zone

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

_STEPS: Final = (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE)
_ENTER: tuple[Any, ...] = (fx.EnterAttacking(),)


def unblocked_attackers(game: Game, pid: int) -> list[GameObject]:
    """``pid``'s unblocked attacking creatures, least power first (CR 509.1h)."""
    if game.step not in _STEPS or game.active != pid:
        return []
    out = [o for o in game.players[pid].battlefield if o.attacking and not o.blocked]
    out.sort(key=lambda o: (game.power(o), o.oid))
    return out


def ninjutsu_ok(game: Game, pid: int, c: Ninjutsu) -> bool:
    """CR 702.49a: an unblocked attacker to return and the mana to pay."""
    return bool(unblocked_attackers(game, pid)) and (
        find_payment(game, pid, cost_req(c.mana)) is not None
    )


def use_ninjutsu(game: Game, pid: int, obj: GameObject, c: Ninjutsu) -> None:
    """Pay the costs (CR 602.2b, 601.2h) and put the ability on the stack."""
    back = unblocked_attackers(game, pid)
    payment = find_payment(game, pid, cost_req(c.mana))
    if not back or payment is None:
        raise IllegalActionError(f"cannot use {obj.card.name}'s ninjutsu")
    pay(game, pid, payment)
    game.say(f"P{pid} reveals {obj.card.name} and returns {back[0].card.name} to hand")
    game.move(back[0], Zone.HAND)
    sid = game.next_id
    game.next_id += 1
    game.stack.append(StackItem(sid, "ability", obj, obj.card, pid, _ENTER))


def _enter_attacking(ctx: Ctx, e: fx.EnterAttacking) -> None:
    """CR 702.49a: the card, still in the hand, enters tapped and attacking."""
    game = ctx.game
    obj = ctx.source
    if obj is None or obj.zone is not Zone.HAND or obj not in game.players[obj.owner].hand:
        return
    new = game.move(obj, Zone.BATTLEFIELD, controller=ctx.controller)
    if new is None:
        return
    new.tapped = True
    if game.in_combat and game.active == ctx.controller:
        new.attacking = True
        new.blocked = False
    game.say(f"{new.card.name} enters tapped and attacking")
    events.on_etb(game, new)


NINJUTSU_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {fx.EnterAttacking: _enter_attacking}

__all__ = ["NINJUTSU_EFFECTS", "ninjutsu_ok", "unblocked_attackers", "use_ninjutsu"]
