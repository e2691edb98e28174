"""Pumps and keyword grants "until your next turn" (CR 611.2b).

"Non-Angel creatures you control gain indestructible until your next turn." (Emeria's Call),
"Creatures you control get +1/+1 and gain vigilance until your next turn.": the sentence
read with "until end of turn" (``Pump`` / ``PumpAll``), wrapped in ``UntilYourNextTurn``
so that it lasts through the cleanup steps until the controller's next turn begins. A
sentence whose "until end of turn" reading is anything but pumps stays unparsed.
"""

from __future__ import annotations

import re

from deckstats.cards.effects import Pump, PumpAll, UntilYourNextTurn
from deckstats.cards.oracle.effects import Builder, Effects


def _until_next_turn(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    inner = parse_effects(f"{m[1]} until end of turn")
    if not inner or not all(isinstance(e, Pump | PumpAll) for e in inner):
        return None
    return (UntilYourNextTurn(tuple(inner)),)


TEMPLATES: list[tuple[str, Builder]] = [
    (r"(.+? (?:gains?|gets?) .+?) until your next turn", _until_next_turn),
]

__all__ = ["TEMPLATES"]
