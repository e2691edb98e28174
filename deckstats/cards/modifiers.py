"""Static abilities that change the rules of casting and activating (CR 601.2f, 604.1, 101.2).

A ``CardDef`` lists them in ``modifiers``; unlike ``dsl.Static`` (power, toughness and
keywords, layers 6-7) they change what a player may do, so the engine reads them where it
lists and prices actions (``engine/casting.py``, ``engine/mana.py``), only while a permanent
with one is on the battlefield (``Game.modifier_sources``) or, for a spell's own cost
change, while the spell is being cast:

- ``CostChange``: "Red spells you cast cost {1} less to cast" (Ruby Medallion), "Noncreature
  spells cost {1} more to cast" (Thalia, Guardian of Thraben), "This spell costs {1} less to
  cast for each artifact you control" (``who=Ref.SELF``, ``per``), CR 601.2f.
- ``MinimumCost``: Trinisphere's "each spell that would cost less than three mana to cast
  costs three mana to cast" (CR 601.2f, applied after increases and reductions).
- ``CastLimit``: "Each player can't cast more than one spell each turn" (Rule of Law,
  Deafening Silence with a noncreature filter), CR 101.2: a "can't" wins.
- ``SorceryTimingOnly``: "Each opponent can cast spells only any time they could cast a
  sorcery" (Teferi, Time Raveler), CR 307.1 timing for every spell they cast.
- ``ActivationLock``: "Activated abilities of artifacts can't be activated" (Null Rod,
  Collector Ouphe) and "Activated abilities of sources with the chosen name can't be
  activated [unless they're mana abilities]" (Pithing Needle, Sorcerous Spyglass, Phyrexian
  Revoker), CR 602.5 and 605.1a.
- ``Ward``: "Ward {2}", "Ward—Pay 2 life" (CR 702.21a): the permanent's triggered tax on
  opponents' spells and abilities that target it.
- ``Protection``: "Protection from red", "protection from creatures" (CR 702.16).
- ``PlayerShield``: "You have hexproof" (CR 702.11d), "You have shroud" (CR 702.18).
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.counts import Count
from deckstats.cards.hand_size import MaxHandSize, SkipUntapStep
from deckstats.cards.model import NO_COLOR, NO_TYPE, CardType, Color
from deckstats.cards.prevention import (
    DamageAsCounters,
    DamagePrevention,
    LifeFloor,
    Unpreventable,
)
from deckstats.cards.rule_locks import (
    AttackLock,
    BlockFilter,
    DrawLimit,
    DrawPlus,
    EntersTappedLock,
    EntersUntapped,
    LandsFromGraveyard,
    LandUntapLimit,
    RuleLock,
    SearchLock,
    UntapLock,
    UpkeepTax,
)
from deckstats.cards.static_rules import STATIC_RULES, StaticRule
from deckstats.cards.targets import NO_FILTER, Filter, Ref
from deckstats.cards.token_mods import TokenReplacement
from deckstats.cards.top_plays import TOP_PLAY_MODIFIERS, HandLock, LookAtTop, PlayFromTop
from deckstats.cards.untap_rules import UntapOthersTurns


@dataclass(frozen=True, slots=True)
class CostChange:
    """CR 601.2f: matching spells cost ``amount`` generic mana more (> 0) or less (< 0).

    Attributes:
        amount: generic mana added (positive) or removed (negative) per count; a reduction
            reduces only the generic part and never below zero (CR 601.2f).
        spells: which spells (``Filter`` on the spell's characteristics).
        who: whose spells: ``Ref.YOU`` ("spells you cast"), ``Ref.EACH_OPPONENT`` ("spells
            your opponents cast"), ``Ref.EACH_PLAYER`` ("spells cost"), ``Ref.SELF`` (this
            spell: the ability works while the card is cast, CR 601.2f).
        per: "for each <permanent> you control": the change is ``amount`` times the number of
            permanents matching it that the caster controls; ``None`` for a flat change.
    """

    amount: int
    spells: Filter = NO_FILTER
    who: Ref = Ref.EACH_PLAYER
    per: Filter | None = None
    #: ``per`` counts cards in the caster's graveyard instead ("for each instant and sorcery
    #: card in your graveyard": Tolarian Terror).
    in_graveyard: bool = False
    #: Domain: "for each basic land type among lands you control" (Leyline Binding).
    domain: bool = False
    #: Only spells with the name chosen as the source entered (Anointed Peacekeeper).
    chosen_name: bool = False
    #: "for each card type among cards in your graveyard" (Emrakul, the Promised End).
    card_types: bool = False
    #: "if you control a Wizard" (Wizard's Lightning): the change applies once while the
    #: caster controls a permanent matching this filter, not at all otherwise.
    if_control: Filter | None = None
    #: "except during its controller's turn" (Defense Grid): not while the caster is the
    #: active player.
    off_turn_only: bool = False
    #: "if you control a Human creature and a non-Human creature" (Of One Mind): applies
    #: once while the caster controls a permanent matching each of these filters.
    if_controls: tuple[Filter, ...] = ()
    #: "if an opponent controls no basic lands" (Hagra Mauling): applies once while an
    #: opponent of the caster controls no permanent matching this filter.
    if_opponent_lacks: Filter | None = None
    #: "costs {X} less to cast, where X is <count>" (Shadow of Mortality: your life total):
    #: the change is ``amount`` times this ``cards.counts.Count`` of the caster, read as the
    #: spell is cast (``oracle.cast_rules``).
    count: Count | None = None
    #: "if it targets a permanent you control" (This Town Ain't Big Enough): applies once
    #: when one of the spell's chosen targets is a permanent matching this filter that its
    #: caster controls (CR 601.2f: the total cost is determined after the targets, CR 601.2c).
    if_targets_yours: Filter | None = None
    #: "if it targets a blue spell" (Mystical Dispute): applies once when one of the spell's
    #: chosen targets is a spell on the stack matching this filter (CR 601.2f, after CR 601.2c).
    if_targets_spell: Filter | None = None


@dataclass(frozen=True, slots=True)
class MinimumCost:
    """CR 601.2f: a spell that would cost less than ``amount`` mana costs ``amount``.

    ``while_untapped``: only while the source is untapped (Trinisphere).
    """

    amount: int
    while_untapped: bool = False


@dataclass(frozen=True, slots=True)
class CastLimit:
    """CR 101.2: ``who`` can't cast more than ``limit`` spells matching ``spells`` each turn."""

    limit: int = 1
    spells: Filter = NO_FILTER
    who: Ref = Ref.EACH_PLAYER
    #: Only spells with the name chosen as the source entered; with ``limit=0``: "Spells
    #: with the chosen name can't be cast" (Meddling Mage, CR 607.2d).
    chosen_name: bool = False
    #: Only during the source's controller's turn ("Your opponents can't cast spells during
    #: your turn": Voice of Victory).
    during_your_turn: bool = False
    #: Only spells with {X} in their mana costs (Gaddock Teeg, CR 107.3).
    with_x: bool = False
    #: Only spells cast from these zones (lower-case zone names): "Your opponents can't cast
    #: spells from anywhere other than their hands" (Drannith Magistrate: graveyard, exile,
    #: library), "Players can't cast spells from graveyards or libraries" (Grafdigger's Cage).
    zones: tuple[str, ...] = ()
    #: "Your opponents can't cast spells of the chosen color." (Iona, Shield of Emeria): the
    #: colour chosen as the source entered (CR 607.2d; ``engine.chosen_color`` derives the
    #: source's card with ``spells`` of that colour, and this flag off).
    chosen_color: bool = False
    chosen_number: bool = False  # the number chosen (Sanctum Prelate; engine.chosen_number)
    #: "... with mana value greater than the number of lands that player controls" (Lavinia,
    #: Azorius Renegade): only spells whose mana value exceeds the caster's land count.
    above_lands: bool = False


@dataclass(frozen=True, slots=True)
class SorceryTimingOnly:
    """CR 307.1, 101.2: ``who`` can cast spells only any time they could cast a sorcery."""

    who: Ref = Ref.EACH_OPPONENT


@dataclass(frozen=True, slots=True)
class ActivationLock:
    """CR 602.5: activated abilities of matching sources can't be activated.

    Attributes:
        sources: the sources whose abilities are locked (artifacts for Null Rod); ignored
            when ``chosen_name`` is set.
        chosen_name: the sources with the name chosen as the permanent entered (Pithing
            Needle: "As ~ enters, choose a card name", CR 201.3 and 607.2d).
        except_mana: "unless they're mana abilities" (CR 605.1a).
        loyalty_too: planeswalkers' loyalty abilities are activated abilities (CR 606.3): they
            are locked too (always True in print; kept for clarity).
        opponents: only sources an opponent of the lock's controller controls ("Activated
            abilities of artifacts your opponents control can't be activated.", Karn, the
            Great Creator).
    """

    sources: Filter = NO_FILTER
    chosen_name: bool = False
    except_mana: bool = False
    loyalty_too: bool = True
    opponents: bool = False


@dataclass(frozen=True, slots=True)
class Ward:
    """CR 702.21a: ward: a tax on opponents' spells and abilities that target the permanent.

    "Whenever this permanent becomes the target of a spell or ability an opponent controls,
    counter it unless that player pays" ``mana`` generic mana, or ``life`` life, or
    sacrifices a creature (``sacrifice``: "Ward—Sacrifice a creature.", Vein Ripper), or
    discards ``discard`` cards ("Ward—Discard a card.").
    """

    mana: int = 0
    life: int = 0
    sacrifice: bool = False
    discard: int = 0


@dataclass(frozen=True, slots=True)
class Protection:
    """CR 702.16: protection from ``colors`` and / or card ``types``.

    "Protection from red", "protection from creatures": the permanent can't be Damaged,
    Blocked or Targeted by sources with the quality (DEBT; the Enchanted/Equipped part is
    not modelled).
    """

    colors: Color = NO_COLOR
    types: CardType = NO_TYPE
    #: "protection from monocolored" (1: exactly one colour, Guardian of the Guildpact) /
    #: "from multicolored" (2: two or more, Stonecoil Serpent); CR 105.2b-c. 0: unused.
    color_count: int = 0
    #: "protection from spells that are one or more colors" (Emrakul, the Aeons Torn): the
    #: quality holds only for a source that is an instant or sorcery spell (CR 702.16a).
    spells_only: bool = False
    #: "protection from Humans" (Yawgmoth), "from Demons and from Dragons" (Baneslayer
    #: Angel): sources with any of these subtypes (CR 702.16a, 205.3).
    subtypes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class PlayerShield:
    """CR 702.11d, 702.18: "You have hexproof" (Leyline of Sanctity), "You have shroud"."""

    shroud: bool = False
    #: "As long as it's your turn, you ... have hexproof" (Gruul Spellbreaker): only while
    #: the source's controller is the active player (``oracle.turn_statics``).
    your_turn: bool = False


@dataclass(frozen=True, slots=True)
class EvasionFilter:
    """CR 509.1b: "~ can't be blocked by <creatures matching ``filter``>".

    "by creatures with power 2 or less" (Steel Leaf Champion): ``max_power=2``; "by white
    creatures" (Dauthi Horror); "except by creatures with flying [or reach]" (Silhana
    Ledgewalker, Signal Pest): a blocker with none of those keywords (``not_keywords``).
    """

    filter: Filter


Modifier = (
    CostChange
    | MinimumCost
    | CastLimit
    | SorceryTimingOnly
    | ActivationLock
    | Ward
    | Protection
    | PlayerShield
    | EvasionFilter
    | RuleLock  # (cards.rule_locks: untap, enter-tapped, attack and draw rules)
    | DamagePrevention  # (cards.prevention)
    | LifeFloor
    | DamageAsCounters
    | Unpreventable
    | TokenReplacement  # (cards.token_mods)
    | MaxHandSize  # (cards.hand_size)
    | StaticRule  # (cards.static_rules)
    | LookAtTop  # (cards.top_plays)
    | PlayFromTop
    | HandLock
    | SkipUntapStep
    | UntapOthersTurns  # (cards.untap_rules)
)

ALL_MODIFIERS: tuple[type, ...] = (
    CostChange,
    MinimumCost,
    CastLimit,
    SorceryTimingOnly,
    ActivationLock,
    Ward,
    Protection,
    PlayerShield,
    EvasionFilter,
    UntapLock,
    LandUntapLimit,
    EntersTappedLock,
    EntersUntapped,
    AttackLock,
    DrawLimit,
    DrawPlus,
    UpkeepTax,
    LandsFromGraveyard,
    BlockFilter,
    SearchLock,
    DamagePrevention,
    LifeFloor,
    DamageAsCounters,
    Unpreventable,
    TokenReplacement,
    MaxHandSize,
    *STATIC_RULES,
    *TOP_PLAY_MODIFIERS,
    SkipUntapStep,
    UntapOthersTurns,
)
