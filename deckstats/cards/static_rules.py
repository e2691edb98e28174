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
- ``UncounterableIf``: "Spell mastery — If there are two or more instant and/or sorcery
  cards in your graveyard, this spell can't be countered." (Exquisite Firecraft): the
  spell's own rule, read on the stack whenever something would counter it (CR 101.2).
- ``EntryTriggerLock``: "Creatures entering don't cause abilities to trigger." (Torpor Orb;
  Doorkeeper Thrull: "Artifacts and creatures entering ..."): CR 603.2, 101.2.
- (no maximum hand size is ``cards.hand_size.MaxHandSize(unlimited=True)``, an emblem's
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

from deckstats.cards.counts import Count as EffectCount
from deckstats.cards.effects_stat import STAT39_EFFECTS, Stat39Effect
from deckstats.cards.model import NO_COLOR, Color
from deckstats.cards.presence import Count
from deckstats.cards.targets import NO_FILTER, Filter, TargetSpec


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
class UncounterableIf:
    """CR 101.2: this spell can't be countered while ``count`` is at least ``least``.

    Exquisite Firecraft's spell mastery: the count is checked (for the spell's controller)
    each time something would counter it (``engine.act40.uncounterable_now``).
    """

    count: EffectCount
    least: int


@dataclass(frozen=True, slots=True)
class EntryTriggerLock:
    """CR 603.2, 101.2: permanents matching any of ``permanents`` entering trigger nothing.

    Neither the enters triggers of the permanent itself nor the "whenever a creature
    enters" triggers of other permanents.
    """

    permanents: tuple[Filter, ...]


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


@dataclass(frozen=True, slots=True)
class FlashPermission:
    """CR 702.8a, 601.3: the controller may cast matching spells as though they had flash.

    "You may cast spells this turn as though they had flash" (Borne Upon a Wind).
    """

    spells: Filter = NO_FILTER


@dataclass(frozen=True, slots=True)
class BlockLock:
    """CR 509.1a, 101.2: creatures matching ``blockers`` can't block.

    "Creatures without flying can't block this turn" (Sundering Eruption).
    """

    blockers: Filter = NO_FILTER


@dataclass(frozen=True, slots=True)
class TargetShield:
    """CR 115.4: the permanent can't be the target of spells or abilities of some colours.

    Sources of a colour (``colors``) or not of a colour (``not_colors``): "~ can't be the
    target of white spells or abilities from white sources." (Rebel Informer); "... of
    nongreen spells your opponents control or abilities from nongreen
    sources your opponents control." (Thrun, Breaker of Silence: ``opponents``). Unlike
    protection (CR 702.16) it stops only targeting.
    """

    colors: Color = NO_COLOR
    not_colors: Color = NO_COLOR
    opponents: bool = False


@dataclass(frozen=True, slots=True)
class NotAlone:
    """CR 506.5, 508.1c, 509.1b: "~ can't attack or block alone." (Mogg Flunkies).

    ``attack`` / ``block``: which of the two it can't do as the only attacker / blocker.
    """

    attack: bool = True
    block: bool = True


@dataclass(frozen=True, slots=True)
class Expires:
    """The duration of a ``TurnRules`` object: the end of the turn (CR 514.2).

    With ``next_turn``: the beginning of its controller's next turn (CR 611.2b).
    """

    next_turn: bool = False


@dataclass(frozen=True, slots=True)
class TurnRules:
    """A one-shot effect changing the rules for a while (CR 611.2a-b).

    Its controller's ``modifiers`` apply "this turn" or, with ``next_turn``, "until your
    next turn": "You may cast spells this turn as though they had flash." (Borne Upon a
    Wind), "Until your next turn, you may cast sorcery spells as though they had flash."
    (Teferi, Time Raveler), "Creatures can't attack this turn." (Orim's Chant, kicked),
    "Spells you control can't be countered this turn." (Veil of Summer). The engine keeps
    them on an object in the command zone until they expire (``engine.turn_rules``).
    """

    modifiers: tuple[object, ...]
    next_turn: bool = False


@dataclass(frozen=True, slots=True)
class SetLife:
    """CR 119.5: "Target player's life total becomes 1." (Vraska, Relic Seeker's −10).

    The player gains or loses the difference (so "whenever you gain / lose life" sees it).
    """

    player: TargetSpec
    life: int


@dataclass(frozen=True, slots=True)
class DiscardChosen:
    """CR 701.9, 201.3: the target player discards all cards of a chosen name or colour.

    "Choose a nonland card name. Target player reveals their hand and discards all cards
    with that name." (Cabal Therapy; ``by="name"``) or "Choose a color. ... discards all
    cards of that color." (Persecute; ``by="color"``).

    The controller chooses as the spell resolves, before the hand is revealed (a name from
    public information, ``engine.modifiers.name_options``).
    """

    player: TargetSpec
    by: str = "name"


#: One-shot effects of this module (``cards.effects`` lists them in ``Effect``).
STAT_EFFECTS: tuple[type, ...] = (TurnRules, SetLife, DiscardChosen, *STAT39_EFFECTS)
StatEffect = TurnRules | SetLife | DiscardChosen | Stat39Effect  # (+ cards.effects_stat)

#: The modifier values of this module (``cards.modifiers.ALL_MODIFIERS`` lists them).
STATIC_RULES: tuple[type, ...] = (
    CastFromZone,
    Uncounterable,
    EntryTriggerLock,
    MinBlockers,
    AttackTax,
    FlashPermission,
    BlockLock,
    TargetShield,
    NotAlone,
    Expires,
    UncounterableIf,
)
StaticRule = (
    CastFromZone
    | Uncounterable
    | EntryTriggerLock
    | MinBlockers
    | AttackTax
    | FlashPermission
    | BlockLock
    | TargetShield
    | NotAlone
    | Expires
    | UncounterableIf
)

__all__ = [
    "STATIC_RULES",
    "STAT_EFFECTS",
    "AttackTax",
    "BlockLock",
    "CastFromZone",
    "DiscardChosen",
    "EntryTriggerLock",
    "Expires",
    "FlashPermission",
    "MinBlockers",
    "NotAlone",
    "SetLife",
    "StatEffect",
    "StaticRule",
    "TargetShield",
    "TurnRules",
    "Uncounterable",
    "UncounterableIf",
]
