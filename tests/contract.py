"""The output contract of a run directory, as the tests check it (a helper, not a test module).

Scripts and notebooks outside deckstats read a run directory by name: ``summary.json``,
``manifest.json``, ``games.parquet`` (one row per game), ``turns.parquet`` (one row per game x
turn x player) and ``report.html``. ARCHITECTURE.md ("Run directories: the output contract")
lists the names that never change; this module checks a directory against that list: the
files, the columns and their kinds, the summary keys of each command, and basic sanity (rates
in [0, 1], a kill-turn CDF that never falls, a win rate inside its own interval). It checks
names, kinds and sanity, not whether the figures are right (the golden and known-answer tests
do that).

Usage in a test::

    from contract import assert_contract

    assert_contract(run_dir)               # summary.json and games.parquet required
    assert_contract(run_dir, strict=True)  # manifest.json, turns.parquet, report.html too
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pandas as pd
from pandas.api import types as ptypes

#: ``games.parquet``: column -> kind. ``turn`` is a turn number that may be missing (the deck
#: did not win): an integer column, a float column with NaN, or all-null.
GAMES_COLUMNS: dict[str, str] = {
    "game_index": "int",
    "deck": "str",
    "opponent": "str",
    "on_the_play": "bool",
    "mulligans": "int",
    "won": "bool",
    "kill_turn": "turn",
    "turns": "int",
    "termination": "str",
}

#: ``turns.parquet``: the columns every run has (more are welcome).
TURNS_COLUMNS: tuple[str, ...] = (
    "game_index",
    "turn",
    "player",
    "lands_in_play",
    "mana_available",
    "mana_spent",
    "hand_size",
    "life",
    "damage_dealt",
    "spells_cast",
)

#: ``summary.json``: keys of every command, of each seat block of a goldfish run, and of a
#: matchup run.
SUMMARY_KEYS = ("command", "games", "seed")
SIDES = ("on_the_play", "on_the_draw")
GOLDFISH_SEATS = ("all", *SIDES)
SEAT_KEYS = (
    "games",
    "kill_turn_mean",
    "kill_turn_median",
    "p_kill_by_turn",
    "mulligan_rate",
    "win_rate",
)
MATCHUP_KEYS = ("win_rate", "win_rate_ci95", *SIDES, "mean_turns", "draw_rate")

#: ``manifest.json``: what a rerun needs (the seed actually used, the rules era).
MANIFEST_KEYS = ("seed", "rules")

_KIND_CHECKS: dict[str, Callable[[pd.Series], bool]] = {
    "int": ptypes.is_integer_dtype,
    "bool": ptypes.is_bool_dtype,
    "str": lambda col: ptypes.is_string_dtype(col) or ptypes.is_object_dtype(col),
    "turn": lambda col: (
        ptypes.is_integer_dtype(col) or ptypes.is_float_dtype(col) or bool(col.isna().all())
    ),
}


def _is_rate(value: Any) -> bool:
    return isinstance(value, int | float) and 0 <= value <= 1


def _read_json(path: Path) -> tuple[dict[str, Any] | None, str | None]:
    """(the object, None) or (None, why it could not be read)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        return None, f"{path.name} unreadable: {exc}"
    if not isinstance(data, dict):
        return None, f"{path.name} is not a JSON object"
    return data, None


def goldfish_problems(summary: dict[str, Any]) -> list[str]:
    """The seat blocks of a goldfish summary: keys, rates, and a kill-turn CDF."""
    out: list[str] = []
    for seat in GOLDFISH_SEATS:
        block = summary.get(seat)
        if not isinstance(block, dict):
            out.append(f"summary.json lacks the {seat!r} block")
            continue
        out += [f"summary[{seat!r}] lacks {key!r}" for key in SEAT_KEYS if key not in block]
        by_turn = block.get("p_kill_by_turn", {})
        cdf = [by_turn[t] for t in sorted(by_turn, key=int)]
        falls = any(later < earlier - 1e-12 for earlier, later in itertools.pairwise(cdf))
        if falls or not all(_is_rate(p) for p in cdf):
            out.append(f"summary[{seat!r}]['p_kill_by_turn'] is not a CDF")
        out += [
            f"summary[{seat!r}][{key!r}] = {block[key]!r} is not a rate"
            for key in ("mulligan_rate", "win_rate")
            if key in block and not _is_rate(block[key])
        ]
    return out


def matchup_problems(summary: dict[str, Any]) -> list[str]:
    """A matchup summary: deck A's keys, and a win rate inside its own 95% interval."""
    out = [f"summary.json lacks {key!r}" for key in MATCHUP_KEYS if key not in summary]
    rate, interval = summary.get("win_rate"), summary.get("win_rate_ci95")
    if rate is not None and interval is not None:
        lo, hi = interval
        if not (_is_rate(rate) and lo <= rate <= hi):
            out.append(f"win_rate {rate!r} is not a rate inside win_rate_ci95 {interval!r}")
    return out


def games_problems(games: pd.DataFrame, summary: dict[str, Any]) -> list[str]:
    """``games.parquet``: the columns and kinds, one row per game and pairing."""
    out: list[str] = []
    for column, kind in GAMES_COLUMNS.items():
        if column not in games.columns:
            out.append(f"games.parquet lacks column {column!r}")
        elif not _KIND_CHECKS[kind](games[column]):
            out.append(f"games.parquet[{column!r}] has dtype {games[column].dtype} (want {kind})")
    keys = [k for k in ("game_index", "deck", "opponent") if k in games.columns]
    if len(keys) == 3 and games.duplicated(keys).any():
        out.append("games.parquet repeats a game_index for the same pairing")
    if summary.get("command") == "goldfish" and len(games) != summary.get("games"):
        out.append(f"games.parquet has {len(games)} rows, summary.json says {summary.get('games')}")
    return out


def problems(run: Path, *, strict: bool = False) -> list[str]:
    """Every way the run directory ``run`` breaks the output contract (empty: it keeps it).

    ``summary.json`` and ``games.parquet`` are required; ``manifest.json``, ``turns.parquet``
    and ``report.html`` are checked where present and required when ``strict``.
    """
    run = Path(run)
    required = ["summary.json", "games.parquet"]
    if strict:
        required += ["manifest.json", "turns.parquet", "report.html"]
    out = [f"missing {name}" for name in required if not (run / name).is_file()]
    if (run / "manifest.json").is_file():
        manifest, why = _read_json(run / "manifest.json")
        out += [why] if why else []
        out += [
            f"manifest.json lacks {k!r}"
            for k in MANIFEST_KEYS
            if manifest is not None and k not in manifest
        ]
    summary, why = _read_json(run / "summary.json")
    if summary is None:
        return [*out, why or "summary.json unreadable"]
    out += [f"summary.json lacks {key!r}" for key in SUMMARY_KEYS if key not in summary]
    command = summary.get("command")
    if command == "goldfish":
        out += goldfish_problems(summary)
    elif command == "matchup":
        out += matchup_problems(summary)
    if (run / "games.parquet").is_file():
        out += games_problems(pd.read_parquet(run / "games.parquet"), summary)
    if (run / "turns.parquet").is_file():
        columns = set(pd.read_parquet(run / "turns.parquet").columns)
        out += [f"turns.parquet lacks column {c!r}" for c in TURNS_COLUMNS if c not in columns]
    return out


def assert_contract(run: Path, *, strict: bool = False) -> None:
    """Fail (``AssertionError``) listing every way ``run`` breaks the output contract."""
    found = problems(run, strict=strict)
    assert not found, f"{run} breaks the output contract:\n" + "\n".join(found)
