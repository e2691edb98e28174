"""``SimConfig``: everything a run depends on, as one frozen value (ARCHITECTURE.md, Runs)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Literal

from deckstats.cards.model import CardDef

OnThePlay = Literal["play", "draw", "both"]


def default_workers() -> int:
    """Default worker count: every core (issue 21; results never depend on it)."""
    return os.cpu_count() or 1


@dataclass(frozen=True)
class SimConfig:
    """A goldfish run: the deck, its agent, how many games and how they are seeded.

    Attributes:
        deck_name: the deck's name as reported (file name).
        cards: the main deck, expanded, in list order.
        n_games: number of games.
        seed: the root seed; ``None`` draws fresh entropy (recorded in the manifest).
        on: ``play`` / ``draw`` fix who starts; ``both`` alternates by game index
            (even games on the play), so the two halves are balanced exactly.
        rules: rules era name (``modern``).
        max_turns: the deck's own turn cap; games past it end with ``turn_limit``.
        agent: agent name for the deck (``goldfish``).
        workers: processes; results do not depend on it.
        keep: the keep policy (``players.mulligan.parse_keep``: ``quality``, ``lands``...).
    """

    deck_name: str
    cards: tuple[CardDef, ...]
    n_games: int
    seed: int | None = None
    on: OnThePlay = "both"
    rules: str = "modern"
    max_turns: int = 20
    agent: str = "goldfish"
    workers: int = 1
    keep: str = "quality"

    def on_the_play(self, game_index: int) -> bool:
        """Whether the deck under study starts game ``game_index`` (CR 103.1)."""
        if self.on == "play":
            return True
        if self.on == "draw":
            return False
        return game_index % 2 == 0
