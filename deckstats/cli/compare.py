"""``deckstats compare A B``: a paired A/B comparison on common random numbers (issue 18).

Game ``i`` of deck A and game ``i`` of deck B share every random stream (``sim.compare``:
B's list is put in A's order, so both games draw the same positions), so the reported
differences (B minus A) carry paired intervals (``stats.compare``). Goldfish by default;
``--vs DECK`` plays both decks against DECK instead.

The command checks both decks (one line for an illegal deck), warns about partly
simulated cards, plans the run (``runs.plan_compare``: the two decks of one format
unless ``--format`` says) and executes it under the one progress bar
(``options.run_with_progress``). A comparison keeps no partial run: Ctrl-C writes
nothing and exits 130. Its text is ``report.text.compare_lines``; ``--json`` prints the
summary (``json.dumps``, as it always has).
"""

from __future__ import annotations

import json
import re
from functools import partial
from pathlib import Path
from typing import Any

import click

from deckstats.cli.matchup import RULES_CHOICES
from deckstats.cli.options import (
    check_deck,
    fidelity_lines,
    run_options,
    run_with_progress,
    warn_partial,
)
from deckstats.report.text import compare_lines
from deckstats.runs.defaults import DEFAULT_GAMES, UNTIL_CI_MOST_GAMES


def _default_out(a: str, b: str, seed: int | None) -> Path | None:
    """``reports/compare-A-vs-B-sSEED/`` when a seed is given; else no directory.

    A comparison without ``--seed`` and ``--out`` is printed only (its fresh seed would
    make a new directory per run).
    """
    if seed is None:
        return None
    # Deck names come from file names and may hold spaces or path separators: anything
    # outside a portable file-name alphabet becomes ``_``.
    safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", f"{a}-vs-{b}")
    return Path("reports") / f"compare-{safe}-s{seed}"


def _renamed(player_a: str, player_b: str, old_a: str | None, old_b: str | None) -> tuple[str, str]:
    """``--player``/``--player-vs`` (the old names) as ``--player-a``/``--player-b``.

    Either old name still works; one line on stderr says which new name to use.

    Returns:
        The agents of A and B (with ``--vs``: of the two compared decks and of the
        opponent); an old name, when given, wins.
    """
    used = [
        (o, n)
        for o, n, v in (("--player", "--player-a", old_a), ("--player-vs", "--player-b", old_b))
        if v is not None
    ]
    if used:
        said = " and ".join(f"{o} is now {n}" for o, n in used)
        click.echo(f"deckstats: warning: {said} (the old names will be removed)", err=True)
    return (old_a or player_a, old_b or player_b)


@click.command("compare")
@click.argument("deck_a", type=click.Path(path_type=Path))
@click.argument("deck_b", type=click.Path(path_type=Path))
@run_options(
    "n",
    "seed",
    click.option(
        "--vs",
        "vs",
        type=click.Path(path_type=Path),
        default=None,
        help="Play both decks against this deck instead of the goldfish.",
    ),
    click.option(
        "--player-a", default="auto", show_default=True, help="Agent of A and B with --vs."
    ),
    click.option("--player-b", default="auto", show_default=True, help="Agent of the --vs deck."),
    # The old names (before issue 30): still accepted, hidden, with one deprecation line.
    click.option("--player", "old_player", default=None, hidden=True),
    click.option("--player-vs", "old_player_vs", default=None, hidden=True),
    "on",
    "keep",
    click.option(
        "--rules",
        type=click.Choice(RULES_CHOICES),
        default="modern",
        show_default=True,
        help="Rules era (deckstats rules).",
    ),
    "max_turns",
    "workers",
    "backend",
    "scheduler",
    "until_ci",
    "deck_format",
    "out",
    "force",
    "as_json",
    "quiet",
    n=f"Games per deck (game i of A is paired with game i of B; default {DEFAULT_GAMES}; "
    f"with --until-ci the most games, default {UNTIL_CI_MOST_GAMES}).",
    seed="Root seed (default: fresh entropy).",
    scheduler={"help": "Address of a running Dask scheduler.", "metavar": None},
    until_ci={
        "metavar": None,
        "help": "Play batches of 1,000 until the paired 95% half-width of the main "
        "difference is at most W (-n: the most games).",
    },
    deck_format={"type": None, "help": "Check both decks as this format (none: skip the check)."},
    out={
        "type": click.Path(path_type=Path),
        "help": "Run directory (default reports/compare-<A>-vs-<B>-s<seed>/).",
    },
    force="Replace an existing run in --out.",
    as_json="Print summary.json.",
)
def compare_cmd(
    deck_a: Path,
    deck_b: Path,
    n: int | None,
    seed: int | None,
    vs: Path | None,
    player_a: str,
    player_b: str,
    old_player: str | None,
    old_player_vs: str | None,
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
    # (The docstring is the --help text.) The run pipeline is imported only when the
    # command runs, not for ``deckstats compare --help``.
    from deckstats.runs import execute, plan_compare

    player_a, player_b = _renamed(player_a, player_b, old_player, old_player_vs)
    # -n is at least 1 (checked while the command line is parsed): the decks come first.
    dla = check_deck(deck_a, deck_format)
    dlb = check_deck(deck_b, deck_format)
    dlv = check_deck(vs, deck_format) if vs is not None else None
    warn_partial([d for d in (dla, dlb, dlv) if d is not None])
    if out is None:
        out = _default_out(deck_a.stem, deck_b.stem, seed)
    planned = plan_compare(
        dla,
        dlb,
        n,
        seed,
        vs=dlv,
        player_a=player_a,
        player_b=player_b,
        deck_format=deck_format,
        out=out,
        **options,
    )
    # The bar counts the games of both decks (n each); --json draws none: its output is
    # read by a program.
    res = run_with_progress(
        partial(execute, *planned),
        2 * planned.plan.n,
        quiet or as_json,
        "compare",
        "a comparison keeps no partial run",
    )
    s = res.summary
    if as_json:
        from deckstats.report.tables import finite

        click.echo(json.dumps(finite(s), indent=2, allow_nan=False))  # strict JSON
        return
    click.echo("\n".join(compare_lines(s, fidelity_lines(s["fidelity"]))))
    if res.out_dir is not None:  # None: no --out and no --seed, nothing was kept
        click.echo(f"wrote {res.out_dir}/")


COMMANDS = [compare_cmd]
