"""Build the agent that plays a given deck: ``make_agent(name, deck)``.

The runners call this instead of ``get_agent`` whenever an agent plays a real deck
(matchups, gauntlets), so a profile that adapts to its deck (``auto`` picks aggro,
midrange or control from the list) gets to see the deck before the game starts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from deckstats.cards.model import CardDef
from deckstats.players import get_agent


def make_agent(name: str, deck: Sequence[CardDef]) -> Any:
    """Return a new agent ``name`` from the registry, prepared for ``deck``.

    If the agent has a ``prepare(deck)`` method, it is called with the main deck (in list
    order) before the agent plays.

    Raises:
        KeyError: for an unknown name (``get_agent``'s message lists the known ones).
    """
    agent = get_agent(name)
    prepare = getattr(agent, "prepare", None)
    if callable(prepare):
        prepare(deck)
    return agent


__all__ = ["make_agent"]
