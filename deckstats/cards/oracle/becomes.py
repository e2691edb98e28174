"""Permanents that become creatures with a set base power and toughness (CR 611.2, 613.4b).

Effect sentences (``TEMPLATES``, tried by ``oracle.effects.parse_effects``):

- "Target artifact becomes an artifact creature with base power and toughness 5/5."
  (Tezzeret, Agent of Bolas): no duration, it stays one (CR 611.2a; ``Animate.permanent``);
- "Artifacts you control become artifact creatures with base power and toughness 5/5 until
  end of turn." (Tezzeret the Seeker; ``Animate.group``, CR 611.2c);
- "Target artifact or creature loses all abilities and becomes a green Elk creature with
  base power and toughness 3/3." (Oko, Thief of Crowns; ``Animate.lose_all``: CR 613.1f,
  205.1a, its other types replaced);
- "Exchange control of <target> and <target>." (CR 701.12; ``ExchangeControl``);
- "Distribute two +1/+1 counters among one or two target creatures." (CR 601.2d;
  ``PutCountersDivided``, Abzan Charm);
- "You can't lose the game this turn and your opponents can't win the game this turn." and
  "Until end of turn, damage that would reduce your life total to less than 1 reduces it to
  1 instead." (Angel's Grace; ``cards.cant_lose``, CR 104.3, 614.1a);
- "Counter target spell / Destroy target creature with mana value less than or equal to the
  number of cards in its controller's graveyard." (Drown in the Loch; ``IfTargetAtMost``
  checked as it resolves, CR 608.2b: a target beyond it is not affected).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from deckstats.cards.cant_lose import CantLoseThisTurn, LifeFloorThisTurn
from deckstats.cards.distribute import PutCountersDivided
from deckstats.cards.effects import Animate
from deckstats.cards.exchange import ExchangeControl
from deckstats.cards.model import CardType
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import Filter, Target, TargetKind

Effects = tuple[Any, ...]
_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_BASE = r"with base power and toughness (\d+)/(\d+)"


def _target_artifact(m: re.Match[str]) -> Effects | None:
    target = parse_target(m.group(1))
    if not isinstance(target, Target):
        return None
    p, t = int(m.group(2)), int(m.group(3))
    return (Animate(p, t, artifact=True, permanent=True, target=target),)


_GROUPS = {"artifacts": Filter(card_type=CardType.ARTIFACT)}


def _group(m: re.Match[str]) -> Effects | None:
    p, t = int(m.group(2)), int(m.group(3))
    return (Animate(p, t, artifact=True, group=_GROUPS[m.group(1)]),)


def _elk(m: re.Match[str]) -> Effects | None:
    target = parse_target(m.group(1))
    if not isinstance(target, Target):
        return None
    color = _LETTERS.get(m.group(2) or "", "")
    subtype = (m.group(3).capitalize(),) if m.group(3) else ()
    p, t = int(m.group(4)), int(m.group(5))
    return (Animate(p, t, color, subtype, permanent=True, target=target, lose_all=True),)


def _exchange(m: re.Match[str]) -> Effects | None:
    a, b = parse_target(m.group(1)), parse_target(m.group(2))
    if not isinstance(a, Target) or not isinstance(b, Target):
        return None
    return (ExchangeControl(a, b),)


def _mana_value_at_most(m: re.Match[str]) -> Effects | None:
    """CR 608.2b-c: "Counter target spell with mana value less than or equal to <count>"."""
    from deckstats.cards.effects_library import IfTargetAtMost
    from deckstats.cards.oracle.counts import count_phrase
    from deckstats.cards.oracle.effects import parse_effects

    then = parse_effects(f"{m.group(1)} {m.group(2)}")
    count = count_phrase(m.group(3))
    if not then or count is None:
        return None
    return (IfTargetAtMost(then, "mana value", count),)


_AMONG = {"one or two": 2, "one, two, or three": 3}


def _distribute(m: re.Match[str]) -> Effects | None:
    """CR 601.2d: "Distribute two +1/+1 counters among one or two target creatures"."""
    n = number(m.group(1))
    spec = parse_target("target " + m.group(3))
    if not isinstance(n, int) or not isinstance(spec, Target) or spec.kinds != TargetKind.CREATURE:
        return None
    to = Target(spec.kinds, spec.controller, spec.filter, _AMONG[m.group(2)], divide=n)
    return (PutCountersDivided(to),)


TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        r"(counter|destroy|exile) (target (?:spell|creature)) with mana value less than or "
        r"equal to (.+)",
        _mana_value_at_most,
    ),
    (
        r"you can't lose the game this turn and your opponents can't win the game this turn",
        lambda m: (CantLoseThisTurn(),),
    ),
    (
        r"until end of turn, damage that would reduce your life total to less than (\d+) "
        r"reduces it to \1 instead",
        lambda m: (LifeFloorThisTurn(int(m.group(1))),),
    ),
    (
        rf"distribute ({NUMBER}) \+1/\+1 counters among (one or two|one, two, or three) "
        r"target (creatures(?: you control)?)",
        _distribute,
    ),
    (rf"(target artifact) becomes an artifact creature {_BASE}", _target_artifact),
    (rf"(artifacts) you control become artifact creatures {_BASE} until end of turn", _group),
    (
        r"(target [a-z ]+?) loses all abilities and becomes an? (?:(white|blue|black|red|green) )?"
        rf"(?:([A-Za-z]+) )?creature {_BASE}",
        _elk,
    ),
    (r"exchange control of (target .+?) and (target .+)", _exchange),
]

__all__ = ["TEMPLATES"]
