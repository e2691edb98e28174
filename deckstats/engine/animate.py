"""Creature lands: a permanent that becomes a creature until end of turn (``Animate``).

``Animate`` (``cards.effects``) resolves by giving the permanent the characteristics of a card
derived from its own: the creature type added, the base power and toughness, the colours
(CR 105.3: they replace its own), creature subtypes, keywords and triggered abilities added;
every other type and ability is kept (CR 205.1b, 613.1d-f). ``end_animation`` restores the
printed card's characteristics in the cleanup step (CR 514.2). Summoning sickness still applies
(CR 302.6: a land played this turn can't attack when animated).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from deckstats.cards import effects as fx
from deckstats.cards.model import NO_TYPE, CardDef, CardType, Keyword, color_from_letter
from deckstats.engine.info import card_info

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

_DERIVED: dict[tuple[int, fx.Animate], CardDef] = {}


def _derived(card: CardDef, e: fx.Animate) -> CardDef:
    """The animated form of ``card`` (cached: one per card and effect)."""
    key = (id(card), e)
    hit = _DERIVED.get(key)
    if hit is None or hit.name != card.name:
        colors = card.colors
        if e.colors:
            colors = color_from_letter(e.colors[0])
            for ch in e.colors[1:]:
                colors |= color_from_letter(ch)
        hit = replace(
            card,
            types=card.types | CardType.CREATURE | (CardType.ARTIFACT if e.artifact else NO_TYPE),
            power=e.power,
            toughness=e.toughness,
            power_text=str(e.power),
            toughness_text=str(e.toughness),
            colors=colors,
            subtypes=card.subtypes + e.subtypes,
            keywords=_keywords(card, e),
            triggers=card.triggers + e.triggers,
        )
        _DERIVED[key] = hit
    return hit


def _keywords(card: CardDef, e: fx.Animate) -> Keyword:
    """The animated form's keywords: the card's, those added, less those lost."""
    kw = card.keywords | e.keywords
    return kw & ~e.loses if e.loses else kw


def animate(ctx: Ctx, e: fx.Animate) -> None:
    """CR 611.2, 613: the source becomes a creature until end of turn."""
    obj = ctx.source
    game = ctx.game
    if obj is None or obj not in game.players[obj.controller].battlefield:
        return
    _animate_object(game, obj, e)


def animate_target(ctx: Ctx, e: fx.AnimateTarget) -> None:
    """CR 611.2, 613.1d, 613.4b: each target becomes an artifact creature, P/T its mana value.

    "Until your next turn" (Karn, the Great Creator): the form stays through the cleanup
    steps until the controller's next turn begins (``end_next_turn_animations``).
    """
    game = ctx.game
    for obj in ctx.objs(e.target):
        if obj.info.is_creature:
            continue  # the target is a noncreature artifact as it resolves (CR 608.2b)
        mv = obj.info.mana_value
        _animate_object(game, obj, fx.Animate(mv, mv, artifact=True))
        if e.until_next_turn:
            game.animated_until[obj.oid] = ctx.controller


def end_next_turn_animations(game: Game, active: int) -> None:
    """CR 611.2b: "until your next turn" animations of ``active``'s effects end now."""
    for oid, pid in list(game.animated_until.items()):
        if pid != active:
            continue
        del game.animated_until[oid]
        obj = game.objects.get(oid)
        if obj is not None and obj.animated:
            end_animation(game, obj)


def _animate_object(game: Game, obj: GameObject, e: fx.Animate) -> None:
    """The permanent takes the animated form ``e`` derives from its card."""
    base = obj.card
    info = card_info(_derived(base, e))
    if info.has_triggers and not obj.info.has_triggers:
        game.trigger_sources.append(obj)
    obj.info = info
    obj.animated = True
    game.sba_dirty = True
    game.say(f"{base.name} becomes a {e.power}/{e.toughness} creature")


def end_animation(game: Game, obj: GameObject) -> None:
    """CR 514.2: the animation ends; the printed characteristics come back."""
    base = card_info(obj.card)
    if obj.info.has_triggers and not base.has_triggers and obj in game.trigger_sources:
        game.trigger_sources.remove(obj)
    obj.info = base
    obj.animated = False


ANIMATE_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    fx.Animate: animate,
    fx.AnimateTarget: animate_target,
}

__all__ = ["ANIMATE_EFFECTS", "animate", "end_animation", "end_next_turn_animations"]
