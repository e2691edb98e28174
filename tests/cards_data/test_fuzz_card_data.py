"""Property-based fuzz test of the card-data reader (issue 31), bounded in time for CI.

Hypothesis builds card objects of every kind the reader accepts (Scryfall and MTGJSON
shapes: a bulk array, an API list, JSON Lines, one card, AtomicCards, a set file,
AllPrintings, AllIdentifiers) from real-looking facts mixed with hostile values (huge
numbers, NaN-like floats, lists where text goes, deep nesting, control characters, lone
surrogates escaped in JSON), serialises them (UTF-8, UTF-16, a byte-order mark, gzip),
then mutates the bytes (truncation, flipped or inserted bytes, a duplicated slice). The
property: ``import_file`` either imports (and the index then answers for every card it
counted) or raises ``CardDataError`` whose one-line message starts with the file's name
(or the index's path, for a write error); never any other exception. The campaign with
thousands of files, through the real CLI too, is ``benchmarks/fuzz_card_data.py``.
"""

from __future__ import annotations

import gzip
import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from deckstats.cards.sources import CardDataError, import_file
from deckstats.cards.sources.index import open_index

_NAMES = [
    "Grizzly Bears",
    "Lightning Bolt",
    "Fire // Ice",
    "Delver of Secrets",
    "Ὰ",
    "",
    " ",
    "Æther Vial",
    "a" * 300,
]
_TYPES = [
    "Creature — Bear",
    "Instant",
    "Land",
    "Legendary Planeswalker — Jace",
    "Artifact Creature — Golem",
    "Token Creature — Goblin",
    "",
]
_COSTS = [
    "{1}{G}",
    "{R}",
    "{X}{X}{R}",
    "{2/W}",
    "{1000000}",
    "{" + "9" * 60 + "}",
    "{²}",
    "{",
    "{}",
    "1G",
]
_PT = ["2", "*", "1+*", "-1", "0.5", "∞", "9" * 40, "²"]
_LAYOUTS = [
    "normal",
    "split",
    "transform",
    "token",
    "art_series",
    "reversible_card",
    "flip",
    "modal_dfc",
    "adventure",
]

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from([1e300, -1e300, 1e-300, 0.5]),
    st.text(max_size=30),
    st.sampled_from(_NAMES + _TYPES + _COSTS + _PT),
)
values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def _fact(options: list[str]) -> st.SearchStrategy[Any]:
    return st.one_of(st.sampled_from(options), values)


_GOOD_NAMES = [n for n in _NAMES if n.strip()]
_GOOD_TYPES = [t for t in _TYPES if t]


def _card(keys: dict[str, list[str]], names: list[str]) -> st.SearchStrategy[dict[str, Any]]:
    """A readable card of real-looking facts, then up to three fields replaced by anything."""
    hostile = st.dictionaries(
        st.sampled_from([*keys, "name", "layout", "legalities", "colors"]), values, max_size=3
    )
    base = st.fixed_dictionaries(
        {
            "name": st.sampled_from(names) | st.text(min_size=1, max_size=20),
            **{k: st.sampled_from(v) for k, v in keys.items()},
        }
    )
    return st.builds(lambda b, h: {**b, **h}, base, st.one_of(st.just({}), hostile))


_SCRYFALL_FACTS = {
    "type_line": _GOOD_TYPES,
    "mana_cost": _COSTS,
    "power": _PT,
    "toughness": _PT,
    "oracle_text": ["Flying", "{T}: Add {G}.", "~ deals 3 damage to any target."],
    "layout": _LAYOUTS,
}
face = _card({k: v for k, v in _SCRYFALL_FACTS.items() if k != "layout"}, _GOOD_NAMES)
scryfall_card = st.builds(
    lambda card, faces: {**card, **({"card_faces": faces} if faces is not None else {})},
    _card(_SCRYFALL_FACTS, _GOOD_NAMES),
    st.one_of(st.none(), st.none(), st.lists(face, min_size=1, max_size=3), values),
)
mtgjson_face = _card(
    {
        "type": _GOOD_TYPES,
        "manaCost": _COSTS,
        "power": _PT,
        "text": ["Flying"],
        "layout": _LAYOUTS,
        "side": ["a", "b"],
        "uuid": ["u1", "u2"],
    },
    _GOOD_NAMES,
)


def _shape(kind: str, cards: list[Any], atomic: dict[str, Any]) -> Any:
    if kind == "scryfall":
        return cards
    if kind == "list":
        return {"object": "list", "has_more": False, "data": cards}
    if kind == "single":
        return cards[0] if cards else {}
    if kind == "atomic":
        return {"meta": {"date": "2026-01-01"}, "data": atomic}
    if kind == "set":
        return {"data": {"code": "TST", "cards": cards}}
    if kind == "sets":
        return {"data": {"TST": {"code": "TST", "cards": cards}, "BAD": cards}}
    return {"data": {f"id-{i}": c for i, c in enumerate(cards)}}


documents = st.builds(
    lambda kind, sc, mj, atomic: (
        kind,
        _shape(kind, mj if kind in ("set", "sets", "ids") else sc, atomic),
    ),
    st.sampled_from(["scryfall", "list", "single", "jsonl", "atomic", "set", "sets", "ids"]),
    st.lists(scryfall_card, min_size=1, max_size=6),
    st.lists(mtgjson_face, min_size=1, max_size=6),
    st.dictionaries(
        st.sampled_from(_NAMES) | st.text(max_size=10),
        st.lists(mtgjson_face, min_size=1, max_size=3) | values,
        min_size=1,
        max_size=4,
    ),
)


def _serialise(kind: str, doc: Any, ascii_only: bool) -> bytes:
    if kind == "jsonl":
        items = doc if isinstance(doc, list) else [doc]
        return "\n".join(json.dumps(c, ensure_ascii=ascii_only) for c in items).encode()
    return json.dumps(doc, ensure_ascii=ascii_only).encode()


mutations = st.lists(
    st.tuples(
        st.sampled_from(["truncate", "flip", "insert", "duplicate", "delete"]),
        st.floats(min_value=0, max_value=1),
        st.binary(min_size=1, max_size=6)
        | st.sampled_from([b"[", b"{", b'"', b"\\", b"\x00", b"\xff", b"\xed\xa0\x80"]),
    ),
    max_size=3,
)
#: Half the files are left intact, so the reader's accepting paths are fuzzed too.
mutations = st.one_of(st.just([]), mutations)


def mutate(data: bytes, steps: list[tuple[str, float, bytes]]) -> bytes:
    for what, where, blob in steps:
        at = int(where * len(data))
        if what == "truncate":
            data = data[:at]
        elif what == "flip" and data:
            at = min(at, len(data) - 1)
            data = data[:at] + bytes([data[at] ^ blob[0]]) + data[at + 1 :]
        elif what == "insert":
            data = data[:at] + blob + data[at:]
        elif what == "duplicate":
            data = data[:at] + data[at : at + 64] + data[at:]
        else:
            data = data[:at] + data[at + len(blob) :]
    return data


@pytest.mark.slow
@settings(max_examples=200, deadline=5000, suppress_health_check=list(HealthCheck))
@given(
    documents,
    st.booleans(),
    st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "gzip"]),
    mutations,
)
def test_card_data_reader_never_crashes(document, ascii_only, packing, steps):
    kind, doc = document
    data = _serialise(kind, doc, ascii_only)
    if packing == "utf-8-sig":
        data = b"\xef\xbb\xbf" + data
    elif packing == "utf-16":
        data = data.decode("utf-8").encode("utf-16")
    data = mutate(data, steps)
    if packing == "gzip":
        data = gzip.compress(data, mtime=0)
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "cards.json"
        src.write_bytes(data)
        home = Path(tmp) / "home"
        try:
            summary = import_file(src, home=home)
        except CardDataError as exc:
            message = str(exc)
            assert "\n" not in message
            assert message.startswith((str(src), str(home))), message
            assert not (home / "cards.sqlite").exists()
            event(f"refused: {message.removeprefix(str(src)).split(':')[1].strip()[:16]}")
            return
        event(f"imported {kind}")
        assert summary.cards >= 1
        idx = open_index(home)
        assert idx is not None and len(idx) == summary.index_cards
        for name in idx.all_names()[:20]:
            assert idx.record(name) is not None
            idx.card(name)  # compiles: no exception for any record the reader let in
