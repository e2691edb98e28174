"""Putting permanents onto the battlefield from hands (issue 26, point 4; CR 110.2, 305.4).

Paragraph and sentence templates (lower-cased, ``~`` for the card's name) for the cards that
cheat permanents in without casting them:

- "Each player may put an artifact, creature, enchantment, or land card from their hand onto
  the battlefield." (Show and Tell): ``PutFromHand(each_player=True)``, each player choosing
  in APNAP order (CR 101.4);
- "You may put a creature card from your hand onto the battlefield. That creature gains haste.
  Sacrifice the creature at the beginning of the next end step." (Sneak Attack, Through the
  Breach's first sentences): ``MayDo(PutFromHand(sneak=True))``: haste until end of turn and a
  delayed sacrifice (CR 702.10, 603.7; ``engine.effects_cards.sneak_in``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import Effect, MayDo, PutFromHand
from deckstats.cards.oracle.targets import card_filter

Effects = tuple[Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]


def _each_player(m: re.Match[str]) -> Effects | None:
    flt = card_filter(m.group(1))
    return None if flt is None else (PutFromHand(flt, each_player=True),)


def _sneak(m: re.Match[str]) -> Effects | None:
    flt = card_filter(m.group(1))
    return None if flt is None else (MayDo((PutFromHand(flt, sneak=True),)),)


#: Sentence templates, tried first by ``oracle.effects``.
TEMPLATES: list[tuple[str, Builder]] = [
    (
        r"each player may put an? ([\w ,]+?) card from their hand onto the battlefield",
        _each_player,
    ),
]

#: Paragraph templates, tried by ``oracle.paragraphs``.
PARAGRAPHS: list[tuple[str, Builder]] = [
    (
        r"you may put an? (\w+) card from your hand onto the battlefield\. (?:that creature|it) "
        r"gains haste(?: until end of turn)?\. sacrifice (?:the|that) creature at the beginning "
        r"of the next end step",
        _sneak,
    ),
]
