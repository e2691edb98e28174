"""The vocabulary of a run: its ``Plan``, the ``Arm`` s it plays and its ``Outcome``.

A run is planned first (``runs.plan``: options checked, decks loaded and checked, the
entropy drawn once), then executed (``runs.loop``) with an experiment object that
says what to play and how to summarise it (``runs.experiments``, ``runs.compare``). Both
halves meet here, so a plan made by the command line, the API, a notebook or a Dask
client is the same plain value.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from deckstats.deck import Decklist
from deckstats.sim.backends import ClusterLostError, Task
from deckstats.stats.summaries import UNTIL_CI_BATCH

if TYPE_CHECKING:
    import pandas as pd


@dataclass(frozen=True)
class Plan:
    """Everything a run needs before its first game, checked (``runs.plan.plan_*``).

    Attributes:
        command: ``goldfish``, ``matchup``, ``gauntlet`` or ``compare``.
        decks: the checked decklists, in the order the manifest lists them.
        n: games (per matchup for a gauntlet; the most games with ``until_ci``).
        entropy: the root seed actually used (drawn once, when planned).
        seed_given: the seed the caller gave (``None``: fresh entropy).
        out: the run directory (``None``: a scratch directory removed at the end).
        need: bytes asked free when the directory is claimed.
    """

    command: str
    decks: tuple[Decklist, ...]
    n: int
    entropy: int
    seed_given: int | None
    rules: str = "modern"
    on: str = "both"
    max_turns: int = 20
    workers: int = 1
    #: How ``workers`` was chosen (``defaults.workers_rule``), for the manifest.
    workers_rule: str = "given (--workers)"
    backend: str = "process"
    scheduler: str | None = None
    chunk_size: int | None = None
    until_ci: float | None = None
    out: Path | None = None
    force: bool = False
    need: int = 0
    load_tables: bool = True
    keep: str = "quality"

    @property
    def step(self) -> int:
        """Games per block: ``UNTIL_CI_BATCH`` with ``until_ci``, else every game at once."""
        return self.n if self.until_ci is None else UNTIL_CI_BATCH


@dataclass(frozen=True, repr=False)
class RunResult:
    """What every run returns: its tables, summary and manifest, and where it was written.

    ``games`` / ``turns`` are ``None`` when the plan did not ask for them
    (``load_tables=False``); ``out_dir`` is ``None`` for a run kept in a scratch
    directory. Each command's result adds its own fields (``GoldfishRun.events``).
    """

    games: pd.DataFrame | None
    turns: pd.DataFrame | None
    summary: dict[str, Any]
    manifest: dict[str, Any]
    out_dir: Path | None = None

    def __repr__(self) -> str:
        """The headline figures (``runs.display``), not the tables: notebooks print this."""
        from deckstats.runs.display import text_repr

        return text_repr(type(self).__name__, self.summary, self.out_dir)

    def _repr_html_(self) -> str:
        """The headline figures as a small HTML table (Jupyter's rich display)."""
        from deckstats.runs.display import html_repr

        return html_repr(type(self).__name__, self.summary, self.out_dir)


@dataclass(frozen=True)
class Arm:
    """One sequence of games a run plays: a task (``sim.backends.Task``) and its label.

    ``key`` names the arm to its experiment (a gauntlet's pair ``(r, c)``, compare's
    ``"a"`` / ``"b"``).
    """

    key: Any
    task: Task


@dataclass
class Outcome:
    """What the loop of ``runs.loop`` reports: games, signals, time and the backend."""

    done: int = 0
    played: int = 0
    interrupted: bool = False
    lost: ClusterLostError | None = None
    stop: list[int] = field(default_factory=list)
    wall: float = 0.0
    described: dict[str, Any] = field(default_factory=dict)
    chunk: int | None = None


class Experiment(Protocol):
    """What a command plays and how it summarises it; ``runs.loop`` does the rest.

    ``groups()`` lists the arms in the order they are played: the arms of one group are
    played block by block together (compare's two decks), the groups one after another
    (a gauntlet's matchups); ``--until-ci`` stops a group once ``half_width(group)`` is
    small enough. ``take`` receives each batch (and returns the tables to append, or
    ``None`` when the experiment keeps its rows itself); ``summarise`` builds the summary
    from the closed tables; ``result`` the value returned to the caller.
    """

    command: str
    #: table name -> column dtypes of the streamed tables (``None``: written at the end).
    schemas: dict[str, dict[str, str]] | None
    #: whether a stopped run keeps its finished games (goldfish, matchup).
    keeps_partial: bool
    #: whether the manifest records ``games_completed`` and ``partial``.
    records_progress: bool
    seeding: str

    def groups(self) -> Sequence[Sequence[Arm]]:
        """The arms, grouped: a group's arms play each block together."""
        ...

    def take(self, arm: Arm, batch: Any) -> dict[str, Any] | None:
        """Handle one batch of ``arm``; return the tables to append (``None``: kept)."""
        ...

    def half_width(self, group: Sequence[Arm]) -> float:
        """The main figure's 95% half-width over the group's games so far."""
        ...

    def summarise(self, plan: Plan, outcome: Outcome, tmp: Path | None) -> dict[str, Any]:
        """The run's ``summary.json`` (``tmp``: the closed tables, when streamed)."""
        ...

    def manifest_fields(self, plan: Plan, outcome: Outcome) -> dict[str, Any]:
        """The experiment's own manifest fields (``loop.build_manifest``)."""
        ...

    def result(
        self, plan: Plan, summary: dict[str, Any], manifest: dict[str, Any], tmp: Path | None
    ) -> Any:
        """The value returned to the caller (a ``*Run`` with an ``out_dir`` field)."""
        ...
