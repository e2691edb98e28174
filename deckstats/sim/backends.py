"""Execution backends of a run: serial, local process pool, Dask (ARCHITECTURE.md, Runs).

The backends know nothing about goldfish or matchups. They play a *game function*
``game_fn(config, entropy, game_index) -> (game_row, [turn_rows])`` over chunks of game
indices and yield compact ``Batch``es of primitive columns, **in game-index order**,
whatever order the workers finish in. A game depends only on ``(config, entropy, i)``
(``sim.seeding``), so the rows are identical for any backend, worker count or chunk size.

A matchup config plugs in by passing its own ``game_fn`` and record field names.
"""

from __future__ import annotations

import atexit
import contextlib
import gc
import hashlib
import logging
import multiprocessing
import pickle
import re
import signal
import threading
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from deckstats.cards.errors import DeckstatsError
from deckstats.sim.records import EventRecord, TurnRecord

#: ``game_fn(config, entropy, game_index) -> (game_row, turn_rows[, event_rows])``: rows
#: are tuples of primitives (``records.GameRecord`` / ``TurnRecord`` / ``EventRecord``).
GameFn = Callable[[Any, int, int], tuple[Any, ...]]

BACKENDS = ("serial", "process", "dask")


@dataclass(frozen=True)
class Batch:
    """The rows of games ``start .. stop-1``, column by column (primitive lists)."""

    start: int
    stop: int
    games: dict[str, list[Any]]
    turns: dict[str, list[Any]]
    #: Card events (``records.EventRecord``) when the task's game function returns them.
    events: dict[str, list[Any]] = field(default_factory=dict)

    @property
    def n_games(self) -> int:
        """Games in the batch."""
        return self.stop - self.start


@dataclass(frozen=True)
class Task:
    """What a worker needs to play a chunk: the game function, config and field names."""

    game_fn: GameFn
    config: Any
    entropy: int
    game_fields: tuple[str, ...]
    turn_fields: tuple[str, ...]
    #: Field names of the event rows, when ``game_fn`` returns a third element.
    event_fields: tuple[str, ...] = ()


def record_task(game_fn: GameFn, config: Any, entropy: int, game_fields: tuple[str, ...]) -> Task:
    """A task whose game function returns a game row, ``TurnRecord`` s and ``EventRecord`` s.

    The goldfish and matchup tasks (``sim.runner.goldfish_task``,
    ``sim.matchup.matchup_task``) differ only in their game function and game row.
    """
    return Task(game_fn, config, entropy, game_fields, TurnRecord._fields, EventRecord._fields)


def _columns(rows: Sequence[Sequence[Any]], fields: tuple[str, ...]) -> dict[str, list[Any]]:
    if not rows:
        return {f: [] for f in fields}
    return {f: list(col) for f, col in zip(fields, zip(*rows, strict=True), strict=True)}


@contextlib.contextmanager
def frozen_heap() -> Iterator[None]:
    """Run a chunk of games with the garbage collector working per game, not per allocation.

    Two measured costs (py-spy of a compiled goldfish run, 2026-11-24; BENCHMARKS.md):

    * the full collections that the games' allocations trigger walked the whole heap (the
      card pool, imported modules) again and again. ``gc.freeze()`` moves every object
      alive now out of the collector's generations for the chunk; ``gc.unfreeze()`` puts
      them back (about +5% games per CPU second);
    * the young collections ran every 700 allocations and traversed the live game again
      each time (12% of a game). Inside the chunk the automatic collector is off and the
      loop calls ``after_game()``, one young collection that frees the finished game's
      reference cycles (another +9%). Memory stays bounded: what a single game leaves in
      cycles, no more.

    Only timing changes: no game depends on when objects are collected. The collector's
    state is restored on exit. A caller that froze its own heap already (a forking
    server, say) keeps it frozen: ``unfreeze`` would thaw its objects too, so then the
    chunk's objects simply stay frozen with them.
    """
    owner = gc.get_freeze_count() == 0
    enabled = gc.isenabled()
    gc.freeze()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
        if owner:
            gc.unfreeze()


def after_game() -> None:
    """Free a finished game's reference cycles (inside ``frozen_heap``)."""
    gc.collect(0)


def play_chunk(task: Task, start: int, stop: int) -> Batch:
    """Play games ``start .. stop-1`` of ``task`` and return them as one ``Batch``."""
    games: list[Sequence[Any]] = []
    turns: list[Sequence[Any]] = []
    events: list[Sequence[Any]] = []
    with frozen_heap():
        for i in range(start, stop):
            out = task.game_fn(task.config, task.entropy, i)
            games.append(out[0])
            turns.extend(out[1])
            if len(out) > 2:
                events.extend(out[2])
            after_game()
    return Batch(
        start,
        stop,
        _columns(games, task.game_fields),
        _columns(turns, task.turn_fields),
        _columns(events, task.event_fields) if task.event_fields else {},
    )


#: Tasks a worker process has unpickled, by the SHA-256 of their pickle (a few at most).
_TASK_CACHE: dict[str, Task] = {}


def packed(task: Task) -> tuple[str, bytes]:
    """``task`` pickled once per run, with its SHA-256 (the key of ``_TASK_CACHE``)."""
    blob = pickle.dumps(task, protocol=pickle.HIGHEST_PROTOCOL)
    return hashlib.sha256(blob).hexdigest(), blob


def play_packed_chunk(key: str, blob: bytes, start: int, stop: int) -> Batch:
    """``play_chunk`` in a worker process, reusing the task it unpickled for earlier chunks.

    A chunk that unpickles its own copy of the task plays with fresh card objects, which
    made every chunk about 15% slower than the same games in one process (per-card
    caches warm up again). The worker keeps the task of its last few runs instead.
    """
    task = _TASK_CACHE.get(key)
    if task is None:
        if len(_TASK_CACHE) >= 4:
            _TASK_CACHE.clear()
        task = _TASK_CACHE[key] = pickle.loads(blob)  # the parent pickled it (packed)
    return play_chunk(task, start, stop)


def chunks(start: int, stop: int, size: int) -> list[tuple[int, int]]:
    """``[start, stop)`` cut into consecutive ``(lo, hi)`` pieces of at most ``size``."""
    return [(lo, min(lo + size, stop)) for lo in range(start, stop, max(1, size))]


#: The smallest chunk ``guided_chunks`` cuts near the end of a range.
MIN_TAIL_CHUNK = 25


def guided_chunks(start: int, stop: int, size: int, workers: int) -> list[tuple[int, int]]:
    """``[start, stop)`` in consecutive chunks of at most ``size`` that shrink near the end.

    A chunk is ``size`` games while plenty remain, then about ``remaining / (2 x workers)``
    (at least ``MIN_TAIL_CHUNK``): the workers finish within a small chunk of one another
    instead of one worker playing a whole last chunk while the others wait (with 1,000-game
    chunks that idle tail cost 5-10% of a 20,000-game run on two workers). Games do not
    depend on the chunks (``sim.seeding``), so this changes only the timing.

    >>> guided_chunks(0, 100, 40, 1)
    [(0, 40), (40, 70), (70, 95), (95, 100)]
    """
    out: list[tuple[int, int]] = []
    size = max(1, size)
    floor = min(size, MIN_TAIL_CHUNK)
    share = 2 * max(1, workers)
    lo = start
    while lo < stop:
        step = max(floor, min(size, -(-(stop - lo) // share)))
        out.append((lo, min(lo + step, stop)))
        lo += step
    return out


def default_chunk_size(n_games: int, workers: int) -> int:
    """About eight chunks per worker, between 50 and 1,000 games (results ignore it)."""
    return max(50, min(1000, n_games // max(1, workers * 8) or 1))


def _worker_init(parent: int | None = None) -> None:
    """Worker initialiser: leave signals to the parent, die with it, warm the card pool.

    Ctrl-C, SIGTERM and SIGHUP sent to the whole process group are ignored: the parent
    stops the run between batches and then kills the workers (``ProcessBackend.close``). On Linux
    the worker asks the kernel for SIGKILL when its parent dies (``PR_SET_PDEATHSIG``), so
    a parent killed with SIGKILL leaves no worker (about 280 MB each) behind, and with
    them gone the multiprocessing resource tracker exits too.
    """
    for signum in _GROUP_SIGNALS:
        signal.signal(signum, signal.SIG_IGN)  # a signal left pending at spawn is dropped
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _GROUP_SIGNALS)  # see _group_signals_held
    _die_with_parent(parent)
    # At exit, the interpreter's last collections walked the worker's whole heap (the
    # card pool, the engine's modules) for a few tenths of a second that the parent waits
    # for when it shuts the pool down; frozen, they are skipped (issue 32 point 7).
    atexit.register(gc.freeze)
    from deckstats.cards.registry import builtin_db

    builtin_db()


#: The signals a terminal or a session sends to a whole process group.
_GROUP_SIGNALS = frozenset(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)
)


@contextlib.contextmanager
def _group_signals_held() -> Iterator[None]:
    """Hold (block) Ctrl-C, SIGTERM and SIGHUP while worker processes are spawned.

    A spawned worker is a new interpreter that imports for about a second before its
    initialiser (``_worker_init``) ignores these signals; a terminal's Ctrl-C to the whole
    process group in that second killed it with a traceback and broke the pool
    (``BrokenProcessPool``), or left the parent waiting for good. Blocked signals are not
    lost: the mask is inherited by the worker (fork and exec keep it), where the signal
    stays pending until ``_worker_init`` ignores it and unblocks, and in the parent it is
    delivered when the block ends, to the run's handler (``runs.signals``), which stops the
    run between batches.
    """
    if (
        not hasattr(signal, "pthread_sigmask")
        or threading.current_thread() is not threading.main_thread()
    ):
        yield
        return
    old = signal.pthread_sigmask(signal.SIG_BLOCK, _GROUP_SIGNALS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


def _started() -> None:
    """A task that does nothing: submitting one per worker spawns the workers now."""


def _die_with_parent(parent: int | None) -> None:
    """Linux: SIGKILL this process when its parent dies (already dead: exit now)."""
    import os
    import sys

    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, int(signal.SIGKILL), 0, 0, 0)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # no prctl: the parent's close() still kills us
        return
    if parent is not None and os.getppid() != parent:
        os._exit(1)  # the parent died before the request was made


@contextlib.contextmanager
def _signal_ignored(name: str) -> Iterator[None]:
    """Ignore the signal ``name`` in the main thread inside the block (if the OS has it)."""
    if not hasattr(signal, name) or threading.current_thread() is not threading.main_thread():
        yield
        return
    signum = getattr(signal, name)
    old = signal.signal(signum, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signum, old)


def _sigint_ignored() -> contextlib.AbstractContextManager[None]:
    """Ignore SIGINT while child processes start, so they inherit the disposition.

    A terminal's Ctrl-C goes to the whole process group: the parent stops the run between
    batches (``runs.loop.play_batches``), and workers started meanwhile (a Dask ``LocalCluster``'s
    nannies and workers) must not die of it mid-chunk with a traceback. A Python process
    started with SIGINT ignored keeps it ignored (it installs ``KeyboardInterrupt`` only
    over the default disposition). A Ctrl-C during these few seconds is dropped.
    """
    return _signal_ignored("SIGINT")


def _sighup_ignored() -> contextlib.AbstractContextManager[None]:
    """Ignore SIGHUP while the multiprocessing resource tracker starts.

    The tracker ignores SIGINT and SIGTERM itself but not SIGHUP: a closed terminal
    (SIGHUP to the whole process group) killed it and its replacement printed a
    traceback. A process started with SIGHUP ignored keeps it ignored.
    """
    return _signal_ignored("SIGHUP")


class Backend:
    """Plays chunks of a task; a context manager that owns its workers."""

    name = "serial"

    def __init__(self, workers: int = 1) -> None:
        self.workers = workers

    def __enter__(self) -> Backend:
        return self

    def __exit__(self, exc_type: object, *exc: object) -> None:
        # Ctrl-C, SIGTERM or a failure (a full disk): the running chunks are not kept
        self.close(interrupted=exc_type is not None)

    def close(self, interrupted: bool = False) -> None:
        """Stop the workers (nothing to do for the serial backend)."""

    def describe(self) -> dict[str, Any]:
        """The backend as the manifest records it."""
        return {"backend": self.name, "workers": self.workers}

    def batches(self, task: Task, start: int, stop: int, chunk_size: int) -> Iterator[Batch]:
        """Yield the batches of games ``start .. stop-1`` in game-index order."""
        for lo, hi in chunks(start, stop, chunk_size):
            yield play_chunk(task, lo, hi)


class _FutureBackend(Backend):
    """Submits chunks with a bounded window of futures and yields them in order."""

    def _submit(self, task: tuple[str, bytes], lo: int, hi: int) -> Any:
        raise NotImplementedError

    def _result(self, future: Any) -> Batch:
        return future.result()  # type: ignore[no-any-return]

    def _cancel(self, future: Any) -> None:
        future.cancel()

    def batches(self, task: Task, start: int, stop: int, chunk_size: int) -> Iterator[Batch]:
        """Yield the batches in game-index order; at most ``4 x workers`` chunks in flight.

        The chunks shrink near the end of the range (``guided_chunks``) so the workers
        finish together.
        """
        pending = deque(guided_chunks(start, stop, chunk_size, self.workers))
        window: deque[Any] = deque()
        once = packed(task)
        try:
            while pending or window:
                while pending and len(window) < 4 * self.workers:
                    lo, hi = pending.popleft()
                    window.append(self._submit(once, lo, hi))
                yield self._result(window.popleft())
        finally:
            for fut in window:
                self._cancel(fut)


class ProcessBackend(_FutureBackend):
    """A local ``ProcessPoolExecutor`` (spawn start method, chosen per pool)."""

    name = "process"

    def __init__(self, workers: int) -> None:
        super().__init__(workers)
        import os

        ctx = multiprocessing.get_context("spawn")
        with _sighup_ignored():  # the resource tracker it starts inherits "ignore SIGHUP"
            from multiprocessing import resource_tracker

            resource_tracker.ensure_running()
        with _group_signals_held():
            self._pool = ProcessPoolExecutor(
                workers, mp_context=ctx, initializer=_worker_init, initargs=(os.getpid(),)
            )
            # the pool spawns a worker per submit while none is idle: start them all now,
            # under the block (its helper threads inherit the block too: signals go to the
            # main thread, where Python runs handlers anyway)
            for _ in range(workers):
                self._pool.submit(_started)

    def _submit(self, task: tuple[str, bytes], lo: int, hi: int) -> Future[Batch]:
        return self._pool.submit(play_packed_chunk, *task, lo, hi)

    def close(self, interrupted: bool = False) -> None:
        """Cancel queued chunks and stop the workers.

        After Ctrl-C, SIGTERM or a failure the running chunks are abandoned (their games
        were not going to be kept: only whole batches in order are) and the workers are
        killed at once (SIGKILL: they ignore SIGTERM, see ``_worker_init``) and reaped.
        """
        if not interrupted:
            self._pool.shutdown(wait=True, cancel_futures=True)
            return
        processes = list((getattr(self._pool, "_processes", None) or {}).values())
        results = getattr(self._pool, "_result_queue", None)
        _silence_thread(getattr(self._pool, "_executor_manager_thread", None))
        self._pool.shutdown(wait=False, cancel_futures=True)
        # The abandoned chunks' futures: forgotten before the workers die, so the manager
        # thread, finding the pool broken, has none to fail (Python 3.11 would try to fail
        # the cancelled ones too and print InvalidStateError from its thread).
        pending = getattr(self._pool, "_pending_work_items", None)
        if isinstance(pending, dict):
            pending.clear()
        for proc in processes:
            proc.kill()
        for proc in processes:
            proc.join(timeout=5)
        # A worker killed while writing its result leaves half a message in the result
        # pipe; the pool's manager thread then waits for the rest for ever, and so does the
        # interpreter's exit, which joins that thread. With the workers dead, closing this
        # process's own copy of the pipe's write end turns the wait into end-of-file (the
        # thread takes it as a broken pool and ends).
        writer = getattr(results, "_writer", None)
        if writer is not None:
            writer.close()


def _silence_thread(thread: threading.Thread | None) -> None:
    """Drop what ``thread`` (a pool's manager thread, being torn down) raises from now on.

    After Ctrl-C the pool is abandoned under its manager thread's feet: its workers are
    killed and its pending items forgotten while the thread may be between taking a work
    id from its queue and looking the item up (Python 3.11 then raised ``KeyError: 7`` from
    that thread, printed on stderr under the run's one ``interrupted:`` line). Whatever that
    thread raises now concerns chunks the run has already abandoned; other threads' errors
    still reach the previous hook.
    """
    if thread is None:
        return
    previous = threading.excepthook

    def hook(args: Any) -> None:
        if args.thread is not thread:
            previous(args)

    threading.excepthook = hook


#: A Dask scheduler address: ``tcp://HOST:PORT`` (or tls://, or HOST:PORT).
_SCHEDULER_ADDRESS = re.compile(r"(?:(?:tcp|tls|ucx|inproc)://)?\[?[\w.\-:]+\]?:\d{1,5}/?")


#: How long a run waits for a Dask worker: for the first one to join a scheduler that has
#: none, and for one to come back after the cluster lost them all (``DECKSTATS_DASK_WAIT``
#: seconds overrides it).
DASK_WORKER_WAIT = 30.0
#: How often a run waiting for a chunk asks the scheduler whether it still has workers.
_DASK_POLL = 1.0


def dask_worker_wait() -> float:
    """``DASK_WORKER_WAIT``, or the seconds in ``$DECKSTATS_DASK_WAIT`` (a positive number)."""
    import os

    raw = os.environ.get("DECKSTATS_DASK_WAIT")
    if raw is None:
        return DASK_WORKER_WAIT
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if not 0 < value < 86_400:
        raise DeckstatsError(
            f"DECKSTATS_DASK_WAIT must be a number of seconds above 0 (got {raw[:20]!r})"
        )
    return value


class ClusterLostError(DeckstatsError):
    """The Dask cluster went away while games were played (workers lost, chunks dropped).

    The run ends as after Ctrl-C, its finished batches kept as a partial run, but the
    command line says this error and exits 1 (``stopped_by`` in the manifest).
    """


@contextlib.contextmanager
def _interruptible() -> Iterator[None]:
    """While waiting on something outside this process, a signal raises ``KeyboardInterrupt``.

    A run's handlers (``runs.signals.StopFlag``) only note SIGINT / SIGTERM and stop between
    batches; a wait that never returns (a silent scheduler, a lost worker) would then never
    reach the check. Here the noted handler still runs first (so the run knows which
    signal), then ``KeyboardInterrupt`` ends the wait: the run keeps its finished batches
    and exits 130 (143 for SIGTERM). Outside the main thread this does nothing.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    olds: dict[int, Any] = {}

    def handler(signum: int, frame: Any) -> None:
        old = olds.get(signum)
        if old is signal.SIG_IGN:
            return
        if callable(old):
            old(signum, frame)  # the run's flag (or Python's own KeyboardInterrupt)
        raise KeyboardInterrupt

    for sig in (signal.SIGINT, signal.SIGTERM):
        olds[sig] = signal.signal(sig, handler)
    try:
        yield
    finally:
        for signum, old in olds.items():
            signal.signal(signum, old)


class _DaskTaskNoise(logging.Filter):
    """Drop asyncio's "Task exception was never retrieved" for ``distributed``'s own errors.

    After Ctrl-C or a lost worker, distributed leaves tasks that end with its internal
    ``AllExit`` or ``CommClosedError``; asyncio logs each, with a traceback, when the task is
    garbage-collected, possibly at interpreter exit (after the backend closed). The run has
    said what happened in its own line; other asyncio errors are still logged.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        exc = record.exc_info[1] if record.exc_info else None
        if exc is None or not str(record.msg).startswith("Task exception was never retrieved"):
            return True
        return not type(exc).__module__.startswith(("distributed", "tornado"))


_TASK_NOISE = _DaskTaskNoise()


def _quiet_dask_logs() -> dict[str, int]:
    """Silence ``distributed`` and ``tornado`` loggers; return their levels to restore.

    A lost scheduler makes distributed log its reconnection attempts as ERRORs with a
    traceback; the run says what happened in its own one line instead.
    """
    names = [
        name
        for name in ("distributed", "tornado", *logging.root.manager.loggerDict)
        if name.split(".")[0] in ("distributed", "tornado")
    ]
    old: dict[str, int] = {}
    for name in dict.fromkeys(names):
        log = logging.getLogger(name)
        old[name] = log.level
        log.setLevel(logging.CRITICAL + 1)
    return old


def _probe_scheduler(address: str, timeout: float) -> None:
    """Connect to ``address`` and complete Dask's handshake within ``timeout`` seconds.

    ``distributed.Client`` bounds the TCP connect but then waits for the handshake reply
    without a limit (distributed 2026.8: a port that accepts and never answers hangs it
    for ever), so the handshake is done here first, under one deadline.

    Raises:
        TimeoutError: no handshake within ``timeout``.
        OSError: the connection failed.
    """
    import asyncio

    from distributed.comm import connect  # type: ignore[attr-defined]

    async def probe() -> None:
        comm = await asyncio.wait_for(
            connect(address, timeout=timeout),  # type: ignore[no-untyped-call]
            timeout,
        )
        await comm.close()

    asyncio.run(probe())


class DaskBackend(_FutureBackend):
    """A Dask cluster: a new ``LocalCluster`` of ``workers`` processes, or ``scheduler``.

    Every wait on the cluster is bounded (README "Errors"): the scheduler's connection and
    handshake (``timeout``, 4 s), the first worker of a scheduler that has none and the
    return of a worker after all were lost (``dask_worker_wait()``, 30 s), each scheduler
    query (``timeout``); each ends in one ``DeckstatsError`` line. Ctrl-C (or SIGTERM)
    during any wait ends the run with its finished games kept (``_interruptible``).
    """

    name = "dask"

    def __init__(
        self,
        workers: int,
        scheduler: str | None = None,
        timeout: float = 4.0,
        stop: list[int] | None = None,
    ) -> None:
        super().__init__(workers)
        #: The run's signal flag (``runs.signals.StopFlag``): a signal noted before a wait began
        #: ends the wait at once, as one during it does (``_interruptible``).
        self._stop = stop if stop is not None else []
        if scheduler is not None and not _SCHEDULER_ADDRESS.fullmatch(scheduler):
            raise DeckstatsError(
                f"--scheduler wants an address like tcp://HOST:PORT (got {scheduler!r})"
            )
        try:
            import distributed
        except ImportError:
            raise DeckstatsError(
                "the dask backend needs the 'dist' extra: pip install 'deckstats[dist]'"
            ) from None
        self.scheduler = scheduler
        self.timeout = timeout
        self.worker_wait = dask_worker_wait()
        self._cluster: Any = None
        self._client: Any = None
        self._where = scheduler or "a local cluster"
        self._log_levels = _quiet_dask_logs()
        logging.getLogger("asyncio").addFilter(_TASK_NOISE)  # kept: tasks die at exit too
        dist: Any = distributed  # untyped library: keep strict mypy quiet in one place
        try:
            with _interruptible():
                self._check_stop()
                if scheduler is None:
                    with _sigint_ignored():  # the worker processes inherit "ignore Ctrl-C"
                        self._cluster = dist.LocalCluster(
                            n_workers=workers,
                            threads_per_worker=1,
                            processes=True,
                            # no dashboard, and the scheduler's small HTTP server on a free
                            # port: with None it takes 8787 and a second run on the machine
                            # (or a user's own cluster) gets "Port 8787 is already in use"
                            dashboard_address=":0",
                            scheduler_kwargs={"dashboard": False},
                            silence_logs=logging.ERROR,  # no worker warnings after Ctrl-C
                        )
                    self._client = dist.Client(self._cluster, set_as_default=False)
                else:
                    address = scheduler if "://" in scheduler else f"tcp://{scheduler}"
                    _probe_scheduler(address, timeout)
                    self._client = dist.Client(address, timeout=timeout, set_as_default=False)
        except (KeyboardInterrupt, DeckstatsError):
            self._shutdown()
            raise
        except Exception as exc:
            # OSError / TimeoutError for a closed or silent port; a server that is not a
            # Dask scheduler (an HTTP proxy, say) makes distributed misread its reply as a
            # frame length and fail with MemoryError or a protocol error: still one line.
            self._shutdown()
            lines = str(exc).splitlines()
            if isinstance(exc, TimeoutError):
                reason = f"no answer to the Dask handshake within {timeout:g} s"
            elif not isinstance(exc, OSError):
                reason = f"no Dask scheduler answered there: {type(exc).__name__}"
            else:
                reason = lines[0][:160] if lines else type(exc).__name__
            raise DeckstatsError(
                f"cannot reach the Dask scheduler at {self._where} ({reason})"
            ) from None
        try:
            with _interruptible():
                self.workers = max(1, self._await_workers("has no workers"))
        except BaseException:
            self._shutdown()
            raise

    def _check_stop(self) -> None:
        """``KeyboardInterrupt`` if the run already noted SIGINT or SIGTERM."""
        if self._stop:
            raise KeyboardInterrupt

    def _n_workers(self) -> int:
        """Workers the scheduler has now (one query, bounded by ``timeout``)."""
        client = self._client
        try:
            info = client.sync(
                client.scheduler.identity, n_workers=0, callback_timeout=self.timeout
            )
        except (OSError, TimeoutError) as exc:
            raise DeckstatsError(
                f"the Dask scheduler at {self._where} stopped answering "
                f"({type(exc).__name__}: {str(exc).splitlines()[0][:120] if str(exc) else ''})"
            ) from None
        return int(info.get("n_workers", len(info.get("workers", {}))))

    def _await_workers(self, what: str) -> int:
        """The worker count once above 0, polling up to ``worker_wait`` seconds."""
        import time

        deadline = time.monotonic() + self.worker_wait
        while True:
            self._check_stop()
            n = self._n_workers()
            if n > 0:
                return n
            if time.monotonic() >= deadline:
                address = self.scheduler or "its address"
                raise DeckstatsError(
                    f"the Dask scheduler at {self._where} {what} (waited "
                    f"{self.worker_wait:g} s; start one with: dask worker {address}, or set "
                    f"DECKSTATS_DASK_WAIT)"
                )
            time.sleep(min(0.5, max(0.0, deadline - time.monotonic())))

    def _submit(self, task: tuple[str, bytes], lo: int, hi: int) -> Any:
        return self._client.submit(play_packed_chunk, *task, lo, hi, pure=False)

    def _result(self, future: Any) -> Batch:
        """The chunk's batch; bounded waits, workers checked, Ctrl-C honoured (see class).

        Raises:
            ClusterLostError: the workers are gone for ``worker_wait`` seconds, the scheduler
                stops answering, or it dropped the chunk.
        """
        with _interruptible():
            while True:
                self._check_stop()
                try:
                    return future.result(timeout=_DASK_POLL)  # type: ignore[no-any-return]
                except TimeoutError:
                    if future.done():
                        return future.result()  # type: ignore[no-any-return]
                except Exception as exc:
                    # A scheduler that dies mid-wait closes the connection under the call
                    # (distributed's CommClosedError, an OSError): the cluster is lost too.
                    if (
                        future.status in ("cancelled", "lost")
                        or isinstance(exc, OSError)
                        or type(exc).__name__
                        in ("CancelledError", "FutureCancelledError", "CommClosedError")
                    ):
                        raise ClusterLostError(
                            f"the Dask scheduler at {self._where} dropped a chunk of games "
                            f"({type(exc).__name__}); the scheduler or its workers went away"
                        ) from None
                    raise
                try:
                    if self._n_workers() == 0:
                        self._await_workers("lost its workers while games were being played")
                except ClusterLostError:
                    raise
                except DeckstatsError as exc:
                    raise ClusterLostError(str(exc)) from None

    def describe(self) -> dict[str, Any]:
        """The backend, worker count and scheduler address (``None``: a local cluster)."""
        return {**super().describe(), "scheduler": self.scheduler}

    def _shutdown(self) -> None:
        """Close the client and the local cluster, each bounded, never raising."""
        if self._client is not None:
            with contextlib.suppress(Exception):
                self._client.close(timeout=self.timeout)
            self._client = None
        if self._cluster is not None:
            with contextlib.suppress(Exception):
                self._cluster.close(timeout=max(self.timeout, 10.0))
            self._cluster = None
        for name, level in self._log_levels.items():
            logging.getLogger(name).setLevel(level)
        self._log_levels = {}

    def close(self, interrupted: bool = False) -> None:
        """Close the client and, when this backend started it, the local cluster."""
        self._shutdown()


def open_backend(
    backend: str, workers: int, scheduler: str | None = None, stop: list[int] | None = None
) -> Backend:
    """Make a backend by name; ``--scheduler`` implies ``dask``; one worker means serial.

    ``stop``: the run's signal flag, which the Dask backend's waits honour.
    """
    if scheduler is not None:
        backend = "dask"
    if backend == "dask":
        return DaskBackend(workers, scheduler, stop=stop)
    if backend == "process" and workers > 1:
        return ProcessBackend(workers)
    if backend in ("serial", "process"):  # one worker: play in this process
        return Backend(1)
    raise DeckstatsError(f"unknown backend {backend!r} (known: {', '.join(BACKENDS)})")
