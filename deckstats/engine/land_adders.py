"""CR 305.6, 613.1d: "Each land is a Swamp in addition to its other land types" (Urborg).

Urborg, Tomb of Yawgmoth and Yavimaya, Cradle of Growth add a basic land type to every
land; "Lands you control are every basic land type in addition to their other types"
(Dryad of the Ilysian Grove, Prismatic Omen) adds the five to its controller's lands. A
land with a basic land type has that type's intrinsic mana ability (CR 305.6), so each
affected land gets the characteristics of a derived card (``with_land_types``: the types
and their "{T}: Add <mana>" abilities added, nothing removed), made once per card and set
of types. ``CardDef.lands_also_are`` names the types, ``lands_also_yours`` limits it to
its controller's lands.

Every land's added types are recomputed when an adder or a land enters and when an adder
leaves; a land leaving is forgotten (CR 400.7). A land that a Blood Moon has turned into a
Mountain (``engine.land_types``) is left alone: this module gives it nothing (which can
only lose power) and does not undo the Moon.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Final

from deckstats.cards.dsl import mana_ability
from deckstats.engine.derived_cards import derived_card
from deckstats.engine.effects_permanents import swap_card

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

_MANA: Final = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
#: "every basic land type" (CR 205.3i).
BASIC_TYPES = tuple(_MANA)


def _add_types(card: CardDef, types: tuple[str, ...]) -> CardDef:
    new = tuple(t for t in types if t not in card.subtypes)
    abilities = (*card.abilities, *(mana_ability(_MANA[t]) for t in new if t in _MANA))
    return replace(card, subtypes=(*card.subtypes, *new), abilities=abilities)


def with_land_types(card: CardDef, types: tuple[str, ...]) -> CardDef:
    """``card`` with the basic land ``types`` and their mana abilities added (made once)."""
    return derived_card(card, "also:" + " ".join(types), lambda c: _add_types(c, types))


def _added(game: Game, land: GameObject) -> tuple[str, ...]:
    out: list[str] = []
    for src in game.land_adders:
        card = src.card
        if card.lands_also_yours and src.controller != land.controller:
            continue
        out.extend(t for t in card.lands_also_are if t not in out)
    return tuple(sorted(out, key=BASIC_TYPES.index))


def _retype(game: Game, land: GameObject) -> None:
    if land.oid in game.retyped:
        if land.oid in game.added_types and not _added(game, land):
            game.retyped[land.oid] = game.added_types.pop(land.oid)  # its own card after
        return  # a Blood Moon's Mountain (engine.land_types): left alone
    base, full = game.added_types.get(land.oid, (land.card, land.full_card))
    types = _added(game, land)
    new = with_land_types(base, types) if types else base
    if new is land.card:
        return
    if types:
        game.added_types[land.oid] = (base, full)
        swap_card(game, land, new, full if full is not None else base)
    else:
        game.added_types.pop(land.oid, None)
        swap_card(game, land, base, full)


def _retype_all(game: Game) -> None:
    for p in game.players:
        for o in list(p.battlefield):
            if o.info.is_land or o.oid in game.added_types:
                _retype(game, o)


def on_enter(game: Game, obj: GameObject) -> None:
    """A permanent entered: an adder retypes every land; a land gets the added types."""
    if obj.card.lands_also_are:
        game.land_adders.append(obj)
        _retype_all(game)
    elif obj.info.is_land:
        _retype(game, obj)


def on_leave(game: Game, obj: GameObject) -> None:
    """A permanent left: it is forgotten; the last of an adder's effect ends (CR 611.3b)."""
    game.added_types.pop(obj.oid, None)
    if obj in game.land_adders:
        game.land_adders.remove(obj)
        _retype_all(game)


__all__ = ["BASIC_TYPES", "on_enter", "on_leave", "with_land_types"]
