"""``deckstats cards import`` and ``deckstats cards coverage`` (real card data, issue #5).

The commands are added to the ``cards`` group of ``cli/cards.py``; this module's own
``COMMANDS`` list is empty so nothing is registered twice.
"""

from __future__ import annotations

import json
from pathlib import Path

import click

from deckstats.cli.cards import cards_group

COMMANDS: list[click.Command] = []


@cards_group.command("import")
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--quiet", "-q", is_flag=True, help="No progress bar.")
def import_cmd(file: Path, quiet: bool) -> None:
    """Import a Scryfall bulk file or an MTGJSON AtomicCards.json into the local index.

    FILE is an ``oracle-cards`` / ``default-cards`` download from scryfall.com/docs/api/bulk-data
    or ``AtomicCards.json`` from mtgjson.com. The index is written under $DECKSTATS_HOME
    (default ~/.cache/deckstats) and replaces the previous one only when the import succeeds.
    """
    from deckstats.cards.sources import import_file

    summary = import_file(file, progress=not quiet)
    click.echo(
        f"imported {summary.cards} cards ({summary.faces} faces; {summary.duplicates} duplicate "
        f"printings skipped) from {file} [{summary.format}] into {summary.index} "
        f"in {summary.seconds:.1f} s"
    )


@cards_group.command("coverage")
@click.argument("deck", required=False, type=click.Path(path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
@click.option(
    "--imported/--no-imported",
    default=True,
    help="Without DECK: also compile every imported card (slower on a full index).",
)
def coverage_cmd(deck: Path | None, as_json: bool, imported: bool) -> None:
    """Classify cards as full, partial or unknown.

    With DECK: each card of the deck, and the Oracle sentences ignored for partial cards.
    Without DECK: the card pool by source (built-in, imported) and coverage, plus the
    ``Custom`` effects of the built-in pool (debt) and the most common sentences the
    Oracle compiler does not handle yet.
    """
    from deckstats.cards import coverage
    from deckstats.cards.registry import builtin_db, default_db

    if deck is not None:
        from deckstats.decklist import load_decklist

        parsed = load_decklist(deck, db=default_db(), strict=False)
        rows = coverage.classify(parsed)
        counts: dict[str, int] = {}
        for entry in (*parsed.main, *parsed.sideboard):
            counts[entry.name] = counts.get(entry.name, 0) + entry.count
        for unknown in parsed.unknown:
            counts[unknown.written] = counts.get(unknown.written, 0) + unknown.count
        if as_json:
            click.echo(
                json.dumps(
                    [
                        {
                            "card": r.name,
                            "count": counts.get(r.name, 0),
                            "status": r.status,
                            "unparsed": list(r.unparsed),
                        }
                        for r in rows
                    ],
                    indent=2,
                )
            )
            return
        for line in coverage.coverage_lines(rows, counts):
            click.echo(line)
        return
    from deckstats.cards.sources.index import describe_meta, open_index

    idx = open_index()
    cards = ()
    if idx is not None and imported:
        cards = (idx.card(r["name"]) for r in idx.iter_records())  # type: ignore[assignment]
    summary = coverage.pool_summary(
        builtin_db(),
        (c for c in cards if c is not None),
        index_meta=describe_meta(idx) if idx is not None else None,
    )
    if as_json:
        click.echo(json.dumps(summary.as_dict(), indent=2))
        return
    for line in coverage.pool_lines(summary):
        click.echo(line)
