"""CR 604.2, 611.3a: the counts and requirements of static abilities, read now.

A ``Static`` with ``requires`` applies only while its ``presence.Count`` reaches
``at_least`` ("Kird Ape gets +1/+2 as long as you control a Forest"); one with ``per``
multiplies its bonus by the count ("Knight of the Reliquary gets +1/+1 for each land card
in your graveyard"); ``state`` names a state of the source ("as long as it's your turn",
"as long as ~ is untapped", "as long as ~ is attacking"). The count reads printed
characteristics only (types, subtypes, supertypes, colours: ``Count.filter``), so it never
reads another static ability; only a power/toughness bound ("a 1/1 creature") reads the
current power and toughness.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from deckstats.cards.presence import ATTACKING, GRAVEYARD, KICKED, UNTAPPED, YOUR_TURN, YOURS, Count
from deckstats.engine.memo import IdMemo

if TYPE_CHECKING:
    from deckstats.cards.dsl import Static
    from deckstats.cards.targets import Filter
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


class _CountSpec:
    """A ``Count`` and its ``Filter`` read once into native fields (``count_of``'s loop).

    ``Count`` and ``Filter`` are interpreted dataclasses of the card layer: reading their
    fields from compiled code is a generic attribute lookup each time, and a static ability
    like Kird Ape's is counted at every power or toughness query. The spec holds the same
    values, so the count is the same (CR 109.2: the printed part of the filter).
    """

    __slots__ = (
        "at_least",
        "card_type",
        "colors",
        "filter",
        "graveyard",
        "none",
        "not_colors",
        "not_supertypes",
        "not_type",
        "other",
        "sized",
        "subtypes",
        "supertypes",
        "yours",
    )

    def __init__(self, c: Count) -> None:
        f = c.filter
        self.yours: bool = c.whose == YOURS
        self.graveyard: bool = c.zone == GRAVEYARD
        self.other: bool = bool(c.other)
        self.at_least: int = int(c.at_least)
        self.none: bool = bool(c.none)
        self.card_type: int = int(f.card_type)
        self.not_type: int = int(f.not_type)
        self.subtypes: tuple[str, ...] = tuple(f.subtypes)
        self.supertypes: int = int(f.supertypes)
        self.not_supertypes: int = int(f.not_supertypes)
        self.colors: int = int(f.colors)
        self.not_colors: int = int(f.not_colors)
        self.sized: bool = not (
            f.min_power is None and f.max_power is None and f.max_toughness is None
        )
        self.filter: Filter = f

    def fits(self, obj: GameObject) -> bool:
        """The printed part of the filter (CR 109.2): types, subtypes, supertypes, colours."""
        types = obj.info.types
        if self.card_type and not types & self.card_type:
            return False
        if self.not_type and types & self.not_type:
            return False
        card = obj.card
        if self.subtypes:
            printed = card.subtypes
            for s in self.subtypes:
                if s in printed:
                    break
            else:
                return False
        if self.supertypes or self.not_supertypes:
            supertypes = int(card.supertypes)
            if self.supertypes and (supertypes & self.supertypes) != self.supertypes:
                return False
            if self.not_supertypes and supertypes & self.not_supertypes:
                return False
        if self.colors or self.not_colors:
            colors = int(card.colors)
            if self.colors and not colors & self.colors:
                return False
            if self.not_colors and colors & self.not_colors:
                return False
        return True


_SPECS: Final[IdMemo[Count, _CountSpec]] = IdMemo(_CountSpec)


def count_of(game: Game, src: GameObject, c: Count) -> int:
    """CR 611.3a: how many objects ``c`` names now, from ``src``'s controller's view."""
    return _count(game, src, _SPECS.get(c), -1)


def _count(game: Game, src: GameObject, spec: _CountSpec, enough: int) -> int:
    """``count_of`` of a read ``Count``; with ``enough`` > 0, stop once the count reaches it.

    A requirement asks only whether "at least N" (or none) are there, so it stops early.
    """
    n = 0
    for p in game.players:
        if spec.yours and p.pid != src.controller:
            continue
        for o in p.graveyard if spec.graveyard else p.battlefield:
            if spec.other and o is src:
                continue
            if spec.fits(o) and (not spec.sized or _sized(game, o, spec.filter)):
                n += 1
                if n == enough:
                    return n
    return n


def _sized(game: Game, obj: GameObject, f: Filter) -> bool:
    """A "1/1 creature" (Lovestruck Beast's ``Count(none=True)``): current power, toughness.

    CR 208.3. Only keyword statics ask this (``oracle.unless_control``), and the power of a
    creature reads only power-changing statics, so the count never recurses.
    """
    if f.min_power is None and f.max_power is None and f.max_toughness is None:
        return True
    p = game.power(obj)
    if (f.min_power is not None and p < f.min_power) or (
        f.max_power is not None and p > f.max_power
    ):
        return False
    return f.max_toughness is None or game.toughness(obj) <= f.max_toughness


def static_requirements_hold(game: Game, src: GameObject, st: Static) -> bool:
    """CR 604.2: ``st``'s "as long as" requirement (a count, a state of its source) holds."""
    if st.state:
        if st.state == YOUR_TURN and game.active != src.controller:
            return False
        if st.state == UNTAPPED and src.tapped:
            return False
        if st.state == ATTACKING and not src.attacking:
            return False
        if st.state == KICKED and not src.kicked:
            return False  # CR 702.33d: Kavu Titan's "with trample" if it was kicked
    c = st.requires
    if c is None:
        return True
    spec = _SPECS.get(c)
    if spec.none:
        return _count(game, src, spec, 1) == 0
    return _count(game, src, spec, spec.at_least) >= spec.at_least


__all__ = ["count_of", "static_requirements_hold"]
