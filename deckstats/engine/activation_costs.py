"""Further activation costs and restrictions (``cards.cost_extra.CostExtra``; CR 118.3, 602.5).

``extra_cost_ok`` says whether they can be paid now (CR 602.2b: an ability is activated
only if its whole cost can be paid), ``pay_extra_cost`` pays them (CR 601.2h via CR 602.2b):

- tap untapped permanents you control ("Tap two untapped Elves you control"); summoning
  sickness does not matter, only the {T} symbol cares (CR 302.6); crew N (CR 702.122a) taps
  creatures of total power N or more;
- return a permanent you control to its owner's hand, or the source itself;
- put a counter on the source, remove several counters from it (CR 122);
- flashback costs with a sacrifice or a tap part (CR 702.34a): ``flashback_extras_ok``,
  ``pay_flashback_extras``;
- "Activate only once each turn" (CR 602.5b) is remembered in ``GameObject.loyalty_turn``
  (a permanent with such an ability has no loyalty abilities of its own to share it with);
  "Activate only during your turn".

Which permanents pay a tap or return cost is chosen here, by a fixed rule that costs the
controller the least: creatures that could not attack this turn first, then the smallest;
lands already tapped first for a return. Sacrifices of several permanents are the
controller's choice (``casting.activate``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Final

from deckstats.cards.model import CardType
from deckstats.engine.characteristics import card_matches, matches, power
from deckstats.engine.conditions import condition_holds
from deckstats.engine.decisions import SACRIFICE, Decision
from deckstats.engine.effect_ctx import discard_cards
from deckstats.engine.mana import is_sick
from deckstats.engine.types import Zone

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_CARD_TYPE_CREATURE: Final = CardType.CREATURE

if TYPE_CHECKING:
    from deckstats.cards.cost_extra import CostExtra
    from deckstats.cards.costs import Flashback
    from deckstats.cards.dsl import Cost
    from deckstats.cards.targets import Filter
    from deckstats.engine.card_facts import ExtraFacts
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def _tappable(game: Game, pid: int, obj: GameObject, c: Cost, x: CostExtra) -> list[GameObject]:
    """Untapped permanents that can pay the tap part, cheapest to give up first."""
    if x.crew:
        elig = [o for o in game.players[pid].battlefield if o.info.types & _CARD_TYPE_CREATURE]
    else:
        flt = x.tap_filter
        elig = [
            o for o in game.players[pid].battlefield if flt is not None and matches(game, o, flt)
        ]
    out = [o for o in elig if not o.tapped and not (o is obj and (c.tap or x.crew))]
    out.sort(key=lambda o: (not is_sick(game, o), power(game, o), o.oid))
    return out


def _to_tap(
    game: Game, pid: int, obj: GameObject, c: Cost, x: CostExtra
) -> list[GameObject] | None:
    """The permanents the tap part taps, or ``None`` when it cannot be paid."""
    cands = _tappable(game, pid, obj, c, x)
    if not x.crew:
        return cands[: x.tap_count] if len(cands) >= x.tap_count else None
    picked: list[GameObject] = []
    total = 0
    for o in cands:
        if total >= x.crew:
            break
        p = power(game, o)
        if p <= 0:
            continue
        picked.append(o)
        total += p
    return picked if total >= x.crew else None


def _returnable(game: Game, pid: int, obj: GameObject, x: CostExtra) -> list[GameObject]:
    flt = x.return_filter
    if flt is None:
        return []
    out = [o for o in game.players[pid].battlefield if o is not obj and matches(game, o, flt)]
    out.sort(key=lambda o: (not o.tapped, o.oid))
    return out


def own_name(flt: Filter, obj: GameObject) -> Filter:
    """``flt`` whose name "~" is the source's (Grandeur: "Discard another card named ~")."""
    return replace(flt, name=obj.card.name) if flt.name == "~" else flt


def pay_discard(game: Game, pid: int, obj: GameObject, c: Cost) -> None:
    """CR 118.3: "Discard a creature card" / "another card named ~": only matching cards."""
    flt = c.extra.discard_filter if c.extra is not None else None
    flt = own_name(flt, obj) if flt is not None else None  # grandeur (Page, Loose Leaf)
    discard_cards(game, pid, c.discard, chooser=pid, flt=flt)


def extra_cost_ok(game: Game, pid: int, obj: GameObject, c: Cost, x: ExtraFacts) -> bool:
    """CR 602.2b, 602.5b: can the further costs be paid, and may the ability be activated now?

    ``x`` is the native copy of ``c.extra`` (``engine.card_facts``).
    """
    if x.once_per_turn and obj.loyalty_turn == game.turn:
        return False
    if x.your_turn and game.active != pid:
        return False
    if x.attacking and not obj.attacking:
        return False  # boast (CR 702.142a), while it attacks
    if x.hand_exactly and len(game.players[pid].hand) != x.hand_exactly:
        return False  # Library of Alexandria (CR 602.5b)
    if x.discard_filter is not None and c.discard > sum(
        1 for o in game.players[pid].hand if card_matches(o.card, own_name(x.discard_filter, obj))
    ):
        return False  # "Discard a creature card" (CR 118.3)
    if x.condition is not None and not condition_holds(game, pid, x.condition):
        return False  # "Activate only if seven or more cards are in your graveyard" (CR 602.5b)
    if x.sacrifice_count and c.sacrifice is not None:
        n = sum(
            1
            for o in game.players[pid].battlefield
            if matches(game, o, c.sacrifice) and not (c.sacrifice_other and o is obj)
        )
        if n < x.sacrifice_count:
            return False
    if x.remove_count and obj.counter(c.remove_counter) < x.remove_count:
        return False
    if x.taps and _to_tap(game, pid, obj, c, x.extra) is None:
        return False
    flt = x.return_filter  # "Return a Forest you control": one is enough (no list, no sort)
    return flt is None or any(
        o is not obj and matches(game, o, flt) for o in game.players[pid].battlefield
    )


def pay_extra_cost(game: Game, pid: int, obj: GameObject, c: Cost, x: CostExtra) -> None:
    """Pay the further costs (after the ability is put on the stack; CR 601.2h, 602.2b)."""
    if x.once_per_turn:
        obj.loyalty_turn = game.turn
    if x.tap_filter is not None or x.crew:
        for o in _to_tap(game, pid, obj, c, x) or ():
            o.tapped = True
            game.say(f"P{pid} taps {o.card.name}")
    if x.remove_count > 1 and obj.counters is not None:
        obj.counters[c.remove_counter] -= x.remove_count - 1  # one went with Cost.remove_counter
    if x.put_counter:
        cnt = obj.counters if obj.counters is not None else {}
        cnt[x.put_counter] = cnt.get(x.put_counter, 0) + 1
        obj.counters = cnt
        game.sba_dirty = True
    if x.return_filter is not None:
        back = _returnable(game, pid, obj, x)[0]
        game.say(f"P{pid} returns {back.card.name} to hand")
        game.move(back, Zone.HAND)
    if x.return_self and obj.zone is Zone.BATTLEFIELD:
        game.move(obj, Zone.HAND)
    if x.discard_hand and game.players[pid].hand:
        discard_cards(game, pid, len(game.players[pid].hand), chooser=pid)  # CR 118.3, 701.9


def _untapped(game: Game, pid: int, flt: Filter) -> list[GameObject]:
    """Untapped permanents of ``pid`` matching ``flt``, cheapest to tap first."""
    out = [o for o in game.players[pid].battlefield if not o.tapped and matches(game, o, flt)]
    out.sort(key=lambda o: (not is_sick(game, o), power(game, o), o.oid))
    return out


def flashback_extras_ok(game: Game, pid: int, c: Flashback) -> bool:
    """CR 601.2h: can the sacrifice and tap parts of a flashback cost be paid?"""
    if c.sacrifice is not None:
        n = sum(1 for o in game.players[pid].battlefield if matches(game, o, c.sacrifice))
        if n < c.sacrifice_count:
            return False
    flt = c.discard_filter
    if c.discard and c.discard > sum(
        1 for o in game.players[pid].hand if flt is None or card_matches(o.card, flt)
    ):
        return False  # CR 702.133a, 702.81a: a card (a land card) to discard
    return c.tap is None or len(_untapped(game, pid, c.tap)) >= c.tap_count


def pay_flashback_extras(game: Game, pid: int, c: Flashback, source: int) -> None:
    """Pay a flashback cost but its mana (paid by the caller).

    Its life (CR 119.4), then the cheapest permanents tapped and the ones the player
    chooses sacrificed (CR 701.21).
    """
    if c.life:
        game.lose_life(pid, c.life, payment=True)
    if c.tap is not None:
        for o in _untapped(game, pid, c.tap)[: c.tap_count]:
            o.tapped = True
            game.say(f"P{pid} taps {o.card.name}")
    if c.discard:
        discard_cards(game, pid, c.discard, chooser=pid, flt=c.discard_filter)  # CR 702.133a
    if c.sacrifice is not None:
        flt = c.sacrifice
        ids = [o.oid for o in game.players[pid].battlefield if matches(game, o, flt)]
        n = c.sacrifice_count
        ask = Decision(SACRIFICE, ids, False, n, n, source=source, amount=n)
        for oid in ids if len(ids) == n else game.ask(pid, ask):
            game.say(f"P{pid} sacrifices {game.objects[oid].card.name}")
            game.sacrifice(game.objects[oid])


__all__ = ["extra_cost_ok", "flashback_extras_ok", "pay_extra_cost", "pay_flashback_extras"]
