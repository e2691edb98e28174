"""The ``deckstats`` process's long-lived heap, kept out of the cyclic collector's walks.

A command builds a heap it keeps to its end: the modules (numpy, the engine, the card pool
and the Oracle compiler, pandas, matplotlib) and the decks: some 200,000 tracked objects.
Python's cyclic collector walks every tracked object of a generation at each collection of
it, and the modules' objects climb to the oldest generation, so each full collection walks
them all again: about 0.4 s of CPU of a 1-game goldfish run (issue 32 points 2 and 3).

``start`` pauses the collector while the command line starts (its imports make no garbage
cycles worth a walk); ``settle`` moves everything alive into the permanent generation
(``gc.freeze``) and resumes the collector, which then walks only what is made after. The
command line calls ``settle`` once its command's modules are imported, before the first game
and before the summary; the report's imports (matplotlib, Jinja2) run between ``pause`` and
``settle``. Only the ``deckstats`` process does this
(``deckstats.__main__.run`` calls ``start``): in any other process (a notebook calling
``deckstats.goldfish``, the tests) ``settle`` does nothing, since a cycle frozen is never
freed. No value computed changes: the collector frees only unreachable objects.
"""

from __future__ import annotations

import gc

#: Set by ``start``: this is the ``deckstats`` process (one flag, kept in a mutable set).
_STARTED: set[bool] = set()


def start() -> None:
    """Pause the collector for the start-up of the ``deckstats`` process (``settle`` resumes)."""
    _STARTED.add(True)
    gc.disable()


def pause() -> None:
    """In the ``deckstats`` process: pause the collector for a burst of imports (``settle``)."""
    if _STARTED:
        gc.disable()


def settle() -> None:
    """In the ``deckstats`` process: freeze the objects alive now and resume the collector."""
    if _STARTED:
        gc.freeze()
        gc.enable()
