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

from typing import TYPE_CHECKING, Any, Final, TypeVar, cast

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


#: Pairs = the (ability, condition) pairs of a card's triggers whose condition is of a class.
Pairs = tuple[tuple["Triggered", object], ...]

#: ``listening``'s memo: id of a trigger tuple -> (the tuple, {class or classes: pairs}).
#: Holding the tuple keeps its id from being reused; the tuples are ``CardInfo``'s, which
#: live as long as the process (``engine.info._CACHE``).
_BY_TUPLE: Final[dict[int, tuple[tuple[Triggered, ...], dict[object, Any]]]] = {}


def listening(triggers: tuple[Triggered, ...], cls: type[W]) -> tuple[tuple[Triggered, W], ...]:
    """CR 603.2: the abilities of ``triggers`` whose condition is a ``cls``, with it.

    In printed order; computed once per tuple object and class (one call, two dict
    lookups: the event dispatchers ask it for every trigger source at every event).
    """
    hit = _BY_TUPLE.get(id(triggers))
    if hit is None or hit[0] is not triggers:
        hit = (triggers, {})
        _BY_TUPLE[id(triggers)] = hit
    pairs = hit[1].get(cls)
    if pairs is None:
        pairs = tuple((t, t.when) for t in triggers if issubclass(type(t.when), cls))
        hit[1][cls] = pairs
    return pairs


def listening_any(triggers: tuple[Triggered, ...], classes: tuple[type, ...]) -> Pairs:
    """``listening`` for a condition of any of ``classes``, in printed order."""
    return listening(triggers, cast("type[object]", classes))


__all__ = ["TypeIndex", "listening", "listening_any"]
