"""Sentence templates of the metagame's long tail (issue 26, point 4, part 4).

Appended to the effect templates of ``oracle/effects.py`` (``TEMPLATES``: one sentence,
lower-cased first letter, ``~`` for the card's name; ``PARAGRAPHS``: several sentences):

- energy (CR 107.14, 122.1): "you get {E}{E}", "you gain 1 life and get {E}", and the
  Galvanic Discharge paragraph "Choose target creature or planeswalker. You get {E}{E}{E},
  then you may pay any amount of {E}. ~ deals that much damage to that permanent.";
- regeneration (CR 701.19a): "Regenerate ~" / "Regenerate target creature";
- Fog (CR 615.1): "Prevent all combat damage that would be dealt this turn";
- O-ring effects (CR 610.3): "exile target ... until ~ leaves the battlefield";
- tutors and land searches (CR 701.23): "Search your library for a card, then shuffle and
  put that card on top" (Vampiric Tutor), "Its controller may search their library for a
  basic land card, put it onto the battlefield tapped, then shuffle" (Path to Exile).
"""

from __future__ import annotations

import re

from deckstats.cards.dsl import Triggered
from deckstats.cards.effects import (
    Exile,
    ExileUntilLeaves,
    GainLife,
    GetEnergy,
    PayEnergyDamage,
    PreventCombatDamage,
    PutFromHand,
    Regenerate,
    SearchLibrary,
)
from deckstats.cards.model import CardType, Supertype
from deckstats.cards.oracle.effects import Builder, Effects
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.targets import NO_FILTER, Filter, Ref, Target
from deckstats.cards.triggers import EntersBattlefield

_ENERGY = r"((?:\{E\})+)"
_BASIC_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


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


_BASIC_LAND = Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC)
_SEARCHED = {
    "a basic land card": _BASIC_LAND,
    "a land card": Filter(card_type=CardType.LAND),
    "a land card with a basic land type": Filter(card_type=CardType.LAND, subtypes=_BASIC_TYPES),
}


def _their_search(m: re.Match[str]) -> Effects | None:
    """Path to Exile: the target's controller searches their own library (CR 701.23)."""
    return (
        SearchLibrary(
            _SEARCHED[m.group(1)],
            to="battlefield",
            tapped=bool(m.group(2)),
            player=Ref.TARGET_CONTROLLER,
        ),
    )


def _put_from_hand(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.targets import card_filter

    flt = card_filter(m.group(1))
    return None if flt is None else (PutFromHand(flt, tapped=bool(m.group(2))),)


def _exile_until(m: re.Match[str]) -> Effects | None:
    target = parse_target(m.group(1))
    return None if not isinstance(target, Target) else (ExileUntilLeaves(target),)


TEMPLATES: list[tuple[str, Builder]] = [
    # Arboreal Grazer, Growth Spiral, Sakura-Tribe Scout (CR 110.2, 305.4).
    (
        r"put an? ([a-z]+(?: or [a-z]+)?) card from your hand onto the battlefield( tapped)?",
        _put_from_hand,
    ),
    # Vampiric Tutor, Imperial Seal (CR 701.23).
    (
        r"search your library for a card, then shuffle and put that card on top",
        lambda m: (SearchLibrary(NO_FILTER, to="top"),),
    ),
    # Path to Exile, Assassin's Trophy, Cleansing Wildfire, Boseiju: the land goes to the
    # target's controller (CR 701.23).
    (
        r"(?:its|that land's|that permanent's) controller may search their library for "
        r"(a basic land card|a land card with a basic land type|a land card), put (?:it|that "
        r"card) onto the battlefield( tapped)?, then shuffle",
        _their_search,
    ),
    # O-ring effects (Banishing Light, Leyline Binding, Fiend Hunter): CR 610.3.
    (r"exile (target .+?) until ~ leaves the battlefield", _exile_until),
    (rf"you get {_ENERGY}", _get_energy),
    (rf"you gain (\d+) life and get {_ENERGY}", _gain_and_energy),
    # CR 701.19a: a regeneration shield.
    (r"regenerate (~|(?:another )?target .+)", _regenerate),
    # Fog, Moment's Peace, Kami of False Hope (CR 615.1).
    (
        r"prevent all combat damage that would be dealt this turn",
        lambda m: (PreventCombatDamage(),),
    ),
]

_RETURN_EXILED = re.compile(
    r"When ~ leaves the battlefield, return the exiled (?:card|creature|permanent) to the "
    r"battlefield under its owner's control\."
)


def linked_return_line(line: str, triggers: list[Triggered]) -> bool:
    """Oblivion Ring's older two-trigger wording, as an O-ring effect (CR 610.3).

    "When ~ enters, exile [another] target X." followed by "When ~ leaves the battlefield,
    return the exiled card to the battlefield under its owner's control." becomes the
    enters trigger with ``ExileUntilLeaves``. The two wordings differ only when the source
    leaves before its enters trigger resolves: then the old one exiles the card for good and
    this one exiles nothing (CR 610.3c) - weaker for the card's controller, never stronger.
    """
    if not _RETURN_EXILED.fullmatch(line):
        return False
    for i, trig in enumerate(triggers):
        if (
            isinstance(trig.when, EntersBattlefield)
            and trig.when.who == Ref.SELF
            and len(trig.effect) == 1
            and isinstance(trig.effect[0], Exile)
            and isinstance(trig.effect[0].target, Target)
        ):
            eff = ExileUntilLeaves(trig.effect[0].target)
            triggers[i] = Triggered(trig.when, (eff,), trig.optional, trig.text)
            return True
    return False


PARAGRAPHS: list[tuple[str, Builder]] = [
    (
        r"choose target (creature|creature or planeswalker)\. you get ((?:\{e\})+), then you "
        r"may pay any amount of \{e\}\. ~ deals that much damage to that "
        r"(?:creature|permanent|creature or planeswalker)",
        _energy_damage,
    ),
]
