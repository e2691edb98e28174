"""Effects that move cards between library, hand, graveyard and exile (CR 121, 701, 608.2c).

One family of the effect interpreter (``engine.resolve`` dispatches here through
``CARD_EFFECTS``): drawing (CR 121), discarding (CR 701.9), milling (CR 701.17), scry
(CR 701.22), surveil (CR 701.25), searching a library (CR 701.23 and 701.24 for the shuffle),
looking at and digging through the top of a library, putting cards back in a chosen order,
returning cards from a graveyard to the battlefield (reanimation, CR 110.2), exiling a
graveyard, and the impulse-draw "exile the top card, you may play it" effects. Each
resolver takes the resolution context (``engine.effect_ctx.Ctx``) and one effect value.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.model import CardType
from deckstats.cards.targets import Controller, Filter, Ref
from deckstats.engine import events
from deckstats.engine.attacking_entry import enter_attacking
from deckstats.engine.characteristics import card_matches, compile_filter
from deckstats.engine.decisions import (
    DIG,
    ORDER,
    PUT_BACK,
    SCRY,
    SEARCH,
    SHUFFLE,
    SURVEIL,
    YES_NO,
    Decision,
)
from deckstats.engine.derived_cards import derived_card
from deckstats.engine.effect_ctx import Ctx, discard_cards, enter_by_effect, enters_tapped
from deckstats.engine.flags import HASTE
from deckstats.engine.info import card_info
from deckstats.engine.rule_locks import search_locked
from deckstats.engine.types import Step, Zone

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_CONTROLLER_YOU: Final = Controller.YOU
_REF_YOU: Final = Ref.YOU

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def _draw(ctx: Ctx, e: fx.DrawCards) -> None:
    """CR 121: draw cards."""
    n = ctx.amount(e.count)
    for pid in ctx.players(e.player):
        ctx.game.draw(pid, n)
        ctx.game.say(f"P{pid} draws {n}")


def _discard(ctx: Ctx, e: fx.Discard) -> None:
    """CR 701.9: discard."""
    n = ctx.amount(e.count)
    flt = None if e.filter == Filter() else e.filter
    for pid in ctx.players(e.player):
        chooser = ctx.controller if e.chooser == _CONTROLLER_YOU else pid
        got = discard_cards(ctx.game, pid, n, chooser, flt, e.random)
        ctx.discarded = (*ctx.discarded, *got)


def _mill(ctx: Ctx, e: fx.Mill) -> None:
    """CR 701.17: put the top cards of a library into the graveyard."""
    game = ctx.game
    n = ctx.amount(e.count)
    for pid in ctx.players(e.player):
        lib = game.players[pid].library
        for _ in range(min(n, len(lib))):
            game.move(lib[-1], Zone.GRAVEYARD)


def _look_at_top(ctx: Ctx, count: int, kind: Any) -> tuple[list[Any], tuple[int, ...]]:
    """Show the controller the top ``count`` cards; return the library and the chosen ids.

    Shared by scry (CR 701.22) and surveil (CR 701.25): any number of them may be chosen.
    """
    lib = ctx.game.players[ctx.controller].library
    top = lib[-count:] if count else []
    if not top:
        return lib, ()
    ids = ctx.game.ask(
        ctx.controller, Decision(kind, [o.oid for o in reversed(top)], False, 0, len(top))
    )
    return lib, tuple(ids)


def _scry(ctx: Ctx, e: fx.Scry) -> None:
    """CR 701.22: look at the top N, put any number on the bottom."""
    game = ctx.game
    seen = min(e.count, len(game.players[ctx.controller].library))
    if not seen:
        return
    p = game.players[ctx.controller]
    known = max(p.known_top, seen)
    lib, ids = _look_at_top(ctx, e.count, SCRY)
    for oid in ids:
        o = game.objects[oid]
        lib.remove(o)
        lib.insert(0, o)
    # The player knows what it left on top (agents may read it; goldfish plans use it).
    p.known_top = known - len(ids)
    game.say(f"scries {seen}, {len(ids)} to the bottom", ctx.controller)


def _surveil(ctx: Ctx, e: fx.Surveil) -> None:
    """CR 701.25: look at the top N, put any number into the graveyard."""
    game = ctx.game
    p = game.players[ctx.controller]
    known = max(p.known_top, min(e.count, len(p.library)))
    _, ids = _look_at_top(ctx, e.count, SURVEIL)
    p.known_top = 0
    for oid in ids:
        game.move(game.objects[oid], Zone.GRAVEYARD)
    p.known_top = known - len(ids)


def _search(ctx: Ctx, e: fx.SearchLibrary) -> None:
    """CR 701.23: search the library for up to N matching cards, then shuffle."""
    search_into(ctx, e, 0)


def search_into(ctx: Ctx, e: fx.SearchLibrary, counters: int) -> None:
    """The search; a card put onto the battlefield gets ``counters`` +1/+1 counters.

    "put that card onto the battlefield with an additional +1/+1 counter on it" (Neoform):
    the counters are there as it enters (CR 614.1c, 122.6), before its enters triggers.
    """
    game = ctx.game
    pid = ctx.controller
    if e.player != _REF_YOU:
        who = ctx.players(e.player)  # "its controller may search their library" (Path)
        if not who:
            return
        pid = who[0]
    if game.modifier_sources and search_locked(game, pid, ctx.controller):
        game.say(f"P{pid} can't search (a lock)")
        return  # Ashiok, Dream Render (engine.rule_locks)
    lib = game.players[pid].library
    game.players[pid].searched_on = game.turn  # CR 701.23 (Archive Trap)
    flt = e.filter
    if flt.name == "~":  # "cards named ~" (Squadron Hawk): the searching object's name
        flt = replace(flt, name=ctx.item.card.name)
    ok: dict[int, bool] = {}  # one filter test per distinct card
    for o in lib:
        if id(o.card) not in ok:
            ok[id(o.card)] = card_matches(o.card, flt)
    elig = sorted((o for o in lib if ok[id(o.card)]), key=lambda o: (o.card.name, o.oid))
    chosen: list[GameObject] = []
    if elig:
        # Offer one copy per distinct card: copies in a library are interchangeable.
        distinct: list[GameObject] = []
        seen: set[str] = set()
        for o in elig:
            if o.card.name not in seen:
                seen.add(o.card.name)
                distinct.append(o)
        k = min(e.count, len(elig))
        opts = [o.oid for o in (elig if e.count > 1 else distinct)]
        # At least 0: a search for cards with a stated quality may find none of them even
        # if they are there (a hidden zone); "up to N" caps it.
        ids = game.ask(pid, Decision(SEARCH, opts, False, 0, min(k, len(opts)), amount=e.count))
        chosen = [game.objects[i] for i in ids]
    moved = []
    for o in chosen:
        if e.to == "battlefield":
            new = enter_by_effect(game, o, pid, e.tapped)
            if new is not None:
                moved.append(new)
        elif e.to == "hand":
            game.move(o, Zone.HAND)
        elif e.to == "graveyard":
            game.move(o, Zone.GRAVEYARD)  # Entomb (CR 701.23)
        game.say(f"searches for {o.card.name}", pid)
    game.shuffle_library(pid)
    if e.to == "top":
        # "Shuffle, then put the card on top" (Mystical Tutor): known to its owner.
        for o in chosen:
            lib.remove(o)
            lib.append(o)
        game.players[pid].known_top = len(chosen)
    # The enters triggers are noted once the whole effect is done (they go on the stack
    # only when a player would next receive priority, CR 603.3):
    # fetched lands see each other and the shuffled library.
    for new in moved:
        if counters:
            cnt = new.counters if new.counters is not None else {}
            cnt["+1/+1"] = cnt.get("+1/+1", 0) + counters
            new.counters = cnt
        events.on_etb(game, new)


def _dig(ctx: Ctx, e: fx.Dig) -> None:
    """Look at the top N; put up to ``take`` matching into hand; the rest go to ``rest_to``."""
    game = ctx.game
    pid = ctx.controller
    lib = game.players[pid].library
    look = ctx.amount(e.look)
    top = list(reversed(lib[-look:])) if look > 0 else []
    if not top:
        return
    elig = [o.oid for o in top if card_matches(o.card, e.filter)]
    ids: tuple[int, ...] = ()
    if elig:
        k = min(e.take, len(elig))
        # "Put one of them into your hand" is mandatory; "you may reveal a <filter> card
        # ... and put it into your hand" (a filtered dig) is optional.
        must = k if compile_filter(e.filter).empty and not e.to_battlefield else 0
        ids = game.ask(pid, Decision(DIG, elig, False, must, k))
    entered = []
    for oid in ids:
        if e.to_battlefield:
            new = enter_by_effect(game, game.objects[oid], pid, False, controller=pid)
            if new is not None:
                entered.append(new)
        else:
            game.move(game.objects[oid], Zone.HAND)
    for o in top:
        if o.oid in ids:
            continue
        if e.rest_to == "graveyard":
            game.move(o, Zone.GRAVEYARD)
        elif e.rest_to == "top":
            continue  # "put the rest back on top of your library in any order": left there
        else:
            lib.remove(o)
            lib.insert(0, o)
    for new in entered:
        events.on_etb(game, new)


def _reveal_take(ctx: Ctx, e: fx.RevealTopMayTake) -> None:
    """Reveal the top card; if it matches, put it into its owner's hand."""
    game = ctx.game
    for pid in ctx.players(e.player):
        lib = game.players[pid].library
        if lib:
            top = lib[-1]
            game.say(f"P{pid} reveals {top.card.name}")
            if card_matches(top.card, e.take_if):
                game.move(top, Zone.HAND)
            if e.lose_life_mana_value and top.card.mana_value:
                game.lose_life(pid, top.card.mana_value)  # Dark Confidant (CR 608.2h)


def _put_from_hand_on_top(ctx: Ctx, e: fx.PutFromHandOnTop) -> None:
    """Brainstorm: put cards from hand on top of the library (CR 401.4: in any order)."""
    game = ctx.game
    for pid in ctx.players(e.player):
        hand = game.players[pid].hand
        n = min(e.count, len(hand))
        if n <= 0:
            continue
        ids = game.ask(pid, Decision(PUT_BACK, [o.oid for o in hand], False, n, n, amount=n))
        for oid in ids:  # the last one chosen ends on top
            game.move(game.objects[oid], Zone.LIBRARY)
        game.players[pid].known_top += n
        game.say(f"P{pid} puts {n} cards back on top")


def order_top(game: Game, chooser: int, lib: list[GameObject], k: int) -> None:
    """``chooser`` puts the top ``k`` cards of ``lib`` back in the order it picks (top first)."""
    top_first = [o.oid for o in reversed(lib[-k:])]
    order = game.ask(chooser, Decision(ORDER, top_first, False, k, k))
    del lib[-k:]
    for oid in reversed(order):
        lib.append(game.objects[oid])


def _reorder_top(ctx: Ctx, e: fx.ReorderTop) -> None:
    """Ponder: look at the top cards, put them back in any order, then may shuffle (CR 701.24)."""
    game = ctx.game
    pid = ctx.controller
    lib = game.players[pid].library
    k = min(e.count, len(lib))
    if k <= 0:
        return
    if k > 1:
        order_top(game, pid, lib, k)
    p = game.players[pid]
    p.known_top = max(p.known_top, k)
    if e.may_shuffle and game.ask(pid, Decision(SHUFFLE, YES_NO, source=ctx.item.source_oid)):
        game.shuffle_library(pid)
        game.say(f"P{pid} shuffles")


def _grant_flashback(ctx: Ctx, e: fx.GrantFlashback) -> None:
    """CR 702.34a: the target card in a graveyard gains flashback until end of turn."""
    game = ctx.game
    cards = [o for t in ctx.ids(e.target) if (o := game.objects.get(t)) is not None]
    for o in cards:
        if o.zone is Zone.GRAVEYARD:
            o.flashback_turn = game.turn
            game.say(f"{o.card.name} gains flashback")


def _grant_flashback_each(ctx: Ctx, e: fx.GrantFlashbackEach) -> None:
    """CR 702.34a, 611.2c: each matching card now in your graveyard gains flashback."""
    game = ctx.game
    p = game.players[ctx.controller]
    n = 0
    for o in p.graveyard:
        if card_matches(o.card, e.filter):
            o.flashback_turn = game.turn
            n += 1
    if n:
        p.cost_options = True  # the engine lists graveyard casts from now on
        game.say(f"{n} card(s) in P{ctx.controller}'s graveyard gain flashback")


def _exile_graveyard(ctx: Ctx, e: fx.ExileGraveyard) -> None:
    """CR 406.1: exile every card in each named player's graveyard (Relic of Progenitus)."""
    game = ctx.game
    for pid in ctx.players(e.player):
        grave = game.players[pid].graveyard
        n = len(grave)
        for o in list(grave):
            game.move(o, Zone.EXILE)
        if n:
            game.say(f"exiles P{pid}'s graveyard ({n} cards)")


def _graveyard_swap(ctx: Ctx, e: fx.GraveyardSwap) -> None:
    """Living End: exile creature cards from graveyards, sacrifice creatures, return them.

    CR 101.4: each player does each step at the same time (active player first in the
    engine's order); the sacrificed creatures are not among the cards exiled before, and
    the returned cards enter under their owners' control (CR 110.2) as new objects.
    """
    game = ctx.game
    exiled: list[list[GameObject]] = [[], []]
    for pid in (game.active, 1 - game.active):
        for o in list(game.players[pid].graveyard):
            if card_matches(o.card, e.filter):
                new = game.move(o, Zone.EXILE)
                if new is not None:
                    exiled[pid].append(new)
    for pid in (game.active, 1 - game.active):
        for o in list(game.players[pid].battlefield):
            if o.info.is_creature:
                game.sacrifice(o)
    for pid in (game.active, 1 - game.active):
        for o in exiled[pid]:
            if o.zone is Zone.EXILE and o.oid in game.objects:
                new = game.move(o, Zone.BATTLEFIELD, controller=pid)
                if new is not None:
                    if new.info.etb_tapped is not None:
                        enters_tapped(game, pid, new)
                    events.on_etb(game, new)
        if exiled[pid]:
            game.say(f"P{pid} returns {len(exiled[pid])} creature cards to the battlefield")


def _reanimate(ctx: Ctx, e: fx.Reanimate) -> None:
    """CR 110.2a, 400.7: put the target card from a graveyard onto the battlefield.

    It enters under the controller of this spell or ability; "with a -1/-1 counter on it"
    (Persist) is part of how it enters (CR 614.1c); Reanimate's life loss reads the mana
    value of the card as it last existed (CR 608.2h).
    """
    game = ctx.game
    for t in ctx.ids(e.target):
        o = game.objects.get(t)
        if o is None or o.zone is not Zone.GRAVEYARD:
            continue
        mana_value = o.card.mana_value
        new = game.move(o, Zone.BATTLEFIELD, controller=o.owner if e.owner else ctx.controller)
        if new is None:
            continue
        if e.as_types:
            _set_types(new, e.as_types)  # CR 613.1d: "It's an enchantment." (Enduring cycle)
        if e.tapped:
            new.tapped = True
        elif new.info.etb_tapped is not None:
            enters_tapped(game, ctx.controller, new)
        if e.counter:
            new.counters = {e.counter: 1}
        if e.attacking:
            enter_attacking(game, new)  # CR 508.4 (Arclight Phoenix)
        game.say(f"returns {new.card.name} to the battlefield")
        if e.until_end_step:
            kind, _, yours = e.until_end_step.partition(" ")
            then = {"exile": _EXILE_SELF, "return": _BOUNCE_SELF}.get(kind, _SACRIFICE_SELF)
            sneak_in(game, new, then, ctx.controller if yours else -1)
        events.on_etb(game, new)
        if e.lose_life_mana_value and mana_value:
            game.lose_life(ctx.controller, mana_value)


def _set_types(obj: GameObject, types: CardType) -> None:
    """CR 613.1d, 205.1a: the permanent's card types become ``types`` (a derived card).

    It loses its subtypes with the types it loses (the creature types of an enchantment
    creature that returns as an enchantment); elsewhere it is its printed card (CR 400.7).
    """
    card = obj.card
    tag = f"types:{int(types)}"
    obj.card = derived_card(card, tag, lambda c: replace(c, types=types, subtypes=()))
    if obj.full_card is None:
        obj.full_card = card
    obj.info = card_info(obj.card)


def exile_top_playable(ctx: Ctx, e: fx.ExileTopPlayable, run: Callable[[Ctx, Any], None]) -> None:
    """Impulse draw: exile the top cards; their owner may play them for a while.

    "This turn" ends with this turn; "until the end of your next turn" with the
    controller's next turn (the next one if it is not the controller's turn now). Then each
    ``if_exiled`` branch whose filter one of the exiled cards matches (CR 608.2c: Bonehoard
    Dracosaur), its effects run by ``run`` (``engine.resolve.resolve_effect``).
    """
    game = ctx.game
    pid = ctx.controller
    owner = pid if e.player == _REF_YOU else next(iter(ctx.players(e.player)), -1)
    if owner < 0:
        return
    lib = game.players[owner].library
    until = game.turn
    if e.next_turn or e.only_next_turn:
        until = game.turn + (2 if game.active == pid else 1)
    exiled = [game.move(lib[-1], Zone.EXILE) for _ in range(min(e.count, len(lib)))]
    if e.keep_one and len(exiled) > 1:  # "Choose one of them." (Mishra's Research Desk)
        opts = [o.oid for o in exiled if o is not None]
        (pick,) = game.ask(pid, Decision(DIG, opts, False, 1, 1)) if opts else (0,)
        exiled = [o for o in exiled if o is not None and o.oid == pick]
    for new in exiled:
        if new is not None and not card_matches(new.card, e.filter):
            game.say(f"exiles {new.card.name}")  # Rundvelt Hordemaster: not a Goblin creature
        elif new is not None:
            new.playable_until = until
            if e.only_next_turn:
                new.playable_from = until  # "during your next turn" only
            if owner != pid or e.cast_only:
                new.playable_by = pid  # Ragavan: the exiling player casts it (spells only)
                game.foreign_playable = game.foreign_playable or owner != pid
            game.say(f"exiles {new.card.name} (playable)")
    for flt, then in e.if_exiled:  # "If you exiled a land card this way, ..."
        if any(new is not None and card_matches(new.card, flt) for new in exiled):
            for eff in then:
                run(ctx, eff)


def put_from_hand(ctx: Ctx, e: fx.PutFromHand, run: Callable[[Ctx, Any], None]) -> None:
    """CR 110.2, 305.4: put matching cards from the controller's hand onto the battlefield.

    ``run`` is ``engine.resolve``'s ``resolve_effect`` (passed in: no import cycle), for
    ``e.then``.
    """
    game = ctx.game
    pids = [game.active, 1 - game.active] if e.each_player else [ctx.controller]
    chosen: list[tuple[int, int]] = []
    for pid in pids:  # CR 101.4: choices in APNAP order, then the cards enter together
        elig = [o.oid for o in game.players[pid].hand if card_matches(o.card, e.filter)]
        if elig:
            ids = game.ask(pid, Decision(DIG, elig, False, 0, min(e.count, len(elig))))
            chosen.extend((pid, oid) for oid in ids)
    entered = []
    for pid, oid in chosen:
        new = enter_by_effect(game, game.objects[oid], pid, e.tapped, controller=pid)
        if new is not None:
            entered.append(new)
            if e.sneak:
                sneak_in(game, new)
    if e.if_put is not None and any(card_matches(o.card, e.if_put) for o in entered):
        for eff in e.then:  # CR 608.2c: "If you put a Cave onto the battlefield this way"
            run(ctx, eff)
    for new in entered:
        events.on_etb(game, new)


def sneak_in(game: Game, obj: GameObject, then: tuple[Any, ...] = (), whose: int = -1) -> None:
    """Sneak Attack: haste until end of turn, sacrificed (``then``) at the next end step.

    CR 702.10, 514.2; the sacrifice is a delayed trigger (CR 603.7): a new object after a
    zone change is spared. Goryo's Vengeance exiles it instead (``then``). ``whose``: "your
    next end step" (that player's; -1: the next end step of any turn).
    """
    obj.temp_keywords |= HASTE
    game.delayed.append((Step.END, whose, obj, obj.card, then or _SACRIFICE_SELF, obj.controller))


_SACRIFICE_SELF: Final = (fx.Sacrifice(Ref.SELF),)
_EXILE_SELF: Final = (fx.Exile(Ref.SELF),)
_BOUNCE_SELF: Final = (fx.Bounce(Ref.SELF),)  # to its owner's hand (CR 400.3; Greasefang)

#: Effect class -> resolver, for ``engine.resolve.RESOLVERS``.
CARD_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    fx.DrawCards: _draw,
    fx.Discard: _discard,
    fx.Mill: _mill,
    fx.Scry: _scry,
    fx.Surveil: _surveil,
    fx.SearchLibrary: _search,
    fx.Dig: _dig,
    fx.RevealTopMayTake: _reveal_take,
    fx.PutFromHandOnTop: _put_from_hand_on_top,
    fx.ReorderTop: _reorder_top,
    fx.GrantFlashback: _grant_flashback,
    fx.GrantFlashbackEach: _grant_flashback_each,
    fx.ExileGraveyard: _exile_graveyard,
    fx.GraveyardSwap: _graveyard_swap,
    fx.Reanimate: _reanimate,
}
