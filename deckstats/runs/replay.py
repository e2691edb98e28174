"""``deckstats play --run RUN_DIR --game K``: game K of a recorded run, move by move.

The run directory holds what the game needs: the decklists' text (checked against their
SHA-256, as ``rerun`` does), the seed, the seat rule, the rules era, the turn cap and the
players. The game is planned as the run was (``runs.plan``, the same configs) and played
with its log on: same seed streams, so the same game as row K of ``games.parquet``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from deckstats.cards.errors import DeckstatsError
from deckstats.runs.plan import plan_goldfish, plan_matchup
from deckstats.runs.rerun import read_recorded

__all__ = ["REPLAY_COMMANDS", "replay_game"]

#: The runs whose games ``play --run`` replays.
REPLAY_COMMANDS = ("goldfish", "matchup")


def replay_game(run_dir: str | Path, game: int) -> tuple[list[str], Any]:
    """Play game ``game`` of the run in ``run_dir`` again; return its log and result.

    Raises:
        DeckstatsError: not a readable run, a run of another command, or no game ``game``
            in it (one line naming the directory).
    """
    run = Path(run_dir)
    rec = read_recorded(run)
    if rec.command not in REPLAY_COMMANDS:
        raise DeckstatsError(
            f"{run}: play --run replays {' and '.join(REPLAY_COMMANDS)} runs "
            f"(this is a {rec.command} run)"
        )
    if not 0 <= game < rec.stored:
        raise DeckstatsError(f"{run}: no game {game}: the run holds games 0 to {rec.stored - 1}")
    options: dict[str, Any] = {**rec.common, "deck_format": "none", "workers": 1}
    if rec.command == "goldfish":
        from deckstats.sim.replay import goldfish_game_log

        planned = plan_goldfish(rec.decks[0], n=rec.n, **options)
        return goldfish_game_log(planned.experiment.config, planned.plan.entropy, game)
    from deckstats.sim.matchup import matchup_game_log

    planned = plan_matchup(rec.decks[0], rec.decks[1], n=rec.n, **options)
    return matchup_game_log(planned.experiment.config, planned.plan.entropy, game)
