"""Casting spells as though they had flash (CR 702.8a, 307.1; ``cards.flash_grants``).

``flash_granted`` answers whether a permanent ``pid`` controls lets ``pid`` cast ``card``
at instant speed now; it reads ``Game.modifier_sources`` only (empty in most games, so the
check costs one list test).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.flash_grants import FlashGrant
from deckstats.engine.characteristics import card_matches

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def flash_granted(game: Game, pid: int, card: CardDef) -> bool:
    """CR 702.8a: may ``pid`` cast ``card`` as though it had flash?"""
    for src in game.modifier_sources:
        if src.controller != pid:
            continue
        for m in src.info.modifiers:
            if type(m) is FlashGrant and card_matches(card, m.spells):
                return True
    return False


def flash_ok(game: Game, pid: int, obj: GameObject) -> bool:
    """CR 702.8a: ``obj`` in hand may be cast now by a flash grant (Rattlechains)."""
    return bool(game.modifier_sources) and flash_granted(game, pid, obj.card)


def any_flash_grant(game: Game, pid: int) -> bool:
    """Whether ``pid`` controls a permanent granting flash to some spells (a cheap hint)."""
    return any(
        src.controller == pid and any(type(m) is FlashGrant for m in src.info.modifiers)
        for src in game.modifier_sources
    )
