"""The joint block search: every assignment of blockers to attackers, and its best one.

``Search`` walks the legal ways the defender's creatures can block (CR 509.1a: a blocker
blocks one attacker; an attacker with menace needs two or more, CR 702.111b) and keeps
the one a caller's score ranks highest. ``melee`` settles one attacker against its
blockers through the first-strike and regular damage steps (CR 510.4). Creatures enter
the search as ``Unit`` numbers read once from the view; identical units are neighbours,
so interchangeable blockers and attackers are enumerated once. Past ``LEAF_CAP`` scored
assignments the search climbs from a greedy start instead. The scores (the defender's
blocks, the least damage an attack gets through) are ``players.blocks``.

Layer: players (creature numbers from ``players.board``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from deckstats.engine.state import GameObject
from deckstats.engine.view import PlayerView
from deckstats.players.board import (
    DEATHTOUCH,
    DOUBLE_STRIKE,
    FIRST_STRIKE,
    INDESTRUCTIBLE,
    STRIKES,
    TRAMPLE,
    leaves_this_turn,
    threat,
)

#: Complete assignments scored before the search gives up and climbs from a greedy start.
LEAF_CAP: Final = 1500
#: "Nobody blocks" in an assignment.
NONE: Final = -1


class Unit:
    """One creature's combat numbers, read once from the view.

    Attributes:
        obj: the creature.
        power: its power (at least 0).
        left: toughness minus damage marked (CR 704.5g).
        kw: its keywords now.
        value: ``board.threat``.
        sig: what makes two creatures interchangeable in a search.
    """

    __slots__ = ("kw", "left", "obj", "power", "sig", "value")

    def __init__(self, view: PlayerView, o: GameObject) -> None:
        self.obj = o
        self.power = max(view.power(o), 0)
        self.left = view.toughness(o) - o.damage
        self.kw = view.keywords(o)
        # A creature gone at the end step (``board.leaves_this_turn``) is worth nothing
        # to kill: only the damage it deals counts.
        self.value = 0.0 if leaves_this_turn(o) else threat(view, o)
        self.sig = (o.card.name, o.controller, self.power, self.left, self.kw)


def _deals(kw: int, step: int) -> bool:
    """Whether a creature with keywords ``kw`` deals damage in combat damage step ``step``.

    CR 510.4: with first or double strike in play there are two steps; step 0 is the
    first-strike step (first and double strike), step 1 the regular one (double strike
    and creatures without first strike).
    """
    if step == 0:
        return bool(kw & STRIKES)
    return bool(kw & DOUBLE_STRIKE) or not kw & FIRST_STRIKE


def melee(a: Unit, bs: list[Unit]) -> tuple[bool, list[bool], int]:
    """One attacker and its blockers through both damage steps (CR 510).

    The attacker kills the most threatening blockers its damage can (CR 510.1c), any
    damage beyond lethal goes to the player with trample (CR 702.19b), deathtouch makes
    one damage lethal (CR 702.2c), indestructible creatures do not die (CR 702.12b),
    and a creature killed in the first-strike step deals no regular damage.

    Returns:
        (attacker dies, each blocker dies, damage dealt to the defending player).
    """
    if not bs:
        return False, [], a.power * (2 if a.kw & DOUBLE_STRIKE else 1)
    a_dmg = 0
    a_dead = False
    b_dmg = [0] * len(bs)
    b_dead = [False] * len(bs)
    through = 0
    order = sorted(range(len(bs)), key=lambda i: -bs[i].value)
    for step in (0, 1):
        hits = 0
        lethal_hit = False
        for i, b in enumerate(bs):
            if not b_dead[i] and b.power > 0 and _deals(b.kw, step):
                hits += b.power
                lethal_hit = lethal_hit or bool(b.kw & DEATHTOUCH)
        if not a_dead and a.power > 0 and _deals(a.kw, step):
            left = a.power
            for i in order:
                b = bs[i]
                if b_dead[i] or b.kw & INDESTRUCTIBLE:
                    continue
                need = 1 if a.kw & DEATHTOUCH else max(b.left - b_dmg[i], 0)
                if need <= left:
                    left -= need
                    b_dmg[i] += need
                    b_dead[i] = True
            if a.kw & TRAMPLE:
                through += left
        a_dmg += hits
        if not a.kw & INDESTRUCTIBLE and (lethal_hit or (hits > 0 and a_dmg >= a.left)):
            a_dead = True
    return a_dead, b_dead, through


class Search:
    """The assignments of ``blockers`` to ``attackers`` and their best one under a score.

    Args:
        attackers / blockers: the creatures on each side.
        can: for each blocker (by index), the indexes of the attackers it may block.
        score: an assignment (per attacker, the indexes of its blockers) -> a comparable
            score, higher better; ``None`` for an illegal one.
    """

    def __init__(
        self,
        attackers: list[Unit],
        blockers: list[Unit],
        can: list[list[int]],
        score: Callable[[list[list[int]]], tuple[float, ...] | None],
    ) -> None:
        self.atts = attackers
        self.blks = blockers
        self.can = can
        self.score = score
        self.best: tuple[float, ...] | None = None
        self.best_groups: list[list[int]] = [[] for _ in attackers]
        self.leaves = 0
        # Identical attackers: index of the previous one of the same kind (or NONE).
        self.prev_same = [NONE] * len(attackers)
        last: dict[object, int] = {}
        for i, a in enumerate(attackers):
            self.prev_same[i] = last.get(a.sig, NONE)
            last[a.sig] = i

    def _offer(self, groups: list[list[int]]) -> None:
        """Score one complete assignment and keep it when it is the best so far."""
        s = self.score(groups)
        if s is not None and (self.best is None or s > self.best):
            self.best = s
            self.best_groups = [list(g) for g in groups]

    def _dfs(self, k: int, groups: list[list[int]], floor: int) -> bool:
        """Assign blockers ``k`` on; False when the leaf budget ran out."""
        if k == len(self.blks):
            self.leaves += 1
            self._offer(groups)
            return self.leaves < LEAF_CAP
        same_as_prev = k > 0 and self.blks[k].sig == self.blks[k - 1].sig
        low = floor if same_as_prev else NONE
        if low == NONE and not self._dfs(k + 1, groups, NONE):
            return False
        for ai in self.can[k]:
            if ai < low:
                continue
            p = self.prev_same[ai]
            if p != NONE and not groups[p]:
                continue  # identical attackers are filled in order
            groups[ai].append(k)
            ok = self._dfs(k + 1, groups, ai)
            groups[ai].pop()
            if not ok:
                return False
        return True

    def _climb(self, start: list[list[int]]) -> None:
        """Improve ``start`` one blocker at a time until no single move helps."""
        where = [NONE] * len(self.blks)
        for ai, g in enumerate(start):
            for k in g:
                where[k] = ai
        groups = [list(g) for g in start]
        self._offer(groups)
        for _ in range(4):
            moved = False
            for k in range(len(self.blks)):
                for ai in [NONE, *self.can[k]]:
                    if ai == where[k]:
                        continue
                    old = where[k]
                    if old != NONE:
                        groups[old].remove(k)
                    if ai != NONE:
                        groups[ai].append(k)
                    before = self.best
                    self._offer(groups)
                    if self.best is not before:
                        where[k] = ai
                        moved = True
                        continue
                    if ai != NONE:
                        groups[ai].remove(k)
                    if old != NONE:
                        groups[old].append(k)
            if not moved:
                break

    def run(self, greedy: list[list[int]]) -> list[list[int]]:
        """The best assignment: exhaustive within ``LEAF_CAP``, else a climb from ``greedy``."""
        groups: list[list[int]] = [[] for _ in self.atts]
        self._offer(greedy)
        if not self._dfs(0, groups, NONE):
            self._climb(self.best_groups)
        return self.best_groups


def units(view: PlayerView, objs: list[GameObject]) -> list[Unit]:
    """``Unit`` numbers for ``objs``, interchangeable ones next to each other."""
    us = [Unit(view, o) for o in objs]
    us.sort(key=lambda u: (-u.value, u.sig, u.obj.oid))
    return us


def may_block(view: PlayerView, atts: list[Unit], blks: list[Unit]) -> list[list[int]]:
    """For each blocker, the attackers it may block (CR 509.1a-b, ``view.can_block``)."""
    return [[i for i, a in enumerate(atts) if view.can_block(b.obj, a.obj)] for b in blks]


__all__ = ["LEAF_CAP", "NONE", "Search", "Unit", "may_block", "melee", "units"]
