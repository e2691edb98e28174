"""Resolvers of the zones helper's round-38 library moves (``cards.effects_library``).

- ``RevealUntil``: reveal from the top until a matching card (CR 701.20a, 401.3); the hit
  and the rest go where the effect says (the rest "in a random order" from the owner's
  shuffle stream, as cascade does, CR 702.85a);
- ``MillTake``: mill (CR 701.17), then the controller may take matching cards from among
  the milled cards still in the graveyard;
- ``AddManaCount``: a spell's counted mana (CR 106.1, 608.2h);
- ``SearchSplit``: Cultivate's two cards, one tapped onto the battlefield (CR 701.23);
- ``ExileNamed``: every card with a name from a graveyard, hand and library (CR 701.23,
  CR 201.2), then that player shuffles (CR 701.24).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards import effects_hands as hx
from deckstats.cards import effects_library as lx
from deckstats.cards.targets import Ref
from deckstats.engine import events
from deckstats.engine import hand_moves as hm
from deckstats.engine.characteristics import card_matches
from deckstats.engine.decisions import DIG, DISCARD, SEARCH, Decision
from deckstats.engine.effect_ctx import Ctx, choose_objects, enter_by_effect
from deckstats.engine.named_moves import NAMED_RESOLVERS
from deckstats.engine.rule_locks import search_locked
from deckstats.engine.types import Zone

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_YOU: Final = Ref.YOU

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

_REST_ZONES: Final = {"graveyard": Zone.GRAVEYARD, "exile": Zone.EXILE}


def _put_found(game: Game, obj: GameObject, pid: int, to: str) -> None:
    """The revealed or taken card to the hand, the graveyard or the battlefield (CR 110.2)."""
    if to == "battlefield":
        new = enter_by_effect(game, obj, pid, False, controller=pid)
        if new is not None:
            events.on_etb(game, new)
    else:
        game.move(obj, Zone.HAND if to == "hand" else Zone.GRAVEYARD)


def _reveal_until(ctx: Ctx, e: lx.RevealUntil) -> None:
    """CR 701.20a: reveal cards one at a time from the top until one matches."""
    game = ctx.game
    for pid in ctx.players(e.player):
        p = game.players[pid]
        revealed: list[GameObject] = []
        hit = None
        for o in reversed(p.library):
            if card_matches(o.card, e.filter):
                hit = o
                break
            revealed.append(o)
        p.known_top = 0
        game.say(
            f"P{pid} reveals {len(revealed) + (hit is not None)} card(s)"
            + (f", finds {hit.card.name}" if hit is not None else "")
        )
        if hit is not None:
            _put_found(game, hit, pid, e.found_to)
        zone = _REST_ZONES.get(e.rest_to)
        if zone is None and len(revealed) > 1:
            game.shuffle_rngs[pid].shuffle(revealed)  # a random order, the owner's stream
        for o in revealed:
            if zone is None:
                game.move(o, Zone.LIBRARY, bottom=True)
            else:
                game.move(o, zone)


def _mill_take(ctx: Ctx, e: lx.MillTake) -> None:
    """CR 701.17: mill, then take up to ``take`` matching milled cards still in the graveyard."""
    game = ctx.game
    pid = ctx.controller
    lib = game.players[pid].library
    milled = []
    for _ in range(min(e.count, len(lib))):
        new = game.move(lib[-1], Zone.GRAVEYARD)
        if new is not None and new.zone is Zone.GRAVEYARD:
            milled.append(new)
    elig = [o.oid for o in milled if card_matches(o.card, e.filter)]
    if not elig:
        return
    k = min(e.take, len(elig))
    ids = game.ask(pid, Decision(DIG, elig, False, 0 if e.optional else k, k))
    for oid in ids:
        _put_found(game, game.objects[oid], pid, "battlefield" if e.to_battlefield else "hand")


def _named_from(ctx: Ctx, e: lx.ExileNamed) -> tuple[int, set[str]]:
    """The searched player and the names to exile (graveyard mode: exiles the cards too)."""
    game = ctx.game
    ids = ctx.ids(e.target)
    if e.mode == "target":
        o = game.objects.get(ids[0]) if ids else None
        if o is None or o.zone is not Zone.GRAVEYARD:
            return -1, set()  # CR 608.2b: an illegal target, nothing happens
        return o.owner, {o.card.name}
    pid = ids[0] if ids else -1
    if pid < 0 or pid >= len(game.players):
        return -1, set()
    p = game.players[pid]
    if e.mode == "hand":
        elig = [o for o in p.hand if card_matches(o.card, e.filter)]
        game.say(f"P{pid} reveals their hand")
        chosen = choose_objects(game, ctx.controller, DISCARD, elig, min(1, len(elig)))
        return pid, {o.card.name for o in chosen}
    names = set()
    for o in [o for o in p.graveyard if card_matches(o.card, e.filter)]:
        names.add(o.card.name)
        game.move(o, Zone.EXILE)
    return pid, names


def _exile_named(ctx: Ctx, e: lx.ExileNamed) -> None:
    """CR 701.23, 201.2: every card with the name in the zones searched is exiled; shuffle."""
    game = ctx.game
    pid, names = _named_from(ctx, e)
    if pid < 0:
        return
    p = game.players[pid]
    zones = (p.library,) if e.mode == "graveyard" else (p.graveyard, p.hand, p.library)
    found = [o for zone in zones for o in zone if o.card.name in names]
    for o in found:
        game.move(o, Zone.EXILE)
    game.say(f"P{pid} loses {len(found)} card(s) named {', '.join(sorted(names)) or '-'}")
    game.shuffle_library(pid)


_LETTER_INDEX: Final = {"W": 0, "U": 1, "B": 2, "R": 3, "G": 4, "C": 5}


def _add_mana_count(ctx: Ctx, e: lx.AddManaCount) -> None:
    """CR 106.1, 608.2h: the counted mana, counted as the spell resolves."""
    n = ctx.amount(e.count)
    if n > 0:
        ctx.game.players[ctx.controller].pool[_LETTER_INDEX[e.symbol]] += n


def _search_split(ctx: Ctx, e: lx.SearchSplit) -> None:
    """CR 701.23: up to two found; the first chosen enters tapped, the other to hand."""
    game = ctx.game
    pid = ctx.controller
    if game.modifier_sources and search_locked(game, pid, pid):
        return  # Ashiok, Dream Render (engine.rule_locks)
    game.players[pid].searched_on = game.turn  # CR 701.23 (Archive Trap)
    elig = [o.oid for o in game.players[pid].library if card_matches(o.card, e.filter)]
    ids = (
        game.ask(pid, Decision(SEARCH, elig, False, 0, min(2, len(elig)), amount=2)) if elig else ()
    )
    entered = []
    for i, oid in enumerate(ids):
        o = game.objects[oid]
        game.say(f"searches for {o.card.name}", pid)
        if i == 0:
            new = enter_by_effect(game, o, pid, True)
            if new is not None:
                entered.append(new)
        else:
            game.move(o, Zone.HAND)
    game.shuffle_library(pid)
    for new in entered:
        events.on_etb(game, new)


def _dig_one(ctx: Ctx, e: lx.DigOne) -> None:
    """CR 401.3, 110.2: one looked-at card may go to the battlefield (or back on top)."""
    game = ctx.game
    pid = ctx.controller
    if e.player != _REF_YOU:  # "target player's library" (Dimir Charm): the controller chooses
        whose = ctx.players(e.player)
        if not whose:
            return
        pid = whose[0]
    n = min(e.look, len(game.players[pid].library))
    top = [game.players[pid].library[-1 - i] for i in range(n)]  # the top card first
    elig = [o.oid for o in top if card_matches(o.card, e.filter)]
    least = 1 if e.must else 0
    ids = game.ask(ctx.controller, Decision(DIG, elig, False, least, 1)) if elig else ()
    kept: GameObject | None = game.objects[ids[0]] if ids else None
    if kept is not None and e.to == "battlefield":
        mv = kept.card.mana_value
        new = enter_by_effect(game, kept, pid, e.tapped, controller=pid)
        if new is not None and e.bonus_counters and mv <= e.bonus_max_mv:
            cnt = new.counters if new.counters is not None else {}
            cnt["+1/+1"] = cnt.get("+1/+1", 0) + e.bonus_counters  # CR 614.1c, 122.6
            new.counters = cnt
        if new is not None:
            events.on_etb(game, new)
    elif kept is None and e.otherwise_hand and top:
        # "If you don't, put a card from among them into your hand" (CR 608.2c)
        pick = game.ask(pid, Decision(DIG, [o.oid for o in top], False, 1, 1))
        kept = game.objects[pick[0]]
        game.move(kept, Zone.HAND)
    rest = [o for o in top if o is not kept]
    game.players[pid].known_top = 1 if kept is not None and e.to == "top" else 0
    if e.rest_to == "graveyard":
        for o in rest:
            game.move(o, Zone.GRAVEYARD)
        return
    if len(rest) > 1:
        game.shuffle_rngs[pid].shuffle(rest)  # a random order, the owner's stream
    for o in rest:
        game.move(o, Zone.LIBRARY, bottom=True)


def _search_same_name(ctx: Ctx, e: lx.SearchSameName) -> None:
    """CR 701.23, 201.2: a copy of a card in hand, found and put into the hand; shuffle."""
    game = ctx.game
    pid = ctx.controller
    p = game.players[pid]
    if game.modifier_sources and search_locked(game, pid, pid):
        return  # Ashiok, Dream Render (engine.rule_locks)
    p.searched_on = game.turn  # CR 701.23 (Archive Trap)
    names = {o.card.name for o in p.hand}
    seen: set[str] = set()
    opts = []
    for o in p.library:
        if o.card.name in names and o.card.name not in seen:
            seen.add(o.card.name)
            opts.append(o.oid)
    if names:
        game.say(f"P{pid} reveals a card from their hand")
    ids = game.ask(pid, Decision(SEARCH, opts, False, 0, 1, amount=1)) if opts else ()
    for oid in ids:
        game.say(f"searches for {game.objects[oid].card.name}", pid)
        game.move(game.objects[oid], Zone.HAND)
    game.shuffle_library(pid)


def _stack_x(game: Game, o: GameObject) -> int:
    """CR 202.3e: a spell on the stack counts the X chosen for it in its mana value."""
    if o.zone is not Zone.STACK or o.card.cost is None or not o.card.cost.x:
        return 0
    item = next((it for it in game.stack if it.obj is o and it.kind == "spell"), None)
    return item.x * o.card.cost.x if item is not None else 0


def if_target_at_most(ctx: Ctx, e: lx.IfTargetAtMost, resolve: Callable[[Ctx, Any], None]) -> None:
    """CR 608.2c: ``then`` happens only if its target's quality is at most the count now."""
    game = ctx.game
    ids = ctx.item.targets[ctx.cursor] if ctx.cursor < len(ctx.item.targets) else ()
    o = game.objects.get(ids[0]) if ids else None
    if o is None or o.zone not in (Zone.BATTLEFIELD, Zone.STACK):
        ctx.skip(e.then)  # CR 608.2b: an illegal target is not affected (a spell: Drown)
        return
    if e.quality == "power":
        value = game.power(o)
    elif e.quality == "toughness":
        value = game.toughness(o)
    else:
        value = o.info.mana_value + _stack_x(game, o)  # Spellstutter Sprite's spell target
    if value > ctx.amount(e.count):
        ctx.skip(e.then)
        return
    for eff in e.then:
        resolve(ctx, eff)


LIBRARY_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    # the hand moves (``engine.hand_moves``; ``DiscardThen`` is ``engine.resolve``'s)
    hx.EachLosesPart: hm.each_loses_part,
    hx.HandToLibrary: hm.hand_to_library,
    hx.DiscardRevealed: hm.discard_revealed,
    hx.DiscardHands: hm.discard_hands,
    lx.SearchSameName: _search_same_name,
    lx.DigOne: _dig_one,
    lx.SearchSplit: _search_split,
    lx.AddManaCount: _add_mana_count,
    lx.RevealUntil: _reveal_until,
    lx.MillTake: _mill_take,
    lx.ExileNamed: _exile_named,
    **NAMED_RESOLVERS,  # round 40: by a chosen name, clash (``engine.named_moves``)
}

__all__ = ["LIBRARY_RESOLVERS"]
