"""One run pipeline: plan a run, then execute it (issue 29).

Every simulating command goes through here, whichever front end asks (the command
line, ``deckstats.api``, a notebook, a Dask client):

1. ``plan_goldfish`` / ``plan_matchup`` / ``plan_gauntlet`` / ``plan_compare``
   (``runs.plan``) check the options and decks and draw the entropy once: every error
   comes before any game;
2. ``execute(plan, experiment, progress)`` (``runs.loop``) plays the experiment's
   arms through one backend, streams the tables into the run directory, handles
   Ctrl-C and ``--until-ci``, and builds the manifest (one function for every run);
3. the experiment (``runs.experiments``, ``runs.gauntlet``, ``runs.compare``) says what
   to play and how to summarise it; the figures come from ``stats``.

``runs.sweeps`` (land-count sweep, rules eras) and ``runs.rerun`` are made of runs.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from deckstats.runs.loop import execute
    from deckstats.runs.plan import (
        Planned,
        plan_compare,
        plan_gauntlet,
        plan_goldfish,
        plan_matchup,
    )

#: Where each public name lives: imported on first use, so that ``import deckstats.runs``
#: (and ``runs.defaults``, which every command reads for its option defaults) costs nothing
#: and pandas, pyarrow and scipy load only when a run executes (issue 32, start-up).
_LAZY = {
    "execute": "deckstats.runs.loop",
    "Planned": "deckstats.runs.plan",
    "plan_compare": "deckstats.runs.plan",
    "plan_gauntlet": "deckstats.runs.plan",
    "plan_goldfish": "deckstats.runs.plan",
    "plan_matchup": "deckstats.runs.plan",
}


def __getattr__(name: str) -> Any:
    where = _LAZY.get(name)
    if where is None:
        raise AttributeError(f"module 'deckstats.runs' has no attribute {name!r}")
    return getattr(importlib.import_module(where), name)


__all__ = ["Planned", "execute", "plan_compare", "plan_gauntlet", "plan_goldfish", "plan_matchup"]
