"""Combat as one joint assignment: who blocks whom, searched, and what gets through.

A block is not chosen one creature at a time: every legal way of assigning the
defender's creatures to the attackers (CR 509.1a: each blocker blocks one attacker;
menace needs two or more, CR 702.111b) is a candidate, and a score picks one. The same
search answers both sides' questions:

- the defender's blocks (``best_blocks``): survive first, then a lethal swing back
  (no chump block when the race is won), then creatures killed minus
  creatures lost (``board.threat``) minus what the damage taken costs;
- the attacker's arithmetic (``least_through``): the least damage an attack gets
  through the defender's best blocks, with a pump trick we hold counted on an
  unblocked attacker, for lethal checks and the crack-back.

The search is bounded: interchangeable blockers and attackers (same card, same numbers)
are enumerated once, at most ``LEAF_CAP`` complete assignments are scored, and above
that a greedy start is improved one blocker at a time.

Layer: players (numbers from ``players.board``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from deckstats.cards.model import Keyword
from deckstats.engine.state import GameObject
from deckstats.engine.view import PlayerView
from deckstats.players.board import (
    DEATHTOUCH,
    DOUBLE_STRIKE,
    FIRST_STRIKE,
    INDESTRUCTIBLE,
    LIFELINK,
    MENACE,
    STRIKES,
    TRAMPLE,
    leaves_this_turn,
    lethal_through,
    strike_power,
    threat,
)

#: Complete assignments scored before the search gives up and climbs from a greedy start.
LEAF_CAP: Final = 1500
#: "Nobody blocks" in an assignment.
NONE: Final = -1
_DEFENDER: Final = int(Keyword.DEFENDER)


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


def defend(
    view: PlayerView,
    atts: list[GameObject],
    blockers: list[GameObject],
    bonus: int = 0,
) -> tuple[int, list[GameObject], list[GameObject]]:
    """The defender's best blocks against ``atts``: least damage, then best trades.

    ``blockers`` are the defender's creatures able to block (untapped: the caller picks
    them; evasion, protection and "can't block" come from ``view.can_block``). ``bonus``
    is a pump the attacker can still cast after blocks: it counts when some attacker
    is unblocked. The defender minimises the damage, pump included, then maximises the
    threat of the attackers it kills minus its blockers lost.

    Returns:
        (damage through, attackers that die, blockers that die).
    """
    a_units = units(view, atts)
    total = sum(strike_power(view, a) for a in atts) + bonus
    if not a_units:
        return 0, [], []
    b_units = units(view, blockers)
    can = may_block(view, a_units, b_units)
    if not any(can):
        return total, [], []
    cache: dict[tuple[int, tuple[int, ...]], tuple[bool, list[bool], int]] = {}

    def fought(ai: int, g: list[int]) -> tuple[bool, list[bool], int]:
        key = (ai, tuple(g))
        got = cache.get(key)
        if got is None:
            got = melee(a_units[ai], [b_units[k] for k in g])
            cache[key] = got
        return got

    def through(groups: list[list[int]]) -> tuple[float, ...] | None:
        n = 0
        free = False
        value = 0.0
        for ai, g in enumerate(groups):
            if len(g) == 1 and a_units[ai].kw & MENACE:
                return None
            free = free or not g
            a_dead, b_dead, thr = fought(ai, g)
            n += thr
            value += a_units[ai].value if a_dead else 0.0
            value -= sum(b_units[k].value for k, d in zip(g, b_dead, strict=True) if d)
        return (-float(n + (bonus if free else 0)), value)

    best = Search(a_units, b_units, can, through).run([[] for _ in a_units])
    s = through(best)
    if s is None:
        return total, [], []
    dead_a: list[GameObject] = []
    dead_b: list[GameObject] = []
    for ai, g in enumerate(best):
        a_dead, b_dead, _ = fought(ai, g)
        if a_dead:
            dead_a.append(a_units[ai].obj)
        dead_b.extend(b_units[k].obj for k, d in zip(g, b_dead, strict=True) if d)
    return int(-s[0]), dead_a, dead_b


def least_through(
    view: PlayerView, atts: list[GameObject], blockers: list[GameObject], bonus: int = 0
) -> int:
    """The least damage ``atts`` deal the defender through its best blocks (``defend``)."""
    return defend(view, atts, blockers, bonus)[0]


def best_blocks(
    view: PlayerView,
    pairs: list[tuple[int, int]],
    trade_ratio: float,
    greedy: dict[int, list[int]],
) -> list[tuple[int, int]]:
    """The defender's blocks as one joint assignment (CR 509.1), best by ``block_value``.

    Args:
        view: the defending player's view.
        pairs: the legal (blocker, attacker) pairs of the decision.
        trade_ratio: the profile's weight on its own creatures lost (``Profile``).
        greedy: a starting assignment, attacker id -> blocker ids (scored too).

    Returns:
        (blocker, attacker) id pairs.
    """
    a_objs: dict[int, GameObject] = {}
    b_objs: dict[int, GameObject] = {}
    for b, a in pairs:
        for oid, d in ((a, a_objs), (b, b_objs)):
            o = view.obj(oid)
            if o is not None:
                d[oid] = o
    a_units = units(view, list(a_objs.values()))
    b_units = units(view, list(b_objs.values()))
    legal = set(pairs)
    can = [[i for i, a in enumerate(a_units) if (b.obj.oid, a.obj.oid) in legal] for b in b_units]
    score = block_value(view, a_units, b_units, trade_ratio)
    a_index = {a.obj.oid: i for i, a in enumerate(a_units)}
    b_index = {b.obj.oid: i for i, b in enumerate(b_units)}
    start: list[list[int]] = [[] for _ in a_units]
    for a_id, bs in greedy.items():
        if a_id in a_index:
            start[a_index[a_id]] = [b_index[b] for b in bs if b in b_index]
    best = Search(a_units, b_units, can, score).run(start)
    return [(b_units[k].obj.oid, a_units[ai].obj.oid) for ai, g in enumerate(best) for k in g]


def block_value(
    view: PlayerView, a_units: list[Unit], b_units: list[Unit], trade_ratio: float
) -> Callable[[list[list[int]]], tuple[float, ...] | None]:
    """The defender's score: (survives, wins on the swing back, survives the next attack, value).

    Survival comes first (CR 704.5a: 0 life loses), then our swing back being lethal
    (``swing_back``: a race won next turn needs no chump block), then surviving their
    next attack:
    their creatures left after this combat against ours left as blockers, one attacker
    stopped per blocker, the biggest first. The value is the threat of the attackers
    killed, minus ``trade_ratio`` times the threat of our blockers lost, minus the
    damage taken priced by the danger: each point costs ``0.1 + min((P / life left)**2,
    1)``, ``P`` being the opponent's combat power left (a point matters little at a high
    life total and more as their clock on us gets short).
    """
    life = view.life
    others = [
        strike_power(view, o)
        for o in view.opponent_battlefield
        if o.info.is_creature and not o.attacking
    ]
    a_power = [a.power * (2 if a.kw & DOUBLE_STRIKE else 1) for a in a_units]
    ours = sum(1 for o in view.battlefield if o.info.is_creature)
    wins_back = swing_back(view, a_units)
    cache: dict[tuple[int, tuple[int, ...]], tuple[bool, list[bool], int]] = {}

    def score(groups: list[list[int]]) -> tuple[float, ...] | None:
        through = 0
        value = 0.0
        lost = 0
        lost_ids: set[int] = set()
        theirs = list(others)
        for ai, g in enumerate(groups):
            a = a_units[ai]
            if len(g) == 1 and a.kw & MENACE:
                return None
            key = (ai, tuple(g))
            got = cache.get(key)
            if got is None:
                got = melee(a, [b_units[k] for k in g])
                cache[key] = got
            a_dead, b_dead, thr = got
            through += thr
            if a_dead:
                value += a.value
                lost_ids.add(a.obj.oid)
            else:
                theirs.append(a_power[ai])
            for k, dead in zip(g, b_dead, strict=True):
                if dead:
                    lost += 1
                    lost_ids.add(b_units[k].obj.oid)
                    # a chump block (the attacker lives) costs the whole creature: it
                    # could chump as well next turn, when the life matters more
                    value -= (trade_ratio if a_dead else max(trade_ratio, 1.0)) * b_units[k].value
        left = life - through
        theirs.sort(reverse=True)
        power = sum(theirs)
        nxt = power - sum(theirs[: max(ours - lost, 0)])
        cost = through * (0.1 + min((power / max(left, 1)) ** 2, 1.0))
        won = left > 0 and wins_back(lost_ids)
        return (float(left > 0), float(won), float(nxt < left), value - cost, -float(through))

    return score


def swing_back(view: PlayerView, a_units: list[Unit]) -> Callable[[set[int]], bool]:
    """A test of a combat's outcome: is our attack next turn lethal when ``dead`` die?

    ``dead``: the ids of the creatures (ours and theirs) this combat kills.
    Our creatures left untap and may attack (CR 502.3, 302.6: they have been ours since
    the turn began; defenders do not, CR 702.3b); their attackers stay tapped unless they
    have vigilance (CR 702.20b), so their untapped creatures left block
    (``board.lethal_through``). A lifelink attacker (CR 702.15b) gains them life: then
    no race is counted. Cheap when our power is short of their life: always False.
    """
    ours = [o for o in view.battlefield if o.info.is_creature and not view.keywords(o) & _DEFENDER]
    life = view.opponent_life
    power = sum(strike_power(view, o) for o in ours)
    if power < life or any(a.kw & LIFELINK for a in a_units):
        return lambda dead: False
    theirs = [o for o in view.opponent_battlefield if o.info.is_creature]

    def wins(dead: set[int]) -> bool:
        mine = [o for o in ours if o.oid not in dead]
        return lethal_through(view, mine, [o for o in theirs if o.oid not in dead], life)

    return wins


__all__ = [
    "LEAF_CAP",
    "Search",
    "Unit",
    "best_blocks",
    "block_value",
    "defend",
    "least_through",
    "may_block",
    "melee",
    "swing_back",
    "units",
]
