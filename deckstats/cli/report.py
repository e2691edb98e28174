"""``deckstats report RUN_DIR``: (re)build ``report.html`` and its PNGs from a run's files.

The report layer reads the run; this front end adds what only the card layer knows: one
card table per decklist of the manifest (types, mana value, colours, partly simulated
cards), parsed from the decklist text the manifest holds (``runs.report``, which the
simulating commands also call before a run is moved into place).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

if TYPE_CHECKING:
    from deckstats.runs.report import build_report, card_table, card_tables

__all__ = ["COMMANDS", "build_report", "card_table", "card_tables", "report_cmd"]


def __getattr__(name: str) -> Any:
    """``build_report``, ``card_table``, ``card_tables`` from ``runs.report``, on first use.

    The report layer imports matplotlib, pandas and Jinja2: loading it only when a report
    is built keeps ``deckstats --version`` and every other command's start-up light.
    """
    if name in ("build_report", "card_table", "card_tables"):
        from deckstats.runs import report

        return getattr(report, name)
    raise AttributeError(f"module 'deckstats.cli.report' has no attribute {name!r}")


@click.command("report")
@click.argument("run_dir", type=click.Path(path_type=Path))
@click.option(
    "--embed", is_flag=True, help="Inline the PNGs: report.html is one self-contained file."
)
@click.option("--png-only", is_flag=True, help="Write the PNG charts only, no HTML.")
def report_cmd(run_dir: Path, embed: bool, png_only: bool) -> None:
    """(Re)build RUN_DIR/report.html and its PNG charts from the run's files (no new games).

    Open RUN_DIR/report.html in a browser; the folder works offline as it is. Exit 1 with
    one line when RUN_DIR is not a run or misses a table.
    """
    from deckstats.report.html import ReportError
    from deckstats.runs.report import build_report

    # ``ReportError`` is a ``ValueError``, not a ``DeckstatsError``: the group would let
    # it through as a traceback, so it becomes the one error line and exit status 1 here.
    try:
        path = build_report(run_dir, embed=embed, png_only=png_only)
    except ReportError as exc:
        click.echo(f"deckstats: error: {exc}", err=True)
        sys.exit(1)
    click.echo(f"charts written to {path}" if png_only else f"report written to {path}")


COMMANDS = [report_cmd]
