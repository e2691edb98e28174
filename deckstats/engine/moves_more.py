"""Resolvers of the zones helper's round-39 effects (``cards.effects_moves``).

- ``ExileUntilTotal`` (Tasha's Hideous Laughter) and ``HalfOfPlayer`` (Peer into the Abyss,
  Maddening Cacophony): library and life by halves and totals (CR 107.1a, 406.3);
- ``ReturnTopOfGraveyard`` (Shallow Grave; CR 404.2, 603.7);
- ``OpponentChooses`` (Intuition, Gifts Ungiven, Fact or Fiction; CR 700.3, 701.20a).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards import effects_moves as mx
from deckstats.cards.targets import Ref
from deckstats.engine import events
from deckstats.engine.characteristics import card_matches
from deckstats.engine.decisions import DISCARD, MAY, SEARCH, YES_NO, Decision
from deckstats.engine.effect_ctx import Ctx, choose_objects
from deckstats.engine.flags import HASTE
from deckstats.engine.granted_triggers import COPY_SPELL
from deckstats.engine.rule_locks import search_locked
from deckstats.engine.state import GameObject
from deckstats.engine.types import Step, Zone


def exile_until_total(ctx: Ctx, e: mx.ExileUntilTotal) -> None:
    """CR 406.3: exile from the top until the exiled mana values total ``e.total`` or more."""
    game = ctx.game
    for pid in ctx.players(e.player):
        lib = game.players[pid].library
        total = 0
        while lib and total < e.total:
            top = lib[-1]
            total += top.card.mana_value
            game.move(top, Zone.EXILE)
        game.say(f"P{pid} exiles cards with total mana value {total}")


def half_of_player(ctx: Ctx, e: mx.HalfOfPlayer) -> None:
    """CR 107.1a: half the library (draw / mill) and half the life, rounded up, in order."""
    game = ctx.game
    for pid in ctx.players(e.player):
        p = game.players[pid]
        n = (len(p.library) + 1) // 2
        if e.draw:
            game.draw(pid, n)
        if e.mill:
            for _ in range(min(n, len(p.library))):
                game.move(p.library[-1], Zone.GRAVEYARD)
        if e.lose:
            lost = (p.life + 1) // 2 if p.life > 0 else 0
            game.lose_life(pid, lost)
            game.say(f"P{pid} loses {lost} life")


_EXILE_SELF: Final = (fx.Exile(Ref.SELF),)


def return_top_of_graveyard(ctx: Ctx, e: mx.ReturnTopOfGraveyard) -> None:
    """CR 404.2, 110.2: the topmost matching card of the graveyard onto the battlefield."""
    game = ctx.game
    pid = ctx.controller
    grave = game.players[pid].graveyard
    top = next((o for o in reversed(grave) if card_matches(o.card, e.filter)), None)
    if top is None:
        return
    new = game.move(top, Zone.BATTLEFIELD, controller=pid)
    if new is None:
        return
    game.say(f"returns {new.card.name} to the battlefield")
    if e.sneak:  # CR 702.10, 603.7: haste this turn, exiled at the next end step
        new.temp_keywords |= HASTE
        game.delayed.append((Step.END, -1, new, new.card, _EXILE_SELF, pid))
    events.on_etb(game, new)


def _found(ctx: Ctx, e: mx.OpponentChooses) -> list[GameObject]:
    """The cards revealed from the top, or searched for (CR 701.23; one per name)."""
    game = ctx.game
    pid = ctx.controller
    lib = game.players[pid].library
    if e.top:
        return list(reversed(lib[-e.count :]))
    if game.modifier_sources and search_locked(game, pid, pid):
        return []  # Ashiok, Dream Render (engine.rule_locks)
    game.players[pid].searched_on = game.turn  # CR 701.23 (Archive Trap)
    elig = list(lib)
    if e.different_names:
        names: dict[str, GameObject] = {}
        for o in reversed(lib):  # one copy per name (copies are interchangeable)
            names.setdefault(o.card.name, o)
        elig = list(names.values())
    n = min(e.count, len(elig))
    opts = [o.oid for o in sorted(elig, key=lambda o: (o.card.name, o.oid))]
    ids = game.ask(pid, Decision(SEARCH, opts, False, 0 if e.up_to else n, n, amount=e.count))
    return [game.objects[i] for i in ids]


def opponent_chooses(ctx: Ctx, e: mx.OpponentChooses) -> None:
    """CR 701.20a, 700.3: the opponent splits the revealed cards; the hand gets its share.

    The opponent's choice is a discard-like decision (what they would least like to give
    up is what the controller least needs). With piles, the opponent names the cards of
    one pile and the controller takes the larger pile unless it declines (a ``MAY``).
    """
    game = ctx.game
    pid = ctx.controller
    who = ctx.players(e.chooser)
    found = _found(ctx, e)
    if found:
        game.say(f"P{pid} reveals {', '.join(o.card.name for o in found)}")
    opp = who[0] if who else 1 - pid
    n = len(found)
    if e.chosen == 0:  # CR 700.3: two piles; the controller picks one
        pile = choose_objects(game, opp, DISCARD, found, n - 1) if n > 1 else []
        other = [o for o in found if o not in pile]
        big, small = (pile, other) if len(pile) >= len(other) else (other, pile)
        src = ctx.source.oid if ctx.source is not None else 0
        to_hand = big if game.ask(pid, Decision(MAY, YES_NO, source=src)) else small
    elif e.chosen_to == "hand":
        to_hand = choose_objects(game, opp, DISCARD, found, min(e.chosen, n))
    else:
        to_hand = choose_objects(game, opp, DISCARD, found, max(n - e.chosen, 0))
    for o in found:
        game.move(o, Zone.HAND if o in to_hand else Zone.GRAVEYARD)
    if not e.top:
        game.shuffle_library(pid)


def copy_if_from_graveyard(ctx: Ctx, e: mx.CopyIfCastFromGraveyard) -> None:
    """CR 707.10: cast from a graveyard (flashback, escape), the controller may copy it."""
    item = ctx.item
    if item.kind != "spell" or not (item.exile_after or item.escaped):
        return  # a copy was not cast (CR 707.10), nor was a spell cast from a hand
    src = ctx.source.oid if ctx.source is not None else 0
    if COPY_SPELL and ctx.game.ask(ctx.controller, Decision(MAY, YES_NO, source=src)):
        COPY_SPELL[0](ctx.game, item, 1, None)  # engine.copies.copy_spell


MOVE_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    mx.ExileUntilTotal: exile_until_total,
    mx.HalfOfPlayer: half_of_player,
    mx.ReturnTopOfGraveyard: return_top_of_graveyard,
    mx.OpponentChooses: opponent_chooses,
    mx.CopyIfCastFromGraveyard: copy_if_from_graveyard,
}
