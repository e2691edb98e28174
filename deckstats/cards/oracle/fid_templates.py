"""Round 38's real-deck sentence templates (issue 26, brief r38 fid).

``TEMPLATES`` gathers the sentence templates of ``oracle.token_copies`` (Kiki-Jiki, Three
Steps Ahead), ``oracle.targeted_triggers`` (Reality Smasher, Bonecrusher Giant) and
``oracle.graveyard_returns`` (Takenuma); ``oracle.effects`` tries them after its own.

It adds one of its own: three verbs with one subject, "target opponent sacrifices a
creature or planeswalker, discards a card, and loses 3 life" (Archon of Cruelty): each verb
with the subject; a targeted subject is chosen once (CR 115.1), the later verbs are "that
player"'s.
"""

from __future__ import annotations

import re

from deckstats.cards.effects import Effect
from deckstats.cards.oracle.graveyard_returns import TEMPLATES as _GY_RETURNS
from deckstats.cards.oracle.targeted_triggers import TEMPLATES as _TARGETED
from deckstats.cards.oracle.token_copies import TEMPLATES as _COPIES

Effects = tuple[Effect, ...]

_VERBS = r"(?:loses|gains|draws|discards|mills|sacrifices)"
_LIST_SUBJECT = (
    r"((?:target player|target opponent|each player|each opponent|that player) )([^,]+), "
    rf"({_VERBS} [^,]+),? and ({_VERBS} .+)"
)


def _listed(m: re.Match[str]) -> Effects | None:
    """Each verb of "<subject> A, B, and C" with the subject (a target chosen once)."""
    from deckstats.cards.oracle.effects import parse_effects  # (it imports this module)

    subj = m.group(1)
    then = "that player " if subj.startswith("target ") else subj
    first, *rest = m.groups()[1:]
    pieces = [parse_effects(subj + first), *(parse_effects(then + v) for v in rest)]
    if any(p is None for p in pieces):
        return None
    return tuple(e for p in pieces if p is not None for e in p)


#: Sentence templates, tried by ``oracle.effects``.
TEMPLATES = [*_COPIES, *_TARGETED, *_GY_RETURNS, (_LIST_SUBJECT, _listed)]
