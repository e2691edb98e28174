"""``deckstats rerun RUN_DIR``: repeat a run from its manifest and check every game.

The test of the determinism contract from the command line: the manifest holds the seed,
the decklists and every option, so ``runs.rerun`` can play the same games again and
compare them row by row with the run's Parquet tables. A difference is exit status 1
(the run cannot be reproduced here), like any other domain error.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from deckstats.cli.options import POSITIVE


@click.command("rerun")
@click.argument("run_dir", type=click.Path(path_type=Path))
@click.option(
    "--workers",
    type=POSITIVE,
    default=None,
    help="Worker processes (default: all cores); results do not depend on it.",
)
def rerun_cmd(run_dir: Path, workers: int | None) -> None:
    """Repeat the goldfish, matchup or gauntlet run in RUN_DIR from its manifest.

    Exit 0 if every game (games.parquet and turns.parquet) is identical; exit 1 with one
    line when a game differs, or when RUN_DIR is not a run.
    """
    from deckstats.runs.rerun import rerun
    from deckstats.sim.config import default_workers

    _refuse_hands_summary(run_dir)
    result = rerun(run_dir, workers=workers if workers is not None else default_workers())
    if result.identical:
        click.echo(result.message)
        return
    click.echo(f"deckstats: {result.message}", err=True)
    sys.exit(1)


def _refuse_hands_summary(run_dir: Path) -> None:
    """A ``hands --out`` directory (no manifest): one line naming its sampler stream layout.

    Without this, ``rerun`` would only say the directory is not a run. ``hands`` plays
    no games, so there is nothing to replay; the line says how to repeat its sampled
    figures instead (``analytic.stream.hands_rerun_message``). Any other directory is
    left to ``rerun``, which names what is wrong with it.

    Raises:
        DeckstatsError: ``run_dir`` holds a ``hands`` summary and no manifest.
    """
    import json

    from deckstats.analytic.stream import hands_rerun_message
    from deckstats.cards.errors import DeckstatsError

    path = run_dir / "summary.json"
    if (run_dir / "manifest.json").exists() or not path.is_file():
        return
    try:
        summary = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return  # rerun says what is wrong with the directory
    if isinstance(summary, dict) and summary.get("command") == "hands":
        raise DeckstatsError(hands_rerun_message(str(run_dir), summary))


COMMANDS = [rerun_cmd]
