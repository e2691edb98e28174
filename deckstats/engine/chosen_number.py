"""CR 607.2d: a number chosen as a permanent enters (Sanctum Prelate).

"As Sanctum Prelate enters, choose a number. Noncreature spells with mana value equal to
the chosen number can't be cast." ``choose_number`` asks the controller (a ``NUMBER``
decision) and gives the object its card with each ``CastLimit(chosen_number=True)`` bound
to that mana value (the flag off). The options are ordered so that the first is the
sensible pick: the mana value most frequent among the opponent's noncreature cards in
public zones (graveyard, exile, the stack), else 1 (the cheap interaction of most decks).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Final

from deckstats.cards.modifiers import CastLimit
from deckstats.engine.decisions import Decision
from deckstats.engine.derived_cards import derived_card
from deckstats.engine.info import card_info

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

#: Pick one number (an int) for "As ~ enters, choose a number" (CR 607.2d).
NUMBER: Final = "number"
_MOST: Final = 8


def chooses_number(card: CardDef) -> bool:
    """Whether ``card`` names a number as it enters (a ``CastLimit`` reads it)."""
    return any(isinstance(m, CastLimit) and m.chosen_number for m in card.modifiers)


def _with_number(card: CardDef, n: int) -> CardDef:
    mods = tuple(
        replace(
            m, spells=replace(m.spells, min_mana_value=n, max_mana_value=n), chosen_number=False
        )
        if isinstance(m, CastLimit) and m.chosen_number
        else m
        for m in card.modifiers
    )
    return replace(card, modifiers=mods)


def number_options(game: Game, controller: int) -> tuple[int, ...]:
    """The numbers offered, the sensible pick first (see the module docstring)."""
    counts = dict.fromkeys(range(_MOST), 0)
    for q in game.players:
        if q.pid == controller:
            continue
        for o in (*q.graveyard, *q.exile):
            if not o.info.is_creature and not o.info.is_land and o.info.mana_value < _MOST:
                counts[o.info.mana_value] += 1
    for item in game.stack:
        mv = item.card.mana_value
        if item.controller != controller and not item.card.types & 4 and mv < _MOST:
            counts[mv] += 1  # (CardType.CREATURE = 4)
    best = max(counts, key=lambda n: (counts[n], n == 1, -n))
    return (best, *(n for n in range(_MOST) if n != best))


def choose_number(game: Game, obj: GameObject, controller: int) -> None:
    """CR 607.2d: "As ~ enters, choose a number": the controller names one."""
    card = obj.card
    options = number_options(game, controller)
    pick = game.ask(controller, Decision(NUMBER, options, source=obj.oid))
    n = pick if isinstance(pick, int) and pick in options else options[0]
    derived = derived_card(card, f"number:{n}", lambda c: _with_number(c, n))
    if obj.full_card is None:
        obj.full_card = card  # CR 400.7: elsewhere it is the printed card again
    obj.card = derived
    obj.info = card_info(derived)
    game.say(f"{card.name}: chooses {n}")


__all__ = ["NUMBER", "choose_number", "chooses_number", "number_options"]
