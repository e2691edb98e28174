"""``ScriptedAgent`` (tests) and ``ReplayAgent`` (replays of a recorded decision log)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, cast

from deckstats.engine.decisions import PAYMENT, Decision
from deckstats.engine.errors import RulesError
from deckstats.engine.types import Rng
from deckstats.engine.view import PlayerView
from deckstats.players.base import BaseAgent


class ScriptedAgent:
    """Answers from a script of ``(kind, answer)`` pairs, else from a fallback agent.

    When asked a decision whose kind equals the kind of the next scripted pair, the pair
    is consumed and its answer returned; an answer may be a callable
    ``(view, decision) -> answer`` to compute it from the live position (object ids are
    only known once the game is built). Other decisions go to ``fallback`` (a
    ``BaseAgent``: it passes priority, keeps hands, blocks nothing, takes the automatic
    damage division, legend and payment). ``chooses_payment=True`` makes the engine
    ask it ``payment`` decisions.
    """

    name = "scripted"
    acts_only_in_main = False

    def __init__(
        self,
        script: Iterable[tuple[str, Any]] = (),
        fallback: Any | None = None,
        chooses_payment: bool = False,
    ) -> None:
        self.chooses_payment = chooses_payment
        self.script: list[tuple[str, Any]] = list(script)
        self.fallback = fallback if fallback is not None else BaseAgent()
        self.asked: list[tuple[str, Any]] = []

    def push(self, kind: str, answer: Any) -> None:
        """Append one scripted answer."""
        self.script.append((kind, answer))

    def decide(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """Answer from the script when the next entry's kind matches, else the fallback."""
        if self.script and self.script[0][0] == decision.kind:
            _, answer = self.script.pop(0)
            if callable(answer) and not isinstance(answer, type):
                answer = answer(view, decision)
        else:
            answer = self.fallback.decide(view, decision, rng)
        self.asked.append((decision.kind, answer))
        return answer


class ReplayAgent:
    """Replays player ``pid``'s answers from a recorded ``game.decisions`` log.

    The log's ``"agent"`` header entry restores the recorded agent's
    ``acts_only_in_main`` hint, so the engine asks exactly the same questions. The
    recorded agent chose payments (``chooses_payment``) exactly when the log holds a
    ``payment`` answer of its own (the engine asks whenever there is a choice). A kind
    mismatch means the replay diverged and raises ``RulesError``.
    """

    name = "replay"

    def __init__(self, decisions: Sequence[tuple[int, str, object]], pid: int) -> None:
        self.answers: list[tuple[str, object]] = []
        self.acts_only_in_main = False
        self.chooses_payment = False
        for who, kind, answer in decisions:
            if who != pid:
                continue
            if kind == "agent":
                agent_name, main_only = cast("tuple[str, object]", answer)
                self.name = f"replay:{agent_name}"
                self.acts_only_in_main = bool(main_only)
                continue
            if kind == PAYMENT:
                self.chooses_payment = True
            self.answers.append((kind, answer))
        self._i = 0

    def decide(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """Return the next recorded answer (checking the decision kind)."""
        if self._i >= len(self.answers):
            raise RulesError(f"replay: no recorded answer left for {decision.kind}")
        kind, answer = self.answers[self._i]
        self._i += 1
        if kind != decision.kind:
            raise RulesError(f"replay diverged: recorded {kind}, asked {decision.kind}")
        return answer


AnswerFn = Callable[[PlayerView, Decision], Any]
