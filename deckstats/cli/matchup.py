"""Deck-against-deck commands: ``deckstats matchup`` and ``deckstats gauntlet``.

Each command checks its decks (one error line for an illegal one), names the default
run directory from the seed, plans the run (``runs.plan_matchup`` /
``runs.plan_gauntlet``: every option checked before a game is played), executes it
under the one progress bar and Ctrl-C block (``options.run_with_progress``) and prints
the summary as text (``report.text``) or JSON.

Both commands share one flow (``_deck_against_deck``) and one option list
(``sim_options``); they differ only in how many decks they take and which plan they ask
for. The games themselves are ``sim.matchup``'s, played by the agents of ``players``.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

import click

from deckstats.cli.options import (
    RUN_OPTIONS_TAIL,
    check_deck,
    exit_if_partial,
    fidelity_lines,
    print_summary,
    run_options,
    run_with_progress,
    warn_partial,
)
from deckstats.engine.rules import ERA_NAMES
from deckstats.players import OFFERED
from deckstats.report.text import gauntlet_lines, matchup_lines
from deckstats.runs.defaults import DEFAULT_GAMES, UNTIL_CI_MOST_GAMES, games, workers_or_all

#: Every rules era (``deckstats rules``); matchups and gauntlets play one era at a time.
RULES_CHOICES = list(ERA_NAMES)


#: The options every deck-against-deck command shares (same meaning as goldfish).
sim_options = run_options(
    "n",
    "seed",
    click.option(
        "--player-a",
        default="auto",
        show_default=True,
        help=f"Pilot of the first deck: {', '.join(OFFERED)} (auto: the profile the deck's "
        "curve and roles call for, stated in the results).",
    ),
    click.option(
        "--player-b", default="auto", show_default=True, help="Agent of the opponent deck(s)."
    ),
    "on",
    click.option("--rules", type=click.Choice(RULES_CHOICES), default="modern", show_default=True),
    *RUN_OPTIONS_TAIL,
    n=f"Games to play per matchup (default {DEFAULT_GAMES}; with --until-ci the most games, "
    f"default {UNTIL_CI_MOST_GAMES}).",
    on="The first deck's seat: on the play, on the draw, or alternating in pairs "
    "of games that share every shuffle.",
    max_turns="The first deck's own turn cap (then: turn_limit, a draw).",
    backend="serial, a local process pool, or a local Dask cluster.",
    scheduler="Join a running Dask scheduler (implies --backend dask).",
    until_ci="Play batches of 1000 games until the 95% Wilson half-width of the first "
    "deck's win rate (gauntlet: in every matchup) is at most W (-n: the most games).",
    force="Replace an existing run in --out.",
    out="Run directory (default reports/<name>-s<seed>/).",
)


def _deck_against_deck(command: str, paths: list[Path], options: dict[str, Any]) -> None:
    """The flow of ``matchup`` and ``gauntlet``: check, plan, play, print.

    Players and decks are checked first (one line for an illegal deck), the default run
    directory is named from the first decks and the seed, the run is planned (every other
    option checked, ``--out`` claimed later) and played under the one progress bar.

    Args:
        command: ``"matchup"`` (two paths: A, B) or ``"gauntlet"`` (the tested deck,
            then the field).
        paths: the decklist files as given on the command line.
        options: the click options of the command, by parameter name; the ones this
            function handles itself are popped, the rest go to the plan.

    Raises:
        DeckstatsError: an unknown player, an illegal deck or a bad option (one line,
            exit 1). A signal during the games exits from here (``exit_if_partial``).
    """
    from deckstats.cli.sim import run_tag
    from deckstats.runs import execute, plan_gauntlet, plan_matchup
    from deckstats.runs.checks import check_player
    from deckstats.sim.seeding import root_entropy

    # Checked in the order a user reads the command line: players, then each deck.
    check_player(options["player_a"])
    check_player(options["player_b"])
    fmt, quiet, as_json = options.pop("deck_format"), options.pop("quiet"), options.pop("as_json")
    decks = [check_deck(p, fmt) for p in paths]
    n = games(options.pop("n"), options["until_ci"])
    entropy = root_entropy(options.pop("seed"))
    options.update(
        workers=workers_or_all(options.pop("workers"), n),
        deck_format="none",  # checked above, one line for an illegal deck
        load_tables=False,  # only the summary is printed; the tables stay in the run
    )
    # The default directory is named from the decks and the seed (``run_tag``); the plan
    # checks the remaining options and the target before any game.
    if command == "matchup":
        name = f"{decks[0].name}-vs-{decks[1].name}-{run_tag(entropy)}"
        options["out"] = options["out"] or Path("reports") / name
        planned = plan_matchup(decks[0], decks[1], n, entropy, **options)
    else:
        options["out"] = (
            options["out"] or Path("reports") / f"{decks[0].name}-gauntlet-{run_tag(entropy)}"
        )
        planned = plan_gauntlet(decks[0], decks[1:], n, entropy, **options)
    warn_partial(decks)  # before the games; the results state it in any case
    # A gauntlet keeps no partial run; a matchup stopped after a batch keeps its games.
    kept = (
        "no batch of games had finished"
        if command == "matchup"
        else "a gauntlet keeps no partial run"
    )
    total = n if command == "matchup" else n * len(planned.experiment.configs)
    result = run_with_progress(partial(execute, *planned), total, quiet, command, kept)
    exit_if_partial(result.manifest, n, options["out"])
    s = result.summary
    fid = fidelity_lines(s["fidelity"])
    if as_json:
        lines = []
    elif command == "matchup":
        lines = matchup_lines((decks[0].name, decks[1].name), s, fid)
    else:
        lines = gauntlet_lines(
            decks[0].name, s, fid, result.matrix, options["until_ci"] is not None
        )
    print_summary(s, lines, entropy, options["out"])


@click.command("matchup")
@click.argument("deck_a", type=click.Path(path_type=Path))
@click.argument("deck_b", type=click.Path(path_type=Path))
@sim_options
def matchup_cmd(deck_a: Path, deck_b: Path, **options: Any) -> None:
    """Play N games of DECK_A against DECK_B and report A's win rate (95% Wilson interval).

    With --on both, games 2j (A on the play) and 2j+1 (A on the draw) share every shuffle
    and agent stream (common random numbers). A draw or a turn-limit game is not a win.
    """
    # The docstring above is the --help text; the flow is shared with gauntlet.
    _deck_against_deck("matchup", [deck_a, deck_b], options)


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
def gauntlet_cmd(deck: Path, field: tuple[Path, ...], **options: Any) -> None:
    """Play DECK against each FIELD deck; report each win rate and the share-weighted one.

    --player-a plays DECK, --player-b every field deck. The expected win rate's interval
    assumes independent matchups (normal interval, clipped to [0, 1]).
    """
    _deck_against_deck("gauntlet", [deck, *field], options)


COMMANDS = [matchup_cmd, gauntlet_cmd]
