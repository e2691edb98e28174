"""``deckstats play --run RUN_DIR --game K`` replays game K of a run exactly (issue 30, 7).

The replay is planned from the manifest (decks as stored, seed, seats, rules, turn cap,
players) and must end as row K of the run's ``games.parquet``: same winner, turns and
kill turn, for every game of a goldfish run and of a matchup run.
"""

from __future__ import annotations

import math
from pathlib import Path

import pandas as pd
import pytest
from click.testing import CliRunner

from deckstats.cli import main
from deckstats.runs.replay import replay_game

DECKS = Path(__file__).parents[2] / "decks"
BURN = str(DECKS / "mono_red_burn.txt")
CONTROL = str(DECKS / "uw_control.txt")


def _run(tmp_path_factory: pytest.TempPathFactory, *args: str) -> Path:
    out = tmp_path_factory.mktemp("run") / "run"
    tail = ["--seed", "11", "--out", str(out), "--quiet", "--workers", "1"]
    result = CliRunner().invoke(main, [*args, *tail])
    assert result.exit_code == 0, result.output
    return out


@pytest.fixture(scope="module")
def goldfish_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _run(tmp_path_factory, "goldfish", BURN, "-n", "12", "--max-turns", "9")


@pytest.fixture(scope="module")
def matchup_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _run(tmp_path_factory, "matchup", BURN, CONTROL, "-n", "8")


def _kill(value: object) -> int | None:
    return None if value is None or (isinstance(value, float) and math.isnan(value)) else int(value)


def test_goldfish_replay_matches_every_row(goldfish_run: Path) -> None:
    games = pd.read_parquet(goldfish_run / "games.parquet")
    assert len(games) == 12
    for row in games.itertuples():
        _, result = replay_game(goldfish_run, int(row.game_index))
        won = result.winner == 0
        assert won == bool(row.won), row.game_index
        assert int(result.turns_taken[0]) == int(row.turns), row.game_index
        assert (int(result.turns_taken[0]) if won else None) == _kill(row.kill_turn)
        assert result.termination.value == row.termination
        assert int(result.mulligans[0]) == int(row.mulligans)


def test_matchup_replay_matches_every_row(matchup_run: Path) -> None:
    games = pd.read_parquet(matchup_run / "games.parquet")
    assert len(games) == 8 and set(games["winner"]) != {"draw"}
    for row in games.itertuples():
        _, result = replay_game(matchup_run, int(row.game_index))
        assert {0: "a", 1: "b", None: "draw"}[result.winner] == row.winner, row.game_index
        assert int(result.turns) == int(row.game_turns), row.game_index
        assert int(result.turns_taken[0]) == int(row.turns), row.game_index
        won = result.winner == 0
        assert (int(result.turns_taken[0]) if won else None) == _kill(row.kill_turn)
        assert (result.starting_player == 0) == bool(row.on_the_play)


def test_play_run_prints_the_log_of_game_k(matchup_run: Path) -> None:
    games = pd.read_parquet(matchup_run / "games.parquet")
    k = 3
    result = CliRunner().invoke(main, ["play", "--run", str(matchup_run), "--game", str(k)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert f"(game {k}," in lines[0]
    winner = games.loc[games["game_index"] == k, "winner"].item()
    assert lines[-1].startswith(f"# result: P{'01'[winner == 'b']} ")


@pytest.mark.parametrize("k", ["8", "1000"])
def test_game_out_of_range_is_one_line(matchup_run: Path, k: str) -> None:
    result = CliRunner().invoke(main, ["play", "--run", str(matchup_run), "--game", k])
    assert result.exit_code == 1
    assert result.stderr.strip().splitlines() == [
        f"deckstats: error: {matchup_run}: no game {k}: the run holds games 0 to 7"
    ]


def test_run_options_are_the_runs_own(matchup_run: Path) -> None:
    args = ["play", "--run", str(matchup_run), "--game", "0"]
    assert CliRunner().invoke(main, [*args, "--seed", "3"]).exit_code == 2
    assert CliRunner().invoke(main, ["play", "--run", str(matchup_run)]).exit_code == 2
    assert CliRunner().invoke(main, [*args, BURN]).exit_code == 2
