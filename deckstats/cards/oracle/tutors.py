"""Tutor sentences of the metagame's long tail: "Search your library for ..." (CR 701.23).

Appended to the effect templates of ``oracle/effects.py`` (one sentence, lower-cased first
letter, ``~`` for the card's name), after its land-search template:

- what is searched for: "a card", "an artifact or enchantment card", "a green creature
  card", "an Equipment card", "a Goblin card", "up to three creature cards", "two basic
  land cards", with "with mana value N or less" / "with power / toughness N or less" (a
  number, never X: an X bound would need the spell's X and stays uncompiled);
- where it goes: "reveal it, put it into your hand" (Steelshaper's Gift, Merchant Scroll),
  "put it onto the battlefield [tapped]" (Tinker, Natural Order, Hour of Promise),
  "put it into your graveyard" (Entomb, Buried Alive, Unmarked Grave), "reveal it, then
  shuffle and put that card on top" (Mystical, Enlightened and Worldly Tutor).

A sentence with anything else (a name, a toughness bound, "any number of", "with different
names", a second instruction between) matches no template and stays uncompiled.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from deckstats.cards.effects import Effect, SearchLibrary, Wish
from deckstats.cards.oracle.targets import card_filter
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import Filter

Effects = tuple[Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]

#: "a ... card", "up to two ... cards", "three ... cards" (what is searched for).
_WHAT = re.compile(
    rf"(?:(up to) )?({NUMBER}) ((?:[\w,]+ )*?)cards?"
    r"(?: with (mana value|power|toughness) (\d+) or less)?"
)
_IT = r"(?:it|that card|them|those cards)"
_REVEAL = rf"(?:reveal {_IT}, )?"
#: Where the found cards go, and whether they enter tapped.
_DESTS: list[tuple[str, str, bool]] = [
    (rf"{_REVEAL}put {_IT} into your hand", "hand", False),
    (rf"put {_IT} onto the battlefield", "battlefield", False),
    (rf"put {_IT} onto the battlefield tapped", "battlefield", True),
    (rf"put {_IT} into your graveyard", "graveyard", False),
]


def searched_filter(what: str) -> tuple[Filter, int] | None:
    """``"up to two basic land cards"`` -> (its ``Filter``, how many), or ``None``."""
    m = _WHAT.fullmatch(what)
    if not m:
        from deckstats.cards.oracle.either_filters import either_filter

        either = either_filter(what)  # "an instant card or a card with flash" (round 40)
        return None if either is None else (either, 1)
    _up_to, count_word, adjectives, bound, limit = m.groups()
    count = number(count_word)
    if count == "X" or (count > 1 and not adjectives.strip()):
        # An X bound needs the spell's X; "three cards" with no quality is Intuition's pile,
        # another effect (CR 701.23b: only a stated quality lets a search find fewer).
        return None
    flt = card_filter(adjectives.strip()) if adjectives.strip() else Filter()
    if flt is None:
        return None
    if bound == "mana value":
        flt = replace(flt, max_mana_value=int(limit))
    elif bound == "power":
        flt = replace(flt, max_power=int(limit))
    elif bound == "toughness":
        flt = replace(flt, max_toughness=int(limit))  # Recruiter of the Guard
    return flt, int(count)


def _search(m: re.Match[str]) -> Effects | None:
    found = searched_filter(m.group(1))
    if found is None:
        return None
    flt, count = found
    for rx, to, tapped in _DESTS:
        if re.fullmatch(rx, m.group(2)):
            return (SearchLibrary(flt, count=count, to=to, tapped=tapped),)  # type: ignore[arg-type]
    return None


def _search_top(m: re.Match[str]) -> Effects | None:
    found = searched_filter(m.group(1))
    if found is None or found[1] != 1:
        return None
    return (SearchLibrary(found[0], to="top"),)


def _wish(m: re.Match[str]) -> Effects | None:
    """A wish: a card of a quality you own from outside the game into your hand.

    "You may reveal a sorcery card you own from outside the game and put it into your hand"
    (CR 400.11: the sideboard in a tournament game, ``cards.effects.Wish``).
    """
    flt = card_filter(m.group(1)) if m.group(1) else Filter()
    return None if flt is None else (Wish(flt),)


#: Karn, the Great Creator's -2: a wish whose other option (a face-up card of yours in
#: exile) is left out, so it may only lose power.
_WISH_OR_EXILE = (
    r"you may reveal an? (?:((?:[\w,]+ )*?))?card you own from outside the game or choose a "
    r"face-up (?:[\w,]+ )*?card you own in exile\. put that card into your hand"
)
#: Paragraphs, tried by ``oracle.paragraphs``.
PARAGRAPHS: list[tuple[str, Builder]] = [(_WISH_OR_EXILE, _wish)]

TEMPLATES: list[tuple[str, Builder]] = [
    (
        r"you may reveal an? (?:((?:[\w,]+ )*?))?card you own from outside the game and put "
        r"(?:it|that card) into your hand",
        _wish,
    ),
    (r"search your library for (.+?), (.+?), then shuffle", _search),
    (
        r"search your library for (.+?),(?: reveal (?:it|that card),)? then shuffle and put "
        r"(?:that|the) card on top",
        _search_top,
    ),
]
