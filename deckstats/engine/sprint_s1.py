"""Round 40 sprint (helper ``s1``): "whenever a player loses life" triggers.

``triggers.LosesLife`` (Bloodthirsty Conqueror; CR 119.3, 603.2): every life loss (damage
to a player, CR 120.3a; an effect or a life payment, CR 119.4) triggers it once per event;
its "that much" (the effects' X) is the life lost (``events_more._that_much``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.targets import Ref
from deckstats.cards.triggers import LosesLife
from deckstats.engine.events_more import _that_much

if TYPE_CHECKING:
    from deckstats.engine.game import Game


def on_lose_life(game: Game, pid: int, amount: int) -> None:
    """CR 119.3, 603.2: player ``pid`` lost ``amount`` life: its "loses life" triggers."""
    for src in game.trigger_sources:
        for t in src.info.triggers:
            w = t.when
            if not isinstance(w, LosesLife):
                continue
            mine = src.controller == pid
            if w.who == Ref.EACH_PLAYER or (w.who == Ref.YOU) == mine:
                game.pending.append((src.controller, _that_much(t, amount), src, None, pid))


__all__ = ["on_lose_life"]
