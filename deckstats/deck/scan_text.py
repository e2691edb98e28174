"""The text scanner: plain lists, Arena and MTGO exports, deck-site, Forge and chat pastes.

One pass over the lines of a decoded text (``deck.decode``), classifying each as blank,
a deck-page URL, ``Name: ...`` metadata, a comment, a section header (``Sideboard``,
``[Main]``, ``Creatures (12)``), an Arena ``About`` / Forge ``[metadata]`` line or a card
line, with the grammar of ``deck.lines``. The result is a ``_Scan`` that ``deck.parse``
resolves; blank-line blocks are numbered so that ``deck.parse`` can tell an MTGO
sideboard or a commander apart afterwards.
"""

from __future__ import annotations

from deckstats.deck.lines import (
    _BRACKET_HEADER,
    _FORGE_OUTSIDE,
    _INVISIBLE,
    _METADATA,
    _SECTION_PREFIX,
    _SECTION_WORDS,
    _URL,
    _CardLine,
    _clean_line,
    _count_problem,
    _header_section,
    _line_problem,
    _name_tab_count,
    _Scan,
    _split_count,
    _strip_decorations,
    _switch,
)
from deckstats.deck.model import MAX_LINE_LENGTH, Problem

__all__: list[str] = []


class _TextScanner:
    """The state of one pass: the current section and blank-line block, and what was seen."""

    __slots__ = ("block", "in_section", "scan", "section", "seen_card", "source")

    def __init__(self, source: str) -> None:
        self.scan = _Scan()
        self.source = source
        self.section = "main"
        self.block = 0
        self.seen_card = False
        self.in_section = False  # a card line since the last header or blank line

    def clean(self, raw: str, lineno: int) -> str | None:
        """The line cleaned for the patterns, or ``None`` for a line too long to read."""
        if len(raw) > MAX_LINE_LENGTH:  # before any pattern: no regex sees a long line
            raw = raw.translate(_INVISIBLE).strip()
            if len(raw) > MAX_LINE_LENGTH:
                msg = (
                    f"line of {len(raw)} characters is not a card line (at most {MAX_LINE_LENGTH})"
                )
                self.scan.problems.append(Problem(self.source, lineno, msg))
                return None
        tabbed = _name_tab_count(raw)
        return _clean_line(raw if tabbed is None else f"{tabbed[1]} {tabbed[0]}")

    def blank(self) -> None:
        """A blank line: a new block; a ``Commander`` / ``Companion`` block ends here."""
        if self.seen_card:
            self.block += 1
        if self.section in ("commander", "companion") and self.in_section:
            self.section = "main"  # "Commander\n1 X\n\n99 cards" with no "Deck" line
        self.in_section = False

    def enter(self, header: str) -> None:
        """A header line switching to ``header`` (``deck.lines._switch``)."""
        self.section = _switch(self.section, header, self.scan)
        self.block += 1
        self.in_section = False

    def metadata(self, s: str) -> bool:
        """``Name: Burn`` / ``Format: Modern`` above the cards: the title or a comment."""
        m = _METADATA.match(s)
        if not m or self.seen_card:
            return False
        key, value = " ".join(m.group("key").lower().split()), m.group("value").strip()
        if key in ("name", "deck name", "deckname", "title"):
            self.scan.title = self.scan.title or value
        elif value:
            self.scan.comments.append(f"{m.group('key').strip()}: {value}")
        return True

    def comment(self, s: str) -> bool:
        """A ``#`` or ``//`` line: a section header, a comment before the cards, or nothing."""
        if not s.startswith(("#", "//")):
            return False
        body = s.lstrip("#/").strip()
        sec = _header_section(body, any_group=False)
        if sec is not None:
            self.enter(sec)
        elif not self.seen_card and body:
            self.scan.comments.append(body)
        return True

    def bracket(self, s: str) -> bool:
        """A Forge / INI header: ``[Main]``, ``[Sideboard]``, ``[metadata]``, ``[Planes]``."""
        m = _BRACKET_HEADER.match(s)
        if not m:
            return False
        word = " ".join(m.group("word").lower().split())
        if word == "metadata":
            sec = "about"
        elif word in _FORGE_OUTSIDE:
            sec = "ignore"
        else:
            sec = _header_section(word) or "category"
        self.enter(sec)
        return True

    def about(self, s: str) -> bool:
        """In an Arena ``About`` or Forge ``[metadata]`` block: the deck name, or metadata."""
        if self.section != "about":
            return False
        key, eq, value = s.partition("=")
        if s.lower().startswith("name ") or (eq and key.strip().lower() == "name"):
            self.scan.title = (value if eq else s[5:]).strip()
            return True
        if eq and not s[0].isdigit():
            return True  # other Forge metadata (Description=..., Deck Type=...)
        return _header_section(s) is None and not s[0].isdigit()  # other About metadata

    def header(self, s: str) -> bool:
        """A section or card-type header line (``Sideboard``, ``Creatures (12)``)."""
        sec = _header_section(s)
        if sec is None:
            return False
        self.enter(sec)
        return True

    def card(self, s: str, lineno: int) -> None:
        """A card line, with a per-line section marker (``SB: 2 Duress``) or none."""
        forced = None
        m = _SECTION_PREFIX.match(s)
        if m:
            marked = _SECTION_WORDS.get(" ".join(m.group("word").lower().split()))
            if marked is not None and marked != "about":
                forced = marked
                s = s[m.end() :]
        problem = _line_problem(s)
        if problem:
            self.scan.problems.append(Problem(self.source, lineno, problem))
            return
        count, rest = _split_count(s)
        written, hint = _strip_decorations(rest)
        forced = forced or hint
        problem = _count_problem(count, written, s)
        if problem:
            self.scan.problems.append(Problem(self.source, lineno, problem))
            return
        if forced is not None:
            self.scan.explicit = True
        target = forced or ("main" if self.section == "about" else self.section)
        self.scan.cards.append(_CardLine(lineno, count, written, target, self.block))
        self.seen_card = True
        self.in_section = self.in_section or forced is None


def _scan_text(text: str, source: str) -> _Scan:
    """Classify each line: header, comment, blank or card line (first pass)."""
    scanner = _TextScanner(source)
    lines = text.splitlines()  # \n, \r\n, \r, and the Unicode separators (U+2028)
    for lineno, raw in enumerate(lines, start=1):
        s = scanner.clean(raw, lineno)
        if s is None:
            continue
        if not s:
            scanner.blank()
        elif _URL.match(s):
            continue  # the deck's page on a deck site
        elif not (
            scanner.metadata(s)
            or scanner.comment(s)
            or scanner.bracket(s)
            or scanner.about(s)
            or scanner.header(s)
        ):
            scanner.card(s, lineno)
    return scanner.scan
