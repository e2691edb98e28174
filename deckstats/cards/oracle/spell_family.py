"""The one-shot effect templates of issue 26's ``spell`` helper, in the order tried.

``oracle/effects.py`` puts ``FIRST`` before its own templates and ``LAST`` after them:

- ``oracle.spell_x``: bounds by the X paid (Green Sun's Zenith), first (before the tutors);
- ``oracle.counts``: counted amounts ("for each", "where X is", "equal to the number of"),
  conditions on a count ("if you control three or more Deserts");
- ``oracle.divided``: damage divided among targets of a kind (Pyrokinesis);
- ``oracle.sequences``: comma lists, "unless", "its controller creates ...";
- ``oracle.to_library``: permanents into their owners' libraries (Oust, Plow Under);
- ``oracle.discards``: "discards two cards unless they discard a land card".
"""

from __future__ import annotations

from deckstats.cards.oracle.counts import TEMPLATES as _COUNTS
from deckstats.cards.oracle.discards import TEMPLATES as _DISCARDS
from deckstats.cards.oracle.divided import TEMPLATES as _DIVIDED
from deckstats.cards.oracle.effects import Builder
from deckstats.cards.oracle.sequences import TEMPLATES as _SEQUENCES
from deckstats.cards.oracle.spell_x import TEMPLATES as _SPELL_X
from deckstats.cards.oracle.to_library import TEMPLATES as _TO_LIBRARY

FIRST: list[tuple[str, Builder]] = [*_SPELL_X]
LAST: list[tuple[str, Builder]] = [*_COUNTS, *_DIVIDED, *_SEQUENCES, *_TO_LIBRARY, *_DISCARDS]
