"""Removal for the heuristic player: what a spell takes off the battlefield, and which to cast.

``removes`` reads whether an effect kills (or neuters) a creature: damage at least its
toughness left (CR 704.5g) unless it is indestructible (CR 702.12), destroy, exile,
bounce, fight, a toughness-lowering pump. ``best_removal`` chooses the removal or burn
spell that kills the biggest threat (``threats.assess``; burn at the face is
``players.burn``), once the ward can be paid (``ward_payable``, CR 702.21a) and the timing
suits the profile; ``crowds_out_creature`` holds it back when it would leave a creature
uncast this turn.

Layer: players (the threat score from ``players.threats``, card roles from
``players.facts``, burn's race from ``players.burn``).
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.model import CardDef
from deckstats.cards.modifiers import Ward
from deckstats.engine.actions import CastSpell
from deckstats.engine.state import GameObject
from deckstats.engine.types import FIRST_OBJECT_ID, Rng, Zone
from deckstats.engine.view import PlayerView
from deckstats.players.board import INDESTRUCTIBLE
from deckstats.players.burn import alt_sacrifice, burn_face_now, decides_race
from deckstats.players.facts import R_BURN, R_CREATURE, R_INSTANT, R_REMOVAL, card_roles
from deckstats.players.profiles import Profile
from deckstats.players.reading import action_effects, amount, harmful, targeted
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


__all__ = [
    "best_removal",
    "crowds_out_creature",
    "removal_score",
    "removes",
    "sacrifices_permanents",
    "ward_payable",
]
