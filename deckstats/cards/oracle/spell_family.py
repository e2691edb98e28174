"""The one-shot effect templates of issue 26's ``spell`` helper, in the order tried.

``oracle/effects.py`` puts ``FIRST`` before its own templates and ``LAST`` after them:

- ``oracle.spell_x``: bounds by the X paid (Green Sun's Zenith), first (before the tutors);
- ``oracle.trigger_keywords``: "each other <group> gets +N/+N until end of turn", first;
- ``oracle.counts``: counted amounts ("for each", "where X is", "equal to the number of"),
  conditions on a count ("if you control three or more Deserts");
- ``oracle.divided``: damage divided among targets of a kind (Pyrokinesis);
- ``oracle.sequences``: comma lists, "unless", "its controller creates ...";
- ``oracle.to_library``: permanents into their owners' libraries (Oust, Plow Under);
- ``oracle.discards``: "discards two cards unless they discard a land card";
- ``oracle.damage_lists``: "2 damage to any target and 1 damage to any other target";
- ``oracle.life_locks``: "Players can't gain life this turn" (Skullcrack);
- ``oracle.spell_riders``: counters by mana value, riders on the damage dealt this way;
- ``oracle.keyword_counters``: "a +1/+1 counter and a lifelink counter" (CR 122.1b);
- ``oracle.keep_one``: "each player chooses ... an artifact, a creature, ..., then
  sacrifices the rest" (Cataclysm, CR 701.21a);
- ``oracle.delayed_for``: "its controller may draw up to two cards at the beginning of the
  next turn's upkeep" (Arcane Denial, CR 603.7);
- ``oracle.become_lines``: "until end of turn, target creature you control becomes a green
  Wurm with base power and toughness 6/4" (Scale Up, CR 613.4b);
- ``oracle.next_turn_lines``: "non-Angel creatures you control gain indestructible until
  your next turn" (Emeria's Call, CR 611.2b).
"""

from __future__ import annotations

from deckstats.cards.oracle.become_lines import TEMPLATES as _BECOME
from deckstats.cards.oracle.counts import TEMPLATES as _COUNTS
from deckstats.cards.oracle.damage_lists import TEMPLATES as _DAMAGE_LISTS
from deckstats.cards.oracle.delayed_for import TEMPLATES as _DELAYED_FOR
from deckstats.cards.oracle.discards import TEMPLATES as _DISCARDS
from deckstats.cards.oracle.divided import TEMPLATES as _DIVIDED
from deckstats.cards.oracle.effects import Builder
from deckstats.cards.oracle.keep_one import TEMPLATES as _KEEP_ONE
from deckstats.cards.oracle.keyword_counters import TEMPLATES as _KEYWORD_COUNTERS
from deckstats.cards.oracle.life_locks import TEMPLATES as _LIFE_LOCKS
from deckstats.cards.oracle.next_turn_lines import TEMPLATES as _NEXT_TURN
from deckstats.cards.oracle.sequences import TEMPLATES as _SEQUENCES
from deckstats.cards.oracle.spell_riders import TEMPLATES as _RIDERS
from deckstats.cards.oracle.spell_x import TEMPLATES as _SPELL_X
from deckstats.cards.oracle.sprint_s3 import TEMPLATES as _SPRINT_S3
from deckstats.cards.oracle.to_library import TEMPLATES as _TO_LIBRARY
from deckstats.cards.oracle.trigger_keywords import TEMPLATES as _OTHERS

FIRST: list[tuple[str, Builder]] = [*_SPELL_X, *_OTHERS]
LAST: list[tuple[str, Builder]] = [
    *_COUNTS,
    *_DIVIDED,
    *_SEQUENCES,
    *_TO_LIBRARY,
    *_DISCARDS,
    *_DAMAGE_LISTS,
    *_LIFE_LOCKS,
    *_RIDERS,
    *_KEYWORD_COUNTERS,
    *_KEEP_ONE,
    *_DELAYED_FOR,
    *_BECOME,
    *_NEXT_TURN,
    *_SPRINT_S3,
]
