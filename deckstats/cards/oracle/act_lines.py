"""Sentences of activated abilities (issue 26, round 39's ``act`` family).

- "Tap all lands you control." (Chimeric Idol): ``TapAllOf`` of the controller's own
  permanents (CR 701.26a).

Appended to ``oracle.act_effects.TEMPLATES`` (tried by ``oracle.effects.parse_effects``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import Effect
from deckstats.cards.effects_riders import TapAllOf
from deckstats.cards.targets import Ref, Target

Effects = tuple[Effect, ...]


def _tap_all_yours(m: re.Match[str]) -> Effects | None:
    """CR 701.26a: "Tap all lands you control": each of them becomes tapped."""
    from deckstats.cards.oracle.mass import permanent_filter
    from deckstats.cards.oracle.targets import parse_target

    spec = parse_target("target " + m.group(1))
    if not isinstance(spec, Target) or spec.controller:
        return None
    return (TapAllOf(permanent_filter(spec), Ref.YOU),)


#: Sentence templates (lower-case first letter, no final period).
TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (r"tap all ([\w -]+?) you control", _tap_all_yours),
]

__all__ = ["TEMPLATES"]
