"""Write a run directory atomically: ``manifest.json``, ``summary.json``, Parquet tables.

Everything is written into a hidden temporary directory beside the target and renamed
into place at the end, so a failed run never leaves half-written output.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pandas as pd


def dump_json(data: Mapping[str, Any]) -> str:
    """Serialise ``data`` the way every deckstats JSON file is written (stable, indented)."""
    return json.dumps(data, indent=2, sort_keys=False, ensure_ascii=False) + "\n"


def write_run(
    out_dir: Path,
    *,
    manifest: Mapping[str, Any] | None,
    summary: Mapping[str, Any],
    tables: Mapping[str, pd.DataFrame],
    extra: Callable[[Path], object] | None = None,
    merge: bool = False,
) -> Path:
    """Write a run directory atomically and return its path.

    The one writer of every command's output directory (``compare``, ``hands --out``;
    the streamed simulations finish theirs through ``RunWriter``, which moves its
    temporary directory into place the same way).

    Everything is written into a temporary directory beside ``out_dir`` first, so a
    failure leaves no half-written output.

    Args:
        out_dir: the target directory; replaced if it exists (unless ``merge``).
        manifest: written to ``manifest.json`` (``None``: no manifest, ``hands``).
        summary: written to ``summary.json``.
        tables: ``name -> DataFrame`` written to ``name.parquet``.
        extra: called with the temporary directory to add more files (plots, HTML).
        merge: keep the other files of an existing ``out_dir`` and move the new files
            into it one by one, ``report.html`` last (it never links to a missing file).
    """
    out_dir = Path(out_dir)
    out_dir.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}.", dir=out_dir.parent))
    tmp.chmod(0o755)
    try:
        if manifest is not None:
            (tmp / "manifest.json").write_text(dump_json(manifest), encoding="utf-8")
        (tmp / "summary.json").write_text(dump_json(summary), encoding="utf-8")
        for name, df in tables.items():
            df.to_parquet(tmp / f"{name}.parquet", index=False)
        if extra is not None:
            extra(tmp)
        if merge and out_dir.is_dir():
            names = sorted(
                (p.name for p in tmp.iterdir() if p.is_file()),
                key=lambda name: (name == "report.html", name),
            )
            for name in names:
                os.replace(tmp / name, out_dir / name)
            shutil.rmtree(tmp, ignore_errors=True)
            return out_dir
        _move_into_place(tmp, out_dir)  # the same move as RunWriter.finish
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return out_dir


_ARROW_TYPES = {"int64": "int64", "Int64": "int64", "string": "string", "bool": "bool"}


def arrow_schema(columns: Mapping[str, str]) -> Any:
    """The pyarrow schema of a table declared in ``stats.schema`` (nullable columns)."""
    import pyarrow as pa

    return pa.schema([(name, pa.type_for_alias(_ARROW_TYPES[dt])) for name, dt in columns.items()])


def target_problem(out_dir: Path, force: bool) -> str | None:
    """Why a run may not be written to ``out_dir`` (one line), or ``None`` when it may.

    A directory holding a run (``manifest.json``) is replaced only with ``force``; a
    non-empty directory that is not a run is never replaced (it is not ours to delete).
    """
    out_dir = Path(out_dir)
    if out_dir.exists() and not out_dir.is_dir():
        return f"{out_dir}: exists and is not a directory"
    if not out_dir.is_dir() or not any(out_dir.iterdir()):
        return None
    if (out_dir / "manifest.json").exists():
        if force:
            return None
        return f"{out_dir}: already holds a run (use --force to replace it, or --out DIR)"
    return f"{out_dir}: not empty and not a run directory (choose another --out)"


class RunWriter:
    """Stream a run's tables into a temporary directory; rename it into place at the end.

    ``append`` takes one batch of columns per table and writes Parquet row groups of about
    ``group_rows`` games (pyarrow ``ParquetWriter``), so memory stays bounded however many
    games are played. ``finish`` writes the JSON files and renames the directory into
    place (atomic: a failed or abandoned run leaves nothing); ``abort`` removes it.
    """

    def __init__(
        self,
        out_dir: Path,
        schemas: Mapping[str, Mapping[str, str]],
        *,
        group_rows: int = 50_000,
    ) -> None:
        import pyarrow as pa

        self.out_dir = Path(out_dir)
        self.out_dir.parent.mkdir(parents=True, exist_ok=True)
        self.tmp = Path(tempfile.mkdtemp(prefix=f".{self.out_dir.name}.", dir=self.out_dir.parent))
        self._schemas = {name: arrow_schema(cols) for name, cols in schemas.items()}
        self._writers: dict[str, Any] = {}
        self._pending: dict[str, list[Any]] = {name: [] for name in schemas}
        self._pending_rows = 0
        self._group_rows = group_rows
        self._pa = pa
        self.rows = dict.fromkeys(schemas, 0)
        self._closed = False

    def append(self, columns: Mapping[str, Mapping[str, list[Any]]], n_games: int) -> None:
        """Add one batch: ``table name -> column name -> values`` of ``n_games`` games."""
        for name, cols in columns.items():
            schema = self._schemas[name]
            table = self._pa.Table.from_pydict({f.name: cols[f.name] for f in schema}, schema)
            self._pending[name].append(table)
            self.rows[name] += table.num_rows
        self._pending_rows += n_games
        if self._pending_rows >= self._group_rows:
            self.flush()

    def flush(self) -> None:
        """Write the buffered batches as one row group per table."""
        import pyarrow.parquet as pq

        for name, tables in self._pending.items():
            if name not in self._writers:
                self._writers[name] = pq.ParquetWriter(
                    self.tmp / f"{name}.parquet", self._schemas[name]
                )
            if tables:
                self._writers[name].write_table(self._pa.concat_tables(tables))
            tables.clear()
        self._pending_rows = 0

    def close_tables(self) -> Path:
        """Flush and close the Parquet files (readable in ``tmp`` from now on)."""
        if self._closed:
            return self.tmp
        self._closed = True
        self.flush()
        for writer in self._writers.values():
            writer.close()
        self._writers.clear()
        return self.tmp

    def finish(
        self,
        manifest: Mapping[str, Any],
        summary: Mapping[str, Any],
        extra: Callable[[Path], None] | None = None,
    ) -> Path:
        """Write the JSON files and rename the run into place; return its path."""
        self.close_tables()
        try:
            (self.tmp / "manifest.json").write_text(dump_json(manifest), encoding="utf-8")
            (self.tmp / "summary.json").write_text(dump_json(summary), encoding="utf-8")
            if extra is not None:
                extra(self.tmp)
            _move_into_place(self.tmp, self.out_dir)
        except BaseException:
            self.abort()
            raise
        return self.out_dir

    def abort(self) -> None:
        """Discard everything written so far."""
        for writer in self._writers.values():
            with contextlib.suppress(Exception):  # cleaning up after a failure
                writer.close()
        self._writers.clear()
        shutil.rmtree(self.tmp, ignore_errors=True)


def _move_into_place(tmp: Path, out_dir: Path) -> None:
    if out_dir.exists():
        old = out_dir.with_name(f".{out_dir.name}.old")
        if old.exists():
            shutil.rmtree(old)
        os.replace(out_dir, old)
        os.replace(tmp, out_dir)
        shutil.rmtree(old, ignore_errors=True)
    else:
        os.replace(tmp, out_dir)


def read_table(path: Path, columns: Mapping[str, str], filters: Any = None) -> pd.DataFrame:
    """Read some columns of a Parquet table back with the pandas dtypes of ``columns``.

    Numeric columns are cast in Arrow before pandas sees them, so asking for ``int8``
    of a large table never holds the ``int64`` copy (bounded memory for long runs).
    """
    import pyarrow as pa
    import pyarrow.parquet as pq

    names = list(columns)
    table = pq.read_table(path, columns=names, filters=filters)
    arrow = pa.schema(
        [(c, pa.type_for_alias(_ARROW_TYPES.get(dt, dt))) for c, dt in columns.items()]
    )
    df = table.cast(arrow).to_pandas()
    return df.astype(dict(columns))


def read_compact(
    path: Path, columns: Mapping[str, str], keep: Callable[[Any], Any]
) -> pd.DataFrame:
    """Read some columns of a Parquet table, one row group at a time, keeping few rows.

    ``keep(table)`` returns a boolean mask (pyarrow) of the rows to keep; numeric columns
    are cast to the compact dtypes of ``columns`` before the next row group is read, so
    the whole table's columns are never held at once (bounded memory for long runs).
    Strings stay Python objects, shared between equal values.
    """
    import pyarrow as pa
    import pyarrow.parquet as pq

    names = list(columns)
    arrow = pa.schema(
        [(c, pa.type_for_alias(_ARROW_TYPES.get(dt, dt))) for c, dt in columns.items()]
    )
    parts = []
    pf = pq.ParquetFile(path)
    for i in range(pf.num_row_groups):
        group = pf.read_row_group(i, columns=names)
        parts.append(group.filter(keep(group)).cast(arrow))
    table = pa.concat_tables(parts) if parts else arrow.empty_table()
    return table.to_pandas()
