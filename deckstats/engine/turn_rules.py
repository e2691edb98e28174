"""Rule changes for a while: ``cards.static_rules.TurnRules`` (CR 611.2a-b).

"You may cast spells this turn as though they had flash" (Borne Upon a Wind), "Until your
next turn, you may cast sorcery spells as though they had flash" (Teferi, Time Raveler),
"Creatures can't attack this turn" (Orim's Chant). The resolver puts an object with the
effect's modifiers in the command zone (CR 114-like: it has no characteristics but these
rules) and in ``Game.modifier_sources``, where the checks of ``engine.rule_locks`` and
``engine.static_rules`` read them like a permanent's; its ``Expires`` marker says when it
ends, and ``expire_turn_rules`` removes it as the next turn (or its controller's next turn)
begins (a "this turn" effect ends in the cleanup step, CR 514.2: nothing happens between).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckstats.cards import static_rules as sr
from deckstats.cards.model import NO_TYPE, CardDef
from deckstats.engine.effect_ctx import Ctx
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.game import Game


def _turn_rules(ctx: Ctx, e: sr.TurnRules) -> None:
    """CR 611.2a-b: the controller's rules change until the effect's duration ends."""
    game = ctx.game
    name = f"{ctx.source.card.name} effect" if ctx.source is not None else "Effect"
    mods = (*e.modifiers, sr.Expires(e.next_turn))
    card = CardDef(name=name, cost=None, types=NO_TYPE, modifiers=mods)  # type: ignore[arg-type]
    obj = game.new_object(card, ctx.controller, Zone.COMMAND)
    obj.controller = ctx.controller
    obj.since = game.turn
    game.modifier_sources.append(obj)
    game.say(f"{name} ({'until your next turn' if e.next_turn else 'this turn'})")


def expire_turn_rules(game: Game) -> None:
    """As a turn begins: remove the rule changes whose duration has ended."""
    keep = []
    for src in game.modifier_sources:
        end = next((m for m in src.info.modifiers if type(m) is sr.Expires), None)
        over = end is not None and (not end.next_turn or game.active == src.controller)
        if over and src.since < game.turn:
            del game.objects[src.oid]
            continue
        keep.append(src)
    if len(keep) != len(game.modifier_sources):
        game.modifier_sources[:] = keep


TURN_RULES_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {sr.TurnRules: _turn_rules}

__all__ = ["TURN_RULES_EFFECTS", "expire_turn_rules"]
