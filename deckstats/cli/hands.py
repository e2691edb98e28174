"""``deckstats hands``: exact mana maths, London mulligan figures and the sources table.

The front end of ``deckstats.analytic``: it parses the options, refuses an illegal deck,
asks ``analyze_deck`` (or ``sources_table`` with ``--sources``) for the summary and
prints it as text (``analytic.render``) or JSON. With ``--out`` the summary, the sweep
chart and a ``report.html`` (``report``'s hands page) go into a directory through the
one run-directory writer. ``--by kill-turn`` adds goldfish games per land count
(``api.kill_turn_sweep``): the only part that plays games.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from deckstats.analytic.deckmodel import AnalyticError, DeckModel
from deckstats.analytic.london import DEFAULT_KEEP, KeepRule
from deckstats.analytic.render import render_hands, render_sources
from deckstats.analytic.sources import KARSTEN_COSTS, parse_cost, sources_table
from deckstats.analytic.summary import HandsOptions, analyze_deck
from deckstats.analytic.sweep import MODES, OBJECTIVES, land_sweep, parse_range
from deckstats.cli.options import (
    POSITIVE,
    SEED,
    exact_keep,
    first_problem_line,
    load_played_deck,
    parsed_by,
    run_options,
)
from deckstats.deck import Decklist, DecklistError, infer_format


def _check_legal(deck: Decklist, deck_format: str | None) -> None:
    """Refuse an illegal deck like ``goldfish`` does: one line, exit 1 (issue 31).

    Figures for a deck nobody can play (41 cards called constructed, five copies) would
    look like an answer; ``--format none`` counts the deck anyway.
    """
    # Imported here: ``deckstats.api`` loads the whole run pipeline, which the exact
    # figures and ``--sources`` never use.
    from deckstats.api import check_legal

    try:
        check_legal(deck, deck_format)
    except DecklistError as exc:  # one line on the command line; the API lists them all
        if not exc.problems:
            raise
        fmt = deck_format or infer_format(deck)
        verdict = f"not a legal {fmt} deck (use --format none to count it anyway)"
        line = first_problem_line(exc.problems, verdict, "`deckstats deck check` lists them")
        raise DecklistError(line, exc.problems) from None


def _parse_costs(text: str) -> tuple[str, ...]:
    """``--costs 1X,2XX`` as a tuple of costs, each checked by ``sources.parse_cost``.

    Raises:
        AnalyticError: no cost, or a cost the sources table cannot read.
    """
    costs = tuple(c.strip() for c in text.split(",") if c.strip())
    if not costs:
        raise AnalyticError("give at least one cost, e.g. 1X,2XX")
    for cost in costs:
        parse_cost(cost)
    return costs


# Options by use: with DECK (--samples, --seed, --lands, --sweep-mode, --objective,
# --keep, --by, --cut, --games, --format), with --sources (--deck-size, --on,
# --unconditional, --costs, and --lands as one count), and the outputs (--json, --out).
@click.command("hands")
@click.argument("deck", required=False, type=click.Path())
@click.option("--json", "as_json", is_flag=True, help="Print summary.json to stdout.")
@click.option(
    "--out", "out_dir", type=click.Path(file_okay=False), help="Write summary.json (+ PNG)."
)
@click.option(
    "--samples",
    type=POSITIVE,
    default=1_000_000,
    show_default=True,
    help="Hands drawn by the sampler cross-check.",
)
@click.option(
    "--seed",
    type=SEED,
    default=None,
    help="Seed of the sampler (default: fresh, printed and saved); exact figures use none.",
)
@click.option(
    "--lands",
    "lands",
    default=None,
    callback=parsed_by(parse_range),
    help="With DECK: a land-count sweep range such as 14:28. With --sources: the land count.",
)
@click.option("--sweep-mode", type=click.Choice(MODES), default="replace", show_default=True)
@click.option("--objective", type=click.Choice(OBJECTIVES), default="smooth", show_default=True)
@click.option(
    "--keep",
    "keep",
    default=DEFAULT_KEEP.to_text(),
    show_default=True,
    callback=parsed_by(exact_keep),
    help="Keep rule, as --keep of the simulating commands, land-only here (exact maths): "
    "hand size:min-max lands, then the size always kept ('lands:2-5' also works).",
)
@click.option(
    "--by",
    "by",
    type=click.Choice(["mana", "kill-turn"]),
    default="mana",
    show_default=True,
    help="With --lands: rank land counts by the exact mana objective, or also goldfish each "
    "count (paired seeds) and report its kill turn.",
)
@click.option(
    "--cut",
    "cut",
    multiple=True,
    help="With --by kill-turn: the spells more lands replace (repeatable; default: the "
    "spells with the lowest per-card impact in the deck's own goldfish games).",
)
@click.option(
    "--games",
    type=POSITIVE,
    default=2000,
    show_default=True,
    help="With --by kill-turn: goldfish games per land count.",
)
@run_options(
    "deck_format",
    deck_format="With DECK: deck-construction check first (default: inferred; none skips it).",
)
@click.option("--sources", is_flag=True, help="Print the coloured-sources-needed table.")
@click.option(
    "--deck-size", type=click.Choice(["40", "60", "80", "99"]), default="60", show_default=True
)
@click.option("--on", "on", type=click.Choice(["play", "draw"]), default="play", show_default=True)
@click.option("--unconditional", is_flag=True, help="Sources table not conditioned on land drops.")
@click.option(
    "--costs",
    default=None,
    callback=parsed_by(_parse_costs),
    help="Comma-separated costs for --sources, X = one coloured symbol (e.g. 1X,2XX).",
)
def hands_command(
    deck: str | None,
    as_json: bool,
    out_dir: str | None,
    samples: int,
    seed: int | None,
    lands: tuple[int, int] | None,
    sweep_mode: str,
    objective: str,
    keep: KeepRule,
    by: str,
    cut: tuple[str, ...],
    games: int,
    deck_format: str | None,
    sources: bool,
    deck_size: str,
    on: str,
    unconditional: bool,
    costs: tuple[str, ...] | None,
) -> None:
    """Exact opening-hand, land-drop, mulligan and castability figures for DECK.

    With --sources (no DECK), print Karsten's coloured-sources table, computed exactly.
    """
    ctx = click.get_current_context()
    # The docstring above is the command's --help text (and its first line is repeated in
    # ``cli.COMMAND_TABLE``): notes for readers of the code go in comments.
    if out_dir:  # --out's checks (name, link, writable, free space) before any work
        from deckstats.report.run_target import REPORT_BYTES, check_run_target

        check_run_target(out_dir, True, REPORT_BYTES, merge=True)
    if sources:
        _print_sources(ctx, lands, deck_size, costs, on, unconditional, as_json, out_dir)
        return
    if deck is None:
        raise click.UsageError("give a DECK file, or --sources for the sources table", ctx=ctx)
    # Unknown main-deck cards stop here (one line); then the deck is checked like
    # ``goldfish`` checks it: figures for an illegal deck would look like an answer.
    decklist = load_played_deck(Path(deck))
    _check_legal(decklist, deck_format)
    opts = HandsOptions(
        seed=seed,
        samples=samples,
        rule=keep,
        lands_range=lands,
        sweep_mode=sweep_mode,
        objective=objective,
    )
    summary = analyze_deck(decklist.main_cards(), deck, opts)
    if by == "kill-turn":  # the one part that plays games: a goldfish run per land count
        if lands is None:
            raise click.UsageError("--by kill-turn needs a --lands range, e.g. 18:22", ctx=ctx)
        from deckstats.api import kill_turn_sweep

        sweep = kill_turn_sweep(decklist, lands, cut=cut, n=games, seed=seed)
        summary["kill_turn_sweep"] = sweep
        # The goldfish sweep measured which spells to cut first; the exact sweep is redone
        # with that order so both tables name the same cards.
        if sweep.get("cut_impact") and "sweep" in summary:  # name the exact sweep's cuts too
            summary["sweep"] = land_sweep(
                DeckModel.from_cards(decklist.main_cards(), decklist.name),
                *lands,
                sweep_mode,
                objective,
                keep,
                cut_order=[r["card"] for r in sweep["cut_impact"]],
            )
    if out_dir:
        # The report builder is passed in rather than imported by ``write_outputs``: the
        # ``--sources`` table has no page, and only this path loads the report stack.
        from deckstats.runs.report import build_report

        write_outputs(summary, out_dir, build_report)
    click.echo(json.dumps(summary, indent=2) if as_json else render_hands(summary))


def _print_sources(
    ctx: click.Context,
    lands: tuple[int, int] | None,
    deck_size: str,
    costs: tuple[str, ...] | None,
    on: str,
    unconditional: bool,
    as_json: bool,
    out_dir: str | None,
) -> None:
    """``hands --sources``: Karsten's coloured-sources table, computed exactly, printed.

    No deck is read: the table is for a deck size and land count (one ``--lands`` value,
    default: the size's usual count) and the costs asked for (default: Karsten's).

    Args:
        ctx: the click context, for usage errors.
        lands: ``--lands`` parsed as a range; with ``--sources`` it must be one count.
        deck_size: ``--deck-size`` (40, 60, 80 or 99, as text).
        costs: ``--costs``, or ``None`` for Karsten's list.
        on: ``--on``: the table on the play or on the draw.
        unconditional: ``--unconditional``: not conditioned on hitting the land drops.
        as_json: print the table as JSON.
        out_dir: ``--out``: also write it as ``summary.json`` there (no report page).

    Raises:
        click.UsageError: options that cannot make a table (exit 2).
    """
    if lands is not None and lands[0] != lands[1]:
        raise click.BadParameter(
            "with --sources give one land count, e.g. 25", ctx=ctx, param_hint="'--lands'"
        )
    try:
        table = sources_table(
            int(deck_size),
            lands[0] if lands is not None else None,
            costs or KARSTEN_COSTS,
            on_the_play=on == "play",
            conditional=not unconditional,
        ).to_json()
    except AnalyticError as exc:  # only options go in: a bad combination of them
        raise click.UsageError(str(exc), ctx=ctx) from None
    # Marks the summary as the sources table: ``report`` has no page for it (a directory
    # holding it is not taken for a ``hands`` one).
    table["command"] = "hands --sources"
    if out_dir:
        write_outputs(table, out_dir)
    click.echo(json.dumps(table, indent=2) if as_json else render_sources(table))


def write_outputs(summary: dict[str, Any], out_dir: str | Path, report: Any = None) -> Path:
    """Write ``summary.json``, the sweep PNG and the report into ``out_dir`` atomically.

    Through the one run-directory writer (``report.run_dir.write_run``, ``merge``: other
    files already in ``out_dir`` stay).

    Args:
        summary: the ``hands`` summary (or the ``--sources`` table), written as
            ``summary.json``; a ``sweep`` block also gets its chart.
        out_dir: the ``--out`` directory.
        report: called with the temporary directory to write ``report.html`` there
            (``runs.report.build_report``), or ``None`` for no report.

    Returns:
        The directory written.

    Raises:
        RunDirError: the directory cannot be written (one line, exit 1).
    """
    from deckstats.analytic.plot import save_figure, sweep_figure
    from deckstats.report.run_dir import write_run

    def extra(tmp: Path) -> None:
        """Add the sweep PNG first: the hands page lays it out from the directory."""
        if "sweep" in summary:
            save_figure(sweep_figure(summary["sweep"]), tmp / "land_drops_sweep.png")
        if report is not None:
            report(tmp)

    return write_run(
        Path(out_dir), manifest=None, summary=summary, tables={}, extra=extra, merge=True
    )


COMMANDS = [hands_command]
