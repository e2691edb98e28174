"""Triggered abilities a player gets, and copies of the spell that triggered one (CR 707.10).

``GrantTrigger`` (Glimpse of Nature's "Whenever you cast a creature spell this turn, ...",
Galvanic Iteration's "When you cast your next instant or sorcery spell this turn, ...", High
Tide's "Until end of turn, whenever ...", an emblem's "Whenever you cast a spell, ..."): an
object in the command zone (CR 114.1 for an emblem; a spell's delayed "this turn" trigger,
CR 603.7, has no object of its own, and the command zone keeps it out of every other rule)
whose one triggered ability the engine's trigger scans see like a permanent's
(``Game.trigger_sources``). A "this turn" one is listed in ``Game.granted_triggers`` and
removed in the cleanup step with the other "this turn" effects (``expire_granted``, CR
514.2); "your next ... spell" triggers once (the trigger's ``once_each_turn``).

``CopySpell``: the spell whose casting triggered the ability is copied (``copies.copy_spell``
through ``COPY_SPELL``, CR 707.10c: new targets may be chosen).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards.effects_events import CopySpell, GrantTrigger
from deckstats.cards.model import NO_TYPE, CardDef
from deckstats.cards.targets import Ref
from deckstats.engine.types import Zone

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_YOU: Final = Ref.YOU

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.game import Game
    from deckstats.engine.state import StackItem

#: ``engine.copies.copy_spell``, registered by that module (it imports ``engine.costs``, which
#: imports the resolvers: a module-level import here would close a cycle).
COPY_SPELL: list[Callable[[Game, StackItem, int, int | None], None]] = []


def _grant_trigger(ctx: Ctx, e: GrantTrigger) -> None:
    """CR 603.7, 114.4: the controller gets the triggered ability (see the module docstring)."""
    game = ctx.game
    src = ctx.item.card.name
    name = f"{src} emblem" if not e.duration else f"{src} (this turn)"
    card = CardDef(name=name, cost=None, types=NO_TYPE, triggers=(e.trigger,))
    who = ctx.players(e.player) if e.player != _REF_YOU else [ctx.controller]
    if not who:
        return
    obj = game.new_object(card, who[0], Zone.COMMAND)
    obj.controller = who[0]
    game.trigger_sources.append(obj)
    if e.duration:
        game.granted_triggers.append(obj)
    game.say(f"gets a triggered ability ({name})")


def expire_granted(game: Game) -> None:
    """CR 514.2: "this turn" triggered abilities end (called in the cleanup step)."""
    for obj in game.granted_triggers:
        if obj in game.trigger_sources:
            game.trigger_sources.remove(obj)
        game.objects.pop(obj.oid, None)
    game.granted_triggers = []


def _copy_spell(ctx: Ctx, e: CopySpell) -> None:
    """CR 707.10: copy the spell that triggered the ability, ``count`` times."""
    game = ctx.game
    spell = ctx.item.trigger_obj
    n = ctx.amount(e.count)
    if spell is None or n <= 0:
        return
    for item in game.stack:
        if item.obj is spell and item.kind == "spell":
            COPY_SPELL[0](game, item, n, None)  # engine.copies.copy_spell
            return


GRANTED_TRIGGER_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    GrantTrigger: _grant_trigger,
    CopySpell: _copy_spell,
}

__all__ = ["COPY_SPELL", "GRANTED_TRIGGER_EFFECTS", "expire_granted"]
