"""Resolver of added creature types (``cards.keyword_counters``).

Keyword counters are ``PutCounters``, their keyword given by ``engine.counter_mods``
(CR 122.1b). ``AddSubtypes`` gives the permanent the characteristics of a card derived
from its own (made once per card, ``engine.derived_cards``) for as long as it stays on the
battlefield: "becomes an Angel in addition to its other types" adds the subtype (CR
205.1b). In every other zone the object is its printed card again
(``GameObject.full_card``, a new object, CR 400.7).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from deckstats.cards.keyword_counters import AddSubtypes
from deckstats.engine.derived_cards import derived_card
from deckstats.engine.effects_permanents import swap_card
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.state import GameObject


def _reshape(ctx: Ctx, obj: GameObject, tag: str, make: Callable[[CardDef], CardDef]) -> None:
    """``obj`` takes a derived form of its current card (its printed one kept for later)."""
    full = obj.full_card if obj.full_card is not None else obj.card
    swap_card(ctx.game, obj, derived_card(obj.card, tag, make), full)


def _add_subtypes(ctx: Ctx, e: AddSubtypes) -> None:
    """CR 205.1b: each target gains the subtypes, keeping its other types."""
    for o in ctx.objs(e.target):
        new = tuple(t for t in e.subtypes if t not in o.card.subtypes)
        if o.zone is Zone.BATTLEFIELD and new:
            tag = "sub:" + ",".join(new)
            _reshape(ctx, o, tag, _with_subtypes(new))


def _with_subtypes(add: tuple[str, ...]) -> Callable[[CardDef], CardDef]:
    """The derivation that appends the subtypes ``add`` (CR 205.1b)."""

    def make(card: CardDef) -> CardDef:
        return replace(card, subtypes=card.subtypes + add)

    return make


KEYWORD_COUNTER_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    AddSubtypes: _add_subtypes,
}

__all__ = ["KEYWORD_COUNTER_RESOLVERS"]
