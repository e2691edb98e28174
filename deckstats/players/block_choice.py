"""Blocks for the heuristic player, and the attacker's division of its combat damage.

- **Blocks** (CR 509): blocks that kill the attacker and survive, then blocks that
  survive, then good trades, then gang blocks on an attacker no single creature stops,
  and chump blocks only to survive lethal damage (trample counted). The passes' answer
  is the start of the joint search (``players.blocks.best_blocks``), which scores it
  beside the other assignments and keeps the best.
- **Damage assignment** (CR 510.1c-d): kill the blockers that matter most, the rest on
  the player where trample allows it (CR 702.19b).

Attacks and the race arithmetic are ``players.combat``'s.

Layer: players (numbers from ``players.board``; the profile from ``players.profiles``).
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.engine.decisions import Decision
from deckstats.engine.state import GameObject
from deckstats.engine.view import PlayerView
from deckstats.players.blocks import best_blocks
from deckstats.players.board import (
    DEATHTOUCH,
    INDESTRUCTIBLE,
    MENACE,
    TRAMPLE,
    clocks,
    fight,
    lethal_to,
    racing,
    strike_power,
    threat,
)
from deckstats.players.profiles import Profile

#: The weight on our own blockers lost while we win the race even if this attack hits
#: us unblocked (``board.clocks``; we attack next, so a tie is ours): a creature traded
#: away slows the race we are winning, so a trade must take a creature clearly better
#: than ours (a 4/5 for one of two 3/3s, not a 2/2 for a 2/2). Mono-White aggro
#: mirror, 400 games, seed 27: the starting player wins 177 -> 198 with it.
RACING_TRADE: Final = 1.4
_KILL: Final = 0  # blocks that kill the attacker and survive
_SURVIVE: Final = 1  # blocks that survive
_TRADE: Final = 2  # trades the profile likes


class _Blocks:
    """The blocks being chosen: who may block whom, who blocks, who is used.

    Attributes:
        can: attacker id -> the ids of the creatures that may block it.
        attackers: the attacking creatures, most threatening first.
        racing: whether our clock is at least as fast as theirs (``board.racing``).
        ratio: the weight on our blockers lost: the profile's ``trade_ratio``, at
            least ``RACING_TRADE`` when we are ahead in the race once this attack has
            hit us unblocked (``board.clocks``).
        used: ids of the creatures already blocking.
        assign: attacker id -> the ids of its blockers.
    """

    def __init__(self, view: PlayerView, prof: Profile, pairs: Any) -> None:
        self.view = view
        self.prof = prof
        self.can: dict[int, list[int]] = {}
        for b, a in pairs:
            self.can.setdefault(a, []).append(b)
        attackers = [o for o in (view.obj(a) for a in self.can) if o is not None]
        attackers.sort(key=lambda o: -threat(view, o))
        self.attackers = attackers
        self.racing = racing(view)
        # The racer's creatures are its clock: ahead in the race (we attack next, so a
        # tie once this attack has hit us is ours), it trades only up.
        mine, theirs = clocks(view, sum(strike_power(view, a) for a in attackers))
        ahead = mine <= theirs
        self.ratio = max(prof.trade_ratio, RACING_TRADE) if ahead else prof.trade_ratio
        self.used: set[int] = set()
        self.assign: dict[int, list[int]] = {}

    def free(self, a: GameObject) -> list[GameObject]:
        """The creatures still free to block ``a``."""
        view = self.view
        out = []
        for b in self.can.get(a.oid, ()):
            if b not in self.used:
                o = view.obj(b)
                if o is not None:
                    out.append(o)
        return out

    def take(self, a: GameObject, blockers: list[GameObject]) -> None:
        """Block ``a`` with ``blockers``."""
        self.assign[a.oid] = [b.oid for b in blockers]
        self.used.update(b.oid for b in blockers)

    def _accepts(self, mode: int, a: GameObject, b: GameObject) -> bool:
        """Whether ``b`` blocking ``a`` is a block of kind ``mode``."""
        view = self.view
        a_dies, b_dies = fight(view, a, b)
        if mode == _TRADE:
            if not a_dies:
                return False
            good = threat(view, a) >= self.ratio * threat(view, b)
            return good or not self.racing
        return not (b_dies or (mode == _KILL and not a_dies))

    def single(self, mode: int) -> None:
        """One blocker per attacker, the least valuable that makes a ``mode`` block."""
        view = self.view
        for a in self.attackers:
            if a.oid in self.assign or view.keywords(a) & MENACE:
                continue
            best: GameObject | None = None
            for b in self.free(a):
                if not self._accepts(mode, a, b):
                    continue
                if best is None or threat(view, b) < threat(view, best):
                    best = b
            if best is not None:
                self.take(a, [best])

    def gang(self) -> None:
        """Two creatures kill an attacker no single one stops (CR 509.1a)."""
        view = self.view
        for a in self.attackers:
            if a.oid in self.assign:
                continue
            cand = self.free(a)
            if len(cand) < 2:
                continue
            cand.sort(key=lambda b: -view.power(b))
            pair = cand[:2]
            power = sum(max(view.power(b), 0) for b in pair)
            dt = any(view.keywords(b) & DEATHTOUCH for b in pair)
            if (
                not (dt or power >= view.toughness(a) - a.damage)
                or view.keywords(a) & INDESTRUCTIBLE
            ):
                continue
            dies = [b for b in pair if lethal_to(view, a, b)]
            lost = min((threat(view, b) for b in dies), default=0.0)
            a_pow = max(view.power(a), 0)
            kills_both = len(dies) == 2 and (
                view.keywords(a) & DEATHTOUCH
                or a_pow >= sum(view.toughness(b) - b.damage for b in pair)
            )
            if kills_both or threat(view, a) <= lost:
                continue
            self.take(a, pair)

    def through(self) -> int:
        """Combat damage that reaches us with the blocks chosen so far (trample counted)."""
        view = self.view
        n = 0
        for a in self.attackers:
            p = strike_power(view, a)
            bs = self.assign.get(a.oid)
            if not bs:
                n += p
            elif view.keywords(a) & TRAMPLE:
                tough = 0
                for b in bs:
                    o = view.obj(b)
                    if o is not None:
                        tough += (
                            1
                            if view.keywords(a) & DEATHTOUCH
                            else max(view.toughness(o) - o.damage, 0)
                        )
                n += max(p - tough, 0)
        return n

    def chumps(self) -> None:
        """Survive: chump the biggest unblocked attackers until the damage is not lethal."""
        view = self.view
        life = view.life
        if self.through() < life:
            return
        order = sorted(
            (a for a in self.attackers if a.oid not in self.assign),
            key=lambda o: -view.power(o),
        )
        for a in order:
            if self.through() < life:
                break
            cand = self.free(a)
            if not cand:
                continue
            need = 2 if view.keywords(a) & MENACE else 1
            if len(cand) < need:
                continue
            cand.sort(key=lambda b: threat(view, b))
            self.take(a, cand[:need])

    def answer(self) -> tuple[Any, ...]:
        """The chosen blocks as (blocker, attacker) pairs."""
        out = []
        for a_id, bs in self.assign.items():
            for b in bs:
                out.append((b, a_id))
        return tuple(out)


def choose_blockers(view: PlayerView, prof: Profile, decision: Decision) -> tuple[Any, ...]:
    """CR 509.1: survive lethal, take good blocks and trades, chump only when needed.

    The passes run in order, each on the attackers still unblocked, most threatening
    first, with the creatures still free: kill-and-survive blocks, surviving blocks,
    trades, gang blocks, then chump blocks while the damage left is lethal.

    Returns:
        (blocker, attacker) object id pairs, a subset of ``decision.options``.
    """
    blocks = _Blocks(view, prof, decision.options)
    blocks.single(_KILL)
    blocks.single(_SURVIVE)
    blocks.single(_TRADE)  # any trade when losing the race
    blocks.gang()
    blocks.chumps()
    return tuple(best_blocks(view, list(decision.options), blocks.ratio, blocks.assign))


def assign_damage(view: PlayerView, decision: Decision) -> Any:
    """Divide combat damage (CR 510.1c-d): kill the blockers that matter most.

    The rest goes on the player where trample allows it (CR 702.19b).
    """
    src = view.obj(decision.source)
    deathtouch = src is not None and bool(view.keywords(src) & DEATHTOUCH)
    opp = view.opponent_id
    best: Any = decision.options[0]
    best_score = -1.0
    for opt in decision.options:
        score = 0.0
        for who, n in opt:
            if who == opp:
                score += 0.9 * n
                continue
            o = view.obj(who)
            if o is None:
                continue
            if (deathtouch and n >= 1) or n >= view.toughness(o) - o.damage:
                score += threat(view, o) + 1.0
        if score > best_score:
            best, best_score = opt, score
    return best


__all__ = ["assign_damage", "choose_blockers"]
