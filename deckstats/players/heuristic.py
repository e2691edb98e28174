"""Heuristic players that interact: ``aggro``, ``midrange`` and ``control`` (issue 17).

One agent class, three profiles (``players.profiles``: data, not copied agents). The
main-phase mana plan (which land, which spells in which order so no mana is wasted) is
the goldfish's (``GoldfishAgent``), fed only the options the profile wants cast now;
everything that touches the opponent is decided from what the ``PlayerView`` shows, in
the modules this agent reads like a table of contents of:

- ``players.board``: threat, fights, the race (pure board reading);
- ``players.combat``: attacks, the race, combat tricks;
- ``players.block_choice``: blocks, damage assignment;
- ``players.threats``: what a permanent does to the race, our attacks, its engine value;
- ``players.targeting``: targets; ``players.removal``: removal choices, ward;
- ``players.counters``: counterspells by threat, pitch costs, win conditions;
- ``players.burn``: burn at the face, lethal burn lines;
- ``players.timing``: what to cast in the main phase and at instant speed;
- ``players.activations``: activated abilities at instant speed (save, sacrifice, ping);
- ``players.facts``: per-card facts (roles) computed once per card.

Every tie-break draws from the agent's own seeded stream (ARCHITECTURE.md, Determinism).
"""

from __future__ import annotations

from typing import Any, Final

from mypy_extensions import mypyc_attr

from deckstats.engine.actions import PASS, PlayLand
from deckstats.engine.decisions import (
    BOTTOM,
    DAMAGE,
    MULLIGAN,
    MULLIGAN_SCRY,
    PRIORITY,
    SACRIFICE,
    Decision,
)
from deckstats.engine.types import Rng, Step
from deckstats.engine.view import PlayerView
from deckstats.players.activations import discard_key
from deckstats.players.base import BaseAgent
from deckstats.players.block_choice import assign_damage, choose_blockers
from deckstats.players.board import fight, sweep_value, threat
from deckstats.players.burn import DECISION_MEMO, lethal_burn
from deckstats.players.chain_guard import without_copied_back
from deckstats.players.combat import choose_attackers
from deckstats.players.counters import legend_ok, pitch_choice
from deckstats.players.facts import card_roles
from deckstats.players.goldfish import GoldfishAgent
from deckstats.players.mulligan import DEFAULT_POLICY, MulliganPolicy
from deckstats.players.profiles import PROFILES, Profile, auto_profile
from deckstats.players.reading import action_effects, harmful
from deckstats.players.removal import best_removal, crowds_out_creature, ward_payable
from deckstats.players.targeting import aim_abilities, trigger_targets
from deckstats.players.timing import instant_speed, main_phase_keep, priority_wanted

#: The decisions the keep policy answers (``mulligan_policy``, set by ``--keep``).
_KEEP_KINDS: Final = (MULLIGAN, BOTTOM, MULLIGAN_SCRY)

#: Former private names, still imported by card tests (``_harmful``, ``_ward_payable``).
_harmful = harmful
_ward_payable = ward_payable


@mypyc_attr(allow_interpreted_subclasses=True)
class HeuristicAgent(BaseAgent):
    """An interacting player with a ``Profile`` (``get_agent("aggro")`` and friends)."""

    acts_only_in_main = False
    #: Engine speed hint (``Agent``): a land play, when there is one, is always its main-phase
    #: answer (``on_priority`` hands it to the goldfish's ``choose_land``).
    plays_land_first = True

    def __init__(
        self, profile: str = "midrange", mulligan: MulliganPolicy = DEFAULT_POLICY
    ) -> None:
        super().__init__(mulligan)
        if profile not in PROFILES:
            raise KeyError(f"unknown profile {profile!r}; known: {', '.join(sorted(PROFILES))}")
        #: The profile's name (``auto`` reports the one it picked here).
        self.profile = profile
        self.params = PROFILES[profile]
        self.name = profile
        self.planner = GoldfishAgent(mulligan)

    def decide(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """Interaction here; planning decisions (land, search, scry...) as the goldfish."""
        kind = decision.kind
        if kind == PRIORITY:
            return self.on_priority(view, decision, rng)
        if kind == "attackers":
            return self.on_attackers(view, decision, rng)
        if kind == "blockers":
            return self.on_blockers(view, decision, rng)
        if kind == "targets":
            return self.on_targets(view, decision, rng)
        if kind == "discard":
            return self.on_discard(view, decision, rng)
        if kind == "pay_unless":
            return True
        if kind == DAMAGE:
            return self.on_damage_assignment(view, decision, rng)
        if kind == SACRIFICE:
            pitched = pitch_choice(view, decision)  # CR 118.9: never the last win condition
            if pitched is not None:
                return pitched
        if kind in _KEEP_KINDS:
            # CR 103.5: this agent's keep policy (``--keep``), not the planner's default
            return BaseAgent.decide(self, view, decision, rng)
        return self.planner.decide(view, decision, rng)

    def on_priority(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """Main phase: removal and lethal burn first, then the goldfish's mana plan.

        The burn arithmetic is read once for the whole decision (``burn.DECISION_MEMO``).
        """
        DECISION_MEMO.start()
        try:
            return self._on_priority(view, decision, rng)
        finally:
            DECISION_MEMO.stop()

    def _on_priority(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """``on_priority`` inside its decision memo."""
        options = decision.options
        step = view.step
        main = (
            view.active == view.pid
            and view.stack_size == 0
            and (step is Step.PRECOMBAT_MAIN or step is Step.POSTCOMBAT_MAIN)
        )
        if not main:
            return instant_speed(view, self.params, options, rng)
        if any(type(a) is PlayLand for a in options):
            return self.planner.on_priority(view, decision, rng)
        lethal = lethal_burn(view, options, attack=step is Step.PRECOMBAT_MAIN)
        if lethal is not None:
            return lethal
        options = without_copied_back(view, options)  # Chain Lightning: not into open red
        removal = best_removal(view, self.params, options, True, rng)
        if removal is not None and not crowds_out_creature(view, removal, options):
            return removal
        keep = legend_ok(view, aim_abilities(view, main_phase_keep(view, self.params, options)))
        if not keep:
            return PASS
        return self.planner.on_priority(view, Decision(PRIORITY, keep, canon=decision.canon), rng)

    def wants_priority(self, view: PlayerView) -> bool:
        """Engine speed hint (``Agent``): False when it would pass priority now."""
        return priority_wanted(view, self.params)

    def on_attackers(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """CR 508.1: attack when the race or the trade favours us (``combat``)."""
        return choose_attackers(view, self.params, decision)

    def on_blockers(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """CR 509.1: survive lethal, take good blocks and trades (``combat``)."""
        return choose_blockers(view, self.params, decision)

    def on_damage_assignment(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """Divide combat damage (CR 510.1c-d): kill the blockers that matter most."""
        return assign_damage(view, decision)

    def on_targets(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """Triggered abilities' targets (CR 603.3d): harm theirs, help ours."""
        return trigger_targets(view, decision, rng)

    def on_discard(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """Discard the cards we can use least: extra lands late, uncastable spells."""
        objs = [(i, view.obj(i)) for i in decision.options]
        lands_in_play = sum(1 for o in view.battlefield if o.info.is_land)
        objs.sort(key=lambda t: discard_key(view, t[1], lands_in_play))
        return tuple(i for i, _ in objs[: decision.min_n])


class AutoAgent(HeuristicAgent):
    """``auto``: the profile ``auto_profile`` picks for the deck (``prepare(deck)``)."""

    def __init__(self) -> None:
        super().__init__("midrange")
        self.name = "auto"

    def prepare(self, deck: Any) -> str:
        """Choose the profile for ``deck`` and return its name."""
        prof = auto_profile(list(deck))
        self.profile = prof
        self.params = PROFILES[prof]
        return prof


__all__ = [
    "PROFILES",
    "AutoAgent",
    "HeuristicAgent",
    "Profile",
    "action_effects",
    "auto_profile",
    "card_roles",
    "fight",
    "sweep_value",
    "threat",
]
