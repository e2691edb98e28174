"""Board reading for the players: pure functions of a ``PlayerView``.

How much a permanent matters (``threat``), who dies in a fight, how many turns each
side needs to win the race, whether an attack is lethal through the best blocks, and
what a board wipe takes from each side. The combat, targeting and instant-speed
modules build their choices on these numbers; nothing here decides anything.

Layer: players (reads the ``PlayerView`` the engine gives an agent).
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.model import CardDef, Keyword
from deckstats.cards.targets import Ref
from deckstats.cards.triggers import BeginningOfStep, StepName
from deckstats.engine.actions import CastSpell
from deckstats.engine.state import GameObject
from deckstats.engine.view import PlayerView
from deckstats.players.facts import card_roles
from deckstats.players.reading import amount, flat_effects, sweep_spec

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
DealDamage: Final = fx.DealDamage
DealDamageEach: Final = fx.DealDamageEach
Destroy: Final = fx.Destroy
Exile: Final = fx.Exile
Pump: Final = fx.Pump
Sacrifice: Final = fx.Sacrifice

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_CREATURES_OPPONENTS_CONTROL: Final = Ref.CREATURES_OPPONENTS_CONTROL
_REF_SELF: Final = Ref.SELF
_STEP_NAME_END: Final = StepName.END

FLYING: Final = int(Keyword.FLYING)
REACH: Final = int(Keyword.REACH)
VIGILANCE: Final = int(Keyword.VIGILANCE)
MENACE: Final = int(Keyword.MENACE)
FIRST_STRIKE: Final = int(Keyword.FIRST_STRIKE)
DOUBLE_STRIKE: Final = int(Keyword.DOUBLE_STRIKE)
TRAMPLE: Final = int(Keyword.TRAMPLE)
DEATHTOUCH: Final = int(Keyword.DEATHTOUCH)
LIFELINK: Final = int(Keyword.LIFELINK)
INDESTRUCTIBLE: Final = int(Keyword.INDESTRUCTIBLE)
EVASION: Final = int(
    Keyword.FLYING
    | Keyword.UNBLOCKABLE
    | Keyword.SHADOW
    | Keyword.FEAR
    | Keyword.INTIMIDATE
    | Keyword.HORSEMANSHIP
    | Keyword.MENACE
)
STRIKES: Final = FIRST_STRIKE | DOUBLE_STRIKE
#: "Never" in turn counts (a side without power never wins the race).
INF: Final = 10_000


def seen(view: PlayerView, oid: int) -> GameObject:
    """Object ``oid`` of a decision option, as the player's view shows it.

    Options name cards the player may see (its hand, public zones, the cards the decision
    shows it), so a hidden one is an engine bug.
    """
    o = view.obj(oid)
    if o is None:
        raise LookupError(f"object {oid} is hidden from player {view.pid}")
    return o


def threat(view: PlayerView, o: GameObject) -> float:
    """How much a permanent matters to its controller's opponent (about damage per turn).

    Power, with evasion counting extra (it gets through), toughness as blocking value,
    lifelink, deathtouch and first strike, and a little for mana value and triggers.
    """
    info = o.info
    if info.is_planeswalker:
        c = o.counters
        return 3.0 + (c.get("loyalty", 0) if c is not None else 0)
    if not info.is_creature:
        return 0.5 + 0.2 * info.mana_value if not info.is_land else 0.0
    p = max(view.power(o), 0)
    t = max(view.toughness(o), 0)
    kw = view.keywords(o)
    v = p + 0.4 * t + 0.15 * info.mana_value
    if kw & EVASION:
        v += 0.5 * p
    if kw & DOUBLE_STRIKE:
        v += p
    elif kw & FIRST_STRIKE:
        v += 0.5
    if kw & DEATHTOUCH:
        v += 1.5
    if kw & LIFELINK:
        v += 0.5 * p
    if kw & TRAMPLE:
        v += 0.2 * p
    if info.has_triggers or info.statics:
        v += 1.0
    if kw & INDESTRUCTIBLE:
        v += 1.0
    if info.mana_sources:
        v += MANA_CREATURE  # Birds of Paradise, Llanowar Elves: a land's worth of mana
    return v


#: ``threat``'s worth of a creature's mana ability: a 0/1 Birds of Paradise is not a
#: free chump blocker (CR 605: it taps for mana every turn).
MANA_CREATURE: Final = 1.5


def lethal_to(view: PlayerView, src: GameObject, dst: GameObject, extra: int = 0) -> bool:
    """Whether ``src``'s combat damage (plus ``extra`` power) destroys ``dst`` (CR 704.5g-h)."""
    p = view.power(src) + extra
    if p <= 0 or view.keywords(dst) & INDESTRUCTIBLE:
        return False
    if view.keywords(src) & DEATHTOUCH:
        return True
    if view.keywords(src) & DOUBLE_STRIKE:
        p *= 2
    return p >= view.toughness(dst) - dst.damage


def fight(
    view: PlayerView, att: GameObject, blk: GameObject, att_bonus: int = 0, blk_bonus: int = 0
) -> tuple[bool, bool]:
    """One attacker against one blocker: (attacker dies, blocker dies).

    First strike (CR 702.7b) lets a creature kill its opponent before it deals damage;
    deathtouch makes any damage lethal (CR 702.2b). ``*_bonus`` add power and toughness
    (a combat trick).
    """
    ak = view.keywords(att)
    bk = view.keywords(blk)
    a_pow = view.power(att) + att_bonus
    b_pow = view.power(blk) + blk_bonus
    a_left = view.toughness(att) + att_bonus - att.damage
    b_left = view.toughness(blk) + blk_bonus - blk.damage
    a_kills = (
        a_pow > 0
        and not (bk & INDESTRUCTIBLE)
        and (bool(ak & DEATHTOUCH) or a_pow * (2 if ak & DOUBLE_STRIKE else 1) >= b_left)
    )
    b_kills = (
        b_pow > 0
        and not (ak & INDESTRUCTIBLE)
        and (bool(bk & DEATHTOUCH) or b_pow * (2 if bk & DOUBLE_STRIKE else 1) >= a_left)
    )
    a_first = bool(ak & STRIKES)
    b_first = bool(bk & STRIKES)
    if a_first and not b_first:
        first_kill = a_pow > 0 and (bool(ak & DEATHTOUCH) or a_pow >= b_left)
        if first_kill and not (bk & INDESTRUCTIBLE):
            return False, True
    if b_first and not a_first:
        first_kill = b_pow > 0 and (bool(bk & DEATHTOUCH) or b_pow >= a_left)
        if first_kill and not (ak & INDESTRUCTIBLE):
            return True, False
    return b_kills, a_kills


def clock(life: int, power: int) -> int:
    """Turns for ``power`` damage a turn to take ``life`` (``INF`` without power)."""
    if life <= 0:
        return 0
    if power <= 0:
        return INF
    return -(-life // power)


def clocks(view: PlayerView, incoming: int = 0) -> tuple[int, int]:
    """(Our turns to kill them, theirs to kill us), each side's creature power a turn.

    ``incoming``: damage we take before our next turn (an attack being blocked, counted
    unblocked): their clock starts from the life it leaves us.
    """
    mine = sum(max(view.power(o), 0) for o in view.battlefield if o.info.is_creature)
    theirs = sum(max(view.power(o), 0) for o in view.opponent_battlefield if o.info.is_creature)
    return clock(view.opponent_life, mine), clock(view.life - incoming, theirs)


def racing(view: PlayerView) -> bool:
    """True when our clock is at least as fast as theirs (we attack first on ties)."""
    my_clock, their_clock = clocks(view)
    return my_clock <= their_clock


def leaves_this_turn(o: GameObject) -> bool:
    """Whether ``o`` is sacrificed or exiled at the beginning of the end step (CR 513.1a).

    Ball Lightning, Spark Elemental, Blistering Firecat: a creature that will not see the
    next turn loses nothing by attacking and is worth nothing to kill in combat.
    """
    info = o.info
    got = _LEAVES.get(id(info))
    if got is None:
        got = False
        for t in info.triggers:
            w = t.when
            if type(w) is BeginningOfStep and w.step is _STEP_NAME_END:
                for e in t.effect:
                    if (type(e) is Sacrifice and e.what is _REF_SELF) or (
                        type(e) is Exile and e.target is _REF_SELF
                    ):
                        got = True
        _LEAVES[id(info)] = got
    return got


#: ``leaves_this_turn`` per card facts object (``id(o.info)``), read once.
_LEAVES: dict[int, bool] = {}


def untapped_blockers(view: PlayerView) -> list[GameObject]:
    """The opponent's untapped creatures: the ones that may block this turn."""
    return [o for o in view.opponent_battlefield if o.info.is_creature and not o.tapped]


def strike_power(view: PlayerView, o: GameObject) -> int:
    """The combat damage ``o`` deals unblocked: its power, twice with double strike."""
    return max(view.power(o), 0) * (2 if view.keywords(o) & DOUBLE_STRIKE else 1)


def lethal_through(
    view: PlayerView, atts: list[GameObject], blockers: list[GameObject], life: int
) -> bool:
    """Whether ``atts`` deal ``life`` even when each blocker stops the biggest it can.

    Each blocker blocks one attacker (menace ones stay unblocked), the biggest damage
    first; a blocked trampler still deals its damage beyond the blocker's toughness
    (CR 702.19b). Double strike counts twice.
    """
    if not atts:
        return False
    dmg = []
    for a in atts:
        p = max(view.power(a), 0)
        if view.keywords(a) & DOUBLE_STRIKE:
            p *= 2
        dmg.append((p, a))
    total = sum(p for p, _ in dmg)
    if total < life:
        return False
    if not blockers:
        return True
    # The defender blocks the biggest attackers each blocker can block (one each).
    dmg.sort(key=lambda t: -t[0])
    used: set[int] = set()
    stopped = 0
    for p, a in dmg:
        for b in blockers:
            if b.oid in used or not view.can_block(b, a):
                continue
            if view.keywords(a) & MENACE:
                continue
            used.add(b.oid)
            if view.keywords(a) & TRAMPLE:
                stopped += min(p, max(view.toughness(b) - b.damage, 0))
            else:
                stopped += p
            break
    return total - stopped >= life


def unblocked_damage(view: PlayerView) -> int:
    """Damage our attackers deal this turn if the defender blocks as well as it can."""
    atts = [o for o in view.battlefield if o.info.is_creature and view.can_attack(o)]
    blockers = untapped_blockers(view)
    powers = sorted((max(view.power(o), 0) for o in atts), reverse=True)
    return sum(powers[len(blockers) :])


def _sweep_kills(view: PlayerView, e: Any, o: GameObject, kw: int) -> bool:
    """Whether the mass-removal effect ``e`` takes creature ``o`` (keywords ``kw``)."""
    if isinstance(e, (DealDamage, DealDamageEach)):
        n = amount(e.amount, 0)
        return not kw & INDESTRUCTIBLE and n >= view.toughness(o) - o.damage
    if isinstance(e, Destroy):
        return not kw & INDESTRUCTIBLE
    if isinstance(e, Pump):
        return view.toughness(o) + e.toughness - o.damage <= 0
    return True


def sweep_value(view: PlayerView, card: CardDef) -> float:
    """Net threat a mass-removal spell removes: theirs minus ours (CR 701.8, 120.3).

    Each sweeping effect of the card is applied to the creatures it hits on each side
    (keyword filters of "each creature without flying" honoured); indestructible
    creatures survive destruction and damage.
    """
    net = 0.0
    me = view.pid
    for e in flat_effects(card.spell):
        who = sweep_spec(e)
        if who is None:
            continue
        for side in (view.battlefield, view.opponent_battlefield):
            for o in side:
                if not o.info.is_creature:
                    continue
                mine = o.controller == me
                if who == _REF_CREATURES_OPPONENTS_CONTROL and mine:
                    continue
                kw = view.keywords(o)
                if isinstance(e, DealDamageEach):
                    if e.without and kw & int(e.without):
                        continue
                    if e.with_keywords and not kw & int(e.with_keywords):
                        continue
                if _sweep_kills(view, e, o, kw):
                    v = threat(view, o)
                    net += -v if mine else v
    return net


def land_sweep_wins(view: PlayerView) -> bool:
    """Whether a symmetric land sweep (Armageddon: "Destroy all lands", CR 701.8) wins now.

    The deck that is ahead on the board casts it (the Erhnam-Geddon plan): the opponent has
    lands to lose, our creatures already hit for at least 4 and for 3 more than theirs, so
    with no mana on either side our clock is the only one.
    """
    if not any(o.info.is_land for o in view.opponent_battlefield):
        return False  # a goldfish, or a board with nothing to destroy but ours
    ours = sum(max(view.power(o), 0) for o in view.battlefield if o.info.is_creature)
    theirs = sum(max(view.power(o), 0) for o in view.opponent_battlefield if o.info.is_creature)
    return ours >= 4 and ours >= theirs + 3


def graveyard_matters(view: PlayerView) -> bool:
    """Whether the opponent's graveyard is worth exiling now (graveyard hate, CR 406.1).

    A creature card (reanimation, escape), a card it could cast from there (flashback and
    other cost options), or a big graveyard (delve, threshold, delirium fuel).
    """
    grave = view.opponent_graveyard
    if len(grave) >= 5:
        return True
    return any(o.info.is_creature or o.info.costs for o in grave)


def role_casts(view: PlayerView, options: Any, role: int) -> list[tuple[CastSpell, GameObject]]:
    """The casts with targets among ``options`` whose card has a role in ``role`` (``R_*``).

    Pairs (cast, card object), in option order.
    """
    out: list[tuple[CastSpell, GameObject]] = []
    for a in options:
        if type(a) is not CastSpell or not a.targets:
            continue
        o = view.obj(a.oid)
        if o is None or not card_roles(o.card) & role:
            continue
        out.append((a, o))
    return out


__all__ = [
    "clock",
    "clocks",
    "fight",
    "graveyard_matters",
    "land_sweep_wins",
    "leaves_this_turn",
    "lethal_through",
    "lethal_to",
    "racing",
    "role_casts",
    "seen",
    "strike_power",
    "sweep_value",
    "threat",
    "unblocked_damage",
    "untapped_blockers",
]
