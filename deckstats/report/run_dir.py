"""Write a run directory atomically: ``manifest.json``, ``summary.json``, Parquet tables.

Everything is written into a hidden temporary directory beside the target and renamed
into place at the end, so a failed run never leaves half-written output.
"""

from __future__ import annotations

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
    manifest: Mapping[str, Any],
    summary: Mapping[str, Any],
    tables: Mapping[str, pd.DataFrame],
    extra: Callable[[Path], None] | None = None,
) -> Path:
    """Write a run directory atomically and return its path.

    Args:
        out_dir: the target directory; replaced if it exists.
        manifest: written to ``manifest.json``.
        summary: written to ``summary.json``.
        tables: ``name -> DataFrame`` written to ``name.parquet``.
        extra: called with the temporary directory to add more files (plots, HTML).
    """
    out_dir = Path(out_dir)
    out_dir.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}.", dir=out_dir.parent))
    try:
        (tmp / "manifest.json").write_text(dump_json(manifest), encoding="utf-8")
        (tmp / "summary.json").write_text(dump_json(summary), encoding="utf-8")
        for name, df in tables.items():
            df.to_parquet(tmp / f"{name}.parquet", index=False)
        if extra is not None:
            extra(tmp)
        if out_dir.exists():
            old = out_dir.with_name(f".{out_dir.name}.old")
            if old.exists():
                shutil.rmtree(old)
            os.replace(out_dir, old)
            os.replace(tmp, out_dir)
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.replace(tmp, out_dir)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return out_dir
