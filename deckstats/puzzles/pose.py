"""Pose a puzzle to an agent through the engine's own decisions, and name its answer.

The position is built (``build``), then the engine runs the procedure that leads to
the decision (the combat phase, a mulligan, a step's priority), calling ``Game.ask``
as in a real game; the agent under test answers through its ``PlayerView`` only. The
probe wrapped around it stops the game at the posed decision and names the answer:

- ``attackers``: the attacking labels sorted and joined by ``", "``; ``none``.
- ``blockers``: ``"Blocker > Attacker"`` pairs sorted and joined by ``", "``; ``none``.
- ``damage``: ``"Label:n"`` per recipient in the offered order (``opp`` for the player).
- ``priority``: ``pass``; ``cast Card``, ``cast Card -> target, target`` (``me``,
  ``opp`` or a label; a spell on the stack by its card name); ``activate Label``
  (``-> targets``); ``play Land``. The question is the player's first priority in the
  puzzle's step; an agent the engine does not ask there (its ``wants_priority`` hint
  said it would pass) answers ``pass``. Its priority elsewhere (other steps, or any
  step of a puzzle posing another decision) is passed for it.
- ``mulligan``: ``keep`` or ``mulligan``.
- ``targets``: the chosen targets' labels joined by ``", "`` (a triggered ability's
  targets, CR 603.3d: my ``casts`` spell is cast first, in my main phase).

Layer: puzzles.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import Any

from deckstats.engine import stack, turn
from deckstats.engine.actions import PASS, ActivateAbility, CastSpell, PlayLand
from deckstats.engine.combat import run_combat
from deckstats.engine.decisions import Decision
from deckstats.engine.game import GameOver
from deckstats.engine.types import Step
from deckstats.engine.view import PlayerView
from deckstats.puzzles.build import (
    ME,
    OPP,
    Position,
    card_def,
    cast_action,
    new_game,
    opponent_script,
    pairs,
    place_side,
)
from deckstats.puzzles.model import ASKS, Puzzle

_STEP = {
    "main": Step.PRECOMBAT_MAIN,
    "main2": Step.POSTCOMBAT_MAIN,
    "declare_attackers": Step.DECLARE_ATTACKERS,
    "declare_blockers": Step.DECLARE_BLOCKERS,
    "end": Step.END,
}


class _StopError(Exception):
    """Raised by the probe once the posed decision is answered (unwinds the engine)."""


@dataclass(frozen=True, slots=True)
class Posed:
    """What the agent answered to a puzzle.

    Attributes:
        answer: the answer's label (``pose`` module docstring).
        options: the labels of the decision's options (for choose-N decisions, the
            labels of its single options: creatures, or block pairs); empty when the
            agent was not asked (``pass`` by the engine's hint).
        asked: whether the engine asked the posed decision.
    """

    answer: str
    options: tuple[str, ...]
    asked: bool


class Probe:
    """Wraps the agent under test: forwards its decisions, stops at the posed one."""

    name = "probe"
    acts_only_in_main = False

    def __init__(self, inner: Any, kind: str, step: Step | None, forced: dict[str, Any]) -> None:
        self.inner = inner
        self.kind = kind
        self.step = step
        self.forced = forced
        self.decision: Decision | None = None
        self.answer: Any = None
        self.chooses_payment = False

    def wants_priority(self, view: PlayerView) -> bool:
        """The inner agent's engine hint, in the posed step only (else the probe passes)."""
        if self.kind != "priority" or view.step is not self.step:
            return False
        hint = getattr(self.inner, "wants_priority", None)
        return True if hint is None else bool(hint(view))

    def decide(self, view: PlayerView, decision: Decision, rng: Any) -> Any:
        """Forced answers first; the posed decision is answered by the agent, then stops."""
        kind = decision.kind
        if kind in self.forced:
            return self.forced.pop(kind)
        if kind == "priority" and (self.kind != "priority" or view.step is not self.step):
            return PASS
        answer = self.inner.decide(view, decision, rng)
        if kind == self.kind:
            self.decision, self.answer = decision, answer
            raise _StopError
        return answer


def _targets(pos: Position, targets: tuple[tuple[int, ...], ...]) -> str:
    flat = [pos.label(t) for group in targets for t in group]
    return f" -> {', '.join(flat)}" if flat else ""


def action_label(pos: Position, action: Any) -> str:
    """The label of a priority action (``pose`` module docstring)."""
    if action == PASS:
        return "pass"
    if isinstance(action, CastSpell):
        name = pos.game.objects[action.oid].card.name
        x = f" x={action.x}" if action.x else ""
        return f"cast {name}{x}{_targets(pos, action.targets)}"
    if isinstance(action, ActivateAbility):
        return f"activate {pos.label(action.oid)}{_targets(pos, action.targets)}"
    if isinstance(action, PlayLand):
        return f"play {pos.game.objects[action.oid].card.name}"
    return repr(action)


def answer_label(pos: Position, kind: str, answer: Any) -> str:
    """The label of an answer to a decision of ``kind``."""
    if kind == "attackers":
        return ", ".join(sorted(pos.label(a) for a in answer)) or "none"
    if kind == "blockers":
        return ", ".join(sorted(f"{pos.label(b)} > {pos.label(a)}" for b, a in answer)) or "none"
    if kind == "damage_assignment":
        return ", ".join(f"{pos.label(r)}:{n}" for r, n in answer)
    if kind == "mulligan":
        return "keep" if answer else "mulligan"
    if kind == "targets":
        return ", ".join(pos.label(t) for group in answer for t in group) or "none"
    return action_label(pos, answer)


def option_labels(pos: Position, decision: Decision) -> tuple[str, ...]:
    """Labels of a decision's options: single choices for choose-N kinds."""
    kind = decision.kind
    if kind == "attackers":
        return tuple(pos.label(a) for a in decision.options)
    if kind == "blockers":
        return tuple(f"{pos.label(b)} > {pos.label(a)}" for b, a in decision.options)
    return tuple(answer_label(pos, kind, o) for o in decision.options)


def _forced(pos: Position, puzzle: Puzzle) -> dict[str, Any]:
    """My attacks and blocks that the puzzle fixes (``"none"``: no attack or block)."""
    forced: dict[str, Any] = {}
    me = puzzle.me
    if me.attacks:
        forced["attackers"] = tuple(pos.oid(x, puzzle.where) for x in me.attacks if x != "none")
    if me.blocks:
        forced["blockers"] = pairs(pos, me.blocks, puzzle.where)
    if me.casts:
        forced["priority"] = cast_action(pos, ME, me.casts, puzzle.where)
    return forced


def _run(pos: Position, puzzle: Puzzle) -> None:
    """The procedure leading to the posed decision."""
    g = pos.game
    if puzzle.ask == "mulligan":
        turn.mulligan(g, ME)
        return
    step = _STEP[puzzle.step] if puzzle.ask == "priority" else Step.PRECOMBAT_MAIN
    combat = puzzle.ask in ("attackers", "blockers", "damage")
    if combat or step in (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS):
        run_combat(g)
        return
    g.enter_step(step)
    stack.priority(g)


def pose(puzzle: Puzzle, agent: Any, hints: bool = True) -> Posed:
    """Build ``puzzle``, run it with ``agent`` as player 0 and return its answer.

    With ``hints=False`` the engine asks whenever the player has a real option, ignoring
    the agents' ``wants_priority`` promises (the suite's well-formedness check).
    """
    kind = ASKS[puzzle.ask]
    step = _STEP[puzzle.step] if kind == "priority" else None
    probe = Probe(agent, kind, step, {})
    opp_agent: Any = None
    g = new_game(puzzle, (probe, _Deferred(lambda: opp_agent)), hints=hints)
    pos = Position(g)
    place_side(pos, ME, puzzle.me, hand_on_top=puzzle.ask == "mulligan")
    place_side(pos, OPP, puzzle.opp, hand_on_top=False)
    opp_agent = opponent_script(pos, puzzle)
    probe.forced = _forced(pos, puzzle)
    prepare = getattr(agent, "prepare", None)
    if callable(prepare):
        deck = puzzle.me.deck or [o.card.name for o in g.objects.values() if o.owner == ME]
        prepare([card_def(n) for n in deck])
    with contextlib.suppress(_StopError, GameOver):
        _run(pos, puzzle)
    if probe.decision is None:
        return Posed("pass" if kind == "priority" else "(not asked)", (), False)
    return Posed(answer_label(pos, kind, probe.answer), option_labels(pos, probe.decision), True)


class _Deferred:
    """The opponent's agent, made once the position exists (its script names objects)."""

    name = "scripted"
    acts_only_in_main = False

    def __init__(self, get: Any) -> None:
        self.get = get

    def decide(self, view: PlayerView, decision: Decision, rng: Any) -> Any:
        """Answer with the opponent's scripted agent."""
        return self.get().decide(view, decision, rng)


__all__ = ["OPP", "Posed", "Probe", "action_label", "answer_label", "option_labels", "pose"]
