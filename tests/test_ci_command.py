"""The README's test command is the quick suite; CI runs it, then the slow tests (issue 30.11)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).parents[1]


def _readme_command() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    match = re.search(r"python -m pytest[^`\n]*", text)
    assert match is not None
    return match.group(0)


def test_readme_command_leaves_out_the_slow_tests() -> None:
    # One worker per core (pytest-xdist): the quick suite took 450-610 s on one process
    # of a 2-core machine, 328 s on two (round 45).
    assert _readme_command() == 'python -m pytest -q -m "not slow" -n auto'


def test_ci_runs_the_readme_command_then_the_slow_tests() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "grep -m1 -o 'python -m pytest[^`]*' README.md" in ci  # the README's command
    readme_run = ci.index('run_tests "$test_cmd"')
    slow_run = ci.index("run_tests 'python -m pytest -q -m slow'")
    assert readme_run < slow_run
    assert 'eval "$1"' in ci  # the quotes of -m "not slow" are honoured
    assert ci.count("pip install") == 1  # the engine is compiled once, by the install


def test_slow_marker_is_declared() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '"slow: ' in pyproject and "--strict-markers" in pyproject
