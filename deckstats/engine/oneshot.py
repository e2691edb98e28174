"""Resolvers of the round-39 ``spell`` helper's effects (``cards.effects_oneshot``).

``KeepOneOfEach`` (Cataclysm, CR 701.21a): each affected player, in turn order from the
active player (CR 101.4), chooses for each listed type one permanent of that type they
control not chosen already, then all the others of theirs (their nonland ones, if so
limited) are sacrificed at the same time. The choice is the player's, made by a rule of
thumb: the permanent of the type with the greatest mana value (then power), a permanent of
several types going to the first type it is needed for.

``SacrificePile`` (Liliana of the Veil, CR 700.3, 701.21a): the controller separates the
player's permanents into two piles, by a rule of thumb: from the most valuable down, each
goes to the pile of less total worth so far (the two piles as even as it can make them);
that player then sacrifices the pile of less total worth (ties: the smaller pile), keeping
the other.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckstats.cards import effects_oneshot as eo
from deckstats.engine.decisions import MAY, YES_NO, Decision
from deckstats.engine.effect_ctx import Ctx
from deckstats.engine.rebound import FREE_CAST
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def _worth(game: Game, o: GameObject) -> tuple[int, int, int]:
    power = game.power(o) if o.info.is_creature else 0
    return (o.info.mana_value, power, -o.oid)


def _kept(game: Game, objs: list[GameObject], types: tuple[Any, ...]) -> set[int]:
    kept: set[int] = set()
    for t in types:
        have = [o for o in objs if o.info.types & int(t) and o.oid not in kept]
        if have:
            kept.add(max(have, key=lambda o: _worth(game, o)).oid)
    return kept


def _keep_one_of_each(ctx: Ctx, e: eo.KeepOneOfEach) -> None:
    """CR 701.21a: keep one permanent per type, sacrifice the rest (all at once)."""
    game = ctx.game
    doomed: list[GameObject] = []
    for pid in sorted(ctx.players(e.players), key=lambda p: (p - game.active) % 2):
        objs = [o for o in game.players[pid].battlefield if not (e.nonland and o.info.is_land)]
        kept = _kept(game, objs, e.types)
        doomed.extend(o for o in objs if o.oid not in kept)
    for o in doomed:
        if o.zone is Zone.BATTLEFIELD:
            game.sacrifice(o)


def _pile_worth(game: Game, o: GameObject) -> int:
    return max(o.info.mana_value, 1) + (game.power(o) if o.info.is_creature else 0)


def _sacrifice_pile(ctx: Ctx, e: eo.SacrificePile) -> None:
    """CR 700.3, 701.21a: two piles of the player's permanents; they sacrifice one."""
    game = ctx.game
    for pid in ctx.players(e.player):
        objs = sorted(game.players[pid].battlefield, key=lambda o: -_pile_worth(game, o))
        piles: tuple[list[GameObject], list[GameObject]] = ([], [])
        worth = [0, 0]
        for o in objs:  # the separating player's split: as even as it can make it
            i = 0 if worth[0] <= worth[1] else 1
            piles[i].append(o)
            worth[i] += _pile_worth(game, o)
        # the player's choice: the pile they lose least by (CR 700.3)
        doomed = min((0, 1), key=lambda i: (worth[i], len(piles[i])))
        game.say(f"P{pid} sacrifices a pile of {len(piles[doomed])} permanent(s)")
        for o in piles[doomed]:
            if o.zone is Zone.BATTLEFIELD:
                game.sacrifice(o)


def _cast_discarded_free(ctx: Ctx, e: eo.CastDiscardedFree) -> None:
    """CR 118.9: the discarded card, still in the graveyard, may be cast for free now."""
    game = ctx.game
    for old in ctx.discarded:  # the hand's object; the card is a new one in the graveyard
        printed = old.full_card if old.full_card is not None else old.card
        gy = game.players[old.owner].graveyard
        o = next((g for g in reversed(gy) if g.card is printed), None)
        if o is None or o.info.is_land:
            continue  # gone (madness, CR 702.35a), or a land (CR 305.9: never cast)
        if game.ask(ctx.controller, Decision(MAY, YES_NO, source=o.oid)):
            FREE_CAST[0](game, ctx.controller, o)  # engine.costs.cast_without_paying


ONESHOT_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    eo.KeepOneOfEach: _keep_one_of_each,
    eo.SacrificePile: _sacrifice_pile,
    eo.CastDiscardedFree: _cast_discarded_free,
}

__all__ = ["ONESHOT_RESOLVERS"]
