"""Deck-against-deck commands: ``deckstats matchup`` and ``deckstats gauntlet``.

Each command checks its decks (one error line for an illegal one), names the default
run directory from the seed, plans the run (``runs.plan_matchup`` /
``runs.plan_gauntlet``: every option checked before a game is played), executes it
under the one progress bar and Ctrl-C block (``options.run_with_progress``) and prints
the summary as text (``report.text``) or JSON.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

import click

from deckstats.cli.options import (
    check_deck,
    exit_if_partial,
    fidelity_lines,
    print_summary,
    run_options,
    run_with_progress,
    warn_partial,
)
from deckstats.engine.rules import ERA_NAMES
from deckstats.report.text import gauntlet_lines, matchup_lines

#: Every rules era (``deckstats rules``); matchups and gauntlets play one era at a time.
RULES_CHOICES = list(ERA_NAMES)


def _games(n: int | None, until_ci: float | None) -> int:
    """``-n``: 1000 games, or at most 1,000,000 with ``--until-ci`` (as ``goldfish``)."""
    if n is not None:
        return n
    return 1_000_000 if until_ci is not None else 1000


#: The options every deck-against-deck command shares (same meaning as goldfish).
sim_options = run_options(
    "n",
    "seed",
    click.option(
        "--player-a",
        default="auto",
        show_default=True,
        help="Agent of the first deck (a name from the player registry).",
    ),
    click.option(
        "--player-b", default="auto", show_default=True, help="Agent of the opponent deck(s)."
    ),
    "on",
    click.option("--rules", type=click.Choice(RULES_CHOICES), default="modern", show_default=True),
    "max_turns",
    "workers",
    "backend",
    "scheduler",
    "chunk_size",
    "until_ci",
    "force",
    "out",
    "deck_format",
    "as_json",
    "quiet",
    n="Games to play per matchup (default 1000; with --until-ci the most games, default 1000000).",
    on="The first deck's seat: on the play, on the draw, or alternating in pairs "
    "of games that share every shuffle.",
    max_turns="The first deck's own turn cap (then: turn_limit, a draw).",
    backend="serial, a local process pool, or a local Dask cluster.",
    scheduler="Join a running Dask scheduler (implies --backend dask).",
    until_ci="Play batches of 1000 games until the 95%% Wilson half-width of the first "
    "deck's win rate (gauntlet: in every matchup) is at most W (-n: the most games).",
    force="Replace an existing run in --out.",
    out="Run directory (default reports/<name>-s<seed>/).",
)


def _run_settings(workers: int | None, **options: Any) -> dict[str, Any]:
    """The plan's keyword arguments common to both commands (decks already checked)."""
    from deckstats.sim.config import default_workers

    return {
        **options,
        "workers": workers if workers is not None else default_workers(),
        "deck_format": "none",  # checked by the command, one line for an illegal deck
        "load_tables": False,
    }


@click.command("matchup")
@click.argument("deck_a", type=click.Path(path_type=Path))
@click.argument("deck_b", type=click.Path(path_type=Path))
@sim_options
def matchup_cmd(
    deck_a: Path,
    deck_b: Path,
    n: int | None,
    seed: int | None,
    player_a: str,
    player_b: str,
    workers: int | None,
    out: Path | None,
    deck_format: str | None,
    as_json: bool,
    quiet: bool,
    **options: Any,
) -> None:
    """Play N games of DECK_A against DECK_B and report A's win rate (95% Wilson interval).

    With --on both, games 2j (A on the play) and 2j+1 (A on the draw) share every shuffle
    and agent stream (common random numbers). A draw or a turn-limit game is not a win.
    """
    from deckstats.cli.sim import run_tag
    from deckstats.runs import execute, plan_matchup
    from deckstats.runs.checks import check_player
    from deckstats.sim.seeding import root_entropy

    check_player(player_a)
    check_player(player_b)
    dla = check_deck(deck_a, deck_format)
    dlb = check_deck(deck_b, deck_format)
    n = _games(n, options["until_ci"])
    entropy = root_entropy(seed)
    default = Path("reports") / f"{dla.name}-vs-{dlb.name}-{run_tag(entropy)}"
    out_dir = out if out is not None else default
    planned = plan_matchup(
        dla, dlb, n, entropy, player_a=player_a, player_b=player_b, out=out_dir,
        **_run_settings(workers, **options),
    )  # fmt: skip
    warn_partial([dla, dlb])
    result = run_with_progress(
        partial(execute, *planned), n, quiet, "matchup", "no batch of games had finished"
    )
    exit_if_partial(result.manifest, n, out_dir)
    s = result.summary
    lines = [] if as_json else matchup_lines((dla.name, dlb.name), s, fidelity_lines(s["fidelity"]))
    print_summary(s, lines, entropy, out_dir)


@click.command("gauntlet")
@click.argument("deck", type=click.Path(path_type=Path))
@click.argument("field", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option(
    "--shares",
    type=click.Path(path_type=Path),
    default=None,
    help="Metagame shares: CSV 'deck,share' or JSON {deck: share} (default: equal).",
)
@click.option("--normalize", is_flag=True, help="Rescale the shares to sum to 1.")
@click.option("--matrix", is_flag=True, help="Also play every pair of the given decks.")
@sim_options
def gauntlet_cmd(
    deck: Path,
    field: tuple[Path, ...],
    n: int | None,
    seed: int | None,
    player_a: str,
    player_b: str,
    workers: int | None,
    out: Path | None,
    deck_format: str | None,
    as_json: bool,
    quiet: bool,
    **options: Any,
) -> None:
    """Play DECK against each FIELD deck; report each win rate and the share-weighted one.

    --player-a plays DECK, --player-b every field deck. The expected win rate's interval
    assumes independent matchups (normal interval, clipped to [0, 1]).
    """
    from deckstats.cli.sim import run_tag
    from deckstats.runs import execute, plan_gauntlet
    from deckstats.runs.checks import check_player
    from deckstats.sim.seeding import root_entropy

    check_player(player_a)
    check_player(player_b)
    dl = check_deck(deck, deck_format)
    fdls = [check_deck(p, deck_format) for p in field]
    n = _games(n, options["until_ci"])
    entropy = root_entropy(seed)
    out_dir = out if out is not None else Path("reports") / f"{dl.name}-gauntlet-{run_tag(entropy)}"
    planned = plan_gauntlet(
        dl, fdls, n, entropy, player_a=player_a, player_b=player_b, out=out_dir,
        **_run_settings(workers, **options),
    )  # fmt: skip
    warn_partial([dl, *fdls])
    total = n * len(planned.experiment.configs)
    result = run_with_progress(
        partial(execute, *planned), total, quiet, "gauntlet", "a gauntlet keeps no partial run"
    )
    s = result.summary
    fid = fidelity_lines(s["fidelity"])
    until_ci = options["until_ci"] is not None
    lines = [] if as_json else gauntlet_lines(dl.name, s, fid, result.matrix, until_ci)
    print_summary(s, lines, entropy, out_dir)


COMMANDS = [matchup_cmd, gauntlet_cmd]
