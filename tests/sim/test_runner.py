"""Runner contracts: known answers, determinism, worker-count invariance, output contract."""

import json
from pathlib import Path

import numpy as np
import pytest
from contract import assert_contract
from scipy.stats import hypergeom

from deckstats.cards import get_card
from deckstats.cards.dsl import creature
from deckstats.sim.config import SimConfig
from deckstats.sim.runner import run

ROOT = Path(__file__).resolve().parents[2]
BEAR = creature("Test Bear", "{1}{R}", pt=(2, 2), subtypes=("Bear",))


def _deck_24_lands():
    return tuple([get_card("Mountain")] * 24 + [BEAR] * 36)


def test_opening_hand_lands_match_hypergeometric():
    """Known answer (ARCHITECTURE.md, Tests, kind 3): over 20,000 seeded games of a 60-card deck with 24
    lands, the share of first 7-card hands (before any mulligan, CR 103.5) with exactly k
    lands matches the hypergeometric value within 4 standard errors for every k."""
    n = 20_000
    config = SimConfig("bears24", _deck_24_lands(), n_games=n, seed=2024, max_turns=1)
    result = run(config)
    lands = np.array([g.opening_lands for g in result.games])
    dist = hypergeom(60, 24, 7)
    for k in range(8):
        p = dist.pmf(k)
        share = float((lands == k).mean())
        se = np.sqrt(p * (1 - p) / n)
        assert abs(share - p) <= 4 * se + 1e-12, (k, share, p, se)


def test_same_seed_same_records_and_different_seed_differs():
    config = SimConfig("bears24", _deck_24_lands(), n_games=40, seed=7, max_turns=8)
    a = run(config)
    b = run(config)
    assert a.games == b.games and a.turns == b.turns
    c = run(SimConfig("bears24", _deck_24_lands(), n_games=40, seed=8, max_turns=8))
    assert c.games != a.games


def test_results_do_not_depend_on_worker_count():
    """ARCHITECTURE.md, Determinism: per-game SeedSequence spawn keys make workers irrelevant."""
    base = SimConfig("bears24", _deck_24_lands(), n_games=80, seed=11, max_turns=8)
    serial = run(base)
    pooled = run(SimConfig(**{**base.__dict__, "workers": 2}))
    assert serial.games == pooled.games
    assert serial.turns == pooled.turns


def test_goldfish_writes_the_output_contract(tmp_path):
    import deckstats.api as api

    deck = ROOT / "decks" / "mono_red_burn.txt"
    out = tmp_path / "run"
    res = api.goldfish(deck, n=60, seed=3, out=out, max_turns=12)
    names = {p.name for p in out.iterdir()}
    records = {"games.parquet", "manifest.json", "summary.json", "turns.parquet"}
    assert records <= names
    # The rest is the report (report.html and its PNGs, issue 19) and event records.
    assert all(
        n == "report.html" or n.endswith(".png") or n.endswith(".parquet") for n in names - records
    )
    summary = json.loads((out / "summary.json").read_text())
    assert summary["command"] == "goldfish" and summary["games"] == 60 and summary["seed"] == 3
    assert summary["all"]["games"] == 60
    assert summary["on_the_play"]["games"] + summary["on_the_draw"]["games"] == 60
    assert len(res.games) == 60
    assert_contract(out)


def test_goldfish_rejects_bad_options():
    import deckstats.api as api
    from deckstats.cards.errors import DeckstatsError

    deck = ROOT / "decks" / "mono_red_burn.txt"
    with pytest.raises(DeckstatsError, match="-n must be at least 1"):
        api.goldfish(deck, n=0)
    with pytest.raises(DeckstatsError, match="max-turns"):
        api.goldfish(deck, n=5, max_turns=0)
