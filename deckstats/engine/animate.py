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
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.effects_act import LoseAbilities
from deckstats.cards.model import NO_KEYWORD, NO_TYPE, CardDef, CardType, Keyword, color_from_letter
from deckstats.cards.targets import Ref
from deckstats.engine.characteristics import matches
from deckstats.engine.effects_permanents import swap_card, sync_sources
from deckstats.engine.grants import lose_all_abilities
from deckstats.engine.info import card_info

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
Animate: Final = fx.Animate

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_CARD_TYPE_ARTIFACT: Final = CardType.ARTIFACT
_CARD_TYPE_CREATURE: Final = CardType.CREATURE
_REF_SELF: Final = Ref.SELF

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
        if e.lose_all:  # CR 613.1f, 205.1a: Oko's Elk (engine.grants' loss of abilities)
            card = replace(
                lose_all_abilities(card),
                types=_CARD_TYPE_CREATURE,
                subtypes=(),
                supertypes=card.supertypes,
            )
        hit = replace(
            card,
            types=card.types
            | _CARD_TYPE_CREATURE
            | (_CARD_TYPE_ARTIFACT if e.artifact else NO_TYPE),
            power=e.power,
            toughness=e.toughness,
            power_text=str(e.power),
            toughness_text=str(e.toughness),
            colors=colors,
            subtypes=e.subtypes if e.replace_subtypes else card.subtypes + e.subtypes,
            keywords=_keywords(card, e),
            triggers=card.triggers + e.triggers,
            abilities=card.abilities + e.abilities,
            modifiers=card.modifiers + e.modifiers,
        )
        _DERIVED[key] = hit
    return hit


def _keywords(card: CardDef, e: fx.Animate) -> Keyword:
    """The animated form's keywords: the card's, those added, less those lost."""
    kw = card.keywords | e.keywords
    return kw & ~e.loses if e.loses else kw


def animate(ctx: Ctx, e: fx.Animate) -> None:
    """CR 611.2, 613: the source (or the target) becomes a creature until end of turn.

    An X/X body reads its size now (CR 608.2h); a permanent animation ("that's still a
    land", no duration) swaps the card for the animated one while it stays on the
    battlefield (CR 611.2a, 400.7: elsewhere it is the printed card again).
    """
    game = ctx.game
    if e.size is not None:
        n = max(ctx.amount(e.size), 0)
        e = replace(e, power=n, toughness=n, size=None)
    objs: list[GameObject | None]
    if e.group is not None:  # "Artifacts you control become ..." (CR 611.2c: fixed now)
        objs = [o for o in game.players[ctx.controller].battlefield if matches(game, o, e.group)]
    else:
        objs = [ctx.source] if e.target == _REF_SELF else list(ctx.objs(e.target))
    for obj in objs:
        if obj is None or obj not in game.players[obj.controller].battlefield:
            continue
        if e.permanent:
            base = obj.card
            full = obj.full_card if obj.full_card is not None else base
            swap_card(game, obj, _derived(base, e), full)
            game.say(f"{base.name} becomes a {e.power}/{e.toughness} creature")
        else:
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
        _animate_object(game, obj, Animate(mv, mv, artifact=True))
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
    old = obj.info
    obj.info = card_info(_derived(base, e))
    sync_sources(game, obj, old, obj.info)
    obj.animated = True
    game.sba_dirty = True
    game.say(f"{base.name} becomes a {e.power}/{e.toughness} creature")


def end_animation(game: Game, obj: GameObject) -> None:
    """CR 514.2: the animation ends; the printed characteristics come back."""
    old = obj.info
    obj.info = card_info(obj.card)
    sync_sources(game, obj, old, obj.info)
    obj.animated = False


def _without(card: CardDef, e: LoseAbilities) -> CardDef:
    """``card`` less the abilities ``e`` takes (cached per card and effect)."""
    key = (id(card), e)
    hit = _LOST.get(key)
    if hit is None or hit.name != card.name:
        if e.everything:
            hit = replace(
                card, keywords=NO_KEYWORD, abilities=(), triggers=(), statics=(), modifiers=()
            )
        else:
            hit = replace(card, keywords=card.keywords & ~e.keywords)
        _LOST[key] = hit
    return hit


_LOST: dict[tuple[int, LoseAbilities], CardDef] = {}


def lose_abilities(ctx: Ctx, e: LoseAbilities) -> None:
    """CR 611.2c: the permanents named now lose the abilities until end of turn (CR 514.2)."""
    game = ctx.game
    if e.group is not None:
        objs = [
            o
            for pid in (0, 1)
            if pid != ctx.controller
            for o in game.players[pid].battlefield
            if matches(game, o, e.group)
        ]
    else:
        objs = ctx.objs(e.target)
    for obj in objs:
        old = obj.info
        obj.info = card_info(_without(obj.card, e))
        sync_sources(game, obj, old, obj.info)
        obj.animated = True  # restored in the cleanup step (``end_animation``)
        game.say(f"{obj.card.name} loses abilities until end of turn")


ANIMATE_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    fx.Animate: animate,
    fx.AnimateTarget: animate_target,
    LoseAbilities: lose_abilities,
}

__all__ = ["ANIMATE_EFFECTS", "animate", "end_animation", "end_next_turn_animations"]
