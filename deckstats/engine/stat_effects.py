"""The engine side of ``cards.effects_stat``: abilities granted until end of turn, the top card.

``GainAbilityEot`` gives each permanent the characteristics of a card derived from its own
with the quoted abilities added (CR 613.1f), as ``engine.animate`` does for creature lands:
the permanent is marked ``animated``, so the cleanup step gives it back its own card's
characteristics (CR 514.2, ``animate.end_animation``). A "dies" trigger it gained looks back
at the permanent as it last existed (CR 603.10a), so it triggers as the creature dies.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from deckstats.cards import effects_stat as es
from deckstats.cards.model import CardDef
from deckstats.engine.damage import deal_damage
from deckstats.engine.decisions import FATESEAL, Decision
from deckstats.engine.effect_ctx import Ctx
from deckstats.engine.info import card_info
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.game import Game

#: (card, effect) -> (card, the card with the abilities added), made once.
_GRANTED: dict[tuple[int, int], tuple[CardDef, CardDef]] = {}


def _with_granted(card: CardDef, e: es.GainAbilityEot) -> CardDef:
    key = (id(card), id(e))
    hit = _GRANTED.get(key)
    if hit is None or hit[0] is not card:
        new = replace(
            card, triggers=card.triggers + e.triggers, abilities=card.abilities + e.abilities
        )
        hit = _GRANTED[key] = (card, new)
    return hit[1]


def _gain_ability_eot(ctx: Ctx, e: es.GainAbilityEot) -> None:
    """CR 611.2a, 613.1f: each permanent has the abilities until the cleanup step (CR 514.2)."""
    game = ctx.game
    for obj in ctx.objs(e.target):
        info = card_info(_with_granted(obj.card, e))
        if info.has_triggers and not obj.info.has_triggers:
            game.trigger_sources.append(obj)
        obj.info = info
        obj.animated = True  # the cleanup step restores its own (``animate.end_animation``)
        game.say(f"{obj.card.name} gains an ability until end of turn")


def _exile_top(ctx: Ctx, e: es.ExileTop) -> None:
    """CR 406.3: the top cards of the library go to exile (no permission to play them)."""
    game = ctx.game
    for pid in ctx.players(e.player):
        lib = game.players[pid].library
        for _ in range(min(e.count, len(lib))):
            card = lib[-1]
            game.move(card, Zone.EXILE)
            game.say(f"exiles {card.card.name} from the top of the library")


def _choose_target(ctx: Ctx, e: es.ChooseTarget) -> None:
    """CR 601.2c: the target was chosen as the spell was cast; nothing happens now."""


def _pump_until_next_turn(ctx: Ctx, e: es.PumpUntilNextTurn) -> None:
    """CR 611.2b: the bonus now, and again after each cleanup until the controller's turn."""
    game = ctx.game
    for obj in ctx.objs(e.target):
        obj.temp_power += e.power
        obj.temp_toughness += e.toughness
        game.next_turn_pumps.append((obj, e.power, e.toughness, ctx.controller, 0))
        game.say(f"{obj.card.name} gets {e.power:+d}/{e.toughness:+d} until its controller's turn")
    game.sba_dirty = True


def reapply_pumps(game: Game) -> None:
    """After the cleanup step's reset (CR 514.2): the "until your next turn" bonuses stay."""
    keep = []
    for obj, p, t, pid, kw in game.next_turn_pumps:
        if obj.zone is Zone.BATTLEFIELD and obj in game.players[obj.controller].battlefield:
            obj.temp_power += p
            obj.temp_toughness += t
            obj.temp_keywords |= kw
            keep.append((obj, p, t, pid, kw))
    game.next_turn_pumps[:] = keep


def expire_pumps(game: Game) -> None:
    """As ``game.active``'s turn begins, its "until your next turn" bonuses end (CR 611.2b)."""
    pid = game.active
    game.next_turn_pumps[:] = [x for x in game.next_turn_pumps if x[3] != pid]


def _creatures_damage_controllers(ctx: Ctx, e: es.CreaturesDamageControllers) -> None:
    """CR 120.3: each creature deals the damage to its controller (each its own source)."""
    game = ctx.game
    for pid in (game.active, 1 - game.active):
        for obj in list(game.creatures(pid)):
            deal_damage(game, obj, obj.controller, obj.controller, e.amount)


def _fateseal(ctx: Ctx, e: es.Fateseal) -> None:
    """Look at the top of the player's library; the controller bottoms any of them."""
    game = ctx.game
    for pid in ctx.players(e.player):
        lib = game.players[pid].library
        top = lib[len(lib) - min(e.count, len(lib)) :]
        if not top:
            continue
        options = [o.oid for o in reversed(top)]
        ids = game.ask(ctx.controller, Decision(FATESEAL, options, False, 0, len(options)))
        for oid in ids:
            o = game.objects[oid]
            lib.remove(o)
            lib.insert(0, o)
        game.say(f"looks at P{pid}'s top card(s), {len(ids)} to the bottom", ctx.controller)


def _exile_library_shuffle_hand(ctx: Ctx, e: es.ExileLibraryShuffleHand) -> None:
    """CR 406.1, 701.24: the library is exiled, then the hand shuffled into the library."""
    game = ctx.game
    for pid in ctx.players(e.player):
        p = game.players[pid]
        for o in list(p.library):
            game.move(o, Zone.EXILE)
        for o in list(p.hand):
            game.move(o, Zone.LIBRARY)
        game.shuffle_library(pid)
        game.say(f"P{pid} exiles their library and shuffles their hand into it")


def _remove_counters_up_to(ctx: Ctx, e: es.RemoveCountersUpTo) -> None:
    """CR 122.8: up to N counters in all; an opponent's helpful ones, or your -1/-1 ones."""
    for o in ctx.objs(e.target):
        theirs = o.controller != ctx.controller
        left = e.count
        for kind, have in sorted((o.counters or {}).items()):
            if (kind != "-1/-1") == theirs and left > 0 and o.counters is not None:
                o.counters[kind] = have - min(have, left)
                left -= min(have, left)
        ctx.game.sba_dirty = True  # a planeswalker without loyalty (CR 704.5i)
        ctx.game.say(f"removes {e.count - left} counter(s) from {o.card.name}")


STAT39_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    es.GainAbilityEot: _gain_ability_eot,
    es.ExileTop: _exile_top,
    es.ChooseTarget: _choose_target,
    es.PumpUntilNextTurn: _pump_until_next_turn,
    es.CreaturesDamageControllers: _creatures_damage_controllers,
    es.Fateseal: _fateseal,
    es.ExileLibraryShuffleHand: _exile_library_shuffle_hand,
    es.RemoveCountersUpTo: _remove_counters_up_to,
}

__all__ = ["STAT39_RESOLVERS", "expire_pumps", "reapply_pumps"]
