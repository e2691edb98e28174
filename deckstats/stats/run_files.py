"""One safe reader of a run directory's JSON files (``manifest.json``, ``summary.json``).

A run directory is input like any other: ``rerun`` and ``report`` read what may have been
edited, truncated or replaced by hand. ``read_json_object`` bounds the work before
``json.loads`` runs (the file's size, and its nesting depth, found by a scan that cannot
recurse: a manifest nested 10,000 levels deep was a ``RecursionError``), and
``read_manifest`` then checks the type and range of every field a rerun or a report uses
(a negative seed, a game count that is not a whole number, a deck without its text).
Every failure is one ``RunFileError`` line naming the file; nothing here raises anything
else.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from deckstats.cards.errors import DeckstatsError

#: A run's manifest holds its decklists' text: a few kilobytes, never near this.
MAX_BYTES = 16 * 1024 * 1024
#: The deepest a deckstats manifest or summary nests is about 6 levels.
MAX_DEPTH = 64
#: The largest game count a run can record (``-n`` is at most this).
MAX_GAMES = 10**9

#: A JSON string, or an unterminated one to the end: every match succeeds where it
#: starts, so the scan is linear whatever the input (no backtracking).
_STRING = re.compile(r'"(?:[^"\\]|\\.)*(?:"|\\?\Z)', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


class RunFileError(DeckstatsError):
    """A run directory file that cannot be read or does not hold what a run writes."""


def json_depth(text: str) -> int:
    """The deepest nesting of ``[`` / ``{`` in JSON ``text`` (strings skipped; no recursion).

    >>> json_depth('{"a": [1, {"b": "[[["}]}')
    3
    """
    depth = deepest = 0
    for ch in _NOT_BRACKET.sub("", _STRING.sub("", text)):
        if ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    break  # deep enough to refuse: no need to read on
        else:
            depth -= 1
    return deepest


def read_json_object(path: Path) -> dict[str, Any]:
    """The JSON object in ``path``, or one ``RunFileError`` line saying why not.

    Raises:
        RunFileError: unreadable, larger than ``MAX_BYTES``, not UTF-8, not JSON, nested
            deeper than ``MAX_DEPTH``, or not a JSON object.
    """
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise RunFileError(f"{path}: {size} bytes, larger than any run file ({MAX_BYTES})")
        with path.open("rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise RunFileError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    if len(raw) > MAX_BYTES:
        raise RunFileError(f"{path}: larger than any run file ({MAX_BYTES} bytes)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RunFileError(f"{path}: not UTF-8 text") from None
    if json_depth(text) > MAX_DEPTH:
        raise RunFileError(f"{path}: JSON nested more than {MAX_DEPTH} levels deep")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        reason = str(exc).splitlines()[0][:120] if str(exc) else type(exc).__name__
        raise RunFileError(f"{path}: not valid JSON ({reason})") from None
    if not isinstance(data, dict):
        raise RunFileError(f"{path}: not a JSON object")
    return data


def _int(manifest: dict[str, Any], key: str, lo: int, hi: int) -> None:
    value = manifest.get(key)
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        shown = repr(value) if len(repr(value)) <= 40 else repr(value)[:37] + "..."
        raise RunFileError(f"'{key}' must be a whole number from {lo} to {hi} (got {shown})")


def _str(manifest: dict[str, Any], key: str) -> None:
    value = manifest.get(key)
    if value is not None and not isinstance(value, str):
        raise RunFileError(f"'{key}' must be text (got {type(value).__name__})")


def check_manifest(manifest: dict[str, Any]) -> None:
    """Check the type and range of each field a rerun or a report reads, where present.

    Raises:
        RunFileError: the first field that a run never writes so (no file named: the
            caller adds it).
    """
    _int(manifest, "seed", 0, 2**128 - 1)
    _int(manifest, "n_games", 1, MAX_GAMES)
    _int(manifest, "games_completed", 0, MAX_GAMES)
    _int(manifest, "max_turns", 1, 1000)
    for key in ("command", "on", "player_a", "player_b", "deck_name", "stopped_by"):
        _str(manifest, key)
    rules = manifest.get("rules")  # one era; a goldfish --rules A,B run lists its eras
    eras = manifest.get("command") == "goldfish-eras" and isinstance(rules, list)
    if (
        rules is not None
        and not isinstance(rules, str)
        and not (eras and all(isinstance(r, str) for r in rules))
    ):
        raise RunFileError(f"'rules' must be text (got {type(rules).__name__})")
    for key in ("partial", "matrix"):
        value = manifest.get(key)
        if value is not None and not isinstance(value, bool):
            raise RunFileError(f"'{key}' must be true or false (got {type(value).__name__})")
    until_ci = manifest.get("until_ci")
    if until_ci is not None and (
        isinstance(until_ci, bool) or not isinstance(until_ci, int | float) or not 0 < until_ci < 1
    ):
        raise RunFileError(f"'until_ci' must be a number between 0 and 1 (got {until_ci!r:.40})")
    decks = manifest.get("decks")
    if decks is not None:
        if not isinstance(decks, list):
            raise RunFileError(f"'decks' must be a list (got {type(decks).__name__})")
        for i, deck in enumerate(decks):
            if not isinstance(deck, dict):
                raise RunFileError(f"'decks'[{i}] must be an object")
            for key in ("name", "text", "sha256", "file"):
                value = deck.get(key)
                if value is not None and not isinstance(value, str):
                    raise RunFileError(f"'decks'[{i}].{key} must be text")


def read_manifest(path: Path) -> dict[str, Any]:
    """``read_json_object`` and ``check_manifest``: a manifest a rerun or report can trust.

    Raises:
        RunFileError: one line naming ``path`` and the field.
    """
    manifest = read_json_object(path)
    try:
        check_manifest(manifest)
    except RunFileError as exc:
        raise RunFileError(f"{path}: not a readable run manifest: {exc}") from None
    return manifest
