"""Effects of the metagame's triggered abilities (issue 26, round 37 trigger helper).

``SacrificeUnless``: "sacrifice ~ unless you discard a card" (Masticore), "... unless you
sacrifice a creature" (Contamination), "... unless you return an artifact you control to its
owner's hand" (Glint Hawk), "... unless you exile a card from your graveyard" (Rotting
Giant). CR 118.12: the controller may perform the action; if they don't, the source is
sacrificed. The mana form ("unless you pay {2}") is ``effects_mass.PayOrSacrifice``.

"put a +1/+1 counter on each other Human you control" (Thalia's Lieutenant) is
``effects_mass.PutCountersAll`` with ``other`` (CR 122.1, 608.2c).

``UntapPermanents``: "untap all nonland permanents you control" (Paradox Engine, CR 701.26b).

``GainControl``: "gain control of target permanent [until end of turn]" (Agent of
Treachery; with "Untap that permanent. It gains haste until end of turn.": Zealous
Conscripts), CR 613.1b (layer 2), CR 108.4, CR 302.6.

``DamageOpponentsPermanents``: "~ deals 1 damage to each opponent and each creature and
planeswalker they control" (Goblin Chainwhirler, CR 120.3).
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.counts import Count
from deckstats.cards.effects_trig40 import TRIG40_EFFECTS, Trig40Effect
from deckstats.cards.initiative import CompleteDungeon, TakeInitiative
from deckstats.cards.player_protection import ProtectionFromEverything
from deckstats.cards.punishers import DiscardOrLose
from deckstats.cards.targets import NO_FILTER, Filter, Ref, TargetSpec


@dataclass(frozen=True, slots=True)
class SacrificeUnless:
    """Sacrifice the source unless its controller does the action (CR 118.12).

    Exactly one action is set: ``discard`` cards (``at_random``: Balduvian Horde, CR 701.9b),
    ``sacrifice`` a permanent matching the filter (never the source: that would be the
    sacrifice itself), ``bounce`` a permanent they control matching the filter to its owner's
    hand (``other``: not the source), or ``exile_from_graveyard`` cards of their graveyard.
    """

    discard: int = 0
    at_random: bool = False
    sacrifice: Filter | None = None
    bounce: Filter | None = None
    other: bool = False
    exile_from_graveyard: int = 0


@dataclass(frozen=True, slots=True)
class UntapPermanents:
    """Untap each permanent you control matching ``filter`` (CR 701.26b).

    ``count``: "untap a creature you control" (White Plume Adventurer): that many of them
    (0: all), untapped ones first for the player: the tapped ones of greatest power.
    """

    filter: Filter = NO_FILTER
    count: int = 0


@dataclass(frozen=True, slots=True)
class DamageOpponentsPermanents:
    """The source deals ``amount`` to each opponent and each permanent they control.

    ``players``: the opponents too; ``filter``: which of their permanents ("each creature and
    planeswalker they control": ``card_type`` creature or planeswalker). CR 120.3; a ``Count``
    is read as it resolves (CR 608.2h).
    """

    amount: int | Count
    filter: Filter = NO_FILTER
    players: bool = True


@dataclass(frozen=True, slots=True)
class GainControl:
    """You gain control of the target permanent(s) (CR 613.1b: a layer 2 effect).

    ``until_end_of_turn``: control returns at the cleanup step (CR 514.2); ``untap`` and
    ``haste``: "Untap that permanent. It gains haste until end of turn." (threaten effects).
    A creature you gain control of can't attack or tap for {T} this turn without haste
    (CR 302.6: it has not been under your control continuously since your turn began).
    """

    target: TargetSpec
    until_end_of_turn: bool = False
    untap: bool = False
    haste: bool = False
    #: Who gains control: the controller (``Ref.YOU``) or, "target opponent gains control
    #: of it" (Goblin Cadets, round 40), that player.
    to: TargetSpec = Ref.YOU


#: The classes of this module and of round 38's trigger families (``cards.punishers``,
#: ``cards.initiative``, ``cards.player_protection``) and round 40's (``cards.effects_trig40``),
#: for ``effects.ALL_EFFECTS``.
TRIGGER_EFFECTS: tuple[type, ...] = (
    SacrificeUnless,
    UntapPermanents,
    DamageOpponentsPermanents,
    GainControl,
    DiscardOrLose,
    TakeInitiative,
    CompleteDungeon,
    ProtectionFromEverything,
    *TRIG40_EFFECTS,  # round 40 (``cards.effects_trig40``)
)

#: The effect values of ``TRIGGER_EFFECTS`` (members of ``effects.Effect``).
TriggerEffect = (
    SacrificeUnless
    | UntapPermanents
    | DamageOpponentsPermanents
    | GainControl
    | DiscardOrLose
    | TakeInitiative
    | CompleteDungeon
    | ProtectionFromEverything
    | Trig40Effect
)
