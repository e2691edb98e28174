"""Mulligan policy (CR 103.5 and the older procedures): keep or mulligan, what to bottom.

Two keep rules, chosen by name (``--keep``, ``parse_keep``):

- ``lands`` (``lands:7:2-5,6:1-4,5``, or ``lands:2-5`` for the 7-card range): the land-only
  rule of ``deckstats.deck.keep``, the one the analytic lane enumerates exactly
  (``analytic.london.DEFAULT_KEEP``): keep 7 with 2-5 lands, a 6-card hand with 1-4
  lands, any hand of 5 or fewer. ``DEFAULT_POLICY``.
- ``quality`` (the simulating commands' default, ``QUALITY_POLICY``): the hand is judged
  by what it can DO. Besides its lands it counts the cards it can use by turn
  ``by_turn`` (3) with the lands it holds: cast (mana value at most that many lands and
  that turn, each colour of the cost made by one of them: colours and curve) or cycle
  (CR 702.29). A fetch land counts for the colours it can find. A hand with no
  land or no spell is mulliganed, and so is one above the land range; a hand of 1-2
  lands (one land below the range included: the aggro keep) needs ``short_spells`` (2)
  castable spells, a hand of 3+ lands one. So a 16-land aggro deck keeps a 1-lander with
  two castable one-drops, and a 2-lander whose spells its lands cannot cast goes back.

``MulliganPolicy`` holds either rule. The hand is judged as it
will be KEPT: London (draw 7, bottom N) judges the cards left after bottoming, Paris and
Vancouver (draw one fewer per mulligan, no bottoming) judge the hand drawn. It bottoms
toward ``target_lands`` lands: surplus lands (least colourful first) while the hand holds
more, else the least useful spells (uncastable with the hand's lands, then the most
expensive). Vancouver's scry 1 after a mulligan follows the same target: it bottoms a
land when the hand already holds ``target_lands`` lands, a spell when it holds fewer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from deckstats.cards.costs import Cycling
from deckstats.cards.errors import DeckstatsError
from deckstats.cards.mana import ManaCost
from deckstats.cards.model import CardDef
from deckstats.deck.keep import ALWAYS_KEEP_AT, HAND_SIZE, KEEP_TABLE, TARGET_LANDS, keeps
from deckstats.engine.info import card_info
from deckstats.players.facts import FACTS


def _is_land(card: CardDef) -> bool:
    info = card_info(card)
    return info.is_land or info.back_land is not None


def _produces(card: CardDef) -> int:
    """The colours a land in hand makes: what it taps for, and what it can fetch (CR 701.23).

    A fetch land (Scalding Tarn, Evolving Wilds, Prismatic Vista) counts for the colours of
    the basic land types it can find, as ``deck check`` counts sources: a hand of Polluted
    Delta and Ponder casts Ponder. Computed once per card (``FACTS.land_colors``).
    """
    return FACTS.land_colors(card)


def _payable(cost: ManaCost | None, have: int, n_lands: int, turn: int) -> bool:
    """Can ``cost`` be paid by ``turn`` with ``n_lands`` lands making colours ``have``?"""
    if cost is None:
        return False
    if cost.mana_value > min(turn, n_lands):
        return False
    need = int(cost.colors)  # every colour named by the cost
    # Hybrid/Phyrexian costs name colours that need not all be present; require one.
    if cost.hybrid or cost.phyrexian or cost.twobrid:
        return bool(need & have) or not need or bool(cost.phyrexian)
    return need & have == need


def castable_with(card: CardDef, lands: Sequence[CardDef], turn: int) -> bool:
    """Can ``card`` be USED by ``turn`` with these lands (colours and count, no sequencing)?

    Used means cast (any face: a split card's half, an adventure) or cycled (CR 702.29:
    Street Wraith's 2 life, Curator of Mysteries' {U}, basic landcycling): a cycler is
    what a Living End or a cycling deck's hand does in its first turns.
    """
    have = 0
    for land in lands:
        have |= _produces(land)
    n = len(lands)
    for face in card.faces or (card,):
        if _payable(face.cost, have, n, turn):
            return True
        for option in face.costs:
            if isinstance(option, Cycling) and (
                option.mana is None or _payable(option.mana, have, n, turn)
            ):
                return True
    return False


@dataclass(frozen=True, slots=True)
class MulliganPolicy:
    """Configurable keep rule (defaults: ``deckstats.deck.keep``, the one keep policy).

    Attributes:
        keep_table: ``(hand size after bottoming, min lands, max lands)`` per size that
            may be mulliganed.
        always_keep_at: keep any hand of this size or smaller (after bottoming).
        target_lands: bottoming aims at this many lands.
        rule: ``lands`` (land count only) or ``quality`` (lands and castable spells).
        by_turn: ``quality``: spells count when castable by this turn with the hand's lands.
        short_spells: ``quality``: castable spells a hand of 1-2 lands needs.
    """

    keep_table: tuple[tuple[int, int, int], ...] = KEEP_TABLE
    always_keep_at: int = ALWAYS_KEEP_AT
    target_lands: int = TARGET_LANDS
    rule: str = "lands"
    by_turn: int = 3
    short_spells: int = 2

    def keep(self, hand: Sequence[CardDef], mulligans: int) -> bool:
        """CR 103.5: True to keep ``hand`` (as drawn) after ``mulligans`` mulligans.

        The hand is judged at the size it will be KEPT, ``7 - mulligans`` in every
        procedure: London draws 7 and bottoms the difference; Paris and Vancouver draw
        that many and bottom nothing (``bottom = len(hand) - kept size``).
        """
        if self.rule == "quality":
            bottom = max(0, len(hand) - max(HAND_SIZE - mulligans, 0))
            gone = set(self.bottom(hand, bottom)) if bottom else set()
            return self.quality_keeps([c for i, c in enumerate(hand) if i not in gone])
        n = 0
        for c in hand:
            if _is_land(c):
                n += 1
        bottom = max(0, len(hand) - max(HAND_SIZE - mulligans, 0))
        return keeps(n, len(hand), bottom, self.keep_table, self.always_keep_at, self.target_lands)

    def quality_keeps(self, kept: Sequence[CardDef]) -> bool:
        """The ``quality`` rule on the hand as it will be kept (module docstring).

        >>> from deckstats.cards.registry import get_card
        >>> m, elf = get_card("Forest"), get_card("Llanowar Elves")
        >>> QUALITY_POLICY.quality_keeps([m] + [elf] * 2 + [get_card("Giant Growth")] * 4)
        True
        >>> QUALITY_POLICY.quality_keeps([m] * 7)
        False
        """
        size = len(kept)
        if size <= self.always_keep_at or not self.keep_table:
            return True
        rows = [row for row in self.keep_table if row[0] == size]
        _, lo, hi = rows[0] if rows else min(self.keep_table)
        lands = [c for c in kept if _is_land(c)]
        n = len(lands)
        if n == 0 or n == size or n > hi or n < lo - 1:
            return False
        castable = 0
        for c in kept:
            if not _is_land(c) and castable_with(c, lands, self.by_turn):
                castable += 1
        return castable >= (self.short_spells if n <= 2 else 1)

    @property
    def name(self) -> str:
        """The rule's name: ``lands`` or ``quality``."""
        return self.rule

    def to_text(self) -> str:
        """The policy in the ``--keep`` syntax (``parse_keep`` reads it back).

        >>> DEFAULT_POLICY.to_text(), QUALITY_POLICY.to_text()
        ('lands:7:2-5,6:1-4,5', 'quality')
        """
        if self.rule == "quality" and self == QUALITY_POLICY:
            return "quality"
        table = ",".join(f"{s}:{lo}-{hi}" for s, lo, hi in self.keep_table)
        return f"{self.rule}:{table},{self.always_keep_at}"

    def parameters(self) -> dict[str, Any]:
        """The rule's parameters (the manifest's ``keep`` entry, with ``name``)."""
        out: dict[str, Any] = {
            "lands": [list(row) for row in self.keep_table],
            "always_keep_at": self.always_keep_at,
            "bottom_toward_lands": self.target_lands,
        }
        if self.rule == "quality":
            out["castable_by_turn"] = self.by_turn
            out["spells_needed_with_1_2_lands"] = self.short_spells
            out["spells_needed_with_3_plus_lands"] = 1
        return out

    def describe(self) -> str:
        """The rule in words (the manifest, ``summary.json`` definitions)."""
        if self.rule != "quality":
            return "lands only: " + self.to_text()
        table = ", ".join(f"{s} cards: {lo}-{hi} lands" for s, lo, hi in self.keep_table)
        return (
            f"hand quality: lands and the cards castable (or cyclable) by turn {self.by_turn} "
            f"with the hand's lands (mana value and colours); keep within {table} (one land fewer "
            f"too), with {self.short_spells}+ castable spells on 1-2 lands and 1+ on 3 or "
            f"more; no land or no spell is a mulligan; always keep {self.always_keep_at} "
            "or fewer"
        )

    def scry_bottom(self, hand: Sequence[CardDef], top: CardDef) -> bool:
        """Vancouver's scry 1 after a mulligan: True to put ``top`` on the bottom.

        The same land target as bottoming: with ``target_lands`` or more lands in the
        kept hand a land goes to the bottom (flooding), with fewer a spell does (short).
        """
        lands = 0
        for c in hand:
            if _is_land(c):
                lands += 1
        return _is_land(top) == (lands >= self.target_lands)

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


DEFAULT_POLICY: Final = MulliganPolicy()
#: The hand-quality rule, the simulating commands' default keep policy (``--keep quality``).
QUALITY_POLICY: Final = MulliganPolicy(rule="quality")
#: A policy that never mulligans (tests, known-answer comparisons).
NEVER_MULLIGAN: Final = MulliganPolicy(always_keep_at=7)
#: The keep policy of ``goldfish``, ``matchup``, ``gauntlet`` and ``compare`` by default.
DEFAULT_KEEP_TEXT: Final = "quality"
#: The ``--keep`` syntax in words (usage errors, ``--help``).
KEEP_SYNTAX: Final = (
    "'quality' (lands and castable spells), or 'lands' / 'lands:2-5' / "
    "'lands:7:2-5,6:1-4,5' (land count only; a bare '7:2-5,6:1-4,5' is the same)"
)


def _range(text: str) -> tuple[int, int] | None:
    parts = text.split("-")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        return None
    lo, hi = int(parts[0]), int(parts[1])
    return (lo, hi) if 0 <= lo <= hi <= HAND_SIZE else None


def _table(text: str) -> tuple[tuple[tuple[int, int, int], ...], int] | None:
    """``7:2-5,6:1-4,5`` -> the table and the size always kept; ``2-5`` -> the 7-card range."""
    one = _range(text)
    if one is not None:
        lo, hi = one
        return ((7, lo, hi), (6, max(lo - 1, 0), max(hi - 1, 0))), ALWAYS_KEEP_AT
    rows: list[tuple[int, int, int]] = []
    always = -1
    for item in (t.strip() for t in text.split(",")):
        size, _, rng = item.partition(":")
        bounds = _range(rng) if rng else None
        if size.isdigit() and bounds is not None and int(size) >= bounds[1]:
            rows.append((int(size), *bounds))
        elif size.isdigit() and not rng and always < 0:
            always = int(size)
        else:
            return None
    sizes = [r[0] for r in rows]
    if not rows or sizes != list(range(HAND_SIZE, HAND_SIZE - len(rows), -1)):
        return None
    return tuple(rows), always if always >= 0 else sizes[-1] - 1


def parse_keep(text: str) -> MulliganPolicy:
    """Parse a ``--keep`` value into a policy (``KEEP_SYNTAX``).

    >>> parse_keep("lands:2-5") == DEFAULT_POLICY, parse_keep("quality") == QUALITY_POLICY
    (True, True)
    >>> parse_keep("7:2-4,6:1-3,5").keep_table
    ((7, 2, 4), (6, 1, 3))

    Raises:
        DeckstatsError: anything else, one line naming the syntax.
    """
    raw = text.strip()
    name, sep, rest = raw.partition(":")
    if raw == "quality":
        return QUALITY_POLICY
    if raw == "lands":
        return DEFAULT_POLICY
    parsed = _table(rest if name == "lands" and sep else raw)
    if parsed is None:
        raise DeckstatsError(f"bad keep policy {text!r}: write {KEEP_SYNTAX}")
    return MulliganPolicy(keep_table=parsed[0], always_keep_at=parsed[1])


def _mana_value(card: CardDef) -> int:
    """CR 202.3: the card's mana value (99 for a card with no mana cost: bottom it first)."""
    cost = card.cost
    return cost.mana_value if cost is not None else 99
