"""Riders of restricted mana (CR 106.6): "..., and that spell can't be countered.".

"{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the
chosen type, and that spell can't be countered." (Cavern of Souls), "... only to cast a
legendary spell, and that spell can't be countered." (Delighted Halfling): the restriction
stays the ability's ``spend_only`` (``oracle.activated``); the rider sets
``Activated.spend_uncounterable``: a spell this mana paid for can't be countered (CR 101.2;
``engine.mana_riders``).
"""

from __future__ import annotations

_UNCOUNTERABLE = ", and that spell can't be countered."


def spend_rider(sentence: str) -> tuple[str, bool]:
    """The restriction sentence without its "can't be countered" rider, and whether it had one.

    >>> spend_rider("Spend this mana only to cast a legendary spell, and that spell can't be "
    ...             "countered.")
    ('Spend this mana only to cast a legendary spell.', True)
    """
    if sentence.endswith(_UNCOUNTERABLE):
        return sentence[: -len(_UNCOUNTERABLE)] + ".", True
    return sentence, False


__all__ = ["spend_rider"]
