"""CR 701.44: "Whenever a creature you control explores" triggers (``cards.triggers.Explores``).

``engine.delayed.explore`` calls ``on_explore`` after each creature's explore action;
like ``engine.events``, it scans only the permanents with triggered abilities.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from deckstats.cards.targets import Ref
from deckstats.cards.triggers import Explores

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_YOU: Final = Ref.YOU

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def on_explore(game: Game, obj: GameObject) -> None:
    """``obj`` explored: the explore triggers of its controller's permanents."""
    pid = obj.controller
    for src in game.trigger_sources:
        if src.controller != pid:
            continue
        for t in src.info.triggers:
            if isinstance(t.when, Explores) and t.when.who == _REF_YOU:
                game.pending.append((pid, t, src, obj, 1 - pid))


__all__ = ["on_explore"]
