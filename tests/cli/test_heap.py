"""The ``deckstats`` process freezes its long-lived heap (``deckstats._heap``, issue 32.2-3)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

BURN = Path(__file__).resolve().parents[2] / "decks" / "mono_red_burn.txt"


def test_settle_does_nothing_outside_the_deckstats_process():
    """A library user's process (the tests, a notebook) keeps its collector untouched."""
    code = textwrap.dedent(
        """
        import gc
        from deckstats import _heap
        before = gc.get_freeze_count()
        _heap.pause()
        _heap.settle()
        print(gc.isenabled(), gc.get_freeze_count() == before)
        """
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["True", "True"]


def test_the_command_line_freezes_the_heap_once_its_command_is_imported():
    """``run`` pauses the collector; importing the command freezes the heap and resumes it."""
    code = textwrap.dedent(
        """
        import gc
        from deckstats import _heap
        _heap.start()
        paused = not gc.isenabled()
        from deckstats.cli import main
        main.commands["rules"]
        print(paused, gc.isenabled(), gc.get_freeze_count() > 1000)
        """
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["True", "True", "True"]


def test_a_run_leaves_the_collector_running(tmp_path):
    """After the report's paused imports the collector runs again (``pause``, ``settle``)."""
    code = textwrap.dedent(
        f"""
        import gc, sys
        from deckstats import _heap
        from deckstats.runs import loop
        seen = []
        real = loop.write_report
        def watched(run_dir):
            real(run_dir)
            seen.append(gc.isenabled())
        loop.write_report = watched
        sys.argv = ["deckstats", "goldfish", {str(BURN)!r}, "-n", "1", "--seed", "1",
                    "--quiet", "--out", {str(tmp_path / "r")!r}]
        from deckstats.__main__ import run
        try:
            run()
        except SystemExit:
            pass
        print(seen, gc.get_freeze_count() > 1000)
        """
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split()[-2:] == ["[True]", "True"]
