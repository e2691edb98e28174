"""Targets for the goldfish: a plan against an empty board (burn at the face, buffs).

The goldfish's target score (``goldfish_target_score``) never harms its own side nor
helps the opponent's; the opponent's face is worth a little more than a creature, and a
power buff on a creature that can attack now more still. ``goldfish_best_targets``
chooses among a spell's casts as they will resolve (kicked, CR 702.33d; an Aura's
effect), never one that would draw the deck out (CR 121.4, 704.5b).

Layer: players (card facts from ``players.facts``, the guards from ``players.guards``).
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.engine.actions import CastSpell
from deckstats.engine.info import card_info
from deckstats.engine.kinds import TypeIndex
from deckstats.engine.types import Step
from deckstats.engine.view import PlayerView
from deckstats.players.board import seen
from deckstats.players.facts import FACTS
from deckstats.players.guards import decks_itself, own_charge_hits
from deckstats.players.kicked import kicked_effects
from deckstats.players.reading import GOLDFISH_HARMFUL, adds_power, aura_effect


def goldfish_target_score(view: PlayerView, effects: tuple[Any, ...], targets: Any) -> float:
    """The goldfish's target score: harm at the opponent, help (a buff) on an attacker.

    A harmful effect on our side or a helpful one on theirs costs 5 points (never
    chosen when something else is legal); the opponent's face is worth a little more
    than a creature, and a power buff on a creature that can attack now 2 more.
    """
    owners = FACTS.spec_effects(effects)
    score = 0.0
    me = view.pid
    precombat = view.step is Step.PRECOMBAT_MAIN
    for eff, group in zip(owners, targets, strict=False):
        hurts = _GOLDFISH_HURTS.holds(eff)
        revives = _REANIMATES.holds(eff)
        for t in group:
            if t < 2:
                mine = t == me
                bonus = 0.5 if not mine else 0.0
            else:
                o = view.obj(t)
                if o is not None and revives:
                    # CR 110.2a: it enters under our control, from either graveyard
                    score += 1 + 0.5 * (o.card.power or 0)
                    continue
                mine = o is not None and o.controller == me
                bonus = 0.1 * view.power(o) if o is not None else 0.0
                if precombat and o is not None and mine and adds_power(eff) and view.can_attack(o):
                    bonus += 2.0  # a power buff on an attacker adds damage this turn
            if hurts:
                score += -5 if mine else 1 + bonus
            else:
                score += 1 + bonus if mine else -5
    return score


#: ``goldfish_target_score``'s type tests, answered once per effect type (``engine.kinds``).
_GOLDFISH_HURTS: Final = TypeIndex(*GOLDFISH_HARMFUL)
_REANIMATES: Final = TypeIndex(fx.Reanimate)


def goldfish_targets_ok(view: PlayerView, effects: tuple[Any, ...], targets: Any) -> bool:
    """Whether the goldfish would aim ``effects`` at ``targets`` (nothing of ours harmed)."""
    return goldfish_target_score(view, effects, targets) > -1


def goldfish_best_targets(view: PlayerView, acts: list[CastSpell]) -> CastSpell | None:
    """Choose the option whose targets suit the effects (face for burn); None if all bad."""
    best: CastSpell | None = None
    best_score = -1e9
    for a in acts:
        card = seen(view, a.oid).card
        info = card_info(card)
        effects: tuple[Any, ...] = info.spell
        if info.modal is not None:
            effects = tuple(e for e in effects if e is not info.modal)
            for m in a.modes:
                effects += info.modal.modes[m]
        if info.is_aura:
            effects = (aura_effect(card),)  # Rancor on ours, Pacifism on theirs
        if info.costs:
            effects = kicked_effects(effects, a.kicks)  # CR 702.33d: as it will resolve
        s = goldfish_target_score(view, effects, a.targets) + a.x * 0.01
        if a.x or info.cast_triggers:
            s -= 0.05 * own_charge_hits(view, card, a.x)  # Chalice: an X our deck lacks
        if decks_itself(view, effects, a.x):
            continue  # never draw into a loss by decking (CR 121.4, 704.5b)
        if s > best_score:
            best, best_score = a, s
    return best if best_score > -1 else None


def goldfish_best_option(view: PlayerView, effects: tuple[Any, ...], options: Any) -> Any:
    """The first best-scoring target option for the goldfish (no tie-break draw)."""
    best = options[0]
    best_score = -1e9
    for t in options:
        sc = goldfish_target_score(view, effects, t)
        if sc > best_score:
            best, best_score = t, sc
    return best


__all__ = [
    "goldfish_best_option",
    "goldfish_best_targets",
    "goldfish_target_score",
    "goldfish_targets_ok",
]
