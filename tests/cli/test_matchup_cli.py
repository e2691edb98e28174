"""``deckstats matchup``, ``gauntlet`` and ``play A B`` (issue 17 parts 4 and 5).

Bad input is exit 1 with one line naming the problem and leaves no run directory (nor a
hidden temporary one beside it); ``--json`` prints summary.json; the run directory meets
the output contract (tests/contract.py).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from contract import assert_contract

from deckstats.cli import main

ROOT = Path(__file__).resolve().parents[2]
BURN = str(ROOT / "decks" / "mono_red_burn.txt")
STOMPY = str(ROOT / "decks" / "pauper_stompy.txt")
WHITE = str(ROOT / "decks" / "mono_white_aggro.txt")
RANDOM = ["--player-a", "random", "--player-b", "random", "--quiet"]


def _invoke(args: list[str]):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(main, args, prog_name="deckstats")


def test_matchup_json_prints_summary_and_writes_a_contract_run(tmp_path: Path) -> None:
    out = tmp_path / "run"
    res = _invoke(
        [
            "matchup",
            BURN,
            STOMPY,
            "-n",
            "20",
            "--seed",
            "5",
            "--workers",
            "1",
            "--out",
            str(out),
            "--json",
            *RANDOM,
        ]
    )
    assert res.exit_code == 0, res.output
    summary = json.loads(res.stdout)
    assert summary == json.loads((out / "summary.json").read_text())
    assert summary["command"] == "matchup" and summary["games"] == 20 and summary["seed"] == 5
    assert summary["deck_a"] == "mono_red_burn.txt" and summary["player_b"] == "random"
    for key in (
        "win_rate",
        "win_rate_ci95",
        "on_the_play",
        "on_the_draw",
        "mean_turns",
        "draw_rate",
    ):
        assert key in summary
    names = {p.name for p in out.iterdir()}
    assert {"games.parquet", "manifest.json", "summary.json", "turns.parquet"} <= names
    # Anything else is the report (report.html, PNGs) or the card events, never a temp file.
    rest = names - {"games.parquet", "manifest.json", "summary.json", "turns.parquet"}
    assert all(n in ("report.html", "events.parquet") or n.endswith(".png") for n in rest)
    assert_contract(out)


def test_matchup_table_output_and_same_seed_same_summary(tmp_path: Path) -> None:
    args = ["matchup", BURN, STOMPY, "-n", "10", "--seed", "8", *RANDOM, "--workers", "1"]
    a = _invoke([*args, "--out", str(tmp_path / "a")])
    b = _invoke([*args, "--out", str(tmp_path / "b"), "--workers", "2"])
    assert a.exit_code == 0 and b.exit_code == 0, a.output + b.output
    assert "A's win rate" in a.stdout and "on_the_draw" in a.stdout and "seed 8" in a.stdout
    sa = json.loads((tmp_path / "a" / "summary.json").read_text())
    sb = json.loads((tmp_path / "b" / "summary.json").read_text())
    assert sa == sb
    # the run exists now: a second run there needs --force
    again = _invoke([*args, "--out", str(tmp_path / "a")])
    assert again.exit_code == 1 and "--force" in again.stderr


def _bad_deck_cases(tmp_path: Path) -> dict[str, tuple[list[str], str]]:
    five = tmp_path / "five.txt"
    five.write_text("5 Lightning Bolt\n55 Mountain\n")
    missing = str(tmp_path / "missing.txt")
    shares = {
        "missing deck": "pauper_stompy,1.0\n",
        "negative": "pauper_stompy,1.5\nmono_white_aggro,-0.5\n",
        "bad sum": "pauper_stompy,0.6\nmono_white_aggro,0.6\n",
    }
    cases: dict[str, tuple[list[str], str]] = {
        "unknown player": (
            ["matchup", BURN, STOMPY, "--player-a", "nobody"],
            "unknown player 'nobody'",
        ),
        "unknown player b": (
            ["gauntlet", BURN, STOMPY, "--player-b", "nobody"],
            "unknown player 'nobody'",
        ),
        "missing deck": (["matchup", BURN, missing, *RANDOM], "missing.txt: cannot read decklist"),
        "illegal deck": (
            ["matchup", str(five), STOMPY, *RANDOM],
            "five.txt:1: 5 copies of Lightning Bolt",
        ),
        "illegal field deck": (
            ["gauntlet", BURN, STOMPY, str(five), *RANDOM],
            "five.txt:1: 5 copies",
        ),
    }
    for name, text in shares.items():
        path = tmp_path / f"{name.replace(' ', '_')}.csv"
        path.write_text(text)
        cases[f"shares {name}"] = (
            ["gauntlet", BURN, STOMPY, WHITE, "--shares", str(path), *RANDOM],
            path.name,
        )
    return cases


@pytest.mark.parametrize(
    "case",
    [
        "unknown player",
        "unknown player b",
        "missing deck",
        "illegal deck",
        "illegal field deck",
        "shares missing deck",
        "shares negative",
        "shares bad sum",
    ],
)
def test_bad_input_is_one_line_exit_1_and_no_run_directory(tmp_path: Path, case: str) -> None:
    args, needle = _bad_deck_cases(tmp_path)[case]
    runs = tmp_path / "runs"
    res = _invoke([*args, "-n", "4", "--seed", "1", "--out", str(runs / "run")])
    assert res.exit_code == 1, (res.exit_code, res.output)
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1, res.stderr
    assert lines[0].startswith("deckstats: error: ") and needle in lines[0], lines[0]
    assert "Traceback" not in res.stderr
    assert not runs.exists() or not any(runs.iterdir())  # nothing, not even a hidden tmp dir


def test_shares_error_messages_say_what_is_wrong(tmp_path: Path) -> None:
    cases = _bad_deck_cases(tmp_path)
    res = _invoke([*cases["shares bad sum"][0], "-n", "2"])
    assert "sum to 1.2, not 1" in res.stderr and "--normalize" in res.stderr
    res = _invoke([*cases["shares negative"][0], "-n", "2"])
    assert ":2: negative share" in res.stderr
    res = _invoke([*cases["shares missing deck"][0], "-n", "2"])
    assert "no share for field deck(s) mono_white_aggro" in res.stderr


def test_gauntlet_normalize_accepts_unscaled_shares_and_matrix_writes_csv(tmp_path: Path) -> None:
    shares = tmp_path / "meta.json"
    shares.write_text(json.dumps({"pauper_stompy.txt": 3, "mono_white_aggro": 1}))
    out = tmp_path / "g"
    args = [
        "gauntlet",
        BURN,
        STOMPY,
        WHITE,
        "--shares",
        str(shares),
        "-n",
        "4",
        "--seed",
        "2",
        *RANDOM,
        "--workers",
        "1",
        "--out",
        str(out),
    ]
    res = _invoke(args)
    assert res.exit_code == 1 and "--normalize" in res.stderr and not out.exists()
    res = _invoke([*args, "--normalize", "--matrix"])
    assert res.exit_code == 0, res.output
    summary = json.loads((out / "summary.json").read_text())
    assert summary["command"] == "gauntlet"
    assert summary["shares"] == {"pauper_stompy": 0.75, "mono_white_aggro": 0.25}
    assert set(summary["opponents"]) == {"pauper_stompy", "mono_white_aggro"}
    for block in summary["opponents"].values():
        lo, hi = block["win_rate_ci95"]
        assert lo <= block["win_rate"] <= hi
    lo, hi = summary["expected_win_rate_ci95"]
    assert 0 <= lo <= summary["expected_win_rate"] <= hi <= 1
    assert "expected win rate" in res.stdout and "win-rate matrix" in res.stdout
    matrix = (out / "matrix.csv").read_text().splitlines()
    assert matrix[0] == "deck,mono_red_burn,pauper_stompy,mono_white_aggro"
    assert len(matrix) == 4
    assert_contract(out)


def test_play_two_decks_prints_a_reproducible_log_ending_with_the_winner() -> None:
    args = ["play", BURN, STOMPY, "--seed", "4", "--player-a", "random", "--player-b", "random"]
    a, b = _invoke(args), _invoke(args)
    assert a.exit_code == 0, a.output
    assert a.stdout == b.stdout
    assert "P0 keeps" in a.stdout and "P1 keeps" in a.stdout
    last = a.stdout.strip().splitlines()[-1]
    assert last.startswith("# result: ") and ("won" in last or "nobody won" in last)
    bad = _invoke(["play", BURN, STOMPY, "--player-b", "nobody"])
    assert bad.exit_code == 1 and "unknown player 'nobody'" in bad.stderr


def test_matchup_usage_errors_exit_2() -> None:
    assert _invoke(["matchup", BURN]).exit_code == 2
    assert _invoke(["matchup", BURN, STOMPY, "-n", "0"]).exit_code == 1  # out of range
    assert _invoke(["matchup", BURN, STOMPY, "--on", "sideways"]).exit_code == 2
    assert _invoke(["gauntlet", BURN]).exit_code == 2


def test_bench_matchup_lane_reports_games_per_second() -> None:
    import re

    res = _invoke(
        [
            "bench",
            "--matchup",
            "--skip-games",
            "--skip-hands",
            "--repeat",
            "1",
            "--matchup-games",
            "6",
            "--matchup-player",
            "random",
            "--matchup-decks",
            BURN,
            STOMPY,
        ]
    )
    assert res.exit_code == 0, res.output
    assert "matchup games/s, one process, 6 games" in res.stdout
    assert re.search(r"mono_red_burn vs pauper_stompy\s+\d+ best\s+\d+ median", res.stdout)
    assert "goldfish games/s" not in res.stdout
    bad = _invoke(["bench", "--matchup", "--skip-games", "--skip-hands", "--matchup-player", "x"])
    assert bad.exit_code == 1 and "unknown player 'x'" in bad.stderr


# --------------------------------------------------------------- --until-ci and rerun (issue 21)


def _until_ci_twice(tmp_path: Path, width: str, workers: str) -> dict:  # type: ignore[type-arg]
    outputs = []
    for k in range(2):
        res = _invoke(
            [
                "matchup",
                BURN,
                STOMPY,
                "--until-ci",
                width,
                "--seed",
                "21",
                "--workers",
                workers,
                "--quiet",
                "--json",
                "--out",
                str(tmp_path / f"r{k}"),
            ]
        )
        assert res.exit_code == 0, res.output
        outputs.append(res.stdout)
    assert outputs[0] == outputs[1]  # the same command twice: the same output
    for name in ("games.parquet", "turns.parquet"):
        assert (tmp_path / "r0" / name).read_bytes() == (tmp_path / "r1" / name).read_bytes()
    summary = json.loads(outputs[0])
    ci = summary["until_ci"]
    assert ci["met"] and ci["half_width"] <= float(width), ci
    assert ci["games_played"] == summary["games"] and summary["games"] % 1000 == 0
    assert ci["max_games"] == 1_000_000  # -n defaults to the most games with --until-ci
    lo, hi = summary["win_rate_ci95"]
    assert (hi - lo) / 2 <= float(width) + 1e-4
    return summary


def test_matchup_until_ci_0_05_stops_within_the_width_and_repeats(tmp_path: Path) -> None:
    summary = _until_ci_twice(tmp_path, "0.05", "2")
    assert summary["games"] == 1000  # the first batch is already narrow enough


@pytest.mark.slow
def test_matchup_until_ci_0_01_stops_within_the_width_and_repeats(tmp_path: Path) -> None:
    summary = _until_ci_twice(tmp_path, "0.01", "2")
    assert summary["games"] > 1000


def test_matchup_until_ci_text_output_states_the_rule(tmp_path: Path) -> None:
    res = _invoke(
        [
            "matchup",
            BURN,
            STOMPY,
            "-n",
            "50",
            "--until-ci",
            "0.3",
            "--seed",
            "2",
            "--workers",
            "1",
            *RANDOM,
            "--out",
            str(tmp_path / "r"),
        ]
    )
    assert res.exit_code == 0, res.output
    assert "--until-ci 0.3: reached after 50 games" in res.stdout
    res = _invoke(
        [
            "gauntlet",
            BURN,
            STOMPY,
            WHITE,
            "-n",
            "30",
            "--until-ci",
            "0.01",
            "--seed",
            "2",
            "--workers",
            "1",
            *RANDOM,
            "--out",
            str(tmp_path / "g"),
        ]
    )
    assert res.exit_code == 0, res.output
    assert "--until-ci 0.01 in every matchup: not reached after 30-30 games" in res.stdout


def test_rerun_repeats_matchup_and_gauntlet_runs_and_detects_a_change(tmp_path: Path) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    m, g = tmp_path / "m", tmp_path / "g"
    res = _invoke(
        [
            "matchup",
            BURN,
            STOMPY,
            "-n",
            "24",
            "--seed",
            "8",
            "--workers",
            "1",
            *RANDOM,
            "--out",
            str(m),
        ]
    )
    assert res.exit_code == 0, res.output
    res = _invoke(
        [
            "gauntlet",
            BURN,
            STOMPY,
            WHITE,
            "-n",
            "10",
            "--seed",
            "8",
            "--matrix",
            "--until-ci",
            "0.4",
            "--workers",
            "2",
            *RANDOM,
            "--out",
            str(g),
        ]
    )
    assert res.exit_code == 0, res.output
    res = _invoke(["rerun", str(m), "--workers", "2"])
    assert res.exit_code == 0, res.output
    assert res.stdout.startswith("identical: all 24 games")
    res = _invoke(["rerun", str(g), "--workers", "1"])
    assert res.exit_code == 0, res.output
    assert res.stdout.startswith("identical: all 30 games")  # 3 matchups of 10 (--matrix)
    table = pq.read_table(m / "turns.parquet")
    life = table.column("life").to_pylist()
    life[5] -= 1
    i = table.schema.get_field_index("life")
    pq.write_table(
        table.set_column(i, "life", pa.array(life, table.schema.field(i).type)), m / "turns.parquet"
    )
    res = _invoke(["rerun", str(m), "--workers", "1"])
    assert res.exit_code == 1
    assert len(res.stderr.splitlines()) == 1 and "'life' differs first" in res.stderr
