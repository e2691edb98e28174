"""Land choice for the goldfish: which land to play, fetch and pay life for.

``choose_land`` plays the land that lets the most mana be spent this turn, then next
turn, then costs the least life, enters untapped and makes the most colours
(memoised across games: the choice depends only on the facts in its key).
``search_order`` ranks lands a search may find (a colour the hand misses first), and
``pay_life_ok`` pays a shock land's life only when the mana lets more be spent.

Layer: players (mana sums from ``players.mana_plan``).
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.dsl import BASIC_LAND_TYPES
from deckstats.cards.model import CardDef
from deckstats.engine.actions import PlayLand
from deckstats.engine.decisions import Decision
from deckstats.engine.info import card_info, letters_mask
from deckstats.engine.mana import ManaUnit, unit_mask
from deckstats.engine.state import GameObject
from deckstats.engine.view import PlayerView
from deckstats.players.board import seen
from deckstats.players.mana_plan import VirtualUnit, best_spend, hand_spells

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
SearchLibrary: Final = fx.SearchLibrary

#: Land-choice memo: (sources, battlefield cards, pool, hand spells, land options, life) ->
#: index of the chosen option. Card identities are stable for the process's lifetime.
_LAND_MEMO: dict[tuple[Any, ...], int] = {}


def as_unit(obj: GameObject) -> Any:
    """The mana source a land in hand will be: itself, or for a fetch land what it finds."""
    if obj.info.mana_sources:
        return obj
    for ab in obj.info.abilities:
        for e in ab.effect:
            if isinstance(e, SearchLibrary) and e.to == "battlefield":
                mask = 0
                for sub in e.filter.subtypes:
                    letter = BASIC_LAND_TYPES.get(sub)
                    if letter:
                        mask |= letters_mask(letter)
                return None if e.tapped else VirtualUnit(obj.oid, mask or 31)
    return None


def choose_land(view: PlayerView, lands: list[PlayLand]) -> PlayLand:
    """Pick the land that maximises mana spent now, then next turn, then saves life.

    Ties go to a land adding a colour the hand needs and we lack, then to one that
    enters untapped, then to the one making more colours, then to the first option.
    "Next turn" spends with every mana source on the battlefield
    untapped and an empty pool.
    """
    if len(lands) == 1:
        return lands[0]
    units = view.mana_units()
    all_sources = [o for o in view.battlefield if o.info.mana_sources]
    spells = hand_spells(view)
    # The choice depends only on these facts, so it is memoised across games.
    key = (
        tuple(sorted((unit_mask(u), u.info.mana_sources[0].amount) for u in units)),
        tuple(sorted(id(o.card) for o in view.battlefield)),
        view.pool,
        tuple((id(c), n) for c, n in spells),
        tuple(id(seen(view, a.oid).card) for a in lands),
        min(view.life, 6),  # only compared with shock-land payments
    )
    hit = _LAND_MEMO.get(key)
    if hit is not None:
        return lands[hit]
    choice = _choose_land(view, lands, units, all_sources, spells)
    if len(_LAND_MEMO) > 50_000:
        _LAND_MEMO.clear()
    _LAND_MEMO[key] = lands.index(choice)
    return choice


def _land_mask(unit: Any) -> int:
    """A land's colours and (from bit 8) the mana it makes: the key of its spend memo."""
    umask = 0
    if unit is not None:
        for sd in unit.info.mana_sources:
            umask |= sd.mask
        umask |= unit.info.mana_sources[0].amount << 8
    return umask


def _candidates(
    view: PlayerView,
    lands: list[PlayLand],
    units: list[ManaUnit],
    spells: list[tuple[CardDef, int]],
) -> list[tuple[Any, ...]]:
    """Each land option in each way it may enter, with the mana it lets be spent now.

    Rows: (spent now, colour key, extra units, life paid, untapped, colours, option).
    """
    memo_now: dict[int, int] = {}
    cands = []
    for act in lands:
        obj = seen(view, act.oid)
        back = obj.info.back_land if act.back else None
        unit: Any  # a GameObject, a VirtualUnit or None (mypyc: not narrowed to one)
        if back is not None:
            # CR 712.12: an MDFC played as its land face is that face (Jwari Ruins).
            binfo = card_info(back)
            unit = VirtualUnit(obj.oid, binfo.produces_mask) if binfo.mana_sources else None
            modes = [(binfo.etb_tapped is None, 0)]
        else:
            unit = as_unit(obj)
            modes = entry_modes(view, obj)
        umask = _land_mask(unit)
        extra = [unit] if unit is not None else []
        colors = bin(unit.info.produces_mask if unit is not None else 0).count("1")
        for untapped, life in modes:
            key = umask if untapped else 0
            now = memo_now.get(key)
            if now is None:
                if not spells:
                    now = 0
                else:
                    now_units = units + extra if untapped else units
                    now = best_spend(view, now_units, spells, None)
                memo_now[key] = now
            cands.append((now, umask, extra, life, untapped, colors, act))
    return cands


def _choose_land(
    view: PlayerView,
    lands: list[PlayLand],
    units: list[ManaUnit],
    all_sources: list[ManaUnit],
    spells: list[tuple[CardDef, int]],
) -> PlayLand:
    """``choose_land`` without the memo: the best-scoring candidate.

    Only the candidates that spend the most mana now are scored further; their
    next-turn spend is memoised by the land's colours (``_land_mask``).
    """
    memo_next: dict[int, int] = {}
    cands = _candidates(view, lands, units, spells)
    top = max(c[0] for c in cands)
    missing = _missing_colours(view)
    best: tuple[Any, ...] | None = None
    best_action = lands[0]
    for now, umask, extra, life, untapped, colors, act in cands:
        if now < top:
            continue
        nxt = memo_next.get(umask)
        if nxt is None:
            nxt = (
                0
                if not spells
                else best_spend(view, all_sources + extra, spells, (0, 0, 0, 0, 0, 0))
            )
            memo_next[umask] = nxt
        new = bin(umask & missing).count("1")  # a colour the hand needs and we lack
        score = (now, nxt, new, -life, 0 if untapped else 1, colors)
        if best is None or score > best:
            best, best_action = score, act
    return best_action


def _missing_colours(view: PlayerView) -> int:
    """Colours the spells in hand need that no permanent of ours makes (a mana mask)."""
    have = 0
    for o in view.battlefield:
        have |= o.info.produces_mask
    return _hand_colours(view) & ~have


def _hand_colours(view: PlayerView) -> int:
    """The colours of the mana costs of the cards in hand (a mana mask)."""
    need = 0
    for o in view.hand:
        cost = o.card.cost
        if cost is not None:
            need |= int(cost.colors)
    return need


def entry_modes(view: PlayerView, obj: GameObject) -> list[tuple[bool, int]]:
    """The ways a land may enter: (untapped, life paid), per its enters-tapped rule."""
    et = obj.info.etb_tapped
    if et is None:
        return [(True, 0)]
    others = [o for o in view.battlefield if o.info.is_land]
    if et.unless_pay_life:
        modes = [(False, 0)]
        if view.life > et.unless_pay_life:
            modes.append((True, et.unless_pay_life))
        return modes
    # CR 614.1d: the land's own condition (check, fast, slow, battle, reveal lands).
    hand = (o.card for o in view.hand if o is not obj)
    return [(et.untapped((o.card for o in others), hand, view.turns_taken), 0)]


def search_order(view: PlayerView, objs: list[GameObject]) -> list[int]:
    """Lands a search may find, best first: the one adding a colour the hand needs."""
    need = _hand_colours(view)
    missing = _missing_colours(view)

    def score(i: int) -> tuple[int, int, int, int]:
        """Missing colours added, untapped, needed colours made, earlier option."""
        o = objs[i]
        m = o.info.produces_mask
        return (
            bin(m & missing).count("1"),
            0 if o.info.etb_tapped is not None else 1,  # no shock payment or tapped land
            bin(m & need).count("1"),
            -i,
        )

    return sorted(range(len(objs)), key=score, reverse=True)


def pay_life_ok(view: PlayerView, decision: Decision) -> bool:
    """Shock lands: pay only when the mana lets more be spent this turn."""
    obj = seen(view, decision.source)
    units = [u for u in view.mana_units() if u is not obj]
    spells = hand_spells(view)
    without = best_spend(view, units, spells, None)
    with_ = best_spend(view, [*units, obj], spells, None)
    return with_ > without and view.life > decision.amount


__all__ = ["as_unit", "choose_land", "entry_modes", "pay_life_ok", "search_order"]
