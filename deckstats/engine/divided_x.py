"""X damage divided as you choose (CR 601.2d, 107.3a): Rolling Thunder, Shatterskull Smashing.

The division is announced as the spell is cast, after X is chosen (CR 601.2b-d), so a
spell whose ``DealDamageDivided.x`` is set has a target spec with ``divide = -x`` until
then; ``x_specs`` gives the specs for one value of X (the total of ``DealDamageDivided.total``:
X, or twice X from a threshold). The casting actions list each X with its divisions.

To keep the list short (an agent weighs every action), a total above ``SPLIT_MAX`` is
offered all to one target, or split between two: one of them gets exactly what destroys it
(its toughness less its damage, a planeswalker's loyalty) or half: the choice is narrower
than the rules allow, which can only lose power. Anywhere else (a copy's new targets) a
spec still negative counts as one point to one target (``engine.targeting.divisions``).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from typing import TYPE_CHECKING, Final

from deckstats.engine.actions import CastSpell
from deckstats.engine.targeting import candidates, enumerate_targets

if TYPE_CHECKING:
    from deckstats.cards.targets import Target
    from deckstats.engine.game import Game

#: The largest total offered split among several targets.
SPLIT_MAX: Final = 4
#: (id of the spec, total) -> (the spec, the spec for that total).
_SPECS: dict[tuple[int, int], tuple[Target, Target]] = {}


def divided_total(divide: int, x: int) -> int:
    """The damage divided when X is ``x``, for a spec's ``divide = -threshold``."""
    threshold = -divide
    return 2 * x if threshold > 1 and x >= threshold else x


def x_specs(specs: list[Target], x: int) -> list[Target]:
    """``specs`` with each X division's total set for ``x`` (CR 601.2d)."""
    out = []
    for spec in specs:
        if spec.divide < 0:
            total = divided_total(spec.divide, x)
            key = (id(spec), total)
            hit = _SPECS.get(key)
            if hit is None or hit[0] is not spec:
                hit = _SPECS[key] = (spec, replace(spec, divide=total))
            spec = hit[1]
        out.append(spec)
    return out


def _lethal(game: Game, t: int) -> int:
    o = game.objects.get(t)
    if o is None:
        return 0  # a player: no amount destroys it
    if o.info.is_creature:
        return game.toughness(o) - o.damage
    return o.counter("loyalty")


def _wide(game: Game, cands: list[int], most: int, total: int) -> list[tuple[int, ...]]:
    out = [(c,) * total for c in cands]
    if most < 2:
        return out
    for a, b in combinations(cands, 2):
        shares = {_lethal(game, a), total - _lethal(game, b), total // 2}
        for s in sorted(n for n in shares if 0 < n < total):
            out.append((a,) * s + (b,) * (total - s))
    return out


def x_targets(
    game: Game, pid: int, specs: list[Target], x: int, source: int
) -> list[tuple[tuple[int, ...], ...]]:
    """CR 601.2d: the target choices when X is ``x`` (see the module docstring)."""
    chosen = x_specs(specs, x)
    spec = chosen[0]
    if len(chosen) != 1 or spec.divide <= SPLIT_MAX:
        return enumerate_targets(game, pid, chosen, source)
    cands = candidates(game, pid, spec, source)
    return [(group,) for group in _wide(game, cands, spec.count, spec.divide)]


def x_division_casts(
    game: Game, pid: int, oid: int, specs: list[Target], xs: list[int], option: tuple[int, int, int]
) -> list[CastSpell]:
    """Every cast of spell ``oid``, each X > 0 with its divisions (CR 601.2d)."""
    face, alt, kicks = option
    out = []
    for x in xs:
        for t in x_targets(game, pid, specs, x, oid) if x > 0 else ():
            out.append(CastSpell(oid, t, x, (), face, alt, kicks))
    return out


def has_x_division(specs: list[Target]) -> bool:
    """Whether one of ``specs`` divides an X not yet chosen."""
    return any(spec.divide < 0 for spec in specs)


__all__ = [
    "SPLIT_MAX",
    "divided_total",
    "has_x_division",
    "x_division_casts",
    "x_specs",
    "x_targets",
]
