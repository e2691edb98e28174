"""Mana pools and cost payment (CR 106, 107.4, 118, 601.2g-h).

The automatic payer decides which mana sources to tap for a cost. It pays from the pool
first, matches coloured and hybrid symbols to sources by bipartite matching (Kuhn's
augmenting paths), then generic symbols, always tapping first the sources whose colours
the rest of the hand needs least, so no colour needed later this turn is stranded
(rules/DIGEST.md section 4, engine advice). Two-brid symbols are paid with the colour when
possible, else with two generic; Phyrexian symbols with the colour when possible, else
with 2 life (CR 107.4f, 119.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from deckstats.cards.model import Keyword
from deckstats.engine.characteristics import card_matches, matches
from deckstats.engine.decisions import PAYMENT, Decision
from deckstats.engine.info import ANY_MANA, C_BIT, ManaSourceInfo
from deckstats.engine.modifiers import activation_locked, cost_changes
from deckstats.engine.state import StackItem
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.cards.mana import ManaCost
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

#: Pool index of each single mana bit (W U B R G C).
BIT_INDEX = {1: 0, 2: 1, 4: 2, 8: 3, 16: 4, 32: 5}
POOL_BITS = (1, 2, 4, 8, 16, 32)
#: A mana source for the payer: a ``GameObject``, a ``CostHelper`` (convoke, delve) or an
#: agent's what-if stand-in. Duck-typed (``oid``, ``info``, ``tapped``), so ``Any``: the
#: compiled engine checks annotated types at run time.
ManaUnit = Any
_POP = [bin(i).count("1") for i in range(64)]


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
        shards.sort(key=lambda m: _POP[m])
        self.shards = tuple(shards)
        self.min_mana = len(self.shards) + self.generic + len(self.twobrid)


_REQ_CACHE: dict[int, tuple[object, CostReq]] = {}
NO_COST = CostReq(None)


def cost_req(cost: ManaCost | None) -> CostReq:
    """Return the cached ``CostReq`` of a mana cost (``None`` = nothing to pay)."""
    if cost is None:
        return NO_COST
    hit = _REQ_CACHE.get(id(cost))
    if hit is None or hit[0] is not cost:
        hit = (cost, CostReq(cost))
        _REQ_CACHE[id(cost)] = hit
    return hit[1]


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
    shards.sort(key=lambda m: _POP[m])
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


class PayCheck:
    """Feasibility of many costs against one player's current mana (legal-action hot path).

    The sources are summarised once (total mana, colours every source makes); each
    ``ok`` call is then a count for the common case, Hall's test for coloured costs,
    and the full payer only for two-brid and Phyrexian symbols.
    """

    __slots__ = ("avail", "common", "game", "pid", "pool", "pool_empty", "sources", "units")

    def __init__(self, game: Game, pid: int, units: list[ManaUnit]) -> None:
        self.game = game
        self.pid = pid
        self.units = units
        self.pool = pool = game.players[pid].pool
        self.pool_empty = not (pool[0] or pool[1] or pool[2] or pool[3] or pool[4] or pool[5])
        self.sources = source_list(units)
        total = 0 if self.pool_empty else sum(pool)
        common = ANY_MANA
        for m, a in self.sources:
            total += a
            common &= m
        self.avail = total
        self.common = common if self.pool_empty else 0

    def ok(self, req: CostReq, x: int = 0) -> bool:
        """True when ``req`` with X = ``x`` can be paid now."""
        if req.min_mana + req.x * x > self.avail:
            return False
        if req.twobrid or req.phyrexian:
            return find_payment(self.game, self.pid, req, x, units=self.units) is not None
        common = self.common
        if common:
            for sh in req.shards:
                if not sh & common:
                    break
            else:
                return True
        return hall_feasible(self.sources, self.pool, req.shards, req.generic + req.x * x)


def can_pay(
    game: Game, pid: int, req: CostReq, x: int = 0, units: list[ManaUnit] | None = None
) -> bool:
    """Fast feasibility test for ``req`` (the legal-action hot path).

    When the pool is empty, the cost has no two-brid or Phyrexian symbols and every
    source can make every coloured symbol asked for (a mono-coloured deck, say), paying
    is just counting; otherwise the full matching of ``find_payment`` decides.
    """
    if units is None:
        units = mana_units(game, pid)
    pool = game.players[pid].pool
    need = req.min_mana + req.x * x
    if not (pool[0] or pool[1] or pool[2] or pool[3] or pool[4] or pool[5]) and not (
        req.twobrid or req.phyrexian
    ):
        total = 0
        common = ANY_MANA
        for u in units:
            srcs = u.info.mana_sources
            total += srcs[0].amount
            m = 0
            for sdesc in srcs:
                m |= sdesc.mask
            common &= m
        if total < need:
            return False
        for sh in req.shards:
            if not sh & common:
                break
        else:
            return True
    if not (req.twobrid or req.phyrexian):
        return hall_feasible(source_list(units), pool, req.shards, req.generic + req.x * x)
    return find_payment(game, pid, req, x, units=units) is not None


class Payment:
    """A plan to pay a cost: sources to tap, pool mana to spend, life to pay."""

    __slots__ = ("floats", "life", "mana", "pool_use", "riders", "taps")

    def __init__(self, taps: list[Any], pool_use: list[int], life: int, mana: int) -> None:
        #: (the source: a permanent, or the ``CondUnit`` of a conditional one; its ability)
        self.riders: list[tuple[GameObject | CondUnit, Any]] = []
        self.floats = [0, 0, 0, 0, 0, 0]
        self.taps = taps
        self.pool_use = pool_use
        self.life = life
        self.mana = mana

    def key(self) -> tuple[object, ...]:
        """What the payment does, for equality (answers are compared by value).

        Sources tapped (by id), pool mana spent, life paid, the ability each painful
        source used, and the mana left floating.
        """
        return (
            tuple(sorted(u.oid for u in self.taps)),
            tuple(self.pool_use),
            self.life,
            tuple(sorted((o.oid, sd.index) for o, sd in self.riders)),
            tuple(self.floats),
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Payment) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())

    def __repr__(self) -> str:
        taps = ", ".join(str(u.oid) for u in self.taps)
        return f"Payment(taps=[{taps}], life={self.life}, riders={len(self.riders)})"


def is_sick(game: Game, obj: GameObject) -> bool:
    """CR 302.6: summoning sick unless controlled since its controller's latest turn began."""
    return obj.since >= game.players[obj.controller].turn_started and not (
        game.keywords(obj) & _HASTE
    )


_HASTE = int(Keyword.HASTE)


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
    return out


class _CondInfo:
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
    extra = [sd for sd, ab in obj.info.cond_sources if control_condition_holds(game, pid, ab)]
    if not extra:
        return obj if obj.info.mana_sources else None
    sources = sorted(obj.info.mana_sources + extra, key=lambda s: s.painful)
    return CondUnit(obj, sources)


class _PseudoInfo:
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
        mask = int(obj.card.colors) if kind == "convoke" else 0
        # Creatures that could attack are tapped last; delve exiles go first.
        self.info = _PseudoInfo(mask, keep)


def cost_helpers(game: Game, pid: int, card_keywords: int, exclude: int = 0) -> list[Any]:
    """Convoke creatures and delve cards available to help pay a spell's cost."""
    out: list[Any] = []
    p = game.players[pid]
    if card_keywords & _CONVOKE:
        auto = mana_units(game, pid)
        for o in p.battlefield:
            if o.info.is_creature and not o.tapped and o not in auto:
                out.append(CostHelper(o, "convoke", keep=not is_sick(game, o)))
    if card_keywords & _DELVE:
        for o in p.graveyard:
            if o.oid != exclude:
                out.append(CostHelper(o, "delve"))
    if card_keywords & _IMPROVISE:
        # CR 702.126a: each untapped artifact tapped this way pays for {1}.
        auto = mana_units(game, pid)
        for o in p.battlefield:
            if o.info.types & 1 and not o.tapped and o not in auto:
                out.append(CostHelper(o, "improvise"))
    return out


_CONVOKE = int(Keyword.CONVOKE)
_DELVE = int(Keyword.DELVE)
_IMPROVISE = int(Keyword.IMPROVISE)
_AFFINITY = int(Keyword.AFFINITY)
_REDUCED: dict[tuple[int, int], tuple[CostReq, CostReq]] = {}


def reduced_req(req: CostReq, n: int) -> CostReq:
    """CR 601.2f: ``req`` with its generic part reduced by ``n`` (never below 0)."""
    n = min(n, req.generic)
    if n <= 0:
        return req
    key = (id(req), n)
    hit = _REDUCED.get(key)
    if hit is not None and hit[0] is req:
        return hit[1]
    out = combined_req([req])
    out.generic -= n
    out.x = req.x
    out.min_mana -= n
    _REDUCED[key] = (req, out)
    return out


_INCREASED: dict[tuple[int, int], tuple[CostReq, CostReq]] = {}


def increased_req(req: CostReq, n: int) -> CostReq:
    """CR 601.2f: ``req`` with ``n`` more generic mana (cost increases, a minimum cost)."""
    if n <= 0:
        return req
    key = (id(req), n)
    hit = _INCREASED.get(key)
    if hit is not None and hit[0] is req:
        return hit[1]
    out = combined_req([req])
    out.generic += n
    out.x = req.x
    out.min_mana += n
    if len(_INCREASED) > 4096:
        _INCREASED.clear()
    _INCREASED[key] = (req, out)
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


def spell_req(game: Game, pid: int, card: Any, info: Any) -> CostReq:
    """The cost to pay for a spell, after affinity for artifacts (CR 702.41a).

    Then the cost changes of permanents and of the spell itself (CR 601.2f, see
    ``engine.modifiers``), read only when there are any.
    """
    req = cost_req(card.cost)
    if info.keywords & _AFFINITY:
        n = sum(1 for o in game.players[pid].battlefield if o.info.types & 1)
        req = reduced_req(req, n)
    if game.modifier_sources or info.self_mods:
        req = changed_req(req, *cost_changes(game, pid, card, info.self_mods))
    return req


def unit_mask(obj: ManaUnit) -> int:
    """The mana an automatic source can make (union of its simple mana abilities)."""
    m = 0
    for s in obj.info.mana_sources:
        m |= s.mask
    return m


def _unit_amount(obj: ManaUnit) -> int:
    amount: int = obj.info.mana_sources[0].amount
    return amount


def find_payment(
    game: Game,
    pid: int,
    req: CostReq,
    x: int = 0,
    keep_mask: int = 0,
    extra_generic: int = 0,
    units: list[ManaUnit] | None = None,
    pool: list[int] | None = None,
) -> Payment | None:
    """CR 601.2g-h: find a way to pay ``req`` (with X = ``x``) or return ``None``.

    ``keep_mask`` names colours the rest of the turn needs; sources making them are tapped
    last. ``units`` may pass precomputed ``mana_units`` (or a hypothetical set of sources,
    for planning agents) and ``pool`` a hypothetical pool.
    """
    if units is None:
        units = mana_units(game, pid)
    if pool is None:
        pool = game.players[pid].pool
    life = game.players[pid].life
    generic = req.generic + req.x * x + extra_generic
    base = req.shards
    if not req.twobrid and not req.phyrexian:
        return _attempt(units, pool, base, generic, 0, keep_mask)
    # Optional symbols: pay with colour where possible; fall back to 2 generic / 2 life.
    opts = [(m, "2") for m in req.twobrid] + [(m, "P") for m in req.phyrexian]
    n = len(opts)
    best: Payment | None = None
    for combo in range(1 << n):
        shards = list(base)
        g = generic
        life_cost = 0
        for i, (m, kind) in enumerate(opts):
            if combo >> i & 1:
                if kind == "2":
                    g += 2
                else:
                    life_cost += 2
            else:
                shards.append(m)
        if life_cost and life_cost > life:
            continue  # CR 119.4: life can be paid only when the total is high enough
        pay = _attempt(units, pool, tuple(shards), g, life_cost, keep_mask)
        if pay is not None and (
            best is None or (pay.life, len(pay.taps)) < (best.life, len(best.taps))
        ):
            best = pay
            if not life_cost and combo == 0:
                break
    return best


def _attempt(
    units: list[ManaUnit],
    pool: list[int],
    shards: tuple[int, ...],
    generic: int,
    life: int,
    keep_mask: int,
) -> Payment | None:
    """Match symbols to mana: pool mana and sources are both slots of one matching."""
    if not (pool[0] or pool[1] or pool[2] or pool[3] or pool[4] or pool[5]) and units:
        # Fast path: identical one-mana sources able to pay every symbol (mono decks).
        m0 = unit_mask(units[0])
        same = all(
            unit_mask(u) == m0
            and _unit_amount(u) == 1
            and len(u.info.mana_sources) == 1
            and not u.info.mana_sources[0].painful
            for u in units
        )
        if same and all(sh & m0 for sh in shards):
            need = len(shards) + generic
            if len(units) < need:
                return None
            lands_first = sorted(units, key=lambda u: u.info.is_creature)
            return Payment(lands_first[:need], [0, 0, 0, 0, 0, 0], life, need)
    avail = pool[0] + pool[1] + pool[2] + pool[3] + pool[4] + pool[5]
    for u in units:
        avail += _unit_amount(u)
    if avail < len(shards) + generic:
        return None
    # Slots: pool mana first (free), then each mana a source makes, least-wanted first.
    slots: list[tuple[int, int]] = []  # (mask, unit index; -1 - colour index for the pool)
    for i in range(6):
        for _ in range(pool[i]):
            slots.append((POOL_BITS[i], -1 - i))
    n_pool = len(slots)
    order = sorted(range(len(units)), key=lambda i: _keep_value(units[i], keep_mask))
    for i in order:
        u = units[i]
        m = unit_mask(u)
        for _ in range(_unit_amount(u)):
            slots.append((m, i))
    assign = [-1] * len(slots)  # slot -> shard index
    sh = list(shards)
    for si in range(len(sh)):
        if not _augment(si, sh, slots, assign, [False] * len(slots)):
            return None
    used_units = {slots[k][1] for k in range(n_pool, len(slots)) if assign[k] >= 0}
    # Generic: pool leftovers, then free slots of already-tapped sources, then new sources.
    g = generic
    for k in range(n_pool):
        if g <= 0:
            break
        if assign[k] < 0:
            assign[k] = 1_000_000
            g -= 1
    if g > 0:
        for k in range(n_pool, len(slots)):
            if g <= 0:
                break
            if assign[k] < 0 and slots[k][1] in used_units:
                assign[k] = 1_000_000
                g -= 1
    if g > 0:
        for k in range(n_pool, len(slots)):
            if g <= 0:
                break
            if assign[k] < 0:
                assign[k] = 1_000_000
                used_units.add(slots[k][1])
                g -= 1
    if g > 0:
        return None
    pool_use = [0, 0, 0, 0, 0, 0]
    for k in range(n_pool):
        if assign[k] >= 0:
            pool_use[-1 - slots[k][1]] += 1
    taps = [units[i] for i in sorted(used_units)]
    pay = Payment(taps, pool_use, life, len(shards) + generic)
    # Which ability each tapped source used: a painless one when it covers every symbol
    # the source paid (generic needs nothing), else the first painful one that does.
    needs: dict[int, int] = {}
    for k in range(n_pool, len(slots)):
        a = assign[k]
        if 0 <= a < len(sh):
            needs[slots[k][1]] = needs.get(slots[k][1], 0) | sh[a]
    for i in sorted(used_units):
        srcs = units[i].info.mana_sources
        if len(srcs) == 1 and not srcs[0].painful:
            continue
        need = needs.get(i, 0)
        chosen = srcs[0]
        for sd in srcs:
            if not need or sd.mask & need:
                chosen = sd
                break
        if chosen.painful:
            pay.riders.append((units[i], chosen))
    for k in range(n_pool, len(slots)):
        if assign[k] < 0 and slots[k][1] in used_units:
            # Extra mana a multi-mana source made floats in the pool (CR 106.4); restricted
            # mana (CR 106.6) is not kept: it could only pay this spell.
            u = units[slots[k][1]]
            if type(u) is CondUnit and u.restricted:
                continue
            m = slots[k][0]
            pay.floats[BIT_INDEX[m & -m]] += 1
    return pay


def _augment(
    si: int,
    shards: list[int],
    slots: list[tuple[int, int]],
    assign: list[int],
    seen: list[bool],
) -> bool:
    m = shards[si]
    for k, (sm, _u) in enumerate(slots):
        if seen[k] or not (sm & m):
            continue
        seen[k] = True
        if assign[k] < 0 or _augment(assign[k], shards, slots, assign, seen):
            assign[k] = si
            return True
    return False


def _keep_value(obj: ManaUnit, keep_mask: int) -> int:
    m = unit_mask(obj)
    v = _POP[m & ANY_MANA] + 8 * _POP[m & keep_mask]
    if obj.info.mana_sources[-1].painful:
        v += 3  # tap sources that cost life last
    if obj.info.is_creature:
        v += 4
    return v


#: At most this many payments are offered in a ``PAYMENT`` decision.
MAX_PAYMENT_OPTIONS = 8
_KEEP_VARIANTS = (1, 2, 4, 8, 16, 32)


def choose_payment(
    game: Game,
    pid: int,
    req: CostReq,
    x: int,
    keep_mask: int,
    units: list[ManaUnit],
    auto: Payment,
) -> Payment:
    """CR 601.2g-h: the player chooses which sources pay (a ``PAYMENT`` decision).

    Asked only when ``pid``'s agent has ``chooses_payment = True`` and
    ``payment_options`` finds two or more materially different payments; otherwise
    (every ``BaseAgent``, so the goldfish) the automatic payment ``auto`` is used and
    nothing is computed.
    """
    if not getattr(game.agents[pid], "chooses_payment", False):
        return auto
    options = payment_options(game, pid, req, x, keep_mask, units, auto)
    if len(options) < 2:
        return auto
    answer: Payment = game.ask(pid, Decision(PAYMENT, options, amount=auto.mana))
    for opt in options:
        if opt == answer:
            return opt  # the engine's own object (an answer may be a recorded copy)
    return auto  # unreachable: ``Game.ask`` validated the answer


def payment_options(
    game: Game,
    pid: int,
    req: CostReq,
    x: int,
    keep_mask: int,
    units: list[ManaUnit],
    auto: Payment,
) -> list[Payment]:
    """Up to ``MAX_PAYMENT_OPTIONS`` materially different ways to pay, ``auto`` first.

    Two payments differ materially when they cost different life (Phyrexian symbols,
    pain lands' riders) or leave a different set of sources untapped (by the mana each
    makes and whether it is a creature) or different mana floating. Candidates are the
    automatic payer's answers with one of ``auto``'s sources left out, and with each
    single colour (or colourless) to keep untapped; convoke and delve costs (cost
    helpers) are not offered, the automatic payment is used for them. This is a small
    sample of the payments, not all of them.
    """
    for u in units:
        if type(u) is CostHelper:
            return [auto]
    out = [auto]
    seen = {_material(auto, units)}
    candidates: list[Payment | None] = []
    for t in auto.taps:
        rest = [u for u in units if u is not t]
        candidates.append(find_payment(game, pid, req, x, keep_mask, units=rest))
    for bit in _KEEP_VARIANTS:
        if bit != keep_mask:
            candidates.append(find_payment(game, pid, req, x, bit, units=units))
    for cand in candidates:
        if cand is None:
            continue
        m = _material(cand, units)
        if m in seen:
            continue
        seen.add(m)
        out.append(cand)
        if len(out) >= MAX_PAYMENT_OPTIONS:
            break
    return out


def _material(payment: Payment, units: list[ManaUnit]) -> tuple[object, ...]:
    """What distinguishes payments for the player (see ``payment_options``)."""
    tapped = {u.oid for u in payment.taps}
    left = sorted(
        (unit_mask(u), _unit_amount(u), bool(u.info.is_creature))
        for u in units
        if u.oid not in tapped
    )
    pain = sorted((sd.life, len(sd.rider)) for _o, sd in payment.riders)
    return (payment.life, tuple(pain), tuple(left), tuple(payment.floats))


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
        obj.tapped = True
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
