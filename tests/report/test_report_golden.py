"""Golden page: the goldfish report of a seeded run, date and version lines scrubbed.

The run is a committed run directory (``data/goldfish_run``: ``deckstats goldfish
decks/mono_red_burn.txt -n 200 --seed 1``'s Parquet tables, manifest and summary), so the
page changes only when the report changes, not when the engine or the players play
differently; ``test_report_files`` checks the reports of live runs.

To accept an intended change of the page, run
``DECKSTATS_UPDATE_GOLDEN=1 python -m pytest tests/report/test_report_golden.py`` and review
the diff of ``tests/report/golden/goldfish_report.html``.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

from deckstats.cli.report import build_report

HERE = Path(__file__).parent
GOLDEN = HERE / "golden" / "goldfish_report.html"
RUN = HERE / "data" / "goldfish_run"

#: The lines that change with the day and the installed build, not with the run.
SCRUB = [
    (re.compile(r'<li class="version">.*</li>'), '<li class="version">VERSION</li>'),
    (re.compile(r'<li class="generated">.*</li>'), '<li class="generated">DATE</li>'),
]


def scrub(html: str) -> str:
    """``html`` with the date and version lines replaced by placeholders."""
    for pattern, placeholder in SCRUB:
        html, count = pattern.subn(placeholder, html)
        assert count == 1, pattern.pattern
    return html


def test_goldfish_report_matches_golden(tmp_path: Path) -> None:
    run = tmp_path / "run"
    shutil.copytree(RUN, run)
    page = scrub(build_report(run).read_text(encoding="utf-8"))
    if os.environ.get("DECKSTATS_UPDATE_GOLDEN"):
        GOLDEN.write_text(page, encoding="utf-8")
    expected = GOLDEN.read_text(encoding="utf-8")
    assert page.splitlines() == expected.splitlines()
