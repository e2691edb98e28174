"""Mana costs and mana sources: what a cost asks and what can pay it (CR 106, 107.4, 118, 605).

First half of the mana rules; the payer itself is ``engine.payment``. This module turns a
printed ``ManaCost`` into a ``CostReq`` (the symbols, cached per cost, with the cost
changes of CR 601.2f: affinity, reductions, increases), and lists the sources a player can
tap now: permanents with a ``{T}`` mana ability (CR 605.1a; summoning-sick creatures
excluded, CR 302.6), conditional ones ("Activate only if you control ...", CR 602.5b) as
``CondUnit`` stand-ins, restricted mana that pays only some spells (CR 106.6), and the
convoke, delve and improvise helpers (CR 702.51a, 702.66a, 702.126a). It also holds
Hall's feasibility test (``hall_feasible``) that both the payer and planning agents use,
and the pool's emptying between steps (CR 106.4, 500.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from deckstats.engine.additional_choice import option_mana
from deckstats.engine.characteristics import card_matches, matches
from deckstats.engine.flags import (
    AFFINITY,
    ARTIFACT,
    CONVOKE,
    DELVE,
    HASTE,
    IMPROVISE,
    INSTANT_OR_SORCERY,
)
from deckstats.engine.info import C_BIT, CardInfo, ManaSourceInfo, printed_info
from deckstats.engine.mana_count import counted_source
from deckstats.engine.mana_triggers import ExtraUnit, extra_units, settle_taps
from deckstats.engine.memo import IdMemo
from deckstats.engine.modifiers import activation_locked, cost_changes
from deckstats.engine.state import StackItem
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.cards.mana import ManaCost
    from deckstats.engine.game import Game
    from deckstats.engine.payment import Payment
    from deckstats.engine.state import GameObject

#: Pool index of each single mana bit (W U B R G C).
BIT_INDEX: Final = {1: 0, 2: 1, 4: 2, 8: 3, 16: 4, 32: 5}
POOL_BITS: Final = (1, 2, 4, 8, 16, 32)
#: A mana source for the payer: a ``GameObject``, a ``CostHelper`` (convoke, delve) or an
#: agent's what-if stand-in. Duck-typed (``oid``, ``info``, ``tapped``), so ``Any``: the
#: compiled engine checks annotated types at run time.
ManaUnit = Any
#: Number of set bits of each 6-bit colour mask.
POPCOUNT: Final = [bin(i).count("1") for i in range(64)]


class CostReq:
    """A ``ManaCost`` decomposed for the payer (cached per cost object).

    Attributes:
        shards: masks of the symbols that need specific mana (coloured, ``{C}``, hybrid).
        generic: generic mana.
        twobrid: colour masks of ``{2/C}`` symbols.
        phyrexian: colour masks of Phyrexian symbols.
        x: number of X symbols.
        min_mana: the least mana the cost can be paid with (X = 0, Phyrexian with life).
    """

    __slots__ = ("generic", "min_mana", "phyrexian", "shards", "twobrid", "x")

    def __init__(self, cost: ManaCost | None) -> None:
        shards: list[int] = []
        self.generic = 0
        self.twobrid: tuple[int, ...] = ()
        self.phyrexian: tuple[int, ...] = ()
        self.x = 0
        if cost is not None:
            for bit, n in zip((1, 2, 4, 8, 16), cost.pips, strict=True):
                shards.extend([bit] * n)
            shards.extend([C_BIT] * cost.colorless)
            for a, b in cost.hybrid:
                shards.append((int(a) or C_BIT) | (int(b) or C_BIT))
            self.generic = cost.generic + cost.snow
            self.twobrid = tuple(int(c) for c in cost.twobrid)
            self.phyrexian = tuple(int(c) for c in cost.phyrexian)
            self.x = cost.x
        # Most constrained symbols first makes the greedy pool use and matching cheaper.
        shards.sort(key=lambda m: POPCOUNT[m])
        self.shards = tuple(shards)
        self.min_mana = len(self.shards) + self.generic + len(self.twobrid)


_REQ_CACHE: IdMemo[ManaCost, CostReq] = IdMemo(CostReq)
NO_COST: Final = CostReq(None)


def cost_req(cost: ManaCost | None) -> CostReq:
    """Return the cached ``CostReq`` of a mana cost (``None`` = nothing to pay)."""
    if cost is None:
        return NO_COST
    return _REQ_CACHE.get(cost)


def combined_req(reqs: list[CostReq]) -> CostReq:
    """One ``CostReq`` for paying several costs together (planning agents, X = 0)."""
    out = CostReq(None)
    shards: list[int] = []
    tw: list[int] = []
    ph: list[int] = []
    for r in reqs:
        shards.extend(r.shards)
        out.generic += r.generic
        tw.extend(r.twobrid)
        ph.extend(r.phyrexian)
    shards.sort(key=lambda m: POPCOUNT[m])
    out.shards = tuple(shards)
    out.twobrid = tuple(tw)
    out.phyrexian = tuple(ph)
    out.min_mana = len(shards) + out.generic + len(tw)
    return out


def hall_feasible(
    sources: list[tuple[int, int]], pool: list[int], shards: tuple[int, ...], generic: int
) -> bool:
    """Can mana from ``sources`` (``(mask, amount)`` pairs) and ``pool`` pay these symbols?

    Hall's marriage theorem: the coloured/hybrid symbols can all be matched to sources iff
    for every set of symbol kinds, the sources able to pay at least one of them can make
    at least that many mana; generic symbols then need only enough mana in total. The
    shard kinds are few (at most a handful of masks), so this is a tiny subset loop.
    """
    kinds: dict[int, int] = {}
    for sh in shards:
        kinds[sh] = kinds.get(sh, 0) + 1
    return hall_kinds(sources, pool, kinds, len(shards), generic)


def hall_kinds(
    sources: list[tuple[int, int]], pool: list[int], kinds: dict[int, int], n: int, generic: int
) -> bool:
    """``hall_feasible`` with the symbols already counted by mask (``n`` symbols in all)."""
    total = sum(pool)
    for _m, a in sources:
        total += a
    if total < n + generic:
        return False
    if not n:
        return True
    masks = [m for m in kinds if kinds[m]]
    counts = [kinds[m] for m in masks]
    k = len(masks)
    for subset in range(1, 1 << k):
        need = 0
        union = 0
        for i in range(k):
            if subset >> i & 1:
                need += counts[i]
                union |= masks[i]
        have = 0
        for m, a in sources:
            if m & union:
                have += a
        for i in range(6):
            if pool[i] and POOL_BITS[i] & union:
                have += pool[i]
        if have < need:
            return False
    return True


def source_list(units: list[ManaUnit]) -> list[tuple[int, int]]:
    """``(mask, amount)`` of each automatic mana source (for ``hall_feasible``)."""
    out = []
    for u in units:
        srcs = u.info.mana_sources
        m = 0
        for sd in srcs:
            m |= sd.mask
        out.append((m, srcs[0].amount))
    return out


def is_sick(game: Game, obj: GameObject) -> bool:
    """CR 302.6: summoning sick unless controlled since its controller's latest turn began."""
    return obj.since >= game.players[obj.controller].turn_started and not (
        game.keywords(obj) & HASTE
    )


def mana_units(game: Game, pid: int, exclude: int = 0) -> list[ManaUnit]:
    """CR 605, 106.12: untapped permanents of ``pid`` with a ``{T}`` mana ability usable now.

    A permanent whose mana abilities have an "Activate only if you control ..." condition
    (CR 602.5b) is a ``CondUnit`` with the abilities usable now, or is left out.
    """
    out: list[ManaUnit] = []
    locks = game.modifier_sources
    for obj in game.players[pid].battlefield:
        if obj.tapped or obj.oid == exclude:
            continue
        info = obj.info
        if not info.mana_sources and not info.cond_sources:
            continue
        if info.is_creature and is_sick(game, obj):
            continue
        if locks and activation_locked(game, obj, True):
            continue  # CR 602.5: Null Rod stops artifacts' mana abilities too
        if info.cond_sources:
            unit = cond_unit(game, pid, obj)
            if unit is not None:
                out.append(unit)
            continue
        out.append(obj)
    if game.trigger_sources and out:
        out.extend(extra_units(game, out))  # CR 605.1b: Wild Growth (engine.mana_triggers)
    return out


class _CondInfo:
    """The ``info`` a ``CondUnit`` shows the payer: only the abilities usable now."""

    __slots__ = ("is_creature", "mana_sources", "produces_mask")

    def __init__(self, sources: list[ManaSourceInfo], is_creature: bool, produces: int) -> None:
        self.is_creature = is_creature
        self.mana_sources = sources
        self.produces_mask = produces


class CondUnit:
    """A permanent as a mana source with only the mana abilities usable now (CR 602.5b).

    The Verge lands' second colour and Mox Opal's mana need "you control ..."; the payer
    sees this stand-in, and ``pay`` taps the permanent itself.
    """

    __slots__ = ("card", "info", "obj", "oid", "restricted", "tapped")

    def __init__(
        self, obj: GameObject, sources: list[ManaSourceInfo], restricted: bool = False
    ) -> None:
        self.obj = obj
        self.oid = obj.oid
        self.card = obj.card
        self.tapped = False
        #: Restricted mana (CR 106.6): it pays this spell only, none of it floats.
        self.restricted = restricted
        self.info = _CondInfo(sources, obj.info.is_creature, obj.info.produces_mask)


def restricted_objects(game: Game, pid: int) -> list[GameObject]:
    """Untapped permanents of ``pid`` whose mana may pay only some spells (CR 106.6)."""
    out = []
    for obj in game.players[pid].battlefield:
        if obj.info.restricted_sources and not obj.tapped:
            if obj.info.is_creature and is_sick(game, obj):
                continue
            if game.modifier_sources and activation_locked(game, obj, True):
                continue
            out.append(obj)
    return out


def spell_units(
    game: Game, card: Any, units: list[ManaUnit], restricted: list[GameObject]
) -> list[ManaUnit]:
    """The mana sources for casting ``card``: ``units`` plus restricted mana it may use.

    CR 106.6: "Spend this mana only to cast artifact spells" (Mishra's Workshop). A
    permanent whose restricted ability matches the spell is offered as that ability alone
    (the most mana), replacing its unrestricted use; its unspent mana does not float.
    """
    if not restricted:
        return units
    best: dict[int, ManaSourceInfo] = {}
    for obj in restricted:
        for sd, ab in obj.info.restricted_sources:
            spend = ab.spend_only
            if spend is None or not card_matches(card, spend):
                continue
            if ab.only_if_control is not None and not control_condition_holds(
                game, obj.controller, ab
            ):
                continue  # Shrine of the Forsaken Gods: "Activate only if ..." too
            if obj.oid not in best or sd.amount > best[obj.oid].amount:
                best[obj.oid] = sd
    if not best:
        return units
    out: list[ManaUnit] = [u for u in units if u.oid not in best]
    for obj in restricted:
        found = best.get(obj.oid)
        if found is not None:
            out.append(CondUnit(obj, [found], restricted=True))
    return out


def control_condition_holds(game: Game, pid: int, ab: Any) -> bool:
    """CR 602.5b: "Activate only if you control <count or more> <filter>" holds now."""
    flt = ab.only_if_control
    if flt is None:
        return True
    n = 0
    for o in game.players[pid].battlefield:
        if matches(game, o, flt):
            n += 1
            if n >= ab.only_if_count:
                return True
    return False


def cond_unit(game: Game, pid: int, obj: GameObject) -> ManaUnit | None:
    """``obj`` as a mana source now: itself, a ``CondUnit``, or ``None`` (no usable ability)."""
    extra = [
        src
        for sd, ab in obj.info.cond_sources
        if control_condition_holds(game, pid, ab)
        and (src := sd if sd.amount else counted_source(game, pid, sd, ab, obj)) is not None
    ]  # amount 0: counted now (``engine.mana_count``)
    if not extra:
        return obj if obj.info.mana_sources else None
    sources = sorted(obj.info.mana_sources + extra, key=lambda s: s.painful)
    return CondUnit(obj, sources)


class _PseudoInfo:
    """The ``info`` a ``CostHelper`` shows the payer: one mana of ``mask`` (0: generic)."""

    __slots__ = ("is_creature", "mana_sources")

    def __init__(self, mask: int, keep: bool) -> None:
        self.is_creature = keep
        self.mana_sources = [ManaSourceInfo(-1, mask, 1)]


class CostHelper:
    """A cost-paying resource that is not a mana ability (convoke, delve).

    A creature tapped for convoke (CR 702.51a) or a graveyard card exiled for delve
    (CR 702.66a). It behaves as a one-mana source for the payer (``mask`` = the creature's colours;
    0 = generic only) and ``pay`` applies the real action.
    """

    __slots__ = ("info", "kind", "obj", "oid", "tapped")

    def __init__(self, obj: GameObject, kind: str, keep: bool = False) -> None:
        self.obj = obj
        self.oid = obj.oid
        self.kind = kind
        self.tapped = False
        mask = printed_info(obj).colors if kind == "convoke" else 0
        # Creatures that could attack are tapped last; delve exiles go first.
        self.info = _PseudoInfo(mask, keep)


def cost_helpers(game: Game, pid: int, card_keywords: int, exclude: int = 0) -> list[Any]:
    """Convoke creatures and delve cards available to help pay a spell's cost."""
    out: list[Any] = []
    p = game.players[pid]
    if card_keywords & CONVOKE:
        auto = mana_units(game, pid)
        for o in p.battlefield:
            if o.info.is_creature and not o.tapped and o not in auto:
                out.append(CostHelper(o, "convoke", keep=not is_sick(game, o)))
    if card_keywords & DELVE:
        for o in p.graveyard:
            if o.oid != exclude:
                out.append(CostHelper(o, "delve"))
    if card_keywords & IMPROVISE:
        # CR 702.126a: each untapped artifact tapped this way pays for {1}.
        auto = mana_units(game, pid)
        for o in p.battlefield:
            if o.info.types & ARTIFACT and not o.tapped and o not in auto:
                out.append(CostHelper(o, "improvise"))
    return out


_REDUCED: dict[tuple[int, int], tuple[CostReq, CostReq]] = {}
_INCREASED: dict[tuple[int, int], tuple[CostReq, CostReq]] = {}


def reduced_req(req: CostReq, n: int) -> CostReq:
    """CR 601.2f: ``req`` with its generic part reduced by ``n`` (never below 0)."""
    n = min(n, req.generic)
    if n <= 0:
        return req
    return _shifted_req(req, -n, _REDUCED)


def increased_req(req: CostReq, n: int) -> CostReq:
    """CR 601.2f: ``req`` with ``n`` more generic mana (cost increases, a minimum cost)."""
    if n <= 0:
        return req
    return _shifted_req(req, n, _INCREASED)


def _shifted_req(
    req: CostReq, delta: int, cache: dict[tuple[int, int], tuple[CostReq, CostReq]]
) -> CostReq:
    """``req`` with ``delta`` generic mana more (or less), made once per (cost, delta).

    The cache is keyed by the identity of ``req`` (checked on a hit) and cleared when it
    grows large: a cleared entry is only made again.
    """
    key = (id(req), delta)
    hit = cache.get(key)
    if hit is not None and hit[0] is req:
        return hit[1]
    out = combined_req([req])
    out.generic += delta
    out.x = req.x
    out.min_mana += delta
    if len(cache) > 4096:
        cache.clear()
    cache[key] = (req, out)
    return out


def changed_req(req: CostReq, delta: int, minimum: int) -> CostReq:
    """CR 601.2f: ``req`` with ``delta`` generic mana more (or less), then a ``minimum`` total.

    See ``engine.modifiers.cost_changes`` for the pair.
    """
    out = req
    if delta > 0:
        out = increased_req(out, delta)
    elif delta < 0:
        out = reduced_req(out, -delta)
    if minimum and out.min_mana < minimum:
        out = increased_req(out, minimum - out.min_mana)
    return out


def spell_req(
    game: Game,
    pid: int,
    card: Any,
    info: CardInfo,
    targets: tuple[tuple[int, ...], ...] | None = (),
) -> CostReq:
    """The cost to pay for a spell, after affinity for artifacts (CR 702.41a).

    Then the cost changes of permanents and of the spell itself (CR 601.2f, see
    ``engine.modifiers``; ``targets`` for a change that reads them), read only when there
    are any. ``info`` is ``card``'s ``CardInfo``: its mana cost is read there, natively.
    """
    req = cost_req(info.cost if info.card is card else card.cost)
    if info.keywords & AFFINITY:
        n = sum(1 for o in game.players[pid].battlefield if o.info.types & ARTIFACT)
        req = reduced_req(req, n)
    if game.modifier_sources or info.self_mods:
        req = changed_req(req, *cost_changes(game, pid, card, info.self_mods, targets))
    add = info.additional
    if add is not None and add.options:
        extra = option_mana(game, pid, card, add)  # Lightning Axe's "or pay {5}" (601.2f)
        if extra:
            req = changed_req(req, extra, 0)
    return req


def unit_mask(obj: ManaUnit) -> int:
    """The mana an automatic source can make (union of its simple mana abilities)."""
    m = 0
    for s in obj.info.mana_sources:
        m |= s.mask
    return m


def unit_amount(obj: ManaUnit) -> int:
    """The mana one activation of an automatic source makes (its first mana ability)."""
    amount: int = obj.info.mana_sources[0].amount
    return amount


def pay(game: Game, pid: int, payment: Payment) -> None:
    """CR 601.2g-h: activate the mana abilities, then pay the whole cost at once."""
    p = game.players[pid]
    pool = p.pool
    for obj in payment.taps:
        if type(obj) is CostHelper:
            if obj.kind != "delve":  # convoke, improvise: tap (CR 702.51a, 702.126a)
                obj.obj.tapped = True
            else:
                game.move(obj.obj, Zone.EXILE)
            continue
        if type(obj) is CondUnit:
            obj.obj.tapped = True  # CR 602.5b: the permanent is tapped for its mana
            continue
        if type(obj) is ExtraUnit:
            continue  # its permanent is tapped by ``settle_taps``
        obj.tapped = True
    if game.trigger_sources:
        # CR 605.1b: Wild Growth's mana, its extra units' taps (engine.mana_triggers).
        # Function-local: resolve imports mana (see the deckstats.engine docstring).
        from deckstats.engine.resolve import resolve_effects as resolve_now

        settle_taps(game, payment.taps, _tapped_for_mana(payment.taps), resolve_now)
    # Sources tapped for the cost produced what the plan consumed plus ``floats``; only
    # the pool mana named in the plan is removed from the pool.
    for i in range(6):
        if payment.pool_use[i]:
            pool[i] -= payment.pool_use[i]
        if payment.floats[i]:
            pool[i] += payment.floats[i]
    if payment.life:
        game.lose_life(pid, payment.life, payment=True)
    for unit, sd in payment.riders:
        obj = unit.obj if isinstance(unit, CondUnit) else unit
        # CR 605.3b: the mana ability's other effects happen as it resolves, at once.
        if sd.life:
            game.lose_life(pid, sd.life, payment=True)
        if sd.rider:
            # Function-local: resolve imports mana (see the deckstats.engine docstring).
            from deckstats.engine.resolve import resolve_effects

            resolve_effects(game, StackItem(0, "ability", obj, obj.card, pid, sd.rider))
    p.mana_spent_turn += payment.mana


def _tapped_for_mana(taps: list[ManaUnit]) -> list[GameObject]:
    """The permanents of ``taps`` tapped for their mana abilities (not convoke, delve, extras)."""
    return [
        u.obj if type(u) is CondUnit else u
        for u in taps
        if type(u) is not CostHelper and type(u) is not ExtraUnit
    ]


def empty_pools(game: Game) -> None:
    """CR 106.4, 500.4: unspent mana empties from each pool (when: ``Game.enter_step``).

    With ``RuleSet.mana_burn`` (1997, 2004, 2008) each unspent mana costs 1 life.
    """
    for p in game.players:
        pool = p.pool
        if pool[0] or pool[1] or pool[2] or pool[3] or pool[4] or pool[5]:
            n = sum(pool)
            for i in range(6):
                pool[i] = 0
            if game.rules.mana_burn:
                # 2004 408.2g, 1997 §Mana Burn: 1 life per unspent mana (not damage).
                game.lose_life(p.pid, n, payment=True)
                if game.record_log:
                    game.log.append(f"   P{p.pid} mana burn: loses {n} life")


def mana_available(game: Game, pid: int) -> int:
    """Mana the player's permanents can make in one turn, tapped or not (collector helper)."""
    total = 0
    for obj in game.players[pid].battlefield:
        if obj.info.mana_sources:
            total += obj.info.mana_sources[0].amount
    return total


def lands_in_play(game: Game, pid: int) -> int:
    """Number of lands ``pid`` controls (collector helper)."""
    return sum(1 for o in game.players[pid].battlefield if o.info.is_land)


def delved_spells(payment: Any) -> int:
    """CR 702.66a: the instant and sorcery cards delve exiles "with it" (Murktide Regent)."""
    return sum(
        1
        for u in payment.taps
        if type(u) is CostHelper and u.kind == "delve" and u.obj.info.types & INSTANT_OR_SORCERY
    )
