"""Burn: when a burn spell goes at the opponent's face, and lethal burn lines.

The heuristic sends burn at the face when the burn castable now (plus this turn's
attack through the best blocks) is lethal (``lethal_burn``), or when the race
arithmetic says so (``burn_face_now``: the race is won with the burn at the face, and
no creature's death decides it); otherwise burn is removal (``removal.best_removal``).

Layer: players.
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.costs import AlternativeCost, Kicker
from deckstats.cards.model import CardDef
from deckstats.cards.targets import Ref
from deckstats.engine.actions import CastSpell
from deckstats.engine.info import card_info
from deckstats.engine.state import GameObject
from deckstats.engine.types import FIRST_OBJECT_ID
from deckstats.engine.view import PlayerView
from deckstats.players.board import (
    EVASION,
    INF,
    clock,
    role_casts,
    strike_power,
    unblocked_damage,
)
from deckstats.players.evaluate import face_damage as spell_face_damage
from deckstats.players.facts import R_BURN, card_roles
from deckstats.players.profiles import Profile
from deckstats.players.reading import action_effects, amount, targeted
from deckstats.players.threats import ASSESS_MEMO, assess, burn_kills

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
DealDamage: Final = fx.DealDamage
DealDamageDivided: Final = fx.DealDamageDivided

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_DEFENDING_PLAYER: Final = Ref.DEFENDING_PLAYER
_REF_EACH_OPPONENT: Final = Ref.EACH_OPPONENT

#: Card id -> its face damage as burn (0 when it is not a burn card).
_BURN_DAMAGE: dict[int, int] = {}


class DecisionMemo:
    """This module's answers that hold through one decision (speed only, same answers).

    The game cannot change while an agent decides (``engine.view``: the agent only
    reads), so ``burn_face_now`` and the race with all our burn at the face are the same
    for every option the heuristic scores in one priority decision; ``threats.assess``
    is remembered alongside (``threats.ASSESS_MEMO``, opened and closed with this one).
    ``HeuristicAgent.on_priority`` opens the memo for its decision and closes it after;
    closed (any other caller), every function computes afresh.
    """

    __slots__ = ("face", "face_prof", "open", "race")

    def __init__(self) -> None:
        self.open = False
        #: ``burn_face_now``'s answer and the profile it was for (None: not asked yet).
        self.face = False
        self.face_prof: Profile | None = None
        #: (burn in hand at the face, our turns to kill, theirs): ``_race_with_burn``.
        self.race: tuple[int, int, int] | None = None

    def start(self) -> None:
        """Open the memo for a new decision (forgetting any earlier one)."""
        self.open = True
        self.face_prof = None
        self.race = None
        ASSESS_MEMO.start()

    def stop(self) -> None:
        """Close the memo: the decision is answered, the game moves on."""
        self.open = False
        self.face_prof = None
        self.race = None
        ASSESS_MEMO.stop()


#: The one memo (one decision is answered at a time).
DECISION_MEMO: Final = DecisionMemo()


def _burn_in_hand(view: PlayerView) -> list[tuple[int, int]]:
    """(face damage, mana value) of each burn card in our hand."""
    out: list[tuple[int, int]] = []
    for o in view.hand:
        card = o.card
        d = _BURN_DAMAGE.get(id(card))
        if d is None:
            d = spell_face_damage(card.spell) if card_roles(card) & R_BURN else 0
            _BURN_DAMAGE[id(card)] = d
        if d > 0:
            out.append((d, card.mana_value))
    return out


def _per_turn(view: PlayerView, gone: GameObject | None) -> tuple[int, int]:
    """(our attack damage a turn through their blockers, theirs at us), without ``gone``.

    Ours: each of their creatures (but ``gone``) blocks one of our biggest attackers it
    can block; theirs: all their power (we are the ones racing, not blocking).
    """
    theirs = [o for o in view.opponent_battlefield if o.info.is_creature and o is not gone]
    blockers = len(theirs)
    open_dmg = 0
    ground: list[int] = []
    for o in view.battlefield:
        if not o.info.is_creature:
            continue
        p = strike_power(view, o)
        if p <= 0:
            continue
        if not view.keywords(o) & EVASION or any(b.tapped or view.can_block(b, o) for b in theirs):
            ground.append(p)
        else:
            open_dmg += p  # evasion none of theirs can block
    ground.sort(reverse=True)
    mine = open_dmg + sum(ground[blockers:])
    return mine, sum(strike_power(view, o) for o in theirs)


def race_turns(view: PlayerView, burn: int, gone: GameObject | None = None) -> tuple[int, int]:
    """(our turns to kill them, their turns to kill us), counting ``burn`` face damage.

    Our turn comes first (this is our turn): we win the race when ours <= theirs.
    ``gone``: the race with that creature of theirs dead (CR 704.5g).
    """
    mine, theirs = _per_turn(view, gone)
    left = view.opponent_life - burn
    ours = 1 if left <= mine else (INF if mine <= 0 else 1 + clock(left - mine, mine))
    return ours, clock(view.life, theirs)


def _kill_decides(view: PlayerView, burn: list[tuple[int, int]], total: int) -> bool:
    """Whether burning one of their creatures turns a lost race into a won one."""
    if not burn:
        return False
    best = max(d for d, _ in burn)
    for o in view.opponent_battlefield:
        if not o.info.is_creature or not burn_kills(view, o, best):
            continue
        ours, theirs = race_turns(view, total - best, o)
        if ours <= theirs:
            return True
    return False


def decides_race(view: PlayerView, card: CardDef, a: CastSpell) -> bool:
    """Whether burn cast ``a`` kills a creature whose death wins a race we are losing."""
    total, ours, theirs = _race_with_burn(view)
    if ours <= theirs:
        return False
    dmg = spell_face_damage(card.spell, a.x)
    for group in a.targets:
        for t in group:
            o = view.obj(t) if t >= FIRST_OBJECT_ID else None
            if o is None or o.controller == view.pid or not o.info.is_creature:
                continue
            if burn_kills(view, o, dmg):
                ours, theirs = race_turns(view, total - dmg, o)
                if ours <= theirs:
                    return True
    return False


def _race_with_burn(view: PlayerView) -> tuple[int, int, int]:
    """(our burn in hand at the face, our turns to kill, theirs): ``race_turns`` with it.

    Read once per decision while ``DECISION_MEMO`` is open.
    """
    memo = DECISION_MEMO
    if memo.open and memo.race is not None:
        return memo.race
    total = sum(d for d, _ in _burn_in_hand(view))
    ours, theirs = race_turns(view, total)
    out = (total, ours, theirs)
    if memo.open:
        memo.race = out
    return out


def burn_face_now(view: PlayerView, prof: Profile) -> bool:
    """Whether burn goes to the face this turn, by the race arithmetic.

    The face when the race is won with the burn in hand at the face (the opponent dies
    before we do, counting their clock; ``race_turns``); a creature when killing it
    decides the race (it turns a lost race into a won one). Otherwise a profile that
    races burns the face unless a creature worth its ``min_burn_target`` dies.
    Answered once per decision while ``DECISION_MEMO`` is open.
    """
    memo = DECISION_MEMO
    if memo.open and memo.face_prof is prof:
        return memo.face
    face = _burn_face_now(view, prof)
    if memo.open:
        memo.face_prof = prof
        memo.face = face
    return face


#: A deck whose burn is its clock: this many burn cards in 60 or more (as
#: ``profiles.auto_profile`` counts a burn deck).
BURN_DECK: Final = 14
#: ``burn_is_clock`` memo: id of a decklist tuple -> (the tuple, the answer).
_BURN_DECKS: dict[int, tuple[tuple[Any, ...], bool]] = {}


def burn_is_clock(deck: tuple[Any, ...]) -> bool:
    """Whether ``deck`` (our decklist) is a burn deck: ``BURN_DECK`` burn cards in 60.

    An empty ``deck`` (not known: a built position) counts as one.

    Its burn is its clock: with nothing of theirs to kill, burn goes to the face (Sligh
    mirror, 1200 games, seed 27: a Sligh pilot that kept it instead won 43 fewer games
    from the play and 43 fewer from the draw). A creature deck keeps its few burn
    spells for their creatures (Erhnam-Geddon mirror, 1200 games: a pilot that keeps
    them wins 33 more from the play, 16 more from the draw).
    """
    if not deck:
        return True  # no decklist known (a built position): the burn is all we know of
    hit = _BURN_DECKS.get(id(deck))
    if hit is not None and hit[0] is deck:
        return hit[1]
    burn = sum(1 for c in deck if card_roles(c) & R_BURN)
    out = burn * 60 >= BURN_DECK * len(deck)
    _BURN_DECKS[id(deck)] = (deck, out)
    return out


def _burn_face_now(view: PlayerView, prof: Profile) -> bool:
    """``burn_face_now`` without the memo."""
    if prof.race and not any(o.info.is_creature for o in view.opponent_battlefield):
        if burn_is_clock(view.own_deck):
            return True  # nothing to kill: the same answer, without the arithmetic
        total, ours, theirs = _race_with_burn(view)
        return ours <= theirs and ours < INF  # else kept for a creature
    total, ours, theirs = _race_with_burn(view)
    if ours <= theirs:
        return True
    if _kill_decides(view, _burn_in_hand(view), total):
        return False
    if not prof.race:
        return False
    floor = prof.min_burn_target
    if floor <= 0.0:
        return False  # max(0, threats) < floor never holds
    for o in view.opponent_battlefield:
        if o.info.is_creature and assess(view, o) >= floor:
            return False  # the most threatening creature is worth the burn (max >= floor)
    return True


def face_only(a: CastSpell) -> bool:
    """Whether every target of the cast is a player."""
    return all(t < FIRST_OBJECT_ID for g in a.targets for t in g)


def face_damage(card: CardDef, a: CastSpell, opp: int) -> int:
    """Damage the cast deals to player ``opp``."""
    n = 0
    effects = targeted(action_effects(card, a.modes))
    targets = a.targets
    for i in range(min(len(effects), len(targets))):  # zip(): a generic call under mypyc
        eff = effects[i]
        group = targets[i]
        if isinstance(eff, DealDamage):
            n += amount(eff.amount, a.x) * sum(1 for t in group if t == opp)
        elif isinstance(eff, DealDamageDivided):
            n += sum(1 for t in group if t == opp)  # one id per point
    for each in _each_opponent(card):
        n += amount(each, a.x)
    return n


#: ``_each_opponent`` memo: id of a card -> (the card, its amounts).
_EACH_OPPONENT: dict[int, tuple[CardDef, tuple[Any, ...]]] = {}


def _each_opponent(card: CardDef) -> tuple[Any, ...]:
    """The amounts of the spell's untargeted damage to each opponent (once per card)."""
    hit = _EACH_OPPONENT.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    out = tuple(
        e.amount
        for e in card_info(card).spell
        if isinstance(e, DealDamage) and e.to in (_REF_EACH_OPPONENT, _REF_DEFENDING_PLAYER)
    )
    _EACH_OPPONENT[id(card)] = (card, out)
    return out


def _at_player(a: CastSpell, pid: int) -> bool:
    """Whether player ``pid`` is among the targets of cast ``a``."""
    return any(pid in g for g in a.targets)


def _face_casts(view: PlayerView, options: Any) -> list[tuple[int, CastSpell]]:
    """The burn casts at the opponent: (damage, cast), the best cast per card."""
    face: list[tuple[int, CastSpell]] = []
    opp = view.opponent_id
    seen_oids: set[int] = set()
    for a, o in role_casts(view, options, R_BURN):
        if not _at_player(a, opp) and not _each_opponent(o.card):
            continue  # no damage to ``opp``: face_damage would be 0
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
    need = view.opponent_life
    if attack:
        need -= unblocked_damage(view)
    if need <= 0:
        return None  # the attack alone is lethal: keep the burn
    # Fireblast last: its Mountains tap for the other spells first (CR 118.9, 701.21:
    # a tapped Mountain can be sacrificed), and it costs no mana
    face.sort(key=lambda t: (_sacrifices(view, t[1]) > 0, -t[0]))
    mana = len(view.mana_units()) + sum(view.pool)
    lands = sum(1 for o in view.battlefield if o.info.is_land)
    got = 0
    spent = 0
    for d, a in face:
        mv = _cast_mana(view, a)
        sac = _sacrifices(view, a)
        # the options name one copy of identical cards in hand: count every copy
        for _ in range(_copies(view, a)):
            if spent + mv > mana or (sac and sac > lands):
                break
            got += d
            spent += mv
            lands -= sac
    if got >= need:
        return face[0][1]
    return None


def _copies(view: PlayerView, a: CastSpell) -> int:
    """Copies in hand of the card cast ``a`` casts (1 when it is not cast from hand)."""
    o = view.obj(a.oid)
    if o is None:
        return 1
    name = o.card.name
    return max(1, sum(1 for h in view.hand if h.card.name == name))


def _cast_mana(view: PlayerView, a: CastSpell) -> int:
    """The mana cast ``a`` costs: its alternative cost's mana (Fireblast: none, CR 118.9)."""
    o = view.obj(a.oid)
    if o is None:
        return 0
    card = o.card
    if 0 < a.alt <= len(card.costs):
        opt = card.costs[a.alt - 1]
        if isinstance(opt, AlternativeCost):
            return opt.mana.mana_value if opt.mana is not None else 0
    return int(card.mana_value)


def alt_sacrifice(card: CardDef, a: CastSpell) -> int:
    """Permanents cast ``a``'s alternative cost sacrifices (Fireblast: two Mountains), or 0.

    CR 118.9: ``a.alt`` names the card's cost option; 0 for the mana cost. A bargained
    cast (CR 702.166a: a kick of a bargain ``Kicker``) or a casualty paid (CR 702.153a)
    sacrifices one permanent.
    """
    if a.kicks and any(isinstance(c, Kicker) and (c.bargain or c.casualty) for c in card.costs):
        return 1
    if not 0 < a.alt <= len(card.costs):
        return 0
    opt = card.costs[a.alt - 1]
    return opt.sacrifice if isinstance(opt, AlternativeCost) else 0


def _sacrifices(view: PlayerView, a: CastSpell) -> int:
    """``alt_sacrifice`` of the card cast ``a`` casts (0 when it is not visible)."""
    o = view.obj(a.oid)
    return 0 if o is None else alt_sacrifice(o.card, a)


__all__ = ["burn_face_now", "decides_race", "face_damage", "face_only", "lethal_burn", "race_turns"]
