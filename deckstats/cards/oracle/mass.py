"""Mass-effect sentences of the metagame's long tail (issue 26, helper cardsB).

Appended to the effect templates of ``oracle/effects.py`` (one sentence, lower-cased first
letter, ``~`` for the card's name), after its "destroy all creatures" template:

- "Destroy all <permanents>" with any quality the target parser reads (CR 701.8, 115.10):
  "lands" (Armageddon), "enchantments" (Tranquility), "Islands" (Boil), "green creatures"
  (Perish), "white permanents" (Anarchy), "artifacts, creatures, and enchantments"
  (Akroma's Vengeance), "creatures with mana value 3 or less" (Ritual of Soot);
- "Untap up to N lands" (CR 701.26b): Snap, Frantic Search, Cloud of Faeries;
- wheels (CR 701.9, 121.1): "Each player discards their hand, then draws seven cards"
  (Wheel of Fortune), "Each player shuffles their hand and graveyard into their library,
  then draws seven cards" (Timetwister, Echo of Eons);
- "sacrifice ~ unless you pay {2}" (CR 118.12), the upkeep costs of old cards.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import DestroyAll, Effect, PayOrSacrifice, UntapLands, Wheel
from deckstats.cards.mana import ManaCostError, parse_mana_cost
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import Target, TargetKind

Effects = tuple[Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]

_NOT_PERMANENTS = TargetKind.PLAYER | TargetKind.SPELL | TargetKind.CARD_IN_GRAVEYARD


def _destroy_all(m: re.Match[str]) -> Effects | None:
    # "artifacts, creatures, and enchantments": every one of them, as "or" reads in a target
    phrase = re.sub(r",? and (?=\w+s\b)", ", or ", m.group(1))
    spec = parse_target("target " + phrase)
    if not isinstance(spec, Target) or spec.kinds & _NOT_PERMANENTS:
        return None
    return (DestroyAll(spec.kinds, spec.filter, spec.controller),)


def _untap_lands(m: re.Match[str]) -> Effects | None:
    n = number(m.group(1))
    return None if n == "X" else (UntapLands(n),)


def _wheel(m: re.Match[str]) -> Effects | None:
    n = number(m.group(2))
    return None if n == "X" else (Wheel(n, shuffle=m.group(1) != "discards their hand"),)


def _pay_or_sacrifice(m: re.Match[str]) -> Effects | None:
    try:
        return (PayOrSacrifice(parse_mana_cost(m.group(1))),)
    except ManaCostError:
        return None


TEMPLATES: list[tuple[str, Builder]] = [
    (r"destroy all (.+)", _destroy_all),
    (rf"untap up to ({NUMBER}) lands", _untap_lands),
    (
        r"each player (discards their hand|shuffles their hand and graveyard into their "
        rf"library), then draws ({NUMBER}) cards",
        _wheel,
    ),
    (r"sacrifice ~ unless you pay ((?:\{[0-9WUBRGC]\})+)", _pay_or_sacrifice),
]
