"""Players who can't gain life (issue 26, helper ``spell``; CR 119.7).

A permanent's line "Players can't gain life." / "Your opponents can't gain life." / "If a
player would gain life, that player gains no life instead." (Sulfuric Vortex) sets
``CardDef.no_life_gain``; the sentence "Players / Your opponents / Each opponent can't gain
life this turn." is the one-shot ``CantGainLife`` (Skullcrack); "Damage can't be prevented
this turn." is ``DamageUnpreventable`` (CR 615.12). Read by ``engine.life_locks``. Also a
permanent's "Skip your draw step." (``CardDef.skips_draw_step``, CR 614.10; ``engine.turn``).
"""

from __future__ import annotations

import re

from deckstats.cards.effects import CantGainLife, DamageUnpreventable
from deckstats.cards.oracle.effects import Builder, Effects
from deckstats.cards.oracle.parts import Parts
from deckstats.cards.prevention import Unpreventable
from deckstats.cards.targets import Ref

_STATIC = {
    "Players can't gain life.": "players",
    "If a player would gain life, that player gains no life instead.": "players",
    "Your opponents can't gain life.": "opponents",
}

_WHO = {"players": Ref.EACH_PLAYER, "your opponents": Ref.EACH_OPPONENT}


def life_lock_line(line: str, parts: Parts, is_spell: bool) -> bool:
    """A permanent's "Players can't gain life." line (CR 119.7), or "Skip your draw step."."""
    if not is_spell and line == "Skip your draw step.":
        parts.facts["skips_draw_step"] = True  # CR 614.1b, 614.10 (engine.turn)
        return True
    if not is_spell and line == "Damage can't be prevented.":
        parts.modifiers.append(Unpreventable())  # CR 615.12: Sunspine Lynx (round 40)
        return True
    who = None if is_spell else _STATIC.get(line)
    if who is None:
        return False
    parts.facts["no_life_gain"] = who
    return True


def _this_turn(m: re.Match[str]) -> Effects | None:
    return (CantGainLife(_WHO[m.group(1)]),)


def _unpreventable(m: re.Match[str]) -> Effects | None:
    return (DamageUnpreventable(),)


TEMPLATES: list[tuple[str, Builder]] = [
    (r"(players|your opponents) can't gain life this turn", _this_turn),
    (r"damage can't be prevented this turn", _unpreventable),
]
