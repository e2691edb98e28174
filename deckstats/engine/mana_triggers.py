"""Mana triggers: a permanent tapped for mana adds more (CR 605.1b, 106.12a).

"Whenever enchanted land is tapped for mana, its controller adds an additional {G}" (Wild
Growth, Utopia Sprawl), "Whenever you tap a creature for mana, add an additional {G}"
(Leyline of Abundance), "Whenever you tap a land for mana, add one mana of any type that land
produced" (Mirari's Wake): ``triggers.TappedForMana``. A triggered ability that triggers from
a mana ability and could add mana is a mana ability itself (CR 605.1b): it does not use the
stack and resolves at once, as ``mana.pay`` taps the permanent. Its mana goes to the tapped
permanent's controller ("its controller adds").

The payer plans with that mana: each such trigger of a mana source is an ``ExtraUnit`` beside
the source (``extra_units``), worth the mana the trigger adds. Paying with the extra unit taps
its permanent too (its own mana then floats in the pool, CR 106.4); tapping the permanent
without using the unit lets the trigger's mana float. A trigger whose mana depends on what
the permanent made (Mirari's Wake on a land of two colours) is not a unit: its mana only
floats, so the deck may lose, never gain.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards.dsl import Triggered
from deckstats.cards.effects import AddMana, AddOneOf
from deckstats.cards.effects_events import AddManaOfTapped
from deckstats.cards.targets import Ref
from deckstats.cards.triggers import TappedForMana
from deckstats.engine.characteristics import matches
from deckstats.engine.decisions import COLOR, Decision
from deckstats.engine.info import ManaSourceInfo, letters_mask
from deckstats.engine.state import StackItem

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_ENCHANTED_OR_EQUIPPED: Final = Ref.ENCHANTED_OR_EQUIPPED
_REF_YOU: Final = Ref.YOU

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

_LETTERS: Final = "WUBRGC"


def _sources(game: Game) -> list[GameObject]:
    """The permanents with a mana trigger (few: most games have none)."""
    return [s for s in game.trigger_sources if s.info.mana_triggers]


def _triggers_of(
    game: Game, sources: list[GameObject], obj: GameObject
) -> Iterator[tuple[GameObject, int, Triggered]]:
    """The mana triggers that tapping ``obj`` for mana triggers: (source, index, trigger)."""
    for src in sources:
        for i, t in enumerate(src.info.mana_triggers):
            w = t.when
            assert isinstance(w, TappedForMana)
            if w.who == _REF_ENCHANTED_OR_EQUIPPED:
                if src.attached_to != obj.oid:
                    continue
            elif (w.who == _REF_YOU and obj.controller != src.controller) or not matches(
                game, obj, w.filter
            ):
                continue  # Ref.EACH_PLAYER: any player's (High Tide)
            yield src, i, t


def _unit_mana(obj: GameObject, t: Triggered) -> tuple[int, int]:
    """The mana mask and amount a trigger adds, as a payer's unit; ``(0, 0)``: not a unit."""
    if len(t.effect) != 1:
        return 0, 0
    e = t.effect[0]
    if isinstance(e, AddMana) and e.symbols and len(set(e.symbols)) == 1:
        return letters_mask(e.symbols[0]), len(e.symbols)
    if isinstance(e, AddOneOf) and e.colors:
        return letters_mask(e.colors), e.amount
    mask = obj.info.produces_mask
    if isinstance(e, AddManaOfTapped) and mask and not mask & (mask - 1):
        return mask, 1  # Mirari's Wake on a land of one type: that type
    return 0, 0


class ExtraUnit:
    """The mana a mana trigger adds as a permanent is tapped, as one of the payer's units.

    ``obj`` is the permanent; paying with this unit taps it (``settle_taps``). Its ``oid`` is
    negative (unique per trigger) so the payer never takes it for the permanent itself.
    """

    __slots__ = ("card", "info", "key", "obj", "oid", "tapped")

    def __init__(self, obj: GameObject, src: GameObject, index: int, mask: int, amount: int):
        self.obj = obj
        self.card = obj.card
        self.key = (src.oid, index)
        self.oid = -(obj.oid * 64 + src.oid % 8 * 8 + index + 1)
        self.tapped = False
        self.info = _ExtraInfo(mask, amount)


class _ExtraInfo:
    """The ``info`` an ``ExtraUnit`` shows the payer: one ability of ``amount`` mana."""

    __slots__ = ("is_creature", "mana_sources", "produces_mask")

    def __init__(self, mask: int, amount: int) -> None:
        self.is_creature = False
        self.mana_sources = [ManaSourceInfo(-1, mask, amount)]
        self.produces_mask = mask


def extra_units(game: Game, units: list[Any]) -> list[Any]:
    """CR 605.1b: the payer's units for the mana triggers of the mana sources ``units``."""
    out: list[Any] = []
    sources = _sources(game)
    if not sources:
        return out
    for u in units:
        obj = getattr(u, "obj", u)
        for src, i, t in _triggers_of(game, sources, obj):
            mask, amount = _unit_mana(obj, t)
            if mask:
                out.append(ExtraUnit(obj, src, i, mask, amount))
    return out


def settle_taps(
    game: Game,
    taps: list[Any],
    tapped: list[GameObject],
    resolve_effects: Callable[[Game, StackItem], None],
) -> None:
    """After ``mana.pay`` tapped ``tapped``: the mana triggers and the ``ExtraUnit`` taps.

    ``resolve_effects`` is ``engine.resolve``'s (``mana.pay`` imports it in the function:
    the engine's one cycle, see ``deckstats.engine``).

    A trigger whose ``ExtraUnit`` paid has had its mana spent; a permanent tapped only for its
    extra unit makes its own mana too, which floats (CR 106.4).
    """
    spent = {(u.obj.oid, u.key) for u in taps if type(u) is ExtraUnit}
    objs = list(tapped)
    for u in taps:
        if type(u) is ExtraUnit and u.obj not in objs:
            obj = u.obj
            obj.tapped = True
            objs.append(obj)
            own = obj.info.mana_sources
            if own:
                mask = own[0].mask
                pool = game.players[obj.controller].pool
                pool[(mask & -mask).bit_length() - 1] += own[0].amount
    sources = _sources(game)
    if not sources:
        return
    for obj in objs:
        for src, i, t in list(_triggers_of(game, sources, obj)):
            if (obj.oid, (src.oid, i)) in spent:
                continue
            effects = tuple(e for e in t.effect if not (isinstance(e, AddOneOf) and not e.colors))
            item = StackItem(0, "trigger", src, src.card, obj.controller, effects)
            item.trigger_obj = obj
            resolve_effects(game, item)
            game.say(f"{src.card.name}: {obj.card.name} tapped for mana adds more (CR 605.1b)")


def _add_mana_of_tapped(ctx: Ctx, e: AddManaOfTapped) -> None:
    """CR 106.7: one mana of a type the tapped land's mana abilities make."""
    obj: GameObject | None = ctx.item.trigger_obj
    if obj is None:
        return
    mask = obj.info.produces_mask
    letters = tuple(ch for i, ch in enumerate(_LETTERS) if mask & (1 << i))
    if not letters:
        return
    pick = letters[0]
    if len(letters) > 1:
        pick = str(ctx.game.ask(ctx.controller, Decision(COLOR, letters)))
        if pick not in letters:
            pick = letters[0]
    ctx.game.players[ctx.controller].pool[_LETTERS.index(pick)] += 1


MANA_TRIGGER_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    AddManaOfTapped: _add_mana_of_tapped
}

__all__ = ["MANA_TRIGGER_EFFECTS", "ExtraUnit", "extra_units", "settle_taps"]
