"""Every seed in deckstats comes from here (numpy ``SeedSequence`` spawning).

See ARCHITECTURE.md, Determinism.

Game ``i`` of a run uses ``SeedSequence(root, spawn_key=(i,))``, so a game's random
streams depend only on the run's root entropy and the game index: never on the worker
count, the chunking or the completion order.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import numpy as np
from numpy.random.bit_generator import ISeedSequence

from deckstats.sim.seedmix import generate_words, mix_pool, pool_of, words64

# Child order is part of the reproducibility contract: append, never reorder.
_N_STREAMS = 5  # engine, shuffle p0, shuffle p1, agent p0, agent p1

#: The version of the stream layout: how a game's seeds become its streams. Runs record
#: it in their manifest (``stream_layout``) and ``rerun`` names a run made with another.
#: 1: the agents drew from their ``SeedSequence`` children themselves (a run manifest
#: without the key); 2: each agent draws from a generator seeded with 128 bits drawn from
#: its child (``AgentRng``), so nothing it can reach names the seed or another stream.
STREAM_LAYOUT = 2


class Seeded:
    """A ``SeedSequence`` whose hash is computed by ``sim.seedmix`` (the same words).

    numpy's ``BitGenerator`` accepts any ``ISeedSequence``: an object with numpy's
    ``generate_state``. This one holds the pool of ``SeedSequence(entropy,
    spawn_key=spawn_key)`` worked out by ``seedmix`` (numpy's algorithm in compiled
    integers) and shows the same public attributes, so ``PCG64(Seeded(...))`` has the
    state ``PCG64(SeedSequence(...))`` has, about 25 us sooner. It does not spawn: a
    game's streams are built from their recipe (``LazyRng``), never spawned from a
    generator.

    >>> a = np.random.PCG64(np.random.SeedSequence(5, spawn_key=(3, 1)))
    >>> b = np.random.PCG64(Seeded.of(5, (3, 1)))  # an ISeedSequence (numpy stubs: SeedSequence)
    >>> a.state == b.state
    True
    """

    __slots__ = ("_pool", "entropy", "spawn_key")

    def __init__(self, entropy: Any, spawn_key: tuple[int, ...], pool: list[int]) -> None:
        self.entropy = entropy
        self.spawn_key = spawn_key
        self._pool = pool

    @classmethod
    def of(cls, entropy: int, spawn_key: tuple[int, ...]) -> Seeded:
        """``SeedSequence(entropy, spawn_key=spawn_key)`` for an integer entropy."""
        return cls(entropy, spawn_key, pool_of(entropy, spawn_key))

    pool_size = 4
    n_children_spawned = 0

    @property
    def pool(self) -> np.ndarray:
        """The mixed entropy pool (numpy's ``SeedSequence.pool``)."""
        return np.array(self._pool, dtype=np.uint32)

    def generate_state(self, n_words: int, dtype: Any = np.uint32) -> np.ndarray:
        """The words of numpy's ``SeedSequence.generate_state``: ``n_words`` of uint32 or uint64."""
        if dtype is np.uint64 or np.dtype(dtype) == np.dtype(np.uint64):
            return np.array(words64(generate_words(self._pool, 2 * n_words)), dtype=np.uint64)
        if dtype is np.uint32 or np.dtype(dtype) == np.dtype(np.uint32):
            return np.array(generate_words(self._pool, n_words), dtype=np.uint32)
        raise ValueError("only support uint32 or uint64")


ISeedSequence.register(Seeded)


class LazyRng:
    """One seeded stream whose numpy ``Generator`` is made on first use.

    It holds the stream's ``SeedSequence`` recipe, the root entropy and spawn key:
    ``SeedSequence(entropy, spawn_key=key)`` is exactly the child ``spawn()`` would have
    made (numpy's documented construction), and the generator is exactly
    ``np.random.default_rng`` of it, so laziness changes no draw. It saves building the
    streams a game never touches (a goldfish game usually draws only from its own shuffle
    stream): a tenth of a compiled goldfish game's time.

    >>> parent = np.random.SeedSequence(5, spawn_key=(3,))
    >>> child = parent.spawn(2)[1]
    >>> lazy = LazyRng(5, (3, 1))
    >>> int(lazy.integers(10**9)) == int(np.random.default_rng(child).integers(10**9))
    True
    """

    __slots__ = ("_entropy", "_gen", "_key")

    def __init__(self, entropy: int, spawn_key: tuple[int, ...]) -> None:
        self._entropy = entropy
        self._key = spawn_key
        self._gen: np.random.Generator | None = None

    @property
    def generator(self) -> np.random.Generator:
        """The stream's numpy ``Generator`` (made now if not yet)."""
        gen = self._gen
        if gen is None:
            # what ``default_rng(SeedSequence(entropy, spawn_key=key))`` makes, without its
            # argument dispatch and with the seed hash compiled (``Seeded``)
            seq = Seeded.of(self._entropy, self._key)
            gen = self._gen = np.random.Generator(np.random.PCG64(seq))  # type: ignore[arg-type]
        return gen

    @property
    def made(self) -> bool:
        """Whether the generator has been made (for tests)."""
        return self._gen is not None

    def shuffle(self, x: Any) -> None:
        """``Generator.shuffle``; an empty or one-item list draws nothing (no generator made)."""
        if len(x) > 1:
            self.generator.shuffle(x)

    def integers(self, *args: Any, **kwargs: Any) -> Any:
        """``Generator.integers`` (the agents' draw: spared the ``__getattr__`` fallback)."""
        return self.generator.integers(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.generator, name)


class AgentRng(LazyRng):
    """An agent's random stream: a ``Generator`` seeded with entropy drawn from its child.

    The information wall (ARCHITECTURE.md, Decisions): an agent may draw random numbers,
    but nothing it reaches through public names may reveal the run's seed, the game's
    spawn key or another stream (from which it could recompute its own library order or,
    in a mirror, the opponent's hand). So the agent's generator is not built from the
    stream's ``SeedSequence``: on first use, 128 bits are drawn from that child
    (``generate_state(4)``, a one-way hash) and seed a fresh ``SeedSequence`` and
    ``PCG64``; ``bit_generator.seed_seq`` shows only those drawn bits. The recipe is kept
    in private slots, dropped once the generator is made, and no public name returns it.
    Made lazily, like ``LazyRng``.

    >>> a, b = AgentRng(5, (3, 3)), AgentRng(5, (3, 3))
    >>> int(a.integers(10**9)) == int(b.integers(10**9))
    True
    >>> a.bit_generator.seed_seq.spawn_key, len(a.bit_generator.seed_seq.entropy)
    ((), 4)
    """

    __slots__ = ()

    @property
    def generator(self) -> np.random.Generator:
        """The agent's ``Generator`` (made now if not yet, from bits drawn from its child)."""
        gen = self._gen
        if gen is None:
            # SeedSequence(entropy, spawn_key=key).generate_state(4), then SeedSequence(words):
            # the same words numpy makes, hashed by ``Seeded``
            words = generate_words(pool_of(self._entropy, self._key), 4)
            seq = Seeded(np.array(words, dtype=np.uint32), (), mix_pool(words))
            gen = self._gen = np.random.Generator(np.random.PCG64(seq))  # type: ignore[arg-type]
            self._entropy, self._key = 0, ()  # the recipe is dropped once the generator exists
        return gen


class GameStreams(NamedTuple):
    """Independent streams for one game, one per purpose."""

    engine: LazyRng
    shuffle: tuple[LazyRng, LazyRng]
    agent: tuple[AgentRng, AgentRng]


def root_entropy(seed: int | None) -> int:
    """Return the run's root entropy; fresh OS entropy when ``seed`` is None.

    The value is written to the run manifest so any run can be repeated.

    >>> root_entropy(123)
    123
    """
    return int(np.random.SeedSequence(seed).entropy)  # type: ignore[arg-type]


def pair_streams(entropy: int, key: tuple[int, ...]) -> GameStreams:
    """The five streams with spawn-key prefix ``key``: the one layout of every run's seeds.

    They are the children of ``SeedSequence(entropy, spawn_key=key)``, in the order
    engine, shuffle p0, shuffle p1, agent p0, agent p1; the agents' two are handed out
    as ``AgentRng`` (seeded with bits drawn from their child: ``STREAM_LAYOUT`` 2). A
    goldfish game ``i`` uses ``key = (i,)`` (``game_streams``); a matchup pair ``j``
    ``(*stream_key, j)``.
    """
    e, s0, s1 = (LazyRng(entropy, (*key, k)) for k in range(3))
    a0, a1 = (AgentRng(entropy, (*key, k)) for k in range(3, _N_STREAMS))
    return GameStreams(engine=e, shuffle=(s0, s1), agent=(a0, a1))


def game_streams(entropy: int, game_index: int) -> GameStreams:
    """Return the independent streams of game ``game_index`` of a run.

    They are the children of ``SeedSequence(entropy, spawn_key=(game_index,))``, in the
    order engine, shuffle p0, shuffle p1, agent p0, agent p1 (``pair_streams``).
    """
    return pair_streams(entropy, (game_index,))
