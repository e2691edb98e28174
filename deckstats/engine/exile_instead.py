"""Which graveyard replacement applies to a card (CR 614.1a; ``Game._exiled_instead``).

``CardDef.graveyard_exile`` names the cards a permanent exiles instead of letting them go
to a graveyard: ``"all"`` (Rest in Peace), ``"opponents"`` (Leyline of the Void: its
controller's opponents' cards), ``"colors:<letters>"`` (Sanctifier en-Vec: any object of
those colours, from anywhere).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.model import color_from_letter

if TYPE_CHECKING:
    from deckstats.engine.state import GameObject


def graveyard_exiles(mode: str, obj: GameObject, controller: int) -> bool:
    """CR 614.1a: whether the replacement ``mode`` of ``controller``'s source takes ``obj``."""
    if mode == "all" or (mode == "opponents" and obj.owner != controller):
        return True
    return mode.startswith("colors:") and any(
        obj.card.colors & color_from_letter(c) for c in mode[7:]
    )
