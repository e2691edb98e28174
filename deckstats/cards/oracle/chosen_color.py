"""Lands and permanents that choose a colour as they enter (CR 607.2d, 614.12).

Whole-line templates (tried by ``oracle.realdecks.realdeck_line``):

- "[~ enters tapped. ]As ~ / it enters, choose a color[ other than <colour>]." (the
  Thriving lands of Pauper and Pioneer; Uncharted Haven): ``CardDef.chooses_color`` is the
  colour it may not choose ("" for none), and "enters tapped" (CR 614.1c) when printed;
- "{T}: Add {W} or one mana of the chosen color." / "{T}: Add one mana of the chosen
  color." (on a card that chooses): a mana ability ``AddOneOf(<fixed>, chosen=True)``.

The engine asks the controller for the colour as the permanent enters
(``engine.chosen_color``) and gives the object a mana ability of the fixed colour or the
chosen one. Before the choice the ability makes only the fixed colour: a partial reading
can lose power, never gain it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from deckstats.cards.dsl import ALWAYS_TAPPED, TAP, Activated
from deckstats.cards.effects import AddOneOf

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_CHOOSE = re.compile(
    r"(?P<tapped>~ enters tapped\. )?As (?:~|it) enters, choose a colou?r"
    r"(?: other than (?P<other>white|blue|black|red|green))?\."
)
_CHOSEN_MANA = re.compile(
    r"\{T\}: Add (?:\{(?P<fixed>[WUBRG])\} or )?one mana of the chosen colou?r\."
)


def chosen_color_line(line: str, parts: Parts) -> bool:
    """Compile a "choose a color" line or its mana ability into ``parts``; False if neither."""
    m = _CHOOSE.fullmatch(line)
    if m:
        if m.group("tapped"):
            parts.etb_tapped = ALWAYS_TAPPED  # CR 614.1c
        other = m.group("other")
        parts.facts["chooses_color"] = _LETTERS[other] if other else ""
        return True
    m = _CHOSEN_MANA.fullmatch(line)
    if m and parts.facts.get("chooses_color") is not None:
        eff = AddOneOf(m.group("fixed") or "", chosen=True)  # CR 106.1, 607.2d
        parts.abilities.append(Activated(cost=TAP, effect=(eff,)))
        return True
    return False


__all__ = ["chosen_color_line"]
