"""Prevention and redirection shields of one turn (CR 615.7, 614.9; ``effects_act.PreventNext``).

"Prevent the next 2 damage that would be dealt to any target this turn" (Goblin Legionnaire)
and "The next time a red source of your choice would deal damage to you this turn, prevent
that damage" (Circle of Protection: Red) put a ``Shield`` in ``Game.damage_shields``;
``engine.damage.deal_damage`` asks ``shielded`` while that list is not empty. A shield protects one
player or permanent, from any source or from one chosen source (of a colour); it prevents up
to its amount (or all of the next damage event) and is used up; "... is dealt to target
creature you control instead" (Nomads en-Kor, CR 614.9) deals what it stopped to that
creature instead, from the same source. A shield lasts until the end of the turn it was made.
Damage that can't be prevented (CR 615.12) passes prevention shields, not redirection.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from deckstats.cards.effects_act import PreventNext
from deckstats.cards.model import NO_COLOR, Color, color_from_letter
from deckstats.engine.life_locks import unpreventable
from deckstats.engine.types import FIRST_OBJECT_ID, Zone

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


@dataclass(slots=True)
class Shield:
    """One shield: whom it protects, how much is left (-1: the whole next event), from what.

    ``color``: only damage from a source of that colour; ``source``: only from that object
    (0: any); ``redirect``: the permanent the stopped damage is dealt to instead (0: none).
    """

    turn: int
    protects: int
    left: int
    color: Color
    source: int
    redirect: int


#: ``PreventNext.amount`` and ``Shield.left`` of "Prevent all damage that would be dealt to ~
#: this turn" (Gideon, Ally of Zendikar; CR 615.1a): every damage event this turn.
ALL_THIS_TURN: Final = -2


def _applies(sh: Shield, source: GameObject | None) -> bool:
    """Whether the shield stops damage from ``source`` (its colour and chosen source)."""
    if sh.source and (source is None or source.oid != sh.source):
        return False
    return not sh.color or (source is not None and bool(source.card.colors & sh.color))


def shielded(
    game: Game, source: GameObject | None, controller: int, target: int, amount: int, combat: bool
) -> int:
    """The damage still dealt to ``target`` after this turn's shields (CR 615.7, 614.9)."""
    live = [sh for sh in game.damage_shields if sh.turn == game.turn]
    if len(live) != len(game.damage_shields):
        game.damage_shields[:] = live  # last turn's shields are gone
    for sh in live:
        if amount <= 0:
            break
        if sh.protects != target or not _applies(sh, source):
            continue
        if not sh.redirect and unpreventable(game):
            continue  # CR 615.12: can't be prevented
        stopped = amount if sh.left < 0 else min(amount, sh.left)
        amount -= stopped
        if sh.left != ALL_THIS_TURN:  # "prevent all damage ... this turn" stays (Gideon)
            sh.left = 0 if sh.left < 0 else sh.left - stopped
        if sh.left == 0:
            game.damage_shields.remove(sh)
        if sh.redirect and stopped:
            other = game.objects.get(sh.redirect)
            if other is not None and other.zone is Zone.BATTLEFIELD:
                from deckstats.engine.damage import deal_damage

                deal_damage(game, source, controller, sh.redirect, stopped, combat)  # CR 614.9
        elif stopped:
            game.say(f"{stopped} damage prevented")
    return amount


def _chosen_source(ctx: Ctx, color: Color) -> int:
    """The source of the controller's choice (CR 615.7): the opponent's most threatening one.

    The top spell or ability of the stack an opponent controls, else their attacking
    creature with the greatest power, else their permanent with the greatest power, among
    those of ``color``; -1 when there is none (the shield then stops nothing).
    """
    game = ctx.game
    you = ctx.controller

    def ok(o: GameObject) -> bool:
        return not color or bool(o.card.colors & color)

    for item in reversed(game.stack):
        if item.controller != you and item.obj is not None and ok(item.obj):
            return item.obj.oid
    theirs = [o for o in game.players[1 - you].battlefield if ok(o)]
    if not theirs:
        return -1
    best = max(theirs, key=lambda o: (o.attacking, game.power(o) if o.info.is_creature else -1))
    return best.oid


def prevent_next(ctx: Ctx, e: PreventNext) -> None:
    """CR 615.7: a shield on each protected player or permanent until end of turn."""
    game = ctx.game
    if e.chosen_color:
        return  # "of the chosen color" before any colour was chosen (CR 607.2d)
    protected = ctx.ids(e.target)
    redirect = 0
    if e.redirect is not None:
        to = ctx.objs(e.redirect)
        if not to:
            return  # CR 608.2b: its only target is gone
        redirect = to[0].oid
    color = NO_COLOR
    for ch in e.color:
        color |= color_from_letter(ch)
    source = _chosen_source(ctx, color) if e.choose_source else 0
    if source < 0:
        return
    for t in protected:
        if t >= FIRST_OBJECT_ID and game.zone_of(t) is not Zone.BATTLEFIELD:
            continue
        game.damage_shields.append(Shield(game.turn, t, e.amount or -1, color, source, redirect))
        name = f"P{t}" if t < FIRST_OBJECT_ID else game.objects[t].card.name
        game.say(f"a prevention shield on {name}")


__all__ = ["Shield", "prevent_next", "shielded"]
