"""How a run stops: Ctrl-C, SIGTERM and SIGHUP between batches of games.

``runs.loop`` holds a ``StopFlag`` from the claim of the run directory to the end of
the run: a signal only appends its number to a list, which the loop checks after each
batch of games, so a batch is always written whole and a stopped run keeps the games
``0 .. k-1`` (a partial run). ``compare`` keeps no partial run and uses ``SignalsRaise``
instead (the signal raises at once). Either way the command line exits 128 + the signal
number (``cli.options.interrupt_status``).
"""

from __future__ import annotations

import signal
import threading
from typing import Any

__all__ = ["STOP_SIGNALS", "RunInterrupted", "SignalsRaise", "StopFlag", "interrupt_fields"]

#: The signals that end a run cleanly: Ctrl-C, SIGTERM, and SIGHUP (its terminal closed).
STOP_SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)
)


class RunInterrupted(KeyboardInterrupt):
    """Ctrl-C (SIGINT) or SIGTERM stopped a run before any batch of games had finished."""

    def __init__(self, signum: int = signal.SIGINT) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = int(signum)


def interrupt_fields(stop: list[int]) -> dict[str, Any]:
    """The manifest's record of the signal that stopped a partial run."""
    return {"interrupted_by": signal.Signals(stop[0]).name} if stop else {}


class StopFlag:
    """Ctrl-C (SIGINT), SIGTERM, SIGHUP only set a flag (checked between batches), main thread.

    A run holds it from the claim of its directory to the end: a signal while the games
    are played stops them after the current batch (a partial run, ``play_batches``); one
    while the run is set up stops it after its first batch; one while the finished run is
    written is noted and the run completes. Nested uses share the outer flag's list, so
    the handlers are installed once per run and the first signal's number is ``stop[0]``
    (the command line exits 128 + it: 130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP).
    """

    _active: list[int] | None = None
    _SIGNALS = STOP_SIGNALS

    def __init__(self) -> None:
        self.stop: list[int] = []
        self._old: dict[int, Any] = {}

    def __enter__(self) -> list[int]:
        if StopFlag._active is not None:
            self.stop = StopFlag._active
            return self.stop
        if threading.current_thread() is threading.main_thread():
            for signum in self._SIGNALS:
                self._old[signum] = signal.signal(
                    signum, lambda signum, frame: self.stop.append(signum)
                )
            StopFlag._active = self.stop
        return self.stop

    def __exit__(self, *exc: object) -> None:
        if self._old:
            StopFlag._active = None
            for signum, old in self._old.items():
                signal.signal(signum, old)
            self._old.clear()


class SignalsRaise:
    """SIGINT and SIGTERM raise ``RunInterrupted`` at once, in the main thread.

    For a run that keeps no partial games (``compare``): its cleanup (the claimed
    directory, the worker pool) runs as for Ctrl-C, and the command line exits 130 or 143.
    Inside it, a nested ``StopFlag`` installs nothing (``StopFlag._active`` is set to a
    list of its own), so the signal keeps raising.
    """

    def __init__(self) -> None:
        self._old: dict[int, Any] = {}
        self._outer: list[int] | None = None

    @staticmethod
    def _raise(signum: int, frame: object) -> None:
        raise RunInterrupted(signum)

    def __enter__(self) -> list[int]:
        self._outer = StopFlag._active
        if threading.current_thread() is threading.main_thread():
            for signum in STOP_SIGNALS:
                self._old[signum] = signal.signal(signum, self._raise)
        stop: list[int] = []
        StopFlag._active = stop
        return stop

    def __exit__(self, *exc: object) -> None:
        StopFlag._active = self._outer
        for signum, old in self._old.items():
            signal.signal(signum, old)
        self._old.clear()
