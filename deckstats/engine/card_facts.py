"""Native copies of the ability facts the engine reads in its hot loops (``StaticFacts``).

``Static``, ``Activated`` and ``Cost`` are plain Python dataclasses (``cards.dsl``): code
compiled by mypyc reads each of their fields through CPython's generic attribute lookup,
and the characteristics of every object are asked for many times a game. ``CardInfo``
(``engine.info``, built once per ``CardDef``) keeps one of these compiled records per
static ability (CR 604, 611.3) and per activated ability (CR 602), with the same values,
and ``engine.characteristics`` and ``engine.casting`` read them instead: same games.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from deckstats.cards.effects import Condition, GainLevel
from deckstats.cards.targets import NO_FILTER, Filter, Target

if TYPE_CHECKING:
    from deckstats.cards.cost_extra import CostExtra
    from deckstats.cards.dsl import Activated, Cost, Static
    from deckstats.cards.effects import Effect
    from deckstats.cards.mana import ManaCost
    from deckstats.cards.presence import Count


class StaticFacts:
    """One static ability (``dsl.Static``) as read by ``characteristics._static_applies``.

    ``condition`` is the "as long as" ``Condition`` (CR 604.2), None for always;
    ``guarded`` says ``presence.static_requirements_hold`` must be asked (a count or a
    state of the source); ``any_filter`` is False when ``filter`` accepts everything.
    ``granted`` holds the granted protection colours, protection from opponents,
    landwalk land type and ward cost, in that order (``characteristics._granted``).
    """

    __slots__ = (
        "any_filter",
        "applies_to",
        "changes_keywords",
        "condition",
        "filter",
        "from_graveyard",
        "granted",
        "guarded",
        "keywords",
        "loses",
        "other",
        "per",
        "power",
        "static",
        "toughness",
    )

    def __init__(self, st: Static) -> None:
        self.static = st
        self.power: int = st.power
        self.toughness: int = st.toughness
        self.keywords = int(st.keywords)
        self.loses = int(st.loses)
        self.changes_keywords = bool(self.keywords or self.loses)
        self.applies_to = int(st.applies_to)
        self.filter: Filter = st.filter
        self.any_filter = st.filter != NO_FILTER
        self.other: bool = st.other
        self.condition: Condition | None = Condition(st.condition) if st.condition else None
        self.guarded = st.requires is not None or bool(st.state)
        self.per: Count | None = st.per
        self.from_graveyard: bool = st.from_graveyard
        self.granted: tuple[Any, ...] = (st.protection, st.from_opponents, st.landwalk, st.ward)


class ExtraFacts:
    """An ability's further costs and restrictions (``CostExtra``; CR 118.3, 602.5b).

    The fields ``activation_costs.extra_cost_ok`` checks before each activation.
    """

    __slots__ = (
        "attacking",
        "condition",
        "crew",
        "discard_filter",
        "extra",
        "hand_exactly",
        "once_per_turn",
        "remove_count",
        "return_filter",
        "sacrifice_count",
        "taps",
        "your_turn",
    )

    def __init__(self, x: CostExtra) -> None:
        self.extra = x
        self.once_per_turn: bool = x.once_per_turn
        self.your_turn: bool = x.your_turn
        self.attacking: bool = x.attacking
        self.hand_exactly: int = x.hand_exactly
        self.discard_filter: Filter | None = x.discard_filter
        self.condition: Condition | None = x.condition
        self.sacrifice_count: int = x.sacrifice_count
        self.remove_count: int = x.remove_count
        self.crew: int = x.crew
        #: A tap part: "Tap N untapped <kind> you control" or crew (CR 702.122a).
        self.taps = x.tap_filter is not None or bool(x.crew)
        self.return_filter: Filter | None = x.return_filter


class AbilityFacts:
    """One activated ability (``dsl.Activated``) and its cost, as ``engine.casting`` reads them.

    ``rare_costs`` is False when the only cost parts to check before paying are {T} and
    the mana (CR 602.2b, 118.3); ``level`` is the class level a "Level N" ability needs
    now (N - 1, CR 716.2a) when ``gains_level``; ``specs`` its target specs.
    """

    __slots__ = (
        "ability",
        "cost",
        "discard",
        "effect",
        "energy",
        "exile_from_graveyard",
        "exile_self",
        "extra",
        "extra_facts",
        "gains_level",
        "level",
        "life",
        "loyalty",
        "loyalty_x",
        "mana",
        "only_if_control",
        "rare_costs",
        "remove_counter",
        "sacrifice",
        "sacrifice_self",
        "sorcery_speed",
        "specs",
        "tap",
        "x_positive",
    )

    def __init__(self, ab: Activated, specs: list[Target]) -> None:
        c = ab.cost
        self.ability = ab
        self.cost: Cost = c
        self.effect: tuple[Effect, ...] = ab.effect
        self.sorcery_speed: bool = ab.sorcery_speed
        self.only_if_control = ab.only_if_control is not None
        self.mana: ManaCost | None = c.mana
        self.tap: bool = c.tap
        self.life: int = c.life
        self.discard: int = c.discard
        self.exile_from_graveyard: int = c.exile_from_graveyard
        self.energy: int = c.energy
        self.remove_counter: str = c.remove_counter
        self.sacrifice: Filter | None = c.sacrifice
        self.sacrifice_self: bool = c.sacrifice_self
        self.exile_self: bool = c.exile_self
        self.extra: CostExtra | None = c.extra
        self.extra_facts = ExtraFacts(c.extra) if c.extra is not None else None
        self.loyalty: int | None = c.loyalty
        self.x_positive = c.extra is not None and c.extra.x_positive
        self.loyalty_x = c.extra is not None and c.extra.loyalty_x
        first = ab.effect[0] if ab.effect else None
        self.gains_level = type(first) is GainLevel
        self.level: int = first.level - 1 if type(first) is GainLevel else 0
        self.specs = specs
        self.rare_costs = bool(
            c.life
            or c.discard
            or c.exile_from_graveyard
            or c.energy
            or c.remove_counter
            or c.sacrifice is not None
            or c.extra is not None
            or c.loyalty is not None
            or self.gains_level
        )
