"""The engine side of ``cards.top_plays``: playing from the top of the library, a hand lock.

Every check walks ``Game.modifier_sources`` (permanents with a modifier on the battlefield);
callers test that list first, so a game without one pays one list test per priority.

- CR 401.5: "You may look at the top card of your library any time" (``LookAtTop``): the
  owner sees its top card (``engine.view``).
- CR 601.3, 305.1: "You may [play lands and] cast <quality> spells from the top of your
  library" (``PlayFromTop``): the top card is offered like a card in hand, with normal
  timing and costs (CR 601.2); a land uses the turn's land play (CR 305.2).
- CR 101.2: "You can't play cards from your hand" (``HandLock``; ``engine.modifiers``
  forbids the casts, ``hand_land_locked`` the land plays).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.top_plays import HandLock, LookAtTop, PlayFromTop
from deckstats.engine.actions import PlayLand
from deckstats.engine.characteristics import card_matches
from deckstats.engine.enter_instead import enter_payable

if TYPE_CHECKING:
    from collections.abc import Callable

    from deckstats.engine.actions import CastSpell
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def _mine(game: Game, pid: int, kind: type) -> list[object]:
    """The ``kind`` modifiers of the permanents ``pid`` controls."""
    return [
        m
        for src in game.modifier_sources
        if src.controller == pid
        for m in src.info.modifiers
        if type(m) is kind
    ]


def top_visible(game: Game, pid: int) -> bool:
    """CR 401.5: whether ``pid`` may look at the top card of its library now."""
    return bool(game.modifier_sources) and bool(_mine(game, pid, LookAtTop))


def _top(game: Game, pid: int) -> GameObject | None:
    lib = game.players[pid].library
    return lib[-1] if lib else None


def castable_from_top(game: Game, pid: int, obj: GameObject) -> bool:
    """CR 601.3: whether ``pid`` may cast ``obj``, the top card of its library, as a spell."""
    if not game.modifier_sources or _top(game, pid) is not obj or obj.info.is_land:
        return False
    return any(
        any(card_matches(obj.card, f) for f in m.spells)  # type: ignore[attr-defined]
        for m in _mine(game, pid, PlayFromTop)
    )


def land_from_top(game: Game, pid: int, obj: GameObject) -> bool:
    """CR 305.1: whether ``pid`` may play ``obj``, the top card of its library, as a land."""
    if not game.modifier_sources or _top(game, pid) is not obj or not obj.info.is_land:
        return False
    return any(m.lands for m in _mine(game, pid, PlayFromTop))  # type: ignore[attr-defined]


def hand_land_locked(game: Game, pid: int) -> bool:
    """CR 101.2: "You can't play cards from your hand": no land play from it either."""
    return bool(game.modifier_sources) and bool(_mine(game, pid, HandLock))


def top_plays(
    game: Game,
    pid: int,
    sorc: bool,
    land_ok: bool,
    options: Callable[[GameObject], list[CastSpell]],
) -> list[PlayLand | CastSpell]:
    """The plays of ``pid``'s top library card allowed now (``options``: its casts)."""
    top = _top(game, pid)
    if top is None:
        return []
    if top.info.is_land:
        ok = land_ok and land_from_top(game, pid, top)
        if ok and (top.info.enter_instead is None or enter_payable(game, pid, top)):
            return [PlayLand(top.oid)]
        return []
    if (sorc or top.info.is_instant_speed) and castable_from_top(game, pid, top):
        return list(options(top))
    return []


__all__ = [
    "castable_from_top",
    "hand_land_locked",
    "land_from_top",
    "top_plays",
    "top_visible",
]
