"""Mana planning for the goldfish: which multisets of spells the mana can pay for.

``feasible`` lists every payable multiset of the spells in hand (as copy counts) by a
depth-first search with pruning: a plain count of mana when every source makes every
colour needed, otherwise Hall's condition over the sources' colour sets
(``engine.mana.hall_kinds``) as each spell is added. ``best_spend`` is the most mana
such a multiset spends: the number the land choice and the one-shot mana sources
compare. Results are memoised across games (the answer depends only on the key).

Layer: players (costs from ``players.facts``; sources from ``engine.mana``).
"""

from __future__ import annotations

import contextlib
from typing import Any

from deckstats.cards.model import CardDef
from deckstats.engine.info import ManaSourceInfo, card_info
from deckstats.engine.mana import CostReq, ManaUnit, hall_kinds, source_list, unit_mask
from deckstats.engine.view import PlayerView
from deckstats.players.facts import FACTS

#: (source masks, pool, spells, stop_full) -> payable multisets. Shared across games:
#: the answer depends only on the key (card identities are checked on a hit).
_FEASIBLE_MEMO: dict[tuple[Any, ...], tuple[tuple[CardDef, ...], list[tuple[int, ...]]]] = {}
#: (source masks, pool, spells) -> ``best_spend``'s answer, kept the same way.
_SPEND_MEMO: dict[tuple[Any, ...], tuple[tuple[CardDef, ...], int]] = {}


class _Full(Exception):  # noqa: N818 - control flow
    """Raised to stop a search once all the mana is spent."""


class _VirtualInfo:
    """The ``info`` of a ``VirtualUnit``: one untapped source of the colours ``mask``."""

    __slots__ = ("is_creature", "mana_sources", "produces_mask")

    def __init__(self, mask: int) -> None:
        self.is_creature = False
        self.mana_sources = [ManaSourceInfo(0, mask, 1)]
        self.produces_mask = mask


class VirtualUnit:
    """A mana source that is not on the battlefield yet (for planning only).

    A fetch land seen as the land it will fetch, or a one-shot source (Treasure).
    """

    __slots__ = ("info", "oid")

    def __init__(self, oid: int, mask: int) -> None:
        self.oid = oid
        self.info = _VirtualInfo(mask)


def _source_mask(u: Any) -> int:
    """Every colour a mana source can make (the union of its abilities' masks)."""
    m = 0
    for sd in u.info.mana_sources:
        m |= sd.mask
    return m


def hand_spells(view: PlayerView) -> list[tuple[CardDef, int]]:
    """The spells the player could cast (hand, impulse-drawn exile): (card, copies).

    Lands and cards without a mana cost are left out; copies of one card are counted
    together, in the order the first copy appears.
    """
    counts: dict[int, list[Any]] = {}
    hand: Any = view.hand
    exile = view.exile
    if exile:
        turn = view.turn
        playable = [o for o in exile if o.playable_on(turn)]  # impulse draw
        if playable:
            hand = (*hand, *playable)
    for o in hand:
        if o.info.is_land or o.card.cost is None:
            continue
        e = counts.get(id(o.card))
        if e is None:
            counts[id(o.card)] = [o.card, 1]
        else:
            e[1] += 1
    return [(c, n) for c, n in counts.values()]


def best_spend(
    view: PlayerView,
    units: list[ManaUnit],
    spells: list[tuple[CardDef, int]],
    pool: tuple[int, ...] | None,
) -> int:
    """The most mana a payable multiset of ``spells`` spends with ``units`` and ``pool``.

    The answer is the largest mana value among the multisets ``feasible(...,
    stop_full=True)`` lists, found by the same search with branch and bound
    (``_Search.cut``): a subtree is skipped only when none of its multisets could spend
    all the mana (so the search stops where it would) and none could beat the best found.
    """
    pool_now = view.pool if pool is None else pool
    key = (_source_key(units), pool_now, tuple((id(c), n) for c, n in spells))
    hit = _SPEND_MEMO.get(key)
    if hit is not None and all(a is b[0] for a, b in zip(hit[0], spells, strict=True)):
        return hit[1]
    search = _search(units, spells, pool_now, True)
    search.bound([card_info(c).mana_value for c, _ in spells])
    search.run()
    best = search.best
    if len(_SPEND_MEMO) > 50_000:
        _SPEND_MEMO.clear()
    _SPEND_MEMO[key] = (tuple(c for c, _ in spells), best)
    return best


def _source_key(units: list[ManaUnit]) -> tuple[tuple[int, int], ...]:
    """The memo key of the mana sources: each one's colours and amount, sorted."""
    srcs = []
    for u in units:
        srcs.append((_source_mask(u), u.info.mana_sources[0].amount))
    srcs.sort()
    return tuple(srcs)


def feasible(
    view: PlayerView,
    units: list[ManaUnit],
    spells: list[tuple[CardDef, int]],
    pool: tuple[int, ...] | None,
    stop_full: bool = False,
) -> list[tuple[int, ...]]:
    """Every payable multiset of the spells (as copy counts), by DFS with pruning.

    With ``stop_full`` the search stops at the first multiset using all the mana
    (enough for "how much can be spent"). ``pool`` None: the view's mana pool.

    Args:
        view: the player's view (its mana pool when ``pool`` is None).
        units: the mana sources to pay with (battlefield units, or planned ones).
        spells: (card, copies) pairs; the answer's tuples count copies in this order.
        pool: mana already in the pool, per colour and colourless.
        stop_full: stop at the first multiset that spends all the mana.

    Returns:
        The payable copy-count tuples, in search order (the empty plan included).
    """
    pool_now = view.pool if pool is None else pool
    key = (_source_key(units), pool_now, tuple((id(c), n) for c, n in spells), stop_full)
    hit = _FEASIBLE_MEMO.get(key)
    if hit is not None and all(a is b[0] for a, b in zip(hit[0], spells, strict=True)):
        return hit[1]
    out = _feasible_raw(units, spells, pool_now, stop_full)
    if len(_FEASIBLE_MEMO) > 50_000:
        _FEASIBLE_MEMO.clear()
    _FEASIBLE_MEMO[key] = (tuple(c for c, _ in spells), out)
    return out


def _feasible_raw(
    units: list[ManaUnit],
    spells: list[tuple[CardDef, int]],
    pool_now: tuple[int, ...],
    stop_full: bool,
) -> list[tuple[int, ...]]:
    """``feasible`` without the memo: the plain count search or the Hall search."""
    return _search(units, spells, pool_now, stop_full).run()


def _search(
    units: list[ManaUnit],
    spells: list[tuple[CardDef, int]],
    pool_now: tuple[int, ...],
    stop_full: bool,
) -> _Search:
    """The search ``feasible`` runs: the plain count search or the Hall search."""
    budget = sum(pool_now) + sum(u.info.mana_sources[0].amount for u in units)
    reqs = [FACTS.plan_req(c) for c, _ in spells]
    limits = [c for _, c in spells]
    # Fast path: every source makes every colour needed.
    all_masks = 63
    for u in units:
        all_masks &= _source_mask(u)
    simple = not any(pool_now) and all(all((sh & all_masks) for sh in r.shards) for r in reqs)
    if simple:
        return _CountSearch(reqs, limits, budget, stop_full)
    return _HallSearch(reqs, limits, budget, stop_full, units, pool_now)


class _Search:
    """A depth-first search over copy counts, one spell after another."""

    def __init__(
        self, reqs: list[CostReq], limits: list[int], budget: int, stop_full: bool
    ) -> None:
        self.reqs = reqs
        self.n = len(reqs)
        self.limits = limits
        self.budget = budget
        self.stop_full = stop_full
        self.counts = [0] * self.n
        self.out: list[tuple[int, ...]] = []
        # Branch and bound (``bound``): each spell's value, the best leaf value so far, and
        # from each spell on, the most value and the most mana the rest could add.
        self.values: list[int] | None = None
        self.best = -1
        self.rest_value: list[int] = []
        self.rest_mana: list[int] = []

    def run(self) -> list[tuple[int, ...]]:
        """Search from the first spell; the multisets found."""
        with contextlib.suppress(_Full):
            self.dfs(0, 0)
        return self.out

    def dfs(self, i: int, total: int) -> None:
        """Try the counts of spell ``i`` with ``total`` mana spent (subclasses)."""
        raise NotImplementedError

    def bound(self, values: list[int]) -> None:
        """Search for the best total of ``values`` only (``best``), skipping what cannot win.

        The leaves are then not listed in ``out``.
        """
        self.values = values
        rest_value = [0] * (self.n + 1)
        rest_mana = [0] * (self.n + 1)
        for i in range(self.n - 1, -1, -1):
            rest_value[i] = rest_value[i + 1] + values[i] * self.limits[i]
            rest_mana[i] = rest_mana[i + 1] + self.reqs[i].min_mana * self.limits[i]
        self.rest_value = rest_value
        self.rest_mana = rest_mana

    def value(self) -> int:
        """The value of the counts set so far (the counts from the current spell on are 0)."""
        values = self.values
        if values is None:
            return 0
        v = 0
        for j, k in enumerate(self.counts):
            v += values[j] * k
        return v

    def cut(self, i: int, total: int) -> bool:
        """Whether the subtree from spell ``i`` can be skipped in a bounded search.

        Only when none of its leaves could spend all the mana (the search would not stop
        in it) and none could be worth more than the best leaf found so far.
        """
        if total + self.rest_mana[i] >= self.budget:
            return False
        return self.value() + self.rest_value[i] <= self.best

    def settled(self, i: int, total: int) -> bool:
        """At spell ``i``: a leaf recorded (every spell counted), or a subtree cut."""
        if i == self.n:
            self.leaf(total)
            return True
        return self.values is not None and self.cut(i, total)

    def leaf(self, total: int) -> None:
        """Record the counts; stop the search (``stop_full``) once all the mana is spent."""
        if self.values is None:
            self.out.append(tuple(self.counts))
        else:
            self.best = max(self.best, self.value())
        if self.stop_full and total >= self.budget:
            raise _Full

    def order(self, kmax: int) -> range:
        """The counts to try: most first when stopping at a full spend, else fewest first."""
        return range(kmax, -1, -1) if self.stop_full else range(kmax + 1)


class _CountSearch(_Search):
    """The DFS when colours cannot fail: a spell fits while its mana value fits."""

    def dfs(self, i: int, total: int) -> None:
        """Try every count of spell ``i`` that the mana left allows."""
        if self.settled(i, total):
            return
        counts = self.counts
        m = self.reqs[i].min_mana
        kmax = self.limits[i]
        if m:
            kmax = min(kmax, (self.budget - total) // m)
        for k in self.order(kmax):
            counts[i] = k
            self.dfs(i + 1, total + m * k)
        counts[i] = 0


class _HallSearch(_Search):
    """The DFS with colours: each added spell keeps Hall's condition over the sources."""

    def __init__(
        self,
        reqs: list[CostReq],
        limits: list[int],
        budget: int,
        stop_full: bool,
        units: list[ManaUnit],
        pool_now: tuple[int, ...],
    ) -> None:
        super().__init__(reqs, limits, budget, stop_full)
        self.sources = source_list(units)
        self.pool_list = list(pool_now)
        # The shards of the spells added so far, by colour set, and their totals.
        self.kinds: dict[int, int] = {}
        self.symbols = 0
        self.generic = 0

    def ok(self) -> bool:
        """Whether the spells added so far can all be paid."""
        return hall_kinds(self.sources, self.pool_list, self.kinds, self.symbols, self.generic)

    def add(self, r: Any, sign: int) -> None:
        """Add (``sign`` 1) or remove (-1) one copy of the cost ``r``."""
        kinds = self.kinds
        for sh in r.shards:
            kinds[sh] = kinds.get(sh, 0) + sign
        self.symbols += sign * len(r.shards)
        self.generic += sign * r.generic

    def _most(self, i: int, total: int) -> int:
        """The largest feasible count of spell ``i`` (feasibility is monotone)."""
        r = self.reqs[i]
        k = 0
        while k < self.limits[i] and total + r.min_mana * (k + 1) <= self.budget:
            self.add(r, 1)
            self.counts[i] = k + 1
            if not self.ok():
                self.add(r, -1)
                break
            k += 1
        for _ in range(k):
            self.add(r, -1)
        return k

    def dfs(self, i: int, total: int) -> None:
        """Try every feasible count of spell ``i``."""
        if self.settled(i, total):
            return
        counts = self.counts
        r = self.reqs[i]
        for k in self.order(self._most(i, total)):
            for _ in range(k):
                self.add(r, 1)
            counts[i] = k
            try:
                self.dfs(i + 1, total + r.min_mana * k)
            finally:
                for _ in range(k):
                    self.add(r, -1)
        counts[i] = 0


def color_need(view: PlayerView, opts: Any) -> Any:
    """CR 106.1a: the colour the spells in hand need most beyond the untapped sources."""
    need = [0, 0, 0, 0, 0]
    hand: Any = view.hand
    playable = [o for o in view.exile if o.playable_on(view.turn)]
    for o in (*hand, *playable):
        cost = o.card.cost
        if cost is not None and not o.info.is_land:
            for i, n in enumerate(cost.pips):
                need[i] += n
    have = list(view.pool[:5])
    for u in view.mana_units():
        m = unit_mask(u)
        for i in range(5):
            if m >> i & 1:
                have[i] += 1
    best = opts[0]
    best_key: tuple[int, int] | None = None
    for c in opts:
        i = "WUBRG".find(c)
        key = (need[i] - have[i], need[i]) if i >= 0 else (-99, 0)
        if best_key is None or key > best_key:
            best, best_key = c, key
    return best


def their_color(view: PlayerView, opts: Any) -> Any:
    """The colour the opponent's known cards show most (Iona, Shield of Emeria's choice).

    Its permanents, graveyard and exile are counted (CR 105.2: a card's colours); the first
    option on a tie or with nothing seen.
    """
    seen = [0, 0, 0, 0, 0]
    for o in (*view.opponent_battlefield, *view.opponent_graveyard, *view.opponent_exile):
        colors = int(o.card.colors)
        for i in range(5):
            seen[i] += colors >> i & 1
    return max(opts, key=lambda c: seen["WUBRG".find(c)] if c in "WUBRG" else -1)


__all__ = ["VirtualUnit", "best_spend", "color_need", "feasible", "hand_spells", "their_color"]
