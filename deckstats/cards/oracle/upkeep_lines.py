"""Upkeep and draw-step self-costs (whole lines, via ``oracle.realdecks.realdeck_line``).

- "At the beginning of your upkeep, reveal the top card of your library and put that card
  into your hand. You lose life equal to its mana value." (Dark Confidant, Dark
  Tutelage): ``RevealTopToHand``;
- "At the beginning of your upkeep, flip a coin. If you lose the flip, ~ deals N damage to
  you." (Mana Crypt; CR 705): ``CoinFlipDamage(N)``;
- "At the beginning of your draw step, if ~ is tapped, it deals N damage to you." (Mana
  Vault; CR 603.4): ``IfSourceTapped((DealDamage(N, you),))``, checked on resolution.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from deckstats.cards.dsl import Triggered
from deckstats.cards.effects import CoinFlipDamage, DealDamage, IfSourceTapped, RevealTopToHand
from deckstats.cards.targets import Ref
from deckstats.cards.triggers import BeginningOfStep, StepName

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

_BOB = (
    "At the beginning of your upkeep, reveal the top card of your library and put that card "
    "into your hand. You lose life equal to its mana value."
)
_CRYPT = re.compile(
    r"At the beginning of your upkeep, flip a coin\. If you lose the flip, ~ deals (\d+) "
    r"damage to you\."
)
_VAULT = re.compile(
    r"At the beginning of your (upkeep|draw step), if ~ is tapped, it deals (\d+) damage to "
    r"you\."
)


def upkeep_line(line: str, parts: Parts) -> bool:
    """Compile one of the upkeep / draw-step self-cost lines; False if none fits."""
    upkeep = BeginningOfStep(StepName.UPKEEP)
    if line == _BOB:
        parts.triggers.append(Triggered(when=upkeep, effect=(RevealTopToHand(),)))
        return True
    m = _CRYPT.fullmatch(line)
    if m:
        parts.triggers.append(Triggered(when=upkeep, effect=(CoinFlipDamage(int(m.group(1))),)))
        return True
    m = _VAULT.fullmatch(line)
    if m:
        step = StepName.UPKEEP if m.group(1) == "upkeep" else StepName.DRAW
        hurt = IfSourceTapped((DealDamage(int(m.group(2)), Ref.YOU),))
        parts.triggers.append(Triggered(when=BeginningOfStep(step), effect=(hurt,)))
        return True
    return False


__all__ = ["upkeep_line"]
