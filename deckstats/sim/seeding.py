"""Every seed in deckstats comes from here (numpy ``SeedSequence`` spawning, STYLE.md 2.6).

Game ``i`` of a run uses ``SeedSequence(root, spawn_key=(i,))``, so a game's random
streams depend only on the run's root entropy and the game index: never on the worker
count, the chunking or the completion order.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import numpy as np

# Child order is part of the reproducibility contract: append, never reorder.
_N_STREAMS = 5  # engine, shuffle p0, shuffle p1, agent p0, agent p1


class LazyRng:
    """One seeded stream whose numpy ``Generator`` is made on first use.

    The generator is exactly ``np.random.default_rng(seq)`` whenever it is made, so
    laziness changes no draw. It saves building the streams a game never touches (a
    goldfish game usually draws only from its own shuffle stream), about a tenth of a
    compiled goldfish game's time.

    >>> seq = np.random.SeedSequence(5)
    >>> int(LazyRng(seq).integers(1000)) == int(np.random.default_rng(seq).integers(1000))
    True
    """

    __slots__ = ("_gen", "_seq")

    def __init__(self, seq: np.random.SeedSequence) -> None:
        self._seq = seq
        self._gen: np.random.Generator | None = None

    @property
    def generator(self) -> np.random.Generator:
        """The stream's numpy ``Generator`` (made now if not yet)."""
        gen = self._gen
        if gen is None:
            gen = self._gen = np.random.default_rng(self._seq)
        return gen

    @property
    def made(self) -> bool:
        """Whether the generator has been made (for tests)."""
        return self._gen is not None

    def shuffle(self, x: Any) -> None:
        """``Generator.shuffle``; an empty or one-item list draws nothing (no generator made)."""
        if len(x) > 1:
            self.generator.shuffle(x)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.generator, name)


class GameStreams(NamedTuple):
    """Independent streams for one game, one per purpose."""

    engine: LazyRng
    shuffle: tuple[LazyRng, LazyRng]
    agent: tuple[LazyRng, LazyRng]


def root_entropy(seed: int | None) -> int:
    """Return the run's root entropy; fresh OS entropy when ``seed`` is None.

    The value is written to the run manifest so any run can be repeated.

    >>> root_entropy(123)
    123
    """
    return int(np.random.SeedSequence(seed).entropy)  # type: ignore[arg-type]


def game_streams(entropy: int, game_index: int) -> GameStreams:
    """Return the independent streams of game ``game_index`` of a run."""
    game_seq = np.random.SeedSequence(entropy, spawn_key=(game_index,))
    e, s0, s1, a0, a1 = (LazyRng(c) for c in game_seq.spawn(_N_STREAMS))
    return GameStreams(engine=e, shuffle=(s0, s1), agent=(a0, a1))
