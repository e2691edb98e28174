"""State triggers (CR 603.8): "When ~ has no ice counters on it" (Dark Depths).

A state-triggered ability triggers whenever the game state matches its condition; it
does not trigger again until that ability has resolved, been countered or otherwise left
the stack (CR 603.8). The state-based-action pass (``engine.sba``) asks each permanent
with such an ability (``CardInfo.state_triggers``) whenever something on the battlefield
changed (``Game.sba_dirty``): counters put or removed, damage, a permanent moved, a
permanent becoming a copy. The ability waits in ``Game.pending`` like any other and is
put on the stack with the next triggers (CR 603.3b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.dsl import Triggered
from deckstats.cards.effects import MayDo
from deckstats.cards.triggers import StateTrigger

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def _holds(game: Game, obj: GameObject, when: StateTrigger) -> bool:
    """The condition of ``when`` is true of ``obj`` now."""
    if when.counter and obj.counter(when.counter) > 0:
        return False
    return not when.min_power or game.power(obj) >= when.min_power


def _waiting(game: Game, obj: GameObject, t: Triggered) -> bool:
    """CR 603.8: the ability already triggered and has not left the stack yet."""
    for _c, trig, src, _about, _d in game.pending:
        if trig is t and src is obj:
            return True
    for item in game.stack:
        if item.kind != "trigger" or item.obj is not obj:
            continue
        eff = item.effects
        if eff is t.effect or (
            len(eff) == 1 and isinstance(eff[0], MayDo) and eff[0].effect is t.effect
        ):
            return True
    return False


def check_state_triggers(game: Game, obj: GameObject) -> None:
    """Trigger each state-triggered ability of the permanent whose condition holds."""
    for t in obj.info.state_triggers:
        when = t.when
        if (
            isinstance(when, StateTrigger)
            and _holds(game, obj, when)
            and not _waiting(game, obj, t)
        ):
            game.pending.append((obj.controller, t, obj, obj, 1 - obj.controller))


__all__ = ["check_state_triggers"]
