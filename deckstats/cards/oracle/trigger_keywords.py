"""Keywords that are shorthand for a triggered ability, round 38 (issue 26, ``spell``).

Each expands into the vocabulary a printed trigger would use (as ``oracle.keywords``):

- battle cry (CR 702.91a): "Whenever this creature attacks, each other attacking creature
  gets +1/+0 until end of turn" (Signal Pest): ``PumpAll(other=True)``;
- extort (CR 702.101a): "Whenever you cast a spell, you may pay {W/B}. If you do, each
  opponent loses 1 life and you gain that much life" (Tithe Drinker): an ``OptionalCost``
  (one instance, one trigger, CR 702.101b);
- evolve (CR 702.100a): "Whenever a creature you control enters, if that creature has
  greater power or toughness than this creature, put a +1/+1 counter on this creature"
  (Experiment One): ``EvolveCheck``;
- vanishing N (CR 702.63a): "This permanent enters with N time counters on it. At the
  beginning of your upkeep, remove a time counter from it. When the last is removed,
  sacrifice it." (Aven Riftwatcher): ``enters_with`` and ``RemoveCounterSacrificeLast``.

Also the one-shot "each other <group> gets +N/+N until end of turn" and "other <group> get
..." sentences (``PumpAll(other=True)``, CR 611.2c), tried by ``oracle.effects``.
"""

from __future__ import annotations

import re

from deckstats.cards.dsl import Triggered
from deckstats.cards.effects import Effect, GainLife, LoseLife, OptionalCost, PumpAll
from deckstats.cards.effects_riders import EvolveCheck, RemoveCounterSacrificeLast
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardType
from deckstats.cards.oracle.groups import group_filter
from deckstats.cards.oracle.parts import Parts
from deckstats.cards.oracle.text import granted_keywords
from deckstats.cards.targets import Filter, Ref
from deckstats.cards.triggers import (
    Attacks,
    BeginningOfStep,
    CastSpell,
    EntersBattlefield,
    StepName,
)

#: Battle cry's trigger (CR 702.91a).
BATTLE_CRY = Triggered(
    when=Attacks(),
    effect=(PumpAll(1, 0, Filter(attacking=True), other=True),),
    text="Battle cry",
)
#: Extort's trigger (CR 702.101a): a drain of 1 for {W/B}.
EXTORT = Triggered(
    when=CastSpell(),
    effect=(
        OptionalCost((LoseLife(1, Ref.EACH_OPPONENT), GainLife(1)), mana=parse_mana_cost("{W/B}")),
    ),
    text="Extort",
)
#: Evolve's trigger (CR 702.100a): another creature you control enters; the size check is
#: the resolution's (``EvolveCheck``).
EVOLVE = Triggered(
    when=EntersBattlefield(Ref.YOU, Filter(card_type=CardType.CREATURE), other=True),
    effect=(EvolveCheck(),),
    text="Evolve",
)
#: Vanishing's upkeep trigger (CR 702.63a); the time counters come with ``enters_with``.
VANISHING = Triggered(
    when=BeginningOfStep(StepName.UPKEEP),
    effect=(RemoveCounterSacrificeLast("time"),),
    text="Vanishing",
)


#: The keywords of this module that are one trigger each, by their printed word.
_TRIGGERS = {"battle cry": BATTLE_CRY, "extort": EXTORT, "evolve": EVOLVE}
#: "vanishing N": the counters it enters with, by kind, and its upkeep trigger.
_COUNTED = re.compile(r"(vanishing) (\d+)")
_COUNTED_TRIGGERS = {"vanishing": ("time", VANISHING)}


def trigger_keyword_item(low: str, parts: Parts) -> bool:
    """Compile one keyword (lower case, as printed) of this module; False if not one."""
    trig = _TRIGGERS.get(low)
    counted = _COUNTED.fullmatch(low)
    if counted is not None:
        kind, trig = _COUNTED_TRIGGERS[counted.group(1)]
        parts.facts["enters_with"] = (kind, int(counted.group(2)))  # CR 702.63a
    if trig is None:
        return False
    parts.triggers.append(trig)
    return True


def _pump_others(m: re.Match[str]) -> tuple[Effect, ...] | None:
    group = group_filter(m.group(1))
    kw = granted_keywords(m.group(4))
    if group is None or kw is None:
        return None
    return (PumpAll(int(m.group(2)), int(m.group(3)), group[0], group[1], kw, other=True),)


#: Sentence templates (lower-case first letter, no final period).
TEMPLATES = [
    (
        r"(?:each other|other) (.+?) gets? ([+-]\d+)/([+-]\d+)(?: and gains? (.+))? until end "
        r"of turn",
        _pump_others,
    ),
]
