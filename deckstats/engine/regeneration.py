"""Regeneration (CR 701.19): a shield that replaces one destruction of a permanent.

``Game.destroy`` and the state-based destruction for lethal damage (CR 704.5g-h,
``engine.sba``) use a shield (``GameObject.regen_shields``, set by "Regenerate ~") after
umbra armor (``engine.umbra``) had its chance.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def regenerate(game: Game, obj: GameObject) -> bool:
    """CR 701.19a-b: a regeneration shield replaces one destruction.

    The shield is used up; instead of being destroyed the permanent is tapped, all
    damage is removed from it and it is removed from combat. True if a shield was used.
    """
    if obj.regen_shields <= 0:
        return False
    obj.regen_shields -= 1
    obj.damage = 0
    obj.deathtouched = False
    obj.tapped = True
    obj.attacking = False
    obj.blocking = 0
    game.say(f"{obj.card.name} regenerates")
    return True
