"""``deckstats compare A B``: a paired A/B comparison on common random numbers (issue 18)."""

from __future__ import annotations

import json
import re
from functools import partial
from pathlib import Path
from typing import Any

import click

from deckstats.cli.matchup import RULES_CHOICES
from deckstats.cli.options import (
    HALF_WIDTH,
    MAX_TURNS,
    POSITIVE,
    SEED,
    check_deck,
    fidelity_lines,
    run_with_progress,
    warn_partial,
)
from deckstats.report.text import compare_lines


def _default_out(a: str, b: str, seed: int | None) -> Path | None:
    if seed is None:
        return None
    safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", f"{a}-vs-{b}")
    return Path("reports") / f"compare-{safe}-s{seed}"


@click.command("compare")
@click.argument("deck_a", type=click.Path(path_type=Path))
@click.argument("deck_b", type=click.Path(path_type=Path))
@click.option(
    "-n",
    "n",
    type=POSITIVE,
    default=2000,
    show_default=True,
    help="Games per deck (game i of A is paired with game i of B).",
)
@click.option("--seed", type=SEED, default=None, help="Root seed (default: fresh entropy).")
@click.option(
    "--vs",
    "vs",
    type=click.Path(path_type=Path),
    default=None,
    help="Play both decks against this deck instead of the goldfish.",
)
@click.option("--player", default="auto", show_default=True, help="Agent for A and B with --vs.")
@click.option("--player-vs", default="auto", show_default=True, help="Agent for the --vs deck.")
@click.option(
    "--on", type=click.Choice(["play", "draw", "both"]), default="both", show_default=True
)
@click.option(
    "--rules",
    type=click.Choice(RULES_CHOICES),
    default="modern",
    show_default=True,
    help="Rules era (deckstats rules).",
)
@click.option("--max-turns", type=MAX_TURNS, default=20, show_default=True)
@click.option("--workers", type=POSITIVE, default=1, show_default=True)
@click.option(
    "--backend",
    type=click.Choice(["serial", "process", "dask"]),
    default="process",
    show_default=True,
)
@click.option("--scheduler", default=None, help="Address of a running Dask scheduler.")
@click.option(
    "--until-ci",
    "until_ci",
    type=HALF_WIDTH,
    default=None,
    help="Play batches of 1,000 until the paired 95% half-width of the main "
    "difference is at most W (-n: the most games).",
)
@click.option(
    "--format",
    "deck_format",
    default=None,
    help="Check both decks as this format (none: skip the check).",
)
@click.option(
    "--out",
    type=click.Path(path_type=Path),
    default=None,
    help="Run directory (default reports/compare-<A>-vs-<B>-s<seed>/).",
)
@click.option("--force", is_flag=True, help="Replace an existing run in --out.")
@click.option("--json", "as_json", is_flag=True, help="Print summary.json.")
@click.option("--quiet", is_flag=True, help="No progress bar.")
def compare_cmd(
    deck_a: Path,
    deck_b: Path,
    n: int,
    seed: int | None,
    vs: Path | None,
    player: str,
    player_vs: str,
    deck_format: str | None,
    out: Path | None,
    as_json: bool,
    quiet: bool,
    **options: Any,
) -> None:
    """Compare deck B with deck A on the same seeds (B minus A, paired intervals).

    Goldfish by default; --vs DECK plays both against DECK. Reports the difference in
    mean kill turn (Wilcoxon signed-rank test), in P(win by turn t), in the win rate
    (McNemar test) and in the land-drop rates, each with its paired 95% interval.
    """
    from deckstats.runs import execute, plan_compare

    if n >= 1:
        dla = check_deck(deck_a, deck_format)
        dlb = check_deck(deck_b, deck_format)
        dlv = check_deck(vs, deck_format) if vs is not None else None
        warn_partial([d for d in (dla, dlb, dlv) if d is not None])
    else:
        dla = dlb = dlv = None  # plan_compare refuses n < 1 with one line
    if out is None:
        out = _default_out(deck_a.stem, deck_b.stem, seed)
    planned = plan_compare(
        dla if dla is not None else deck_a,
        dlb if dlb is not None else deck_b,
        n,
        seed,
        vs=dlv,
        player=player,
        player_vs=player_vs,
        deck_format=deck_format,
        out=out,
        **options,
    )
    res = run_with_progress(
        partial(execute, *planned),
        2 * n,
        quiet or as_json,
        "compare",
        "a comparison keeps no partial run",
    )
    s = res.summary
    if as_json:
        click.echo(json.dumps(s, indent=2))
        return
    click.echo("\n".join(compare_lines(s, fidelity_lines(s["fidelity"]))))
    if res.out_dir is not None:
        click.echo(f"wrote {res.out_dir}/")


COMMANDS = [compare_cmd]
