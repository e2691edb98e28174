"""CR 506-511: the combat phase: attackers, blockers, combat damage.

Attackers attack the defending player (attacking planeswalkers and battles is not
modelled). Damage assignment among several blockers is automatic: lethal damage to each
blocker in declaration order (1 is lethal with deathtouch, CR 702.2c), the rest to the
player with trample (CR 702.19b) or to the last blocker without it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.model import CardType, Color, Keyword
from deckstats.engine import events
from deckstats.engine.decisions import ATTACKERS, BLOCKERS, Decision
from deckstats.engine.errors import IllegalActionError
from deckstats.engine.mana import is_sick
from deckstats.engine.stack import priority
from deckstats.engine.types import Step, Zone

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

_ARTIFACT = int(CardType.ARTIFACT)
_BLACK = int(Color.B)
FLYING = int(Keyword.FLYING)
REACH = int(Keyword.REACH)
VIGILANCE = int(Keyword.VIGILANCE)
DEFENDER = int(Keyword.DEFENDER)
MENACE = int(Keyword.MENACE)
FIRST_STRIKE = int(Keyword.FIRST_STRIKE)
DOUBLE_STRIKE = int(Keyword.DOUBLE_STRIKE)
TRAMPLE = int(Keyword.TRAMPLE)
DEATHTOUCH = int(Keyword.DEATHTOUCH)
FEAR = int(Keyword.FEAR)
INTIMIDATE = int(Keyword.INTIMIDATE)
SHADOW = int(Keyword.SHADOW)
UNBLOCKABLE = int(Keyword.UNBLOCKABLE)
HORSEMANSHIP = int(Keyword.HORSEMANSHIP)


def can_attack(game: Game, obj: GameObject) -> bool:
    """CR 508.1a, 302.6, 702.3b: untapped creature, not summoning sick, no defender."""
    return (
        obj.info.is_creature
        and not obj.tapped
        and not (game.keywords(obj) & DEFENDER)
        and not is_sick(game, obj)
    )


def can_block(game: Game, blocker: GameObject, attacker: GameObject) -> bool:
    """CR 509.1a-b: evasion: flying/reach (CR 702.9b), shadow, horsemanship, fear, intimidate."""
    if not blocker.info.is_creature or blocker.tapped:
        return False
    ak = game.keywords(attacker)
    bk = game.keywords(blocker)
    if ak & UNBLOCKABLE:
        return False
    if ak & FLYING and not bk & (FLYING | REACH):
        return False
    if (ak & SHADOW) != (bk & SHADOW):
        return False
    if ak & HORSEMANSHIP and not bk & HORSEMANSHIP:
        return False
    if (
        ak & INTIMIDATE
        and not (blocker.info.types & _ARTIFACT)
        and not (blocker.card.colors & attacker.card.colors)
    ):
        return False  # CR 702.13b: only artifact creatures or ones sharing a colour
    return not (
        ak & FEAR and not (blocker.info.types & _ARTIFACT) and not (blocker.card.colors & _BLACK)
    )  # CR 702.36b: fear: only artifact and/or black creatures block


def declare_attackers(game: Game) -> list[GameObject]:
    """CR 508.1: the active player declares attackers (a turn-based action)."""
    pid = game.active
    able = [o for o in game.players[pid].battlefield if o.info.is_creature and can_attack(game, o)]
    if not able:
        return []
    options = [o.oid for o in able]
    chosen = game.ask(pid, Decision(ATTACKERS, options, False, 0, len(options)))
    attackers = []
    for oid in chosen:
        o = game.objects[oid]
        o.attacking = True
        o.blockers = None
        o.blocked = False
        if not game.keywords(o) & VIGILANCE:
            o.tapped = True  # CR 508.1f
        attackers.append(o)
    if attackers:
        game.in_combat = True
        game.say(
            "attacks with "
            + ", ".join(f"{o.card.name} ({game.power(o)}/{game.toughness(o)})" for o in attackers)
        )
        for o in attackers:
            events.on_attack(game, o)
    return attackers


def declare_blockers(game: Game, attackers: list[GameObject]) -> None:
    """CR 509.1: the defending player declares blockers; menace needs two (CR 702.111b)."""
    dpid = 1 - game.active
    if game.inert[dpid]:
        return
    pairs = []
    for b in game.players[dpid].battlefield:
        if not b.info.is_creature or b.tapped:
            continue
        for a in attackers:
            if a.zone is Zone.BATTLEFIELD and a.attacking and can_block(game, b, a):
                pairs.append((b.oid, a.oid))
    if not pairs:
        return
    chosen = game.ask(dpid, Decision(BLOCKERS, pairs, False, 0, len(pairs)))
    used: set[int] = set()
    per_attacker: dict[int, list[int]] = {}
    for b_id, a_id in chosen:
        if b_id in used:
            raise IllegalActionError(f"blockers: creature {b_id} blocks twice (CR 509.1a)")
        used.add(b_id)
        per_attacker.setdefault(a_id, []).append(b_id)
    for a_id, bs in per_attacker.items():
        if game.keywords(game.objects[a_id]) & MENACE and len(bs) < 2:
            raise IllegalActionError("blockers: menace needs two or more blockers (CR 702.111b)")
    for a_id, bs in per_attacker.items():
        att = game.objects[a_id]
        att.blocked = True
        att.blockers = list(bs)
        for b_id in bs:
            game.objects[b_id].blocking = a_id
        game.say(f"{', '.join(game.objects[x].card.name for x in bs)} block {att.card.name}")


def needs_first_strike_step(game: Game) -> bool:
    """CR 510.4, 506.1: a first-strike damage step happens if any combatant has it."""
    for p in game.players:
        for o in p.battlefield:
            if (o.attacking or o.blocking) and game.keywords(o) & (FIRST_STRIKE | DOUBLE_STRIKE):
                return True
    return False


def _deals_now(game: Game, o: GameObject, first: bool | None) -> bool:
    if first is None:
        return True
    kw = game.keywords(o)
    if first:
        return bool(kw & (FIRST_STRIKE | DOUBLE_STRIKE))
    # Second step: creatures that didn't deal first-strike damage, and double strikers.
    return bool(kw & DOUBLE_STRIKE) or not (kw & FIRST_STRIKE)


def combat_damage(game: Game, first: bool | None) -> None:
    """CR 510.1-510.2: assign and deal combat damage simultaneously.

    ``first`` is ``True`` in the first-strike step, ``False`` in the regular step after
    one, ``None`` when there is a single damage step.
    """
    apid = game.active
    dpid = 1 - apid
    assignments: list[tuple[GameObject, int, int]] = []
    for a in game.players[apid].battlefield:
        if not a.attacking or not _deals_now(game, a, first):
            continue
        pw = game.power(a)
        if pw <= 0:
            continue
        kw = game.keywords(a)
        if not a.blocked:
            assignments.append((a, dpid, pw))
            continue
        live = [game.objects[b] for b in (a.blockers or ()) if b in game.objects]
        live = [b for b in live if b.zone is Zone.BATTLEFIELD and b.blocking == a.oid]
        if not live:
            if kw & TRAMPLE:
                assignments.append((a, dpid, pw))  # CR 702.19e
            continue
        left = pw
        for i, b in enumerate(live):
            if left <= 0:
                break
            lethal = max(game.toughness(b) - b.damage, 0)
            if kw & DEATHTOUCH:
                lethal = min(lethal, 1)  # CR 702.2c
            last = i == len(live) - 1
            give = left if (last and not kw & TRAMPLE) else min(left, lethal)
            if give > 0:
                assignments.append((a, b.oid, give))
                left -= give
        if left > 0:
            if kw & TRAMPLE:
                assignments.append((a, dpid, left))  # CR 702.19b
            else:
                assignments.append((a, live[0].oid, left))
    for b in game.players[dpid].battlefield:
        if not b.blocking or not _deals_now(game, b, first):
            continue
        att = game.objects.get(b.blocking)
        if att is None or att.zone is not Zone.BATTLEFIELD:
            continue
        pw = game.power(b)
        if pw > 0:
            assignments.append((b, att.oid, pw))
    hit_players: list[GameObject] = []
    for src, tgt, n in assignments:
        dealt = game.deal_damage(src, src.controller, tgt, n, combat=True)
        if dealt and tgt < 2:
            hit_players.append(src)
    for src in hit_players:
        events.on_combat_damage_to_player(game, src, dpid)


def end_combat(game: Game) -> None:
    """CR 511.3: remove all creatures from combat."""
    for p in game.players:
        for o in p.battlefield:
            if o.attacking or o.blocking:
                o.attacking = False
                o.blocking = 0
                o.blocked = False
                o.blockers = None
    game.in_combat = False


def run_combat(game: Game) -> None:
    """CR 506-511: the combat phase, with priority in each step (skipped steps per CR 508.8)."""
    game.enter_step(Step.BEGINNING_OF_COMBAT)
    events.on_step(game, Step.BEGINNING_OF_COMBAT)
    priority(game)
    game.enter_step(Step.DECLARE_ATTACKERS)
    attackers = declare_attackers(game)
    if not attackers:
        end_combat(game)
        return  # CR 508.8: no attackers: skip the blockers and damage steps
    priority(game)
    game.enter_step(Step.DECLARE_BLOCKERS)
    declare_blockers(game, [a for a in attackers if a.zone is Zone.BATTLEFIELD])
    priority(game)
    if needs_first_strike_step(game):
        game.enter_step(Step.FIRST_STRIKE_DAMAGE)
        combat_damage(game, True)
        priority(game)
        game.enter_step(Step.COMBAT_DAMAGE)
        combat_damage(game, False)
    else:
        game.enter_step(Step.COMBAT_DAMAGE)
        combat_damage(game, None)
    priority(game)
    game.enter_step(Step.END_OF_COMBAT)
    priority(game)
    end_combat(game)
