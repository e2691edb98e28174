"""Trigger conditions and bodies of round 38 (issue 26, trigger helper).

``event_condition`` is the last fallback of ``triggered.parse_condition``:

- "~ is put into your graveyard from your library" (Narcomoeba, Gaea's Blessing, Creeping
  Chill; CR 603.6a: it triggers from the graveyard, its controller the card's owner):
  ``triggers.PutIntoGraveyard(from_library=True)``.

``self_card_effects`` is a fallback of ``triggered.triggered_line`` for bodies about the
card itself where a trigger found it: Narcomoeba's "[you may] put it onto the battlefield"
(the card in the graveyard: ``Reanimate(Ref.SELF)``).
"""

from __future__ import annotations

import re

from deckstats.cards import triggers as tg
from deckstats.cards.effects import Effect, Reanimate
from deckstats.cards.targets import Ref


def event_condition(c: str) -> list[tg.TriggerCondition] | None:
    """The condition families above, or ``None``."""
    if c == "~ is put into your graveyard from your library":
        return [tg.PutIntoGraveyard(from_library=True)]
    return None


_ONTO = re.compile(r"put (?:it|~) onto the battlefield( tapped)?\.?")


def self_card_effects(conditions: list[tg.TriggerCondition], body: str) -> list[Effect] | None:
    """Narcomoeba: "put it onto the battlefield" of a trigger of the card in the graveyard."""
    if not conditions or not all(isinstance(c, tg.PutIntoGraveyard) for c in conditions):
        return None
    m = _ONTO.fullmatch(body)
    if not m:
        return None
    return [Reanimate(Ref.SELF, tapped=bool(m.group(1)))]
