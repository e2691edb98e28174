"""Deck legality: which format a deck is for, and the construction rules it breaks.

The last step of the ``deck`` layer's pipeline (decode -> scan -> resolve -> validate):
``infer_format`` guesses the format (a commander section, the first comment, the size),
and ``validate`` lists the problems of a parsed ``Decklist`` (CR 100.2a, 100.2b, 100.4a,
903.3, 903.5), each naming the file and line. ``deck.parse`` borrows the two card rules
(``_copy_exempt``, ``_can_be_commander``) to tell a headerless commander deck apart;
``deck.check`` and the front ends call ``validate``.
"""

from __future__ import annotations

import re
from collections import Counter

from deckstats.cards.describe import color_identity
from deckstats.cards.model import CardDef, Color, color_letters
from deckstats.deck.model import FORMATS, DeckEntry, Decklist, DecklistError, Problem

__all__ = ["format_from_comments", "infer_format", "validate"]

_FORMAT_WORDS_LIMITED = re.compile(r"\b(limited|draft|sealed|cube|40)\b", re.IGNORECASE)
_FORMAT_WORDS_COMMANDER = re.compile(r"\b(commander|edh|brawl)\b", re.IGNORECASE)
_FORMAT_WORDS_CONSTRUCTED = re.compile(
    r"\b(constructed|standard|modern|pioneer|legacy|vintage|pauper|historic|explorer|"
    r"alchemy|timeless|premodern|old school|extended|block|60)\b",
    re.IGNORECASE,
)


def format_from_comments(comments: tuple[str, ...] | list[str]) -> str | None:
    """Return the format a deck's first comment names, or ``None``.

    ``Limited``, ``Draft``, ``Sealed``, ``Cube`` or ``40`` mean limited; ``Commander`` /
    ``EDH`` / ``Brawl`` mean commander; constructed format names (Modern, Standard,
    Legacy, ...) mean constructed.

    >>> format_from_comments(["Boros Aggro - Draft, 40 cards"])
    'limited'
    """
    if not comments:
        return None
    first = comments[0]
    if _FORMAT_WORDS_LIMITED.search(first):
        return "limited"
    if _FORMAT_WORDS_COMMANDER.search(first):
        return "commander"
    if _FORMAT_WORDS_CONSTRUCTED.search(first):
        return "constructed"
    return None


def infer_format(deck: Decklist) -> str:
    """Guess the format: a commander section or comment, else by size.

    A deck under 50 cards is limited (40-card decks, CR 100.2b); a singleton deck of 99 or
    100 cards is commander; anything else is constructed.
    """
    if deck.commander:
        return "commander"
    named = format_from_comments(deck.comments)
    if named is not None:
        return named
    n = deck.written_count("main")
    if n < 50:
        return "limited"
    if n in (99, 100) and all(e.count == 1 or _copy_exempt(e.card) for e in deck.main):
        return "commander"
    return "constructed"


def _copy_exempt(card: CardDef) -> bool:
    """CR 100.2a: basic lands and cards that say so are exempt from the copy limit."""
    return card.is_basic or card.any_number


def _can_be_commander(card: CardDef | None) -> bool:
    """CR 903.3: a legendary creature, or a card that says it can be your commander."""
    if card is None:
        return False
    return card.is_legendary and (card.is_creature or "can be your commander" in card.text.lower())


def validate(deck: Decklist, fmt: str | None = None, *, played_only: bool = False) -> list[Problem]:
    """Check deck-construction rules; return the problems (empty when the deck is legal).

    Args:
        deck: a parsed deck.
        fmt: ``constructed`` (CR 100.2a: at least 60 cards, at most 4 of a name across
            deck and sideboard; CR 100.4a: sideboard at most 15), ``limited`` (CR 100.2b:
            at least 40 cards, any number of copies), ``commander`` (CR 903.5: exactly 100
            cards with the commander, singleton, within the commander's colour identity),
            ``none`` (only unknown cards); ``None`` infers it (``infer_format``).
        played_only: list unknown cards of the played sections only (a simulation leaves
            an unknown sideboard card out; ``deck check`` lists every unknown card).

    Raises:
        DecklistError: for a format name not in ``FORMATS``.
    """
    if fmt is None:
        fmt = infer_format(deck)
    if fmt not in FORMATS:
        raise DecklistError(f"unknown format {fmt!r} (choose one of {', '.join(FORMATS)})")
    problems = [
        Problem(deck.path, u.line, u.message()) for u in deck.unknown if u.played or not played_only
    ]
    n, sb = deck.written_count("main"), deck.written_count("sideboard")
    minimum = {"constructed": 60, "limited": 40}.get(fmt, 0)
    if n < minimum:
        msg = f"{n} cards in the main deck (at least {minimum} in {fmt})"
        problems.append(Problem(deck.path, None, msg))
    if fmt == "constructed":
        problems += _copy_problems(deck, 4, fmt)
        if sb > 15:
            msg = f"{sb} cards in the sideboard (at most 15 in constructed)"
            # The first sideboard line, known or not (all may be unknown: no IndexError).
            lines = [e.line for e in deck.sideboard]
            lines += [u.line for u in deck.unknown if u.section == "sideboard"]
            problems.append(Problem(deck.path, min(lines, default=None), msg))
    elif fmt == "commander":
        problems += _commander_problems(deck)
    problems.sort(key=lambda p: (p.line is not None, p.line or 0))
    return problems


def _copy_problems(deck: Decklist, limit: int, fmt: str) -> list[Problem]:
    """Names with more than ``limit`` copies across every section (basic lands exempt)."""
    entries = list(deck.main) + list(deck.sideboard) + list(deck.commander) + list(deck.companion)
    counts: Counter[str] = Counter()
    first: dict[str, DeckEntry] = {}
    for e in entries:
        counts[e.name] += e.count
        first.setdefault(e.name, e)
    out = []
    for name, n in counts.items():
        if n > limit and not _copy_exempt(first[name].card):
            msg = f"{n} copies of {name} (at most {limit} in {fmt})"
            out.append(Problem(deck.path, first[name].line, msg))
    return out


def _commander_problems(deck: Decklist) -> list[Problem]:
    """CR 903.3, 903.5: size with the commander, the commander itself, singleton, identity."""
    src = deck.path
    problems: list[Problem] = []
    total = deck.written_count("main") + deck.written_count("commander")
    if total != 100:
        problems.append(
            Problem(src, None, f"{total} cards with the commander (exactly 100 in commander)")
        )
    if not deck.commander:
        problems.append(Problem(src, None, "no commander (add a 'Commander' section)"))
    identity = Color(0)
    for e in deck.commander:
        identity |= color_identity(e.card)
        if not _can_be_commander(e.card):
            problems.append(Problem(src, e.line, f"{e.name} cannot be a commander (CR 903.3)"))
    problems += _copy_problems(deck, 1, "commander")
    if deck.commander:
        for e in deck.main:
            extra = color_identity(e.card) & ~identity
            if extra:
                allowed = color_letters(identity) or "colourless"
                msg = f"{e.name} is outside the commander's colour identity"
                problems.append(
                    Problem(src, e.line, f"{msg} ({color_letters(extra)} not in {allowed})")
                )
    return problems
