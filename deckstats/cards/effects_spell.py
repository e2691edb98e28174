"""Effect values of one-shot spell grammar (issue 26, helper ``spell``).

Part of the effect vocabulary (``cards/effects.py`` re-exports each class and lists it in
``Effect`` and ``ALL_EFFECTS``); resolved by ``engine/effects_counted.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from deckstats.cards.targets import Filter, TargetSpec

if TYPE_CHECKING:
    from deckstats.cards.effects import SearchLibrary


@dataclass(frozen=True, slots=True)
class SearchXOrLess:
    """A library search for cards "with mana value X or less" (CR 701.23, 107.3).

    "Search your library for a green creature card with mana value X or less, put it onto
    the battlefield, then shuffle" (Green Sun's Zenith, Chord of Calling, Whir of
    Invention): ``search`` with its filter's mana value bounded, as it resolves, by the X
    paid for the spell (plus ``plus``).
    """

    search: SearchLibrary
    plus: int = 0


@dataclass(frozen=True, slots=True)
class PutInLibrary:
    """Put permanents into their owners' libraries (CR 401.3, 400.7; a token ceases to exist).

    "Put target creature into its owner's library second from the top" (Oust:
    ``from_top=2``), "Put two target lands on top of their owners' libraries" (Plow Under),
    "Put all creatures on the bottom of their owners' libraries" (Terminus: ``bottom``),
    "Shuffle ~ into its owner's library" (``shuffle``: its owner shuffles, CR 701.24).
    """

    target: TargetSpec
    from_top: int = 1
    bottom: bool = False
    shuffle: bool = False


@dataclass(frozen=True, slots=True)
class Proliferate:
    """Proliferate: another counter of each kind already there, on your choice.

    The engine chooses for the controller (the rules let them pick any number of
    permanents and players): their own permanents' counters but harmful kinds (-1/-1,
    stun, time, ...), opponents' permanents' -1/-1 and stun counters, opponents' poison
    and their own energy.
    """


@dataclass(frozen=True, slots=True)
class GivePoison:
    """``player`` gets ``count`` poison counters (CR 122.1f).

    "Each opponent gets a poison counter" (Prologue to Phyresis); a player with ten or
    more loses the game (CR 704.5c).
    """

    player: TargetSpec
    count: int = 1


@dataclass(frozen=True, slots=True)
class Flicker:
    """Exile permanents, then return them to the battlefield at once (CR 400.7, 603.6a).

    "Exile target creature you control, then return it to the battlefield under its owner's
    control" (Ephemerate), "... under your control" (Restoration Angel: ``yours``). Each
    returns as a new object (its enters abilities trigger); a token ceases to exist in exile
    (CR 111.7) and does not return.
    """

    target: TargetSpec
    yours: bool = False
    #: "Return it to the battlefield tapped ..." (Eldrazi Displacer).
    tapped: bool = False
    #: "Return that card ... at the beginning of the next end step" (Flickerwisp): ``"exile"``,
    #: exiled now and returned by a delayed trigger (CR 603.7; ``oracle.delayed_flicker``)
    #: whose effect is the same flicker with ``"return"`` (``target``: ``Ref.SELF``).
    later: str = ""


@dataclass(frozen=True, slots=True)
class DiscardUnless:
    """The player discards ``count`` cards unless they discard one card matching ``filter``.

    "Target player discards two cards unless they discard an artifact card" (Wrench Mind),
    "Then that player discards two cards unless they discard a land card" (Compulsive
    Research): the discarding player chooses which way (CR 701.9, 608.2d).
    """

    count: int
    player: TargetSpec
    filter: Filter


@dataclass(frozen=True, slots=True)
class CantGainLife:
    """The players can't gain life this turn (CR 119.7; ``engine.life_locks``).

    "Players can't gain life this turn" (Skullcrack), "Your opponents can't gain life this
    turn". ``rest_of_game``: "... they can't gain life for the rest of the game" (Screaming
    Nemesis, the player dealt damage: ``Ref.FIRST_TARGET``).
    """

    players: TargetSpec
    rest_of_game: bool = False


@dataclass(frozen=True, slots=True)
class DamageUnpreventable:
    """Damage can't be prevented this turn (Skullcrack, Wild Slash; CR 615.12).

    For the rest of the turn no prevention applies: protection (CR 702.16e) and "prevent
    all combat damage" (Fog, CR 615.1) stop no damage (``engine.life_locks``).
    """


@dataclass(frozen=True, slots=True)
class IfTargetWas:
    """``then`` if the first target matched ``filter`` as it last existed, else ``otherwise``.

    CR 608.2h, 608.2c.

    "Exile target card from a graveyard. If it was a creature card, you gain 3 life.
    Otherwise, you draw a card." (Cling to Dust), "If that land was a snow land, you gain
    1 life." (Thermokarst). Neither branch names a target of its own.
    """

    filter: Filter
    then: tuple[Any, ...]
    otherwise: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class DestroyEnteredThisTurn:
    """Destroy each creature that entered the battlefield this turn (Force of Despair).

    CR 701.8; "entered this turn" is the permanent's own entry (a new object after a zone
    change, CR 400.7), whoever controls it.
    """
