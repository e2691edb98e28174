"""Parsing: a decoded decklist to a ``Decklist``, its names looked up in a card database.

The middle of the ``deck`` layer's pipeline (decode -> scan -> resolve -> validate):
``parse_decklist`` refuses text no scanner should see (``deck.decode``), hands the text
to one scanner (``deck.scan_xml`` for XML, ``deck.scan_csv`` for a spreadsheet export,
``deck.scan_text`` for everything else), assigns MTGO's blank-line sideboard and a
headerless commander, then looks every name up in the ``CardDB`` and builds the
``deck.model.Decklist``. ``load_decklist`` reads a file first. Validation against a
format is ``deck.legality``'s.
"""

from __future__ import annotations

import hashlib
import weakref
from pathlib import Path

from deckstats.cards import registry
from deckstats.cards.model import CardDef
from deckstats.cards.registry import CardDB
from deckstats.deck.decode import (
    looks_like_xml,
    read_deck_file,
    refuse_other_documents,
    refuse_surrogates,
    too_large,
)
from deckstats.deck.legality import _can_be_commander, _copy_exempt
from deckstats.deck.lines import _QUOTES, _Scan
from deckstats.deck.model import (
    CARD_DATA_HINT,
    MAX_FILE_BYTES,
    MAX_SUGGESTED,
    SHOWN_UNKNOWN,
    DeckEntry,
    Decklist,
    DecklistError,
    Problem,
    UnknownEntry,
)
from deckstats.deck.scan_csv import _csv_columns, _scan_csv
from deckstats.deck.scan_text import _scan_text
from deckstats.deck.scan_xml import _scan_xml

__all__ = ["load_decklist", "parse_decklist"]


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
    text, source = read_deck_file(path)
    return parse_decklist(text, db=db, source=source, strict=strict)


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
    r"""Parse a decklist in any of the formats in the ``deckstats.deck`` docstring.

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
    _refuse_text(text, source)
    scan = _scan(text, source)
    _assign_blank_line_sideboard(scan)
    _assign_blank_line_commander(scan, db)
    sections, unknown = _resolve(scan, db)
    _raise_problems(scan, unknown, source, strict=strict)
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


def _refuse_text(text: str, source: str) -> None:
    """Raise for what is no decklist text: not a ``str``, too large, binary, a web page."""
    if not isinstance(text, str):
        what = type(text).__name__
        raise DecklistError(
            f"{source}: decklist text must be str, not {what} (load_decklist reads files)"
        )
    if len(text) > MAX_FILE_BYTES:
        raise too_large(source, len(text.encode("utf-8", "surrogatepass")))
    if "\x00" in text:
        raise DecklistError(f"{source}: not a text decklist (binary file?)")
    refuse_surrogates(text, source)
    refuse_other_documents(text, source)


def _scan(text: str, source: str) -> _Scan:
    """Hand the text to its scanner: XML, a CSV export, or text lines."""
    header = None if looks_like_xml(text) else _csv_columns(text)
    if looks_like_xml(text):
        return _scan_xml(text, source)
    if header is not None:
        return _scan_csv(text, source, header)
    return _scan_text(text, source)


def _resolve(scan: _Scan, db: CardDB) -> tuple[dict[str, list[DeckEntry]], list[UnknownEntry]]:
    """Look every card line up: the entries of each section, and the unknown names.

    "Did you mean" is asked once per distinct name, for ``MAX_SUGGESTED`` names at most;
    maybeboard cards are looked up only to warn about unknown names.
    """
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
    return sections, unknown


def _raise_problems(scan: _Scan, unknown: list[UnknownEntry], source: str, *, strict: bool) -> None:
    """Raise one ``DecklistError`` for the scan's problems and (``strict``) unknown cards."""
    problems = list(scan.problems)
    blocking = [u for u in unknown if u.played] if strict else []
    problems += [Problem(source, u.line, u.message()) for u in blocking]
    if problems:
        problems.sort(key=lambda p: p.line or 0)
        message = _error_message(problems, malformed=bool(scan.problems))
        raise DecklistError(message, tuple(problems))
