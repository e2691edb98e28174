"""Target specifications and filters (CR 115) and non-targeted object references.

A ``Target`` is chosen when a spell or ability is put on the stack and checked again on
resolution (CR 115.1, 608.2b). A ``Ref`` names objects or players without targeting
("you", "each opponent", "this creature"); they are read on resolution (CR 115.10).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum, IntFlag

from deckstats.cards.model import (
    NO_COLOR,
    NO_KEYWORD,
    NO_SUPERTYPE,
    NO_TYPE,
    CardType,
    Color,
    Keyword,
    Supertype,
)


class TargetKind(IntFlag):
    """What kind of thing a target may be."""

    PLAYER = 1
    CREATURE = 2
    PLANESWALKER = 4
    BATTLE = 8
    ARTIFACT = 16
    ENCHANTMENT = 32
    LAND = 64
    PERMANENT = 128  # any permanent (then narrowed by the filter)
    SPELL = 256  # an object on the stack
    CARD_IN_GRAVEYARD = 512
    #: An activated / triggered ability on the stack (CR 113.7, 701.6b: Stifle); mana
    #: abilities never are (CR 605.3a).
    ACTIVATED_ABILITY = 1024
    TRIGGERED_ABILITY = 2048


#: No kind: the start of a union built word by word.
NO_TARGET_KIND = TargetKind(0)


#: The subtype a filter names for "of the chosen type" until the permanent's type is chosen
#: as it enters (CR 607.2d; ``oracle.chosen_type`` writes it, ``engine.chosen_type``
#: replaces it). Before the choice it matches no object.
CHOSEN_TYPE = "<chosen type>"


class Controller(IntEnum):
    """Whose objects or which players a target or filter allows."""

    ANY = 0
    YOU = 1
    OPPONENT = 2


@dataclass(frozen=True, slots=True)
class Filter:
    """A conjunction of card characteristics; empty fields do not restrict.

    Attributes:
        card_type: the object must have at least one of these types.
        not_type: the object must have none of these types ("noncreature").
        subtypes: at least one of these subtypes (e.g. ``("Forest", "Plains")``).
        supertypes: all of these supertypes (e.g. ``Supertype.BASIC``).
        colors: at least one of these colours.
        not_colors: none of these colours ("nonblack").
        max_mana_value: mana value at most this.
        min_power / max_power: power bounds.
        tapped: True / False to require the state, None for either.
        attacking: True to require an attacking creature.
        not_supertypes: none of these supertypes ("nonlegendary", "nonbasic").
        min_mana_value: mana value at least this ("with mana value 4 or greater").
        keywords: every one of these keyword abilities ("creature with flying"); on the
            battlefield the object's current keywords (CR 613.1f), elsewhere the printed ones.
        not_keywords: none of these keyword abilities ("creature without flying").
    """

    card_type: CardType = NO_TYPE
    not_type: CardType = NO_TYPE
    subtypes: tuple[str, ...] = ()
    supertypes: Supertype = NO_SUPERTYPE
    colors: Color = NO_COLOR
    not_colors: Color = NO_COLOR
    max_mana_value: int | None = None
    min_power: int | None = None
    max_power: int | None = None
    tapped: bool | None = None
    attacking: bool | None = None
    not_supertypes: Supertype = NO_SUPERTYPE
    min_mana_value: int | None = None
    keywords: Keyword = NO_KEYWORD
    not_keywords: Keyword = NO_KEYWORD
    #: "with total power and toughness N or less" (Cut Down): power + toughness at most N.
    max_total_pt: int | None = None
    #: "artifact land card" (Sojourner's Companion's landcycling): every one of these types
    #: (CR 205.2a), where ``card_type`` asks for any one of its types.
    all_types: CardType = NO_TYPE
    #: "cards named ~" (Squadron Hawk; CR 201.2): this exact name; ``"~"`` stands for the
    #: name of the searching object, read on resolution.
    name: str = ""
    #: "creature tokens" / "nontoken creatures" (CR 111.1): True / False, None for either;
    #: on the battlefield only.
    token: bool | None = None
    #: "non-Dragon creature", "non-Angel, non-Demon, non-Dragon creature" (Power Word Kill):
    #: none of these subtypes (CR 205.3).
    not_subtypes: tuple[str, ...] = ()
    #: "creature card with toughness 2 or less" (Recruiter of the Guard): toughness bound.
    max_toughness: int | None = None
    #: "with power or toughness 2 or less" (Stern Scolding): either one at most N (CR 208.1).
    max_power_or_toughness: int | None = None
    #: "attacking or blocking creature" (Azorius Charm): in combat (CR 506.4), round 39.
    in_combat: bool = False
    #: "creature with no counters on it" (Heartless Act; CR 122.1), round 39.
    no_counters: bool = False
    #: "multicolored spell" (Aurora Eidolon; CR 105.2c): two or more colours (round 40).
    multicolored: bool = False
    #: "creature spell that has an Adventure" (Edgewall Innkeeper; CR 715.2): a card with
    #: an Adventure (``layout == "adventure"``), round 40.
    adventure: bool = False
    #: "an instant, sorcery, or Faerie card", "an instant card or a card with flash"
    #: (Free the Fae, Mystical Teachings), round 40: the object matches at least one of these
    #: filters too (a disjunction; the other fields still all apply).
    any_of: tuple[Filter, ...] = ()
    #: "creature you own" with ``Controller.YOU`` (Charming Prince; CR 108.3): its owner
    #: controls it too (a creature you own that an opponent controls is not offered).
    owned: bool = False
    #: "creature with a stun counter on it" (Floodpits Drowner; CR 122.1): at least one
    #: counter of this kind, round 44.
    counter: str = ""


NO_FILTER = Filter()


@dataclass(frozen=True, slots=True)
class Target:
    """A targeted choice (CR 115).

    Attributes:
        kinds: the kinds of thing allowed.
        controller: whose permanents / which players.
        filter: further restrictions on objects.
        count: how many targets.
        up_to: "up to ``count``" (zero allowed).
        divide: an amount divided among one to ``count`` targets as the spell is cast
            (CR 601.2d): each chosen target then appears once per point it receives.
        other: "another target ..." (Vizier of Tumbling Sands): the source of the spell or
            ability is not a legal choice (CR 115.1; the word's meaning is not in the seeds).
    """

    kinds: TargetKind
    controller: Controller = Controller.ANY
    filter: Filter = NO_FILTER
    count: int = 1
    up_to: bool = False
    divide: int = 0
    other: bool = False


class Ref(IntEnum):
    """Untargeted references resolved when the effect resolves (CR 115.10)."""

    SELF = 0  # this object ("~")
    YOU = 1  # the controller of the spell or ability
    EACH_OPPONENT = 2
    DEFENDING_PLAYER = 3
    EACH_PLAYER = 4
    EACH_CREATURE = 5
    CREATURES_YOU_CONTROL = 6
    CREATURES_OPPONENTS_CONTROL = 7
    TRIGGERING_OBJECT = 8  # the object named by the trigger ("that creature")
    ENCHANTED_OR_EQUIPPED = 9  # the permanent this Aura / Equipment is attached to
    TARGET_CONTROLLER = 10  # the controller of the first target ("its controller")
    EACH_OTHER_CREATURE = 11
    TRIGGERING_PLAYER = 12  # the player named by the trigger ("that player" who cast it)
    PERMANENTS_YOU_CONTROL = 13  # "permanents you control" (Boros Charm)
    FIRST_TARGET = 14  # a spell's "it" / "that creature": its first target (CR 115.10, 608.2b)


TargetSpec = Target | Ref

ANY_TARGET = Target(
    TargetKind.PLAYER | TargetKind.CREATURE | TargetKind.PLANESWALKER | TargetKind.BATTLE
)
TARGET_CREATURE = Target(TargetKind.CREATURE)
TARGET_CREATURE_YOU_CONTROL = Target(TargetKind.CREATURE, Controller.YOU)
TARGET_CREATURE_OPPONENT_CONTROLS = Target(TargetKind.CREATURE, Controller.OPPONENT)
TARGET_PLAYER = Target(TargetKind.PLAYER)
TARGET_OPPONENT = Target(TargetKind.PLAYER, Controller.OPPONENT)
TARGET_PLAYER_OR_PLANESWALKER = Target(TargetKind.PLAYER | TargetKind.PLANESWALKER)
TARGET_CREATURE_OR_PLANESWALKER = Target(TargetKind.CREATURE | TargetKind.PLANESWALKER)
TARGET_ARTIFACT = Target(TargetKind.ARTIFACT)
TARGET_ENCHANTMENT = Target(TargetKind.ENCHANTMENT)
TARGET_ARTIFACT_OR_ENCHANTMENT = Target(TargetKind.ARTIFACT | TargetKind.ENCHANTMENT)
TARGET_LAND = Target(TargetKind.LAND)
TARGET_PERMANENT = Target(TargetKind.PERMANENT)
TARGET_NONLAND_PERMANENT = Target(TargetKind.PERMANENT, filter=Filter(not_type=CardType.LAND))
TARGET_SPELL = Target(TargetKind.SPELL)
TARGET_NONCREATURE_SPELL = Target(TargetKind.SPELL, filter=Filter(not_type=CardType.CREATURE))
TARGET_CREATURE_SPELL = Target(TargetKind.SPELL, filter=Filter(card_type=CardType.CREATURE))
