"""Morph (CR 702.37): face-down creature spells and permanents, and turning them face up.

A card cast for its morph ``AlternativeCost`` ({3}, CR 702.37c) resolves as a face-down
permanent: ``turn_face_down`` gives it the characteristics of a 2/2 creature with no text,
subtypes, colour or mana cost (CR 708.2a), keeping the card (``GameObject.full_card``) so
that it is the whole card again in any other zone (``Game.move``, CR 708.9). Its only ability
is turning it face up for its morph cost (``cards.costs.Morph``): a special action (CR
702.37e, 116.2b) that does not use the stack (``is_special_action``); ``TurnFaceUp`` swaps
the printed card back, the same object (CR 708.8). The face-down spell on the stack is the
card itself (a simplification: only its cost is the face-down one).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.costs import Morph
from deckstats.cards.dsl import Activated, Cost
from deckstats.cards.model import CardDef, CardType
from deckstats.cards.triggers import TurnedFaceUp
from deckstats.engine.effects_permanents import swap_card
from deckstats.engine.types import Zone

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_CARD_TYPE_CREATURE: Final = CardType.CREATURE

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

_TURN_UP: tuple[Any, ...] = (fx.TurnFaceUp(),)
_FACE_DOWN: dict[int, tuple[CardDef, CardDef]] = {}


def face_down_card(card: CardDef) -> CardDef:
    """The face-down 2/2 of ``card`` (CR 708.2a), its morph cost as its only ability."""
    hit = _FACE_DOWN.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    morph = next((c for c in card.costs if isinstance(c, Morph)), None)
    abilities: tuple[Any, ...] = ()
    if morph is not None:
        abilities = (Activated(Cost(mana=morph.mana, life=morph.life), _TURN_UP),)
    down = CardDef(
        name=card.name,
        cost=None,
        types=_CARD_TYPE_CREATURE,
        power=2,
        toughness=2,
        power_text="2",
        toughness_text="2",
        abilities=abilities,
        source=card.source,
    )
    _FACE_DOWN[id(card)] = (card, down)
    return down


def turn_face_down(game: Game, obj: GameObject) -> None:
    """CR 702.37c, 708.2a: the permanent that entered from a face-down spell is face down."""
    swap_card(game, obj, face_down_card(obj.card), obj.card)
    game.say(f"{obj.card.name} enters face down")


def is_special_action(ab: Activated) -> bool:
    """CR 116.2b: turning a face-down permanent face up does not use the stack."""
    return ab.effect == _TURN_UP


def _turn_face_up(ctx: Ctx, e: fx.TurnFaceUp) -> None:
    """CR 702.37e, 708.8: the permanent gets its printed characteristics back."""
    obj = ctx.source
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.full_card is None:
        return
    if obj.card is not face_down_card(obj.full_card):
        return  # face up already (or another swapped card)
    swap_card(ctx.game, obj, obj.full_card, None)
    ctx.game.say(f"{obj.card.name} is turned face up")
    for t in obj.card.triggers:  # CR 708.8: "when ~ is turned face up" (Nantuko Vigilante)
        if isinstance(t.when, TurnedFaceUp):
            ctx.game.pending.append((obj.controller, t, obj, None, 1 - obj.controller))


MORPH_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {fx.TurnFaceUp: _turn_face_up}

__all__ = ["MORPH_EFFECTS", "face_down_card", "is_special_action", "turn_face_down"]
