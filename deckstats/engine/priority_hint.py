"""CR 117.1: the engine's cheap test whether a player could act outside its main phase.

``has_instant_action`` (moved here from ``engine.casting`` to keep that module small): the
priority loop (``engine.stack``) skips asking an agent that promised to act only in its main
phase when nothing instant-speed is possible.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.costs import Channel, Cycling
from deckstats.engine.costs import can_flashback
from deckstats.engine.info import card_info
from deckstats.engine.static_rules import has_flash_grant

if TYPE_CHECKING:
    from deckstats.engine.game import Game


def has_instant_action(game: Game, pid: int) -> bool:
    """CR 117.1: cheap test: could ``pid`` do anything but pass outside its main phase?

    It may answer True when every option turns out unpayable (``legal_actions`` decides);
    it never answers False while an option exists (``tests/engine/test_priority_hint.py``):
    an instant or flash card in hand, or the instant half of an Adventure or split card
    (CR 715.3, 709.3); cycling and channel (CR 702.29a, 602.2); a flashback instant in
    the graveyard (CR 702.34a); an instant-speed card on an adventure or playable from
    exile (CR 715.3d); any spell while its player may cast spells as though they had flash
    (CR 702.8a, ``engine.static_rules``); an activated ability, including a mana ability
    whose rider does something (CR 602.2, 605.3a; ``CardInfo.acts_any_time``).
    """
    p = game.players[pid]
    flash = bool(game.modifier_sources) and has_flash_grant(game, pid)  # Borne Upon a Wind
    for obj in p.hand:
        info = obj.info
        if (info.is_instant_speed or flash) and not info.is_land:
            return True
        if info.costs and any(isinstance(c, (Cycling, Channel)) for c in info.costs):
            return True  # CR 702.29a, 602.2: cycling and channel any time you have priority
        fc = info.other_face
        if fc is not None and card_info(fc).is_instant_speed:
            return True  # CR 715.3a, 709.3: Stomp, the instant half of a split card
    if p.cost_options:
        for obj in p.graveyard:
            ok = (obj.info.costs or obj.flashback_turn) and obj.info.is_instant_speed
            if ok and can_flashback(game, obj) != 0:
                return True  # CR 702.34a: an instant-speed flashback
    for obj in p.exile:
        if (obj.on_adventure or obj.playable_on(game.turn)) and obj.info.is_instant_speed:
            return True
    return any(obj.info.acts_any_time for obj in p.battlefield)


__all__ = ["has_instant_action"]
