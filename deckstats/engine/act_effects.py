"""Resolvers of round 38's ``act`` effects (``cards.effects_act``): unearth, embalm, eternalize.

- ``Unearth`` (CR 702.84a, not in seeds): the source card comes back from its owner's
  graveyard under the ability's controller with haste; a delayed trigger exiles it at the
  next end step (the warp list of ``engine.events.dash_end_step``), and while it is on the
  battlefield "if it would leave the battlefield, exile it instead" (CR 614.1a:
  ``GameObject.exile_turn == UNEARTHED``, read by ``Game._replaced``).
- Buyback (CR 702.27a, ``costs.Kicker.buyback``): ``bought_back`` tells the resolution
  to put the spell into its owner's hand.
- ``CumulativeUpkeep`` (CR 702.24a): an age counter, then the cost
  times the age counters is paid (the controller's choice, ``PAY_UNLESS`` / ``PAY_LIFE``) or
  the permanent is sacrificed.
- ``ZombieCopy`` (CR 702.128a, 702.129a, not in seeds): a token copy of the card (CR 707.2;
  the exceptions are part of the copy, CR 707.9b).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards import effects_act as ax
from deckstats.cards.costs import Kicker
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardDef, color_from_letter
from deckstats.engine import events
from deckstats.engine.decisions import PAY_LIFE, PAY_UNLESS, YES_NO, Decision
from deckstats.engine.effect_ctx import Ctx
from deckstats.engine.effects_cards import search_into
from deckstats.engine.effects_mass import MASS_EFFECTS
from deckstats.engine.effects_permanents import PERMANENT_EFFECTS
from deckstats.engine.flags import HASTE
from deckstats.engine.mana import cost_req, pay
from deckstats.engine.payment import find_payment
from deckstats.engine.shields import prevent_next
from deckstats.engine.types import Zone

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
CreateToken: Final = fx.CreateToken
MassRemoval: Final = fx.MassRemoval

#: ``GameObject.exile_turn`` of an unearthed permanent: exiled whenever it would leave.
UNEARTHED: Final = -1


def unearth(ctx: Ctx, e: ax.Unearth) -> None:
    """CR 702.84a: return the source card to the battlefield; it gains haste."""
    game = ctx.game
    src = ctx.item.obj
    if src is None or game.objects.get(src.oid) is not src or src.zone is not Zone.GRAVEYARD:
        return  # it left the graveyard: a new object (CR 400.7), nothing returns
    new = game.move(src, Zone.BATTLEFIELD, controller=ctx.controller)
    if new is None or new.zone is not Zone.BATTLEFIELD:
        return
    new.temp_keywords |= HASTE
    new.exile_turn = UNEARTHED
    game.warp_exiles.append(new)  # the delayed exile at the next end step (CR 603.7)
    game.say(f"returns {new.card.name} to the battlefield (unearth)")
    events.on_etb(game, new)


_COPIES: dict[tuple[int, str, int], tuple[Any, Any]] = {}


def _zombie(card: Any, color: str, size: int) -> Any:
    """The card as a Zombie token of ``color`` with no mana cost (cached per card)."""
    key = (id(card), color, size)
    hit = _COPIES.get(key)
    if hit is None or hit[0] is not card:
        subtypes = card.subtypes if "Zombie" in card.subtypes else (*card.subtypes, "Zombie")
        copy = replace(
            card, cost=None, colors=color_from_letter(color), subtypes=subtypes, is_token=True
        )
        if size:
            text = str(size)
            copy = replace(copy, power=size, toughness=size, power_text=text, toughness_text=text)
        hit = _COPIES[key] = (card, copy)
    return hit[1]


def zombie_copy(ctx: Ctx, e: ax.ZombieCopy) -> None:
    """Embalm, eternalize (CR 702.128a, 702.129a): the token copy of the exiled card."""
    card = ctx.item.card
    PERMANENT_EFFECTS[CreateToken](ctx, CreateToken(_zombie(card, e.color, e.size), 1))


def bought_back(card: CardDef) -> bool:
    """CR 702.27a: whether the card's optional additional cost is buyback (paid: to hand)."""
    return any(isinstance(c, Kicker) and c.buyback for c in card.costs)


def cumulative_upkeep(ctx: Ctx, e: ax.CumulativeUpkeep) -> None:
    """CR 702.24a: put an age counter on it; pay the cost once per age counter, or sacrifice."""
    game = ctx.game
    src = ctx.source
    if src is None or src.zone is not Zone.BATTLEFIELD:
        return
    counters = src.counters if src.counters is not None else {}
    age = counters["age"] = counters.get("age", 0) + 1
    src.counters = counters
    pid = src.controller
    if e.mana is not None:
        total = parse_mana_cost(e.mana.text * age)
        payment = find_payment(game, pid, cost_req(total), 0)
        if payment is not None and game.ask(
            pid, Decision(PAY_UNLESS, YES_NO, source=src.oid, amount=total.mana_value)
        ):
            pay(game, pid, payment)
            game.say(f"pays {total.text} for {src.card.name} (cumulative upkeep)", pid)
            return
    elif e.life:
        total_life = e.life * age
        if game.players[pid].life >= total_life and game.ask(
            pid, Decision(PAY_LIFE, YES_NO, source=src.oid, amount=total_life)
        ):
            game.lose_life(pid, total_life, payment=True)  # CR 119.4
            return
    game.say(f"sacrifices {src.card.name} (cumulative upkeep)", pid)
    game.sacrifice(src)


def search_by_count(ctx: Ctx, e: ax.SearchByCount) -> None:
    """CR 701.23, 608.2h: the search, its mana value bound by the count read now."""
    n = ctx.amount(e.count)
    bound = {"max_mana_value": n} if e.or_less else {"min_mana_value": n, "max_mana_value": n}
    flt = replace(e.search.filter, **bound)
    search_into(ctx, replace(e.search, filter=flt), e.counters)


def prevent_combat_damage_of(ctx: Ctx, e: ax.PreventCombatDamageOf) -> None:
    """CR 615.1: the creature's combat damage, dealt and received, is prevented this turn."""
    game = ctx.game
    for o in ctx.objs(e.target):
        game.combat_shields[o.oid] = game.turn
        game.say(f"combat damage to and by {o.card.name} is prevented this turn")


def remove_counters(ctx: Ctx, e: ax.RemoveCounters) -> None:
    """CR 122.8: remove counters (all of them, or ``count`` of one kind) from the permanent."""
    for o in ctx.objs(e.target):
        c = o.counters
        if not c:
            continue
        kinds = [e.kind] if e.kind else list(c)
        for kind in kinds:
            have = c.get(kind, 0)
            c[kind] = max(have - e.count, 0) if e.count else 0
        ctx.game.sba_dirty = True  # a planeswalker without loyalty (CR 704.5i)
        ctx.game.say(f"removes counters from {o.card.name}")


def look_at_top(ctx: Ctx, e: ax.LookAtTop) -> None:
    """Information only: the top card is looked at, nothing moves."""
    for pid in ctx.players(e.player):
        ctx.game.say(f"P{ctx.controller} looks at the top card of P{pid}'s library")


def mass_removal_up_to(ctx: Ctx, e: ax.MassRemovalUpTo) -> None:
    """CR 107.3, 608.2h: the mass removal, its mana value bound by the number read now."""
    n = ctx.amount(e.count)
    bound = {"min_mana_value": n, "max_mana_value": n} if e.exact else {"max_mana_value": n}
    flt = replace(e.removal.filter, **bound)
    MASS_EFFECTS[MassRemoval](ctx, replace(e.removal, filter=flt))


def exile_own_graveyard_cards(ctx: Ctx, e: ax.ExileOwnGraveyardCards) -> None:
    """CR 406.1: each player exiles cards of their choice from their own graveyard.

    The player keeps what matters most to them: creature cards and cards with a graveyard
    use go last, then the costliest; the least useful card is exiled first.
    """
    for pid in ctx.players(e.player):
        ranked = sorted(
            ctx.game.players[pid].graveyard,
            key=lambda o: (o.info.is_creature, bool(o.info.costs), o.info.mana_value),
        )
        names = [o.card.name for o in ranked[: e.count]]
        for o in ranked[: e.count]:
            ctx.game.move(o, Zone.EXILE)
        ctx.game.say(f"P{pid} exiles {', '.join(names) or 'nothing'} from their graveyard")


#: The resolvers of this module, merged into ``engine.resolve.RESOLVERS``.
ACT_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    ax.Unearth: unearth,
    ax.ZombieCopy: zombie_copy,
    ax.CumulativeUpkeep: cumulative_upkeep,
    ax.SearchByCount: search_by_count,
    ax.PreventCombatDamageOf: prevent_combat_damage_of,
    ax.RemoveCounters: remove_counters,
    ax.LookAtTop: look_at_top,
    ax.MassRemovalUpTo: mass_removal_up_to,
    ax.PreventNext: prevent_next,  # (engine.shields)
    ax.ExileOwnGraveyardCards: exile_own_graveyard_cards,
}

__all__ = ["ACT_RESOLVERS", "UNEARTHED"]
