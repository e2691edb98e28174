"""The Python API that mirrors the command line (DESIGN.md "Command line and outputs").

Notebook users call these instead of shelling out::

    import deckstats
    run = deckstats.goldfish("decks/mono_red_burn.txt", n=2000, seed=1)
    run.summary["all"]["kill_turn_mean"], run.games.head()
"""

from __future__ import annotations

import platform
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from deckstats import __version__
from deckstats.cards.errors import DeckstatsError
from deckstats.cards.sources.index import index_summary
from deckstats.decklist import Decklist, DecklistError, infer_format, load_decklist, validate
from deckstats.engine import RULESETS
from deckstats.report.run_dir import write_run
from deckstats.sim.config import SimConfig
from deckstats.sim.runner import run as run_sim
from deckstats.stats.frames import games_frame, turns_frame
from deckstats.stats.metrics import GOLDFISH_DEFINITIONS, goldfish_summary


@dataclass(frozen=True)
class GoldfishRun:
    """The result of a goldfish run: tidy tables, the summary and the manifest."""

    games: pd.DataFrame
    turns: pd.DataFrame
    summary: dict[str, Any]
    manifest: dict[str, Any]
    out_dir: Path | None = None


def _check_options(n: int, max_turns: int, rules: str, workers: int) -> None:
    if n < 1:
        raise DeckstatsError(f"-n must be at least 1 (got {n})")
    if not 1 <= max_turns <= 200:
        raise DeckstatsError(f"--max-turns must be between 1 and 200 (got {max_turns})")
    if rules not in RULESETS:
        raise DeckstatsError(f"unknown rules era {rules!r} (known: {', '.join(RULESETS)})")
    if workers < 1:
        raise DeckstatsError(f"--workers must be at least 1 (got {workers})")


def partial_cards(deck: Decklist) -> list[str]:
    """Names of the deck's cards with partial coverage (some Oracle text not simulated)."""
    seen: dict[str, None] = {}
    for entry in deck.main:
        if entry.card.unparsed:
            seen.setdefault(entry.card.display_name, None)
    return list(seen)


def check_legal(deck: Decklist, deck_format: str | None) -> str:
    """Raise ``DecklistError`` unless ``deck`` is legal in its format; return the format.

    Simulating an illegal deck (too few cards, five copies) would report numbers for a
    deck nobody can play, so the simulating commands refuse it unless told ``none``.
    """
    fmt = deck_format or infer_format(deck)
    problems = validate(deck, fmt, played_only=True)
    if problems:
        listed = "\n".join(str(p) for p in problems)
        raise DecklistError(
            f"{deck.path or deck.name}: not a legal {fmt} deck "
            f"(use --format none to simulate it anyway):\n{listed}",
            tuple(problems),
        )
    return fmt


def goldfish(
    deck: str | Path | Decklist,
    n: int = 10_000,
    seed: int | None = None,
    *,
    on: str = "both",
    rules: str = "modern",
    max_turns: int = 20,
    workers: int = 1,
    out: str | Path | None = None,
    progress: Callable[[int], None] | None = None,
    deck_format: str | None = None,
) -> GoldfishRun:
    """Play ``n`` seeded goldfish games of ``deck`` and summarise them.

    Args:
        deck: a decklist path or a parsed ``Decklist``.
        n: number of games.
        seed: root seed; ``None`` draws fresh entropy (reported in the manifest).
        on: ``play``, ``draw`` or ``both`` (alternating; even game indices on the play).
        rules: rules era (``modern``).
        max_turns: the deck's own turn cap (games past it end with ``turn_limit``).
        workers: worker processes; the results are identical for any value.
        out: write the run directory here (``manifest.json``, ``summary.json``,
            ``games.parquet``, ``turns.parquet``).
        progress: called with 1 after each game.
        deck_format: check the deck against ``constructed``, ``limited``,
            ``commander`` or ``none`` (no construction check) before playing;
            ``None`` infers the format from the list.

    Returns:
        A ``GoldfishRun`` with ``games``/``turns`` DataFrames and the ``summary`` dict.
    """
    _check_options(n, max_turns, rules, workers)
    if on not in ("play", "draw", "both"):
        raise DeckstatsError(f"--on must be play, draw or both (got {on!r})")
    dl = deck if isinstance(deck, Decklist) else load_decklist(Path(deck))
    check_legal(dl, deck_format)
    cards = tuple(dl.main_cards())
    if not cards:
        raise DeckstatsError(f"{dl.path or dl.name}: the deck has no main-deck cards")
    config = SimConfig(
        deck_name=dl.name,
        cards=cards,
        n_games=n,
        seed=seed,
        on=on,  # type: ignore[arg-type]
        rules=rules,
        max_turns=max_turns,
        workers=workers,
    )
    result = run_sim(config, progress=progress)
    games = games_frame(result.games)
    turns = turns_frame(result.turns)
    deck_file = Path(dl.path).name if dl.path else dl.name
    summary: dict[str, Any] = {
        "command": "goldfish",
        "games": n,
        "seed": result.entropy,
        "rules": rules,
        "deck": deck_file,
        "max_turns": max_turns,
        "on": on,
        "agent": config.agent,
        "partial_cards": partial_cards(dl),
        "definitions": dict(GOLDFISH_DEFINITIONS),
    }
    summary.update(goldfish_summary(games, turns, max_turns))
    manifest: dict[str, Any] = {
        "command": "goldfish",
        "seed": result.entropy,
        "seed_given": seed,
        "n_games": n,
        "rules": rules,
        "on": on,
        "max_turns": max_turns,
        "workers": workers,
        "agent": config.agent,
        "version": __version__,
        "python": platform.python_version(),
        "numpy": np.__version__,
        "seeding": "numpy SeedSequence(seed, spawn_key=(game_index,)), 5 streams per game",
        "decks": [
            {
                "name": dl.name,
                "file": str(dl.path) if dl.path else None,
                "sha256": dl.sha256,
                "cards": len(cards),
                "text": dl.text,
            }
        ],
        "card_index": index_summary(),
    }
    out_dir = None
    if out is not None:
        out_dir = write_run(
            Path(out),
            manifest=manifest,
            summary=summary,
            tables={"games": games, "turns": turns},
        )
    return GoldfishRun(
        games=games, turns=turns, summary=summary, manifest=manifest, out_dir=out_dir
    )
