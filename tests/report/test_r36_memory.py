"""Issue 32 point 3: the goldfish page's memory does not grow with the turn rows.

The page's land-drop chart and table used to read every turn row of the run into pandas
(and index them by game and turn): hundreds of bytes a game on top of the games table.
Now the turn rows are counted one row group at a time (``LandDropHits``). The run is the
committed 200-game run tiled to 2,000 and 20,000 games (shifted game indices, a row group
per 2,000 games); Python's allocation peak while the page's frames are built (pandas and
numpy allocations are traced) may grow by at most ``PER_GAME`` bytes a game between them.
"""

from __future__ import annotations

import json
import shutil
import tracemalloc
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from deckstats.report.goldfish_page import goldfish_page

RUN = Path(__file__).parent / "data" / "goldfish_run"
#: What the page may keep a game: its games-table columns (about 7 x 8 bytes) and slack.
PER_GAME = 120


def tiled(tmp: Path, copies: int) -> Path:
    """The committed run, its games repeated ``copies`` times with shifted indices."""
    run = tmp / f"run{copies}"
    shutil.copytree(RUN, run)
    games = pq.read_table(RUN / "games.parquet")
    turns = pq.read_table(RUN / "turns.parquet")
    n = games.num_rows
    for name, table in (("games", games), ("turns", turns)):
        index = table.column("game_index").to_numpy()
        with pq.ParquetWriter(run / f"{name}.parquet", table.schema) as writer:
            for lo in range(0, copies, 10):  # a row group per 10 copies (2,000 games)
                parts = []
                for k in range(lo, min(lo + 10, copies)):
                    shifted = pa.array(index + k * n, type=table.schema.field("game_index").type)
                    parts.append(table.set_column(0, "game_index", shifted))
                writer.write_table(pa.concat_tables(parts))
    summary = json.loads((run / "summary.json").read_text())
    summary["games"] = n * copies
    (run / "summary.json").write_text(json.dumps(summary))
    return run


def peak(run: Path) -> int:
    manifest = json.loads((run / "manifest.json").read_text())
    summary = json.loads((run / "summary.json").read_text())
    tracemalloc.start()
    try:
        page = goldfish_page(run, manifest, summary, [])
        _, top = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert page.charts
    return top


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_page_memory_does_not_grow_with_turn_rows(tmp_path: Path) -> None:
    small, large = tiled(tmp_path, 10), tiled(tmp_path, 100)
    peak(small)  # imports and caches outside the measure
    grow = peak(large) - peak(small)
    assert grow / 18_000 < PER_GAME, f"{grow / 18_000:.0f} bytes a game"


def test_tiled_run_keeps_the_shares(tmp_path: Path) -> None:
    """Tiling repeats the games: the land-drop shares are those of the committed run."""
    run = tiled(tmp_path, 10)
    summary = json.loads((RUN / "summary.json").read_text())
    manifest = json.loads((RUN / "manifest.json").read_text())
    one = goldfish_page(RUN, manifest, summary, []).tables[1].rows
    ten = goldfish_page(run, manifest, {**summary, "games": 2000}, []).tables[1].rows
    assert one == ten
    assert np.isfinite(len(one))
