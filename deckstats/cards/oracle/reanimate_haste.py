"""A creature returned from the graveyard for one turn, with haste (CR 702.10, 603.7).

"Return target ... card from your graveyard to the battlefield. It gains haste. Exile it at
the beginning of the next end step."

Goryo's Vengeance (and "Sacrifice it ..."): the ``Reanimate`` of the first sentence with
``until_end_step`` (haste, CR 702.10; the exile or sacrifice a delayed trigger, CR 603.7,
that spares a new object after a zone change, CR 400.7; ``engine.effects_cards``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from deckstats.cards.effects import Reanimate
from deckstats.cards.oracle.effects import Builder, Effects


def _for_one_turn(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    got = parse_effects(m[1])
    if not got or len(got) != 1 or not isinstance(got[0], Reanimate):
        return None
    return (replace(got[0], until_end_step=m[2].lower()),)


PARAGRAPHS: list[tuple[str, Builder]] = [
    (
        r"(return target [^.]+ to the battlefield)\. (?:it|that creature) gains haste(?: until "
        r"end of turn)?\. (exile|sacrifice) (?:it|that creature) at the beginning of the next "
        r"end step",
        _for_one_turn,
    ),
]

__all__ = ["PARAGRAPHS"]
