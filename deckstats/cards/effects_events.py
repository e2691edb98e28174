"""Effects of the metagame's triggered abilities, round 39 (issue 26, trigger helper).

Defined here to keep ``cards/effects.py`` under the module size limit; ``cards.effects``
re-exports each class and lists them in ``Effect`` and ``ALL_EFFECTS`` (``EVENT_EFFECTS``).
Resolved by ``engine.mana_triggers`` and ``engine.discover``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class AddManaOfTapped:
    """CR 605.1b, 106.7: "add one mana of any type that land produced" (Mirari's Wake).

    The mana trigger's permanent (``StackItem.trigger_obj``) is the land tapped for mana; the
    mana added is one of the types its mana abilities make (the controller's choice).
    """


@dataclass(frozen=True, slots=True)
class Discover:
    """CR 701.57a (not in seeds): "discover N" (Chimil, Trumpeting Carnosaur).

    Exile from the top until a nonland card with mana value ``n`` or less; cast it without
    paying its mana cost or put it into your hand; the rest go on the bottom in a random
    order (``engine.discover``).
    """

    n: int


#: This module's effect classes (members of ``effects.Effect`` and ``ALL_EFFECTS``).
EventEffect = AddManaOfTapped | Discover
EVENT_EFFECTS: tuple[type, ...] = (AddManaOfTapped, Discover)
