"""Derived characteristics: power, toughness, keywords (CR 208, 613 layers 6 and 7).

Values are computed from the printed card, counters (CR 122), "until end of turn"
changes and static abilities of permanents on the battlefield (CR 604, 611.3). The game
keeps the list of permanents with static abilities, so the common case (no statics)
costs a few attribute reads.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards.counts import Count
from deckstats.cards.targets import Filter, Ref
from deckstats.engine.conditions import condition_holds
from deckstats.engine.flags import ARTIFACT, CHANGELING, ENCHANTMENT
from deckstats.engine.info import card_info, printed_info
from deckstats.engine.memo import IdMemo
from deckstats.engine.presence import count_of, static_requirements_hold
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef
    from deckstats.engine.card_facts import StaticFacts
    from deckstats.engine.game import Game
    from deckstats.engine.info import CardInfo
    from deckstats.engine.state import GameObject


def _static_applies(game: Game, src: GameObject, st: StaticFacts, obj: GameObject) -> bool:
    """CR 604.2, 611.3a: does static ability ``st`` of ``src`` affect ``obj`` now?

    ``st`` is the static's native record (``engine.card_facts``) in ``src.info``.
    """
    if st.from_graveyard != (src.zone is Zone.GRAVEYARD) or (
        st.from_graveyard and src.oid not in game.objects
    ):
        return False  # CR 113.6: a graveyard static works only there (Anger), others not there
    if st.condition is not None and not condition_holds(game, src.controller, st.condition):
        return False  # "as long as <condition>" (metalcraft, delirium, threshold)
    if st.guarded and not static_requirements_hold(game, src, st.static):
        return False  # "as long as you control a Forest / it's your turn" (engine.presence)
    # What the static names: itself ("~ gets +1/+1"), what it enchants or equips, or
    # creatures by controller ("creatures you control get +1/+1", CR 611.3a).
    at = st.applies_to
    if at == _SELF:
        return src is obj
    if at == _ATTACHED:
        return src.attached_to == obj.oid
    if at == _PERMANENTS_YOURS:  # "Other enchantments you control have shroud."
        mine = obj.controller == src.controller and not (st.other and src is obj)
        return mine and matches(game, obj, st.filter)
    if not obj.info.is_creature:
        return False
    if st.other and src is obj:
        return False
    if at == _CREATURES_YOURS:
        ok = obj.controller == src.controller
    elif at == _CREATURES_THEIRS:
        ok = obj.controller != src.controller
    elif at in (_EACH_CREATURE, _EACH_OTHER_CREATURE):
        ok = not (at == _EACH_OTHER_CREATURE and src is obj)
    else:
        ok = False
    return ok and (not st.any_filter or matches(game, obj, st.filter))


# ``Ref`` values as plain ints, for the compiled hot loop.
_SELF: Final = int(Ref.SELF)
_ATTACHED: Final = int(Ref.ENCHANTED_OR_EQUIPPED)
_PERMANENTS_YOURS: Final = int(Ref.PERMANENTS_YOU_CONTROL)
_CREATURES_YOURS: Final = int(Ref.CREATURES_YOU_CONTROL)
_CREATURES_THEIRS: Final = int(Ref.CREATURES_OPPONENTS_CONTROL)
_EACH_CREATURE: Final = int(Ref.EACH_CREATURE)
_EACH_OTHER_CREATURE: Final = int(Ref.EACH_OTHER_CREATURE)


_NO_FILTER: Final = Filter()


#: The reader of a counted characteristic-defining P/T: ``engine.counts.count_value``, which
#: registers itself here on import (it reads filters from this module: no import cycle).
COUNT_READER: list[Callable[[Game, int, Count, str, GameObject | None], int]] = []


def cda_count(game: Game, obj: GameObject, count: str | Count) -> int:
    """CR 604.3, 208.2a: what a characteristic-defining power/toughness counts now.

    "~'s power is equal to the number of card types among cards in all graveyards"
    (Tarmogoyf, Lhurgoyf family), lands or creatures its controller controls, cards in
    hand. A CDA works in every zone (CR 604.3), so it is read from the current state.
    """
    if not isinstance(count, str):
        return COUNT_READER[0](game, obj.controller, count, obj.card.name, obj)
    you = game.players[obj.controller]
    if count == "types_in_all_graveyards":
        seen = 0
        for q in game.players:
            for o in q.graveyard:
                seen |= o.info.types
        return sum(1 for b in (1, 2, 4, 8, 16, 32, 64, 128, 256) if seen & b)  # CR 205.2a
    if count == "lands_you_control":
        return sum(1 for o in you.battlefield if o.info.is_land)
    if count == "creatures_you_control":
        return sum(1 for o in you.battlefield if o.info.is_creature)
    if count == "cards_in_hand":
        return len(you.hand)
    if count == "artifacts_you_control":
        return sum(1 for o in you.battlefield if o.info.types & ARTIFACT)
    if count == "artifacts_or_enchantments_you_control":
        return sum(1 for o in you.battlefield if o.info.types & (ARTIFACT | ENCHANTMENT))
    return 0


def power(game: Game, obj: GameObject) -> int:
    """CR 208.3, 613.4: the object's current power (a CDA first, CR 613.4a)."""
    cda = obj.info.pt_cda
    base = obj.info.power if cda is None else cda_count(game, obj, cda[0]) + cda[1]
    return _with_modifications(game, obj, base + obj.temp_power, True)


def toughness(game: Game, obj: GameObject) -> int:
    """CR 208.3, 613.4: the object's current toughness (a CDA first, CR 613.4a)."""
    cda = obj.info.pt_cda
    if cda is None or cda[2] is None:
        base = obj.info.toughness
    else:
        base = cda_count(game, obj, cda[0]) + cda[2]
    return _with_modifications(game, obj, base + obj.temp_toughness, False)


def _with_modifications(game: Game, obj: GameObject, value: int, of_power: bool) -> int:
    """Power or toughness after counters (CR 613.4c) and static +N/+N (CR 613.4b-c).

    ``value`` is the base (printed or CDA, CR 613.4a) with the "until end of turn"
    changes already added; ``of_power`` picks which half of each static's bonus counts.
    """
    c = obj.counters
    if c:
        value += c.get("+1/+1", 0) - c.get("-1/-1", 0)
        if not of_power and "-0/-1" in c:
            value -= c["-0/-1"]  # Wall of Roots' cost (CR 122.1a)
    if game.static_sources:
        for src in game.static_sources:
            for st in src.info.static_facts:
                n = st.power if of_power else st.toughness
                if n and _static_applies(game, src, st, obj):
                    # "+1/+1 for each <object>" (CR 611.3a): counted now (engine.presence)
                    value += n if st.per is None else n * count_of(game, src, st.per)
    return value


def keywords(game: Game, obj: GameObject) -> int:
    """CR 613.1f (layer 6): the object's current keyword flags as an int."""
    k = obj.info.keywords | obj.temp_keywords
    if game.static_sources:
        lost = 0
        for src in game.static_sources:
            for st in src.info.static_facts:
                if st.changes_keywords and _static_applies(game, src, st, obj):
                    k |= st.keywords
                    lost |= st.loses
        if lost:
            k &= ~lost  # "loses flying" (Colossus Hammer): after the grants, CR 613.1f
    return k


def self_keywords(game: Game, obj: GameObject) -> int:
    """CR 702.85a: keywords a spell gives itself "as long as <condition>" (Bloodbraid Marauder).

    Read as the spell is cast, on the stack: the static's ``Condition`` of its controller.
    """
    k = 0
    for st in obj.info.static_facts:
        if (
            st.applies_to == _SELF
            and st.keywords
            and st.condition is not None
            and condition_holds(game, obj.controller, st.condition)
        ):
            k |= st.keywords
    return k


def _granted(game: Game, obj: GameObject, field: int) -> list[Any]:
    """The non-empty values of ``field`` of the static abilities that apply to ``obj`` now.

    ``field`` indexes ``StaticFacts.granted``: ``_PROTECTION``, ``_FROM_OPPONENTS``,
    ``_LANDWALK`` or ``_WARD``.
    """
    out: list[Any] = []
    for src in game.static_sources:
        for st in src.info.static_facts:
            value = st.granted[field]
            if value and _static_applies(game, src, st, obj):
                out.append(value)
    return out


# The indices of ``StaticFacts.granted``.
_PROTECTION, _FROM_OPPONENTS, _LANDWALK, _WARD = 0, 1, 2, 3


def granted_protection(game: Game, obj: GameObject) -> int:
    """CR 702.16, 613.1f: the colours of protection static abilities grant ``obj`` now."""
    colors = 0
    for c in _granted(game, obj, _PROTECTION):
        colors |= int(c)
    return colors


def protected_from_player(game: Game, obj: GameObject) -> bool:
    """CR 702.16j: ``obj`` has protection from its controller's opponent (True-Name Nemesis)."""
    return bool(_granted(game, obj, _FROM_OPPONENTS))


def landwalks(game: Game, obj: GameObject) -> list[str]:
    """CR 702.14: the land types of the landwalk abilities ``obj`` has now."""
    return _granted(game, obj, _LANDWALK)


def granted_wards(game: Game, obj: GameObject) -> list[int]:
    """CR 702.21a-b: the ward costs (generic mana) static abilities grant ``obj`` now."""
    return _granted(game, obj, _WARD)


class CFilter:
    """A ``Filter`` compiled to plain ints (enum flag arithmetic is slow in the hot loop).

    A filter is the "<adjectives> <type>" of a target or a count (CR 109.2, 115.1):
    required and excluded card types, subtypes, supertypes, colours and keywords, mana
    value and power bounds, and the in-play states (tapped, attacking). ``empty`` marks
    the filter that accepts everything, so ``matches`` answers it with one test.
    """

    __slots__ = (
        "adventure",
        "all_types",
        "any_of",
        "attacking",
        "card_type",
        "colors",
        "counter",
        "empty",
        "in_combat",
        "keywords",
        "max_mv",
        "max_power",
        "max_pt_either",
        "max_total_pt",
        "max_toughness",
        "min_mv",
        "min_power",
        "multicolored",
        "name",
        "no_counters",
        "not_colors",
        "not_keywords",
        "not_subtypes",
        "not_supertypes",
        "not_type",
        "owned",
        "rare",
        "subtypes",
        "supertypes",
        "tapped",
        "token",
    )

    def __init__(self, f: Filter) -> None:
        self.card_type = int(f.card_type)
        self.not_type = int(f.not_type)
        self.subtypes = f.subtypes
        self.supertypes = int(f.supertypes)
        self.colors = int(f.colors)
        self.not_colors = int(f.not_colors)
        self.max_mv = f.max_mana_value
        self.min_power = f.min_power
        self.max_power = f.max_power
        self.max_total_pt = f.max_total_pt
        self.max_toughness = f.max_toughness
        self.max_pt_either = f.max_power_or_toughness
        self.tapped = f.tapped
        self.attacking = f.attacking
        self.not_supertypes = int(f.not_supertypes)
        self.min_mv = f.min_mana_value
        self.keywords = int(f.keywords)
        self.not_keywords = int(f.not_keywords)
        self.empty = f == _NO_FILTER
        self.all_types = int(f.all_types)
        self.name = f.name
        self.token = f.token
        self.not_subtypes = f.not_subtypes
        self.in_combat, self.no_counters = f.in_combat, f.no_counters  # (round 39)
        self.multicolored, self.adventure = f.multicolored, f.adventure  # (round 40)
        self.any_of = f.any_of  # a disjunction of filters (round 40)
        self.owned = f.owned  # "you own" (CR 108.3; round 40)
        self.counter = f.counter  # "with a stun counter on it" (CR 122.1; round 44)
        #: One test for the rarely set fields (``all_types``, ``name``, ``not_subtypes``).
        self.rare = bool(
            self.all_types
            or self.name
            or self.not_subtypes
            or self.max_pt_either is not None
            or self.in_combat
            or self.no_counters
            or self.multicolored
            or self.adventure
            or bool(self.any_of)
            or self.owned
            or bool(self.counter)
        )


_FILTERS: IdMemo[Filter, CFilter] = IdMemo(CFilter)


def compile_filter(f: Filter) -> CFilter:
    """Return the cached compiled form of ``f``."""
    return _FILTERS.get(f)


def _card_ok(card: CardInfo, types: int, c: CFilter) -> bool:
    """The printed-card part of a filter: types, subtypes, supertypes, colours, mana value.

    ``card`` is the printed card's ``CardInfo``; ``types`` is passed in because a
    permanent's types are read from its own (``obj.info``, which an effect may derive).
    """
    if c.card_type and not (types & c.card_type):
        return False
    if c.not_type and types & c.not_type:
        return False
    if (
        c.subtypes
        and not any(s in card.subtypes for s in c.subtypes)
        and not (card.keywords & CHANGELING and any(card.card.has_subtype(s) for s in c.subtypes))
    ):
        return False  # CR 702.73a: a changeling is every creature type
    if c.supertypes and (card.supertypes & c.supertypes) != c.supertypes:
        return False
    if c.colors and not (card.colors & c.colors):
        return False
    if c.not_colors and card.colors & c.not_colors:
        return False
    if c.not_supertypes and card.supertypes & c.not_supertypes:
        return False
    if c.min_mv is not None and card.mana_value < c.min_mv:
        return False
    if c.rare and (
        (types & c.all_types) != c.all_types
        or (c.name != "" and card.name != c.name)
        or any(card.card.has_subtype(s) for s in c.not_subtypes)
        or (c.multicolored and card.colors.bit_count() < 2)  # CR 105.2c
        or (c.adventure and card.card.layout != "adventure")  # CR 715.2
    ):
        return False
    return not (c.max_mv is not None and card.mana_value > c.max_mv)


def _keywords_ok(k: int, c: CFilter) -> bool:
    """``k`` has every keyword ``c`` requires ("with flying") and none it excludes."""
    return (k & c.keywords) == c.keywords and not k & c.not_keywords


def matches(game: Game, obj: GameObject, f: Filter) -> bool:
    """Return True when ``obj`` has every characteristic ``f`` asks for (CR 109.2)."""
    return matches_compiled(game, obj, compile_filter(f))


def matches_compiled(game: Game, obj: GameObject, c: CFilter) -> bool:
    """``matches`` with the filter already compiled (a hot caller keeps the ``CFilter``)."""
    if c.empty:
        return True
    if not _card_ok(printed_info(obj), obj.info.types, c):
        return False
    if c.min_power is not None and power(game, obj) < c.min_power:
        return False
    if c.max_power is not None and power(game, obj) > c.max_power:
        return False
    if c.max_toughness is not None and toughness(game, obj) > c.max_toughness:
        return False
    if c.max_total_pt is not None and power(game, obj) + toughness(game, obj) > c.max_total_pt:
        return False
    if c.rare and c.max_pt_either is not None:
        bound = c.max_pt_either  # CR 208.1: power or toughness N or less
        if power(game, obj) > bound and toughness(game, obj) > bound:
            return False
    if c.rare and not _state_ok(obj, c):
        return False
    if c.rare and c.any_of and not any(matches(game, obj, g) for g in c.any_of):
        return False
    if c.tapped is not None and obj.tapped != c.tapped:
        return False
    if c.token is not None and obj.is_token != c.token:
        return False  # "creature tokens" / "nontoken creatures" (CR 111.1)
    if (c.keywords or c.not_keywords) and not _keywords_ok(keywords(game, obj), c):
        return False  # CR 613.1f: the object's current keywords, granted ones included
    return not (c.attacking is not None and obj.attacking != c.attacking)


def _state_ok(obj: GameObject, c: CFilter) -> bool:
    """The rare in-play states: in combat (CR 506.4), no counters (CR 122.1), owned (CR 108.3)."""
    if c.in_combat and not (obj.attacking or obj.blocking):
        return False
    if c.owned and obj.owner != obj.controller:
        return False  # CR 108.3: "you own" (with "you control": owned and controlled)
    if c.counter and not (obj.counters or {}).get(c.counter, 0) > 0:
        return False  # "with a stun counter on it" (Floodpits Drowner)
    return not (c.no_counters and any(n > 0 for n in (obj.counters or {}).values()))


def card_matches(card: CardDef, f: Filter) -> bool:
    """Return True when a card outside the battlefield matches ``f`` (no in-play fields)."""
    c = compile_filter(f)
    if c.empty:
        return True
    info = card_info(card)  # the card's facts, read natively
    if not _card_ok(info, info.types, c):
        return False
    if c.min_power is not None and info.power < c.min_power:
        return False
    if (c.keywords or c.not_keywords) and not _keywords_ok(info.keywords, c):
        return False
    if c.max_total_pt is not None and info.power + info.toughness > c.max_total_pt:
        return False
    if c.max_toughness is not None and info.toughness > c.max_toughness:
        return False  # Recruiter of the Guard: "with toughness 2 or less"
    if c.rare and c.max_pt_either is not None:
        bound = c.max_pt_either  # a creature spell's printed power or toughness (CR 208.1)
        if info.power > bound and info.toughness > bound:
            return False
    if c.rare and c.any_of and not any(card_matches(card, g) for g in c.any_of):
        return False
    return not (c.max_power is not None and info.power > c.max_power)
