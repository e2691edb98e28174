"""Every seed in deckstats comes from here (numpy ``SeedSequence`` spawning, STYLE.md 2.6).

Game ``i`` of a run uses ``SeedSequence(root, spawn_key=(i,))``, so a game's random
streams depend only on the run's root entropy and the game index: never on the worker
count, the chunking or the completion order.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

# Child order is part of the reproducibility contract: append, never reorder.
_N_STREAMS = 5  # engine, shuffle p0, shuffle p1, agent p0, agent p1


class GameStreams(NamedTuple):
    """Independent generators for one game, one per purpose."""

    engine: np.random.Generator
    shuffle: tuple[np.random.Generator, np.random.Generator]
    agent: tuple[np.random.Generator, np.random.Generator]


def root_entropy(seed: int | None) -> int:
    """Return the run's root entropy; fresh OS entropy when ``seed`` is None.

    The value is written to the run manifest so any run can be repeated.

    >>> root_entropy(123)
    123
    """
    return int(np.random.SeedSequence(seed).entropy)  # type: ignore[arg-type]


def game_streams(entropy: int, game_index: int) -> GameStreams:
    """Return the independent generators of game ``game_index`` of a run."""
    game_seq = np.random.SeedSequence(entropy, spawn_key=(game_index,))
    e, s0, s1, a0, a1 = (np.random.default_rng(c) for c in game_seq.spawn(_N_STREAMS))
    return GameStreams(engine=e, shuffle=(s0, s1), agent=(a0, a1))
