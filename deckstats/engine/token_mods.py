"""Tokens created, with the replacement effects that change them (CR 614.1a, 616.1).

``token_batches`` turns "create N of this token" into the batches actually created under
player ``pid`` while their permanents have ``TokenReplacement`` modifiers (Elspeth, Storm
Slayer's doubling; Academy Manufactor's "one of each"). The affected player orders the
replacements (CR 616.1): "one of each" first, then each doubling, which gives the most.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.pool.tokens import CLUE, FOOD, TREASURE
from deckstats.cards.token_mods import TokenReplacement

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game

_BY_NAME: dict[str, CardDef] = {"Clue": CLUE, "Food": FOOD, "Treasure": TREASURE}


def _each(batches: list[tuple[CardDef, int]], names: tuple[str, ...]) -> list[tuple[CardDef, int]]:
    out: list[tuple[CardDef, int]] = []
    for tok, k in batches:
        if any(s in names for s in tok.subtypes) and all(n in _BY_NAME for n in names):
            out.extend((_BY_NAME[n], k) for n in names)
        else:
            out.append((tok, k))
    return out


def token_batches(game: Game, pid: int, token: CardDef, n: int) -> list[tuple[CardDef, int]]:
    """CR 614.1a: the tokens ``pid`` creates instead of ``n`` ``token`` tokens."""
    batches = [(token, n)]
    mods = [
        m
        for src in game.modifier_sources
        if src.controller == pid
        for m in src.info.modifiers
        if isinstance(m, TokenReplacement)
    ]
    if not mods or n <= 0:
        return batches
    mods.sort(key=lambda m: not m.one_of_each)  # CR 616.1: "one of each" first
    for m in mods:
        if m.one_of_each:
            batches = _each(batches, m.one_of_each)
        else:
            batches = [
                (tok, k * m.times if not m.types or tok.types & m.types else k)
                for tok, k in batches
            ]
    return batches


__all__ = ["token_batches"]
