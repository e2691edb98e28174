"""Effects of the real decks' cards (issue 26), re-exported by ``effects``.

``IfTargetManaValue``: "If its mana value was 3 or less, scry 1." (Fading Hope; the first
target as it last existed, CR 608.2h; resolved by ``engine.target_checks``).
``ShuffleIntoLibrary``: "its owner shuffles their graveyard into their library" (Emrakul,
the Aeons Torn; resolved by ``engine.graveyard_leaves``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from deckstats.cards.effects_connive import BottomThenDraw, Connive
from deckstats.cards.targets import Filter, Ref, TargetSpec

if TYPE_CHECKING:
    from deckstats.cards.effects import Effect


@dataclass(frozen=True, slots=True)
class IfTargetManaValue:
    """Apply ``then`` if the first target object's mana value was in bounds (CR 608.2h).

    ``at_most`` / ``at_least``: the bounds (``None``: unbounded). The object is read with
    its last known information, so a creature returned to hand or destroyed by the
    sentence before still counts. ``then`` names no target of its own.
    """

    then: tuple[Effect, ...]
    at_most: int | None = None
    at_least: int | None = None


@dataclass(frozen=True, slots=True)
class ShuffleIntoLibrary:
    """Shuffle cards of the controller's graveyard into their library (CR 701.24, 401.3).

    ``what``: ``"graveyard"`` (Emrakul, the Aeons Torn's "its owner shuffles their graveyard
    into their library": every card) or ``"self"`` (Serra Avatar's "shuffle it into its
    owner's library": the source, if it is still in the graveyard, CR 400.7) or ``"spell"``
    (Green Sun's Zenith's "Shuffle ~ into its owner's library.": the resolving spell itself,
    instead of going to the graveyard, CR 608.2n).
    """

    what: str = "graveyard"
    #: Whose graveyard, for ``"graveyard"``: "Target player shuffles their graveyard into
    #: their library" (Primal Command) is a player ``Target``.
    player: TargetSpec = Ref.YOU


@dataclass(frozen=True, slots=True)
class ReorderTopOf:
    """Look at the top ``count`` cards of a player's library, put them back in any order.

    Architects of Will: "look at the top three cards of target player's library, then put
    them back in any order" (``player`` a target; the controller orders them, an ``ORDER``
    decision). Resolved by ``engine.target_checks``.
    """

    count: int
    player: TargetSpec


@dataclass(frozen=True, slots=True)
class PumpPerCount:
    """The target gets ``power``/``toughness`` per counted permanent until end of turn.

    "gets +X/+X until end of turn, where X is the number of Gates you control" (Basilisk
    Gate); "-X/-X ..., where X is twice the number of Blood tokens you control"
    (Bloodtithe Harvester: -2/-2 each). ``count`` names what is counted for the
    controller: ``"subtype:<Subtype>"`` or an ``engine.characteristics.cda_count`` name.
    X is counted once, as the effect resolves (CR 608.2h). Resolved by ``engine.counted``.
    """

    power: int
    toughness: int
    target: TargetSpec
    count: str


@dataclass(frozen=True, slots=True)
class CounterIfCounters:
    """Counter the triggering spell if its mana value equals the source's counters.

    Chalice of the Void: "Whenever a player casts a spell with mana value equal to the
    number of charge counters on ~, counter that spell." The cast trigger
    (``triggers.CastSpell``) fires for every spell; this effect compares the spell's mana
    value on the stack (X included, CR 202.3e) with the ``kind`` counters on the source
    as it resolves, and counters a matching spell (CR 701.6a; "can't be countered"
    spells stay, CR 101.2). Resolved by ``engine.target_checks``.
    """

    kind: str = "charge"


@dataclass(frozen=True, slots=True)
class RevealTopToHand:
    """Reveal the top card of your library and put it into your hand (Dark Confidant).

    ``lose_life``: "You lose life equal to its mana value." (CR 202.3: the card's mana
    value; a split card's is its halves' total, CR 709.4). Resolved by ``engine.upkeep``.
    ``repeat``: "You may repeat this process any number of times." (Ad Nauseam; CR 608.2c:
    the controller chooses after each card).
    """

    lose_life: bool = True
    repeat: bool = False
    #: "Each opponent loses life equal to that card's mana value." (Yuriko, the Tiger's
    #: Shadow; round 40): the opponents lose it instead of you.
    opponents_lose: bool = False
    #: "You lose life equal to that card's mana value if ~ isn't saddled. Otherwise, each
    #: opponent loses that much life." (Caustic Bronco; CR 702.171b, read on resolution,
    #: the source as it last existed if it left).
    opponents_if_saddled: bool = False


@dataclass(frozen=True, slots=True)
class BecomeSaddled:
    """Saddle N's effect: "This Mount becomes saddled until end of turn." (CR 702.171a-b).

    The cost is crew's (``CostExtra(crew=N)``: tap other untapped creatures with total power
    N or more), the ability is activated only as a sorcery; ``engine.saddle`` marks the
    source saddled for the turn.
    """


@dataclass(frozen=True, slots=True)
class CoinFlipDamage:
    """Flip a coin; on a lost flip the source deals ``amount`` to you (Mana Crypt; CR 705).

    The flip is a fair draw from the game's seeded engine generator. Resolved by
    ``engine.upkeep``.
    """

    amount: int


@dataclass(frozen=True, slots=True)
class IfSourceTapped:
    """Apply ``then`` only if the source is tapped on resolution (Mana Vault; CR 603.4).

    Resolved by ``engine.upkeep``: nothing happens unless the source is still on the
    battlefield, tapped (``untapped``: untapped, Howling Mine's "if ~ is untapped", also
    checked as it triggers).
    """

    then: tuple[Effect, ...]
    untapped: bool = False


@dataclass(frozen=True, slots=True)
class IfSourceNoCounters:
    """Apply ``then`` only if the source has no ``kind`` counters (CR 603.4, 122.1).

    "If there are no depletion counters on ~, sacrifice it." (Saprazzan Skerry, Hickory
    Woodlot, Gemstone Mine): checked as the ability resolves; a source that left the
    battlefield does nothing (resolved by ``engine.upkeep``).
    """

    kind: str
    then: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class PutFromHandCounted:
    """Put a card with mana value equal to the source's counters from hand onto the battlefield.

    Aether Vial: "a creature card with mana value equal to the number of charge counters
    on ~" (CR 110.2). Resolved by ``engine.target_checks`` as a ``PutFromHand`` whose
    filter asks for that mana value, counted on resolution.
    """

    filter: Filter
    kind: str = "charge"


@dataclass(frozen=True, slots=True)
class CastLockThisTurn:
    """The players ``who`` names can't cast [noncreature] spells this turn (CR 101.2).

    Silence ("Your opponents can't cast spells this turn."), Orim's Chant ("Target player
    ..."), Ranger-Captain of Eos ("... noncreature spells ..."). Resolved by
    ``engine.cast_locks``.
    """

    who: TargetSpec
    noncreature: bool = False


#: This module's effect classes and ``effects_connive``'s (issue 26's real decks): a member
#: of ``effects.Effect`` and of ``effects.ALL_EFFECTS`` each.
RealDeckEffect = (
    Connive
    | BottomThenDraw
    | IfTargetManaValue
    | ShuffleIntoLibrary
    | ReorderTopOf
    | PumpPerCount
    | CounterIfCounters
    | RevealTopToHand
    | CoinFlipDamage
    | IfSourceTapped
    | IfSourceNoCounters
    | PutFromHandCounted
    | CastLockThisTurn
    | BecomeSaddled
)
REAL_DECK_EFFECTS: tuple[type, ...] = (
    Connive,
    BottomThenDraw,
    IfTargetManaValue,
    ShuffleIntoLibrary,
    ReorderTopOf,
    PumpPerCount,
    CounterIfCounters,
    RevealTopToHand,
    CoinFlipDamage,
    IfSourceTapped,
    IfSourceNoCounters,
    PutFromHandCounted,
    CastLockThisTurn,
    BecomeSaddled,
)

__all__ = [
    "REAL_DECK_EFFECTS",
    "BecomeSaddled",
    "BottomThenDraw",
    "CastLockThisTurn",
    "CoinFlipDamage",
    "Connive",
    "CounterIfCounters",
    "IfSourceNoCounters",
    "IfSourceTapped",
    "IfTargetManaValue",
    "PumpPerCount",
    "PutFromHandCounted",
    "RealDeckEffect",
    "ReorderTopOf",
    "RevealTopToHand",
    "ShuffleIntoLibrary",
]
