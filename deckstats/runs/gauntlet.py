"""The gauntlet experiment: one deck against a field, weighted by metagame shares.

Decks are numbered ``0`` (the deck) and ``1..m`` (the field, in order); the matchup of
decks ``r < c`` is one arm of its own group, seeded with ``stream_key=(r, c)``
(``sim.matchup``), so the matchups are independent and each stops on its own with
``--until-ci``. The summary weights the win rates by the field's shares
(``stats.matchup.expected_win_rate``); ``--matrix`` adds every other pair of decks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from deckstats.runs.base import Arm, Outcome, Plan, RunResult
from deckstats.runs.checks import deck_file, fidelity_of, pilots
from deckstats.runs.experiments import StreamedExperiment, streamed
from deckstats.stats.matchup import (
    GAUNTLET_DEFINITIONS,
    MATCHUP_GAMES_COLUMNS,
    MatchupTally,
    expected_win_rate,
)
from deckstats.stats.schema import TURNS_COLUMNS
from deckstats.stats.summaries import (
    gauntlet_until_ci,
    matrix_block,
    tally_half_width,
    win_rate_matrix,
)

if TYPE_CHECKING:
    import pandas as pd

#: How a gauntlet seeds its matchups, as its manifest states it.
GAUNTLET_SEEDING = (
    "numpy SeedSequence(seed, spawn_key=(r, c, pair)) for the matchup of "
    "decks r < c (0: the deck, 1..m: the field in order); pairs as in a matchup"
)

#: A gauntlet's turns table: a matchup's, with the row deck and its opponent.
GAUNTLET_TURNS = {"deck": "string", "opponent": "string", **TURNS_COLUMNS}


def _result(tally: MatchupTally) -> tuple[int, int, float]:
    """A matchup's ``(wins, games, design effect)`` for ``expected_win_rate``."""
    seat, deff = tally.all, tally.design_effect()
    return seat.wins, seat.games, 1.0 if deff is None else deff


@dataclass(frozen=True, repr=False)
class GauntletRun(RunResult):
    """The result of a gauntlet run: every game, the per-opponent and weighted summary."""

    matrix: pd.DataFrame | None = None


class GauntletExperiment(StreamedExperiment):
    """``gauntlet``: a matchup per field deck (and per pair with ``matrix``), in order.

    ``configs`` maps each pair of decks ``(r, c)`` to its matchup config, in the order
    played; ``shares`` is the field's shares as used, where they came from and whether
    they were normalised.
    """

    command = "gauntlet"
    schemas = streamed(MATCHUP_GAMES_COLUMNS, GAUNTLET_TURNS)
    keeps_partial = False
    records_progress = False
    seeding = GAUNTLET_SEEDING

    def __init__(
        self, configs: dict[tuple[int, int], Any], shares: tuple[Any, str, bool], matrix: bool
    ) -> None:
        self.configs = configs
        self.shares, self.source, self.normalize = shares  # as used, where from, normalised
        self.matrix = matrix
        self.tallies = {
            pair: MatchupTally(paired=cfg.on == "both") for pair, cfg in configs.items()
        }
        self.table: pd.DataFrame | None = None
        entries = [(c.deck_a, c.player_a, c.cards_a) for c in configs.values()]
        entries += [(c.deck_b, c.player_b, c.cards_b) for c in configs.values()]
        #: Each deck's pilot and the profile it plays (auto's choice per deck).
        self.pilots = pilots(entries)

    def groups(self) -> Sequence[Sequence[Arm]]:
        """One group per matchup, in order: the deck against each field deck, then pairs."""
        from deckstats.sim.matchup import matchup_task

        return [[Arm(pair, matchup_task(cfg, cfg.seed))] for pair, cfg in self.configs.items()]

    def take(self, arm: Arm, batch: Any) -> dict[str, Any]:
        """Tally the batch for its row deck; the turn rows are labelled with both decks."""
        cfg = self.configs[arm.key]
        rows = len(batch.turns["game_index"])
        turns = {"deck": [cfg.deck_a] * rows, "opponent": [cfg.deck_b] * rows, **batch.turns}
        self.tallies[arm.key].add(batch.games)
        return {"games": batch.games, "turns": turns}

    def half_width(self, group: Sequence[Arm]) -> float:
        """The Wilson half-width of the row deck's win rate in this matchup."""
        return tally_half_width(self.tallies[group[0].key])

    def summarise(self, plan: Plan, outcome: Outcome, tmp: Path | None) -> dict[str, Any]:
        """Each opponent's block, the expected win rate and the optional matrix."""
        decks = plan.decks
        names = [d.name for d in decks[1:]]
        player_a, player_b = self._players()
        opponents: dict[str, Any] = {}
        for k, name in enumerate(names, start=1):
            block = self.tallies[(0, k)].summary()
            block["share"] = round(self.shares[name], 6)
            block["player"] = player_b
            block["profile"] = self.pilots[name]["profile"]
            opponents[name] = block
        results = {name: _result(self.tallies[(0, k)]) for k, name in enumerate(names, start=1)}
        summary: dict[str, Any] = {
            "command": "gauntlet",
            "games": sum(t.all.games for t in self.tallies.values()),
            "games_per_matchup": plan.n,
            "seed": plan.entropy,
            "rules": plan.rules,
            "deck": deck_file(decks[0]),
            "field": [deck_file(d) for d in decks[1:]],
            "player_a": player_a,
            "player_b": player_b,
            "pilots": self.pilots,
            "on": plan.on,
            "max_turns": plan.max_turns,
            "shares": {k: round(v, 6) for k, v in self.shares.items()},
            "shares_source": self.source,
            "normalized": bool(self.normalize),
            "fidelity": {deck_file(d): fidelity_of(d) for d in decks},
            **expected_win_rate(self.shares, results),
            "opponents": opponents,
            "definitions": dict(GAUNTLET_DEFINITIONS),
        }
        if plan.until_ci is not None:
            labels = {f"{c.deck_a} vs {c.deck_b}": self.tallies[p] for p, c in self.configs.items()}
            summary["until_ci"] = gauntlet_until_ci(plan.until_ci, plan.n, summary["games"], labels)
        if self.matrix:
            self.table = win_rate_matrix([d.name for d in decks], self.tallies)
            summary["matrix"] = matrix_block(self.table)
        return summary

    def _players(self) -> tuple[str, str]:
        first = self.configs[(0, 1)]
        return first.player_a, first.player_b

    def manifest_fields(self, plan: Plan, outcome: Outcome) -> dict[str, Any]:
        """The players and whether every pair of decks was played."""
        player_a, player_b = self._players()
        return {
            "player_a": player_a,
            "player_b": player_b,
            "pilots": self.pilots,
            "matrix": self.matrix,
        }

    def write_files(self, path: Path) -> None:
        """``matrix.csv`` (with ``--matrix``) and the report, before the run moves."""
        from deckstats.runs import loop

        if self.table is not None:
            self.table.to_csv(path / "matrix.csv", float_format="%.4f")
        loop.write_report(path)

    def result(
        self, plan: Plan, summary: dict[str, Any], manifest: dict[str, Any], tmp: Path | None
    ) -> GauntletRun:
        """A ``GauntletRun``; the tables are read back when the plan asks for them."""
        games, turns = self.read_tables(plan, tmp, "games", "turns")
        return GauntletRun(games, turns, summary, manifest, None, self.table)
