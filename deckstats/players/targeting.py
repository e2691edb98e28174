"""Targeting: which targets a spell or ability of the heuristic player should take.

The heuristic's scorer (``target_score``) harms the opponent's side and helps its own,
weighting the opponent's permanents by ``threats.assess`` (the flier we cannot block,
the blocker walling our attacker, the pinger...) and damage a creature survives as a
chip (CR 704.5g); it also aims triggers (CR 603.3d) and activated abilities, and checks
that an ability costing a card is worth the card (CR 118.3, 602.2). Which removal to
cast, and ward (CR 702.21a), are ``players.removal``'s; the goldfish's targets (an empty
board: burn at the face, buffs on an attacker) are ``players.goldfish_targets``'s.

Layer: players (board reading from ``players.board``, card facts from ``players.facts``).
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.model import CardDef
from deckstats.engine.actions import ActivateAbility, CastSpell
from deckstats.engine.decisions import Decision
from deckstats.engine.state import GameObject
from deckstats.engine.types import FIRST_OBJECT_ID, Rng, Step, Zone
from deckstats.engine.view import PlayerView
from deckstats.players.board import graveyard_matters, threat
from deckstats.players.facts import AB_EXILES_GRAVEYARD, AB_TAPS, ability_facts
from deckstats.players.reading import action_effects, amount, draws, harmful, targeted
from deckstats.players.removal import removes
from deckstats.players.threats import assess, escapes, feeds_back

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
DealDamage: Final = fx.DealDamage
DealDamageDivided: Final = fx.DealDamageDivided
Destroy: Final = fx.Destroy
Exile: Final = fx.Exile
Reanimate: Final = fx.Reanimate
SearchLibrary: Final = fx.SearchLibrary


def target_score(view: PlayerView, effects: tuple[Any, ...], targets: Any) -> float:
    """Threat harmed on their side plus threat helped on ours, minus the reverse.

    Args:
        view: the choosing player's view.
        effects: the spell's or ability's effects (their target groups in text order).
        targets: one target group (object or player ids) per targeted effect.

    Returns:
        The sum over targets of 1 + threat (1 for a player), positive when a harmful
        effect hits the opponent's side or a helpful one ours, negative otherwise; a
        reanimation counts the creature's power whichever graveyard it comes from.
    """
    owners = targeted(effects)
    me = view.pid
    score = 0.0
    for eff, group in zip(owners, targets, strict=False):
        hurts = harmful(eff)
        for t in group:
            if t < FIRST_OBJECT_ID:
                mine = t == me
                val = 1.0
            else:
                o = view.obj(t)
                if o is None:
                    continue
                mine = o.controller == me
                val = 1.0 + (threat(view, o) if mine else assess(view, o))
                if hurts and not mine and _chip(view, eff, o, group.count(t)):
                    val = CHIP  # damage it survives: worth less than a point at the face
                if hurts and not mine and escapes(o.card):
                    val = 0.0  # Mogg Fanatic: sacrificed in response (CR 608.2b)
                elif hurts and not mine and type(eff) is DealDamage and feeds_back(o.card):
                    val += 1.0  # Jackal Pup: the damage reaches its controller too
                if isinstance(eff, Reanimate):
                    # CR 110.2a: it enters under our control, whoever's graveyard it is in
                    score += 1.0 + (o.card.power or 0)
                    continue
            score += (-val if mine else val) if hurts else (val if mine else -val)
    return score


#: The worth of damage a creature survives (a ping at a 4/4), below a point at the face.
CHIP: Final = 0.3


def _chip(view: PlayerView, eff: Any, o: GameObject, times: int) -> bool:
    """Whether damage ``eff`` leaves creature ``o`` alive (``x`` read as 0; CR 704.5g)."""
    if not isinstance(eff, (DealDamage, DealDamageDivided)) or not o.info.is_creature:
        return False
    return not removes(view, eff, o, 0, times)


def best_option(view: PlayerView, effects: tuple[Any, ...], options: Any, rng: Rng) -> Any:
    """The best-scoring target option, ties broken uniformly from the agent's stream."""
    best: Any = options[0]
    best_score = -1e9
    ties = 0
    for opt in options:
        sc = target_score(view, effects, opt)
        if sc > best_score:
            best, best_score, ties = opt, sc, 1
        elif sc == best_score:
            ties += 1
            if int(rng.integers(ties)) == 0:
                best = opt
    return best


def trigger_targets(view: PlayerView, decision: Decision, rng: Rng) -> Any:
    """Targets of a trigger, a storm copy or a spell cast without paying (CR 603.3d).

    The trigger is the source's one whose target count fits the options.
    """
    src = view.obj(decision.source) if decision.source else None
    options = decision.options
    effects: tuple[Any, ...] = ()
    if src is not None:
        n = len(options[0])
        if src.zone is Zone.STACK or src.zone is Zone.EXILE:
            # A storm copy's targets (CR 702.40a) or a spell cast without paying
            # (cascade, suspend): the spell's own effects.
            effects = src.info.spell
        for trig in () if effects else src.info.triggers:
            if len(targeted(trig.effect)) == n:
                effects = trig.effect
                break
    if not effects:
        return options[0]
    return best_option(view, effects, options, rng)


def ok_targets(view: PlayerView, card: CardDef, a: CastSpell) -> bool:
    """Whether the cast's targets do more good than harm (no targets: yes)."""
    if not a.targets:
        return True
    return target_score(view, action_effects(card, a.modes), a.targets) > 0


def ability_ok(view: PlayerView, a: ActivateAbility) -> bool:
    """Activated abilities: harmful ones aimed at the opponent's side only.

    Graveyard hate (Tormod's Crypt, Relic of Progenitus) waits until the opponent's
    graveyard holds something worth exiling (``graveyard_matters``).
    """
    o = view.obj(a.oid)
    if o is None:
        return not a.targets
    ab = o.info.abilities[a.index]
    bits = ability_facts(ab)[0]
    if bits & AB_EXILES_GRAVEYARD and not graveyard_matters(view):
        return False
    if not card_cost_ok(view, o, a):
        return False
    if not a.targets:
        return True
    tapper = o if ab.cost.tap else None
    if bits & AB_TAPS and not taps_a_blocker(view, tapper):
        return False
    return target_score(view, ab.effect, a.targets) > 0


def taps_a_blocker(view: PlayerView, tapper: GameObject | None = None) -> bool:
    """Whether tapping an opponent's creature in our main phase clears an attacker's way.

    Before combat, with a creature of ours able to attack (CR 509.1a: a tapped creature
    cannot block) other than ``tapper``, the creature the ability taps as its cost.

    After combat, or with nothing to attack, the creature untaps in its controller's
    untap step before it can attack or block (CR 502.3): Giant Killer's {1}{W},{T}
    spent there taps our Giant Killer and two mana for nothing.
    """
    if view.step is not Step.PRECOMBAT_MAIN or view.active != view.pid:
        return False
    return any(
        o.info.is_creature and o is not tapper and view.can_attack(o) for o in view.battlefield
    )


def card_cost_ok(view: PlayerView, o: GameObject, a: ActivateAbility) -> bool:
    """Whether an ability that costs a card is worth that card now (CR 118.3, 602.2).

    A creature sacrificed (or exiled) as the cost, or a card discarded, is a card given
    up: Mogg Fanatic's ping at the face or Seasoned Hallowblade's discard for nothing in
    a main phase throw it away. Such an ability is used when it gets more than the card
    back: a land searched (Sakura-Tribe Elder), as many cards drawn as discarded, a
    damage ability that kills a creature of theirs worth at least ours (CR 704.5g) or
    whose face damage is lethal (CR 704.5a). The rest waits for instant speed
    (``players.activations``: in combat or in response, when the creature dies anyway).
    """
    ab = o.info.abilities[a.index]
    cost = ab.cost
    if cost.discard:
        return draws(ab.effect, a.x) >= cost.discard
    if not (cost.sacrifice_self or cost.exile_self) or not o.info.is_creature:
        return True
    if any(isinstance(e, SearchLibrary) for e in ab.effect):
        return True
    return pays_for_itself(view, o, ab.effect, a)


def pays_for_itself(view: PlayerView, src: GameObject, effects: Any, a: ActivateAbility) -> bool:
    """Whether a creature's sacrifice ability kills a better creature or deals lethal.

    ``src``: the creature given up; ``a``: the activation (its targets, in text order).
    """
    opp = view.opponent_id
    worth = threat(view, src)
    for eff, group in zip(targeted(effects), a.targets, strict=False):
        if not isinstance(eff, (DealDamage, Destroy, Exile)):
            continue
        for t in group:
            if t < FIRST_OBJECT_ID:
                if t == opp and amount(getattr(eff, "amount", 0), a.x) >= view.opponent_life:
                    return True
                continue
            c = view.obj(t)
            if (
                c is not None
                and c.controller == opp
                and c.info.is_creature
                and removes(view, eff, c, a.x)
                and assess(view, c) >= worth
            ):
                return True
    return False


def aim_abilities(view: PlayerView, options: list[Any]) -> list[Any]:
    """Keep, of each targeted activated ability, only its best-aimed activation.

    The goldfish's mana plan then activates it at the target ``target_score`` prefers
    (a ping at the X/1 it kills rather than at a 4/4 it does not, CR 704.5g); other
    options pass through in their order.
    """
    best: dict[tuple[int, int], tuple[float, Any]] = {}
    for a in options:
        if type(a) is ActivateAbility and a.targets:
            o = view.obj(a.oid)
            if o is None:
                continue
            sc = target_score(view, o.info.abilities[a.index].effect, a.targets)
            key = (a.oid, a.index)
            if key not in best or sc > best[key][0]:
                best[key] = (sc, a)
    if not best:
        return options
    chosen = {id(a) for _, a in best.values()}
    return [
        a for a in options if type(a) is not ActivateAbility or not a.targets or id(a) in chosen
    ]


__all__ = [
    "ability_ok",
    "aim_abilities",
    "best_option",
    "ok_targets",
    "target_score",
    "trigger_targets",
]
