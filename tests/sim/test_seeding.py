import numpy as np

from deckstats.sim.seeding import game_streams, root_entropy


def test_spawn_key_equals_spawn_index():
    """Game i's SeedSequence is exactly SeedSequence(root).spawn(n)[i] (STYLE.md 2.6)."""
    root = 12345
    spawned = np.random.SeedSequence(root).spawn(10)
    for i in (0, 3, 9):
        direct = np.random.SeedSequence(root, spawn_key=(i,))
        assert direct.generate_state(4).tolist() == spawned[i].generate_state(4).tolist()


def test_streams_are_reproducible_and_independent():
    a = game_streams(7, 3)
    b = game_streams(7, 3)
    assert (
        a.engine.integers(1 << 30, size=5).tolist() == b.engine.integers(1 << 30, size=5).tolist()
    )
    c = game_streams(7, 4)
    assert (
        a.shuffle[0].integers(1 << 30, size=5).tolist()
        != c.shuffle[0].integers(1 << 30, size=5).tolist()
    )
    # The two players' shuffle streams differ within a game.
    d = game_streams(7, 3)
    assert (
        d.shuffle[0].integers(1 << 30, size=5).tolist()
        != d.shuffle[1].integers(1 << 30, size=5).tolist()
    )


def test_root_entropy_keeps_given_seed_and_draws_fresh_otherwise():
    assert root_entropy(123) == 123
    assert root_entropy(None) != root_entropy(None)
