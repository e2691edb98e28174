"""Damage dealt to a player or a permanent (CR 120): the one ``deal_damage`` of the engine.

Shields and prevention first (CR 615), then the result by the recipient: life loss or
poison for a player (CR 120.3a, 702.90b), marked damage or -1/-1 counters for a creature
(CR 120.3d-e), loyalty removed from a planeswalker (CR 120.3c); lifelink (CR 702.15b) and
deathtouch (CR 702.2b) of the source; the "deals damage" triggers last.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.engine.cant_lose import floored_damage
from deckstats.engine.counter_mods import player_counters
from deckstats.engine.events_more import on_damage, record_damage
from deckstats.engine.flags import COUNTER_DAMAGE, DEATHTOUCH, INFECT, LIFELINK, PROTECTION
from deckstats.engine.life_locks import unpreventable
from deckstats.engine.prevention import after_prevention, as_counters
from deckstats.engine.protection import protected
from deckstats.engine.shields import shielded
from deckstats.engine.sprint_s1 import on_lose_life
from deckstats.engine.types import FIRST_OBJECT_ID, Zone

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def deal_damage(
    game: Game,
    source: GameObject | None,
    controller: int,
    target: int,
    amount: int,
    combat: bool = False,
) -> int:
    """CR 120.3: ``source`` deals ``amount`` damage to a player or permanent id.

    Damage to a player causes life loss (or poison with infect, CR 702.90b); to a
    creature it is marked (or -1/-1 counters with infect/wither); to a planeswalker it
    removes loyalty (CR 120.3c). Lifelink gains life (CR 702.15b); deathtouch marks the
    creature for destruction (CR 702.2b). Returns the damage dealt (0 is not dealt,
    CR 120.8).
    """
    if amount > 0 and game.damage_shields:
        amount = shielded(game, source, controller, target, amount, combat)  # CR 615.7
    if amount > 0 and game.modifier_sources:
        amount = after_prevention(game, target, amount, combat)  # CR 615 (Worship, ...)
    if amount > 0 and target < FIRST_OBJECT_ID and game.players[target].floor[0] == game.turn:
        amount = floored_damage(game, target, amount)  # CR 614.1a: Angel's Grace
    if amount <= 0 or (target < FIRST_OBJECT_ID and game.players[target].protected):
        return 0  # CR 702.16: a player with protection from everything is dealt none
    game.sba_dirty = True
    kw = (
        game.keywords(source)
        if source is not None and source.zone is Zone.BATTLEFIELD
        else (source.info.keywords if source is not None else 0)
    )
    if target < FIRST_OBJECT_ID:
        if kw & INFECT:
            game.players[target].poison += player_counters(game, target, amount)
        else:
            game.players[target].life -= amount
            game.players[target].life_lost_turn += amount
            if game.trigger_sources:
                on_lose_life(game, target, amount)  # CR 120.3a: damage is life loss
        if target != controller:
            game.players[controller].damage_dealt_turn += amount
    else:
        obj = game.objects.get(target)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            return 0
        if (
            (obj.info.keywords & PROTECTION or obj.temp_protection or game.static_sources)
            and source is not None
            and not unpreventable(game)  # CR 615.12: can't be prevented
            and protected(game, obj, source.card, source.controller)
        ):
            return 0  # CR 702.16e: damage from a source with the quality is prevented
        if obj.info.is_creature:
            if game.modifier_sources and as_counters(game, controller, obj, amount, combat):
                return 0  # CR 614.1a: counters instead (Soul-Scar Mage; engine.prevention)
            if source is not None:
                record_damage(game, target, source.oid)  # Sengir Vampire (CR 120.3)
            if kw & COUNTER_DAMAGE:
                c = obj.counters if obj.counters is not None else {}
                c["-1/-1"] = c.get("-1/-1", 0) + amount
                obj.counters = c
            else:
                obj.damage += amount
            if kw & DEATHTOUCH:
                obj.deathtouched = True
        elif obj.info.is_planeswalker:
            if source is not None:  # "a permanent dealt damage by ~" (Torch the Tower)
                record_damage(game, target, source.oid)
            c = obj.counters if obj.counters is not None else {}
            c["loyalty"] = c.get("loyalty", 0) - amount
            obj.counters = c
        if obj.controller != controller:
            game.players[controller].damage_dealt_turn += amount
    if kw & LIFELINK:
        game.gain_life(controller, amount)
    if game.trigger_sources and source is not None:
        on_damage(game, source, target, combat, amount)  # "whenever ~ deals damage ..."
    if game.record_log:
        name = source.card.name if source is not None else "?"
        tname = f"P{target}" if target < FIRST_OBJECT_ID else game.objects[target].card.name
        game.say(f"{name} deals {amount} damage to {tname}")
    return amount


__all__ = ["deal_damage"]
