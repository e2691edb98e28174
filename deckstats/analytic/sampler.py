"""A vectorised numpy sampler of opening hands, London mulligans and draws.

For what has no closed form (mana creatures, land-search spells, MDFC lands) the analytic
lane samples. Cards are grouped into *classes* (a land colour set, an accelerant, "other
spells"); a batch of hands is one ``(n, classes)`` array of counts, and each draw is one
vector step over the whole batch: pick a class with probability remaining/remaining-total
(exactly sampling without replacement), decrement. There is no Python loop per hand; the
loops run over draws (at most a few dozen) and mulligan stages.

Randomness: one ``numpy.random.Generator`` built from the run seed as
``np.random.default_rng(np.random.SeedSequence(seed))`` (ARCHITECTURE.md, Determinism); each
``HandStream`` draws a key from it and samples blocks of hands from generators keyed by the
block index (``stream.py``, layout ``SAMPLER_LAYOUT``), so a run is reproducible and its
hands do not depend on the batch size.

Every estimate comes with its binomial standard error ``sqrt(p (1 - p) / n)`` (or the
sample standard deviation over sqrt(n) for means).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from deckstats.analytic.deckmodel import AnalyticError, DeckModel, SpellReq, pip_sets
from deckstats.analytic.london import DEFAULT_KEEP, KeepRule
from deckstats.analytic.stream import BLOCK, block_bits, bounded, stream_key

HAND = 7
DEFAULT_BATCH = 1 << 18


def make_rng(seed: int | None) -> np.random.Generator:
    """The run's generator: ``default_rng(SeedSequence(seed))`` (fresh entropy for None)."""
    return np.random.default_rng(np.random.SeedSequence(seed))


def draw(
    rng: np.random.Generator, remaining: np.ndarray, k: int, out: np.ndarray | None = None
) -> np.ndarray:
    """Draw ``k`` cards without replacement from each row of ``remaining`` (in place).

    Each draw picks one uniform integer ``u`` below the cards left (``stream.bounded``,
    exact) and takes the first class whose cumulative count exceeds ``u``: exactly
    sampling without replacement. The work is class-major (``(classes, n)``).

    Args:
        rng: the generator (its bit generator's raw words are drawn).
        remaining: ``(n, c)`` int counts per class; every row must hold the same total.
            It is decremented by the cards drawn.
        k: cards to draw per row.
        out: optional ``(n, k)`` int array for the class of each drawn card, in order.

    Returns:
        ``(n, c)`` counts of the cards drawn per class.
    """
    n = remaining.shape[0]
    if k == 0 or n == 0:
        return np.zeros_like(remaining)
    rem = np.asarray(remaining.T, dtype=np.int32)
    total = int(rem[:, 0].sum())
    cum = _draws(rng.bit_generator, np.cumsum(rem[:-1], axis=0, dtype=np.uint16), total, k, out)
    left = counts_from_cumulative(cum.astype(np.int32), total - k)
    remaining[:] = left.T
    drawn: np.ndarray = (rem - left).T.astype(remaining.dtype)
    return drawn


def _draws(
    bits: np.random.BitGenerator,
    cum: np.ndarray,
    total: int,
    k: int,
    out: np.ndarray | None = None,
    snaps: np.ndarray | None = None,
) -> np.ndarray:
    """``k`` draws on the class-major cumulative counts ``cum`` (``(c - 1, n)`` uint16).

    The card drawn with the uniform integer ``u`` is of the first class ``i`` with
    ``u < cum[i]`` (else the last), and exactly the ``cum[i]`` with ``u < cum[i]`` lose
    one: two whole-array operations per draw whatever the number of classes. ``cum`` is
    updated in place and returned. ``out`` (``(n, k)``) gets each card's class;
    ``snaps`` (``(k + 1, c - 1, n)``, row 0 filled by the caller) gets row ``j + 1`` =
    row ``j`` plus the classes' cumulative counts of draw ``j`` (hand + drawn so far).
    """
    if total < k:
        raise AnalyticError(f"cannot draw {k} cards from a library of {total}")
    u = bounded(bits, total - np.arange(k), cum.shape[1])
    below = np.empty(cum.shape, dtype=bool)
    top = cum.shape[0]
    for j in range(k):
        np.less(u[j], cum, out=below)
        cum -= below
        if snaps is not None:
            np.add(snaps[j], below, out=snaps[j + 1])
        if out is not None:
            out[:, j] = top - below.sum(axis=0)
    return cum


def cumulative_rows(x: np.ndarray, out: np.ndarray) -> np.ndarray:
    """``np.cumsum(x, axis=0)`` into ``out``, one add per row.

    A cumsum over a short axis 0 of wide rows costs about 50 times more.
    """
    if len(x):
        np.copyto(out[0], x[0], casting="unsafe")
    for i in range(1, len(x)):
        np.add(out[i - 1], x[i], out=out[i], casting="unsafe")
    return out


def counts_from_cumulative(cum: np.ndarray, total: int | np.ndarray) -> np.ndarray:
    """Per-class counts from the cumulative counts of all classes but the last.

    ``cum`` has the classes on axis ``-2`` (``(..., c - 1, n)``); ``total`` is the cards of
    all classes (a number, or one per leading index, shaped to broadcast against
    ``(..., 1, n)``).

    >>> counts_from_cumulative(np.array([[2], [5]]), 9)[:, 0].tolist()
    [2, 3, 4]
    """
    if cum.shape[-2] == 0:  # one class: it holds every card
        shape = (*cum.shape[:-2], 1, cum.shape[-1])
        return np.broadcast_to(np.asarray(total, dtype=cum.dtype), shape).copy()
    last = total - cum[..., -1:, :]
    return np.concatenate([cum[..., :1, :], np.diff(cum, axis=-2), last], axis=-2)


def bottom_toward(
    h: np.ndarray,
    is_land: np.ndarray,
    bottom: int,
    target: int,
    land_order: Sequence[int],
    spell_order: Sequence[int],
) -> np.ndarray:
    """Put ``bottom`` cards of each hand on the library bottom, toward ``target`` lands.

    ``h`` holds class-major hands (``(classes, n)``) and is changed in place (returned).
    The number of lands bottomed follows ``london.lands_bottomed``; lands leave in
    ``land_order`` (e.g. off-colour first), spells in ``spell_order``.
    """
    if bottom == 0:
        return h
    lands = h[is_land].sum(axis=0)
    lb = np.maximum(np.minimum(bottom, np.maximum(0, lands - target)), bottom - (HAND - lands))
    for order, need in ((land_order, lb), (spell_order, bottom - lb)):
        left = need.copy()
        for cls in order:
            take = np.minimum(h[cls], left)
            h[cls] -= take
            left -= take
    return h


@dataclass
class LondonSample:
    """Kept hands after the London mulligan for a batch.

    Attributes:
        hand: ``(n, c)`` counts in the kept hand (after bottoming).
        library: ``(n, c)`` counts left to draw from (the deck minus the last 7 drawn).
        mulligans: ``(n,)`` mulligans taken (a free 7 does not count).
        first_seven: ``(n, c)`` the very first 7 cards drawn (before any mulligan).
    """

    hand: np.ndarray
    library: np.ndarray
    mulligans: np.ndarray
    first_seven: np.ndarray


def london_sample(
    rng: np.random.Generator,
    counts: Sequence[int],
    is_land: Sequence[bool],
    n: int,
    rule: KeepRule | None = DEFAULT_KEEP,
    land_order: Sequence[int] | None = None,
    spell_order: Sequence[int] | None = None,
) -> LondonSample:
    """Sample ``n`` kept opening hands under the London mulligan (CR 103.5).

    Args:
        rng: the generator (one stream key is drawn from it: ``stream.stream_key``).
        counts: cards per class in the deck.
        is_land: which classes are lands (for the keep rule and bottoming).
        n: hands to sample.
        rule: the keep rule, or ``None`` to keep every first 7 (no mulligan).
        land_order: order in which land classes are bottomed (default: as listed).
        spell_order: order in which nonland classes are bottomed.
    """
    c = len(counts)
    classes = DeckClasses(
        tuple(counts), tuple(is_land), (0,) * c, (None,) * c, tuple(map(str, range(c)))
    )
    s = HandStream(rng, classes, 0, rule, land_order, spell_order).take(n)
    assert s.library is not None
    return LondonSample(s.by_turn[0], s.library, s.mulligans, s.first_seven)


@dataclass(frozen=True)
class Estimate:
    """A sampled figure: value and standard error."""

    value: float
    se: float

    def to_json(self) -> dict[str, float]:
        """Return ``{"p": value, "se": se}`` rounded for output."""
        return {"p": round(self.value, 6), "se": round(self.se, 6)}


def proportion(hits: int, n: int) -> Estimate:
    """A binomial proportion and its standard error."""
    p = hits / n
    return Estimate(p, float(np.sqrt(max(p * (1 - p), 0.0) / n)))


def ratio(hits: int, base: int) -> Estimate:
    """A conditional proportion ``hits / base`` with its standard error over ``base`` trials."""
    if base == 0:
        return Estimate(float("nan"), float("nan"))
    return proportion(hits, base)


# -- a deck's classes ----------------------------------------------------------------------------


@dataclass(frozen=True)
class DeckClasses:
    """The sampler's classes for one deck.

    Attributes:
        counts: cards per class.
        is_land: True for classes that count as lands (real lands and MDFC lands).
        masks: the colour mask each class makes (0 for spells).
        accel: for accelerant classes, ``(mana value, pips)``; ``None`` otherwise.
        labels: a short label per class.
    """

    counts: tuple[int, ...]
    is_land: tuple[bool, ...]
    masks: tuple[int, ...]
    accel: tuple[tuple[int, tuple[tuple[int, int], ...]] | None, ...]
    labels: tuple[str, ...]

    @classmethod
    def from_model(cls, model: DeckModel) -> DeckClasses:
        """Lands by colour set, MDFC lands by colour set, one class per accelerant, the rest."""
        counts: list[int] = []
        is_land: list[bool] = []
        masks: list[int] = []
        accel: list[tuple[int, tuple[tuple[int, int], ...]] | None] = []
        labels: list[str] = []
        for mask, n in model.land_classes.items():
            counts.append(n)
            is_land.append(True)
            masks.append(mask)
            accel.append(None)
            labels.append(f"land:{mask}")
        for mask, n in model.mdfc_lands.items():
            counts.append(n)
            is_land.append(True)
            masks.append(mask)
            accel.append(None)
            labels.append(f"mdfc:{mask}")
        for a in model.accelerants:
            counts.append(a.copies)
            is_land.append(False)
            masks.append(a.colors)
            accel.append((a.mana_value, a.pips))
            labels.append(f"accel:{a.name}")
        rest = model.size - sum(counts)
        counts.append(rest)
        is_land.append(False)
        masks.append(0)
        accel.append(None)
        labels.append("other")
        return cls(tuple(counts), tuple(is_land), tuple(masks), tuple(accel), tuple(labels))


@dataclass
class DeckSample:
    """Per-turn class counts of a batch of sampled games.

    ``by_turn[t]`` (t = 0..turns) are the counts in hand + drawn after ``t`` draws past the
    kept hand: on the play turn ``T`` is ``by_turn[T - 1]``, on the draw ``by_turn[T]``.
    ``library`` holds the counts left to draw from after the kept hand (the deck minus
    the last 7 drawn).
    """

    classes: DeckClasses
    by_turn: list[np.ndarray]
    first_seven: np.ndarray
    mulligans: np.ndarray
    n: int
    library: np.ndarray | None = None


class HandStream:
    """Sampled games of one deck, hand after hand: hand ``i`` depends only on the key and ``i``.

    Each game is a London mulligan under ``rule`` (CR 103.5; ``None``: keep the first 7),
    then ``turns`` draws. The random stream is ``stream``'s layout (``SAMPLER_LAYOUT``):
    blocks of ``BLOCK`` hands, each from its own generator; a block is sampled whole and
    the hands a call does not take are the next call's first, so any split of the hands
    into calls gives the same hands.

    A block is one ``int16`` array of rows (``_rows``): ``(turns + 1) * c`` rows of
    per-turn class counts, ``c`` of the library, ``c`` of the first 7, one of mulligans.
    """

    def __init__(
        self,
        rng: np.random.Generator,
        classes: DeckClasses,
        turns: int = 0,
        rule: KeepRule | None = None,
        land_order: Sequence[int] | None = None,
        spell_order: Sequence[int] | None = None,
    ) -> None:
        """Draw the stream key from ``rng`` and build the deck's tables once."""
        self.classes = classes
        self.turns = turns
        c = len(classes.counts)
        self._base = np.asarray(classes.counts, dtype=np.int16).reshape(c, 1)
        self._base_cum = np.cumsum(self._base[:-1], axis=0, dtype=np.uint16)
        self._total = int(self._base.sum())
        if self._total < HAND + turns:
            raise AnalyticError(f"cannot draw {HAND + turns} cards from a deck of {self._total}")
        self._land = np.asarray(classes.is_land, dtype=bool)
        self._land_order = list(land_order) if land_order is not None else _where(self._land)
        self._spell_order = list(spell_order) if spell_order is not None else _where(~self._land)
        self._stages = rule.stages if rule is not None else [("7", 0, 0, 0, HAND)]
        self._target = rule.target_lands if rule else 3
        self._rows = (turns + 3) * c + 1
        self._key = stream_key(rng)
        self._next = 0
        self._left = np.empty((self._rows, 0), dtype=np.int16)

    def take(self, n: int) -> DeckSample:
        """The next ``n`` sampled games."""
        out = np.empty((self._rows, n), dtype=np.int16)
        done = min(n, self._left.shape[1])
        out[:, :done] = self._left[:, :done]
        self._left = self._left[:, done:]
        while done < n:
            bits = block_bits(self._key, self._next)
            self._next += 1
            if n - done >= BLOCK:
                self._block(bits, out[:, done : done + BLOCK])
                done += BLOCK
                continue
            block = np.empty((self._rows, BLOCK), dtype=np.int16)
            self._block(bits, block)
            out[:, done:] = block[:, : n - done]
            self._left = block[:, n - done :]
            done = n
        c = len(self.classes.counts)
        by_turn = [out[t * c : (t + 1) * c].T for t in range(self.turns + 1)]
        lib = (self.turns + 1) * c
        return DeckSample(
            self.classes, by_turn, out[lib + c : lib + 2 * c].T, out[-1], n, out[lib : lib + c].T
        )

    def _seven(self, bits: np.random.BitGenerator, m: int) -> np.ndarray:
        """``m`` fresh 7-card hands from the whole deck, as ``(c, m)`` counts."""
        cum = np.empty((len(self._base_cum), m), dtype=np.uint16)
        cum[:] = self._base_cum
        _draws(bits, cum, self._total, HAND)
        drawn = (self._base_cum - cum).astype(np.int16)
        return counts_from_cumulative(drawn, HAND)

    def _block(self, bits: np.random.BitGenerator, out: np.ndarray) -> None:
        """Sample one block of hands into ``out`` (``(rows, m)``)."""
        c = len(self._base)
        lib = (self.turns + 1) * c
        hand, library, first = out[:c], out[lib : lib + c], out[lib + c : lib + 2 * c]
        active = np.arange(out.shape[1])
        for i, (_label, mulls, bottom, lo, hi) in enumerate(self._stages):
            seven = self._seven(bits, len(active))
            if i == 0:
                first[:] = seven
            left = self._base - seven
            kept = bottom_toward(
                seven, self._land, bottom, self._target, self._land_order, self._spell_order
            )
            n_lands = kept[self._land].sum(axis=0)
            if i == len(self._stages) - 1:
                keep = np.ones(len(active), dtype=bool)
            else:
                keep = (n_lands >= lo) & (n_lands <= hi)
            if i == 0:  # every hand; those sent back are overwritten later
                hand[:], library[:], out[-1] = kept, left, mulls
            else:
                idx = active[keep]
                hand[:, idx], library[:, idx], out[-1, idx] = kept[:, keep], left[:, keep], mulls
            active = active[~keep]
            if len(active) == 0:
                break
        if self.turns:
            self._turns(bits, out)

    def _turns(self, bits: np.random.BitGenerator, out: np.ndarray) -> None:
        """The ``turns`` draws after the kept hands of ``out``: its per-turn rows."""
        c, t = len(self._base), self.turns
        by_turn = out[: (t + 1) * c].reshape(t + 1, c, out.shape[1])
        if not np.may_share_memory(by_turn, out):  # splitting axis 0 is always a view
            raise AssertionError("per-turn rows must be a view of the block")
        hand, library = by_turn[0], out[(t + 1) * c : (t + 2) * c]
        snaps = np.empty((t + 1, c - 1, out.shape[1]), dtype=np.int16)
        cumulative_rows(hand[:-1], snaps[0])
        cum = cumulative_rows(library[:-1], np.empty((c - 1, out.shape[1]), dtype=np.uint16))
        _draws(bits, cum, self._total - HAND, t, snaps=snaps)
        size = hand.sum(axis=0, dtype=np.int16)
        ahead = np.arange(1, t + 1, dtype=np.int16).reshape(t, 1)
        if c == 1:
            np.add(size, ahead, out=by_turn[1:, 0])
            return
        by_turn[1:, 0] = snaps[1:, 0]
        np.subtract(snaps[1:, 1:], snaps[1:, :-1], out=by_turn[1:, 1:-1])
        np.subtract(size + ahead, snaps[1:, -1], out=by_turn[1:, -1])


def _where(mask: np.ndarray) -> list[int]:
    return [int(i) for i in np.flatnonzero(mask)]


def sample_deck(
    rng: np.random.Generator,
    classes: DeckClasses,
    n: int,
    turns: int = 7,
    rule: KeepRule | None = None,
) -> DeckSample:
    """Sample ``n`` games' kept hands and the next ``turns`` draws (with or without mulligans).

    One ``HandStream`` (its key drawn from ``rng``): for more hands of the same games in
    several calls, keep a ``HandStream`` and call ``take``.
    """
    return HandStream(rng, classes, turns, rule).take(n)


def mana_units(sample: DeckSample, turn: int, on_the_play: bool) -> np.ndarray:
    """Mana sources usable on ``turn``, per class: ``(n, classes)`` counts.

    Lands (and MDFC lands) seen by the turn count as played: the caller's ``mana >= turn``
    test makes sure one land per turn was enough. An accelerant counts (as one source of
    its colours) from the turn after its mana value if a copy was seen by that turn and
    the lands seen then were at least its mana value and covered its coloured symbols; at
    most one copy of each accelerant card counts. Other classes count 0.
    """
    cl = sample.classes
    counts = sample.by_turn[turn - 1 if on_the_play else turn]
    units = np.zeros_like(counts)
    land_cols = [i for i, f in enumerate(cl.is_land) if f]
    units[:, land_cols] = counts[:, land_cols]
    for i, acc in enumerate(cl.accel):
        if acc is None:
            continue
        mv, pips = acc
        if mv >= turn:
            continue
        at = sample.by_turn[mv - 1 if on_the_play else mv]
        ok = (at[:, i] > 0) & (at[:, land_cols].sum(axis=1) >= mv)
        for bit, need in pips:
            cols = [j for j in land_cols if cl.masks[j] & bit]
            ok &= at[:, cols].sum(axis=1) >= need
        units[:, i] = ok
    return units


def castable(
    sample: DeckSample, spell: SpellReq, on_the_play: bool
) -> tuple[np.ndarray, np.ndarray]:
    """Boolean arrays (castable on curve, enough mana by the turn) for one spell.

    Castable: at least ``mana value`` sources by that turn, and Hall's condition over the
    spell's coloured symbols (every set of its colours has at least as many sources making
    one of them as it has symbols); the same model as ``exact.castable_on_curve`` when the
    mana is lands only.
    """
    turn = spell.turn
    units = mana_units(sample, turn, on_the_play)
    enough = units.sum(axis=1) >= turn
    ok = enough.copy()
    masks = sample.classes.masks
    for mask, pips in pip_sets(spell.pips):
        cols = [i for i, m in enumerate(masks) if m & mask]
        ok &= units[:, cols].sum(axis=1) >= pips
    return ok, enough
