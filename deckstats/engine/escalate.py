"""Escalate (CR 702.120a): a cost paid for each mode chosen beyond the first.

"Escalate—Discard a card." (Collective Brutality), "Escalate {1}" (Collective Defiance).
A modal spell with ``cards.costs.Escalate`` may be cast with any number of its modes
(``Modal.most``); each mode beyond the first adds the escalate cost: its mana to the total
cost (CR 601.2f) and its discards, paid as the spell is cast (CR 601.2h; the cards are the
player's choice, ``effect_ctx.discard_cards``). A choice of modes it can't pay is not
offered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.costs import Escalate
from deckstats.engine.effect_ctx import discard_cards
from deckstats.engine.mana import combined_req, cost_req
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game
    from deckstats.engine.mana import CostReq
    from deckstats.engine.state import GameObject


def escalate_of(card: CardDef) -> Escalate | None:
    """The card's escalate cost, if it has one."""
    for c in card.costs:
        if isinstance(c, Escalate):
            return c
    return None


def escalate_req(req: CostReq, esc: Escalate, extra: int) -> CostReq:
    """CR 601.2f: the total cost with ``extra`` escalate mana costs added."""
    if esc.mana is None or extra <= 0:
        return req
    return combined_req([req] + [cost_req(esc.mana)] * extra)


def escalate_ok(game: Game, pid: int, obj: GameObject, esc: Escalate, extra: int) -> bool:
    """CR 601.2b: whether the non-mana escalate costs of ``extra`` modes can be paid."""
    in_hand = len(game.players[pid].hand) - (1 if obj.zone is Zone.HAND else 0)
    return in_hand >= esc.discard * max(extra, 0)


def escalated_req(req: CostReq, card: CardDef, extra: int) -> CostReq:
    """CR 601.2f: the total cost of ``card`` cast with ``extra`` modes beyond the first."""
    esc = escalate_of(card)
    return req if esc is None else escalate_req(req, esc, extra)


def pay_escalate(game: Game, pid: int, card: CardDef, extra: int) -> None:
    """CR 601.2h: pay the non-mana escalate costs of ``extra`` modes (discard)."""
    esc = escalate_of(card)
    if esc is not None and esc.discard and extra > 0:
        discard_cards(game, pid, esc.discard * extra, chooser=pid)


__all__ = ["escalate_of", "escalate_ok", "escalate_req", "escalated_req", "pay_escalate"]
