"""Umbra armor (CR 702.89a): an Aura that is destroyed instead of the permanent it enchants.

"If enchanted permanent would be destroyed, instead remove all damage from it and destroy
this Aura." A replacement effect (CR 614.1a) of the Aura (``CardDef.umbra_armor``): read
by ``Game.destroy`` and by the state-based destruction for lethal damage (CR 704.5g-h,
``engine.sba``) before regeneration. With several such Auras one is destroyed (the
controller's choice: the first found). Only a permanent about to be destroyed is looked at:
no per-game cost otherwise.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def umbra_saves(game: Game, obj: GameObject) -> bool:
    """CR 702.89a: if an Aura with umbra armor enchants ``obj``, it is destroyed instead."""
    oid = obj.oid
    for p in game.players:
        for aura in p.battlefield:
            if aura.attached_to == oid and aura.card.umbra_armor and aura is not obj:
                obj.damage = 0
                obj.deathtouched = False
                game.say(f"{aura.card.name} is destroyed instead of {obj.card.name}")
                game.destroy(aura)
                return True
    return False


__all__ = ["umbra_saves"]
