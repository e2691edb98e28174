"""CR 101.2: "<players> can't cast [noncreature] spells this turn".

Silence, Orim's Chant, Ranger-Captain of Eos.
``CastLockThisTurn`` sets ``PlayerState.cast_lock`` to (this turn, kind) for each player it
names; ``cast_locked`` is read wherever a spell could be cast (the legal actions, the cast
itself, casts without paying the mana cost). The lock ends with the turn (the stored turn
number no longer matches: nothing to clean up).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards import effects as fx
from deckstats.engine.effect_ctx import Ctx
from deckstats.engine.flags import CREATURE

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game

NONCREATURE: Final = 1
ALL_SPELLS: Final = 2


def cast_locked(game: Game, pid: int, card: CardDef) -> bool:
    """Whether a lock of this turn forbids ``pid`` to cast ``card`` (CR 101.2)."""
    locks = game.name_locks[pid]
    if locks and _name_locked(game, locks, card.name):
        return True
    turn, kind = game.players[pid].cast_lock
    if turn != game.turn or not kind:
        return False
    return kind == ALL_SPELLS or not int(card.types) & CREATURE


def _name_locked(game: Game, locks: list[tuple[str, int, int]], name: str) -> bool:
    """CR 201.2: a lock on ``name`` whose locking player's next turn has not begun yet.

    Locks whose time is over are dropped.
    """
    live = [lk for lk in locks if game.players[lk[1]].turn_started == lk[2]]
    if len(live) != len(locks):
        locks[:] = live
    return any(lk[0] == name for lk in live)


def cast_lock_this_turn(ctx: Ctx, e: fx.CastLockThisTurn) -> None:
    """The named players can't cast (noncreature) spells for the rest of the turn."""
    game = ctx.game
    kind = NONCREATURE if e.noncreature else ALL_SPELLS
    for pid in ctx.players(e.who):
        old = game.players[pid].cast_lock
        if old[0] == game.turn:
            kind = max(kind, old[1])
        game.players[pid].cast_lock = (game.turn, kind)
        game.say(f"P{pid} can't cast {'noncreature ' if kind == NONCREATURE else ''}spells")


CAST_LOCK_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    fx.CastLockThisTurn: cast_lock_this_turn,
}

__all__ = ["CAST_LOCK_EFFECTS", "cast_lock_this_turn", "cast_locked"]
