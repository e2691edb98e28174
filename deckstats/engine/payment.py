"""The automatic mana payer: finding, choosing and making a payment (CR 601.2g-h, 106, 107.4).

Second half of the mana rules, after ``engine.mana`` (what a cost asks, ``CostReq``, and
which sources can answer it, ``mana_units``). Casting (``engine.casting``), costs,
ward and "counter unless its controller pays" ask this module three things:

- can a cost be paid at all? (``PayCheck`` and ``can_pay``: the legal-action hot path,
  a count or Hall's theorem before any search);
- how? (``find_payment``: pool mana first, then coloured and hybrid symbols matched to
  sources by bipartite matching, Kuhn's augmenting paths, then generic symbols, always
  tapping first the sources whose colours the rest of the hand needs least, so no colour
  needed later this turn is stranded; two-brid symbols are paid with the colour when
  possible, else with two generic; Phyrexian symbols with the colour when possible, else
  with 2 life, CR 107.4f, 119.4);
- and, for agents that choose, which of a few materially different payments
  (``choose_payment``). ``mana.pay`` then taps the sources and spends the pool.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from deckstats.engine.decisions import PAYMENT, Decision
from deckstats.engine.info import ANY_MANA
from deckstats.engine.mana import (
    BIT_INDEX,
    POOL_BITS,
    POPCOUNT,
    CondUnit,
    CostHelper,
    CostReq,
    ManaUnit,
    hall_feasible,
    mana_units,
    source_list,
    unit_amount,
    unit_mask,
)

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


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
    """Match symbols to mana: pool mana and sources are both slots of one matching.

    Coloured and hybrid symbols are matched first (Kuhn's augmenting paths over the
    slots: each mana of the pool, then each mana a source makes, least-wanted source
    first), then generic symbols take what is left (``_assign_generic``). ``None`` when
    the symbols cannot all be paid.
    """
    if not (pool[0] or pool[1] or pool[2] or pool[3] or pool[4] or pool[5]) and units:
        fast = _uniform_payment(units, shards, generic, life)
        if fast is not None:
            return None if fast is _NO_PAYMENT else fast
    avail = pool[0] + pool[1] + pool[2] + pool[3] + pool[4] + pool[5]
    for u in units:
        avail += unit_amount(u)
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
        for _ in range(unit_amount(u)):
            slots.append((m, i))
    assign = [-1] * len(slots)  # slot -> shard index
    sh = list(shards)
    for si in range(len(sh)):
        if not _augment(si, sh, slots, assign, [False] * len(slots)):
            return None
    used_units = {slots[k][1] for k in range(n_pool, len(slots)) if assign[k] >= 0}
    if not _assign_generic(generic, slots, n_pool, assign, used_units):
        return None
    pool_use = [0, 0, 0, 0, 0, 0]
    for k in range(n_pool):
        if assign[k] >= 0:
            pool_use[-1 - slots[k][1]] += 1
    taps = [units[i] for i in sorted(used_units)]
    pay = Payment(taps, pool_use, life, len(shards) + generic)
    _riders_and_floats(pay, units, sh, slots, n_pool, assign, used_units)
    return pay


#: ``_uniform_payment``'s answer when the uniform sources cannot pay.
_NO_PAYMENT: Final = Payment([], [0, 0, 0, 0, 0, 0], 0, 0)


def _uniform_payment(
    units: list[ManaUnit], shards: tuple[int, ...], generic: int, life: int
) -> Payment | None:
    """Fast path: identical painless one-mana sources able to pay every symbol (mono decks).

    With an empty pool, any ``len(shards) + generic`` of them pay, lands before creatures.
    ``None`` when the sources are not all alike (the full matching decides), and
    ``_NO_PAYMENT`` when they are but too few.
    """
    m0 = unit_mask(units[0])
    same = all(
        unit_mask(u) == m0
        and unit_amount(u) == 1
        and len(u.info.mana_sources) == 1
        and not u.info.mana_sources[0].painful
        for u in units
    )
    if same and all(sh & m0 for sh in shards):
        need = len(shards) + generic
        if len(units) < need:
            return _NO_PAYMENT
        lands_first = sorted(units, key=lambda u: u.info.is_creature)
        return Payment(lands_first[:need], [0, 0, 0, 0, 0, 0], life, need)
    return None


def _assign_generic(
    generic: int,
    slots: list[tuple[int, int]],
    n_pool: int,
    assign: list[int],
    used_units: set[int],
) -> bool:
    """Pay the generic symbols with free slots; False if there are too few.

    Pool leftovers first, then the spare mana of sources already tapped, then new sources
    (added to ``used_units``).
    """
    g = generic
    for k in range(n_pool):
        if g <= 0:
            break
        if assign[k] < 0:
            assign[k] = 1_000_000
            g -= 1
    for tapped_only in (True, False):  # sources already tapped first, then new ones
        for k in range(n_pool, len(slots)):
            if g <= 0:
                break
            if assign[k] < 0 and (not tapped_only or slots[k][1] in used_units):
                assign[k] = 1_000_000
                used_units.add(slots[k][1])
                g -= 1
    return g <= 0


def _riders_and_floats(
    pay: Payment,
    units: list[ManaUnit],
    sh: list[int],
    slots: list[tuple[int, int]],
    n_pool: int,
    assign: list[int],
    used_units: set[int],
) -> None:
    """Which ability each tapped source used, and the mana left floating (CR 106.4).

    A painless ability when it covers every symbol the source paid (generic needs
    nothing), else the first painful one that does: its life and rider are paid
    (``Payment.riders``). The spare mana of a multi-mana source floats in the pool.
    """
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


def _augment(
    si: int,
    shards: list[int],
    slots: list[tuple[int, int]],
    assign: list[int],
    seen: list[bool],
) -> bool:
    """Kuhn's augmenting path: find a slot for symbol ``si``, re-seating others.

    A slot can pay a symbol when their masks share a bit; ``assign`` maps each slot to
    the symbol it pays (-1: free). True if the symbol found a slot.
    """
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
    """How much the rest of the turn wants this source untapped (tapped lowest first).

    Colours it makes count, colours in ``keep_mask`` (needed later) much more; sources
    that cost life and creatures (which could attack or block) are kept longest.
    """
    m = unit_mask(obj)
    v = POPCOUNT[m & ANY_MANA] + 8 * POPCOUNT[m & keep_mask]
    if obj.info.mana_sources[-1].painful:
        v += 3  # tap sources that cost life last
    if obj.info.is_creature:
        v += 4
    return v


#: At most this many payments are offered in a ``PAYMENT`` decision.
MAX_PAYMENT_OPTIONS: Final = 8


_KEEP_VARIANTS: Final = (1, 2, 4, 8, 16, 32)


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

    Asked only when ``pid``'s agent has ``chooses_payment = True`` and there are two or
    more materially different payments (``_distinct``); otherwise (every ``BaseAgent``,
    so the goldfish) the automatic payment ``auto`` is used and nothing is computed.
    The candidates are the automatic payer's answers with one of ``auto``'s sources left
    out, and with each single colour (or colourless) to keep untapped: a small sample of
    the payments, not all of them. Convoke and delve costs (cost helpers) are not
    offered: the automatic payment is used for them.
    """
    if not getattr(game.agents[pid], "chooses_payment", False):
        return auto
    for u in units:
        if type(u) is CostHelper:
            return auto
    candidates: list[Payment | None] = []
    for t in auto.taps:
        rest = [u for u in units if u is not t]
        candidates.append(find_payment(game, pid, req, x, keep_mask, units=rest))
    for bit in _KEEP_VARIANTS:
        if bit != keep_mask:
            candidates.append(find_payment(game, pid, req, x, bit, units=units))
    options = _distinct(auto, candidates, units)
    if len(options) < 2:
        return auto
    answer: Payment = game.ask(pid, Decision(PAYMENT, options, amount=auto.mana))
    for opt in options:
        if opt == answer:
            return opt  # the engine's own object (an answer may be a recorded copy)
    return auto  # unreachable: ``Game.ask`` validated the answer


def _distinct(
    auto: Payment, candidates: list[Payment | None], units: list[ManaUnit]
) -> list[Payment]:
    """Up to ``MAX_PAYMENT_OPTIONS`` materially different payments, ``auto`` first.

    Two payments differ materially when they cost different life (Phyrexian symbols,
    pain lands' riders) or leave a different set of sources untapped (by the mana each
    makes and whether it is a creature) or different mana floating.
    """
    out = [auto]
    seen = {_material(auto, units)}
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
    """What distinguishes payments for the player (see ``_distinct``)."""
    tapped = {u.oid for u in payment.taps}
    left = sorted(
        (unit_mask(u), unit_amount(u), bool(u.info.is_creature))
        for u in units
        if u.oid not in tapped
    )
    pain = sorted((sd.life, len(sd.rider)) for _o, sd in payment.riders)
    return (payment.life, tuple(pain), tuple(left), tuple(payment.floats))
