"""Round 43 (helper ``triggers``): "If you put a <card> onto the battlefield this way, ...".

After "you may put a land card from your hand onto the battlefield" (a ``PutFromHand``,
usually inside ``MayDo``), Spelunking's "If you put a Cave onto the battlefield this way,
you gain 4 life." is a result of that effect (CR 608.2c): ``PutFromHand.if_put`` (the kind
of card that must have entered) and ``PutFromHand.then`` (what happens then). Called from
``oracle.body.parse_body``. Likewise after an impulse draw, "If you exiled a land card this
way, ..." (Bonehoard Dracosaur, round 44): ``ExileTopPlayable.if_exiled``.
"""

from __future__ import annotations

import dataclasses
import re

from deckstats.cards.effects import Effect, ExileTopPlayable, MayDo, PutFromHand
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.targets import NO_FILTER, Target, TargetKind

_PUT_THIS_WAY = re.compile(r"If you put an? ([A-Za-z ]+?) onto the battlefield this way, (.+)\.")
_EXILED_THIS_WAY = re.compile(r"If you exiled an? ([a-z]+ card) this way, (.+)\.")


def _exiled_this_way(sentence: str, effects: list[Effect]) -> bool:
    """Attach "If you exiled a land card this way, <effect>." to the impulse draw before.

    ``ExileTopPlayable.if_exiled`` (Bonehoard Dracosaur, CR 608.2c); False if it does not fit.
    """
    from deckstats.cards.oracle.effects import parse_effects
    from deckstats.cards.oracle.follow_ups import _targets
    from deckstats.cards.oracle.targets import card_filter

    m = _EXILED_THIS_WAY.fullmatch(sentence)
    if m is None or not effects or not isinstance(effects[-1], ExileTopPlayable):
        return False
    flt = card_filter(m.group(1)[: -len(" card")])
    then = parse_effects(m.group(2) + ".")
    if flt is None or flt == NO_FILTER or then is None or _targets(then):
        return False
    last = effects[-1]
    effects[-1] = dataclasses.replace(last, if_exiled=(*last.if_exiled, (flt, tuple(then))))
    return True


def put_this_way(sentence: str, effects: list[Effect]) -> bool:
    """Attach "If you put a <card> onto the battlefield this way, <effect>." to the put.

    ``effects`` ends with the put (changed in place); False leaves it as it was.
    """
    from deckstats.cards.oracle.effects import parse_effects
    from deckstats.cards.oracle.follow_ups import _targets

    if _exiled_this_way(sentence, effects):
        return True
    m = _PUT_THIS_WAY.fullmatch(sentence)
    if m is None or not effects:
        return False
    last = effects[-1]
    put = last.effect[0] if isinstance(last, MayDo) and len(last.effect) == 1 else last
    if not isinstance(put, PutFromHand) or put.each_player or put.if_put is not None:
        return False
    spec = parse_target("target " + m.group(1))
    then = parse_effects(m.group(2) + ".")
    if not isinstance(spec, Target) or spec.kinds & (TargetKind.PLAYER | TargetKind.SPELL):
        return False
    if then is None or _targets(then):
        return False
    new = dataclasses.replace(put, if_put=spec.filter, then=tuple(then))
    if isinstance(last, MayDo):
        effects[-1] = dataclasses.replace(last, effect=(new,))
    else:
        effects[-1] = new
    return True


__all__ = ["put_this_way"]
