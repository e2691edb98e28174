"""Rebound (CR 702.88): a spell cast from hand is exiled as it resolves, then cast again.

CR 702.88a: "If you cast this spell from your hand, exile it as it resolves. At the
beginning of your next upkeep, you may cast this card from exile without paying its mana
cost." ``StackItem.rebound`` is set when such a spell is cast from its owner's hand
(``engine.casting``); ``exile_for_rebound`` replaces the move to the graveyard (CR 608.2n)
and creates the delayed triggered ability (CR 603.7) on ``Game.delayed``, whose effect
``ReboundCast`` asks the controller and casts the card with ``costs.cast_without_paying``
(registered in ``FREE_CAST``)
(a spell cast from exile: it does not rebound again). A spell countered or fizzled does not
resolve, so it goes to the graveyard as usual (CR 702.88a, 608.2b).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from deckstats.engine.decisions import MAY, YES_NO, Decision
from deckstats.engine.types import Step, Zone

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject, StackItem


@dataclass(frozen=True, slots=True)
class ReboundCast:
    """The delayed trigger's effect: "you may cast this card from exile without paying"."""


_CAST: Final = (ReboundCast(),)

#: ``engine.costs.cast_without_paying``, registered by that module (it imports the
#: resolvers, so this one cannot import it back).
FREE_CAST: list[Callable[[Game, int, GameObject], bool]] = []


def exile_for_rebound(game: Game, item: StackItem, obj: GameObject) -> None:
    """Rebound (CR 702.88a): the resolving spell goes to exile; the next-upkeep cast is set up."""
    new = game.move(obj, Zone.EXILE)
    if new is None:
        return
    game.say(f"{new.card.name} is exiled (rebound)")
    game.delayed.append((Step.UPKEEP, item.controller, new, new.card, _CAST, item.controller))


def _rebound_cast(ctx: Ctx, e: ReboundCast) -> None:
    """CR 702.88a: the controller may cast the exiled card without paying its mana cost."""
    obj = ctx.source
    game = ctx.game
    if obj is None or obj.zone is not Zone.EXILE or game.objects.get(obj.oid) is not obj:
        return  # it left exile: the trigger does nothing (CR 400.7)
    if game.ask(ctx.controller, Decision(MAY, YES_NO, source=obj.oid)):
        FREE_CAST[0](game, ctx.controller, obj)


REBOUND_EFFECTS: dict[type, Any] = {ReboundCast: _rebound_cast}
