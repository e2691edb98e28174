"""The Python API that mirrors the command line: a thin facade over ``deckstats.runs``.

Notebook users call these instead of shelling out::

    import deckstats
    run = deckstats.goldfish("decks/mono_red_burn.txt", n=2000, seed=1)
    run.summary["all"]["kill_turn_mean"], run.games.head()

Each function plans its run (``runs.plan``: every option and deck checked, the entropy
drawn once) and executes it (``runs.loop``: the one loop, writer and manifest). To
plan first and run later (on a Dask cluster, say), call ``deckstats.runs`` directly.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

from deckstats.deck import Decklist
from deckstats.runs.checks import (
    PartialCardsWarning,
    check_legal,
    check_player,
    check_target,
    fidelity_of,
    partial_cards,
    played_deck,
    run_bytes,
    warn_partial,
)
from deckstats.runs.compare import CompareRun
from deckstats.runs.experiments import GoldfishRun, MatchupRun
from deckstats.runs.gauntlet import GauntletRun
from deckstats.runs.loop import execute, play_batches, write_report
from deckstats.runs.plan import (
    Planned,
    plan_compare,
    plan_gauntlet,
    plan_goldfish,
    plan_matchup,
)
from deckstats.runs.rerun import RERUN_COMMANDS, RerunResult, rerun
from deckstats.runs.signals import STOP_SIGNALS, RunInterrupted
from deckstats.runs.sweeps import kill_turn_sweep
from deckstats.stats.compare import ERA_METRICS, compare_eras
from deckstats.stats.summaries import UNTIL_CI_BATCH, main_figure

__all__ = [
    "ERA_METRICS",
    "RERUN_COMMANDS",
    "STOP_SIGNALS",
    "UNTIL_CI_BATCH",
    "CompareRun",
    "GauntletRun",
    "GoldfishRun",
    "MatchupRun",
    "PartialCardsWarning",
    "RerunResult",
    "RunInterrupted",
    "check_legal",
    "check_player",
    "check_target",
    "compare",
    "compare_eras",
    "fidelity_of",
    "gauntlet",
    "goldfish",
    "kill_turn_sweep",
    "main_figure",
    "matchup",
    "partial_cards",
    "play_batches",
    "played_deck",
    "rerun",
    "run_bytes",
    "write_report",
]

DeckArg = str | Path | Decklist
#: ``progress``: ``True`` (the default) draws a ``tqdm.auto`` bar (a widget in Jupyter,
#: text on a terminal, nothing on a non-terminal stream), ``False``/``None`` none, and a
#: callable is called with the games finished after each batch.
Progress = Callable[[int], None] | bool | None


def _total(planned: Planned) -> int:
    """The most games a planned run plays (the progress bar's total)."""
    plan, experiment = planned
    if plan.command == "gauntlet":
        return plan.n * len(experiment.configs)
    return 2 * plan.n if plan.command == "compare" else plan.n


def _run(planned: Planned, progress: Progress) -> Any:
    """Warn about partial cards (``warnings``), then execute under the progress chosen."""
    warn_partial(planned.plan.decks, stacklevel=4)
    if progress is not True:
        return execute(*planned, progress=progress or None)
    from tqdm.auto import tqdm

    with tqdm(total=_total(planned), unit="game", desc=planned.plan.command, disable=None) as bar:
        return execute(*planned, progress=bar.update)


def goldfish(
    deck: DeckArg,
    n: int | None = None,
    seed: int | None = None,
    *,
    on: str = "both",
    rules: str = "modern",
    max_turns: int = 20,
    keep: str = "quality",
    workers: int | None = None,
    out: str | Path | None = None,
    progress: Progress = True,
    deck_format: str | None = None,
    backend: str = "process",
    scheduler: str | None = None,
    chunk_size: int | None = None,
    until_ci: float | None = None,
    force: bool = False,
    load_tables: bool = True,
) -> GoldfishRun:
    """Play ``n`` seeded goldfish games of ``deck`` and summarise them.

    The games are streamed: workers return batches of rows that are appended to
    ``games.parquet`` / ``turns.parquet`` as they come (bounded memory), and the summary
    is computed from the written tables. Ctrl-C (``KeyboardInterrupt``) stops the run
    cleanly: the games finished so far (indices ``0 .. k-1``) are written as a smaller
    run with ``manifest["partial"] = True``.

    Args:
        deck: a decklist path or a parsed ``Decklist``.
        n: number of games (default ``DEFAULT_GAMES``, 10,000; the most games with
            ``until_ci``, default 1,000,000), as the command line.
        seed: root seed; ``None`` draws fresh entropy (reported in the manifest).
        on: ``play``, ``draw`` or ``both`` (alternating; even game indices on the play).
        rules: rules era (``modern``).
        max_turns: the deck's own turn cap (games past it end with ``turn_limit``).
        keep: the keep policy (``quality``: lands and castable spells; ``lands`` or
            ``lands:7:2-5,6:1-4,5``: land count only), as ``--keep``.
        workers: worker processes (default: every core, as the command line); the
            results are identical for any value.
        out: write the run directory here (``manifest.json``, ``summary.json``,
            ``games.parquet``, ``turns.parquet``).
        progress: ``True``: a ``tqdm.auto`` progress bar (a widget in a notebook);
            ``False``: none; a callable: called with the games finished after each batch.
        deck_format: check the deck against ``constructed``, ``limited``,
            ``commander`` or ``none`` (no construction check) before playing;
            ``None`` infers the format from the list.
        backend: ``serial``, ``process`` (local pool; one worker plays in this process)
            or ``dask`` (a local Dask cluster, or ``scheduler``).
        scheduler: address of a running Dask scheduler (``tcp://host:8786``).
        chunk_size: games per worker task (default: about 8 per worker; results ignore it).
        until_ci: play batches of ``UNTIL_CI_BATCH`` games until the 95% Wilson half-width
            of P(kill by the median kill turn) is at most this (or ``n`` games).
        force: replace an existing run in ``out``.
        load_tables: return the ``games`` and ``turns`` tables (``False``: both are
            ``None``, for long runs: the summary is computed from the files either way).

    Returns:
        A ``GoldfishRun`` with ``games``/``turns`` DataFrames and the ``summary`` dict.
    """
    options = dict(locals())
    del options["deck"], options["n"], options["seed"], options["progress"]
    run: GoldfishRun = _run(plan_goldfish(deck, n, seed, **options), progress)
    return run


def matchup(
    a: DeckArg,
    b: DeckArg,
    n: int | None = None,
    seed: int | None = None,
    *,
    player_a: str = "auto",
    player_b: str = "auto",
    on: str = "both",
    rules: str = "modern",
    max_turns: int = 20,
    keep: str = "quality",
    workers: int | None = None,
    out: str | Path | None = None,
    progress: Progress = True,
    deck_format: str | None = None,
    backend: str = "process",
    scheduler: str | None = None,
    chunk_size: int | None = None,
    until_ci: float | None = None,
    force: bool = False,
    load_tables: bool = True,
) -> MatchupRun:
    """Play ``n`` seeded games of deck ``a`` against deck ``b`` and summarise them for A.

    Both decks play (A is player 0 with agent ``player_a``, B player 1 with ``player_b``,
    names from ``deckstats.players.AGENTS``). With ``on="both"`` who starts alternates,
    and the games use common random numbers: games ``2j`` (A on the play) and ``2j+1``
    (A on the draw) share every shuffle and agent stream (``sim.matchup``). A draw or a
    turn-limit game is not a win for A.

    The games are streamed to Parquet as they finish; Ctrl-C keeps the finished games
    ``0 .. k-1`` as a partial run (``manifest["partial"] = True``).

    Args:
        a: deck A, a decklist path or a parsed ``Decklist`` (player 0).
        b: deck B, likewise (player 1).
        n: number of games (default ``DEFAULT_GAMES``, 10,000; with ``until_ci`` the most
            games, default 1,000,000), as the command line.
        seed: root seed; ``None`` draws fresh entropy (reported in the summary).
        player_a: deck A's agent name (default ``auto``).
        player_b: deck B's agent name (default ``auto``).
        on: ``both`` (alternating, paired), ``play`` or ``draw`` (A's seat in every game).
        rules: rules era.
        max_turns: deck A's own turn cap (games past it end with ``turn_limit``).
        keep: the keep policy (``quality``: lands and castable spells; ``lands`` or
            ``lands:7:2-5,6:1-4,5``: land count only), as ``--keep``.
        workers: worker processes (default: every core, as the command line); the
            results are identical for any value.
        out: write the run directory here.
        progress: ``True``: a ``tqdm.auto`` progress bar (a widget in a notebook);
            ``False``: none; a callable: called with the games finished after each batch.
        deck_format: construction check of both decks (``None``: inferred; ``none``: skip).
        backend: ``serial``, ``process`` or ``dask`` (as ``goldfish``; results ignore it).
        scheduler: address of a running Dask scheduler.
        chunk_size: games per worker task (results ignore it).
        until_ci: play batches of ``UNTIL_CI_BATCH`` games until the 95% Wilson
            half-width of A's win rate is at most this, or ``n`` games (``play_batches``).
        force: replace an existing run in ``out``.
        load_tables: return the ``games`` and ``turns`` tables.

    Returns:
        A ``MatchupRun`` with ``games``/``turns`` DataFrames and the ``summary`` dict.
    """
    options = dict(locals())
    del options["a"], options["b"], options["n"], options["seed"], options["progress"]
    run: MatchupRun = _run(plan_matchup(a, b, n, seed, **options), progress)
    return run


def gauntlet(
    deck: DeckArg,
    field: list[DeckArg] | tuple[DeckArg, ...],
    n: int | None = None,
    seed: int | None = None,
    *,
    shares: str | Path | dict[str, float] | None = None,
    normalize: bool = False,
    matrix: bool = False,
    player_a: str = "auto",
    player_b: str = "auto",
    on: str = "both",
    rules: str = "modern",
    max_turns: int = 20,
    keep: str = "quality",
    workers: int | None = None,
    out: str | Path | None = None,
    progress: Progress = True,
    deck_format: str | None = None,
    backend: str = "process",
    scheduler: str | None = None,
    chunk_size: int | None = None,
    until_ci: float | None = None,
    force: bool = False,
    load_tables: bool = True,
) -> GauntletRun:
    """Play ``deck`` against every deck of ``field`` and weight the win rates by share.

    Each matchup is ``n`` games of ``matchup`` (deck as A with ``player_a``, the field deck
    as B with ``player_b``). Decks are numbered ``0`` (``deck``) and ``1..m`` (the field,
    in order); the matchup of decks ``r < c`` seeds its pair ``j`` with
    ``SeedSequence(seed, spawn_key=(r, c, j))``, so the matchups are independent of one
    another (and differ from a lone ``matchup`` run with the same seed).

    The expected win rate is ``sum_k s_k p_k`` over the field's shares ``s_k`` (a shares
    file, a dict, or equal shares); its 95% interval is the normal interval with variance
    ``sum_k s_k^2 p_k (1 - p_k) / n_k`` (independent matchups), clipped to [0, 1].

    ``matrix=True`` also plays every other pair of the given decks (field deck ``r`` as A
    against field deck ``c``, ``r < c``) and returns the win-rate matrix (row deck's win
    rate against the column deck). Ctrl-C stops a gauntlet without writing anything.

    ``until_ci`` applies to **every matchup** played (each field deck, and each matrix
    pair): each plays batches of ``UNTIL_CI_BATCH`` games until the 95% Wilson half-width
    of its row deck's win rate is at most ``until_ci``, or ``n`` games. Since the
    matchups are independent, the expected win rate's half-width is then at most about
    ``until_ci * sqrt(sum_k s_k^2) <= until_ci`` as well. ``games_per_matchup`` is then the
    most games of a matchup; each opponent block has the games it played.

    Raises:
        DeckstatsError: an unknown player, a bad deck, a bad shares file (missing or
            unknown deck, negative share, shares not summing to 1 without ``normalize``).
    """
    options = dict(locals())
    del options["deck"], options["field"], options["n"], options["seed"], options["progress"]
    run: GauntletRun = _run(plan_gauntlet(deck, field, n, seed, **options), progress)
    return run


def compare(
    a: DeckArg,
    b: DeckArg,
    n: int | None = None,
    seed: int | None = None,
    *,
    vs: DeckArg | None = None,
    player_a: str = "auto",
    player_b: str = "auto",
    on: str = "both",
    rules: str = "modern",
    max_turns: int = 20,
    keep: str = "quality",
    workers: int | None = None,
    out: str | Path | None = None,
    progress: Progress = True,
    deck_format: str | None = None,
    backend: str = "process",
    scheduler: str | None = None,
    until_ci: float | None = None,
    force: bool = False,
    player: str | None = None,
    player_vs: str | None = None,
) -> CompareRun:
    """Paired A/B comparison: deck B against deck A on common random numbers (issue 18).

    Goldfish by default; with ``vs`` both play a matchup against that deck. Game ``i`` of
    A and of B share every random stream (``sim.compare``), so the reported differences
    (B minus A: mean kill turn over the games both won, P(win by turn t), the win rate,
    the land-drop rates) carry paired intervals, with a Wilcoxon signed-rank test for kill
    turns and an exact McNemar test for wins (``stats.compare``).

    ``until_ci`` plays batches of ``UNTIL_CI_BATCH`` games until the paired 95% interval
    of the main difference has a half-width of at most this (goldfish: P(win by A's
    median kill turn); with ``vs``: the win rate), or ``n`` games.

    ``player_a`` plays A and B, ``player_b`` the ``vs`` deck (as ``matchup``'s names);
    ``player`` and ``player_vs``, their old names, still work with a ``DeprecationWarning``.

    Raises:
        DeckstatsError: bad options, an unreadable or illegal deck, two decks of
            different formats, or nothing to compare (``n`` < 1).
        RunDirError: ``out`` cannot be written (checked before the first game).
    """
    options: dict[str, Any] = dict(locals())
    del options["a"], options["b"], options["n"], options["seed"], options["progress"]
    for old, new in (("player", "player_a"), ("player_vs", "player_b")):
        value = options.pop(old)
        if value is not None:
            warnings.warn(
                f"compare(): {old}= is deprecated, use {new}=", DeprecationWarning, stacklevel=2
            )
            options[new] = value
    run: CompareRun = _run(plan_compare(a, b, n, seed, **options), progress)
    return run
