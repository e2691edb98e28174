"""Effect values of round 39's top-card moves (issue 26, helper ``fid``).

Part of the effect vocabulary (``cards/effects.py`` lists them in ``Effect`` and
``ALL_EFFECTS`` through ``TopCardEffect`` and ``TOP_CARD_EFFECTS``); resolved by
``engine/top_card.py``; compiled by ``oracle/top_card_lines.py``.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import Filter


@dataclass(frozen=True, slots=True)
class RevealTopPut:
    """Reveal the top card: onto the battlefield if a ``filter`` card, else into the hand.

    CR 701.20a, 110.2.
    "Reveal the top card of your library. If it's a land card, put it onto the battlefield.
    Otherwise, put that card into your hand." (Coiling Oracle); ``may``: "You may put that
    card onto the battlefield if it's a permanent card with mana value 3 or less.
    Otherwise, put that card into your hand." (Matter Reshaper: a qualifying card the
    player declines goes to the hand too, CR 608.2d).
    """

    filter: Filter
    may: bool = False


#: Round 39's top-card effects (re-exported by ``cards.effects``).
TOP_CARD_EFFECTS = (RevealTopPut,)
TopCardEffect = RevealTopPut
