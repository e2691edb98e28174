"""``RandomAgent``: uniform over the legal options of every decision (the baseline).

The reference point the sanity experiments beat: every priority decision, attack and
block is a uniform draw from the agent's own seeded stream (ARCHITECTURE.md, Determinism). A
choose-N
decision draws the size uniformly in ``[min_n, max_n]``, then a uniform subset of that
size. Only the mulligan is not random (it keeps every hand): a random mulligan would
mostly measure how often the baseline throws hands away.
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards.model import Keyword
from deckstats.engine.decisions import BLOCKERS, Decision
from deckstats.engine.types import Rng
from deckstats.engine.view import PlayerView
from deckstats.players.base import BaseAgent


class RandomAgent(BaseAgent):
    """Uniform over legal options (keeps every opening hand)."""

    name = "random"
    acts_only_in_main = False

    def decide(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """A uniform legal answer."""
        kind = decision.kind
        if kind == "mulligan":
            return True
        opts = decision.options
        if decision.pick_one:
            return opts[int(rng.integers(len(opts)))]
        if kind == BLOCKERS:
            return random_blocks(view, opts, rng)
        n = int(rng.integers(decision.min_n, decision.max_n + 1))
        if n == 0:
            return ()
        idx = rng.choice(len(opts), size=n, replace=False)
        return tuple(opts[int(i)] for i in sorted(idx))


_MENACE: Final = int(Keyword.MENACE)


def random_blocks(view: PlayerView, pairs: Any, rng: Rng) -> tuple[Any, ...]:
    """A random legal block (CR 509.1a).

    Each blocker blocks nothing or one attacker it can block, uniformly; a menace
    attacker blocked by one creature is left unblocked (CR 702.111b).
    """
    by_blocker: dict[int, list[Any]] = {}
    for pair in pairs:
        by_blocker.setdefault(pair[0], []).append(pair)
    chosen: list[Any] = []
    for b in sorted(by_blocker):
        choices = by_blocker[b]
        k = int(rng.integers(len(choices) + 1))
        if k < len(choices):
            chosen.append(choices[k])
    count: dict[int, int] = {}
    for _, a in chosen:
        count[a] = count.get(a, 0) + 1
    out = []
    for b, a in chosen:
        o = view.obj(a)
        if count[a] == 1 and o is not None and view.keywords(o) & _MENACE:
            continue
        out.append((b, a))
    return tuple(out)
