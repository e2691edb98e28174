"""deckstats: seeded Magic: The Gathering simulations and exact mana maths.

``deckstats.goldfish(...)`` mirrors the command line (see ``deckstats.api``); it is
loaded on first use, so importing the package has no side effects.
"""

from typing import Any

__version__ = "0.1.0"


def __getattr__(name: str) -> Any:
    if name in ("goldfish",):
        from deckstats import api

        return getattr(api, name)
    raise AttributeError(f"module 'deckstats' has no attribute {name!r}")
