import numpy as np

from deckstats.sim.seeding import game_streams, root_entropy


def test_spawn_key_equals_spawn_index():
    """Game i's SeedSequence is exactly SeedSequence(root).spawn(n)[i] (ARCHITECTURE.md, Determinism)."""
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


def test_streams_are_the_spawned_children_of_the_game_seed_sequence():
    """The seeding contract (ARCHITECTURE.md, Determinism): game i's streams are SeedSequence(root, spawn_key=(i,)).spawn(5),
    in the order engine, shuffle p0, shuffle p1, agent p0, agent p1 (made lazily, same draws).
    The agents' two (stream layout 2) are seeded with 128 bits drawn from their children."""
    import numpy as np

    def agent(c: np.random.SeedSequence) -> np.random.Generator:
        words = c.generate_state(4)
        return np.random.Generator(np.random.PCG64(np.random.SeedSequence(words)))

    for root, i in ((12345, 0), (12345, 7), (2**80 + 3, 1999)):
        children = np.random.SeedSequence(root, spawn_key=(i,)).spawn(5)
        gens = [np.random.default_rng(c) for c in children[:3]] + [agent(c) for c in children[3:]]
        expected = [g.integers(2**62, size=4).tolist() for g in gens]
        st = game_streams(root, i)
        got = [
            r.integers(2**62, size=4).tolist()
            for r in (st.engine, st.shuffle[0], st.shuffle[1], st.agent[0], st.agent[1])
        ]
        assert got == expected


def test_lazy_streams_make_only_what_is_used():
    st = game_streams(1, 0)
    st.shuffle[1].shuffle([])  # an empty (goldfish) library draws nothing
    st.shuffle[0].shuffle([1, 2, 3])
    assert [st.engine.made, st.shuffle[0].made, st.shuffle[1].made] == [False, True, False]
