"""How many counters a permanent enters with (CR 614.1c, 122.6).

``CardDef.enters_with`` is ``(kind, n)``: ``n`` a number, ``"X"`` (the X paid: set by
``resolve`` for a cast spell, CR 107.3m), another word read by ``resolve`` (Murktide
Regent's delved spells), or a ``cards.counts.Count`` read as the permanent enters
("enters with a +1/+1 counter on it for each creature card in your graveyard": Golgari
Grave-Troll; "X +1/+1 counters on it, where X is the number of other creatures on the
battlefield": Stag Beetle).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from deckstats.cards.counts import Count
from deckstats.engine.characteristics import COUNT_READER

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def entering_count(game: Game, obj: GameObject, n: int | str | Count) -> int:
    """The counters ``obj`` enters with: a number, 0 for a word, a count read now."""
    if isinstance(n, int):
        return n
    if isinstance(n, str):
        return 0  # "X" and the delved spells: set by ``resolve`` once cast
    return max(0, COUNT_READER[0](game, obj.controller, n, obj.card.name, obj))


#: ``CardDef.enters_with`` amount "kicked:N": "If ~ was kicked, it enters with N +1/+1
#: counters on it" (Kavu Titan, CR 702.33d): N for a kicked spell, 0 otherwise.
KICKED_PREFIX: Final = "kicked:"


def kicked_count(n: int | str | Count, kicked: int) -> int:
    """The counters of a "kicked:N" amount for a spell kicked ``kicked`` times (0 if not)."""
    if not kicked or not isinstance(n, str) or not n.startswith(KICKED_PREFIX):
        return 0
    return int(n[len(KICKED_PREFIX) :])


__all__ = ["KICKED_PREFIX", "entering_count", "kicked_count"]
