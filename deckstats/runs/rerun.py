"""``deckstats rerun``: play a recorded run again from its manifest and compare every game.

A run directory records everything needed to repeat it: the decklists' text (checked
against their SHA-256), the seed, rules, turn cap, play/draw rule and players. ``rerun``
plans the same run (``runs.plan``), plays it into a scratch directory with any backend
or worker count, and compares the tables column by column.
"""

from __future__ import annotations

import hashlib
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from deckstats.cards.errors import DeckstatsError
from deckstats.cards.sources.index import index_summary
from deckstats.deck import Decklist, parse_decklist
from deckstats.runs.loop import RUN_FORMAT, execute
from deckstats.runs.plan import plan_gauntlet, plan_goldfish, plan_matchup
from deckstats.sim.seeding import STREAM_LAYOUT
from deckstats.stats.run_files import read_manifest


@dataclass(frozen=True)
class RerunResult:
    """The outcome of ``rerun``: whether every game repeated bit for bit."""

    identical: bool
    games: int
    message: str
    card_index_changed: bool


def _first_difference(a: Path, b: Path, key: str = "game_index") -> str | None:
    """The first column (and game) where two Parquet tables differ; ``None`` if equal.

    Compared one column at a time, so a run of millions of turn rows is never held whole.
    """
    import pyarrow.parquet as pq

    fa, fb = pq.ParquetFile(a), pq.ParquetFile(b)
    if fa.schema_arrow != fb.schema_arrow:
        return f"{a.name}: the columns differ"
    if fa.metadata.num_rows != fb.metadata.num_rows:
        return f"{a.name}: {fa.metadata.num_rows} rows against {fb.metadata.num_rows}"
    for col in fa.schema_arrow.names:
        ca = pq.read_table(a, columns=[col]).column(0)
        cb = pq.read_table(b, columns=[col]).column(0)
        if not ca.equals(cb):
            va, vb = ca.to_numpy(zero_copy_only=False), cb.to_numpy(zero_copy_only=False)
            row = int(np.flatnonzero(pd.Series(va).ne(pd.Series(vb)).to_numpy())[0])
            game = pq.read_table(a, columns=[key]).column(0)[row].as_py()
            return f"{a.name}: column {col!r} differs first at game {game}"
    return None


def _stored_deck(info: dict[str, Any], path: Path) -> Decklist:
    """A decklist from its text in a manifest, after checking the stored SHA-256."""
    text = info["text"]
    if hashlib.sha256(text.encode("utf-8")).hexdigest() != info.get("sha256"):
        raise DeckstatsError(
            f"{path}: the stored decklist of {info.get('name')!r} does not match its SHA-256"
        )
    return parse_decklist(text, source=info.get("file") or f"{info['name']}.txt")


def _recorded_keep(manifest: dict[str, Any]) -> str:
    """The run's keep policy (``--keep`` text); a run without one kept by land count."""
    keep = manifest.get("keep")
    if isinstance(keep, dict) and isinstance(keep.get("text"), str):
        return str(keep["text"])
    return "lands"


def _reason(exc: BaseException) -> str:
    lines = str(exc).strip().splitlines()
    return lines[0][:120] if lines else type(exc).__name__


def _stored_rows(run: Path) -> int:
    """Rows of the run's ``games.parquet`` (its footer only); every table must be readable.

    Raises:
        DeckstatsError: a table that is not a readable Parquet file (truncated, say).
    """
    import pyarrow as pa
    import pyarrow.parquet as pq

    rows = 0
    for table in ("games", "turns", "events"):
        file = run / f"{table}.parquet"
        if table == "events" and not file.is_file():
            continue
        try:
            meta = pq.ParquetFile(file).metadata
        except (OSError, ValueError, pa.ArrowException) as exc:
            raise DeckstatsError(
                f"{file}: not a readable Parquet table ({_reason(exc)}); the run is damaged"
            ) from None
        if table == "games":
            rows = int(meta.num_rows)
    return rows


#: The commands ``rerun`` repeats.
RERUN_COMMANDS = ("goldfish", "matchup", "gauntlet")


@dataclass(frozen=True)
class _Recorded:
    """What a run directory says was played, checked against its files."""

    command: str
    decks: list[Decklist]
    n: int
    seed: int
    common: dict[str, Any]
    stored: int
    manifest: dict[str, Any]


def read_recorded(run: Path) -> _Recorded:
    """The recorded run in ``run``, or one ``DeckstatsError`` line saying why not."""
    path = run / "manifest.json"
    if not run.is_dir() or not path.is_file():
        raise DeckstatsError(f"{run}: not a run directory (no manifest.json)")
    manifest = read_manifest(path)  # size, depth, types and ranges: one line if not
    try:
        command = manifest.get("command")
        infos = list(manifest["decks"])
        n = int(manifest.get("games_completed") or manifest["n_games"])
        seed = int(manifest["seed"])
        common: dict[str, Any] = {
            "seed": seed,
            "on": manifest["on"],
            "rules": manifest["rules"],
            "max_turns": int(manifest["max_turns"]),
            "keep": _recorded_keep(manifest),
        }
        if command in ("matchup", "gauntlet"):
            common["player_a"] = manifest["player_a"]
            common["player_b"] = manifest["player_b"]
    except (ValueError, KeyError, IndexError, TypeError, AttributeError) as exc:
        raise DeckstatsError(f"{path}: not a readable run manifest ({exc!r})") from None
    if command not in RERUN_COMMANDS:
        raise DeckstatsError(
            f"{path}: rerun knows {', '.join(RERUN_COMMANDS)} runs (this is {command!r})"
        )
    if len(infos) < (1 if command == "goldfish" else 2):
        raise DeckstatsError(f"{path}: not a readable run manifest (too few decks)")
    for table in ("games", "turns"):
        if not (run / f"{table}.parquet").is_file():
            raise DeckstatsError(f"{run}: not a complete run (no {table}.parquet)")
    stored = _stored_rows(run)
    _check_counts(path, command, manifest, n, stored)
    try:
        decks = [_stored_deck(info, path) for info in infos]
    except (KeyError, TypeError) as exc:
        raise DeckstatsError(f"{path}: not a readable run manifest ({exc!r})") from None
    return _Recorded(command, decks, n, seed, common, stored, manifest)


def _check_counts(path: Path, command: str, manifest: dict[str, Any], n: int, stored: int) -> None:
    """The games played again are bounded by the games stored, never by the manifest alone.

    A manifest edited to 10^9 games would otherwise play until killed.
    """
    if command != "gauntlet" and n != stored:
        raise DeckstatsError(
            f"{path}: the manifest records {n} games but games.parquet holds {stored}: "
            f"not a consistent run"
        )
    gauntlet_n = int(manifest["n_games"]) if command == "gauntlet" else 0
    if command == "gauntlet" and manifest.get("until_ci") is None and gauntlet_n > stored:
        raise DeckstatsError(
            f"{path}: the manifest records {manifest['n_games']} games per pairing but "
            f"games.parquet holds {stored} in all: not a consistent run"
        )


def _replay(rec: _Recorded, again: Path, workers: int, backend: str) -> None:
    """Play the recorded run again into ``again`` (its decks as stored, no format check)."""
    options: dict[str, Any] = {
        **rec.common,
        "workers": workers,
        "backend": backend,
        "out": again,
        "deck_format": "none",
        "load_tables": False,
    }
    decks = rec.decks
    if rec.command == "goldfish":
        execute(*plan_goldfish(decks[0], n=rec.n, **options))
    elif rec.command == "matchup":
        execute(*plan_matchup(decks[0], decks[1], n=rec.n, **options))  # a prefix: no stopping
    else:
        until_ci = rec.manifest.get("until_ci")
        planned = plan_gauntlet(
            decks[0],
            tuple(decks[1:]),
            # With --until-ci no pairing played more games than the file holds in all.
            n=min(int(rec.manifest["n_games"]), rec.stored),
            matrix=bool(rec.manifest.get("matrix")),
            until_ci=None if until_ci is None else float(until_ci),
            **options,
        )
        execute(*planned)


def _compare_tables(run: Path, again: Path) -> str | None:
    """The first difference between the recorded tables and the replayed ones, if any."""
    import pyarrow as pa

    diff = None
    for table in ("games", "turns", "events"):  # events.parquet: runs that record it
        if diff is None and (table != "events" or (run / "events.parquet").is_file()):
            try:
                diff = _first_difference(run / f"{table}.parquet", again / f"{table}.parquet")
            except (OSError, ValueError, pa.ArrowException) as exc:
                diff = f"{table}.parquet cannot be read ({_reason(exc)})"
    return diff


def _format_note(manifest: dict[str, Any]) -> str:
    """A note for a run written by an older run format (its summary lacks newer keys).

    The tables are compared either way: the games of an older run repeat exactly when
    nothing that plays them has changed; only what the summary holds has grown.
    """
    try:
        made = int(manifest.get("format", 1))
    except (TypeError, ValueError):
        made = 1
    if made >= RUN_FORMAT:
        return ""
    return (
        f" (made by run format {made}, an older format: this deckstats writes format "
        f"{RUN_FORMAT}; its tables are compared, its summary.json is not rewritten)"
    )


def _layout_note(manifest: dict[str, Any]) -> str:
    """A note for a run made with another stream layout (``sim.seeding.STREAM_LAYOUT``).

    Its games cannot repeat: the same seed gives the agents other random draws. A manifest
    without ``stream_layout`` was made with layout 1.
    """
    try:
        made = int(manifest.get("stream_layout", 1))
    except (TypeError, ValueError):
        made = 1
    if made == STREAM_LAYOUT:
        return ""
    return (
        f" (made with stream layout {made}; this deckstats seeds games with stream layout "
        f"{STREAM_LAYOUT}, so the same seed gives the players other random draws and the "
        "games are not expected to repeat: rerun it with the deckstats that made it)"
    )


def rerun(run_dir: str | Path, *, workers: int = 1, backend: str = "process") -> RerunResult:
    """Repeat a goldfish, matchup or gauntlet run from its ``manifest.json``; compare every game.

    The decklists come from the text stored in the manifest (each SHA-256 is checked), and
    the games are played again with the recorded seed, rules, turn cap, play/draw rule and
    players (any worker count or backend: results never depend on them): the games
    ``0 .. games_completed-1`` of a goldfish or matchup run (a partial or ``--until-ci``
    run included), and a gauntlet with its ``-n``, ``--until-ci`` and ``--matrix``.
    ``games.parquet``, ``turns.parquet`` and (when the run has it) ``events.parquet`` are
    then compared value for value.
    """
    import pyarrow.parquet as pq

    run = Path(run_dir)
    rec = read_recorded(run)
    index_changed = index_summary() != rec.manifest.get("card_index")
    scratch = Path(tempfile.mkdtemp(prefix="deckstats-rerun-"))
    try:
        _replay(rec, scratch / "run", workers, backend)
        n = int(pq.ParquetFile(run / "games.parquet").metadata.num_rows)
        diff = _compare_tables(run, scratch / "run")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    note = " (the card-data index has changed since the run)" if index_changed else ""
    note += _format_note(rec.manifest) + _layout_note(rec.manifest)
    if diff is None:
        msg = f"identical: all {n} games of {run} repeat exactly (seed {rec.seed}){note}"
    else:
        msg = f"not identical: {diff} ({run}, seed {rec.seed}){note}"
    return RerunResult(diff is None, n, msg, index_changed)
