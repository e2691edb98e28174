"""``deckstats puzzles``: score the pilots on the built decision puzzles (issue 27).

A front end only: it loads the suite (``deckstats.puzzles``), scores each pilot with
``score_agent`` and prints one line per pilot; ``--verbose`` lists every answer that was
not acceptable, with the puzzle's rationale.

The built-in positions live in ``deckstats/puzzles/positions/*.toml``. This command is
outside the run pipeline: no seed, no run directory, nothing written; it checks the
pilots' single decisions, which the win rates of matchups only show in aggregate.
"""

from __future__ import annotations

from pathlib import Path

import click


@click.command("puzzles")
@click.option(
    "--player",
    "players",
    multiple=True,
    help="Pilot(s) to score (default: aggro, midrange, control, auto, random).",
)
@click.option(
    "--file",
    "files",
    multiple=True,
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="Puzzle file(s) (TOML, [[puzzle]] tables) instead of the built-in suite.",
)
@click.option("--verbose", "-v", is_flag=True, help="List every answer not acceptable.")
def puzzles_cmd(players: tuple[str, ...], files: tuple[Path, ...], verbose: bool) -> None:
    """Pose each built position to each pilot; print the share answered acceptably.

    An answer is acceptable, a blunder, or poor (neither), as each puzzle states.
    """
    # (The docstring is the --help text.) The pilots and the puzzle suite are imported
    # when the command runs: they load the engine, which ``--help`` does not need.
    from deckstats.players import AGENTS
    from deckstats.puzzles import PROFILES_SCORED, load_puzzles, score_agent
    from deckstats.puzzles.score import playable

    # A name that is not a pilot is a usage error (exit 2, before any puzzle is posed).
    for name in players:
        if name not in AGENTS:
            raise click.BadParameter(
                f"unknown pilot {name!r}; known: {', '.join(sorted(AGENTS))}",
                param_hint="--player",
            )
    suite = load_puzzles(list(files) if files else None)
    for name in players or PROFILES_SCORED:
        score = score_agent(name, suite)
        click.echo(score.line())
        if verbose:
            for g in score.graded:
                if g.grade != "good":
                    p = g.puzzle
                    click.echo(f"  {g.grade:<7} {p.id}: answered {g.answer!r}; want {list(p.good)}")
    # The puzzles not scored because a card of theirs is missing from the pool: named, so
    # a smaller score is not mistaken for worse play.
    skipped = playable(suite)[1]
    if skipped:
        click.echo(
            f"{len(skipped)} puzzle(s) skipped, a card missing from the pool: "
            + ", ".join(p.id for p in skipped)
        )


COMMANDS = [puzzles_cmd]
