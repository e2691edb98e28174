"""Time the statistics pipelines (issue 18) over 10^6 goldfish game records.

Usage: python benchmarks/pipelines.py [--games 1000000] [--deck decks/mono_red_burn.txt]

A real goldfish run of 1,000 games (seed 1) is tiled with shifted game indices up to the
requested number of games, so the tables have the shapes and value mixes of a real run
(games, turns and events rows); then every pipeline of ``stats.blocks.statistics_blocks``
is timed one by one, and the whole block once.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

import numpy as np
import pandas as pd

import deckstats
from deckstats.stats import pipelines as pl
from deckstats.stats.blocks import statistics_blocks


def tile(df: pd.DataFrame, reps: int, n: int) -> pd.DataFrame:
    out = pd.concat([df] * reps, ignore_index=True)
    shift = np.repeat(np.arange(reps, dtype=np.int64) * n, len(df))
    out["game_index"] = out["game_index"].to_numpy(dtype=np.int64) + shift
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1_000_000)
    ap.add_argument(
        "--deck", default=str(Path(__file__).parents[1] / "decks" / "mono_red_burn.txt")
    )
    args = ap.parse_args()
    base_n = 1000
    with tempfile.TemporaryDirectory() as tmp:
        run = deckstats.goldfish(args.deck, n=base_n, seed=1, workers=1, out=Path(tmp) / "run")
        games, turns, events = run.games, run.turns, run.events
        from deckstats.api import deck_cards_frame  # the deck's cards table
        from deckstats.deck import load_decklist

        cards = deck_cards_frame(load_decklist(args.deck))
    reps = max(1, args.games // base_n)
    t0 = time.perf_counter()
    g, t, e = tile(games, reps, base_n), tile(turns, reps, base_n), tile(events, reps, base_n)
    print(
        f"tables: {len(g):,} games, {len(t):,} turn rows, {len(e):,} event rows "
        f"(tiled in {time.perf_counter() - t0:.1f} s)"
    )
    with_t, _ = pl.won_by_median(g)
    steps = {
        "mulligans": lambda: pl.mulligans(g),
        "kept_hand_sizes": lambda: pl.kept_hand_sizes(g),
        "kept_hand_lands": lambda: pl.kept_hand_lands(g, e, cards),
        "land_drops": lambda: pl.land_drops(t, g),
        "flood_screw": lambda: pl.flood_screw(g, e, cards),
        "mana_efficiency": lambda: pl.mana_efficiency(t),
        "on_curve": lambda: pl.on_curve(t, e, cards),
        "card_on_curve": lambda: pl.card_on_curve(t, e, cards),
        "kill_turn_stats": lambda: pl.kill_turn_stats(g),
        "kill_turn_distribution": lambda: pl.kill_turn_distribution(g, 20),
        "win_rates": lambda: pl.win_rates(g),
        "card_impact": lambda: pl.card_impact(with_t, e, "won_by_t"),
    }
    for name, fn in steps.items():
        s = time.perf_counter()
        fn()
        print(f"  {name:<24} {time.perf_counter() - s:6.2f} s")
    s = time.perf_counter()
    statistics_blocks(g, t, e, cards, 20)
    print(f"statistics_blocks (all)    {time.perf_counter() - s:6.2f} s")


if __name__ == "__main__":
    main()
