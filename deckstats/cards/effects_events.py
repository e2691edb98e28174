"""Effects of the metagame's triggered abilities, round 39 (issue 26, trigger helper).

Defined here to keep ``cards/effects.py`` under the module size limit; ``cards.effects``
re-exports each class and lists them in ``Effect`` and ``ALL_EFFECTS`` (``EVENT_EFFECTS``).
Resolved by ``engine.mana_triggers`` and ``engine.granted_triggers``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deckstats.cards.counts import Count
from deckstats.cards.targets import Ref


@dataclass(frozen=True, slots=True)
class AddManaOfTapped:
    """CR 605.1b, 106.7: "add one mana of any type that land produced" (Mirari's Wake).

    The mana trigger's permanent (``StackItem.trigger_obj``) is the land tapped for mana; the
    mana added is one of the types its mana abilities make (the controller's choice).
    """


@dataclass(frozen=True, slots=True)
class CopySpell:
    """CR 707.10: copy the spell that triggered the ability.

    "Copy that spell / it [for each ...]. You may choose new targets for the copy."

    The spell whose casting triggered the ability (Mirari, Galvanic Iteration, Thousand-Year
    Storm): ``count`` copies (a ``Count``: "for each other instant and sorcery spell you've
    cast before it this turn"), each put on the stack with new targets if its controller
    wants them (CR 707.10c; ``engine.copies.copy_spell``).
    """

    count: int | Count = 1


@dataclass(frozen=True, slots=True)
class GrantTrigger:
    """A triggered ability a player gets from a spell or an emblem (CR 603.7, 114.4).

    "Whenever you cast a creature spell this turn, draw a card." (Glimpse of Nature;
    ``duration="turn"``), "When you cast your next instant or sorcery spell this turn, ..."
    (Galvanic Iteration: ``"turn"`` and the trigger's ``once_each_turn``), "Until end of turn,
    whenever a player taps an Island for mana, ..." (High Tide), "You get an emblem with
    "Whenever you cast a spell, ..."" (``duration=""``: for the rest of the game, CR 114.1).
    ``trigger`` is a ``dsl.Triggered``; the engine puts it on an object in the command zone
    controlled by the player (``engine.granted_triggers``), removed in the cleanup step.
    """

    trigger: Any
    duration: str = "turn"
    #: Who gets it: the controller, or "Target opponent gets an emblem" (Ob Nixilis
    #: Reignited; a ``Target`` player).
    player: Any = Ref.YOU


#: This module's effect classes (members of ``effects.Effect`` and ``ALL_EFFECTS``).
EventEffect = AddManaOfTapped | CopySpell | GrantTrigger
EVENT_EFFECTS: tuple[type, ...] = (AddManaOfTapped, CopySpell, GrantTrigger)
