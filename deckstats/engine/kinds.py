"""Type tests on the card vocabulary, answered once per type, and triggers by condition.

``TypeIndex`` answers ``isinstance`` once per type; ``listening`` groups a card's triggered
abilities by the class of their condition.

The card vocabulary (effects, trigger conditions: ``deckstats.cards``) is not compiled. A
failed ``isinstance(obj, C)`` against such a class reads ``obj.__class__`` through
CPython's generic attribute path, once per class tried, and the event dispatchers used to
read ``Triggered.when`` and test its class for every permanent at every event. A type's
ancestry never changes, so ``issubclass(type(obj), C)`` is remembered per type: the answer
is the ``isinstance`` answer (these classes define no ``__instancecheck__`` and their
instances no ``__class__`` of their own).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, TypeVar, cast

from deckstats.engine.memo import IdMemo

if TYPE_CHECKING:
    from deckstats.cards.dsl import Triggered

W = TypeVar("W")


class TypeIndex:
    """Which of ``classes`` an object is an instance of, remembered per type.

    >>> ix = TypeIndex(int, str)
    >>> ix.index("a"), ix.index(True), ix.index(1.5), ix.holds(1.5)
    (1, 0, -1, False)
    """

    __slots__ = ("_seen", "classes")

    def __init__(self, *classes: type) -> None:
        self.classes = classes
        self._seen: dict[type, int] = {}

    def index(self, obj: object) -> int:
        """The position of the first class ``obj`` is an instance of; -1 for none."""
        t = type(obj)
        hit = self._seen.get(t)
        if hit is None:
            hit = -1
            for i, c in enumerate(self.classes):
                if issubclass(t, c):
                    hit = i
                    break
            self._seen[t] = hit
        return hit

    def holds(self, obj: object) -> bool:
        """``isinstance(obj, classes)``."""
        return self.index(obj) >= 0


class TriggerIndex:
    """One card's triggered abilities with their conditions, grouped by condition class."""

    __slots__ = ("_by_class", "_pairs")

    def __init__(self, triggers: tuple[Triggered, ...]) -> None:
        self._pairs: tuple[tuple[Triggered, object], ...] = tuple((t, t.when) for t in triggers)
        self._by_class: dict[type | tuple[type, ...], tuple[tuple[Triggered, object], ...]] = {}

    def of(self, cls: type | tuple[type, ...]) -> tuple[tuple[Triggered, object], ...]:
        """The (ability, condition) pairs whose condition is a ``cls``, in printed order."""
        hit = self._by_class.get(cls)
        if hit is None:
            hit = tuple(p for p in self._pairs if issubclass(type(p[1]), cls))
            self._by_class[cls] = hit
        return hit


_INDEX: Final = IdMemo(TriggerIndex)


def listening(triggers: tuple[Triggered, ...], cls: type[W]) -> tuple[tuple[Triggered, W], ...]:
    """CR 603.2: the abilities of ``triggers`` whose condition is a ``cls``, with it.

    ``triggers`` is a card's ``CardInfo`` tuple (it lives as long as the process).
    """
    return cast("tuple[tuple[Triggered, W], ...]", _INDEX.get(triggers).of(cls))


def listening_any(
    triggers: tuple[Triggered, ...], classes: tuple[type, ...]
) -> tuple[tuple[Triggered, object], ...]:
    """``listening`` for a condition of any of ``classes``, in printed order."""
    return _INDEX.get(triggers).of(classes)


__all__ = ["TypeIndex", "listening", "listening_any"]
