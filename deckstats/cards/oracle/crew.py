"""Crew N (CR 702.122a), the keyword ability of Vehicles; keywords with non-mana costs.

"Crew N" means "Tap any number of untapped creatures you control with total power N or
greater: This Vehicle becomes an artifact creature until end of turn."

``crew_ability`` compiles the keyword into an ``Activated`` whose cost is
``CostExtra(crew=N)`` (paid by ``engine.activation_costs``) and whose effect is an
``Animate`` with the Vehicle's printed power and toughness (CR 301.7b: a Vehicle's printed
P/T apply only while it is a creature). The keyword line does not see the printed P/T, so
it leaves ``_PRINTED`` in the effect; ``with_printed_pt`` (called by ``compile_face``) puts
the real numbers in, and drops the ability of a card without them (never offered).
"""

from __future__ import annotations

import re
from dataclasses import replace

from deckstats.cards.cost_extra import CostExtra
from deckstats.cards.dsl import Activated, Cost, Triggered
from deckstats.cards.effects import Animate, BecomeSaddled
from deckstats.cards.model import Keyword
from deckstats.cards.modifiers import Ward
from deckstats.cards.oracle.activation_costs import flashback_cost
from deckstats.cards.oracle.keep_one import escalate_cost
from deckstats.cards.oracle.parts import Parts

#: The Vehicle's own printed power and toughness, filled in by ``with_printed_pt``.
_PRINTED = Animate(power=-1, toughness=-1)  # also oracle.etb_lines' (Fleetwheel Cruiser)


def crew_ability(low: str) -> Activated | None:
    """``"crew 3"`` -> the crew ability (CR 702.122a), ``"saddle 3"`` (CR 702.171a), or ``None``.

    Saddle's cost is crew's (other untapped creatures, total power N); its effect makes the
    Mount saddled until end of turn, activated only as a sorcery.
    """
    m = re.fullmatch(r"(crew|saddle) (\d+)", low)
    if not m:
        return None
    n = int(m.group(2))
    if m.group(1) == "saddle":
        cost = Cost(extra=CostExtra(crew=n))
        return Activated(cost, (BecomeSaddled(),), sorcery_speed=True, text=f"Saddle {n}")
    return Activated(Cost(extra=CostExtra(crew=n)), (_PRINTED,), text=f"Crew {n}")


def with_printed_pt(
    abilities: list[Activated], power: int | None, toughness: int | None
) -> list[Activated]:
    """The abilities with each crew ability's ``Animate`` given the printed P/T."""
    if not any(ab.effect == (_PRINTED,) for ab in abilities):
        return abilities
    out = []
    for ab in abilities:
        if ab.effect != (_PRINTED,):
            out.append(ab)
        elif power is not None and toughness is not None:
            out.append(replace(ab, effect=(Animate(power=power, toughness=toughness),)))
    return out


def triggers_with_printed_pt(
    triggers: list[Triggered], power: int | None, toughness: int | None
) -> list[Triggered]:
    """The triggers with the printed P/T put in their ``Animate`` placeholder (CR 301.7b).

    "When ~ enters, it becomes an artifact creature until end of turn." (Fleetwheel
    Cruiser); a trigger of a card without printed P/T is dropped.
    """
    if not any(t.effect == (_PRINTED,) for t in triggers):
        return triggers
    out = []
    for t in triggers:
        if t.effect != (_PRINTED,):
            out.append(t)
        elif power is not None and toughness is not None:
            out.append(replace(t, effect=(Animate(power=power, toughness=toughness),)))
    return out


def cost_keyword_item(item: str, parts: Parts) -> bool:
    """Keywords whose cost is not mana alone (``oracle.keyword_lines`` asks first).

    Crew N (CR 702.122a), "Flashback—Sacrifice three creatures" / "Flashback—Tap three
    untapped white creatures you control" (CR 702.34a, ``activation_costs``), "Ward—
    Sacrifice a creature" / "Ward—Discard a card" (CR 702.21a). True when compiled.
    """
    low = item.lower()
    esc = escalate_cost(low)  # CR 702.120a (oracle.keep_one)
    if esc is not None:
        parts.costs.append(esc)
        return True
    crew = crew_ability(low)
    if crew is not None:
        parts.abilities.append(crew)
        return True
    fb = flashback_cost(item)
    if fb is not None:
        parts.costs.append(fb)
        parts.keywords |= Keyword.FLASHBACK
        return True
    if low in ("ward—sacrifice a creature", "ward—discard a card"):
        parts.keywords |= Keyword.WARD
        sac = low.endswith("creature")
        parts.modifiers.append(Ward(sacrifice=sac, discard=0 if sac else 1))
        return True
    return False


__all__ = ["cost_keyword_item", "crew_ability", "with_printed_pt"]
