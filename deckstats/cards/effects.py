"""The closed effect vocabulary (ARCHITECTURE.md, Cards are data).

Every card behaviour is a tree of these frozen values. ``engine/resolve.py`` maps each
class to a resolver and ``players/evaluate.py`` maps each class to a value estimate; a
test checks that both tables cover ``ALL_EFFECTS``. Amounts are ints, or ``"X"`` for the
value of X chosen on casting (CR 107.3).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import TYPE_CHECKING, Literal

from deckstats.cards import counts as _counts
from deckstats.cards.counts import Count
from deckstats.cards.model import NO_KEYWORD, Keyword
from deckstats.cards.targets import NO_FILTER, Controller, Filter, Ref, TargetSpec

if TYPE_CHECKING:
    from deckstats.cards.mana import ManaCost
    from deckstats.cards.model import CardDef

# defined in effects_mass / effects_extra for the module size, re-exported here
from deckstats.cards import effects_checks as _checks
from deckstats.cards import effects_mass as _mass
from deckstats.cards.designations import BecomeMonarch as BecomeMonarch
from deckstats.cards.effects_checks import BecomeSaddled as BecomeSaddled
from deckstats.cards.effects_checks import BottomThenDraw as BottomThenDraw
from deckstats.cards.effects_checks import CastLockThisTurn as CastLockThisTurn
from deckstats.cards.effects_checks import CoinFlipDamage as CoinFlipDamage
from deckstats.cards.effects_checks import Connive as Connive
from deckstats.cards.effects_checks import CounterIfCounters as CounterIfCounters
from deckstats.cards.effects_checks import IfSourceNoCounters as IfSourceNoCounters
from deckstats.cards.effects_checks import IfSourceTapped as IfSourceTapped
from deckstats.cards.effects_checks import IfTargetManaValue as IfTargetManaValue
from deckstats.cards.effects_checks import PumpPerCount as PumpPerCount
from deckstats.cards.effects_checks import PutFromHandCounted as PutFromHandCounted
from deckstats.cards.effects_checks import ReorderTopOf as ReorderTopOf
from deckstats.cards.effects_checks import RevealTopToHand as RevealTopToHand
from deckstats.cards.effects_checks import ShuffleIntoLibrary as ShuffleIntoLibrary
from deckstats.cards.effects_extra import Amass as Amass
from deckstats.cards.effects_extra import ExtraLandPlay as ExtraLandPlay
from deckstats.cards.effects_extra import ExtraTurn as ExtraTurn
from deckstats.cards.effects_extra import GetEnergy as GetEnergy
from deckstats.cards.effects_extra import PayEnergyDamage as PayEnergyDamage
from deckstats.cards.effects_extra import PreventCombatDamage as PreventCombatDamage
from deckstats.cards.effects_extra import Regenerate as Regenerate
from deckstats.cards.effects_trig import TRIGGER_EFFECTS, TriggerEffect
from deckstats.cards.effects_trig import DamageOpponentsPermanents as DamageOpponentsPermanents
from deckstats.cards.effects_trig import GainControl as GainControl
from deckstats.cards.effects_trig import SacrificeUnless as SacrificeUnless
from deckstats.cards.effects_trig import UntapPermanents as UntapPermanents
from deckstats.cards.hand_exile import ExileFromHand as ExileFromHand

ExileIfDiesThisTurn = _mass.ExileIfDiesThisTurn
MassRemoval = _mass.MassRemoval
RemoveCounterOrSacrifice = _mass.RemoveCounterOrSacrifice
OptionalCost = _mass.OptionalCost
PayOrSacrifice = _mass.PayOrSacrifice
ProtectionFromChosenColor = _mass.ProtectionFromChosenColor
PumpAll = _mass.PumpAll
PutCountersAll = _mass.PutCountersAll
PutSourceCounters = _mass.PutSourceCounters
ReturnAllFromGraveyard = _mass.ReturnAllFromGraveyard
UntapLands = _mass.UntapLands
Wheel = _mass.Wheel

#: A printed number, ``"X"`` (CR 107.3) or a number counted on resolution (``cards.counts``).
Amount = int | Literal["X"] | Count


@dataclass(frozen=True, slots=True)
class DealDamage:
    """Deal ``amount`` damage to each chosen target or referenced object/player (CR 120)."""

    amount: Amount
    to: TargetSpec


@dataclass(frozen=True, slots=True)
class DrawCards:
    """The player draws ``count`` cards, one at a time (CR 121.1, 121.2)."""

    count: Amount
    player: TargetSpec = Ref.YOU


@dataclass(frozen=True, slots=True)
class GainLife:
    """The player gains ``amount`` life (CR 119.3)."""

    amount: Amount
    player: TargetSpec = Ref.YOU


@dataclass(frozen=True, slots=True)
class LoseLife:
    """The player loses ``amount`` life (CR 119.3); not damage."""

    amount: Amount
    player: TargetSpec = Ref.EACH_OPPONENT


@dataclass(frozen=True, slots=True)
class AddMana:
    """Add the listed mana symbols to the pool, e.g. ``"G"``, ``"RG"``, ``"CC"`` (CR 106.4).

    An activated ability whose effect is ``AddMana``/``AddOneOf`` is a mana ability
    (CR 605.1a): it does not use the stack.
    """

    symbols: str


@dataclass(frozen=True, slots=True)
class AddOneOf:
    """Add ``amount`` mana of one colour chosen from ``colors`` (``"WUBRG"`` = any colour).

    ``chosen``: "or one mana of the chosen color" (Thriving lands; CR 607.2d): the colour
    chosen as the permanent entered joins ``colors`` then (``engine.chosen_color``).
    """

    colors: str
    amount: int = 1
    chosen: bool = False


@dataclass(frozen=True, slots=True)
class CreateToken:
    """Create ``count`` tokens of ``token`` (CR 111.1), optionally tapped and attacking."""

    token: CardDef
    count: Amount = 1
    tapped: bool = False
    attacking: bool = False
    #: Who creates them: "Its controller creates two Map tokens" (Get Lost) is
    #: ``Ref.TARGET_CONTROLLER``; "Target player creates a Treasure token" (Prismari
    #: Command) a player ``Target``; usually the effect's controller.
    controller: TargetSpec = Ref.YOU
    haste: bool = False  # "It gains haste until end of turn." (oracle.created_follow_ups)
    counters: Amount = 0  # "Put X +1/+1 counters on it" (Slime Against Humanity, CR 122.1)


@dataclass(frozen=True, slots=True)
class Pump:
    """The creature(s) get +power/+toughness (and keywords) until end of turn (CR 611.2, 514.2)."""

    power: int
    toughness: int
    target: TargetSpec
    keywords: Keyword = NO_KEYWORD


@dataclass(frozen=True, slots=True)
class PutCounters:
    """Put ``count`` counters of ``kind`` on the permanent(s) (CR 122.1)."""

    count: Amount
    target: TargetSpec
    kind: str = "+1/+1"


@dataclass(frozen=True, slots=True)
class Destroy:
    """Destroy the permanent(s): move them to the owner's graveyard (CR 701.8).

    Indestructible permanents are not destroyed (CR 702.12).
    """

    target: TargetSpec


@dataclass(frozen=True, slots=True)
class Exile:
    """Exile the permanent(s), spell or card (CR 406.1)."""

    target: TargetSpec


@dataclass(frozen=True, slots=True)
class Bounce:
    """Return the permanent(s) to the owner's hand (CR 400.3)."""

    target: TargetSpec


@dataclass(frozen=True, slots=True)
class Tap:
    """Tap the permanent(s) (CR 701.26)."""

    target: TargetSpec


@dataclass(frozen=True, slots=True)
class Untap:
    """Untap the permanent(s) (CR 701.26)."""

    target: TargetSpec


@dataclass(frozen=True, slots=True)
class Discard:
    """The player discards ``count`` cards (CR 701.9).

    ``chooser`` is who picks: the discarding player (``Controller.OPPONENT`` relative to a
    targeting caster means "that player chooses") or the caster (``Controller.YOU``, as
    in Thoughtseize); ``random`` discards at random; ``filter`` restricts eligible cards.
    """

    count: Amount
    player: TargetSpec = Ref.YOU
    chooser: Controller = Controller.ANY
    filter: Filter = NO_FILTER
    random: bool = False


@dataclass(frozen=True, slots=True)
class Mill:
    """The player puts the top ``count`` cards of their library into their graveyard (CR 701.17)."""

    count: Amount
    player: TargetSpec = Ref.YOU


@dataclass(frozen=True, slots=True)
class Scry:
    """Scry: look at the top ``count`` cards, put any on the bottom, the rest back (CR 701.22)."""

    count: int


@dataclass(frozen=True, slots=True)
class Surveil:
    """Look at the top ``count``; put any into the graveyard, the rest back (CR 701.25)."""

    count: int


@dataclass(frozen=True, slots=True)
class SearchLibrary:
    """Search your library for up to ``count`` cards matching ``filter`` (CR 701.23).

    ``to`` is the destination zone; ``tapped`` applies to the battlefield. The library is
    shuffled afterwards (fetch lands, Rampant Growth, tutors; ``"graveyard"``: Entomb,
    Buried Alive). ``player``: whose library
    is searched, by that player: "Its controller may search their library for a basic land
    card" (Path to Exile, Assassin's Trophy: ``Ref.TARGET_CONTROLLER``; finding nothing is
    always allowed, CR 701.23b).
    """

    filter: Filter
    count: int = 1
    to: Literal["battlefield", "hand", "top", "graveyard"] = "hand"
    tapped: bool = False
    player: TargetSpec = Ref.YOU


@dataclass(frozen=True, slots=True)
class CounterSpell:
    """Counter the target spell (CR 701.6).

    With ``unless_pay``, its controller may pay that much generic mana to save it (``"X"``:
    the X of the counterspell, Syncopate). ``to`` is where a spell countered this way goes
    instead of its owner's graveyard (CR 701.6a, 614.1a): ``"exile"`` (Dissipate),
    ``"library"`` on top of it (Memory Lapse), ``"hand"`` (Remand).
    """

    target: TargetSpec
    unless_pay: Amount | None = None
    to: Literal["graveyard", "exile", "library", "hand"] = "graveyard"


@dataclass(frozen=True, slots=True)
class Sacrifice:
    """The player sacrifices ``count`` permanents matching ``filter`` (CR 701.21), or ``SELF``."""

    what: Filter | Ref
    player: TargetSpec = Ref.YOU
    #: How many: "sacrifice that many permanents" (Phyrexian Negator: the damage, ``"X"``),
    #: "a permanent for each soot counter on ~" (Smokestack: a ``Count``), read on resolution.
    count: Amount = 1
    other: bool = False  # "sacrifice another permanent" (Korvold): never the source itself


@dataclass(frozen=True, slots=True)
class Dig:
    """Look at the top ``look`` cards; put ``take`` matching ``filter`` into hand, the rest away.

    ``to_battlefield``: "Put up to two creature cards with mana value 3 or less from among
    them onto the battlefield" (Collected Company): the taken cards enter the battlefield
    (CR 110.2) instead of the hand; up to ``take`` (optional).
    """

    look: Amount  # a ``Count`` for "X, where X is the mana spent" (Memory Deluge, CR 608.2h)
    take: int = 1
    filter: Filter = NO_FILTER
    rest_to: Literal["bottom", "graveyard", "top"] = "bottom"  # "top": put back (any order)
    to_battlefield: bool = False


@dataclass(frozen=True, slots=True)
class RevealTopMayTake:
    """The player reveals the top card; if it matches ``take_if`` they put it into their hand.

    ``lose_life_mana_value``: "You lose life equal to its mana value" (Dark Confidant; CR
    608.2h: the revealed card's mana value), whether or not it was taken.
    """

    player: TargetSpec
    take_if: Filter
    lose_life_mana_value: bool = False


@dataclass(frozen=True, slots=True)
class Fight:
    """The first fights the second: each deals damage equal to its power (CR 701.14).

    ``one_way``: only the first deals it, to the second (player or permanent; CR 120.3).
    """

    first: TargetSpec
    second: TargetSpec
    one_way: bool = False


@dataclass(frozen=True, slots=True)
class AttachTo:
    """Attach this Equipment / Aura to the target (CR 701.3); used by equip (CR 702.6).

    ``what``: the permanent attached, ``Ref.TRIGGERING_OBJECT`` for "attach it to target
    creature you control" after "Whenever an Equipment you control enters" (Sigarda's Aid).
    """

    target: TargetSpec
    what: Ref = Ref.SELF


@dataclass(frozen=True, slots=True)
class Modal:
    """Choose ``choose`` of the ``modes`` as the spell is cast (CR 700.2).

    ``most`` > ``choose``: "Choose one or more" / "one or both" (any number from ``choose``
    to ``most``, CR 700.2); ``repeat``: "You may choose the same mode more than once"
    (Fiery Confluence, CR 700.2d). The choices are listed by ``engine.modes``.
    """

    modes: tuple[tuple[Effect, ...], ...]
    choose: int = 1
    most: int = 0
    repeat: bool = False
    #: Spree (CR 702.172): each mode's additional mana cost, paid for each mode chosen.
    costs: tuple[ManaCost, ...] = ()
    #: "If <Condition>, you may choose both instead." (Molten Collapse): all modes allowed.
    more_if: int = 0


@dataclass(frozen=True, slots=True)
class MayDo:
    """An optional effect ("you may"): ``who`` (the controller) decides (CR 603.5, 608.2d)."""

    effect: tuple[Effect, ...]
    who: TargetSpec = Ref.YOU


class Condition(IntEnum):
    """A game-state condition an effect can check on resolution (CR 608.2c)."""

    #: Landfall: "if you had a land enter the battlefield under your control this turn".
    LAND_ENTERED_THIS_TURN = 1
    #: "if no creatures are on the battlefield" (Pestilence).
    NO_CREATURES_ON_BATTLEFIELD = 2
    #: Metalcraft: "you control three or more artifacts" (Galvanic Blast, Mox Opal).
    METALCRAFT = 3
    #: Delirium: "four or more card types among cards in your graveyard" (CR 205.2a types).
    DELIRIUM = 4
    #: Threshold: "seven or more cards are in your graveyard".
    THRESHOLD = 5
    #: Revolt: "a permanent you controlled left the battlefield this turn" (Fatal Push).
    REVOLT = 6
    #: Raid: "you attacked this turn" (CR 508.1: you declared an attacker).
    RAID = 7
    #: Ferocious: "you control a creature with power 4 or greater".
    FEROCIOUS = 8
    #: Descend 4: "four or more permanent cards in your graveyard".
    DESCEND_4 = 9
    #: Descend 8: "eight or more permanent cards in your graveyard".
    DESCEND_8 = 10
    #: Hellbent: "you have no cards in hand".
    HELLBENT = 11
    #: "it escaped" (CR 702.138c; Phlage): a quality of the source, read by engine.resolve.
    ESCAPED = 12
    #: "if you cast this spell during your main phase" (Might of Old Krosa): an instant cast
    #: in a main phase resolves in it (CR 500.2: a step ends only with an empty stack).
    YOUR_MAIN_PHASE = 13
    #: "an opponent controls more lands than you" (Weathered Wayfarer, Land Tax).
    OPPONENT_MORE_LANDS = 14
    #: "an opponent lost life this turn" (Hired Claw; spectacle's test, CR 702.137a).
    OPPONENT_LOST_LIFE = 15
    #: Morbid: "a creature died this turn" (CR 700.4; ``engine.conditions.died``).
    MORBID = 16
    COMPLETED_DUNGEON = 31  #: "if you've completed a dungeon" (CR 309.7; engine.initiative)
    CAST_IT = 32  #: "if you cast it" (Deceit; CR 601.2i): a quality of the source (resolve)
    OPPONENT_TEN_LIFE = 38  #: "an opponent has 10 or less life" (Bloodghast)
    GRAVEYARD_TWENTY = 39  #: "a graveyard has twenty or more cards in it" (Visions of Beyond)
    HAND_TWO_OR_MORE = 40  #: "you have two or more cards in hand" (Hazoret)
    DESCENDED = 41  #: "you descended this turn": a permanent card went to your graveyard


@dataclass(frozen=True, slots=True)
class Conditional:
    """An "if <condition>, ... instead" choice of branch on resolution (CR 608.2c, 614.1a).

    Both branches use the same targets, declared once by ``then`` (Searing Blaze's landfall
    replaces 1 damage with 3 to the same targets): ``otherwise`` must name the same
    ``Target`` specs in the same order, or none.
    """

    condition: Condition
    then: tuple[Effect, ...]
    otherwise: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True)
class DealDamageEach:
    """Deal ``amount`` damage to each creature matching ``filter`` and each of ``players``.

    CR 120.1: "deals N damage to each creature [without flying] and each player"
    (Earthquake, Pyroclasm, Anger of the Gods). ``without`` / ``with_keywords`` narrow the
    creatures by keyword; ``players`` is ``None`` for creatures only. The controller of
    the source is among "each player" (it matters to a goldfish).
    """

    amount: Amount
    filter: Filter = NO_FILTER
    without: Keyword = NO_KEYWORD
    with_keywords: Keyword = NO_KEYWORD
    players: Ref | None = None
    creatures: bool = True
    planeswalkers: bool = False  #: "... and each planeswalker" (Brotherhood's End)


@dataclass(frozen=True, slots=True)
class Custom:
    """Escape hatch for one card: counted by coverage and reviewed as debt.

    See ARCHITECTURE.md, Cards are data.

    ``key`` names a resolver registered in ``engine/resolve.py``; ``reason`` says why no
    primitive fits yet.
    """

    key: str
    reason: str


@dataclass(frozen=True, slots=True)
class IfKicked:
    """CR 702.33d: "if this spell was kicked, ``effect``" (else ``otherwise``)."""

    effect: tuple[Effect, ...]
    otherwise: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True)
class ForEachKick:
    """CR 702.33d: do ``effect`` once for each time the spell was kicked (multikicker)."""

    effect: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class GrantFlashback:
    """CR 702.34a: the target card in a graveyard gains flashback until end of turn.

    ``cost`` is the flashback cost, ``None`` for "equal to its mana cost" (Snapcaster Mage).
    """

    target: TargetSpec
    cost: str | None = None


@dataclass(frozen=True, slots=True)
class GrantFlashbackEach:
    """CR 702.34a, 611.2c: each card matching ``filter`` in your graveyard gains flashback.

    Past in Flames: "Each instant and sorcery card in your graveyard gains flashback until
    end of turn. The flashback cost is equal to its mana cost." Only the cards in the
    graveyard as it resolves gain it (CR 611.2c). ``cost`` as for ``GrantFlashback``.
    """

    filter: Filter
    cost: str | None = None


# Zone moves and card-granting effects (``cards.effects_zones``), re-exported.
# Effects of real tournament decks' cards (issue 26; ``cards.effects_extra``), re-exported.
from deckstats.cards.effects_extra import DealDamageDivided as DealDamageDivided  # noqa
from deckstats.cards.effects_extra import GainLifeFromPower as GainLifeFromPower  # noqa
from deckstats.cards.effects_extra import PutFromHandOnTop as PutFromHandOnTop  # noqa
from deckstats.cards.effects_extra import ReorderTop as ReorderTop  # noqa
from deckstats.cards.effects_extra import Animate as Animate  # noqa: E402
from deckstats.cards.effects_extra import DamageEqualToPower as DamageEqualToPower  # noqa: E402
from deckstats.cards.effects_extra import DelayedTrigger as DelayedTrigger  # noqa: E402
from deckstats.cards.effects_extra import Explore as Explore  # noqa: E402
from deckstats.cards.effects_extra import PayOrLose as PayOrLose  # noqa: E402
from deckstats.cards.effects_impending import ImpendingTick as ImpendingTick  # noqa: E402
from deckstats.cards.effects_mana import AddManaFor as AddManaFor  # noqa: E402
from deckstats.cards.effects_mana import AddManaIfControl as AddManaIfControl  # noqa: E402
from deckstats.cards.effects_zones import CreateAttached as CreateAttached  # noqa: E402
from deckstats.cards.effects_zones import EnterAttacking as EnterAttacking  # noqa: E402
from deckstats.cards.effects_zones import ExileGraveyard as ExileGraveyard  # noqa: E402
from deckstats.cards.effects_zones import ExileTopPlayable as ExileTopPlayable  # noqa: E402
from deckstats.cards.effects_zones import ExileUntilLeaves as ExileUntilLeaves  # noqa: E402
from deckstats.cards.effects_zones import GainAbility as GainAbility  # noqa: E402
from deckstats.cards.effects_zones import GainLevel as GainLevel  # noqa: E402
from deckstats.cards.effects_zones import GraveyardSwap as GraveyardSwap  # noqa: E402
from deckstats.cards.effects_zones import IfTopCardIs as IfTopCardIs  # noqa: E402
from deckstats.cards.effects_zones import PutFromHand as PutFromHand  # noqa: E402
from deckstats.cards.effects_zones import Reanimate as Reanimate  # noqa: E402
from deckstats.cards.effects_zones import Transform as Transform  # noqa: E402
from deckstats.cards.effects_zones import TurnFaceUp as TurnFaceUp  # noqa: E402
from deckstats.cards.effects_zones import WarpExile as WarpExile  # noqa: E402

# Emblems of planeswalkers (CR 114; ``cards.emblems``), re-exported.
from deckstats.cards.emblems import GetEmblem as GetEmblem  # noqa: E402
from deckstats.cards.effects_etb import ETB_EFFECTS, EtbEffect  # noqa: E402
from deckstats.cards.static_rules import STAT_EFFECTS, StatEffect  # noqa: E402

PumpPer = _counts.PumpPer  # a pump per counted thing (``cards.counts``)
IfCount = _counts.IfCount  # "if you control three or more Deserts, ..." (``cards.counts``)
# The zones helper's library moves of round 38 (``cards.effects_library``), re-exported.
from deckstats.cards.effects_act import ACT_EFFECTS, ActEffect  # noqa: E402
from deckstats.cards.effects_events import EVENT_EFFECTS, EventEffect  # noqa: E402
from deckstats.cards.effects_events import AddManaOfTapped as AddManaOfTapped  # noqa: E402
from deckstats.cards.effects_events import CopySpell as CopySpell  # noqa: E402
from deckstats.cards.effects_events import GrantTrigger as GrantTrigger  # noqa: E402
from deckstats.cards.effects_fid import FID_EFFECTS, FidEffect  # noqa: E402
from deckstats.cards.effects_fid import CounterUnlessDiscard as CounterUnlessDiscard  # noqa: E402
from deckstats.cards.effects_fid import ReturnFromGraveyard as ReturnFromGraveyard  # noqa: E402
from deckstats.cards.effects_library import LIBRARY_EFFECTS as LIBRARY_EFFECTS  # noqa: E402
from deckstats.cards.effects_library import LibraryEffect as LibraryEffect  # noqa: E402
from deckstats.cards.effects_oneshot import ONESHOT_EFFECTS, OneshotEffect  # noqa: E402
from deckstats.cards.effects_oneshot import KeepOneOfEach as KeepOneOfEach  # noqa: E402
from deckstats.cards.effects_r39 import *  # noqa: E402, F403 (its __all__: round 39)
from deckstats.cards.effects_r39 import FID39_EFFECTS, Fid39Effect  # noqa: E402
from deckstats.cards.effects_r40 import *  # noqa: E402, F403 (its __all__: round 40)
from deckstats.cards.effects_r40 import R40_EFFECTS, R40Effect  # noqa: E402
from deckstats.cards.effects_riders import RIDER_EFFECTS, RiderEffect  # noqa: E402
from deckstats.cards.effects_s1 import S1_EFFECTS, S1Effect  # noqa: E402
from deckstats.cards.effects_spell import CantGainLife as CantGainLife  # noqa: E402
from deckstats.cards.effects_spell import DamageUnpreventable as DamageUnpreventable  # noqa: E402
from deckstats.cards.effects_spell import DestroyEnteredThisTurn as DestroyEnteredThisTurn  # noqa: E402
from deckstats.cards.effects_spell import DiscardUnless as DiscardUnless  # noqa: E402
from deckstats.cards.effects_spell import Flicker as Flicker  # noqa: E402
from deckstats.cards.effects_spell import GivePoison as GivePoison  # noqa: E402
from deckstats.cards.effects_spell import IfTargetWas as IfTargetWas  # noqa: E402
from deckstats.cards.effects_spell import Proliferate as Proliferate  # noqa: E402
from deckstats.cards.effects_spell import PutInLibrary as PutInLibrary  # noqa: E402
from deckstats.cards.effects_spell import SearchXOrLess as SearchXOrLess  # noqa: E402
from deckstats.cards.effects_spell40 import *  # noqa: E402, F403 (its __all__: round 40)
from deckstats.cards.effects_stat40 import *  # noqa: E402, F403 (its __all__: round 40)
from deckstats.cards.effects_tokens import TOKEN_EFFECTS, TokenEffect  # noqa: E402
from deckstats.cards.effects_tokens import CopyNewTokens as CopyNewTokens  # noqa: E402
from deckstats.cards.effects_tokens import CopyToken as CopyToken  # noqa: E402
from deckstats.cards.effects_tokens import CreateRole as CreateRole  # noqa: E402
from deckstats.cards.effects_tokens import Mobilize as Mobilize  # noqa: E402
from deckstats.cards.effects_tokens import OffspringCopy as OffspringCopy  # noqa: E402
from deckstats.cards.effects_tokens import UntapFetchedIf as UntapFetchedIf  # noqa: E402

# The zones helper's effects (issue 26: ``cards.effects_zone_moves``), re-exported.
from deckstats.cards.effects_zone_moves import *  # noqa: E402, F403 (its __all__)
from deckstats.cards.effects_zone_moves import ZONE_MOVE_EFFECTS, ZoneMoveEffect  # noqa: E402

#: The spell helper's effects (issue 26: ``cards.counts``, ``cards.effects_spell``).
SpellEffect = (
    PumpPer
    | IfCount
    | SearchXOrLess
    | PutInLibrary
    | Proliferate
    | GivePoison
    | Flicker
    | DiscardUnless
    | CantGainLife
    | DamageUnpreventable
    | IfTargetWas
    | DestroyEnteredThisTurn
)
SPELL_EFFECTS = (
    PumpPer,
    IfCount,
    SearchXOrLess,
    PutInLibrary,
    Proliferate,
    GivePoison,
    Flicker,
    DiscardUnless,
    CantGainLife,
    DamageUnpreventable,
    IfTargetWas,
    DestroyEnteredThisTurn,
)

Effect = (
    DealDamage
    | DrawCards
    | GainLife
    | LoseLife
    | AddMana
    | AddOneOf
    | CreateToken
    | Pump
    | PutCounters
    | Destroy
    | Exile
    | Bounce
    | Tap
    | Untap
    | Discard
    | Mill
    | Scry
    | Surveil
    | SearchLibrary
    | CounterSpell
    | Sacrifice
    | _checks.RealDeckEffect
    | Dig
    | RevealTopMayTake
    | Fight
    | AttachTo
    | Modal
    | MayDo
    | Conditional
    | DealDamageEach
    | DealDamageDivided
    | GainLifeFromPower
    | PutFromHandOnTop
    | ReorderTop
    | Custom
    | IfKicked
    | ForEachKick
    | GrantFlashback
    | GrantFlashbackEach
    | ExileGraveyard
    | Reanimate
    | PutFromHand
    | ExtraLandPlay
    | ExtraTurn
    | ExileUntilLeaves
    | PreventCombatDamage
    | Regenerate
    | GetEnergy
    | PayEnergyDamage
    | ExileTopPlayable
    | GraveyardSwap
    | Transform
    | IfTopCardIs
    | GainLevel
    | WarpExile
    | TurnFaceUp
    | EnterAttacking
    | CreateAttached
    | GainAbility
    | Amass
    | MassRemoval
    | ReturnAllFromGraveyard
    | ProtectionFromChosenColor
    | OptionalCost
    | PumpAll
    | PutCountersAll
    | PutSourceCounters
    | ExileIfDiesThisTurn
    | RemoveCounterOrSacrifice
    | UntapLands
    | Wheel
    | PayOrSacrifice
    | DelayedTrigger
    | PayOrLose
    | GetEmblem
    | StatEffect
    | DamageEqualToPower
    | Explore
    | Animate
    | AddManaFor
    | ImpendingTick
    | BecomeMonarch
    | ExileFromHand
    | AddManaIfControl
    | TriggerEffect
    | SpellEffect
    | TokenEffect
    | FidEffect
    | EventEffect
    | RiderEffect
    | OneshotEffect
    | ZoneMoveEffect
    | LibraryEffect
    | ActEffect
    | Fid39Effect
    | R40Effect
    | S1Effect
    | Spell40Effect  # noqa: F405 (cards.effects_spell40)
    | EtbEffect
    | Stat40Effect  # noqa: F405 (cards.effects_stat40)
)

#: Every effect class; coverage tests walk this.
ALL_EFFECTS: tuple[type, ...] = (
    DealDamage,
    DrawCards,
    GainLife,
    LoseLife,
    AddMana,
    AddOneOf,
    CreateToken,
    Pump,
    PutCounters,
    Destroy,
    Exile,
    Bounce,
    Tap,
    Untap,
    Discard,
    Mill,
    Scry,
    Surveil,
    SearchLibrary,
    CounterSpell,
    Sacrifice,
    *_checks.REAL_DECK_EFFECTS,
    Dig,
    RevealTopMayTake,
    Fight,
    AttachTo,
    Modal,
    MayDo,
    Conditional,
    DealDamageEach,
    DealDamageDivided,
    GainLifeFromPower,
    PutFromHandOnTop,
    ReorderTop,
    Custom,
    IfKicked,
    ForEachKick,
    GrantFlashback,
    GrantFlashbackEach,
    ExileGraveyard,
    Reanimate,
    PutFromHand,
    ExileUntilLeaves,
    PreventCombatDamage,
    Regenerate,
    GetEnergy,
    PayEnergyDamage,
    ExileTopPlayable,
    GraveyardSwap,
    Transform,
    IfTopCardIs,
    GainLevel,
    WarpExile,
    TurnFaceUp,
    EnterAttacking,
    CreateAttached,
    GainAbility,
    Amass,
    MassRemoval,
    ReturnAllFromGraveyard,
    ProtectionFromChosenColor,
    OptionalCost,
    PumpAll,
    PutCountersAll,
    PutSourceCounters,
    ExileIfDiesThisTurn,
    RemoveCounterOrSacrifice,
    UntapLands,
    Wheel,
    PayOrSacrifice,
    DelayedTrigger,
    PayOrLose,
    GetEmblem,
    *STAT_EFFECTS,
    DamageEqualToPower,
    Explore,
    Animate,
    AddManaFor,
    ImpendingTick,
    BecomeMonarch,
    ExileFromHand,
    AddManaIfControl,
    *SPELL_EFFECTS,
    *TOKEN_EFFECTS,
    *FID_EFFECTS,
    *EVENT_EFFECTS,
    *RIDER_EFFECTS,
    *ONESHOT_EFFECTS,
    *ACT_EFFECTS,
    *TRIGGER_EFFECTS,
    *ZONE_MOVE_EFFECTS,
    *LIBRARY_EFFECTS,
    *FID39_EFFECTS,
    *R40_EFFECTS,
    *S1_EFFECTS,
    *SPELL40_EFFECTS,  # noqa: F405
    *ETB_EFFECTS,
    *STAT40_EFFECTS,  # noqa: F405
)
