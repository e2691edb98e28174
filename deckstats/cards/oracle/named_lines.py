"""Zone moves by a chosen card name, and clash: round 40 (issue 26, helper ``zones``).

``PARAGRAPHS`` are appended to ``oracle/paragraphs.py``'s through ``oracle.library_lines``:

- "Choose a card name. [Exile the top N cards of your library, then r|R]eveal cards from the
  top of your library until you reveal a card with the chosen name. Put that card into your
  hand and exile all other cards revealed this way[. You lose N life for each card exiled
  this way]." (Spoils of the Vault, Demonic Consultation): ``RevealUntilNamed`` (CR 201.3,
  701.20a);
- "Choose a card name. Search target opponent's graveyard, hand, and library for up to four
  cards with that name and exile them. That player shuffles, then draws a card for each
  card exiled from their hand this way." (Unmoored Ego): ``ExileChosenName`` (CR 701.23);
- "Clash with an opponent. If you win, <effect>" (Recross the Paths: "return ~ to its
  owner's hand"): ``Clash`` (CR 701.30).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards import effects_named as nx
from deckstats.cards.effects import Effect
from deckstats.cards.effects_checks import RevealTopToHand
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import Controller, Target, TargetKind

Effects = tuple[Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]


def _until_named(m: re.Match[str]) -> Effects | None:
    first = number(m[1]) if m[1] else 0
    life = int(m[2]) if m[2] else 0
    if not isinstance(first, int):
        return None
    return (nx.RevealUntilNamed(first, life),)


def _exile_chosen(m: re.Match[str]) -> Effects | None:
    n = number(m[2])
    if not isinstance(n, int):
        return None
    who = Target(TargetKind.PLAYER, Controller.OPPONENT if m[1] == "opponent" else Controller.ANY)
    return (nx.ExileChosenName(who, n, draw_per_hand=bool(m[3])),)


def _search_exile_cast(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.counts import count_phrase
    from deckstats.cards.oracle.digs import dig_filter

    flt = dig_filter(m[1])
    count = count_phrase(m[2])
    return None if flt is None or count is None else (nx.SearchExileCast(flt, count),)


def _clash(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    rest = m[1]
    if rest == "return ~ to its owner's hand":
        return (nx.Clash(return_self=True),)
    then = parse_effects(rest)
    return (nx.Clash(tuple(then)),) if then else None


PARAGRAPHS: list[tuple[str, Builder]] = [
    (
        rf"choose a card name\. (?:exile the top ({NUMBER}) cards of your library, then )?"
        r"reveal cards from the top of your library until you reveal a card with the chosen "
        r"name\. put that card into your hand and exile all other cards revealed this way"
        r"(?:\. you lose (\d+) life for each card exiled this way)?",
        _until_named,
    ),
    (
        r"choose a card name\. search target (opponent|player)'s graveyard, hand, and library "
        rf"for up to ({NUMBER}) cards with that name and exile them\. that player shuffles"
        r"(, then draws a card for each card exiled from their hand this way)?",
        _exile_chosen,
    ),
    (
        # Bring to Light (CR 701.23, 608.2h, 118.9)
        r"(?:converge — )?search your library for an? ([\w ,]+?) card with mana value less "
        r"than or equal to (the number of [\w ,'~]+?), exile (?:that card|it), then shuffle\. you "
        r"may cast (?:that card|it) without paying its mana cost",
        _search_exile_cast,
    ),
    (
        # Patriarch's Bidding (CR 101.4, 205.3m)
        r"each player chooses a creature type\. each player returns all creature cards of a "
        r"type chosen this way from their graveyard to the battlefield",
        lambda m: (nx.EachReturnsChosenType(),),
    ),
    (r"clash with an opponent\. if you win, ([^.]+)", _clash),
    (
        # Yuriko's Ninja trigger: reveal (CR 701.20a), then life loss (CR 119.3)
        r"reveal the top card of your library and put that card into your hand\. each "
        r"opponent loses life equal to that card's mana value",
        lambda m: (RevealTopToHand(lose_life=False, opponents_lose=True),),
    ),
]

__all__ = ["PARAGRAPHS"]
