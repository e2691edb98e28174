"""Which graveyard replacement applies to a card (CR 614.1a; ``Game._exiled_instead``).

``CardDef.graveyard_exile`` names the cards a permanent exiles instead of letting them go
to a graveyard: ``"all"`` (Rest in Peace), ``"opponents"`` (Leyline of the Void: its
controller's opponents' cards), ``"colors:<letters>"`` (Sanctifier en-Vec: any object of
those colours, from anywhere).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from deckstats.cards.dsl import token
from deckstats.cards.model import color_from_letter
from deckstats.engine import events
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

#: The token "create a 2/2 black Zombie creature token" of a replacement (Kalitas; CR 111.1).
ZOMBIE: Final = token("Zombie", pt=(2, 2), color="B", subtypes=("Zombie",))


def graveyard_exiles(mode: str, obj: GameObject, controller: int) -> bool:
    """CR 614.1a: whether the replacement ``mode`` of ``controller``'s source takes ``obj``."""
    if mode == "all" or (mode == "opponents" and obj.owner != controller):
        return True
    if mode.startswith("opponent_creatures"):
        # "If a nontoken creature an opponent controls would die" (CR 700.4): from the
        # battlefield to a graveyard, as it last existed there
        return (
            obj.zone is Zone.BATTLEFIELD
            and obj.info.is_creature
            and not obj.is_token
            and obj.controller != controller
        )
    return mode.startswith("colors:") and any(
        obj.card.colors & color_from_letter(c) for c in mode[7:]
    )


def exiled_instead_extra(game: Game, mode: str, controller: int) -> None:
    """What a replacement does besides exiling: Kalitas's Zombie for its controller.

    CR 614.1a, 111.1: the token is created as the replacement applies (its enters
    triggers wait for the next time a player would receive priority, CR 603.3).
    """
    if mode.endswith(":zombie"):
        obj = game.new_object(ZOMBIE, controller, Zone.BATTLEFIELD, is_token=True)
        game.put_onto_battlefield(obj, controller)
        game.say("creates Zombie token", controller)
        events.on_etb(game, obj)
