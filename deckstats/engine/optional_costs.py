"""CR 608.2c-d: "You may <cost>. If you do, <effect>": an optional cost paid on resolution.

The effect ``cards.effects.OptionalCost``: the controller may pay mana, life (CR 119.4: only
with at least that much life), energy (CR 107.14), discard cards or their hand (CR 701.9),
draw, exile a card (the source card itself, "you may exile it"; or a card of a quality
from their graveyard or hand), sacrifice the source or tap an untapped permanent. "When you
do, ..." is a reflexive trigger (CR 603.12): it goes on the stack after the payment, its
targets chosen then. Only a payment made in full makes "if you do" true; the
effect's targets were chosen when the spell was cast or the ability put on the stack
(CR 601.2c, 603.3d), so a declined payment skips their groups (``Ctx.skip``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.dsl import Triggered
from deckstats.cards.triggers import EntersBattlefield
from deckstats.engine.characteristics import card_matches, matches
from deckstats.engine.decisions import MAY, SACRIFICE, YES_NO, Decision
from deckstats.engine.effect_ctx import Ctx, discard_cards, ref_ids
from deckstats.engine.mana import cost_req, pay
from deckstats.engine.payment import find_payment
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.state import GameObject

_ZONES: Final = {"graveyard": Zone.GRAVEYARD, "hand": Zone.HAND}


def _exiled_object(ctx: Ctx, e: fx.OptionalCost) -> GameObject | None:
    """The object "exile it" names, if it is still in a zone it can be exiled from."""
    if e.exile is None:
        return None
    for oid in ref_ids(ctx, e.exile):
        o = ctx.game.objects.get(oid)
        if o is not None and o.zone in (Zone.GRAVEYARD, Zone.HAND, Zone.BATTLEFIELD):
            return o
    return None


def _sacrificed_object(ctx: Ctx, e: fx.OptionalCost) -> GameObject | None:
    """The permanent "sacrifice it" names, if its controller still controls it (CR 701.21a)."""
    if e.sacrifice is None:
        return None
    for oid in ref_ids(ctx, e.sacrifice):
        o = ctx.game.objects.get(oid)
        if o is not None and o.zone is Zone.BATTLEFIELD and o.controller == ctx.controller:
            return o
    return None


def _tap_candidates(ctx: Ctx, e: fx.OptionalCost) -> list[GameObject]:
    """Untapped permanents of ``e.tap``'s quality the controller controls."""
    if e.tap is None:
        return []
    battlefield = ctx.game.players[ctx.controller].battlefield
    return [o for o in battlefield if not o.tapped and card_matches(o.card, e.tap)]


def _sacrifice_candidates(ctx: Ctx, e: fx.OptionalCost) -> list[GameObject]:
    """The permanents of ``e.sacrifice_one``'s quality the controller controls."""
    if e.sacrifice_one is None:
        return []
    game = ctx.game
    return [
        o for o in game.players[ctx.controller].battlefield if matches(game, o, e.sacrifice_one)
    ]


def _exile_candidates(ctx: Ctx, e: fx.OptionalCost) -> list[GameObject]:
    """The cards of ``e.exile_card``'s quality in the controller's ``exile_zone``."""
    if e.exile_card is None:
        return []
    p = ctx.game.players[ctx.controller]
    cards = p.graveyard if _ZONES[e.exile_zone] is Zone.GRAVEYARD else p.hand
    src = ctx.source
    return [
        o
        for o in cards
        if card_matches(o.card, e.exile_card)
        and not (e.exile_other and src is not None and o.card.name == src.card.name)
    ]


def _can_pay(ctx: Ctx, e: fx.OptionalCost) -> bool:
    """CR 608.2c: whether every part of the cost can be paid in full."""
    p = ctx.game.players[ctx.controller]
    if len(p.hand) < e.discard or len(p.library) < e.draw or p.energy < e.energy:
        return False
    if e.life and p.life < e.life:
        return False  # CR 119.4: a player can pay life only up to their life total
    if e.discard_hand and not p.hand:
        return False
    if e.exile is not None and _exiled_object(ctx, e) is None:
        return False
    if e.sacrifice is not None and _sacrificed_object(ctx, e) is None:
        return False
    if e.tap is not None and not _tap_candidates(ctx, e):
        return False
    if e.sacrifice_one is not None and not _sacrifice_candidates(ctx, e):
        return False  # nothing to sacrifice (Witherbloom Charm)
    return e.exile_card is None or bool(_exile_candidates(ctx, e))


def _pay_rest(ctx: Ctx, e: fx.OptionalCost) -> None:
    """Pay the non-mana parts of the cost (the player chose to)."""
    game, pid = ctx.game, ctx.controller
    p = game.players[pid]
    if e.life:
        game.lose_life(pid, e.life, payment=True)
    if e.energy:
        p.energy -= e.energy
    if e.discard:
        discard_cards(game, pid, e.discard, pid)
    if e.discard_hand:
        discard_cards(game, pid, len(p.hand), pid)
    if e.draw:
        game.draw(pid, e.draw)
    gone = _exiled_object(ctx, e)
    if gone is not None:
        game.say(f"exiles {gone.card.name}", pid)
        game.move(gone, Zone.EXILE)
    sacrificed = _sacrificed_object(ctx, e)
    if sacrificed is not None:
        game.say(f"sacrifices {sacrificed.card.name}", pid)
        game.sacrifice(sacrificed)
    victim = _choose_one(ctx, _sacrifice_candidates(ctx, e))
    if victim is not None:
        game.say(f"sacrifices {victim.card.name}", pid)
        game.sacrifice(victim)  # CR 701.21
    tapped = _choose_one(ctx, _tap_candidates(ctx, e))
    if tapped is not None:
        tapped.tapped = True
        game.say(f"taps {tapped.card.name}", pid)
    chosen = _choose_one(ctx, _exile_candidates(ctx, e))
    if chosen is not None:
        game.say(f"exiles {chosen.card.name}", pid)
        game.move(chosen, Zone.EXILE)


def _choose_one(ctx: Ctx, elig: list[GameObject]) -> GameObject | None:
    """The controller picks one of ``elig`` (asked only when there is a choice)."""
    if len(elig) <= 1:
        return elig[0] if elig else None
    src = ctx.source.oid if ctx.source is not None else 0
    ids = ctx.game.ask(
        ctx.controller,
        Decision(SACRIFICE, [o.oid for o in elig], False, 1, 1, source=src, amount=1),
    )
    return ctx.game.objects[ids[0]]


def _reflexive(ctx: Ctx, e: fx.OptionalCost) -> None:
    """CR 603.12: "When you do, ...": a reflexive trigger waits to be put on the stack."""
    src = ctx.source
    if src is None:
        return
    trig = Triggered(when=EntersBattlefield(), effect=e.then, text="reflexive")
    ctx.game.pending.append((ctx.controller, trig, src, ctx.item.trigger_obj, 1 - ctx.controller))


def optional_cost(ctx: Ctx, e: fx.OptionalCost, resolve: Callable[[Ctx, Any], None]) -> None:
    """CR 608.2c-d: "you may <pay / discard / exile ...>. If you do, <then>"."""
    game = ctx.game
    pid = ctx.controller
    payment = None
    if e.mana is not None:
        payment = find_payment(game, pid, cost_req(e.mana), 0)
    skip = () if e.reflexive else e.then  # a reflexive trigger's targets come later
    if (e.mana is not None and payment is None) or not _can_pay(ctx, e):
        ctx.skip(skip)  # it could not be done in full: "if you do" is false
        return
    if not e.mandatory and not game.ask(pid, Decision(MAY, YES_NO, source=ctx.item.source_oid)):
        ctx.skip(skip)
        return
    if payment is not None:
        pay(game, pid, payment)
    _pay_rest(ctx, e)
    if e.reflexive:
        _reflexive(ctx, e)
        return
    for eff in e.then:
        resolve(ctx, eff)
