"""Pumps and keyword grants "until your next turn" (CR 611.2b).

"Non-Angel creatures you control gain indestructible until your next turn." (Emeria's Call),
"Creatures you control get +1/+1 and gain vigilance until your next turn.": the sentence
read with "until end of turn" (``Pump`` / ``PumpAll``), wrapped in ``UntilYourNextTurn``
so that it lasts through the cleanup steps until the controller's next turn begins. A
sentence whose "until end of turn" reading is anything but pumps stays unparsed.

"Each attacking creature doesn't untap during its controller's next untap step." (Tangle),
"It doesn't untap during its controller's next untap step.": ``SkipNextUntap`` (CR 502.3)
of a group fixed as it resolves, or of the spell's first target (CR 115.10, 608.2b).
"""

from __future__ import annotations

import re

from deckstats.cards.effects import Pump, PumpAll, SkipNextUntap, UntilYourNextTurn
from deckstats.cards.model import CardType
from deckstats.cards.oracle.effects import Builder, Effects
from deckstats.cards.targets import Filter, Ref


def _until_next_turn(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    inner = parse_effects(f"{m[1]} until end of turn")
    if not inner or not all(isinstance(e, Pump | PumpAll) for e in inner):
        return None
    return (UntilYourNextTurn(tuple(inner)),)


_HELD: dict[str, Filter | Ref] = {
    "each attacking creature": Filter(card_type=CardType.CREATURE, attacking=True),
    "it": Ref.FIRST_TARGET,
    "that creature": Ref.FIRST_TARGET,
    "those creatures": Ref.FIRST_TARGET,
}

TEMPLATES: list[tuple[str, Builder]] = [
    (r"(.+? (?:gains?|gets?) .+?) until your next turn", _until_next_turn),
    (
        rf"({'|'.join(_HELD)}) (?:doesn't|don't) untap during (?:its|their) controller's next "
        r"untap step",
        lambda m: (SkipNextUntap(_HELD[m[1].lower()]),),
    ),
]

__all__ = ["TEMPLATES"]
