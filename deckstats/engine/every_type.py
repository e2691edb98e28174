"""CR 305.7, 613.1d: lands that are every basic land type (Dryad of the Ilysian Grove).

"Lands you control are every basic land type in addition to their other types." (also
Leyline of the Guildpact's second line).

While its controller controls such a permanent (``CardDef.lands_every_basic_type``), each of
their lands has the basic land types it lacks and their intrinsic mana abilities ("{T}: Add
{W}" for a Plains, CR 305.6), through a card derived from its own (``swap_card``, as Blood
Moon's ``engine.land_types`` does); the lands get their own characteristics back when the
last such permanent leaves. A land under a Blood Moon (later, or already there) stays a
Mountain only (``Game.retyped``: the Moon's type-changing effect is the later one, CR 613.7;
an earlier Moon's is approximated the same way: only ever less mana).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from deckstats.cards.dsl import mana_ability
from deckstats.engine.derived_cards import derived_card
from deckstats.engine.effects_permanents import swap_card

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

_BASICS = (("Plains", "W"), ("Island", "U"), ("Swamp", "B"), ("Mountain", "R"), ("Forest", "G"))


def _every_type(card: CardDef) -> CardDef:
    missing = [(t, c) for t, c in _BASICS if t not in card.subtypes]
    return replace(
        card,
        subtypes=card.subtypes + tuple(t for t, _ in missing),
        abilities=card.abilities + tuple(mana_ability(c) for _, c in missing),
    )


def _grant(game: Game, obj: GameObject) -> None:
    if not obj.info.is_land or obj.oid in game.every_typed or obj.oid in game.retyped:
        return
    game.every_typed[obj.oid] = (obj.card, obj.full_card)
    full = obj.full_card if obj.full_card is not None else obj.card
    swap_card(game, obj, derived_card(obj.card, "every_basic_type", _every_type), full)


def every_type_enter(game: Game, obj: GameObject) -> None:
    """A permanent entered: a Dryad grants its controller's lands; a land is granted."""
    pid = obj.controller
    if obj.card.lands_every_basic_type:
        game.every_type_sources.append(obj)
        for o in list(game.players[pid].battlefield):
            _grant(game, o)
    elif any(src.controller == pid for src in game.every_type_sources):
        _grant(game, obj)


def every_type_leave(game: Game, obj: GameObject) -> None:
    """A permanent left: the controller's last Dryad gone, their lands are themselves."""
    game.every_typed.pop(obj.oid, None)
    if obj not in game.every_type_sources:
        return
    game.every_type_sources.remove(obj)
    pid = obj.controller
    if any(src.controller == pid for src in game.every_type_sources):
        return
    for o in game.players[pid].battlefield:
        saved = game.every_typed.pop(o.oid, None)
        if saved is None:
            continue
        if o.oid in game.retyped:  # under a later Blood Moon: it restores the land itself
            game.retyped[o.oid] = saved
        else:
            swap_card(game, o, saved[0], saved[1])


__all__ = ["every_type_enter", "every_type_leave"]
