"""Issue 31, run directories under faults: every check that can fail runs before the first
game and is one line (exit 1); a failure after games were played says what became of them;
two runs never write one directory; permissions follow the umask; no leftovers.

Faults are built for real where the sandbox allows it (a 1 MB tmpfs for a full disk, a
read-only bind mount: both need root) and skip cleanly elsewhere; each also has a
simulated twin (a monkeypatched writer or ``os.access``) that always runs.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pyarrow.parquet as pq
import pytest
from click.testing import CliRunner

import deckstats.api as api
from deckstats.cli import main
from deckstats.report import run_target
from deckstats.report.run_dir import RunClaim, RunDirError
from deckstats.runs import loop

ROOT = Path(__file__).resolve().parents[2]
BURN = ROOT / "decks" / "mono_red_burn.txt"
WHITE = ROOT / "decks" / "mono_white_aggro.txt"
FAST = {"seed": 3, "max_turns": 8, "backend": "serial"}


def _goldfish(out: Path, n: int = 20, **kw: object) -> api.GoldfishRun:
    return api.goldfish(BURN, n=n, out=out, load_tables=False, **{**FAST, **kw})


def _cli(*args: str) -> tuple[int, list[str], str]:
    """Run the CLI; return the exit status, the stderr lines (no mode warning), stdout."""
    res = CliRunner().invoke(main, [str(a) for a in args])
    lines = [
        ln
        for ln in res.stderr.splitlines()
        if ln.strip() and "compiled modules" not in ln and not ln.startswith(("fidelity", "warn"))
    ]
    return res.exit_code, lines, res.stdout


def _one_error_line(lines: list[str]) -> str:
    errors = [ln for ln in lines if ln.startswith("deckstats: error:")]
    assert len(errors) == 1 and "Traceback" not in "\n".join(lines), lines
    return errors[0]


def _hidden(parent: Path) -> list[str]:
    return sorted(p.name for p in parent.iterdir() if p.name.startswith("."))


@contextlib.contextmanager
def _mount(target: Path, *args: str) -> Iterator[Path]:
    """``mount ARGS target`` (root only), unmounted after; skip the test when it fails."""
    target.mkdir(parents=True, exist_ok=True)
    if shutil.which("mount") is None or os.geteuid() != 0:
        pytest.skip("needs root and mount(8) to build the fault")
    res = subprocess.run(["mount", *args, str(target)], check=False, capture_output=True, text=True)
    if res.returncode != 0:
        pytest.skip(f"cannot mount here: {res.stderr.strip()}")
    try:
        yield target
    finally:
        subprocess.run(["umount", "-l", str(target)], check=False, capture_output=True)


def _fill(directory: Path) -> None:
    """Write zeros into ``directory`` until its file system is full."""
    block = b"\0" * 65536
    with contextlib.suppress(OSError), open(directory / "filler", "wb") as fh:
        while True:
            fh.write(block)
            fh.flush()


# --- checks before the first game -----------------------------------------------------


def test_out_dot_in_an_empty_directory_writes_the_run_there(tmp_path, monkeypatch):
    here = tmp_path / "empty"
    here.mkdir()
    monkeypatch.chdir(here)
    code, lines, _ = _cli("goldfish", BURN, "-n", "12", "--seed", "2", "--out", ".", "--quiet")
    assert code == 0, lines
    assert json.loads((here / "manifest.json").read_text())["games_completed"] == 12
    assert pq.ParquetFile(here / "games.parquet").metadata.num_rows == 12
    assert Path.cwd() == here and here.is_dir()  # the working directory was not swapped away
    assert _hidden(tmp_path) == [] and _hidden(here) == []


def test_out_name_of_300_characters_is_one_line_before_any_game(tmp_path):
    played: list[int] = []
    out = tmp_path / ("a" * 300)
    with pytest.raises(RunDirError, match="a name of 300 bytes; this file system allows"):
        _goldfish(out, progress=played.append)
    assert played == [] and list(tmp_path.iterdir()) == []
    code, lines, _ = _cli("goldfish", BURN, "-n", "10", "--out", out, "--quiet")
    assert code == 1 and "a name of 300 bytes" in _one_error_line(lines)
    assert list(tmp_path.iterdir()) == []


def test_out_name_of_255_characters_is_written(tmp_path):
    out = tmp_path / ("b" * 255)  # the longest name the file system allows
    assert _goldfish(out, n=5).out_dir == out
    assert (out / "manifest.json").is_file() and _hidden(tmp_path) == []


def test_hands_out_is_checked_before_the_analysis(tmp_path):
    link = tmp_path / "dangling"
    link.symlink_to(tmp_path / "nowhere")
    code, lines, out = _cli("hands", BURN, "--out", link)
    assert code == 1 and "which does not exist" in _one_error_line(lines)
    assert out == "" and sorted(p.name for p in tmp_path.iterdir()) == ["dangling"]
    code, lines, _ = _cli("hands", BURN, "--out", tmp_path / ("h" * 300))
    assert code == 1 and "a name of 300 bytes" in _one_error_line(lines)


def test_out_dangling_symlink_is_one_line_before_any_game(tmp_path):
    link = tmp_path / "dangling"
    link.symlink_to(tmp_path / "nowhere")
    played: list[int] = []
    with pytest.raises(RunDirError, match=r"a symbolic link to .*nowhere, which does not exist"):
        _goldfish(link, progress=played.append)
    assert played == [] and link.is_symlink() and not (tmp_path / "nowhere").exists()
    code, lines, _ = _cli("goldfish", BURN, "-n", "10", "--out", link, "--quiet")
    assert code == 1 and "which does not exist" in _one_error_line(lines)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dangling"]


def test_other_impossible_outs_are_one_line_and_create_nothing(tmp_path):
    afile = tmp_path / "afile"
    afile.write_text("x")
    link = tmp_path / "dangling"
    link.symlink_to(tmp_path / "nowhere")
    loop = tmp_path / "loop"
    loop.symlink_to(loop)
    cases = {
        afile: "exists and is not a directory",
        afile / "run": "afile is a file, not a directory",
        link / "run": "which does not exist (.*dangling on the way)",
        loop: "a symbolic link to .*loop, which does not exist",
        Path("/"): "cannot write a run to the root directory",
        tmp_path / "/".join(["d" * 200] * 25): "File name too long",
    }
    for out, message in cases.items():
        with pytest.raises(RunDirError, match=message):
            _goldfish(out, n=2)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["afile", "dangling", "loop"]


@pytest.mark.slow
def test_symlinked_out_writes_its_target_and_leaves_no_old_link(tmp_path):
    real = tmp_path / "real"
    real.mkdir()
    link = tmp_path / "link"
    link.symlink_to(real)
    for force in (False, True):  # a first run, then its replacement
        code, lines, _ = _cli(
            "goldfish", BURN, "-n", "6", "--seed", "1", "--out", link, "--quiet",
            *(["--force"] if force else []),
        )  # fmt: skip
        assert code == 0, lines
    assert link.is_symlink() and link.resolve() == real  # the link stays a link
    assert (real / "manifest.json").is_file()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link", "real"]  # no .link.old
    code, lines, _ = _cli("goldfish", BURN, "-n", "6", "--out", link, "--quiet")
    assert code == 1 and "already holds a run" in _one_error_line(lines)


def test_read_only_output_filesystem_is_one_line_before_any_game(tmp_path):
    source = tmp_path / "source"
    source.mkdir()
    with _mount(tmp_path / "ro", "--bind", "-o", "ro", str(source)) as ro:
        # a plain bind then remount read-only (older mount(8) ignores ro on --bind)
        subprocess.run(
            ["mount", "-o", "remount,ro,bind", str(ro)], check=False, capture_output=True
        )
        with contextlib.suppress(OSError):
            (ro / "probe").write_text("x")
            pytest.skip("the bind mount is writable here")
        played: list[int] = []
        for out in (ro / "run", ro / "deeper" / "run"):
            with pytest.raises(RunDirError, match=r"read-only file system|Read-only file system"):
                _goldfish(out, progress=played.append)
            code, lines, _ = _cli("goldfish", BURN, "-n", "10", "--out", out, "--quiet")
            assert code == 1 and "ead-only file system" in _one_error_line(lines)
        assert played == []
    assert list(source.iterdir()) == []


def test_unwritable_output_directory_is_one_line_before_any_game(tmp_path, monkeypatch):
    parent = tmp_path / "locked"
    parent.mkdir()
    real_access = os.access
    monkeypatch.setattr(
        run_target.os,
        "access",
        lambda p, mode, **kw: False if Path(p) == parent else real_access(p, mode, **kw),
    )
    played: list[int] = []
    with pytest.raises(RunDirError, match=r"cannot write a run there .*locked is not writable"):
        _goldfish(parent / "run", progress=played.append)
    assert played == [] and list(parent.iterdir()) == []


def test_full_disk_is_one_line_before_any_game(tmp_path):
    with _mount(tmp_path / "small", "-t", "tmpfs", "-o", "size=1m", "tmpfs") as small:
        played: list[int] = []
        with pytest.raises(RunDirError, match=r"free on its file system, the run needs about"):
            _goldfish(small / "run", n=100_000, progress=played.append)
        assert played == [] and list(small.iterdir()) == []
        code, lines, _ = _cli("goldfish", BURN, "-n", "100000", "--out", small / "run", "--quiet")
        assert code == 1 and "the run needs about" in _one_error_line(lines)
        assert list(small.iterdir()) == []


def test_too_little_free_space_is_one_line_before_any_game(tmp_path, monkeypatch):
    usage = shutil.disk_usage(tmp_path)
    monkeypatch.setattr(run_target.shutil, "disk_usage", lambda p: usage._replace(free=500_000))
    played: list[int] = []
    with pytest.raises(RunDirError, match=r"0.5 MB free on its file system, the run needs about"):
        _goldfish(tmp_path / "run", n=10, progress=played.append)
    assert played == [] and list(tmp_path.iterdir()) == []
    # the estimate grows with the games: bytes per game from the measured record sizes
    assert (
        run_target.expected_bytes("goldfish", 10_000) - run_target.expected_bytes("goldfish", 0)
        == 10_000 * run_target.GAME_BYTES["goldfish"]
    )


# --- failures after games were played ---------------------------------------------------


def test_full_disk_after_the_games_is_one_line_and_leaves_nothing(tmp_path):
    with _mount(tmp_path / "small", "-t", "tmpfs", "-o", "size=3m", "tmpfs") as small:
        filled: list[int] = []

        def fill_once(k: int) -> None:  # the disk fills up while the run plays
            if not filled:
                filled.append(k)
                _fill(small)

        with pytest.raises(RunDirError, match=r"No space left on device while writing .* after"):
            _goldfish(small / "run", n=40, progress=fill_once)
        assert filled and sorted(p.name for p in small.iterdir()) == ["filler"]


def test_write_failure_after_the_games_names_the_games_and_removes_the_run(tmp_path, monkeypatch):
    import pyarrow.parquet

    def no_space(self, table, *a, **kw):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(pyarrow.parquet.ParquetWriter, "write_table", no_space)
    with pytest.raises(RunDirError) as info:
        _goldfish(tmp_path / "run", n=15)
    line = str(info.value)
    assert "\n" not in line and "No space left on device" in line and "after 15 games" in line
    assert list(tmp_path.iterdir()) == []


def test_manifest_write_failure_keeps_the_finished_games_and_says_where(tmp_path, monkeypatch):
    real_write = Path.write_text

    def failing(self, data, *a, **kw):
        if self.name == "manifest.json":
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_write(self, data, *a, **kw)

    monkeypatch.setattr(Path, "write_text", failing)
    with pytest.raises(RunDirError, match=r"the 25 finished games are kept in .*run\.unfinished-"):
        _goldfish(tmp_path / "run", n=25)
    [kept] = [p for p in tmp_path.iterdir() if p.name.startswith("run.unfinished-")]
    assert pq.ParquetFile(kept / "games.parquet").metadata.num_rows == 25
    assert not (tmp_path / "run").exists() and _hidden(tmp_path) == []


def test_report_failure_after_the_games_keeps_the_run(tmp_path, monkeypatch):
    def broken_report(path: Path) -> None:
        (path / "report.html").write_text("half")
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(loop, "write_report", broken_report)
    out = tmp_path / "run"
    with pytest.raises(RunDirError, match=r"the run was written, but not its report"):
        _goldfish(out, n=18)
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["games_completed"] == 18 and manifest["partial"] is False
    assert pq.ParquetFile(out / "games.parquet").metadata.num_rows == 18
    assert not (out / "report.html").exists() and _hidden(tmp_path) == []


# --- charts: user text is plain text ----------------------------------------------------


@pytest.mark.slow
def test_deck_file_name_with_maths_markup_draws_every_chart(tmp_path, monkeypatch):
    import matplotlib

    monkeypatch.setitem(matplotlib.rcParams, "text.usetex", True)  # a user's matplotlibrc
    a = tmp_path / "x$_$y.txt"
    b = tmp_path / "a$^{$b.txt"
    shutil.copy(BURN, a)
    shutil.copy(BURN, b)
    runs = {
        "goldfish": lambda out: api.goldfish(a, n=8, out=out, **FAST),
        "matchup": lambda out: api.matchup(a, b, n=6, out=out, **FAST),
        "gauntlet": lambda out: api.gauntlet(a, [b, WHITE], n=4, out=out, matrix=True, **FAST),
        "compare": lambda out: api.compare(a, b, n=6, out=out, **FAST),
    }
    for name, run in runs.items():
        out = tmp_path / name
        run(out)
        pngs = sorted(p.name for p in out.glob("*.png"))
        assert (out / "report.html").is_file() and pngs, name
    assert {"mana_curve.png", "kill_turn_cdf.png"} <= {
        p.name for p in (tmp_path / "goldfish").iterdir()
    }
    assert (tmp_path / "gauntlet" / "matrix.csv").is_file()


def test_every_chart_function_draws_maths_markup_as_text(tmp_path):
    import pandas as pd

    from deckstats.analytic.plot import save_figure, sweep_figure
    from deckstats.report import charts

    hostile = "x$_$y $\\frac{$ \\$ $$"
    fig = charts.win_rate_figure(
        pd.DataFrame(
            {"label": [hostile, "b"], "win_rate": [0.5, 0.4], "lo": [0.4, 0.3],
             "hi": [0.6, 0.5], "games": [10, 10]}
        ),
        title=hostile,
        xlabel=hostile,
    )  # fmt: skip
    charts.save_png(fig, tmp_path / "w.png")
    matrix = pd.DataFrame(
        {"deck": [hostile, "b"], "opponent": ["b", hostile], "win_rate": [0.5, 0.5]}
    )
    charts.save_png(charts.matrix_figure(matrix, games=10), tmp_path / "m.png")
    sweep = {"rows": [{"lands": 17, "p_land_drop": {"play": {"1": 0.9, "2": 0.8}}}],
             "recommended_lands": 17, "objective": hostile}  # fmt: skip
    save_figure(sweep_figure(sweep), tmp_path / "s.png")
    for name in ("w.png", "m.png", "s.png"):
        assert (tmp_path / name).stat().st_size > 1000


# --- concurrency ------------------------------------------------------------------------


def test_two_runs_with_the_same_out_never_both_write_it(tmp_path):
    out = tmp_path / "run"
    first = RunClaim(out, need=1)  # another run, holding the directory
    try:
        played: list[int] = []
        with pytest.raises(
            RunDirError, match=rf"is being written by another run \(pid {os.getpid()}\)"
        ):
            _goldfish(out, progress=played.append)
        assert played == []
        code, lines, _ = _cli("goldfish", BURN, "-n", "5", "--out", out, "--quiet", "--force")
        assert code == 1 and "is being written by another run (pid" in _one_error_line(lines)
    finally:
        first.abort()
    assert _hidden(tmp_path) == []  # the lock file goes with the run
    _goldfish(out, n=4)  # free again
    assert (out / "manifest.json").is_file() and _hidden(tmp_path) == []


def test_a_later_run_never_silently_replaces_an_earlier_one(tmp_path):
    out = tmp_path / "run"
    snuck_in: list[int] = []

    def write_a_run_meanwhile(k: int) -> None:  # not a deckstats run: no lock taken
        if not snuck_in:
            snuck_in.append(k)
            out.mkdir()
            (out / "manifest.json").write_text('{"command": "goldfish"}')

    with pytest.raises(RunDirError, match=r"already holds a run .*appeared while this run played"):
        _goldfish(out, n=10, progress=write_a_run_meanwhile)
    assert (out / "manifest.json").read_text() == '{"command": "goldfish"}'  # untouched
    [kept] = [p for p in tmp_path.iterdir() if p.name.startswith("run.kept-")]
    assert json.loads((kept / "manifest.json").read_text())["games_completed"] == 10


def test_stale_temporary_folder_of_a_killed_run_is_removed_by_the_next_run(tmp_path):
    dead = tmp_path / ".old-run.run-4194000-0badcafe"  # its run died (nobody holds the lock)
    dead.mkdir()
    (dead / "games.parquet").write_bytes(b"half a table")
    (tmp_path / ".old-run.lock").write_text("4194000\n")
    live = RunClaim(tmp_path / "live")  # a run still playing: its folder stays
    try:
        _goldfish(tmp_path / "next", n=3)
        assert not dead.exists() and not (tmp_path / ".old-run.lock").exists()
        assert live.tmp is not None and live.tmp.is_dir()
    finally:
        live.abort()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["next"]


def test_stale_folder_of_the_same_out_is_removed_by_its_next_run(tmp_path):
    dead = tmp_path / ".run.run-4194000-0badcafe"  # a SIGKILLed run into the same --out
    dead.mkdir()
    _goldfish(tmp_path / "run", n=3)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["run"]


def test_a_planted_lock_link_is_never_followed(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n")
    (tmp_path / ".run.lock").symlink_to(victim)
    with pytest.raises(RunDirError, match="cannot write a run there"):
        _goldfish(tmp_path / "run", n=2)
    assert victim.read_text() == "precious\n" and not (tmp_path / "run").exists()


# --- permissions ----------------------------------------------------------------------


@pytest.mark.parametrize("umask", [0o022, 0o027, 0o077])
def test_run_folders_follow_the_umask(tmp_path, umask):
    from deckstats.cli.hands import write_outputs

    old = os.umask(umask)
    try:
        _goldfish(tmp_path / "goldfish", n=3)
        api.matchup(BURN, WHITE, n=2, out=tmp_path / "matchup", **FAST)
        write_outputs({"command": "hands"}, tmp_path / "hands")
    finally:
        os.umask(old)
    for name in ("goldfish", "matchup", "hands"):
        mode = (tmp_path / name).stat().st_mode & 0o777
        assert mode == 0o777 & ~umask, (name, oct(mode))
