"""CR 114: emblems in the command zone, with static abilities (``cards.emblems``).

``GetEmblem`` creates an object in the command zone controlled by the player who gets it
(CR 114.2), with the emblem's static abilities; it joins ``Game.static_sources``, so
``engine.characteristics`` applies them like a permanent's (CR 114.4: an emblem's
abilities work from the command zone). Nothing removes an emblem (CR 114.1).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards.emblems import GetEmblem
from deckstats.cards.model import NO_TYPE, CardDef
from deckstats.cards.targets import Ref
from deckstats.engine.effect_ctx import Ctx
from deckstats.engine.types import Zone

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_YOU: Final = Ref.YOU

if TYPE_CHECKING:
    from deckstats.engine.game import Game


def _get_emblem(ctx: Ctx, e: GetEmblem) -> None:
    """CR 114.2: the controller gets an emblem; its statics apply from now on."""
    game = ctx.game
    name = f"{ctx.source.card.name} emblem" if ctx.source is not None else "Emblem"
    card = CardDef(
        name=name,
        cost=None,
        types=NO_TYPE,
        statics=tuple(e.statics),
        modifiers=e.modifiers,
        triggers=tuple(e.triggers),
    )
    for pid in [ctx.controller] if e.player == _REF_YOU else ctx.players(e.player):
        _emblem_for(game, card, pid, name)


def _emblem_for(game: Game, card: CardDef, pid: int, name: str) -> None:
    """CR 114.2: ``pid`` gets the emblem ``card``; its abilities work from now on (CR 114.4)."""
    obj = game.new_object(card, pid, Zone.COMMAND)
    obj.controller = pid
    if card.triggers:
        game.trigger_sources.append(obj)  # CR 114.4: they trigger from the command zone
    if card.statics:
        game.static_sources.append(obj)
    if card.modifiers:
        game.modifier_sources.append(obj)  # (engine.static_rules: no maximum hand size)
    game.say(f"gets an emblem ({name})")


EMBLEM_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {GetEmblem: _get_emblem}

__all__ = ["EMBLEM_EFFECTS"]
