"""London mulligan heuristics (CR 103.5): keep or mulligan, and which cards to bottom.

``MulliganPolicy`` keeps a 7-card hand with ``min_lands``..``max_lands`` lands and at
least one spell castable by turn ``early_turn`` with the hand's own lands. After a
mulligan it keeps more readily (6 cards: 1..5 lands; 5 or fewer: always). It bottoms the
cards least useful for the curve: surplus lands beyond the ideal count, else the most
expensive or colour-stranded spells.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from deckstats.cards.model import CardDef
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
    """Configurable keep rule.

    Attributes:
        min_lands, max_lands: lands allowed in a 7-card keep.
        early_turn: a keepable 7 needs a spell castable by this turn.
        min_lands_small, max_lands_small: lands allowed after one mulligan.
        always_keep_at: keep any hand of this size or smaller (after bottoming).
    """

    min_lands: int = 2
    max_lands: int = 5
    early_turn: int = 2
    min_lands_small: int = 1
    max_lands_small: int = 5
    always_keep_at: int = 5

    def keep(self, hand: Sequence[CardDef], mulligans: int) -> bool:
        """CR 103.5: True to keep ``hand`` after ``mulligans`` mulligans."""
        final_size = len(hand) - mulligans
        if final_size <= self.always_keep_at:
            return True
        lands = [c for c in hand if _is_land(c)]
        spells = [c for c in hand if not _is_land(c)]
        n = len(lands)
        if mulligans == 0:
            if not self.min_lands <= n <= self.max_lands:
                return False
            return any(castable_with(c, lands, self.early_turn) for c in spells)
        return self.min_lands_small <= n <= self.max_lands_small

    def bottom(self, hand: Sequence[CardDef], n: int) -> list[int]:
        """Return indices of ``n`` cards of ``hand`` to put on the bottom."""
        keep_size = len(hand) - n
        ideal_lands = max(1, min(4, round(keep_size * 0.42 + 0.3)))
        lands = [i for i, c in enumerate(hand) if _is_land(c)]
        spells = [i for i, c in enumerate(hand) if not _is_land(c)]
        land_cards = [hand[i] for i in lands]
        # Spells: most expensive / uncastable first; lands: least colourful first.
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
            if len(lands) > ideal_lands or not spells:
                if not lands:
                    break
                out.append(lands.pop(0))
            else:
                out.append(spells.pop(0))
        return out


DEFAULT_POLICY = MulliganPolicy()
#: A policy that never mulligans (tests, known-answer comparisons).
NEVER_MULLIGAN = MulliganPolicy(min_lands=0, max_lands=7, early_turn=99, always_keep_at=7)


def _mana_value(card: CardDef) -> int:
    """CR 202.3: the card's mana value (99 for a card with no mana cost: bottom it first)."""
    cost = card.cost
    return cost.mana_value if cost is not None else 99
