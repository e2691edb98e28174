"""Emblems (CR 114): "You get an emblem with "<static ability>"" of planeswalkers.

CR 114.1: an emblem is an object in the command zone with abilities and nothing else;
CR 114.4: its abilities work from the command zone; nothing removes it. ``GetEmblem``
carries the static abilities it grants ("Creatures you control get +2/+2 and have flying":
Elspeth, Sun's Champion; "Creatures you control get +1/+1": Gideon, Ally of Zendikar).
``cards.effects`` re-exports it and lists it in ``Effect`` and ``ALL_EFFECTS``;
``engine.emblems`` puts the emblem in the command zone among the game's static sources.
Emblems with triggered abilities are not in the vocabulary (their sentences stay unparsed).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deckstats.cards.targets import Ref


@dataclass(frozen=True, slots=True)
class GetEmblem:
    """CR 114.1-114.4: the controller gets an emblem with these ``dsl.Static`` abilities.

    ``modifiers``: rule-changing statics of ``cards.modifiers`` ("You have no maximum hand
    size": Wrenn and Seven's emblem; Sea Gate Restoration's "for the rest of the game", an
    effect with no duration that the engine keeps the same way, in the command zone).
    """

    statics: tuple[Any, ...]
    modifiers: tuple[Any, ...] = ()
    #: Triggered abilities ("Whenever you cast a spell, this emblem deals 5 damage to any
    #: target": Chandra, Torch of Defiance); they trigger from the command zone (CR 114.4).
    triggers: tuple[Any, ...] = ()
    #: Who gets it: ``Ref.YOU``, or a target ("Target opponent gets an emblem": Ob Nixilis
    #: Reignited's, CR 114.2).
    player: Any = Ref.YOU


__all__ = ["GetEmblem"]
