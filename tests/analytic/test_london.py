"""CR 103.5 London mulligan: exact enumeration, and agreement with the sampler."""

from __future__ import annotations

import numpy as np
import pytest
from scipy.stats import hypergeom

from deckstats.analytic.deckmodel import AnalyticError
from deckstats.analytic.london import DEFAULT_KEEP, KeepRule, lands_bottomed, london_exact
from deckstats.analytic.sampler import draw, london_sample, make_rng

N_SAMPLES = 1_000_000


def test_keep_7_probability_is_hypergeometric() -> None:
    r = london_exact(60, 24)
    want = sum(hypergeom(60, 24, 7).pmf(k) for k in range(2, 6))
    assert r.keep["7"] == pytest.approx(want, abs=1e-12)
    assert r.p_mulligan_to["6"] == pytest.approx(1 - want, abs=1e-12)
    assert sum(r.kept_lands) == pytest.approx(1.0, abs=1e-12)
    assert sum(r.keep.values()) == pytest.approx(1.0, abs=1e-12)


def test_reaching_stages_multiplies() -> None:
    """Every mulligan reshuffles, so the stages are independent draws."""
    r = london_exact(40, 17)
    p6 = r.p_mulligan_to["6"]
    keep6_given = r.keep["6"] / p6
    assert r.p_mulligan_to["5"] == pytest.approx(p6 * (1 - keep6_given), abs=1e-12)


def test_bottoming_toward_three_lands() -> None:
    assert [lands_bottomed(k, 2, 3) for k in range(8)] == [0, 0, 0, 0, 1, 2, 2, 2]


def test_keep_rule_parse_and_errors() -> None:
    assert KeepRule.parse("7:2-5,6:2-4,5:2-4,4") == KeepRule()  # Karsten's rule
    assert KeepRule.parse("7:2-5,6:1-4,5") == DEFAULT_KEEP  # the one keep policy
    assert KeepRule.parse("7:1-6,6:1-5,5").always_keep_at == 5
    with pytest.raises(AnalyticError):
        KeepRule.parse("7:2-9")
    with pytest.raises(AnalyticError):
        KeepRule.parse("seven")


def _se(p: float, n: int) -> float:
    return float(np.sqrt(p * (1 - p) / n))


@pytest.mark.parametrize(
    ("n", "lands", "rule"), [(60, 24, DEFAULT_KEEP), (40, 17, DEFAULT_KEEP), (60, 24, KeepRule())]
)
def test_exact_enumeration_agrees_with_sampler(n: int, lands: int, rule: KeepRule) -> None:
    """Every exact mulligan figure within 4 standard errors over 1,000,000 sampled hands."""
    exact = london_exact(n, lands, rule)
    rng = make_rng(20261123)
    ls = london_sample(rng, [lands, n - lands], [True, False], N_SAMPLES, rule)
    mulls = np.bincount(ls.mulligans, minlength=4)
    for label in exact.p_mulligan_to:
        k = 7 - int(label)
        p_hat = mulls[k:].sum() / N_SAMPLES
        p = exact.p_mulligan_to[label]
        assert abs(p_hat - p) < 4 * _se(p, N_SAMPLES) + 1e-12, label
    kept = np.bincount(ls.hand[:, 0], minlength=8) / N_SAMPLES
    for k in range(8):
        assert abs(kept[k] - exact.kept_lands[k]) < 4 * _se(exact.kept_lands[k], N_SAMPLES) + 1e-12
    seq = np.empty((N_SAMPLES, 7), dtype=np.intp)
    draw(rng, ls.library, 7, out=seq)
    lands_by = ls.hand[:, 0:1] + np.cumsum(seq == 0, axis=1)
    for t in range(1, 8):
        for play, exact_row in ((True, exact.land_drops_play), (False, exact.land_drops_draw)):
            have = ls.hand[:, 0] if (play and t == 1) else lands_by[:, t - 2 if play else t - 1]
            p_hat = float((have >= t).mean())
            p = exact_row[t - 1]
            assert abs(p_hat - p) < 4 * _se(p, N_SAMPLES) + 1e-12, (t, play)
