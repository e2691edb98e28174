"""The importers' common card record: a small JSON-ready dict per card.

Both Scryfall and MTGJSON objects are reduced to::

    {"name": "Fire // Ice", "layout": "split",
     "faces": [{"name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant",
                "oracle_text": "...", "power": None, ...}, {...}],
     "legalities": {"modern": "legal", ...}}

Only printed facts, Oracle text and legalities are kept (prices, images and printings
are dropped), which keeps the index small; the ``CardDef`` is compiled on lookup.
"""

from __future__ import annotations

from collections.abc import Mapping
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
        "reversible_card",
    }
)

_FACE_KEYS = ("mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty")


def _face(name: str, src: Mapping[str, Any], colors: Any) -> dict[str, Any]:
    face: dict[str, Any] = {"name": name}
    for key in _FACE_KEYS:
        value = src.get(key)
        if value not in (None, ""):
            face[key] = str(value)
    if isinstance(colors, list):
        face["colors"] = "".join(str(c) for c in colors)
    return face


def _legal(legalities: Any) -> dict[str, str]:
    if not isinstance(legalities, Mapping):
        return {}
    return {
        str(fmt).lower(): str(status).lower()
        for fmt, status in legalities.items()
        if str(status).lower() not in ("not_legal", "")
    }


def scryfall_record(card: Mapping[str, Any]) -> Record | None:
    """Reduce one Scryfall card object to a record; ``None`` for non-deck layouts.

    Raises:
        ValueError: when the object is not a Scryfall card (no ``name``).
    """
    name = card.get("name")
    if not isinstance(name, str) or not name:
        raise ValueError("not a Scryfall card object (no 'name')")
    layout = str(card.get("layout") or "normal")
    if layout in SKIP_LAYOUTS:
        return None
    faces_src = card.get("card_faces")
    faces: list[dict[str, Any]]
    if isinstance(faces_src, list) and faces_src:
        faces = []
        for f in faces_src:
            if not isinstance(f, Mapping):
                raise ValueError("card_faces holds a non-object")
            faces.append(_face(str(f.get("name") or name), f, f.get("colors")))
        if "oracle_text" not in faces[0] and card.get("oracle_text") and len(faces) == 1:
            faces[0]["oracle_text"] = str(card["oracle_text"])
    else:
        if "type_line" not in card:
            raise ValueError(f"card {name!r} has no 'type_line'")
        faces = [_face(name, card, card.get("colors"))]
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
}


def mtgjson_record(name: str, faces_src: Any) -> Record | None:
    """Reduce one MTGJSON AtomicCards entry (``name`` -> list of faces) to a record.

    Raises:
        ValueError: when the entry is not a list of card faces.
    """
    if (
        not isinstance(faces_src, list)
        or not faces_src
        or not all(isinstance(f, Mapping) for f in faces_src)
    ):
        raise ValueError(f"data[{name!r}] is not a list of card faces")
    ordered = sorted(faces_src, key=lambda f: str(f.get("side") or "a"))
    seen_sides: set[str] = set()
    faces: list[dict[str, Any]] = []
    layout = str(ordered[0].get("layout") or "normal")
    if layout in SKIP_LAYOUTS:
        return None
    for f in ordered:
        side = str(f.get("side") or "a")
        if side in seen_sides:
            continue
        seen_sides.add(side)
        if "type" not in f:
            raise ValueError(f"data[{name!r}] face has no 'type'")
        mapped = {dst: f.get(src) for src, dst in _MTGJSON_MAP.items()}
        face_name = str(f.get("faceName") or f.get("name") or name)
        faces.append(_face(face_name, mapped, f.get("colors")))
    return {
        "name": name,
        "layout": layout,
        "faces": faces,
        "legalities": _legal(ordered[0].get("legalities")),
    }
