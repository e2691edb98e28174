"""The ``deckstats`` process freezes its long-lived heap (``deckstats._heap``, issue 32.2-3)."""

from __future__ import annotations

import subprocess
import sys
import textwrap


def test_settle_does_nothing_outside_the_deckstats_process():
    """A library user's process (the tests, a notebook) keeps its collector untouched."""
    code = textwrap.dedent(
        """
        import gc
        from deckstats import _heap
        before = gc.get_freeze_count()
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
