"""The initiative (CR 725) and its dungeon, Undercity (CR 309): the card vocabulary side.

``cards.effects`` re-exports each class and lists it in ``Effect`` and ``ALL_EFFECTS``;
the engine side is ``engine.initiative``.

``UNDERCITY`` lists the dungeon's rooms as ``(name, effect text, next rooms)`` in the order
the card prints them (CR 309.4: a venture marker moves down, to one room the arrows lead
to). The effects are compiled from the rooms' text by the Oracle compiler
(``engine.initiative`` reads them); Throne of the Dead Three's "Reveal the top ten cards
... with three +1/+1 counters on it. It gains hexproof until your next turn." is not in
the compiler's vocabulary and is played as "put a creature card from among the top ten onto
the battlefield" (its counters and hexproof are lost: a room may lose power, never gain
it).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class TakeInitiative:
    """CR 725.1-725.2: "you take the initiative" (Aarakocra Sneak, White Plume Adventurer).

    The player takes the initiative and ventures into Undercity; at the beginning of their
    upkeep the holder ventures again, and a player whose creatures deal combat damage to
    the holder takes it (inherent triggered abilities of the designation, CR 725.2).
    """


@dataclass(frozen=True, slots=True)
class CompleteDungeon:
    """CR 309.7: the last room's ability has resolved: the dungeon is completed.

    Put by ``engine.initiative`` after Throne of the Dead Three's effects; no card prints it.
    """


#: Undercity (CR 309.2a, the initiative's dungeon): (room, effect text, indexes of the next
#: rooms). The last room leads nowhere: after it the dungeon is completed (CR 309.7).
UNDERCITY: tuple[tuple[str, str, tuple[int, ...]], ...] = (
    (
        "Secret Entrance",
        "Search your library for a basic land card, reveal it, put it into your hand, then "
        "shuffle.",
        (1, 2),
    ),
    ("Forge", "Put two +1/+1 counters on target creature.", (3, 4)),
    ("Lost Well", "Scry 2.", (4, 5)),
    ("Trap!", "Target player loses 5 life.", (6,)),
    ("Arena", "Goad target creature.", (6, 7)),
    ("Stash", "Create a Treasure token.", (7,)),
    ("Archives", "Draw a card.", (8,)),
    ("Catacombs", "Create a 4/1 black Skeleton creature token with menace.", (8,)),
    (
        "Throne of the Dead Three",
        "Reveal the top ten cards of your library. Put a creature card from among them onto "
        "the battlefield with three +1/+1 counters on it. It gains hexproof until your next "
        "turn. Then shuffle.",
        (),
    ),
)

#: The classes of this module, for ``effects.ALL_EFFECTS``.
INITIATIVE_EFFECTS: tuple[type, ...] = (TakeInitiative, CompleteDungeon)
