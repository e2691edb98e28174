"""Static abilities that change the game's rules for whole groups of objects or players.

Like the values of ``cards.modifiers`` they sit in ``CardDef.modifiers``, so the engine
keeps a permanent with one in ``Game.modifier_sources`` while it is on the battlefield and
reads them only where they matter (``engine.rule_locks``); a game without such a permanent
pays one list test at each of those places.

- ``UntapLock``: "Nonbasic lands don't untap during their controllers' untap steps" (Back to
  Basics), "Islands don't untap ..." (Choke): CR 502.3, 101.2.
- ``LandUntapLimit``: "players can't untap more than one land during their untap steps"
  (Winter Orb, Rising Waters): CR 502.3.
- ``EntersTappedLock``: "Artifacts and lands enter tapped" (Root Maze), "Creatures and
  nonbasic lands your opponents control enter tapped" (Thalia, Heretic Cathar): CR 614.12,
  614.1.
- ``AttackLock``: "Creatures without flying can't attack" (Moat), "Creatures with power
  greater than the number of cards in your hand can't attack" (Ensnaring Bridge): CR 508.1,
  101.2.
- ``UpkeepTax``: all creatures / artifacts have "At the beginning of your upkeep, sacrifice
  this ... unless you pay {1}" (Pendrell Mists, Kataki, War's Wage): CR 118.12.
- ``LandsFromGraveyard``: "You may play lands from your graveyard" (Crucible of Worlds).
- ``DrawLimit``: "Each opponent can't draw more than one card each turn" (Narset, Parter of
  Veils), "Each player ..." (Spirit of the Labyrinth): CR 121.1, 101.2.
- ``EntersUntapped``: "Lands you control enter untapped." (Spelunking): CR 614.1c, 614.12,
  616.1.
- ``DrawPlus``: "As long as you have one or fewer cards in hand, if you would draw one or
  more cards, you draw that many cards plus one instead." (Quantum Riddler): CR 614.1a,
  614.11.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.mana import ManaCost
from deckstats.cards.targets import Filter, Ref


@dataclass(frozen=True, slots=True)
class UntapLock:
    """CR 502.3, 101.2: permanents matching any of ``permanents`` don't untap in untap steps."""

    permanents: tuple[Filter, ...]


@dataclass(frozen=True, slots=True)
class LandUntapLimit:
    """CR 502.3, 101.2: players can't untap more than ``limit`` lands in their untap steps.

    "As long as Winter Orb is untapped, players can't untap more than one land during their
    untap steps" (``while_untapped``). Rising Waters' "Lands don't untap during their
    controllers' untap steps" with "At the beginning of each player's upkeep, that player
    untaps a land they control" is the same limit of one land, untapped in the untap step
    instead of the upkeep (no player gets priority between the two). The engine untaps the
    first tapped lands in battlefield order (the player's choice is not asked).
    """

    limit: int = 1
    while_untapped: bool = False


@dataclass(frozen=True, slots=True)
class EntersTappedLock:
    """CR 614.12: permanents matching any of ``permanents`` enter the battlefield tapped.

    ``who``: whose permanents, relative to the source's controller: ``Ref.EACH_PLAYER``
    (Root Maze) or ``Ref.EACH_OPPONENT`` ("your opponents control": Thalia, Heretic Cathar).
    """

    permanents: tuple[Filter, ...]
    who: Ref = Ref.EACH_PLAYER


@dataclass(frozen=True, slots=True)
class EntersUntapped:
    """CR 614.1c, 614.12: permanents matching any of ``permanents`` enter untapped.

    "Lands you control enter untapped." (Spelunking; ``who=Ref.YOU``, relative to the
    source's controller). It replaces every "enters tapped" of such a land: its own
    (a tapland, a shockland whose 2 life is then not paid), an effect's "put it onto the
    battlefield tapped", a lock's (Root Maze): their controller orders the replacements
    (CR 616.1) and this one, applied last, leaves the land untapped.
    """

    permanents: tuple[Filter, ...]
    who: Ref = Ref.YOU


@dataclass(frozen=True, slots=True)
class AttackLock:
    """CR 508.1, 101.2: creatures matching ``attackers`` can't attack (Moat).

    ``power_above_hand``: only creatures whose power is greater than the number of cards in
    the source's controller's hand (Ensnaring Bridge, power read as attackers are declared).
    """

    attackers: Filter
    power_above_hand: bool = False
    #: "Black creatures can't attack you." (Elephant Grass): only creatures the source's
    #: controller's opponents control (in two-player games they attack only that player).
    opponents: bool = False


@dataclass(frozen=True, slots=True)
class DrawLimit:
    """CR 121.1, 101.2: ``who`` can't draw more than ``limit`` cards each turn.

    ``who`` is relative to the source's controller (``Ref.EACH_OPPONENT`` for Narset,
    ``Ref.EACH_PLAYER`` for Spirit of the Labyrinth). A draw that can't happen does nothing
    (CR 101.2: the "can't" wins; an empty library is not drawn from either).
    """

    who: Ref = Ref.EACH_PLAYER
    limit: int = 1


@dataclass(frozen=True, slots=True)
class DrawPlus:
    """CR 614.1a, 614.11: the source's controller draws ``extra`` more cards per draw event.

    "As long as you have one or fewer cards in hand [``hand_at_most``], if you would draw one
    or more cards, you draw that many cards plus one instead." (Quantum Riddler). The
    condition is read once, as the draw of N cards would begin (one event, CR 121.2); each
    such permanent applies once (CR 616.1), so two add two.
    """

    hand_at_most: int = 1
    extra: int = 1


@dataclass(frozen=True, slots=True)
class UpkeepTax:
    """CR 113.3c, 118.12: each of ``permanents`` has an upkeep tax ``cost`` (Pendrell Mists).

    "All creatures have 'At the beginning of your upkeep, sacrifice [destroy] this creature
    unless you pay {1}.'" (Tabernacle at Pendrell Vale, Pendrell Mists, Energy Flux, Kataki,
    War's Wage).

    The engine resolves the granted triggers of the active player's permanents one after the
    other as its upkeep begins (``engine.rule_locks.upkeep_taxes``): no player gets priority
    between them, so nothing can respond to one of them (a simplification).
    """

    permanents: Filter
    cost: ManaCost
    destroy: bool = False


@dataclass(frozen=True, slots=True)
class LandsFromGraveyard:
    """CR 305.1-305.2: "You may play lands from your graveyard." (Crucible of Worlds).

    The controller's land plays may take a land card from its graveyard (Ramunap Excavator).
    """


@dataclass(frozen=True, slots=True)
class BlockFilter:
    """CR 509.1a: "~ can't block creatures with power 2 or greater" (Zurgo Bellstriker).

    The permanent can't block an attacker matching ``attackers``.
    """

    attackers: Filter


@dataclass(frozen=True, slots=True)
class SearchLock:
    """CR 701.23, 101.2: opponents can't search their libraries (Ashiok, Dream Render).

    "Spells and abilities your opponents control can't cause their controller to search
    their library.": an opponent's own spell or ability finds nothing and moves no card
    (the library is not shuffled either).
    """


RuleLock = (
    SearchLock
    | BlockFilter
    | LandsFromGraveyard
    | UntapLock
    | LandUntapLimit
    | EntersTappedLock
    | EntersUntapped
    | AttackLock
    | DrawLimit
    | DrawPlus
    | UpkeepTax
)

__all__ = [
    "AttackLock",
    "BlockFilter",
    "DrawLimit",
    "DrawPlus",
    "EntersTappedLock",
    "EntersUntapped",
    "LandUntapLimit",
    "LandsFromGraveyard",
    "RuleLock",
    "SearchLock",
    "UntapLock",
    "UpkeepTax",
]
