"""Effect value of discover (CR 701.57; issue 26, helper ``fid``).

``Discover``: "discover 5" (Trumpeting Carnosaur; "When ~ enters, if you cast it, discover
3.": Geological Appraiser): exile cards from the top of your library until a nonland card
with mana value N or less; cast it without paying its mana cost or put it into your hand;
the rest on the bottom in a random order (CR 701.57a). Resolved by ``engine.discover``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Discover:
    """Discover ``n`` (CR 701.57a)."""

    n: int
