"""Sentences of activated abilities (issue 26, round 39's ``act`` family).

- "Tap all lands you control." (Chimeric Idol): ``TapAllOf`` of the controller's own
  permanents (CR 701.26a).
- Mana of a type read from the game (``effects_act.AddOneAmong``, CR 106.7, 106.5): "Add one
  mana of any color among legendary creatures and planeswalkers you control." (Mox Amber),
  "Add one mana of any type that a land you control could produce." (Reflecting Pool), "...
  any color that a land an opponent controls could produce." (Exotic Orchard), "... any
  color in your commander's color identity." (Arcane Signet: none without a commander);
  ``mana_among``, called by ``oracle.mana_count``.

Appended to ``oracle.act_effects.TEMPLATES`` (tried by ``oracle.effects.parse_effects``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import Effect
from deckstats.cards.effects_act import AddOneAmong
from deckstats.cards.effects_riders import TapAllOf
from deckstats.cards.targets import NO_FILTER, Ref, Target

Effects = tuple[Effect, ...]


def _tap_all_yours(m: re.Match[str]) -> Effects | None:
    """CR 701.26a: "Tap all lands you control": each of them becomes tapped."""
    from deckstats.cards.oracle.mass import permanent_filter
    from deckstats.cards.oracle.targets import parse_target

    spec = parse_target("target " + m.group(1))
    if not isinstance(spec, Target) or spec.controller:
        return None
    return (TapAllOf(permanent_filter(spec), Ref.YOU),)


_AMONG = re.compile(r"Add one mana of any color among (.+?) you control\.")
_COULD = re.compile(
    r"Add one mana of any (color|type) that a land (you control|an opponent controls) could "
    r"produce\."
)
_COMMANDER = "Add one mana of any color in your commander's color identity."


def mana_among(sentence: str) -> AddOneAmong | None:
    """The ``AddOneAmong`` of a mana sentence, or ``None`` (CR 106.7, 106.5)."""
    m = _AMONG.fullmatch(sentence)
    if m:
        from deckstats.cards.oracle.statics import singular
        from deckstats.cards.oracle.targets import card_filter

        words = re.sub(r" and ", " or ", m.group(1))
        flt = card_filter(" ".join(singular(w) for w in words.split()))
        return None if flt is None or flt == NO_FILTER else AddOneAmong("colors", flt)
    m = _COULD.fullmatch(sentence)
    if m:
        opponent = m.group(2) != "you control"
        return AddOneAmong("lands", opponent=opponent, colored=m.group(1) == "color")
    return AddOneAmong("none") if sentence == _COMMANDER else None


#: Sentence templates (lower-case first letter, no final period).
TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (r"tap all ([\w -]+?) you control", _tap_all_yours),
]

__all__ = ["TEMPLATES", "mana_among"]
