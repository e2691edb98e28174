"""The keyword options of the run functions (``deckstats.goldfish`` and friends), once.

Each ``TypedDict`` names a group of options with its type; ``OPTION_DEFAULTS`` gives every
option its one default (the command line's, ``runs.defaults.RUN_DEFAULTS``, and the API's
own). ``takes`` gives a run function the full keyword signature from these, so
``help()``, ``inspect.signature`` and type checkers (``Unpack``) see every keyword and its
default without each function repeating the list.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping
from inspect import Parameter
from pathlib import Path
from typing import Any, TypedDict, TypeVar, get_type_hints

from deckstats.runs.defaults import RUN_DEFAULTS


class RunOptions(TypedDict, total=False):
    """The keyword options every run function takes (defaults: ``OPTION_DEFAULTS``).

    Attributes:
        on: ``play``, ``draw`` or ``both`` (alternating: even game indices on the play;
            for a matchup, deck A's seat).
        rules: rules era (``modern``).
        max_turns: the (first) deck's own turn cap (games past it end with ``turn_limit``).
        keep: the keep policy (``quality``: lands and castable spells; ``lands`` or
            ``lands:7:2-5,6:1-4,5``: land count only), as ``--keep``.
        workers: worker processes (default: every core, as the command line); the
            results are identical for any value.
        out: write the run directory here (``manifest.json``, ``summary.json``, the
            Parquet tables).
        deck_format: check the decks against ``constructed``, ``limited``,
            ``commander`` or ``none`` (no construction check) before playing;
            ``None`` infers the format from the list.
        backend: ``serial``, ``process`` (local pool; one worker plays in this process)
            or ``dask`` (a local Dask cluster, or ``scheduler``); results ignore it.
        scheduler: address of a running Dask scheduler (``tcp://host:8786``).
        until_ci: play batches of ``UNTIL_CI_BATCH`` games until the 95% half-width of
            the run's main figure is at most this (or ``n`` games); each function says
            which figure.
        force: replace an existing run in ``out``.
    """

    on: str
    rules: str
    max_turns: int
    keep: str
    workers: int | None
    out: str | Path | None
    deck_format: str | None
    backend: str
    scheduler: str | None
    until_ci: float | None
    force: bool


class TableOptions(RunOptions, total=False):
    """``RunOptions`` and the options of a run that returns its tables.

    Attributes:
        chunk_size: games per worker task (default: about 8 per worker; results ignore it).
        load_tables: return the ``games`` and ``turns`` tables (``False``: both are
            ``None``, for long runs: the summary is computed from the files either way).
    """

    chunk_size: int | None
    load_tables: bool


class PlayerOptions(TypedDict, total=False):
    """The agents of a two-deck run (names from ``deckstats.players.AGENTS``).

    Attributes:
        player_a: the first deck's agent (default ``auto``).
        player_b: the second deck's agent (default ``auto``).
    """

    player_a: str
    player_b: str


class MatchupOptions(TableOptions, PlayerOptions, total=False):
    """The options of ``matchup`` and ``gauntlet``."""


class CompareOptions(RunOptions, PlayerOptions, total=False):
    """The options of ``compare`` (its tables are always the two decks' summaries)."""


#: Every option's default: the command line's (``runs.defaults.RUN_DEFAULTS``) and the
#: API's own (no run directory, format inferred, no Dask scheduler, tables returned).
OPTION_DEFAULTS: dict[str, object] = {
    **RUN_DEFAULTS,
    "out": None,
    "deck_format": None,
    "scheduler": None,
    "chunk_size": None,
    "until_ci": None,
    "force": False,
    "load_tables": True,
}

_F = TypeVar("_F", bound=Callable[..., Any])


def takes(options_type: type) -> Callable[[_F], _F]:
    """Give a run function the signature of its own parameters and ``options_type``'s.

    The options are keyword-only, with their ``OPTION_DEFAULTS``: ``help()``,
    ``inspect.signature`` and IDEs show every keyword and its default, from one table.
    """
    hints = get_type_hints(options_type)

    def decorate(fn: _F) -> _F:
        sig = inspect.signature(fn)
        own = [p for p in sig.parameters.values() if p.kind is not Parameter.VAR_KEYWORD]
        kw = Parameter.KEYWORD_ONLY
        more = [
            Parameter(k, kw, default=OPTION_DEFAULTS[k], annotation=t) for k, t in hints.items()
        ]
        fn.__signature__ = sig.replace(parameters=own + more)  # type: ignore[attr-defined]
        return fn

    return decorate


def with_defaults(fn: Callable[..., Any], options: Mapping[str, Any]) -> dict[str, Any]:
    """``options`` with every default of ``fn``'s options filled in (``OPTION_DEFAULTS``).

    A keyword ``fn`` does not take raises ``TypeError``, as in a plain signature.
    """
    sig = inspect.signature(fn)
    known = {k for k, p in sig.parameters.items() if p.kind is Parameter.KEYWORD_ONLY}
    for key in options:
        if key not in known:
            raise TypeError(f"{fn.__name__}() got an unexpected keyword argument {key!r}")
    filled = {k: OPTION_DEFAULTS[k] for k in known if k in OPTION_DEFAULTS}
    return {**filled, **options}
