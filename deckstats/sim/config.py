"""``SimConfig``: everything a run depends on, as one frozen value (ARCHITECTURE.md, Runs)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Literal

from deckstats.cards.model import CardDef
from deckstats.engine import RULESETS, new_game

OnThePlay = Literal["play", "draw", "both"]


def default_workers() -> int:
    """Default worker count: every core (issue 21; results never depend on it)."""
    return os.cpu_count() or 1


@dataclass(frozen=True, kw_only=True)
class GameSettings:
    """What a run's games are played under, shared by goldfish and matchup runs.

    Attributes:
        n_games: number of games.
        seed: the root seed; ``None`` draws fresh entropy (recorded in the manifest).
        on: ``play`` / ``draw`` fix the first deck's seat; ``both`` alternates by game
            index (even games on the play), so the two halves are balanced exactly.
        rules: rules era name (``modern``).
        max_turns: the first deck's own turn cap; games past it end with ``turn_limit``.
        workers: processes; results do not depend on it.
        keep: the keep policy (``players.mulligan.parse_keep``: ``quality``, ``lands``...).
    """

    n_games: int
    seed: int | None = None
    on: OnThePlay = "both"
    rules: str = "modern"
    max_turns: int = 20
    workers: int = 1
    keep: str = "quality"

    def on_the_play(self, game_index: int) -> bool:
        """Whether the first deck (player 0) starts game ``game_index`` (CR 103.1)."""
        if self.on == "play":
            return True
        if self.on == "draw":
            return False
        return game_index % 2 == 0

    def build_game(
        self, decks: Any, agents: Any, streams: Any, game_index: int, goldfish: bool, **hooks: Any
    ) -> Any:
        """Game ``game_index`` of the run, ready to ``run()``: its seat, rules and turn cap.

        ``streams`` are the game's seeded streams (``sim.seeding``); ``hooks`` are
        ``engine.Game``'s ``on_turn_end`` and ``record_log``.
        """
        return new_game(
            decks=decks,
            agents=agents,
            engine_rng=streams.engine,
            shuffle_rngs=streams.shuffle,
            agent_rngs=streams.agent,
            starting_player=0 if self.on_the_play(game_index) else 1,
            rules=RULESETS[self.rules],
            max_turns=self.max_turns,
            goldfish=goldfish,
            **hooks,
        )


@dataclass(frozen=True)
class SimConfig(GameSettings):
    """A goldfish run: the deck, its agent, and its ``GameSettings``.

    Attributes:
        deck_name: the deck's name as reported (file name).
        cards: the main deck, expanded, in list order.
        agent: agent name for the deck (``goldfish``).
        sideboard: the sideboard, expanded: "outside the game" for wishes (CR 400.11).
    """

    deck_name: str
    cards: tuple[CardDef, ...]
    agent: str = "goldfish"
    sideboard: tuple[CardDef, ...] = ()
