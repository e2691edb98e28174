"""Sentence templates of the metagame's long tail (issue 26, point 4, part 4).

Appended to the effect templates of ``oracle/effects.py`` (``TEMPLATES``: one sentence,
lower-cased first letter, ``~`` for the card's name; ``PARAGRAPHS``: several sentences):

- energy (CR 107.14, 122.1): "you get {E}{E}", "you gain 1 life and get {E}", and the
  Galvanic Discharge paragraph "Choose target creature or planeswalker. You get {E}{E}{E},
  then you may pay any amount of {E}. ~ deals that much damage to that permanent.";
- regeneration (CR 701.15a, not in seeds): "Regenerate ~" / "Regenerate target creature";
- Fog (CR 615.1): "Prevent all combat damage that would be dealt this turn".
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import (
    Effect,
    GainLife,
    GetEnergy,
    PayEnergyDamage,
    PreventCombatDamage,
    Regenerate,
)
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.targets import Ref, Target

Effects = tuple[Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]

_ENERGY = r"((?:\{E\})+)"


def _energy(symbols: str) -> int:
    return symbols.count("{E}")


def _get_energy(m: re.Match[str]) -> Effects | None:
    return (GetEnergy(_energy(m.group(1))),)


def _gain_and_energy(m: re.Match[str]) -> Effects | None:
    return (GainLife(int(m.group(1))), GetEnergy(_energy(m.group(2))))


def _energy_damage(m: re.Match[str]) -> Effects | None:
    target = parse_target("target " + m.group(1))
    if not isinstance(target, Target):
        return None
    return (GetEnergy(_energy(m.group(2))), PayEnergyDamage(target))


def _regenerate(m: re.Match[str]) -> Effects | None:
    if m.group(1) == "~":
        return (Regenerate(Ref.SELF),)
    target = parse_target(m.group(1))
    return None if not isinstance(target, Target) else (Regenerate(target),)


TEMPLATES: list[tuple[str, Builder]] = [
    (rf"you get {_ENERGY}", _get_energy),
    (rf"you gain (\d+) life and get {_ENERGY}", _gain_and_energy),
    # CR 701.15a (not in seeds): a regeneration shield.
    (r"regenerate (~|target creature(?: you control)?)", _regenerate),
    # Fog, Moment's Peace, Kami of False Hope (CR 615.1).
    (
        r"prevent all combat damage that would be dealt this turn",
        lambda m: (PreventCombatDamage(),),
    ),
]

PARAGRAPHS: list[tuple[str, Builder]] = [
    (
        r"choose target (creature|creature or planeswalker)\. you get ((?:\{e\})+), then you "
        r"may pay any amount of \{e\}\. ~ deals that much damage to that "
        r"(?:creature|permanent|creature or planeswalker)",
        _energy_damage,
    ),
]
