"""The wall's tamper check: agents may read the engine's objects, never change them.

See ARCHITECTURE.md, Decisions.

For speed, ``PlayerView`` hands agents the engine's own ``GameObject`` and stack items (in
tuples, so no zone list can be changed through it): copying every object at every decision
would cost more than the game. What keeps an agent from changing them is this check. With
``DECKSTATS_WALL_CHECK=1`` in the environment (the test suite sets it for the pilots' wall
tests), ``Game.ask`` takes a fingerprint of everything an agent can reach before it asks and
compares it after the answer: every attribute of every object in every zone of both
players (library and hand included, in order), each player's public and private counters,
the stack, and the ``CardInfo`` records those objects share across games. Any difference
raises ``WallBreachError`` naming the agent's player and the first attribute that changed, so an
agent that taps an opponent's creature, edits a counter dict or reorders a zone is caught in
the decision that did it. The check is off by default (it costs about a game's work per
decision); the only cost when off is one boolean test per decision.

This module is compiled with the engine but does its work in test mode only; it imports
nothing from the game module, which calls it, and reads compiled objects' attributes
through mypyc's ``__mypyc_attrs__``.
"""

from __future__ import annotations

import os
from typing import Any, Final

#: Attributes that are memos, not state: reading through the view may refresh them.
_SKIP: Final = frozenset({"cache", "_cache"})


class WallBreachError(Exception):
    """An agent changed game state during one of its own decisions."""


def enabled() -> bool:
    """True when ``DECKSTATS_WALL_CHECK`` asks for the tamper check (read per game)."""
    return os.environ.get("DECKSTATS_WALL_CHECK", "") not in ("", "0")


def _slots(obj: Any) -> tuple[str, ...]:
    """The attribute names of an engine object.

    ``__slots__`` in pure Python; mypyc's ``__mypyc_attrs__`` for a compiled class (which
    has no ``__slots__`` at run time).
    """
    names: list[str] = []
    for klass in type(obj).__mro__:
        slots = klass.__dict__.get("__slots__", ()) or klass.__dict__.get("__mypyc_attrs__", ())
        names.extend((slots,) if isinstance(slots, str) else slots)
    return tuple(n for n in names if n not in _SKIP and not n.startswith("__"))


def _freeze(value: Any, seen: dict[int, Any], path: str, out: dict[str, Any]) -> Any:
    """A comparable image of ``value``; engine objects are recorded once in ``out`` by path."""
    if value is None or isinstance(value, (bool, int, float, str, bytes)):
        return value
    if isinstance(value, (list, tuple)):
        items = [_freeze(v, seen, f"{path}[{i}]", out) for i, v in enumerate(value)]
        return (type(value).__name__, *items)
    if isinstance(value, (set, frozenset)):
        return (type(value).__name__, *sorted(repr(v) for v in value))
    if isinstance(value, dict):
        pairs = [(repr(k), _freeze(v, seen, f"{path}[{k!r}]", out)) for k, v in value.items()]
        return ("dict", *pairs)
    names = _slots(value)
    if not names or type(value).__module__.startswith("deckstats.cards"):
        # Card definitions are frozen dataclasses or enums: identity is enough.
        return ("id", id(value))
    key = id(value)
    if key not in seen:
        seen[key] = path
        for name in names:
            if hasattr(value, name):
                out[f"{path}.{name}"] = _freeze(getattr(value, name), seen, f"{path}.{name}", out)
    return ("obj", type(value).__name__, key)


def fingerprint(players: Any, stack: Any) -> dict[str, Any]:
    """Every reachable attribute, keyed by a readable path (``P1.battlefield[0].tapped``)."""
    out: dict[str, Any] = {}
    seen: dict[int, Any] = {}
    for p in players:
        _freeze(p, seen, f"P{p.pid}", out)
    out["stack"] = _freeze(stack, seen, "stack", out)
    return out


def compare(before: dict[str, Any], after: dict[str, Any], pid: int) -> None:
    """Raise ``WallBreachError`` naming the first path whose image differs."""
    if before == after:
        return
    for path in sorted(set(before) | set(after)):
        if before.get(path) != after.get(path):
            raise WallBreachError(
                f"player {pid}'s agent changed {path} during its decision "
                f"({before.get(path)!r} -> {after.get(path)!r})"
            )
