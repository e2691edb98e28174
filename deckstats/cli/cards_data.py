"""``deckstats cards download``, ``cards import``, ``cards sources`` and ``cards coverage``.

Real card data (issues #5 and #16). The commands are added to the ``cards`` group of
``cli/cards.py``; this module's own ``COMMANDS`` list is empty so nothing is registered
twice.

These commands feed the start of the pipeline: the local card index they build is what
decklists are resolved against (``cards.registry``), and its fingerprint goes into every
run's manifest. The library modules (``cards.sources``, ``cards.coverage``) are imported
inside each command, so listing the ``cards`` subcommands stays cheap.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

import click

from deckstats.cli.cards import cards_group
from deckstats.cli.options import BoundedFloat

if TYPE_CHECKING:
    from collections.abc import Iterable

    from deckstats.cards.model import CardDef
    from deckstats.cards.sources import ImportSummary

COMMANDS: list[click.Command] = []


def _plural(n: int, word: str) -> str:
    """``n`` and ``word``, with an ``s`` unless ``n`` is 1 (``"3 sources"``)."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def _import_lines(summary: ImportSummary) -> list[str]:
    """What an import or a download did, in two lines: the cards read, then the index.

    Says what was left out (tokens and other non-deck objects, unreadable records) so a
    count lower than the file's is explained.
    """
    left_out = ""
    if summary.other:
        objects = _plural(summary.other, "non-deck object")
        left_out += f"; {objects} (tokens, emblems, art cards...) left out"
    if summary.skipped:
        left_out += f"; {_plural(summary.skipped, 'unreadable record')} skipped"
    return [
        f"imported {summary.cards} cards ({summary.faces} faces; {summary.duplicates} duplicate "
        f"printings skipped{left_out}) from {summary.location} [{summary.format}, "
        f"{summary.date}] in {summary.seconds:.1f} s",
        f"index: {summary.index_cards} cards from {_plural(summary.sources, 'source')}, "
        f"fingerprint {summary.fingerprint} ({summary.index})",
    ]


def _warn(message: str) -> None:
    """A ``deckstats: warning: ...`` line on stderr (the command goes on)."""
    click.echo(f"deckstats: warning: {message}", err=True)


@cards_group.command("import")
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--replace", is_flag=True, help="Start a new index instead of merging into it.")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar.")
def import_cmd(file: Path, replace: bool, quiet: bool) -> None:
    """Import a Scryfall bulk file or an MTGJSON file into the local index.

    FILE is an ``oracle-cards`` / ``default-cards`` / ``all-cards`` download from
    scryfall.com/docs/api/bulk-data (JSON or JSON Lines), a saved Scryfall search page or
    card, or ``AtomicCards.json``, ``AllPrintings.json``, a set file or
    ``AllIdentifiers.json`` from mtgjson.com, plain or compressed (gzip, xz, bzip2). The
    index lives under $DECKSTATS_HOME (default ~/.cache/deckstats).

    A record that is not a readable card (no name or type line, a field of the wrong
    type) is skipped, with one warning line giving how many and the first few; the import
    fails, changing nothing, when no card or fewer cards than unreadable records are read.

    Imports merge: for each card the newest data wins (the date the data states, else the
    import time; the later import between equal dates). Importing the same file again
    replaces what it gave before; --replace starts afresh. The old index is kept unless the
    import succeeds.
    """
    from deckstats.cards.sources import import_file

    summary = import_file(file, progress=not quiet, replace=replace, warn=_warn)
    for line in _import_lines(summary):
        click.echo(line)


def _check_url(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """``--url``'s check: an http, https or file URL only (a usage error otherwise).

    Checked while click parses, so a typo fails before any download is attempted.
    ``None`` (no ``--url``) passes: the source's own address is used.
    """
    if value is not None and urlsplit(value).scheme not in ("http", "https", "file"):
        raise click.BadParameter("give an http://, https:// or file:// URL", ctx, param)
    return value


@cards_group.command("download")
@click.option(
    "--source",
    type=click.Choice(["scryfall", "mtgjson"]),
    default="scryfall",
    show_default=True,
    help="Scryfall oracle_cards or MTGJSON AtomicCards.",
)
@click.option(
    "--url",
    callback=_check_url,
    help="A mirror. scryfall: a bulk-data index or a card-data file; mtgjson: the "
    "AtomicCards file (checksum at URL.sha256).",
)
@click.option(
    "--timeout",
    type=BoundedFloat(min=0, min_open=True),
    default=30.0,
    show_default=True,
    metavar="SECONDS",
    help="Give up when connecting or any read takes longer.",
)
@click.option("--replace", is_flag=True, help="Start a new index instead of merging into it.")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar.")
def download_cmd(source: str, url: str | None, timeout: float, replace: bool, quiet: bool) -> None:
    """Download the current card data and import it (merging, as cards import does).

    scryfall (default) reads https://api.scryfall.com/bulk-data and downloads its
    oracle_cards file, checking its size; mtgjson downloads
    https://mtgjson.com/api/v5/AtomicCards.json.gz and checks its SHA-256. HTTP proxies
    come from HTTPS_PROXY / HTTP_PROXY / NO_PROXY. The file goes to a temporary file under
    $DECKSTATS_HOME; on any failure the previous index is kept and nothing is left behind.
    A file you already have: deckstats cards import FILE.
    """
    from deckstats.cards.sources.download import download

    result = download(
        source,
        url=url,
        timeout=timeout,
        progress=not quiet,
        replace=replace,
        warn=_warn,
    )
    checked = f"checked: {', '.join(result.checks)}" if result.checks else "not verified"
    click.echo(f"downloaded {result.url} ({result.size} bytes; {checked})")
    for line in _import_lines(result.imported):
        click.echo(line)


def _source_line(s: dict[str, Any]) -> str:
    """One row of ``cards sources``: kind, date, cards, cards in use, fingerprint, where."""
    return (
        f"{s['kind']:<9} {s['date']:<20} {s['cards']:>7} {s['in_use']:>7}  "
        f"{s['fingerprint']:<12}  {s['location']}"
    )


@cards_group.command("sources")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of lines.")
def sources_cmd(as_json: bool) -> None:
    """List the sources the local card index holds, and its fingerprint.

    One line per imported file or download: kind, date (the data's date when the source
    gives one, else the import time), cards read, cards in use (newest for their name),
    the source's fingerprint and its file or URL; then the index's card count and
    fingerprint (the one every run's manifest records).
    """
    from deckstats.cards.sources.index import index_path, open_index

    idx = open_index()
    if idx is None:
        if as_json:
            click.echo(json.dumps({"path": str(index_path()), "index": None}, indent=2))
            return
        click.echo(
            f"no card index at {index_path()} "
            "(deckstats cards download, or deckstats cards import FILE)"
        )
        return
    sources = idx.sources()
    if as_json:
        data = {"path": str(idx.path), "index": {**idx.summary(), "sources": sources}}
        click.echo(json.dumps(data, indent=2))
        return
    click.echo(
        f"{'kind':<9} {'date':<20} {'cards':>7} {'in use':>7}  {'fingerprint':<12}  location"
    )
    for source in sources:
        click.echo(_source_line(source))
    click.echo(
        f"index: {len(idx)} cards from {_plural(len(sources), 'source')}, "
        f"fingerprint {idx.fingerprint} ({idx.path})"
    )


@cards_group.command("coverage")
@click.argument("deck", required=False, type=click.Path(path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
@click.option(
    "--imported/--no-imported",
    default=True,
    help="Without DECK: also compile every imported card (slower on a full index).",
)
@click.option(
    "--suite",
    is_flag=True,
    help="Instead: the corpus (tests/data: the Oracle suite and the metagame files, one text "
    "per card), its share compiled in full, a line per format, and each text not fully "
    "compiled with the sentences the compiler reports.",
)
def coverage_cmd(deck: Path | None, as_json: bool, imported: bool, suite: bool) -> None:
    """Classify cards as full, partial or unknown.

    With DECK: each card of the deck, and the Oracle sentences ignored for partial cards.
    Without DECK: the card pool by source (built-in, imported) and coverage, plus the
    ``Custom`` effects of the built-in pool (debt) and the most common sentences the
    Oracle compiler does not handle yet. With --suite: the corpus's figures (the Oracle
    suite and the metagame texts of every format).
    """
    from deckstats.cards import coverage
    from deckstats.cards.registry import builtin_db

    # Three reports (the docstring above is the --help text): the test corpus (--suite),
    # one deck (DECK), or the whole card pool (neither).
    if suite:
        if deck is not None:
            raise click.UsageError("--suite takes no DECK")
        try:
            report = coverage.suite_report(coverage.load_suite(), coverage.load_metagame())
        except FileNotFoundError as exc:  # the corpus is in the repository's tests/data
            raise click.ClickException(str(exc)) from None  # one line, exit 1
        if as_json:
            click.echo(json.dumps(report.as_dict(), indent=2))
            return
        for line in coverage.suite_lines(report):
            click.echo(line)
        return
    if deck is not None:
        _deck_coverage(deck, as_json)
        return
    from deckstats.cards.sources.index import describe_meta, open_index

    idx = open_index()
    # A generator: a full index holds tens of thousands of cards, compiled one at a time
    # as the summary counts them rather than all held at once.
    cards: Iterable[CardDef | None] = ()
    if idx is not None and imported:
        cards = (idx.card(r["name"]) for r in idx.iter_records())
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


def _deck_coverage(deck: Path, as_json: bool) -> None:
    """``cards coverage DECK``: each card of the deck, full, partial or unknown.

    A table, or JSON with ``--json``, with the Oracle sentences a partial card ignores.
    """
    from deckstats.cards import coverage
    from deckstats.cards.registry import default_db
    from deckstats.deck import load_decklist

    # Not strict: an unknown card is a row of the report ("unknown"), not an error.
    parsed = load_decklist(deck, db=default_db(), strict=False)
    rows = coverage.classify(parsed)
    # Copies by name: ``counts`` over main deck and sideboard (the table), ``main``
    # over the main deck only (the JSON has both); unknown cards under the name as
    # written.
    counts: dict[str, int] = {}
    main: dict[str, int] = {}
    for entry in (*parsed.main, *parsed.sideboard):
        counts[entry.name] = counts.get(entry.name, 0) + entry.count
    for entry in parsed.main:
        main[entry.name] = main.get(entry.name, 0) + entry.count
    for unknown in parsed.unknown:
        counts[unknown.written] = counts.get(unknown.written, 0) + unknown.count
        if unknown.section == "main":
            main[unknown.written] = main.get(unknown.written, 0) + unknown.count
    if as_json:
        click.echo(
            json.dumps(
                [
                    {
                        "card": r.name,
                        "count": counts.get(r.name, 0),
                        "main": main.get(r.name, 0),
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
