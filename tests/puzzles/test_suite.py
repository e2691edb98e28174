"""The decision puzzles (issue 27, point 8): the suite is well formed, and the pilots' scores.

Each puzzle is built and posed through the engine's own ``Game.ask``; the tests check
that every position builds, that the posed decision is really asked (the engine asks
when the player has a real option: ``hints=False``), that every acceptable and blunder
answer names a legal option of that decision, that ``random`` scores clearly worse than
the best profile, and the best profile's current score as a floor.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from deckstats.cards.errors import DeckstatsError
from deckstats.cli import main
from deckstats.engine.view import PlayerView
from deckstats.players.base import BaseAgent
from deckstats.players.scripted import ScriptedAgent
from deckstats.puzzles import PROFILES_SCORED, load_puzzles, pose, score_agent
from deckstats.puzzles.model import THEMES
from deckstats.puzzles.score import playable

SUITE = load_puzzles()
PLAYABLE, MISSING = playable(SUITE)

#: The best profile's acceptable answers on the suite (aggro, midrange, auto: 121 of 124,
#: Fog's two puzzles included; 101 of 122 before the pilot work of issue 27). The issue's
#: target is 90% and no blunder.
BEST_GOOD_FLOOR = 121


@pytest.fixture(scope="module")
def scores():
    """Every scored pilot's results on the suite (computed once)."""
    return {name: score_agent(name, SUITE) for name in PROFILES_SCORED}


def test_the_suite_has_100_positions_over_every_theme():
    """At least 100 playable positions, unique ids, one-line rationales, every theme of
    the issue present and playable (Fog is in the pool: no card is missing)."""
    assert len(PLAYABLE) >= 100, len(PLAYABLE)
    assert len({p.id for p in SUITE}) == len(SUITE)
    themes = {p.theme for p in PLAYABLE}
    assert themes == set(THEMES), set(THEMES) - themes
    assert all(p.rationale and "\n" not in p.rationale for p in SUITE)
    assert not MISSING, [p.id for p in MISSING]


def _legal(puzzle, answer: str, options: tuple[str, ...]) -> bool:
    """Is ``answer`` (a label) a legal answer to a decision with these option labels?"""
    if puzzle.ask in ("attackers", "blockers"):
        if answer == "none":
            return True
        parts = answer.split(", ")
        blockers = [p.split(" > ")[0] for p in parts]
        return all(p in options for p in parts) and len(set(blockers)) == len(blockers)
    return answer in options


@pytest.mark.parametrize("puzzle", PLAYABLE, ids=lambda p: p.id)
def test_every_position_builds_and_every_answer_is_legal(puzzle):
    """The position builds, the engine asks the posed decision, and every acceptable and
    blunder answer is one of its legal options."""
    posed = pose(puzzle, BaseAgent(), hints=False)
    assert posed.asked, f"{puzzle.id}: the engine never asked {puzzle.ask}"
    for answer in (*puzzle.good, *puzzle.blunders):
        assert _legal(puzzle, answer, posed.options), (puzzle.id, answer, posed.options)


def test_the_agent_sees_only_its_player_view():
    """The posed decision reaches the agent through ``Game.ask`` with a ``PlayerView`` of
    player 0, and its answer is named in the puzzle's terms."""
    puzzle = next(p for p in SUITE if p.id == "block-chump-to-survive")
    seen = []

    class Spy(ScriptedAgent):
        def decide(self, view, decision, rng):
            seen.append((type(view), view.pid, decision.kind))
            return super().decide(view, decision, rng)

    spy = Spy()
    spy.push("blockers", lambda view, decision: tuple(decision.options))
    posed = pose(puzzle, spy)
    assert seen == [(PlayerView, 0, "blockers")]
    assert posed.answer == "Grizzly Bears > Craw Wurm"


def test_random_scores_clearly_worse_than_the_best_profile(scores):
    """``random`` answers at least 30 points fewer puzzles acceptably than the best
    profile and blunders at least twice as often."""
    best = max(scores.values(), key=lambda s: s.share_good)
    rnd = scores["random"]
    assert best.share_good - rnd.share_good >= 0.30, (best.line(), rnd.line())
    assert rnd.count("blunder") >= 2 * max(best.count("blunder"), 1), (best.line(), rnd.line())


def test_the_best_profile_keeps_its_floor(scores):
    """The best profile answers at least ``BEST_GOOD_FLOOR`` puzzles acceptably (at least
    90%) with no blunder, and no puzzle is skipped."""
    best = max(scores.values(), key=lambda s: s.count("good"))
    assert best.count("good") >= BEST_GOOD_FLOOR, best.line()
    assert best.share_good >= 0.90, best.line()
    assert best.count("blunder") == 0, best.line()
    assert not best.skipped, best.line()


def test_the_command_prints_every_profile(scores):
    """``deckstats puzzles`` prints one line per pilot, the same numbers as the scorer."""
    result = CliRunner().invoke(main, ["puzzles", "--player", "control", "--player", "random"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == scores["control"].line()
    assert lines[1] == scores["random"].line()


def test_a_bad_puzzle_file_is_one_line_naming_it(tmp_path: Path):
    """A puzzle with an unknown ask: ``DeckstatsError`` naming the file and the puzzle;
    the command exits 1 with that one line; an unknown pilot is a usage error (2)."""
    bad = tmp_path / "bad.toml"
    bad.write_text(
        '[[puzzle]]\nid = "x"\ntheme = "attack"\nask = "dance"\nrationale = "r"\ngood = ["none"]\n',
        encoding="utf-8",
    )
    with pytest.raises(DeckstatsError, match=r"bad.toml: puzzle 1: ask 'dance'"):
        load_puzzles([bad])
    result = CliRunner().invoke(main, ["puzzles", "--file", str(bad)])
    assert result.exit_code == 1
    assert result.output.count("\n") == 1 and "bad.toml" in result.output
    result = CliRunner().invoke(main, ["puzzles", "--player", "nobody"])
    assert result.exit_code == 2


def test_an_agent_that_promises_to_pass_answers_pass():
    """An agent whose ``wants_priority`` hint says it would pass in the posed step is not
    asked (the engine's speed hint) and its answer is ``pass``; without hints the engine
    asks it (CR 117.3b: a player with priority may pass)."""
    puzzle = next(p for p in SUITE if p.id == "response-bolt-the-lethal-attacker")

    class Promiser(BaseAgent):
        def wants_priority(self, view):
            return False

    posed = pose(puzzle, Promiser())
    assert (posed.answer, posed.asked) == ("pass", False)
    posed = pose(puzzle, Promiser(), hints=False)
    assert (posed.answer, posed.asked) == ("pass", True)
    assert "cast Lightning Bolt -> Hill Giant" in posed.options


def test_a_puzzle_file_of_ones_own(tmp_path: Path):
    """``--file`` scores a file of one's own: a lethal swing past a tapped blocker."""
    own = tmp_path / "own.toml"
    own.write_text(
        "[[puzzle]]\n"
        'id = "own"\ntheme = "attack"\nask = "attackers"\n'
        'rationale = "Their blocker is tapped: 3 is lethal."\n'
        "life = [20, 3]\n"
        'me.battlefield = ["Hill Giant"]\n'
        'opp.battlefield = ["Grizzly Bears (tapped)"]\n'
        'good = ["Hill Giant"]\nblunders = ["none"]\n',
        encoding="utf-8",
    )
    result = CliRunner().invoke(main, ["puzzles", "--file", str(own), "--player", "aggro"])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("aggro       1/1 acceptable (100.0%), 0 poor, 0 blunders")
