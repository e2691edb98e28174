"""The Python API that mirrors the command line (DESIGN.md "Command line and outputs").

Notebook users call these instead of shelling out::

    import deckstats
    run = deckstats.goldfish("decks/mono_red_burn.txt", n=2000, seed=1)
    run.summary["all"]["kill_turn_mean"], run.games.head()
"""

from __future__ import annotations

import hashlib
import json
import platform
import shutil
import signal
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from deckstats import __version__, _native
from deckstats.cards.errors import DeckstatsError
from deckstats.cards.sources.index import index_summary
from deckstats.deck import (
    Decklist,
    DecklistError,
    infer_format,
    load_decklist,
    parse_decklist,
    validate,
)
from deckstats.engine import RULESETS
from deckstats.engine.rules import ERA_NAMES
from deckstats.report.run_dir import (
    RunClaim,
    RunWriter,
    check_run_target,
    expected_bytes,
    read_compact,
    read_table,
)
from deckstats.sim.backends import ClusterLostError, default_chunk_size, open_backend
from deckstats.sim.config import SimConfig
from deckstats.sim.runner import goldfish_task
from deckstats.sim.seeding import root_entropy
from deckstats.stats.blocks import STATISTICS_DEFINITIONS, cross_checks, statistics_blocks
from deckstats.stats.metrics import GOLDFISH_DEFINITIONS, goldfish_summary
from deckstats.stats.run_files import read_manifest
from deckstats.stats.schema import EVENTS_COLUMNS, GAMES_COLUMNS, TURNS_COLUMNS
from deckstats.stats.streaming import LandDrops
from deckstats.stats.summaries import (
    UNTIL_CI_BATCH,
    main_figure,
    until_ci_block,
    wilson_half_width,
    win_rate_matrix,
)


@dataclass(frozen=True)
class GoldfishRun:
    """The result of a goldfish run: tidy tables, the summary and the manifest."""

    games: pd.DataFrame | None
    turns: pd.DataFrame | None
    summary: dict[str, Any]
    manifest: dict[str, Any]
    out_dir: Path | None = None
    events: pd.DataFrame | None = None


def _check_options(n: int, max_turns: int, rules: str, workers: int) -> None:
    if n < 1:
        raise DeckstatsError(f"-n must be at least 1 (got {n})")
    if not 1 <= max_turns <= 200:
        raise DeckstatsError(f"--max-turns must be between 1 and 200 (got {max_turns})")
    if rules not in RULESETS:
        raise DeckstatsError(f"unknown rules era {rules!r} (known: {', '.join(ERA_NAMES)})")
    if workers < 1:
        raise DeckstatsError(f"--workers must be at least 1 (got {workers})")


def check_target(out_dir: Path, force: bool, need: int = 0) -> None:
    """Raise ``DeckstatsError`` (one line) unless a run may be written to ``out_dir``.

    The name (length, a dangling symbolic link), the target (a run there only with
    ``force``), a writable parent and ``need`` bytes free (``run_dir.expected_bytes``);
    the run checks again when it claims the directory, under its lock.
    """
    check_run_target(out_dir, force, need)


class RunInterrupted(KeyboardInterrupt):
    """Ctrl-C (SIGINT) or SIGTERM stopped a run before any batch of games had finished."""

    def __init__(self, signum: int = signal.SIGINT) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = int(signum)


def run_bytes(command: str, n: int, until_ci: float | None = None) -> int:
    """Bytes to ask free before a run of ``n`` games (``--until-ci``: 10 batches at most).

    ``run_dir.expected_bytes``: about twice the measured bytes a game adds to the tables,
    plus the report. A run that stops early with ``--until-ci`` is not refused for the
    most games it might play, only for its first ten batches.
    """
    games = n if until_ci is None else min(n, 10 * UNTIL_CI_BATCH)
    return expected_bytes(command, games)


def _interrupt_fields(stop: list[int]) -> dict[str, Any]:
    """The manifest's record of the signal that stopped a partial run."""
    return {"interrupted_by": signal.Signals(stop[0]).name} if stop else {}


def partial_cards(deck: Decklist) -> list[str]:
    """Names of the deck's cards with partial coverage (some Oracle text not simulated)."""
    seen: dict[str, None] = {}
    for entry in deck.main:
        if entry.card.unparsed:
            seen.setdefault(entry.card.display_name, None)
    return list(seen)


def fidelity_of(deck: Decklist) -> dict[str, Any]:
    """The deck's fidelity (issue 26), a plain dict for summaries, manifests and reports.

    The share of its commander and main-deck copies fully simulated, and each partial card
    with what it ignores and withholds (``cards.coverage.fidelity``).
    """
    from deckstats.cards.coverage import fidelity

    return fidelity([(e.count, e.card) for e in (*deck.commander, *deck.main)])


def check_legal(deck: Decklist, deck_format: str | None, rules: str = "modern") -> str:
    """Raise ``DecklistError`` unless ``deck`` is legal in its format; return the format.

    Simulating an illegal deck (too few cards, five copies) would report numbers for a
    deck nobody can play, so the simulating commands refuse it unless told ``none``.
    The rules era's deck construction applies (``RuleSet.min_deck``, ``max_copies``):
    a 1997 deck needs at least 40 cards and has no copy limit (1997 §Game Setup), the
    numbers of the limited check, which is then used for a constructed deck.
    """
    fmt = deck_format or infer_format(deck)
    era = RULESETS.get(rules)
    if fmt == "constructed" and era is not None and era.max_copies is None:
        fmt = "limited" if era.min_deck == era.limited_min_deck else fmt
    problems = validate(deck, fmt, played_only=True)
    if problems:
        listed = "\n".join(str(p) for p in problems)
        raise DecklistError(
            f"{deck.path or deck.name}: not a legal {fmt} deck "
            f"(use --format none to simulate it anyway):\n{listed}",
            tuple(problems),
        )
    return fmt


#: Games per batch of ``--until-ci``: the stopping rule is checked after each batch.


def _check_until_ci(until_ci: float | None) -> None:
    if until_ci is not None and not 0 < until_ci < 0.5:
        raise DeckstatsError(f"--until-ci must be between 0 and 0.5 (got {until_ci})")


def play_batches(
    be: Any,
    task: Any,
    n: int,
    chunk: int,
    stop: list[int],
    until_ci: float | None = None,
    half_width: Callable[[], float] | None = None,
) -> Iterator[Any]:
    """Yield the batches of games ``0 .. n-1`` of ``task`` in game-index order.

    The one loop of every simulating command. Ctrl-C only appends to ``stop`` (see
    ``_SigintFlag``); it is checked after the caller has handled each batch, which then
    raises ``KeyboardInterrupt``: a batch is always kept whole.

    With ``until_ci`` the games are played in blocks of ``UNTIL_CI_BATCH`` consecutive
    indices (``0..999``, ``1000..1999``, ...); after each block ``half_width()`` (the
    caller's main figure over every game so far) is compared with ``until_ci`` and the run
    stops once it is at most ``until_ci``. The blocks are prefixes of the game-index
    sequence, so where the run stops never changes a game: the same seed and ``until_ci``
    give the same games, and the first ``k`` games equal those of a run of ``k`` games.
    """
    step = n if until_ci is None else UNTIL_CI_BATCH
    for lo in range(0, n, step):
        batches = be.batches(task, lo, min(lo + step, n), chunk)
        try:
            for batch in batches:
                yield batch
                if stop:
                    raise RunInterrupted(stop[0])
        finally:
            batches.close()  # cancels the chunks still in flight
        if until_ci is not None and half_width is not None and half_width() <= until_ci:
            return


def _win_half_width(tally: Any) -> float:
    """The 95% Wilson half-width of A's win rate in a ``stats.matchup.MatchupTally``."""
    seat = tally.all
    return wilson_half_width(seat.wins, seat.games)


#: Columns of turns.parquet the goldfish summary needs (its land-drop block), in compact
#: dtypes: a million-game run's turns are read back without the other columns.
_SUMMARY_TURNS = {
    "game_index": "int32",
    "turn": "int16",
    "player": "int8",
    "lands_in_play": "int16",
    "mana_available": "int16",
    "mana_spent": "int16",
    "land_played": "bool",
}
_LAND_DROP_TURNS = 6
#: Columns of games.parquet the goldfish summary needs (``termination`` stays object).
_SUMMARY_GAMES = {
    "game_index": "int32",
    "on_the_play": "bool",
    "mulligans": "int16",
    "won": "bool",
    "kill_turn": "Int64",
    "termination": "string",
}


def write_report(run_dir: Path) -> None:
    """Write ``report.html`` and its PNGs into a run directory (before it moves into place)."""
    from deckstats.cli.report import build_report  # the front end that knows the cards

    build_report(run_dir)


def _raise_if_nothing_played(
    done: int, interrupted: bool, lost: ClusterLostError | None, stop: list[int]
) -> None:
    """A run stopped before its first batch keeps nothing: re-raise why it stopped.

    A lost Dask cluster is raised as such; a signal (Ctrl-C, SIGTERM, SIGHUP: the first
    one noted in ``stop``) as ``RunInterrupted``. With games played the caller keeps them.
    """
    if done:
        return
    if lost is not None:
        raise lost
    if interrupted:
        raise RunInterrupted(stop[0] if stop else signal.SIGINT)


def _land_drops_of(path: Path, n_games: int) -> LandDrops:
    """Feed ``turns.parquet`` to a ``LandDrops`` one row group at a time."""
    import pyarrow.parquet as pq

    drops = LandDrops(n_games, _LAND_DROP_TURNS)
    pf = pq.ParquetFile(path)
    for i in range(pf.num_row_groups):
        group = pf.read_row_group(i, columns=list(_SUMMARY_TURNS))
        drops.add({c: group.column(c).to_numpy() for c in _SUMMARY_TURNS})
    return drops


#: Columns of turns.parquet the statistics blocks read (compact dtypes).
_STATS_TURNS = {
    "game_index": "int32",
    "turn": "int16",
    "player": "int8",
    "lands_in_play": "int16",
    "mana_available": "int16",
    "mana_spent": "int16",
    "colour_screwed": "bool",
}
#: The statistics blocks read the records of at most this many games (the first ones,
#: indices 0 .. N-1): their (game x card) tables then stay well under 1 GB for a run of
#: any length; the blocks say how many games they used. The headline figures (kill turn,
#: P(kill by t), mulligans, land drops) stream over every game.
STATS_MAX_GAMES = 200_000


def deck_cards_frame(dl: Decklist) -> pd.DataFrame:
    """The deck's ``cards`` frame for ``stats.pipelines``: one row per card name.

    Columns ``count``, ``mana_value``, ``type`` (the first of creature, planeswalker,
    instant, sorcery, artifact, enchantment, battle, land) and ``is_land``.
    """
    from deckstats.cards.model import CardType
    from deckstats.engine.info import card_info

    order = [
        ("creature", CardType.CREATURE),
        ("planeswalker", CardType.PLANESWALKER),
        ("instant", CardType.INSTANT),
        ("sorcery", CardType.SORCERY),
        ("artifact", CardType.ARTIFACT),
        ("enchantment", CardType.ENCHANTMENT),
        ("battle", CardType.BATTLE),
        ("land", CardType.LAND),
    ]
    rows: dict[str, dict[str, Any]] = {}
    for card in dl.main_cards():
        row = rows.get(card.name)
        if row is None:
            info = card_info(card)
            kind = next((name for name, flag in order if card.types & flag), "other")
            rows[card.name] = {
                "card": card.name,
                "count": 1,
                "mana_value": card.cost.mana_value if card.cost is not None else 0,
                "type": kind,
                "is_land": bool(info.is_land or info.back_land is not None),
            }
        else:
            row["count"] += 1
    return pd.DataFrame(
        list(rows.values()), columns=["card", "count", "mana_value", "type", "is_land"]
    )


def statistics_of(run_dir: Path, dl: Decklist, max_turns: int) -> dict[str, Any]:
    """The ``statistics`` and ``cross_checks`` blocks of a goldfish run's tables."""
    import pyarrow.parquet as pq

    first = [("game_index", "<", STATS_MAX_GAMES)]
    games = read_table(run_dir / "games.parquet", GAMES_COLUMNS, filters=first)
    turns = read_table(run_dir / "turns.parquet", _STATS_TURNS, filters=first)
    events = pq.read_table(
        run_dir / "events.parquet", read_dictionary=["event", "card"], filters=first
    ).to_pandas()
    cards = deck_cards_frame(dl)
    stats = statistics_blocks(games, turns, events, cards, max_turns)
    stats["games_used"] = {
        "games": len(games),
        "rule": f"the first {STATS_MAX_GAMES:,} games (indices 0 .. {STATS_MAX_GAMES - 1:,}) "
        "at most, to bound memory; the headline figures use every game",
    }
    return {"statistics": stats, "cross_checks": cross_checks(games, turns, cards)}


def _all_rows(table: Any) -> Any:
    import pyarrow as pa

    return pa.array(np.ones(table.num_rows, dtype=bool))


def goldfish(
    deck: str | Path | Decklist,
    n: int = 10_000,
    seed: int | None = None,
    *,
    on: str = "both",
    rules: str = "modern",
    max_turns: int = 20,
    workers: int = 1,
    out: str | Path | None = None,
    progress: Callable[[int], None] | None = None,
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
        n: number of games (the most games with ``until_ci``).
        seed: root seed; ``None`` draws fresh entropy (reported in the manifest).
        on: ``play``, ``draw`` or ``both`` (alternating; even game indices on the play).
        rules: rules era (``modern``).
        max_turns: the deck's own turn cap (games past it end with ``turn_limit``).
        workers: worker processes; the results are identical for any value.
        out: write the run directory here (``manifest.json``, ``summary.json``,
            ``games.parquet``, ``turns.parquet``).
        progress: called with the number of games finished after each batch.
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
    _check_options(n, max_turns, rules, workers)
    if on not in ("play", "draw", "both"):
        raise DeckstatsError(f"--on must be play, draw or both (got {on!r})")
    _check_until_ci(until_ci)
    if chunk_size is not None and chunk_size < 1:
        raise DeckstatsError(f"--chunk-size must be at least 1 (got {chunk_size})")
    dl = deck if isinstance(deck, Decklist) else load_decklist(Path(deck))
    check_legal(dl, deck_format, rules)
    cards = tuple(dl.main_cards())
    if not cards:
        raise DeckstatsError(f"{dl.path or dl.name}: the deck has no main-deck cards")
    need = run_bytes("goldfish", n, until_ci) if out is not None else 0
    if out is not None:
        check_target(Path(out), force, need)
    entropy = root_entropy(seed)
    config = SimConfig(
        deck_name=dl.name,
        cards=cards,
        n_games=n,
        seed=entropy,
        on=on,  # type: ignore[arg-type]
        rules=rules,
        max_turns=max_turns,
        workers=workers,
    )
    scratch = Path(tempfile.mkdtemp(prefix="deckstats-")) if out is None else None
    target = Path(out) if out is not None else Path(scratch or ".") / "run"
    with _SigintFlag():  # from the claim on: a signal ends the run cleanly
        try:
            writer = RunWriter(
                target,
                {"games": GAMES_COLUMNS, "turns": TURNS_COLUMNS, "events": EVENTS_COLUMNS},
                force=force,
                need=need,
            )
        except BaseException:
            if scratch is not None:
                shutil.rmtree(scratch, ignore_errors=True)
            raise
        return _goldfish_run(
            dl,
            config,
            entropy,
            writer,
            scratch,
            out is not None,
            progress,
            backend=backend,
            scheduler=scheduler,
            chunk_size=chunk_size,
            until_ci=until_ci,
            load_tables=load_tables,
            seed_given=seed,
        )


def _goldfish_run(
    dl: Decklist,
    config: SimConfig,
    entropy: int,
    writer: RunWriter,
    scratch: Path | None,
    keep: bool,
    progress: Callable[[int], None] | None,
    **options: Any,
) -> GoldfishRun:
    """``_goldfish_stream``, removing the writer's folder and ``scratch`` if it fails."""
    try:
        return _goldfish_stream(dl, config, entropy, writer, keep, progress, **options)
    except BaseException:
        writer.abort()
        raise
    finally:
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)


def _goldfish_stream(
    dl: Decklist,
    config: SimConfig,
    entropy: int,
    writer: RunWriter,
    keep: bool,
    progress: Callable[[int], None] | None,
    *,
    backend: str,
    scheduler: str | None,
    chunk_size: int | None,
    until_ci: float | None,
    load_tables: bool,
    seed_given: int | None,
) -> GoldfishRun:
    n = config.n_games
    task = goldfish_task(config, entropy)
    kill_counts = np.zeros(config.max_turns + 2, dtype=np.int64)
    done = 0
    interrupted = False
    start = time.perf_counter()
    described: dict[str, Any] = {"backend": backend, "workers": config.workers}
    chunk = chunk_size
    # Ctrl-C only sets a flag, checked between batches: a batch is always written whole
    # (games and turns), and the run stops after the last complete one.
    lost: ClusterLostError | None = None
    with _SigintFlag() as stop:
        try:
            with open_backend(backend, config.workers, scheduler, stop) as be:
                described = be.describe()
                chunk = chunk_size or default_chunk_size(n, be.workers)
                for batch in play_batches(
                    be,
                    task,
                    n,
                    chunk,
                    stop,
                    until_ci,
                    lambda: float(main_figure(kill_counts, done)["half_width"]),  # noqa: B023 (current done)
                ):
                    writer.append(
                        {"games": batch.games, "turns": batch.turns, "events": batch.events},
                        batch.n_games,
                    )
                    for won, kt in zip(batch.games["won"], batch.games["kill_turn"], strict=True):
                        if won and kt is not None:
                            kill_counts[min(int(kt), len(kill_counts) - 1)] += 1
                    done = batch.stop
                    if progress is not None:
                        progress(batch.n_games)
        except (KeyboardInterrupt, ClusterLostError) as exc:
            interrupted = True  # a lost cluster keeps the finished games too
            lost = exc if isinstance(exc, ClusterLostError) else None
    wall = time.perf_counter() - start
    _raise_if_nothing_played(done, interrupted, lost, stop)
    tmp = writer.close_tables()
    summary_games = read_compact(tmp / "games.parquet", _SUMMARY_GAMES, _all_rows)
    drops = _land_drops_of(tmp / "turns.parquet", done)
    deck_file = Path(dl.path).name if dl.path else dl.name
    summary: dict[str, Any] = {
        "command": "goldfish",
        "games": done,
        "seed": entropy,
        "rules": config.rules,
        "deck": deck_file,
        "max_turns": config.max_turns,
        "on": config.on,
        "agent": config.agent,
        "partial_cards": partial_cards(dl),
        "fidelity": fidelity_of(dl),
        "definitions": dict(GOLDFISH_DEFINITIONS),
    }
    if interrupted:
        summary["partial"] = True
    # the land-drop blocks come from LandDrops (row group by row group: bounded memory)
    no_turns = pd.DataFrame({c: pd.Series(dtype=dt) for c, dt in _SUMMARY_TURNS.items()})
    summary.update(goldfish_summary(summary_games, no_turns, config.max_turns))
    play = summary_games["on_the_play"].to_numpy()
    for key, mask in (("all", None), ("on_the_play", play), ("on_the_draw", ~play)):
        summary[key]["land_drops"] = drops.block(mask)
    del summary_games, drops
    summary["definitions"].update(STATISTICS_DEFINITIONS)
    summary.update(statistics_of(tmp, dl, config.max_turns))
    if until_ci is not None:
        figure = main_figure(kill_counts, done)
        block = until_ci_block(
            until_ci, n, done, "P(kill by the median kill turn)", figure["half_width"]
        )
        block["median_kill_turn"] = figure["median_kill_turn"]
        block["p_kill_by_median"] = round(figure["p"], 6)
        block["ci95"] = [round(x, 6) for x in figure["ci95"]]
        summary["until_ci"] = block
    manifest: dict[str, Any] = {
        "command": "goldfish",
        "seed": entropy,
        "seed_given": seed_given,
        "n_games": n,
        "games_completed": done,
        "partial": interrupted,
        **(_interrupt_fields(stop) if interrupted else {}),
        **({"stopped_by": str(lost)} if lost is not None else {}),
        "rules": config.rules,
        "on": config.on,
        "max_turns": config.max_turns,
        "workers": described["workers"],
        "agent": config.agent,
        "version": __version__,
        "engine_mode": _native.MODE,
        "python": platform.python_version(),
        "numpy": np.__version__,
        "seeding": "numpy SeedSequence(seed, spawn_key=(game_index,)), 5 streams per game",
        "config": {
            "deck_name": config.deck_name,
            "n_games": n,
            "seed": entropy,
            "on": config.on,
            "rules": config.rules,
            "max_turns": config.max_turns,
            "agent": config.agent,
            "until_ci": until_ci,
            "until_ci_batch": UNTIL_CI_BATCH if until_ci is not None else None,
        },
        "execution": {**described, "chunk_size": chunk},
        "wall_time_s": round(wall, 3),
        "games_per_s": round(done / wall, 1) if wall > 0 else None,
        "decks": [
            {
                "name": dl.name,
                "file": str(dl.path) if dl.path else None,
                "sha256": dl.sha256,
                "cards": len(config.cards),
                "text": dl.text,
                "fidelity": fidelity_of(dl),
            }
        ],
        "card_index": index_summary(),
        "keep_policy": STATISTICS_DEFINITIONS["keep_policy"],
    }
    games = read_table(tmp / "games.parquet", GAMES_COLUMNS) if load_tables else None
    turns = read_table(tmp / "turns.parquet", TURNS_COLUMNS) if load_tables else None
    events = read_table(tmp / "events.parquet", EVENTS_COLUMNS) if load_tables else None
    out_dir = writer.finish(manifest, summary, write_report) if keep else None
    if not keep:
        writer.abort()
    return GoldfishRun(
        games=games,
        turns=turns,
        summary=summary,
        manifest=manifest,
        out_dir=out_dir,
        events=events,
    )


@dataclass(frozen=True)
class RerunResult:
    """The outcome of ``rerun``: whether every game repeated bit for bit."""

    identical: bool
    games: int
    message: str
    card_index_changed: bool


def _first_difference(a: Path, b: Path, key: str = "game_index") -> str | None:
    """The first column (and game) where two Parquet tables differ; ``None`` if equal.

    Compared one column at a time, so a run of millions of turn rows is never held whole.
    """
    import pyarrow.parquet as pq

    fa, fb = pq.ParquetFile(a), pq.ParquetFile(b)
    if fa.schema_arrow != fb.schema_arrow:
        return f"{a.name}: the columns differ"
    if fa.metadata.num_rows != fb.metadata.num_rows:
        return f"{a.name}: {fa.metadata.num_rows} rows against {fb.metadata.num_rows}"
    for col in fa.schema_arrow.names:
        ca = pq.read_table(a, columns=[col]).column(0)
        cb = pq.read_table(b, columns=[col]).column(0)
        if not ca.equals(cb):
            va, vb = ca.to_numpy(zero_copy_only=False), cb.to_numpy(zero_copy_only=False)
            row = int(np.flatnonzero(pd.Series(va).ne(pd.Series(vb)).to_numpy())[0])
            game = pq.read_table(a, columns=[key]).column(0)[row].as_py()
            return f"{a.name}: column {col!r} differs first at game {game}"
    return None


def _stored_deck(info: dict[str, Any], path: Path) -> Decklist:
    """A decklist from its text in a manifest, after checking the stored SHA-256."""
    text = info["text"]
    if hashlib.sha256(text.encode("utf-8")).hexdigest() != info.get("sha256"):
        raise DeckstatsError(
            f"{path}: the stored decklist of {info.get('name')!r} does not match its SHA-256"
        )
    return parse_decklist(text, source=info.get("file") or f"{info['name']}.txt")


def _reason(exc: BaseException) -> str:
    lines = str(exc).strip().splitlines()
    return lines[0][:120] if lines else type(exc).__name__


def _stored_rows(run: Path) -> int:
    """Rows of the run's ``games.parquet`` (its footer only); every table must be readable.

    Raises:
        DeckstatsError: a table that is not a readable Parquet file (truncated, say).
    """
    import pyarrow as pa
    import pyarrow.parquet as pq

    rows = 0
    for table in ("games", "turns", "events"):
        file = run / f"{table}.parquet"
        if table == "events" and not file.is_file():
            continue
        try:
            meta = pq.ParquetFile(file).metadata
        except (OSError, ValueError, pa.ArrowException) as exc:
            raise DeckstatsError(
                f"{file}: not a readable Parquet table ({_reason(exc)}); the run is damaged"
            ) from None
        if table == "games":
            rows = int(meta.num_rows)
    return rows


#: The commands ``rerun`` repeats.
RERUN_COMMANDS = ("goldfish", "matchup", "gauntlet")


def rerun(run_dir: str | Path, *, workers: int = 1, backend: str = "process") -> RerunResult:
    """Repeat a goldfish, matchup or gauntlet run from its ``manifest.json``; compare every game.

    The decklists come from the text stored in the manifest (each SHA-256 is checked), and
    the games are played again with the recorded seed, rules, turn cap, play/draw rule and
    players (any worker count or backend: results never depend on them): the games
    ``0 .. games_completed-1`` of a goldfish or matchup run (a partial or ``--until-ci``
    run included), and a gauntlet with its ``-n``, ``--until-ci`` and ``--matrix``.
    ``games.parquet``, ``turns.parquet`` and (when the run has it) ``events.parquet`` are
    then compared value for value.
    """
    run = Path(run_dir)
    path = run / "manifest.json"
    if not run.is_dir() or not path.is_file():
        raise DeckstatsError(f"{run}: not a run directory (no manifest.json)")
    manifest = read_manifest(path)  # size, depth, types and ranges: one line if not
    try:
        command = manifest.get("command")
        infos = list(manifest["decks"])
        n = int(manifest.get("games_completed") or manifest["n_games"])
        seed = int(manifest["seed"])
        common: dict[str, Any] = {
            "seed": seed,
            "on": manifest["on"],
            "rules": manifest["rules"],
            "max_turns": int(manifest["max_turns"]),
        }
        if command in ("matchup", "gauntlet"):
            common["player_a"] = manifest["player_a"]
            common["player_b"] = manifest["player_b"]
    except (ValueError, KeyError, IndexError, TypeError, AttributeError) as exc:
        raise DeckstatsError(f"{path}: not a readable run manifest ({exc!r})") from None
    if command not in RERUN_COMMANDS:
        raise DeckstatsError(
            f"{path}: rerun knows {', '.join(RERUN_COMMANDS)} runs (this is {command!r})"
        )
    need = 1 if command == "goldfish" else 2
    if len(infos) < need:
        raise DeckstatsError(f"{path}: not a readable run manifest (too few decks)")
    for table in ("games", "turns"):
        if not (run / f"{table}.parquet").is_file():
            raise DeckstatsError(f"{run}: not a complete run (no {table}.parquet)")
    stored = _stored_rows(run)
    # The games played again are bounded by the games stored, never by the manifest alone
    # (a manifest edited to 10^9 games would otherwise play until killed).
    if command != "gauntlet" and n != stored:
        raise DeckstatsError(
            f"{path}: the manifest records {n} games but games.parquet holds {stored}: "
            f"not a consistent run"
        )
    gauntlet_n = int(manifest["n_games"]) if command == "gauntlet" else 0
    if command == "gauntlet" and manifest.get("until_ci") is None and gauntlet_n > stored:
        raise DeckstatsError(
            f"{path}: the manifest records {manifest['n_games']} games per pairing but "
            f"games.parquet holds {stored} in all: not a consistent run"
        )
    try:
        decks = [_stored_deck(info, path) for info in infos]
    except (KeyError, TypeError) as exc:
        raise DeckstatsError(f"{path}: not a readable run manifest ({exc!r})") from None
    index_changed = index_summary() != manifest.get("card_index")
    scratch = Path(tempfile.mkdtemp(prefix="deckstats-rerun-"))
    again = scratch / "run"
    options: dict[str, Any] = {
        **common,
        "workers": workers,
        "backend": backend,
        "out": again,
        "deck_format": "none",
        "load_tables": False,
    }
    try:
        if command == "goldfish":
            goldfish(decks[0], n=n, **options)
        elif command == "matchup":
            matchup(decks[0], decks[1], n=n, **options)  # a prefix: no stopping rule
        else:
            until_ci = manifest.get("until_ci")
            gauntlet(
                decks[0],
                tuple(decks[1:]),
                # With --until-ci no pairing played more games than the file holds in all.
                n=min(int(manifest["n_games"]), stored),
                matrix=bool(manifest.get("matrix")),
                until_ci=None if until_ci is None else float(until_ci),
                **options,
            )
        import pyarrow as pa
        import pyarrow.parquet as pq

        n = int(pq.ParquetFile(run / "games.parquet").metadata.num_rows)
        diff = None
        for table in ("games", "turns", "events"):  # events.parquet: runs that record it
            if diff is None and (table != "events" or (run / "events.parquet").is_file()):
                try:
                    diff = _first_difference(run / f"{table}.parquet", again / f"{table}.parquet")
                except (OSError, ValueError, pa.ArrowException) as exc:
                    diff = f"{table}.parquet cannot be read ({_reason(exc)})"
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    note = " (the card-data index has changed since the run)" if index_changed else ""
    if diff is None:
        msg = f"identical: all {n} games of {run} repeat exactly (seed {seed}){note}"
    else:
        msg = f"not identical: {diff} ({run}, seed {seed}){note}"
    return RerunResult(diff is None, n, msg, index_changed)


# --------------------------------------------------------------------------- matchups


@dataclass(frozen=True)
class MatchupRun:
    """The result of a matchup run: tidy tables, the summary and the manifest."""

    games: pd.DataFrame | None
    turns: pd.DataFrame | None
    summary: dict[str, Any]
    manifest: dict[str, Any]
    out_dir: Path | None = None


@dataclass(frozen=True)
class GauntletRun:
    """The result of a gauntlet run: every game, the per-opponent and weighted summary."""

    games: pd.DataFrame | None
    turns: pd.DataFrame | None
    summary: dict[str, Any]
    manifest: dict[str, Any]
    out_dir: Path | None = None
    matrix: pd.DataFrame | None = None


def check_player(name: str) -> None:
    """Raise ``DeckstatsError`` (one line listing the known names) for an unknown player."""
    from deckstats.players import AGENTS

    if name not in AGENTS:
        raise DeckstatsError(f"unknown player {name!r} (known: {', '.join(sorted(AGENTS))})")


def played_deck(deck: str | Path | Decklist, deck_format: str | None) -> Decklist:
    """Load a deck to play (if a path), check it is legal and has a main deck."""
    dl = deck if isinstance(deck, Decklist) else load_decklist(Path(deck))
    check_legal(dl, deck_format)
    if not dl.main_cards():
        raise DeckstatsError(f"{dl.path or dl.name}: the deck has no main-deck cards")
    return dl


def _check_sim_options(
    n: int, max_turns: int, rules: str, workers: int, on: str, chunk_size: int | None
) -> None:
    _check_options(n, max_turns, rules, workers)
    if on not in ("play", "draw", "both"):
        raise DeckstatsError(f"--on must be play, draw or both (got {on!r})")
    if chunk_size is not None and chunk_size < 1:
        raise DeckstatsError(f"--chunk-size must be at least 1 (got {chunk_size})")


#: The signals that end a run cleanly: Ctrl-C, SIGTERM, and SIGHUP (its terminal closed).
STOP_SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)
)


class _SigintFlag:
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
        if _SigintFlag._active is not None:
            self.stop = _SigintFlag._active
            return self.stop
        if threading.current_thread() is threading.main_thread():
            for signum in self._SIGNALS:
                self._old[signum] = signal.signal(
                    signum, lambda signum, frame: self.stop.append(signum)
                )
            _SigintFlag._active = self.stop
        return self.stop

    def __exit__(self, *exc: object) -> None:
        if self._old:
            _SigintFlag._active = None
            for signum, old in self._old.items():
                signal.signal(signum, old)
            self._old.clear()


class _SignalsRaise:
    """SIGINT and SIGTERM raise ``RunInterrupted`` at once, in the main thread.

    For a run that keeps no partial games (``compare``): its cleanup (the claimed
    directory, the worker pool) runs as for Ctrl-C, and the command line exits 130 or 143.
    """

    def __init__(self) -> None:
        self._old: dict[int, Any] = {}

    @staticmethod
    def _raise(signum: int, frame: object) -> None:
        raise RunInterrupted(signum)

    def __enter__(self) -> None:
        if threading.current_thread() is threading.main_thread():
            for signum in STOP_SIGNALS:
                self._old[signum] = signal.signal(signum, self._raise)

    def __exit__(self, *exc: object) -> None:
        for signum, old in self._old.items():
            signal.signal(signum, old)
        self._old.clear()


def _deck_entry(dl: Decklist) -> dict[str, Any]:
    return {
        "name": dl.name,
        "file": str(dl.path) if dl.path else None,
        "sha256": dl.sha256,
        "cards": len(dl.main_cards()),
        "text": dl.text,
        "fidelity": fidelity_of(dl),
    }


def _deck_file(dl: Decklist) -> str:
    return Path(dl.path).name if dl.path else dl.name


_MATCHUP_SEEDING = (
    "numpy SeedSequence(seed, spawn_key=(pair,)), 5 streams per pair (engine, shuffle A, "
    "shuffle B, agent A, agent B); with on=both pair = game_index // 2 (games 2j and 2j+1 "
    "share every stream, A on the play in the even one), else pair = game_index"
)


def matchup(
    a: str | Path | Decklist,
    b: str | Path | Decklist,
    n: int = 1000,
    seed: int | None = None,
    *,
    player_a: str = "auto",
    player_b: str = "auto",
    on: str = "both",
    rules: str = "modern",
    max_turns: int = 20,
    workers: int = 1,
    out: str | Path | None = None,
    progress: Callable[[int], None] | None = None,
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
        n: number of games.
        seed: root seed; ``None`` draws fresh entropy (reported in the summary).
        player_a: deck A's agent name (default ``auto``).
        player_b: deck B's agent name (default ``auto``).
        on: ``both`` (alternating, paired), ``play`` or ``draw`` (A's seat in every game).
        rules: rules era.
        max_turns: deck A's own turn cap (games past it end with ``turn_limit``).
        workers: worker processes; the results are identical for any value.
        out: write the run directory here.
        progress: called with the number of games finished after each batch.
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
    from deckstats.sim.matchup import MatchupConfig, agent_profile, matchup_task
    from deckstats.stats.matchup import MATCHUP_DEFINITIONS, MATCHUP_GAMES_COLUMNS, MatchupTally

    _check_sim_options(n, max_turns, rules, workers, on, chunk_size)
    _check_until_ci(until_ci)
    check_player(player_a)
    check_player(player_b)
    dla = played_deck(a, deck_format)
    dlb = played_deck(b, deck_format)
    need = run_bytes("matchup", n, until_ci) if out is not None else 0
    if out is not None:
        check_target(Path(out), force, need)
    entropy = root_entropy(seed)
    config = MatchupConfig(
        deck_a=dla.name,
        deck_b=dlb.name,
        cards_a=tuple(dla.main_cards()),
        cards_b=tuple(dlb.main_cards()),
        n_games=n,
        seed=entropy,
        on=on,  # type: ignore[arg-type]
        rules=rules,
        max_turns=max_turns,
        player_a=player_a,
        player_b=player_b,
        workers=workers,
    )
    profiles = (
        agent_profile(player_a, config.cards_a),
        agent_profile(player_b, config.cards_b),
    )
    with _SigintFlag():  # from the claim on: a signal ends the run cleanly
        scratch = Path(tempfile.mkdtemp(prefix="deckstats-")) if out is None else None
        target = Path(out) if out is not None else Path(scratch or ".") / "run"
        try:
            writer = RunWriter(
                target,
                {"games": MATCHUP_GAMES_COLUMNS, "turns": TURNS_COLUMNS, "events": EVENTS_COLUMNS},
                force=force,
                need=need,
            )
        except BaseException:
            if scratch is not None:
                shutil.rmtree(scratch, ignore_errors=True)
            raise
        try:
            tally = MatchupTally()
            done = 0
            interrupted = False
            described: dict[str, Any] = {"backend": backend, "workers": workers}
            chunk = chunk_size
            task = matchup_task(config, entropy)
            start = time.perf_counter()
            lost: ClusterLostError | None = None
            with _SigintFlag() as stop:
                try:
                    with open_backend(backend, workers, scheduler, stop) as be:
                        described = be.describe()
                        chunk = chunk_size or default_chunk_size(n, be.workers)
                        for batch in play_batches(
                            be, task, n, chunk, stop, until_ci, lambda: _win_half_width(tally)
                        ):
                            writer.append(
                                {
                                    "games": batch.games,
                                    "turns": batch.turns,
                                    "events": batch.events,
                                },
                                batch.n_games,
                            )
                            tally.add(batch.games)
                            done = batch.stop
                            if progress is not None:
                                progress(batch.n_games)
                except (KeyboardInterrupt, ClusterLostError) as exc:
                    interrupted = True  # a lost cluster keeps the finished games too
                    lost = exc if isinstance(exc, ClusterLostError) else None
            wall = time.perf_counter() - start
            _raise_if_nothing_played(done, interrupted, lost, stop)
            tmp = writer.close_tables()
            summary: dict[str, Any] = {
                "command": "matchup",
                "games": done,
                "seed": entropy,
                "rules": rules,
                "deck_a": _deck_file(dla),
                "deck_b": _deck_file(dlb),
                "player_a": player_a,
                "player_b": player_b,
                "profile_a": profiles[0],
                "profile_b": profiles[1],
                "on": on,
                "max_turns": max_turns,
            }
            if interrupted:
                summary["partial"] = True
            summary.update(tally.summary())
            summary["partial_cards"] = {
                _deck_file(dla): partial_cards(dla),
                _deck_file(dlb): partial_cards(dlb),
            }
            summary["fidelity"] = {_deck_file(d): fidelity_of(d) for d in (dla, dlb)}
            summary["definitions"] = dict(MATCHUP_DEFINITIONS)
            if until_ci is not None:
                summary["until_ci"] = until_ci_block(
                    until_ci, n, done, "A's win rate", _win_half_width(tally)
                )
            manifest: dict[str, Any] = {
                "command": "matchup",
                "seed": entropy,
                "seed_given": seed,
                "n_games": n,
                "games_completed": done,
                "partial": interrupted,
                **(_interrupt_fields(stop) if interrupted else {}),
                **({"stopped_by": str(lost)} if lost is not None else {}),
                "rules": rules,
                "on": on,
                "max_turns": max_turns,
                "workers": described["workers"],
                "player_a": player_a,
                "player_b": player_b,
                "until_ci": until_ci,
                "until_ci_batch": UNTIL_CI_BATCH if until_ci is not None else None,
                "version": __version__,
                "engine_mode": _native.MODE,
                "python": platform.python_version(),
                "numpy": np.__version__,
                "seeding": _MATCHUP_SEEDING,
                "execution": {**described, "chunk_size": chunk},
                "wall_time_s": round(wall, 3),
                "games_per_s": round(done / wall, 1) if wall > 0 else None,
                "decks": [_deck_entry(dla), _deck_entry(dlb)],
                "card_index": index_summary(),
            }
            games = (
                read_table(tmp / "games.parquet", MATCHUP_GAMES_COLUMNS) if load_tables else None
            )
            turns = read_table(tmp / "turns.parquet", TURNS_COLUMNS) if load_tables else None
            out_dir = writer.finish(manifest, summary, write_report) if out is not None else None
            if out is None:
                writer.abort()
            return MatchupRun(games, turns, summary, manifest, out_dir)
        except BaseException:
            writer.abort()
            raise
        finally:
            if scratch is not None:
                shutil.rmtree(scratch, ignore_errors=True)


def _shares_keys(dl: Decklist) -> list[str]:
    keys = [dl.name, _deck_file(dl)]
    if dl.path:
        keys += [str(dl.path), Path(dl.path).stem]
    return keys


def gauntlet(
    deck: str | Path | Decklist,
    field: list[str | Path | Decklist] | tuple[str | Path | Decklist, ...],
    n: int = 1000,
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
    workers: int = 1,
    out: str | Path | None = None,
    progress: Callable[[int], None] | None = None,
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
    from deckstats.sim.matchup import MatchupConfig, matchup_task
    from deckstats.stats.matchup import (
        MATCHUP_DEFINITIONS,
        MATCHUP_GAMES_COLUMNS,
        MatchupTally,
        equal_shares,
        expected_win_rate,
        read_shares,
    )

    _check_sim_options(n, max_turns, rules, workers, on, chunk_size)
    _check_until_ci(until_ci)
    check_player(player_a)
    check_player(player_b)
    if not field:
        raise DeckstatsError("a gauntlet needs at least one field deck")
    dl0 = played_deck(deck, deck_format)
    fdls = [played_deck(d, deck_format) for d in field]
    names = [d.name for d in fdls]
    for i, name in enumerate(names):
        if name in names[:i]:
            raise DeckstatsError(f"field deck {name!r} given twice")
    decks = [dl0, *fdls]
    if matrix and dl0.name in names:
        raise DeckstatsError(f"--matrix needs distinct decks ({dl0.name!r} is also in the field)")
    keys = {d.name: _shares_keys(d) for d in fdls}
    if shares is None:
        used = equal_shares(names)
        source = "equal"
    elif isinstance(shares, dict):
        used = _shares_from_mapping(shares, keys, normalize)
        source = "dict"
    else:
        used = read_shares(Path(shares), keys, normalize)
        source = str(shares)
    matchups = len(field) + (len(field) * (len(field) - 1) // 2 if matrix else 0)
    need = run_bytes("gauntlet", n, until_ci) * matchups if out is not None else 0
    if out is not None:
        check_target(Path(out), force, need)
    entropy = root_entropy(seed)
    pairs = [(0, k) for k in range(1, len(decks))]
    if matrix:
        pairs += [(r, c) for r in range(1, len(decks)) for c in range(r + 1, len(decks))]
    configs = {
        (r, c): MatchupConfig(
            deck_a=decks[r].name,
            deck_b=decks[c].name,
            cards_a=tuple(decks[r].main_cards()),
            cards_b=tuple(decks[c].main_cards()),
            n_games=n,
            seed=entropy,
            on=on,  # type: ignore[arg-type]
            rules=rules,
            max_turns=max_turns,
            player_a=player_a if r == 0 else player_b,
            player_b=player_b,
            workers=workers,
            stream_key=(r, c),
        )
        for r, c in pairs
    }
    turn_schema = {"deck": "string", "opponent": "string", **TURNS_COLUMNS}
    with _SigintFlag():  # from the claim on: a signal ends the run cleanly
        scratch = Path(tempfile.mkdtemp(prefix="deckstats-")) if out is None else None
        target = Path(out) if out is not None else Path(scratch or ".") / "run"
        try:
            writer = RunWriter(
                target,
                {"games": MATCHUP_GAMES_COLUMNS, "turns": turn_schema},
                force=force,
                need=need,
            )
        except BaseException:
            if scratch is not None:
                shutil.rmtree(scratch, ignore_errors=True)
            raise
        try:
            tallies = {pair: MatchupTally() for pair in pairs}
            start = time.perf_counter()
            with _SigintFlag() as stop, open_backend(backend, workers, scheduler, stop) as be:
                described = be.describe()
                chunk = chunk_size or default_chunk_size(n, be.workers)
                for pair in pairs:
                    cfg = configs[pair]
                    tally = tallies[pair]
                    for batch in play_batches(
                        be,
                        matchup_task(cfg, entropy),
                        n,
                        chunk,
                        stop,
                        until_ci,
                        partial(_win_half_width, tally),
                    ):
                        rows = len(batch.turns["game_index"])
                        turns_cols = {
                            "deck": [cfg.deck_a] * rows,
                            "opponent": [cfg.deck_b] * rows,
                            **batch.turns,
                        }
                        writer.append({"games": batch.games, "turns": turns_cols}, batch.n_games)
                        tally.add(batch.games)
                        if progress is not None:
                            progress(batch.n_games)
            wall = time.perf_counter() - start
            tmp = writer.close_tables()
            opponents: dict[str, Any] = {}
            for k, name in enumerate(names, start=1):
                block = tallies[(0, k)].summary()
                block["share"] = round(used[name], 6)
                block["player"] = player_b
                opponents[name] = block
            results = {
                name: (tallies[(0, k)].all.wins, tallies[(0, k)].all.games)
                for k, name in enumerate(names, start=1)
            }
            summary: dict[str, Any] = {
                "command": "gauntlet",
                "games": sum(t.all.games for t in tallies.values()),
                "games_per_matchup": n,
                "seed": entropy,
                "rules": rules,
                "deck": _deck_file(dl0),
                "field": [_deck_file(d) for d in fdls],
                "player_a": player_a,
                "player_b": player_b,
                "on": on,
                "max_turns": max_turns,
                "shares": {k: round(v, 6) for k, v in used.items()},
                "shares_source": source,
                "normalized": bool(normalize),
                "fidelity": {_deck_file(d): fidelity_of(d) for d in decks},
                **expected_win_rate(used, results),
                "opponents": opponents,
                "definitions": {
                    **MATCHUP_DEFINITIONS,
                    "expected_win_rate": "sum over the field of share x the deck's win rate "
                    "against that field deck",
                    "expected_win_rate_ci95": "normal 95% interval, estimate +- 1.959963985 sd "
                    "with sd^2 = sum share^2 p (1 - p) / n over the field (the matchups are "
                    "played on independent seed streams), clipped to [0, 1]",
                },
            }
            if until_ci is not None:
                per = {
                    f"{decks[r].name} vs {decks[c].name}": {
                        "games_played": tallies[(r, c)].all.games,
                        "half_width": round(_win_half_width(tallies[(r, c)]), 6),
                    }
                    for r, c in pairs
                }
                widest = max(v["half_width"] for v in per.values())
                block = until_ci_block(
                    until_ci,
                    n,
                    summary["games"],
                    "the row deck's win rate in every matchup",
                    widest,
                )
                block["rule"] += " per matchup"
                block["max_games"] = n  # per matchup
                block["matchups"] = per
                summary["until_ci"] = block
            table = None
            if matrix:
                table = win_rate_matrix([d.name for d in decks], tallies)
                summary["matrix"] = {
                    row: {
                        col: (None if pd.isna(v) else round(float(v), 4)) for col, v in vals.items()
                    }
                    for row, vals in table.to_dict(orient="index").items()
                }
            manifest: dict[str, Any] = {
                "command": "gauntlet",
                "seed": entropy,
                "seed_given": seed,
                "n_games": n,
                "rules": rules,
                "on": on,
                "max_turns": max_turns,
                "player_a": player_a,
                "player_b": player_b,
                "matrix": matrix,
                "until_ci": until_ci,
                "until_ci_batch": UNTIL_CI_BATCH if until_ci is not None else None,
                "version": __version__,
                "engine_mode": _native.MODE,
                "python": platform.python_version(),
                "numpy": np.__version__,
                "seeding": "numpy SeedSequence(seed, spawn_key=(r, c, pair)) for the matchup of "
                "decks r < c (0: the deck, 1..m: the field in order); pairs as in a matchup",
                "execution": {**described, "chunk_size": chunk},
                "wall_time_s": round(wall, 3),
                "decks": [_deck_entry(d) for d in decks],
                "card_index": index_summary(),
            }
            games = (
                read_table(tmp / "games.parquet", MATCHUP_GAMES_COLUMNS) if load_tables else None
            )
            turns = read_table(tmp / "turns.parquet", turn_schema) if load_tables else None

            def extra(path: Path) -> None:
                if table is not None:
                    table.to_csv(path / "matrix.csv", float_format="%.4f")
                write_report(path)

            out_dir = writer.finish(manifest, summary, extra) if out is not None else None
            if out is None:
                writer.abort()
            return GauntletRun(games, turns, summary, manifest, out_dir, table)
        except BaseException:
            writer.abort()
            raise
        finally:
            if scratch is not None:
                shutil.rmtree(scratch, ignore_errors=True)


def _shares_from_mapping(
    shares: dict[str, float], keys: dict[str, list[str]], normalize: bool
) -> dict[str, float]:
    """``read_shares`` for a dict given to the API (written to a scratch JSON file)."""
    from deckstats.stats.matchup import read_shares

    with tempfile.TemporaryDirectory(prefix="deckstats-shares-") as tmp:
        path = Path(tmp) / "shares.json"
        path.write_text(json.dumps(shares), encoding="utf-8")
        return read_shares(path, keys, normalize)


@dataclass(frozen=True)
class CompareRun:
    """The result of ``compare``: both decks' tables (``variant`` a/b) and the summary."""

    games: pd.DataFrame
    turns: pd.DataFrame
    summary: dict[str, Any]
    manifest: dict[str, Any]
    out_dir: Path | None = None


_COMPARE_SEEDING = (
    "game i of deck A and game i of deck B use the same streams (goldfish: "
    "SeedSequence(seed, spawn_key=(i, k)); with --vs: the matchup pair streams), and deck "
    "B's list is put in A's order (shared cards at the same positions, B's own cards in "
    "the places of A's), so both games draw the same positions"
)


def compare(
    a: str | Path | Decklist,
    b: str | Path | Decklist,
    n: int = 2000,
    seed: int | None = None,
    *,
    vs: str | Path | Decklist | None = None,
    player: str = "auto",
    player_vs: str = "auto",
    on: str = "both",
    rules: str = "modern",
    max_turns: int = 20,
    workers: int = 1,
    out: str | Path | None = None,
    progress: Callable[[int], None] | None = None,
    deck_format: str | None = None,
    backend: str = "process",
    scheduler: str | None = None,
    until_ci: float | None = None,
    force: bool = False,
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

    Raises:
        DeckstatsError: bad options, an unreadable or illegal deck, two decks of
            different formats, or nothing to compare (``n`` < 1).
        RunDirError: ``out`` cannot be written (checked before the first game).
    """
    if n < 1:
        raise DeckstatsError(f"nothing to compare: -n must be at least 1 (got {n})")
    _check_sim_options(n, max_turns, rules, workers, on, None)
    if until_ci is not None and not 0 < until_ci < 0.5:
        raise DeckstatsError(f"--until-ci must be between 0 and 0.5 (got {until_ci})")
    if vs is not None:
        check_player(player)
        check_player(player_vs)
    dla = played_deck(a, deck_format)
    dlb = played_deck(b, deck_format)
    fa, fb = infer_format(dla), infer_format(dlb)
    if deck_format is None and fa != fb:
        raise DeckstatsError(
            f"{dla.path}: a {fa} deck and {dlb.path}: a {fb} deck cannot be compared "
            f"(use --format to check both as one format)"
        )
    dlv = played_deck(vs, deck_format) if vs is not None else None
    # the run directory is claimed (checked, locked) before the first game; Ctrl-C or
    # SIGTERM stop a comparison at once (it keeps no partial run) and remove the claim
    need = 2 * run_bytes("compare", n, until_ci) if out is not None else 0
    claim: RunClaim | None = None
    with _SignalsRaise():
        try:
            claim = RunClaim(Path(out), force=force, need=need) if out is not None else None
            return _compare_run(
                dla,
                dlb,
                dlv,
                claim,
                n,
                seed,
                player=player,
                player_vs=player_vs,
                on=on,
                rules=rules,
                max_turns=max_turns,
                workers=workers,
                progress=progress,
                backend=backend,
                scheduler=scheduler,
                until_ci=until_ci,
            )
        except BaseException:
            if claim is not None:
                claim.abort()
            raise


def _compare_run(
    dla: Decklist,
    dlb: Decklist,
    dlv: Decklist | None,
    claim: RunClaim | None,
    n: int,
    seed: int | None,
    *,
    player: str,
    player_vs: str,
    on: str,
    rules: str,
    max_turns: int,
    workers: int,
    progress: Callable[[int], None] | None,
    backend: str,
    scheduler: str | None,
    until_ci: float | None,
) -> CompareRun:
    """The games and tables of ``compare``; written through ``claim`` (``None``: kept in memory)."""
    from deckstats.sim.compare import align, paired_goldfish, paired_matchup, shared_positions
    from deckstats.sim.matchup import MatchupConfig
    from deckstats.stats.compare import compare_summary, paired_proportion, win_by_turn

    entropy = root_entropy(seed)
    cards_a = tuple(dla.main_cards())
    cards_b = tuple(dlb.main_cards())
    name_a = dla.name
    name_b = dlb.name if dlb.name != dla.name else f"{dlb.name} (B)"
    start_t = time.perf_counter()
    parts: list[Any] = []
    done = 0
    target_t: int | None = None

    def play(lo: int, hi: int) -> Any:
        if dlv is None:
            config = SimConfig(
                deck_name=name_a,
                cards=cards_a,
                n_games=n,
                seed=entropy,
                on=on,  # type: ignore[arg-type]
                rules=rules,
                max_turns=max_turns,
                workers=workers,
            )
            return paired_goldfish(
                config,
                cards_b,
                name_b,
                entropy,
                lo,
                hi,
                backend=backend,
                scheduler=scheduler,
                progress=progress,
            )
        mconfig = MatchupConfig(
            deck_a=name_a,
            deck_b=dlv.name,
            cards_a=cards_a,
            cards_b=tuple(dlv.main_cards()),
            n_games=n,
            seed=entropy,
            on=on,  # type: ignore[arg-type]
            rules=rules,
            max_turns=max_turns,
            player_a=player,
            player_b=player_vs,
            workers=workers,
        )
        return paired_matchup(
            mconfig,
            cards_b,
            name_b,
            entropy,
            lo,
            hi,
            backend=backend,
            scheduler=scheduler,
            progress=progress,
        )

    def frames() -> tuple[pd.DataFrame, pd.DataFrame, pd.DataFrame, pd.DataFrame]:
        ga = pd.concat([pd.DataFrame(p.games_a) for p in parts], ignore_index=True)
        gb = pd.concat([pd.DataFrame(p.games_b) for p in parts], ignore_index=True)
        ta = pd.concat([pd.DataFrame(p.turns_a) for p in parts], ignore_index=True)
        tb = pd.concat([pd.DataFrame(p.turns_b) for p in parts], ignore_index=True)
        return ga, gb, ta, tb

    def half_width() -> float:
        ga, gb, _, _ = frames()
        if dlv is not None:
            xa, xb = ga["won"].astype(float).to_numpy(), gb["won"].astype(float).to_numpy()
        else:
            kills = ga.loc[ga["won"].astype(bool), "kill_turn"]
            t = int(np.ceil(kills.median())) if len(kills) else max_turns
            xa, xb = win_by_turn(ga, t), win_by_turn(gb, t)
        block = paired_proportion(xa, xb)
        lo, hi = block["ci95"]
        return (hi - lo) / 2 if lo is not None else 0.5

    step = UNTIL_CI_BATCH if until_ci is not None else n
    while done < n:
        hi_i = min(n, done + step)
        parts.append(play(done, hi_i))
        done = hi_i
        if until_ci is not None and half_width() <= until_ci:
            break
    wall = time.perf_counter() - start_t
    ga, gb, ta, tb = frames()
    block = compare_summary(ga, gb, ta, tb, turns_upto=min(max_turns, 10))
    if dlv is None:
        kills = ga.loc[ga["won"].astype(bool), "kill_turn"]
        target_t = int(np.ceil(kills.median())) if len(kills) else None
    aligned = align(cards_a, cards_b)
    summary: dict[str, Any] = {
        "command": "compare",
        "games": done,
        "seed": entropy,
        "rules": rules,
        "deck_a": _deck_file(dla),
        "deck_b": _deck_file(dlb),
        "vs": _deck_file(dlv) if dlv is not None else "goldfish",
        "player": player if dlv is not None else "goldfish",
        "on": on,
        "max_turns": max_turns,
        "fidelity": {_deck_file(d): fidelity_of(d) for d in (dla, dlb, dlv) if d is not None},
        "paired_positions": {
            "shared": shared_positions(cards_a, aligned),
            "deck_size_a": len(cards_a),
            "deck_size_b": len(cards_b),
            "same_shuffles": len(cards_a) == len(cards_b),
        },
        "difference": block,
        "definitions": {
            "difference": "deck B minus deck A, game i of B paired with game i of A",
            "kill_turn": "over the games both decks won; Student t interval; Wilcoxon "
            "signed-rank test (zero differences dropped)",
            "rates": "paired normal interval from the per-game differences (z = 1.96); "
            "unpaired_ci95 treats the games as independent, for comparison",
            "win_rate": "exact McNemar test on the discordant pairs",
            "land_drops": "P(at least t lands on the deck's own turn t), over all games "
            "(a game that ended counts with the lands it had)",
        },
    }
    if until_ci is not None:
        what = (
            "the win-rate difference"
            if dlv is not None
            else (f"the difference in P(win by turn {target_t}) (A's median kill turn)")
        )
        hw = half_width()
        summary["until_ci"] = {
            "rule": f"batches of {UNTIL_CI_BATCH} games until the paired 95% half-width of "
            f"{what} is at most {until_ci}, or {n} games",
            "games_played": done,
            "half_width": round(hw, 6),
            "met": hw <= until_ci,
        }
    manifest: dict[str, Any] = {
        "command": "compare",
        "seed": entropy,
        "seed_given": seed,
        "n_games": n,
        "games_completed": done,
        "partial": False,
        "rules": rules,
        "on": on,
        "max_turns": max_turns,
        "workers": workers,
        "backend": backend,
        "until_ci": until_ci,
        "version": __version__,
        "engine_mode": _native.MODE,
        "python": platform.python_version(),
        "numpy": np.__version__,
        "seeding": _COMPARE_SEEDING,
        "wall_time_s": round(wall, 3),
        "games_per_s": round(2 * done / wall, 1) if wall > 0 else None,
        "decks": [_deck_entry(dla), _deck_entry(dlb)]
        + ([_deck_entry(dlv)] if dlv is not None else []),
        "card_index": index_summary(),
    }
    games = pd.concat([ga.assign(variant="a"), gb.assign(variant="b")], ignore_index=True)
    turns = pd.concat([ta.assign(variant="a"), tb.assign(variant="b")], ignore_index=True)
    out_dir = None
    if claim is not None:
        from deckstats.report.run_dir import write_run

        out_dir = write_run(
            claim.shown,
            manifest=manifest,
            summary=summary,
            tables={"games": games, "turns": turns},
            extra=write_report,
            claim=claim,
        )
    return CompareRun(games, turns, summary, manifest, out_dir)


#: The per-game quantities compared across rules eras (``compare_eras``).
ERA_METRICS = ("mulligan_rate", "kept_hand_size", "kill_turn")


def compare_eras(runs: dict[str, Path]) -> dict[str, Any]:
    """One block per rules era and the paired differences against the first era.

    ``runs`` maps a rules name to a goldfish run directory; every run used the same seed
    and number of games, so game ``i`` has the same shuffles and seating in each era and
    the differences are paired per game (issue 20). For each other era: the mean of
    (era - first era) per game, its standard error and 95% interval, for the mulligan
    rate (a game's 0/1 "took a mulligan"), the kept hand size, and the kill turn (over
    the games both eras won; ``pairs`` says how many).
    """
    import pyarrow.parquet as pq

    cols = ["game_index", "mulligans", "kept_hand_size", "won", "kill_turn"]
    frames = {}
    for name, path in runs.items():
        df = pq.read_table(Path(path) / "games.parquet", columns=cols).to_pandas()
        frames[name] = df.sort_values("game_index").reset_index(drop=True)
    names = list(frames)
    n = min(len(f) for f in frames.values())
    per: dict[str, dict[str, np.ndarray]] = {}
    blocks: dict[str, Any] = {}
    for name, df in frames.items():
        df = df.iloc[:n]
        kill = df["kill_turn"].astype("Float64").to_numpy(dtype=float, na_value=np.nan)
        per[name] = {
            "mulligan_rate": (df["mulligans"].to_numpy() > 0).astype(float),
            "kept_hand_size": df["kept_hand_size"].to_numpy().astype(float),
            "kill_turn": kill,
        }
        won = ~np.isnan(kill)
        blocks[name] = {
            "games": n,
            "win_rate": round(float(won.mean()), 6) if n else 0.0,
            "mulligan_rate": round(float(per[name]["mulligan_rate"].mean()), 6),
            "kept_hand_size": round(float(per[name]["kept_hand_size"].mean()), 6),
            "kill_turn_mean": round(float(kill[won].mean()), 6) if won.any() else None,
        }
    base = names[0]
    diffs: dict[str, Any] = {}
    for name in names[1:]:
        out: dict[str, Any] = {}
        for metric in ERA_METRICS:
            d = per[name][metric] - per[base][metric]
            d = d[~np.isnan(d)]
            k = len(d)
            mean = float(d.mean()) if k else None
            se = float(d.std(ddof=1) / np.sqrt(k)) if k > 1 else None
            ci = [mean - 1.96 * se, mean + 1.96 * se] if mean is not None and se else None
            out[metric] = {
                "mean": None if mean is None else round(mean, 6),
                "se": None if se is None else round(se, 6),
                "ci95": None if ci is None else [round(x, 6) for x in ci],
                "pairs": k,
            }
        diffs[f"{name} - {base}"] = out
    return {"eras": names, "baseline": base, "games": n, "blocks": blocks, "differences": diffs}


def kill_turn_sweep(
    deck: str | Path | Decklist,
    lands: tuple[int, int],
    *,
    cut: tuple[str, ...] = (),
    n: int = 2000,
    seed: int | None = None,
    max_turns: int = 20,
    workers: int = 1,
    backend: str = "process",
    progress: Callable[[int], None] | None = None,
) -> dict[str, Any]:
    """``hands --by kill-turn``: goldfish each land count on common random numbers.

    Every land count in ``lands`` (inclusive) is a variant of the deck with the same size
    (``sim.compare.land_variant``: more lands cut the ``cut`` cards, else the most
    expensive spells; fewer lands add copies of the most common spell) and plays ``n``
    goldfish games paired with the deck as written (``compare``'s pairing). Per count:
    mean kill turn and P(kill by turn t), each with its paired 95% interval against the
    deck's own land count.
    """
    from deckstats.engine.info import card_info
    from deckstats.sim.compare import land_variant, paired_goldfish
    from deckstats.stats.compare import paired_kill_turns, paired_proportion, win_by_turn

    if n < 1:
        raise DeckstatsError(f"-n must be at least 1 (got {n})")
    dl = played_deck(deck, "none")
    base = tuple(dl.main_cards())
    have = sum(1 for c in base if card_info(c).is_land)
    lo, hi = lands
    entropy = root_entropy(seed)
    config = SimConfig(
        deck_name=dl.name,
        cards=base,
        n_games=n,
        seed=entropy,
        max_turns=max_turns,
        workers=workers,
    )
    rows: list[dict[str, Any]] = []
    for count in range(lo, hi + 1):
        try:
            cards, changes = land_variant(base, count, cut)
        except ValueError as exc:
            raise DeckstatsError(f"{dl.path}: {count} lands: {exc}") from None
        pr = paired_goldfish(
            config,
            cards,
            f"{dl.name} ({count} lands)",
            entropy,
            0,
            n,
            backend=backend,
            progress=progress,
        )
        ga, gb = pd.DataFrame(pr.games_a), pd.DataFrame(pr.games_b)
        won = gb["won"].astype(bool)
        kill = paired_kill_turns(ga, gb)
        rows.append(
            {
                "lands": count,
                "changes": changes,
                "win_rate": round(float(won.mean()), 4),
                "kill_turn_mean": round(float(gb.loc[won, "kill_turn"].mean()), 4)
                if won.any()
                else None,
                "kill_turn_diff": {k: kill[k] for k in ("pairs", "diff", "ci95")},
                "p_kill_by_turn": {
                    str(t): paired_proportion(win_by_turn(ga, t), win_by_turn(gb, t))
                    for t in range(1, min(max_turns, 10) + 1)
                },
            }
        )
    best = min(
        (r for r in rows if r["kill_turn_mean"] is not None),
        key=lambda r: (r["kill_turn_mean"], r["lands"]),
        default=None,
    )
    return {
        "objective": "fastest goldfish kill (mean kill turn over the games won)",
        "games_per_count": n,
        "seed": entropy,
        "deck_lands": have,
        "cut_rule": (
            f"more lands cut {', '.join(cut)} (one copy each, in turn)"
            if cut
            else "more lands cut the most expensive spells"
        )
        + "; fewer lands add copies of the most common spell; the land added or cut is the "
        "deck's most common land",
        "pairing": "every count plays the same seeds as the deck as written, its list put in "
        "the deck's card order: differences are paired (B = the count, A = the deck)",
        "rows": rows,
        "fastest_lands": best["lands"] if best is not None else None,
    }
