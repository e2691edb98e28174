"""A greedy goldfish for paired comparisons: cast what you can, burn face (issue 30 point 4).

``GreedyBurnAgent`` plays lands, fetches and abilities like the goldfish, but casts
spells without a plan: each time it has priority in its main phase it casts a castable
spell paid with mana (creatures first, then the highest mana value), burn at the
opponent's face. It never holds a castable spell and never uses cost options
(suspend, kicker, alternative costs).
"""

from __future__ import annotations

from typing import Any

from deckstats.engine.actions import CastSpell, HandAction
from deckstats.engine.view import PlayerView
from deckstats.players.board import seen
from deckstats.players.goldfish import GoldfishAgent
from deckstats.players.goldfish_targets import goldfish_best_targets


class GreedyBurnAgent(GoldfishAgent):
    """Cast what you can, burn face: the baseline the goldfish must not lose to."""

    name = "greedy_burn"

    def __init__(self, cheapest_first: bool = False) -> None:
        super().__init__()
        #: Cast the cheapest castable spell first (more spells fit) instead of the biggest.
        self.cheapest_first = cheapest_first

    def next_spell(
        self, view: PlayerView, casts: list[CastSpell], suspends: list[HandAction] | None = None
    ) -> Any:
        """The castable spell paid with mana: creatures first, then the biggest."""
        by_card: dict[int, list[CastSpell]] = {}
        for a in casts:
            if not (a.alt or a.kicks or a.face):
                by_card.setdefault(a.oid, []).append(a)

        def key(oid: int) -> tuple[bool, int, int]:
            """Creatures first, then by mana value, biggest first (object id breaks ties)."""
            o = seen(view, oid)
            mv = o.card.mana_value
            return (not o.info.is_creature, mv if self.cheapest_first else -mv, oid)

        for oid in sorted(by_card, key=key):
            best = goldfish_best_targets(view, by_card[oid])
            if best is not None:
                return best
        return None
