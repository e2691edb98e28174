"""Static abilities that change other permanents' abilities and types (``cards.grants``).

"Enchanted land has "{T}: Add one mana of any color."" (Abundant Growth), "Treasures you
control have "..."" (Goldspan Dragon), "Enchanted land is an Island." (Spreading Seas, CR
305.7), "Creatures lose all abilities." (Dress Down), "All creatures lose all abilities and
have base power and toughness 1/1." (Humility, CR 613.1f, 613.4b), "As long as your devotion
to white is less than five, Heliod isn't a creature." (CR 700.5, 205.1a).

Each permanent a ``Grant`` names gets the characteristics of a card derived from its own
(made once per card and set of grants, ``derived_card``): the land type set first (layer 4,
CR 613.1d), then the abilities lost, then the quoted abilities added (layer 6, CR 613.1f;
within a layer, in that order rather than by timestamp), and the base power and toughness
(layer 7b, CR 613.4b: counters and "+N/+N" still apply). Its own card is remembered
(``Game.granted``) and given back when no grant names it any more (CR 611.3b).

The permanents with grants (``Game.granters``; a graveyard one too, CR 113.6: Riftstone
Portal) are noted as they enter a zone; every permanent's grants are brought up to date at
each state-based-action check after the game state changed (``sba.check_sbas``), which runs
before any player receives priority (CR 704.3), and a permanent entering is given its grants
at once, so "when ~ enters" abilities a creature loses do not trigger (CR 603.6d, 614.12).
A land that a Blood Moon retyped (``engine.land_types``) and a permanent animated until end
of turn are left alone (they can only lose power).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Final

from deckstats.cards.model import NO_KEYWORD, CardType
from deckstats.engine.characteristics import matches
from deckstats.engine.counts import count_value
from deckstats.engine.derived_cards import derived_card
from deckstats.engine.effects_permanents import swap_card
from deckstats.engine.land_types import land_of_type
from deckstats.engine.types import Zone

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_CARD_TYPE_CREATURE: Final = CardType.CREATURE

if TYPE_CHECKING:
    from deckstats.cards.grants import Grant
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def lose_all_abilities(card: CardDef) -> CardDef:
    """CR 613.1f: the card with no abilities (rules text and keywords)."""
    return replace(
        card,
        keywords=NO_KEYWORD,
        abilities=(),
        triggers=(),
        statics=(),
        modifiers=(),
        grants=(),
        etb_tapped=None,
        pt_cda=None,
    )


def _apply(card: CardDef, grants: tuple[Grant, ...]) -> CardDef:
    """``card`` with ``grants`` applied: land type, losses, base P/T, added abilities."""
    for g in grants:
        if g.land_type:
            card = land_of_type(card, g.land_type)  # CR 305.7
    added = tuple(t for g in grants for t in g.subtypes if t not in card.subtypes)
    if added:
        card = replace(card, subtypes=card.subtypes + added)  # Planar Nexus (CR 205.3i)
    if any(g.not_creature for g in grants):
        card = replace(card, types=card.types & ~_CARD_TYPE_CREATURE)  # CR 205.1a: Heliod
    if any(g.lose_all for g in grants):
        card = lose_all_abilities(card)
    for g in grants:
        if g.base_pt is not None:
            p, t = g.base_pt
            card = replace(
                card, power=p, toughness=t, power_text=str(p), toughness_text=str(t), pt_cda=None
            )
    abilities = tuple(a for g in grants for a in g.abilities)
    triggers = tuple(t for g in grants for t in g.triggers)
    if abilities or triggers:
        card = replace(
            card, abilities=card.abilities + abilities, triggers=card.triggers + triggers
        )
    return card


def granted_card(card: CardDef, grants: tuple[Grant, ...]) -> CardDef:
    """``card`` with ``grants`` applied (made once per card and grants)."""
    tag = "grant:" + ",".join(str(id(g)) for g in grants)
    return derived_card(card, tag, lambda c: _apply(c, grants))


def _applies(game: Game, src: GameObject, g: Grant, obj: GameObject) -> bool:
    """Does grant ``g`` of ``src`` name the permanent ``obj`` now (CR 604.2, 611.3a)?"""
    if g.scope == "attached":
        return src.attached_to == obj.oid
    if g.scope == "self":
        if src is not obj:
            return False
        return g.unless is None or count_value(game, src.controller, g.unless, "", src) < g.least
    if g.other and src is obj:
        return False
    mine = obj.controller == src.controller
    if (g.scope == "yours" and not mine) or (g.scope == "theirs" and mine):
        return False  # "you control" / "your opponents control" (CR 109.4)
    return matches(game, obj, g.filter)


def _sources(game: Game) -> list[tuple[GameObject, Grant]]:
    """The grants that work now; granters no longer in their zone are forgotten."""
    live = [
        s
        for s in game.granters
        if game.objects.get(s.oid) is s and s.zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD)
    ]
    game.granters = live
    return [
        (src, g)
        for src in live
        for g in src.card.grants
        if g.from_graveyard == (src.zone is Zone.GRAVEYARD)
    ]


def _sync_one(game: Game, obj: GameObject, sources: list[tuple[GameObject, Grant]]) -> None:
    """Give ``obj`` the characteristics its grants make of its own card."""
    if obj.animated or obj.oid in game.retyped:
        return  # animated until end of turn, or a Blood Moon's Mountain: left alone
    base, full = game.granted.get(obj.oid, (obj.card, obj.full_card))
    wanted = tuple(g for src, g in sources if _applies(game, src, g, obj))
    if wanted:
        new = granted_card(base, wanted)
        if new is not obj.card:
            game.granted[obj.oid] = (base, full)
            swap_card(game, obj, new, full if full is not None else base)
    elif obj.oid in game.granted:
        del game.granted[obj.oid]  # CR 611.3b: no grant names it any more
        swap_card(game, obj, base, full)


def sync_grants(game: Game) -> None:
    """Bring every permanent's grants up to date (see the module docstring)."""
    sources = _sources(game)
    on_battlefield = {o.oid for p in game.players for o in p.battlefield}
    for oid in [oid for oid in game.granted if oid not in on_battlefield]:
        del game.granted[oid]  # CR 400.7: it left; a new object is its own card
    for p in game.players:
        for obj in list(p.battlefield):
            _sync_one(game, obj, sources)


def note_granter(game: Game, obj: GameObject) -> None:
    """``obj`` entered the battlefield or a graveyard: note it if it has grants."""
    if obj.card.grants and obj not in game.granters:
        game.granters.append(obj)


def grants_enter(game: Game, obj: GameObject) -> None:
    """A permanent entered: a granter's grants apply now; a permanent gets its grants."""
    if obj.card.grants:
        note_granter(game, obj)
        sync_grants(game)
    else:
        _sync_one(game, obj, _sources(game))


__all__ = ["granted_card", "grants_enter", "lose_all_abilities", "note_granter", "sync_grants"]
