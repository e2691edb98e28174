"""Connive sentences (CR 701.50; not in the seeds' digest) -> ``effects.Connive``.

"~ connives" (Ledger Shredder's "Whenever a player casts their second spell each turn"),
"it connives" (Raffine's Informant's enters trigger: the source), "target creature you
control connives", "target attacking creature connives X, where X is <count>" (Raffine,
Scheming Seer; CR 701.50e: X cards drawn and discarded). And "put any number of cards
from your hand on the bottom of your library, then draw that many cards plus one"
(Valakut Awakening): ``BottomThenDraw(1)``. Sentence templates, tried first by
``oracle.effects`` (via ``oracle.realdecks``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import BottomThenDraw, Connive, Effect
from deckstats.cards.oracle.text import NUMBER
from deckstats.cards.targets import Ref

Effects = tuple[Effect, ...]


def _connives(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.targets import parse_target

    who = Ref.SELF if m.group(1) in ("~", "it") else parse_target(m.group(1))
    if who is None:
        return None
    return (Connive(who, "X"),) if m.group(2) else (Connive(who),)  # CR 701.50e


def _bottom_then_draw(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.text import number

    n = number(m.group(1))
    return (BottomThenDraw(n),) if isinstance(n, int) else None


TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        r"(~|it|(?:up to one )?target (?:attacking )?creature(?: you control)?) connives( X)?",
        _connives,
    ),
    # Valakut Awakening (CR 401.4: the bottom, in an order of the player's choice).
    (
        r"put any number of cards from your hand on the bottom of your library, then draw that "
        rf"many cards plus ({NUMBER})",
        _bottom_then_draw,
    ),
]

__all__ = ["TEMPLATES"]
