"""A choice of additional costs (CR 601.2b): "discard a card or pay 3 life" (Bitter Triumph).

``AdditionalCost.options`` lists the costs; the spell can be cast if any one of them can be
paid now (CR 601.2b, 119.4), and exactly one is paid as it is cast (CR 601.2h). Which one
is the caster's choice; the engine takes the cheapest payable option by a fixed order
(no decision kind asks a player yet):

0. revealing a card of a subtype from the hand (Silvergill Adept);
1. sacrificing a token (Treasure, Clue, a creature token) when one qualifies;
2. paying life while the caster stays above 10 life;
3. discarding a card;
4. anything else payable (a nontoken sacrifice, life at 10 or less), in text order;
5. last, generic mana ("or pay {5}", Lightning Axe): added to the total cost by
   ``option_mana`` exactly when no other option can be paid.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.cards.costs import AdditionalCost
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

#: ``(game, pid, obj, option) -> bool``: can one option be paid (``engine.costs``).
Check = Callable[["Game", int, "GameObject", "AdditionalCost"], bool]


def _rank(game: Game, pid: int, add: AdditionalCost) -> int:
    """Lower is cheaper: token sacrifice, affordable life, discard, the rest; mana last."""
    if add.mana:
        return 5  # "or pay {5}": only when nothing else can be paid (``option_mana``)
    if add.reveal_subtype:
        return 0  # "reveal a Merfolk card from your hand": nothing is lost (CR 701.20a)
    if add.sacrifice:
        t = int(add.sacrifice_types)
        tokens = [
            o for o in game.players[pid].battlefield if o.is_token and (not t or o.info.types & t)
        ]
        return 0 if len(tokens) >= add.sacrifice else 3
    if add.life:
        return 1 if game.players[pid].life - add.life > 10 else 3
    if add.discard:
        return 2
    return 3


def choose_option(
    game: Game, pid: int, obj: GameObject, add: AdditionalCost, ok: Check
) -> AdditionalCost | None:
    """The option the caster pays, or ``None`` if none can be paid (CR 601.2b)."""
    payable = [o for o in add.options if ok(game, pid, obj, o)]
    if not payable:
        return None
    return min(payable, key=lambda o: _rank(game, pid, o))


def additional_sacrifices(game: Game, pid: int, add: AdditionalCost) -> list[GameObject]:
    """CR 601.2b: permanents that can pay "As an additional cost, sacrifice a <type>"."""
    t = int(add.sacrifice_types)
    c = int(add.sacrifice_colors)
    return [
        o
        for o in game.players[pid].battlefield
        if (not t or o.info.types & t) and (not c or int(o.card.colors) & c)
    ]


def additional_ok(game: Game, pid: int, obj: GameObject, add: AdditionalCost) -> bool:
    """CR 601.2b, 119.4: can the additional cost be paid now (besides mana)?"""
    if add.options:  # "discard a card or pay 3 life": any one of them (engine.additional_choice)
        return choose_option(game, pid, obj, add, additional_ok) is not None
    p = game.players[pid]
    if add.life and p.life < add.life:
        return False
    if add.sacrifice and len(additional_sacrifices(game, pid, add)) < add.sacrifice:
        return False
    if add.bounce and len(bounceable(game, pid, add)) < add.bounce:
        return False  # Deprive: a land to return (CR 601.2h)
    if add.reveal_subtype and not any(
        o is not obj and o.card.has_subtype(add.reveal_subtype) for o in p.hand
    ):
        return False  # Silvergill Adept: another Merfolk card in the hand (CR 701.20a)
    in_hand = len(p.hand) - (1 if obj.zone is Zone.HAND else 0)
    if add.discard and in_hand < add.discard:
        return False
    in_grave = len(p.graveyard) - (1 if obj.zone is Zone.GRAVEYARD else 0)
    return not (add.exile_from_graveyard and in_grave < add.exile_from_graveyard)


def bounceable(game: Game, pid: int, add: AdditionalCost) -> list[GameObject]:
    """CR 601.2h: the permanents "return a <type> you control to its owner's hand" can take."""
    t = int(add.bounce_types)
    return [o for o in game.players[pid].battlefield if not t or o.info.types & t]


def option_mana(game: Game, pid: int, card: CardDef, add: AdditionalCost) -> int:
    """The generic mana an "or pay {N}" option adds to the total cost now (CR 601.2f).

    The engine pays that option only when no other option can be paid
    (``engine.additional_choice``): N then, else 0. The spell is looked for in the hand,
    the graveyard and exile (the other options read its zone); not found, N.
    """
    mana = max((o.mana for o in add.options), default=0)
    if not mana:
        return 0
    p = game.players[pid]
    obj = next((o for zone in (p.hand, p.graveyard, p.exile) for o in zone if o.card is card), None)
    if obj is not None and any(
        not o.mana and additional_ok(game, pid, obj, o) for o in add.options
    ):
        return 0
    return mana


__all__ = [
    "additional_ok",
    "additional_sacrifices",
    "bounceable",
    "choose_option",
    "option_mana",
]
