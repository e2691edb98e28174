"""The error and seed conventions of the command line (README "Errors"; issue 15, part 6).

* bad input data: exit 1 and one line naming the file and line;
* an option value out of range (``--workers 0``, ``-n -5``): exit 1 and one line naming
  the option (issue 21); a command line click cannot parse: exit 2 with click's usage
  message; both checked before the deck is read, so no warning about the deck comes first;
* a default run directory has a short name; the full seed is printed and in the manifest;
* ``hands`` says which figures are exact and prints the sampler's seed where it samples.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckstats.cli import main

ROOT = Path(__file__).resolve().parents[2]
# Burn has partly simulated cards, so a simulation of it starts with a warning line.
BURN = str(ROOT / "decks" / "mono_red_burn.txt")


def _invoke(args: list[str]):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(main, args, prog_name="deckstats")


# ---------------------------------------------------------------------------------------
# Option values out of range: exit 1, one line naming the option, nothing before it
# ---------------------------------------------------------------------------------------

OUT_OF_RANGE = [
    (["goldfish", BURN, "-n", "0"], "-n/--games must be at least 1 (got 0)"),
    (["goldfish", BURN, "-n", "-5"], "-n/--games must be at least 1 (got -5)"),
    (["goldfish", BURN, "--max-turns", "0"], "--max-turns must be from 1 to 200 (got 0)"),
    (["goldfish", BURN, "--max-turns", "201"], "--max-turns must be from 1 to 200 (got 201)"),
    (["goldfish", BURN, "--workers", "0"], "--workers must be at least 1 (got 0)"),
    (["goldfish", BURN, "--seed", "-1"], "--seed must be at least 0 (got -1)"),
    (["goldfish", BURN, "--until-ci", "0"], "--until-ci must be above 0 and below 0.5 (got 0)"),
    (["matchup", BURN, BURN, "-n", "-5"], "-n/--games must be at least 1 (got -5)"),
    (["matchup", BURN, BURN, "--workers", "0"], "--workers must be at least 1 (got 0)"),
    (["gauntlet", BURN, BURN, "--workers", "0"], "--workers must be at least 1 (got 0)"),
    (["compare", BURN, BURN, "--workers", "0"], "--workers must be at least 1 (got 0)"),
    (["compare", BURN, BURN, "-n", "-5"], "-n/--games must be at least 1 (got -5)"),
    (["play", BURN, "--max-turns", "0"], "--max-turns must be from 1 to 200 (got 0)"),
    (["play", BURN, "--seed", "-3"], "--seed must be at least 0 (got -3)"),
    (["hands", BURN, "--samples", "0"], "--samples must be at least 1 (got 0)"),
    (["hands", BURN, "--seed", "-1"], "--seed must be at least 0 (got -1)"),
    (["bench", "--games", "0"], "--games must be at least 1 (got 0)"),
    (["bench", "--hands", "0"], "--hands must be at least 1 (got 0)"),
    (["bench", "--seed", "-1"], "--seed must be at least 0 (got -1)"),
    (["bench", "--repeat", "0"], "--repeat must be at least 1 (got 0)"),
]


@pytest.mark.parametrize(
    ("args", "message"),
    OUT_OF_RANGE,
    ids=lambda a: " ".join(a).replace(BURN, "BURN") if isinstance(a, list) else "",
)
def test_out_of_range_values_are_one_line_and_exit_1_before_the_deck_is_read(
    args: list[str], message: str, tmp_path: Path
) -> None:
    out = tmp_path / "never"
    extra = ["--out", str(out)] if args[0] in ("goldfish", "matchup", "gauntlet", "compare") else []
    res = _invoke(args + extra)
    assert res.exit_code == 1, (res.exit_code, res.stdout, res.stderr)
    assert res.stdout == ""
    # one line, no usage text, no warning about the deck first (the deck is not read)
    assert res.stderr.splitlines() == [f"deckstats: error: {message}"]
    assert not out.exists()


# ---------------------------------------------------------------------------------------
# Command lines click cannot parse: exit 2, click's usage message, nothing before it
# ---------------------------------------------------------------------------------------

BAD_USAGE = [
    ["goldfish", BURN, "-n", "many"],
    ["goldfish", BURN, "--workers", "two"],
    ["goldfish", BURN, "--until-ci", "tight"],
    ["goldfish", BURN, "--no-such-option"],
    ["goldfish"],
    ["matchup", BURN],
    ["play", BURN, "--seed", "1.5"],
    ["hands", BURN, "--keep", "bogus"],
    ["hands", BURN, "--lands", "many"],
    ["hands", BURN, "--lands", "26:20"],
    ["hands", "--sources", "--lands", "20:25"],
    ["hands", "--sources", "--costs", "1CC"],
    ["hands", "--sources", "--deck-size", "60", "--lands", "61"],
    ["bench", "--games", "lots"],
]


@pytest.mark.parametrize("args", BAD_USAGE, ids=lambda a: " ".join(a).replace(BURN, "BURN"))
def test_unparsable_command_lines_are_usage_errors_before_the_deck_is_read(
    args: list[str],
) -> None:
    res = _invoke(args)
    assert res.exit_code == 2, (res.exit_code, res.stdout, res.stderr)
    assert res.stdout == ""
    assert res.stderr.startswith(f"Usage: deckstats {args[0]} "), res.stderr
    assert "warning" not in res.stderr
    assert "Error: " in res.stderr.splitlines()[-1]
    assert "Traceback" not in res.stderr


# ---------------------------------------------------------------------------------------
# Bad input data: exit 1 and one line naming the file and line
# ---------------------------------------------------------------------------------------


def _deck(tmp_path: Path, text: str, name: str = "x.txt") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_deck_check_puts_the_first_problem_with_file_and_line_on_stderr(tmp_path: Path) -> None:
    deck = _deck(tmp_path, "# test\n4 Lightning Bolt\n4 Goblin Guide\n4 Foo\n48 Mountain\n")
    res = _invoke(["deck", "check", str(deck)])
    assert res.exit_code == 1
    assert res.stderr.splitlines() == [
        f"deckstats: error: {deck}:4: unknown card 'Foo'; not a valid constructed deck"
    ]
    # the full report stays on stdout
    assert "Validation (constructed): 1 problem" in res.stdout
    assert f"  {deck}:4: unknown card 'Foo'" in res.stdout.splitlines()


def test_deck_check_json_keeps_stdout_json_and_names_the_line_on_stderr(tmp_path: Path) -> None:
    deck = _deck(tmp_path, "4 Lightning Bolt\n5 Goblin Guide\n4 Foo\n40 Mountain\n")
    res = _invoke(["deck", "check", str(deck), "--json"])
    assert res.exit_code == 1
    report = json.loads(res.stdout)
    assert report["valid"] is False
    assert len(report["problems"]) == 3
    (line,) = res.stderr.splitlines()
    # the first problem on a line of the file, before the whole-deck "53 cards" one
    assert line.startswith(f"deckstats: error: {deck}:2: 5 copies of Goblin Guide")
    assert line.endswith("not a valid constructed deck (3 problems, all in the report)")


def test_goldfish_illegal_deck_is_one_line_with_file_and_line(tmp_path: Path) -> None:
    deck = _deck(tmp_path, "4 Lightning Bolt\n5 Goblin Guide\n51 Mountain\n")
    out = tmp_path / "never"
    res = _invoke(["goldfish", str(deck), "-n", "3", "--out", str(out), "--quiet"])
    assert res.exit_code == 1
    (line,) = res.stderr.splitlines()
    assert line.startswith(f"deckstats: error: {deck}:2: 5 copies of Goblin Guide")
    assert "--format none" in line
    assert not out.exists()


# ---------------------------------------------------------------------------------------
# Seeds: short default run directory, full seed printed and in the manifest
# ---------------------------------------------------------------------------------------


def _goldfish(tmp_path: Path, *extra: str):  # type: ignore[no-untyped-def]
    return _invoke(["goldfish", BURN, "-n", "4", "--workers", "1", "--quiet", *extra])


def test_default_run_dir_has_a_short_name_and_the_full_seed_reruns_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    res = _goldfish(tmp_path)
    assert res.exit_code == 0, res.output
    (run,) = (tmp_path / "reports").iterdir()
    assert re.fullmatch(r"mono_red_burn-e[0-9a-f]{1,8}", run.name), run.name
    seed = int(re.search(r"seed (\d+)", res.stdout).group(1))  # type: ignore[union-attr]
    manifest = json.loads((run / "manifest.json").read_text())
    assert manifest["seed"] == seed
    assert run.name == "mono_red_burn-e" + f"{seed:x}"[:8]  # the seed's first 8 hex digits
    first = json.loads((run / "summary.json").read_text())
    # the printed seed repeats the run; its directory exists, so replacing it takes --force
    refused = _goldfish(tmp_path, "--seed", str(seed))
    assert refused.exit_code == 1
    assert "--force" in refused.stderr and len(refused.stderr.splitlines()) == 1
    again = _goldfish(tmp_path, "--seed", str(seed), "--force")
    assert again.exit_code == 0, again.output
    assert [p.name for p in (tmp_path / "reports").iterdir()] == [run.name]
    assert json.loads((run / "summary.json").read_text()) == first


def test_a_given_seed_names_the_run_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    res = _goldfish(tmp_path, "--seed", "7")
    assert res.exit_code == 0, res.output
    assert [p.name for p in (tmp_path / "reports").iterdir()] == ["mono_red_burn-s7"]
    assert "seed 7" in res.stdout


# ---------------------------------------------------------------------------------------
# hands: exact figures carry no seed; the sampler prints and records its own
# ---------------------------------------------------------------------------------------

HANDS_DECK = "16 Mountain\n4 Sacred Foundry\n4 Arid Mesa\n4 Lightning Bolt\n32 Lava Spike\n"


def test_hands_prints_the_sampler_seed_only_where_it_samples(tmp_path: Path) -> None:
    deck = _deck(tmp_path, HANDS_DECK)
    res = _invoke(["hands", str(deck), "--samples", "2000", "--seed", "5", "--format", "none"])
    assert res.exit_code == 0, res.output
    lines = res.stdout.splitlines()
    sampler = next(i for i, line in enumerate(lines) if line.startswith("Sampler cross-check"))
    assert not [line for line in lines[:sampler] if "seed" in line]
    assert "sampler: 2,000 hands, seed 5" in lines[sampler]
    for title in ("Opening 7", "P(at least t lands", "London mulligan", "Castable on curve"):
        (line,) = [x for x in lines if x.startswith(title)]
        assert "exact" in line and "(no randomness)" in line, line


def test_hands_json_records_the_sampler_seed_and_it_repeats(tmp_path: Path) -> None:
    deck = _deck(tmp_path, HANDS_DECK)
    args = ["hands", str(deck), "--samples", "2000", "--json", "--format", "none"]
    res = _invoke(args)
    assert res.exit_code == 0, res.output
    summary = json.loads(res.stdout)
    seed = summary["sampler"]["seed"]
    assert summary["seed"] == seed
    assert "exact" in summary["randomness"]
    again = _invoke([*args, "--seed", str(seed)])
    assert json.loads(again.stdout)["sampler"] == summary["sampler"]


@pytest.mark.parametrize(
    "command",
    [["goldfish"], ["hands"], ["play"], ["deck", "check"], ["matchup", BURN], ["compare", BURN]],
    ids=lambda c: c[0],
)
def test_a_directory_or_missing_deck_is_bad_input_one_line_exit_1(
    command: list[str], tmp_path: Path
) -> None:
    """An unreadable deck file is bad input data (README "Errors"), not a usage error."""
    folder = tmp_path / "decks"
    folder.mkdir()
    for path, reason in ((folder, "Is a directory"), (tmp_path / "nope.txt", "No such file")):
        res = _invoke([*command, str(path)])
        assert res.exit_code == 1, res.output
        (line,) = res.stderr.splitlines()
        assert line.startswith(f"deckstats: error: {path}: cannot read decklist: {reason}")
