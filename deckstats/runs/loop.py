"""The one loop of every simulating command: ``execute(plan, experiment, progress)``.

``execute`` owns what every run shares, so each command only says what to play and how
to summarise it (an experiment, ``runs.base.Experiment``):

- the run directory: claimed (checked, locked) before the first game, streamed into with
  ``report.run_dir.RunWriter`` (or written at the end, ``write_run``, for an experiment
  that keeps its rows), moved into place atomically, or removed on failure; a run without
  ``out`` plays into a scratch directory that is removed;
- the backend (``sim.backends``: serial, process pool, Dask) and its chunk size;
- Ctrl-C, SIGTERM and SIGHUP (``runs.signals``): a batch is always kept whole;
- ``--until-ci``: blocks of ``UNTIL_CI_BATCH`` consecutive game indices until the
  experiment's half-width is small enough (``play_batches``);
- the manifest, built by one function (``build_manifest``) for every command.

The games never depend on the backend, the worker count or the chunk size: a game is a
function of ``(entropy, game index, config)`` only (``sim.runner``, ``sim.matchup``).
"""

from __future__ import annotations

import dataclasses
import platform
import shutil
import signal
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np

from deckstats import __version__, _heap, _native
from deckstats.cards.sources.index import index_summary
from deckstats.engine.rules import get_rules
from deckstats.players.mulligan import parse_keep
from deckstats.report.run_dir import RunClaim, RunWriter, write_run
from deckstats.runs.base import Experiment, Outcome, Plan
from deckstats.runs.checks import deck_entry
from deckstats.runs.signals import RunInterrupted, SignalsRaise, StopFlag, interrupt_fields
from deckstats.sim.backends import ClusterLostError, default_chunk_size, open_backend
from deckstats.sim.seeding import STREAM_LAYOUT
from deckstats.stats.summaries import UNTIL_CI_BATCH

Progress = Callable[[int], None] | None


def write_report(run_dir: Path) -> None:
    """Write ``report.html`` and its PNGs into a run directory (before it moves into place)."""
    _heap.pause()
    try:
        from deckstats.runs.report import build_report
    finally:
        _heap.settle()  # matplotlib, Jinja2 and the report's modules: not walked while drawing
    build_report(run_dir)


#: What the summary and the report import after the last game (matplotlib, Jinja2, pandas,
#: scipy's special functions): about 0.5 s of CPU on the run's serial tail.
REPORT_MODULES = (
    "scipy.special",
    "deckstats.runs.report",
    "matplotlib.backends.backend_agg",
    "matplotlib.image",
)


def _import_quietly(names: Sequence[str]) -> None:
    """Import ``names``; a failure is left for the real import to report."""
    import importlib

    for name in names:
        try:
            importlib.import_module(name)
        except Exception:  # the summary's own import says what failed
            continue


def warm_report_imports() -> threading.Thread:
    """Import ``REPORT_MODULES`` in a background thread while the workers play.

    With a pool the parent mostly waits for batches; these imports then leave the serial
    tail after the last game (summary, report) for the time the games are played
    (issue 32 point 7). A daemon thread: an interrupted run does not wait for it.
    """
    thread = threading.Thread(
        target=_import_quietly, args=(REPORT_MODULES,), name="deckstats-warm", daemon=True
    )
    thread.start()
    return thread


def play_batches(
    be: Any,
    tasks: Sequence[Any],
    n: int,
    chunk: int,
    stop: list[int],
    until_ci: float | None = None,
    half_width: Callable[[], float] | None = None,
) -> Iterator[tuple[int, Any]]:
    """Yield ``(k, batch)``: the batches of games ``0 .. n-1`` of each of ``tasks``.

    The games are played in blocks of consecutive indices (``0..999``, ``1000..1999``,
    ... with ``until_ci``; else one block of every game); in each block every task plays
    the block in turn (``k`` is the task's position), in game-index order. Ctrl-C only
    appends to ``stop`` (``StopFlag``); it is checked after the caller has handled each
    batch, which then raises ``RunInterrupted``: a batch is always kept whole.

    With ``until_ci``, after each block ``half_width()`` (the caller's main figure over
    every game so far) is compared with ``until_ci`` and the games stop once it is at
    most ``until_ci``. The blocks are prefixes of the game-index sequence, so where the
    run stops never changes a game: the same seed and ``until_ci`` give the same games,
    and the first ``k`` games equal those of a run of ``k`` games.
    """
    step = n if until_ci is None else UNTIL_CI_BATCH
    for lo in range(0, n, step):
        for k, task in enumerate(tasks):
            batches = be.batches(task, lo, min(lo + step, n), chunk)
            try:
                for batch in batches:
                    yield k, batch
                    if stop:
                        raise RunInterrupted(stop[0])
            finally:
                batches.close()  # cancels the chunks still in flight
        if until_ci is not None and half_width is not None and half_width() <= until_ci:
            return


def _play(
    plan: Plan, experiment: Experiment, sink: RunWriter | None, progress: Progress, outcome: Outcome
) -> None:
    """Play every group of arms of ``experiment`` through one backend (``outcome`` filled)."""
    stop = outcome.stop
    with open_backend(plan.backend, plan.workers, plan.scheduler, stop) as be:
        if be.workers > 1 and plan.out is not None:  # the parent waits: import meanwhile
            warm_report_imports()
        outcome.described = be.describe()
        chunk = plan.chunk_size or default_chunk_size(plan.n, be.workers)
        outcome.chunk = chunk
        for group in experiment.groups():
            tasks = [arm.task for arm in group]
            width = partial(experiment.half_width, group)
            for k, batch in play_batches(be, tasks, plan.n, chunk, stop, plan.until_ci, width):
                tables = experiment.take(group[k], batch)
                if sink is not None and tables is not None:
                    sink.append(tables, batch.n_games)
                outcome.played += batch.n_games
                outcome.done = max(outcome.done, batch.stop)
                if progress is not None:
                    progress(batch.n_games)


def _play_kept(
    plan: Plan, experiment: Experiment, sink: RunWriter | None, progress: Progress, outcome: Outcome
) -> None:
    """``_play``, keeping the finished games when a signal or a lost cluster stops it."""
    start = time.perf_counter()
    outcome.described = {"backend": plan.backend, "workers": plan.workers}
    try:
        if experiment.keeps_partial:
            with StopFlag() as outcome.stop:  # shares the run's flag: installed once
                try:
                    _play(plan, experiment, sink, progress, outcome)
                except (KeyboardInterrupt, ClusterLostError) as exc:
                    outcome.interrupted = True  # a lost cluster keeps the finished games too
                    outcome.lost = exc if isinstance(exc, ClusterLostError) else None
        else:
            with StopFlag() as outcome.stop:
                _play(plan, experiment, sink, progress, outcome)
    finally:
        outcome.wall = time.perf_counter() - start
    if outcome.done == 0 and outcome.interrupted:  # nothing to keep: say why it stopped
        if outcome.lost is not None:
            raise outcome.lost
        raise RunInterrupted(outcome.stop[0] if outcome.stop else signal.SIGINT)


#: The run directory's format, recorded in every manifest as ``format``. 1: before issue
#: 30 (no ``format`` field); 2: goldfish summaries count named ``endings`` (won,
#: lost_to_self, decked, turn_limit). ``rerun`` names the format of an older run.
RUN_FORMAT = 2


def keep_fields(rules: str, keep: str) -> dict[str, Any]:
    """The manifest's ``keep`` and ``mulligan`` entries.

    ``keep``: the keep policy (name, ``--keep`` text, parameters, words); ``mulligan``: the
    procedure of the era ``rules`` (CR 103.5 London, Paris, ...).
    """
    policy = parse_keep(keep)
    procedure = get_rules(rules).mulligan
    return {
        "keep": {
            "name": policy.name,
            "text": policy.to_text(),
            "parameters": policy.parameters(),
            "description": policy.describe(),
        },
        "mulligan": {"procedure": procedure, "rules": rules},
    }


def build_manifest(plan: Plan, experiment: Experiment, outcome: Outcome) -> dict[str, Any]:
    """The ``manifest.json`` of any run: what was played, with which seed, decks and code.

    The fields every run records, then the experiment's own (``manifest_fields``: the
    players, a gauntlet's ``matrix``, a goldfish run's ``config``).
    """
    progress: dict[str, Any] = {}
    if experiment.records_progress:
        progress = {
            "games_completed": outcome.done,
            "partial": outcome.interrupted,
            **(interrupt_fields(outcome.stop) if outcome.interrupted else {}),
            **({"stopped_by": str(outcome.lost)} if outcome.lost is not None else {}),
        }
    wall = outcome.wall
    return {
        "command": experiment.command,
        "format": RUN_FORMAT,
        "seed": plan.entropy,
        "seed_given": plan.seed_given,
        "n_games": plan.n,
        **progress,
        "rules": plan.rules,
        "on": plan.on,
        "max_turns": plan.max_turns,
        "workers": outcome.described.get("workers", plan.workers),
        "workers_rule": plan.workers_rule,
        "until_ci": plan.until_ci,
        "until_ci_batch": UNTIL_CI_BATCH if plan.until_ci is not None else None,
        **keep_fields(plan.rules, plan.keep),
        **experiment.manifest_fields(plan, outcome),
        "version": __version__,
        "engine_mode": _native.MODE,
        "python": platform.python_version(),
        "numpy": np.__version__,
        "seeding": experiment.seeding,
        "stream_layout": STREAM_LAYOUT,
        "execution": {**outcome.described, "chunk_size": outcome.chunk},
        "wall_time_s": round(wall, 3),
        "games_per_s": round(outcome.played / wall, 1) if wall > 0 else None,
        "decks": [deck_entry(d) for d in plan.decks],
        "card_index": index_summary(),
    }


def execute(plan: Plan, experiment: Experiment, progress: Progress = None) -> Any:
    """Run ``plan`` with ``experiment``; return the experiment's result (``*Run``).

    Args:
        plan: a checked plan (``runs.plan.plan_*``).
        experiment: what to play and how to summarise it (made with the plan).
        progress: called with the number of games finished after each batch.

    Raises:
        RunInterrupted: a signal stopped the run before any batch finished (or any time,
            for an experiment that keeps no partial run).
        ClusterLostError: the Dask cluster was lost before any batch finished.
        RunDirError: the run directory cannot be claimed or written (one line).
    """
    if experiment.schemas is None:
        return _execute_in_memory(plan, experiment, progress)
    with StopFlag():  # from the claim on: a signal ends the run cleanly
        scratch = Path(tempfile.mkdtemp(prefix="deckstats-")) if plan.out is None else None
        target = plan.out if plan.out is not None else Path(scratch or ".") / "run"
        try:
            writer = RunWriter(target, experiment.schemas, force=plan.force, need=plan.need)
        except BaseException:
            if scratch is not None:
                shutil.rmtree(scratch, ignore_errors=True)
            raise
        try:
            return _stream(plan, experiment, writer, progress)
        except BaseException:
            writer.abort()
            raise
        finally:
            if scratch is not None:
                shutil.rmtree(scratch, ignore_errors=True)


def _stream(plan: Plan, experiment: Experiment, writer: RunWriter, progress: Progress) -> Any:
    """Play into ``writer``, summarise the closed tables, finish (or drop) the run."""
    outcome = Outcome()
    _play_kept(plan, experiment, writer, progress, outcome)
    tmp = writer.close_tables()
    _heap.settle()
    summary = experiment.summarise(plan, outcome, tmp)
    manifest = build_manifest(plan, experiment, outcome)
    result = experiment.result(plan, summary, manifest, tmp)
    extra = getattr(experiment, "write_files", None) or write_report
    out_dir = writer.finish(manifest, summary, extra) if plan.out is not None else None
    if plan.out is None:
        writer.abort()
    return dataclasses.replace(result, out_dir=out_dir)


def _execute_in_memory(plan: Plan, experiment: Experiment, progress: Progress) -> Any:
    """``execute`` for an experiment that keeps its rows and writes them at the end.

    ``compare``: its tables hold both decks' games one after the other, so they are
    written whole (``write_run``) through a claim taken before the first game. A signal
    stops it at once and it keeps nothing (``SignalsRaise``).
    """
    claim: RunClaim | None = None
    with SignalsRaise():
        try:
            if plan.out is not None:
                claim = RunClaim(plan.out, force=plan.force, need=plan.need)
            outcome = Outcome()
            _play_kept(plan, experiment, None, progress, outcome)
            summary = experiment.summarise(plan, outcome, None)
            manifest = build_manifest(plan, experiment, outcome)
            result = experiment.result(plan, summary, manifest, None)
            if claim is None:
                return result
            out_dir = write_run(
                claim.shown,
                manifest=manifest,
                summary=summary,
                tables={"games": result.games, "turns": result.turns},
                extra=write_report,
                claim=claim,
            )
            return dataclasses.replace(result, out_dir=out_dir)
        except BaseException:
            if claim is not None:
                claim.abort()
            raise
