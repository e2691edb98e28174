r"""Decklists: parse the text players paste, and validate a deck for its format.

Accepted inputs, detected line by line (one parser, no format switch):

- plain text: ``4 Lightning Bolt``, ``4x Lightning Bolt``, ``4 x Lightning Bolt``,
  ``x4 Lightning Bolt``, ``4× Lightning Bolt``, ``Lightning Bolt x4``, or a bare name
  (one copy); a name in quotes; spreadsheet rows (``Lightning Bolt<TAB>4``,
  ``Lightning Bolt,4``, ``4;Lightning Bolt``);
- MTG Arena exports: ``Deck`` / ``Sideboard`` / ``Commander`` / ``Companion`` / ``About``
  headers, ``Name ...`` in the About block, ``4 Lightning Bolt (M10) 146``, set codes with
  digits (``(40K)``) or dashes (``(PRM-ARENA)``), collector numbers such as ``146a`` or
  ``2XM-141``, ``*F*`` / ``*E*`` marks, ``A-`` names of rebalanced (Alchemy) cards;
- MTGO ``.txt``: the sideboard after ``SB:`` prefixes, a ``Sideboard`` line, or the last
  blank line; MTGO ``.dek`` XML (``<Cards Quantity="4" Sideboard="false" Name="..." />``);
  a 100-card list whose first or last blank-line block is one or two legendary creatures
  is a commander deck (MTGO puts the commander in the sideboard);
- deck-site exports (Moxfield, Archidekt, MTGGoldfish, TappedOut, deckstats.net): section
  headers such as ``Creatures (12)``, ``// Lands``, ``Sideboard:``, ``Maindeck``,
  ``#tags``, ``[Category]`` and ``^markers^`` after a name, MTGGoldfish ``<251>`` /
  ``<borderless>`` and ``(F)``, TappedOut ``*CMDR*``, deckstats.net ``# !Commander``;
- Cockatrice ``.cod`` XML (``<zone name="main">`` / ``"side"``, tokens left out) and
  Forge ``.dck`` (``[metadata]`` with ``Name=``, ``[Main]``, ``[Sideboard]``,
  ``[Commander]``, ``4 Lightning Bolt|M10|1``);
- CSV exports (Moxfield, Archidekt, TappedOut, Deckbox): a header row with a name and a
  count column, the section from a ``Board`` / ``Section`` / ``Category`` column;
- Discord and Reddit pastes: code fences, ``> `` quotes, ``- `` / ``* `` / ``• ``
  bullets, numbered lists (``1. 4 Lightning Bolt``), tables (``| 4 | Lightning Bolt |``),
  ``---`` rules (a separator like a blank line), ``**Sideboard**`` headers, ``Name: ...``
  / ``Format: ...`` lines above the cards and deck-page URLs;
- comments starting with ``#`` or ``//`` (``Fire // Ice`` is a name, not a comment),
  trailing ``# comments``, Windows line endings, a byte-order mark, UTF-16 with or
  without one, tabs, non-breaking and zero-width spaces, trailing spaces.

A ``Commander`` or ``Companion`` block ends at a blank line. A saved web page, a JSON
file and a line too long to name a card are errors; several malformed lines make one
error message (the first, then the other line numbers).

Names are looked up in a ``CardDB`` (case, accents, curly apostrophes and the front face of
split or double-faced names do not matter). Every problem names the file and the line.

>>> from deckstats.cards.dsl import basic_land
>>> from deckstats.cards.registry import CardDB
>>> db = CardDB([basic_land("Mountain", "R"), basic_land("Forest", "G")])
>>> deck = parse_decklist("# Mono Red\n20 Mountain\n\nSB: 2 Forest", db=db)
>>> deck.count(), deck.sideboard[0].count, deck.comments
(20, 2, ('Mono Red',))
>>> [str(p) for p in validate(deck, "limited")]
['<deck>: 20 cards in the main deck (at least 40 in limited)']
"""

from __future__ import annotations

import csv
import hashlib
import os
import re
import stat
import weakref
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from xml.parsers import expat

from deckstats.cards import registry
from deckstats.cards.describe import color_identity
from deckstats.cards.errors import DeckstatsError
from deckstats.cards.model import CardDef, Color, color_letters
from deckstats.cards.registry import CardDB

__all__ = [
    "CARD_DATA_HINT",
    "FORMATS",
    "MAX_FILE_BYTES",
    "MAX_LINE_COUNT",
    "MAX_LINE_LENGTH",
    "MAX_ROW_LENGTH",
    "PLAYED_SECTIONS",
    "DeckEntry",
    "Decklist",
    "DecklistError",
    "Problem",
    "UnknownEntry",
    "format_from_comments",
    "infer_format",
    "load_decklist",
    "parse_decklist",
    "validate",
]

#: The formats ``validate`` knows.
FORMATS: tuple[str, ...] = ("constructed", "limited", "commander", "none")

#: A larger count on one line is a typo, not a deck (Battle of Wits decks stay below it).
MAX_LINE_COUNT = 500

#: A longer line is not a card line (the longest card name has 141 characters). It is
#: checked before any pattern is tried, so a hostile line costs one ``len``.
MAX_LINE_LENGTH = 500

#: A CSV export row may carry many columns (set, condition, price...), not a longer one.
MAX_ROW_LENGTH = 4096

#: A larger deck file or text is refused: a real decklist is a few KB (a 720-card cube
#: list about 15 KB). The file is read with this bound, so ``/dev/zero`` or an endless
#: pipe is never read into memory.
MAX_FILE_BYTES = 1 << 20

#: "Did you mean" is looked up for this many distinct unknown names of one deck, no more.
MAX_SUGGESTED = 1000

#: An unknown-card error names this many cards, then says how many more there are.
SHOWN_UNKNOWN = 3


class DecklistError(DeckstatsError, ValueError):
    """A decklist that cannot be read: bad line, unknown card, empty or unreadable file.

    Attributes:
        problems: every problem found, each naming the file and line; the message lists
            them one per line.
    """

    def __init__(self, message: str, problems: tuple[Problem, ...] = ()) -> None:
        super().__init__(message)
        self.problems = problems


@dataclass(frozen=True, slots=True)
class Problem:
    """One problem in a decklist, printed as ``file:line: message``.

    Attributes:
        source: the file name (or ``<deck>`` for text not read from a file).
        line: the 1-based line number, or ``None`` for whole-deck problems.
        message: what is wrong, in the user's terms.
    """

    source: str
    line: int | None
    message: str

    def __str__(self) -> str:
        if self.line is None:
            return f"{self.source}: {self.message}"
        return f"{self.source}:{self.line}: {self.message}"


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """One decklist line: ``count`` copies of ``card``.

    Attributes:
        count: number of copies (at least 1).
        card: the resolved card definition.
        line: the 1-based line number in the source.
        written: the card name as written in the list (set codes and marks removed).
    """

    count: int
    card: CardDef
    line: int
    written: str

    @property
    def name(self) -> str:
        """The card's full printed name (``Fire // Ice``)."""
        return self.card.display_name

    def __repr__(self) -> str:
        return f"DeckEntry({self.count}, {self.name!r}, line={self.line})"


#: The sections whose cards are in the game (CR 100.1, 903.3). An unknown card there stops
#: a simulation; one in the sideboard, maybeboard or companion slot is only left out.
PLAYED_SECTIONS = frozenset({"main", "commander"})

#: Unknown cards a warning names before "and N more".
_LISTED = 5

#: How a user gets the card data a deck needs (the end of an unknown-card error).
CARD_DATA_HINT = (
    "cards not in the built-in pool need card data: run `deckstats cards download` "
    "(Scryfall or MTGJSON bulk data), or `deckstats cards import FILE` for a bulk file "
    "you already have"
)


@dataclass(frozen=True, slots=True)
class UnknownEntry:
    """A line naming no known card.

    Unknown cards of a played section (``PLAYED_SECTIONS``) are an error unless
    ``parse_decklist(strict=False)``; the others are always kept here and left out.
    """

    count: int
    written: str
    line: int
    section: str
    suggestions: tuple[str, ...]

    def message(self) -> str:
        """Return ``unknown card 'X' (did you mean 'Y'?)``."""
        hint = ""
        if self.suggestions:
            hint = f" (did you mean {', '.join(repr(s) for s in self.suggestions)}?)"
        return f"unknown card {self.written!r}{hint}"

    @property
    def played(self) -> bool:
        """Whether the card would be in the game (main deck or commander)."""
        return self.section in PLAYED_SECTIONS


@dataclass(frozen=True)
class Decklist:
    """A parsed deck.

    Attributes:
        name: the file stem (``mono_red_burn``; ``deck`` for text not read from a file).
        path: the source file, or ``<deck>`` for text.
        main: main-deck entries in list order.
        sideboard: sideboard entries (CR 100.4).
        commander: the commander(s) (CR 903.3); empty outside Commander.
        companion: a companion declared outside the deck.
        comments: the comment lines before the first card, markers stripped; the first
            is usually the archetype or the format.
        title: the deck name from an Arena ``About`` block (``Name ...``), if any.
        unknown: lines naming no known card: sideboard, maybeboard and companion lines
            always; main-deck and commander lines only with ``strict=False``.
        sha256: hex SHA-256 of the source text, for run manifests.
        text: the source text.
    """

    name: str
    path: str
    main: tuple[DeckEntry, ...]
    sideboard: tuple[DeckEntry, ...] = ()
    commander: tuple[DeckEntry, ...] = ()
    companion: tuple[DeckEntry, ...] = ()
    comments: tuple[str, ...] = ()
    title: str = ""
    unknown: tuple[UnknownEntry, ...] = ()
    sha256: str = ""
    text: str = field(default="", repr=False)

    def main_cards(self) -> list[CardDef]:
        """Return the main deck expanded to one ``CardDef`` per copy, in list order."""
        return [e.card for e in self.main for _ in range(e.count)]

    def count(self) -> int:
        """Return the number of cards in the main deck."""
        return sum(e.count for e in self.main)

    def sideboard_count(self) -> int:
        """Return the number of cards in the sideboard."""
        return sum(e.count for e in self.sideboard)

    def written_count(self, section: str = "main") -> int:
        """Return the cards a section lists, unknown names included (for size checks)."""
        known = {"main": self.main, "sideboard": self.sideboard, "commander": self.commander}
        entries = known.get(section, self.companion)
        return sum(e.count for e in entries) + sum(
            u.count for u in self.unknown if u.section == section
        )

    def left_out(self) -> tuple[UnknownEntry, ...]:
        """Unknown cards outside the played sections: not needed to simulate the deck."""
        return tuple(u for u in self.unknown if not u.played)

    def left_out_warning(self) -> str | None:
        """One warning line naming the unknown cards a simulation leaves out, or ``None``."""
        out = self.left_out()
        if not out:
            return None
        copies = sum(u.count for u in out)
        sections = " and ".join(dict.fromkeys(u.section for u in out))
        listed = ", ".join(f"{u.written} (line {u.line})" for u in out[:_LISTED])
        if len(out) > _LISTED:
            listed += f" and {len(out) - _LISTED} more"
        what = f"{len(out)} unknown {sections} card{'s' if len(out) > 1 else ''}"
        if copies != len(out):
            what += f" ({copies} copies)"
        return (
            f"warning: {self.path}: {what} left out, the main deck is complete: {listed}; "
            "`deckstats cards download` adds card data"
        )

    @property
    def archetype(self) -> str:
        """The first comment line, else the Arena deck name, else ``""``."""
        return self.comments[0] if self.comments else self.title


# --------------------------------------------------------------------------------------
# Reading files
# --------------------------------------------------------------------------------------


def load_decklist(path: str | Path, *, db: CardDB | None = None, strict: bool = True) -> Decklist:
    """Read and parse a decklist file (``.dek`` files are MTGO XML, ``.cod`` Cockatrice XML).

    Args:
        path: the file to read.
        db: the card database; ``registry.default_db()`` when ``None``.
        strict: raise on unknown cards (``False`` keeps them in ``Decklist.unknown``).

    Raises:
        DecklistError: unreadable, binary or malformed file, a file over ``MAX_FILE_BYTES``,
            a device, unknown cards, empty deck.
    """
    p = Path(path)
    source = str(path)  # a lone surrogate stays (the CLI escapes it when printing)
    raw = _read_bounded(p, source)
    text = _decode(raw, source)
    if p.suffix.lower() in _XML_SUFFIXES and not _looks_like_xml(text):
        what = _XML_SUFFIXES[p.suffix.lower()]
        raise DecklistError(f"{source}:1: not {what} file (expected XML starting with '<')")
    return parse_decklist(text, db=db, source=source, strict=strict)


#: How long a named pipe may keep a deck reader waiting for its data, in seconds.
PIPE_TIMEOUT = 5.0


def _too_large(source: str, size: int | None = None) -> DecklistError:
    what = f"{size:,} bytes" if size is not None else "more than 1 MiB"
    return DecklistError(
        f"{source}: decklist of {what} is too large (at most {MAX_FILE_BYTES:,} bytes, "
        "1 MiB; a decklist is a few KB)"
    )


def _read_bounded(path: Path, source: str) -> bytes:
    """Read a deck file, never more than ``MAX_FILE_BYTES`` (plus one byte to notice).

    A regular file is read; a named pipe (``<(...)``, ``/dev/stdin``) too, for at most
    ``PIPE_TIMEOUT`` seconds; a device or socket is refused (``/dev/zero`` never ends).
    The file is opened non-blocking, so a pipe with no writer does not hang the open.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise DecklistError(f"{source}: cannot read decklist: {reason}") from None
    except ValueError:  # a NUL byte, or a lone surrogate the file system cannot encode
        raise DecklistError(f"{source}: cannot read decklist: not a valid file name") from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise DecklistError(f"{source}: cannot read decklist: Is a directory")
        if stat.S_ISFIFO(mode):
            return _read_pipe(fd, source)
        if not stat.S_ISREG(mode):
            raise DecklistError(
                f"{source}: cannot read decklist: not a regular file (a device?); "
                "save the deck to a file"
            )
        size = os.fstat(fd).st_size
        if size > MAX_FILE_BYTES:
            raise _too_large(source, size)
        chunks: list[bytes] = []
        total = 0
        while total <= MAX_FILE_BYTES:  # the size may grow while we read (or /proc lie)
            chunk = os.read(fd, min(1 << 16, MAX_FILE_BYTES + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > MAX_FILE_BYTES:
            raise _too_large(source)
        return b"".join(chunks)
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise DecklistError(f"{source}: cannot read decklist: {reason}") from None
    finally:
        os.close(fd)


def _read_pipe(fd: int, source: str) -> bytes:
    """Read a named pipe until its writer closes it: bounded in bytes and in time."""
    import select
    import time

    deadline = time.monotonic() + PIPE_TIMEOUT
    poller = select.poll()
    poller.register(fd, select.POLLIN)
    chunks: list[bytes] = []
    total = 0
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise DecklistError(
                f"{source}: cannot read decklist: the pipe sent no end of file within "
                f"{PIPE_TIMEOUT:g} s (save the deck to a file)"
            )
        if not poller.poll(int(left * 1000) + 1):
            continue
        try:
            chunk = os.read(fd, 1 << 16)
        except BlockingIOError:
            continue
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        total += len(chunk)
        if total > MAX_FILE_BYTES:
            raise _too_large(source)


def _decode(raw: bytes, source: str) -> str:
    """Decode file bytes: UTF-8 (with or without BOM), UTF-16 with or without BOM, else cp1252.

    UTF-16 without a byte-order mark (some Windows tools) is recognised by its zero bytes:
    every other byte of ASCII text is zero.
    """
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return raw.decode("utf-16")
        except UnicodeDecodeError:
            raise DecklistError(f"{source}: cannot decode UTF-16 decklist") from None
    encoding = _bomless_utf16(raw[:8192])
    if encoding is not None:
        try:
            text = raw.decode(encoding)
        except UnicodeDecodeError:
            text = ""
        if text and not any(ord(ch) < 32 and ch not in "\t\r\n" for ch in text):
            return text
    if b"\x00" in raw[:8192]:
        raise DecklistError(f"{source}: not a text decklist (binary file?)")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        # Line by line: a UTF-8 file with one pasted cp1252 byte keeps its UTF-8 names.
        lines = raw.removeprefix(b"\xef\xbb\xbf").split(b"\n")
        text = "\n".join(_decode_line(line) for line in lines)
    controls = sum(1 for ch in text if ord(ch) < 32 and ch not in "\t\r\n")
    if "\ufffd" in text or controls > len(text) // 100:
        raise DecklistError(f"{source}: not a text decklist (binary file?)")
    return text


#: File suffixes whose decks are XML, and what the file should be.
_XML_SUFFIXES = {".dek": "an MTGO .dek", ".cod": "a Cockatrice .cod"}


def _decode_line(line: bytes) -> str:
    """One line of a file that is not all UTF-8: UTF-8 if it decodes, else cp1252."""
    try:
        return line.decode("utf-8")
    except UnicodeDecodeError:
        return line.decode("cp1252", errors="replace")


def _bomless_utf16(head: bytes) -> str | None:
    """Return ``utf-16-le`` / ``utf-16-be`` when the bytes look like UTF-16 text, else ``None``."""
    if len(head) < 4 or b"\x00" not in head:
        return None
    head = head[: len(head) // 2 * 2]
    even, odd = head[0::2], head[1::2]
    if odd.count(0) >= 0.8 * len(odd) and even.count(0) == 0:
        return "utf-16-le"
    if even.count(0) >= 0.8 * len(even) and odd.count(0) == 0:
        return "utf-16-be"
    return None


def _looks_like_xml(text: str) -> bool:
    return text.lstrip("\ufeff \t\r\n").startswith("<")


# --------------------------------------------------------------------------------------
# Line grammar
# --------------------------------------------------------------------------------------

_SECTION_WORDS: dict[str, str] = {
    **dict.fromkeys(["deck", "main", "maindeck", "main deck", "mainboard", "main board"], "main"),
    **dict.fromkeys(["sideboard", "side board", "side", "sb"], "sideboard"),
    **dict.fromkeys(["commander", "commanders", "command zone"], "commander"),
    **dict.fromkeys(["companion", "companions"], "companion"),
    "about": "about",
    **dict.fromkeys(
        ["maybeboard", "maybe board", "maybe", "considering", "wishboard"], "maybeboard"
    ),
    "tokens": "ignore",
}
# Group headers of deck sites: they do not change main / sideboard.
_CATEGORY_WORDS = frozenset(
    {
        *("creature", "creatures", "land", "lands", "instant", "instants", "sorcery"),
        *("sorceries", "artifact", "artifacts", "enchantment", "enchantments", "planeswalker"),
        *("planeswalkers", "battle", "battles", "spell", "spells", "other spells", "kindred"),
        *("noncreature spells", "non-creature spells", "creature spells", "tribal", "other"),
    }
)

_HEADER = re.compile(r"^(?P<word>[A-Za-z][A-Za-z \-]*?)\s*(?::\s*)?(?:\(\s*\d+\s*\)|\d+)?\s*:?$")
_COUNTED_HEADER = re.compile(r"^(?P<word>[A-Za-z][^()\d]*?)\s*\(\s*\d+\s*\)\s*:?$")
# A per-line section marker: MTGO's ``SB: 4 Duress``, also ``Sideboard: 4 Duress``.
_SECTION_PREFIX = re.compile(r"^(?P<word>[A-Za-z][A-Za-z ]*?)\s*:\s*(?=\S)")
_COUNT_X = re.compile(r"^(?P<count>\d+)\s*(?:[xX]\s+|\u00d7\s*)(?P<name>.+)$")
_X_COUNT = re.compile(r"^[xX\u00d7]\s?(?P<count>\d+)\s+(?P<name>.+)$")
_COUNT = re.compile(r"^(?P<count>\d+)\s+(?P<name>.+)$")
_NAME_X = re.compile(r"^(?P<name>.+?)\s+[xX\u00d7]\s?(?P<count>\d+)$")
_NEGATIVE = re.compile(r"^[-\u2212\u2013]\s*\d+")
_COUNT_ONLY = re.compile(r"^\d+\s*[xX\u00d7]?$")
# "[M10] Lightning Bolt", deckstats.net "[2XM#141] Lightning Bolt", "[M10:146] ..."
_SET_PREFIX = re.compile(r"^\[[A-Za-z0-9_-]{2,10}(?:\s*[#:]\s*[^\]\s]+)?\]\s*")
# Trailing decorations, removed repeatedly from the end of a name.
_TRAILERS = (
    re.compile(r"\s+\*(?P<mark>[A-Za-z][A-Za-z-]*)\*$"),  # *F* foil, *E* etched, *CMDR*
    re.compile(r"\s+\^[^^]*\^$"),  # Archidekt ^Have,#37d67a^
    re.compile(r"\s+\[(?P<tags>[^\]]*)\]$"),  # [Removal] categories, [M10] set codes
    # (M10) 146a, (PLST) 2XM-141, (PRM-ARENA) 123
    re.compile(r"\s+\((?P<set>[A-Za-z0-9_-]{2,10})\)(?:\s+[^\s()]*\d[^\s()]*)?$"),
    re.compile(r"\s+\([FfEe]\)$"),  # MTGGoldfish (F) foil
    re.compile(r"\s+<[^<>]*>$"),  # MTGGoldfish <251>, <borderless>, <extended>
)
#: Rounds of trailer removal per name (a real line has a set code, a number, a mark, tags).
_MAX_TRAILERS = 8
# Moxfield / Archidekt "#Removal #Burn", deckstats.net "# !Commander", "# a comment".
_TAGS = re.compile(r"\s+#(?P<tags>.*)$")
_FORGE_SUFFIX = re.compile(r"\s*\|.*$")  # Forge .dck "Lightning Bolt|M10|1"
# Whole-line Forge / INI headers: [Main], [Sideboard], [metadata], [Commander].
_BRACKET_HEADER = re.compile(r"^\[\s*(?P<word>[A-Za-z][A-Za-z \-]*?)\s*\]$")
# Forge sections outside the deck: a Vanguard avatar, Planechase planes, Archenemy schemes.
_FORGE_OUTSIDE = frozenset({"avatar", "planes", "schemes", "conspiracy", "dungeon", "attractions"})
# Invisible characters chat apps and web pages leave in copied text.
_INVISIBLE = dict.fromkeys(map(ord, "\ufeff\u200b\u200c\u200d\u2060\u00ad"), None)
_SPACES = re.compile(r"[\t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]")
# Markdown from Discord and Reddit: "> " quotes, "- " / "* " / "• " bullets, **bold**.
_QUOTE = re.compile(r"^(?:>\s*)+")
_BULLET = re.compile(r"^[-*+\u2022\u25aa\u25cf\u00b7\u2013\u2014]\s+")
_EMPHASIS = re.compile(r"^(?P<mark>\*\*|__|\*|_)(?P<body>[^*_].*?)(?P=mark)(?P<colon>\s*:?)$")
_TABLE_HEADERS = frozenset(
    {"#", "qty", "quantity", "count", "amount", "card", "cards", "name", "card name", "set"}
)
_NUMBERED = re.compile(r"^\d+[.)]\s+(?=\d)")  # "1. 4 Lightning Bolt": a numbered list
_RULE = re.compile(r"^(?:[-=*_~]\s*){3,}$")  # "---", "***", "- - -", "====="
# Spreadsheet rows: "Lightning Bolt,4", "4,Lightning Bolt" (a tab: ``_name_tab_count``).
_COUNT_COMMA = re.compile(r"^(?P<count>\d+)\s*[,;]\s*(?P<name>[^\d\s].*)$")
_NAME_COMMA = re.compile(r"^(?P<name>.*[^\d\s,;])\s*[,;]\s*(?P<count>\d+)$")
_FENCE = re.compile(r"^(?:```|~~~)(?P<rest>.*?)(?:```|~~~)?$")
_URL = re.compile(r"^(?:<?https?://|www\.)\S*>?$", re.IGNORECASE)
# "Name: Burn", "Format: Modern", "Author: x" above the cards of a forum or chat paste.
_METADATA = re.compile(
    r"^(?P<key>name|deck ?name|title|format|author|creator|by|description|archetype|event|"
    r"player|pilot|date|source|url|link)\s*:\s*(?P<value>.*)$",
    re.IGNORECASE,
)
_QUOTES = "\"'\u201c\u201d\u2018\u2019\u00ab\u00bb\u201e"
_FORMAT_WORDS_LIMITED = re.compile(r"\b(limited|draft|sealed|cube|40)\b", re.IGNORECASE)
_FORMAT_WORDS_COMMANDER = re.compile(r"\b(commander|edh|brawl)\b", re.IGNORECASE)
_FORMAT_WORDS_CONSTRUCTED = re.compile(
    r"\b(constructed|standard|modern|pioneer|legacy|vintage|pauper|historic|explorer|"
    r"alchemy|timeless|premodern|old school|extended|block|60)\b",
    re.IGNORECASE,
)


@dataclass(slots=True)
class _CardLine:
    line: int
    count: int
    written: str
    section: str  # main / sideboard / commander / companion / ignore
    block: int  # blank-line separated block (MTGO .txt sideboard)


@dataclass(slots=True)
class _Scan:
    cards: list[_CardLine] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)
    title: str = ""
    problems: list[Problem] = field(default_factory=list)
    explicit: bool = False  # any header or per-line section marker: blank lines mean nothing


def _header_section(text: str, *, any_group: bool = True) -> str | None:
    """Return the section a header line switches to, ``"category"``, or ``None``.

    With ``any_group``, any ``Words (N)`` line is a group header (``Burn spells (8)``);
    comments pass ``False`` so that ``# Burn - Modern (2022)`` stays a comment. Forum
    spellings of a section or card-type word count too: ``Sideboard (15 cards)``,
    ``Sideboard - 15``, ``=== Sideboard ===``, ``[b]Sideboard[/b]``, ``Creatures [12]``.
    """
    if text[:1].isdigit():
        return None  # "4 Lightning Bolt": every header starts with a letter or a decoration
    found = _plain_header_section(text, any_group=any_group)
    if found is not None:
        return found
    m = _HEADER.match(_decorated_header(text))
    if m:
        word = " ".join(m.group("word").lower().split())
        word = re.sub(r"\s+cards?$", "", word)
        if word in _SECTION_WORDS:
            return _SECTION_WORDS[word]
        if word in _CATEGORY_WORDS:
            return "category"
    return None


_BBCODE = re.compile(r"\[/?[A-Za-z]{1,6}\]")
# "Sideboard (15 cards)", "Sideboard - 15", "Sideboard 15 cards" -> "Sideboard (15)".
_HEADER_COUNTS = tuple(
    re.compile(p, re.IGNORECASE)
    for p in (
        r"\s*[(\[]\s*(\d+)\s*(?:cards?)?\s*[)\]]\s*:?$",
        r"\s*[-:\u2014\u2013]\s*(\d+)(?:\s*cards?)?$",
        r"\s+(\d+)\s+cards?$",
    )
)


def _decorated_header(text: str) -> str:
    """``=== Sideboard (15 cards) ===`` -> ``Sideboard (15)`` (checked against known words)."""
    t = _BBCODE.sub("", text)  # BBCode [b]...[/b]
    t = t.strip(" =-*_~:\u2014\u2013")
    for pattern in _HEADER_COUNTS:
        t = pattern.sub(r" (\1)", t)
    return t


def _plain_header_section(text: str, *, any_group: bool) -> str | None:
    m = _HEADER.match(text)
    if m:
        word = " ".join(m.group("word").lower().split())
        if word in _SECTION_WORDS:
            return _SECTION_WORDS[word]
        if word in _CATEGORY_WORDS:
            return "category"
    m = _COUNTED_HEADER.match(text)
    if m:
        word = " ".join(m.group("word").lower().split())
        if word in _SECTION_WORDS:
            return _SECTION_WORDS[word]
        if any_group or word in _CATEGORY_WORDS:
            return "category"
    return None


def _strip_decorations(name: str) -> tuple[str, str | None]:
    """Remove set codes, collector numbers, marks and tags; return the name and a section hint."""
    hint: str | None = None
    name = _SET_PREFIX.sub("", name)
    name = _FORGE_SUFFIX.sub("", name)
    m = _TAGS.search(name)
    if m:
        if "!commander" in m.group("tags").lower().replace(" ", ""):
            hint = "commander"  # deckstats.net "1 Atraxa, Praetors' Voice # !Commander"
        name = name[: m.start()]
    changed, rounds = True, 0
    while changed and rounds < _MAX_TRAILERS:  # a hostile line of 100 marks: bounded work
        changed, rounds = False, rounds + 1
        for pattern in _TRAILERS:
            m = pattern.search(name)
            if m:
                mark = m.groupdict().get("mark")
                if mark is not None and mark.lower() in ("cmdr", "commander"):
                    hint = "commander"  # TappedOut "1x Ghalta, Primal Hunger *CMDR*"
                tags = m.groupdict().get("tags")
                if tags is not None:
                    low = tags.lower()
                    if "commander" in low:
                        hint = "commander"
                    elif "sideboard" in low:
                        hint = "sideboard"
                    elif "maybeboard" in low or "nodeck" in low:
                        hint = "maybeboard"
                name = name[: m.start()].rstrip()
                changed = True
    return name.strip(), hint


def _clean_line(raw: str) -> str:
    """Return a line without invisible characters, odd spaces and Markdown decoration.

    Removes byte-order marks and zero-width spaces, turns tabs, non-breaking spaces and
    runs of spaces into one space, and strips ``> `` quotes, ``- `` / ``* `` / ``• `` bullets and
    ``**bold**`` around a whole line (Discord and Reddit pastes). A Markdown code fence
    (three backticks, perhaps with a language word) becomes a blank line.
    """
    # Runs of spaces become one: no pattern below meets a long run (several were
    # polynomial in it: a 500-character line of tabs took 2 s).
    s = " ".join(_SPACES.sub(" ", raw.translate(_INVISIBLE)).split())
    if _RULE.match(s):
        return ""  # a Markdown rule or underline: a separator like a blank line
    m = _FENCE.match(s)
    if m:
        rest = m.group("rest").strip()
        s = "" if re.fullmatch(r"[A-Za-z]*", rest) else rest
    elif s.endswith(("```", "~~~")):
        s = s[:-3]
    s = _QUOTE.sub("", s)
    if s.startswith("|") and s.endswith("|") and len(s) > 1:
        s = _table_row(s)
    s = _BULLET.sub("", s)
    s = _NUMBERED.sub("", s)
    m = _EMPHASIS.match(s)
    if m:
        s = m.group("body").strip() + m.group("colon").strip()
    return s.strip()


def _table_row(line: str) -> str:
    """A Markdown table row as a card line: ``| 4 | Lightning Bolt | M10 |`` is 4 Bolts.

    The first cell that is a number is the count and the first other cell the name; the
    ``|---|---|`` rule and a header row of column names (``| Qty | Card |``) become blank.
    """
    cells = [c.strip() for c in line.strip("|").split("|")]
    if all(re.fullmatch(r":?-*:?", c) for c in cells):
        return ""
    if all(c.lower() in _TABLE_HEADERS for c in cells if c):
        return ""
    counts = [c for c in cells if re.fullmatch(r"\d+\s*[xX]?", c)]
    names = [c for c in cells if c and c not in counts]
    if counts and names:
        return f"{counts[0]} {names[0]}"
    return " ".join(c for c in cells if c)


def _name_tab_count(raw: str) -> tuple[str, str] | None:
    """A spreadsheet row ``Lightning Bolt<TAB>4``: ``("Lightning Bolt", "4")``, else ``None``.

    The count is the last tab-separated cell, the name all before it (no other tab, and
    not only digits). String methods, no pattern: linear in the line (a pattern here was
    quadratic: 51 s for a 100,000-character line).
    """
    if "\t" not in raw:
        return None
    head, _, count = raw.strip().rpartition("\t")
    count, name = count.strip(), head.strip()
    if not count.isdecimal() or not name or "\t" in name:
        return None
    if all(ch.isdecimal() or ch.isspace() for ch in name):
        return None
    return name, count


def _split_count(text: str) -> tuple[int, str]:
    """Split ``4x Lightning Bolt`` into ``(4, "Lightning Bolt")``; a bare name is one copy."""
    for pattern in (_COUNT_X, _X_COUNT, _COUNT, _NAME_X, _COUNT_COMMA, _NAME_COMMA):
        m = pattern.match(text)
        if m:
            return int(m.group("count")), m.group("name").strip()
    return 1, text


def _line_problem(s: str) -> str | None:
    """Return why a card line cannot be read before its name is split off, or ``None``."""
    if _NEGATIVE.match(s):
        return f"negative count in {s!r} (write e.g. '4 Lightning Bolt')"
    if _COUNT_ONLY.match(s):
        return f"count {s!r} with no card name"
    if s[:1].isdigit() and not s[:1].isdecimal():  # "² Lightning Bolt", "⁶⁰ Mountain"
        token = s.split(maxsplit=1)[0]
        return f"count {_short(token)} is not a number (write it with the digits 0-9)"
    return None


def _short(text: str, width: int = 60) -> str:
    """``repr`` of ``text``, cut to ``width`` characters for a message."""
    return repr(text) if len(text) <= width else f"{text[:width]!r}... ({len(text)} characters)"


def _quantity(text: str, name: str, what: str, where: str = "") -> tuple[int, str | None]:
    """Read the count cell of a CSV row or ``.dek`` / ``.cod`` element: ``(count, problem)``.

    Only decimal digits (``isdecimal``: ``²`` and ``⁶⁰`` pass ``isdigit`` but are no
    number ``int`` reads); a count of more than 9 digits is refused before ``int`` is
    asked (Python refuses more than 4,300 digits with a ``ValueError``).
    """
    if len(name) > MAX_LINE_LENGTH:
        return 0, f"card name of {len(name)} characters (at most {MAX_LINE_LENGTH})"
    if not text.isdecimal():
        return 0, f"bad {what} {_short(text)} for {_short(name)}{where} (expected a number)"
    if len(text.lstrip("0")) > 9:
        return 0, (
            f"count of {len(text.lstrip('0'))} digits for {_short(name)} is not plausible "
            f"(at most {MAX_LINE_COUNT})"
        )
    return int(text), None


def _count_problem(count: int, written: str, s: str) -> str | None:
    """Return what is wrong with a split card line, or ``None``."""
    if not any(ch.isalpha() for ch in written):
        return f"cannot read line {s!r} (expected e.g. '4 Lightning Bolt')"
    if count == 0:
        return f"count 0 for {written!r} (give at least 1 or drop the line)"
    if count > MAX_LINE_COUNT:
        return f"count {count} for {written!r} is not plausible (at most {MAX_LINE_COUNT})"
    return None


def _switch(section: str, header: str, scan: _Scan) -> str:
    """Return the section after a header line.

    ``Deck`` / ``Commander`` / ``Companion`` / ``About`` (Arena) leave blank lines
    meaningful; a sideboard, maybeboard or card-type header means the list marks its
    sections itself, so a blank line is only a blank line.
    """
    if header not in ("main", "commander", "companion", "about"):
        scan.explicit = True
    if header == "category":
        return "main" if section in ("commander", "companion", "about") else section
    return header


def _scan_text(text: str, source: str) -> _Scan:
    """Classify each line: header, comment, blank or card line (first pass)."""
    scan = _Scan()
    section = "main"
    block = 0
    seen_card = False
    in_section = False  # a card line since the last header or blank line
    lines = text.splitlines()  # \n, \r\n, \r, and the Unicode separators (U+2028)
    for lineno, raw in enumerate(lines, start=1):
        if len(raw) > MAX_LINE_LENGTH:  # before any pattern: no regex sees a long line
            raw = raw.translate(_INVISIBLE).strip()
            if len(raw) > MAX_LINE_LENGTH:
                msg = (
                    f"line of {len(raw)} characters is not a card line "
                    f"(at most {MAX_LINE_LENGTH})"
                )
                scan.problems.append(Problem(source, lineno, msg))
                continue
        tabbed = _name_tab_count(raw)
        s = _clean_line(raw if tabbed is None else f"{tabbed[1]} {tabbed[0]}")
        if not s:
            if seen_card:
                block += 1
            if section in ("commander", "companion") and in_section:
                section = "main"  # "Commander\n1 X\n\n99 cards" with no "Deck" line
            in_section = False
            continue
        if _URL.match(s):
            continue  # the deck's page on a deck site
        m = _METADATA.match(s)
        if m and not seen_card:
            key, value = " ".join(m.group("key").lower().split()), m.group("value").strip()
            if key in ("name", "deck name", "deckname", "title"):
                scan.title = scan.title or value
            elif value:
                scan.comments.append(f"{m.group('key').strip()}: {value}")
            continue
        if s.startswith(("#", "//")):
            body = s.lstrip("#/").strip()
            sec = _header_section(body, any_group=False)
            if sec is not None:
                section = _switch(section, sec, scan)
                block += 1
                in_section = False
            elif not seen_card and body:
                scan.comments.append(body)
            continue
        m = _BRACKET_HEADER.match(s)
        if m:
            word = " ".join(m.group("word").lower().split())
            if word == "metadata":
                sec = "about"
            elif word in _FORGE_OUTSIDE:
                sec = "ignore"
            else:
                sec = _header_section(word) or "category"
            section = _switch(section, sec, scan)
            block += 1
            in_section = False
            continue
        if section == "about":
            key, eq, value = s.partition("=")
            if s.lower().startswith("name ") or (eq and key.strip().lower() == "name"):
                scan.title = (value if eq else s[5:]).strip()
                continue
            if eq and not s[0].isdigit():
                continue  # other Forge metadata (Description=..., Deck Type=...)
            if _header_section(s) is None and not s[0].isdigit():
                continue  # other About metadata
        sec = _header_section(s)
        if sec is not None:
            section = _switch(section, sec, scan)
            block += 1
            in_section = False
            continue
        forced = None
        m = _SECTION_PREFIX.match(s)
        if m:
            marked = _SECTION_WORDS.get(" ".join(m.group("word").lower().split()))
            if marked is not None and marked != "about":
                forced = marked
                s = s[m.end() :]
        problem = _line_problem(s)
        if problem:
            scan.problems.append(Problem(source, lineno, problem))
            continue
        count, rest = _split_count(s)
        written, hint = _strip_decorations(rest)
        forced = forced or hint
        problem = _count_problem(count, written, s)
        if problem:
            scan.problems.append(Problem(source, lineno, problem))
            continue
        if forced is not None:
            scan.explicit = True
        target = forced or ("main" if section == "about" else section)
        scan.cards.append(_CardLine(lineno, count, written, target, block))
        seen_card = True
        in_section = in_section or forced is None
    return scan


#: Cockatrice ``<zone name="...">`` values and the section each holds.
_COD_ZONES = {"main": "main", "side": "sideboard", "sideboard": "sideboard", "tokens": "ignore"}


def _scan_xml(text: str, source: str) -> _Scan:
    """Read an XML deck: MTGO ``.dek`` or Cockatrice ``.cod``, told apart by the root element.

    MTGO: ``<Deck><Cards Quantity="4" Sideboard="false" Name="..."/></Deck>``
    (``CommandZone="true"`` for a commander). Cockatrice: ``<cockatrice_deck>`` with a
    ``<deckname>`` and ``<zone name="main">`` / ``"side"`` / ``"tokens"`` holding
    ``<card number="4" name="..."/>``; tokens are not part of the deck.
    """
    scan = _Scan(explicit=True)
    if "<!DOCTYPE" in text or "<!ENTITY" in text:
        raise DecklistError(
            f"{source}:1: malformed deck XML: document type declarations are not allowed"
        )
    parser = expat.ParserCreate(encoding="utf-8")
    stack: list[str] = []
    root: list[str] = []
    zone: list[str] = ["main"]
    title: list[str] = []

    def card(lineno: int, name: str, quantity: str, section: str, attr: tuple[str, str]) -> None:
        name = " ".join(name.split())
        quantity = quantity.strip()
        element = "Cards" if attr[0] == "Name" else "card"
        if not name:
            msg = f"<{element}> element without a {attr[0]}"
            scan.problems.append(Problem(source, lineno, msg))
            return
        count, problem = _quantity(quantity, name, f"{attr[1]}")
        if problem is None:
            problem = _count_problem(count, name, name)
        if problem:
            scan.problems.append(Problem(source, lineno, problem))
            return
        scan.cards.append(_CardLine(lineno, count, name, section, 0))

    def start(tag: str, attrs: dict[str, str]) -> None:
        lineno = parser.CurrentLineNumber
        stack.append(tag)
        if len(stack) == 1:
            root.append(tag)
            if tag not in ("Deck", "cockatrice_deck"):
                if source.lower().endswith(".cod"):
                    msg = f"not a Cockatrice .cod file (root element <{tag}>, expected "
                    msg += "<cockatrice_deck>)"
                else:
                    msg = f"not an MTGO .dek file (root element <{tag}>, expected <Deck>)"
                raise DecklistError(f"{source}:{lineno}: {msg}")
            return
        if stack[0] == "Deck" and tag == "Cards":
            if attrs.get("CommandZone", "").strip().lower() == "true":
                section = "commander"
            elif attrs.get("Sideboard", "false").strip().lower() == "true":
                section = "sideboard"
            else:
                section = "main"
            name, quantity = attrs.get("Name") or "", attrs.get("Quantity") or ""
            card(lineno, name, quantity, section, ("Name", "Quantity"))
        elif stack[0] == "cockatrice_deck" and tag == "zone":
            word = (attrs.get("name") or "").strip().lower()
            if word not in _COD_ZONES:
                msg = f"unknown Cockatrice zone {word!r} (expected main, side or tokens)"
                scan.problems.append(Problem(source, lineno, msg))
            zone[0] = _COD_ZONES.get(word, "ignore")
        elif stack[0] == "cockatrice_deck" and tag == "card":
            name, quantity = attrs.get("name") or "", attrs.get("number") or "1"
            card(lineno, name, quantity, zone[0], ("name", "number"))

    def end(tag: str) -> None:
        stack.pop()

    def chars(data: str) -> None:
        if stack and stack[-1] == "deckname" and stack[0] == "cockatrice_deck":
            title.append(data)

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = chars
    try:
        parser.Parse(text.lstrip("\ufeff").encode("utf-8"), True)
    except expat.ExpatError as exc:
        cod = root[:1] == ["cockatrice_deck"] or source.lower().endswith(".cod")
        kind = ".cod" if cod else ".dek"
        raise DecklistError(
            f"{source}:{exc.lineno}: malformed {kind} XML: {expat.ErrorString(exc.code)}"
        ) from None
    scan.title = " ".join("".join(title).split())
    return scan


_CSV_NAME = ("name", "card name", "card", "cardname")
_CSV_COUNT = ("count", "quantity", "qty", "amount", "copies", "number")
_CSV_SECTION = ("board", "section", "zone", "category", "sideboard")


def _csv_columns(text: str) -> tuple[int, str, dict[str, int]] | None:
    """For a CSV export, return its header's line number, delimiter and columns, else ``None``.

    A CSV deck (Moxfield, Archidekt, TappedOut, Deckbox, ManaBox) starts with a header row
    naming a card-name column and a count column; the delimiter is a comma, semicolon
    or tab.
    """
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.translate(_INVISIBLE).strip()
        if not line:
            continue
        if len(line) > MAX_ROW_LENGTH:
            return None  # not a header row: the text reader says the line is too long
        for delimiter in (",", ";", "\t"):
            if delimiter not in line:
                continue
            try:
                fields = next(csv.reader([line], delimiter=delimiter))
            except csv.Error:
                continue
            columns = {" ".join(f.lower().split()): i for i, f in enumerate(fields)}
            if any(n in columns for n in _CSV_NAME) and any(c in columns for c in _CSV_COUNT):
                return lineno, delimiter, columns
        return None
    return None


def _scan_csv(text: str, source: str, header: tuple[int, str, dict[str, int]]) -> _Scan:
    """Read a CSV export: one card per row, the section from a board or category column.

    Section values are the section words of text lists (``main``, ``side``,
    ``sideboard``, ``maybe``, ``commander``, ...); a card-type category (``Creature``)
    is the main deck; a ``Sideboard`` column of ``true`` / ``yes`` / ``1`` is the
    sideboard.
    """
    first, delimiter, columns = header
    scan = _Scan(explicit=True)
    name_col = next(columns[n] for n in _CSV_NAME if n in columns)
    count_col = next(columns[c] for c in _CSV_COUNT if c in columns)
    section_col = next((columns[c] for c in _CSV_SECTION if c in columns), None)
    flag = section_col is not None and section_col == columns.get("sideboard")
    lines = text.translate(_INVISIBLE).splitlines()
    for lineno in range(first + 1, len(lines) + 1):
        raw = lines[lineno - 1]
        if not raw.strip():
            continue
        if len(raw) > MAX_ROW_LENGTH:
            msg = f"CSV row of {len(raw)} characters is too long (at most {MAX_ROW_LENGTH})"
            scan.problems.append(Problem(source, lineno, msg))
            continue
        try:
            row = next(csv.reader([raw], delimiter=delimiter))
        except csv.Error as exc:
            scan.problems.append(Problem(source, lineno, f"cannot read CSV row: {exc}"))
            continue
        name, quantity = " ".join(_cell(row, name_col).split()), _cell(row, count_col)
        if not name:
            scan.problems.append(Problem(source, lineno, f"no card name in CSV row {raw!r}"))
            continue
        count, problem = _quantity(quantity, name, "count", " in CSV row")
        if problem is None:
            problem = _count_problem(count, name, raw)
        if problem:
            scan.problems.append(Problem(source, lineno, problem))
            continue
        word = " ".join(_cell(row, section_col).lower().split())
        if flag:
            section = "sideboard" if word in ("true", "yes", "1", "sideboard") else "main"
        else:
            section = _SECTION_WORDS.get(word, "main")
            section = "main" if section == "about" else section
        written, hint = _strip_decorations(name)
        scan.cards.append(_CardLine(lineno, int(quantity), written, hint or section, 0))
    return scan


def _cell(row: list[str], column: int | None) -> str:
    return row[column].strip() if column is not None and column < len(row) else ""


def _refuse_surrogates(text: str, source: str) -> None:
    r"""Raise for a lone surrogate (``"\ud800"``): text decoded wrongly, not a card name."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        line = len((text[: exc.start] + "x").splitlines())
        raise DecklistError(
            f"{source}:{line}: not valid text: a lone surrogate "
            f"{text[exc.start].encode('utf-8', 'backslashreplace').decode()} (decode the "
            "file as UTF-8 first)"
        ) from None


def _refuse_other_documents(text: str, source: str) -> None:
    """Raise for a saved web page or a JSON file: not a decklist, however it is parsed."""
    head = text.lstrip("\ufeff \t\r\n")[:200].lower()
    if head.startswith(("<!doctype html", "<html")):
        what = "a web page (HTML)"
    elif head.startswith("{") or re.match(r"\[\s*[{\[\"\]]", head):
        what = "a JSON file"
    else:
        return
    raise DecklistError(
        f"{source}:1: {what}, not a decklist (export the deck as text: lines such as "
        "'4 Lightning Bolt')"
    )


def _assign_blank_line_sideboard(scan: _Scan) -> None:
    """MTGO ``.txt`` and old Arena exports: the last blank-separated block is the sideboard.

    Only when the list marks no sideboard itself (``scan.explicit``), and only among
    main-deck cards. The last block stays in the main deck when splitting it off would
    leave fewer than 40 main cards while all blocks together reach 40 (a list grouped by
    card type with blank lines between the groups).
    """
    main = [c for c in scan.cards if c.section == "main"]
    blocks = sorted({c.block for c in main})
    if scan.explicit or len(blocks) < 2:
        return
    last = blocks[-1]
    rest = sum(c.count for c in main if c.block != last)
    tail = sum(c.count for c in main if c.block == last)
    if rest < 40 <= rest + tail:
        return
    for c in main:
        if c.block == last:
            c.section = "sideboard"


def _assign_blank_line_commander(scan: _Scan, db: CardDB) -> None:
    """A commander deck with no headers: the commander is a block of its own.

    MTGO ``.txt`` exports put the commander in the sideboard block after the last blank
    line; other plain-text exports put it first, then a blank line. When the list marks
    no sections (``scan.explicit``), the cards number exactly 100, and the first or last
    block is one or two single legendary creatures while the rest is a singleton deck,
    that block is the commander.
    """
    if scan.explicit or any(c.section != "main" and c.section != "sideboard" for c in scan.cards):
        return
    total = sum(c.count for c in scan.cards)
    blocks = sorted({c.block for c in scan.cards})
    if total != 100 or len(blocks) < 2:
        return
    for block in (blocks[-1], blocks[0]):
        group = [c for c in scan.cards if c.block == block]
        rest = [c for c in scan.cards if c.block != block]
        if len(group) > 2 or any(c.count != 1 for c in group):
            continue
        if not all(_can_be_commander(_lookup(db, c.written)) for c in group):
            continue
        rest_cards = [(c.count, _lookup(db, c.written)) for c in rest]
        if all(n == 1 or (card is not None and _copy_exempt(card)) for n, card in rest_cards):
            for c in group:
                c.section = "commander"
            for c in rest:
                c.section = "main"
            return


#: Per card database: the normalized name of each back face / second half -> its card.
_BACK_FACES: weakref.WeakKeyDictionary[CardDB, dict[str, str]] = weakref.WeakKeyDictionary()


def _other_face(db: CardDB, written: str) -> tuple[str, ...]:
    """The card whose back face, second half or adventure is ``written`` (a suggestion).

    ``4 Insectile Aberration`` or ``4 Ice`` names the wrong side: a deck lists the card by
    its front face or full name, so the list still fails, but says which card it is.
    The faces are indexed once per database (a scan per unknown line was quadratic).
    """
    faces = _BACK_FACES.get(db)
    if faces is None:
        faces = {}
        for card in db:
            for face in card.full_name.split("//")[1:] if card.full_name else ():
                faces.setdefault(registry.normalize_name(face), card.display_name)
        _BACK_FACES[db] = faces
    hit = faces.get(registry.normalize_name(written))
    return (hit,) if hit is not None else ()


def _can_be_commander(card: CardDef | None) -> bool:
    """CR 903.3: a legendary creature, or a card that says it can be your commander."""
    if card is None:
        return False
    return card.is_legendary and (
        card.is_creature or "can be your commander" in card.text.lower()
    )


def _lookup(db: CardDB, written: str) -> CardDef | None:
    """Find the card a written name means, trying the name as written first.

    Then, only when that fails: the name without quotes around it (``"Goblin Guide"``),
    without a trailing ``// comment``, and without Arena's ``A-`` prefix for rebalanced
    (Alchemy) cards, which plays as the card it rebalances when only that one is known.
    """
    card = db.get(written)
    if card is not None:
        return card
    candidates = []
    if len(written) > 2 and written[0] in _QUOTES and written[-1] in _QUOTES:
        candidates.append(written[1:-1].strip())
    if "//" in written:
        # "4 Lightning Bolt // burn" - a trailing comment after a real name.
        candidates.append(written.split("//", 1)[0].strip())
    candidates += [c[2:] for c in [written, *candidates] if c[:2] in ("A-", "a-")]
    for name in candidates:
        card = db.get(name)
        if card is not None:
            return card
    return None


def _error_message(problems: list[Problem], *, malformed: bool) -> str:
    """The message of a parse error: problems sorted by line.

    Always one line. A list whose only problems are unknown cards names the first
    ``SHOWN_UNKNOWN`` (file, line, "did you mean"), then how many more there are and on
    which lines, then how to get card data. A list with a malformed line (or a malformed
    ``.dek`` element) gets the first problem, then how many more there are and on which
    lines.
    """
    if not malformed:
        shown = [str(p) for p in problems[:SHOWN_UNKNOWN]]
        more = [p.line for p in problems[SHOWN_UNKNOWN:] if p.line is not None]
        if more:
            lines = ", ".join(str(n) for n in more[:10]) + (", ..." if len(more) > 10 else "")
            plural = "s" if len(more) > 1 else ""
            shown.append(f"and {len(more)} more unknown card{plural} (line{plural} {lines})")
        return "; ".join([*shown, CARD_DATA_HINT])
    first, rest = problems[0], [p.line for p in problems[1:] if p.line is not None]
    if not rest:
        return str(first)
    lines = ", ".join(str(n) for n in rest[:10]) + (", ..." if len(rest) > 10 else "")
    plural = "s" if len(rest) > 1 else ""
    return f"{first}; {len(rest)} more problem{plural} (line{plural} {lines})"


def parse_decklist(
    text: str,
    *,
    db: CardDB | None = None,
    source: str = "<deck>",
    strict: bool = True,
) -> Decklist:
    r"""Parse a decklist in any of the formats in the module docstring.

    Args:
        text: the decklist text (a ``.dek`` XML document is recognised by its ``<``).
        db: the card database; ``registry.default_db()`` when ``None``.
        source: the file name used in messages and for ``Decklist.name``.
        strict: raise on unknown cards; with ``False`` they are kept in
            ``Decklist.unknown`` (``deckstats deck check`` lists them with the rest).

    Returns:
        The parsed ``Decklist``.

    Raises:
        DecklistError: malformed lines, unknown cards (all of them, with "did you mean"),
            an empty deck or binary text, in one message with one problem per line.

    Example:
        >>> from deckstats.cards.dsl import basic_land
        >>> from deckstats.cards.registry import CardDB
        >>> db = CardDB([basic_land("Island", "U")])
        >>> deck = parse_decklist("Deck\n4x Island (DMU) 262 *F*\nSideboard\n1 island", db=db)
        >>> deck.main, deck.sideboard
        ((DeckEntry(4, 'Island', line=2),), (DeckEntry(1, 'Island', line=4),))
    """
    if db is None:
        db = registry.default_db()
    if not isinstance(text, str):
        what = type(text).__name__
        raise DecklistError(
            f"{source}: decklist text must be str, not {what} (load_decklist reads files)"
        )
    if len(text) > MAX_FILE_BYTES:
        raise _too_large(source, len(text.encode("utf-8", "surrogatepass")))
    if "\x00" in text:
        raise DecklistError(f"{source}: not a text decklist (binary file?)")
    _refuse_surrogates(text, source)
    _refuse_other_documents(text, source)
    header = None if _looks_like_xml(text) else _csv_columns(text)
    if _looks_like_xml(text):
        scan = _scan_xml(text, source)
    elif header is not None:
        scan = _scan_csv(text, source, header)
    else:
        scan = _scan_text(text, source)
    _assign_blank_line_sideboard(scan)
    _assign_blank_line_commander(scan, db)
    sections: dict[str, list[DeckEntry]] = {
        "main": [],
        "sideboard": [],
        "commander": [],
        "companion": [],
    }
    unknown: list[UnknownEntry] = []
    suggested: dict[str, tuple[str, ...]] = {}  # one look-up per distinct name, at most
    for c in scan.cards:
        if c.section == "ignore":
            continue
        card = _lookup(db, c.written)
        if card is None:
            front = c.written.split("//", 1)[0].strip().strip(_QUOTES)
            suggestions = suggested.get(front, ())
            if front not in suggested and len(suggested) < MAX_SUGGESTED:
                suggestions = _other_face(db, front) or tuple(db.suggest(front))
                suggested[front] = suggestions
            unknown.append(UnknownEntry(c.count, c.written, c.line, c.section, suggestions))
            continue
        if c.section == "maybeboard":
            continue  # not in the deck; looked up only to warn about unknown names
        sections[c.section].append(DeckEntry(c.count, card, c.line, c.written))
    problems = list(scan.problems)
    blocking = [u for u in unknown if u.played] if strict else []
    problems += [Problem(source, u.line, u.message()) for u in blocking]
    if problems:
        problems.sort(key=lambda p: p.line or 0)
        message = _error_message(problems, malformed=bool(scan.problems))
        raise DecklistError(message, tuple(problems))
    if not sections["main"] and not sections["commander"] and not any(u.played for u in unknown):
        if sections["sideboard"]:
            msg = f"{source}: no main-deck cards (only a sideboard)"
        else:
            msg = f"{source}: no cards found (expected lines such as '4 Lightning Bolt')"
        raise DecklistError(msg, (Problem(source, None, msg.split(": ", 1)[1]),))
    return Decklist(
        name=Path(source).stem if source != "<deck>" else "deck",
        path=source,
        main=tuple(sections["main"]),
        sideboard=tuple(sections["sideboard"]),
        commander=tuple(sections["commander"]),
        companion=tuple(sections["companion"]),
        comments=tuple(scan.comments),
        title=scan.title,
        unknown=tuple(unknown),
        sha256=hashlib.sha256(text.encode("utf-8")).hexdigest(),
        text=text,
    )


# --------------------------------------------------------------------------------------
# Validation
# --------------------------------------------------------------------------------------


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
        Problem(deck.path, u.line, u.message())
        for u in deck.unknown
        if u.played or not played_only
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
