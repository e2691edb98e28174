"""CR 707.9, 614.1c: a permanent that may enter as a copy (``cards.clones.EntersAsCopy``).

As the permanent is put onto the battlefield (``Game.put_onto_battlefield``), its controller
may choose a permanent of the kinds named (a ``COPY`` decision: none, or one); the permanent
then has that permanent's copiable values (CR 707.2: its card as it is, copy effects
included; not its counters, tapped state or effects) with the exceptions added (CR 707.9b).
In every other zone it is its own card again (``GameObject.full_card``, CR 400.7). Its
enters triggers are those of the copy (CR 707.9 with CR 603.6a), fired by the caller.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from deckstats.cards.model import CardDef
from deckstats.engine.decisions import COPY, Decision
from deckstats.engine.info import card_info

if TYPE_CHECKING:
    from deckstats.cards.clones import EntersAsCopy
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


#: (clone card, copied card) ids -> (clone card, copied card, the copy), made once.
_COPIES: dict[tuple[int, int], tuple[CardDef, CardDef, CardDef]] = {}


def _copy(original: CardDef, copied: CardDef, spec: EntersAsCopy) -> CardDef:
    """``copied``'s copiable values with ``spec``'s exceptions, for the clone ``original``."""
    return replace(
        copied,
        types=copied.types | spec.add_types,
        subtypes=copied.subtypes + tuple(s for s in spec.add_subtypes if s not in copied.subtypes),
        keywords=copied.keywords | spec.keywords,
        triggers=copied.triggers + spec.triggers,
        is_token=original.is_token,
        enters_as_copy=None,  # the copy does not ask again (CR 707.9)
    )


def enter_as_copy(game: Game, obj: GameObject, controller: int) -> bool:
    """CR 707.9: ``obj`` may enter as a copy of a permanent its controller chooses.

    Returns whether it enters tapped for it ("enter tapped as a copy": Vesuva, CR 614.1c).
    """
    spec = obj.card.enters_as_copy
    if spec is None:
        return False
    kinds = int(spec.kinds)
    options = [
        o.oid
        for p in game.players
        for o in p.battlefield
        if o is not obj and o.info.types & kinds and (not spec.yours or o.controller == controller)
    ]
    if not options:
        return False
    picked = game.ask(controller, Decision(COPY, options, False, 0, 1, source=obj.oid))
    if not picked:
        return False
    src = game.objects[picked[0]]
    original = obj.card
    hit = _COPIES.get((id(original), id(src.card)))
    if hit is None or hit[0] is not original or hit[1] is not src.card:
        hit = (original, src.card, _copy(original, src.card, spec))
        _COPIES[(id(original), id(src.card))] = hit
    new = hit[2]
    obj.full_card = obj.full_card if obj.full_card is not None else original
    obj.card = new
    obj.info = card_info(new)
    game.say(f"{original.name} enters as a copy of {src.card.name}")
    return spec.tapped


__all__ = ["enter_as_copy"]
