"""Replacement effects on tokens being created (CR 614.1a, 111.1), in ``CardDef.modifiers``.

- "If one or more tokens would be created under your control, twice that many of those
  tokens are created instead." (Elspeth, Storm Slayer; Parallel Lives for creature tokens,
  Anointed Procession): ``TokenReplacement(times=2)``;
- "If you would create a Clue, Food, or Treasure token, instead create one of each."
  (Academy Manufactor): ``TokenReplacement(one_of_each=("Clue", "Food", "Treasure"))``.

As modifiers they keep the permanent in ``Game.modifier_sources``; ``engine.token_mods``
applies those of the creating player's permanents.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.model import NO_TYPE, CardType


@dataclass(frozen=True, slots=True)
class TokenReplacement:
    """Tokens its controller would create become more (CR 614.1a).

    Attributes:
        times: "twice that many" (2), for tokens of ``types`` (``NO_TYPE``: any token).
        one_of_each: a token with one of these subtypes becomes one of each instead.
    """

    times: int = 1
    types: CardType = NO_TYPE
    one_of_each: tuple[str, ...] = ()


__all__ = ["TokenReplacement"]
