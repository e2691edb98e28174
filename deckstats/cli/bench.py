"""``deckstats bench``: goldfish and matchup games/s and analytic hands/s on this machine.

A front end only: each lane (``_goldfish_lane``, ``_workers_lane``, ``_matchup_lane``,
``_hands_lane``) times a library function (``deckstats.sim.bench``,
``deckstats.analytic.bench``) and prints one line per deck. The engine and the simulator
are imported inside the lanes, so ``deckstats bench --help`` stays fast.

Figures are rates (games or hands per second), best and median over ``--repeat`` runs:
the best is the least disturbed run, the median shows how noisy the machine was. No
repeat replays a game already played (fresh seeds, ``_seeds``; fresh game indices in the
workers lane). The load lines printed first and last say whether another job shared
the machine; BENCHMARKS.md records the figures of each optimisation round.
"""

from __future__ import annotations

import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from statistics import median
from typing import Any

import click

from deckstats.cli.options import POSITIVE, SEED


# The lanes and their options: one-process goldfish (--games, --repeat, --deck), the
# sampler (--hands), the workers lane (--workers, --workers-only) and the matchup lane
# (--matchup and the --matchup-* options). --seed is shared by every lane.
@click.command("bench")
@click.option(
    "--games", "n_games", type=POSITIVE, default=3000, show_default=True, help="Games per deck."
)
@click.option(
    "--hands", "n_hands", type=POSITIVE, default=2_000_000, show_default=True, help="Hands sampled."
)
@click.option("--seed", type=SEED, default=1, show_default=True)
@click.option(
    "--repeat",
    type=POSITIVE,
    default=3,
    show_default=True,
    help="Time each deck this many times; report the best and the median.",
)
@click.option(
    "--deck",
    "decks",
    multiple=True,
    type=click.Path(path_type=Path),
    help="Deck(s) to time (default: every decks/*.txt).",
)
@click.option("--skip-hands", is_flag=True, help="Only time the engine.")
@click.option(
    "--workers",
    type=POSITIVE,
    default=None,
    help="Also time the games on this many worker processes against serial (speed-up), "
    "each batch streamed to Parquet as a run does.",
)
@click.option(
    "--workers-only",
    is_flag=True,
    help="Only the --workers lane (no one-process lane, no sampler).",
)
@click.option("--skip-games", is_flag=True, help="Only time the analytic sampler.")
@click.option(
    "--matchup",
    "matchup_lane",
    is_flag=True,
    help="Also time interactive matchup games (one process; independent of --skip-games).",
)
@click.option(
    "--matchup-decks",
    nargs=2,
    type=click.Path(path_type=Path),
    default=(Path("decks/mono_red_burn.txt"), Path("decks/pauper_stompy.txt")),
    show_default=True,
    help="The two decks of the matchup lane.",
)
@click.option(
    "--matchup-player",
    default="aggro",
    show_default=True,
    help="The agent both decks use in the matchup lane.",
)
@click.option(
    "--matchup-games", type=POSITIVE, default=1000, show_default=True, help="Matchup games."
)
@click.option(
    "--cli",
    "cli_lane",
    is_flag=True,
    help="Also time the command line as a whole: 'deckstats goldfish DECK -n GAMES "
    "--workers 1' in a new process per run (start-up, games, summary, report), wall and "
    "CPU, beside the one-process figure.",
)
def bench_cmd(
    n_games: int,
    n_hands: int,
    seed: int,
    repeat: int,
    decks: tuple[Path, ...],
    skip_hands: bool,
    skip_games: bool,
    workers: int | None,
    workers_only: bool,
    matchup_lane: bool,
    matchup_decks: tuple[Path, Path],
    matchup_player: str,
    matchup_games: int,
    cli_lane: bool,
) -> None:
    """Measure single-process goldfish games/s per deck and sampler hands/s.

    ``--matchup`` adds the interactive lane: games/s of one matchup (both decks playing,
    ``--matchup-player`` for both) on one core. ``--workers N`` adds the workers lane:
    serial against an N-process pool, both writing Parquet (issue 21:
    ``deckstats bench --workers 2 --workers-only --games 20000 --deck decks/mono_red_burn.txt``).
    ``--cli`` adds the command line as a whole (issue 32.1): a whole ``goldfish`` run of
    ``--games`` games per deck, as a user starts it, its fixed costs included.
    """
    # Every deck of the repository's decks/ unless --deck names some (run from its root).
    paths = list(decks) or sorted(Path("decks").glob("*.txt"))
    if workers_only and workers is None:
        raise click.UsageError("--workers-only needs --workers N")
    if workers_only:  # the workers lane alone: no one-process lane, no sampler
        skip_hands = True
    click.echo(_load_line())
    if not skip_games and not workers_only:
        _goldfish_lane(paths, n_games, seed, repeat)
    if workers is not None and not skip_games:
        _workers_lane(paths, n_games, seed, workers, repeat)
    if cli_lane:
        _cli_lane(paths, n_games, seed, repeat)
    if matchup_lane:
        _matchup_lane(matchup_decks, matchup_games, seed, matchup_player, repeat)
    if not skip_hands:
        _hands_lane(n_hands, seed)
    click.echo(_load_line().replace("machine load:", "machine load at the end:"))


def _seeds(seed: int, repeat: int) -> str:
    """The seeds of ``repeat`` runs: run ``r`` uses ``seed + r`` (issue 32.1).

    No run replays another's games, so the planners' cross-game memos cannot flatter a repeat.
    """
    return f"{seed}" if repeat == 1 else f"{seed}..{seed + repeat - 1}"


def _load_line() -> str:
    """The machine's load: benchmark figures from a busy machine are low (say so)."""
    import os

    try:
        one, five, _ = os.getloadavg()
    except (AttributeError, OSError):
        return "machine load: unknown on this platform"
    cores = os.cpu_count() or 1
    busy = "  (busy: figures are low)" if one > 0.5 * cores else ""
    return f"machine load: {one:.2f} (1 min), {five:.2f} (5 min) on {cores} cores{busy}"


def _rate_line(label: str, rates: list[float], t0: float) -> str:
    """One lane row: the best and the median games/s of ``rates`` (sorted), and the time.

    ``rates`` must be sorted ascending (best last); ``t0`` is the ``perf_counter`` when
    the lane's deck started, so the row also says how long its runs took.
    """
    return (
        f"  {label:<36} {rates[-1]:>7.0f} best {rates[len(rates) // 2]:>7.0f} median"
        f"  ({time.perf_counter() - t0:.1f} s)"
    )


def _goldfish_lane(paths: list[Path], n_games: int, seed: int, repeat: int) -> None:
    """Goldfish games/s of each deck on one process, best and median of ``repeat`` runs.

    The figure the engine's speed targets are stated in; the engine mode (compiled or
    pure Python, and why) is printed with it, as it changes the figure several times over.
    """
    from deckstats import _native
    from deckstats.deck import load_decklist
    from deckstats.sim.bench import bench_goldfish

    click.echo(
        f"goldfish games/s, one process, {n_games} games per deck, best and median of "
        f"{repeat} runs on fresh seeds {_seeds(seed, repeat)} "
        f"(engine: {_native.MODE}, {_native.REASON}):"
    )
    for path in paths:
        dl = load_decklist(path)
        cards = dl.main_cards()
        t0 = time.perf_counter()
        rates = sorted(bench_goldfish(cards, n_games, seed + r) for r in range(repeat))
        click.echo(_rate_line(dl.name, rates, t0))


def _workers_lane(paths: list[Path], n_games: int, seed: int, workers: int, repeat: int) -> None:
    """Serial against ``workers`` processes, both streaming to Parquet (issue 21).

    Prints the best and median speed-up of alternating runs, and the parent's CPU time
    during each pool run (a parent that keeps up leaves its CPU time well under the wall).

    Args:
        paths: the decklists to time, one line block each.
        n_games: games of each serial and each pool run.
        seed: the root seed; each repeat plays fresh game indices of it.
        workers: the pool's process count.
        repeat: serial/pool run pairs per deck.
    """
    from deckstats import _native
    from deckstats.deck import load_decklist
    from deckstats.sim.bench import bench_workers

    click.echo(
        f"goldfish games/s, serial against {workers} worker processes, {n_games} games, "
        f"seed {seed}, {repeat} alternating runs (run r plays its own games, never "
        f"played before in either process), every batch written to Parquet "
        f"(pool started before timing; engine: {_native.MODE}):"
    )
    for path in paths:
        dl = load_decklist(path)
        res = bench_workers(
            dl.main_cards(), n_games, seed, workers, repeat=repeat, sink=_parquet_sink
        )
        ups, ser, par = res["speedups"], res["serial"], res["parallel"]
        click.echo(
            f"  {dl.name:<36} serial {max(ser):>7.0f}  {workers} workers {max(par):>7.0f}  "
            f"speed-up {max(ups):.2f}x  (best of {repeat}; pool start "
            f"{res['startup_s']:.1f} s, chunk {res['chunk']})"
        )
        click.echo(
            f"  {'':<36} median: serial {median(ser):.0f}, {workers} workers "
            f"{median(par):.0f}, speed-up {median(ups):.2f}x; each run's "
            f"speed-up {', '.join(f'{u:.2f}' for u in res['speedups'])}"
        )
        cpu = ", ".join(
            f"{c:.2f} of {w:.2f} s"
            for c, w in zip(res["parent_cpu_s"], res["parallel_s"], strict=True)
        )
        click.echo(f"  {'':<36} parent CPU during each pool run: {cpu}")


def _cli_lane(paths: list[Path], n_games: int, seed: int, repeat: int) -> None:
    """Whole ``deckstats goldfish`` runs, one new process each (issue 32.1).

    Wall, CPU and games per CPU second, best and median of ``repeat`` runs on fresh seeds.

    The run's CPU is the child's (``RUSAGE_CHILDREN``): interpreter start-up, imports,
    deck load, the games, the summary and the report with its charts, all of it on one
    process (``--workers 1``), written to a scratch directory deleted afterwards.
    """
    import subprocess
    import sys

    try:
        import resource
    except ImportError:  # not on this platform: wall times only
        resource = None  # type: ignore[assignment]

    click.echo(
        f"the command line as a whole: 'deckstats goldfish DECK -n {n_games} --workers 1 "
        f"--quiet', a new process per run, best and median of {repeat} runs on fresh seeds "
        f"{_seeds(seed, repeat)}:"
    )
    scratch = Path(tempfile.mkdtemp(prefix="deckstats-bench-cli-"))
    try:
        for path in paths:
            walls: list[float] = []
            cpus: list[float] = []
            for r in range(repeat):
                cmd = [sys.executable, "-m", "deckstats", "goldfish", str(path)]
                cmd += ["-n", str(n_games), "--seed", str(seed + r), "--workers", "1"]
                cmd += ["--quiet", "--force", "--out", str(scratch / "run")]
                before = resource.getrusage(resource.RUSAGE_CHILDREN) if resource else None
                t0 = time.perf_counter()
                done = subprocess.run(cmd, capture_output=True, text=True, check=False)
                walls.append(time.perf_counter() - t0)
                if done.returncode != 0:
                    # A failed run's time is meaningless: stop with its last stderr line.
                    last = (done.stderr.strip().splitlines() or ["no message"])[-1]
                    raise click.ClickException(f"{path}: the goldfish run failed: {last}")
                if resource and before:
                    after = resource.getrusage(resource.RUSAGE_CHILDREN)
                    cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
            name = path.stem
            if cpus:
                # Games per CPU second, not per wall second: on a shared machine the
                # child's CPU time is the steadier measure of the command's own cost.
                rates = sorted(n_games / c for c in cpus if c > 0)
                click.echo(
                    f"  {name:<36} {rates[-1]:>7.0f} best {rates[len(rates) // 2]:>7.0f} "
                    f"median games per CPU second; CPU {median(cpus):.2f} s, wall "
                    f"{median(walls):.2f} s (medians)"
                )
            else:
                click.echo(f"  {name:<36} wall {min(walls):.2f} s best, {median(walls):.2f} median")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _matchup_lane(
    decks: tuple[Path, Path], games: int, seed: int, player: str, repeat: int
) -> None:
    """Interactive games/s of one matchup on one process, ``player`` for both decks.

    Slower than goldfish games (both sides make choices), so it has its own figure.
    """
    from deckstats import _native
    from deckstats.api import check_player
    from deckstats.deck import load_decklist
    from deckstats.sim.bench import bench_matchup

    check_player(player)
    dla, dlb = (load_decklist(p) for p in decks)
    click.echo(
        f"matchup games/s, one process, {games} games, player {player} for both, best "
        f"and median of {repeat} runs on fresh seeds {_seeds(seed, repeat)} "
        f"(engine: {_native.MODE}):"
    )
    t0 = time.perf_counter()
    rates = sorted(
        bench_matchup(dla.main_cards(), dlb.main_cards(), games, seed + r, player, player)
        for r in range(repeat)
    )
    click.echo(_rate_line(f"{dla.name} vs {dlb.name}", rates, t0))


def _hands_lane(n_hands: int, seed: int) -> None:
    """The analytic sampler's hands/s, and the time of the ``hands --sources`` tables."""
    from deckstats.analytic.bench import bench_hands

    hands: dict[str, Any] = dict(bench_hands(hands=n_hands, seed=seed))
    click.echo(
        f"analytic sampler: {float(hands['hands_per_second']):,.0f} hands/s, "
        f"{float(hands.get('hands_per_cpu_second', 0)):,.0f} per CPU second "
        f"(one process, {n_hands:,} hands: {hands.get('what', '60-card deck')})"
    )
    total = hands.get("sources_total_seconds")
    if total is not None:
        click.echo(f"hands --sources tables (40/60/80/99 cards): {float(total):.2f} s")


def _parquet_sink() -> tuple[Callable[[Any], None], Callable[[], None]]:
    """Stream batches into a scratch run's Parquet files, as a run does; then delete it.

    The sink factory of ``sim.bench.bench_workers``: each timed run calls it for a fresh
    ``(append, close)`` pair, so the timing includes the Parquet writing a real run pays.

    Returns:
        ``append(batch)``, which writes one batch of game records, and ``close()``,
        which closes the tables (the footer is part of the cost) and removes the run.
    """
    from deckstats.report.run_dir import RunWriter
    from deckstats.stats.schema import GAMES_COLUMNS, TURNS_COLUMNS

    scratch = Path(tempfile.mkdtemp(prefix="deckstats-bench-"))
    writer = RunWriter(scratch / "run", {"games": GAMES_COLUMNS, "turns": TURNS_COLUMNS})

    def append(batch: Any) -> None:
        """Write one batch's games and turns (a ``sim`` batch of column lists)."""
        writer.append({"games": batch.games, "turns": batch.turns}, batch.n_games)

    def close() -> None:
        """Finish the Parquet files as a run would, then discard the scratch run."""
        writer.close_tables()
        writer.abort()
        shutil.rmtree(scratch, ignore_errors=True)

    return append, close


COMMANDS = [bench_cmd]
