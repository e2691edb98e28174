"""The sampler's draws are pinned: a faster sampler must draw the very same hands.

Issue 32.6 rewrote ``analytic.sampler`` class-major (cumulative counts, two array
operations per draw). A change of its random stream would change every sampled figure of
``hands`` for a given seed, which the rules of the repository allow only as a change of
its own, recorded in the run's version. The digest below was computed with the
row-major sampler before the rewrite (commit 4bbd6de).
"""

import hashlib

import numpy as np
import pytest

from deckstats.analytic.bench import BENCH_CLASSES
from deckstats.analytic.london import DEFAULT_KEEP
from deckstats.analytic.sampler import DeckClasses, draw, make_rng, sample_deck

BEFORE_REWRITE = "1330fd9a017ddef69d29875aa6353d1f9a43faa56b433d0c55c0e8efcbeaa139"


def test_sampled_games_are_those_of_the_row_major_sampler():
    s = sample_deck(make_rng(5), BENCH_CLASSES, 4096, turns=7, rule=DEFAULT_KEEP)
    h = hashlib.sha256()
    for a in [*s.by_turn, s.first_seven, s.mulligans]:
        h.update(np.ascontiguousarray(a, dtype=np.int64).tobytes())
    assert h.hexdigest() == BEFORE_REWRITE


@pytest.mark.parametrize("counts", [(60,), (17, 43), (7, 6, 4, 3, 2, 38)])
def test_draw_invariants(counts):
    """Rows keep their totals, counts never go negative, the sequence matches the counts."""
    n, k = 2000, 9
    lib = np.broadcast_to(np.array(counts), (n, len(counts))).copy()
    seq = np.empty((n, k), dtype=np.intp)
    drawn = draw(make_rng(3), lib, k, out=seq)
    assert (lib >= 0).all() and (drawn >= 0).all()
    assert (lib + drawn == np.array(counts)).all()
    assert (drawn.sum(axis=1) == k).all()
    for c in range(len(counts)):
        assert ((seq == c).sum(axis=1) == drawn[:, c]).all()


def test_one_class_deck_turns_and_classes_all_sampled():
    one = DeckClasses((40,), (False,), (0,), (None,), ("spells",))
    s = sample_deck(make_rng(1), one, 10, turns=5, rule=None)
    assert [int(b[0, 0]) for b in s.by_turn] == [7, 8, 9, 10, 11, 12]
