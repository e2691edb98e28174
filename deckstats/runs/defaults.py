"""The one set of defaults of every simulating command and API function (issue 30.9).

``deckstats goldfish``, ``matchup``, ``gauntlet`` and ``compare`` and their Python twins
(``deckstats.goldfish(...)`` and friends) read their defaults from here, so a game count
or a worker count never differs between two front ends or two commands. README.md's
"Defaults" table states the same values (``tests/cli/test_defaults.py`` checks both).
"""

from __future__ import annotations

from deckstats.sim.config import default_workers

#: Games of a run (goldfish), of each matchup (matchup, gauntlet) or of each deck (compare).
DEFAULT_GAMES = 10_000

#: With ``--until-ci`` and no ``-n``: the most games a run (or matchup, or deck) may play.
UNTIL_CI_MOST_GAMES = 1_000_000

#: The other run options' defaults, by their API keyword (the options' names without
#: ``--``, dashes as underscores). ``workers`` is ``None``: every core (``workers()``).
RUN_DEFAULTS: dict[str, object] = {
    "on": "both",
    "rules": "modern",
    "max_turns": 20,
    "player_a": "auto",
    "player_b": "auto",
    "backend": "process",
    "workers": None,
    "keep": "quality",
}


def games(n: int | None, until_ci: float | None = None) -> int:
    """``-n`` as given, else ``DEFAULT_GAMES`` (``UNTIL_CI_MOST_GAMES`` with ``--until-ci``).

    >>> games(None), games(None, 0.01), games(50, 0.01)
    (10000, 1000000, 50)
    """
    if n is not None:
        return n
    return UNTIL_CI_MOST_GAMES if until_ci is not None else DEFAULT_GAMES


#: A default worker count gives each worker at least this many games: a process pool
#: takes about a second to start, longer than a few hundred games take in this process.
GAMES_PER_WORKER = 500


def workers_or_all(value: int | None, n: int | None = None) -> int:
    """``--workers`` as given, else every core (results never depend on it).

    The default gives each worker ``GAMES_PER_WORKER`` games or more, so a short run of
    ``n`` games plays in this process instead of starting a pool.

    >>> workers_or_all(3, 10), workers_or_all(None, 400)
    (3, 1)
    """
    if value is not None:
        return value
    cores = default_workers()
    return cores if n is None else max(1, min(cores, n // GAMES_PER_WORKER))


def workers_rule(value: int | None) -> str:
    """How a run's worker count was chosen, as its manifest says it (``workers_rule``).

    >>> workers_rule(2)
    'given (--workers)'
    >>> workers_rule(None)
    'default: every core, at most one per 500 games (a shorter run plays in one process)'
    """
    if value is not None:
        return "given (--workers)"
    return (
        f"default: every core, at most one per {GAMES_PER_WORKER} games "
        "(a shorter run plays in one process)"
    )
