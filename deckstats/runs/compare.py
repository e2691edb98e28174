"""The compare experiment: deck B against deck A on common random numbers (issue 18).

Game ``i`` of A and of B share every random stream (``sim.compare.paired_configs``:
goldfish, or a matchup against ``--vs``), so the differences B minus A carry paired
intervals (``stats.compare``). Both decks play each block of game indices in turn; the
rows are kept in memory, block by block, and written at the end (A's games, then B's,
with a ``variant`` column), which is why compare keeps no partial run.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from deckstats.runs.base import Arm, Outcome, Plan, RunResult
from deckstats.runs.checks import deck_file, fidelity_of
from deckstats.stats.compare import (
    COMPARE_DEFINITIONS,
    compare_summary,
    main_half_width,
    median_kill_turn,
)
from deckstats.stats.summaries import UNTIL_CI_BATCH

#: How compare pairs its games, as its manifest states it.
COMPARE_SEEDING = (
    "game i of deck A and game i of deck B use the same streams (goldfish: "
    "SeedSequence(seed, spawn_key=(i, k)); with --vs: the matchup pair streams), and deck "
    "B's list is put in A's order (shared cards at the same positions, B's own cards in "
    "the places of A's), so both games draw the same positions"
)


@dataclass(frozen=True, repr=False)
class CompareRun(RunResult):
    """The result of ``compare``: both decks' tables (``variant`` a/b) and the summary.

    Both tables are always there (the rows are kept in memory).
    """


class PairedRows:
    """Both arms' rows, block by block (one block of game indices per ``--until-ci`` step).

    The tables are the blocks' frames concatenated, as the games were played.
    """

    def __init__(self, step: int) -> None:
        self.step = step
        self.blocks: dict[int, dict[str, tuple[dict[str, list[Any]], dict[str, list[Any]]]]] = {}

    def add(self, arm: Arm, batch: Any) -> None:
        """Append a batch of ``arm`` to the rows of its block."""
        block = self.blocks.setdefault((batch.stop - batch.n_games) // self.step, {})
        if arm.key not in block:
            task = arm.task
            block[arm.key] = ({f: [] for f in task.game_fields}, {f: [] for f in task.turn_fields})
        games, turns = block[arm.key]
        for f, values in games.items():
            values.extend(batch.games[f])
        for f, values in turns.items():
            values.extend(batch.turns[f])

    def frames(self) -> tuple[pd.DataFrame, pd.DataFrame, pd.DataFrame, pd.DataFrame]:
        """A's games, B's games, A's turns, B's turns."""
        parts = [self.blocks[k] for k in sorted(self.blocks)]

        def cat(arm: str, i: int) -> pd.DataFrame:
            return pd.concat([pd.DataFrame(p[arm][i]) for p in parts], ignore_index=True)

        return cat("a", 0), cat("b", 0), cat("a", 1), cat("b", 1)


class CompareExperiment:
    """``compare``: the paired arms A and B, played block by block together."""

    command = "compare"
    schemas: dict[str, dict[str, str]] | None = None  # kept in memory, written at the end
    keeps_partial = False
    records_progress = True
    seeding = COMPARE_SEEDING

    def __init__(
        self,
        plan: Plan,
        arms: tuple[Arm, Arm],
        player: str,
        paired_positions: dict[str, Any],
        pilots: dict[str, Any] | None = None,
    ) -> None:
        self.arms = arms
        self.versus = len(plan.decks) > 2
        self.player = player
        #: Each deck's pilot and profile (``runs.checks.pilots``: auto's choice per deck).
        self.pilots = pilots or {}
        self.rows = PairedRows(plan.step)
        self.paired_positions = paired_positions
        self.max_turns = plan.max_turns

    def groups(self) -> Sequence[Sequence[Arm]]:
        """One group: both arms, each block of games played by A then by B."""
        return [list(self.arms)]

    def take(self, arm: Arm, batch: Any) -> None:
        """Keep the batch's rows in memory (written whole at the end)."""
        self.rows.add(arm, batch)

    def half_width(self, group: Sequence[Arm]) -> float:
        """The paired 95% half-width of the main difference (win rate, or P(win by t))."""
        ga, gb, _, _ = self.rows.frames()
        return main_half_width(ga, gb, self.versus, self.max_turns)

    def summarise(self, plan: Plan, outcome: Outcome, tmp: Path | None) -> dict[str, Any]:
        """The paired differences, the decks, and the ``--until-ci`` verdict."""
        ga, gb, ta, tb = self.rows.frames()
        dla, dlb, *vs = plan.decks
        summary: dict[str, Any] = {
            "command": "compare",
            "games": outcome.done,
            "seed": plan.entropy,
            "rules": plan.rules,
            "deck_a": deck_file(dla),
            "deck_b": deck_file(dlb),
            "vs": deck_file(vs[0]) if vs else "goldfish",
            "player": self.player if vs else "goldfish",
            "pilots": self.pilots,
            "on": plan.on,
            "max_turns": plan.max_turns,
            "fidelity": {deck_file(d): fidelity_of(d) for d in plan.decks},
            "paired_positions": self.paired_positions,
            "difference": compare_summary(ga, gb, ta, tb, turns_upto=min(plan.max_turns, 10)),
            "definitions": dict(COMPARE_DEFINITIONS),
        }
        if plan.until_ci is not None:
            summary["until_ci"] = self._until_ci(plan, outcome.done, ga)
        return summary

    def _until_ci(self, plan: Plan, done: int, ga: pd.DataFrame) -> dict[str, Any]:
        what = (
            "the win-rate difference"
            if self.versus
            else f"the difference in P(win by turn {median_kill_turn(ga)}) (A's median kill turn)"
        )
        hw = self.half_width(self.arms)
        return {
            "rule": f"batches of {UNTIL_CI_BATCH} games until the paired 95% half-width of "
            f"{what} is at most {plan.until_ci}, or {plan.n} games",
            "games_played": done,
            "half_width": round(hw, 6),
            "met": hw <= (plan.until_ci or 0.0),
        }

    def manifest_fields(self, plan: Plan, outcome: Outcome) -> dict[str, Any]:
        """The backend asked for (the one used is under ``execution``) and the pilots."""
        return {"backend": plan.backend, "pilots": self.pilots}

    def result(
        self, plan: Plan, summary: dict[str, Any], manifest: dict[str, Any], tmp: Path | None
    ) -> CompareRun:
        """A ``CompareRun``: A's rows then B's, told apart by ``variant``."""
        ga, gb, ta, tb = self.rows.frames()
        games = pd.concat([ga.assign(variant="a"), gb.assign(variant="b")], ignore_index=True)
        turns = pd.concat([ta.assign(variant="a"), tb.assign(variant="b")], ignore_index=True)
        return CompareRun(games, turns, summary, manifest)
