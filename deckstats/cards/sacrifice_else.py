"""An edict with a fallback (CR 701.21): Invoke Despair.

"Target opponent sacrifices a creature. If they can't, they lose 2 life and you draw a card.
Then repeat this process for an enchantment and a planeswalker." is three ``SacrificeElse``
in order: the player sacrifices a permanent matching ``what`` if they control one; if they
can't (CR 701.21a: none to sacrifice), ``otherwise`` happens instead. ``player`` is the
target on the first and ``Ref.TARGET_CONTROLLER`` (the same player) after it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deckstats.cards.targets import Filter, TargetSpec


@dataclass(frozen=True, slots=True)
class SacrificeElse:
    """``player`` sacrifices one permanent matching ``what``; if they can't, ``otherwise``."""

    what: Filter
    player: TargetSpec
    otherwise: tuple[Any, ...]


__all__ = ["SacrificeElse"]
