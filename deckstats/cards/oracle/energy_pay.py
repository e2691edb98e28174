"""Amounts made by one sentence and read by the next ("paid this way", "destroyed this way").

Energy got, then paid in any amount (CR 107.14, 122.1):

- "You get X {E}, then you may pay any amount of {E}. Destroy each artifact, creature, and
  enchantment with mana value less than or equal to the amount of {E} paid this way."
  (Wrath of the Skies);
- "Tap all creatures target player controls. You get {E}{E}{E}{E}, then you may pay any
  amount of {E}. Put that many stun counters on each of those creatures." (Suppression Ray):
  "those creatures" are the ones the first sentence tapped (``PutCountersEachOf``).

The follow-up sentence is compiled by ``parse_effects`` with the amount paid written as X
("the amount of {E} paid this way", "that many"): ``PayAnyEnergy`` sets X to it.

Mana for each permanent a sweeper destroyed: "Destroy each nonland permanent with mana value
2 or less. Add {B} or {G} for each permanent destroyed this way." (Culling Ritual):
``ManaPerRemoved`` (CR 701.8, 106.1).

A creature returned from the graveyard for one turn: "Return target ... card from your
graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end
step." (Goryo's Vengeance; "Sacrifice it ..."): the ``Reanimate`` of the first sentence with
``until_end_step`` (haste, CR 702.10; the exile or sacrifice a delayed trigger, CR 603.7,
that spares a new object after a zone change, CR 400.7; ``engine.effects_cards``).
"""

from __future__ import annotations

import re
from dataclasses import fields, is_dataclass, replace

from deckstats.cards.effects import (
    ManaPerRemoved,
    MassRemoval,
    PayAnyEnergy,
    PutCountersEachOf,
    Reanimate,
)
from deckstats.cards.effects_riders import TapAllOf
from deckstats.cards.oracle.effects import Builder, Effects, parse_effects
from deckstats.cards.targets import Ref, Target

_PAID = r"the amount of \{e\} paid this way"
_REWRITES = (
    (re.compile(rf"less than or equal to {_PAID}", re.IGNORECASE), "X or less"),
    (re.compile(rf"(?:that many|{_PAID})", re.IGNORECASE), "X"),
)
_THOSE = re.compile(
    r"put X (\S+) counters on each of those (?:creatures|permanents)", re.IGNORECASE
)


def _targets(effects: Effects) -> bool:
    """Whether any effect names a target (the follow-up must choose none of its own)."""
    return any(
        is_dataclass(e) and any(isinstance(getattr(e, f.name), Target) for f in fields(e))
        for e in effects
    )


def _then(sentence: str, tapped: Effects) -> Effects | None:
    """The follow-up sentence with the amount paid as X."""
    for rx, to in _REWRITES:
        sentence = rx.sub(to, sentence)
    those = _THOSE.fullmatch(sentence)
    if those:
        if len(tapped) != 1 or not isinstance(tapped[0], TapAllOf):
            return None  # "those creatures" names the ones tapped just before
        tap = tapped[0]
        player = Ref.FIRST_TARGET if isinstance(tap.player, Target) else tap.player
        return (PutCountersEachOf(those.group(1), "X", tap.what, player),)
    got = parse_effects(sentence)
    return None if got is None or _targets(got) else got


def _energy_paid(m: re.Match[str]) -> Effects | None:
    tapped: Effects = ()
    if m.group(1):
        got = parse_effects(m.group(1))
        if got is None:
            return None
        tapped = got
    amount = m.group(2)
    get: int | str = "X" if amount[0] in "xX" else amount.lower().count("{e}")
    then = _then(m.group(3), tapped)
    if then is None or not then:
        return None
    return (*tapped, PayAnyEnergy(get, then))


def _mana_per_destroyed(m: re.Match[str]) -> Effects | None:
    removal = parse_effects(m[1])
    if not removal or len(removal) != 1 or not isinstance(removal[0], MassRemoval):
        return None
    colours = "".join(re.findall(r"\{([WUBRG])\}", m[2]))
    return (ManaPerRemoved(removal, colours),)


def _for_one_turn(m: re.Match[str]) -> Effects | None:
    got = parse_effects(m[1])
    if not got or len(got) != 1 or not isinstance(got[0], Reanimate):
        return None
    if (m[2].lower() == "return") != ("owner's hand" in m[0]):
        return None
    yours = " yours" if m[3] == "your" else ""
    return (replace(got[0], until_end_step=m[2].lower() + yours),)


PARAGRAPHS: list[tuple[str, Builder]] = [
    (
        r"(return target [^.]+ to the battlefield)\. (?:it|that creature) gains haste(?: until "
        r"end of turn)?\. (exile|sacrifice|return) (?:it|that creature)(?: to its owner's hand)?"
        r" at the beginning of (the|your) next end step",
        _for_one_turn,
    ),
    (
        r"(destroy (?:all|each) [^.]+)\. add ((?:\{[wubrg]\})(?: or \{[wubrg]\})*) for each "
        r"(?:permanent|creature) destroyed this way",
        _mana_per_destroyed,
    ),
    (
        r"(?:(tap all [^.]+ controls?)\. )?you get (x \{e\}|(?:\{e\})+), then you may pay any "
        r"amount of \{e\}\. ([^.]+)",
        _energy_paid,
    ),
]

__all__ = ["PARAGRAPHS"]
