"""Round 38's one-shot spell templates (issue 26, ``spell`` helper), tried by ``oracle.effects``.

- Counterspells with a mana-value condition (CR 701.6a, 608.2c): "Counter target spell if
  its mana value is 2 or less." (Prohibit) targets only such spells (the check on
  resolution finds the target illegal otherwise, CR 608.2b; targeting only spells it can
  counter loses nothing but a pointless cast); "If this spell was kicked, counter that spell
  if its mana value is 4 or less instead." is ``oracle.follow_ups``' kicked branch.
- Riders on the damage dealt "this way" (CR 120.3, 608.2c): "You gain life equal to the
  damage dealt this way." (Corrupt, Rite of Consumption: ``GainDamageDealt``), "If a player
  is dealt damage this way, <effect>." (Play with Fire: ``IfPlayerDealtDamage``).
- Ad Nauseam's paragraph: "Reveal the top card of your library and put that card into your
  hand. You lose life equal to its mana value. You may repeat this process any number of
  times." (``RevealTopToHand(repeat=True)``, CR 608.2c).
"""

from __future__ import annotations

import re
from dataclasses import replace

from deckstats.cards.effects import CounterSpell, Effect, RevealTopToHand
from deckstats.cards.effects_riders import GainDamageDealt, IfPlayerDealtDamage
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.targets import Target, TargetKind

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

    then = parse_effects(m.group(1))
    return None if then is None else (IfPlayerDealtDamage(then),)


#: Sentence templates (lower-case first letter, no final period).
TEMPLATES = [
    (
        r"counter (target [\w ]*?spell) if its mana value is (\d+) or (less|greater)",
        _counter_if_mana_value,
    ),
    (r"you gain life equal to the damage dealt this way", lambda m: (GainDamageDealt(),)),
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
]
