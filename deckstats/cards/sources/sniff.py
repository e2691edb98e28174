"""Which card-data format a file holds, read from the head of its stream.

``detect_format`` (and ``import_file`` through ``sniff``) reads the first JSON events of a
file opened by ``streams._text`` and names its format: a Scryfall bulk array, API list,
single card or JSON Lines export, or an MTGJSON atomic, printings, one-set or identifiers
file. Errors say what the file looks like instead (not JSON, an HTML page, a Scryfall
error response) and what was expected.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import ijson

from deckstats.cards.sources.streams import (
    DECOMPRESS_ERRORS,
    CardDataError,
    TooDeepError,
    Utf8Reader,
    broken,
    byte_position,
    compression_of,
    open_text,
)

EXPECTED = (
    "expected a Scryfall bulk-data file (a JSON array of card objects, e.g. oracle-cards, "
    "or JSON Lines) or an MTGJSON file (AtomicCards, AllPrintings, a set, AllIdentifiers)"
)


#: Keys of an MTGJSON set object (the ones that come first in its key order among them).
_SET_KEYS = frozenset(
    {
        "baseSetSize",
        "block",
        "booster",
        "cards",
        "cardsphereSetId",
        "code",
        "codeV3",
        "decks",
        "isFoilOnly",
        "isForeignOnly",
        "isNonFoilOnly",
        "isOnlineOnly",
        "isPartialPreview",
        "keyruneCode",
        "languages",
        "mcmId",
        "mtgoCode",
        "parentCode",
        "releaseDate",
        "sealedProduct",
        "tokens",
        "totalSetSize",
        "translations",
    }
)
#: Keys of an MTGJSON card (printing) object.
_CARD_KEYS = frozenset(
    {
        "uuid",
        "layout",
        "manaValue",
        "convertedManaCost",
        "faceName",
        "text",
        "setCode",
        "identifiers",
        "availability",
        "colorIdentity",
        "artist",
    }
)
_SCALARS = frozenset({"string", "number", "boolean", "null", "integer", "double"})


@dataclass(frozen=True, slots=True)
class Sniffed:
    """A file's format, the date its data states (MTGJSON), and a note to warn with."""

    format: str
    date: str | None = None
    note: str | None = None


def _data_kind(events: Iterator[tuple[str, str, Any]]) -> str:
    """The format from the events after a top-level ``"data"`` key."""
    _, event, _ = next(events)
    if event == "start_array":
        return "scryfall-list"
    if event != "start_map":
        return "no-data"
    _, event, first = next(events)
    if event != "map_key":
        return "mtgjson"  # an empty "data" object: no cards
    _, event, _ = next(events)
    if first in _SET_KEYS:
        return "mtgjson-set"
    if event != "start_map":
        return "mtgjson"
    inner = f"data.{first}"
    for prefix, event, value in events:
        if prefix == inner and event == "map_key":
            if value in _SET_KEYS:
                return "mtgjson-sets"
            if value in _CARD_KEYS:
                return "mtgjson-ids"
        elif prefix == inner and event == "end_map":
            break
    return "mtgjson"


def sniff(path: Path, name: str) -> Sniffed:
    """Return the format of a card-data file and the date its data states (MTGJSON only)."""
    compression = compression_of(path)
    opened: list[Utf8Reader] = []
    try:
        with open_text(path, compression, name=name) as fh:
            opened.append(fh)
            head = fh.read(4096)
    except PermissionError:
        raise
    except TooDeepError as exc:
        raise CardDataError(f"{name}: {exc}; not card data") from None
    except DECOMPRESS_ERRORS as exc:
        raise CardDataError(f"{name}: {broken(compression)}: {short_error(exc)}") from None
    except UnicodeDecodeError:
        encoding = opened[0].encoding if opened else "UTF-8"
        raise CardDataError(f"{name}: not valid {encoding} text") from None
    stripped = head.lstrip(b" \t\r\n")
    first = stripped[:1]
    if not first:
        raise CardDataError(f"{name}: file is empty; {EXPECTED}")
    if first == b"[":
        return Sniffed("scryfall")
    if first != b"{":
        raise CardDataError(f"{name}: {_not_json(stripped)}; {EXPECTED}")
    date: str | None = None
    top_keys: set[str] = set()
    scalars: dict[str, Any] = {}
    with open_text(path, compression, name=name) as reader:
        try:
            events = iter(ijson.parse(reader, multiple_values=True))
            for prefix, event, value in events:
                if prefix == "meta.date" and event == "string":
                    date = str(value)
                elif prefix == "" and event == "map_key":
                    top_keys.add(str(value))
                    if value == "data":
                        fmt = _data_kind(events)
                        if fmt == "no-data":
                            break
                        note = None
                        if fmt == "scryfall-list" and scalars.get("has_more") is True:
                            note = (
                                "this is one page of a Scryfall search (has_more is true); "
                                "the cards of the other pages are not in it"
                            )
                        return Sniffed(fmt, date if fmt.startswith("mtgjson") else None, note)
                elif prefix in ("object", "details", "has_more") and event in _SCALARS:
                    scalars[prefix] = value
                elif prefix == "" and event == "end_map":
                    if "name" in top_keys:
                        return Sniffed("scryfall-jsonl")
                    break
        except READ_ERRORS as exc:
            raise read_error(name, exc, reader) from None
        except DECOMPRESS_ERRORS as exc:
            raise CardDataError(f"{name}: {broken(compression)}: {short_error(exc)}") from None
        except StopIteration:
            pass
    if scalars.get("object") == "error":
        detail = str(scalars.get("details") or "no details")
        raise CardDataError(f"{name}: a Scryfall error response, not card data: {detail}")
    raise CardDataError(f"{name}: a JSON object without card data; {EXPECTED}")


def _not_json(head: bytes) -> str:
    if head.startswith(b"SQLite format 3\x00"):
        return "not a JSON card-data file (an SQLite database, e.g. MTGJSON AllPrintings.sqlite)"
    if head[257:262] == b"ustar":
        return "not a JSON card-data file (a tar archive; unpack it and import a .json file)"
    text = head[:200].decode("utf-8", "replace")
    line = text.splitlines()[0] if text else ""
    if text[:1] == "<":
        what = "an HTML page" if "html" in text.lower() else "XML or HTML"
        return f"not a JSON card-data file ({what}: a saved web page or error page?)"
    if text[:1] in "-0123456789":
        return f"not a JSON card-data file (a JSON number: {line[:20]})"
    if text[:1] == '"':
        return "not a JSON card-data file (a JSON string)"
    snippet = line if len(line) <= 30 else line[:27] + "..."
    return f"not a JSON card-data file (it starts {snippet!r})"


def json_error(exc: BaseException, position: int) -> str:
    """A JSON parse error in words, with the byte it happened near."""
    message = short_error(exc)
    if "UTF8" in message or "UTF-8" in message:
        return f"not UTF-8 text near byte {position} (save the file as UTF-8)"
    return f"corrupt JSON near byte {position}: {message}"


#: What reading a JSON stream may raise about the file (``read_error`` says it in words).
READ_ERRORS = (ijson.JSONError, TooDeepError, UnicodeDecodeError)


def read_error(label: str, exc: BaseException, reader: Utf8Reader) -> CardDataError:
    """One of ``READ_ERRORS`` while reading ``label`` as one line, with the byte near it."""
    at = byte_position(reader)
    if isinstance(exc, ijson.JSONError):
        return CardDataError(f"{label}: {json_error(exc, at)}")
    if isinstance(exc, TooDeepError):
        return CardDataError(f"{label}: {exc} near byte {at}; not card data")
    return CardDataError(f"{label}: not valid {reader.encoding} text near byte {at}")


def detect_format(path: Path) -> str:
    """Return the format of a card-data file.

    One of ``"scryfall"`` (a JSON array), ``"scryfall-list"`` (an API list object),
    ``"scryfall-jsonl"`` (JSON Lines, or one card object), ``"mtgjson"`` (AtomicCards),
    ``"mtgjson-sets"`` (AllPrintings), ``"mtgjson-set"`` (one set) or ``"mtgjson-ids"``
    (AllIdentifiers). Only the start of the file is read (up to the first entry under the
    top-level ``data`` key of an object, or the end of the first object of a JSON Lines
    file); compressed files are read through their decompressor.

    Raises:
        CardDataError: empty file, not JSON, or a JSON value of none of these formats.
    """
    return sniff(Path(path), str(path)).format


def short_error(exc: BaseException) -> str:
    """The first line of an exception's message (bytes decoded), or its class name."""
    arg = exc.args[0] if len(exc.args) == 1 else None
    raw = arg.decode("utf-8", "replace") if isinstance(arg, bytes) else str(exc)
    text = raw.strip().splitlines()
    return text[0].strip() if text else type(exc).__name__
