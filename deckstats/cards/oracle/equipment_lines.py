"""Equipment lines of the real decks (CR 301.5, 613.1f, 701.3; issue 26, helper ``fid``).

- Statics that take keywords away: "Equipped creature gets +10/+10 and loses flying."
  (Colossus Hammer), "Enchanted creature gets -2/-0 and loses flying.": the lords' template
  (``oracle.statics.static_line``) for the "gets +N/+N" half, with ``Static.loses`` for the
  keywords it removes. The engine removes them after every grant
  (``engine.characteristics.keywords``): a later grant of flying is lost too, so the
  approximation of CR 613.7's timestamps can only cost the player power.
- "Whenever an Equipment you control enters, you may attach it to target creature you
  control." (Sigarda's Aid; "an Aura" alike): an ``EntersBattlefield`` trigger whose effect
  attaches the permanent that entered (``AttachTo(what=Ref.TRIGGERING_OBJECT)``). The whole
  line is one template, so "it" can only be the permanent that entered.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from deckstats.cards.dsl import Triggered
from deckstats.cards.effects import AttachTo
from deckstats.cards.oracle.text import keyword_flags
from deckstats.cards.targets import TARGET_CREATURE_YOU_CONTROL, Filter, Ref
from deckstats.cards.triggers import EntersBattlefield

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

_LOSES = re.compile(r"(.+ gets [+-]\d+/[+-]\d+) and loses (.+)\.")
_ATTACH_ENTERING = re.compile(
    r"Whenever an (Equipment|Aura) you control enters, (you may )?attach it to target "
    r"creature you control\."
)


def keyword_loss_line(line: str, parts: Parts) -> bool:
    """Compile "<who> gets +N/+N and loses <keywords>." into ``parts.statics``."""
    m = _LOSES.fullmatch(line)
    lost = keyword_flags(m.group(2)) if m else None
    if m is None or not lost:
        return False
    # Imported here: oracle.statics -> oracle.effects -> oracle.realdecks -> this module.
    from deckstats.cards.oracle.statics import static_line

    before = len(parts.statics)
    if not static_line(m.group(1) + ".", parts) or len(parts.statics) != before + 1:
        return False
    parts.statics[-1] = replace(parts.statics[-1], loses=lost)
    return True


def attach_entering_line(line: str, parts: Parts) -> bool:
    """Compile Sigarda's Aid's attach trigger into ``parts.triggers``."""
    m = _ATTACH_ENTERING.fullmatch(line)
    if m is None:
        return False
    attach = AttachTo(TARGET_CREATURE_YOU_CONTROL, what=Ref.TRIGGERING_OBJECT)
    when = EntersBattlefield(Ref.YOU, Filter(subtypes=(m.group(1),)))
    parts.triggers.append(Triggered(when=when, effect=(attach,), optional=bool(m.group(2))))
    return True


def equipment_line(line: str, parts: Parts) -> bool:
    """One of the two Equipment lines into ``parts``; False if neither fits."""
    return keyword_loss_line(line, parts) or attach_entering_line(line, parts)


__all__ = ["equipment_line"]
