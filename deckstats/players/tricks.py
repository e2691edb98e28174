"""Instant-speed play around combat and the stack: what a competent player does off-turn.

The heuristic's ``timing.instant_speed`` asks these in order (issue 27.3):

- ``attacker_removal``: after attackers are declared (CR 508.1), removal or burn on an
  attacker: to survive when the attack is lethal through our blocks (every profile), or
  because the profile keeps its instant removal for the opponent's turn;
- ``flash_blocker`` and ``fog_before_blocks``: after attackers are declared, when the
  attack is lethal through our blocks, a flash creature that blocks enough (CR 702.8a),
  else a Fog (CR 615.1);
- ``fog_if_lethal``: after blockers (CR 509), Fog when the combat damage coming at us is
  lethal (CR 615.1);
- ``pump_for_lethal``: after blockers in our attack, a pump on an unblocked attacker when
  it makes the combat damage lethal (CR 510.1);
- ``save_from_burn``: a pump in response to damage or a toughness loss aimed at our
  creature that would kill it (CR 117.3c, 608.2).

``facing_lethal`` and ``castable_facts`` are also read by ``timing.priority_wanted``, the engine's
speed hint, so the hint says yes wherever one of these acts.

Layer: players.
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.model import CardDef
from deckstats.engine.actions import CastSpell
from deckstats.engine.state import GameObject
from deckstats.engine.types import FIRST_OBJECT_ID, Rng
from deckstats.engine.view import PlayerView
from deckstats.players.board import (
    DOUBLE_STRIKE,
    INDESTRUCTIBLE,
    TRAMPLE,
    lethal_through,
    role_casts,
    strike_power,
    threat,
)
from deckstats.players.facts import (
    R_BURN,
    R_CREATURE,
    R_INSTANT,
    R_REMOVAL,
    R_TRICK,
    card_roles,
)
from deckstats.players.profiles import Profile
from deckstats.players.reading import action_effects, amount, flat_effects, harmful, targeted
from deckstats.players.removal import removes, sacrifices_permanents, ward_payable

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
DealDamage: Final = fx.DealDamage
DealDamageDivided: Final = fx.DealDamageDivided
ForEachKick: Final = fx.ForEachKick
PreventCombatDamage: Final = fx.PreventCombatDamage
Pump: Final = fx.Pump

#: The roles of a creature with flash (CR 702.8a): cast at instant speed.
_FLASH_CREATURE: Final = R_CREATURE | R_INSTANT
#: "Any amount" for ``_reach``.
_NO_BOUND: Final = 1 << 30
#: Card id -> (roles, is a Fog, the most damage its burn may deal): ``instant_facts``.
_FACTS: dict[int, tuple[int, bool, int]] = {}


def _reach(card: CardDef) -> int:
    """The damage a burn card may deal at most, every mode and branch added (X: no bound)."""
    if not card_roles(card) & R_BURN:
        return 0
    if any(isinstance(e, ForEachKick) for e in card.spell):
        return _NO_BOUND
    n = 0
    for e in flat_effects(card.spell):
        if isinstance(e, (DealDamage, DealDamageDivided)):
            if not isinstance(e.amount, int):
                return _NO_BOUND  # X, or a number counted on resolution
            n += e.amount
    return n


def instant_facts(card: CardDef) -> tuple[int, bool, int]:
    """The card's roles, whether it is a Fog (CR 615.1), and its burn's reach; once per card."""
    key = id(card)
    got = _FACTS.get(key)
    if got is None:
        fog = any(isinstance(e, PreventCombatDamage) for e in flat_effects(card.spell))
        got = (card_roles(card), fog, _reach(card))
        _FACTS[key] = got
    return got


def is_fog(card: CardDef) -> bool:
    """Whether the card's spell prevents all combat damage this turn (Fog, CR 615.1)."""
    return instant_facts(card)[1]


def castable_facts(view: PlayerView) -> tuple[int, bool, int]:
    """What the cards this player could cast (hand, graveyard, exile) may do.

    Their roles, whether one is a Fog, and at least the damage to a player their burn
    may deal (``lethal_burn`` never finds more); ``timing.priority_wanted`` reads them.
    """
    roles = 0
    fog = False
    reach = 0
    known = _FACTS
    for zone in (view.hand, view.graveyard, view.exile):
        for o in zone:
            card = o.card
            got = known.get(id(card))  # ``instant_facts`` inline: the speed hint's hot loop
            if got is None:
                got = instant_facts(card)
            r, f, n = got
            roles |= r
            fog = fog or f
            reach += n
    return roles, fog, reach


def aims_at_ours(view: PlayerView, item: Any) -> bool:
    """Whether a stack item targets one of our creatures."""
    me = view.pid
    for group in item.targets:
        for t in group:
            if t >= FIRST_OBJECT_ID:
                o = view.obj(t)
                if o is not None and o.controller == me and o.info.is_creature:
                    return True
    return False


# ---------------------------------------------------------------------- their attack
def attackers(view: PlayerView) -> list[GameObject]:
    """The opponent's attacking creatures."""
    return [o for o in view.opponent_battlefield if o.attacking]


def _our_blockers(view: PlayerView) -> list[GameObject]:
    """Our untapped creatures: the ones that may still block (CR 509.1a)."""
    return [o for o in view.battlefield if o.info.is_creature and not o.tapped]


def facing_lethal(view: PlayerView) -> bool:
    """Whether the declared attack kills us even through our best blocks (CR 508, 509)."""
    atts = attackers(view)
    return bool(atts) and lethal_through(view, atts, _our_blockers(view), view.life)


def _removed(view: PlayerView, card: CardDef, a: CastSpell) -> list[GameObject] | None:
    """The opponent's creatures the cast takes off the battlefield; None if it hurts ours."""
    me = view.pid
    out: list[GameObject] = []
    for eff, group in zip(targeted(action_effects(card, a.modes)), a.targets, strict=False):
        if not harmful(eff):
            continue
        for t in group:
            if t < FIRST_OBJECT_ID:
                if t == me:
                    return None
                continue
            o = view.obj(t)
            if o is None:
                continue
            if o.controller == me:
                return None
            if o.info.is_creature and removes(view, eff, o, a.x, group.count(t)):
                out.append(o)
    return out


def attacker_removal(view: PlayerView, prof: Profile, options: Any, rng: Rng) -> Any:
    """Removal or burn on an attacker after attackers are declared, or None.

    Facing lethal, the cast that leaves the attack short of lethal wins (the biggest
    threat among those); otherwise, for a profile that keeps its instant removal for
    the opponent's turn, the attacker of the greatest threat above the profile's floor.
    Ties go to the cheaper card, then to the agent's stream.
    """
    atts = attackers(view)
    if not atts:
        return None
    lethal = lethal_through(view, atts, _our_blockers(view), view.life)
    if not lethal and not prof.instant_removal_on_their_turn:
        return None
    blockers = _our_blockers(view)
    best: Any = None
    best_key = (0, 0.0)
    ties = 0
    for a, o in role_casts(view, options, R_REMOVAL):
        removed = _removed(view, o.card, a)
        if not removed or not all(r.attacking for r in removed):
            continue
        if not ward_payable(view, o.card, a):
            continue  # CR 702.21a: the ward would counter it
        if not lethal and sacrifices_permanents(o.card, a):
            continue  # Fireblast's two Mountains: only to survive (or for the last points)
        gain = sum(threat(view, r) for r in removed)
        if lethal:
            left = [x for x in atts if x not in removed]
            saves = 0 if lethal_through(view, left, blockers, view.life) else 1
        else:
            floor = prof.min_burn_target if card_roles(o.card) & R_BURN else 1.5
            if gain < floor:
                continue
            saves = 0
        key = (saves, gain - 0.05 * o.card.mana_value)
        if key > best_key:
            best, best_key, ties = a, key, 1
        elif key == best_key and best is not None:
            ties += 1
            if int(rng.integers(ties)) == 0:
                best = a
    return best


def incoming_damage(view: PlayerView) -> int:
    """Combat damage the attackers deal to us as the blocks stand (CR 510.1, 702.19b)."""
    total = 0
    for o in attackers(view):
        dmg = strike_power(view, o)
        if o.blocked or o.blockers:
            if not view.keywords(o) & TRAMPLE:
                continue
            for b in o.blockers or ():
                blk = view.obj(b)
                if blk is not None:
                    dmg -= max(view.toughness(blk) - blk.damage, 0)
        total += max(dmg, 0)
    return total


def fog_if_lethal(view: PlayerView, options: Any) -> Any:
    """A Fog (CR 615.1) when the combat damage coming at us is lethal, else None."""
    if incoming_damage(view) < view.life:
        return None
    return _fog(view, options)


def fog_before_blocks(view: PlayerView, options: Any) -> Any:
    """After attackers are declared: a Fog when the attack kills us through our blocks.

    ``facing_lethal`` (CR 508.1, 615.1); else None.
    """
    return _fog(view, options) if facing_lethal(view) else None


def _fog(view: PlayerView, options: Any) -> Any:
    """The first Fog cast among ``options`` (CR 615.1), or None."""
    for a in options:
        if type(a) is CastSpell:
            o = view.obj(a.oid)
            if o is not None and is_fog(o.card):
                return a
    return None


def flash_blocker(view: PlayerView, options: Any) -> Any:
    """After attackers are declared: a flash creature that blocks enough, or None.

    A creature with flash (CR 702.8a) that, as one more blocker (CR 509.1), leaves the
    attack short of lethal.
    Only when the attack kills us through our current blocks; the one of the greatest
    toughness, then the cheapest. Cast for its mana cost only (no pitch, CR 118.9).
    """
    atts = attackers(view)
    blockers = _our_blockers(view)
    if not atts or not lethal_through(view, atts, blockers, view.life):
        return None
    best: Any = None
    best_key = (0, 0)
    for a in options:
        if type(a) is not CastSpell or a.alt:
            continue
        o = view.obj(a.oid)
        if o is None or card_roles(o.card) & _FLASH_CREATURE != _FLASH_CREATURE:
            continue
        if lethal_through(view, atts, [*blockers, o], view.life):
            continue
        key = (view.toughness(o), -o.card.mana_value)
        if best is None or key > best_key:
            best, best_key = a, key
    return best


# ---------------------------------------------------------------------- pumps
def _pumps(view: PlayerView, options: Any) -> list[tuple[CastSpell, GameObject, fx.Pump]]:
    """The pump casts (``R_TRICK``) aimed at one of our creatures: (cast, target, pump)."""
    out: list[tuple[CastSpell, GameObject, fx.Pump]] = []
    me = view.pid
    for a, o in role_casts(view, options, R_TRICK):
        effects = targeted(action_effects(o.card, a.modes))
        targets = a.targets
        for i in range(min(len(effects), len(targets))):  # zip(): a generic call under mypyc
            eff = effects[i]
            group = targets[i]
            if not isinstance(eff, Pump) or len(group) != 1 or group[0] < FIRST_OBJECT_ID:
                continue
            c = view.obj(group[0])
            if c is not None and c.controller == me:
                out.append((a, c, eff))
    return out


def pump_for_lethal(view: PlayerView, options: Any) -> Any:
    """After blockers in our attack: a pump that makes the combat damage lethal, or None.

    The pump goes on an unblocked attacker (CR 509.1h, 510.1a); the smallest that does.
    """
    unblocked = [o for o in view.battlefield if o.attacking and not o.blocked and not o.blockers]
    if not unblocked:
        return None
    need = view.opponent_life - sum(strike_power(view, o) for o in unblocked)
    if need <= 0:
        return None  # lethal already: keep the trick
    best: Any = None
    best_power = 0
    for a, c, pump in _pumps(view, options):
        if c not in unblocked:
            continue
        gain = pump.power * (2 if view.keywords(c) & DOUBLE_STRIKE else 1)
        if gain >= need and (best is None or gain < best_power):
            best, best_power = a, gain
    return best


def _lethal_to(view: PlayerView, item: Any, c: GameObject) -> int:
    """How much toughness ``c`` lacks to survive the stack item (0: it survives)."""
    if view.keywords(c) & INDESTRUCTIBLE:
        return 0
    dmg = 0
    shrink = 0
    for eff, group in zip(targeted(item.effects), item.targets, strict=False):
        if c.oid not in group:
            continue
        if isinstance(eff, DealDamage):
            dmg += amount(eff.amount, item.x)
        elif isinstance(eff, Pump) and eff.toughness < 0:
            shrink -= eff.toughness
    left = view.toughness(c) - c.damage - shrink
    if dmg == 0 and shrink == 0:
        return 0
    return max(dmg - left + 1, 0) if dmg else max(1 - left, 0)


def save_from_burn(view: PlayerView, options: Any, item: Any) -> Any:
    """A pump in response to the opponent's spell or ability that would kill our creature.

    Damage (CR 704.5g) or a toughness loss (CR 704.5f): the smallest pump that saves it,
    or None.
    """
    if item.controller == view.pid or not aims_at_ours(view, item):
        return None
    best: Any = None
    best_t = 0
    for a, c, pump in _pumps(view, options):
        lack = _lethal_to(view, item, c)
        if lack and pump.toughness >= lack and (best is None or pump.toughness < best_t):
            best, best_t = a, pump.toughness
    return best


__all__ = [
    "aims_at_ours",
    "attacker_removal",
    "attackers",
    "castable_facts",
    "facing_lethal",
    "flash_blocker",
    "fog_before_blocks",
    "fog_if_lethal",
    "incoming_damage",
    "instant_facts",
    "is_fog",
    "pump_for_lethal",
    "save_from_burn",
]
