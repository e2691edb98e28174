"""CR 614.1a, 614.12: "If ~ would enter, sacrifice a Swamp instead" (``cards.zone_facts``).

Lake of the Dead, Kjeldoran Outpost, Lotus Vale, Scorched Ruins ("sacrifice two untapped
lands instead") and Mox Diamond ("you may discard a land card instead"): as the permanent
would enter the battlefield, however it gets there, its controller pays the cost; if they
don't (or can't), it is put into its owner's graveyard instead (``Game.move`` asks
``enter_paid``). The controller pays whenever they can: they chose to play the card.

``enter_payable`` tells the land-play options (``engine/casting.py``) not to offer a land
whose cost cannot be paid: playing it would only put it into the graveyard, a choice a
player never wants (the option is left out, which takes no power from the card).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.engine.characteristics import card_matches, matches
from deckstats.engine.decisions import SACRIFICE
from deckstats.engine.effect_ctx import choose_objects, discard_cards

if TYPE_CHECKING:
    from deckstats.cards.zone_facts import EnterInstead
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def _sacrificeable(game: Game, pid: int, ei: EnterInstead) -> list[GameObject]:
    flt = ei.sacrifice
    if flt is None:
        return []
    return [o for o in game.players[pid].battlefield if matches(game, o, flt)]


def enter_payable(game: Game, pid: int, obj: GameObject) -> bool:
    """Whether ``pid`` could pay ``obj``'s enter cost now (True without one)."""
    ei = obj.info.enter_instead
    if ei is None:
        return True
    if ei.discard is not None:
        flt = ei.discard
        return any(card_matches(o.card, flt) for o in game.players[pid].hand if o is not obj)
    return len(_sacrificeable(game, pid, ei)) >= ei.count


def enter_paid(game: Game, obj: GameObject, pid: int) -> bool:
    """CR 614.1a: ``pid`` pays ``obj``'s enter cost (True) or cannot (False: graveyard)."""
    ei = obj.info.enter_instead
    if ei is None:
        return True
    if not enter_payable(game, pid, obj):
        game.say(f"{obj.card.name} is put into the graveyard instead (CR 614.1a)", pid)
        return False
    if ei.discard is not None:
        discard_cards(game, pid, 1, pid, ei.discard)
        return True
    for o in choose_objects(game, pid, SACRIFICE, _sacrificeable(game, pid, ei), ei.count):
        game.say(f"P{pid} sacrifices {o.card.name}")
        game.sacrifice(o)
    return True


__all__ = ["enter_paid", "enter_payable"]
