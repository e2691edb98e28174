"""Resolvers of round 39's "unless that player pays" draws (``cards.unless_pays``).

CR 118.12, 608.2c: the player named chooses, as the ability resolves, whether to pay the
mana (``PAY_UNLESS``; only if they can, ``engine.payment.find_payment``); if they don't,
the ability's controller draws a card (for "you may draw", if they want: ``MAY``).

The chain spells (``CopyIfPays``, Chain Lightning): the player the spell hit may pay to copy
it (``PAY_UNLESS`` asked of them, only if they can pay); the copy is theirs, with new
targets if they want them (``engine.copies.copy_spell``, CR 707.10, 707.10c).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.targets import Ref
from deckstats.cards.unless_pays import CopyIfPays, DrawUnlessPays
from deckstats.engine.decisions import MAY, PAY_UNLESS, YES_NO, Decision
from deckstats.engine.granted_triggers import COPY_SPELL
from deckstats.engine.mana import cost_req, pay
from deckstats.engine.payment import find_payment

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_TRIGGERING_PLAYER: Final = Ref.TRIGGERING_PLAYER

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
    payers = [p for p in ctx.players(_REF_TRIGGERING_PLAYER) if p != you] or [1 - you]
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


def _copy_if_pays(ctx: Ctx, e: CopyIfPays) -> None:
    """Chain Lightning's victim may pay {R}{R} to copy it, with a new target (CR 707.10c).

    "Then that player or that permanent's controller may pay {R}{R}. If the player does,
    they may copy this spell and may choose a new target for that copy." That player: the
    one the spell targeted, or the controller of the permanent it targeted as it last
    existed (CR 608.2h: the damage may have destroyed it). They pay only if they can
    (CR 118.3) and want to (``PAY_UNLESS``, whose ``amount`` is the mana value of the
    payment); the copy is theirs (CR 707.10).
    """
    game, payer = ctx.game, ctx.lki_target_controller
    if payer is None or ctx.item.kind not in ("spell", "copy"):
        return
    oid = ctx.source.oid if ctx.source is not None else 0
    if e.mana:
        cost = parse_mana_cost(e.mana)
        payment = find_payment(game, payer, cost_req(cost), 0)
        if payment is None or not game.ask(
            payer, Decision(PAY_UNLESS, YES_NO, source=oid, amount=cost.mana_value)
        ):
            return
        pay(game, payer, payment)
        game.say(f"pays {e.mana} to copy {ctx.item.card.name}", payer)
    elif not game.ask(payer, Decision(MAY, YES_NO, source=oid)):
        return
    COPY_SPELL[0](game, ctx.item, 1, payer)  # engine.copies.copy_spell


UNLESS_PAYS_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    DrawUnlessPays: _draw_unless_pays,
    CopyIfPays: _copy_if_pays,
}

__all__ = ["UNLESS_PAYS_RESOLVERS"]
