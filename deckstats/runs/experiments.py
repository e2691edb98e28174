"""The goldfish and matchup experiments: what each plays and how it is summarised.

An experiment is the small part of a command that ``runs.loop`` cannot share: the
arms it plays (``sim.runner.goldfish_task``, ``sim.matchup.matchup_task``), what it
tallies from each batch (for ``--until-ci`` and the summary), the summary it builds
from the closed tables and the result it returns (``GoldfishRun``, ``MatchupRun``).
The gauntlet and compare experiments live in ``runs.gauntlet`` and ``runs.compare``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

import numpy as np

from deckstats.deck import Decklist
from deckstats.deck.keep import describe_keep
from deckstats.engine.rules import get_rules
from deckstats.players.mulligan import parse_keep
from deckstats.report.tables import read_compact, read_table
from deckstats.runs.base import Arm, Outcome, Plan, RunResult
from deckstats.runs.checks import deck_file, fidelity_of, partial_cards
from deckstats.sim.config import SimConfig
from deckstats.sim.runner import goldfish_task
from deckstats.stats.matchup import MATCHUP_DEFINITIONS, MATCHUP_GAMES_COLUMNS, MatchupTally
from deckstats.stats.metrics import GOLDFISH_DEFINITIONS, goldfish_summary
from deckstats.stats.schema import EVENTS_COLUMNS, GAMES_COLUMNS, TURNS_COLUMNS
from deckstats.stats.summaries import (
    goldfish_until_ci,
    main_figure,
    tally_half_width,
    tally_until_ci,
)

if TYPE_CHECKING:
    import pandas as pd

#: How a goldfish run seeds its games (``sim.seeding``), as its manifest states it.
GOLDFISH_SEEDING = "numpy SeedSequence(seed, spawn_key=(game_index,)), 5 streams per game"

#: How a matchup run seeds its games (``sim.matchup``), as its manifest states it.
MATCHUP_SEEDING = (
    "numpy SeedSequence(seed, spawn_key=(pair,)), 5 streams per pair (engine, shuffle A, "
    "shuffle B, agent A, agent B); with on=both pair = game_index // 2 (games 2j and 2j+1 "
    "share every stream, A on the play in the even one), else pair = game_index"
)


def keep_policy_of(rules: str, keep: str = "lands") -> str:
    """The keep policy ``keep`` in words under the mulligan procedure of ``rules`` (an era).

    The land-only rule is described with its procedure (``deck.keep.describe_keep``); the
    quality rule by ``MulliganPolicy.describe`` and the procedure's name.
    """
    policy = parse_keep(keep)
    procedure = get_rules(rules).mulligan
    table, always = policy.keep_table, policy.always_keep_at
    text = describe_keep(table, always, policy.target_lands, procedure)
    if policy.rule == "lands" or procedure == "none":
        return text
    head = describe_keep(table, always, policy.target_lands, "paris").split("; Paris")[0]
    return policy.describe() + text[len(head) :]


@dataclass(frozen=True, repr=False)
class GoldfishRun(RunResult):
    """The result of a goldfish run: tidy tables, the summary and the manifest."""

    events: pd.DataFrame | None = None


@dataclass(frozen=True, repr=False)
class MatchupRun(RunResult):
    """The result of a matchup run: tidy tables, the summary and the manifest."""


def streamed(games: dict[str, str], turns: dict[str, str] = TURNS_COLUMNS) -> dict[str, Any]:
    """The schemas of a streamed run: its games table, turns and (with events) events."""
    tables = {"games": games, "turns": turns}
    return {**tables, "events": EVENTS_COLUMNS} if turns is TURNS_COLUMNS else tables


class StreamedExperiment:
    """What the experiments that stream their tables share (goldfish, matchup, gauntlet).

    A stopped run keeps its finished games and says so in the manifest (a gauntlet
    overrides both); ``read_tables`` reads the closed tables back for the result.
    """

    schemas: ClassVar[dict[str, dict[str, str]]]
    keeps_partial = True
    records_progress = True

    def read_tables(self, plan: Plan, tmp: Path | None, *names: str) -> list[Any]:
        """The tables ``names`` read from ``tmp`` (each ``None`` unless the plan asks)."""
        assert tmp is not None
        if not plan.load_tables:
            return [None] * len(names)
        return [read_table(tmp / f"{name}.parquet", self.schemas[name]) for name in names]


class GoldfishExperiment(StreamedExperiment):
    """``goldfish``: one deck against the inert goldfish, summarised from its tables."""

    command = "goldfish"
    schemas = streamed(GAMES_COLUMNS)
    seeding = GOLDFISH_SEEDING

    def __init__(self, deck: Decklist, config: SimConfig) -> None:
        self.deck = deck
        self.config = config
        self.kill_counts = np.zeros(config.max_turns + 2, dtype=np.int64)
        self.done = 0

    def groups(self) -> Sequence[Sequence[Arm]]:
        """One arm: the goldfish task of the run's config."""
        assert self.config.seed is not None
        return [[Arm("goldfish", goldfish_task(self.config, self.config.seed))]]

    def take(self, arm: Arm, batch: Any) -> dict[str, Any]:
        """Count the batch's kill turns (``--until-ci``); its three tables are written."""
        for won, kt in zip(batch.games["won"], batch.games["kill_turn"], strict=True):
            if won and kt is not None:
                self.kill_counts[min(int(kt), len(self.kill_counts) - 1)] += 1
        self.done = batch.stop
        return {"games": batch.games, "turns": batch.turns, "events": batch.events}

    def half_width(self, group: Sequence[Arm]) -> float:
        """The Wilson half-width of P(kill by the median kill turn) so far."""
        return float(main_figure(self.kill_counts, self.done)["half_width"])

    def summarise(self, plan: Plan, outcome: Outcome, tmp: Path | None) -> dict[str, Any]:
        """The goldfish summary, streamed from the closed tables in ``tmp``."""
        # The statistics (pandas) load after the games: a run's set-up stays light (32.2).
        from deckstats.runs.goldfish_stats import (
            SUMMARY_GAMES,
            all_rows,
            land_drops_of,
            statistics_of,
        )
        from deckstats.stats.blocks import STATISTICS_DEFINITIONS

        assert tmp is not None
        dl, config, done = self.deck, self.config, outcome.done
        summary_games = read_compact(tmp / "games.parquet", SUMMARY_GAMES, all_rows)
        drops = land_drops_of(tmp / "turns.parquet", done)
        summary: dict[str, Any] = {
            "command": "goldfish",
            "games": done,
            "seed": plan.entropy,
            "rules": config.rules,
            "deck": deck_file(dl),
            "max_turns": config.max_turns,
            "on": config.on,
            "agent": config.agent,
            "pilots": {config.deck_name: {"player": config.agent, "profile": None}},
            "partial_cards": partial_cards(dl),
            "fidelity": fidelity_of(dl),
            "definitions": dict(GOLDFISH_DEFINITIONS),
        }
        if outcome.interrupted:
            summary["partial"] = True
        # the land-drop blocks come from LandDrops (row group by row group: bounded memory)
        summary.update(goldfish_summary(summary_games, None, config.max_turns, drops.block))
        del summary_games, drops
        summary["definitions"].update(STATISTICS_DEFINITIONS)
        summary["definitions"]["keep_policy"] = keep_policy_of(config.rules, config.keep)
        procedure = get_rules(config.rules).mulligan
        summary.update(statistics_of(tmp, dl, config.max_turns, procedure, config.keep))
        if plan.until_ci is not None:
            summary["until_ci"] = goldfish_until_ci(self.kill_counts, plan.until_ci, plan.n, done)
        return summary

    def manifest_fields(self, plan: Plan, outcome: Outcome) -> dict[str, Any]:
        """The run's config as played, and the keep policy of the statistics."""
        config = self.config
        return {
            "agent": config.agent,
            "pilots": {config.deck_name: {"player": config.agent, "profile": None}},
            "config": {
                "deck_name": config.deck_name,
                "n_games": plan.n,
                "seed": plan.entropy,
                "on": config.on,
                "rules": config.rules,
                "max_turns": config.max_turns,
                "agent": config.agent,
                "until_ci": plan.until_ci,
                "until_ci_batch": plan.step if plan.until_ci is not None else None,
            },
            "keep_policy": keep_policy_of(config.rules, config.keep),
        }

    def result(
        self, plan: Plan, summary: dict[str, Any], manifest: dict[str, Any], tmp: Path | None
    ) -> GoldfishRun:
        """A ``GoldfishRun``; the tables are read back when the plan asks for them."""
        games, turns, events = self.read_tables(plan, tmp, "games", "turns", "events")
        return GoldfishRun(games, turns, summary, manifest, events=events)


class MatchupExperiment(StreamedExperiment):
    """``matchup``: deck A against deck B, summarised for A from a running tally."""

    command = "matchup"
    schemas = streamed(MATCHUP_GAMES_COLUMNS)
    seeding = MATCHUP_SEEDING

    def __init__(self, config: Any, profiles: tuple[str | None, str | None]) -> None:
        self.config = config
        self.profiles = profiles
        self.tally = MatchupTally(paired=config.on == "both")

    def groups(self) -> Sequence[Sequence[Arm]]:
        """One arm: the matchup task of the run's config."""
        from deckstats.sim.matchup import matchup_task

        return [[Arm("matchup", matchup_task(self.config, self.config.seed))]]

    def take(self, arm: Arm, batch: Any) -> dict[str, Any]:
        """Tally the batch's games for A; its three tables are written."""
        self.tally.add(batch.games)
        return {"games": batch.games, "turns": batch.turns, "events": batch.events}

    def half_width(self, group: Sequence[Arm]) -> float:
        """The Wilson half-width of A's win rate so far."""
        return tally_half_width(self.tally)

    def summarise(self, plan: Plan, outcome: Outcome, tmp: Path | None) -> dict[str, Any]:
        """A's win rate by seat, draws, turns and mulligans, with both decks' fidelity."""
        dla, dlb = plan.decks
        cfg = self.config
        summary: dict[str, Any] = {  # in this order: --json prints it as it is
            "command": "matchup",
            "games": outcome.done,
            "seed": plan.entropy,
            "rules": plan.rules,
            "deck_a": deck_file(dla),
            "deck_b": deck_file(dlb),
            "player_a": cfg.player_a,
            "player_b": cfg.player_b,
            "profile_a": self.profiles[0],
            "profile_b": self.profiles[1],
            "pilots": self.pilots(),
            "on": plan.on,
            "max_turns": plan.max_turns,
        }
        if outcome.interrupted:
            summary["partial"] = True
        summary.update(self.tally.summary())
        summary["partial_cards"] = {deck_file(d): partial_cards(d) for d in (dla, dlb)}
        summary["fidelity"] = {deck_file(d): fidelity_of(d) for d in (dla, dlb)}
        summary["definitions"] = dict(MATCHUP_DEFINITIONS)
        if plan.until_ci is not None:
            summary["until_ci"] = tally_until_ci(plan.until_ci, plan.n, outcome.done, self.tally)
        return summary

    def manifest_fields(self, plan: Plan, outcome: Outcome) -> dict[str, Any]:
        """The players of both decks and the profile each plays (``auto``'s choice)."""
        return {
            "player_a": self.config.player_a,
            "player_b": self.config.player_b,
            "pilots": self.pilots(),
        }

    def pilots(self) -> dict[str, dict[str, Any]]:
        """Deck A's and deck B's pilot and profile (``runs.checks.pilots``)."""
        cfg = self.config
        return {
            cfg.deck_a: {"player": cfg.player_a, "profile": self.profiles[0]},
            cfg.deck_b: {"player": cfg.player_b, "profile": self.profiles[1]},
        }

    def result(
        self, plan: Plan, summary: dict[str, Any], manifest: dict[str, Any], tmp: Path | None
    ) -> MatchupRun:
        """A ``MatchupRun``; the tables are read back when the plan asks for them."""
        games, turns = self.read_tables(plan, tmp, "games", "turns")
        return MatchupRun(games, turns, summary, manifest)
