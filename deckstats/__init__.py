"""deckstats: seeded Magic: The Gathering simulations and exact mana maths.

``deckstats.goldfish(...)``, ``deckstats.matchup(...)``, ``deckstats.gauntlet(...)`` and
``deckstats.compare(...)``
mirror the command line (see ``deckstats.api``); they are
loaded on first use. Importing the package only decides whether the engine's compiled
(mypyc) modules are current or the pure-Python sources run instead (``deckstats._native``).
"""

from typing import Any

from deckstats import _native

__version__ = "0.1.0"

_native.activate()


def __getattr__(name: str) -> Any:
    if name in ("goldfish", "matchup", "gauntlet", "compare"):
        from deckstats import api

        return getattr(api, name)
    raise AttributeError(f"module 'deckstats' has no attribute {name!r}")
