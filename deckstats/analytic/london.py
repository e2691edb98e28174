"""CR 103.5: the London mulligan, enumerated exactly under a stated keep rule.

A London mulligan shuffles the hand away, draws a fresh 7 and puts one card on the bottom
per mulligan taken so far (CR 103.5). Every mulligan is a new shuffle,
so the stages are independent: the chance of reaching stage ``m`` is the product of the
chances of not keeping the earlier stages, and each stage is one hypergeometric draw of 7.

The keep rule (``KeepRule``) says which hands are kept. ``DEFAULT_KEEP`` is deckstats' one
keep policy (``deckstats.deck.keep``, also followed by the engine lane's players): a 7-card
hand with 2-5 lands; after one mulligan, the 6 cards that remain after bottoming "toward
three lands" (bottom lands while there are more than three, spells otherwise) with 1-4
lands; any hand of 5 or fewer. ``KeepRule()`` itself defaults to Karsten's rule (7:2-5,
6:2-4, 5:2-4, 4). The bottomed cards sit at the bottom of the library, so later draws come from
the other ``N - 7`` cards.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from math import comb

from deckstats.analytic.deckmodel import AnalyticError
from deckstats.analytic.exact import HAND_SIZE, check_counts
from deckstats.deck.keep import ALWAYS_KEEP_AT, KEEP_TABLE, TARGET_LANDS, lands_bottomed

__all__ = ["DEFAULT_KEEP", "KeepRule", "LondonResult", "lands_bottomed", "london_exact"]


@dataclass(frozen=True)
class KeepRule:
    """Which hands are kept, by hand size after bottoming.

    Attributes:
        keep: ``(hand size, min lands, max lands)`` for the sizes that may be mulliganed.
        always_keep_at: hand size that is always kept (the last stage).
        target_lands: bottoming aims at this many lands (lands go first while above it).
        free: ``(min, max)`` lands for a free first 7 that does not count as a mulligan
            (CR 800.6 multiplayer; Karsten's 99-card model), or ``None``.
    """

    keep: tuple[tuple[int, int, int], ...] = ((7, 2, 5), (6, 2, 4), (5, 2, 4))
    always_keep_at: int = 4
    target_lands: int = 3
    free: tuple[int, int] | None = None

    def __post_init__(self) -> None:
        sizes = [size for size, _, _ in self.keep]
        expected = list(range(HAND_SIZE, self.always_keep_at, -1))
        if sizes != expected:
            raise AnalyticError(f"keep rule must list hand sizes {expected} in order, got {sizes}")
        for size, lo, hi in self.keep:
            if not 0 <= lo <= hi <= size:
                raise AnalyticError(f"keep rule {size}:{lo}-{hi}: need 0 <= min <= max <= {size}")

    @property
    def stages(self) -> list[tuple[str, int, int, int, int]]:
        """Return ``(label, mulligans, bottom, min, max)`` per stage, the last always kept."""
        out: list[tuple[str, int, int, int, int]] = []
        if self.free is not None:
            out.append(("free7", 0, 0, self.free[0], self.free[1]))
        for size, lo, hi in self.keep:
            out.append((str(size), HAND_SIZE - size, HAND_SIZE - size, lo, hi))
        last = self.always_keep_at
        out.append((str(last), HAND_SIZE - last, HAND_SIZE - last, 0, last))
        return out

    def describe(self) -> str:
        """Return the rule in words (it goes into the JSON output)."""
        parts = []
        if self.free is not None:
            parts.append(f"a free first 7 kept with {self.free[0]}-{self.free[1]} lands")
        for size, lo, hi in self.keep:
            parts.append(f"keep {size} with {lo}-{hi} lands")
        parts.append(f"always keep {self.always_keep_at}")
        return (
            "; ".join(parts)
            + f"; after a mulligan, draw 7 and bottom one card per mulligan toward "
            f"{self.target_lands} lands (lands first while above {self.target_lands}, "
            "else spells); every mulligan reshuffles"
        )

    def to_text(self) -> str:
        """Return the rule in the ``--keep`` syntax, e.g. ``"7:2-5,6:2-4,5:2-4,4"``."""
        text = ",".join(f"{s}:{lo}-{hi}" for s, lo, hi in self.keep)
        return f"{text},{self.always_keep_at}"

    @classmethod
    def parse(cls, text: str) -> KeepRule:
        """Parse ``"7:2-5,6:2-4,5:2-4,4"`` (the last size alone is always kept).

        Raises:
            AnalyticError: for anything else.
        """
        items = [t.strip() for t in text.split(",") if t.strip()]
        keep: list[tuple[int, int, int]] = []
        always: int | None = None
        for item in items:
            m = re.fullmatch(r"(\d):(\d)-(\d)", item)
            if m:
                keep.append((int(m.group(1)), int(m.group(2)), int(m.group(3))))
                continue
            if re.fullmatch(r"\d", item) and always is None:
                always = int(item)
                continue
            raise AnalyticError(
                f"bad keep rule {text!r}: write e.g. '7:2-5,6:2-4,5:2-4,4' "
                "(size:min-max lands, then the size always kept)"
            )
        if always is None:
            always = keep[-1][0] - 1 if keep else 4
        return cls(keep=tuple(keep), always_keep_at=always)


#: deckstats' one keep policy (``deckstats.deck.keep``), the same rule the engine lane's
#: ``players.mulligan.DEFAULT_POLICY`` follows. ``KeepRule()`` with no arguments is Frank
#: Karsten's published rule (7:2-5, 6:2-4, 5:2-4, 4), used by ``analytic.sources``.
DEFAULT_KEEP = KeepRule(keep=KEEP_TABLE, always_keep_at=ALWAYS_KEEP_AT, target_lands=TARGET_LANDS)


@dataclass(frozen=True)
class LondonResult:
    """Exact mulligan figures for a deck of ``deck_size`` cards with ``lands`` lands.

    Attributes:
        reach: P(seeing each stage's hand), by stage label (``"7"``, ``"6"``, ...).
        keep: P(keeping at each stage), unconditional.
        kept_lands: P(k lands in the kept hand) for k = 0..7.
        land_drops_play / land_drops_draw: P(at least t lands by turn t) for t = 1..7,
            after the mulligans.
        mean_hand_size: expected size of the kept hand.
    """

    deck_size: int
    lands: int
    rule: KeepRule
    reach: dict[str, float]
    keep: dict[str, float]
    kept_lands: list[float]
    land_drops_play: list[float]
    land_drops_draw: list[float]
    mean_hand_size: float

    @property
    def p_mulligan_to(self) -> dict[str, float]:
        """P(going to 6, 5, 4 cards): the chance of reaching those stages."""
        return {k: v for k, v in self.reach.items() if k not in ("7", "free7")}


def london_exact(
    deck_size: int, lands: int, rule: KeepRule = DEFAULT_KEEP, turns: int = 7
) -> LondonResult:
    """Enumerate the London mulligan exactly over land counts in each 7-card draw.

    Raises:
        AnalyticError: for impossible counts.
    """
    check_counts(deck_size, lands)
    total = comb(deck_size, HAND_SIZE)
    p7 = [
        Fraction(comb(lands, k) * comb(deck_size - lands, HAND_SIZE - k), total)
        for k in range(HAND_SIZE + 1)
    ]
    reach_p = Fraction(1)
    reach: dict[str, float] = {}
    keep: dict[str, float] = {}
    kept = [Fraction(0)] * (HAND_SIZE + 1)
    # (probability, lands in the 7 drawn, lands kept) for each kept outcome
    outcomes: list[tuple[Fraction, int, int, int]] = []
    for label, _mulls, bottom, lo, hi in rule.stages:
        reach[label] = float(reach_p)
        p_keep_here = Fraction(0)
        for k in range(HAND_SIZE + 1):
            if p7[k] == 0:
                continue
            kept_l = k - lands_bottomed(k, bottom, rule.target_lands)
            if lo <= kept_l <= hi:
                p = reach_p * p7[k]
                p_keep_here += p7[k]
                kept[kept_l] += p
                outcomes.append((p, k, kept_l, HAND_SIZE - bottom))
        keep[label] = float(reach_p * p_keep_here)
        reach_p *= 1 - p_keep_here
    library = deck_size - HAND_SIZE
    drops: dict[bool, list[float]] = {}
    for on_the_play in (True, False):
        row = []
        for t in range(1, turns + 1):
            draws = t - 1 if on_the_play else t
            acc = Fraction(0)
            for p, k, kept_l, _size in outcomes:
                need = t - kept_l
                rem = lands - k
                if need <= 0:
                    acc += p
                    continue
                num = sum(
                    comb(rem, x) * comb(library - rem, draws - x)
                    for x in range(need, min(draws, rem) + 1)
                )
                acc += p * Fraction(num, comb(library, draws))
            row.append(float(acc))
        drops[on_the_play] = row
    mean_size = sum(p * size for p, _k, _l, size in outcomes)
    return LondonResult(
        deck_size=deck_size,
        lands=lands,
        rule=rule,
        reach=reach,
        keep=keep,
        kept_lands=[float(x) for x in kept],
        land_drops_play=drops[True],
        land_drops_draw=drops[False],
        mean_hand_size=float(mean_size),
    )
