"""``rerun`` and ``report`` on damaged run directories (issue 31): one line, exit 1, fast.

Each case starts from a real 40-game goldfish run and damages one file the way the probe
did: a manifest claiming 10^9 games, a truncated ``games.parquet``, a negative seed, a
manifest nested 10,000 levels deep. None may play games it cannot compare, hang, or
print a traceback; the untouched run still reruns identically.
"""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from deckstats.cli import main
from deckstats.stats.run_files import MAX_DEPTH, RunFileError, json_depth, read_manifest

ROOT = Path(__file__).resolve().parents[2]
BURN = str(ROOT / "decks" / "mono_red_burn.txt")


@pytest.fixture(scope="module")
def pristine(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("runs") / "burn"
    result = CliRunner().invoke(
        main,
        [
            "goldfish",
            BURN,
            "-n",
            "40",
            "--seed",
            "7",
            "--workers",
            "1",
            "--quiet",
            "--out",
            str(out),
        ],
        catch_exceptions=False,
    )
    assert result.exit_code == 0, result.output
    return out


@pytest.fixture
def run(pristine, tmp_path) -> Path:
    copy = tmp_path / "run"
    shutil.copytree(pristine, copy)
    return copy


def _edit(run: Path, **changes: Any) -> None:
    path = run / "manifest.json"
    manifest = json.loads(path.read_text(encoding="utf-8"))
    manifest.update(changes)
    path.write_text(json.dumps(manifest), encoding="utf-8")


def _one_error(args: list[str], limit_s: float = 60.0) -> str:
    started = time.monotonic()
    result = CliRunner().invoke(main, args, catch_exceptions=False)
    assert time.monotonic() - started < limit_s
    assert result.exit_code == 1, result.output
    lines = [line for line in result.stderr.splitlines() if "compiled modules" not in line]
    assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.output
    return lines[0]


def test_untouched_run_reruns_identically(run):
    result = CliRunner().invoke(main, ["rerun", str(run), "--workers", "1"])
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"identical: all 40 games of {run} repeat exactly (seed 7)")


@pytest.mark.parametrize("count", [10**9, 41, 39])
def test_rerun_bounded_by_games_stored(run, count):
    """A manifest claiming more (or fewer) games than games.parquet holds is refused before
    any game is played: 10^9 games used to run until killed."""
    _edit(run, games_completed=count, n_games=max(count, 40))
    line = _one_error(["rerun", str(run), "--workers", "1"], limit_s=20)
    assert line == (
        f"deckstats: error: {run / 'manifest.json'}: the manifest records {count} games but "
        f"games.parquet holds 40: not a consistent run"
    )


def test_rerun_game_count_beyond_any_run(run):
    _edit(run, games_completed=10**12, n_games=10**12)
    line = _one_error(["rerun", str(run)], limit_s=20)
    assert "'n_games' must be a whole number from 1 to 1000000000" in line


@pytest.mark.parametrize("keep", [0, 100, 0.5])
def test_rerun_truncated_games_parquet(run, keep):
    path = run / "games.parquet"
    data = path.read_bytes()
    path.write_bytes(data[: int(len(data) * keep) if isinstance(keep, float) else keep])
    line = _one_error(["rerun", str(run), "--workers", "1"], limit_s=20)
    assert line.startswith(f"deckstats: error: {path}: not a readable Parquet table (")
    assert line.endswith("; the run is damaged")


def test_rerun_truncated_turns_parquet(run):
    path = run / "turns.parquet"
    path.write_bytes(path.read_bytes()[:-9])
    line = _one_error(["rerun", str(run), "--workers", "1"], limit_s=20)
    assert line.startswith(f"deckstats: error: {path}: not a readable Parquet table (")


@pytest.mark.parametrize(
    ("changes", "why"),
    [
        ({"seed": -5}, "'seed' must be a whole number from 0 to"),
        ({"seed": 1.5}, "'seed' must be a whole number"),
        ({"seed": "7"}, "'seed' must be a whole number"),
        ({"seed": True}, "'seed' must be a whole number"),
        ({"max_turns": -1}, "'max_turns' must be a whole number from 1 to 1000"),
        ({"games_completed": -3}, "'games_completed' must be a whole number from 0"),
        ({"decks": "x"}, "'decks' must be a list"),
        ({"decks": [{"name": "x", "text": 5}]}, "'decks'[0].text must be text"),
        ({"rules": ["modern"]}, "'rules' must be text"),
        ({"partial": "no"}, "'partial' must be true or false"),
    ],
    ids=[
        "negative_seed",
        "float_seed",
        "string_seed",
        "bool_seed",
        "negative_max_turns",
        "negative_games",
        "decks_string",
        "deck_text_number",
        "rules_list",
        "partial_string",
    ],
)
def test_rerun_bad_manifest_field(run, changes, why):
    _edit(run, **changes)
    line = _one_error(["rerun", str(run), "--workers", "1"], limit_s=20)
    assert line.startswith(
        f"deckstats: error: {run / 'manifest.json'}: not a readable run manifest: "
    )
    assert why in line


@pytest.mark.parametrize("command", ["rerun", "report"])
@pytest.mark.parametrize("depth", [10_000, 200_000])
def test_deeply_nested_manifest(run, command, depth):
    """10,000 levels deep was a RecursionError in report (and rerun)."""
    path = run / "manifest.json"
    path.write_text('{"command": "goldfish", "x": ' + "[" * depth + "]" * depth + "}")
    line = _one_error([command, str(run)], limit_s=20)
    assert line == f"deckstats: error: {path}: JSON nested more than {MAX_DEPTH} levels deep"


@pytest.mark.parametrize("command", ["rerun", "report"])
def test_deeply_nested_unterminated_manifest(run, command):
    path = run / "manifest.json"
    path.write_text('{"a": "' + '\\"' * 100_000 + "[" * 100_000)
    line = _one_error([command, str(run)], limit_s=20)
    assert line.startswith(f"deckstats: error: {path}: ")


def test_deeply_nested_summary_in_report(run):
    path = run / "summary.json"
    path.write_text("[" * 50_000 + "]" * 50_000)
    line = _one_error(["report", str(run)], limit_s=20)
    assert line == f"deckstats: error: {path}: JSON nested more than {MAX_DEPTH} levels deep"


def test_report_negative_seed_is_one_line(run):
    _edit(run, seed=-1)
    line = _one_error(["report", str(run)], limit_s=60)
    assert "'seed' must be a whole number from 0 to" in line


def test_manifest_not_utf8_or_huge(run, monkeypatch):
    path = run / "manifest.json"
    path.write_bytes(b"\xff\xfe{}")
    assert "not UTF-8 text" in _one_error(["rerun", str(run)])
    import deckstats.stats.run_files as rf

    monkeypatch.setattr(rf, "MAX_BYTES", 100)
    path.write_text(json.dumps({"pad": "x" * 200}))
    with pytest.raises(RunFileError, match="larger than any run file"):
        read_manifest(path)


def test_json_depth_is_linear_and_skips_strings():
    assert json_depth('{"a": "[[[[", "b": [[{}]]}') == 4
    assert json_depth('"\\"[[["') == 0
    started = time.monotonic()
    assert json_depth("[]" * 2_000_000) == 1
    assert json_depth('"' + '\\"' * 1_000_000) == 0
    assert time.monotonic() - started < 5
