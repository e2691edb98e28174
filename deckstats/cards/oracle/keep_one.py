"""Balance-like mass sacrifices (CR 701.21a; ``KeepOneOfEach``), and escalate's cost.

"Each player chooses from among the permanents they control an artifact, a creature, an
enchantment, and a land, then sacrifices the rest." (Cataclysm), "Each opponent chooses an
artifact, a creature, an enchantment, and a planeswalker from among the nonland permanents
they control, then sacrifices the rest." (Ajani, Nacatl Avenger). "Separate all permanents
target player controls into two piles. That player sacrifices all permanents in the pile of
their choice." (Liliana of the Veil): ``SacrificePile``.

``escalate_cost``: "Escalate—Discard a card." (Collective Brutality), "Escalate {1}"
(CR 702.120a; read by ``oracle.crew.cost_keyword_item``, paid by ``engine.escalate``).
"""

from __future__ import annotations

import re

from deckstats.cards.costs import Escalate
from deckstats.cards.effects_oneshot import KeepOneOfEach, SacrificePile
from deckstats.cards.mana import ManaCostError, parse_mana_cost
from deckstats.cards.model import CardType
from deckstats.cards.oracle.effects import Builder, Effects
from deckstats.cards.targets import TARGET_PLAYER, Ref

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

#: Liliana of the Veil's −6 (CR 700.3, 701.21a), tried by ``oracle.paragraphs``.
PARAGRAPHS: list[tuple[str, Builder]] = [
    (
        r"separate all permanents target player controls into two piles\. that player "
        r"sacrifices all permanents in the pile of their choice",
        lambda m: (SacrificePile(TARGET_PLAYER),),
    ),
]

_ESCALATE = re.compile(r"escalate\s*(?:[—-]\s*discard (a|two) cards?|(\{[^ ]+\}))\.?")


def escalate_cost(low: str) -> Escalate | None:
    """Escalate—Discard a card. / Escalate {1} (lower case) -> the cost (CR 702.120a)."""
    m = _ESCALATE.fullmatch(low)
    if m is None:
        return None
    if m.group(1):
        return Escalate(discard=1 if m.group(1) == "a" else 2)
    try:
        return Escalate(mana=parse_mana_cost(m.group(2).upper()))
    except ManaCostError:
        return None


__all__ = ["TEMPLATES", "escalate_cost"]
