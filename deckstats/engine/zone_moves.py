"""Resolvers of the zones helper's effects (``cards.effects_zone_moves``; issue 26).

- ``LookAtHand``: information only (a log line);
- ``ReturnChosen``: each named player returns a permanent of their choice (CR 400.3);
- ``ShuffleCardsIntoLibrary``: target graveyard cards into their owner's library (CR
  701.24), then that player shuffles;
- ``ExileUncastThisTurn``: Hallowed Moonlight's turn (``Game.move``, CR 614.1a);
- ``PlayFromGraveyardThisTurn``, ``GraveyardExileThisTurn``: Yawgmoth's Will's turn
  (``engine.casting`` offers the graveyard's cards; ``Game.move`` exiles instead).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deckstats.cards import effects as fx
from deckstats.engine.characteristics import matches
from deckstats.engine.decisions import SACRIFICE
from deckstats.engine.effect_ctx import Ctx, choose_objects
from deckstats.engine.types import Zone
from deckstats.engine.wishes import WISH_RESOLVERS


def _look_at_hand(ctx: Ctx, e: fx.LookAtHand) -> None:
    """Look at a hand: nothing moves (the players' knowledge is the rules' business)."""
    for pid in ctx.players(e.player):
        ctx.game.say(f"P{ctx.controller} looks at P{pid}'s hand")


def _return_chosen(ctx: Ctx, e: fx.ReturnChosen) -> None:
    """CR 400.3: each player picks one permanent they control (as for a sacrifice)."""
    game = ctx.game
    for pid in ctx.players(e.player):
        elig = [o for o in game.players[pid].battlefield if matches(game, o, e.what)]
        if not elig:
            continue
        # the choice of the least valuable permanent is the one a sacrifice asks for
        for o in choose_objects(game, pid, SACRIFICE, elig, 1):
            game.say(f"P{pid} returns {o.card.name} to its owner's hand")
            game.move(o, Zone.HAND)


def _shuffle_cards(ctx: Ctx, e: fx.ShuffleCardsIntoLibrary) -> None:
    """CR 701.24: the chosen graveyard cards of the player go into the library, shuffled."""
    game = ctx.game
    players = ctx.players(e.player)
    ids = ctx.ids(e.cards) if e.cards is not None else []
    for pid in players:
        n = 0
        for t in ids:
            o = game.objects.get(t)
            if o is not None and o.zone is Zone.GRAVEYARD and o.owner == pid:
                game.move(o, Zone.LIBRARY)
                n += 1
        game.shuffle_library(pid)
        game.say(f"P{pid} shuffles {n} card(s) from the graveyard into the library")


def _exile_uncast(ctx: Ctx, e: fx.ExileUncastThisTurn) -> None:
    """CR 614.1a: until end of turn, creatures not cast are exiled as they would enter."""
    ctx.game.uncast_exile_turn = ctx.game.turn


def _play_from_graveyard(ctx: Ctx, e: fx.PlayFromGraveyardThisTurn) -> None:
    """CR 305.1, 601.2: this turn the controller plays and casts from their graveyard."""
    ctx.game.players[ctx.controller].gy_play_turn = ctx.game.turn


def _graveyard_exile(ctx: Ctx, e: fx.GraveyardExileThisTurn) -> None:
    """CR 614.1a: this turn the controller's cards are exiled instead (``Game.move``)."""
    ctx.game.players[ctx.controller].gy_exile_turn = ctx.game.turn


def _bounce_owned(ctx: Ctx, e: fx.BounceOwned) -> None:
    """CR 400.3: every matching permanent the player owns goes to their hand, at once."""
    game = ctx.game
    owners = ctx.players(e.owner)
    chosen = [
        o
        for p in game.players
        for o in p.battlefield
        if o.owner in owners and matches(game, o, e.filter)
    ]
    for o in chosen:
        if o.zone is Zone.BATTLEFIELD:
            game.move(o, Zone.HAND)


def _bounce_same_name(ctx: Ctx, e: fx.BounceSameName) -> None:
    """CR 201.2, 400.3: the target and every other permanent of its name, at once."""
    game = ctx.game
    names = {o.card.name for o in ctx.objs(e.target)}
    chosen = [o for p in game.players for o in p.battlefield if o.card.name in names]
    for o in chosen:
        if o.zone is not Zone.BATTLEFIELD:
            continue
        if e.destroy:
            game.destroy(o)  # Maelstrom Pulse (CR 701.8a: indestructible ones stay)
        else:
            game.move(o, Zone.HAND)


def _exile_library(ctx: Ctx, e: fx.ExileLibrary) -> None:
    """CR 406.1: every card of the controller's library is exiled."""
    game = ctx.game
    for o in list(game.players[ctx.controller].library):
        game.move(o, Zone.EXILE)


ZONE_MOVE_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    fx.ExileLibrary: _exile_library,
    fx.BounceOwned: _bounce_owned,
    fx.BounceSameName: _bounce_same_name,
    fx.PlayFromGraveyardThisTurn: _play_from_graveyard,
    fx.GraveyardExileThisTurn: _graveyard_exile,
    fx.ExileUncastThisTurn: _exile_uncast,
    fx.LookAtHand: _look_at_hand,
    fx.ReturnChosen: _return_chosen,
    fx.ShuffleCardsIntoLibrary: _shuffle_cards,
    **WISH_RESOLVERS,
}

__all__ = ["ZONE_MOVE_RESOLVERS"]
