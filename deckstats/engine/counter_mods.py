"""Putting counters, with the replacement effects that change how many (CR 122.6, 614.1a).

``put_counters`` is the one way the engine puts counters on a permanent: while a permanent
with ``CardDef.counter_bonus`` (Hardened Scales, Winding Constrictor; ``cards.counter_mods``)
is on the battlefield, each such bonus of the permanent's controller that matches the kind
and the permanent's types changes the number, once each (CR 616.1: the affected object's
controller applies them in the order that helps: the doubling first, then the plus). A
player's counters (energy, poison) go through ``player_counters``. A keyword counter
(CR 122.1b: "a lifelink counter") gives the permanent its keyword: the object gets its
card with the keyword added (a derived card; a counter removed later does not take it
away again, which no compiled effect does).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from deckstats.cards.model import KEYWORD_NAMES
from deckstats.engine.derived_cards import derived_card
from deckstats.engine.info import card_info

if TYPE_CHECKING:
    from deckstats.cards.counter_mods import CounterBonus
    from deckstats.cards.model import Keyword
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def _bonuses(game: Game, pid: int) -> list[CounterBonus]:
    out = []
    for src in game.counter_sources:
        bonus = src.card.counter_bonus
        if bonus is not None and src.controller == pid:
            out.append(bonus)
    out.sort(key=lambda b: -b.times)  # CR 616.1: doubling first, then "plus one"
    return out


def boosted(game: Game, obj: GameObject, kind: str, n: int) -> int:
    """How many ``kind`` counters are put on ``obj`` instead of ``n`` (CR 614.1a)."""
    if n <= 0 or not game.counter_sources:
        return n
    types = int(obj.info.types)
    for b in _bonuses(game, obj.controller):
        if (not b.kind or b.kind == kind) and types & int(b.types):
            n = b.amount(n)
    return n


def put_counters(game: Game, obj: GameObject, kind: str, n: int) -> int:
    """CR 122.1, 122.6: put ``n`` (as replaced) ``kind`` counters on ``obj``; the number put."""
    n = boosted(game, obj, kind, n)
    if n <= 0:
        return 0
    c = obj.counters if obj.counters is not None else {}
    c[kind] = c.get(kind, 0) + n
    obj.counters = c
    game.sba_dirty = True
    flag = KEYWORD_NAMES.get(kind) if kind[0].isalpha() else None
    if flag is not None and not obj.card.keywords & flag:
        _gain_keyword(game, obj, kind, flag)
    return n


def _gain_keyword(game: Game, obj: GameObject, kind: str, flag: Keyword) -> None:
    """CR 122.1b: a permanent with a keyword counter has the keyword (a derived card)."""
    card = obj.card
    new = derived_card(card, "counter:" + kind, lambda c: replace(c, keywords=c.keywords | flag))
    if obj.full_card is None:
        obj.full_card = card  # CR 400.7: elsewhere it is the printed card again
    obj.card = new
    obj.info = card_info(new)  # only the keywords change: the source lists stay right


def player_counters(game: Game, pid: int, n: int) -> int:
    """CR 122.1, 614.1a: how many counters player ``pid`` gets instead of ``n``."""
    if n <= 0 or not game.counter_sources:
        return n
    for b in _bonuses(game, pid):
        if b.players:
            n = b.amount(n)
    return n


def on_enter(game: Game, obj: GameObject) -> None:
    """A permanent with a counter bonus entered: it applies from now on."""
    game.counter_sources.append(obj)


def on_leave(game: Game, obj: GameObject) -> None:
    """It left: it no longer applies."""
    if obj in game.counter_sources:
        game.counter_sources.remove(obj)


__all__ = ["boosted", "on_enter", "on_leave", "player_counters", "put_counters"]
