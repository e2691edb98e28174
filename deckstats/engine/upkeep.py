"""Upkeep and draw-step self-costs of real cards: Dark Confidant, Mana Crypt, Mana Vault.

- ``RevealTopToHand``: reveal the top card, put it into your hand, lose life equal to its
  mana value (CR 202.3, 119.3).
- ``CoinFlipDamage``: flip a coin (CR 705: not in the seeds' digest; a fair flip from the
  game's seeded engine generator); on a lost flip the source deals N damage to you.
- ``IfSourceTapped``: "if ~ is tapped, <effect>" (CR 603.4: checked on resolution).
- ``IfSourceNoCounters``: "If there are no depletion counters on ~, sacrifice it." (the
  depletion lands; CR 603.4, 122.1: checked on resolution).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deckstats.cards import effects as fx
from deckstats.engine.damage import deal_damage
from deckstats.engine.decisions import MAY, YES_NO, Decision
from deckstats.engine.effect_ctx import Ctx
from deckstats.engine.saddle import is_saddled
from deckstats.engine.types import Zone


def reveal_top_to_hand(ctx: Ctx, e: fx.RevealTopToHand) -> None:
    """Dark Confidant: the top card to hand, and its mana value in life.

    ``repeat`` (Ad Nauseam, CR 608.2c): after each card the controller may go again (a
    ``MAY`` decision), while the library has cards.
    """
    game = ctx.game
    pid = ctx.controller
    lib = game.players[pid].library
    while lib:
        top = lib[-1]
        mv = top.card.mana_value
        game.say(f"P{pid} reveals {top.card.name}")
        game.move(top, Zone.HAND)
        theirs = e.opponents_lose
        if e.opponents_if_saddled and ctx.source is not None:
            theirs = is_saddled(game, ctx.source)  # CR 702.171b (Caustic Bronco)
        if e.lose_life and mv and not theirs:
            game.lose_life(pid, mv)
        if theirs and mv:
            for other in range(len(game.players)):
                if other != pid:
                    game.lose_life(other, mv)  # Yuriko (CR 119.3)
        if not e.repeat or not lib:
            return
        if not game.ask(pid, Decision(MAY, YES_NO, source=ctx.item.source_oid)):
            return


def coin_flip_damage(ctx: Ctx, e: fx.CoinFlipDamage) -> None:
    """Mana Crypt: on a lost flip (probability 1/2) the source deals the damage to you."""
    game = ctx.game
    won = bool(game.engine_rng.integers(0, 2))
    game.say(f"P{ctx.controller} {'wins' if won else 'loses'} the flip")
    if not won:
        deal_damage(game, ctx.source, ctx.controller, ctx.controller, e.amount)


def if_source_tapped(
    ctx: Ctx, e: fx.IfSourceTapped, resolve_effect: Callable[[Ctx, Any], None]
) -> None:
    """Mana Vault: the effect happens only while the source is on the battlefield, tapped.

    ``resolve_effect`` is ``engine.resolve``'s (passed in: no import cycle).
    """
    src = ctx.source
    if src is None or src.zone is not Zone.BATTLEFIELD or src.tapped == e.untapped:
        return
    for eff in e.then:
        resolve_effect(ctx, eff)


def if_source_no_counters(
    ctx: Ctx, e: fx.IfSourceNoCounters, resolve_effect: Callable[[Ctx, Any], None]
) -> None:
    """Depletion lands: ``e.then`` happens only if the source has no ``e.kind`` counters.

    The source must still be on the battlefield (``resolve_effect`` as for ``if_source_tapped``).
    """
    src = ctx.source
    if src is None or src.zone is not Zone.BATTLEFIELD or src.counter(e.kind) > 0:
        return
    for eff in e.then:
        resolve_effect(ctx, eff)


UPKEEP_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    fx.RevealTopToHand: reveal_top_to_hand,
    fx.CoinFlipDamage: coin_flip_damage,
}

__all__ = ["UPKEEP_EFFECTS", "coin_flip_damage", "if_source_tapped", "reveal_top_to_hand"]
