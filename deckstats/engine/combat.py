"""CR 506-511: the combat phase: attackers, blockers, combat damage.

Attackers attack the defending player (attacking planeswalkers and battles is not
modelled). When a blocked attacker's damage can be divided more than one way (two or more
blockers, or trample), the attacking player chooses the division (a ``DAMAGE`` decision;
see ``damage_options`` for the rule version implemented).
"""

from __future__ import annotations

from math import comb
from typing import TYPE_CHECKING, Final

from deckstats.cards.modifiers import EvasionFilter
from deckstats.engine import events
from deckstats.engine.attacking_entry import with_entered_attackers
from deckstats.engine.characteristics import landwalks, matches
from deckstats.engine.damage import deal_damage
from deckstats.engine.decisions import ATTACKERS, BLOCKERS, DAMAGE, Decision
from deckstats.engine.designations import combat_damage_to_monarch
from deckstats.engine.errors import IllegalActionError
from deckstats.engine.events_more import on_attackers, on_blocks
from deckstats.engine.flags import (
    ARTIFACT,
    ATTACKS_EACH_COMBAT,
    BLACK,
    BLOCKS_ONLY_FLYERS,
    CANT_ATTACK,
    CANT_BLOCK,
    DEATHTOUCH,
    DEFENDER,
    DOUBLE_STRIKE,
    FEAR,
    FIRST_STRIKE,
    FLYING,
    HORSEMANSHIP,
    INTIMIDATE,
    MENACE,
    REACH,
    SHADOW,
    TRAMPLE,
    UNBLOCKABLE,
    VIGILANCE,
)
from deckstats.engine.initiative import combat_damage_to_initiative
from deckstats.engine.life_locks import unpreventable
from deckstats.engine.mana import is_sick
from deckstats.engine.protection import protected
from deckstats.engine.rule_locks import attack_locked, block_forbidden
from deckstats.engine.stack import priority
from deckstats.engine.state import StackItem
from deckstats.engine.static_rules import block_locked, drop_short_blocks, pay_attack_taxes
from deckstats.engine.types import Step, Zone
from deckstats.engine.walk_grants import granted_walk

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def can_attack(game: Game, obj: GameObject) -> bool:
    """CR 508.1a, 302.6, 702.3b: untapped creature, not summoning sick, no defender."""
    return (
        obj.info.is_creature
        and not obj.tapped
        and not (game.keywords(obj) & (DEFENDER | CANT_ATTACK))  # "can't attack" (Pacifism)
        and not is_sick(game, obj)
        and not (game.modifier_sources and attack_locked(game, obj))  # Moat (CR 508.1)
    )


def _evades(game: Game, blocker: GameObject, attacker: GameObject) -> bool:
    """CR 509.1b: an ``EvasionFilter`` of the attacker names this blocker."""
    for m in attacker.info.modifiers:
        if isinstance(m, EvasionFilter) and matches(game, blocker, m.filter):
            return True
    return False


def _walks(game: Game, blocker: GameObject, attacker: GameObject) -> bool:
    """CR 702.14c: the attacker has landwalk of a type the blocker's controller controls.

    Printed or granted by a static ability (``landwalks``), or given for a while
    (``engine.walk_grants``: Erhnam Djinn's forestwalk).
    """
    kinds = landwalks(game, attacker) if game.static_sources else []
    if attacker.walk_grant is not None:
        land = granted_walk(game, attacker)
        if land:
            kinds = [*kinds, land]
    if not kinds:
        return False
    for o in game.players[blocker.controller].battlefield:
        if o.info.is_land and any(k in o.card.subtypes for k in kinds):
            return True
    return False


def can_block(game: Game, blocker: GameObject, attacker: GameObject) -> bool:
    """CR 509.1a-b: evasion: flying/reach (CR 702.9b), shadow, horsemanship, fear, intimidate.

    A creature with "~ can't block" (``Keyword.CANT_BLOCK``, CR 509.1a) blocks nothing.
    """
    if not blocker.info.is_creature or blocker.tapped:
        return False
    ak = game.keywords(attacker)
    bk = game.keywords(blocker)
    if ak & UNBLOCKABLE or bk & CANT_BLOCK:
        return False
    if game.modifier_sources and block_locked(game, blocker):
        return False  # CR 509.1a: "Creatures without flying can't block this turn"
    if bk & BLOCKS_ONLY_FLYERS and not ak & FLYING:
        return False  # CR 509.1b: "can block only creatures with flying"
    if (game.static_sources or attacker.walk_grant is not None) and _walks(game, blocker, attacker):
        return False  # CR 702.14c: landwalk while the defender controls such a land
    if attacker.info.modifiers and _evades(game, blocker, attacker):
        return False  # CR 509.1b: "~ can't be blocked by <quality> creatures"
    if blocker.info.modifiers and block_forbidden(game, blocker, attacker):
        return False  # CR 509.1a: "~ can't block creatures with power 2 or greater"
    if protected(game, attacker, blocker.card, blocker.controller):
        return False  # CR 702.16f: can't be blocked by creatures with the quality
    if ak & FLYING and not bk & (FLYING | REACH):
        return False
    if (ak & SHADOW) != (bk & SHADOW):
        return False
    if ak & HORSEMANSHIP and not bk & HORSEMANSHIP:
        return False
    if (
        ak & INTIMIDATE
        and not (blocker.info.types & ARTIFACT)
        and not (blocker.card.colors & attacker.card.colors)
    ):
        return False  # CR 702.13b: only artifact creatures or ones sharing a colour
    return not (
        ak & FEAR and not (blocker.info.types & ARTIFACT) and not (blocker.card.colors & BLACK)
    )  # CR 702.36b: fear: only artifact and/or black creatures block


def declare_attackers(game: Game) -> list[GameObject]:
    """CR 508.1: the active player declares attackers (a turn-based action)."""
    pid = game.active
    able = [o for o in game.players[pid].battlefield if o.info.is_creature and can_attack(game, o)]
    if not able:
        return []
    options = [o.oid for o in able]
    chosen = game.ask(pid, Decision(ATTACKERS, options, False, 0, len(options)))
    # CR 508.1d: "attacks each combat if able" is a requirement (a printed flag: cheap).
    # Read through ``game.keywords``: a static can grant it (Dragon's Rage Channeler).
    must = [o.oid for o in able if game.keywords(o) & ATTACKS_EACH_COMBAT and o.oid not in chosen]
    if must:
        chosen = (*chosen, *must)
    if chosen and game.modifier_sources:
        chosen = pay_attack_taxes(game, pid, list(chosen))  # CR 508.1g-h: Ghostly Prison
    attackers = []
    if chosen:
        game.players[pid].attacked_on = game.turn  # raid: "if you attacked this turn"
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
        alone = len(attackers) == 1  # CR 506.5: attacks alone (exalted, CR 702.83a)
        for o in attackers:
            events.on_attack(game, o, alone)
        if game.trigger_sources:
            on_attackers(game, attackers)  # CR 508.3d: "whenever you attack"
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
    if game.modifier_sources:
        drop_short_blocks(game, per_attacker)  # CR 509.1b: Troll of Khazad-dûm
    for a_id, bs in per_attacker.items():
        att = game.objects[a_id]
        att.blocked = True
        att.blockers = list(bs)
        for b_id in bs:
            game.objects[b_id].blocking = a_id
        game.say(f"{', '.join(game.objects[x].card.name for x in bs)} block {att.card.name}")
    if game.trigger_sources and per_attacker:
        on_blocks(game, per_attacker)  # CR 509.1: "whenever ~ blocks / becomes blocked"


def needs_first_strike_step(game: Game) -> bool:
    """CR 510.4, 506.1: a first-strike damage step happens if any combatant has it."""
    for p in game.players:
        for o in p.battlefield:
            if (o.attacking or o.blocking) and game.keywords(o) & (FIRST_STRIKE | DOUBLE_STRIKE):
                return True
    return False


def _deals_now(game: Game, o: GameObject, first: bool | None) -> bool:
    """CR 510.4, 702.7b, 702.4b: does ``o`` deal combat damage in this damage step?

    ``first`` is None when no creature has first or double strike (one step); True in
    the first-strike step; False in the second step, where creatures without first
    strike and double strikers deal damage.
    """
    if first is None:
        return True
    kw = game.keywords(o)
    if first:
        return bool(kw & (FIRST_STRIKE | DOUBLE_STRIKE))
    # Second step: creatures that didn't deal first-strike damage, and double strikers.
    return bool(kw & DOUBLE_STRIKE) or not (kw & FIRST_STRIKE)


#: Above this many possible divisions, ``damage_options`` lists a reduced set.
MAX_DAMAGE_OPTIONS: Final = 64

DamageSplit = tuple[tuple[int, int], ...]


def auto_split(
    ids: list[int], lethals: list[int], power: int, trample: bool, dpid: int
) -> DamageSplit:
    """The engine's automatic division of combat damage (the default answer).

    Lethal damage to each blocker in declaration order; what is left goes to the
    defending player with trample (CR 702.19b), else all of it to the last blocker.
    """
    out: list[tuple[int, int]] = []
    left = power
    last = len(ids) - 1
    for i, oid in enumerate(ids):
        if left <= 0:
            break
        give = left if (i == last and not trample) else min(left, lethals[i])
        if give > 0:
            out.append((oid, give))
            left -= give
    if left > 0:  # only with trample: otherwise the last blocker took the rest
        out.append((dpid, left))
    return tuple(out)


def damage_options(
    ids: list[int], lethals: list[int], power: int, trample: bool, dpid: int
) -> list[DamageSplit]:
    """The legal divisions of a blocked attacker's combat damage (CR 510.1c-d, 702.19b).

    ``power`` is divided among the blockers ``ids`` (declaration order; ``lethals`` is
    the damage lethal to each, 1 with deathtouch per CR 702.2c) and, with trample, the
    defending player ``dpid``.

    Rule version: the current CR 510.1c-d (since Magic Foundations, 2024; **not in the
    seeds**, whose 000 text has 510.1 without subrules and whose c.2024 002 text still
    mentions a "damage assignment order"): a creature blocked by two or more creatures
    divides its damage among them as its controller chooses, with no order and no
    lethal-first requirement. This also matches the 1997 rulebook's free split
    (1997 §Step by Step). The old damage assignment order is not implemented. With
    trample (CR 702.19b-c; 2004 502.9b): damage may go to the player only once
    every blocker is assigned lethal damage (damage already marked counts; other
    attackers' simultaneous damage is ignored, as a blocker blocks one attacker here).
    All of the power is assigned (CR 510.1a).

    Each option is a tuple of ``(recipient_id, amount)`` with amounts > 0, blockers in
    declaration order, then the player. ``options[0]`` is ``auto_split``. When the
    number of divisions (bounded by C(power + r - 1, r - 1) for r recipients) exceeds
    ``MAX_DAMAGE_OPTIONS``, only the divisions that matter are listed: for each set of
    blockers, lethal damage to each of them and the remainder to the player (trample,
    all blockers covered) or to any one blocker; the list is cut at
    ``MAX_DAMAGE_OPTIONS``. A legal division outside a reduced list is then refused.
    """
    first = auto_split(ids, lethals, power, trample, dpid)
    out = [first]
    seen = {first}
    k = len(ids)
    r = k + 1 if trample else k
    if comb(power + r - 1, r - 1) <= MAX_DAMAGE_OPTIONS:
        amounts = [0] * r
        _splits(0, power, amounts, ids, lethals, trample, dpid, out, seen)
        return out
    full = (1 << k) - 1
    for mask in range(full, -1, -1):
        base = [lethals[i] if mask >> i & 1 else 0 for i in range(k)]
        rest = power - sum(base)
        if rest < 0:
            continue
        targets = list(range(k + 1)) if trample and mask == full else list(range(k))
        for t in targets if rest else [0]:
            amounts = [*base, 0]
            amounts[t] += rest
            split = _as_split(amounts, ids, dpid)
            if split not in seen:
                seen.add(split)
                out.append(split)
                if len(out) >= MAX_DAMAGE_OPTIONS:
                    return out
    return out


def _as_split(amounts: list[int], ids: list[int], dpid: int) -> DamageSplit:
    """CR 510.1c: a damage assignment as (recipient id, amount) pairs, zeros left out.

    ``amounts`` follows ``ids`` (the blockers in order), with one more entry for the
    defending player ``dpid`` when the attacker has trample (CR 702.19b).
    """
    out = [(oid, amounts[i]) for i, oid in enumerate(ids) if amounts[i] > 0]
    if len(amounts) > len(ids) and amounts[-1] > 0:
        out.append((dpid, amounts[-1]))
    return tuple(out)


def _splits(
    i: int,
    left: int,
    amounts: list[int],
    ids: list[int],
    lethals: list[int],
    trample: bool,
    dpid: int,
    out: list[DamageSplit],
    seen: set[DamageSplit],
) -> None:
    """Every division of ``left`` among recipients ``i..`` (compositions, in order)."""
    r = len(amounts)
    if i == r - 1:
        amounts[i] = left
        if trample and left > 0:
            for j in range(len(ids)):
                if amounts[j] < lethals[j]:
                    return  # CR 702.19b: the player only after lethal to every blocker
        split = _as_split(amounts, ids, dpid)
        if split not in seen:
            seen.add(split)
            out.append(split)
        return
    for n in range(left, -1, -1):
        amounts[i] = n
        _splits(i + 1, left - n, amounts, ids, lethals, trample, dpid, out, seen)
    amounts[i] = 0


def combat_damage(game: Game, first: bool | None) -> None:
    """CR 510.1-510.2: assign and deal combat damage simultaneously.

    ``first`` is ``True`` in the first-strike step, ``False`` in the regular step after
    one, ``None`` when there is a single damage step.

    Era data (engine/rules.py): with ``damage_on_stack`` (2004 408.1g, 413.1; 2008
    200.8) the assigned damage is put on the stack as one object and players get
    priority before it resolves (``deal_combat_damage``): a creature that leaves the
    battlefield after that still deals its damage, a recipient that left takes none,
    and a creature gone before the damage step deals none. Without it the damage is
    dealt at once (CR 510.2). With ``tapped_blockers_deal_damage`` False
    (1997 §Step by Step) a blocker tapped before combat damage deals none.
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
        trample = bool(kw & TRAMPLE)
        if len(live) == 1 and not trample:
            assignments.append((a, live[0].oid, pw))  # CR 510.1c: one blocker gets it all
            continue
        ids = [b.oid for b in live]
        lethals = []
        for b in live:
            lethal = max(game.toughness(b) - b.damage, 0)  # CR 702.19b: actual toughness
            if kw & DEATHTOUCH:
                lethal = min(lethal, 1)  # CR 702.2c
            lethals.append(lethal)
        options = damage_options(ids, lethals, pw, trample, dpid)
        split = options[0]
        if len(options) > 1:
            split = game.ask(apid, Decision(DAMAGE, options, source=a.oid, amount=pw))
        for rid, n in split:
            assignments.append((a, rid, n))
    tapped_deal = game.rules.tapped_blockers_deal_damage
    for b in game.players[dpid].battlefield:
        if not b.blocking or not _deals_now(game, b, first):
            continue
        if b.tapped and not tapped_deal:
            continue  # 1997 §Step by Step: a tapped blocker deals no combat damage
        att = game.objects.get(b.blocking)
        if att is None or att.zone is not Zone.BATTLEFIELD:
            continue
        pw = game.power(b)
        if pw > 0:
            assignments.append((b, att.oid, pw))
    if game.rules.damage_on_stack:
        if assignments:
            put_damage_on_stack(game, assignments)
        return
    deal_combat_damage(game, assignments)


def put_damage_on_stack(game: Game, assignments: list[tuple[GameObject, int, int]]) -> None:
    """2004 408.1g, 413.1; 2008 200.8: the assigned combat damage goes on the stack.

    It is one stack object (kind ``combat_damage``, controlled by the active player, no
    targets), resolved by ``stack.resolve_top`` through ``deal_combat_damage``.
    """
    sid = game.next_id
    game.next_id = sid + 1
    src = assignments[0][0]
    game.damage_on_stack[sid] = assignments
    game.stack.append(StackItem(sid, "combat_damage", None, src.card, game.active, ()))
    if game.record_log:
        game.say(
            "combat damage goes on the stack: "
            + ", ".join(f"{s.card.name} {n} to {_name(game, t)}" for s, t, n in assignments)
        )


def _name(game: Game, target: int) -> str:
    """A log name for a damage recipient: ``P0``/``P1`` or the object's card name."""
    if target < 2:
        return f"P{target}"
    o = game.objects.get(target)
    return o.card.name if o is not None else "(gone)"


def deal_combat_damage(game: Game, assignments: list[tuple[GameObject, int, int]]) -> None:
    """CR 510.2: deal the assigned combat damage at once; then damage-to-player triggers.

    A source that has left the battlefield (damage on the stack, older eras) deals its
    damage with its last known characteristics; damage to a permanent that is gone is
    not dealt (``engine.damage.deal_damage``).
    """
    dpid = 1 - game.active
    if game.fog_turn == game.turn and not unpreventable(game):
        game.say("all combat damage is prevented")  # CR 615.1 (Fog): none is dealt
        return
    if game.combat_shields and not unpreventable(game):
        assignments = unshielded(game, assignments)  # Maze of Ith (CR 615.1)
    hit_players: list[GameObject] = []
    for src, tgt, n in assignments:
        dealt = deal_damage(game, src, src.controller, tgt, n, combat=True)
        if dealt and tgt < 2:
            hit_players.append(src)
    for src in hit_players:
        events.on_combat_damage_to_player(game, src, dpid)
    if hit_players and game.monarch == dpid:
        combat_damage_to_monarch(game, dpid, game.active)  # CR 724.2
    if hit_players and game.initiative == dpid:
        combat_damage_to_initiative(game, dpid, game.active)  # CR 725.2


def unshielded(
    game: Game, assignments: list[tuple[GameObject, int, int]]
) -> list[tuple[GameObject, int, int]]:
    """The assignments whose damage is not prevented (CR 615.1).

    Neither the source nor the recipient has "all combat damage that would be dealt to and
    dealt by it is prevented" this turn.
    """
    shields, turn = game.combat_shields, game.turn
    return [
        (s, t, n)
        for s, t, n in assignments
        if shields.get(s.oid) != turn and shields.get(t) != turn
    ]


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
    attackers = with_entered_attackers(game, declare_attackers(game))  # CR 508.4
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
