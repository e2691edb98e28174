"""CR 305.7, 613.1d: "Nonbasic lands are Mountains." (Blood Moon, Magus of the Moon).

While a permanent with ``CardDef.nonbasic_lands_are`` is on the battlefield, every
nonbasic land has that basic land type instead of its other land types and loses the
abilities of its rules text, gaining the basic type's mana ability (CR 305.7). The engine
gives each such land the characteristics of a derived card (``land_of_type``) as it enters
or as the first such permanent enters, and its own back when the last one leaves; in every
other zone it is its printed card (``GameObject.full_card``). A land that becomes a
Mountain as it enters has no "enters tapped" or enters-triggered abilities any more
(CR 614.12: replacement effects are read from the permanent as it would exist).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Final

from deckstats.cards.dsl import mana_ability
from deckstats.cards.model import Supertype
from deckstats.engine.derived_cards import derived_card
from deckstats.engine.effects_permanents import swap_card

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_SUPERTYPE_BASIC: Final = Supertype.BASIC

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

_MANA: Final = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def land_of_type(card: CardDef, basic: str) -> CardDef:
    """``card`` as a land of basic type ``basic`` with no other abilities (made once)."""
    return derived_card(card, "land:" + basic, lambda c: _as_basic_type(c, basic))


def _as_basic_type(card: CardDef, basic: str) -> CardDef:
    return replace(
        card,
        subtypes=(basic,),
        abilities=(mana_ability(_MANA[basic]),),
        triggers=(),
        statics=(),
        modifiers=(),
        costs=(),
        etb_tapped=None,
        enters_with=None,
        chooses_color=None,
        chooses_name=False,
        extra_land_plays=0,
    )


def _affected(obj: GameObject) -> bool:
    return obj.info.is_land and not obj.card.supertypes & _SUPERTYPE_BASIC


def change_type(game: Game, obj: GameObject, basic: str) -> None:
    """One nonbasic land takes the basic type (remembering its own characteristics)."""
    if not _affected(obj) or obj.oid in game.retyped:
        return
    game.retyped[obj.oid] = (obj.card, obj.full_card)
    full = obj.full_card if obj.full_card is not None else obj.card
    swap_card(game, obj, land_of_type(obj.card, basic), full)


def on_enter(game: Game, obj: GameObject) -> None:
    """A permanent entered: a Blood Moon retypes every nonbasic land; a land is retyped."""
    basic = obj.card.nonbasic_lands_are
    if basic:
        game.moons.append(obj)
        for p in game.players:
            for o in list(p.battlefield):
                change_type(game, o, basic)
    elif game.moons:
        change_type(game, obj, game.moons[0].card.nonbasic_lands_are)


def on_leave(game: Game, obj: GameObject) -> None:
    """A permanent left: the last Blood Moon gone, the lands get their own characteristics."""
    game.retyped.pop(obj.oid, None)
    if obj not in game.moons:
        return
    game.moons.remove(obj)
    if game.moons:
        return
    for oid, (card, full) in list(game.retyped.items()):
        o = game.objects.get(oid)
        if o is not None:
            swap_card(game, o, card, full)
    game.retyped.clear()


__all__ = ["change_type", "land_of_type", "on_enter", "on_leave"]
