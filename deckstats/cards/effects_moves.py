"""Effect values of zone moves of round 39 (issue 26, helper ``zones``).

Part of the effect vocabulary (``cards.effects_library`` lists them in ``LibraryEffect``
and ``LIBRARY_EFFECTS``, which ``cards/effects.py`` re-exports); resolved by
``engine/moves_more.py``; compiled by ``oracle/move_lines.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class IfTargetX:
    """``then``'s target must have mana value X (``or_less``: X or less), X paid for the spell.

    CR 107.3a, 601.2b-c: X is chosen before the targets, so a target whose mana value does
    not fit is not a legal choice (``engine.x_targets`` filters the cast choices); as the
    spell resolves the target is checked again (CR 608.2b). "Return target nonland permanent
    with mana value X to its owner's hand." (Repeal), "Exile target artifact, creature, or
    enchantment with mana value X or less." (March of Otherworldly Light).
    """

    then: tuple[Any, ...]
    or_less: bool = False


@dataclass(frozen=True, slots=True)
class ExileUntilTotal:
    """The player exiles cards from the top of their library until they total ``total``.

    The total is of the exiled cards' mana values; with too few, the whole library goes.

    CR 202.3, 406.3: "Each opponent exiles cards from the top of their library until that
    player has exiled cards with total mana value 20 or more." (Tasha's Hideous Laughter).
    """

    player: Any
    total: int


@dataclass(frozen=True, slots=True)
class HalfOfPlayer:
    """Half of a player's library or life, rounded up, each read as it applies (CR 107.1a).

    "Target player draws cards equal to half the number of cards in their library and loses
    half their life. Round up each time." (Peer into the Abyss: ``draw`` and ``lose``),
    "each opponent mills half their library, rounded up" (Maddening Cacophony kicked:
    ``mill``).
    """

    player: Any
    draw: bool = False
    lose: bool = False
    mill: bool = False


@dataclass(frozen=True, slots=True)
class ReturnTopOfGraveyard:
    """Return the top card of your graveyard matching ``filter`` to the battlefield.

    CR 404.2 (the graveyard's order), CR 110.2: "Return the top creature card of your graveyard
    to the battlefield. That creature gains haste until end of turn. Exile it at the
    beginning of the next end step." (Shallow Grave: ``sneak``: haste until end of turn,
    CR 702.10, and a delayed exile, CR 603.7).
    """

    filter: Any
    sneak: bool = False


@dataclass(frozen=True, slots=True)
class OpponentChooses:
    """Cards found or revealed; an opponent chooses which go to the hand (CR 700.3 piles).

    "Search your library for three cards and reveal them. Target opponent chooses one. Put
    that card into your hand and the rest into your graveyard. Then shuffle." (Intuition:
    ``chosen=1``, ``chosen_to="hand"``); "Search your library for up to four cards with
    different names and reveal them. Target opponent chooses two of those cards. Put the
    chosen cards into your graveyard and the rest into your hand, then shuffle." (Gifts
    Ungiven: ``up_to``, ``different_names``, ``chosen=2``, ``chosen_to="graveyard"``);
    "Reveal the top five cards of your library. An opponent separates those cards into two
    piles. Put one pile into your hand and the other into your graveyard." (Fact or
    Fiction: ``top``, ``chosen=0``: two piles, CR 700.3; you choose one). ``chooser`` is
    the opponent (a target with "target opponent", CR 115.1).
    """

    count: int
    chooser: Any
    chosen: int = 0
    chosen_to: str = "hand"
    top: bool = False
    up_to: bool = False
    different_names: bool = False


#: The zones helper's round-39 effects (listed by ``cards.effects_library``).
MOVE_EFFECTS = (
    IfTargetX,
    ExileUntilTotal,
    HalfOfPlayer,
    ReturnTopOfGraveyard,
    OpponentChooses,
)
MoveEffect = IfTargetX | ExileUntilTotal | HalfOfPlayer | ReturnTopOfGraveyard | OpponentChooses
