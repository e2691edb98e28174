"""Round 38's real-deck sentence templates and two parse helpers (issue 26, brief r38 fid).

``TEMPLATES`` gathers the sentence templates of ``oracle.token_copies`` (Kiki-Jiki, Three
Steps Ahead), ``oracle.targeted_triggers`` (Reality Smasher, Bonecrusher Giant) and
``oracle.graveyard_returns`` (Takenuma); ``oracle.effects`` tries them after its own.

- ``listed_subject``: three verbs with one subject, "target opponent sacrifices a creature
  or planeswalker, discards a card, and loses 3 life" (Archon of Cruelty): each verb with
  the subject; a targeted subject is chosen once (CR 115.1), the later verbs are "that
  player"'s.
- ``whole_paragraph``: a mode's or bullet's text that one paragraph template covers whole
  ("Discard a card. If you do, draw a card.": Territorial Kavu) is that template's, as in
  ``oracle.body.parse_body``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import Effect
from deckstats.cards.oracle.graveyard_returns import TEMPLATES as _GY_RETURNS
from deckstats.cards.oracle.targeted_triggers import TEMPLATES as _TARGETED
from deckstats.cards.oracle.token_copies import TEMPLATES as _COPIES

Effects = tuple[Effect, ...]

#: Sentence templates, tried by ``oracle.effects``.
TEMPLATES = [*_COPIES, *_TARGETED, *_GY_RETURNS]

_VERBS = r"(?:loses|gains|draws|discards|mills|sacrifices)"
_LIST_SUBJECT = re.compile(
    r"((?:target player|target opponent|each player|each opponent|that player) )([^,]+), "
    rf"({_VERBS} [^,]+),? and ({_VERBS} .+)"
)


def listed_subject(s: str, parse: Callable[[str], Effects | None]) -> Effects | None:
    """The effects of "<subject> A, B, and C", each verb with the subject, or ``None``."""
    m = _LIST_SUBJECT.fullmatch(s)
    if not m:
        return None
    subj = m.group(1)
    then = "that player " if subj.startswith("target ") else subj
    first, *rest = m.groups()[1:]
    pieces = [parse(subj + first), *(parse(then + v) for v in rest)]
    if any(p is None for p in pieces):
        return None
    return tuple(e for p in pieces if p is not None for e in p)


def whole_paragraph(text: str) -> list[Effect] | None:
    """The effects of one paragraph template covering all of ``text``, or ``None``."""
    if ". " not in text.strip():
        return None
    from deckstats.cards.oracle.paragraphs import parse_paragraph  # (it imports effects)

    para = parse_paragraph(text)
    return list(para[0]) if para is not None and not para[1] else None
