"""Round 38's one-shot spell templates (issue 26, ``spell`` helper), tried by ``oracle.effects``.

- Counterspells with a mana-value condition (CR 701.6a, 608.2c): "Counter target spell if
  its mana value is 2 or less." (Prohibit) targets only such spells (the check on
  resolution finds the target illegal otherwise, CR 608.2b; targeting only spells it can
  counter loses nothing but a pointless cast); "If this spell was kicked, counter that spell
  if its mana value is 4 or less instead." is ``oracle.follow_ups``' kicked branch.
- Riders on the damage dealt "this way" (CR 120.3, 608.2c): "You gain life equal to the
  damage dealt this way." (Corrupt, Rite of Consumption: ``GainDamageDealt``), "If a player
  is dealt damage this way, <effect>." (Play with Fire: ``IfPlayerDealtDamage``).
- "~ deals damage to each player equal to <a count> that player controls" (Price of
  Progress: ``DamageEachPlayerCount``), "Target creature and all other creatures with the
  same name as that creature get -2/-2 until end of turn" (Echoing Decay: ``PumpSameName``),
  edicts of the greatest mana value (Flare of Malice: ``SacrificeGreatest``), "Destroy each
  <permanent> [with mana value X or less]" (Culling Ritual, Meltdown: ``MassRemoval``).
- Ad Nauseam's paragraph: "Reveal the top card of your library and put that card into your
  hand. You lose life equal to its mana value. You may repeat this process any number of
  times." (``RevealTopToHand(repeat=True)``, CR 608.2c).
"""

from __future__ import annotations

import re
from dataclasses import replace

from deckstats.cards import effects_riders as er
from deckstats.cards.effects import CantGainLife, CounterSpell, Effect, RevealTopToHand
from deckstats.cards.effects_mass import MassRemoval
from deckstats.cards.oracle.counts import count_phrase
from deckstats.cards.oracle.mass import permanent_filter
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.targets import Controller, Ref, Target, TargetKind, TargetSpec

Effects = tuple[Effect, ...]


def _counter_if_mana_value(m: re.Match[str]) -> Effects | None:
    spec = parse_target(m.group(1))
    if not isinstance(spec, Target) or spec.kinds != TargetKind.SPELL:
        return None
    n = int(m.group(2))
    if m.group(3) == "less":
        flt = replace(spec.filter, max_mana_value=n)
    else:
        flt = replace(spec.filter, min_mana_value=n)
    return (CounterSpell(replace(spec, filter=flt)),)


def _if_player_dealt(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    if m.group(1) == "they can't gain life for the rest of the game":
        # Screaming Nemesis: "they" is the player dealt damage, the damage's target (CR 119.7)
        return (er.IfPlayerDealtDamage((CantGainLife(Ref.FIRST_TARGET, rest_of_game=True),)),)
    then = parse_effects(m.group(1))
    return None if then is None else (er.IfPlayerDealtDamage(then),)


def _damage_each_player(m: re.Match[str]) -> Effects | None:
    count = count_phrase(m.group(1) + " you control")
    return None if count is None else (er.DamageEachPlayerCount(count),)


def _same_name(m: re.Match[str]) -> Effects | None:
    spec = parse_target(m.group(1))
    if not isinstance(spec, Target) or spec.kinds != TargetKind.CREATURE:
        return None
    return (er.PumpSameName(int(m.group(2)), int(m.group(3)), spec),)


_PLAYERS: dict[str, TargetSpec] = {
    "each opponent": Ref.EACH_OPPONENT,
    "each player": Ref.EACH_PLAYER,
    "target player": Target(TargetKind.PLAYER),
    "target opponent": Target(TargetKind.PLAYER, controller=Controller.OPPONENT),
}
_NOT_PERMANENTS = TargetKind.PLAYER | TargetKind.SPELL | TargetKind.CARD_IN_GRAVEYARD


def _greatest(m: re.Match[str]) -> Effects | None:
    spec = parse_target("target " + m.group(2))
    among = parse_target("target " + m.group(3).replace(" and ", " or "))
    if not isinstance(spec, Target) or spec.kinds & _NOT_PERMANENTS or spec.controller:
        return None
    if not isinstance(among, Target) or among.kinds != spec.kinds:
        return None  # the greatest among the very kinds it sacrifices
    return (er.SacrificeGreatest(permanent_filter(spec), _PLAYERS[m.group(1)]),)


def _destroy_each(m: re.Match[str]) -> Effects | None:
    """Destroy or exile each <permanent> [with mana value X or less] (CR 701.8; Meltdown)."""
    phrase = re.sub(r",? and ", ", or ", m.group(2))
    bare = re.sub(r" with mana value [xX] or less$", "", phrase)
    x_max = bare != phrase
    phrase = bare
    spec = parse_target("target " + phrase)
    if not isinstance(spec, Target) or spec.kinds & _NOT_PERMANENTS:
        return None
    kinds, flt, whose = spec.kinds, spec.filter, spec.controller
    if m.group(1) == "destroy":
        return (MassRemoval(kinds, flt, whose, "destroy", x_max=x_max),)
    return (MassRemoval(kinds, flt, whose, "exile", x_max=x_max),)


def _tap_all_of(m: re.Match[str]) -> Effects | None:
    spec = parse_target("target " + re.sub(r",? and ", ", or ", m.group(1)))
    if not isinstance(spec, Target) or spec.kinds & _NOT_PERMANENTS or spec.controller:
        return None
    return (er.TapAllOf(permanent_filter(spec), _PLAYERS[m.group(2)]),)


#: Sentence templates (lower-case first letter, no final period).
TEMPLATES = [
    (r"~ deals damage to each player equal to (.+) that player controls", _damage_each_player),
    (
        r"(target creature) and all other creatures with the same name as that creature get "
        r"([+-]\d+)/([+-]\d+) until end of turn",
        _same_name,
    ),
    (
        r"(each opponent|each player|target player|target opponent) sacrifices an? (.+?) with "
        r"the greatest mana value among (.+?) (?:they|that player) controls?",
        _greatest,
    ),
    (r"(destroy|exile) each ((?!other )[\w ,-]+)", _destroy_each),
    (r"you skip your next turn", lambda m: (er.SkipNextTurn(),)),
    (
        r"(target player|target opponent|each opponent) skips (?:their|his or her) next combat "
        r"phase",
        lambda m: (er.SkipNextCombat(_PLAYERS[m.group(1)]),),
    ),
    (r"tap all ([\w ,-]+?) (target player|target opponent) controls", _tap_all_of),
    (
        r"(that player|target player|each player|each opponent) loses? all unspent mana",
        lambda m: (er.EmptyManaPool(_PLAYERS.get(m.group(1), Ref.TARGET_CONTROLLER)),),
    ),
    (
        r"counter (target [\w ]*?spell) if its mana value is (\d+) or (less|greater)",
        _counter_if_mana_value,
    ),
    (r"you gain life equal to the damage dealt this way", lambda m: (er.GainDamageDealt(),)),
    (r"if a player is dealt damage this way, (.+)", _if_player_dealt),
]


#: Multi-sentence templates (``oracle.paragraphs`` tries them on a whole line).
PARAGRAPHS = [
    # Ad Nauseam (CR 608.2c): Dark Confidant's reveal, again and again while you choose
    (
        r"reveal the top card of your library and put that card into your hand\. you lose "
        r"life equal to its mana value\. you may repeat this process any number of times",
        lambda m: (RevealTopToHand(lose_life=True, repeat=True),),
    ),
    # Caustic Bronco (CR 702.171b): who loses the life depends on "saddled" on resolution
    (
        r"reveal the top card of your library and put it into your hand\. you lose life equal "
        r"to that card's mana value if ~ isn't saddled\. otherwise, each opponent loses that "
        r"much life",
        lambda m: (RevealTopToHand(opponents_if_saddled=True),),
    ),
]


_THEN_IF_CONTROLLED = re.compile(r"Then if you controlled (.+?), (.+)\.")


def then_if_controlled(sentence: str, spell: list[Effect]) -> bool:
    """The sentence "Then if you controlled <X>, <effect>." after an untargeted effect.

    CR 608.2c, 608.2h: the condition is read as things were before the effect before it
    (``IfBefore``), which replaces that effect (Shatter the Sky). False (``spell``
    unchanged) otherwise.
    """
    from deckstats.cards.oracle.effects import _CONDITIONS, parse_effects
    from deckstats.cards.oracle.mass import has_target

    m = _THEN_IF_CONTROLLED.fullmatch(sentence)
    if m is None or not spell or has_target((spell[-1],)):
        return False
    cond = _CONDITIONS.get("you control " + m.group(1))
    then = parse_effects(m.group(2))
    if cond is None or then is None or has_target(then):
        return False
    spell[-1] = er.IfBefore(cond, (spell[-1],), then)
    return True
