"""Decision puzzles: built positions a strong player answers one way (issue 27, point 8).

A puzzle is a position (both battlefields, hands, graveyards, libraries, life totals,
the turn and the step) and one decision the engine asks the player under test through
``Game.ask``, so the agent sees only its ``PlayerView``. Each puzzle lists the answers
a tournament player accepts and the blunders one would name; any other answer is
"poor". The positions are data (``positions/*.toml``, read by ``model``), built by
``build``, posed by ``pose`` and scored per pilot by ``score`` (``deckstats puzzles``).

Layer: puzzles (engine, players, cards), beside ``sim``.
"""

from __future__ import annotations

from deckstats.puzzles.model import Puzzle, load_puzzles
from deckstats.puzzles.pose import pose
from deckstats.puzzles.score import PROFILES_SCORED, Score, score_agent

__all__ = ["PROFILES_SCORED", "Puzzle", "Score", "load_puzzles", "pose", "score_agent"]
