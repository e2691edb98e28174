"""Keyword lines of round 38's ``act`` family: keywords that are costs or abilities of a card.

- Jump-start (CR 702.133a) and retrace (CR 702.81a): cast from the graveyard with a discard
  as an additional cost (``cards.costs.Flashback`` with ``discard``).
- Buyback {cost} (CR 702.27a): a ``cards.costs.Kicker`` with ``buyback``.
- Unearth {cost} (CR 702.84a), embalm {cost} (CR 702.128a), eternalize {cost} (CR 702.129a):
  sorcery-speed abilities of the card in its graveyard (``cards.costs.GraveyardAbility``;
  ``effects.Unearth``, ``effects.ZombieCopy``; embalm and eternalize exile the card as cost).

Called by ``oracle.keyword_lines`` for each keyword item; a keyword not known here is left to
the other templates (``None``).
"""

from __future__ import annotations

import re

from deckstats.cards.costs import Flashback, GraveyardAbility, Kicker
from deckstats.cards.dsl import Cost
from deckstats.cards.effects_act import Unearth, ZombieCopy
from deckstats.cards.mana import ManaCostError, parse_mana_cost
from deckstats.cards.model import CardType, Keyword
from deckstats.cards.oracle.parts import Parts
from deckstats.cards.targets import Filter

_LAND_CARD = Filter(card_type=CardType.LAND)
_GRAVEYARD_KEYWORD = re.compile(r"(unearth|embalm|eternalize) ((?:\{[^}]+\})+)")
#: What each graveyard keyword's ability does, and whether the card is exiled as its cost.
_GRAVEYARD_EFFECTS = {
    "unearth": (Unearth(), False),
    "embalm": (ZombieCopy("W"), True),
    "eternalize": (ZombieCopy("B", 4), True),
}


def act_keyword_item(low: str, parts: Parts) -> bool | None:
    """Apply one lower-case keyword item; True when compiled, None when not one of ours."""
    if low == "jump-start":
        parts.costs.append(Flashback(None, discard=1))  # CR 702.133a: then exiled
        return True
    if low == "retrace":
        parts.costs.append(Flashback(None, discard=1, discard_filter=_LAND_CARD, keep=True))
        return True
    m = re.fullmatch(r"buyback ((?:\{[^}]+\})+)", low)
    if m:
        try:  # CR 702.27a: an optional additional cost, paid at most once
            parts.costs.append(Kicker(parse_mana_cost(m.group(1).upper()), buyback=True))
        except ManaCostError:
            return None
        parts.keywords |= Keyword.BUYBACK
        return True
    m = _GRAVEYARD_KEYWORD.fullmatch(low)
    if m:
        try:
            mana = parse_mana_cost(m.group(2).upper())
        except ManaCostError:
            return None
        effect, exile = _GRAVEYARD_EFFECTS[m.group(1)]
        parts.costs.append(
            GraveyardAbility(Cost(mana=mana, exile_self=exile), (effect,), sorcery=True)
        )
        return True
    return None


__all__ = ["act_keyword_item"]
