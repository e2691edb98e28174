"""London mulligan policy (CR 103.5): keep or mulligan, and which cards to bottom.

``MulliganPolicy`` follows deckstats' one keep policy (``deckstats.deck.keep``), the rule
the analytic lane enumerates exactly (``analytic.london.DEFAULT_KEEP``): keep 7 with 2-5
lands, the 6 left after one mulligan with 1-4 lands, any hand of 5 or fewer. It bottoms
toward ``target_lands`` lands: surplus lands (least colourful first) while the hand holds
more, else the least useful spells (uncastable with the hand's lands, then the most
expensive).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from deckstats.cards.model import CardDef
from deckstats.deck.keep import ALWAYS_KEEP_AT, KEEP_TABLE, TARGET_LANDS, keeps
from deckstats.engine.info import card_info


def _is_land(card: CardDef) -> bool:
    info = card_info(card)
    return info.is_land or info.back_land is not None


def _produces(card: CardDef) -> int:
    return card_info(card).land_produces


def castable_with(card: CardDef, lands: Sequence[CardDef], turn: int) -> bool:
    """Can ``card`` be cast by ``turn`` with these lands (colours and count, no sequencing)?"""
    cost = card.cost
    if cost is None:
        return False
    if cost.mana_value > min(turn, len(lands)):
        return False
    need = int(cost.colors) & ~0  # every colour named by the cost
    have = 0
    for land in lands:
        have |= _produces(land)
    # Hybrid/Phyrexian costs name colours that need not all be present; require one.
    if cost.hybrid or cost.phyrexian or cost.twobrid:
        return bool(need & have) or not need or bool(cost.phyrexian)
    return need & have == need


@dataclass(frozen=True, slots=True)
class MulliganPolicy:
    """Configurable keep rule (defaults: ``deckstats.deck.keep``, the one keep policy).

    Attributes:
        keep_table: ``(hand size after bottoming, min lands, max lands)`` per size that
            may be mulliganed.
        always_keep_at: keep any hand of this size or smaller (after bottoming).
        target_lands: bottoming aims at this many lands.
    """

    keep_table: tuple[tuple[int, int, int], ...] = KEEP_TABLE
    always_keep_at: int = ALWAYS_KEEP_AT
    target_lands: int = TARGET_LANDS

    def keep(self, hand: Sequence[CardDef], mulligans: int) -> bool:
        """CR 103.5: True to keep ``hand`` (as drawn) after ``mulligans`` mulligans."""
        n = 0
        for c in hand:
            if _is_land(c):
                n += 1
        return keeps(
            n, len(hand), mulligans, self.keep_table, self.always_keep_at, self.target_lands
        )

    def bottom(self, hand: Sequence[CardDef], n: int) -> list[int]:
        """Return indices of ``n`` cards of ``hand`` to put on the bottom (toward target lands)."""
        lands = [i for i, c in enumerate(hand) if _is_land(c)]
        spells = [i for i, c in enumerate(hand) if not _is_land(c)]
        land_cards = [hand[i] for i in lands]
        # Spells: uncastable / most expensive first; lands: least colourful first.
        spells.sort(
            key=lambda i: (
                castable_with(hand[i], land_cards, 99),
                -_mana_value(hand[i]),
                i,
            )
        )
        lands.sort(key=lambda i: (bin(_produces(hand[i])).count("1"), i))
        out: list[int] = []
        while len(out) < n:
            if len(lands) > self.target_lands or not spells:
                if not lands:
                    break
                out.append(lands.pop(0))
            else:
                out.append(spells.pop(0))
        return out


DEFAULT_POLICY = MulliganPolicy()
#: A policy that never mulligans (tests, known-answer comparisons).
NEVER_MULLIGAN = MulliganPolicy(always_keep_at=7)


def _mana_value(card: CardDef) -> int:
    """CR 202.3: the card's mana value (99 for a card with no mana cost: bottom it first)."""
    cost = card.cost
    return cost.mana_value if cost is not None else 99
