"""One value computed per key object, for the compiled hot loop (``IdMemo``).

The engine compiles rules values to plain ints once and reads the compiled form on every
check: a ``Filter`` to a ``CFilter`` (``characteristics.compile_filter``), a ``Target`` to
a ``CSpec`` (``targeting.compile_spec``), a ``ManaCost`` to a ``CostReq``
(``mana.cost_req``). The keys are frozen dataclasses: equal ones compare field by field,
which is slow, so the memo is keyed by the object's identity (``id``). It holds the key
itself beside the value, so a key stays alive while it is remembered and its ``id`` is
never another object's; the identity test on a hit is the guard all the same.

Measured compiled (mypyc) against the same lookup written inline: no difference
(about 41 ns a lookup either way, at about 500 lookups a game).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class IdMemo(Generic[K, V]):
    """``build(key)`` computed once per key object and remembered for the process.

    >>> lengths = IdMemo(len)
    >>> word = "mountain"
    >>> lengths.get(word)
    8
    >>> lengths.get(word) is lengths.get(word)
    True
    """

    __slots__ = ("_build", "_hits")

    def __init__(self, build: Callable[[K], V]) -> None:
        self._build = build
        self._hits: dict[int, tuple[K, V]] = {}

    def get(self, key: K) -> V:
        """The value of ``key``: built on the first call with this object, then the same."""
        hit = self._hits.get(id(key))
        if hit is None or hit[0] is not key:
            hit = (key, self._build(key))
            self._hits[id(key)] = hit
        return hit[1]
