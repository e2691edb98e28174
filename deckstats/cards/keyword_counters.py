"""Effect value of added creature types (issue 26, helper ``fid``).

Keyword counters ("put a flying counter on target attacking creature", Guide of Souls) are
``PutCounters`` of that kind: ``engine.counter_mods.put_counters`` gives the permanent the
keyword (CR 122.1b).

- ``AddSubtypes``: "It becomes an Angel in addition to its other types." (CR 205.1b: a
  type-changing effect with no duration lasts while the permanent stays).

Part of the effect vocabulary (``cards/effects.py`` lists them in ``Effect`` and
``ALL_EFFECTS``); resolved by ``engine.keyword_counters``; compiled by
``oracle.keyword_counter_lines``.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import TargetSpec

#: CR 122.1b: the keyword counters (those whose keyword the engine has).
KEYWORD_COUNTERS = (
    "flying",
    "first strike",
    "double strike",
    "deathtouch",
    "haste",
    "hexproof",
    "indestructible",
    "lifelink",
    "menace",
    "reach",
    "shadow",
    "trample",
    "vigilance",
)


@dataclass(frozen=True, slots=True)
class AddSubtypes:
    """The target becomes ``subtypes`` in addition to its other types (CR 205.1b).

    No duration: it lasts while the permanent stays on the battlefield (CR 611.2c does not
    apply to a resolved effect's own object; a new object is a new card, CR 400.7).
    """

    target: TargetSpec
    #: Creature types as printed ("Angel").
    subtypes: tuple[str, ...]


KEYWORD_COUNTER_EFFECTS = (AddSubtypes,)
KeywordCounterEffect = AddSubtypes
