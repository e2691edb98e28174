"""Effect value of a mass exile until the source leaves (issue 26, helper ``fid``).

``ExileAllUntilLeaves``: "When Temporary Lockdown enters, exile each nonland permanent other
than Temporary Lockdown with mana value 2 or less until Temporary Lockdown leaves the
battlefield." (CR 610.3: the cards return when the source leaves; nothing is exiled if it
already left, CR 610.3c). Part of the effect vocabulary (``cards/effects.py``); resolved by
``engine.exile_all``; compiled by ``oracle.exile_all_lines``.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import Filter


@dataclass(frozen=True, slots=True)
class ExileAllUntilLeaves:
    """Exile every permanent matching ``filter`` (``other``: but the source) until it leaves."""

    filter: Filter
    other: bool = True
