"""Mass-effect sentences of the metagame's long tail (issue 26, helper cardsB).

Appended to the effect templates of ``oracle/effects.py`` (one sentence, lower-cased first
letter, ``~`` for the card's name), after its "destroy all creatures" template:

- "Destroy all <permanents>" with any quality the target parser reads (CR 701.8, 115.10):
  "lands" (Armageddon), "enchantments" (Tranquility), "Islands" (Boil), "green creatures"
  (Perish), "white permanents" (Anarchy), "artifacts, creatures, and enchantments"
  (Akroma's Vengeance), "creatures with mana value 3 or less" (Ritual of Soot);
- "Exile all <permanents>" (Farewell), "Return all <permanents> to their owners' hands"
  (Upheaval, Hibernation); "Return all <quality> cards from your graveyard to the
  battlefield [tapped]" (Replenish, CR 110.2);
- "Untap up to N lands" (CR 701.26b): Snap, Frantic Search, Cloud of Faeries;
- wheels (CR 701.9, 121.1): "Each player discards their hand, then draws seven cards"
  (Wheel of Fortune), "Each player shuffles their hand and graveyard into their library,
  then draws seven cards" (Timetwister, Echo of Eons);
- "sacrifice ~ unless you pay {2}" (CR 118.12), the upkeep costs of old cards;
- "Target creature you control gains protection from the color of your choice until end of
  turn" (Mother of Runes, Gods Willing; CR 702.16, 514.2);
- "tap or untap target permanent" (Pestermite, Twiddle; CR 701.26): a choice of the two
  verbs, as two modes;
- "You may pay {M} / discard a card / draw a card. If you do, <effect>" (CR 608.2c-d):
  ``OptionalCost``, when the effect has no target (Bitter Reunion, Riddlesmith);
- "If that creature would die this turn, exile it instead" after a targeted effect (Lava
  Coil; CR 614.1a): ``ExileIfDiesThisTurn`` reads that effect's target;
- edicts by quality (CR 701.21): "Each opponent sacrifices an artifact / a creature with
  flying / a nonland permanent" (Pick Your Poison, Braids): the player chooses.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from deckstats.cards import effects as fx
from deckstats.cards.mana import ManaCostError, parse_mana_cost
from deckstats.cards.model import NO_TYPE, CardType
from deckstats.cards.oracle.targets import card_filter, parse_target
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import Controller, Filter, Ref, Target, TargetKind, TargetSpec

Effects = tuple[fx.Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]

_NOT_PERMANENTS = TargetKind.PLAYER | TargetKind.SPELL | TargetKind.CARD_IN_GRAVEYARD


_VERBS = {"destroy": "destroy", "exile": "exile", "return": "bounce"}


def _mass_removal(m: re.Match[str]) -> Effects | None:
    # "artifacts, creatures, and enchantments": every one of them, as "or" reads in a target
    phrase = re.sub(r",? and (?=\w+s\b)", ", or ", m.group(2))
    spec = parse_target("target " + phrase)
    if not isinstance(spec, Target) or spec.kinds & _NOT_PERMANENTS:
        return None
    verb = _VERBS[m.group(1)]
    return (fx.MassRemoval(spec.kinds, spec.filter, spec.controller, verb),)  # type: ignore[arg-type]


def _return_all(m: re.Match[str]) -> Effects | None:
    flt = card_filter(m.group(1))
    if flt is None or flt == Filter():
        return None
    if m.group(2):
        flt = replace(flt, max_mana_value=int(m.group(2)))
    return (fx.ReturnAllFromGraveyard(flt, tapped=bool(m.group(3))),)


def _untap_lands(m: re.Match[str]) -> Effects | None:
    n = number(m.group(1))
    return None if n == "X" else (fx.UntapLands(n),)


def _wheel(m: re.Match[str]) -> Effects | None:
    n = number(m.group(2))
    return None if n == "X" else (fx.Wheel(n, shuffle=m.group(1) != "discards their hand"),)


def _pay_or_sacrifice(m: re.Match[str]) -> Effects | None:
    try:
        return (fx.PayOrSacrifice(parse_mana_cost(m.group(1))),)
    except ManaCostError:
        return None


#: The permanent kinds of a parsed phrase as card types (a sacrificed permanent's filter).
_KIND_CARD_TYPES = (
    (TargetKind.CREATURE, CardType.CREATURE),
    (TargetKind.ARTIFACT, CardType.ARTIFACT),
    (TargetKind.ENCHANTMENT, CardType.ENCHANTMENT),
    (TargetKind.LAND, CardType.LAND),
    (TargetKind.PLANESWALKER, CardType.PLANESWALKER),
    (TargetKind.BATTLE, CardType.BATTLE),
)
_EDICT_PLAYERS: dict[str, TargetSpec] = {
    "each opponent": Ref.EACH_OPPONENT,
    "each player": Ref.EACH_PLAYER,
    "target player": Target(TargetKind.PLAYER),
    "target opponent": Target(TargetKind.PLAYER, Controller.OPPONENT),
    "defending player": Ref.DEFENDING_PLAYER,
    # the player of a trigger ("At the beginning of each player's upkeep, that player
    # sacrifices ..."), or a target's controller (``oracle.triggered`` tells which)
    "that player": Ref.TARGET_CONTROLLER,
}


def permanent_filter(spec: Target) -> Filter:
    """A parsed permanent phrase as a filter: its kinds become card types (any of them)."""
    types = NO_TYPE
    for kind, card_type in _KIND_CARD_TYPES:
        if spec.kinds & kind:
            types |= card_type
    if spec.kinds & TargetKind.PERMANENT:
        types = NO_TYPE
    return replace(spec.filter, card_type=types)


def _edict(m: re.Match[str]) -> Effects | None:
    spec = parse_target("target " + m.group(2))
    if not isinstance(spec, Target) or spec.kinds & _NOT_PERMANENTS or spec.controller:
        return None
    return (fx.Sacrifice(permanent_filter(spec), _EDICT_PLAYERS[m.group(1)]),)


def _tap_or_untap(m: re.Match[str]) -> Effects | None:
    spec = parse_target(m.group(1))
    if not isinstance(spec, Target) or spec.kinds & _NOT_PERMANENTS:
        return None
    return (fx.Modal(((fx.Tap(spec),), (fx.Untap(spec),))),)


def _protection_choice(m: re.Match[str]) -> Effects | None:
    who = m.group(1)
    spec: TargetSpec | None
    if who == "~":
        spec = Ref.SELF
    elif who == "creatures you control":
        spec = Ref.CREATURES_YOU_CONTROL
    else:
        spec = parse_target(who)
    extra = m.group(2) or ""
    artifacts, colorless = extra.startswith("artifacts"), extra.startswith("colorless")
    return None if spec is None else (fx.ProtectionFromChosenColor(spec, artifacts, colorless),)


def has_target(effects: tuple[object, ...]) -> bool:
    """Whether any effect (or a nested body) names a ``Target`` chosen as it is put on the stack."""
    for eff in effects:
        for name in getattr(eff, "__slots__", ()):
            val = getattr(eff, name)
            if isinstance(val, Target) or (isinstance(val, tuple) and has_target(val)):
                return True
    return False


def _optional_cost(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_sentences

    then = parse_sentences(m.group(4)[0].upper() + m.group(4)[1:])
    if then is None or not then or has_target(tuple(then)):
        return None
    what = m.group(1).lower()
    if m.group(2):
        try:
            mana = parse_mana_cost(m.group(2).upper())
        except ManaCostError:
            return None
        return (fx.OptionalCost(tuple(then), mana=mana),)
    n = 2 if m.group(3) and m.group(3).lower() == "two" else 1
    if what.startswith("discard"):
        return (fx.OptionalCost(tuple(then), discard=n),)
    return (fx.OptionalCost(tuple(then), draw=1),)


TEMPLATES: list[tuple[str, Builder]] = [
    (r"(destroy|exile) all (.+)", _mass_removal),
    (r"(return) all (.+) to their owners' hands", _mass_removal),
    (
        r"return all ([\w ,]+?) cards(?: with mana value (\d+) or less)? from your graveyard to "
        r"the battlefield( tapped)?",
        _return_all,
    ),
    (rf"untap up to ({NUMBER}) lands", _untap_lands),
    (
        r"each player (discards their hand|shuffles their hand and graveyard into their "
        rf"library), then draws ({NUMBER}) cards",
        _wheel,
    ),
    (
        r"(each opponent|each player|target player|target opponent|defending player|that player)"
        r" sacrifices an? ([\w ,-]+)",
        _edict,
    ),
    (
        r"((?:another )?target (?:artifact or )?creature you control|creatures you control|~) "
        r"gains? protection from (artifacts or from |colorless or from )?the color of your "
        r"choice until end of turn",
        _protection_choice,
    ),
    (r"tap or untap ((?:another )?target [\w ,]+)", _tap_or_untap),
    (
        r"if that (?:creature|creature or planeswalker) would die this turn, exile it instead",
        lambda m: (fx.ExileIfDiesThisTurn(),),
    ),
    (r"sacrifice ~ unless you pay ((?:\{[0-9WUBRGC]\})+)", _pay_or_sacrifice),
]

#: Multi-sentence templates (``oracle/paragraphs.py`` tries them on a whole line).
PARAGRAPHS: list[tuple[str, Builder]] = [
    # "You may pay {1}. If you do, ..." / "you may discard a card. If you do, draw two cards"
    # (Bitter Reunion) / "you may draw a card. If you do, discard a card" (Riddlesmith).
    (
        r"you may (pay ((?:\{[0-9wubrgc](?:/[wubrgp])?\})+)|discard (a|two) cards?|draw a card)"
        r"\. if you "
        r"do, (.+)",
        _optional_cost,
    ),
]
