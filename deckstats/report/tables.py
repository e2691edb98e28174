"""The file formats of a run directory: strict JSON, and the Parquet tables' types.

``report.run_dir`` writes a run (``manifest.json``, ``summary.json`` and the Parquet
tables) and the experiments in ``runs`` read the tables back to summarise them; both use
this module, so a table is read with the dtypes it was written with (``stats.schema``
declares them) and every JSON file deckstats writes is the same strict, stable JSON.

pyarrow is imported inside the functions: a run loads it with its first batch of
records, not at start-up (issue 32.2).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # only annotations: pyarrow reads the tables into pandas (issue 32.2)
    import pandas as pd


def finite(x: Any) -> Any:
    """``x`` with every NaN or infinite float (numpy's too) replaced by ``None``."""
    if isinstance(x, float):
        return x if math.isfinite(x) else None
    if isinstance(x, Mapping):
        return {k: finite(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [finite(v) for v in x]
    if hasattr(x, "item") and not isinstance(x, (str, bytes)):  # a numpy scalar
        return finite(x.item())
    return x


def dump_json(data: Mapping[str, Any]) -> str:
    """Serialise ``data`` the way every deckstats JSON file is written (stable, indented).

    Strict JSON (issue 30): a NaN or infinite number is written as ``null``, never as
    ``NaN`` / ``Infinity``, which strict parsers reject.
    """
    return json.dumps(finite(data), indent=2, ensure_ascii=False, allow_nan=False) + "\n"


#: ``stats.schema`` pandas dtype -> Arrow type alias for the written tables. Nullable
#: ``Int64`` is stored as plain ``int64`` (Arrow columns are nullable anyway); the compact
#: dtypes used when reading back (``int8``, ...) are already Arrow aliases.
_ARROW_TYPES = {"int64": "int64", "Int64": "int64", "string": "string", "bool": "bool"}


def arrow_schema(columns: Mapping[str, str]) -> Any:
    """The pyarrow schema of a table declared in ``stats.schema`` (nullable columns)."""
    import pyarrow as pa

    return pa.schema([(name, pa.type_for_alias(_ARROW_TYPES[dt])) for name, dt in columns.items()])


def read_table(path: Path, columns: Mapping[str, str], filters: Any = None) -> pd.DataFrame:
    """Read some columns of a Parquet table back with the pandas dtypes of ``columns``.

    Numeric columns are cast in Arrow before pandas sees them, so asking for ``int8``
    of a large table never holds the ``int64`` copy (bounded memory for long runs).
    """
    import pyarrow as pa
    import pyarrow.parquet as pq

    names = list(columns)
    # ``filters`` (pyarrow's row filter) is applied while reading, so skipped rows are
    # never materialised.
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


__all__ = ["arrow_schema", "dump_json", "finite", "read_compact", "read_table"]
