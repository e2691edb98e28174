"""CR 702.16: protection, printed, until end of turn, or granted by a static ability.

A permanent has protection from a quality through its printed ``Protection`` modifier,
an effect until end of turn (``GameObject.temp_protection``), or a static ability of
another permanent ("Equipped creature gets +2/+2 and has protection from red and from
blue": Sword of Fire and Ice; ``Static.protection``, read by
``characteristics.granted_protection``). Protection stops Damage, blocking (Blocked by),
and Targeting (CR 702.16b-e) where the engine asks ``protected``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.engine.characteristics import granted_protection, protected_from_player
from deckstats.engine.flags import PROTECTION
from deckstats.engine.modifiers import protected_from

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def protected(game: Game, obj: GameObject, source: CardDef, controller: int = -1) -> bool:
    """CR 702.16a: whether ``obj`` has protection from a source like ``source`` now.

    ``controller`` is the source's controller, for protection from a player (CR 702.16j:
    True-Name Nemesis), -1 when unknown.
    """
    if game.static_sources:
        if int(source.colors) & granted_protection(game, obj):
            return True
        if 0 <= controller != obj.controller and protected_from_player(game, obj):
            return True
    printed = obj.info.keywords & PROTECTION or obj.temp_protection
    return bool(printed) and protected_from(obj, source)


__all__ = ["protected"]
