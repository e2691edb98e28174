"""The hand sampler's random stream, layout 2 (issue 32.6): pinned, split-proof, exact.

Layout 2 (``analytic.stream``) draws bounded integers from raw 64-bit words (four 16-bit
values each, Lemire's multiply-shift with rejection) in blocks of ``BLOCK`` hands, each
block from its own generator keyed by the stream's key and the block index. The digest
pins it: a change of the stream changes every sampled figure of ``hands`` for a given
seed, which is a change of its own with a new ``SAMPLER_LAYOUT``. Layout 1's digest was
``1330fd9a...aa139`` (``Generator.integers``, batches in sequence from one generator).
"""

import hashlib
from math import comb

import numpy as np
import pytest

from deckstats.analytic.bench import BENCH_CLASSES
from deckstats.analytic.london import DEFAULT_KEEP, london_exact
from deckstats.analytic.sampler import DeckClasses, HandStream, draw, make_rng, sample_deck
from deckstats.analytic.stream import BLOCK, SAMPLER_LAYOUT, block_bits, bounded
from deckstats.analytic.summary import HandsOptions, sample_figures
from tests.analytic.decks import red_deck

LAYOUT_2 = "ca597828304f070011140bbb3e6ab4d1e7f70dc020dc5271aacf2a697e6ccdc4"


def _digest(s) -> str:
    h = hashlib.sha256()
    for a in [*s.by_turn, s.first_seven, s.mulligans]:
        h.update(np.ascontiguousarray(a, dtype=np.int64).tobytes())
    return h.hexdigest()


def test_layout_2_stream_is_pinned():
    assert SAMPLER_LAYOUT == 2
    s = sample_deck(make_rng(5), BENCH_CLASSES, 4096, turns=7, rule=DEFAULT_KEEP)
    assert _digest(s) == LAYOUT_2


def test_any_split_of_the_hands_gives_the_same_hands():
    """Hand i depends on the seed and i only: one call, or calls cutting blocks anywhere."""
    n = 2 * BLOCK + 1000
    whole = HandStream(make_rng(9), BENCH_CLASSES, 7, DEFAULT_KEEP).take(n)
    stream = HandStream(make_rng(9), BENCH_CLASSES, 7, DEFAULT_KEEP)
    parts = [stream.take(k) for k in (1, BLOCK - 1, 500, BLOCK + 10, n - 2 * BLOCK - 510)]
    for t in range(8):
        joined = np.concatenate([p.by_turn[t] for p in parts])
        assert (joined == whole.by_turn[t]).all(), t
    assert (np.concatenate([p.mulligans for p in parts]) == whole.mulligans).all()
    assert (np.concatenate([p.first_seven for p in parts]) == whole.first_seven).all()


def test_hands_figures_do_not_depend_on_the_batch_size():
    """``hands``' sampled section is the same for any ``batch`` (layout 1's was not)."""
    from deckstats.analytic.deckmodel import DeckModel

    model = DeckModel.from_cards(red_deck(), "red")
    n = BLOCK + 3000
    a = sample_figures(model, HandsOptions(samples=n, batch=n), 77)
    b = sample_figures(model, HandsOptions(samples=n, batch=7000), 77)
    assert a == b
    assert a["stream_layout"] == SAMPLER_LAYOUT


def test_same_seed_same_hands_other_seed_other_hands():
    one = sample_deck(make_rng(3), BENCH_CLASSES, 3000, turns=7, rule=DEFAULT_KEEP)
    two = sample_deck(make_rng(3), BENCH_CLASSES, 3000, turns=7, rule=DEFAULT_KEEP)
    other = sample_deck(make_rng(4), BENCH_CLASSES, 3000, turns=7, rule=DEFAULT_KEEP)
    assert _digest(one) == _digest(two) != _digest(other)


@pytest.mark.parametrize("bound", [1, 2, 3, 7, 53, 60, 1000, 65535, 65536])
def test_bounded_values_are_uniform(bound):
    """Every value below the bound, each as often as its share (chi-square, about 4.5 SD)."""
    m = 200_000
    u = bounded(block_bits(1, 0), np.array([bound, bound]), m).astype(np.int64).ravel()
    assert u.min() >= 0 and u.max() < bound
    cells = min(bound, 50)  # large bounds: 50 cells of (nearly) equal width, exact shares
    width = np.bincount(np.arange(bound) * cells // bound, minlength=cells)
    counts = np.bincount(u * cells // bound, minlength=cells)
    if cells == 1:
        return
    expected = len(u) * width / bound
    chi2 = float(((counts - expected) ** 2 / expected).sum())
    df = cells - 1
    assert chi2 < df + 4.5 * np.sqrt(2 * df), (chi2, df)


def test_rejected_values_are_drawn_again():
    """With bound 40000, 25536 of 65536 values are rejected: every result still below it,
    each half of the range about equally often (a biased method gives [0, 25536) 2x)."""
    u = bounded(block_bits(2, 0), np.array([40_000]), 400_000).ravel().astype(np.int64)
    assert u.max() < 40_000
    low = float((u < 20_000).mean())
    assert abs(low - 0.5) < 4 * np.sqrt(0.25 / len(u))


def test_seven_card_hands_are_exactly_hypergeometric():
    """Multivariate hypergeometric (draws without replacement) within 4.5 SE, every cell."""
    counts = (8, 8, 8, 36)
    s = sample_deck(
        make_rng(21),
        DeckClasses(
            counts, (True,) * 3 + (False,), (1, 8, 9, 0), (None,) * 4, ("a", "b", "c", "d")
        ),
        400_000,
        0,
    )
    hands = s.first_seven.astype(np.int64)
    key = (hands[:, 0] * 8 + hands[:, 1]) * 8 + hands[:, 2]
    n = len(key)
    got = np.bincount(key, minlength=512)
    total = comb(60, 7)
    for a in range(8):
        for b in range(8 - a):
            for c in range(8 - a - b):
                d = 7 - a - b - c
                p = comb(8, a) * comb(8, b) * comb(8, c) * comb(36, d) / total
                assert _close(got[(a * 8 + b) * 8 + c] / n, p, n), (a, b, c)


def test_london_mulligans_match_the_exact_enumeration():
    """Kept after 0-2 mulligans and lands in the kept hand match ``london_exact`` (CR 103.5)."""
    n = 400_000
    lands = 22
    classes = DeckClasses((lands, 60 - lands), (True, False), (1, 0), (None, None), ("L", "S"))
    s = sample_deck(make_rng(8), classes, n, 0, DEFAULT_KEEP)
    exact = london_exact(60, lands, DEFAULT_KEEP)
    got = np.bincount(s.mulligans.astype(np.int64), minlength=4) / n
    assert len(exact.keep) == 3  # 7, 6 and 5 cards
    for k, p in enumerate(exact.keep.values()):
        assert _close(got[k], p, n), k
    kept = np.bincount(s.by_turn[0][:, 0].astype(np.int64), minlength=8) / n
    for k in range(8):
        assert _close(kept[k], exact.kept_lands[k], n), k


def _close(p_hat: float, p: float, n: int) -> bool:
    return abs(p_hat - p) <= 4.5 * np.sqrt(p * (1 - p) / n) + 1e-12


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


def test_kept_hands_and_library_add_up():
    """Hand + library + bottomed = the deck; hand size is 7 minus mulligans; turns add one."""
    s = sample_deck(make_rng(2), BENCH_CLASSES, 20_000, turns=7, rule=DEFAULT_KEEP)
    hs = HandStream(make_rng(2), BENCH_CLASSES, 7, DEFAULT_KEEP).take(20_000)
    assert hs.library is not None
    base = np.array(BENCH_CLASSES.counts)
    bottomed = base - hs.library - hs.by_turn[0]
    assert (bottomed >= 0).all()
    assert (bottomed.sum(axis=1) == hs.mulligans).all()
    for t in range(8):
        assert (s.by_turn[t].sum(axis=1) == 7 - s.mulligans + t).all()
        if t:
            assert (s.by_turn[t] >= s.by_turn[t - 1]).all()
