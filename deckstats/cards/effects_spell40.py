"""One-shot effects of issue 26's round-40 ``spell`` helper, re-exported by ``effects``.

- "You get X {E}, then you may pay any amount of {E}. Destroy each artifact, creature, and
  enchantment with mana value less than or equal to the amount of {E} paid this way."
  (Wrath of the Skies), "You get {E}{E}{E}{E}, then you may pay any amount of {E}. Put
  that many stun counters on each of those creatures." (Suppression Ray): ``PayAnyEnergy``
  (CR 107.14, 122.1): the energy paid is the X its follow-up effects read;
- "Put that many stun counters on each of those creatures" after "Tap all creatures
  target player controls": ``PutCountersEachOf`` (CR 122.1), the counters on each
  permanent of a filter that a player controls;
- "Its controller may draw up to two cards at the beginning of the next turn's upkeep."
  (Arcane Denial): ``DelayedTriggerFor`` (CR 603.7), a delayed trigger whose player is
  read as it is created (the countered spell's controller) and who then does the effect;
- "Non-Angel creatures you control gain indestructible until your next turn." (Emeria's
  Call): ``UntilYourNextTurn`` (CR 611.2b), pumps and keyword grants that last through the
  cleanup steps until the controller's next turn begins;
- "Destroy each nonland permanent with mana value 2 or less. Add {B} or {G} for each
  permanent destroyed this way." (Culling Ritual): ``ManaPerRemoved`` (CR 106.1, 701.8);
- "Each attacking creature doesn't untap during its controller's next untap step." (Tangle):
  ``SkipNextUntap`` (CR 502.3, 611.2c: the creatures are fixed as it resolves).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deckstats.cards.targets import Filter, TargetSpec


@dataclass(frozen=True, slots=True)
class PayAnyEnergy:
    """The controller gets ``get`` energy, then pays any amount; ``then`` reads it as X.

    ``get`` is a number or ``"X"`` (the X paid as the spell was cast, read first). The
    amount paid replaces X for the effects of ``then`` (CR 107.14: "that many", "the
    amount of {E} paid this way"); the payer chooses it (``engine.spell40``).
    """

    get: int | str
    then: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class PutCountersEachOf:
    """``count`` ``kind`` counters on each ``what`` permanent ``player`` controls (CR 122.1).

    ``count`` is a number or ``"X"``.
    """

    kind: str
    count: int | str
    what: Filter
    player: TargetSpec


@dataclass(frozen=True, slots=True)
class DelayedTriggerFor:
    """CR 603.7: "<that player> <effect> at the beginning of the next <step>".

    ``player`` (a ``Ref``: ``TARGET_CONTROLLER`` for "its controller") is read as the
    delayed trigger is created, with the last known information of the target (CR 608.2h);
    that player does ``effect`` (as "you") when the trigger resolves, the next time
    ``step`` ("upkeep" / "end step") begins, whoever's turn it is.
    """

    step: str
    player: TargetSpec
    effect: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class UntilYourNextTurn:
    """CR 611.2b: ``effect`` (pumps: ``Pump``/``PumpAll``) lasts until the controller's next turn.

    The permanents affected are fixed as it resolves (CR 611.2c); what each got is given
    again after each cleanup step (CR 514.2) until that turn begins (``engine.spell40``).
    """

    effect: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class ManaPerRemoved:
    """``removal``, then one mana of a colour of ``colors`` per permanent it removed.

    A permanent counts when it left the battlefield as ``removal`` resolved (one that was
    indestructible, regenerated or saved by umbra armor was not destroyed, CR 701.8b); the
    controller chooses the colour of each mana (CR 106.1).
    """

    removal: tuple[Any, ...]
    colors: str


@dataclass(frozen=True, slots=True)
class SkipNextUntap:
    """``what`` doesn't untap during its controller's next untap step (CR 502.3).

    ``what``: a target spec or reference ("that creature"), or a ``Filter`` of the
    permanents of every player ("each attacking creature"), fixed as it resolves.
    """

    what: TargetSpec | Filter


SPELL40_EFFECTS = (
    PayAnyEnergy,
    PutCountersEachOf,
    DelayedTriggerFor,
    UntilYourNextTurn,
    ManaPerRemoved,
    SkipNextUntap,
)
Spell40Effect = (
    PayAnyEnergy
    | PutCountersEachOf
    | DelayedTriggerFor
    | UntilYourNextTurn
    | ManaPerRemoved
    | SkipNextUntap
)

__all__ = [
    "SPELL40_EFFECTS",
    "DelayedTriggerFor",
    "ManaPerRemoved",
    "PayAnyEnergy",
    "PutCountersEachOf",
    "SkipNextUntap",
    "Spell40Effect",
    "UntilYourNextTurn",
]
