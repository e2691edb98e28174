"""``deckstats compare A B``: a paired A/B comparison on common random numbers (issue 18)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import click

from deckstats.cli.matchup import (
    RULES_CHOICES,
    _progress_bar,
    _warn_partial,
    check_deck,
    fidelity_results,
)
from deckstats.cli.options import HALF_WIDTH, MAX_TURNS, POSITIVE, SEED, interrupt_status


def _default_out(a: str, b: str, seed: int | None) -> Path | None:
    if seed is None:
        return None
    safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", f"{a}-vs-{b}")
    return Path("reports") / f"compare-{safe}-s{seed}"


def _fmt(x: Any, spec: str = "+.3f") -> str:
    return "n/a" if x is None else format(x, spec)


def _ci(block: dict[str, Any], spec: str = "+.3f") -> str:
    ci = block.get("ci95")
    if not ci or ci[0] is None:
        return ""
    return f"[{_fmt(ci[0], spec)}, {_fmt(ci[1], spec)}]"


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
    on: str,
    rules: str,
    max_turns: int,
    workers: int,
    backend: str,
    scheduler: str | None,
    until_ci: float | None,
    deck_format: str | None,
    out: Path | None,
    force: bool,
    as_json: bool,
    quiet: bool,
) -> None:
    """Compare deck B with deck A on the same seeds (B minus A, paired intervals).

    Goldfish by default; --vs DECK plays both against DECK. Reports the difference in
    mean kill turn (Wilcoxon signed-rank test), in P(win by turn t), in the win rate
    (McNemar test) and in the land-drop rates, each with its paired 95% interval.
    """
    from deckstats.api import compare

    if n >= 1:
        dla = check_deck(deck_a, deck_format)
        dlb = check_deck(deck_b, deck_format)
        dlv = check_deck(vs, deck_format) if vs is not None else None
        _warn_partial([d for d in (dla, dlb, dlv) if d is not None])
    else:
        dla = dlb = dlv = None  # the API refuses n < 1 with one line
    if out is None:
        out = _default_out(deck_a.stem, deck_b.stem, seed)
    total = 2 * n
    try:
        with _progress_bar(total, quiet or as_json, "compare") as bar:
            res = compare(
                dla if dla is not None else deck_a,
                dlb if dlb is not None else deck_b,
                n=n,
                seed=seed,
                vs=dlv,
                player=player,
                player_vs=player_vs,
                on=on,
                rules=rules,
                max_turns=max_turns,
                workers=workers,
                out=out,
                progress=bar.update,
                deck_format=deck_format,
                backend=backend,
                scheduler=scheduler,
                until_ci=until_ci,
                force=force,
            )
    except KeyboardInterrupt as exc:  # Ctrl-C or SIGTERM: a comparison keeps no partial run
        click.echo("interrupted: nothing written (a comparison keeps no partial run)", err=True)
        sys.exit(interrupt_status(exc))
    s = res.summary
    if as_json:
        click.echo(json.dumps(s, indent=2))
        return
    d = s["difference"]
    vs_name = s["vs"]
    click.echo(
        f"deckstats compare: {s['deck_b']} minus {s['deck_a']} against {vs_name} "
        f"({s['games']} paired games, seed {s['seed']}, rules {s['rules']})"
    )
    fidelity_results(s["fidelity"])
    pp = s["paired_positions"]
    note = "" if pp["same_shuffles"] else " (decks of different sizes: shuffles not shared)"
    click.echo(f"  cards at the same deck position: {pp['shared']} of {pp['deck_size_a']}{note}")
    w = d["win_rate"]
    click.echo(
        f"  win rate        A {_fmt(w['a'], '.3f')}  B {_fmt(w['b'], '.3f')}  "
        f"diff {_fmt(w['diff'])} {_ci(w)}  McNemar p = {w['mcnemar']['p_value']}"
    )
    k = d["kill_turn"]
    click.echo(
        f"  mean kill turn  A {_fmt(k['mean_a'], '.2f')}  B {_fmt(k['mean_b'], '.2f')}  "
        f"diff {_fmt(k['diff'], '+.2f')} {_ci(k, '+.2f')}  over {k['pairs']} games both won; "
        f"Wilcoxon p = {k['wilcoxon']['p_value']}"
    )
    for t, blk in d["p_win_by_turn"].items():
        if blk["a"] or blk["b"]:
            click.echo(
                f"  P(win by T{t:<2})  A {_fmt(blk['a'], '.3f')}  B {_fmt(blk['b'], '.3f')}  "
                f"diff {_fmt(blk['diff'])} {_ci(blk)}"
            )
    for t, blk in d["land_drops"].items():
        click.echo(
            f"  P(>= {t} lands on T{t})  A {_fmt(blk['a'], '.3f')}  B {_fmt(blk['b'], '.3f')}  "
            f"diff {_fmt(blk['diff'])} {_ci(blk)}"
        )
    if "until_ci" in s:
        click.echo(f"  until-ci: {s['until_ci']['rule']}; played {s['until_ci']['games_played']}")
    if res.out_dir is not None:
        click.echo(f"wrote {res.out_dir}/")


COMMANDS = [compare_cmd]
