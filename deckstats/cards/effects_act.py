"""Effects of round 38's ``act`` family (keyword abilities of cards), re-exported by ``effects``.

- ``Unearth`` (CR 702.84a, not in seeds): "Return this card from your graveyard to the
  battlefield. It gains haste. Exile it at the beginning of the next end step or if it would
  leave the battlefield." The ability of ``Unearth {cost}`` (a ``costs.GraveyardAbility``
  activated only as a sorcery).
- ``ZombieCopy`` (embalm CR 702.128a, eternalize CR 702.129a, not in seeds): "Create a
  token that's a copy of it, except it's a white Zombie [...] with no mana cost" (embalm) /
  "... a 4/4 black Zombie ..." (eternalize); the card was exiled from the graveyard as the
  ability's cost.

- ``CumulativeUpkeep`` (CR 702.24a): "At the beginning of your upkeep, if this permanent is on
  the battlefield, put an age counter on this permanent. Then you may pay [cost] for each age
  counter on it. If you don't, sacrifice it." The cost is mana or life.

Resolved by ``engine.act_effects``; valued by ``players.evaluate``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deckstats.cards.mana import ManaCost
from deckstats.cards.model import NO_KEYWORD, Keyword
from deckstats.cards.targets import NO_FILTER, Filter


@dataclass(frozen=True, slots=True)
class Unearth:
    """CR 702.84a: the source card returns with haste.

    It is exiled at the next end step or if it would leave the battlefield (CR 614.1a).
    """


@dataclass(frozen=True, slots=True)
class ZombieCopy:
    """CR 702.128a / 702.129a: a token copy of the source card, a Zombie with no mana cost.

    ``color`` is one letter; ``size`` sets its power and toughness (eternalize: 4), 0 keeps
    the card's own.
    """

    color: str
    size: int = 0


@dataclass(frozen=True, slots=True)
class CumulativeUpkeep:
    """CR 702.24a: an age counter, then pay ``mana`` (or ``life``) per age counter or sacrifice."""

    mana: ManaCost | None = None
    life: int = 0


@dataclass(frozen=True, slots=True)
class SearchByCount:
    """A library search for a card whose mana value is a counted number (CR 701.23, 608.2h).

    "Search your library for an artifact card with mana value equal to 1 plus the sacrificed
    artifact's mana value, put that card onto the battlefield, then shuffle" (Oswald
    Fiddlebender, Birthing Pod): ``search`` with its filter's mana value set, as it resolves,
    to ``count`` (a ``cards.counts.Count``); ``or_less``: "... X or less, where X is ...".
    """

    search: Any
    count: Any
    or_less: bool = False
    #: "... onto the battlefield with an additional +1/+1 counter on it" (Neoform; CR
    #: 614.1c): +1/+1 counters the found card enters with (round 40).
    counters: int = 0


@dataclass(frozen=True, slots=True)
class PreventCombatDamageOf:
    """Prevent all combat damage that would be dealt to and dealt by a creature this turn.

    CR 615.1 (Maze of Ith, Cephalid Illusionist): a prevention shield on the creature for the
    rest of the turn, both ways (``engine.combat.unshielded``).
    """

    target: Any


@dataclass(frozen=True, slots=True)
class RemoveCounters:
    """Remove counters from a permanent (CR 122.8).

    "Remove all counters from target permanent" (Vampire Hexmage: ``kind`` ``""``, ``count``
    0 for all), "Remove an ice counter from ~" (Dark Depths). Fewer than ``count`` on it:
    all of that kind go.
    """

    target: Any
    kind: str = ""
    count: int = 0


@dataclass(frozen=True, slots=True)
class LookAtTop:
    """Look at the top card of a player's library (Mishra's Bauble): information only.

    Nothing moves (CR 401.2: the library stays hidden to the others); the simulated players
    keep no memory of it, so it resolves to a log line.
    """

    player: Any


@dataclass(frozen=True, slots=True)
class MassRemovalUpTo:
    """A ``MassRemoval`` bounded by a number read as it resolves (CR 107.3, 608.2h).

    "Destroy each artifact, creature, and enchantment with mana value X or less" (Pernicious
    Deed: ``count`` ``"X"``), "Destroy each artifact and creature with mana value equal to
    the number of fuse counters on ~" (Powder Keg: a ``Count``, ``exact``).
    """

    removal: Any
    count: Any
    exact: bool = False


@dataclass(frozen=True, slots=True)
class AddOneAmong:
    """Add one mana of a type read from the game when it is added (CR 106.7, 106.5).

    ``among``: ``"colors"``: "one mana of any color among legendary creatures and
    planeswalkers you control" (Mox Amber: the colours of the permanents matching
    ``filter``); ``"lands"``: "one mana of any type that a land you control could produce"
    (Reflecting Pool; ``opponent``: "a land an opponent controls", Exotic Orchard; ``colored``:
    "any color", so no colourless); ``"none"``: "any color in your commander's color
    identity" (Arcane Signet): a game with no commander has no such colour, and mana of an
    undefined type is no mana (CR 106.5, 903.4). No type to choose: no mana.
    """

    among: str
    filter: Filter = NO_FILTER
    opponent: bool = False
    colored: bool = False

    @property
    def letters(self) -> str:
        """The mana letters it may ever add."""
        if self.among == "none":
            return ""
        return "WUBRG" if self.among == "colors" or self.colored else "WUBRGC"


@dataclass(frozen=True, slots=True)
class PreventNext:
    """A prevention shield for the rest of the turn (CR 615.7, 614.9; ``engine.shields``).

    "Prevent the next 2 damage that would be dealt to any target this turn." (Goblin
    Legionnaire: ``amount`` 2, ``target`` the target); "The next time a red source of your
    choice would deal damage to you this turn, prevent that damage." (Circle of Protection:
    Red: ``amount`` 0 = all of that one event, ``color`` "R", ``choose_source``: a source
    chosen as it resolves); "The next 1 damage that would be dealt to ~ this turn is dealt
    to target creature you control instead." (Nomads en-Kor: ``redirect``, CR 614.9).
    ``chosen_color``: "a source of your choice of the chosen color" (Story Circle): the
    colour its permanent chose as it entered (CR 607.2d; ``engine.chosen_color`` sets
    ``color``); none chosen, no shield.
    """

    amount: int
    target: Any
    color: str = ""
    choose_source: bool = False
    redirect: Any = None
    chosen_color: bool = False


@dataclass(frozen=True, slots=True)
class LoseAbilities:
    """Until end of turn, permanents lose keyword abilities, or all abilities (CR 611.2c).

    "Target creature loses flying until end of turn", "It loses all abilities until end of
    turn." (Merfolk Trickster: ``everything``), "Permanents your opponents control lose
    hexproof and indestructible until end of turn." (Shadowspear: ``group``, the permanents
    the controller's opponents control then; CR 611.2c: the set is fixed as it resolves).
    Abilities granted by other objects' static abilities are not removed (a loss for the
    controller of this effect, never a gain).
    """

    target: Any = None
    keywords: Keyword = NO_KEYWORD
    everything: bool = False
    group: Filter | None = None


@dataclass(frozen=True, slots=True)
class ExileOwnGraveyardCards:
    """Each player named exiles ``count`` cards of their choice from their graveyard.

    "Target player exiles a card from their graveyard." (Relic of Progenitus; CR 406.1): the
    player chooses (the engine keeps their likely best: creatures, cards usable from the
    graveyard, the costliest; ``engine.act_effects``).
    """

    player: Any
    count: int = 1


#: This module's effect classes: a member of ``effects.Effect`` and of ``ALL_EFFECTS`` each.
ActEffect = (
    Unearth
    | ZombieCopy
    | CumulativeUpkeep
    | SearchByCount
    | PreventCombatDamageOf
    | RemoveCounters
    | LookAtTop
    | MassRemovalUpTo
    | AddOneAmong
    | PreventNext
    | LoseAbilities
    | ExileOwnGraveyardCards
)
ACT_EFFECTS: tuple[type, ...] = (
    Unearth,
    ZombieCopy,
    CumulativeUpkeep,
    SearchByCount,
    PreventCombatDamageOf,
    RemoveCounters,
    LookAtTop,
    MassRemovalUpTo,
    AddOneAmong,
    PreventNext,
    LoseAbilities,
    ExileOwnGraveyardCards,
)

__all__ = [
    "ACT_EFFECTS",
    "ActEffect",
    "AddOneAmong",
    "CumulativeUpkeep",
    "ExileOwnGraveyardCards",
    "LookAtTop",
    "LoseAbilities",
    "MassRemovalUpTo",
    "PreventCombatDamageOf",
    "PreventNext",
    "RemoveCounters",
    "SearchByCount",
    "Unearth",
    "ZombieCopy",
]
