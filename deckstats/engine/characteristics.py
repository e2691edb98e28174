"""Derived characteristics: power, toughness, keywords (CR 208, 613 layers 6 and 7).

Values are computed from the printed card, counters (CR 122), "until end of turn"
changes and static abilities of permanents on the battlefield (CR 604, 611.3). The game
keeps the list of permanents with static abilities, so the common case (no statics)
costs a few attribute reads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.targets import Filter, Ref

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef
    from deckstats.cards.dsl import Static
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def _static_applies(game: Game, src: GameObject, st: Static, obj: GameObject) -> bool:
    """CR 604.2, 611.3a: does static ability ``st`` of ``src`` affect ``obj`` now?"""
    at = st.applies_to
    if at == Ref.SELF:
        return src is obj
    if at == Ref.ENCHANTED_OR_EQUIPPED:
        return src.attached_to == obj.oid
    if not obj.info.is_creature:
        return False
    if st.other and src is obj:
        return False
    if at == Ref.CREATURES_YOU_CONTROL:
        ok = obj.controller == src.controller
    elif at == Ref.CREATURES_OPPONENTS_CONTROL:
        ok = obj.controller != src.controller
    elif at in (Ref.EACH_CREATURE, Ref.EACH_OTHER_CREATURE):
        ok = not (at == Ref.EACH_OTHER_CREATURE and src is obj)
    else:
        ok = False
    return ok and (st.filter is _NO_FILTER or matches(game, obj, st.filter))


_NO_FILTER = Filter()


def power(game: Game, obj: GameObject) -> int:
    """CR 208.3, 613.4: the object's current power."""
    p = obj.info.power + obj.temp_power
    c = obj.counters
    if c:
        p += c.get("+1/+1", 0) - c.get("-1/-1", 0)
    if game.static_sources:
        for src in game.static_sources:
            for st in src.info.statics:
                if st.power and _static_applies(game, src, st, obj):
                    p += st.power
    return p


def toughness(game: Game, obj: GameObject) -> int:
    """CR 208.3, 613.4: the object's current toughness."""
    t = obj.info.toughness + obj.temp_toughness
    c = obj.counters
    if c:
        t += c.get("+1/+1", 0) - c.get("-1/-1", 0)
    if game.static_sources:
        for src in game.static_sources:
            for st in src.info.statics:
                if st.toughness and _static_applies(game, src, st, obj):
                    t += st.toughness
    return t


def keywords(game: Game, obj: GameObject) -> int:
    """CR 613.1f (layer 6): the object's current keyword flags as an int."""
    k = obj.info.keywords | obj.temp_keywords
    if game.static_sources:
        for src in game.static_sources:
            for st in src.info.statics:
                if st.keywords and _static_applies(game, src, st, obj):
                    k |= int(st.keywords)
    return k


def matches(game: Game, obj: GameObject, f: Filter) -> bool:
    """Return True when ``obj`` has every characteristic ``f`` asks for (CR 109.2)."""
    card = obj.card
    if f.card_type and not (card.types & f.card_type):
        return False
    if f.not_type and card.types & f.not_type:
        return False
    if f.subtypes and not any(s in card.subtypes for s in f.subtypes):
        return False
    if f.supertypes and (card.supertypes & f.supertypes) != f.supertypes:
        return False
    if f.colors and not (card.colors & f.colors):
        return False
    if f.not_colors and card.colors & f.not_colors:
        return False
    if f.max_mana_value is not None and card.mana_value > f.max_mana_value:
        return False
    if f.min_power is not None and power(game, obj) < f.min_power:
        return False
    if f.max_power is not None and power(game, obj) > f.max_power:
        return False
    if f.tapped is not None and obj.tapped != f.tapped:
        return False
    return not (f.attacking is not None and obj.attacking != f.attacking)


def card_matches(card: CardDef, f: Filter) -> bool:
    """Return True when a card outside the battlefield matches ``f`` (no in-play fields)."""
    if f.card_type and not (card.types & f.card_type):
        return False
    if f.not_type and card.types & f.not_type:
        return False
    if f.subtypes and not any(s in card.subtypes for s in f.subtypes):
        return False
    if f.supertypes and (card.supertypes & f.supertypes) != f.supertypes:
        return False
    if f.colors and not (card.colors & f.colors):
        return False
    if f.not_colors and card.colors & f.not_colors:
        return False
    if f.max_mana_value is not None and card.mana_value > f.max_mana_value:
        return False
    if f.min_power is not None and (card.power or 0) < f.min_power:
        return False
    return not (f.max_power is not None and (card.power or 0) > f.max_power)
