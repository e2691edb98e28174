"""Values of the round-38 ``spell`` helper's effects (``cards.effects_riders``).

Rough points on ``players.evaluate``'s scale (one point is about one damage to the
opponent's face): the riders are small additions to the damage they follow.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from deckstats.cards import effects_oneshot as eo
from deckstats.cards import effects_riders as er
from deckstats.cards.effects import RevealTopToHand
from deckstats.cards.targets import Ref

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_EACH_OPPONENT: Final = Ref.EACH_OPPONENT
_REF_YOU: Final = Ref.YOU


def _sum(effects: tuple[Any, ...], x: int) -> float:
    """The value of nested effects (``players.evaluate.effect_value``, imported late)."""
    from deckstats.players.evaluate import effect_value

    return sum(effect_value(e, x) for e in effects)


RIDER_VALUES: dict[type, Callable[[Any, int], float]] = {
    # round 39: a Cataclysm against a goldfish board costs our own permanents too
    eo.KeepOneOfEach: lambda e, x: 3.0 if e.players == _REF_EACH_OPPONENT else 0.0,
    eo.SacrificePile: lambda e, x: 4.0,  # about half the target's board (aimed at them)
    eo.CastDiscardedFree: lambda e, x: 1.5,  # a free spell, sometimes
    er.GainDamageDealt: lambda e, x: 1.0,  # some life, as the damage dealt
    er.IfPlayerDealtDamage: lambda e, x: 0.3,  # a small bonus (a scry, a card)
    er.RemoveCounterSacrificeLast: lambda e, x: -0.5,  # the permanent's clock (vanishing)
    er.DamageEachPlayerCount: lambda e, x: 2.0,  # symmetric damage, aimed at greedy mana bases
    er.PumpSameName: lambda e, x: 2.0 * max(-e.power, -e.toughness, 0),  # removal-ish
    er.SacrificeGreatest: lambda e, x: 4.0,  # an edict on the best permanent
    er.SkipNextTurn: lambda e, x: -8.0,  # a whole turn lost
    # a turn of the opponent's attacks lost (one's own combat: a cost)
    er.FreshModal: lambda e, x: _sum((e.modal,), x),  # the best mode, most of the time
    er.ChoseMode: lambda e, x: 0.0,  # bookkeeping
    er.NameCastLock: lambda e, x: 0.5,  # the bounced creature can't come straight back
    er.SkipNextCombat: lambda e, x: -3.0 if e.player == _REF_YOU else 2.0,
    er.EvolveCheck: lambda e, x: 1.0,  # a +1/+1 counter, most of the time
    # tempo: their lands or blockers tapped; one's own lands (Chimeric Idol) are a cost
    er.TapAllOf: lambda e, x: -1.0 if e.player == _REF_YOU else 2.0,
    er.EmptyManaPool: lambda e, x: 0.2,
    er.IfBefore: lambda e, x: _sum(e.before, x) + 0.5 * _sum(e.then, x),
}


#: Ad Nauseam's floor: keep revealing while life is above this (a card costs its mana value).
REVEAL_LIFE_FLOOR: Final = 6


def keeps_revealing(view: Any, source: int) -> bool | None:
    """Whether to repeat a repeatable reveal (Ad Nauseam), or ``None`` for another source.

    Go again while life is above ``REVEAL_LIFE_FLOOR``: the next card may cost up to about
    that much life, and the pilot must not reveal itself to death (CR 119.3, 704.5a).
    """
    src = view.obj(source) if source else None
    if src is None or not any(isinstance(e, RevealTopToHand) and e.repeat for e in src.card.spell):
        return None
    return bool(view.life > REVEAL_LIFE_FLOOR)
