"""Static abilities of round 38 (issue 26, helper ``stat``): permissions and rule changes.

Like ``cards.rule_locks`` they sit in ``CardDef.modifiers``; the engine reads them where they
matter (``engine.static_rules``), only while a permanent with one is on the battlefield
(``Game.modifier_sources``), except ``CastFromZone``, a permission of the card itself read
where it is (its graveyard or exile).

- ``CastFromZone``: "You may cast ~ from your graveyard." (Squee, the Immortal: "from your
  graveyard or from exile"; Eternal Scourge, Misthollow Griffin: "from exile"), with an
  "as long as you control a Zombie" requirement (Gravecrawler): CR 601.3 (a player may cast
  a card from a zone other than the hand only if an effect allows it).
- ``Uncounterable``: "Creature spells you control can't be countered." (Rhythm of the Wild,
  Chimil's "Spells you control ..."): CR 101.2, 701.6.
- ``EntryTriggerLock``: "Creatures entering don't cause abilities to trigger." (Torpor Orb;
  Doorkeeper Thrull: "Artifacts and creatures entering ..."): CR 603.2, 101.2.
- ``NoMaxHandSize``: "You have no maximum hand size." (Reliquary Tower, an emblem's
  line): CR 402.2, 514.1.
- ``MinBlockers``: "~ can't be blocked except by three or more creatures." (Troll of
  Khazad-dûm, Two-Headed Dragon: two): CR 509.1b, 702.111b (menace is the same with two).
- ``AttackTax``: "Creatures can't attack you unless their controller pays {2} for each
  creature they control that's attacking you." (Ghostly Prison, Propaganda; Sphere of
  Safety: {X} where X is the number of enchantments you control; Elephant Grass: only
  nonblack creatures): CR 508.1g-h.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.presence import Count
from deckstats.cards.targets import NO_FILTER, Filter


@dataclass(frozen=True, slots=True)
class CastFromZone:
    """CR 601.3: the card may be cast from its owner's graveyard and / or from exile.

    ``graveyard`` / ``exile``: the zones it may be cast from (normal timing and costs, CR
    601.2); ``requires``: "as long as you control a Zombie" (Gravecrawler), a count that must
    be at least its ``at_least`` for the caster.
    """

    graveyard: bool = False
    exile: bool = False
    requires: Count | None = None


@dataclass(frozen=True, slots=True)
class Uncounterable:
    """CR 101.2, 701.6: the source's controller's spells matching ``spells`` can't be countered.

    A counterspell's "counter" does nothing to them.
    """

    spells: tuple[Filter, ...] = (NO_FILTER,)


@dataclass(frozen=True, slots=True)
class EntryTriggerLock:
    """CR 603.2, 101.2: permanents matching any of ``permanents`` entering trigger nothing.

    Neither the enters triggers of the permanent itself nor the "whenever a creature
    enters" triggers of other permanents.
    """

    permanents: tuple[Filter, ...]


@dataclass(frozen=True, slots=True)
class NoMaxHandSize:
    """CR 402.2, 514.1: the source's controller has no maximum hand size."""


@dataclass(frozen=True, slots=True)
class MinBlockers:
    """CR 509.1b: the permanent can't be blocked except by ``count`` or more creatures."""

    count: int = 3


@dataclass(frozen=True, slots=True)
class AttackTax:
    """CR 508.1g-h: a tax on creatures matching ``attackers`` attacking the source's controller.

    Their controller pays ``amount`` generic mana for each of them (or, with
    ``per_enchantment``, the number of enchantments the source's controller controls).
    """

    amount: int = 2
    attackers: Filter = NO_FILTER
    per_enchantment: bool = False


StaticRule = (
    CastFromZone | Uncounterable | EntryTriggerLock | NoMaxHandSize | MinBlockers | AttackTax
)

__all__ = [
    "AttackTax",
    "CastFromZone",
    "EntryTriggerLock",
    "MinBlockers",
    "NoMaxHandSize",
    "StaticRule",
    "Uncounterable",
]
