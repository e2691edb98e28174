"""Burn: when a burn spell goes at the opponent's face, and lethal burn lines.

The heuristic sends burn at the face when the burn castable now (plus this turn's
attack through the best blocks) is lethal (``lethal_burn``), or when its profile races
and no creature worth the card can be killed (``burn_face_now``); otherwise burn is
removal (``targeting.best_removal``).

Layer: players.
"""

from __future__ import annotations

from typing import Any

from deckstats.cards import effects as fx
from deckstats.cards.model import CardDef
from deckstats.cards.targets import Ref
from deckstats.engine.actions import CastSpell
from deckstats.engine.info import card_info
from deckstats.engine.types import FIRST_OBJECT_ID
from deckstats.engine.view import PlayerView
from deckstats.players.board import role_casts, threat, unblocked_damage
from deckstats.players.facts import R_BURN
from deckstats.players.profiles import Profile
from deckstats.players.reading import action_effects, amount, targeted


def burn_face_now(view: PlayerView, prof: Profile) -> bool:
    """Whether burn goes to the face this turn: the profile races and the race allows."""
    if not prof.race:
        return False
    best = 0.0
    for o in view.opponent_battlefield:
        if o.info.is_creature:
            best = max(best, threat(view, o))
    return best < prof.min_burn_target


def face_only(a: CastSpell) -> bool:
    """Whether every target of the cast is a player."""
    return all(t < FIRST_OBJECT_ID for g in a.targets for t in g)


def face_damage(card: CardDef, a: CastSpell, opp: int) -> int:
    """Damage the cast deals to player ``opp``."""
    n = 0
    for eff, group in zip(targeted(action_effects(card, a.modes)), a.targets, strict=False):
        if isinstance(eff, fx.DealDamage):
            n += amount(eff.amount, a.x) * sum(1 for t in group if t == opp)
        elif isinstance(eff, fx.DealDamageDivided):
            n += sum(1 for t in group if t == opp)  # one id per point
    for e in card_info(card).spell:
        if isinstance(e, fx.DealDamage) and e.to in (Ref.EACH_OPPONENT, Ref.DEFENDING_PLAYER):
            n += amount(e.amount, a.x)
    return n


def _face_casts(view: PlayerView, options: Any) -> list[tuple[int, CastSpell]]:
    """The burn casts at the opponent: (damage, cast), the best cast per card."""
    face: list[tuple[int, CastSpell]] = []
    opp = view.opponent_id
    seen_oids: set[int] = set()
    for a, o in role_casts(view, options, R_BURN):
        dmg = face_damage(o.card, a, opp)
        if dmg <= 0:
            continue
        if o.oid not in seen_oids:
            seen_oids.add(o.oid)
            face.append((dmg, a))
        else:
            for i, (d, _) in enumerate(face):
                if face[i][1].oid == a.oid and dmg > d:
                    face[i] = (dmg, a)
    return face


def lethal_burn(view: PlayerView, options: Any, attack: bool) -> Any:
    """A face burn spell when the burn castable now (plus this turn's attack) is lethal.

    ``attack``: count the damage this turn's attack gets through the best blocks
    (``board.unblocked_damage``); when the attack alone is lethal the burn is kept.
    """
    face = _face_casts(view, options)
    if not face:
        return None
    total = sum(d for d, _ in face)  # mana permitting: an upper bound, checked below
    need = view.opponent_life
    if attack:
        need -= unblocked_damage(view)
    if need <= 0:
        return None  # the attack alone is lethal: keep the burn
    face.sort(key=lambda t: -t[0])
    mana = len(view.mana_units()) + sum(view.pool)
    got = 0
    spent = 0
    for d, a in face:
        o = view.obj(a.oid)
        mv = o.card.mana_value if o is not None else 0
        if spent + mv <= mana:
            got += d
            spent += mv
    if got >= need or (total >= need and len(face) == 1):
        return face[0][1] if got >= need else None
    return None


__all__ = ["burn_face_now", "face_damage", "face_only", "lethal_burn"]
