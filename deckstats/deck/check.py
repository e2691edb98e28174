"""``deckstats deck check``: parse a deck leniently, validate it and summarise it.

The top of the ``deck`` layer: it parses with ``deck.parse`` (unknown cards kept), checks
with ``deck.legality.validate`` and counts with ``deck.summary.summarize``; the command
line prints ``DeckCheck.lines()`` or ``DeckCheck.as_dict()``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from deckstats.cards.coverage import fidelity, fidelity_lines
from deckstats.cards.registry import CardDB
from deckstats.deck.legality import infer_format, validate
from deckstats.deck.model import Decklist, Problem
from deckstats.deck.parse import load_decklist
from deckstats.deck.summary import DeckSummary, render_deck_check, summarize

__all__ = ["DeckCheck", "check_deck"]


@dataclass(frozen=True)
class DeckCheck:
    """The result of ``deckstats deck check``: the deck, its format, problems and summary."""

    deck: Decklist
    fmt: str
    problems: tuple[Problem, ...]
    summary: DeckSummary

    @property
    def valid(self) -> bool:
        """True when the deck parsed with no unknown cards and breaks no rule of ``fmt``."""
        return not self.problems

    @property
    def fidelity(self) -> dict[str, Any]:
        """The share of commander and main-deck copies fully simulated (``coverage.fidelity``).

        Unknown cards are left out here (they are listed as problems, and no simulation
        runs a deck with unknown main-deck cards).
        """
        return fidelity([(e.count, e.card) for e in (*self.deck.commander, *self.deck.main)])

    def lines(self) -> list[str]:
        """Return the text report of ``deck check``: the fidelity first (issue 26)."""
        report = render_deck_check(
            name=self.deck.name,
            archetype=self.deck.archetype,
            fmt=self.fmt,
            counts=(self.deck.written_count("main"), self.deck.written_count("sideboard")),
            summary=self.summary,
            problems=[str(p) for p in self.problems],
            unknown=[(u.count, u.written) for u in self.deck.unknown],
            unknown_in_deck=sum(
                u.count for u in self.deck.unknown if u.section in ("main", "commander")
            ),
        )
        head = fidelity_lines(self.fidelity)
        unknown = sum(u.count for u in self.deck.unknown if u.section in ("main", "commander"))
        if unknown:
            # The share above is of the known copies: say that the unknown ones are not in it.
            head[0] += f"; {unknown} unknown {'copy' if unknown == 1 else 'copies'} not counted"
        return [*head, "", *report]

    def as_dict(self) -> dict[str, object]:
        """Return JSON-ready values (``deck check --json``)."""
        coverage = self.summary.as_dict()
        coverage["coverage"] += [
            {"card": u.written, "count": u.count, "status": "unknown"} for u in self.deck.unknown
        ]
        return {
            "deck": self.deck.name,
            "path": self.deck.path,
            "archetype": self.deck.archetype,
            "format": self.fmt,
            "sha256": self.deck.sha256,
            "main": self.deck.written_count("main"),
            "sideboard": self.deck.written_count("sideboard"),
            "commander": [e.name for e in self.deck.commander],
            "valid": self.valid,
            "problems": [str(p) for p in self.problems],
            "fidelity": self.fidelity,
            **{k: v for k, v in coverage.items() if k != "cards"},
        }


def check_deck(path: str | Path, *, fmt: str | None = None, db: CardDB | None = None) -> DeckCheck:
    """Parse a deck file leniently, validate it and summarise it (``deck check``).

    Types, curve and colour sources describe the commander and main deck; coverage lists
    every card of the file, sideboard included.

    Unknown cards do not stop the check: they are listed as problems with suggestions
    and as ``unknown`` coverage. Malformed lines and unreadable files still raise.

    Raises:
        DecklistError: the file cannot be read or has malformed lines.
    """
    deck = load_decklist(path, db=db, strict=False)
    chosen = fmt or infer_format(deck)
    problems = tuple(validate(deck, chosen))
    in_deck = [(e.count, e.card) for e in (*deck.commander, *deck.main)]
    outside = [(e.count, e.card) for e in (*deck.companion, *deck.sideboard)]
    summary = summarize(in_deck, coverage_only=outside)
    return DeckCheck(deck, chosen, problems, summary)
