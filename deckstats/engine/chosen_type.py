"""CR 607.2d, 205.3m: a creature type chosen as a permanent enters (Engineered Plague).

``choose_type`` asks the controller (a ``CREATURE_TYPE`` decision) for one creature type,
then gives the object the characteristics of its card with every "of the chosen type"
marker (``oracle.chosen_type.CHOSEN_TYPE``) replaced by the type: the filters of its static
abilities (CR 611.3a), the spend restrictions of its mana abilities (CR 106.6) and the
creatures a counted mana ability counts (Three Tree City). The
object stays the same; in every other zone it is its printed card again (CR 400.7).

The options are ordered so that the first is the sensible pick (the default agent takes
it): for a card that helps its chosen type, the type most frequent among the creature
cards its controller owns (their decklist: library, hand, graveyard, battlefield); for a
card that shrinks it (a static with a negative bonus), the type most frequent among the
opponents' visible creatures.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Final

from deckstats.cards.dsl import Activated
from deckstats.cards.effects_mana import AddManaFor
from deckstats.cards.targets import CHOSEN_TYPE
from deckstats.engine.decisions import Decision
from deckstats.engine.derived_cards import derived_card
from deckstats.engine.info import card_info

if TYPE_CHECKING:
    from collections.abc import Iterable

    from deckstats.cards.model import CardDef
    from deckstats.cards.targets import Filter
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

#: Pick one creature type (a string) for "As ~ enters, choose a creature type" (CR 607.2d).
CREATURE_TYPE: Final = "creature_type"
#: The type named when no creature is known (any creature type is legal, CR 205.3m).
FALLBACK: Final = "Human"


def _chosen(flt: Filter, kind: str) -> Filter:
    if CHOSEN_TYPE not in flt.subtypes:
        return flt
    return replace(flt, subtypes=tuple(kind if s == CHOSEN_TYPE else s for s in flt.subtypes))


def _ability_with_type(ab: Activated, kind: str) -> Activated:
    """The spend restriction (CR 106.6) or counted mana (Three Tree City) of the type."""
    if ab.spend_only is not None:
        return replace(ab, spend_only=_chosen(ab.spend_only, kind))
    if ab.effect and isinstance(ab.effect[0], AddManaFor):
        first = ab.effect[0]
        return replace(ab, effect=(replace(first, filter=_chosen(first.filter, kind)),))
    return ab


def _with_type(card: CardDef, kind: str) -> CardDef:
    statics = tuple(replace(st, filter=_chosen(st.filter, kind)) for st in card.statics)
    abilities = tuple(
        _ability_with_type(ab, kind) if isinstance(ab, Activated) else ab for ab in card.abilities
    )
    return replace(card, statics=statics, abilities=abilities)


def with_chosen_type(card: CardDef, kind: str) -> CardDef:
    """``card`` with "of the chosen type" read as ``kind`` (made once per card and type)."""
    return derived_card(card, "type:" + kind, lambda c: _with_type(c, kind))


def _ranked(objs: Iterable[GameObject]) -> list[str]:
    counts: dict[str, int] = {}
    for o in objs:
        if o.info.is_creature:
            for s in o.card.subtypes:
                counts[s] = counts.get(s, 0) + 1
    return sorted(counts, key=lambda s: (-counts[s], s))


def type_options(game: Game, obj: GameObject, controller: int) -> tuple[str, ...]:
    """The creature types offered, the sensible pick first (see the module docstring)."""
    harmful = any(st.power < 0 or st.toughness < 0 for st in obj.card.statics)
    p = game.players[controller]
    own = _ranked([*p.library, *p.hand, *p.graveyard, *p.battlefield])
    seen: list[GameObject] = []
    for q in game.players:
        if q.pid != controller:
            seen.extend(q.battlefield)
            seen.extend(q.graveyard)
    theirs = _ranked(seen)
    ranked = (theirs + own) if harmful else (own + theirs)
    return tuple(dict.fromkeys(ranked)) or (FALLBACK,)


def choose_type(game: Game, obj: GameObject, controller: int) -> None:
    """CR 607.2d: "As ~ enters, choose a creature type": the controller names one."""
    card = obj.card
    options = type_options(game, obj, controller)
    pick = str(game.ask(controller, Decision(CREATURE_TYPE, options, source=obj.oid)))
    if pick not in options:
        pick = options[0]
    derived = with_chosen_type(card, pick)
    obj.card = derived
    if obj.full_card is None:
        obj.full_card = card  # CR 400.7: elsewhere it is the printed card again
    obj.info = card_info(derived)  # same abilities: only the filters name the type
    game.say(f"{card.name}: chooses {pick}")


__all__ = ["CREATURE_TYPE", "choose_type", "type_options", "with_chosen_type"]
