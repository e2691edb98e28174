"""Clones (round 39, helper ``stat``): "You may have ~ enter as a copy of ...".

CR 707.9, 614.1c: "You may have ~ enter as a copy of any creature on the battlefield"
(Clone) is a replacement effect: as the permanent enters, its controller may choose a
permanent of the kind named, and it enters with that permanent's copiable values (CR 707.2:
the printed values, as modified by other copy effects) instead of its own. Exceptions are
part of the copy (CR 707.9b): "except it's an artifact in addition to its other types"
(Phyrexian Metamorph), "an enchantment" (Copy Artifact), "an Illusion" (a subtype), "except
it has haste" (keywords), "and it has "<ability>"" (Phantasmal Image). The compiler puts an
``EntersAsCopy`` in ``CardDef.enters_as_copy`` (``oracle.clones``); ``engine.clones`` performs
it as the permanent is put onto the battlefield.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deckstats.cards.model import NO_KEYWORD, NO_TYPE, CardType, Keyword


@dataclass(frozen=True, slots=True)
class EntersAsCopy:
    """CR 707.9: enter as a copy of a permanent with any of the types ``kinds``.

    ``yours``: "an enchantment you control" (else any on the battlefield); the exceptions:
    ``add_types`` / ``add_subtypes`` ("in addition to its other types"), ``keywords``
    ("it has haste"), ``triggers`` (a quoted triggered ability).
    """

    kinds: CardType
    yours: bool = False
    add_types: CardType = NO_TYPE
    add_subtypes: tuple[str, ...] = ()
    keywords: Keyword = NO_KEYWORD
    triggers: tuple[Any, ...] = ()
    #: "You may have ~ enter tapped as a copy of ..." (Vesuva): tapped when it copies.
    tapped: bool = False


__all__ = ["EntersAsCopy"]
