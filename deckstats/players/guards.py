"""Guards for the goldfish planner: casts that would lose the game for the caster.

A goldfish must not deck itself with card draw before the turn cap (CR 121.4, 704.5b)
nor cast into a "whenever a player casts" trigger that kills it (Eidolon of the Great
Revel). The planner, the ability chooser and the target chooser ask these first.

Layer: players.
"""

from __future__ import annotations

from typing import Final

from deckstats.cards import effects as fx
from deckstats.cards.dsl import Triggered
from deckstats.cards.model import CardDef
from deckstats.cards.targets import Ref
from deckstats.cards.triggers import CastSpell as CastSpellTrigger
from deckstats.engine.actions import CastSpell
from deckstats.engine.characteristics import card_matches
from deckstats.engine.flags import CANT_BE_COUNTERED, STORM
from deckstats.engine.info import card_info, letters_mask
from deckstats.engine.kinds import TypeIndex, listening
from deckstats.engine.memo import IdMemo
from deckstats.engine.view import PlayerView
from deckstats.players.board import seen
from deckstats.players.reading import count, library_loss

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
CounterIfCounters: Final = fx.CounterIfCounters
DealDamage: Final = fx.DealDamage
DelayedTrigger: Final = fx.DelayedTrigger
LoseLife: Final = fx.LoseLife
PayOrLose: Final = fx.PayOrLose

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_EACH_OPPONENT: Final = Ref.EACH_OPPONENT
_REF_EACH_PLAYER: Final = Ref.EACH_PLAYER
_REF_TRIGGERING_PLAYER: Final = Ref.TRIGGERING_PLAYER
_REF_YOU: Final = Ref.YOU


def draw_budget(view: PlayerView) -> int:
    """Cards the player may draw by effects and still draw in every draw step to the cap.

    Drawing from an empty library loses the game (CR 121.4, 704.5b), so a goldfish that
    empties its library with card draw (a big Sphinx's Revelation) would lose a game the
    deck never loses in practice; it keeps one card per draw step left before the turn cap.
    """
    steps_left = max(0, view.max_turns - view.turns_taken)
    return view.library_size - steps_left - 1


def decks_itself(view: PlayerView, effects: tuple[object, ...], x: int) -> bool:
    """Whether ``effects`` (X = ``x``) take more cards than ``draw_budget`` allows."""
    n_draw = library_loss(effects, x)
    return bool(n_draw) and n_draw > draw_budget(view)


def loss_ok(view: PlayerView, act: CastSpell) -> bool:
    """Whether casting ``act`` leaves enough library for the draw steps to the turn cap."""
    info = card_info(seen(view, act.oid).card)
    if not _pact_payable(view, info.spell):
        return False
    n = library_loss(info.spell, act.x)
    if n and info.keywords & STORM:
        # CR 702.40a: each storm copy takes as many again (Galvanic Relay's exiles).
        n *= 1 + view.spells_cast_turn
    return not n or n <= draw_budget(view)


def _pact_payable(view: PlayerView, spell: tuple[object, ...]) -> bool:
    """Whether a Pact's next-upkeep payment looks payable (CR 603.7, ``PayOrLose``).

    With the payments already waiting (another Pact this turn), one land per mana symbol,
    and for each colour one land that can make it per symbol of that colour.
    """
    new = [
        f.mana
        for e in spell
        if isinstance(e, DelayedTrigger)
        for f in e.effect
        if isinstance(f, PayOrLose)
    ]
    if not new:
        return True
    waiting = [f.mana for d in view.pending_delayed() for f in d if isinstance(f, PayOrLose)]
    symbols = "".join(new + waiting)
    lands = [o for o in view.battlefield if o.info.is_land]
    if len(lands) < symbols.count("{"):
        return False
    for letter in "WUBRG":
        need = symbols.count("{" + letter + "}")
        mask = letters_mask(letter)
        if need and sum(1 for o in lands if o.info.produces_mask & mask) < need:
            return False
    return True


def _trigger_harm(view: PlayerView, act: CastSpell) -> int:
    """Damage and life loss the "whenever a player casts" triggers deal the caster of ``act``."""
    me = view.pid
    card = seen(view, act.oid).card
    harm = 0
    for src in view.trigger_sources:
        for t, w in listening(src.info.cast_triggers, CastSpellTrigger):
            if w.who == _REF_YOU and src.controller != me:
                continue
            if w.who == _REF_EACH_OPPONENT and src.controller == me:
                continue
            if not card_matches(card, w.filter):
                continue
            for e in t.effect:
                k = _HARMS.index(e)  # each isinstance below is tried only where it holds
                if k == 0 and isinstance(e, DealDamage):
                    target = e.to
                elif k == 1 and isinstance(e, LoseLife):
                    target = e.player
                else:
                    continue
                if target in (_REF_TRIGGERING_PLAYER, _REF_EACH_PLAYER) or (
                    target == _REF_YOU and src.controller == me
                ):
                    harm += count(e.amount)
    return harm


#: The cast-trigger effects ``_trigger_harm`` counts (``engine.kinds``: once per type).
_HARMS: Final = TypeIndex(fx.DealDamage, fx.LoseLife)


def self_lethal(view: PlayerView, act: CastSpell) -> bool:
    """Whether casting ``act`` makes "whenever a player casts" triggers kill its caster.

    Eidolon of the Great Revel deals 2 damage to the player casting a cheap spell, its own
    controller included; the trigger resolves before the spell (CR 603.3, 405.2), so a
    goldfish at 2 life must not cast even a lethal Bolt.
    """
    harm = _trigger_harm(view, act)
    if not harm:
        return False
    # Life the payment may cost on top (pain lands, Sunbaked Canyon): one per untapped source.
    pain = sum(
        1 for o in view.battlefield if not o.tapped and any(s.painful for s in o.info.mana_sources)
    )
    return harm + pain >= view.life


def stack_mana_value(card: CardDef, x: int) -> int:
    """CR 202.3e: a spell's mana value on the stack counts X (once per {X} in its cost)."""
    if not x:
        return card_info(card).mana_value  # the printed one (``CardInfo``: compiled)
    cost = card.cost
    mv = card.mana_value
    return mv + x * cost.x if cost is not None and cost.x else mv


def _charge_counters(view: PlayerView, card: CardDef, mv: int) -> bool:
    """Whether a Chalice of the Void on either side counters ``card`` cast at ``mv``.

    CR 701.6a, 603.2: "Whenever a player casts a spell with mana value equal to the number
    of charge counters on ~, counter that spell" (``effects_checks.CounterIfCounters``): the
    trigger counters its controller's spells as well as the opponent's.
    """
    for src in view.trigger_sources:
        for w, e in _CHARGES.get(src.info.cast_triggers):
            if src.counter(e.kind) == mv and card_matches(card, w.filter):
                return True
    return False


def _charge_effects(
    cast_triggers: tuple[Triggered, ...],
) -> tuple[tuple[CastSpellTrigger, fx.CounterIfCounters], ...]:
    """The (condition, ``CounterIfCounters`` effect) pairs of a card's cast triggers."""
    return tuple(
        (w, e)
        for t, w in listening(cast_triggers, CastSpellTrigger)
        for e in t.effect
        if isinstance(e, CounterIfCounters)
    )


#: ``_charge_effects`` per cast-trigger tuple (a ``CardInfo``'s: it lives as long).
_CHARGES: Final = IdMemo(_charge_effects)


def wasted_cast(view: PlayerView, act: CastSpell) -> bool:
    """Whether the rules throw ``act`` away as it is cast or as it enters.

    - CR 704.5f: a 0/0 creature with X in its cost cast for X = 0 (Walking Ballista,
      Stonecoil Serpent, Hydroid Krasis) enters with no counters and dies at once;
    - CR 701.6a: a Chalice of the Void (either player's) with as many charge counters as
      the spell's mana value on the stack counters it (a spell that can't be countered,
      CR 101.2, is spared).

    A competent player casts neither; the goldfish and the heuristic filter their casts
    through it. Split and modal faces (``act.face``) are left to the engine.
    """
    o = seen(view, act.oid)
    card = o.card
    cost = card.cost
    if act.face or cost is None:
        return False
    if act.x == 0 and cost.x and card.toughness == 0 and card.pt_cda is None:
        return True
    if view.has_trigger_sources and not o.info.keywords & CANT_BE_COUNTERED:
        return _charge_counters(view, card, stack_mana_value(card, act.x))
    return False


def own_charge_hits(view: PlayerView, card: CardDef, x: int) -> int:
    """How many nonland cards of our own decklist a Chalice set at ``x`` would counter.

    For a card that enters with X charge counters and counters spells of that mana value
    (Chalice of the Void): the goldfish picks the X that spares its own deck (CR 701.6a).
    Zero for any other card.
    """
    info = card_info(card)
    if card.enters_with != ("charge", "X") or not any(
        isinstance(e, CounterIfCounters) for t in info.cast_triggers for e in t.effect
    ):
        return 0
    return sum(1 for c in view.own_deck if c.mana_value == x and not card_info(c).is_land)


__all__ = [
    "decks_itself",
    "draw_budget",
    "loss_ok",
    "own_charge_hits",
    "self_lethal",
    "stack_mana_value",
    "wasted_cast",
]
