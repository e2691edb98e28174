"""Foretell (CR 702.143a): exile a card from hand face down for {2}; cast it on a later turn.

"During your turn, you may pay {2} and exile this card from your hand face down. Cast it on a
later turn for its foretell cost." The card's foretell cost is an ``AlternativeCost`` with the
keyword ``"foretell"`` (``oracle.act_keywords``). Foretelling is a special action (CR 116.2h)
offered as a ``HandAction`` during its owner's turn whenever they have priority; the exiled
card is ``GameObject.foretold`` and may be cast from exile, for its foretell cost only, from
the next turn on (``playable_from``), at the timing its type allows. From the hand the
foretell cost is never an option (``alternative_ok``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.costs import AlternativeCost
from deckstats.cards.mana import parse_mana_cost
from deckstats.engine.errors import IllegalActionError
from deckstats.engine.mana import cost_req, pay
from deckstats.engine.payment import find_payment
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

#: CR 702.143a: the special action's cost.
FORETELL_MANA = parse_mana_cost("{2}")


def foretell_alt(card: CardDef) -> int:
    """The ``CastSpell.alt`` of the card's foretell cost (its index + 1), or 0 without one."""
    for i, c in enumerate(card.costs):
        if isinstance(c, AlternativeCost) and c.keyword == "foretell":
            return i + 1
    return 0


def foretell_ok(game: Game, pid: int, obj: GameObject) -> bool:
    """CR 702.143a: during your turn, with {2} to pay, a card with foretell in your hand."""
    return (
        game.active == pid
        and obj.zone is Zone.HAND
        and find_payment(game, pid, cost_req(FORETELL_MANA)) is not None
    )


def foretell(game: Game, pid: int, obj: GameObject) -> None:
    """CR 702.143a, 116.2h: pay {2}, exile the card face down; castable from the next turn."""
    payment = find_payment(game, pid, cost_req(FORETELL_MANA))
    if game.active != pid or payment is None:
        raise IllegalActionError(f"cannot foretell {obj.card.name} now")
    pay(game, pid, payment)
    new = game.move(obj, Zone.EXILE)
    if new is not None:
        new.foretold = True
        new.playable_from = game.turn + 1  # "on a later turn"
    game.say("foretells a card", pid)


def foretold_castable(game: Game, obj: GameObject, alt: int) -> bool:
    """Whether ``obj`` is a foretold card castable now with cost option ``alt`` (CR 702.143a)."""
    return (
        obj.zone is Zone.EXILE
        and obj.foretold
        and game.turn >= obj.playable_from
        and alt != 0
        and alt == foretell_alt(obj.card)
    )


__all__ = ["FORETELL_MANA", "foretell", "foretell_alt", "foretell_ok", "foretold_castable"]
