"""Whole lines of the real decks' permanents compiled to fixed values (issue 26, ``fid``).

- "Untap ~ during each other player's untap step." (Endbringer) and "Untap all permanents
  you control during each other player's untap step." (Seedborn Muse; CR 502.3): a
  ``UntapOthersTurns`` modifier (``cards.untap_rules``, ``engine.untap_rules``);
- "When ~ enters, it explores." (Seeker's Squire, Merfolk Branchwalker) and "..., then it
  explores again." (Jadelight Ranger; CR 701.44): an enters trigger whose "it" can only be
  the permanent itself (the whole line is the template);
- "Imprint — When ~ enters, you may exile a colorless card with mana value 7 or greater from
  your hand." with the linked "When ~ leaves the battlefield, return the exiled card to its
  owner's hand." (Ugin's Labyrinth; CR 607.2a, 610.3a): compiled as the return line comes,
  the imprint line before it (left unparsed alone: a Chrome Mox's imprint without its mana
  would exile a card for nothing) becoming an optional enters trigger exiling a card of yours
  until the source leaves (``ExileFromHand(until_leaves=True)``); the mana ability reads it.
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
    r"(?:Imprint — )?When .+? enters, you may exile an? ([a-z, ]+?) card"
    r"(?: with mana value (\d+) or greater)? from your hand\."
)
_RETURN = "When ~ leaves the battlefield, return the exiled card to its owner's hand."
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
        return line == _RETURN and _linked_imprint(parts)
    effect = (Explore(Ref.SELF),) * times
    parts.triggers.append(Triggered(when=EntersBattlefield(), effect=effect))
    return True


def _linked_imprint(parts: Parts) -> bool:
    """Ugin's Labyrinth: the unparsed imprint line before the return line, now linked."""
    for k, text in enumerate(parts.unparsed):
        m = _IMPRINT.fullmatch(text)
        flt = card_filter(m.group(1)) if m else None
        if m is None or flt is None:
            continue
        if m.group(2):
            flt = replace(flt, min_mana_value=int(m.group(2)))
        del parts.unparsed[k]
        exile = ExileFromHand(Ref.YOU, flt, until_leaves=True)
        parts.triggers.append(Triggered(EntersBattlefield(), (exile,), optional=True))
        return True
    return False


__all__ = ["fixed_line"]
