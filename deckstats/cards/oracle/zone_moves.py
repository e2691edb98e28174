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
  (Yawgmoth's Will, Gaea's Will; CR 305.1, 601.2, 614.1a);
- "Return all artifacts target player owns to their hand" (Hurkyl's Recall), "Return
  target nonland permanent and all other permanents with the same name as that permanent
  to their owners' hands" (Echoing Truth; CR 400.3, 201.2);
- "Target player chooses three cards from their hand and puts them on top of their
  library in any order" (Stunted Growth): ``PutFromHandOnTop``;
- "Exile all cards from your library." and "Then shuffle your graveyard into your library."
  (Paradigm Shift; CR 406.1, 701.24);
- the paragraph "Target opponent reveals their hand. You may choose a card from it with
  mana value 3 or greater. That player discards that card." (Pelakka Predation; CR
  701.9): ``PARAGRAPHS``, a hand attack with a lower bound.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards import effects as fx
from deckstats.cards.dsl import BASIC_LAND_TYPES
from deckstats.cards.model import NO_TYPE, CardType
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import Controller, Filter, Ref, Target, TargetKind, TargetSpec

Effects = tuple[fx.Effect, ...]
_NOT_PERMANENTS = TargetKind.PLAYER | TargetKind.SPELL | TargetKind.CARD_IN_GRAVEYARD
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


_OWNED_TYPES = {
    "artifacts": CardType.ARTIFACT,
    "creatures": CardType.CREATURE,
    "enchantments": CardType.ENCHANTMENT,
    "lands": CardType.LAND,
    "permanents": NO_TYPE,
}


def _bounce_owned(m: re.Match[str]) -> Effects | None:
    kind = _OWNED_TYPES.get(m[1])
    return None if kind is None else (fx.BounceOwned(Filter(card_type=kind), _PLAYERS[m[2]]),)


def _bounce_same_name(m: re.Match[str], destroy: bool = False) -> Effects | None:
    spec = parse_target(m[1])
    if not isinstance(spec, Target) or spec.kinds & _NOT_PERMANENTS:
        return None
    return (fx.BounceSameName(spec, destroy=destroy),)


def _put_on_top(m: re.Match[str]) -> Effects | None:
    """Stunted Growth: that player chooses the cards (``PutFromHandOnTop``, CR 401.1)."""
    n = number(m[2])
    return None if not isinstance(n, int) else (fx.PutFromHandOnTop(n, _PLAYERS[m[1]]),)


def _hand_attack_min(m: re.Match[str]) -> Effects | None:
    flt = Filter(min_mana_value=int(m[3]))
    if m[2] not in ("", "nonland "):
        return None
    return (fx.Discard(1, _PLAYERS[m[1]], chooser=Controller.YOU, filter=flt),)


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
    (r"exile all cards from your library", lambda m: (fx.ExileLibrary(),)),
    (
        r"shuffle your graveyard into your library",
        lambda m: (fx.ShuffleIntoLibrary("graveyard"),),  # Paradigm Shift (CR 701.24)
    ),
    (
        r"return all (\w+) (target player|target opponent) owns to their hand",
        _bounce_owned,
    ),
    (
        r"return (target [\w ,]+?) and all other permanents with the same name as that "
        r"permanent to their owners' hands",
        _bounce_same_name,
    ),
    (
        r"destroy (target [\w ,]+?) and all other permanents with the same name as that "
        r"permanent",
        lambda m: _bounce_same_name(m, destroy=True),  # Maelstrom Pulse (CR 701.8a)
    ),
    (
        rf"(target player|target opponent) chooses ({NUMBER}) cards from their hand and puts "
        r"them on top of their library in any order",
        _put_on_top,
    ),
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

#: Multi-sentence templates (``oracle/paragraphs.py`` tries them on a whole line).
PARAGRAPHS: list[tuple[str, Builder]] = [
    (
        r"(target opponent|target player) reveals their hand\. you (?:may )?choose an? "
        r"((?:nonland )?)card from it with mana value (\d+) or greater\. that player discards "
        r"that card",
        _hand_attack_min,
    ),
]
