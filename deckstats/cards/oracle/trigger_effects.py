"""Effect sentences of the metagame's triggered abilities (issue 26, round 37 trigger helper).

Appended to the effect templates of ``oracle/effects.py`` (one sentence, lower-cased first
letter, ``~`` for the card's name):

- "sacrifice ~ unless you <action>" (CR 118.12), the drawbacks of old creatures and
  enchantments: "discard a card [at random]" (Masticore, Balduvian Horde), "sacrifice a
  creature" (Contamination), "return [another] <permanent> you control to its owner's hand"
  (Glint Hawk, Faerie Impostor), "exile a card from your graveyard" (Rotting Giant):
  ``effects_unless.SacrificeUnless``; and "sacrifice ~ unless it was kicked" (Skizzik,
  CR 702.33d: ``IfKicked`` with the sacrifice as the unkicked branch).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards import effects as fx
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.oracle.trigger_conditions import group_filter
from deckstats.cards.targets import NO_FILTER, Ref

Effects = tuple[fx.Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]

_DISCARD = re.compile(rf"discard ({NUMBER}) cards?( at random)?")
_SACRIFICE = re.compile(r"sacrifice an? (.+)")
_RETURN = re.compile(r"return (an?|another) (.+?) you control to its owner's hand")
_EXILE = re.compile(rf"exile ({NUMBER}) cards? from your graveyard")


def _count(word: str) -> int | None:
    n = number(word)
    return n if isinstance(n, int) and n > 0 else None


def unless_action(action: str) -> fx.SacrificeUnless | None:
    """The action of "sacrifice ~ unless you <action>" (CR 118.12), or ``None``."""
    if m := _DISCARD.fullmatch(action):
        n = _count(m.group(1))
        return None if n is None else fx.SacrificeUnless(discard=n, at_random=bool(m.group(2)))
    if m := _EXILE.fullmatch(action):
        n = _count(m.group(1))
        return None if n is None else fx.SacrificeUnless(exile_from_graveyard=n)
    if m := _SACRIFICE.fullmatch(action):
        flt = group_filter(m.group(1))
        return None if flt is None or flt == NO_FILTER else fx.SacrificeUnless(sacrifice=flt)
    if m := _RETURN.fullmatch(action):
        flt = group_filter(m.group(2))
        if flt is None or flt == NO_FILTER:
            return None
        return fx.SacrificeUnless(bounce=flt, other=m.group(1) == "another")
    return None


def _sacrifice_unless(m: re.Match[str]) -> Effects | None:
    effect = unless_action(m.group(1))
    return None if effect is None else (effect,)


TEMPLATES: list[tuple[str, Builder]] = [
    # Masticore, Glint Hawk, Faerie Impostor, Contamination (CR 118.12)
    (r"sacrifice (?:~|it) unless you (.+)", _sacrifice_unless),
    # Skizzik (CR 702.33d): kept only if it was kicked
    (
        r"sacrifice (?:~|it) unless it was kicked",
        lambda m: (fx.IfKicked((), (fx.Sacrifice(Ref.SELF),)),),
    ),
]
