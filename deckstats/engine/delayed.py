"""Delayed triggered abilities (CR 603.7) and "pay or lose the game" (the Pacts).

``DelayedTrigger`` resolving records a delayed triggered ability on ``Game.delayed``: its step
("upkeep" / "end step" / "cleanup step": Thawing Glaciers, CR 514.3a), whose step it must be
(the controller's for "your next upkeep", anyone's for "the next end step"), its source and
effects. ``fire`` runs as each step begins (called by ``engine.turn`` only when the list is
not empty): every matching entry triggers once and goes on the stack (CR 603.7c: it
triggers the next time the event happens, then never again).

``PayOrLose`` ("At the beginning of your next upkeep, pay {2}{G}{G}. If you don't, you lose the
game."): the controller pays if any payment exists (not paying would lose the game); if none
does, they lose (CR 104.3; recorded as ``Termination.CONCEDED``, the output contract having no
value for a loss by an effect).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.mana import ManaCost, parse_mana_cost
from deckstats.cards.targets import Ref
from deckstats.engine.counter_mods import put_counters
from deckstats.engine.damage import deal_damage
from deckstats.engine.decisions import EXPLORE_MILL, YES_NO, Decision
from deckstats.engine.explore_events import on_explore
from deckstats.engine.mana import cost_req, pay
from deckstats.engine.mana_later import baked
from deckstats.engine.payment import find_payment
from deckstats.engine.result import Termination
from deckstats.engine.state import StackItem
from deckstats.engine.types import Step, Zone

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_SELF: Final = Ref.SELF

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

_STEPS: Final = {"upkeep": Step.UPKEEP, "end step": Step.END, "cleanup step": Step.CLEANUP}
_STEPS["main phase"] = Step.PRECOMBAT_MAIN  # "your next main phase": either (CR 505.1)


def create(ctx: Ctx, e: fx.DelayedTrigger) -> None:
    """CR 603.7a: the resolving effect creates the delayed triggered ability."""
    step = _STEPS[e.step]
    whose = ctx.controller if e.yours else -1
    card = ctx.item.card
    effects = baked(ctx, tuple(e.effect))  # Mana Drain's amount, read now (CR 608.2h)
    ctx.game.delayed.append((step, whose, ctx.item.obj, card, effects, ctx.controller))


def _due(d: tuple[Any, ...], step: Step, active: int) -> bool:
    """Whether delayed trigger ``d`` fires as ``step`` begins in ``active``'s turn.

    "your next main phase" (``Step.PRECOMBAT_MAIN``) is the postcombat one too, whichever
    of the controller's comes first (CR 505.1).
    """
    at = d[0]
    if at != step and not (at == Step.PRECOMBAT_MAIN and step == Step.POSTCOMBAT_MAIN):
        return False
    return bool(d[1] in (-1, active))


def fire(game: Game, step: Step) -> None:
    """CR 603.7c: put each delayed trigger waiting for this step on the stack, once."""
    due = [d for d in game.delayed if _due(d, step, game.active)]
    if not due:
        return
    game.delayed = [d for d in game.delayed if not _due(d, step, game.active)]
    for _step, _whose, obj, card, effects, controller in due:
        sid = game.next_id
        game.next_id += 1
        game.stack.append(StackItem(sid, "trigger", obj, card, controller, effects))
        game.say(f"{card.name}'s delayed trigger")


def pay_or_lose(ctx: Ctx, e: fx.PayOrLose) -> None:
    """The Pacts: pay the mana now, or lose the game (CR 104.3)."""
    game = ctx.game
    pid = ctx.controller
    payment = find_payment(game, pid, cost_req(_cost(e.mana)), 0)
    if payment is not None:
        pay(game, pid, payment)
        game.say(f"pays {e.mana} for {ctx.item.card.name}", pid)
        return
    game.say(f"can't pay {e.mana} for {ctx.item.card.name}: loses the game", pid)
    game.end(1 - pid, Termination.CONCEDED)


_COSTS: dict[str, ManaCost] = {}


def _cost(text: str) -> ManaCost:
    hit = _COSTS.get(text)
    if hit is None:
        hit = _COSTS[text] = parse_mana_cost(text)
    return hit


def damage_equal_to_power(ctx: Ctx, e: fx.DamageEqualToPower) -> None:
    """CR 120, 608.2h: damage equal to the source's power (last known if it has left)."""
    src = ctx.source if e.source == _REF_SELF else ctx.item.trigger_obj
    if src is None:
        return
    n = max(0, ctx.game.power(src))
    for t in ctx.ids(e.to):
        deal_damage(ctx.game, src, ctx.controller, t, n)


def explore(ctx: Ctx, e: fx.Explore) -> None:
    """CR 701.44 (explore): reveal the top card; a land to hand, else a +1/+1 counter.

    A nonland card then goes to the graveyard if the controller says yes (``EXPLORE_MILL``).
    """
    game = ctx.game
    for o in ctx.objs(e.target):
        _explore_one(game, o)
        if game.trigger_sources:
            on_explore(game, o)  # CR 701.44: "whenever a creature you control explores"


def _explore_one(game: Game, o: GameObject) -> None:
    """One creature's explore action (CR 701.44a)."""
    lib = game.players[o.controller].library
    if not lib:  # CR 701.44a: no land card revealed (none at all): the creature gets the counter
        put_counters(game, o, "+1/+1", 1)
        game.sba_dirty = True
        game.say(f"{o.card.name} explores: nothing revealed")
        return
    top = lib[-1]
    if top.info.is_land:
        game.move(top, Zone.HAND)
        game.say(f"{o.card.name} explores: {top.card.name} to hand")
        return
    put_counters(game, o, "+1/+1", 1)
    game.sba_dirty = True
    mill = game.ask(o.controller, Decision(EXPLORE_MILL, YES_NO, source=top.oid))
    if mill:
        game.move(top, Zone.GRAVEYARD)
    game.say(f"{o.card.name} explores: {top.card.name} {'milled' if mill else 'kept'}")


DELAYED_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    fx.DelayedTrigger: create,
    fx.PayOrLose: pay_or_lose,
    fx.DamageEqualToPower: damage_equal_to_power,
    fx.Explore: explore,
}
