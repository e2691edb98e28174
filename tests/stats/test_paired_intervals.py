"""Matchup intervals that respect the design (issue 30 point 2).

With ``--on both`` games 2j and 2j+1 share every shuffle, so their outcomes correlate
(about 0.47 for Burn vs Stompy) and Wilson's interval, which treats the games as
independent, is too narrow: it covered the true win rate 88% of the time. The pair is
the unit: ``stats.matchup.paired_wilson`` at the design effect of ``PairTally``.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from deckstats.stats.matchup import (
    MatchupTally,
    PairTally,
    expected_win_rate,
    paired_wilson,
    wilson_interval,
)

#: The synthetic matchup: A wins on the play / on the draw with these rates, and the two
#: games of a pair correlate as Burn vs Stompy's did (issue 30).
P_PLAY, P_DRAW, RHO = 0.70, 0.60, 0.47
TRUE_RATE = (P_PLAY + P_DRAW) / 2


def correlated_pairs(rng: np.random.Generator, pairs: int) -> np.ndarray:
    """``pairs`` x 2 outcomes (play, draw) with marginals P_PLAY, P_DRAW, correlation RHO."""
    q_play, q_draw = 1 - P_PLAY, 1 - P_DRAW
    both = P_PLAY * P_DRAW + RHO * math.sqrt(P_PLAY * q_play * P_DRAW * q_draw)
    cells = np.array([both, P_PLAY - both, P_DRAW - both, 1 - P_PLAY - P_DRAW + both])
    k = rng.choice(4, size=pairs, p=cells)
    return np.stack([(k == 0) | (k == 1), (k == 0) | (k == 2)], axis=1)


def tally_of(outcomes: np.ndarray, paired: bool = True) -> MatchupTally:
    """A matchup tally fed the pairs as ``deckstats matchup --on both`` writes them."""
    n = outcomes.size
    won = outcomes.reshape(-1)
    tally = MatchupTally(paired=paired)
    tally.add(
        {
            "on_the_play": [i % 2 == 0 for i in range(n)],
            "winner": ["a" if w else "b" for w in won],
            "termination": ["life"] * n,
            "turns": [5] * n,
            "game_turns": [10] * n,
            "mulligans": [0] * n,
            "opponent_mulligans": [0] * n,
            "pair": [i // 2 for i in range(n)],
        }
    )
    return tally


def test_identical_pairs_double_the_variance():
    """Both games of every pair alike: n games carry n/2 games' information (deff = 2)."""
    outcomes = np.repeat(np.array([True] * 30 + [False] * 20)[:, None], 2, axis=1)
    tally = tally_of(outcomes)
    s = tally.summary()
    assert s["win_rate"] == 0.6
    # sandwich variance with G/(G-1): deff = 2 * 50/49
    assert s["design_effect"] == pytest.approx(2 * 50 / 49, abs=1e-4)
    assert s["win_rate_interval"] == "paired_wilson"
    lo, hi = wilson_interval(30, 50)  # the pairs as 50 independent games
    assert s["win_rate_ci95"] == pytest.approx([lo, hi], abs=2e-3)
    # each seat's games are independent (one per pair): Wilson
    assert s["on_the_play"]["win_rate_interval"] == "wilson"
    assert s["on_the_play"]["win_rate_ci95"] == pytest.approx(wilson_interval(30, 50), abs=1e-4)


def test_unpaired_runs_keep_wilson():
    """``--on play``/``draw`` (and an unpaired tally): Wilson's interval, no design effect."""
    outcomes = correlated_pairs(np.random.default_rng(1), 100)
    s = tally_of(outcomes, paired=False).summary()
    wins = int(outcomes.sum())
    assert s["win_rate_interval"] == "wilson"
    assert "design_effect" not in s
    assert s["win_rate_ci95"] == pytest.approx(wilson_interval(wins, 200), abs=1e-4)


def test_paired_wilson_is_wilson_at_deff_one():
    assert paired_wilson(37, 90, 1.0) == pytest.approx(wilson_interval(37, 90))


def test_a_pair_split_across_batches_is_one_pair():
    """The second game of a pair in a later batch joins its pair (streamed runs)."""
    one = PairTally()
    for pair, win in [(0, True), (1, False), (0, True), (1, False)]:
        one.add(pair, win)
    assert (one.clusters, one.syy, one.sym, one.smm, one.pending) == (2, 4, 4, 8, {})
    odd = PairTally()
    odd.add(7, True)
    closed = odd.closed()
    assert (closed.clusters, closed.syy, closed.smm) == (1, 1, 1)
    assert odd.pending == {7: (1, 1)}  # a summary mid-run leaves the tally as it was


def test_estimated_design_effect_matches_the_model():
    """On 20,000 synthetic pairs the design effect is the model's (1 + rho, stratified)."""
    outcomes = correlated_pairs(np.random.default_rng(7), 20_000)
    tally = tally_of(outcomes)
    # exact: Var(y1 + y2) / (2 * 2 p (1 - p)) with the model's marginals and correlation
    v1, v2 = P_PLAY * (1 - P_PLAY), P_DRAW * (1 - P_DRAW)
    var_pair = v1 + v2 + 2 * RHO * math.sqrt(v1 * v2)
    deff = var_pair / (2 * TRUE_RATE * (1 - TRUE_RATE))
    assert tally.design_effect() == pytest.approx(deff, rel=0.05)


def test_gauntlet_interval_uses_the_design_effect():
    """The expected win rate's sd scales by sqrt(deff) of each paired matchup."""
    shares = {"x": 0.5, "y": 0.5}
    plain = expected_win_rate(shares, {"x": (60, 100), "y": (40, 100)})
    paired = expected_win_rate(shares, {"x": (60, 100, 2.0), "y": (40, 100, 2.0)})
    assert paired["expected_win_rate"] == plain["expected_win_rate"]
    assert paired["expected_win_rate_sd"] == pytest.approx(
        math.sqrt(2) * plain["expected_win_rate_sd"], abs=1e-6
    )


def _coverage(reps: int, pairs: int, seed: int) -> tuple[float, float]:
    """Share of ``reps`` synthetic matchups whose 95% interval covers TRUE_RATE."""
    rng = np.random.default_rng(seed)
    hit_paired = hit_wilson = 0
    for _ in range(reps):
        outcomes = correlated_pairs(rng, pairs)
        tally = tally_of(outcomes)
        lo, hi = tally.interval()
        hit_paired += lo <= TRUE_RATE <= hi
        lo, hi = wilson_interval(int(outcomes.sum()), outcomes.size)
        hit_wilson += lo <= TRUE_RATE <= hi
    return hit_paired / reps, hit_wilson / reps


@pytest.mark.slow
def test_paired_interval_covers_95_percent():
    """Over 2,000 seeded synthetic matchups of 300 pairs (correlation 0.47 within a pair).

    The paired interval covers the true win rate 93-97% of the time (SE of the share
    about 0.5%); Wilson's, treating the 600 games as independent, does not (about 89%).
    """
    paired, wilson = _coverage(2000, 300, seed=30)
    assert 0.93 <= paired <= 0.97, paired
    assert wilson < 0.92, wilson


def _sandwich_deff(games) -> float:
    """The design effect computed from the games table by pandas (an independent path)."""
    won = (games["winner"] == "a").astype(float)
    n, p = len(games), won.mean()
    by_pair = won.groupby(games["pair"]).agg(["sum", "count"])
    g = len(by_pair)
    resid = ((by_pair["sum"] - p * by_pair["count"]) ** 2).sum()
    return float(g / (g - 1) * resid / n**2 / (p * (1 - p) / n))


@pytest.mark.slow
def test_real_matchup_pairs_correlate_and_widen_the_interval(tmp_path):
    """A real Burn vs Stompy run with ``--on both``: the seats of a pair correlate.

    The summary's design effect is the one pandas computes from the games table, it is
    above 1 (the outcomes of a pair correlate, as in issue 30) and the written interval
    is the paired one, wider than Wilson's on the same counts.
    """
    import deckstats

    run = deckstats.matchup(
        "decks/mono_red_burn.txt",
        "decks/pauper_stompy.txt",
        n=600,
        seed=30,
        on="both",
        workers=1,
        out=tmp_path / "run",
    )
    s, games = run.summary, run.games
    won = (games.sort_values("game_index")["winner"] == "a").to_numpy().reshape(-1, 2)
    rho = float(np.corrcoef(won[:, 0], won[:, 1])[0, 1])
    assert rho > 0.2, rho
    assert s["design_effect"] == pytest.approx(_sandwich_deff(games), abs=1e-4)
    assert s["design_effect"] > 1.15
    lo, hi = wilson_interval(s["wins"], s["games"])
    plo, phi = s["win_rate_ci95"]
    assert phi - plo > 1.05 * (hi - lo)
