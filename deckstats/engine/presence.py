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

from typing import TYPE_CHECKING

from deckstats.cards.presence import ATTACKING, GRAVEYARD, KICKED, UNTAPPED, YOUR_TURN, YOURS, Count

if TYPE_CHECKING:
    from deckstats.cards.dsl import Static
    from deckstats.cards.targets import Filter
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def _fits(obj: GameObject, f: Filter) -> bool:
    """The printed part of ``f`` (CR 109.2): types, subtypes, supertypes, colours."""
    card = obj.card
    types = int(obj.info.types)
    if f.card_type and not types & int(f.card_type):
        return False
    if f.not_type and types & int(f.not_type):
        return False
    if f.subtypes and not any(s in card.subtypes for s in f.subtypes):
        return False
    if f.supertypes and (int(card.supertypes) & int(f.supertypes)) != int(f.supertypes):
        return False
    if f.not_supertypes and int(card.supertypes) & int(f.not_supertypes):
        return False
    if f.colors and not int(card.colors) & int(f.colors):
        return False
    return not (f.not_colors and int(card.colors) & int(f.not_colors))


def count_of(game: Game, src: GameObject, c: Count) -> int:
    """CR 611.3a: how many objects ``c`` names now, from ``src``'s controller's view."""
    n = 0
    for p in game.players:
        if c.whose == YOURS and p.pid != src.controller:
            continue
        for o in p.graveyard if c.zone == GRAVEYARD else p.battlefield:
            if (not c.other or o is not src) and _fits(o, c.filter) and _sized(game, o, c.filter):
                n += 1
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
    n = count_of(game, src, c)
    return n == 0 if c.none else n >= c.at_least


__all__ = ["count_of", "static_requirements_hold"]
