"""Discard-then-draw sentences (issue 26, brief r38 fid; CR 701.9, 121.1, 608.2c).

Templates (lower-cased, ``~`` for the card's name):

- "Discard a card. If you do, draw a card." (Territorial Kavu's mode; a paragraph, tried by
  ``oracle.paragraphs``): ``Rummage(1, 1, draw_if_done=True)``;
- "Discard two cards, then draw two cards. For each nonland card discarded this way, create
  a 1/1 red Elemental creature token." (Seasoned Pyromancer): ``Rummage(2, 2, token=...)``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import Effect, Rummage
from deckstats.cards.oracle.text import NUMBER, number

Effects = tuple[Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]


def _n(word: str) -> int | None:
    n = 1 if word in ("a", "an") else number(word)
    return n if isinstance(n, int) else None


def _if_done(m: re.Match[str]) -> Effects | None:
    a, b = _n(m[1]), _n(m[2])
    return None if a is None or b is None else (Rummage(a, b, draw_if_done=True),)


def _with_tokens(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.tokens import parse_token

    a, b = _n(m[1]), _n(m[2])
    token = parse_token(m[3])
    if a is None or b is None or token is None:
        return None
    return (Rummage(a, b, token=token),)


_CARDS = rf"(a|{NUMBER}) cards?"

#: Paragraph templates, tried by ``oracle.paragraphs``.
PARAGRAPHS: list[tuple[str, Builder]] = [
    (rf"discard {_CARDS}\. if you do, draw {_CARDS}", _if_done),
    (
        rf"discard {_CARDS}, then draw {_CARDS}\. for each nonland card discarded this way, "
        r"create an? (.+? tokens?)",
        _with_tokens,
    ),
]
