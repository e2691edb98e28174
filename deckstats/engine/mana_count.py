"""Mana abilities whose amount is a count: ``AddManaFor`` (CR 106.1, 605.1a, 605.3b).

"Add {G} for each Elf you control" (Elvish Archdruid), "Add {G} for each creature you
control" (Gaea's Cradle). The amount is counted as the ability resolves (CR 608.2h:
the number is determined once, on resolution; a mana ability resolves at once, CR 605.3b).

A {T}-only one is a conditional source of the automatic payer (``engine.info``'s
``cond_sources`` with amount 0, ``mana.cond_unit``): ``counted_source`` gives it the amount
counted when the payer looks, and none while the count is 0. Any other (Cabal Coffers'
"{2}, {T}") is activated as an action and adds its mana to the pool.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.counts import Count
from deckstats.cards.effects_act import AddOneAmong
from deckstats.cards.model import color_from_letter
from deckstats.cards.targets import Filter
from deckstats.engine.characteristics import card_matches, matches
from deckstats.engine.counts import count_value
from deckstats.engine.decisions import COLOR, Decision
from deckstats.engine.info import ManaSourceInfo, letters_mask

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
AddManaFor: Final = fx.AddManaFor
AddManaIfControl: Final = fx.AddManaIfControl

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

_LETTER_INDEX: Final = {"W": 0, "U": 1, "B": 2, "R": 3, "G": 4, "C": 5}
_BIT: Final = {ch: letters_mask(ch) for ch in "WUBRGC"}
_COLORS = tuple((ch, color_from_letter(ch)) for ch in "WUBRG")


def mana_count(
    game: Game, pid: int, e: fx.AddManaFor | fx.AddManaIfControl, src: GameObject | None = None
) -> int:
    """How much mana ``e`` of ``src`` adds for ``pid`` now (CR 608.2h)."""
    if type(e) is AddManaIfControl:
        if e.imprinted:  # CR 607.2a: a card exiled with the source (Ugin's Labyrinth)
            linked = src is not None and bool(game.exiled_until.get(src.oid))
            return len(e.instead) if linked else len(e.symbols)
        return len(e.instead) if _controls_each(game, pid, e.subtypes) else len(e.symbols)
    assert type(e) is AddManaFor
    if e.devotion:
        return max(devotion(game, pid, c) for c in e.colors)
    if e.self_power:  # Vivi Ornitier: the source's power (CR 208.3, 608.2h)
        return max(0, game.power(src)) if src is not None else 0
    if e.in_hand:  # Metalworker: the matching cards revealed from the hand (CR 701.20a)
        hand = game.players[pid].hand
        return e.each * sum(1 for o in hand if card_matches(o.card, e.filter))
    pids = (0, 1) if e.everyone else (pid,)
    n = sum(1 for p in pids for o in game.players[p].battlefield if matches(game, o, e.filter))
    return e.each * n


def devotion(game: Game, pid: int, letter: str) -> int:
    """CR 700.5: ``pid``'s devotion to the colour ``letter`` (``cards.counts`` "devotion")."""
    flt = Filter(colors=color_from_letter(letter))
    return count_value(game, pid, Count("devotion", flt), "")


def _controls_each(game: Game, pid: int, subtypes: tuple[str, ...]) -> bool:
    """Whether ``pid`` controls a permanent of each of these subtypes (Tron lands)."""
    bf = game.players[pid].battlefield
    return all(any(t in o.card.subtypes for o in bf) for t in subtypes)


def counted_source(
    game: Game, pid: int, sd: ManaSourceInfo, ab: Any, src: GameObject | None = None
) -> ManaSourceInfo | None:
    """A counted mana ability as a payer's source with its amount now, or ``None`` for 0."""
    eff = ab.effect[0]
    if type(eff) is AddOneAmong:
        mask = among_mask(game, pid, eff)
        return ManaSourceInfo(sd.index, mask, 1, sd.life, sd.rider) if mask else None
    if type(eff) is not AddManaFor and type(eff) is not AddManaIfControl:
        return sd
    n = mana_count(game, pid, eff, src)
    return ManaSourceInfo(sd.index, sd.mask, n, sd.life, sd.rider) if n else None


def _add_mana_for(ctx: Ctx, e: fx.AddManaFor) -> None:
    """CR 106.1: add the counted mana; one colour chosen for all of it ("any one color")."""
    if e.devotion:
        _add_devotion(ctx, e.colors)
        return
    n = mana_count(ctx.game, ctx.controller, e, ctx.source)
    if not n:
        return
    pick = e.symbol
    if e.combination and not pick:  # "in any combination of colors": one choice each
        for _ in range(n):
            _add_one(ctx, tuple(dict.fromkeys(e.colors)))
        return
    if not pick:
        letters = tuple(dict.fromkeys(e.colors))
        pick = (
            letters[0]
            if len(letters) == 1
            else ctx.game.ask(ctx.controller, Decision(COLOR, letters))
        )
    ctx.game.players[ctx.controller].pool[_LETTER_INDEX[pick]] += n


def _add_devotion(ctx: Ctx, colors: str) -> None:
    """CR 700.5, 106.1: choose a colour (offered most devotion first), add that much of it."""
    game, pid = ctx.game, ctx.controller
    by_devotion = sorted(colors, key=lambda c: -devotion(game, pid, c))
    pick = game.ask(pid, Decision(COLOR, tuple(by_devotion)))
    game.players[pid].pool[_LETTER_INDEX[pick]] += devotion(game, pid, pick)


def _add_mana_if(ctx: Ctx, e: fx.AddManaIfControl) -> None:
    """CR 106.1: {C}, or {C}{C} instead while the condition holds (as it resolves)."""
    pool = ctx.game.players[ctx.controller].pool
    n = mana_count(ctx.game, ctx.controller, e, ctx.source)
    pool[_LETTER_INDEX[e.symbols[0]]] += n


def among_mask(game: Game, pid: int, e: AddOneAmong) -> int:
    """The mana types ``e`` could add for ``pid`` now (CR 106.7; 0: none, CR 106.5).

    "Among <permanents> you control": their colours; "that a land ... could produce": the
    types the lands' own mana abilities produce (lands with such an ability themselves add
    nothing of their own: two Reflecting Pools alone make no mana, CR 106.7).
    """
    if e.among == "colors":
        mask = 0
        for o in game.players[pid].battlefield:
            if matches(game, o, e.filter):
                for letter, color in _COLORS:
                    if o.card.colors & color:
                        mask |= _BIT[letter]
        return mask
    if e.among != "lands":
        return 0
    mask = 0
    for o in game.players[1 - pid if e.opponent else pid].battlefield:
        if o.info.is_land and not any(
            type(a.effect[0]) is AddOneAmong for a in o.info.abilities if a.effect
        ):
            mask |= o.info.produces_mask
    return mask & ~_BIT["C"] if e.colored else mask


def _add_one_among(ctx: Ctx, e: AddOneAmong) -> None:
    """CR 106.7: one mana of a type chosen among those it could add now; none if no type."""
    mask = among_mask(ctx.game, ctx.controller, e)
    letters = tuple(ch for ch in "WUBRGC" if mask & _BIT[ch])
    if letters:
        _add_one(ctx, letters)


def _add_one(ctx: Ctx, letters: tuple[str, ...]) -> None:
    """One mana of a type the controller chooses among ``letters`` (CR 106.4)."""
    pick = (
        letters[0] if len(letters) == 1 else ctx.game.ask(ctx.controller, Decision(COLOR, letters))
    )
    ctx.game.players[ctx.controller].pool[_LETTER_INDEX[pick]] += 1


COUNT_MANA_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    fx.AddManaFor: _add_mana_for,
    fx.AddManaIfControl: _add_mana_if,
    AddOneAmong: _add_one_among,
}

__all__ = ["COUNT_MANA_EFFECTS", "counted_source", "devotion", "mana_count"]
