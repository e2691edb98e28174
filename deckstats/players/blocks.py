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
that a greedy start is improved one blocker at a time (the search and the damage
arithmetic of one block are ``players.block_search``).

Layer: players (numbers from ``players.board``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from deckstats.cards.model import Keyword
from deckstats.engine.state import GameObject
from deckstats.engine.view import PlayerView
from deckstats.players.block_search import Search, Unit, may_block, melee, units
from deckstats.players.board import (
    DOUBLE_STRIKE,
    LIFELINK,
    MENACE,
    lethal_through,
    strike_power,
)

_DEFENDER: Final = int(Keyword.DEFENDER)


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
    "best_blocks",
    "block_value",
    "defend",
    "least_through",
    "swing_back",
]
