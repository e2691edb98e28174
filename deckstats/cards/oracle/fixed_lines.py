"""Whole lines of the real decks' permanents compiled to fixed values (issue 26, ``fid``).

- "Untap ~ during each other player's untap step." (Endbringer) and "Untap all permanents
  you control during each other player's untap step." (Seedborn Muse; CR 502.3): a
  ``UntapOthersTurns`` modifier (``cards.untap_rules``, ``engine.untap_rules``);
- "When ~ enters, it explores." (Seeker's Squire, Merfolk Branchwalker) and "..., then it
  explores again." (Jadelight Ranger; CR 701.44): an enters trigger whose "it" can only be
  the permanent itself (the whole line is the template).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.dsl import Triggered
from deckstats.cards.effects import Explore
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
        return False
    effect = (Explore(Ref.SELF),) * times
    parts.triggers.append(Triggered(when=EntersBattlefield(), effect=effect))
    return True


__all__ = ["fixed_line"]
