"""The CSV scanner: spreadsheet exports (Moxfield, Archidekt, TappedOut, Deckbox, ManaBox).

``deck.parse`` asks ``_csv_columns`` first: a text whose first non-blank line is a header
row naming a card-name and a count column is a CSV export, and ``_scan_csv`` reads it, one
card a row, the section from a board or category column. Other text goes to
``deck.scan_text``. The result is a ``deck.lines._Scan`` for ``deck.parse`` to resolve.
"""

from __future__ import annotations

import csv

from deckstats.deck.lines import (
    _INVISIBLE,
    _SECTION_WORDS,
    _CardLine,
    _count_problem,
    _quantity,
    _Scan,
    _strip_decorations,
)
from deckstats.deck.model import MAX_ROW_LENGTH, Problem

__all__: list[str] = []

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
    """The stripped cell of ``column``, ``""`` for no such column or a short row."""
    return row[column].strip() if column is not None and column < len(row) else ""
