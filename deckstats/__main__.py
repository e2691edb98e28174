"""``python -m deckstats`` and the ``deckstats`` script run the command line.

``run`` imports the command line itself, so a Ctrl-C (or SIGTERM, SIGHUP) while the
program is still starting ends it with the usual status (130 for Ctrl-C) and one line,
not a traceback. The group imports a command's module only when it runs (issue 32.2), so a
Ctrl-C during that import (numpy, the engine: most of a second in pure Python) is the
group's own (``cli.DeckstatsGroup``); once a command runs, its own handlers take over
(``cli.options.run_with_progress``, ``runs.signals``).
"""

from __future__ import annotations

import gc
import signal
import sys

from deckstats import _heap


def run() -> None:
    """The ``deckstats`` entry point: ``deckstats.cli.main`` behind a start-up guard."""
    _heap.start()
    try:
        try:
            from deckstats.cli import main
        except KeyboardInterrupt:
            sys.stderr.write("interrupted: nothing written (deckstats was starting)\n")
            raise SystemExit(128 + signal.SIGINT) from None
        try:
            main()
        finally:
            # The interpreter's last collections walked the whole heap (pandas, matplotlib,
            # the card pool) for about 0.3 s of CPU after every command; nothing is left to
            # free that the process exit does not free (issue 32 point 3).
            gc.freeze()
    finally:
        _forget_caught_interrupt()


def _forget_caught_interrupt() -> None:
    """Let a Ctrl-C that was caught end the program with the status chosen for it (130).

    CPython (3.11, 3.12) marks a KeyboardInterrupt that leaves an ``exec`` of a string as
    unhandled even when a handler further up catches it, and ``python -m deckstats`` then
    ends by SIGINT (status -2) after the handler's one line: building a dataclass or a
    named tuple while a command's modules import is such an ``exec``. Any ``exec`` of a
    string clears the mark; an interrupt nobody caught is marked again after ``run``.
    """
    exec("pass")


if __name__ == "__main__":
    run()
