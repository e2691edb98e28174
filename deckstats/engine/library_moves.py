"""Resolvers of the zones helper's round-38 library moves (``cards.effects_library``).

- ``RevealUntil``: reveal from the top until a matching card (CR 701.20a, 401.3); the hit
  and the rest go where the effect says (the rest "in a random order" from the owner's
  shuffle stream, as cascade does, CR 702.85a);
- ``MillTake``: mill (CR 701.17), then the controller may take matching cards from among
  the milled cards still in the graveyard.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckstats.cards import effects as fx
from deckstats.engine import events
from deckstats.engine.characteristics import card_matches
from deckstats.engine.decisions import DIG, Decision
from deckstats.engine.effect_ctx import Ctx, enter_by_effect
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

_REST_ZONES = {"graveyard": Zone.GRAVEYARD, "exile": Zone.EXILE}


def _put_found(game: Game, obj: GameObject, pid: int, to: str) -> None:
    """The revealed or taken card to the hand, the graveyard or the battlefield (CR 110.2)."""
    if to == "battlefield":
        new = enter_by_effect(game, obj, pid, False, controller=pid)
        if new is not None:
            events.on_etb(game, new)
    else:
        game.move(obj, Zone.HAND if to == "hand" else Zone.GRAVEYARD)


def _reveal_until(ctx: Ctx, e: fx.RevealUntil) -> None:
    """CR 701.20a: reveal cards one at a time from the top until one matches."""
    game = ctx.game
    for pid in ctx.players(e.player):
        p = game.players[pid]
        revealed: list[GameObject] = []
        hit = None
        for o in reversed(p.library):
            if card_matches(o.card, e.filter):
                hit = o
                break
            revealed.append(o)
        p.known_top = 0
        game.say(
            f"P{pid} reveals {len(revealed) + (hit is not None)} card(s)"
            + (f", finds {hit.card.name}" if hit is not None else "")
        )
        if hit is not None:
            _put_found(game, hit, pid, e.found_to)
        zone = _REST_ZONES.get(e.rest_to)
        if zone is None and len(revealed) > 1:
            game.shuffle_rngs[pid].shuffle(revealed)  # a random order, the owner's stream
        for o in revealed:
            if zone is None:
                game.move(o, Zone.LIBRARY, bottom=True)
            else:
                game.move(o, zone)


def _mill_take(ctx: Ctx, e: fx.MillTake) -> None:
    """CR 701.17: mill, then take up to ``take`` matching milled cards still in the graveyard."""
    game = ctx.game
    pid = ctx.controller
    lib = game.players[pid].library
    milled = []
    for _ in range(min(e.count, len(lib))):
        new = game.move(lib[-1], Zone.GRAVEYARD)
        if new is not None and new.zone is Zone.GRAVEYARD:
            milled.append(new)
    elig = [o.oid for o in milled if card_matches(o.card, e.filter)]
    if not elig:
        return
    k = min(e.take, len(elig))
    ids = game.ask(pid, Decision(DIG, elig, False, 0 if e.optional else k, k))
    for oid in ids:
        _put_found(game, game.objects[oid], pid, "battlefield" if e.to_battlefield else "hand")


LIBRARY_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    fx.RevealUntil: _reveal_until,
    fx.MillTake: _mill_take,
}

__all__ = ["LIBRARY_RESOLVERS"]
