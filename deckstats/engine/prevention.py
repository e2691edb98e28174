"""Static damage prevention and life floors (``cards.prevention``; CR 615, 614.1a).

``engine.damage.deal_damage`` calls ``after_prevention`` when ``Game.modifier_sources`` is
not empty: each ``DamagePrevention`` of a permanent on the battlefield that protects the
damaged player (its controller: "to you") or the damaged permanent itself ("to ~") prevents
the damage (CR 615.1a; not when damage can't be prevented this turn, CR 615.12), removing a counter
from the shield where the text says so (Phantom Centaur: one per prevented event). A
``LifeFloor`` (Worship) then lowers damage to its controller so that their life total stays
at the floor while they control a creature (CR 614.1a: a replacement, not prevention).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.prevention import DamageAsCounters, DamagePrevention, LifeFloor
from deckstats.engine.counter_mods import put_counters
from deckstats.engine.life_locks import unpreventable
from deckstats.engine.types import FIRST_OBJECT_ID

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def _prevents(game: Game, target: int, combat: bool) -> bool:
    """CR 615.1a: whether a shield on the battlefield prevents this damage."""
    if unpreventable(game):
        return False  # CR 615.12: damage can't be prevented (this turn)
    for src in game.modifier_sources:
        for m in src.info.modifiers:
            if not isinstance(m, DamagePrevention) or (m.combat_only and not combat):
                continue
            if (m.to == "you" and target == src.controller) or (
                m.to == "self" and target == src.oid
            ):
                if m.remove_counter and src.counters and src.counters.get(m.remove_counter):
                    src.counters[m.remove_counter] -= 1
                    game.sba_dirty = True
                return True
    return False


def _floored(game: Game, target: int, amount: int) -> int:
    """CR 614.1a: damage lowered so its player's life stays at a ``LifeFloor``."""
    for src in game.modifier_sources:
        for m in src.info.modifiers:
            if not isinstance(m, LifeFloor) or src.controller != target:
                continue
            p = game.players[target]
            if m.if_creature and not any(o.info.is_creature for o in p.battlefield):
                continue
            amount = min(amount, max(p.life - m.floor, 0))
    return amount


def after_prevention(game: Game, target: int, amount: int, combat: bool) -> int:
    """The damage still dealt to ``target`` (a player or permanent id) after shields."""
    if _prevents(game, target, combat):
        return 0
    return _floored(game, target, amount) if target < FIRST_OBJECT_ID else amount


def counters_instead(game: Game, controller: int, obj: GameObject, combat: bool) -> str:
    """CR 614.1a: the counter kind put instead of noncombat damage to ``obj``, or "".

    Soul-Scar Mage: a source of its controller's, a creature of an opponent's.
    """
    if combat or obj.controller == controller:
        return ""
    for src in game.modifier_sources:
        if src.controller != controller:
            continue
        for m in src.info.modifiers:
            if isinstance(m, DamageAsCounters):
                return m.kind
    return ""


def as_counters(game: Game, controller: int, obj: GameObject, amount: int, combat: bool) -> bool:
    """CR 614.1a: put counters on ``obj`` instead of the damage, if a permanent says so."""
    kind = counters_instead(game, controller, obj, combat)
    if kind:
        put_counters(game, obj, kind, amount)
    return bool(kind)


__all__ = ["after_prevention", "as_counters", "counters_instead"]
