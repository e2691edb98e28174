"""Per-``CardDef`` data the engine reads in its hot loop, computed once per process.

``CardDef`` is frozen and shared; ``card_info(card)`` derives the flags, mana-source
description, target specs and trigger lists the engine needs, caches them by object
identity and returns the same ``CardInfo`` for every game (precomputed
per-definition data: ARCHITECTURE.md, State and speed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, cast

from deckstats.cards.costs import (
    AdditionalCost,
    AlternativeCost,
    Channel,
    Cycling,
    Kicker,
    Ninjutsu,
    Suspend,
    Transmute,
)
from deckstats.cards.counts import Count
from deckstats.cards.dsl import TAP, Activated, Static, Triggered
from deckstats.cards.effects import (
    AddMana,
    AddManaFor,
    AddManaIfControl,
    AddOneOf,
    Conditional,
    DealDamage,
    Effect,
    ForEachKick,
    GrantFlashback,
    GrantFlashbackEach,
    IfCount,
    IfKicked,
    LoseLife,
    MayDo,
    Modal,
    OptionalCost,
    Pump,
)
from deckstats.cards.effects_act import AddOneAmong
from deckstats.cards.effects_library import IfTargetAtMost
from deckstats.cards.effects_moves import IfTargetX
from deckstats.cards.mana import ManaCost
from deckstats.cards.model import CardDef, CardType, Keyword
from deckstats.cards.static_rules import CastFromZone
from deckstats.cards.targets import Filter, Ref, Target
from deckstats.cards.triggers import (
    BecomesTarget,
    CastSpell,
    Chapter,
    CountersPut,
    FromGraveyard,
    LeavesBattlefield,
    StateTrigger,
    TappedForMana,
)
from deckstats.cards.zone_facts import EnterInstead
from deckstats.engine.card_facts import AbilityFacts, StaticFacts

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_CARD_TYPE_CREATURE: Final = CardType.CREATURE
_CARD_TYPE_INSTANT: Final = CardType.INSTANT
_CARD_TYPE_LAND: Final = CardType.LAND
_CARD_TYPE_PLANESWALKER: Final = CardType.PLANESWALKER
_KEYWORD_DOESNT_UNTAP: Final = Keyword.DOESNT_UNTAP
_KEYWORD_FLASH: Final = Keyword.FLASH
_KEYWORD_PROWESS: Final = Keyword.PROWESS
_REF_SELF: Final = Ref.SELF
_REF_YOU: Final = Ref.YOU

if TYPE_CHECKING:
    from deckstats.engine.state import GameObject

#: Mana bit of colourless mana; W U B R G use the ``Color`` bits 1..16.
C_BIT: Final = 32
ANY_MANA: Final = 63
_LETTER_BIT: Final = {"W": 1, "U": 2, "B": 4, "R": 8, "G": 16, "C": 32}


def letters_mask(letters: str) -> int:
    """Return the mana bit mask of mana letters such as ``"RG"`` or ``"C"``."""
    m = 0
    for ch in letters:
        m |= _LETTER_BIT[ch]
    return m


_SPECS_CACHE: dict[int, tuple[tuple[Effect, ...], list[Target]]] = {}


def effect_target_specs(effects: tuple[Effect, ...]) -> list[Target]:
    """Return the ``Target`` specs of ``effects`` in text order (CR 601.2c).

    ``MayDo`` bodies are included (targets are chosen on casting even for "you may");
    ``Modal`` is skipped: its modes' targets depend on the modes chosen. Cached per
    effects tuple; callers must not mutate the returned list.
    """
    hit = _SPECS_CACHE.get(id(effects))
    if hit is not None and hit[0] is effects:
        return hit[1]
    out = _effect_target_specs(effects)
    if len(_SPECS_CACHE) > 4096:
        _SPECS_CACHE.clear()  # flattened modal spells make fresh tuples: keep the cache small
    _SPECS_CACHE[id(effects)] = (effects, out)
    return out


def _effect_target_specs(effects: tuple[Effect, ...]) -> list[Target]:
    """``effect_target_specs`` without the cache (CR 601.2c).

    Walks ``MayDo``, ``Conditional`` and kicker bodies, whose targets are chosen as the
    spell is cast.
    """
    out: list[Target] = []
    for eff in effects:
        kind = _SPEC_KINDS.get(type(eff))
        if kind is None:
            kind = _SPEC_KINDS[type(eff)] = _spec_kind(eff)
        if kind == _MODAL:
            continue
        if kind == _MAY:
            out.extend(effect_target_specs(cast(MayDo, eff).effect))
            continue
        if kind == _OPTIONAL:
            opt = cast(OptionalCost, eff)
            if not opt.reflexive:  # CR 603.12: a reflexive trigger chooses its own
                out.extend(effect_target_specs(opt.then))  # CR 603.3d: before paying
            continue
        if kind == _THEN:  # both branches share these targets
            out.extend(effect_target_specs(cast(Any, eff).then))
            continue
        if kind == _KICKED:  # CR 702.33d: one set of targets
            out.extend(effect_target_specs(cast(Any, eff).effect))
            continue
        # A compiled engine-side effect (``rebound.ReboundCast``) has no ``__slots__``
        # under mypyc, and no target either.
        for name in _slots_of(eff):
            val = getattr(eff, name)
            if type(val) is Target:
                out.append(val)
    return out


# The kinds of effect ``_effect_target_specs`` walks into, by effect type: a type's
# ancestry never changes, so each is classified once (no failed ``isinstance`` per effect).
_PLAIN, _MODAL, _MAY, _OPTIONAL, _THEN, _KICKED = 0, 1, 2, 3, 4, 5
_SPEC_KINDS: dict[type, int] = {}
_SLOTS: dict[type, tuple[str, ...]] = {}


def _spec_kind(eff: Effect) -> int:
    """The ``_SPEC_KINDS`` kind of ``eff``'s type."""
    if isinstance(eff, Modal):
        return _MODAL
    if isinstance(eff, MayDo):
        return _MAY
    if isinstance(eff, OptionalCost):
        return _OPTIONAL
    if isinstance(eff, (Conditional, IfCount, IfTargetAtMost, IfTargetX)):
        return _THEN
    if isinstance(eff, (IfKicked, ForEachKick)):
        return _KICKED
    return _PLAIN


def _slots_of(eff: Effect) -> tuple[str, ...]:
    """``eff.__slots__`` (its most derived class's fields), remembered per type."""
    slots = _SLOTS.get(type(eff))
    if slots is None:
        slots = _SLOTS[type(eff)] = tuple(getattr(eff, "__slots__", ()))
    return slots


class ManaSourceInfo:
    """One ``{T}`` mana ability of a card the automatic payer may use (CR 605, 106).

    ``mask`` is the set of mana it may produce, ``amount`` how many mana one activation
    gives. ``life`` is a life payment in its cost and ``rider`` any further untargeted
    effects ("deals 1 damage to you": pain lands, Ancient Tomb); such an ability is still
    a mana ability (CR 605.1a) and the payer applies them when it taps the source.
    Abilities with other costs (mana, sacrifice, discard) are not automatic sources.
    """

    __slots__ = ("amount", "index", "life", "mask", "rider")

    def __init__(
        self, index: int, mask: int, amount: int, life: int = 0, rider: tuple[Effect, ...] = ()
    ) -> None:
        self.index = index
        self.mask = mask
        self.amount = amount
        self.life = life
        self.rider = rider

    @property
    def painful(self) -> bool:
        """True when using this ability costs life or has a rider."""
        return bool(self.life or self.rider)


class CardInfo:
    """Derived, immutable-by-convention facts about one ``CardDef``."""

    __slots__ = (
        "abilities",
        "ability_facts",
        "acts_any_time",
        "additional",
        "aura_target",
        "back_land",
        "begins_on_battlefield",
        "card",
        "cast_triggers",
        "castable",
        "colors",
        "cond_sources",
        "cost",
        "cost_colors",
        "cost_mv",
        "cost_options",
        "cost_plan",
        "costs",
        "counter_triggers",
        "creature_base",
        "dredge",
        "enter_instead",
        "enters_with",
        "entry_hooks",
        "etb_tapped",
        "extra_land_plays",
        "final_chapter",
        "graveyard_exile",
        "gy_triggers",
        "has_triggers",
        "is_aura",
        "is_creature",
        "is_equipment",
        "is_instant_speed",
        "is_land",
        "is_legendary",
        "is_permanent",
        "is_planeswalker",
        "keywords",
        "kicker",
        "land_produces",
        "lands_from_top",
        "ltb_triggers",
        "mana_abilities",
        "mana_sources",
        "mana_triggers",
        "mana_value",
        "modal",
        "modifiers",
        "name",
        "no_life_gain",
        "no_untap",
        "other_abilities",
        "other_face",
        "pip_colors",
        "power",
        "produces_mask",
        "pt_cda",
        "rebound",
        "restricted_sources",
        "sba_checked",
        "self_mods",
        "shuffle_instead",
        "skips_draw_step",
        "spell",
        "spell_specs",
        "state_triggers",
        "static_facts",
        "statics",
        "subtypes",
        "supertypes",
        "target_triggers",
        "toughness",
        "triggers",
        "types",
        "uncast_exile",
    )

    def __init__(self, card: CardDef) -> None:
        self.card = card
        self.name = card.name
        self.types = int(card.types)
        #: The rest of the type line and the colours (CR 205, 105), for filters.
        self.subtypes: tuple[str, ...] = card.subtypes
        self.supertypes = int(card.supertypes)
        self.colors = int(card.colors)
        self.is_land = bool(card.types & _CARD_TYPE_LAND)
        #: The back face of a modal double-faced card, when it is a land (CR 712.12).
        self.back_land = _back_land(card)
        #: Colours the card taps for as a land (either face): for the mulligan policy.
        land = card.land_face
        self.land_produces = int(card.produces) | (
            int(land.produces) if land is not None and land is not card else 0
        )
        self.is_creature = bool(card.types & _CARD_TYPE_CREATURE)
        self.is_planeswalker = bool(card.types & _CARD_TYPE_PLANESWALKER)
        self.is_permanent = card.is_permanent
        self.is_legendary = card.is_legendary
        self.keywords = int(card.keywords)
        self.is_instant_speed = bool(card.types & _CARD_TYPE_INSTANT) or bool(
            card.keywords & _KEYWORD_FLASH
        )
        self.is_aura = "Aura" in card.subtypes
        self.is_equipment = "Equipment" in card.subtypes
        self.aura_target = card.aura_target if isinstance(card.aura_target, Target) else None
        self.power = card.power or 0
        self.toughness = card.toughness or 0
        #: A characteristic-defining P/T (CR 604.3): ``(count, p, t)`` or None.
        self.pt_cda = card.pt_cda
        #: A graveyard replacement (CR 614.1a): ``"opponents"``, ``"all"`` or ``""``.
        self.graveyard_exile = card.graveyard_exile
        #: "Players / Your opponents can't gain life" (CR 119.7): ``engine.life_locks``.
        self.no_life_gain = card.no_life_gain
        self.creature_base = (self.power, self.toughness)
        self.mana_value = card.mana_value
        self.etb_tapped = card.etb_tapped
        self.spell = card.spell
        self.modal = next((e for e in card.spell if isinstance(e, Modal)), None)
        self.spell_specs = effect_target_specs(card.spell)
        self.abilities: tuple[Activated, ...] = card.abilities
        split = _AbilitySplit(card)
        #: ``{T}`` mana abilities the automatic payer may use, painless ones first (the
        #: payer prefers them and reads ``[0].amount``).
        self.mana_sources: list[ManaSourceInfo] = split.mana_sources
        #: ``{T}`` mana abilities with "Activate only if you control ..." (Verge lands, Mox
        #: Opal), with their ability: automatic sources only while the condition holds.
        self.cond_sources: list[tuple[ManaSourceInfo, Activated]] = split.cond_sources
        #: ``{T}`` mana abilities whose mana only casts spells matching a filter (CR 106.6:
        #: Mishra's Workshop, Eldrazi Temple): sources only for those spells.
        self.restricted_sources: list[tuple[ManaSourceInfo, Activated]] = split.restricted
        #: Indices of the activated abilities that are not automatic mana sources.
        self.other_abilities: list[int] = split.other_abilities
        #: Indices of mana abilities (CR 605.1a): they resolve at once, never on the stack.
        self.mana_abilities: frozenset[int] = split.mana_abilities
        #: Every colour (and colourless) the card's mana abilities can add.
        self.produces_mask = split.produces
        #: It gives its controller something to do with priority (``_AbilitySplit``).
        self.acts_any_time = split.acts_any_time
        self._trigger_fields(card)
        #: A state-based action can apply to it as a permanent (CR 704.5f-s: a creature, a
        #: planeswalker, a Saga, an Aura, an Equipment): ``engine.sba`` skips the others.
        self.sba_checked = (
            self.is_creature
            or self.is_planeswalker
            or self.final_chapter > 0
            or self.is_aura
            or self.is_equipment
        )
        #: CR 502.3: "doesn't untap during your untap step".
        self.no_untap = bool(card.keywords & _KEYWORD_DOESNT_UNTAP)
        self.statics: tuple[Static, ...] = card.statics
        #: Native copies of ``statics`` and ``abilities`` (``engine.card_facts``).
        self.static_facts = tuple(StaticFacts(st) for st in card.statics)
        self.ability_facts = tuple(
            AbilityFacts(ab, effect_target_specs(ab.effect)) for ab in card.abilities
        )
        #: Cost options besides the mana cost (``cards.costs``); empty for most cards, so
        #: the engine and the goldfish test this one field before any cost-option work.
        self.costs: tuple[object, ...] = card.costs
        #: Casting / activation modifiers (``cards.modifiers``): a permanent with any is a
        #: ``Game.modifier_sources`` entry; ``self_mods`` are this spell's own cost changes.
        self.modifiers: tuple[object, ...] = tuple(
            m for m in card.modifiers if getattr(m, "who", None) != _REF_SELF
        )
        self.self_mods: tuple[object, ...] = tuple(
            m for m in card.modifiers if getattr(m, "who", None) == _REF_SELF
        )
        self._copy_hot_fields(card)

    def _trigger_fields(self, card: CardDef) -> None:
        """The card's triggered abilities (prowess's own included) and their kinds."""
        self.triggers: tuple[Triggered, ...] = card.triggers
        if card.keywords & _KEYWORD_PROWESS:
            self.triggers = (*self.triggers, PROWESS_TRIGGER)
        self.has_triggers = bool(self.triggers)
        self.cast_triggers = tuple(t for t in self.triggers if isinstance(t.when, CastSpell))
        self.ltb_triggers = tuple(
            t
            for t in self.triggers
            if isinstance(t.when, LeavesBattlefield) and t.when.who == _REF_SELF
        )
        #: CR 605.1b: "whenever <a permanent> is tapped for mana" (``engine.mana_triggers``).
        self.mana_triggers = tuple(t for t in self.triggers if isinstance(t.when, TappedForMana))
        #: "Whenever one or more +1/+1 counters are put on ~" (``counter_mods.put_counters``).
        self.counter_triggers = tuple(t for t in self.triggers if isinstance(t.when, CountersPut))
        #: CR 603.8: state triggers, checked with the SBAs (``engine.state_triggers``).
        self.state_triggers = tuple(t for t in self.triggers if isinstance(t.when, StateTrigger))
        #: CR 113.6k: triggers working from the graveyard (``FromGraveyard``), unwrapped
        #: (``engine.graveyard_triggers``).
        self.gy_triggers = tuple(
            Triggered(t.when.inner, t.effect, t.optional, t.text)
            for t in self.triggers
            if isinstance(t.when, FromGraveyard)
        )
        #: Valiant (``engine.valiant``): "becomes the target of a spell or ability you control".
        self.target_triggers = tuple(
            t for t in self.triggers if isinstance(t.when, BecomesTarget) and not t.when.yours
        )
        #: CR 714.2d: a Saga's final chapter number (its greatest chapter), 0 for any other card.
        self.final_chapter = max(
            (t.when.n for t in self.triggers if isinstance(t.when, Chapter)), default=0
        )

    def _copy_hot_fields(self, card: CardDef) -> None:
        """Native copies of the ``CardDef`` facts the engine reads once per action or move.

        A ``CardDef`` is a plain Python object: each of its fields read from compiled code
        is a generic attribute lookup, so the per-game paths read these instead.
        """
        #: It has a mana cost and nothing withheld it (CR 118.6, ``cards.oracle.withhold``).
        self.castable = card.cost is not None and card.castable
        #: Its mandatory additional cost (CR 601.2b), if any (``engine.costs``).
        self.additional: AdditionalCost | None = next(
            (c for c in card.costs if isinstance(c, AdditionalCost)), None
        )
        #: Cost options or a granted flashback (``costs.deck_has_cost_options``).
        self.cost_options = (
            bool(card.costs)
            or any(isinstance(m, CastFromZone) for m in card.modifiers)  # CR 601.3
            or any(isinstance(e, GrantFlashback) for t in card.triggers for e in t.effect)
            or any(isinstance(e, GrantFlashback) for e in card.spell)
            or any(isinstance(e, GrantFlashbackEach) for e in card.spell)
        )
        #: The castable other face (Adventure, split half, MDFC spell back), or None.
        self.other_face: CardDef | None = other_face(card)
        #: "Enters with N <kind> counters" (CR 614.1c, 122.6), or None.
        self.enters_with: tuple[str, int | str | Count] | None = card.enters_with
        #: "You may play an additional land on each of your turns" (CR 305.2).
        self.extra_land_plays = card.extra_land_plays
        #: A Leyline: it may begin the game on the battlefield (CR 103.6).
        self.begins_on_battlefield = card.begins_on_battlefield
        #: Dredge N (CR 702.52a), 0 without.
        self.dredge = card.dredge
        #: "If ~ would enter, sacrifice a Swamp instead ..." (CR 614.1a; Mox Diamond).
        self.enter_instead: EnterInstead | None = card.enter_instead
        #: "... shuffle it into its owner's library instead" (CR 614.1a; Progenitus).
        self.shuffle_instead: bool = card.shuffle_instead
        #: "If a nontoken creature would enter and it wasn't cast, exile it instead"
        #: (Containment Priest; CR 614.1a).
        self.uncast_exile: bool = card.uncast_exile
        #: "You may play lands from the top of your library" (CR 305.1; Courser of Kruphix).
        self.lands_from_top: bool = card.lands_from_top
        #: Rebound (CR 702.88a): cast from hand, it is exiled and cast again next upkeep.
        self.rebound: bool = card.rebound
        #: "Skip your draw step" (CR 614.1b, 614.10; Necropotence).
        self.skips_draw_step: bool = card.skips_draw_step
        #: It has an "as it enters" choice or rule (copy, colour, type, Blood Moon, Urborg,
        #: grants, Hardened Scales): ``Game.put_onto_battlefield`` looks at the card.
        self.entry_hooks = bool(
            card.enters_as_copy is not None
            or card.chooses_color is not None
            or card.chooses_type
            or card.nonbasic_lands_are
            or card.lands_also_are
            or card.grants
            or card.counter_bonus is not None
        )
        self._cost_fields(card)

    def _cost_fields(self, card: CardDef) -> None:
        """Native copies of the mana cost and the cost options (CR 202, 118.9, 702.33)."""
        cost = card.cost
        #: The mana cost (CR 202.1), its colours, mana value, and the colours of its
        #: coloured pips as ``Color`` bits (hybrid, Phyrexian and {2/C} symbols left out).
        self.cost: ManaCost | None = cost
        self.cost_colors = int(cost.colors) if cost is not None else 0
        self.cost_mv = cost.mana_value if cost is not None else 0
        self.pip_colors = sum(1 << k for k in range(5) if cost.pips[k]) if cost is not None else 0
        #: Its kicker or multikicker (CR 702.33), if any.
        self.kicker: Kicker | None = next((c for c in card.costs if isinstance(c, Kicker)), None)
        #: ``(kind, index)`` of each cost option usable from hand, in order
        #: (``casting.cost_option_actions``): ``COST_FORETELL``, ``COST_ALTERNATIVE`` or
        #: ``COST_HAND_ACTION`` (suspend, cycling, channel, transmute, ninjutsu).
        self.cost_plan: tuple[tuple[int, int], ...] = tuple(
            (kind, i) for i, c in enumerate(card.costs) if (kind := _cost_kind(c))
        )


#: The kinds of ``CardInfo.cost_plan`` entries.
COST_FORETELL, COST_ALTERNATIVE, COST_HAND_ACTION = 1, 2, 3


def _cost_kind(c: object) -> int:
    """The ``cost_plan`` kind of a cost option, 0 for one not used from hand this way."""
    if isinstance(c, AlternativeCost):
        return COST_FORETELL if c.keyword in ("foretell", "plot") else COST_ALTERNATIVE
    if isinstance(c, (Suspend, Cycling, Channel, Transmute, Ninjutsu)):
        return COST_HAND_ACTION
    return 0


def _rider_helps(rider: tuple[Effect, ...]) -> bool:
    """Whether a mana ability's rider does anything but hurt its controller (CR 605.1a)."""
    for e in rider:
        if isinstance(e, DealDamage) and e.to == _REF_YOU:
            continue
        if isinstance(e, LoseLife) and e.player == _REF_YOU:
            continue
        return True
    return False


def other_face(card: CardDef) -> CardDef | None:
    """The castable other face of a card (Adventure, split half, MDFC spell back), or None."""
    if card.faces and card.layout in ("adventure", "split", "modal_dfc"):
        face = card.faces[0]
        if not face.is_land:
            return face
    return None


def _back_land(card: CardDef) -> CardDef | None:
    """The land face of a modal double-faced card (CR 712.12), or None."""
    if card.layout == "modal_dfc":
        for face in card.faces:
            if face.is_land:
                return face
    return None


class _AbilitySplit:
    """A card's activated abilities sorted for the engine (CR 605.1a, 106.6, 602.5b).

    Mana abilities (an untargeted ability that could add mana, even with a rider such as
    "deals 1 damage to you"; never a loyalty ability) resolve at once. Those that only
    tap are automatic sources of the payer (``mana_sources``), or ``cond_sources`` while
    "Activate only if you control ..." must hold; restricted ones ("Spend this mana only
    to cast ...") pay only matching spells (``restricted``). Every other ability is
    listed in ``other_abilities`` (it uses the stack).
    """

    __slots__ = (
        "acts_any_time",
        "cond_sources",
        "mana_abilities",
        "mana_sources",
        "other_abilities",
        "produces",
        "restricted",
    )

    def __init__(self, card: CardDef) -> None:
        self.mana_sources: list[ManaSourceInfo] = []
        self.cond_sources: list[tuple[ManaSourceInfo, Activated]] = []
        self.restricted: list[tuple[ManaSourceInfo, Activated]] = []
        self.other_abilities: list[int] = []
        self.mana_abilities: frozenset[int] = frozenset()
        self.produces = 0
        for i, ab in enumerate(card.abilities):
            first = ab.effect[0] if ab.effect else None
            if isinstance(first, (AddManaFor, AddManaIfControl, AddOneAmong)):
                self._counted(i, ab, first)
                continue
            adds = [e for e in ab.effect if isinstance(e, (AddMana, AddOneOf))]
            if ab.spend_only is not None:
                self._restricted(i, ab, adds)
                continue
            rider = tuple(e for e in ab.effect if not isinstance(e, (AddMana, AddOneOf)))
            # CR 605.1a: an untargeted activated ability that could add mana is a mana
            # ability, even with a rider such as "deals 1 damage to you"; a loyalty
            # ability never is (Chandra's "+1: Add {R}{R}" uses the stack).
            if len(adds) == 1 and not effect_target_specs(rider) and ab.cost.loyalty is None:
                self._mana_ability(i, ab, adds[0], rider)
            elif adds and not rider and ab.cost.loyalty is None:
                # "Add three mana in any combination of {R} and/or {G}" (Orcish Lumberjack):
                # a mana ability the player activates (CR 605.1a, 605.3b), never automatic.
                self.mana_abilities = self.mana_abilities | {i}
                for add in adds:
                    self.produces |= letters_mask(
                        add.symbols if isinstance(add, AddMana) else add.colors
                    )
                self.other_abilities.append(i)
            else:
                self.other_abilities.append(i)
        # Painless abilities first: the payer prefers them (and reads [0].amount).
        self.mana_sources.sort(key=lambda s: s.painful)
        #: On the battlefield it gives its controller something to do whenever they have
        #: priority (``casting.has_instant_action``): an ability that is not an automatic
        #: mana source, or an automatic one whose rider helps (CR 605.3a: Pristine
        #: Talisman's life; a pain land's damage alone never matters).
        self.acts_any_time = bool(self.other_abilities) or any(
            _rider_helps(s.rider) for s in self.mana_sources
        )

    def _restricted(self, i: int, ab: Activated, adds: list[AddMana | AddOneOf]) -> None:
        """CR 106.6: restricted mana pays only matching spells (``mana.spell_units``).

        A restricted ability the payer cannot use that way (any cost but {T}, or any
        effect but the mana) is not offered at all.
        """
        c = ab.cost
        if (
            len(adds) == len(ab.effect) == 1
            and c.tap
            and c.mana is None
            and not (c.sacrifice_self or c.exile_self or c.discard or c.life)
            and c.sacrifice is None
            and c.extra is None
        ):
            eff = adds[0]
            if isinstance(eff, AddMana):
                sd = ManaSourceInfo(i, letters_mask(eff.symbols), len(eff.symbols))
            else:
                sd = ManaSourceInfo(i, letters_mask(eff.colors), eff.amount)
            self.restricted.append((sd, ab))
            self.mana_abilities = self.mana_abilities | {i}

    def _counted(
        self, i: int, ab: Activated, eff: AddManaFor | AddManaIfControl | AddOneAmong
    ) -> None:
        """Counted mana, "Add {G} for each Elf you control" (``engine.mana_count``; CR 605.1a).

        With a {T}-only cost and nothing else it is a conditional source (amount 0:
        counted when the payer looks); otherwise an action that adds to the pool.
        """
        mask = letters_mask(eff.letters)
        self.produces |= mask
        self.mana_abilities = self.mana_abilities | {i}
        c = ab.cost
        if (
            len(ab.effect) == 1
            and c == TAP
            and ab.only_if_control is None
            and ab.spend_only is None
        ):
            self.cond_sources.append((ManaSourceInfo(i, mask, 0), ab))
        else:
            self.other_abilities.append(i)

    def _mana_ability(
        self, i: int, ab: Activated, eff: AddMana | AddOneOf, rider: tuple[Effect, ...]
    ) -> None:
        """A mana ability: an automatic source when its only cost is {T} (and life)."""
        self.mana_abilities = self.mana_abilities | {i}
        c = ab.cost
        auto = (
            c.tap
            and c.mana is None
            and not c.sacrifice_self
            and not c.exile_self
            and not c.discard
            and not c.energy
            and not c.remove_counter
            and c.sacrifice is None
            and c.loyalty is None
            and c.extra is None  # tap others, once each turn (``engine.activation_costs``)
        )
        if isinstance(eff, AddMana):
            mask, amount = letters_mask(eff.symbols), len(eff.symbols)
        else:
            mask, amount = letters_mask(eff.colors), eff.amount
        self.produces |= mask
        if auto and ab.only_if_control is not None:
            # CR 602.5b: usable only while its condition holds (``mana.mana_units``)
            self.cond_sources.append((ManaSourceInfo(i, mask, amount, c.life, rider), ab))
        elif auto:
            self.mana_sources.append(ManaSourceInfo(i, mask, amount, c.life, rider))
        else:
            self.other_abilities.append(i)


def _prowess_trigger() -> Triggered:
    """The triggered ability prowess stands for (CR 702.108a)."""
    return Triggered(
        when=CastSpell(_REF_YOU, Filter(not_type=_CARD_TYPE_CREATURE)),
        effect=(Pump(1, 1, _REF_SELF),),
        text="Prowess",
    )


#: CR 702.108a: prowess is "whenever you cast a noncreature spell, +1/+1 until end of turn".
PROWESS_TRIGGER: Final = _prowess_trigger()


#: id(leveled Class card) -> (that card, its level): a level is a designation (CR 716.2b).
LEVEL_OF: dict[int, tuple[CardDef, int]] = {}


def class_level(card: CardDef) -> int:
    """CR 716.2d: the level of a Class permanent with characteristics ``card`` (1 at first)."""
    hit = LEVEL_OF.get(id(card))
    return hit[1] if hit is not None and hit[0] is card else 1


_CACHE: dict[int, CardInfo] = {}


def card_info(card: CardDef) -> CardInfo:
    """Return the cached ``CardInfo`` of ``card`` (keyed by identity; the info keeps it alive)."""
    info = _CACHE.get(id(card))
    if info is None or info.card is not card:
        info = CardInfo(card)
        _CACHE[id(card)] = info
    return info


def printed_info(obj: GameObject) -> CardInfo:
    """The ``CardInfo`` of ``obj.card`` itself: ``obj.info`` unless an effect derived it.

    An animation, a granted ability or impending (``engine.animate``, ``impending``)
    gives an object the info of a derived card while ``obj.card`` stays; code that reads
    ``obj.card``'s own facts reads them here, natively.
    """
    info = obj.info
    return info if info.card is obj.card else card_info(obj.card)
