"""Combat for the heuristic player: attacks, the race arithmetic and combat tricks.

- **Attacks** (CR 508): race arithmetic, clock against clock. All in when the attack
  is lethal through the best blocks the defender has. Otherwise a creature attacks
  when no untapped potential blocker would eat it for nothing, and a trade it may
  meet is one the profile accepts. Creatures stay home when the opponent's next
  attack would be lethal without them (losing the race).
- **Tricks** (a pump after blocks that changes who dies).

Blocks (CR 509) and the division of combat damage (CR 510.1c-d) are
``players.block_choice``'s.

Layer: players (numbers from ``players.board``; the profile from ``players.profiles``).
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.engine.decisions import Decision
from deckstats.engine.state import GameObject
from deckstats.engine.types import FIRST_OBJECT_ID
from deckstats.engine.view import PlayerView
from deckstats.players.blocks import defend, least_through
from deckstats.players.board import (
    INF,
    MENACE,
    STRIKES,
    TRAMPLE,
    VIGILANCE,
    clock,
    clocks,
    fight,
    leaves_this_turn,
    racing,
    role_casts,
    strike_power,
    threat,
    untapped_blockers,
)
from deckstats.players.facts import R_TRICK, card_roles
from deckstats.players.profiles import Profile
from deckstats.players.reading import action_effects, targeted

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
Pump: Final = fx.Pump

# ---------------------------------------------------------------------- attacks
#: The trade an attacker accepts when we are ahead in the race (``board.racing``: our
#: clock at least as fast as theirs): a blocker worth half of it. The racer's creatures
#: are its clock and the defender's blockers are its walls; a block that trades slows
#: their clock as much as ours, and a wall we never attack into stalls the race we win
#: (a 3/3 stays home in front of a deathtouch 1/1 for the rest of the game). Pauper
#: Stompy mirror, 1200 games, seed 27: the starting player wins 615 -> 634 (51.3% ->
#: 52.8%; 642 with no ``RACER_TURNS`` limit, 623 with 3).
RACER_TRADE: Final = 0.5
#: ... once our clock is this many turns or fewer (at 20 life each a 3/3 facing a
#: deathtouch 1/1 still stays home: puzzle ``attack-no-3-3-into-deathtouch``).
RACER_TURNS: Final = 4


def racer_ratio(view: PlayerView, prof: Profile) -> float:
    """The trade ratio of this turn's attackers (``_attack_ok``).

    ``RACER_TRADE`` when our clock is at most ``RACER_TURNS`` turns and at least as fast
    as theirs (``board.clocks``), else the profile's ``trade_ratio``.
    """
    mine, theirs = clocks(view)
    if mine <= RACER_TURNS and mine <= theirs:
        return min(prof.trade_ratio, RACER_TRADE)
    return prof.trade_ratio


def _tramples_over(view: PlayerView, a: GameObject, b: GameObject) -> int:
    """The damage trampler ``a`` deals the player past blocker ``b`` (CR 702.19b).

    0 without trample. ``_attack_ok`` adds it to a trade's worth: Stompy's Rancor on a
    1/1 tramples 4 over the 1/1 that trades with it (and Rancor comes back). Stompy
    mirror, 1200 games, seed 27: the starting player wins 634 -> 644.
    """
    if not view.keywords(a) & TRAMPLE:
        return 0
    return max(strike_power(view, a) - max(view.toughness(b) - b.damage, 0), 0)


def _attack_ok(
    view: PlayerView,
    prof: Profile,
    a: GameObject,
    blockers: list[GameObject],
    pump: int = 0,
    ratio: float = -1.0,
) -> bool:
    """Whether ``a`` attacks into ``blockers``: never eaten for nothing, trades to taste.

    ``pump``: the power and toughness a trick we hold adds after blocks (``best_pump``):
    a blocker that would eat ``a`` dies instead, or only trades. ``ratio``: the least
    worth of a blocker it trades with, as a fraction of its own (the profile's
    ``trade_ratio`` when negative).
    """
    if ratio < 0.0:
        ratio = prof.trade_ratio
    can_block = [b for b in blockers if view.can_block(b, a)]
    if view.keywords(a) & MENACE and len(can_block) < 2:
        can_block = []
    ok = True
    for b in can_block:
        a_dies, b_dies = fight(view, a, b, att_bonus=pump)
        if a_dies and not b_dies:
            ok = False  # it would be eaten for nothing
            break
        if (
            a_dies
            and b_dies
            and threat(view, b) + _tramples_over(view, a, b) < ratio * threat(view, a)
        ):
            ok = False  # a trade the profile does not want
            break
    if ok and len(can_block) >= 2 and not view.keywords(a) & STRIKES:
        # Two blockers that kill it together while it kills at most one of them.
        strong = sorted((view.power(b) for b in can_block), reverse=True)
        if strong[0] + strong[1] >= view.toughness(a) - a.damage and not racing(view):
            ok = ok and prof.race
    return ok


def choose_attackers(view: PlayerView, prof: Profile, decision: Decision) -> tuple[Any, ...]:
    """CR 508.1: attack when the race or the trade favours us; never for nothing.

    A creature sacrificed at the beginning of the end step (``board.leaves_this_turn``:
    Ball Lightning, Spark Elemental) always attacks: it loses nothing. All in when the
    attack is lethal through the defender's best blocks (only creatures able to block
    counted, pump tricks we can pay for included), or when the race says we win first;
    otherwise the creatures whose attack is a good one (ahead in the race, a trade with
    a blocker worth ``RACER_TRADE`` of the attacker is one), after ``hold_back`` kept
    home the blockers we need to survive the crack-back.

    Args:
        view: what the attacking player sees.
        prof: its profile (trade appetite, racing).
        decision: the ``attackers`` decision; its options are the creatures able to attack.

    Returns:
        The object ids of the attackers.
    """
    able = [o for o in (view.obj(i) for i in decision.options) if o is not None]
    able = [o for o in able if view.power(o) > 0]
    if not able:
        return ()
    blockers = untapped_blockers(view)
    if is_lethal(view, able, blockers):
        return tuple(o.oid for o in able)
    pump = best_pump(view) if blockers else 0
    ratio = racer_ratio(view, prof) if blockers else prof.trade_ratio
    chosen = [a for a in able if _attack_ok(view, prof, a, blockers, pump, ratio)]
    if len(chosen) < len(able) and wins_race(view, able, blockers):
        return tuple(o.oid for o in able)
    # Hold back blockers when the opponent's next attack would kill us.
    chosen = hold_back(view, able, chosen) if chosen else []
    # A creature sacrificed at the end step never blocks: it always attacks.
    doomed = [a for a in able if a not in chosen and leaves_this_turn(a)]
    return tuple(o.oid for o in chosen + doomed)


def _pumps(view: PlayerView) -> list[tuple[int, int]]:
    """(mana, -power) of each pump instant in our hand (``R_TRICK`` with a ``Pump``)."""
    pumps: list[tuple[int, int]] = []
    for o in view.hand:
        if not card_roles(o.card) & R_TRICK:
            continue
        p = max((e.power for e in targeted(o.card.spell) if isinstance(e, Pump)), default=0)
        if p > 0:
            pumps.append((view.spell_mana(o.card), -p))
    return pumps


def best_pump(view: PlayerView) -> int:
    """The most power one pump trick we can pay for now adds (CR 509: cast after blocks).

    The attack check counts it on the attacker a blocker would eat: the blocker dies, or
    trades, instead (Vines of Vastwood, Mutagenic Growth held in an aggro mirror).
    """
    mana = len(view.mana_units()) + sum(view.pool)
    if mana <= 0:
        return 0
    return max((-p for cost, p in _pumps(view) if cost <= mana), default=0)


def trick_bonus(view: PlayerView) -> int:
    """Power our pump instants in hand can add after blocks, mana permitting.

    Cheapest first while the untapped mana lasts (colours not checked): the tricks we
    hold count toward lethal on an unblocked attacker (CR 509, 702.19 for trample).
    """
    mana = len(view.mana_units()) + sum(view.pool)
    if mana <= 0:
        return 0
    pumps = _pumps(view)
    pumps.sort()
    bonus = 0
    for cost, p in pumps:
        if cost <= mana:
            mana -= cost
            bonus -= p
    return bonus


def is_lethal(view: PlayerView, atts: list[GameObject], blockers: list[GameObject]) -> bool:
    """Whether ``atts`` kill the opponent through its best blocks (CR 509.1, 510).

    Only ``blockers`` that can block each attacker count (``view.can_block``: tapped,
    "can't block", flying/reach, shadow, fear, intimidate, protection, unblockable);
    menace needs two; trample, first strike and deathtouch are fought out
    (``block_search.melee``); our pump tricks count on an unblocked attacker.
    """
    life = view.opponent_life
    bonus = trick_bonus(view)
    if sum(strike_power(view, a) for a in atts) + bonus < life:
        return False
    return least_through(view, atts, blockers, bonus) >= life


def crack_back(view: PlayerView, home: list[GameObject]) -> int:
    """The damage the opponent's next attack deals us through ``home`` as blockers.

    All its creatures attack (they untap first); ours that attacked stay tapped.
    """
    theirs = [o for o in view.opponent_battlefield if o.info.is_creature]
    if not theirs:
        return 0
    total = sum(strike_power(view, o) for o in theirs)
    if total < view.life:
        return total
    return least_through(view, theirs, home)


def _home(view: PlayerView, attackers: list[GameObject]) -> list[GameObject]:
    """Our creatures able to block next turn if ``attackers`` attack now."""
    return [
        o
        for o in view.battlefield
        if o.info.is_creature
        and not o.tapped
        and (o not in attackers or view.keywords(o) & VIGILANCE)
    ]


def attacks_to_kill(view: PlayerView, able: list[GameObject], blockers: list[GameObject]) -> int:
    """How many all-in attacks kill the opponent, losing creatures to its blocks on the way.

    Each attack meets the defender's best blocks (``blocks.defend``); the attackers and
    blockers that die are gone for the next one (no new creatures counted). ``INF`` when
    the attacks stop getting damage through within four turns.
    """
    life = view.opponent_life
    atts = list(able)
    blks = list(blockers)
    for n in range(1, 5):
        dmg, dead_a, dead_b = defend(view, atts, blks)
        life -= dmg
        if life <= 0:
            return n
        if dmg <= 0:
            return INF
        atts = [a for a in atts if a not in dead_a]
        blks = [b for b in blks if b not in dead_b]
    return INF


def wins_race(view: PlayerView, able: list[GameObject], blockers: list[GameObject]) -> bool:
    """Whether attacking with everything wins the race: we kill them before they kill us.

    Our attacks are counted through their best blocks, creatures lost on the way
    (``attacks_to_kill``); theirs is their whole team each turn through the creatures
    we keep home (vigilance). We attack first, so we win when we need no more attacks
    than they do.
    """
    theirs = crack_back(view, _home(view, able))
    if theirs >= view.life:
        return False
    need = clock(view.life, theirs)
    if clock(view.opponent_life, sum(strike_power(view, o) for o in able)) > need:
        return False  # even unblocked we would not be first: no search needed
    return attacks_to_kill(view, able, blockers) <= need


def hold_back(
    view: PlayerView, able: list[GameObject], chosen: list[GameObject]
) -> list[GameObject]:
    """Keep home the fewest creatures whose blocks stop the opponent's lethal crack-back.

    The crack-back is the opponent's whole team through our creatures left home, by the
    same search as our own lethal check (``blocks.least_through``). Attackers come back,
    the one whose return saves most damage first (vigilance ones block anyway).
    """
    life = view.life
    if crack_back(view, _home(view, chosen)) < life or crack_back(view, _home(view, [])) >= life:
        return chosen  # safe already, or nothing kept home would save us
    out = list(chosen)
    while out:
        best: GameObject | None = None
        best_in = 0
        for o in out:
            if view.keywords(o) & VIGILANCE:
                continue
            rest = [x for x in out if x is not o]
            n = crack_back(view, _home(view, rest))
            if (
                best is None
                or n < best_in
                or (n == best_in and threat(view, o) < threat(view, best))
            ):
                best, best_in = o, n
        if best is None:
            break
        out.remove(best)
        if best_in < life:
            break
    return out


# ---------------------------------------------------------------------- tricks
def combat_partners(view: PlayerView, c: GameObject) -> list[GameObject]:
    """The creatures ``c`` fights: its blockers when attacking, its attacker when blocking."""
    out: list[GameObject] = []
    if c.attacking:
        for b in c.blockers or ():
            o = view.obj(b)
            if o is not None:
                out.append(o)
    elif c.blocking:
        o = view.obj(c.blocking)
        if o is not None:
            out.append(o)
    return out


def _pump_changes_fight(view: PlayerView, c: GameObject, enemy: GameObject, power: int) -> bool:
    """Whether ``power`` more on our ``c`` saves it or kills ``enemy`` in their fight."""
    if c.attacking:
        mine_b, theirs_b = fight(view, c, enemy)
        mine_a, theirs_a = fight(view, c, enemy, att_bonus=power)
    else:
        theirs_b, mine_b = fight(view, enemy, c)
        theirs_a, mine_a = fight(view, enemy, c, blk_bonus=power)
    return (mine_b and not mine_a) or (theirs_a and not theirs_b)


def trick(view: PlayerView, options: Any) -> Any:
    """A combat trick on our creature when it changes who dies in this combat."""
    me = view.pid
    for a, o in role_casts(view, options, R_TRICK):
        pump = next(
            (e for e in targeted(action_effects(o.card, a.modes)) if isinstance(e, Pump)),
            None,
        )
        if pump is None:
            continue
        for g in a.targets:
            for t in g:
                c = view.obj(t) if t >= FIRST_OBJECT_ID else None
                if c is None or c.controller != me or not (c.attacking or c.blocking):
                    continue
                for enemy in combat_partners(view, c):
                    if _pump_changes_fight(view, c, enemy, pump.power):
                        return a
    return None


__all__ = [
    "best_pump",
    "choose_attackers",
    "combat_partners",
    "hold_back",
    "trick",
]
