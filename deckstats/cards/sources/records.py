"""The importers' common card record: a small JSON-ready dict per card.

Both Scryfall and MTGJSON objects are reduced to::

    {"name": "Fire // Ice", "layout": "split",
     "faces": [{"name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant",
                "oracle_text": "...", "power": None, ...}, {...}],
     "legalities": {"modern": "legal", ...}}

Only printed facts, Oracle text and legalities are kept (prices, images and printings
are dropped), which keeps the index small; the ``CardDef`` is compiled on lookup.

**Bad records.** A card object whose facts cannot be read as printed (no name, no type
line, a field of the wrong JSON type such as ``"colors": 3`` or ``"oracle_text": [..]``,
``card_faces`` that is not a list of objects, an Oracle text longer than any real card's
could be, a power, toughness, loyalty or defence beyond any printed number, a generic mana
symbol above Gleemax's ``{1000000}``, a string the reader cut for being longer than
``MAX_STRING_BYTES``) raises ``BadRecord``, a ``ValueError`` whose message names the card. Importers
skip such records and count them (see ``import_file``): one broken object among thousands
must not cost the user the whole file, and it must never be imported with facts it does
not state (a card without types would play as nothing). Lenient where the meaning is
unambiguous: a number where a printed number goes (``"power": 2``), a string of colour
letters for ``colors`` (``"UR"``), ``null`` for an absent field.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from typing import Any

Record = dict[str, Any]

#: Scryfall / MTGJSON layouts that are not cards a deck can hold.
SKIP_LAYOUTS = frozenset(
    {
        "token",
        "double_faced_token",
        "emblem",
        "art_series",
        "vanguard",
        "planar",
        "scheme",
    }
)

#: Printed facts kept per face (Scryfall spelling).
_FACE_KEYS = ("mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty", "defense")
#: Facts printed as numbers that a file may hold as JSON numbers.
_NUMERIC = frozenset({"power", "toughness", "loyalty", "defense"})
#: No real card's Oracle text is near this long (the longest are about 1,500 characters).
MAX_TEXT = 20_000
#: The largest number printed on a card: Gleemax's ``{1000000}`` (CR 107.1 lets costs and
#: characteristics be any number, but no printed one is larger). A power of ``1e300`` or a
#: 5,000-digit generic symbol is not a card: such a record is skipped, not clamped (a
#: clamped value would be a fact the file does not state).
MAX_NUMBER = 1_000_000
#: What the reader (``streams._StringCap``) puts in place of a JSON string longer than
#: ``MAX_STRING_BYTES``, so one huge field costs bounded memory; ``_fact`` and ``_name``
#: refuse it (real card data never holds a NUL character).
OVERSIZE_MARK = "\x00deckstats:oversize"
#: The longest JSON string the reader passes on (in bytes, escapes not counted).
MAX_STRING_BYTES = 256 * 1024
#: The largest record the reader passes on, in bytes (``streams._RecordCap``): a Scryfall
#: card is a few kilobytes, an MTGJSON entry with its translations well under 1 MiB.
MAX_RECORD_BYTES = 4 * 1024 * 1024
#: What the reader puts in place of a larger record (a JSON string: the readers skip it).
OVERSIZE_RECORD = "\x00deckstats:oversize-record"


def oversize_reason(value: Any) -> str | None:
    """The skip reason when ``value`` is ``OVERSIZE_RECORD`` (``None`` otherwise)."""
    if value == OVERSIZE_RECORD:
        return f"a record larger than {MAX_RECORD_BYTES} bytes (no card is that large)"
    return None


_DIGITS = re.compile(r"\d+")
_GENERIC = re.compile(r"\{\s*(\d+)\s*\}")
_COLOR_LETTERS = frozenset("WUBRGC")
#: No card name is near this long (the longest are about 140 characters).
MAX_NAME = 1_000


class BadRecord(ValueError):  # noqa: N818 - a record, not an error of the program
    """A card object whose printed facts cannot be read; importers skip and count it."""


class Tally:
    """What a reader left out of a file.

    Unreadable records (with the first few reasons) and objects that are not deck cards
    (tokens, emblems, art cards...).

    Args:
        strict: raise ``ValueError`` at the first unreadable record instead of counting it.
    """

    KEEP = 3

    def __init__(self, *, strict: bool = False) -> None:
        self.strict = strict
        self.bad = 0
        self.reasons: list[str] = []
        self.other = 0

    def skip(self, reason: str) -> None:
        """Count one unreadable record (``reason`` names it: ``"item 5: ..."``)."""
        if self.strict:
            raise ValueError(reason)
        self.bad += 1
        if len(self.reasons) < self.KEEP:
            self.reasons.append(reason)

    def read(self, where: str, build: Callable[..., Record | None], *args: Any) -> Record | None:
        """The record ``build(*args)`` makes, or ``None``.

        An unreadable record is skipped (``where: reason``) and a non-deck object counted
        in ``other``.
        """
        try:
            record = build(*args)
        except BadRecord as exc:
            self.skip(f"{where}: {exc}")
            return None
        if record is None:
            self.other += 1
        return record


def _fact(key: str, value: Any, card: str) -> str | None:
    if value is None or value == "":
        return None
    if isinstance(value, str):
        if OVERSIZE_MARK in value:
            raise BadRecord(f"{card!r}: '{key}' is longer than {MAX_STRING_BYTES} bytes")
        if len(value) > MAX_TEXT:
            raise BadRecord(f"{card!r}: '{key}' is {len(value)} characters long")
        _check_numbers(key, value, card)
        return value
    if key in _NUMERIC and isinstance(value, int | float) and not isinstance(value, bool):
        if not math.isfinite(value) or abs(value) > MAX_NUMBER:
            raise BadRecord(f"{card!r}: '{key}' is {_show(value)}, beyond any printed number")
        return str(int(value)) if float(value).is_integer() else str(value)
    raise BadRecord(f"{card!r}: '{key}' is {_kind(value)}, not text")


def _check_numbers(key: str, value: str, card: str) -> None:
    """Refuse a printed number beyond ``MAX_NUMBER`` in a P/T/loyalty/defence or a cost."""
    if key in _NUMERIC:
        numbers = _DIGITS.findall(value)
    elif key == "mana_cost":
        numbers = _GENERIC.findall(value)
    else:
        return
    for digits in numbers:
        if len(digits) > 7 or int(digits) > MAX_NUMBER:
            raise BadRecord(
                f"{card!r}: '{key}' holds a number of {len(digits)} digits, "
                f"beyond any printed number"
            )


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, Mapping):
        return "an object"
    return "a string" if isinstance(value, str) else type(value).__name__


def _colors(colors: Any, card: str) -> str | None:
    if colors is None:
        return None
    letters = colors if isinstance(colors, str) else None
    if isinstance(colors, list) and all(isinstance(c, str) for c in colors):
        letters = "".join(colors)
    if letters is None or not set(letters.upper()) <= _COLOR_LETTERS:
        what = f"{_kind(colors)} {_show(colors)}"
        raise BadRecord(f"{card!r}: 'colors' is {what}, not colour letters")
    # "C" (colourless, as in mana) is no colour: the compiler knows only W, U, B, R, G.
    return letters.upper().replace("C", "")


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _face(name: str, src: Mapping[str, Any], colors: Any, card: str) -> dict[str, Any]:
    if OVERSIZE_MARK in name or len(name) > MAX_NAME:
        raise BadRecord(f"{card!r}: a face name is longer than {MAX_NAME} characters")
    face: dict[str, Any] = {"name": name}
    for key in _FACE_KEYS:
        value = _fact(key, src.get(key), card)
        if value is not None:
            face[key] = value
    if "type_line" not in face:
        raise BadRecord(f"{card!r} has no type line")
    letters = _colors(colors, card)
    if letters is not None:
        face["colors"] = letters
    return face


def _legal(legalities: Any) -> dict[str, str]:
    if not isinstance(legalities, Mapping):
        return {}
    # Format names and statuses are short words; anything else (a hostile file) is dropped.
    return {
        str(fmt).lower(): str(status).lower()
        for fmt, status in list(legalities.items())[:200]
        if str(status).lower() not in ("not_legal", "")
        and len(str(fmt)) <= 40
        and len(str(status)) <= 40
        and "\x00" not in str(fmt) + str(status)
    }


def _name(value: Any, what: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise BadRecord(f"not a {what} card object (no 'name')")
    if OVERSIZE_MARK in value or len(value) > MAX_NAME:
        raise BadRecord(f"a {what} card whose 'name' is longer than {MAX_NAME} characters")
    return value.strip()


def _stated_colors(src: Mapping[str, Any], indicator: str = "color_indicator") -> Any:
    """The colours an object states: ``colors``, else its colour indicator (CR 204.2).

    Without either, the compiler takes the colours of the mana cost (CR 105.2), which is
    wrong for a face with no mana cost but a colour indicator (a transformed back face).
    """
    colors = src.get("colors")
    return src.get(indicator) if colors is None else colors


def scryfall_record(card: Mapping[str, Any]) -> Record | None:
    """Reduce one Scryfall card object to a record; ``None`` for non-deck layouts.

    A ``reversible_card`` (both sides the same card, as on some Secret Lair printings) is
    read as its first face under that face's name.

    Raises:
        BadRecord: when the object is not a readable Scryfall card (see the module notes).
    """
    kind = card.get("object")
    if isinstance(kind, str) and kind not in ("card", ""):
        raise BadRecord(f"a Scryfall {kind!r} object, not a card")
    name = _name(card.get("name"), "Scryfall")
    layout = card.get("layout") or "normal"
    if not isinstance(layout, str):
        raise BadRecord(f"{name!r}: 'layout' is {_kind(layout)}, not text")
    if layout in SKIP_LAYOUTS:
        return None
    faces_src = card.get("card_faces")
    if faces_src is not None and (
        not isinstance(faces_src, list) or not all(isinstance(f, Mapping) for f in faces_src)
    ):
        raise BadRecord(f"{name!r}: 'card_faces' is not a list of face objects")
    faces: list[dict[str, Any]]
    if faces_src and layout == "reversible_card":
        front = faces_src[0]
        name = _name(front.get("name"), "Scryfall")
        layout = "normal"
        faces = [_face(name, front, _stated_colors(front), name)]
    elif faces_src:
        halves = card.get("type_line")
        halves = halves.split(" // ") if isinstance(halves, str) else []
        faces = []
        for i, f in enumerate(faces_src):
            face_name = f.get("name") or name
            if not isinstance(face_name, str):
                raise BadRecord(f"{name!r}: face {i} 'name' is {_kind(face_name)}, not text")
            src: Mapping[str, Any] = f
            if not f.get("type_line") and len(halves) == len(faces_src):
                src = {**f, "type_line": halves[i]}
            colors = _stated_colors(f)
            if colors is None and layout == "flip":
                # CR 710.2: a flipped permanent changes name, text, type line and P/T
                # only; it keeps the card's mana cost and colours, which Scryfall states
                # once, on the card.
                colors = card.get("colors")
            faces.append(_face(face_name, src, colors, name))
        if "oracle_text" not in faces[0] and card.get("oracle_text") and len(faces) == 1:
            faces[0]["oracle_text"] = _fact("oracle_text", card["oracle_text"], name)
    else:
        faces = [_face(name, card, _stated_colors(card), name)]
    return {
        "name": name,
        "layout": layout,
        "faces": faces,
        "legalities": _legal(card.get("legalities")),
    }


_MTGJSON_MAP = {
    "manaCost": "mana_cost",
    "type": "type_line",
    "text": "oracle_text",
    "power": "power",
    "toughness": "toughness",
    "loyalty": "loyalty",
    "defense": "defense",
}


def mtgjson_record(name: str, faces_src: Any) -> Record | None:
    """Reduce one MTGJSON card (its name and its list of faces) to a record.

    The faces are an AtomicCards entry, or the printings of one card gathered from a set
    file (one per side).

    Raises:
        BadRecord: when the entry is not a list of readable card faces.
    """
    too_big = oversize_reason(faces_src)
    if too_big is not None:
        raise BadRecord(too_big)
    if (
        not isinstance(faces_src, list)
        or not faces_src
        or not all(isinstance(f, Mapping) for f in faces_src)
    ):
        raise BadRecord("not a list of card faces")
    name = _name(name, "MTGJSON")
    ordered = sorted(faces_src, key=lambda f: str(f.get("side") or "a"))
    seen_sides: set[str] = set()
    faces: list[dict[str, Any]] = []
    layout = ordered[0].get("layout") or "normal"
    if not isinstance(layout, str):
        raise BadRecord(f"{name!r}: 'layout' is {_kind(layout)}, not text")
    if layout in SKIP_LAYOUTS:
        return None
    for f in ordered:
        side = str(f.get("side") or "a")
        if side in seen_sides:
            continue
        seen_sides.add(side)
        mapped = {dst: f.get(src) for src, dst in _MTGJSON_MAP.items()}
        face_name = f.get("faceName") or f.get("name") or name
        if not isinstance(face_name, str):
            raise BadRecord(f"{name!r}: face 'faceName' is {_kind(face_name)}, not text")
        faces.append(_face(face_name, mapped, _stated_colors(f, "colorIndicator"), name))
    return {
        "name": name,
        "layout": layout,
        "faces": faces,
        "legalities": _legal(ordered[0].get("legalities")),
    }
