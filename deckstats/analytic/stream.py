"""The hand sampler's random stream: exact bounded draws from raw words, in blocks of hands.

Layout 2 (``SAMPLER_LAYOUT``, issue 32.6). A stream of hands has a 128-bit key drawn once
from the seeded ``numpy.random.Generator`` passed in. Hands come in blocks of ``BLOCK``;
block ``b`` draws from its own ``PCG64(SeedSequence(key, spawn_key=(b,)))``, so hand ``i``
depends only on the key and ``i``: never on how many hands a call asks for (a partial
block is sampled whole and its other hands are served to the next call).

Bounded integers come from the block's raw 64-bit words cut into four 16-bit values each
(little-endian order). A value ``x`` becomes ``floor(x * r / 2**16)`` below the bound
``r`` and is accepted when ``x * r mod 2**16 >= 2**16 mod r`` (Lemire, "Fast random
integer generation in an interval", ACM TOMACS 2019): every result then has exactly
``floor(2**16 / r)`` accepted preimages, so it is exactly uniform. A rejected value (at
most ``r / 2**16`` of them: under 0.1% for a 60-card deck) is drawn again from fresh
words of the same block, in row-major order, until accepted.

Layout 1 (before): one ``Generator.integers`` call per batch of draws, the batches in
sequence from one generator, so a run's hands depended on its batch size.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from typing import Any

import numpy as np

#: The version of the hand sampler's random stream layout, recorded in every ``hands``
#: summary (``sampler.stream_layout``); a summary without it was made with layout 1.
SAMPLER_LAYOUT = 2

#: Hands per block: each block draws from its own generator.
BLOCK = 1 << 16

_LITTLE = sys.byteorder == "little"
_SPAN = 1 << 16


def stream_key(rng: np.random.Generator) -> int:
    """A 128-bit stream key: two raw words of the seeded generator passed in."""
    hi, lo = (int(w) for w in rng.bit_generator.random_raw(2))
    return (hi << 64) | lo


def block_bits(key: int, block: int) -> np.random.BitGenerator:
    """The bit generator of block ``block`` of the stream keyed ``key``."""
    return np.random.PCG64(np.random.SeedSequence(key, spawn_key=(block,)))


def _raw16(bits: np.random.BitGenerator, count: int) -> np.ndarray:
    """``count`` uniform 16-bit values: raw words cut in four, low half first."""
    words = bits.random_raw(-(-count // 4))
    return words.astype("<u8", copy=False).view("<u2")[:count]


def _split(prod: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The low and high 16 bits of 32-bit products (views on little-endian machines)."""
    if _LITTLE:
        halves = prod.view(np.uint16).reshape(*prod.shape, 2)
        return halves[..., 0], halves[..., 1]
    return (prod & 0xFFFF).astype(np.uint16), (prod >> 16).astype(np.uint16)


def bounded(bits: np.random.BitGenerator, bounds: np.ndarray, m: int) -> np.ndarray:
    """A ``(k, m)`` array whose row ``j`` is uniform on ``[0, bounds[j])``, exactly.

    Args:
        bits: the block's bit generator (its raw words are consumed).
        bounds: ``k`` bounds, each in ``1 .. 2**16``.
        m: values per row.

    Returns:
        ``uint16`` values, C-contiguous.
    """
    k = len(bounds)
    r = np.asarray(bounds, dtype=np.uint32).reshape(k, 1)
    if k == 0 or m == 0:
        return np.zeros((k, m), dtype=np.uint16)
    if int(r.min()) < 1 or int(r.max()) > _SPAN:
        raise ValueError(f"bounds must lie in 1..{_SPAN}")
    raw = _raw16(bits, k * m).reshape(k, m)
    prod = np.multiply(raw, r, dtype=np.uint32)
    low, high = _split(prod)
    high = np.ascontiguousarray(high)  # the draws read it row by row: 10-15% faster
    thresh = (_SPAN % r).astype(np.uint16)
    bad = np.flatnonzero(low < thresh)  # flat: far cheaper than a 2-D nonzero
    rows, cols = np.divmod(bad, m)
    while len(rows):  # each rejected value drawn again, in row-major order
        rr = r[rows, 0]
        again = np.multiply(_raw16(bits, len(rows)), rr, dtype=np.uint32)
        ok = (again & 0xFFFF) >= _SPAN % rr
        high[rows[ok], cols[ok]] = again[ok] >> 16
        rows, cols = rows[~ok], cols[~ok]
    return high


def summary_layout(summary: Mapping[str, Any]) -> int:
    """The sampler stream layout a ``hands`` summary was made with (none recorded: 1)."""
    sampler = summary.get("sampler")
    made = sampler.get("stream_layout", 1) if isinstance(sampler, Mapping) else 1
    try:
        return int(made)
    except (TypeError, ValueError):
        return 1


def hands_rerun_message(run: str, summary: Mapping[str, Any]) -> str:
    """What ``rerun`` says of a ``hands --out`` directory: how to repeat it, and whether it can.

    ``hands`` writes no manifest and ``rerun`` plays no hands; its sampled figures repeat
    with ``hands DECK --seed`` under the same stream layout only.
    """
    made = summary_layout(summary)
    sampler = summary.get("sampler")
    seed = sampler.get("seed") if isinstance(sampler, Mapping) else None
    hands = sampler.get("hands") if isinstance(sampler, Mapping) else None
    deck = summary.get("deck") or "DECK"
    head = f"{run}: a `deckstats hands` summary, made with sampler stream layout {made}"
    if made != SAMPLER_LAYOUT:
        return (
            f"{head}; this deckstats samples with stream layout {SAMPLER_LAYOUT}, so the same "
            "seed gives other sampled hands and its sampled figures are not expected to "
            "repeat (its exact figures do): repeat it with the deckstats that made it"
        )
    return (
        f"{head} (this deckstats' layout): rerun repeats goldfish, matchup and gauntlet "
        f"runs; `deckstats hands {deck} --seed {seed} --samples {hands}` repeats its sampled "
        "figures"
    )
