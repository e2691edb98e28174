"""Card definitions derived from printed ones, made once per (card, tag) and kept.

A permanent whose characteristics an effect changes for as long as it stays (a Thriving
land's chosen colour, CR 607.2d; a nonbasic land under Blood Moon, CR 305.7) gets a derived
``CardDef``; the same printed card and tag give the same object, so the engine's caches keyed
by card identity keep working.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef

#: (id of the printed card, tag) -> (printed card, derived card).
_DERIVED: dict[tuple[int, str], tuple[CardDef, CardDef]] = {}


def derived_card(card: CardDef, tag: str, make: Callable[[CardDef], CardDef]) -> CardDef:
    """``make(card)``, computed once per printed ``card`` and ``tag`` (the identity is kept)."""
    key = (id(card), tag)
    hit = _DERIVED.get(key)
    if hit is not None and hit[0] is card:
        return hit[1]
    derived = make(card)
    _DERIVED[key] = (card, derived)
    return derived


__all__ = ["derived_card"]
