"""Activated abilities of cards in their owner's graveyard (``cards.costs.GraveyardAbility``).

CR 602.1-602.2: World Breaker's "{2}{C}, Sacrifice a land: Return ~ from your graveyard to
your hand", Seasoned Pyromancer's "{3}{R}{R}, Exile ~ from your graveyard: Create two 1/1
red Elemental creature tokens". ``graveyard_ability_actions`` offers them (as
``HandAction``s naming the graveyard card, listed by ``casting.legal_actions``);
``use_graveyard_ability`` pays the cost (mana, life, a discard, a sacrifice, exiling the
card: CR 601.2h via CR 602.2b) and puts the ability on the stack with the card as its source.
Timing: any time its controller has priority, "Activate only during your upkeep" (CR
602.5b) or "only as a sorcery".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from deckstats.cards.costs import GraveyardAbility
from deckstats.engine.actions import HandAction
from deckstats.engine.characteristics import matches
from deckstats.engine.conditions import condition_holds
from deckstats.engine.decisions import SACRIFICE, TARGETS, Decision
from deckstats.engine.effect_ctx import discard_cards
from deckstats.engine.errors import IllegalActionError
from deckstats.engine.info import effect_target_specs
from deckstats.engine.mana import cost_req, pay
from deckstats.engine.payment import find_payment
from deckstats.engine.state import StackItem
from deckstats.engine.targeting import enumerate_targets
from deckstats.engine.types import Step, Zone

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def _fodder(game: Game, pid: int, c: GraveyardAbility) -> list[int]:
    flt = c.cost.sacrifice
    if flt is None:
        return []
    return [o.oid for o in game.players[pid].battlefield if matches(game, o, flt)]


def graveyard_ability_ok(
    game: Game, pid: int, obj: GameObject, c: GraveyardAbility, sorc: bool
) -> bool:
    """CR 602.2b, 602.5b: may ``c`` be activated now, its whole cost paid?"""
    if c.sorcery and not sorc:
        return False
    if c.upkeep and (game.step is not Step.UPKEEP or game.active != pid):
        return False
    cost = c.cost
    p = game.players[pid]
    if cost.life and p.life < cost.life:
        return False
    if cost.discard and len(p.hand) < cost.discard:
        return False
    if cost.sacrifice is not None and not _fodder(game, pid, c):
        return False
    cond = cost.extra.condition if cost.extra is not None else None
    if cond is not None and not condition_holds(game, pid, cond):
        return False  # "Activate only if you attacked this turn" (CR 602.5b)
    specs = effect_target_specs(c.effect)
    if specs and not enumerate_targets(game, pid, specs, obj.oid):
        return False
    return find_payment(game, pid, cost_req(cost.mana)) is not None


def graveyard_ability_actions(
    game: Game, pid: int, obj: GameObject, sorc: bool
) -> list[HandAction]:
    """The graveyard abilities of ``obj`` usable now, as actions."""
    return [
        HandAction(obj.oid, i)
        for i, c in enumerate(obj.card.costs)
        if isinstance(c, GraveyardAbility) and graveyard_ability_ok(game, pid, obj, c, sorc)
    ]


def ability_targets(
    game: Game, pid: int, obj: GameObject, effect: tuple[Any, ...]
) -> tuple[tuple[int, ...], ...]:
    """CR 602.2b, 601.2c: the targets of an ability used from a hand or a graveyard.

    Chosen as it is activated (channel, graveyard abilities); none when it has none.

    Raises:
        IllegalActionError: it has targets and none is legal (CR 601.2c).
    """
    specs = effect_target_specs(effect)
    if not specs:
        return ()
    options = enumerate_targets(game, pid, specs, obj.oid)
    if not options:
        raise IllegalActionError(f"{obj.card.name}: no legal target for its ability")
    if len(options) == 1:
        return options[0]
    chosen: tuple[tuple[int, ...], ...] = game.ask(pid, Decision(TARGETS, options, source=obj.oid))
    return chosen


def use_graveyard_ability(game: Game, pid: int, obj: GameObject, c: GraveyardAbility) -> None:
    """Choose targets, pay the cost, put the ability on the stack (CR 602.2)."""
    targets = ability_targets(game, pid, obj, c.effect)
    cost = c.cost
    payment = find_payment(game, pid, cost_req(cost.mana))
    if payment is None:
        raise IllegalActionError(f"cannot pay for {obj.card.name}'s ability")
    pay(game, pid, payment)
    if cost.life:
        game.lose_life(pid, cost.life, payment=True)
    if cost.discard:
        discard_cards(game, pid, cost.discard, chooser=pid)
    if cost.sacrifice is not None:
        ids = _fodder(game, pid, c)
        pick = ids if len(ids) == 1 else game.ask(pid, Decision(SACRIFICE, ids, False, 1, 1))
        game.sacrifice(game.objects[pick[0]])
    src = obj
    if cost.exile_self:
        moved = game.move(obj, Zone.EXILE)  # "Exile ~ from your graveyard" is the cost
        src = moved if moved is not None else obj
    game.say(f"activates {obj.card.name} from the graveyard", pid)
    sid = game.next_id
    game.next_id += 1
    game.stack.append(StackItem(sid, "ability", src, obj.card, pid, c.effect, targets))


__all__ = ["graveyard_ability_actions", "graveyard_ability_ok", "use_graveyard_ability"]
