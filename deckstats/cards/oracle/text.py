"""Oracle text preparation: reminder text, self-references, lines and sentences, numbers.

The compiler works on *normalised* text: reminder text (in parentheses) removed, the
card's own name and "this creature" / "this land" / ... replaced by ``~``, the older
"enters the battlefield" wording shortened to the current "enters", curly quotes and the
Unicode minus sign replaced by ASCII.
"""

from __future__ import annotations

import re
from typing import Literal

from deckstats.cards.model import KEYWORD_NAMES, NO_KEYWORD, Keyword

_REMINDER = re.compile(r"\s*\([^()]*\)")
_THIS = re.compile(
    r"\bthis (?:creature|land|artifact|enchantment|permanent|spell|card|equipment|aura"
    r"|planeswalker|vehicle|token|class)\b",
    re.IGNORECASE,
)
_ETB = re.compile(r"\benters the battlefield\b")
_ETB_UNDER = re.compile(r"\benters the battlefield under your control\b")

NUMBER_WORDS: dict[str, int] = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
}

#: A number as Oracle text writes it: a word, digits or X.
NUMBER = (
    r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen"
    r"|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|\d+|X)"
)


def number(word: str) -> int | Literal["X"]:
    """Return the value of an Oracle number word (``"two"`` -> 2, ``"X"`` -> ``"X"``).

    Raises:
        ValueError: for a word that is not a number.
    """
    w = word.strip()
    if w == "X":
        return "X"
    if w.isdigit():
        return int(w)
    return NUMBER_WORDS[w.lower()]


def strip_reminder(text: str) -> str:
    """Remove reminder text in parentheses (it explains rules and is never compiled)."""
    return _REMINDER.sub("", text).strip()


#: "<Name> the <Epithet>": one capitalised word, then "the" and capitalised words.
_EPITHET = re.compile(r"[A-Z][a-z]+ the [A-Z][\w'-]*(?: [A-Z][\w'-]*)*")


def self_names(name: str, legendary: bool = False) -> list[str]:
    """Names by which a card's text may refer to itself, longest first.

    Legendary cards are often called by the part before the comma ("Ragavan" for
    "Ragavan, Nimble Pilferer") or before an epithet ("Hazoret" for "Hazoret the Fervent",
    "Tezzeret" for "Tezzeret the Seeker"); that short name is included. A ``legendary``
    name "<Name> of <Words>" is called by its first word too ("Svyelun" for "Svyelun of Sea
    and Sky"); a nonlegendary one is not ("Sword of the Meek" is never "Sword").
    """
    names = [name]
    if ", " in name:
        names.append(name.split(", ")[0])
    elif _EPITHET.fullmatch(name):
        names.append(name.split(" the ")[0])  # "Hazoret" for "Hazoret the Fervent"
    elif legendary and _OF_EPITHET.fullmatch(name):
        names.append(name.split(" of ")[0])
    return sorted(set(names), key=len, reverse=True)


#: "<Name> of <Words>" (a legend's short name is its first word: Svyelun of Sea and Sky).
_OF_EPITHET = re.compile(r"[A-Z][a-z]+ of [A-Z\w' -]+")


def normalize_text(text: str, name: str, legendary: bool = False) -> str:
    """Return ``text`` with reminder text removed and self-references replaced by ``~``.

    ``legendary``: the card is legendary (``self_names``: its short name is ``~`` too).
    """
    s = text.replace("\u2019", "'").replace("\u2212", "-").replace("\u2014", "—")
    s = s.replace("\u201c", '"').replace("\u201d", '"')
    s = "\n".join(strip_reminder(line) for line in s.splitlines())
    for n in self_names(name, legendary):
        s = s.replace(n, "~")
    s = _THIS.sub("~", s)
    s = _ETB_UNDER.sub("enters under your control", s)
    s = _ETB.sub("enters", s)
    return s


def split_lines(text: str) -> list[str]:
    """Split normalised text into ability lines; bullet lines (modes) stay with their header."""
    lines: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("•") and lines:
            lines[-1] = lines[-1] + "\n" + line
        else:
            lines.append(line)
    return lines


_SENTENCE_END = re.compile(r'(?<=[.!])\s+(?=[A-Z~"{+\-−0-9])')


def split_sentences(text: str) -> list[str]:
    """Split a line into sentences, keeping quoted text (granted abilities) whole."""
    out: list[str] = []
    buf = ""
    in_quote = False
    parts = re.split(r'(")', text)
    for part in parts:
        if part == '"':
            in_quote = not in_quote
            buf += part
            continue
        if in_quote:
            buf += part
            continue
        if buf.endswith(('."', '!"')) and re.match(r'\s+[A-Z~"{]', part):
            out.append(buf.strip())
            buf = ""
        pieces = _SENTENCE_END.split(part)
        for i, piece in enumerate(pieces):
            buf += piece
            if i < len(pieces) - 1:
                out.append(buf.strip())
                buf = ""
    if buf.strip():
        out.append(buf.strip())
    return out


def original_units(text: str) -> list[str]:
    """Return the original (un-normalised) ability lines of ``text`` without reminder text.

    Used to report unparsed sentences in the card's own words.
    """
    lines = [strip_reminder(line) for line in text.replace("\u2019", "'").splitlines()]
    return split_lines("\n".join(lines))


def keyword_flags(text: str) -> Keyword | None:
    """``"flying and first strike"`` / ``"flying, vigilance, and trample"`` -> flags.

    ``None`` when a part is not a keyword name.
    """
    flags = NO_KEYWORD
    for part in re.split(r", and |, | and ", text.strip()):
        flag = KEYWORD_NAMES.get(part.strip().lower())
        if flag is None:
            return None
        flags |= flag
    return flags


def granted_keywords(text: str | None) -> Keyword | None:
    """The keywords a pump grants ("... and gains flying").

    No keyword for no text; ``None`` when a part is not a keyword name.
    """
    return NO_KEYWORD if not text else keyword_flags(text)
