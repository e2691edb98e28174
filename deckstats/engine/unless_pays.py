"""Resolvers of round 39's "unless that player pays" draws (``cards.unless_pays``).

CR 118.12, 608.2c: the player named chooses, as the ability resolves, whether to pay the
mana (``PAY_UNLESS``; only if they can, ``engine.payment.find_payment``); if they don't,
the ability's controller draws a card (for "you may draw", if they want: ``MAY``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.targets import Ref
from deckstats.cards.unless_pays import DrawUnlessPays
from deckstats.engine.decisions import MAY, PAY_UNLESS, YES_NO, Decision
from deckstats.engine.mana import cost_req, pay
from deckstats.engine.payment import find_payment

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx


def _draw_unless_pays(ctx: Ctx, e: DrawUnlessPays) -> None:
    """CR 118.12: the caster pays {N} or the controller draws."""
    game, you = ctx.game, ctx.controller
    oid = ctx.source.oid if ctx.source is not None else 0
    n = e.generic
    if e.source_power:
        src = ctx.source
        n = max(game.power(src), 0) if src is not None else 0
    payers = [p for p in ctx.players(Ref.TRIGGERING_PLAYER) if p != you] or [1 - you]
    payer = payers[0]
    if n:
        payment = find_payment(game, payer, cost_req(parse_mana_cost(f"{{{n}}}")), 0)
        if payment is not None and game.ask(
            payer, Decision(PAY_UNLESS, YES_NO, source=oid, amount=n)
        ):
            pay(game, payer, payment)
            game.say(f"pays {{{n}}} (no card drawn)", payer)
            return
    if e.may and not game.ask(you, Decision(MAY, YES_NO, source=oid)):
        return
    game.draw(you)


UNLESS_PAYS_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    DrawUnlessPays: _draw_unless_pays,
}

__all__ = ["UNLESS_PAYS_RESOLVERS"]
