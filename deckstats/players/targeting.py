"""Targeting: which targets a spell or ability should take, and which removal to cast.

Two scorers, one per agent. The heuristic's (``target_score``) harms the opponent's
side and helps its own, weighting the opponent's permanents by ``threats.assess`` (the
flier we cannot block, the blocker walling our attacker, the pinger...) and damage a
creature survives as a chip; it also chooses the removal or burn spell that kills the
biggest threat (``best_removal``; burn at the face is ``players.burn``) and checks
ward (``ward_payable``). The goldfish's (``goldfish_target_score``) plays against an
empty board: burn at the face, buffs on an attacker.

Layer: players (board reading from ``players.board``, card facts from ``players.facts``).
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.model import CardDef
from deckstats.cards.modifiers import Ward
from deckstats.engine.actions import ActivateAbility, CastSpell
from deckstats.engine.decisions import Decision
from deckstats.engine.info import card_info
from deckstats.engine.kinds import TypeIndex
from deckstats.engine.state import GameObject
from deckstats.engine.types import FIRST_OBJECT_ID, Rng, Step, Zone
from deckstats.engine.view import PlayerView
from deckstats.players.board import (
    INDESTRUCTIBLE,
    graveyard_matters,
    seen,
    threat,
)
from deckstats.players.burn import alt_sacrifice, burn_face_now, decides_race
from deckstats.players.evaluate import kicked_effects
from deckstats.players.facts import (
    AB_EXILES_GRAVEYARD,
    AB_TAPS,
    FACTS,
    R_BURN,
    R_CREATURE,
    R_INSTANT,
    R_REMOVAL,
    ability_facts,
    card_roles,
)
from deckstats.players.guards import decks_itself, own_charge_hits
from deckstats.players.profiles import Profile
from deckstats.players.reading import (
    GOLDFISH_HARMFUL,
    action_effects,
    adds_power,
    amount,
    aura_effect,
    draws,
    harmful,
    targeted,
)
from deckstats.players.threats import assess, escapes, feeds_back

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
Bounce: Final = fx.Bounce
DealDamage: Final = fx.DealDamage
DealDamageDivided: Final = fx.DealDamageDivided
Destroy: Final = fx.Destroy
Exile: Final = fx.Exile
ExileUntilLeaves: Final = fx.ExileUntilLeaves
Fight: Final = fx.Fight
Pump: Final = fx.Pump
Reanimate: Final = fx.Reanimate
SearchLibrary: Final = fx.SearchLibrary


# ---------------------------------------------------------------------- the heuristic
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


def removes(view: PlayerView, eff: Any, o: GameObject, x: int, times: int = 1) -> bool:
    """Whether ``eff`` takes creature ``o`` off the battlefield (or neuters it).

    ``times``: how often ``o`` appears in its target group (divided damage, CR 601.2d).
    """
    if isinstance(eff, (DealDamage, DealDamageDivided)):
        if view.keywords(o) & INDESTRUCTIBLE:
            return False
        n = amount(eff.amount, x) if isinstance(eff, DealDamage) else times
        return n >= view.toughness(o) - o.damage
    if isinstance(eff, Destroy):
        return not view.keywords(o) & INDESTRUCTIBLE
    if isinstance(eff, Pump):
        return eff.toughness < 0 and view.toughness(o) - o.damage + eff.toughness <= 0
    return isinstance(eff, (Exile, ExileUntilLeaves, Bounce, Fight))


def ward_payable(view: PlayerView, card: CardDef, a: CastSpell) -> bool:
    """Whether the ward of the permanents ``a`` targets can be paid after casting ``card``.

    CR 702.21a: an opponent's permanent with ward counters the spell unless its caster
    pays; the spare mana is the untapped sources minus the spell's own price (public).
    """
    ward = 0
    life = 0
    for group in a.targets:
        for t in group:
            o = view.obj(t)
            if o is None or o.controller == view.pid:
                continue
            for m in o.info.modifiers:
                if isinstance(m, Ward):
                    ward += m.mana
                    life += m.life
                    if m.sacrifice and not any(c.info.is_creature for c in view.battlefield):
                        return False  # "Ward—Sacrifice a creature" with none to give
    if not ward and not life:
        return True
    spare = len(view.mana_units()) - view.spell_mana(card)
    return spare >= ward and view.life > life


def removal_score(view: PlayerView, card: CardDef, a: CastSpell) -> float:
    """Threat removed by the cast, minus self-harm; <= 0 when it removes nothing of theirs."""
    effects = action_effects(card, a.modes)
    owners = targeted(effects)
    score = 0.0
    me = view.pid
    targets = a.targets
    for i in range(min(len(owners), len(targets))):  # zip(): a generic call under mypyc
        eff = owners[i]
        group = targets[i]
        for t in set(group):
            if t < FIRST_OBJECT_ID:
                if t == me and harmful(eff):
                    return -1.0
                continue
            o = view.obj(t)
            if o is None or o.zone is not Zone.BATTLEFIELD:
                continue
            mine = o.controller == me
            if not harmful(eff):
                continue
            if mine:
                return -1.0
            if not removes(view, eff, o, a.x, group.count(t)) or escapes(o.card):
                continue  # survives it, or sacrificed in response (CR 608.2b)
            score += assess(view, o)
    return score


def sacrifices_permanents(card: CardDef, a: CastSpell) -> bool:
    """Whether cast ``a`` pays an alternative cost that sacrifices permanents (CR 118.9).

    Fireblast's "sacrifice two Mountains" costs two lands: worth it for the last points
    of damage (``burn.lethal_burn``), never to kill a creature.
    """
    return alt_sacrifice(card, a) > 0


def _feeds_back_all(view: PlayerView, a: CastSpell) -> bool:
    """Whether every object cast ``a`` targets passes damage to its controller (Jackal Pup)."""
    any_obj = False
    for group in a.targets:
        for t in group:
            if t < FIRST_OBJECT_ID:
                return False
            o = view.obj(t)
            if o is None or o.controller == view.pid or not feeds_back(o.card):
                return False
            any_obj = True
    return any_obj


def _removal_worth(
    view: PlayerView, prof: Profile, a: CastSpell, sorcery_speed: bool, race_face: bool
) -> float:
    """The score of removal cast ``a`` for ``best_removal`` (0 when it is not worth it)."""
    o = view.obj(a.oid)
    if o is None:
        return 0.0
    r = card_roles(o.card)
    if not r & R_REMOVAL or r & R_CREATURE:
        return 0.0
    if sorcery_speed and r & R_INSTANT and prof.instant_removal_on_their_turn:
        return 0.0  # control: at the end of the opponent's turn or in its combat
    fed = bool(r & R_BURN) and _feeds_back_all(view, a)
    if r & R_BURN and race_face and not fed:
        return 0.0
    if sacrifices_permanents(o.card, a):
        return 0.0  # Fireblast's two Mountains: a finisher (lethal_burn), not removal
    if not ward_payable(view, o.card, a):
        return 0.0  # CR 702.21a: the ward would counter it
    score = removal_score(view, o.card, a)
    if score <= 0:
        return 0.0
    floor = prof.min_burn_target if r & R_BURN else 1.5
    if fed:
        # Jackal Pup: the damage reaches its controller's face too, so the kill costs
        # the face nothing (never below burn at the face, whatever the race says)
        score += floor
    elif score < floor and not (r & R_BURN and decides_race(view, o.card, a)):
        return 0.0
    return score - 0.05 * o.card.mana_value  # the cheapest answer that does the job


def best_removal(
    view: PlayerView, prof: Profile, options: Any, sorcery_speed: bool, rng: Rng = None
) -> Any:
    """The removal (or burn) spell and target that kills the biggest threat, or None.

    A cast counts when it removes more threat than the profile's floor (its
    ``min_burn_target`` for burn, 1.5 otherwise), the ward can be paid, and the
    timing suits the profile (control keeps instant removal for the opponent's turn,
    ``sorcery_speed`` False); cheaper answers win ties of threat removed.
    """
    best: Any = None
    best_score = 0.0
    ties = 0
    race_face: bool | None = None  # read on the first targeted cast (none: not needed)
    for a in options:
        if type(a) is not CastSpell or not a.targets:
            continue
        if race_face is None:
            race_face = burn_face_now(view, prof) if sorcery_speed else False
        score = _removal_worth(view, prof, a, sorcery_speed, race_face)
        if score == 0.0:
            continue
        if score > best_score:
            best, best_score, ties = a, score, 1
        elif score == best_score and best is not None:
            ties += 1  # a uniform tie-break from the agent's own stream
            if rng is not None and int(rng.integers(ties)) == 0:
                best = a
    return best


def crowds_out_creature(view: PlayerView, removal: CastSpell, options: Any) -> bool:
    """Whether removal cast now leaves a creature we could cast this turn unpaid.

    Tempo: mana unused this turn is lost, and a creature cast a turn later attacks a
    turn later (CR 302.6), while the removal kills the same creature later: an instant
    on the opponent's turn (their attack, CR 508), a sorcery on our next turn. With
    three lands, Ball Lightning and Incinerate, the Ball Lightning is cast now and the
    Incinerate waits; with one Mountain, Jackal Pup and Firebolt, the Pup is cast; with
    five lands both are cast (this answers False).
    """
    o = view.obj(removal.oid)
    if o is None or removal.alt:
        return False
    units = len(view.mana_units())
    spare = units - view.spell_mana(o.card) - removal.x
    for a in options:
        if type(a) is not CastSpell or a.alt or a.oid == removal.oid:
            continue
        c = view.obj(a.oid)
        if c is None or not card_roles(c.card) & R_CREATURE or c.zone is not Zone.HAND:
            continue
        need = view.spell_mana(c.card) + a.x
        if spare < need <= units:
            return True
    return False


# ---------------------------------------------------------------------- the goldfish
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
    "ability_ok",
    "aim_abilities",
    "best_option",
    "best_removal",
    "crowds_out_creature",
    "goldfish_best_option",
    "goldfish_best_targets",
    "goldfish_target_score",
    "goldfish_targets_ok",
    "ok_targets",
    "removal_score",
    "removes",
    "target_score",
    "trigger_targets",
    "ward_payable",
]
