"""Oracle templates for activated abilities that work from the graveyard (CR 602.1).

- "{2}{C}, Sacrifice a land: Return ~ from your graveyard to your hand." (World Breaker)
- "Sacrifice a Food: Return ~ from your graveyard to the battlefield." (Cauldron Familiar)
- "{3}{W}{W}: Return ~ from your graveyard to your hand. Activate only during your upkeep."
  (Eternal Dragon, Hammer of Bogardan, Undead Gladiator)
- "{3}{R}{R}, Exile ~ from your graveyard: Create two 1/1 red Elemental creature tokens."
  (Seasoned Pyromancer, Faerie Dreamthief)
- "Raid — {1}{B}: Return ~ from your graveyard to the battlefield. Activate only if you
  attacked this turn." (Bloodsoaked Champion: a condition, CR 602.5b)
- "{2}{W}: Creatures you control gain protection from the color of your choice until end of
  turn. Activate only if ~ is in your graveyard." (Glory: any effect, worked from there)

The line becomes a ``cards.costs.GraveyardAbility`` (``engine.graveyard_abilities``). A cost
the graveyard cannot pay ({T}, "Sacrifice ~") or an effect not compiled leaves the line
unparsed, and nothing is offered.
"""

from __future__ import annotations

import re
from dataclasses import replace

from deckstats.cards.cost_extra import CostExtra
from deckstats.cards.costs import GraveyardAbility
from deckstats.cards.dsl import Cost
from deckstats.cards.effects import Bounce, Effect, Reanimate
from deckstats.cards.oracle.activated import CONDITION_WORD as _CONDITION_WORD
from deckstats.cards.oracle.activated import parse_cost
from deckstats.cards.oracle.activation_costs import restriction
from deckstats.cards.oracle.body import parse_body
from deckstats.cards.oracle.parts import Parts
from deckstats.cards.oracle.text import split_sentences
from deckstats.cards.targets import Ref

_LINE = re.compile(r'([^":]+?): (.+)', re.DOTALL)
_EXILE_SELF = "Exile ~ from your graveyard"
_RETURN = re.compile(r"Return ~ from your graveyard to (your hand|the battlefield)\.")
#: "Activate only if ~ is in your graveyard." (Glory, CR 602.5b): the zone it works from.
_ONLY_THERE = "Activate only if ~ is in your graveyard."
_TIMING = {
    "Activate only during your upkeep.": "upkeep",
    "Activate only as a sorcery.": "sorcery",
}


def _cost(text: str) -> Cost | None:
    """The cost without its "Exile ~ from your graveyard" part; ``None`` if not payable there."""
    parts = [p.strip() for p in re.split(r",\s*(?![^{]*\})", text)]
    rest = ", ".join(p for p in parts if p != _EXILE_SELF)
    cost = parse_cost(rest) if rest else Cost()
    if cost is None or cost.tap or cost.sacrifice_self or cost.loyalty is not None:
        return None
    if cost.exile_self or cost.remove_counter or cost.energy or cost.extra is not None:
        return None
    return replace(cost, exile_self=_EXILE_SELF in parts)


def graveyard_line(line: str, parts: Parts) -> bool | None:
    """Compile a graveyard ability; None when the line is not one, False when not compiled."""
    word = _CONDITION_WORD.match(line)  # an ability word only labels the line (CR 207.2c)
    m = _LINE.fullmatch(line[word.end() :] if word else line)
    if not m or m.group(1).startswith(("When", "Whenever", "At ")):
        return None
    from_grave = _EXILE_SELF in m.group(1)
    sentences = split_sentences(m.group(2))
    if _ONLY_THERE in sentences:
        from_grave = True
        sentences = [s for s in sentences if s != _ONLY_THERE]
    back = _RETURN.fullmatch(sentences[0]) if sentences else None
    if not from_grave and back is None:
        return None
    cost = _cost(m.group(1))
    if cost is None:
        return False
    timing = {_TIMING[s]: True for s in sentences if s in _TIMING}
    body = [s for s in sentences if s not in _TIMING]
    rule = restriction(body[-1]) if body else None
    if rule is not None and set(rule) == {"condition"}:
        # "Raid — ... Activate only if you attacked this turn." (Bloodsoaked Champion)
        cost = replace(cost, extra=CostExtra(condition=rule["condition"]))
        body = body[:-1]
    if back is not None:
        if len(body) != 1:
            return False
        to_hand = back.group(1) == "your hand"
        effects: list[Effect] | None = [Bounce(Ref.SELF) if to_hand else Reanimate(Ref.SELF)]
    else:
        effects = parse_body(" ".join(body))
    if not effects:
        return False
    parts.costs.append(GraveyardAbility(cost, tuple(effects), **timing))
    return True


__all__ = ["graveyard_line"]
