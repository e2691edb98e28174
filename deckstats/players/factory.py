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
from deckstats.players.mulligan import parse_keep


def with_keep(agent: Any, keep: str | None) -> Any:
    """``agent`` with the keep policy ``keep`` (``parse_keep`` text; ``None``: its own).

    Agents with a ``mulligan_policy`` (the goldfish, the heuristic pilots, ``passive``)
    take it; ``random`` keeps every hand whatever the policy.
    """
    if keep is not None and hasattr(agent, "mulligan_policy"):
        agent.mulligan_policy = parse_keep(keep)
    return agent


def make_agent(name: str, deck: Sequence[CardDef], keep: str | None = None) -> Any:
    """Return a new agent ``name`` from the registry, prepared for ``deck``.

    If the agent has a ``prepare(deck)`` method, it is called with the main deck (in list
    order) before the agent plays; ``keep`` sets its keep policy (``with_keep``).

    Raises:
        KeyError: for an unknown name (``get_agent``'s message lists the known ones).
    """
    agent = get_agent(name)
    prepare = getattr(agent, "prepare", None)
    if callable(prepare):
        prepare(deck)
    return with_keep(agent, keep)


__all__ = ["make_agent", "with_keep"]
