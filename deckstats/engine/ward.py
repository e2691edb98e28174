"""CR 702.21a: ward, the permanent's tax on opponents' spells and abilities that target it.

"Whenever this permanent becomes the target of a spell or ability an opponent controls,
counter it unless that player pays <cost>." The ward trigger is resolved at once (nothing
is cast between the targeting and its resolution in the engine). Called by
``engine.casting`` only while a permanent has modifiers or static abilities (a ward granted
by "have ward {1}", ``Static.ward``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.modifiers import Ward
from deckstats.engine.characteristics import granted_wards
from deckstats.engine.decisions import PAY_UNLESS, SACRIFICE, YES_NO, Decision
from deckstats.engine.effect_ctx import discard_cards
from deckstats.engine.mana import cost_req, pay
from deckstats.engine.payment import find_payment
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import StackItem


def apply_ward(game: Game, item: StackItem) -> None:
    """CR 702.21a: ward of each permanent an opponent's new spell or ability targets.

    The controller of ``item`` pays the ward cost if it can and wants to (a ``PAY_UNLESS``
    decision), else ``item`` is countered (removed from the stack; a spell goes to its
    owner's graveyard, CR 701.6).
    """
    pid = item.controller
    for group in item.targets:
        for tid in group:
            obj = game.objects.get(tid)
            if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.controller == pid:
                continue
            wards = [m for m in obj.info.modifiers if isinstance(m, Ward)]
            if game.static_sources:
                # granted by a static ability ("Other Humans you control ... have ward {1}")
                wards.extend(Ward(mana=n) for n in granted_wards(game, obj))
            for m in wards:
                if _pay_ward(game, pid, m, tid):
                    continue
                _counter_item(game, item)
                game.say(f"{obj.card.name}'s ward counters {item.card.name}")
                return


def _pay_ward(game: Game, pid: int, ward: Ward, tid: int) -> bool:
    """CR 702.21a: the ward cost, paid or not by the player who targeted (``pid``).

    Life is paid only with enough life (CR 119.4) and if the player agrees; mana with
    the automatic payer. True when the cost was paid.
    """
    if ward.sacrifice or ward.discard:
        return _pay_ward_other(game, pid, ward, tid)
    if ward.life:
        if game.players[pid].life < ward.life:
            return False  # CR 119.4
        if not game.ask(pid, Decision(PAY_UNLESS, YES_NO, source=tid, amount=ward.life)):
            return False
        game.lose_life(pid, ward.life, payment=True)
        return True
    payment = find_payment(game, pid, cost_req(None), 0, extra_generic=ward.mana)
    if payment is None:
        return False
    if not game.ask(pid, Decision(PAY_UNLESS, YES_NO, source=tid, amount=ward.mana)):
        return False
    pay(game, pid, payment)
    return True


def _pay_ward_other(game: Game, pid: int, ward: Ward, tid: int) -> bool:
    """A non-mana ward cost (sacrifice a creature, discard a card): paid if able and willing."""
    p = game.players[pid]
    if ward.sacrifice:
        elig = [o for o in p.battlefield if o.info.is_creature]
        if not elig or not game.ask(pid, Decision(PAY_UNLESS, YES_NO, source=tid)):
            return False
        ids = [o.oid for o in elig]
        pick = ids if len(ids) == 1 else game.ask(pid, Decision(SACRIFICE, ids, False, 1, 1))
        game.sacrifice(game.objects[pick[0]])  # CR 701.21
        return True
    if len(p.hand) < ward.discard or not game.ask(
        pid, Decision(PAY_UNLESS, YES_NO, source=tid, amount=ward.discard)
    ):
        return False
    discard_cards(game, pid, ward.discard, chooser=pid)  # CR 701.9
    return True


def _counter_item(game: Game, item: StackItem) -> None:
    """CR 702.21a, 701.6: ward counters the spell or ability.

    A countered spell goes to its owner's graveyard, or to exile if cast with flashback.
    """
    if item in game.stack:
        game.stack.remove(item)
    if item.kind == "spell" and item.obj is not None and item.obj.zone is Zone.STACK:
        game.move(item.obj, Zone.EXILE if item.exile_after else Zone.GRAVEYARD)


__all__ = ["apply_ward"]
