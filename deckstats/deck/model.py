"""The deck model: what a parsed decklist is, and the limits every reader shares.

The bottom of the ``deck`` layer (it imports only ``cards``): the scanners
(``deck.scan_text``, ``deck.scan_xml``, ``deck.scan_csv``) fill ``deck.lines._Scan``
records, ``deck.parse`` resolves them into the ``Decklist`` defined here, and
``deck.validate`` checks it against a format. ``DecklistError`` and ``Problem`` are the
one error vocabulary of the layer: every problem names the file and the line.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from deckstats.cards.errors import DeckstatsError
from deckstats.cards.model import CardDef

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

    def sideboard_cards(self) -> list[CardDef]:
        """Return the sideboard expanded to one ``CardDef`` per copy.

        In a tournament game it is what a wish finds "outside the game" (CR 400.11, 100.4).
        """
        return [e.card for e in self.sideboard for _ in range(e.count)]

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
