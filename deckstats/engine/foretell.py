"""Foretell (CR 702.143a): exile a card from hand face down for {2}; cast it on a later turn.

"During your turn, you may pay {2} and exile this card from your hand face down. Cast it on a
later turn for its foretell cost." The card's foretell cost is an ``AlternativeCost`` with the
keyword ``"foretell"`` (``oracle.act_keywords``). Foretelling is a special action (CR 116.2h)
offered as a ``HandAction`` during its owner's turn whenever they have priority; the exiled
card is ``GameObject.foretold`` and may be cast from exile, for its foretell cost only, from
the next turn on (``playable_from``), at the timing its type allows. From the hand the
foretell cost is never an option (``alternative_ok``).

Plot (CR 702.170) is the same shape: "You may pay {cost} and exile this card from your hand.
Cast it as a sorcery on a later turn without paying its mana cost. Plot only as a sorcery."
Its ``AlternativeCost`` has the keyword ``"plot"``, no mana (the cast is free) and the
special action's cost in ``action_mana``; the action needs sorcery timing, and the plotted
card (``GameObject.foretold`` too: exiled by the special action) is cast only at sorcery
timing, even an instant (CR 702.170d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from deckstats.cards.costs import AlternativeCost
from deckstats.cards.mana import parse_mana_cost
from deckstats.engine.errors import IllegalActionError
from deckstats.engine.mana import cost_req, pay
from deckstats.engine.payment import find_payment
from deckstats.engine.types import MAIN_STEPS, Zone

if TYPE_CHECKING:
    from deckstats.cards.mana import ManaCost
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

#: CR 702.143a: the special action's cost.
FORETELL_MANA: Final = parse_mana_cost("{2}")


#: The keywords of an ``AlternativeCost`` used only from exile after a special action.
_LATER: Final = ("foretell", "plot")


def foretell_alt(card: CardDef) -> int:
    """The ``CastSpell.alt`` of the card's foretell or plot cost (index + 1), or 0."""
    for i, c in enumerate(card.costs):
        if isinstance(c, AlternativeCost) and c.keyword in _LATER:
            return i + 1
    return 0


def _action_mana(obj: GameObject) -> tuple[ManaCost, bool]:
    """The special action's cost and whether it is plot (CR 702.170a) rather than foretell."""
    alt = foretell_alt(obj.card)
    opt = obj.card.costs[alt - 1] if alt else None
    if isinstance(opt, AlternativeCost) and opt.keyword == "plot" and opt.action_mana is not None:
        return opt.action_mana, True
    return FORETELL_MANA, False


def foretell_ok(game: Game, pid: int, obj: GameObject, sorc: bool = False) -> bool:
    """CR 702.143a: during your turn, with {2} to pay, a card with foretell in your hand.

    CR 702.170a: plot needs its plot cost and sorcery timing (``sorc``).
    """
    mana, plot = _action_mana(obj)
    return (
        game.active == pid
        and (sorc or not plot)
        and obj.zone is Zone.HAND
        and find_payment(game, pid, cost_req(mana)) is not None
    )


def foretell(game: Game, pid: int, obj: GameObject) -> None:
    """CR 702.143a, 116.2h: pay {2}, exile the card face down; castable from the next turn.

    CR 702.170a, 116.2k: plot pays the plot cost, at sorcery timing, and exiles it face up.
    """
    mana, plot = _action_mana(obj)
    payment = find_payment(game, pid, cost_req(mana))
    sorc = not game.stack and game.step in MAIN_STEPS
    if game.active != pid or payment is None or (plot and not sorc):
        raise IllegalActionError(f"cannot {'plot' if plot else 'foretell'} {obj.card.name} now")
    pay(game, pid, payment)
    new = game.move(obj, Zone.EXILE)
    if new is not None:
        new.foretold = True
        new.playable_from = game.turn + 1  # "on a later turn"
    game.say(f"plots {obj.card.name}" if plot else "foretells a card", pid)


def foretold_castable(game: Game, obj: GameObject, alt: int) -> bool:
    """Whether ``obj`` is a foretold card castable now with cost option ``alt`` (CR 702.143a)."""
    return (
        obj.zone is Zone.EXILE
        and obj.foretold
        and game.turn >= obj.playable_from
        and alt != 0
        and alt == foretell_alt(obj.card)
    )


def later_cast_alt(game: Game, obj: GameObject, sorc: bool) -> int:
    """The ``alt`` a foretold or plotted card may be cast with now, or 0 (not yet, timing).

    A plotted card is cast as a sorcery (CR 702.170d); a foretold one at its type's timing.
    """
    alt = foretell_alt(obj.card) if game.turn >= obj.playable_from else 0
    if not alt or sorc:
        return alt
    opt = obj.card.costs[alt - 1]
    plot = isinstance(opt, AlternativeCost) and opt.keyword == "plot"
    return alt if obj.info.is_instant_speed and not plot else 0


__all__ = [
    "FORETELL_MANA",
    "foretell",
    "foretell_alt",
    "foretell_ok",
    "foretold_castable",
    "later_cast_alt",
]
