"""When the goldfish crews a Vehicle (CR 702.122a), or uses a graveyard ability (CR 602.1).

It saddles a Mount (CR 702.171a: the same cost) that can attack only with creatures that
could not attack this turn anyway.

Crewing taps creatures; the engine picks them (``engine.activation_costs``: creatures that
could not attack this turn first, then the smallest). The goldfish crews before combat
only when the Vehicle can attack and hits harder than the attackers the crew costs.

Layer: players.
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.model import CardType
from deckstats.cards.targets import Ref
from deckstats.engine.types import Step
from deckstats.engine.view import PlayerView
from deckstats.players.evaluate import effect_value

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
Animate: Final = fx.Animate
Bounce: Final = fx.Bounce
Reanimate: Final = fx.Reanimate

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_CARD_TYPE_CREATURE: Final = CardType.CREATURE
_REF_SELF: Final = Ref.SELF


def crew_worth(view: PlayerView, vehicle: Any, ab: Any) -> bool:
    """Whether crewing ``vehicle`` (ability ``ab``) now adds damage to this turn's attack."""
    if view.step is not Step.PRECOMBAT_MAIN or view.is_sick(vehicle) or vehicle.tapped:
        return False
    need = ab.cost.extra.crew
    cands = [
        o
        for o in view.battlefield
        if o.info.types & _CARD_TYPE_CREATURE and not o.tapped and o is not vehicle
    ]
    cands.sort(key=lambda o: (not view.is_sick(o), view.power(o), o.oid))
    total = lost = 0
    for o in cands:
        if total >= need:
            break
        p = view.power(o)
        if p <= 0:
            continue
        total += p
        if not view.is_sick(o):
            lost += p
    if not isinstance(ab.effect[0], Animate):
        return total >= need and lost == 0  # saddle (CR 702.171a): only idle creatures tap
    hits: int = ab.effect[0].power
    return total >= need and hits > lost


def graveyard_ability_worth(opt: Any) -> bool:
    """Whether the goldfish uses a graveyard ability (``cards.costs.GraveyardAbility``).

    When it costs no permanent and no card from hand, and gets the card back (Eternal
    Dragon to hand, a creature to the battlefield) or does something worth having.
    """
    c = opt.cost
    if c.sacrifice is not None or c.discard:
        return False
    back = any(type(e) in (Bounce, Reanimate) and e.target == _REF_SELF for e in opt.effect)
    return back or sum(effect_value(e) for e in opt.effect) > 0


__all__ = ["crew_worth", "graveyard_ability_worth"]
