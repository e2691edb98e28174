"""One-shot zone-move sentences of the metagame's long tail (issue 26, helper ``zones``).

Appended to the effect templates of ``oracle/effects.py`` (one sentence, lower-cased first
letter, ``~`` for the card's name):

- "Look at target player's hand" (Peek, Gitaxian Probe): ``LookAtHand``, information only;
- "Each player returns a creature they control to its owner's hand" (Curfew; "that player
  returns ...", CR 400.3): ``ReturnChosen``, the filter read as an edict's (CR 701.21);
- "Target player shuffles up to three target cards from their graveyard into their
  library" (Memory's Journey, Krosan Reclamation; "You shuffle up to four target cards
  from your graveyard into your library": Stream of Thought; CR 701.24);
- "Search your library for a card, put that card into your hand, discard a card at random,
  then shuffle" (Gamble; CR 701.23, 701.9): the search, then the random discard;
- "destroy all Humans" (Zombie Apocalypse): every creature of a creature type (CR 205.3m);
- "Until end of turn, if a creature would enter and it wasn't cast, exile it instead"
  (Hallowed Moonlight; CR 614.1a): ``ExileUncastThisTurn``;
- "Until end of turn, you may play lands and cast spells from your graveyard. If a card
  would be put into your graveyard from anywhere this turn, exile that card instead."
  (Yawgmoth's Will, Gaea's Will; CR 305.1, 601.2, 614.1a).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards import effects as fx
from deckstats.cards.dsl import BASIC_LAND_TYPES
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import Controller, Filter, Ref, Target, TargetKind, TargetSpec

Effects = tuple[fx.Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]

_PLAYERS: dict[str, TargetSpec] = {
    "you": Ref.YOU,
    "each player": Ref.EACH_PLAYER,
    "each opponent": Ref.EACH_OPPONENT,
    "target player": Target(TargetKind.PLAYER),
    "target opponent": Target(TargetKind.PLAYER, Controller.OPPONENT),
    "that player": Ref.TARGET_CONTROLLER,
}


def _look_at_hand(m: re.Match[str]) -> Effects | None:
    return (fx.LookAtHand(_PLAYERS[m[1]]),)


def _return_chosen(m: re.Match[str]) -> Effects | None:
    """The edict's reading of "a creature" (``oracle.mass``), with "returns" for its verb."""
    from deckstats.cards.oracle.effects import parse_effects

    edict = parse_effects(f"{m[1]} sacrifices {m[2]}")
    if not edict or len(edict) != 1 or not isinstance(edict[0], fx.Sacrifice):
        return None
    what = edict[0].what
    return None if not isinstance(what, Filter) else (fx.ReturnChosen(what, edict[0].player),)


def _shuffle_cards(m: re.Match[str]) -> Effects | None:
    n = number(m[2])
    if not isinstance(n, int):
        return None
    whose = Controller.YOU if m[1] == "you" else Controller.ANY  # "their": checked on resolution
    cards = Target(TargetKind.CARD_IN_GRAVEYARD, whose, count=n, up_to=True)
    return (fx.ShuffleCardsIntoLibrary(_PLAYERS[m[1]], cards),)


def _search_discard_random(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    search = parse_effects(f"search your library for {m[1]}, put it into your hand, then shuffle")
    n = number(m[2])
    if not search or not isinstance(n, int):
        return None
    return (*search, fx.Discard(n, random=True))


def _destroy_type(m: re.Match[str]) -> Effects | None:
    subtype = m[2]
    if subtype in BASIC_LAND_TYPES or subtype.endswith("s"):
        return None  # lands are the mass template's ("destroy all Islands"), not creatures
    flt = Filter(subtypes=(subtype,))
    if m[1] == "exile":
        return (fx.MassRemoval(TargetKind.CREATURE, flt, verb="exile"),)
    return (fx.MassRemoval(TargetKind.CREATURE, flt),)


TEMPLATES: list[tuple[str, Builder]] = [
    (r"look at (target player|target opponent)'s hand", _look_at_hand),
    (
        r"(target player|target opponent|each player) shuffles(?: their library)?",
        lambda m: (fx.ShuffleCardsIntoLibrary(_PLAYERS[m[1]]),),  # Lantern of Insight
    ),
    (
        r"(each player|each opponent|target player|target opponent|that player) returns "
        r"(an? [\w ,-]+?) (?:they|he or she) controls? to (?:its|their) owner's hand",
        _return_chosen,
    ),
    (
        rf"(target player|you) shuffles? up to ({NUMBER}) target cards from (?:their|your) "
        r"graveyard into (?:their|your) library",
        _shuffle_cards,
    ),
    (
        r"search your library for (an? (?:[\w ,]+? )?card), put (?:it|that card) into your hand, "
        rf"discard ({NUMBER}) cards? at random, then shuffle",
        _search_discard_random,
    ),
    (r"(destroy|exile) all ([A-Z][a-z]+)s", _destroy_type),
    (
        r"until end of turn, you may play lands and cast spells from your graveyard",
        lambda m: (fx.PlayFromGraveyardThisTurn(),),  # Yawgmoth's Will (CR 305.1, 601.2)
    ),
    (
        r"if a card would be put into your graveyard from anywhere this turn, exile that card "
        r"instead",
        lambda m: (fx.GraveyardExileThisTurn(),),  # CR 614.1a
    ),
    (
        r"until end of turn, if a creature would enter and it wasn't cast, exile it instead",
        lambda m: (fx.ExileUncastThisTurn(),),  # Hallowed Moonlight (CR 614.1a)
    ),
]
