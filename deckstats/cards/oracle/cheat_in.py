"""Putting permanents onto the battlefield from hands (issue 26, point 4; CR 110.2, 305.4).

Paragraph and sentence templates (lower-cased, ``~`` for the card's name) for the cards that
cheat permanents in without casting them:

- "Each player may put an artifact, creature, enchantment, or land card from their hand onto
  the battlefield." (Show and Tell): ``PutFromHand(each_player=True)``, each player choosing
  in APNAP order (CR 101.4);
- "You may put a creature card from your hand onto the battlefield. That creature gains haste.
  Sacrifice the creature at the beginning of the next end step." (Sneak Attack, Through the
  Breach's first sentences): ``MayDo(PutFromHand(sneak=True))``: a delayed sacrifice and
  haste until end of turn (haste: CR 702.10; the delayed trigger: CR 603.7;
  ``engine.effects_cards.sneak_in``);
- "create a Treasure token and exile the top card of that player's library. Until end of
  turn, you may cast that card." (Ragavan, Nimble Pilferer): the damaged player's card, cast
  by us this turn (``ExileTopPlayable(player=DEFENDING_PLAYER, cast_only=True)``; CR 108.3,
  608.3a: a permanent spell we cast enters under our control).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import CreateToken, Effect, ExileTopPlayable, MayDo, PutFromHand
from deckstats.cards.oracle.targets import card_filter
from deckstats.cards.targets import Ref

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


def _pilfer(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.tokens import parse_token

    treasure = parse_token("Treasure token")
    if treasure is None:
        return None
    steal = ExileTopPlayable(1, player=Ref.DEFENDING_PLAYER, cast_only=True)
    return (CreateToken(treasure), steal)


#: Paragraph templates, tried by ``oracle.paragraphs``.
PARAGRAPHS: list[tuple[str, Builder]] = [
    (
        r"create a treasure token and exile the top card of that player's library\. until end "
        r"of turn, you may cast that card",
        _pilfer,
    ),
    (
        r"you may put an? (\w+) card from your hand onto the battlefield\. (?:that creature|it) "
        r"gains haste(?: until end of turn)?\. sacrifice (?:the|that) creature at the beginning "
        r"of the next end step",
        _sneak,
    ),
]
