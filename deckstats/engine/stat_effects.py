"""The engine side of ``cards.effects_stat``: abilities granted until end of turn, the top card.

``GainAbilityEot`` gives each permanent the characteristics of a card derived from its own
with the quoted abilities added (CR 613.1f), as ``engine.animate`` does for creature lands:
the permanent is marked ``animated``, so the cleanup step gives it back its own card's
characteristics (CR 514.2, ``animate.end_animation``). A "dies" trigger it gained looks back
at the permanent as it last existed (CR 603.10a), so it triggers as the creature dies.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from deckstats.cards import effects_stat as es
from deckstats.cards.model import CardDef
from deckstats.engine.effect_ctx import Ctx
from deckstats.engine.info import card_info
from deckstats.engine.types import Zone

#: (card, effect) -> (card, the card with the abilities added), made once.
_GRANTED: dict[tuple[int, int], tuple[CardDef, CardDef]] = {}


def _with_granted(card: CardDef, e: es.GainAbilityEot) -> CardDef:
    key = (id(card), id(e))
    hit = _GRANTED.get(key)
    if hit is None or hit[0] is not card:
        new = replace(
            card, triggers=card.triggers + e.triggers, abilities=card.abilities + e.abilities
        )
        hit = _GRANTED[key] = (card, new)
    return hit[1]


def _gain_ability_eot(ctx: Ctx, e: es.GainAbilityEot) -> None:
    """CR 611.2a, 613.1f: each permanent has the abilities until the cleanup step (514.2)."""
    game = ctx.game
    for obj in ctx.objs(e.target):
        info = card_info(_with_granted(obj.card, e))
        if info.has_triggers and not obj.info.has_triggers:
            game.trigger_sources.append(obj)
        obj.info = info
        obj.animated = True  # the cleanup step restores its own (``animate.end_animation``)
        game.say(f"{obj.card.name} gains an ability until end of turn")


def _exile_top(ctx: Ctx, e: es.ExileTop) -> None:
    """CR 406.3: the top cards of the library go to exile (no permission to play them)."""
    game = ctx.game
    for pid in ctx.players(e.player):
        lib = game.players[pid].library
        for _ in range(min(e.count, len(lib))):
            card = lib[-1]
            game.move(card, Zone.EXILE)
            game.say(f"exiles {card.card.name} from the top of the library")


def _choose_target(ctx: Ctx, e: es.ChooseTarget) -> None:
    """CR 601.2c: the target was chosen as the spell was cast; nothing happens now."""


STAT39_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    es.GainAbilityEot: _gain_ability_eot,
    es.ExileTop: _exile_top,
    es.ChooseTarget: _choose_target,
}

__all__ = ["STAT39_RESOLVERS"]
