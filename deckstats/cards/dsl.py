"""Constructors for card definitions: ``creature()``, ``instant()``, ``land()``, ...

The pool modules and the Oracle compiler build every ``CardDef`` through these, so the
derived fields (colours from the cost, mana value, produced colours) are always set the
same way. Abilities are frozen values: ``Activated``, ``Triggered``, ``Static`` and the
land rule ``EntersTapped``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from deckstats.cards.cost_extra import CostExtra
from deckstats.cards.effects import (
    AddMana,
    AddManaFor,
    AddManaIfControl,
    AddOneOf,
    AttachTo,
    Effect,
)
from deckstats.cards.mana import ManaCost, parse_mana_cost
from deckstats.cards.model import (
    NO_COLOR,
    NO_KEYWORD,
    NO_SUPERTYPE,
    CardDef,
    CardType,
    Color,
    Keyword,
    Supertype,
    color_from_letter,
)
from deckstats.cards.presence import Count
from deckstats.cards.targets import (
    NO_FILTER,
    TARGET_CREATURE,
    TARGET_CREATURE_YOU_CONTROL,
    Filter,
    Ref,
    Target,
)
from deckstats.cards.triggers import TriggerCondition

__all__ = [
    "ALWAYS_TAPPED",
    "TAP",
    "Activated",
    "Cost",
    "EntersTapped",
    "Static",
    "Triggered",
    "adventure",
    "artifact",
    "aura",
    "basic_land",
    "creature",
    "enchantment",
    "equipment",
    "instant",
    "land",
    "mana_ability",
    "mdfc",
    "planeswalker",
    "sorcery",
    "split",
    "token",
]


@dataclass(frozen=True, slots=True)
class Cost:
    """The cost of an activated ability (CR 602.1, 118).

    Attributes:
        mana: mana to pay, or ``None``.
        tap: ``{T}``: tap this permanent (CR 107.5); needs no summoning sickness for creatures.
        life: life to pay (CR 119.4: only with at least that much life).
        sacrifice_self: sacrifice this permanent.
        discard: cards to discard from hand.
        loyalty: loyalty change for a planeswalker ability (CR 606), e.g. +1 or -3.
        exile_self: "Exile ~": exile this permanent (Relic of Progenitus, CR 118.3).
        energy: "Pay {E}{E}": energy counters the controller removes (CR 107.14, 118.3).
        remove_counter: "Remove a +1/+1 counter from ~": the kind of the counter removed
            from this permanent (CR 118.3, 122; Walking Ballista), or "".
        sacrifice: "Sacrifice a creature" (Goblin Bombardment, CR 118.3, 701.21): one
            permanent the controller chooses among those matching this filter, or ``None``;
            ``sacrifice_other``: "Sacrifice another creature" (not this permanent).
    """

    mana: ManaCost | None = None
    tap: bool = False
    life: int = 0
    sacrifice_self: bool = False
    discard: int = 0
    loyalty: int | None = None
    exile_self: bool = False
    energy: int = 0
    remove_counter: str = ""
    sacrifice: Filter | None = None
    sacrifice_other: bool = False
    #: "Exile three cards from your graveyard" (Psychic Frog; CR 118.3): cards of the
    #: controller's graveyard they choose, exiled as the cost.
    exile_from_graveyard: int = 0
    #: Further costs and restrictions (``cards.cost_extra``): "Tap two untapped Elves you
    #: control", crew, "Sacrifice two artifacts", "Activate only once each turn"; or ``None``.
    extra: CostExtra | None = None


TAP = Cost(tap=True)


@dataclass(frozen=True, slots=True)
class Activated:
    """An activated ability "[cost]: [effect]" (CR 602).

    It is a mana ability (CR 605.1a) when every effect adds mana and it has no target;
    ``is_mana_ability`` is derived. ``sorcery_speed`` marks "activate only as a sorcery"
    (equip, loyalty abilities). ``only_if_control`` / ``only_if_count``: "Activate only if
    you control <count or more> <filter>" (CR 602.5b): an Island or a Swamp (the Verge
    lands), three or more artifacts (Mox Opal's metalcraft). ``spend_only``: the mana it
    makes may be spent only to cast spells matching this filter (CR 106.6: "Spend this
    mana only to cast artifact spells", Mishra's Workshop); it never pays other costs here.
    """

    cost: Cost
    effect: tuple[Effect, ...]
    sorcery_speed: bool = False
    text: str = ""
    only_if_control: Filter | None = None
    only_if_count: int = 1
    spend_only: Filter | None = None
    #: "..., and that spell can't be countered" (Cavern of Souls, Delighted Halfling): a
    #: spell this restricted mana paid for can't be countered (CR 106.6, 101.2;
    #: ``engine.mana_riders``).
    spend_uncounterable: bool = False

    @property
    def is_mana_ability(self) -> bool:
        """CR 605.1a: an untargeted activated ability that adds mana."""
        return bool(self.effect) and all(
            isinstance(e, AddMana | AddOneOf | AddManaFor | AddManaIfControl) for e in self.effect
        )


@dataclass(frozen=True, slots=True)
class Triggered:
    """A triggered ability "When/Whenever/At ..., effect" (CR 603).

    ``once_each_turn``: "This ability triggers only once each turn" (Elvish Warmaster).
    """

    when: TriggerCondition
    effect: tuple[Effect, ...]
    optional: bool = False
    text: str = ""
    once_each_turn: bool = False


@dataclass(frozen=True, slots=True)
class Static:
    """A static ability changing power, toughness or keywords (CR 604, layer 7c / 6).

    ``applies_to`` is ``Ref.CREATURES_YOU_CONTROL`` for an anthem ("creatures you control
    get +1/+1", narrowed by ``filter``), ``Ref.ENCHANTED_OR_EQUIPPED`` for Auras and
    Equipment, ``Ref.SELF`` for the object itself. ``other`` excludes the source.
    """

    power: int = 0
    toughness: int = 0
    keywords: Keyword = NO_KEYWORD
    applies_to: Ref = Ref.CREATURES_YOU_CONTROL
    filter: Filter = NO_FILTER
    other: bool = False
    #: "As long as <condition>" (CR 604.2): a ``effects.Condition`` value, 0 for always
    #: (metalcraft, delirium, threshold: Carapace Forger, Werebear).
    condition: int = 0
    #: "as long as you control <N> or more <objects>" (Kird Ape, Svyelun): ``presence.Count``.
    requires: Count | None = None
    #: "+N/+N for each <object>" (Knight of the Reliquary, Ethereal Armor): the bonus is
    #: multiplied by this ``presence.Count`` (CR 611.3a: counted continuously).
    per: Count | None = None
    #: A state of the source: ``presence.YOUR_TURN``, ``UNTAPPED``, ``ATTACKING``; "" for none.
    state: str = ""
    #: "has protection from red and from blue" (Sword of Fire and Ice, CR 702.16): colours.
    protection: Color = NO_COLOR
    #: "have ward {1}" (Coppercoat Vanguard, CR 702.21a): the ward's generic mana, 0 for none.
    ward: int = 0
    #: "has islandwalk" (CR 702.14): the land type, "" for none; printed landwalk is a
    #: ``Ref.SELF`` static too, so one rule reads both (``engine.combat.can_block``).
    landwalk: str = ""
    #: "protection from the chosen player" (True-Name Nemesis, CR 702.16j), the player being
    #: an opponent: from everything that opponent controls.
    from_opponents: bool = False
    #: "As long as ~ is in your graveyard [and ...], ..." (Anger, Wonder; CR 113.6): the
    #: ability works only while its card is in its owner's graveyard (``engine.gy_statics``).
    from_graveyard: bool = False
    loses: Keyword = NO_KEYWORD  # "... and loses flying." (Colossus Hammer, CR 613.1f)


@dataclass(frozen=True, slots=True)
class EntersTapped:
    """A land or permanent that enters tapped, unless a condition holds (CR 614.1d).

    With no fields set it always enters tapped. ``unless_pay_life``: shock lands ("you
    may pay 2 life"). ``unless_control``: check lands ("unless you control a Mountain or a
    Forest"). ``unless_lands_at_most``: fast lands ("unless you control two or fewer other
    lands"). ``unless_lands_at_least``: slow lands ("two or more other lands").
    ``unless_control_count``: how many other lands of ``unless_control``'s types (Mystic
    Sanctuary: "three or more other Islands"; castles: "an Island" is 1).
    ``unless_basics_at_least``: battle lands ("two or more basic lands").
    ``unless_reveal``: reveal lands ("you may reveal a Plains or Island card from your
    hand"; a Dragon card). ``unless_turn_at_most``: "unless it's your first, second, or
    third turn of the game" (3).
    """

    unless_pay_life: int = 0
    unless_control: tuple[str, ...] = ()
    unless_lands_at_most: int | None = None
    unless_lands_at_least: int | None = None
    unless_control_count: int = 1
    unless_basics_at_least: int | None = None
    unless_reveal: tuple[str, ...] = ()
    unless_turn_at_most: int | None = None

    def untapped(
        self, other_lands: Iterable[CardDef], hand: Iterable[CardDef], turns_taken: int
    ) -> bool:
        """CR 614.1d: whether the "unless" condition holds (never for ``unless_pay_life``).

        ``other_lands``: the other lands the player controls; ``hand``: the cards in hand
        it could reveal; ``turns_taken``: the player's turns begun, this one included.
        """
        if self.unless_control:
            n = sum(1 for c in other_lands if any(t in c.subtypes for t in self.unless_control))
            return n >= self.unless_control_count
        if self.unless_lands_at_most is not None:
            return sum(1 for _ in other_lands) <= self.unless_lands_at_most
        if self.unless_lands_at_least is not None:
            return sum(1 for _ in other_lands) >= self.unless_lands_at_least
        if self.unless_basics_at_least is not None:
            basics = sum(1 for c in other_lands if c.supertypes & Supertype.BASIC)
            return basics >= self.unless_basics_at_least
        if self.unless_reveal:
            return any(any(t in c.subtypes for t in self.unless_reveal) for c in hand)
        if self.unless_turn_at_most is not None:
            return turns_taken <= self.unless_turn_at_most
        return False


ALWAYS_TAPPED = EntersTapped()

Ability = Activated


def _cost(cost: str | None) -> ManaCost | None:
    return None if cost is None else parse_mana_cost(cost)


def _tuple(x: object) -> tuple:  # type: ignore[type-arg]
    if x is None:
        return ()
    if isinstance(x, tuple):
        return x
    if isinstance(x, list):
        return tuple(x)
    return (x,)


def _colors(cost: ManaCost | None, override: str | None) -> Color:
    if override is not None:
        col = NO_COLOR
        for ch in override:
            col |= color_from_letter(ch)
        return col
    return cost.colors if cost else NO_COLOR


def _card(
    name: str,
    types: CardType,
    *,
    cost: str | None,
    supertypes: Supertype = NO_SUPERTYPE,
    subtypes: Iterable[str] = (),
    pt: tuple[int | str, int | str] | None = None,
    loyalty: int | None = None,
    keywords: Keyword = NO_KEYWORD,
    effect: Effect | Iterable[Effect] | None = None,
    abilities: Iterable[Activated] = (),
    triggers: Iterable[Triggered] = (),
    statics: Iterable[Static] = (),
    etb_tapped: EntersTapped | None = None,
    aura_target: Target | None = None,
    color: str | None = None,
    text: str = "",
    any_number: bool = False,
    is_token: bool = False,
    source: str = "builtin",
    unparsed: Iterable[str] = (),
    costs: Iterable[Any] = (),
    modifiers: Iterable[Any] = (),
) -> CardDef:
    mana_cost = _cost(cost)
    power = toughness = None
    power_text = toughness_text = None
    if pt is not None:
        p, t = pt
        power_text, toughness_text = str(p), str(t)
        power = _pt_number(p)
        toughness = _pt_number(t)
    return CardDef(
        name=name,
        cost=mana_cost,
        types=types,
        supertypes=supertypes,
        subtypes=tuple(subtypes),
        power=power,
        toughness=toughness,
        power_text=power_text,
        toughness_text=toughness_text,
        loyalty=loyalty,
        colors=_colors(mana_cost, color),
        keywords=keywords,
        spell=_tuple(effect),
        abilities=tuple(abilities),
        triggers=tuple(triggers),
        statics=tuple(statics),
        etb_tapped=etb_tapped,
        aura_target=aura_target,
        text=text,
        any_number=any_number,
        is_token=is_token,
        source=source,
        unparsed=tuple(unparsed),
        costs=tuple(costs),
        modifiers=tuple(modifiers),
    )


def _pt_number(v: int | str) -> int:
    """Numeric value of a printed power/toughness: ``*`` parts count as 0 (CR 208.2)."""
    if isinstance(v, int):
        return v
    s = v.replace("*", "0").replace("+0", "").replace("-0", "").strip()
    try:
        return int(s) if s else 0
    except ValueError:
        return 0


def creature(
    name: str,
    cost: str | None,
    *,
    pt: tuple[int | str, int | str],
    subtypes: Iterable[str] = (),
    types: CardType = CardType.CREATURE,
    **kw: object,
) -> CardDef:
    """A creature card (CR 302)."""
    return _card(name, types | CardType.CREATURE, cost=cost, pt=pt, subtypes=subtypes, **kw)  # type: ignore[arg-type]


def instant(name: str, cost: str | None, *, effect: object = None, **kw: object) -> CardDef:
    """An instant (CR 304); ``effect`` is what it does on resolution."""
    return _card(name, CardType.INSTANT, cost=cost, effect=effect, **kw)  # type: ignore[arg-type]


def sorcery(name: str, cost: str | None, *, effect: object = None, **kw: object) -> CardDef:
    """A sorcery (CR 307); ``effect`` is what it does on resolution."""
    return _card(name, CardType.SORCERY, cost=cost, effect=effect, **kw)  # type: ignore[arg-type]


def artifact(name: str, cost: str | None, **kw: object) -> CardDef:
    """An artifact (CR 301)."""
    return _card(name, CardType.ARTIFACT, cost=cost, **kw)  # type: ignore[arg-type]


def enchantment(name: str, cost: str | None, **kw: object) -> CardDef:
    """An enchantment (CR 303)."""
    return _card(name, CardType.ENCHANTMENT, cost=cost, **kw)  # type: ignore[arg-type]


def aura(
    name: str,
    cost: str | None,
    *,
    enchant: Target = TARGET_CREATURE,
    **kw: object,
) -> CardDef:
    """An Aura (CR 303.4): the spell targets what it will enchant."""
    return _card(
        name,
        CardType.ENCHANTMENT,
        cost=cost,
        subtypes=("Aura",),
        aura_target=enchant,
        **kw,  # type: ignore[arg-type]
    )


def equipment(name: str, cost: str | None, *, equip: str, **kw: object) -> CardDef:
    """An Equipment (CR 301.5) with "Equip ``equip``" (CR 702.6: sorcery speed)."""
    extra: Any = kw.pop("abilities", ())
    abilities: tuple[Any, ...] = tuple(extra)
    equip_ability = Activated(
        cost=Cost(mana=parse_mana_cost(equip)),
        effect=(AttachTo(TARGET_CREATURE_YOU_CONTROL),),
        sorcery_speed=True,
        text=f"Equip {equip}",
    )
    return _card(
        name,
        CardType.ARTIFACT,
        cost=cost,
        subtypes=("Equipment",),
        abilities=(*abilities, equip_ability),
        **kw,  # type: ignore[arg-type]
    )


def planeswalker(name: str, cost: str | None, *, loyalty: int, **kw: object) -> CardDef:
    """A planeswalker (CR 306) with starting loyalty."""
    return _card(
        name,
        CardType.PLANESWALKER,
        cost=cost,
        loyalty=loyalty,
        supertypes=Supertype.LEGENDARY,
        **kw,  # type: ignore[arg-type]
    )


def mana_ability(produce: str, *, cost: Cost = TAP, any_of: bool = False) -> Activated:
    """A mana ability: ``"{T}: Add {G}"`` is ``mana_ability("G")``.

    ``any_of=True`` means one mana of a colour from ``produce`` ("Add {R} or {G}",
    "one mana of any color" = ``"WUBRG"``).
    """
    eff: Effect = AddOneOf(produce) if any_of else AddMana(produce)
    return Activated(cost=cost, effect=(eff,))


def land(
    name: str,
    *,
    produce: str = "",
    any_of: bool = False,
    subtypes: Iterable[str] = (),
    supertypes: Supertype = NO_SUPERTYPE,
    abilities: Iterable[Activated] = (),
    etb_tapped: EntersTapped | None = None,
    **kw: object,
) -> CardDef:
    """A land (CR 305). ``produce="RG", any_of=True`` makes "{T}: Add {R} or {G}".

    Several single-colour abilities can also be given in ``abilities``.
    """
    abs_: list[Activated] = []
    if produce:
        abs_.append(mana_ability(produce, any_of=any_of or len(produce) > 1))
    abs_.extend(abilities)
    return _card(
        name,
        CardType.LAND,
        cost=None,
        subtypes=subtypes,
        supertypes=supertypes,
        abilities=abs_,
        etb_tapped=etb_tapped,
        **kw,  # type: ignore[arg-type]
    )


BASIC_LAND_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def basic_land(name: str, color: str, *, snow: bool = False) -> CardDef:
    """A basic land: its land type carries "{T}: Add <colour>" (CR 305.6)."""
    subtype = next((t for t, c in BASIC_LAND_TYPES.items() if c == color), None)
    supertypes = Supertype.BASIC | (Supertype.SNOW if snow else NO_SUPERTYPE)
    return _card(
        name,
        CardType.LAND,
        cost=None,
        subtypes=(subtype,) if subtype else (),
        supertypes=supertypes,
        abilities=(mana_ability(color),),
        text=f"({{T}}: Add {{{color}}}.)",
    )


def token(
    name: str,
    *,
    pt: tuple[int, int] | None = None,
    color: str = "",
    types: CardType = CardType.CREATURE,
    subtypes: Iterable[str] = (),
    keywords: Keyword = NO_KEYWORD,
    **kw: object,
) -> CardDef:
    """A token definition (CR 111): no mana cost, colours given explicitly."""
    return _card(
        name,
        types,
        cost=None,
        pt=pt,
        subtypes=subtypes,
        keywords=keywords,
        color=color,
        is_token=True,
        **kw,  # type: ignore[arg-type]
    )


def _multi(front: CardDef, back: CardDef, layout: str, sep: str = " // ") -> CardDef:
    """Attach ``back`` to ``front`` as a multi-faced card; the front is cast by default."""
    from dataclasses import replace

    full = f"{front.name}{sep}{back.name}"
    colors = front.colors | back.colors if layout == "split" else front.colors
    return replace(front, faces=(back,), layout=layout, full_name=full, colors=colors)


def split(left: CardDef, right: CardDef) -> CardDef:
    """A split card (CR 709): either half may be cast; the left half is the default."""
    return _multi(left, right, "split")


def mdfc(front: CardDef, back: CardDef) -> CardDef:
    """A modal double-faced card (CR 712): cast or play either face."""
    return _multi(front, back, "modal_dfc")


def adventure(creature_face: CardDef, adventure_face: CardDef) -> CardDef:
    """An adventurer card (CR 715): the Adventure half is the alternative spell."""
    return _multi(creature_face, adventure_face, "adventure")


def transform(front: CardDef, back: CardDef) -> CardDef:
    """A transforming double-faced card (CR 712): only the front face is cast."""
    return _multi(front, back, "transform")
