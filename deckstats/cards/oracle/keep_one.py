"""Balance-like mass sacrifices: keep one of each type (CR 701.21a; ``KeepOneOfEach``).

"Each player chooses from among the permanents they control an artifact, a creature, an
enchantment, and a land, then sacrifices the rest." (Cataclysm), "Each opponent chooses an
artifact, a creature, an enchantment, and a planeswalker from among the nonland permanents
they control, then sacrifices the rest." (Ajani, Nacatl Avenger).
"""

from __future__ import annotations

import re

from deckstats.cards.effects_oneshot import KeepOneOfEach
from deckstats.cards.model import CardType
from deckstats.cards.oracle.effects import Builder, Effects
from deckstats.cards.targets import Ref

_TYPES = {
    "artifact": CardType.ARTIFACT,
    "creature": CardType.CREATURE,
    "enchantment": CardType.ENCHANTMENT,
    "land": CardType.LAND,
    "planeswalker": CardType.PLANESWALKER,
    "battle": CardType.BATTLE,
}
_LIST = r"(?P<kinds>(?:an? \w+, )+and an? \w+)"
_WHO = r"each (?P<who>player|opponent) chooses"
_AMONG = r"from among the (?P<nonland>nonland )?permanents they control"


def _keep(m: re.Match[str]) -> Effects | None:
    words = re.findall(r"an? (\w+)", m.group("kinds"))
    types = tuple(_TYPES[w] for w in words if w in _TYPES)
    if len(types) != len(words):
        return None
    players = Ref.EACH_OPPONENT if m.group("who") == "opponent" else Ref.EACH_PLAYER
    return (KeepOneOfEach(types, players, bool(m.group("nonland"))),)


TEMPLATES: list[tuple[str, Builder]] = [
    (rf"{_WHO} {_AMONG} {_LIST}, then sacrifices the rest", _keep),
    (rf"{_WHO} {_LIST} {_AMONG}, then sacrifices the rest", _keep),
]

__all__ = ["TEMPLATES"]
