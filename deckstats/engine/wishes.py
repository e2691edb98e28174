"""Wishes: a card from outside the game into its owner's hand (CR 400.11).

"You may reveal a sorcery card you own from outside the game and put it into your hand"
(Burning Wish). Outside the game is not a zone (CR 400.11); in a tournament game it is the
player's sideboard (Magic Tournament Rules; the rules seeds are silent on it), which the
engine keeps as ``Game.outside``. The player chooses among the matching cards (one option
per distinct card, as a search, CR 701.23) and the card found leaves the sideboard. A
goldfish or matchup run gives each deck its own sideboard; a deck without one wishes for
nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deckstats.cards import effects as fx
from deckstats.engine.characteristics import card_matches
from deckstats.engine.decisions import SEARCH, Decision
from deckstats.engine.effect_ctx import Ctx
from deckstats.engine.types import Zone


def _wish(ctx: Ctx, e: fx.Wish) -> None:
    """CR 400.11: take a matching card from the controller's sideboard into their hand."""
    game = ctx.game
    pid = ctx.controller
    outside = game.outside[pid]
    names: set[str] = set()
    candidates: list[Any] = []
    for card in outside:
        if card.name not in names and card_matches(card, e.filter):
            names.add(card.name)
            candidates.append(card)
    if not candidates:
        game.say("wishes for nothing (no matching card outside the game)", pid)
        return
    # Each candidate is an object in no zone list until chosen: the wisher's view sees
    # them as options of the decision, as it sees the cards of a search (CR 701.23).
    objs = [game.new_object(card, pid, Zone.HAND) for card in sorted(candidates, key=_name)]
    ids = game.ask(pid, Decision(SEARCH, [o.oid for o in objs], False, 0, 1, amount=1))
    for o in objs:
        if o.oid in ids:
            outside.remove(o.card)
            game.players[pid].hand.append(o)
            game.say(f"wishes for {o.card.name}", pid)
        else:
            del game.objects[o.oid]


def _name(card: Any) -> str:
    return str(card.name)


#: Effect class -> resolver (registered by ``engine.zone_moves``).
WISH_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {fx.Wish: _wish}

__all__ = ["WISH_RESOLVERS"]
