"""The deck summary of ``deck check``: card types, mana curve, colour sources, coverage.

Read by ``deck.check`` after parsing and validation: ``summarize`` counts a deck's
``(copies, card)`` pairs (the colour sources with ``deck.sources.count_sources``, the
count ``hands`` shares) and ``render_deck_check`` lays the text report out. Library code
only: the command line prints what these return.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from deckstats.cards.describe import CURVE_BUCKETS, TYPE_GROUPS, type_group
from deckstats.cards.model import CardDef
from deckstats.deck.sources import count_sources

__all__ = ["DeckSummary", "render_deck_check", "summarize"]


@dataclass(frozen=True)
class DeckSummary:
    """What ``deck check`` shows about a list of cards.

    Attributes:
        cards: total number of cards.
        type_counts: cards per ``TYPE_GROUPS`` group (only groups present), display order.
        curve: nonland cards per mana-value bucket (``CURVE_BUCKETS``, all present).
        sources: lands that are a source of each colour (``W`` .. ``G``, and ``C`` for
            colourless), counted by ``deck.sources.count_sources``.
        coverage: ``(name, copies, status)`` per distinct card, status ``full`` or
            ``partial``.
    """

    cards: int
    type_counts: dict[str, int]
    curve: dict[str, int]
    sources: dict[str, int]
    coverage: list[tuple[str, int, str]] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        """Return the summary as JSON-ready values."""
        return {
            "cards": self.cards,
            "types": dict(self.type_counts),
            "curve": dict(self.curve),
            "sources": dict(self.sources),
            "coverage": [{"card": n, "count": c, "status": s} for n, c, s in self.coverage],
        }


def summarize(
    entries: Iterable[tuple[int, CardDef]],
    coverage_only: Iterable[tuple[int, CardDef]] = (),
) -> DeckSummary:
    """Summarise ``(copies, card)`` pairs: type counts, curve, colour sources, coverage.

    Args:
        entries: the cards of the deck (main deck and commander).
        coverage_only: further cards listed only in the coverage (the sideboard).
    """
    pairs = list(entries)
    types: Counter[str] = Counter()
    curve = dict.fromkeys(CURVE_BUCKETS, 0)
    copies: Counter[str] = Counter()
    status: dict[str, str] = {}
    for n, card in pairs:
        types[type_group(card)] += n
        if not card.is_land:
            curve[CURVE_BUCKETS[min(card.mana_value, 7)]] += n
    for n, card in (*pairs, *coverage_only):
        copies[card.display_name] += n
        status[card.display_name] = card.coverage
    ordered = {g: types[g] for _, g in TYPE_GROUPS if types[g]}
    if types["other"]:
        ordered["other"] = types["other"]
    coverage = [(name, copies[name], status[name]) for name in copies]
    return DeckSummary(
        cards=sum(n for n, _ in pairs),
        type_counts=ordered,
        curve=curve,
        sources=count_sources(pairs),
        coverage=coverage,
    )


def render_deck_check(
    *,
    name: str,
    archetype: str,
    fmt: str,
    counts: tuple[int, int],
    summary: DeckSummary,
    problems: list[str],
    unknown: list[tuple[int, str]],
    unknown_in_deck: int = 0,
) -> list[str]:
    """Return the ``deck check`` text report.

    Args:
        name: the deck name (file stem).
        archetype: the first comment line, shown beside the name.
        fmt: the format validated against.
        counts: main-deck and sideboard sizes.
        summary: ``summarize()`` of the main deck.
        problems: validation problems, already formatted as ``file:line: message``.
        unknown: ``(copies, name as written)`` of lines naming no known card.
        unknown_in_deck: how many of those are in the main deck or command zone.
    """
    main, side = counts
    lines = [f"{name}  ({archetype})" if archetype else name]
    lines.append(f"format: {fmt}   main deck: {main}   sideboard: {side}")
    lines += ["", "Card types"]
    lines += [f"  {group:<14}{n:>3}" for group, n in summary.type_counts.items()]
    if unknown_in_deck:
        lines.append(f"  {'unknown':<14}{unknown_in_deck:>3}")
    lines += ["", "Mana curve (nonland cards)"]
    lines.append("  mana value " + "".join(f"{b:>4}" for b in CURVE_BUCKETS))
    lines.append("  cards      " + "".join(f"{summary.curve[b]:>4}" for b in CURVE_BUCKETS))
    lines += [
        "",
        "Colour sources (lands that tap for or can fetch each colour; C = colourless)",
    ]
    lines.append("  " + "   ".join(f"{c} {n}" for c, n in summary.sources.items()))
    statuses = Counter(s for _, _, s in summary.coverage)
    lines += [
        "",
        f"Card coverage: {statuses['full']} full, {statuses['partial']} partial, "
        f"{len(unknown)} unknown",
    ]
    width = max([len(n) for n, _, _ in summary.coverage] + [len(n) for _, n in unknown] + [4])
    lines += [f"  {c:>3}  {n:<{width}}  {s}" for n, c, s in summary.coverage]
    lines += [f"  {c:>3}  {n:<{width}}  unknown" for c, n in unknown]
    lines.append("")
    if problems:
        noun = "problem" if len(problems) == 1 else "problems"
        lines.append(f"Validation ({fmt}): {len(problems)} {noun}")
        lines += [f"  {p}" for p in problems]
    else:
        lines.append(f"Validation ({fmt}): valid")
    return lines
