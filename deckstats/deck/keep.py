"""deckstats' one mulligan keep policy (CR 103.5), shared by the engine and analytic lanes.

Both lanes import this module: the players' ``MulliganPolicy`` (engine lane) and the
analytic lane's ``london.DEFAULT_KEEP`` (exact enumeration and the vectorised sampler).
It lives in the ``deck`` layer because that is the one layer both lanes may import
(ARCHITECTURE.md, Layers; tests/test_layers.py).

The policy counts **lands only**, so the exact hypergeometric maths can follow it:

- a 7-card hand is kept with 2-5 lands;
- after one mulligan (London: draw 7, bottom 1), the 6 cards kept are kept with 1-4 lands;
- a hand of 5 or fewer cards is always kept;
- bottoming goes toward 3 lands: lands go to the bottom while the hand holds more than
  three, spells otherwise (lands make up the rest when the spells run out).
"""

from __future__ import annotations

HAND_SIZE = 7

#: ``(hand size after bottoming, min lands, max lands)`` for each size that may be
#: mulliganed, from 7 down to ``ALWAYS_KEEP_AT + 1``.
KEEP_TABLE: tuple[tuple[int, int, int], ...] = ((7, 2, 5), (6, 1, 4))
#: A hand of this size or smaller (after bottoming) is always kept.
ALWAYS_KEEP_AT = 5
#: Bottoming aims at this many lands.
TARGET_LANDS = 3
#: The policy in the ``hands --keep`` syntax.
KEEP_POLICY_TEXT = "7:2-5,6:1-4,5"
#: The policy in words (``summary.json`` ``definitions``, the manifest, README).
KEEP_POLICY_DESCRIPTION = (
    "one keep policy for both lanes (deckstats.deck.keep): keep 7 with 2-5 lands; "
    "after a London mulligan keep the 6 left with 1-4 lands; always keep 5 or fewer; "
    "bottom toward 3 lands (lands first while above 3, else spells); lands only, no "
    "castability check"
)


def lands_bottomed(lands: int, bottom: int, target: int, hand: int = HAND_SIZE) -> int:
    """How many of the ``bottom`` cards are lands when bottoming toward ``target`` lands.

    Lands go to the bottom while the hand holds more than ``target``; spells otherwise; if
    there are not enough spells, lands make up the rest.

    >>> [lands_bottomed(n, 1, 3) for n in range(8)]
    [0, 0, 0, 0, 1, 1, 1, 1]
    >>> [lands_bottomed(n, 3, 3) for n in range(8)]
    [0, 0, 0, 0, 1, 2, 3, 3]
    """
    lb = min(bottom, max(0, lands - target))
    spells = hand - lands
    return max(lb, bottom - spells)


def keeps(
    lands_drawn: int,
    drawn: int,
    bottom: int,
    table: tuple[tuple[int, int, int], ...] = KEEP_TABLE,
    always_keep_at: int = ALWAYS_KEEP_AT,
    target: int = TARGET_LANDS,
) -> bool:
    """Whether a hand of ``drawn`` cards with ``lands_drawn`` lands is kept.

    ``bottom`` cards go to the bottom (London: one per mulligan taken). The kept hand has
    ``drawn - bottom`` cards; a size missing from ``table`` (above ``always_keep_at``)
    uses the range of the smallest size listed.

    >>> keeps(2, 7, 0), keeps(1, 7, 0), keeps(6, 7, 0), keeps(1, 7, 1), keeps(0, 7, 2)
    (True, False, False, True, True)
    """
    size = drawn - bottom
    if size <= always_keep_at:
        return True
    kept = lands_drawn - lands_bottomed(lands_drawn, bottom, target, drawn)
    if not table:
        return True
    rows = [row for row in table if row[0] == size]
    _, lo, hi = rows[0] if rows else min(table)
    return lo <= kept <= hi
