"""Effect values of keyword counters and added creature types (issue 26, helper ``fid``).

- ``PutKeywordCounter``: "put a flying counter on target attacking creature" (Guide of
  Souls; CR 122.1b: a keyword counter gives its permanent that keyword);
- ``AddSubtypes``: "It becomes an Angel in addition to its other types." (CR 205.1b: a
  type-changing effect with no duration lasts while the permanent stays).

Part of the effect vocabulary (``cards/effects.py`` lists them in ``Effect`` and
``ALL_EFFECTS``); resolved by ``engine.keyword_counters``; compiled by
``oracle.keyword_counter_lines``.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.model import Keyword
from deckstats.cards.targets import TargetSpec

#: CR 122.1b: the keyword counters and the keyword each gives.
KEYWORD_COUNTERS: dict[str, Keyword] = {
    "flying": Keyword.FLYING,
    "first strike": Keyword.FIRST_STRIKE,
    "double strike": Keyword.DOUBLE_STRIKE,
    "deathtouch": Keyword.DEATHTOUCH,
    "hexproof": Keyword.HEXPROOF,
    "indestructible": Keyword.INDESTRUCTIBLE,
    "lifelink": Keyword.LIFELINK,
    "menace": Keyword.MENACE,
    "reach": Keyword.REACH,
    "trample": Keyword.TRAMPLE,
    "vigilance": Keyword.VIGILANCE,
}


@dataclass(frozen=True, slots=True)
class PutKeywordCounter:
    """Put a ``kind`` keyword counter on the target (CR 122.1b): it has that keyword.

    The counter is counted (``GameObject.counters``) and the keyword lasts while the
    permanent stays on the battlefield (CR 122.2: counters leave with it).
    """

    target: TargetSpec
    kind: str = "flying"


@dataclass(frozen=True, slots=True)
class AddSubtypes:
    """The target becomes ``subtypes`` in addition to its other types (CR 205.1b).

    No duration: it lasts while the permanent stays on the battlefield (CR 611.2c does not
    apply to a resolved effect's own object; a new object is a new card, CR 400.7).
    """

    target: TargetSpec
    #: Creature types as printed ("Angel").
    subtypes: tuple[str, ...]


KEYWORD_COUNTER_EFFECTS = (PutKeywordCounter, AddSubtypes)
KeywordCounterEffect = PutKeywordCounter | AddSubtypes
