"""More "look at the top N cards" paragraphs (CR 701.20, 401.3): ``Dig`` with a filter.

Tried by ``oracle/paragraphs.py`` after its own dig templates:

- "You may reveal a noncreature, nonland card from among them and put it into your hand"
  (Narset, Parter of Veils): a list of "non-" words is all of them;
- "You may reveal any number of creature cards from among them and put the revealed cards
  into your hand" (Lead the Stampede): up to all of the looked-at cards;
- "Put up to two instant and/or sorcery cards from among them into your hand and the rest
  into your graveyard" (Pieces of the Puzzle);
- "Reveal the top four cards of your library. Put all Goblin cards revealed this way into
  your hand and the rest on the bottom" (Goblin Ringleader; Muxus: "onto the battlefield").

The taken cards are optional (a filtered dig, as the engine's ``Dig`` reads it); the rest go
to the bottom or into the graveyard.
"""

from __future__ import annotations

import re
from dataclasses import replace

from deckstats.cards.effects import Dig
from deckstats.cards.oracle.effects import NUM, Builder, Effects, amount_of
from deckstats.cards.oracle.targets import card_filter
from deckstats.cards.targets import Filter

_REST = (
    r"(on the bottom of your library(?: in any order| in a random order)?|into your graveyard"
    r"|on the bottom of your library in any order)"
)


#: The bound after "cards" ("creature card with power 2 or less"), captured apart.
_WITH = r"((?: with (?:mana value|power) \d+ or less)?)"
_BOUND = re.compile(r" with (mana value|power) (\d+) or less$")


def dig_filter(words: str) -> Filter | None:
    """``"noncreature, nonland"`` (all) / ``"instant and/or sorcery"`` (any) -> a ``Filter``.

    A final "with mana value N or less" / "with power N or less" bounds it (Militia
    Bugler, Muxus).
    """
    bound = _BOUND.search(words)
    if bound:
        flt = dig_filter(words[: bound.start()])
        if flt is None:
            return None
        field = "max_mana_value" if bound[1] == "mana value" else "max_power"
        return replace(flt, **{field: int(bound[2])})  # type: ignore[arg-type]
    parts = [w for w in re.split(r",? (?:and/or|or|and) |, ", words.strip()) if w]
    if not parts:
        return None
    if all(p.startswith("non") for p in parts):
        flt = card_filter(" ".join(parts))
    else:
        flt = card_filter(" or ".join(parts))
        if len(parts) > 1 and (flt is None or (flt.subtypes and flt.card_type)):
            # "instant, sorcery, or Faerie": a type or a subtype, a disjunction (round 40)
            from deckstats.cards.oracle.either_filters import either_filter

            return either_filter(words)
    return None if flt is None or flt == Filter() else flt


def _how_many(word: str, look: int) -> int | None:
    if word in ("a", "an"):
        return 1
    if word == "any number of":
        return look
    n = amount_of(word.removeprefix("up to "))
    return n if isinstance(n, int) else None


def _dig(m: re.Match[str]) -> Effects | None:
    look = amount_of(m[1])
    if not isinstance(look, int):
        return None
    take = _how_many(m[2], look)
    flt = dig_filter(m[3] + m[4])
    if take is None or flt is None:
        return None
    return (Dig(look, take, flt, rest_to="graveyard" if "graveyard" in m[5] else "bottom"),)


def _all_revealed(m: re.Match[str]) -> Effects | None:
    """Put "all Goblin cards revealed this way" into your hand (Goblin Ringleader, Muxus)."""
    look = amount_of(m[1])
    flt = dig_filter(m[2] + m[3])
    if not isinstance(look, int) or flt is None:
        return None
    rest = "graveyard" if "graveyard" in m[5] else "bottom"
    return (Dig(look, look, flt, rest_to=rest, to_battlefield="battlefield" in m[4]),)  # type: ignore[arg-type]


PARAGRAPHS: list[tuple[str, Builder]] = [
    (
        rf"reveal the top {NUM} cards of your library\. put all (.+?) cards{_WITH}"
        r"(?: revealed this way)?(?: from among them)? (into your hand|onto the battlefield) and "
        rf"the rest {_REST}",
        _all_revealed,
    ),
    (
        rf"look at the top {NUM} cards of your library\. you may reveal (an?|any number of|up to "
        rf"\w+) (.+?) cards?{_WITH} from among them and put (?:it|that card|them|the revealed "
        rf"cards|those cards) into your hand\. (?:then )?put the rest {_REST}",
        _dig,
    ),
    (
        rf"(?:look at|reveal) the top {NUM} cards of your library\. put (up to \w+|an?) (.+?) "
        rf"cards?{_WITH} from among them into your hand and the rest {_REST}",
        _dig,
    ),
]
