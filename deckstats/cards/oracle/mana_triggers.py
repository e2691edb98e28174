"""Mana triggers: "Whenever <a permanent> is tapped for mana, add an additional ..." (CR 605.1b).

Conditions (``triggers.TappedForMana``):

- "enchanted land / Forest / <subtype> is tapped for mana" (Wild Growth, Wolfwillow Haven,
  Utopia Sprawl): the permanent the Aura is attached to;
- "you tap a <land / creature / permanent / subtype> for mana" (Mirari's Wake, Leyline of
  Abundance): any permanent of that filter its controller taps for mana; "a player taps an
  Island for mana" (High Tide's, for the turn): any player's.

Bodies: "[its controller adds] [add] an additional {G}" (``AddMana``), "an additional one
mana of the chosen color" (``AddOneOf(chosen=True)``: the colour chosen as the Aura entered,
``engine.chosen_color``), "add one mana of any type that land produced" (``AddManaOfTapped``).
A trigger from a mana ability that adds mana is a mana ability itself (CR 605.1b): the engine
resolves it at once, as the permanent is tapped for a cost (``engine.mana_triggers``).
"""

from __future__ import annotations

import re

from deckstats.cards import triggers as tg
from deckstats.cards.effects import AddMana, AddOneOf, Effect
from deckstats.cards.effects_events import AddManaOfTapped
from deckstats.cards.model import CardType
from deckstats.cards.targets import NO_FILTER, Filter, Ref

_TYPES = {
    "land": Filter(card_type=CardType.LAND),
    "creature": Filter(card_type=CardType.CREATURE),
    "permanent": NO_FILTER,
    "artifact": Filter(card_type=CardType.ARTIFACT),
}


def _group(word: str) -> Filter | None:
    """A word of the condition ("land", "creature", "Forest") as a filter."""
    flt = _TYPES.get(word)
    if flt is not None:
        return flt
    if re.fullmatch(r"[A-Z][a-z]+", word):
        return Filter(subtypes=(word,))
    return None


def mana_condition(c: str) -> list[tg.TriggerCondition] | None:
    """The conditions above, or ``None``."""
    m = re.fullmatch(r"enchanted (\w+) is tapped for mana", c)
    if m and _group(m.group(1)) is not None:
        return [tg.TappedForMana(Ref.ENCHANTED_OR_EQUIPPED)]
    m = re.fullmatch(r"(you tap|a player taps) an? (\w+) for mana", c)
    if m:  # High Tide: "a player taps an Island for mana" (any player's)
        flt = _group(m.group(2))
        who = Ref.YOU if m.group(1) == "you tap" else Ref.EACH_PLAYER
        return None if flt is None else [tg.TappedForMana(who, flt)]
    return None


_MANA = re.compile(r"((?:\{[WUBRGC]\})+)")


def mana_trigger_effects(conditions: list[tg.TriggerCondition], body: str) -> list[Effect] | None:
    """The mana a mana trigger adds (see the module docstring), or ``None``."""
    if not conditions or not all(isinstance(c, tg.TappedForMana) for c in conditions):
        return None
    m = re.fullmatch(r"(?:its controller adds|that player adds|add) an additional (.+)\.", body)
    if m:
        what = m.group(1)
        if _MANA.fullmatch(what):
            return [AddMana("".join(re.findall(r"[WUBRGC]", what)))]
        if what == "one mana of the chosen color":
            return [AddOneOf("", chosen=True)]  # engine.chosen_color fills the colour in
        return None
    if body == "add one mana of any type that land produced.":
        return [AddManaOfTapped()]
    return None


__all__ = ["mana_condition", "mana_trigger_effects"]
