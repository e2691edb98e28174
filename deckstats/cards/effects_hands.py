"""Effect values of hand moves of round 38 (issue 26, helper ``zones``).

Listed in the effect vocabulary through ``cards.effects_library`` (``LIBRARY_EFFECTS``);
resolved by ``engine/hand_moves.py``; compiled by ``oracle/hand_lines.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deckstats.cards.targets import NO_FILTER, Controller, Filter, Ref, TargetSpec


@dataclass(frozen=True, slots=True)
class HandToLibrary:
    """Cards of a player's hand go on top (or the bottom) of their library (CR 401.1, 401.4).

    ``chooser``: ``Controller.YOU`` when the effect's controller picks them from the looked-at
    hand ("Look at target player's hand and choose two cards from it. Put them on top of that
    player's library in any order." Agonizing Memories), else the player themself.
    ``then_draw``: "Put a card from your hand on the bottom of your library. If you do, draw a
    card." (Fire Prophecy: ``bottom``; the draw only if a card was put, CR 608.2c).
    """

    count: int
    player: TargetSpec = Ref.YOU
    chooser: Controller = Controller.ANY
    bottom: bool = False
    then_draw: int = 0


@dataclass(frozen=True, slots=True)
class DiscardRevealed:
    """The player reveals ``shown`` cards of their choice; the controller picks one to discard.

    CR 701.9, 701.20a: "Target player reveals three cards from their hand and you choose one
    of them. That player discards that card." (Blackmail; all of a hand of three or fewer).
    """

    shown: int
    player: TargetSpec


@dataclass(frozen=True, slots=True)
class DiscardHands:
    """Each player discards their hand, then refills (CR 701.9, 121.1).

    ``draw_greatest``: "then draws cards equal to the greatest number of cards a player
    discarded this way" (Windfall); ``return_up_to``: "then returns up to three cards from
    their graveyard to their hand" (Ill-Gotten Gains; each player chooses, in APNAP order).
    """

    draw_greatest: bool = False
    return_up_to: int = 0


#: ``DiscardThen.count`` of "discard any number of cards" (more than any hand holds).
ANY_NUMBER = 99


@dataclass(frozen=True, slots=True)
class DiscardThen:
    """A discard, effects after it, and effects repeated for each card it discarded.

    "Discard any number of cards, then draw that many cards." (Cavalier of Flame): ``count``
    is ``ANY_NUMBER`` with ``up_to``, and ``per`` is the draw of one card.

    CR 701.9, 608.2c: "Target player discards two cards. You gain 3 life for each land card
    discarded this way." (Gerrard's Verdict: ``per`` for each discarded card matching
    ``per_filter``); "discard two cards, then draw two cards. For each nonland card discarded
    this way, create a 1/1 red Elemental creature token." (Seasoned Pyromancer: ``between``
    is the draw); "Discard up to two cards, then draw two cards." (Faithful Mending:
    ``up_to``). ``player`` discards ``count`` cards of their choice; ``between`` and ``per``
    name no target of their own (the spell's targets are ``player``'s).
    """

    count: int
    player: TargetSpec = Ref.YOU
    up_to: bool = False
    between: tuple[Any, ...] = ()
    per_filter: Filter = NO_FILTER
    per: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class EachLosesPart:
    """Each player loses a part of their life, hand, creatures and lands, rounded up.

    CR 119.3, 701.9, 701.21, 107.1a: "Each player loses a third of their life, then discards a
    third of the cards in their hand, then sacrifices a third of the creatures they control,
    then sacrifices a third of the lands they control. Round up each time." (Pox:
    ``divisor=3``). Each step is done by every player (in APNAP order) before the next; the
    players choose their own cards and permanents.
    """

    divisor: int


#: The hand moves (added to ``cards.effects_library.LIBRARY_EFFECTS``).
HAND_EFFECTS = (HandToLibrary, DiscardRevealed, DiscardHands, DiscardThen, EachLosesPart)
HandEffect = HandToLibrary | DiscardRevealed | DiscardHands | DiscardThen | EachLosesPart
