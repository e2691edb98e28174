"""The report of a run directory, with the card tables only the card layer can make.

``report.html`` (``report.html.write_report``) reads the run's files; this adds one card
table per decklist of the manifest (types, mana value, colours, partly simulated cards),
parsed from the decklist text the manifest holds. ``runs.loop`` calls ``build_report``
before a run is moved into place, and ``deckstats report`` calls it on a finished run.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pandas as pd

from deckstats.cards.model import CardType, color_letters
from deckstats.deck import Decklist, DecklistError, parse_decklist
from deckstats.report.html import write_report
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
