"""Effect values of the metagame's long tail: mass removal, land untaps, wheels, upkeep costs.

Part of the effect vocabulary (``cards/effects.py`` re-exports each class and lists it in
``Effect`` and ``ALL_EFFECTS``); resolved by ``engine/effects_mass.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from deckstats.cards.mana import ManaCost
from deckstats.cards.model import NO_KEYWORD, Keyword
from deckstats.cards.targets import NO_FILTER, Controller, Filter, Ref, TargetKind, TargetSpec


@dataclass(frozen=True, slots=True)
class MassRemoval:
    """Destroy, exile or bounce every permanent of ``kinds`` matching ``filter`` (CR 115.10).

    ``verb``: ``"destroy"`` (CR 701.8: "Destroy all lands", Armageddon; "Destroy all green
    creatures", Perish; "Destroy all Islands", Boil), ``"exile"`` ("Exile all artifacts",
    Farewell), ``"bounce"`` ("Return all permanents to their owners' hands", Upheaval) or
    ``"sacrifice"`` (CR 701.21: "Each player sacrifices all permanents they control that are
    one or more colors", All Is Dust: each by its controller; indestructible does not help).
    ``kinds`` uses the ``TargetKind`` permanent bits as in a ``Target`` (``PERMANENT``:
    any), ``controller`` whose.
    """

    kinds: TargetKind
    filter: Filter = NO_FILTER
    controller: Controller = Controller.ANY
    verb: Literal["destroy", "exile", "bounce", "sacrifice"] = "destroy"
    #: "with mana value X or less" (Meltdown): the X paid bounds the mana value (CR 107.3).
    x_max: bool = False


@dataclass(frozen=True, slots=True)
class ReturnAllFromGraveyard:
    """Return every card matching ``filter`` from your graveyard to the battlefield (CR 110.2).

    "Return all enchantment cards from your graveyard to the battlefield" (Replenish),
    "Return all land cards from your graveyard to the battlefield tapped" (Aftermath
    Analyst); all at once, so they see each other enter (CR 603.6a).
    """

    filter: Filter
    tapped: bool = False


@dataclass(frozen=True, slots=True)
class UntapLands:
    """Untap up to ``count`` lands (CR 701.26b): Snap, Frantic Search, Cloud of Faeries.

    The text allows any lands; only the controller's own are untapped (untapping an
    opponent's land never helps the caster, so nothing is lost).
    """

    count: int


@dataclass(frozen=True, slots=True)
class Wheel:
    """Each player refills a hand of ``draw`` cards (CR 701.9, 701.24, 121.1).

    ``shuffle``: "Each player shuffles their hand and graveyard into their library, then
    draws seven cards" (Timetwister, Echo of Eons); otherwise "Each player discards their
    hand, then draws seven cards" (Wheel of Fortune).
    """

    draw: int
    shuffle: bool = False


@dataclass(frozen=True, slots=True)
class PayOrSacrifice:
    """Sacrifice this permanent unless its controller pays ``cost`` (CR 118.12).

    "At the beginning of your upkeep, sacrifice ~ unless you pay {2}" and echo (CR 702.30a,
    in the seeds as 502.19a: "At the beginning of your upkeep, if this permanent came under
    your control since the beginning of your last upkeep, sacrifice it unless you pay
    [cost]"; ``echo`` checks that condition on resolution).
    """

    cost: ManaCost
    echo: bool = False


@dataclass(frozen=True, slots=True)
class ProtectionFromChosenColor:
    """The permanent(s) gain protection from the colour of your choice until end of turn.

    CR 702.16 (a colour quality), CR 514.2 (until end of turn): Mother of Runes, Gods Willing,
    Benevolent Bodyguard. The colour is chosen on resolution (CR 608.2d); the engine chooses
    for the controller the colour of the opponent's spells and abilities on the stack
    first, else the most common colour among the opponent's creatures. ``or_artifacts``:
    "protection from artifacts or from the color of your choice" (Apostle's Blessing):
    artifacts are a choice too (``engine.effects_mass``: when the threat is an artifact).
    ``or_colorless``: "protection from colorless or from the color of your choice" (Giver
    of Runes; CR 105.2c): colorless is a choice too, when the threat is colorless.
    """

    target: TargetSpec
    or_artifacts: bool = False
    or_colorless: bool = False


@dataclass(frozen=True, slots=True)
class OptionalCost:
    """An optional cost: "You may pay {M} / discard a card. If you do, <then>" (CR 608.2c).

    The controller decides on resolution (CR 608.2d); ``then`` happens only if the first
    action was done in full: the mana paid, the cards discarded, the cards drawn, the life
    or energy paid (CR 119.4, 107.14), the card exiled. ``then``'s targets are chosen as
    the spell is cast or the ability put on the stack (CR 601.2c, 603.3d), before the
    payment. ``exile``: exile that object ("you may exile it", ``Ref``); ``exile_card``: a
    card of that quality from your ``exile_zone`` (``"graveyard"`` or ``"hand"``), not the
    source itself when ``exile_other`` ("other than Ichorid"); ``discard_hand``: "discard
    your hand"; ``tap``: tap an untapped permanent you control of that quality (Vodalian
    Hexcatcher); ``sacrifice``: sacrifice that object ("you may sacrifice it").
    ``reflexive`` (CR 603.12, "When you do, ..."): ``then`` is a reflexive triggered
    ability, put on the stack after the payment, its targets chosen then
    (``engine.optional_costs``).
    """

    then: tuple[Any, ...]
    mana: ManaCost | None = None
    discard: int = 0
    draw: int = 0
    life: int = 0
    energy: int = 0
    exile: Ref | None = None
    exile_card: Filter | None = None
    exile_zone: str = "graveyard"
    exile_other: bool = False
    discard_hand: bool = False
    tap: Filter | None = None
    sacrifice: Ref | None = None
    reflexive: bool = False
    #: "Discard a card. If you do, ..." (Territorial Kavu): no choice, done when it can be.
    mandatory: bool = False
    #: "You may sacrifice a permanent. If you do, ..." (Witherbloom Charm): one permanent
    #: of the controller's matching it, their choice (CR 701.21).
    sacrifice_one: Filter | None = None


@dataclass(frozen=True, slots=True)
class PumpAll:
    """Each creature matching ``filter`` (and ``controller``) gets +N/+N until end of turn.

    CR 611.2c: the affected set is fixed as the effect resolves. "Attacking creatures get
    +2/+0 until end of turn" (Trumpet Blast), "Creatures you control with flying get +2/+2"
    (Rally of Wings), "Knights you control get +2/+1" (History of Benalia), "Humans you
    control gain haste" (``keywords``). ``other``: "each other attacking creature" (battle
    cry, CR 702.91a): not the source itself.
    """

    power: int
    toughness: int
    filter: Filter = NO_FILTER
    controller: Controller = Controller.ANY
    keywords: Keyword = NO_KEYWORD
    other: bool = False


@dataclass(frozen=True, slots=True)
class PutCountersAll:
    """Put ``count`` ``kind`` counters on each creature matching ``filter`` (CR 122.1).

    "Put a +1/+1 counter on each artifact creature you control." (Steel Overseer): the set is
    fixed as the effect resolves (CR 611.2c reads the same way for one-shot effects).
    """

    count: int
    kind: str = "+1/+1"
    filter: Filter = NO_FILTER
    controller: Controller = Controller.YOU
    #: "each other Human you control" (Thalia's Lieutenant): not the source itself.
    other: bool = False


@dataclass(frozen=True, slots=True)
class PutSourceCounters:
    """Put the source's ``kind`` counters on the target (modular, CR 702.43a).

    "When this dies, you may put its +1/+1 counters on target artifact creature": the number
    is the counters the source had as it last existed (CR 608.2h).
    """

    target: TargetSpec
    kind: str = "+1/+1"


@dataclass(frozen=True, slots=True)
class ExileIfDiesThisTurn:
    """Exile instead: "If that creature would die this turn, exile it instead" (CR 614.1a).

    Follows the effect whose target it names (Lava Coil, Magma Spray, Ob Nixilis's
    Cruelty): it reads that effect's target group, choosing nothing itself. With
    ``damaged``: "If a creature dealt damage this way would die this turn, exile it
    instead" (Anger of the Gods): each creature this spell or ability dealt damage to.
    """

    damaged: bool = False


@dataclass(frozen=True, slots=True)
class RemoveCounterOrSacrifice:
    """Fading's upkeep trigger (CR 702.32a; the seeds list it among the upkeep rules).

    "At the beginning of your upkeep, remove a fade counter from this permanent. If you
    can't, sacrifice the permanent." ``kind`` is the counter's name.
    """

    kind: str = "fade"
