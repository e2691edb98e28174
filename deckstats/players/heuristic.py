"""Heuristic players that interact: ``aggro``, ``midrange`` and ``control`` (issue 17).

One agent class, three profiles. The main-phase mana plan (which land, which spells
in which order so no mana is wasted) is the goldfish's (``GoldfishAgent``), fed only
the options the profile wants cast now; everything that touches the opponent is
decided here, from what the ``PlayerView`` shows:

- **Attacks** (CR 508): race arithmetic, clock against clock. All in when the attack
  is lethal through the best blocks the defender has. Otherwise a creature attacks
  when no untapped potential blocker would eat it for nothing (kill it and survive,
  first strike and deathtouch counted), and a trade it may meet is one the profile
  accepts. Creatures stay home when the opponent's next attack would be lethal
  without them (losing the race).
- **Blocks** (CR 509): blocks that kill the attacker and survive, then blocks that
  survive, then good trades, then gang blocks on an attacker no single creature stops,
  and chump blocks only to survive lethal damage (trample counted: a chump stops only
  its toughness).
- **Removal and burn**: aimed at the creature that matters most (``threat``: damage per
  turn, evasion, blocking value). Burn goes to the face when it is lethal with the
  attack (or the burn in hand alone), or when the profile races and no creature worth
  the card can be killed; otherwise at the best creature it kills.
- **Instant speed**: counterspells answer real threats only (a creature, a removal spell
  at our creature, a big spell; a cantrip or a cycled card resolves); combat tricks
  are cast after blocks when they change who dies; the control profile holds mana
  for its counterspells and casts instant removal and card draw in the opponent's
  end step.

Every tie-break draws from the agent's own seeded stream (STYLE.md 2.6).
"""

from __future__ import annotations

from typing import Any

from mypy_extensions import mypyc_attr

from deckstats.cards import effects as fx
from deckstats.cards.model import CardDef, CardType, Keyword
from deckstats.cards.modifiers import Ward
from deckstats.cards.targets import Controller, Ref, Target, TargetKind
from deckstats.engine.actions import PASS, ActivateAbility, CastSpell, PlayLand
from deckstats.engine.decisions import DAMAGE, PRIORITY, Decision
from deckstats.engine.info import card_info
from deckstats.engine.state import GameObject
from deckstats.engine.types import FIRST_OBJECT_ID, Rng, Step, Zone
from deckstats.engine.view import PlayerView
from deckstats.players.base import BaseAgent
from deckstats.players.goldfish import GoldfishAgent
from deckstats.players.mulligan import DEFAULT_POLICY, MulliganPolicy

FLYING = int(Keyword.FLYING)
REACH = int(Keyword.REACH)
VIGILANCE = int(Keyword.VIGILANCE)
MENACE = int(Keyword.MENACE)
FIRST_STRIKE = int(Keyword.FIRST_STRIKE)
DOUBLE_STRIKE = int(Keyword.DOUBLE_STRIKE)
TRAMPLE = int(Keyword.TRAMPLE)
DEATHTOUCH = int(Keyword.DEATHTOUCH)
LIFELINK = int(Keyword.LIFELINK)
INDESTRUCTIBLE = int(Keyword.INDESTRUCTIBLE)
CANT_BLOCK = int(Keyword.CANT_BLOCK)
EVASION = int(
    Keyword.FLYING
    | Keyword.UNBLOCKABLE
    | Keyword.SHADOW
    | Keyword.FEAR
    | Keyword.INTIMIDATE
    | Keyword.HORSEMANSHIP
    | Keyword.MENACE
)
_STRIKES = FIRST_STRIKE | DOUBLE_STRIKE
_INF = 10_000

# Card roles (bit flags), computed once per card.
R_CREATURE = 1
R_REMOVAL = 2  # kills, exiles, bounces or shrinks a creature (targeted)
R_BURN = 4  # damage that may go to a player
R_COUNTER = 8
R_TRICK = 16  # an instant-speed pump on a creature
R_DRAW = 32
R_INSTANT = 64  # castable at instant speed
R_LAND = 128
R_SWEEP = 256  # hits every creature (or every creature of a side): Wrath, Pyroclasm

_MASS = (Ref.EACH_CREATURE, Ref.CREATURES_OPPONENTS_CONTROL, Ref.EACH_OTHER_CREATURE)

_ROLES: dict[int, int] = {}


class Profile:
    """How a profile plays: its appetite for trades, the face, and holding up mana.

    Attributes:
        name: ``aggro``, ``midrange`` or ``control``.
        trade_ratio: attack or block into a trade when the opposing creature is worth
            at least this fraction of ours.
        race: burn goes to the face when no creature worth ``min_burn_target`` dies.
        min_burn_target: the smallest threat worth a burn spell (when racing).
        hold_counters: keep mana open for counterspells in hand.
        instant_removal_on_their_turn: cast instant removal in the opponent's turn.
    """

    __slots__ = (
        "hold_counters",
        "instant_removal_on_their_turn",
        "min_burn_target",
        "name",
        "race",
        "trade_ratio",
    )

    def __init__(
        self,
        name: str,
        trade_ratio: float,
        race: bool,
        min_burn_target: float,
        hold_counters: bool,
        instant_removal_on_their_turn: bool,
    ) -> None:
        self.name = name
        self.trade_ratio = trade_ratio
        self.race = race
        self.min_burn_target = min_burn_target
        self.hold_counters = hold_counters
        self.instant_removal_on_their_turn = instant_removal_on_their_turn


PROFILES: dict[str, Profile] = {
    "aggro": Profile("aggro", 0.7, True, 4.0, False, False),
    "midrange": Profile("midrange", 1.0, False, 2.0, False, False),
    "control": Profile("control", 1.0, False, 1.5, True, True),
}


# ---------------------------------------------------------------------- card facts
def _flat_effects(effects: tuple[Any, ...]) -> list[Any]:
    out: list[Any] = []
    for e in effects:
        if isinstance(e, fx.Modal):
            for m in e.modes:
                out.extend(_flat_effects(m))
        elif isinstance(e, fx.MayDo | fx.IfKicked | fx.ForEachKick):
            out.extend(_flat_effects(e.effect))
        elif isinstance(e, fx.Conditional):
            out.extend(_flat_effects(e.then))
        else:
            out.append(e)
    return out


def _may_hit_creature(spec: Any) -> bool:
    return isinstance(spec, Target) and bool(spec.kinds & TargetKind.CREATURE)


def _may_hit_player(spec: Any) -> bool:
    if isinstance(spec, Target):
        return bool(spec.kinds & TargetKind.PLAYER) and spec.controller != Controller.YOU
    return spec in (Ref.EACH_OPPONENT, Ref.DEFENDING_PLAYER)


def card_roles(card: CardDef) -> int:
    """The roles of ``card`` (``R_*`` flags), cached per definition."""
    r = _ROLES.get(id(card))
    if r is not None:
        return r
    info = card_info(card)
    r = 0
    if info.is_land:
        r |= R_LAND
    if info.is_creature:
        r |= R_CREATURE
    if info.is_instant_speed:
        r |= R_INSTANT
    if not info.is_permanent:
        for e in _flat_effects(card.spell):
            if isinstance(e, fx.DealDamage | fx.DealDamageDivided):
                spec: Any = e.to
                if _may_hit_player(spec):
                    r |= R_BURN
                if _may_hit_creature(spec):
                    r |= R_REMOVAL
            elif isinstance(e, fx.Destroy | fx.Exile | fx.Bounce):
                if _may_hit_creature(e.target):
                    r |= R_REMOVAL
            elif isinstance(e, fx.Pump):
                if e.toughness < 0 and _may_hit_creature(e.target):
                    r |= R_REMOVAL
                elif e.power >= 0 and _may_hit_creature(e.target) and info.is_instant_speed:
                    r |= R_TRICK
            elif isinstance(e, fx.CounterSpell):
                r |= R_COUNTER
            if _sweep_spec(e) is not None:
                r |= R_SWEEP
            elif isinstance(e, fx.DrawCards):
                r |= R_DRAW
    _ROLES[id(card)] = r
    return r


def _sweep_spec(e: Any) -> Any:
    """The creatures a mass-removal effect hits (a ``Ref``), or None."""
    if isinstance(e, fx.DealDamageEach):
        return Ref.EACH_CREATURE if e.creatures else None
    if isinstance(e, fx.Destroy | fx.Exile | fx.Bounce) and e.target in _MASS:
        return e.target
    if isinstance(e, fx.DealDamage) and e.to in _MASS:
        return e.to
    if isinstance(e, fx.Pump) and e.toughness < 0 and e.target in _MASS:
        return e.target
    return None


def sweep_value(view: PlayerView, card: CardDef) -> float:
    """Net threat a mass-removal spell removes: theirs minus ours (CR 701.8, 120.3)."""
    net = 0.0
    me = view.pid
    for e in _flat_effects(card.spell):
        who = _sweep_spec(e)
        if who is None:
            continue
        for side in (view.battlefield, view.opponent_battlefield):
            for o in side:
                if not o.info.is_creature:
                    continue
                mine = o.controller == me
                if who == Ref.CREATURES_OPPONENTS_CONTROL and mine:
                    continue
                kw = view.keywords(o)
                if isinstance(e, fx.DealDamageEach):
                    if e.without and kw & int(e.without):
                        continue
                    if e.with_keywords and not kw & int(e.with_keywords):
                        continue
                dies = True
                if isinstance(e, fx.DealDamage | fx.DealDamageEach):
                    n = _amount(e.amount, 0)
                    dies = not kw & INDESTRUCTIBLE and n >= view.toughness(o) - o.damage
                elif isinstance(e, fx.Destroy):
                    dies = not kw & INDESTRUCTIBLE
                elif isinstance(e, fx.Pump):
                    dies = view.toughness(o) + e.toughness - o.damage <= 0
                if dies:
                    v = threat(view, o)
                    net += -v if mine else v
    return net


def _targeted(effects: tuple[Any, ...]) -> list[Any]:
    """The effects owning each target group, in text order (CR 601.2c; as the engine)."""
    out: list[Any] = []
    for e in effects:
        if isinstance(e, fx.Modal):
            continue
        if isinstance(e, fx.MayDo | fx.IfKicked | fx.ForEachKick):
            out.extend(_targeted(e.effect))
            continue
        if isinstance(e, fx.Conditional):
            out.extend(_targeted(e.then))
            continue
        for name in e.__slots__:
            if isinstance(getattr(e, name), Target):
                out.append(e)
    return out


def action_effects(card: CardDef, modes: tuple[int, ...]) -> tuple[Any, ...]:
    """The effects a cast with ``modes`` will have, modal choices flattened in order."""
    info = card_info(card)
    effects: tuple[Any, ...] = info.spell
    if info.modal is not None:
        effects = tuple(e for e in effects if e is not info.modal)
        for m in modes:
            effects += info.modal.modes[m]
    return effects


def _amount(a: Any, x: int) -> int:
    return x if a == "X" else int(a)


# ---------------------------------------------------------------------- board maths
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
    return v


def _lethal_to(view: PlayerView, src: GameObject, dst: GameObject, extra: int = 0) -> bool:
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
    a_first = bool(ak & _STRIKES)
    b_first = bool(bk & _STRIKES)
    if a_first and not b_first:
        first_kill = a_pow > 0 and (bool(ak & DEATHTOUCH) or a_pow >= b_left)
        if first_kill and not (bk & INDESTRUCTIBLE):
            return False, True
    if b_first and not a_first:
        first_kill = b_pow > 0 and (bool(bk & DEATHTOUCH) or b_pow >= a_left)
        if first_kill and not (ak & INDESTRUCTIBLE):
            return True, False
    return b_kills, a_kills


def _clock(life: int, power: int) -> int:
    """Turns for ``power`` damage a turn to take ``life`` (``_INF`` without power)."""
    if life <= 0:
        return 0
    if power <= 0:
        return _INF
    return -(-life // power)


# ---------------------------------------------------------------------- the agent
@mypyc_attr(allow_interpreted_subclasses=True)
class HeuristicAgent(BaseAgent):
    """An interacting player with a ``Profile`` (``get_agent("aggro")`` and friends)."""

    acts_only_in_main = False

    def __init__(
        self, profile: str = "midrange", mulligan: MulliganPolicy = DEFAULT_POLICY
    ) -> None:
        super().__init__(mulligan)
        if profile not in PROFILES:
            raise KeyError(f"unknown profile {profile!r}; known: {', '.join(sorted(PROFILES))}")
        #: The profile's name (``auto`` reports the one it picked here).
        self.profile = profile
        self.params = PROFILES[profile]
        self.name = profile
        self.planner = GoldfishAgent(mulligan)

    def decide(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """Interaction here; planning decisions (land, search, scry...) as the goldfish."""
        kind = decision.kind
        if kind == PRIORITY:
            return self.on_priority(view, decision, rng)
        if kind == "attackers":
            return self.on_attackers(view, decision, rng)
        if kind == "blockers":
            return self.on_blockers(view, decision, rng)
        if kind == "targets":
            return self.on_targets(view, decision, rng)
        if kind == "discard":
            return self.on_discard(view, decision, rng)
        if kind == "pay_unless":
            return True
        if kind == DAMAGE:
            return self.on_damage_assignment(view, decision, rng)
        return self.planner.decide(view, decision, rng)

    def on_damage_assignment(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """Divide combat damage (CR 510.1c-d): kill the blockers that matter most.

        The rest goes on the player where trample allows it (CR 702.19b).
        """
        src = view.obj(decision.source)
        deathtouch = src is not None and bool(view.keywords(src) & DEATHTOUCH)
        opp = view.opponent_id
        best: Any = decision.options[0]
        best_score = -1.0
        for opt in decision.options:
            score = 0.0
            for who, n in opt:
                if who == opp:
                    score += 0.9 * n
                    continue
                o = view.obj(who)
                if o is None:
                    continue
                if (deathtouch and n >= 1) or n >= view.toughness(o) - o.damage:
                    score += threat(view, o) + 1.0
            if score > best_score:
                best, best_score = opt, score
        return best

    # ------------------------------------------------------------------ priority
    def on_priority(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """Main phase: removal and lethal burn first, then the goldfish's mana plan."""
        options = decision.options
        step = view.step
        main = (
            view.active == view.pid
            and view.stack_size == 0
            and (step is Step.PRECOMBAT_MAIN or step is Step.POSTCOMBAT_MAIN)
        )
        if not main:
            return self._instant_speed(view, options, rng)
        if any(type(a) is PlayLand for a in options):
            return self.planner.on_priority(view, decision, rng)
        lethal = self._lethal_burn(view, options, attack=step is Step.PRECOMBAT_MAIN)
        if lethal is not None:
            return lethal
        prof = self.params
        removal = self._best_removal(view, options, True, rng)
        if removal is not None:
            return removal
        keep: list[Any] = []
        reserve = self._reserve(view) if prof.hold_counters else 0
        avail = len(view.mana_units()) if reserve else 0
        for a in options:
            t = type(a)
            if t is CastSpell:
                o = view.obj(a.oid)
                if o is None:
                    continue
                card = o.card
                r = card_roles(card)
                if r & (R_COUNTER | R_TRICK):
                    continue
                if r & R_SWEEP and sweep_value(view, card) < 2.5:
                    continue  # a board wipe that does not take more from them than from us
                if (
                    r & (R_REMOVAL | R_BURN)
                    and not r & R_CREATURE
                    and not (r & R_BURN and self._burn_face_now(view) and _face_only(a))
                ):
                    continue
                if reserve and card.mana_value > avail - reserve:
                    continue  # control keeps its counterspell mana open
                if r & R_INSTANT and prof.instant_removal_on_their_turn and r & R_DRAW:
                    continue  # draw at the end of the opponent's turn
            elif t is ActivateAbility and not self._ability_ok(view, a):
                continue
            keep.append(a)
        if not keep:
            return PASS
        return self.planner.on_priority(view, Decision(PRIORITY, keep, canon=decision.canon), rng)

    def _ability_ok(self, view: PlayerView, a: ActivateAbility) -> bool:
        """Activated abilities: harmful ones aimed at the opponent's side only.

        Graveyard hate (Tormod's Crypt, Relic of Progenitus) waits until the opponent's
        graveyard holds something worth exiling (``_graveyard_matters``).
        """
        o = view.obj(a.oid)
        if o is None:
            return not a.targets
        effects = o.info.abilities[a.index].effect
        if any(isinstance(e, fx.ExileGraveyard) for e in effects) and not _graveyard_matters(
            view
        ):
            return False
        if not a.targets:
            return True
        return self._target_score(view, effects, a.targets) > 0

    def _reserve(self, view: PlayerView) -> int:
        """Mana to keep open for the cheapest counterspell in hand (0 if none)."""
        best = 0
        for o in view.hand:
            if card_roles(o.card) & R_COUNTER:
                mv = o.card.mana_value
                if best == 0 or mv < best:
                    best = mv
        if best and view.opponent_hand_size == 0:
            return 0
        return best

    # ------------------------------------------------------------------ burn
    def _burn_face_now(self, view: PlayerView) -> bool:
        """Whether burn goes to the face this turn: the profile races and the race allows."""
        if not self.params.race:
            return False
        best = 0.0
        for o in view.opponent_battlefield:
            if o.info.is_creature:
                best = max(best, threat(view, o))
        return best < self.params.min_burn_target

    def _lethal_burn(self, view: PlayerView, options: Any, attack: bool) -> Any:
        """A face burn spell when the burn castable now (plus this turn's attack) is lethal."""
        face: list[tuple[int, CastSpell]] = []
        opp = view.opponent_id
        seen: set[int] = set()
        for a in options:
            if type(a) is not CastSpell or not a.targets:
                continue
            o = view.obj(a.oid)
            if o is None or not card_roles(o.card) & R_BURN:
                continue
            dmg = _face_damage(o.card, a, opp)
            if dmg <= 0:
                continue
            if o.oid not in seen:
                seen.add(o.oid)
                face.append((dmg, a))
            else:
                for i, (d, _) in enumerate(face):
                    if face[i][1].oid == a.oid and dmg > d:
                        face[i] = (dmg, a)
        if not face:
            return None
        total = sum(d for d, _ in face)  # mana permitting: an upper bound, checked below
        need = view.opponent_life
        if attack:
            need -= self._unblocked_damage(view)
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

    def _unblocked_damage(self, view: PlayerView) -> int:
        """Damage our attackers deal this turn if the defender blocks as well as it can."""
        atts = [o for o in view.battlefield if o.info.is_creature and view.can_attack(o)]
        blockers = [o for o in view.opponent_battlefield if o.info.is_creature and not o.tapped]
        powers = sorted((max(view.power(o), 0) for o in atts), reverse=True)
        return sum(powers[len(blockers) :])

    # ------------------------------------------------------------------ removal
    def _best_removal(
        self, view: PlayerView, options: Any, sorcery_speed: bool, rng: Rng = None
    ) -> Any:
        """The removal (or burn) spell and target that kills the biggest threat, or None."""
        prof = self.params
        best: Any = None
        best_score = 0.0
        ties = 0
        me = view.pid
        race_face = self._burn_face_now(view) if sorcery_speed else False
        for a in options:
            if type(a) is not CastSpell or not a.targets:
                continue
            o = view.obj(a.oid)
            if o is None:
                continue
            r = card_roles(o.card)
            if not r & R_REMOVAL or r & R_CREATURE:
                continue
            if sorcery_speed and r & R_INSTANT and prof.instant_removal_on_their_turn:
                continue  # control: at the end of the opponent's turn or in its combat
            if r & R_BURN and race_face:
                continue
            if not _ward_payable(view, o.card, a):
                continue  # CR 702.21a: the ward would counter it
            score = self._removal_score(view, o.card, a)
            if score <= 0:
                continue
            floor = prof.min_burn_target if r & R_BURN else 1.5
            if score < floor:
                continue
            score -= 0.05 * o.card.mana_value  # the cheapest answer that does the job
            if score > best_score:
                best, best_score, ties = a, score, 1
            elif score == best_score and best is not None:
                ties += 1  # a uniform tie-break from the agent's own stream
                if rng is not None and int(rng.integers(ties)) == 0:
                    best = a
        _ = me
        return best

    def _removal_score(self, view: PlayerView, card: CardDef, a: CastSpell) -> float:
        """Threat removed by the cast, minus self-harm; <= 0 when it removes nothing of theirs."""
        effects = action_effects(card, a.modes)
        owners = _targeted(effects)
        score = 0.0
        me = view.pid
        for eff, group in zip(owners, a.targets, strict=False):
            for t in set(group):
                if t < FIRST_OBJECT_ID:
                    if t == me and _harmful(eff):
                        return -1.0
                    continue
                o = view.obj(t)
                if o is None or o.zone is not Zone.BATTLEFIELD:
                    continue
                mine = o.controller == me
                if not _harmful(eff):
                    continue
                if mine:
                    return -1.0
                if not _removes(view, eff, o, a.x, group.count(t)):
                    continue
                score += threat(view, o)
        return score

    # ------------------------------------------------------------------ instant speed
    def wants_priority(self, view: PlayerView) -> bool:
        """Engine speed hint (``Agent``): False when ``_instant_speed`` would pass now.

        It mirrors ``_instant_speed`` case by case, from the roles of the cards this
        player could cast (hand, graveyard, exile), so skipping the ask changes no game
        (``tests/players/test_hidden_info.py`` plays games with hints on and off).
        """
        roles = 0
        for o in view.hand:
            roles |= card_roles(o.card)
        for o in view.graveyard:
            roles |= card_roles(o.card)
        for o in view.exile:
            roles |= card_roles(o.card)
        if not roles & (R_COUNTER | R_TRICK | R_BURN | R_REMOVAL | R_DRAW | R_CREATURE):
            return False
        me = view.pid
        if view.stack_size:
            return view.stack[-1].controller != me and bool(roles & R_COUNTER)
        step = view.step
        their_turn = view.active != me
        if step is Step.DECLARE_BLOCKERS:
            return bool(roles & (R_TRICK | R_BURN))
        if step is Step.END:
            if their_turn:
                return bool(roles & (R_BURN | R_REMOVAL | R_DRAW | R_CREATURE))
            return bool(roles & R_BURN)
        if step is Step.DECLARE_ATTACKERS and their_turn:
            return self.params.instant_removal_on_their_turn and bool(roles & R_REMOVAL)
        return False

    def _instant_speed(self, view: PlayerView, options: Any, rng: Rng) -> Any:
        """Counter real threats, tricks after blocks, removal in their turn, lethal burn."""
        stack = view.stack
        me = view.pid
        if stack:
            top = stack[-1]
            if top.controller != me:
                c = self._counter(view, options, top)
                if c is not None:
                    return c
            return PASS
        step = view.step
        their_turn = view.active != me
        if step is Step.DECLARE_BLOCKERS:
            trick = self._trick(view, options)
            if trick is not None:
                return trick
        if their_turn and step is Step.END:
            lethal = self._lethal_burn(view, options, attack=False)
            if lethal is not None:
                return lethal
            removal = self._best_removal(view, options, False, rng)
            if removal is not None:
                return removal
            return self._end_step_spell(view, options)
        if (
            their_turn
            and step is Step.DECLARE_ATTACKERS
            and self.params.instant_removal_on_their_turn
        ):
            removal = self._best_removal(view, options, False, rng)
            if removal is not None:
                return removal
        if step is Step.END or step is Step.DECLARE_BLOCKERS:
            lethal = self._lethal_burn(view, options, attack=False)
            if lethal is not None:
                return lethal
        return PASS

    def _end_step_spell(self, view: PlayerView, options: Any) -> Any:
        """Draw spells and flash creatures at the end of the opponent's turn."""
        best: Any = None
        best_mv = -1
        for a in options:
            if type(a) is not CastSpell:
                continue
            o = view.obj(a.oid)
            if o is None:
                continue
            r = card_roles(o.card)
            if (
                r & (R_DRAW | R_CREATURE)
                and not r & (R_COUNTER | R_REMOVAL | R_BURN)
                and o.card.mana_value > best_mv
                and self._ok_targets(view, o.card, a)
            ):
                best, best_mv = a, o.card.mana_value
        return best if best is not None else PASS

    def _ok_targets(self, view: PlayerView, card: CardDef, a: CastSpell) -> bool:
        if not a.targets:
            return True
        return self._target_score(view, action_effects(card, a.modes), a.targets) > 0

    def _counter(self, view: PlayerView, options: Any, top: Any) -> Any:
        """A counterspell aimed at the top of the stack, when it is a real threat."""
        if top.kind != "spell":
            return None  # abilities (a cycled card, a trigger) resolve
        if not self._real_threat(view, top):
            return None
        sid = top.sid
        # Hard-cast first: an alternative cost (Force of Will's pitch, CR 118.9) spends a
        # card, so it is used only when no counterspell can be paid with mana.
        for a in sorted(options, key=lambda a: type(a) is CastSpell and a.alt != 0):
            if type(a) is not CastSpell or not a.targets:
                continue
            o = view.obj(a.oid)
            if o is None or not card_roles(o.card) & R_COUNTER:
                continue
            if any(sid in g for g in a.targets):
                unless = _unless_pay(o.card, a.x)
                if unless and len(view.opponent_mana_units()) >= unless:
                    continue  # they would pay
                return a
        return None

    def _real_threat(self, view: PlayerView, item: Any) -> bool:
        """Whether an opponent's spell is worth a counterspell.

        Creatures with 2+ power or mana value 3+, planeswalkers, removal or burn aimed at
        our creatures or at us for 3+, and any spell of mana value 4+. Cantrips and
        small spells resolve.
        """
        card = item.card
        info = card_info(card)
        if info.is_land:
            return False
        if info.is_creature:
            return (card.power or 0) >= 2 or info.mana_value >= 3
        if info.is_planeswalker or info.mana_value >= 4:
            return True
        me = view.pid
        for eff, group in zip(_targeted(item.effects), item.targets, strict=False):
            if not _harmful(eff):
                continue
            for t in group:
                if t == me:
                    if isinstance(eff, fx.DealDamage) and _amount(eff.amount, item.x) >= min(
                        3, view.life
                    ):
                        return True
                elif t >= FIRST_OBJECT_ID:
                    o = view.obj(t)
                    if o is not None and o.controller == me and threat(view, o) >= 2.0:
                        return True
        return bool(info.is_permanent and info.mana_value >= 3)

    def _trick(self, view: PlayerView, options: Any) -> Any:
        """A combat trick on our creature when it changes who dies in this combat."""
        me = view.pid
        for a in options:
            if type(a) is not CastSpell or not a.targets:
                continue
            o = view.obj(a.oid)
            if o is None or not card_roles(o.card) & R_TRICK:
                continue
            pump = next(
                (e for e in _targeted(action_effects(o.card, a.modes)) if isinstance(e, fx.Pump)),
                None,
            )
            if pump is None:
                continue
            for g in a.targets:
                for t in g:
                    c = view.obj(t) if t >= FIRST_OBJECT_ID else None
                    if c is None or c.controller != me or not (c.attacking or c.blocking):
                        continue
                    for enemy in self._combat_partners(view, c):
                        if c.attacking:
                            before = fight(view, c, enemy)
                            after = fight(view, c, enemy, att_bonus=pump.power)
                            mine_b, theirs_b = before
                            mine_a, theirs_a = after
                        else:
                            before = fight(view, enemy, c)
                            after = fight(view, enemy, c, blk_bonus=pump.power)
                            theirs_b, mine_b = before
                            theirs_a, mine_a = after
                        if (mine_b and not mine_a) or (theirs_a and not theirs_b):
                            return a
        return None

    def _combat_partners(self, view: PlayerView, c: GameObject) -> list[GameObject]:
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

    # ------------------------------------------------------------------ attacks
    def on_attackers(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """CR 508.1: attack when the race or the trade favours us; never for nothing."""
        able = [o for o in (view.obj(i) for i in decision.options) if o is not None]
        able = [o for o in able if view.power(o) > 0]
        if not able:
            return ()
        blockers = [o for o in view.opponent_battlefield if o.info.is_creature and not o.tapped]
        opp_life = view.opponent_life
        # All in: lethal even if each blocker stops the biggest attacker it can block.
        if self._lethal_through(view, able, blockers, opp_life):
            return tuple(o.oid for o in able)
        prof = self.params
        chosen: list[GameObject] = []
        for a in able:
            can_block = [b for b in blockers if view.can_block(b, a)]
            if view.keywords(a) & MENACE and len(can_block) < 2:
                can_block = []
            ok = True
            for b in can_block:
                a_dies, b_dies = fight(view, a, b)
                if a_dies and not b_dies:
                    ok = False  # it would be eaten for nothing
                    break
                if a_dies and b_dies and threat(view, b) < prof.trade_ratio * threat(view, a):
                    ok = False  # a trade the profile does not want
                    break
            if ok and len(can_block) >= 2 and not view.keywords(a) & _STRIKES:
                # Two blockers that kill it together while it kills at most one of them.
                strong = sorted((view.power(b) for b in can_block), reverse=True)
                if strong[0] + strong[1] >= view.toughness(a) - a.damage and not self._racing(view):
                    ok = ok and prof.race
            if ok:
                chosen.append(a)
        if not chosen:
            return ()
        # Hold back blockers when the opponent's next attack would kill us.
        chosen = self._hold_back(view, able, chosen)
        return tuple(o.oid for o in chosen)

    def _lethal_through(
        self, view: PlayerView, atts: list[GameObject], blockers: list[GameObject], life: int
    ) -> bool:
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

    def _racing(self, view: PlayerView) -> bool:
        """True when our clock is at least as fast as theirs (we attack first on ties)."""
        mine = sum(max(view.power(o), 0) for o in view.battlefield if o.info.is_creature)
        theirs = sum(max(view.power(o), 0) for o in view.opponent_battlefield if o.info.is_creature)
        my_clock = _clock(view.opponent_life, mine)
        their_clock = _clock(view.life, theirs)
        return my_clock <= their_clock

    def _hold_back(
        self, view: PlayerView, able: list[GameObject], chosen: list[GameObject]
    ) -> list[GameObject]:
        """Keep home the fewest creatures whose blocks stop the opponent's lethal swing."""
        their = sorted(
            (
                max(view.power(o), 0) * (2 if view.keywords(o) & DOUBLE_STRIKE else 1)
                for o in view.opponent_battlefield
                if o.info.is_creature
            ),
            reverse=True,
        )
        if not their:
            return chosen
        life = view.life
        home = [
            o
            for o in view.battlefield
            if o.info.is_creature
            and (o not in chosen or view.keywords(o) & VIGILANCE)
            and not (o.tapped and o not in chosen)
        ]
        incoming = sum(their[len(home) :])
        if incoming < life:
            return chosen
        if self._racing(view) and self._lethal_through(
            view,
            chosen,
            [o for o in view.opponent_battlefield if o.info.is_creature and not o.tapped],
            view.opponent_life,
        ):
            return chosen
        # Pull attackers back, least threatening attack first, until we survive.
        keep = list(chosen)
        keep.sort(key=lambda o: threat(view, o))
        out = list(keep)
        for o in keep:
            if sum(their[len(home) :]) < life:
                break
            if view.keywords(o) & VIGILANCE:
                continue
            out.remove(o)
            home.append(o)
        return out

    # ------------------------------------------------------------------ blocks
    def on_blockers(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """CR 509.1: survive lethal, take good blocks and trades, chump only when needed."""
        pairs = decision.options
        can: dict[int, list[int]] = {}
        for b, a in pairs:
            can.setdefault(a, []).append(b)
        attackers = [o for o in (view.obj(a) for a in can) if o is not None]
        attackers.sort(key=lambda o: -threat(view, o))
        prof = self.params
        racing = self._racing(view)
        used: set[int] = set()
        assign: dict[int, list[int]] = {}

        def free(a: GameObject) -> list[GameObject]:
            out = []
            for b in can.get(a.oid, ()):
                if b not in used:
                    o = view.obj(b)
                    if o is not None:
                        out.append(o)
            return out

        # 1. Blocks that kill the attacker and survive; 2. blocks that survive.
        for want_kill in (True, False):
            for a in attackers:
                if a.oid in assign or view.keywords(a) & MENACE:
                    continue
                best: GameObject | None = None
                for b in free(a):
                    a_dies, b_dies = fight(view, a, b)
                    if b_dies or (want_kill and not a_dies):
                        continue
                    if best is None or threat(view, b) < threat(view, best):
                        best = b
                if best is not None:
                    assign[a.oid] = [best.oid]
                    used.add(best.oid)
        # 3. Trades the profile likes (any trade when losing the race).
        for a in attackers:
            if a.oid in assign or view.keywords(a) & MENACE:
                continue
            best = None
            for b in free(a):
                a_dies, b_dies = fight(view, a, b)
                if not a_dies:
                    continue
                good = threat(view, a) >= prof.trade_ratio * threat(view, b)
                if not good and racing:
                    continue
                if best is None or threat(view, b) < threat(view, best):
                    best = b
            if best is not None:
                assign[a.oid] = [best.oid]
                used.add(best.oid)
        # 4. Gang blocks: two creatures kill an attacker no single one stops.
        for a in attackers:
            if a.oid in assign:
                continue
            cand = free(a)
            if len(cand) < 2:
                continue
            cand.sort(key=lambda b: -view.power(b))
            pair = cand[:2]
            power = sum(max(view.power(b), 0) for b in pair)
            dt = any(view.keywords(b) & DEATHTOUCH for b in pair)
            if (
                not (dt or power >= view.toughness(a) - a.damage)
                or view.keywords(a) & INDESTRUCTIBLE
            ):
                continue
            dies = [b for b in pair if _lethal_to(view, a, b)]
            lost = min((threat(view, b) for b in dies), default=0.0)
            a_pow = max(view.power(a), 0)
            kills_both = len(dies) == 2 and (
                view.keywords(a) & DEATHTOUCH
                or a_pow >= sum(view.toughness(b) - b.damage for b in pair)
            )
            if kills_both or threat(view, a) <= lost:
                continue
            assign[a.oid] = [b.oid for b in pair]
            used.update(b.oid for b in pair)

        # 5. Survive: chump the biggest unblocked attackers until the damage is not lethal.
        def through() -> int:
            n = 0
            for a in attackers:
                p = max(view.power(a), 0) * (2 if view.keywords(a) & DOUBLE_STRIKE else 1)
                bs = assign.get(a.oid)
                if not bs:
                    n += p
                elif view.keywords(a) & TRAMPLE:
                    tough = 0
                    for b in bs:
                        o = view.obj(b)
                        if o is not None:
                            tough += (
                                1
                                if view.keywords(a) & DEATHTOUCH
                                else max(view.toughness(o) - o.damage, 0)
                            )
                    n += max(p - tough, 0)
            return n

        life = view.life
        if through() >= life:
            order = sorted(
                (a for a in attackers if a.oid not in assign),
                key=lambda o: -view.power(o),
            )
            for a in order:
                if through() < life:
                    break
                cand = free(a)
                if not cand:
                    continue
                need = 2 if view.keywords(a) & MENACE else 1
                if len(cand) < need:
                    continue
                cand.sort(key=lambda b: threat(view, b))
                chosen = cand[:need]
                assign[a.oid] = [b.oid for b in chosen]
                used.update(b.oid for b in chosen)
        out = []
        for a_id, bs in assign.items():
            for b in bs:
                out.append((b, a_id))
        return tuple(out)

    # ------------------------------------------------------------------ targets
    def on_targets(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """Triggered abilities' targets (CR 603.3d): harm theirs, help ours.

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
                if len(_targeted(trig.effect)) == n:
                    effects = trig.effect
                    break
        if not effects:
            return options[0]
        best: Any = options[0]
        best_score = -1e9
        ties = 0
        for opt in options:
            sc = self._target_score(view, effects, opt)
            if sc > best_score:
                best, best_score, ties = opt, sc, 1
            elif sc == best_score:
                ties += 1
                if int(rng.integers(ties)) == 0:
                    best = opt
        return best

    def _target_score(self, view: PlayerView, effects: tuple[Any, ...], targets: Any) -> float:
        owners = _targeted(effects)
        me = view.pid
        score = 0.0
        for eff, group in zip(owners, targets, strict=False):
            harmful = _harmful(eff)
            for t in group:
                if t < FIRST_OBJECT_ID:
                    mine = t == me
                    val = 1.0
                else:
                    o = view.obj(t)
                    if o is None:
                        continue
                    mine = o.controller == me
                    val = 1.0 + threat(view, o)
                    if isinstance(eff, fx.Reanimate):
                        # CR 110.2a: it enters under our control, whoever's graveyard it is in
                        score += 1.0 + (o.card.power or 0)
                        continue
                score += (-val if mine else val) if harmful else (val if mine else -val)
        return score

    def on_discard(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """Discard the cards we can use least: extra lands late, uncastable spells."""
        objs = [(i, view.obj(i)) for i in decision.options]
        lands_in_play = sum(1 for o in view.battlefield if o.info.is_land)

        def key(t: tuple[int, GameObject | None]) -> float:
            o = t[1]
            if o is None:
                return 0.0
            if o.info.is_land:
                return 1.0 if lands_in_play >= 5 else 8.0
            return 5.0 - 0.5 * max(o.card.mana_value - lands_in_play, 0)

        objs.sort(key=key)
        return tuple(i for i, _ in objs[: decision.min_n])


def _graveyard_matters(view: PlayerView) -> bool:
    """Whether the opponent's graveyard is worth exiling now (graveyard hate, CR 406.1).

    A creature card (reanimation, escape), a card it could cast from there (flashback and
    other cost options), or a big graveyard (delve, threshold, delirium fuel).
    """
    grave = view.opponent_graveyard
    if len(grave) >= 5:
        return True
    return any(o.info.is_creature or o.info.costs for o in grave)


def _harmful(eff: Any) -> bool:
    if isinstance(eff, fx.Pump):
        # a shrink, or "target creature can't block this turn" (CR 509.1a)
        return eff.toughness < 0 or bool(eff.keywords & CANT_BLOCK)
    return isinstance(
        eff,
        fx.ExileGraveyard
        | fx.Mill
        | fx.DealDamage
        | fx.DealDamageDivided
        | fx.Destroy
        | fx.Exile
        | fx.Bounce
        | fx.Tap
        | fx.CounterSpell
        | fx.Discard
        | fx.LoseLife
        | fx.Fight,
    )


def _removes(view: PlayerView, eff: Any, o: GameObject, x: int, times: int = 1) -> bool:
    """Whether ``eff`` takes creature ``o`` off the battlefield (or neuters it).

    ``times``: how often ``o`` appears in its target group (divided damage, CR 601.2d).
    """
    if isinstance(eff, fx.DealDamage | fx.DealDamageDivided):
        if view.keywords(o) & INDESTRUCTIBLE:
            return False
        n = _amount(eff.amount, x) if isinstance(eff, fx.DealDamage) else times
        return n >= view.toughness(o) - o.damage
    if isinstance(eff, fx.Destroy):
        return not view.keywords(o) & INDESTRUCTIBLE
    if isinstance(eff, fx.Pump):
        return eff.toughness < 0 and view.toughness(o) - o.damage + eff.toughness <= 0
    return isinstance(eff, fx.Exile | fx.Bounce | fx.Fight)


def _face_only(a: CastSpell) -> bool:
    """Whether every target of the cast is a player."""
    return all(t < FIRST_OBJECT_ID for g in a.targets for t in g)


def _face_damage(card: CardDef, a: CastSpell, opp: int) -> int:
    """Damage the cast deals to player ``opp``."""
    n = 0
    for eff, group in zip(_targeted(action_effects(card, a.modes)), a.targets, strict=False):
        if isinstance(eff, fx.DealDamage):
            n += _amount(eff.amount, a.x) * sum(1 for t in group if t == opp)
        elif isinstance(eff, fx.DealDamageDivided):
            n += sum(1 for t in group if t == opp)  # one id per point
    for e in card_info(card).spell:
        if isinstance(e, fx.DealDamage) and e.to in (Ref.EACH_OPPONENT, Ref.DEFENDING_PLAYER):
            n += _amount(e.amount, a.x)
    return n


def _unless_pay(card: CardDef, x: int = 0) -> int:
    """The mana a "counter ... unless its controller pays" asks for (X read as ``x``)."""
    for e in _flat_effects(card.spell):
        if isinstance(e, fx.CounterSpell) and e.unless_pay:
            return x if e.unless_pay == "X" else int(e.unless_pay)
    return 0


# ---------------------------------------------------------------------- auto
def auto_profile(deck: list[CardDef] | tuple[CardDef, ...]) -> str:
    """Pick a profile from the deck: curve, creature count and interaction count.

    ``control``: four or more counterspells, or few creatures (at most 10 in 60) with
    much interaction (removal, burn, counters: 10+). ``aggro``: a low curve (mean mana
    value of spells at most 2.2) with 14+ creatures, or 14+ burn spells. Otherwise
    ``midrange``. Counts are scaled to 60 cards.
    """
    spells = [c for c in deck if not card_info(c).is_land]
    if not spells:
        return "midrange"
    scale = 60.0 / max(len(deck), 1)
    creatures = sum(1 for c in spells if card_roles(c) & R_CREATURE) * scale
    counters = sum(1 for c in spells if card_roles(c) & R_COUNTER) * scale
    interaction = sum(1 for c in spells if card_roles(c) & (R_REMOVAL | R_BURN | R_COUNTER)) * scale
    burn = sum(1 for c in spells if card_roles(c) & R_BURN) * scale
    curve = sum(c.mana_value for c in spells) / len(spells)
    if counters >= 4 or (creatures <= 10 and interaction >= 10):
        return "control"
    if (curve <= 2.2 and creatures >= 14) or burn >= 14:
        return "aggro"
    return "midrange"


class AutoAgent(HeuristicAgent):
    """``auto``: the profile ``auto_profile`` picks for the deck (``prepare(deck)``)."""

    def __init__(self) -> None:
        super().__init__("midrange")
        self.name = "auto"

    def prepare(self, deck: Any) -> str:
        """Choose the profile for ``deck`` and return its name."""
        prof = auto_profile(list(deck))
        self.profile = prof
        self.params = PROFILES[prof]
        return prof


_ = (CardType, BaseAgent)


def _ward_payable(view: PlayerView, card: CardDef, a: CastSpell) -> bool:
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
    if not ward and not life:
        return True
    spare = len(view.mana_units()) - view.spell_mana(card)
    return spare >= ward and view.life > life
