"""Valiant, a trigger when a permanent becomes the target of its controller's spell or ability.

"Whenever ~ becomes the target of a spell or ability you control for the first time each turn"
(CR 603.2, 115.1; Heartfire Hero, Emberheart Challenger).

``on_targeted`` runs when a spell is cast, an ability activated or a triggered ability put on
the stack with targets (``engine.casting``, ``engine.events``): each target that is a permanent
of that item's controller with such a trigger, not yet triggered this turn, triggers once
(``GameObject.valiant_turn``). A spell or ability targeting it twice triggers it once (it
"becomes the target" once, CR 115.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from deckstats.cards.targets import Ref
from deckstats.cards.triggers import BecomesTarget
from deckstats.engine.types import FIRST_OBJECT_ID, Zone

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_EACH_OPPONENT: Final = Ref.EACH_OPPONENT
_REF_YOU: Final = Ref.YOU

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import StackItem


def on_targeted(game: Game, item: StackItem) -> None:
    """CR 603.2: the valiant (``BecomesTarget``) triggers of the permanents ``item`` targets."""
    if game.trigger_sources:
        _yours_targeted(game, item)  # Leovold: "you or a permanent you control"
    for group in item.targets:
        for t in group:
            if t < FIRST_OBJECT_ID:
                continue
            o = game.objects.get(t)
            if o is None or not o.info.target_triggers or o.zone is not Zone.BATTLEFIELD:
                continue
            first = o.valiant_turn != game.turn
            for trig in o.info.target_triggers:
                w = trig.when
                assert isinstance(w, BecomesTarget)
                if (
                    (w.by == _REF_YOU and o.controller != item.controller)
                    or (w.by == _REF_EACH_OPPONENT and o.controller == item.controller)
                    or (w.spells_only and item.kind != "spell")
                    or (w.first_time and not first)
                ):
                    continue
                if w.first_time:
                    o.valiant_turn = game.turn
                # "that spell" / "that spell's controller" (Reality Smasher, Bonecrusher
                # Giant): the triggering object is the spell; else the permanent.
                about = item.obj if item.kind == "spell" and item.obj is not None else o
                game.pending.append((o.controller, trig, o, about, 1 - o.controller))


def _yours_targeted(game: Game, item: StackItem) -> None:
    """CR 115.1, 603.2: "you or a permanent you control becomes the target of ..." (Leovold).

    Once per such target of ``item`` (one chosen twice "becomes the target" once).
    """
    chosen = {t for group in item.targets for t in group}
    for src in game.trigger_sources:
        for trig in src.info.triggers:
            w = trig.when
            if not (isinstance(w, BecomesTarget) and w.yours):
                continue
            you = src.controller
            mine = item.controller == you
            if (w.by == _REF_YOU and not mine) or (w.by == _REF_EACH_OPPONENT and mine):
                continue
            if w.spells_only and item.kind != "spell":
                continue
            for t in sorted(chosen):
                o = game.objects.get(t) if t >= FIRST_OBJECT_ID else None
                if t == you or (
                    o is not None and o.zone is Zone.BATTLEFIELD and o.controller == you
                ):
                    game.pending.append((you, trig, src, o, 1 - you))


__all__ = ["on_targeted"]
