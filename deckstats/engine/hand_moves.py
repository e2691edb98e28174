"""Resolvers of the zones helper's round-38 hand moves (``cards.effects_hands``).

- ``HandToLibrary``: hand cards onto the top or the bottom of the library (CR 401.1), then
  maybe a draw ("If you do", CR 608.2c);
- ``DiscardRevealed``: the player shows cards of their choice, the controller picks the
  discarded one (CR 701.20a, 701.9);
- ``DiscardHands``: every hand discarded, then refilled (CR 701.9, 121.1);
- ``DiscardThen``: a discard, then effects for each card discarded this way (CR 608.2c).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards import effects_hands as hx
from deckstats.cards.targets import Controller
from deckstats.engine.characteristics import card_matches
from deckstats.engine.decisions import DIG, DISCARD, SACRIFICE, Decision
from deckstats.engine.effect_ctx import Ctx, choose_objects, discard_cards, discard_one
from deckstats.engine.types import Zone

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_CONTROLLER_YOU: Final = Controller.YOU

if TYPE_CHECKING:
    from deckstats.engine.game import Game

Resolve = Callable[[Ctx, Any], None]


def hand_to_library(ctx: Ctx, e: hx.HandToLibrary) -> None:
    """CR 401.1: the chosen hand cards go onto the library (the last chosen ends on top)."""
    game = ctx.game
    by_controller = e.chooser == _CONTROLLER_YOU  # Agonizing Memories: the caster picks
    for pid in ctx.players(e.player):
        cards = list(game.players[pid].hand)
        if not cards:
            continue
        who = ctx.controller if by_controller else pid
        for o in choose_objects(game, who, DISCARD, cards, min(e.count, len(cards))):
            game.move(o, Zone.LIBRARY, bottom=e.bottom)
            game.players[pid].known_top += 0 if e.bottom else 1
        if e.then_draw:
            game.draw(pid, e.then_draw)  # "If you do, draw a card" (CR 608.2c)


def discard_revealed(ctx: Ctx, e: hx.DiscardRevealed) -> None:
    """CR 701.20a: the player picks what to reveal; the controller picks the discard."""
    game = ctx.game
    for pid in ctx.players(e.player):
        hand = game.players[pid].hand
        shown = choose_objects(game, pid, DISCARD, list(hand), min(e.shown, len(hand)))
        if shown:
            game.say(f"P{pid} reveals {', '.join(o.card.name for o in shown)}")
            for o in choose_objects(game, ctx.controller, DISCARD, shown, 1):
                discard_one(game, pid, o)


def discard_hands(ctx: Ctx, e: hx.DiscardHands) -> None:
    """CR 701.9: each player discards their hand (APNAP order), then refills."""
    game = ctx.game
    order = (game.active, 1 - game.active)
    most = 0
    for pid in order:
        hand = list(game.players[pid].hand)
        most = max(most, len(hand))
        for o in hand:
            discard_one(game, pid, o)
    for pid in order:
        if e.return_up_to:
            _return_from_graveyard(game, pid, e.return_up_to)
        if e.draw_greatest:
            game.draw(pid, most)


def _return_from_graveyard(game: Game, pid: int, n: int) -> None:
    """Up to ``n`` cards of the player's choice from their graveyard to their hand."""
    gy = [o.oid for o in game.players[pid].graveyard]
    if not gy:
        return
    for oid in game.ask(pid, Decision(DIG, gy, False, 0, min(n, len(gy)))):
        game.move(game.objects[oid], Zone.HAND)


def discard_then(ctx: Ctx, e: hx.DiscardThen, resolve: Resolve) -> None:
    """CR 701.9, 608.2c: the discard, ``between``, then ``per`` for each matching discard."""
    game = ctx.game
    discarded = []
    for pid in ctx.players(e.player):
        discarded.extend(discard_cards(game, pid, e.count, pid, None, False, e.up_to))
    for eff in e.between:
        resolve(ctx, eff)
    for o in discarded:
        if card_matches(o.card, e.per_filter):
            for eff in e.per:
                resolve(ctx, eff)


def each_loses_part(ctx: Ctx, e: hx.EachLosesPart) -> None:
    """Pox (CR 107.1a: rounded up): life, then hand, then creatures, then lands."""
    game = ctx.game
    order = (game.active, 1 - game.active)
    d = e.divisor
    for pid in order:
        game.lose_life(pid, -(-max(game.players[pid].life, 0) // d))
    for pid in order:
        discard_cards(game, pid, -(-len(game.players[pid].hand) // d), pid)
    for creatures in (True, False):
        for pid in order:
            bf = game.players[pid].battlefield
            mine = [o for o in bf if (o.info.is_creature if creatures else o.info.is_land)]
            for o in choose_objects(game, pid, SACRIFICE, mine, -(-len(mine) // d)):
                game.say(f"P{pid} sacrifices {o.card.name}")
                game.sacrifice(o)


__all__ = [
    "discard_hands",
    "discard_revealed",
    "discard_then",
    "each_loses_part",
    "hand_to_library",
]
