"""Whole lines of the real decks' permanents compiled to fixed values (issue 26, ``fid``).

- "Untap ~ during each other player's untap step." (Endbringer) and "Untap all permanents
  you control during each other player's untap step." (Seedborn Muse; CR 502.3): a
  ``UntapOthersTurns`` modifier (``cards.untap_rules``, ``engine.untap_rules``);
- "When ~ enters, it explores." (Seeker's Squire, Merfolk Branchwalker) and "..., then it
  explores again." (Jadelight Ranger; CR 701.44): an enters trigger whose "it" can only be
  the permanent itself (the whole line is the template);
- "Imprint — When ~ enters, you may exile a colorless card with mana value 7 or greater from
  your hand." (Ugin's Labyrinth; CR 607.2a): an optional enters trigger exiling a card of
  yours (``ExileFromHand``); the linked "When ~ leaves the battlefield, return the exiled
  card to its owner's hand." makes it last until the source leaves
  (``oracle.trigger_effects.linked_hand_return_line``), and the mana ability reads it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from deckstats.cards.dsl import Triggered
from deckstats.cards.effects import ExileFromHand, Explore
from deckstats.cards.oracle.targets import card_filter
from deckstats.cards.targets import Ref
from deckstats.cards.triggers import EntersBattlefield
from deckstats.cards.untap_rules import UntapOthersTurns

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

_MODIFIERS = {
    "Untap ~ during each other player's untap step.": UntapOthersTurns(),
    "Untap all permanents you control during each other player's untap step.": (
        UntapOthersTurns(all_yours=True)
    ),
}
_IMPRINT = re.compile(
    r"(?:Imprint — )?When ~ enters, you may exile an? ([a-z, ]+?) card"
    r"(?: with mana value (\d+) or greater)? from your hand\."
)
_EXPLORES = {
    "When ~ enters, it explores.": 1,
    "When ~ enters, it explores, then it explores again.": 2,
}


def fixed_line(line: str, parts: Parts) -> bool:
    """Compile one of the lines above into ``parts``; False for any other line."""
    rule = _MODIFIERS.get(line)
    if rule is not None:
        parts.modifiers.append(rule)
        return True
    times = _EXPLORES.get(line)
    if times is None:
        return _imprint_line(line, parts)
    effect = (Explore(Ref.SELF),) * times
    parts.triggers.append(Triggered(when=EntersBattlefield(), effect=effect))
    return True


def _imprint_line(line: str, parts: Parts) -> bool:
    """Ugin's Labyrinth's imprint trigger: "you may exile a <quality> card from your hand"."""
    m = _IMPRINT.fullmatch(line)
    flt = card_filter(m.group(1)) if m else None
    if m is None or flt is None:
        return False
    if m.group(2):
        flt = replace(flt, min_mana_value=int(m.group(2)))
    exile = ExileFromHand(Ref.YOU, flt)
    parts.triggers.append(Triggered(when=EntersBattlefield(), effect=(exile,), optional=True))
    return True


__all__ = ["fixed_line"]
