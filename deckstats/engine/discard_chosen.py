"""CR 701.9, 201.3: discard every card of a chosen name or colour (``cards.static_rules``).

"Choose a nonland card name. Target player reveals their hand and discards all cards with
that name." (Cabal Therapy) and "Choose a color. ... discards all cards of that color."
(Persecute). The spell's controller chooses as it resolves (a ``CARD_NAME`` decision among
the nonland names public information shows, ``engine.modifiers.name_options``, or a
``COLOR`` decision); the hand is then revealed (information only) and the matching cards
are discarded.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from deckstats.cards import static_rules as sr
from deckstats.engine.decisions import CARD_NAME, COLOR, NO_NAME, Decision
from deckstats.engine.effect_ctx import Ctx
from deckstats.engine.events_more import on_discard
from deckstats.engine.modifiers import name_options

_COLORS: Final = "WUBRG"


def _discard_chosen(ctx: Ctx, e: sr.DiscardChosen) -> None:
    """CR 701.9: the chosen name's (or colour's) cards leave the target player's hand."""
    game = ctx.game
    source = ctx.item.source_oid
    for pid in ctx.players(e.player):
        hand = game.players[pid].hand
        if e.by == "color":
            pick = str(game.ask(ctx.controller, Decision(COLOR, tuple(_COLORS), source=source)))
            bit = 1 << _COLORS.index(pick) if pick in _COLORS else 0
            hit = [o for o in hand if int(o.card.colors) & bit]
        else:
            options = tuple(n for n in name_options(game, spells=True) if n != NO_NAME)
            pick = NO_NAME  # nothing public to name: nothing is discarded (a loss, never a gain)
            if options:
                pick = str(game.ask(ctx.controller, Decision(CARD_NAME, options, source=source)))
            hit = [o for o in hand if o.card.name == pick and not o.info.is_land]
        game.say(f"names {pick}; P{pid} reveals {len(hand)} card(s)", ctx.controller)
        for o in hit:
            game.say(f"P{pid} discards {o.card.name}")
            game.discard_to(game, o)  # CR 702.35a: madness exiles it instead
            on_discard(game, pid, o)


DISCARD_CHOSEN_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {sr.DiscardChosen: _discard_chosen}

__all__ = ["DISCARD_CHOSEN_EFFECTS"]
