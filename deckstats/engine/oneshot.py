"""Resolvers of the round-39 ``spell`` helper's effects (``cards.effects_oneshot``).

``KeepOneOfEach`` (Cataclysm, CR 701.21a): each affected player, in turn order from the
active player (CR 101.4), chooses for each listed type one permanent of that type they
control not chosen already, then all the others of theirs (their nonland ones, if so
limited) are sacrificed at the same time. The choice is the player's, made by a rule of
thumb: the permanent of the type with the greatest mana value (then power), a permanent of
several types going to the first type it is needed for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckstats.cards import effects_oneshot as eo
from deckstats.engine.effect_ctx import Ctx
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


ONESHOT_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    eo.KeepOneOfEach: _keep_one_of_each,
}

__all__ = ["ONESHOT_RESOLVERS"]
