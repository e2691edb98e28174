"""``sim.seedmix`` and ``sim.seeding.Seeded`` give numpy's ``SeedSequence`` words exactly.

The streams are the reproducibility contract (ARCHITECTURE.md, Determinism): a run made
before the compiled seed hash must replay to the same games. So every function is
checked against numpy itself, on thousands of entropies (0, small, 32-bit boundaries,
up to 130 bits) and spawn keys (none to three entries, some over 32 bits).
"""

from __future__ import annotations

import numpy as np
import pytest

from deckstats.sim import seedmix
from deckstats.sim.seeding import AgentRng, LazyRng, Seeded


def _cases(n: int) -> list[tuple[int, tuple[int, ...]]]:
    rng = np.random.default_rng(20261128)

    def big() -> int:
        bits = int(rng.integers(0, 70))
        return int(rng.integers(0, 2**62)) * 2**bits + int(rng.integers(0, 5))

    edge = [0, 1, 2**32 - 1, 2**32, 2**64 - 1, 2**64, 2**128 + 7]
    out = [(e, k) for e in edge for k in [(), (0,), (5,), (2**32, 3), (1, 2, 3)]]
    while len(out) < n:
        entropy = big() if rng.random() < 0.8 else int(rng.integers(0, 5))
        key = tuple(big() >> int(rng.integers(0, 120)) for _ in range(int(rng.integers(0, 4))))
        out.append((entropy, key))
    return out


CASES = _cases(1500)


def test_pool_and_words_equal_numpys_on_many_seeds() -> None:
    for entropy, key in CASES:
        ss = np.random.SeedSequence(entropy, spawn_key=key)
        pool = seedmix.pool_of(entropy, key)
        assert pool == [int(x) for x in ss.pool], (entropy, key)
        assert seedmix.generate_words(pool, 7) == [int(x) for x in ss.generate_state(7)]
        assert seedmix.words64(seedmix.generate_words(pool, 6)) == [
            int(x) for x in ss.generate_state(3, np.uint64)
        ]


def test_seeded_is_a_seed_sequence_numpy_accepts_with_the_same_state() -> None:
    for entropy, key in CASES[:300]:
        ours = np.random.PCG64(Seeded.of(entropy, key))
        theirs = np.random.PCG64(np.random.SeedSequence(entropy, spawn_key=key))
        assert ours.state == theirs.state
    seq = Seeded.of(123, (4, 5))
    ref = np.random.SeedSequence(123, spawn_key=(4, 5))
    assert seq.entropy == ref.entropy and seq.spawn_key == ref.spawn_key
    assert np.array_equal(seq.pool, ref.pool) and seq.pool.dtype == np.uint32
    for dtype in (np.uint32, "uint32", np.uint64, "u8"):
        got, want = seq.generate_state(5, dtype), ref.generate_state(5, dtype)
        assert got.dtype == want.dtype and np.array_equal(got, want)
    with pytest.raises(ValueError):
        seq.generate_state(2, np.int64)


def test_uint32_words_rejects_negative_entropy_like_numpy() -> None:
    with pytest.raises(ValueError):
        seedmix.uint32_words(-1)
    with pytest.raises(ValueError):
        np.random.SeedSequence(-1)


def test_lazy_streams_draw_what_numpys_spawned_children_draw() -> None:
    """LazyRng is ``default_rng(SeedSequence(e, spawn_key=k))``: the documented child."""
    for entropy, key in [(5, (3, 1)), (2**70 + 9, (12345, 0)), (0, (0,))]:
        parent = np.random.SeedSequence(entropy, spawn_key=key[:-1])
        child = parent.spawn(key[-1] + 1)[key[-1]]
        want = np.random.default_rng(child).integers(2**62, size=20)
        assert np.array_equal(LazyRng(entropy, key).integers(2**62, size=20), want)


def test_agent_streams_draw_what_the_layout_2_recipe_draws() -> None:
    """STREAM_LAYOUT 2: 128 bits from the child seed a fresh SeedSequence and PCG64."""
    for entropy, key in [(5, (3, 3)), (2**100 + 1, (77, 4))]:
        words = np.random.SeedSequence(entropy, spawn_key=key).generate_state(4)
        want = np.random.default_rng(np.random.SeedSequence(words)).integers(2**62, size=20)
        agent = AgentRng(entropy, key)
        assert np.array_equal(agent.integers(2**62, size=20), want)
        seq = agent.bit_generator.seed_seq
        # the wall: only the drawn words are visible, no root entropy, no spawn key
        assert seq.spawn_key == () and [int(w) for w in seq.entropy] == [int(w) for w in words]
