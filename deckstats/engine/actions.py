"""Priority actions an agent may take (CR 117, 116): immutable, hashable, comparable values.

Targets are ints: ``0``/``1`` name players, ids ``>= 2`` name objects (see ``types``).
``targets`` holds one tuple per ``Target`` spec of the spell or ability, in text order.

The classes are plain classes with ``Final`` fields rather than frozen dataclasses: the
engine builds one for every legal option at every priority, and mypyc compiles a plain
class to a native one (a frozen dataclass's ``__init__`` stays interpreted, each field
set through ``object.__setattr__``: about 6x slower, 3% of a goldfish game). They keep
the dataclass behaviour the engine and tests rely on: equality and hashing by fields (the
same hash as the dataclass had: ``hash`` of the field tuple), the same ``repr``, keyword
construction, defaults and pickling. Immutability is checked by mypy (``Final``), not at run time.
"""

from __future__ import annotations

from typing import Final


class PlayLand:
    """CR 305.1: play a land from hand (a special action). ``back`` plays an MDFC's land face."""

    __slots__ = ("back", "oid")

    def __init__(self, oid: int, back: bool = False) -> None:
        self.oid: Final = oid
        self.back: Final = back

    def _key(self) -> tuple[int, bool]:
        """What identifies the action (equality, hashing, canonical copies)."""
        return (self.oid, self.back)

    def with_oid(self, oid: int) -> PlayLand:
        """The same action on object ``oid`` (``dataclasses.replace(a, oid=...)``)."""
        return PlayLand(oid, self.back)

    def __reduce__(self) -> tuple[type[PlayLand], tuple[object, ...]]:
        return (PlayLand, self._key())

    def __eq__(self, other: object) -> bool:
        if type(other) is not PlayLand:
            return NotImplemented
        return self.oid == other.oid and self.back == other.back

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"PlayLand(oid={self.oid!r}, back={self.back!r})"


class CastSpell:
    """CR 601: cast the card ``oid`` from hand with these choices.

    ``face``: 1 casts the card's other face: an Adventure (CR 715.3), a split card's
    second half (CR 709.3) or a modal double-faced card's back (CR 712.12). ``alt``: which
    cost: 0 the mana cost; k the card's ``costs[k - 1]`` (an alternative cost, CR 118.9,
    or flashback from the graveyard, CR 702.34); -1 flashback an effect gave. ``kicks``:
    kicker costs paid (CR 702.33): 0 or 1, or any number for multikicker.
    """

    __slots__ = ("alt", "face", "kicks", "modes", "oid", "targets", "x")

    def __init__(
        self,
        oid: int,
        targets: tuple[tuple[int, ...], ...] = (),
        x: int = 0,
        modes: tuple[int, ...] = (),
        face: int = 0,
        alt: int = 0,
        kicks: int = 0,
    ) -> None:
        self.oid: Final = oid
        self.targets: Final = targets
        self.x: Final = x
        self.modes: Final = modes
        self.face: Final = face
        self.alt: Final = alt
        self.kicks: Final = kicks

    def _key(self) -> tuple[int, tuple[tuple[int, ...], ...], int, tuple[int, ...], int, int, int]:
        """What identifies the action (equality, hashing, canonical copies)."""
        return (self.oid, self.targets, self.x, self.modes, self.face, self.alt, self.kicks)

    def with_oid(self, oid: int) -> CastSpell:
        """The same action on object ``oid`` (``dataclasses.replace(a, oid=...)``)."""
        return CastSpell(oid, self.targets, self.x, self.modes, self.face, self.alt, self.kicks)

    def __reduce__(self) -> tuple[type[CastSpell], tuple[object, ...]]:
        return (CastSpell, self._key())

    def __eq__(self, other: object) -> bool:
        if type(other) is not CastSpell:
            return NotImplemented
        return (
            self.oid == other.oid
            and self.targets == other.targets
            and self.x == other.x
            and self.modes == other.modes
            and self.face == other.face
            and self.alt == other.alt
            and self.kicks == other.kicks
        )

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (
            f"CastSpell(oid={self.oid!r}, targets={self.targets!r}, x={self.x!r}, "
            f"modes={self.modes!r}, face={self.face!r}, alt={self.alt!r}, kicks={self.kicks!r})"
        )


class HandAction:
    """Use cost option ``index`` of card ``oid`` in hand without casting it.

    Suspend is a special action (CR 116.2f, 702.62a); cycling is an activated ability that
    works only from the hand (CR 702.29a).
    """

    __slots__ = ("index", "oid")

    def __init__(self, oid: int, index: int) -> None:
        self.oid: Final = oid
        self.index: Final = index

    def _key(self) -> tuple[int, int]:
        """What identifies the action (equality, hashing, canonical copies)."""
        return (self.oid, self.index)

    def with_oid(self, oid: int) -> HandAction:
        """The same action on object ``oid`` (``dataclasses.replace(a, oid=...)``)."""
        return HandAction(oid, self.index)

    def __reduce__(self) -> tuple[type[HandAction], tuple[object, ...]]:
        return (HandAction, self._key())

    def __eq__(self, other: object) -> bool:
        if type(other) is not HandAction:
            return NotImplemented
        return self.oid == other.oid and self.index == other.index

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"HandAction(oid={self.oid!r}, index={self.index!r})"


class ActivateAbility:
    """CR 602, 606: activate ability ``index`` of permanent ``oid``."""

    __slots__ = ("index", "oid", "targets", "x")

    def __init__(
        self, oid: int, index: int, targets: tuple[tuple[int, ...], ...] = (), x: int = 0
    ) -> None:
        self.oid: Final = oid
        self.index: Final = index
        self.targets: Final = targets
        self.x: Final = x

    def _key(self) -> tuple[int, int, tuple[tuple[int, ...], ...], int]:
        """What identifies the action (equality, hashing, canonical copies)."""
        return (self.oid, self.index, self.targets, self.x)

    def with_oid(self, oid: int) -> ActivateAbility:
        """The same action on object ``oid`` (``dataclasses.replace(a, oid=...)``)."""
        return ActivateAbility(oid, self.index, self.targets, self.x)

    def __reduce__(self) -> tuple[type[ActivateAbility], tuple[object, ...]]:
        return (ActivateAbility, self._key())

    def __eq__(self, other: object) -> bool:
        if type(other) is not ActivateAbility:
            return NotImplemented
        return (
            self.oid == other.oid
            and self.index == other.index
            and self.targets == other.targets
            and self.x == other.x
        )

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (
            f"ActivateAbility(oid={self.oid!r}, index={self.index!r}, "
            f"targets={self.targets!r}, x={self.x!r})"
        )


class PassPriority:
    """CR 117.3d: pass priority."""

    __slots__ = ()

    def __reduce__(self) -> tuple[type[PassPriority], tuple[object, ...]]:
        return (PassPriority, ())

    def __eq__(self, other: object) -> bool:
        if type(other) is not PassPriority:
            return NotImplemented
        return True

    def __hash__(self) -> int:
        return hash(())

    def __repr__(self) -> str:
        return "PassPriority()"


PASS: Final = PassPriority()

Action = PlayLand | CastSpell | ActivateAbility | PassPriority | HandAction
