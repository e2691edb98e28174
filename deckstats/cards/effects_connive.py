"""Connive (CR 701.50; not in the seeds' digest): the effect value, re-exported by ``effects``.

"~ connives" (Ledger Shredder, Raffine's Informant), "target creature you control
connives": its controller draws a card, then discards a card; if a nonland card was
discarded, a +1/+1 counter goes on the conniving permanent (CR 701.50a). The permanent
connives even if it left the battlefield: the draw and discard happen, the counter does
not (CR 701.50c). Resolved by ``engine.connive``.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import Ref, TargetSpec


@dataclass(frozen=True, slots=True)
class Connive:
    """The permanent ``who`` connives (CR 701.50a)."""

    who: TargetSpec = Ref.SELF


__all__ = ["Connive"]
