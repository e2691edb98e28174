"""Emblem sentences of planeswalkers (CR 114): "You get an emblem with "<static>"".

The quoted text is compiled as a static ability line (``statics.static_line``, then
``static_conditions.presence_static_line``); only abilities that apply to creatures the
emblem's owner controls are kept (CR 114.4: they work from the command zone). An emblem
with a triggered ability is not compiled: its sentence stays unparsed. A rule-changing
static of ``oracle.static_rules`` ("You have no maximum hand size") is kept as the
emblem's ``modifiers``; so is "You have no maximum hand size for the rest of the game".
"""

from __future__ import annotations

import re
from typing import Any

from deckstats.cards.emblems import GetEmblem
from deckstats.cards.oracle.stat_lines import TEMPLATES as _STAT_TEMPLATES
from deckstats.cards.targets import Ref


def _emblem(m: re.Match[str]) -> tuple[Any, ...] | None:
    from deckstats.cards.oracle.parts import Parts
    from deckstats.cards.oracle.static_conditions import presence_static_line
    from deckstats.cards.oracle.static_rules import static_rule_line
    from deckstats.cards.oracle.statics import static_line

    inner = m.group("text")
    triggered = _triggered_emblem(inner)
    if triggered is not None:
        return triggered
    parts = Parts()
    if static_rule_line(inner, parts) and parts.modifiers and not parts.statics:
        return (GetEmblem((), tuple(parts.modifiers)),)  # (oracle.static_rules)
    if not (parts.statics or static_line(inner, parts) or presence_static_line(inner, parts)):
        return None
    if not parts.statics or any(
        s.applies_to not in (Ref.CREATURES_YOU_CONTROL, Ref.PERMANENTS_YOU_CONTROL) or s.other
        for s in parts.statics
    ):
        return None
    return (GetEmblem(tuple(parts.statics)),)


def _triggered_emblem(inner: str) -> tuple[Any, ...] | None:
    """CR 114.4: an emblem with a triggered ability ("this emblem deals 5 damage ...")."""
    from deckstats.cards.oracle.stat_lines import quoted_ability

    if not inner.startswith(("When", "At the beginning")):
        return None
    got = quoted_ability(inner.replace("this emblem", "~"))
    if got is None or got[0] or not got[1]:
        return None
    return (GetEmblem((), (), got[1]),)


def _opponent_emblem(m: re.Match[str]) -> tuple[Any, ...] | None:
    """CR 114.2: "Target opponent gets an emblem with "<ability>"" (Ob Nixilis Reignited)."""
    from dataclasses import replace

    from deckstats.cards.oracle.targets import parse_target

    got = _emblem(m)
    who = parse_target("target opponent")
    if not got or who is None:
        return None
    return (replace(got[0], player=who),)


def _rest_of_game(m: re.Match[str]) -> tuple[Any, ...] | None:
    """Sea Gate Restoration: "You have no maximum hand size for the rest of the game."."""
    from deckstats.cards.hand_size import MaxHandSize

    return (GetEmblem((), (MaxHandSize(unlimited=True),)),)  # CR 402.2, 611.2a: the game


#: ``effects.parse_effects`` templates: (regex on the decapitalised sentence, builder).
TEMPLATES: list[tuple[str, Any]] = [
    (r'you get an emblem with "(?P<text>[^"]+\.)"', _emblem),
    (r"you have no maximum hand size for the rest of the game", _rest_of_game),
    (r'target opponent gets an emblem with "(?P<text>[^"]+\.)"', _opponent_emblem),
]
TEMPLATES.extend(_STAT_TEMPLATES)  # round 39's (``oracle.stat_lines``)

__all__ = ["TEMPLATES"]
