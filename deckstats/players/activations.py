"""Activated abilities at instant speed: where a competent player uses them (issue 27.3).

The main phase keeps the abilities that cost a card for lethal or a better creature
(``targeting.card_cost_ok``); the rest of their worth is at instant speed (CR 602.2:
an activated ability may be activated whenever its controller has priority):

- **save** (a pump, indestructible or regeneration on the creature itself: Seasoned
  Hallowblade, Thorn Lieutenant): our creature that would die in this combat
  (CR 510.1-2, CR 704.5g) or to the opponent's spell or ability on the stack survives;
- **sacrifice to deal damage** (Mogg Fanatic, Ember Hauler): a creature that dies anyway
  (lethal combat damage coming without killing what it fights, ``trades``; or removal
  aimed at it) deals its damage first, to the
  target that matters most; during the opponent's attack it kills an attacker worth
  more than itself;
- **tap to deal damage** (Prodigal Sorcerer, Fireslinger): at the end of the opponent's
  turn (the pinger untaps in ours, CR 502.3), or on an attacker it kills.

``ability_kinds`` reads each card once; ``battlefield_kinds`` is the engine's speed hint
(``timing.priority_wanted``): a player without such a permanent is never asked.

Layer: players.
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.model import CardDef, Keyword
from deckstats.cards.targets import Ref
from deckstats.engine.actions import ActivateAbility
from deckstats.engine.info import card_info
from deckstats.engine.state import GameObject
from deckstats.engine.types import FIRST_OBJECT_ID, Step
from deckstats.engine.view import PlayerView
from deckstats.players.board import DEATHTOUCH, INDESTRUCTIBLE, fight, strike_power
from deckstats.players.combat import combat_partners
from deckstats.players.reading import amount, targeted
from deckstats.players.targeting import card_cost_ok, target_score
from deckstats.players.tricks import aims_at_ours

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
Bounce: Final = fx.Bounce
DealDamage: Final = fx.DealDamage
Destroy: Final = fx.Destroy
Exile: Final = fx.Exile
Pump: Final = fx.Pump
Regenerate: Final = fx.Regenerate

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_SELF: Final = Ref.SELF

#: Ability kinds (bits of ``ability_kinds``).
SAVE: Final = 1
SAC_DAMAGE: Final = 2
TAP_DAMAGE: Final = 4
_INDESTRUCTIBLE: Final = int(Keyword.INDESTRUCTIBLE)
_KINDS: dict[int, int] = {}


def _kind(info: Any, index: int) -> int:
    """The kind bits of ability ``index`` of a card (0: none of ours)."""
    if index in info.mana_abilities:
        return 0
    ab = info.abilities[index]
    out = 0
    for e in ab.effect:
        if isinstance(e, DealDamage):
            if ab.cost.sacrifice_self and info.is_creature:
                out |= SAC_DAMAGE
            elif ab.cost.tap and not ab.cost.sacrifice_self:
                out |= TAP_DAMAGE
        elif isinstance(e, Regenerate) or (
            isinstance(e, Pump)
            and e.target is _REF_SELF
            and (e.toughness > 0 or int(e.keywords) & _INDESTRUCTIBLE)
        ):
            out |= SAVE
    return out


def ability_kinds(card: CardDef) -> int:
    """The kinds of instant-speed abilities ``card`` has (bits), read once per card."""
    key = id(card)
    got = _KINDS.get(key)
    if got is None:
        info = card_info(card)
        got = 0
        for i in range(len(info.abilities)):
            got |= _kind(info, i)
        _KINDS[key] = got
    return got


def battlefield_kinds(view: PlayerView) -> int:
    """The kinds of instant-speed abilities among our permanents (``priority_wanted``)."""
    out = 0
    for o in view.battlefield:
        out |= ability_kinds(o.card)
    return out


def abilities_wanted(view: PlayerView) -> bool:
    """The abilities' side of the engine's speed hint (``timing.priority_wanted``).

    True where an answer of this module may act: the opponent's spell or ability aimed
    at our creature (save, sacrifice for damage), after blockers (the same), the
    opponent's declare-attackers step (a ping or a sacrifice at an attacker) and its
    end step (a ping), when one of our permanents has an ability of that kind.
    """
    me = view.pid
    step = view.step
    their_turn = view.active != me
    if view.stack_size:
        top = view.stack[-1]
        if top.controller == me or not aims_at_ours(view, top):
            return False
        need = SAVE | SAC_DAMAGE
    elif step is Step.DECLARE_BLOCKERS:
        need = SAVE | SAC_DAMAGE
    elif their_turn and step is Step.END:
        need = TAP_DAMAGE
    elif their_turn and step is Step.DECLARE_ATTACKERS:
        need = TAP_DAMAGE | SAC_DAMAGE
    else:
        return False
    return bool(battlefield_kinds(view) & need)


def _acts(view: PlayerView, options: Any, kind: int) -> list[tuple[ActivateAbility, GameObject]]:
    """The activations among ``options`` of abilities of ``kind``: (activation, source)."""
    out: list[tuple[ActivateAbility, GameObject]] = []
    for a in options:
        if type(a) is not ActivateAbility:
            continue
        o = view.obj(a.oid)
        if o is not None and _kind(o.info, a.index) & kind:
            out.append((a, o))
    return out


def _damage_to(view: PlayerView, c: GameObject) -> tuple[int, bool]:
    """Combat damage ``c``'s combat partners deal it, and whether one has deathtouch."""
    dmg = 0
    dt = False
    for e in combat_partners(view, c):
        dmg += strike_power(view, e)
        dt = dt or bool(view.keywords(e) & DEATHTOUCH)
    return dmg, dt


def dies_in_combat(view: PlayerView, c: GameObject, toughness: int = 0) -> bool:
    """Whether ``c`` (``toughness`` more) dies to the combat damage coming (CR 510.2, 704.5g)."""
    if view.keywords(c) & INDESTRUCTIBLE or not (c.attacking or c.blocking):
        return False
    dmg, dt = _damage_to(view, c)
    if dmg <= 0:
        return False
    return dt or dmg >= view.toughness(c) + toughness - c.damage


def trades(view: PlayerView, c: GameObject) -> bool:
    """Whether ``c``'s combat damage kills one of its combat partners (CR 510.1, 702.7b).

    Such a creature is not cashed in before damage: sacrificed, it deals no combat damage
    and its blocker (or attacker) lives (CR 506.4: removed from combat). Mogg Fanatic
    blocked by Mogg Fanatic trades; pinging the player instead left their Fanatic alive.
    """
    for e in combat_partners(view, c):
        if c.attacking and fight(view, c, e)[1]:
            return True
        if c.blocking and fight(view, e, c)[0]:
            return True
    return False


def _saves(view: PlayerView, o: GameObject, a: ActivateAbility, lethal: Any) -> bool:
    """Whether activation ``a`` of ``o`` keeps it alive; ``lethal(toughness)`` says if it dies."""
    ab = o.info.abilities[a.index]
    for e in ab.effect:
        if isinstance(e, Regenerate):
            return True
        if (
            isinstance(e, Pump)
            and e.target is _REF_SELF
            and (int(e.keywords) & _INDESTRUCTIBLE or not lethal(e.toughness))
        ):
            return True
    return False


def _best_aim(view: PlayerView, acts: list[tuple[ActivateAbility, GameObject]]) -> Any:
    """The activation whose targets score best (``targeting.target_score``), above 0."""
    best: Any = None
    best_score = 0.0
    for a, o in acts:
        s = target_score(view, o.info.abilities[a.index].effect, a.targets)
        if s > best_score:
            best, best_score = a, s
    return best


def discard_key(view: PlayerView, o: GameObject | None, lands_in_play: int) -> float:
    """How much we want to keep card ``o`` of our hand (the lowest is discarded first).

    Extra lands late, then the spells furthest from castable, then the rest.
    """
    if o is None:
        return 0.0
    if o.info.is_land:
        return 1.0 if lands_in_play >= 5 else 8.0
    return 5.0 - 0.5 * max(o.card.mana_value - lands_in_play, 0)


def discard_pays(view: PlayerView, o: GameObject, n: int) -> bool:
    """Whether the ``n`` cards we would discard (``discard_key``) are worth less than ``o``.

    A land, or a spell of at most ``o``'s mana value: Seasoned Hallowblade's "discard a
    card" saves it for a spare land, never for an Adeline (CR 602.2b: the cost is paid).
    """
    lands = sum(1 for x in view.battlefield if x.info.is_land)
    hand = sorted(view.hand, key=lambda x: discard_key(view, x, lands))
    if len(hand) < n:
        return False
    mv = o.card.mana_value
    return all(x.info.is_land or x.card.mana_value <= mv for x in hand[:n])


def save_in_combat(view: PlayerView, options: Any) -> Any:
    """After blocks: save our creature that would die, or cash in one that dies anyway.

    A save that costs cards (a discard) is made when those cards are worth less than the
    creature (``discard_pays``).
    """
    for a, o in _acts(view, options, SAVE):
        cost = o.info.abilities[a.index].cost
        if cost.discard and not discard_pays(view, o, cost.discard):
            continue
        if dies_in_combat(view, o) and _saves(
            view, o, a, lambda t, o=o: dies_in_combat(view, o, t)
        ):
            return a
    doomed = [
        (a, o)
        for a, o in _acts(view, options, SAC_DAMAGE)
        if dies_in_combat(view, o) and not trades(view, o)
    ]
    return _best_aim(view, doomed)


def _stack_kills(view: PlayerView, item: Any, c: GameObject, toughness: int = 0) -> bool:
    """Whether the stack item takes ``c``: damage, destroy, a toughness loss, exile.

    ``toughness``: a pump's toughness on ``c`` first; any pump at all (``toughness`` not
    0) is read as the save ability answering a destroy too (indestructible, CR 702.12b).
    """
    indestructible = bool(view.keywords(c) & INDESTRUCTIBLE)
    left = view.toughness(c) + toughness - c.damage
    for eff, group in zip(targeted(item.effects), item.targets, strict=False):
        if c.oid not in group:
            continue
        if isinstance(eff, (Exile, Bounce)):
            return True
        if indestructible:
            continue
        if isinstance(eff, DealDamage) and amount(eff.amount, item.x) >= left:
            return True
        if isinstance(eff, Destroy):
            return toughness == 0
        if isinstance(eff, Pump) and eff.toughness < 0 and left + eff.toughness <= 0:
            return True
    return False


def answer_on_stack(view: PlayerView, options: Any, item: Any) -> Any:
    """The opponent's spell or ability would kill our creature: save it, or cash it in.

    A save ability that survives it (CR 702.12b indestructible against destroy and
    damage, a toughness pump against damage); else a sacrifice-for-damage creature it
    kills deals its damage first (CR 602.2: the cost is paid before it resolves).
    """
    if item.controller == view.pid:
        return None
    for a, o in _acts(view, options, SAVE):
        if _stack_kills(view, item, o) and _saves(
            view, o, a, lambda t, o=o: _stack_kills(view, item, o, t)
        ):
            return a
    doomed = [(a, o) for a, o in _acts(view, options, SAC_DAMAGE) if _stack_kills(view, item, o)]
    return _best_aim(view, doomed)


def _kills_attacker(view: PlayerView, a: ActivateAbility, o: GameObject) -> bool:
    """Whether the activation's damage kills an attacking creature (CR 704.5g)."""
    ab = o.info.abilities[a.index]
    for e, group in zip(targeted(ab.effect), a.targets, strict=False):
        if not isinstance(e, DealDamage):
            continue
        for t in group:
            c = view.obj(t) if t >= FIRST_OBJECT_ID else None
            if (
                c is not None
                and c.attacking
                and not view.keywords(c) & INDESTRUCTIBLE
                and amount(e.amount, a.x) >= view.toughness(c) - c.damage
            ):
                return True
    return False


def shoot_attacker(view: PlayerView, options: Any) -> Any:
    """In the opponent's attack: a pinger or a sacrifice-for-damage creature kills an attacker.

    A tap ability kills any attacker it can; a creature sacrificed only kills one worth at
    least itself (``targeting.card_cost_ok``).
    """
    acts = [
        (a, o)
        for a, o in _acts(view, options, TAP_DAMAGE | SAC_DAMAGE)
        if _kills_attacker(view, a, o)
        and (_kind(o.info, a.index) & TAP_DAMAGE or card_cost_ok(view, o, a))
    ]
    return _best_aim(view, acts)


def ping_at_end_step(view: PlayerView, options: Any) -> Any:
    """The opponent's end step: a tap-for-damage ability at its best target (it untaps)."""
    return _best_aim(view, _acts(view, options, TAP_DAMAGE))


__all__ = [
    "SAC_DAMAGE",
    "SAVE",
    "TAP_DAMAGE",
    "abilities_wanted",
    "ability_kinds",
    "answer_on_stack",
    "battlefield_kinds",
    "dies_in_combat",
    "ping_at_end_step",
    "save_in_combat",
    "shoot_attacker",
]
