"""Score pilots on the puzzle suite: the share answered acceptably and the blunders.

``score_agent(name, puzzles)`` poses every puzzle to a fresh agent ``name`` (the
registry's ``get_agent``; ``auto`` prepares for the puzzle's deck) and grades each
answer ``good`` (in the puzzle's acceptable answers), ``blunder`` (in its blunders) or
``poor`` (anything else). ``deckstats puzzles`` prints one line per pilot.

Layer: puzzles.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from deckstats.players import get_agent
from deckstats.puzzles.build import missing_cards
from deckstats.puzzles.model import Puzzle
from deckstats.puzzles.pose import pose

#: The pilots the suite scores by default, in the order printed.
PROFILES_SCORED = ("aggro", "midrange", "control", "auto", "random")


@dataclass(frozen=True, slots=True)
class Graded:
    """One puzzle's answer and its grade (``good``, ``poor`` or ``blunder``)."""

    puzzle: Puzzle
    answer: str
    grade: str


@dataclass(slots=True)
class Score:
    """A pilot's results on the suite.

    Attributes:
        agent: the pilot's name.
        graded: one entry per puzzle played, in suite order.
        skipped: puzzles not played because a card is missing from the pool.
    """

    agent: str
    graded: list[Graded] = field(default_factory=list)
    skipped: list[Puzzle] = field(default_factory=list)

    @property
    def total(self) -> int:
        """Puzzles played."""
        return len(self.graded)

    def count(self, grade: str) -> int:
        """How many answers got ``grade``."""
        return sum(1 for g in self.graded if g.grade == grade)

    @property
    def share_good(self) -> float:
        """The share of puzzles answered acceptably (0 when none was played)."""
        return self.count("good") / self.total if self.total else 0.0

    def line(self) -> str:
        """One terminal line: acceptable share, counts of poor answers and blunders."""
        return (
            f"{self.agent:<9} {self.count('good'):>3}/{self.total} acceptable "
            f"({100 * self.share_good:.1f}%), {self.count('poor')} poor, "
            f"{self.count('blunder')} blunders"
        )


def grade(puzzle: Puzzle, answer: str) -> str:
    """``good``, ``blunder`` or ``poor`` for ``answer`` to ``puzzle``."""
    if answer in puzzle.good:
        return "good"
    if answer in puzzle.blunders:
        return "blunder"
    return "poor"


def playable(puzzles: Sequence[Puzzle]) -> tuple[list[Puzzle], list[Puzzle]]:
    """Split the suite into puzzles whose cards all exist and those missing a card."""
    ok: list[Puzzle] = []
    missing: list[Puzzle] = []
    for p in puzzles:
        (missing if missing_cards(p) else ok).append(p)
    return ok, missing


def score_agent(name: str, puzzles: Sequence[Puzzle]) -> Score:
    """Pose every playable puzzle to a fresh agent ``name`` and grade the answers.

    Raises:
        KeyError: an unknown agent name (the registry's message lists the known ones).
    """
    get_agent(name)  # fail early on an unknown name
    ok, missing = playable(puzzles)
    score = Score(name, skipped=missing)
    for p in ok:
        answer = pose(p, get_agent(name)).answer
        score.graded.append(Graded(p, answer, grade(p, answer)))
    return score


__all__ = ["PROFILES_SCORED", "Graded", "Score", "grade", "playable", "score_agent"]
