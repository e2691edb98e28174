"""Reading a card's effects for decisions: which effects target, harm, draw or sweep.

The players' side of ``cards.effects``: small pure functions over effect tuples that the
agents share (the heuristic's targeting, the goldfish's planner, the per-card facts in
``players.facts``). Nothing here looks at a game; ``players.board`` reads the board.
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards import effects_hands as hx
from deckstats.cards import effects_library as lx
from deckstats.cards.counts import Count
from deckstats.cards.effects_etb import GraveyardToBottom
from deckstats.cards.effects_moves import IfTargetX, OpponentChooses
from deckstats.cards.effects_oneshot import SacrificePile
from deckstats.cards.effects_trig40 import DamageFrom
from deckstats.cards.model import CardDef, Keyword
from deckstats.cards.static_rules import DiscardChosen, SetLife
from deckstats.cards.targets import Controller, Ref, Target, TargetKind
from deckstats.engine.info import card_info
from deckstats.engine.kinds import TypeIndex

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
Bounce: Final = fx.Bounce
Conditional: Final = fx.Conditional
CounterSpell: Final = fx.CounterSpell
DealDamage: Final = fx.DealDamage
DealDamageDivided: Final = fx.DealDamageDivided
DealDamageEach: Final = fx.DealDamageEach
Destroy: Final = fx.Destroy
Discard: Final = fx.Discard
Exile: Final = fx.Exile
ExileGraveyard: Final = fx.ExileGraveyard
ExileUntilLeaves: Final = fx.ExileUntilLeaves
Fight: Final = fx.Fight
ForEachKick: Final = fx.ForEachKick
GainControl: Final = fx.GainControl
IfCount: Final = fx.IfCount
IfKicked: Final = fx.IfKicked
LoseLife: Final = fx.LoseLife
MayDo: Final = fx.MayDo
Mill: Final = fx.Mill
Modal: Final = fx.Modal
Pump: Final = fx.Pump
PutCounters: Final = fx.PutCounters
PutInLibrary: Final = fx.PutInLibrary
Tap: Final = fx.Tap

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_CONTROLLER_YOU: Final = Controller.YOU
_REF_DEFENDING_PLAYER: Final = Ref.DEFENDING_PLAYER
_REF_EACH_CREATURE: Final = Ref.EACH_CREATURE
_REF_EACH_OPPONENT: Final = Ref.EACH_OPPONENT
_REF_ENCHANTED_OR_EQUIPPED: Final = Ref.ENCHANTED_OR_EQUIPPED
_REF_YOU: Final = Ref.YOU
_TARGET_KIND_CREATURE: Final = TargetKind.CREATURE
_TARGET_KIND_PLAYER: Final = TargetKind.PLAYER

CANT_BLOCK: Final = int(Keyword.CANT_BLOCK)
_SHACKLES: Final = int(Keyword.CANT_BLOCK | Keyword.CANT_ATTACK)

#: The mass-removal scopes a sweeper can hit (every creature, or every creature of a side).
MASS: Final = (Ref.EACH_CREATURE, Ref.CREATURES_OPPONENTS_CONTROL, Ref.EACH_OTHER_CREATURE)

#: Effects the goldfish counts as harming their target (aimed at the opponent's side).
GOLDFISH_HARMFUL: Final = (
    fx.DealDamage,
    DamageFrom,  # "that creature deals X damage to any target" (Scourge of Valkas)
    fx.Destroy,
    fx.Exile,
    fx.ExileUntilLeaves,  # CR 610.3: Journey to Nowhere, Banishing Light
    fx.Bounce,
    fx.Tap,
    fx.CounterSpell,
    fx.Discard,
    fx.Mill,
    fx.LoseLife,
    fx.Sacrifice,
    fx.DealDamageDivided,
    fx.ExileGraveyard,
    fx.GainControl,  # CR 613.1b: take the opponent's permanent
)


def amount(a: Any, x: int) -> int:
    """A printed amount: an int, ``"X"`` read as ``x``, a counted one as ``counted``."""
    if a == "X":
        return x
    return counted(a) if isinstance(a, Count) else int(a)


# ---------------------------------------------------------------------- amounts
def counted(c: Count) -> int:
    """A number counted on resolution (``cards.counts``), read as if it counted one thing.

    The planner's cautious reading (as X read as one): the board is not counted here.
    """
    return max(0, c.plus + c.times)


def count(a: Any) -> int:
    """A printed amount with ``"X"`` read as one (the planner's cautious reading)."""
    if a == "X":
        return 1
    return counted(a) if isinstance(a, Count) else int(a)


# ---------------------------------------------------------------------- effect trees
def flat_effects(effects: tuple[Any, ...]) -> list[Any]:
    """Every leaf effect: modes, "may", kicker and "if" branches opened (the "then" side)."""
    out: list[Any] = []
    for e in effects:
        if isinstance(e, Modal):
            for m in e.modes:
                out.extend(flat_effects(m))
        elif isinstance(e, (MayDo, IfKicked, ForEachKick)):
            out.extend(flat_effects(e.effect))
        elif isinstance(e, (Conditional, IfCount, lx.IfTargetAtMost)):
            out.extend(flat_effects(e.then))
        else:
            out.append(e)
    return out


def may_hit_creature(spec: Any) -> bool:
    """Whether a target spec may name a creature."""
    return isinstance(spec, Target) and bool(spec.kinds & _TARGET_KIND_CREATURE)


def may_hit_player(spec: Any) -> bool:
    """Whether a target spec (or a fixed reference) may name an opponent."""
    if isinstance(spec, Target):
        return bool(spec.kinds & _TARGET_KIND_PLAYER) and spec.controller != _CONTROLLER_YOU
    return spec in (_REF_EACH_OPPONENT, _REF_DEFENDING_PLAYER)


def sweep_spec(e: Any) -> Any:
    """The creatures a mass-removal effect hits (a ``Ref``), or None."""
    if isinstance(e, DealDamageEach):
        return _REF_EACH_CREATURE if e.creatures else None
    if isinstance(e, (Destroy, Exile, Bounce)) and e.target in MASS:
        return e.target
    if isinstance(e, DealDamage) and e.to in MASS:
        return e.to
    if isinstance(e, Pump) and e.toughness < 0 and e.target in MASS:
        return e.target
    return None


#: ``targeted`` memo: id of an effect tuple -> (the tuple, its answer). Effect tuples of
#: cards live as long as the process; bounded anyway (cleared past ``_MEMO_LIMIT``).
_TARGETED: dict[int, tuple[tuple[Any, ...], list[Any]]] = {}
#: ``action_effects`` memo for modal casts: (id of the card's info, modes) -> (info, effects).
_MODAL: dict[tuple[int, tuple[int, ...]], tuple[Any, tuple[Any, ...]]] = {}
#: ``harmful`` memo for the effect types judged by type alone.
_HARMFUL_TYPES: dict[type, bool] = {}
_MEMO_LIMIT: Final = 4096


def targeted(effects: tuple[Any, ...]) -> list[Any]:
    """The effects owning each target group, in text order (CR 601.2c; as the engine).

    Memoised per effect tuple (the heuristic asks for every cast option it scores): the
    answer is shared, callers must not mutate it.
    """
    hit = _TARGETED.get(id(effects))
    if hit is not None and hit[0] is effects:
        return hit[1]
    out = _targeted(effects)
    if len(_TARGETED) > _MEMO_LIMIT:
        _TARGETED.clear()
    _TARGETED[id(effects)] = (effects, out)
    return out


#: Checks whose ``then`` holds the targets (Prismatic Ending, Repeal; as ``engine.info``).
_THEN_TARGETED = lx.IfTargetAtMost | IfTargetX


def _targeted(effects: tuple[Any, ...]) -> list[Any]:
    """``targeted`` without the memo."""
    out: list[Any] = []
    for e in effects:
        if isinstance(e, Modal):
            continue
        if isinstance(e, (MayDo, IfKicked, ForEachKick)):
            out.extend(_targeted(e.effect))
            continue
        if isinstance(e, (Conditional, IfCount, _THEN_TARGETED)):
            out.extend(_targeted(e.then))
            continue
        for name in getattr(e, "__slots__", ()):  # none on a compiled engine effect
            if isinstance(getattr(e, name), Target):
                out.append(e)
    return out


def spec_effects(effects: tuple[Any, ...]) -> list[Any]:
    """The effect owning each target spec, in ``effect_target_specs`` order (uncached).

    ``players.facts.FACTS.spec_effects`` caches it per effect tuple.
    """
    out: list[Any] = []
    for e in effects:
        k = _SPEC_WRAPPERS.index(e)
        if k == 0:
            continue  # fx.Modal
        if k == 1:  # fx.MayDo
            out.extend(spec_effects(e.effect))
            continue
        if k >= 2:  # fx.Conditional, fx.IfCount, _THEN_TARGETED
            out.extend(spec_effects(e.then))
            continue
        out.extend(
            [e]
            * sum(1 for name in getattr(e, "__slots__", ()) if isinstance(getattr(e, name), Target))
        )
    return out


#: ``spec_effects``'s wrappers: modal, "may", "if" (its ``then`` holds the targets).
_SPEC_WRAPPERS: Final = TypeIndex(
    fx.Modal, fx.MayDo, fx.Conditional, fx.IfCount, lx.IfTargetAtMost, IfTargetX
)


def aura_effect(card: CardDef) -> Any:
    """What an Aura spell does to what it enchants, as a pump the heuristic can read.

    ``Pump(1, 1)`` for a helpful Aura (Rancor), ``Pump(-1, -1)`` for one whose static
    abilities shrink or shackle the creature ("can't attack or block": Pacifism, CR 303.4).
    """
    info = card_info(card)
    bad = any(
        s.applies_to is _REF_ENCHANTED_OR_EQUIPPED
        and (s.power < 0 or s.toughness < 0 or int(s.keywords) & _SHACKLES)
        for s in card.statics
    )
    return Pump(-1, -1, info.aura_target) if bad else Pump(1, 1, info.aura_target)  # type: ignore[arg-type]


def action_effects(card: CardDef, modes: tuple[int, ...]) -> tuple[Any, ...]:
    """The effects a cast with ``modes`` will have, modal choices flattened in order.

    An Aura spell's target is what it will enchant (CR 303.4a): ``aura_effect``.
    """
    info = card_info(card)
    effects: tuple[Any, ...] = info.spell
    if info.is_aura and info.aura_target is not None and not effects:
        return (aura_effect(card),)
    if info.modal is not None:
        key = (id(info), modes)
        hit = _MODAL.get(key)
        if hit is not None and hit[0] is info:
            return hit[1]
        effects = tuple(e for e in effects if e is not info.modal)
        for m in modes:
            effects += info.modal.modes[m]
        if len(_MODAL) > _MEMO_LIMIT:
            _MODAL.clear()
        _MODAL[key] = (info, effects)
    return effects


# ---------------------------------------------------------------------- what an effect does
def harmful(eff: Any) -> bool:
    """Whether the heuristic counts an effect as harming what it targets."""
    if type(eff) is Pump:
        # a shrink, or "target creature can't block this turn" (CR 509.1a)
        return eff.toughness < 0 or bool(eff.keywords & CANT_BLOCK)
    if type(eff) is PutCounters:
        return shrinks(eff.kind)
    hit = _HARMFUL_TYPES.get(type(eff))
    if hit is None:
        hit = _HARMFUL_TYPES[type(eff)] = _harmful_type(eff)
    return hit


def _harmful_type(eff: Any) -> bool:
    """``harmful`` for the effects judged by their type alone (memoised per type)."""
    return isinstance(
        eff,
        ExileGraveyard
        | GraveyardToBottom  # Endurance aimed at the opponent (cards.effects_etb)
        | lx.ExileNamed
        | hx.HandToLibrary
        | hx.DiscardRevealed
        | hx.DiscardThen
        | Mill
        | DealDamage
        | DealDamageDivided
        | Destroy
        | Exile
        | ExileUntilLeaves
        | Bounce
        | PutInLibrary  # Oust, Teferi's -3 (into its owner's library)
        | Tap
        | CounterSpell
        | Discard
        | LoseLife
        | Fight
        | GainControl
        | SetLife  # "Target player's life total becomes 1" (Vraska, Relic Seeker)
        | DiscardChosen  # Cabal Therapy
        | OpponentChooses  # Intuition: its target is the opponent who chooses (aim at them)
        | SacrificePile,  # Liliana of the Veil's piles: that player sacrifices one
    )


def shrinks(kind: str) -> bool:
    """Whether counters of ``kind`` lower power or toughness ("-1/-1", "+1/-1"; CR 122.1a)."""
    parts = kind.split("/")
    return len(parts) == 2 and any(part.strip().startswith("-") for part in parts)


def adds_power(eff: Any) -> bool:
    """Whether the effect makes its target creature deal more combat damage."""
    if type(eff) is Pump:
        return eff.power > 0
    return type(eff) is PutCounters and eff.kind == "+1/+1"


def unless_pay(card: CardDef, x: int = 0) -> int:
    """The mana a "counter ... unless its controller pays" asks for (X read as ``x``)."""
    for e in flat_effects(card.spell):
        if isinstance(e, CounterSpell) and e.unless_pay:
            return amount(e.unless_pay, x)
    return 0


# ---------------------------------------------------------------------- library
def draws(effects: tuple[Any, ...], x: int) -> int:
    """Cards the effects make their controller draw (X read as ``x``)."""
    n = 0
    for e in effects:
        k = _DRAWS.index(e)
        if k == 0:  # fx.DrawCards
            if e.player == _REF_YOU:
                n += amount(e.count, x)
        elif k == 1:  # fx.MayDo
            n += draws(e.effect, x)
    return n


def library_loss(effects: tuple[Any, ...], x: int) -> int:
    """Most cards the effects can take from their controller's library (draw, surveil, mill)."""
    n = draws(effects, x)
    for e in effects:
        k = _LIBRARY_LOSS.index(e)
        if k < 0:
            continue
        if k <= 1:  # fx.Surveil, fx.ExileTopPlayable
            n += e.count
        elif k == 2:  # fx.Mill
            if e.player == _REF_YOU:
                n += amount(e.count, x)
        else:  # fx.Modal
            n += max((library_loss(m, x) for m in e.modes), default=0)
    return n


#: The effects ``draws`` and ``library_loss`` read (``engine.kinds``: once per type).
_DRAWS: Final = TypeIndex(fx.DrawCards, fx.MayDo)
_LIBRARY_LOSS: Final = TypeIndex(fx.Surveil, fx.ExileTopPlayable, fx.Mill, fx.Modal)


__all__ = [
    "GOLDFISH_HARMFUL",
    "MASS",
    "action_effects",
    "adds_power",
    "amount",
    "count",
    "draws",
    "flat_effects",
    "harmful",
    "library_loss",
    "may_hit_creature",
    "may_hit_player",
    "shrinks",
    "spec_effects",
    "sweep_spec",
    "targeted",
    "unless_pay",
]
