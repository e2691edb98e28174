"""Blitz (CR 702.152a): a creature cast for its blitz cost.

"If you cast this spell for its blitz cost, it gains haste and "When this creature dies, draw a
card." Sacrifice it at the beginning of the next end step." ``blitzed`` is called as the
permanent enters (``engine.resolve``): it gets the characteristics of a card derived from its
own with that dies trigger (the same object; in every other zone it is its printed card
again, CR 400.7), and a delayed trigger sacrifices it at the next end step (CR 603.7,
``engine.delayed``). Its haste is the spell's (``StackItem.haste``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Final

from deckstats.cards import effects as fx
from deckstats.cards.dsl import Triggered
from deckstats.cards.targets import Ref
from deckstats.cards.triggers import Dies
from deckstats.engine.derived_cards import derived_card
from deckstats.engine.effects_permanents import swap_card
from deckstats.engine.types import Step

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

#: "When this creature dies, draw a card."
DIES_DRAW: Final = Triggered(
    Dies(), (fx.DrawCards(1),), text="When this creature dies, draw a card."
)
_SACRIFICE_SELF: Final = (fx.Sacrifice(Ref.SELF),)


def _with_dies_draw(card: CardDef) -> CardDef:
    return replace(card, triggers=(*card.triggers, DIES_DRAW))


def blitzed(game: Game, obj: GameObject) -> None:
    """CR 702.152a: the dies trigger for as long as it stays; sacrificed at the next end step."""
    full = obj.full_card if obj.full_card is not None else obj.card
    swap_card(game, obj, derived_card(obj.card, "blitz", _with_dies_draw), full)
    game.delayed.append((Step.END, -1, obj, obj.card, _SACRIFICE_SELF, obj.controller))
    game.say(f"{obj.card.name} is blitzed")


__all__ = ["DIES_DRAW", "blitzed"]
