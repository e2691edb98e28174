"""Delayed effects for another player (CR 603.7): "its controller ... at the next upkeep".

"Its controller may draw up to two cards at the beginning of the next turn's upkeep."
(Arcane Denial).

The player ("its controller": the first target's, ``Ref.TARGET_CONTROLLER``) is read as
the spell resolves, and does the effect as "you" when the delayed trigger resolves
(``DelayedTriggerFor``): "may" is that player's choice (``MayDo``), and "up to N cards"
is N (a player drawing cards for free takes them all).
"""

from __future__ import annotations

import re

from deckstats.cards.effects import DelayedTriggerFor, MayDo
from deckstats.cards.oracle.effects import Builder, Effects
from deckstats.cards.targets import Ref

_PLAYERS = {
    "its controller": Ref.TARGET_CONTROLLER,
    "that spell's controller": Ref.TARGET_CONTROLLER,
    "that creature's controller": Ref.TARGET_CONTROLLER,
    "that permanent's controller": Ref.TARGET_CONTROLLER,
}
_STEPS = {"the next turn's upkeep": "upkeep", "the next end step": "end step"}


def _delayed_for(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    player = _PLAYERS[m[1]]
    verb = re.sub(r"^(\w+?)s\b", r"\1", m[3])  # "draws two cards" -> "draw two cards"
    inner = parse_effects(re.sub(r"\bup to ", "", verb))
    if not inner:
        return None
    effect = (MayDo(tuple(inner)),) if m[2] else tuple(inner)
    return (DelayedTriggerFor(_STEPS[m[4]], player, effect),)


TEMPLATES: list[tuple[str, Builder]] = [
    (
        rf"({'|'.join(_PLAYERS)}) (may )?(draws? (?:up to )?\w+ cards?) at the beginning of "
        rf"({'|'.join(_STEPS)})",
        _delayed_for,
    ),
]

__all__ = ["TEMPLATES"]
