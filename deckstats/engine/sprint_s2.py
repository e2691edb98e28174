"""Resolvers of round 40's sprint helper ``s2`` (``cards.effects_s2``; issue 26).

- ``ProtectionFromCreatures`` (Seasoned Dungeoneer; CR 702.16): the permanent's
  ``temp_protection`` gets the ``TEMP_CREATURES`` bit until the cleanup step;
  ``modifiers.protected_from`` reads it for damage, blocking and targeting (CR 702.16b-e).
- ``NextSpellUncounterable`` (Mistrise Village; CR 101.2): the player's
  ``uncounterable_next`` is this turn; ``next_spell.next_spell_rider`` (called by
  ``events.on_cast``, CR 601.2i) marks the next spell they cast this turn "can't be
  countered" and spends it.
- ``EachPlayerReanimates`` (Exhume; CR 101.4): each player's choice, then one move.
- ``TargetDealsManaValue`` (Goblin Tinkerer; CR 608.2h): ``Ctx.lki_target`` is the source.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckstats.cards import effects_s2 as s2
from deckstats.engine import events
from deckstats.engine.characteristics import card_matches
from deckstats.engine.damage import deal_damage
from deckstats.engine.decisions import DIG, Decision
from deckstats.engine.effect_ctx import enter_by_effect
from deckstats.engine.flags import TEMP_CREATURES

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.state import GameObject


def protection_from_creatures(ctx: Ctx, e: s2.ProtectionFromCreatures) -> None:
    """CR 702.16a: protection from creatures until end of turn."""
    for o in ctx.objs(e.target):
        o.temp_protection |= TEMP_CREATURES
        ctx.game.say(f"{o.card.name} gains protection from creatures")


def next_spell_uncounterable(ctx: Ctx, e: s2.NextSpellUncounterable) -> None:
    """CR 101.2: the controller's next spell this turn can't be countered."""
    ctx.game.players[ctx.controller].uncounterable_next = ctx.game.turn


def each_player_reanimates(ctx: Ctx, e: s2.EachPlayerReanimates) -> None:
    """CR 101.4, 110.2: each player chooses a card (the active player first), then all enter.

    A player with no such card in their graveyard puts nothing onto the battlefield.
    """
    game = ctx.game
    chosen: list[GameObject] = []
    for pid in (game.active, 1 - game.active):
        opts = [o.oid for o in game.players[pid].graveyard if card_matches(o.card, e.filter)]
        if not opts:
            continue
        pick = opts[0] if len(opts) == 1 else game.ask(pid, Decision(DIG, opts, False, 1, 1))[0]
        chosen.append(game.objects[pick] if pick in opts else game.objects[opts[0]])
    entered = [enter_by_effect(game, o, o.owner, False, controller=o.owner) for o in chosen]
    for new in entered:
        if new is not None:
            game.say(f"P{new.controller} puts {new.card.name} onto the battlefield")
            events.on_etb(game, new)


def target_deals_mana_value(ctx: Ctx, e: s2.TargetDealsManaValue) -> None:
    """CR 120.3, 608.2h: the first target (destroyed or not) is the source.

    It deals damage equal to its mana value, as it last existed, under its controller then.
    """
    src = ctx.lki_target
    if src is None:
        return
    for t in ctx.ids(e.to):
        deal_damage(ctx.game, src, src.controller, t, src.card.mana_value)


#: The resolvers of this module, merged into ``engine.resolve.RESOLVERS``.
S2_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    s2.ProtectionFromCreatures: protection_from_creatures,
    s2.NextSpellUncounterable: next_spell_uncounterable,
    s2.EachPlayerReanimates: each_player_reanimates,
    s2.TargetDealsManaValue: target_deals_mana_value,
}

__all__ = ["S2_RESOLVERS"]
