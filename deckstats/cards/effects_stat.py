"""Effects of round 39's ``stat`` helper (issue 26): granted abilities for a while, the top card.

- ``GainAbilityEot``: "Until end of turn, target creature gains "When this creature dies,
  return it to the battlefield tapped under its owner's control."" (Supernatural Stamina,
  Undying Malice, Malakir Rebirth): CR 611.2a, 613.1f (an ability-adding effect until end
  of turn), CR 514.2 (it ends in the cleanup step).
- ``ExileTop``: "Exile the top card of your library." (Mystic Forge), with no permission to
  play it: CR 406.3.
- ``ChooseTarget``: "Choose target creature." (Malakir Rebirth): the target chosen as the
  spell is cast (CR 601.2c) for the next sentence's "that creature"; it does nothing itself.

``cards.static_rules`` lists them in ``STAT_EFFECTS`` (so in ``cards.effects.ALL_EFFECTS``);
``engine.stat_effects`` resolves them, ``players.value_stat`` values them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deckstats.cards.targets import Ref, TargetSpec


@dataclass(frozen=True, slots=True)
class GainAbilityEot:
    """CR 611.2a, 613.1f: the permanent(s) gain the quoted ``triggers`` / ``abilities``.

    Until end of turn (CR 514.2).
    """

    target: TargetSpec
    triggers: tuple[Any, ...] = ()
    abilities: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class PumpUntilNextTurn:
    """CR 611.2a-b: "<target> gets -2/-1 until your next turn" (Liliana, the Last Hope's +1).

    The bonus lasts through the cleanup steps until the controller's next turn begins.
    """

    power: int
    toughness: int
    target: TargetSpec


@dataclass(frozen=True, slots=True)
class ExileTop:
    """CR 406.3: exile the top ``count`` cards of ``player``'s library (face up, not playable)."""

    #: Whose library (CR 401.1).
    player: TargetSpec = Ref.YOU
    count: int = 1


@dataclass(frozen=True, slots=True)
class CreaturesDamageControllers:
    """CR 120.3: "Each creature deals 1 damage to its controller." (Rakdos Charm)."""

    amount: int


@dataclass(frozen=True, slots=True)
class ChooseTarget:
    """CR 601.2c, 115.1: "Choose target <thing>.": a target for the next sentence's "that"."""

    #: The thing chosen (a creature: Malakir Rebirth; CR 115.1).
    target: TargetSpec


#: This module's effect classes (``cards.static_rules.STAT_EFFECTS`` extends with them).
STAT39_EFFECTS: tuple[type, ...] = (
    GainAbilityEot,
    ExileTop,
    ChooseTarget,
    PumpUntilNextTurn,
    CreaturesDamageControllers,
)
Stat39Effect = (
    GainAbilityEot | ExileTop | ChooseTarget | PumpUntilNextTurn | CreaturesDamageControllers
)

__all__ = [
    "STAT39_EFFECTS",
    "ChooseTarget",
    "CreaturesDamageControllers",
    "ExileTop",
    "GainAbilityEot",
    "PumpUntilNextTurn",
    "Stat39Effect",
]
