"""Keyword abilities that are shorthand for a triggered ability (CR 702).

Each keyword expands into the same vocabulary a printed trigger would use, so the engine
and the players need no keyword-specific code beyond what the trigger needs:

- exalted (CR 702.83a, not in seeds): "Whenever a creature you control attacks alone, that
  creature gets +1/+1 until end of turn" (one trigger per instance, CR 702.83b);
- undying (CR 702.93a, not in seeds) / persist (CR 702.79a, not in seeds): "When this
  creature dies, if it had no +1/+1 (-1/-1) counters on it, return it to the battlefield
  under its owner's control with a +1/+1 (-1/-1) counter on it";
- annihilator N (CR 702.86a, not in seeds): "Whenever this creature attacks, defending
  player sacrifices N permanents";
- echo [cost] (CR 702.30a; the seeds list it among the upkeep rules): "At the beginning of
  your upkeep, if this
  permanent came under your control since the beginning of your last upkeep, sacrifice it
  unless you pay [cost]" (``PayOrSacrifice(echo=True)``).

Devoid (CR 702.114a, not in seeds) is a characteristic-defining ability: the card is
colourless; ``keyword_item`` reports it and the compiler clears the colours.
"""

from __future__ import annotations

import re

from deckstats.cards.dsl import Triggered
from deckstats.cards.effects import (
    PayOrSacrifice,
    Pump,
    Reanimate,
    RemoveCounterOrSacrifice,
    Sacrifice,
)
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.targets import NO_FILTER, Ref
from deckstats.cards.triggers import Attacks, BeginningOfStep, Dies, StepName

#: Exalted's trigger: the lone attacker gets +1/+1 (CR 702.83a).
EXALTED = Triggered(
    when=Attacks(Ref.YOU, alone=True), effect=(Pump(1, 1, Ref.TRIGGERING_OBJECT),), text="Exalted"
)
#: Undying and persist: the creature that died returns with a counter, unless it had one.
UNDYING = Triggered(
    when=Dies(),
    effect=(Reanimate(Ref.TRIGGERING_OBJECT, counter="+1/+1", unless_had_counter=True),),
    text="Undying",
)
PERSIST = Triggered(
    when=Dies(),
    effect=(Reanimate(Ref.TRIGGERING_OBJECT, counter="-1/-1", unless_had_counter=True),),
    text="Persist",
)


#: Fading's upkeep trigger (CR 702.32a); the fade counters come with ``enters_with``.
FADING = Triggered(
    when=BeginningOfStep(StepName.UPKEEP),
    effect=(RemoveCounterOrSacrifice("fade"),),
    text="Fading",
)


def annihilator(n: int) -> Triggered:
    """CR 702.86a: "Whenever this creature attacks, defending player sacrifices N permanents"."""
    return Triggered(
        when=Attacks(),
        effect=(Sacrifice(NO_FILTER, Ref.DEFENDING_PLAYER, count=n),),
        text=f"Annihilator {n}",
    )


def keyword_trigger(low: str) -> Triggered | None:
    """The trigger a keyword (lower case, as printed) stands for, or ``None``."""
    if low == "exalted":
        return EXALTED
    if low == "undying":
        return UNDYING
    if low == "persist":
        return PERSIST
    m = re.fullmatch(r"annihilator (\d+)", low)
    if m:
        return annihilator(int(m.group(1)))
    m = re.fullmatch(r"echo ((?:\{[0-9wubrgc]+\})+)", low)
    if m:
        cost = parse_mana_cost(m.group(1).upper())
        return Triggered(
            when=BeginningOfStep(StepName.UPKEEP),
            effect=(PayOrSacrifice(cost, echo=True),),
            text=f"Echo {cost.text}",
        )
    from deckstats.cards.oracle.token_keywords import keyword_trigger as token_trigger

    return token_trigger(low)  # living weapon, mobilize N (oracle.token_keywords)
