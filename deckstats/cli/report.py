"""``deckstats report RUN_DIR``: (re)build ``report.html`` and its PNGs from a run's files.

The report layer reads the run; this front end adds what only the card layer knows: one
card table per decklist of the manifest (types, mana value, colours, partly simulated
cards), parsed from the decklist text the manifest holds. ``build_report`` is also what
the simulating commands call (through ``deckstats.api``) before a run is moved into place.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import click
import pandas as pd

from deckstats.cards.model import CardType, color_letters
from deckstats.deck import Decklist, DecklistError, parse_decklist
from deckstats.report.html import ReportError, write_report
from deckstats.stats.report_data import CARD_COLUMNS, CARD_TYPE_ORDER


def card_table(deck: Decklist) -> pd.DataFrame:
    """One row per distinct main-deck card: the columns of ``report_data.CARD_COLUMNS``."""
    rows: dict[str, dict[str, Any]] = {}
    for entry in deck.main:
        card = entry.card
        name = card.display_name
        if name in rows:
            rows[name]["copies"] += entry.count
            continue
        kind = next(
            (t for t in CARD_TYPE_ORDER if card.types & CardType[t.upper()]),
            "Other",
        )
        rows[name] = {
            "name": name,
            "copies": entry.count,
            "mana_value": int(card.mana_value),
            "card_type": kind,
            "colors": color_letters(card.colors),
            "partial": bool(card.unparsed),
            "cost": str(card.cost) if card.cost is not None else "",
        }
    return pd.DataFrame(list(rows.values()), columns=list(CARD_COLUMNS))


def card_tables(manifest: Mapping[str, Any]) -> list[pd.DataFrame | None]:
    """The card table of each deck of a run's manifest (``None`` where it cannot be read)."""
    tables: list[pd.DataFrame | None] = []
    for entry in manifest.get("decks", []):
        try:
            deck = parse_decklist(
                str(entry.get("text", "")), source=str(entry.get("file") or entry.get("name"))
            )
        except DecklistError:  # a card no longer in the database: print the list as written
            tables.append(None)
            continue
        tables.append(card_table(deck))
    return tables


def build_report(run_dir: Path, *, embed: bool = False, png_only: bool = False) -> Path:
    """Write ``report.html`` and the PNGs of the run in ``run_dir``; return the page's path."""
    from deckstats.stats.run_files import RunFileError, read_manifest

    manifest_path = Path(run_dir) / "manifest.json"
    manifest: dict[str, Any] = {}
    if manifest_path.is_file():
        try:
            manifest = read_manifest(manifest_path)
        except RunFileError:
            manifest = {}  # write_report says what is wrong with it, in one line
    return write_report(Path(run_dir), embed=embed, png_only=png_only, cards=card_tables(manifest))


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
    try:
        path = build_report(run_dir, embed=embed, png_only=png_only)
    except ReportError as exc:
        click.echo(f"deckstats: error: {exc}", err=True)
        sys.exit(1)
    click.echo(f"charts written to {path}" if png_only else f"report written to {path}")


COMMANDS = [report_cmd]
