"""End-to-end CLI runs of the simulating commands on the sample decks (CliRunner)."""

import json
from pathlib import Path

from click.testing import CliRunner

from deckstats.cli import main
from deckstats.deck import load_decklist

ROOT = Path(__file__).resolve().parents[2]
BURN = str(ROOT / "decks" / "mono_red_burn.txt")


def test_goldfish_json_prints_summary_and_writes_run(tmp_path):
    out = tmp_path / "run"
    res = CliRunner().invoke(
        main, ["goldfish", BURN, "-n", "30", "--seed", "5", "--out", str(out), "--json", "--quiet"]
    )
    assert res.exit_code == 0, res.output
    summary = json.loads(res.stdout)
    assert summary["command"] == "goldfish"
    assert summary["seed"] == 5
    assert summary["games"] == 30
    assert set(summary) >= {"all", "on_the_play", "on_the_draw", "rules", "deck"}
    assert (out / "games.parquet").exists()
    assert json.loads((out / "summary.json").read_text()) == summary


def test_goldfish_same_seed_same_summary(tmp_path):
    args = ["goldfish", BURN, "-n", "20", "--seed", "9", "--json", "--quiet"]
    a = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "a")])
    b = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "b")])
    assert a.exit_code == 0 and b.exit_code == 0
    assert json.loads(a.stdout) == json.loads(b.stdout)


def test_goldfish_table_output_names_seed(tmp_path):
    res = CliRunner().invoke(
        main, ["goldfish", BURN, "-n", "10", "--seed", "3", "--out", str(tmp_path / "r"), "--quiet"]
    )
    assert res.exit_code == 0, res.output
    assert "seed 3" in res.stdout
    assert "kill turn mean" in res.stdout


def test_goldfish_bad_inputs_exit_1_without_output(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Lightning Bolt\n4 Lightnig Blot\n52 Mountain\n")
    out = tmp_path / "never"
    res = CliRunner().invoke(main, ["goldfish", str(bad), "-n", "5", "--out", str(out)])
    assert res.exit_code == 1
    assert "Lightnig Blot" in res.stderr
    assert not out.exists()
    # an out-of-range option value is one line and exit 1, found before the deck is read
    res = CliRunner().invoke(main, ["goldfish", BURN, "-n", "0", "--out", str(out)])
    assert res.exit_code == 1
    assert res.stderr == "deckstats: error: -n/--games must be at least 1 (got 0)\n"
    assert not out.exists()
    res = CliRunner().invoke(main, ["goldfish", str(tmp_path / "missing.txt")])
    assert res.exit_code in (1, 2)


def test_goldfish_usage_error_exit_2():
    res = CliRunner().invoke(main, ["goldfish", BURN, "--on", "sideways"])
    assert res.exit_code == 2


def test_play_prints_a_readable_reproducible_log():
    args = ["play", BURN, "--seed", "4", "--on", "draw"]
    a = CliRunner().invoke(main, args)
    b = CliRunner().invoke(main, args)
    assert a.exit_code == 0, a.output
    assert a.stdout == b.stdout
    assert "keeps" in a.stdout
    assert "turn 1" in a.stdout
    assert "# result:" in a.stdout


def test_goldfish_refuses_illegal_deck_unless_format_none(tmp_path):
    """CR 100.2a (2008 100.2, 100.3): at most four copies in constructed; 40-card minimum in limited."""
    five = tmp_path / "five.txt"
    five.write_text("5 Lightning Bolt\n55 Mountain\n")
    out = tmp_path / "run"
    res = CliRunner().invoke(main, ["goldfish", str(five), "-n", "5", "--out", str(out)])
    assert res.exit_code == 1
    assert "five.txt:1: 5 copies of Lightning Bolt" in res.stderr
    assert not out.exists()
    small = tmp_path / "small.txt"
    small.write_text("4 Lightning Bolt\n10 Mountain\n")
    res = CliRunner().invoke(
        main,
        [
            "goldfish",
            str(small),
            "-n",
            "4",
            "--format",
            "none",
            "--out",
            str(out),
            "--json",
            "--quiet",
        ],
    )
    assert res.exit_code == 0, res.output
    summary = json.loads(res.stdout)
    # 14 cards: the deck runs out of cards and loses by drawing from an empty library (CR 121.4).
    assert summary["all"]["win_rate"] == 0.0
    assert summary["all"]["terminations"] == {"decked": 4}


def test_bench_reports_games_per_second_per_deck_and_engine_mode():
    """``deckstats bench`` (timing only: no figure is asserted, machines are noisy)."""
    import re

    from deckstats import _native

    res = CliRunner().invoke(
        main, ["bench", "--games", "20", "--repeat", "2", "--skip-hands", "--deck", BURN]
    )
    assert res.exit_code == 0, res.output
    assert f"engine: {_native.MODE}" in res.output
    assert "20 games per deck" in res.output and "best and median of 2" in res.output
    row = re.search(r"mono_red_burn\s+(\d+) best\s+(\d+) median", res.output)
    assert row is not None, res.output
    best, median = int(row.group(1)), int(row.group(2))
    assert best >= median > 0


def test_bench_repeats_play_fresh_seeds_and_state_the_load(monkeypatch):
    """Issue 32.1: repeats replayed the same seeds in one process, so repeats 2 and 3 hit
    the goldfish planner's cross-game memos and printed figures 1.03-1.71x too high. Each
    repeat now plays its own seed (goldfish and matchup lanes), and the machine's load is
    printed before and after."""
    from deckstats.sim import bench

    seen: list[int] = []

    def fake_goldfish(cards, n, seed, *args, **kwargs):
        seen.append(seed)
        return 100.0

    monkeypatch.setattr(bench, "bench_goldfish", fake_goldfish)
    args = ["--games", "5", "--repeat", "3", "--seed", "7", "--skip-hands", "--deck", BURN]
    res = CliRunner().invoke(main, ["bench", *args])
    assert res.exit_code == 0, res.output
    assert seen == [7, 8, 9]
    assert "fresh seeds 7..9" in res.output
    assert res.output.count("machine load") == 2


def test_bench_workers_repeats_play_games_never_played_before(monkeypatch):
    """The workers lane: run r plays games it has not played in either process."""
    from deckstats.sim import backends
    from deckstats.sim.bench import bench_workers

    ranges: list[tuple[int, int]] = []
    real = backends.Backend.batches

    def spy(self, task, start, stop, chunk):
        ranges.append((start, stop))
        return real(self, task, start, stop, chunk)

    monkeypatch.setattr(backends.Backend, "batches", spy)
    cards = load_decklist(BURN).main_cards()
    bench_workers(cards, 6, 1, 1, repeat=3)
    # the serial runs (the pool's batches go through _FutureBackend.batches, not spied)
    assert ranges == [(4, 10), (10, 16), (16, 22)]


def test_bench_rejects_zero_repeats():
    res = CliRunner().invoke(main, ["bench", "--repeat", "0", "--skip-hands", "--deck", BURN])
    assert res.exit_code == 1
    assert "--repeat" in res.output


def test_bench_workers_reports_serial_and_pool_speed_up():
    """``deckstats bench --workers 2`` (timing only: the speed-up itself is not asserted)."""
    import re

    res = CliRunner().invoke(
        main,
        [
            "bench",
            "--games",
            "60",
            "--repeat",
            "1",
            "--skip-hands",
            "--deck",
            BURN,
            "--workers",
            "2",
        ],
    )
    assert res.exit_code == 0, res.output
    row = re.search(
        r"mono_red_burn\s+serial\s+(\d+)\s+2 workers\s+(\d+)\s+speed-up ([\d.]+)x", res.output
    )
    assert row is not None, res.output
    assert int(row.group(1)) > 0 and int(row.group(2)) > 0


def test_bench_cli_lane_times_whole_goldfish_runs_on_fresh_seeds(monkeypatch):
    """Issue 32.1: ``deckstats bench --cli`` times the command line as a whole, a new
    ``deckstats goldfish`` process per run on its own seed; a failing run is an error
    naming the deck, not a figure. (Timing only: no speed is asserted.)"""
    import re
    import subprocess

    started: list[list[str]] = []
    real = subprocess.run

    def spy(cmd, *args, **kwargs):
        started.append(list(cmd))
        return real(cmd, *args, **kwargs)

    monkeypatch.setattr(subprocess, "run", spy)
    args = ["bench", "--cli", "--skip-games", "--skip-hands", "--games", "5", "--repeat", "2"]
    res = CliRunner().invoke(main, [*args, "--seed", "3", "--deck", BURN])
    assert res.exit_code == 0, res.output
    assert [c[c.index("--seed") + 1] for c in started] == ["3", "4"]
    assert all(c[2:5] == ["deckstats", "goldfish", BURN] and "--workers" in c for c in started)
    row = re.search(r"mono_red_burn\s+(\d+) best\s+(\d+) median games per CPU second", res.output)
    assert row is not None, res.output
    assert int(row.group(1)) >= int(row.group(2)) > 0
    assert "fresh seeds 3..4" in res.output

    bad = CliRunner().invoke(main, [*args[:-2], "--repeat", "1", "--deck", __file__])
    assert bad.exit_code == 1
    assert f"{__file__}: the goldfish run failed" in bad.output
