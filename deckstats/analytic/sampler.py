"""A vectorised numpy sampler of opening hands, London mulligans and draws.

For what has no closed form (mana creatures, land-search spells, MDFC lands) the analytic
lane samples. Cards are grouped into *classes* (a land colour set, an accelerant, "other
spells"); a batch of hands is one ``(n, classes)`` array of counts, and each draw is one
vector step over the whole batch: pick a class with probability remaining/remaining-total
(exactly sampling without replacement), decrement. There is no Python loop per hand; the
loops run over draws (at most a few dozen) and mulligan stages.

Randomness: one ``numpy.random.Generator`` built from the run seed as
``np.random.default_rng(np.random.SeedSequence(seed))`` (ARCHITECTURE.md, Determinism); batches use
generators spawned from it, so a run is reproducible and does not depend on the batch size
beyond the documented ``batch`` argument.

Every estimate comes with its binomial standard error ``sqrt(p (1 - p) / n)`` (or the
sample standard deviation over sqrt(n) for means).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import numpy as np

from deckstats.analytic.deckmodel import AnalyticError, DeckModel, SpellReq, pip_sets
from deckstats.analytic.london import DEFAULT_KEEP, KeepRule

HAND = 7
DEFAULT_BATCH = 1 << 18


def make_rng(seed: int | None) -> np.random.Generator:
    """The run's generator: ``default_rng(SeedSequence(seed))`` (fresh entropy for None)."""
    return np.random.default_rng(np.random.SeedSequence(seed))


def draw(
    rng: np.random.Generator, remaining: np.ndarray, k: int, out: np.ndarray | None = None
) -> np.ndarray:
    """Draw ``k`` cards without replacement from each row of ``remaining`` (in place).

    Each draw picks one uniform integer ``u`` below the cards left and takes the class whose
    cumulative count first exceeds ``u``: exactly sampling without replacement. The work is
    done class-major (``(classes, n)``), which keeps every step a contiguous vector op.

    Args:
        rng: the generator.
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
    rem = np.ascontiguousarray(remaining.T, dtype=np.int16)
    start = rem.copy()
    seq = np.empty((k, n), dtype=np.intp) if out is not None else None
    top = rem.shape[0] - 1
    for j, (_cum, below) in enumerate(_draw_steps(rng, rem, k)):
        if seq is not None:
            seq[j] = top - below.sum(axis=0)
    remaining[:] = rem.T
    if out is not None and seq is not None:
        out[:] = seq.T
    return (start - rem).T.astype(remaining.dtype)


def _draw_steps(
    rng: np.random.Generator, rem: np.ndarray, k: int
) -> Iterator[tuple[np.ndarray, np.ndarray]]:
    """The ``k`` draws of ``draw`` on class-major counts ``rem`` (``(c, n)``, updated at the end).

    The cumulative counts ``cum[i]`` (classes ``0..i``, ``i < c - 1``) are all a draw needs:
    the card drawn with the uniform integer ``u`` is of the first class ``i`` with
    ``u < cum[i]`` (else the last), and exactly the ``cum[i]`` with ``u < cum[i]`` lose one.
    So a draw is two whole-array operations whatever the number of classes (issue 32.6:
    it was a scattered index per card and several operations per class). Yields
    ``(cum, below)`` after each draw (``below[i]`` is ``u < cum[i]`` before it; the class
    drawn is ``c - 1 - below.sum(0)``); the arrays are reused, copy what you keep. The
    uniform integers are the same single ``integers`` call as before: the same draws, and
    every figure sampled from them, as the row-major code made.
    """
    n = rem.shape[1]
    total = int(rem[:, 0].sum())
    if total < k:
        raise AnalyticError(f"cannot draw {k} cards from a library of {total}")
    u = rng.integers(0, (total - np.arange(k))[:, None], size=(k, n), dtype=np.int16)
    cum = np.cumsum(rem[:-1], axis=0, dtype=np.int16)
    below = np.empty(cum.shape, dtype=bool)
    for j in range(k):
        np.less(u[j], cum, out=below)
        cum -= below
        yield cum, below
    rem[:] = counts_from_cumulative(cum, total - k)


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
        rng: the generator.
        counts: cards per class in the deck.
        is_land: which classes are lands (for the keep rule and bottoming).
        n: hands to sample.
        rule: the keep rule, or ``None`` to keep every first 7 (no mulligan).
        land_order: order in which land classes are bottomed (default: as listed).
        spell_order: order in which nonland classes are bottomed.
    """
    base = np.asarray(counts, dtype=np.int32)
    land_mask = np.asarray(is_land, dtype=bool)
    c = len(base)
    lo_ = list(land_order) if land_order is not None else [i for i in range(c) if land_mask[i]]
    so_ = (
        list(spell_order) if spell_order is not None else [i for i in range(c) if not land_mask[i]]
    )
    # class-major (``(c, n)``) throughout: contiguous vector steps (issue 32.6); the
    # results are transposed views, the same numbers as the row-major code drew
    hand = np.empty((c, n), dtype=np.int32)
    library = np.empty((c, n), dtype=np.int32)
    mulligans = np.empty(n, dtype=np.int32)
    active = np.arange(n)
    first = np.zeros((c, n), dtype=np.int32)
    base16 = base.astype(np.int16)[:, None]
    stages = rule.stages if rule is not None else [("7", 0, 0, 0, HAND)]
    target = rule.target_lands if rule else 3
    for i, (_label, mulls, bottom, lo, hi) in enumerate(stages):
        lib = np.repeat(base16, len(active), axis=1)
        for _ in _draw_steps(rng, lib, HAND):
            pass
        seven = (base16 - lib).astype(np.int32)
        if i == 0:
            first[:] = seven
        kept = bottom_toward(seven, land_mask, bottom, target, lo_, so_)
        n_lands = kept[land_mask].sum(axis=0)
        last = i == len(stages) - 1
        keep = np.ones(len(active), dtype=bool) if last else (n_lands >= lo) & (n_lands <= hi)
        if i == 0:  # every hand, whole arrays: the hands sent back are overwritten later
            hand[:] = kept
            library[:] = lib
            mulligans[:] = mulls
        else:
            idx = active[keep]
            hand[:, idx] = kept[:, keep]
            library[:, idx] = lib[:, keep]
            mulligans[idx] = mulls
        active = active[~keep]
        if len(active) == 0:
            break
    return LondonSample(hand.T, library.T, mulligans, first.T)


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
    """

    classes: DeckClasses
    by_turn: list[np.ndarray]
    first_seven: np.ndarray
    mulligans: np.ndarray
    n: int


def sample_deck(
    rng: np.random.Generator,
    classes: DeckClasses,
    n: int,
    turns: int = 7,
    rule: KeepRule | None = None,
) -> DeckSample:
    """Sample ``n`` games' kept hands and the next ``turns`` draws (with or without mulligans)."""
    ls = london_sample(rng, classes.counts, classes.is_land, n, rule)
    # by_turn[t] is a transposed view of one class-major block: no copy per turn
    c = len(classes.counts)
    cm = np.empty((turns + 1, c, n), dtype=ls.hand.dtype)
    cm[0] = ls.hand.T
    if turns and n:
        lib = ls.library.T.astype(np.int16)
        total = int(lib[:, 0].sum())
        snaps = np.empty((turns, c - 1, n), dtype=np.int16)
        for t, (cum, _below) in enumerate(_draw_steps(rng, lib, turns)):
            snaps[t] = cum
        left = (total - np.arange(1, turns + 1, dtype=np.int16)).reshape(turns, 1, 1)
        drawn = ls.library.T[None] - counts_from_cumulative(snaps, left)
        np.add(cm[0], drawn, out=cm[1:])
    else:
        cm[1:] = cm[0]
    by_turn = [cm[t].T for t in range(turns + 1)]
    return DeckSample(classes, by_turn, ls.first_seven, ls.mulligans, n)


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
