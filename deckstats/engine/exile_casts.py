"""Casting and playing cards from exile (CR 400.3, 715.3d, 702.143a, 305.2).

``casting.legal_actions`` lists these with the other zones' actions: the opponent's card we
exiled and may cast this turn (Ragavan), a card on an adventure cast as its main face
(CR 715.3d), a foretold card cast for its foretell cost on a later turn (CR 702.143a), a
plotted card cast free on a later turn (CR 702.170d), and impulse draw ("you may play it
this turn"; a land uses the turn's land play, CR 305.2).
``options(obj, alt)`` is ``casting.spell_options`` for the player (a callable: casting
imports this module).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from deckstats.engine.actions import Action, CastSpell, PlayLand
from deckstats.engine.foretell import later_cast_alt

if TYPE_CHECKING:
    from deckstats.engine.game import Game


def exile_actions(
    game: Game,
    pid: int,
    sorc: bool,
    land_ok: bool,
    options: Callable[..., list[CastSpell]],
) -> list[Action]:
    """The casts and land plays ``pid`` may make from exile now (``sorc``: sorcery timing)."""
    out: list[Action] = []
    p = game.players[pid]
    for obj in game.players[1 - pid].exile if game.foreign_playable else ():
        # Ragavan: the opponent's card we exiled and may cast this turn.
        if (
            obj.playable_by == pid
            and obj.playable_on(game.turn)
            and not obj.info.is_land
            and (sorc or obj.info.is_instant_speed)
        ):
            out.extend(options(obj))
    for obj in p.exile:
        # CR 715.3d: a card on an adventure may be cast as its main face.
        if obj.on_adventure and (sorc or obj.info.is_instant_speed):
            out.extend(options(obj))
        elif obj.foretold:  # CR 702.143a foretell, 702.170d plot (``engine.foretell``)
            alt = later_cast_alt(game, obj, sorc)
            out.extend(options(obj, alt) if alt else [])
        elif obj.playable_on(game.turn):
            # Impulse draw: play it from exile (a land uses the turn's land play, CR 305.2).
            if obj.playable_by >= 0:
                if (
                    obj.playable_by == pid
                    and not obj.info.is_land
                    and (sorc or obj.info.is_instant_speed)
                ):
                    out.extend(options(obj))  # "cast" only
            elif obj.info.is_land:
                if land_ok:
                    out.append(PlayLand(obj.oid))
            elif sorc or obj.info.is_instant_speed:
                out.extend(options(obj))
    return out


__all__ = ["exile_actions"]
