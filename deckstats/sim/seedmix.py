"""numpy's ``SeedSequence`` hash, word for word, in plain integers (compiled by mypyc).

Every game builds at least one ``PCG64`` from ``SeedSequence(root, spawn_key=(i, k))``.
numpy does that in interpreted steps (``_coerce_to_uint32_array``, an ``np.errstate``
decorator, a ``cycle`` over a uint32 array): about 32 us of a goldfish game's 1.9 ms.
This module computes the same 32-bit words with the same algorithm (numpy
``random/bit_generator.pyx``, ``SeedSequence.mix_entropy`` and ``generate_state``, the
"pool" design of M. E. O'Neill's ``seed_seq_fe``), so the streams are unchanged:
``tests/sim/test_seedmix.py`` checks every function against numpy itself on thousands of
entropies and spawn keys.

All arithmetic is modulo 2**32, in ``i64`` (a C ``int64_t`` in the compiled build; a
plain ``int`` otherwise). A product of two 32-bit words may exceed 63 bits, so ``_mul32``
multiplies in 16-bit halves: no intermediate value reaches 2**49. (With mypyc's tagged
``int`` the same loop boxes its products and runs about 50 times slower.)
"""

from __future__ import annotations

from typing import Final

from mypy_extensions import i64

MASK32: Final = 0xFFFFFFFF
POOL_SIZE: Final = 4  # numpy's DEFAULT_POOL_SIZE

_INIT_A: Final = 0x43B0D7E5
_MULT_A: Final = 0x931E8875
_INIT_B: Final = 0x8B51F9DD
_MULT_B: Final = 0x58F38DED
_MIX_MULT_L: Final = 0xCA01F9DD
_MIX_MULT_R: Final = 0x4973F715
_XSHIFT: Final = 16  # half a uint32's bits


def _mul32(a: i64, b: i64) -> i64:
    """``a * b`` modulo 2**32, for ``a, b < 2**32``, without an intermediate over 2**49."""
    return (((((a >> 16) * b) & 0xFFFF) << 16) + (a & 0xFFFF) * b) & MASK32


def uint32_words(n: int) -> list[int]:
    """As numpy's ``_int_to_uint32_array``: ``n`` as little-endian 32-bit words (0 is ``[0]``)."""
    if n < 0:
        raise ValueError("expected non-negative integer")
    if n == 0:
        return [0]
    out: list[int] = []
    while n > 0:
        out.append(n & MASK32)
        n >>= 32
    return out


def assembled_entropy(entropy: list[int], spawn_key: tuple[int, ...]) -> list[int]:
    """``SeedSequence.get_assembled_entropy``: run entropy words, then the spawn key's.

    ``entropy`` is already in words. With a spawn key, entropy shorter than the pool is
    padded with zeros first (numpy 1.19, gh-16539).
    """
    key: list[int] = []
    for v in spawn_key:
        key.extend(uint32_words(v))
    words = list(entropy)
    if key and len(words) < POOL_SIZE:
        words.extend([0] * (POOL_SIZE - len(words)))
    words.extend(key)
    return words


def mix_pool(entropy: list[int]) -> list[int]:
    """``SeedSequence.mix_entropy`` into a fresh pool of ``POOL_SIZE`` words."""
    hash_const: i64 = _INIT_A
    value: i64 = 0
    pool: list[int] = [0] * POOL_SIZE
    n = len(entropy)
    for i in range(POOL_SIZE):
        # hashmix(value, hash_const), inlined: the constant advances on every call
        value = (i64(entropy[i]) if i < n else 0) ^ hash_const
        hash_const = _mul32(hash_const, _MULT_A)
        value = _mul32(value, hash_const)
        pool[i] = value ^ (value >> _XSHIFT)
    for i_src in range(POOL_SIZE):
        for i_dst in range(POOL_SIZE):
            if i_src != i_dst:
                value = i64(pool[i_src]) ^ hash_const
                hash_const = _mul32(hash_const, _MULT_A)
                value = _mul32(value, hash_const)
                pool[i_dst] = _mix(i64(pool[i_dst]), value ^ (value >> _XSHIFT))
    for i_src in range(POOL_SIZE, n):
        for i_dst in range(POOL_SIZE):
            value = i64(entropy[i_src]) ^ hash_const
            hash_const = _mul32(hash_const, _MULT_A)
            value = _mul32(value, hash_const)
            pool[i_dst] = _mix(i64(pool[i_dst]), value ^ (value >> _XSHIFT))
    return pool


def _mix(x: i64, y: i64) -> i64:
    result: i64 = (_mul32(_MIX_MULT_L, x) - _mul32(_MIX_MULT_R, y)) & MASK32
    return result ^ (result >> _XSHIFT)


def generate_words(pool: list[int], n_words: int) -> list[int]:
    """``SeedSequence.generate_state(n_words)`` as 32-bit words."""
    hash_const: i64 = _INIT_B
    value: i64 = 0
    out: list[int] = []
    for i in range(n_words):
        value = i64(pool[i % POOL_SIZE]) ^ hash_const
        hash_const = _mul32(hash_const, _MULT_B)
        value = _mul32(value, hash_const)
        out.append(value ^ (value >> _XSHIFT))
    return out


def words64(words: list[int]) -> list[int]:
    """Pairs of 32-bit words as 64-bit words, low word first (numpy's little-endian view)."""
    return [words[i] | (words[i + 1] << 32) for i in range(0, len(words) - 1, 2)]


def pool_of(entropy: int, spawn_key: tuple[int, ...]) -> list[int]:
    """The pool of ``SeedSequence(entropy, spawn_key=spawn_key)`` for an integer entropy."""
    return mix_pool(assembled_entropy(uint32_words(entropy), spawn_key))
