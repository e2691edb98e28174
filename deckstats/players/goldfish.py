"""The goldfish player: plays to kill an opponent who does nothing, as fast as it can.

Each main phase it plays the land that best enables this turn's and next turn's spells,
cracks fetch lands, then casts the set of spells that wastes no mana (no castable spell
is left over), preferring creatures early because they deal damage over more turns,
unless burn to the face plus this turn's attack is lethal (then it finds the lethal
line). Burn goes at the opponent's face. It attacks with everything when the opponent
has no untapped creatures. It acts only in its own main phases (``acts_only_in_main``).
"""

from __future__ import annotations

import contextlib
import re
from dataclasses import replace
from typing import Any

from mypy_extensions import mypyc_attr

from deckstats.cards import effects as fx
from deckstats.cards.costs import AlternativeCost, Channel, Cycling, Flashback, Kicker, Suspend
from deckstats.cards.dsl import BASIC_LAND_TYPES
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardDef, CardType, Keyword
from deckstats.cards.targets import Ref, Target
from deckstats.cards.triggers import CastSpell as CastSpellTrigger
from deckstats.cards.triggers import Chapter, EntersBattlefield
from deckstats.engine.actions import PASS, ActivateAbility, CastSpell, HandAction, PlayLand
from deckstats.engine.characteristics import card_matches
from deckstats.engine.decisions import Decision
from deckstats.engine.info import ManaSourceInfo, card_info, letters_mask
from deckstats.engine.mana import (
    CostReq,
    ManaUnit,
    combined_req,
    cost_req,
    hall_kinds,
    source_list,
    unit_mask,
)
from deckstats.engine.state import GameObject
from deckstats.engine.types import Rng, Step, Zone
from deckstats.engine.view import PlayerView
from deckstats.players.base import BaseAgent
from deckstats.players.evaluate import effect_value, face_damage, kicked_effects
from deckstats.players.mulligan import DEFAULT_POLICY, MulliganPolicy
from deckstats.players.storm import HOLD, storm_action
from deckstats.players.storm import storm_part as _storm_part

_HASTE = int(Keyword.HASTE)
_PROWESS = int(Keyword.PROWESS)
_HARMFUL = (
    fx.DealDamage,
    fx.Destroy,
    fx.Exile,
    fx.Bounce,
    fx.Tap,
    fx.CounterSpell,
    fx.Discard,
    fx.Mill,
    fx.LoseLife,
    fx.Sacrifice,
    fx.DealDamageDivided,
    fx.ExileGraveyard,
)

_SPEC_EFFECTS: dict[int, tuple[Any, list[Any]]] = {}


def _spec_effects(effects: tuple[Any, ...]) -> list[Any]:
    """The effect owning each target spec, in ``effect_target_specs`` order (cached)."""
    hit = _SPEC_EFFECTS.get(id(effects))
    if hit is not None and hit[0] is effects:
        return hit[1]
    out = _spec_effects_raw(effects)
    if len(_SPEC_EFFECTS) > 4096:
        _SPEC_EFFECTS.clear()
    _SPEC_EFFECTS[id(effects)] = (effects, out)
    return out


def _spec_effects_raw(effects: tuple[Any, ...]) -> list[Any]:
    out: list[Any] = []
    for e in effects:
        if isinstance(e, fx.Modal):
            continue
        if isinstance(e, fx.MayDo):
            out.extend(_spec_effects_raw(e.effect))
            continue
        if isinstance(e, fx.Conditional):
            out.extend(_spec_effects_raw(e.then))
            continue
        out.extend([e] * sum(1 for name in e.__slots__ if isinstance(getattr(e, name), Target)))
    return out


#: (source masks, pool, spells, stop_full) -> payable multisets. Shared across games:
#: the answer depends only on the key (card identities are checked on a hit).
_FEASIBLE_MEMO: dict[tuple[Any, ...], tuple[tuple[CardDef, ...], list[tuple[int, ...]]]] = {}


def _draws(effects: tuple[Any, ...], x: int) -> int:
    """Cards the effects make their controller draw (X read as ``x``)."""
    n = 0
    for e in effects:
        if isinstance(e, fx.DrawCards) and e.player == Ref.YOU:
            n += x if e.count == "X" else int(e.count)
        elif isinstance(e, fx.MayDo):
            n += _draws(e.effect, x)
    return n


def _library_loss(effects: tuple[Any, ...], x: int) -> int:
    """Most cards the effects can take from their controller's library (draw, surveil, mill)."""
    n = _draws(effects, x)
    for e in effects:
        if isinstance(e, fx.Surveil | fx.ExileTopPlayable):
            n += e.count
        elif isinstance(e, fx.Mill) and e.player == Ref.YOU:
            n += x if e.count == "X" else int(e.count)
        elif isinstance(e, fx.Modal):
            n += max((_library_loss(m, x) for m in e.modes), default=0)
    return n


def _self_lethal(view: PlayerView, act: CastSpell) -> bool:
    """Whether casting ``act`` makes "whenever a player casts" triggers kill its caster.

    Eidolon of the Great Revel deals 2 damage to the player casting a cheap spell, its own
    controller included; the trigger resolves before the spell (CR 603.3, 405.2), so a
    goldfish at 2 life must not cast even a lethal Bolt.
    """
    me = view.pid
    card = _seen(view, act.oid).card
    harm = 0
    for src in view.trigger_sources:
        for t in src.info.cast_triggers:
            w = t.when
            if not isinstance(w, CastSpellTrigger):
                continue
            if w.who == Ref.YOU and src.controller != me:
                continue
            if w.who == Ref.EACH_OPPONENT and src.controller == me:
                continue
            if not card_matches(card, w.filter):
                continue
            for e in t.effect:
                if isinstance(e, fx.DealDamage | fx.LoseLife):
                    target = e.to if isinstance(e, fx.DealDamage) else e.player
                    if target in (Ref.TRIGGERING_PLAYER, Ref.EACH_PLAYER) or (
                        target == Ref.YOU and src.controller == me
                    ):
                        harm += _count(e.amount)
    if not harm:
        return False
    # Life the payment may cost on top (pain lands, Sunbaked Canyon): one per untapped source.
    pain = sum(
        1 for o in view.battlefield if not o.tapped and any(s.painful for s in o.info.mana_sources)
    )
    return harm + pain >= view.life


def _loss_ok(view: PlayerView, act: CastSpell) -> bool:
    """Whether casting ``act`` leaves enough library for the draw steps to the turn cap."""
    info = card_info(_seen(view, act.oid).card)
    n = _library_loss(info.spell, act.x)
    return not n or n <= _draw_budget(view)


def _draw_budget(view: PlayerView) -> int:
    """Cards the player may draw by effects and still draw in every draw step to the cap.

    Drawing from an empty library loses the game (CR 121.4, 704.5b), so a goldfish that
    empties its library with card draw (a big Sphinx's Revelation) would lose a game the
    deck never loses in practice; it keeps one card per draw step left before the turn cap.
    """
    steps_left = max(0, view.max_turns - view.turns_taken)
    return view.library_size - steps_left - 1


#: Land-choice memo: (sources, battlefield cards, pool, hand spells, land options, life) ->
#: index of the chosen option. Card identities are stable for the process's lifetime.
_LAND_MEMO: dict[tuple[Any, ...], int] = {}


class _Full(Exception):  # noqa: N818 - control flow
    """Raised to stop a search once all the mana is spent."""


class _VirtualInfo:
    __slots__ = ("is_creature", "mana_sources", "produces_mask")

    def __init__(self, mask: int) -> None:
        self.is_creature = False
        self.mana_sources = [ManaSourceInfo(0, mask, 1)]
        self.produces_mask = mask


class _VirtualUnit:
    """A fetch land seen as the land it will fetch (for planning only)."""

    __slots__ = ("info", "oid")

    def __init__(self, oid: int, mask: int) -> None:
        self.oid = oid
        self.info = _VirtualInfo(mask)


def _as_unit(obj: GameObject) -> Any:
    """The mana source a land in hand will be: itself, or for a fetch land what it finds."""
    if obj.info.mana_sources:
        return obj
    for ab in obj.info.abilities:
        for e in ab.effect:
            if isinstance(e, fx.SearchLibrary) and e.to == "battlefield":
                mask = 0
                for sub in e.filter.subtypes:
                    letter = BASIC_LAND_TYPES.get(sub)
                    if letter:
                        mask |= letters_mask(letter)
                return None if e.tapped else _VirtualUnit(obj.oid, mask or 31)
    return None


_PLAN_REQ: dict[int, tuple[CardDef, CostReq]] = {}


def _plan_req(card: CardDef) -> CostReq:
    """The cost as the planner sees it: two-brid as its colour, Phyrexian paid with life.

    Planning with plain shards keeps every feasibility test a Hall count; the engine's
    payer still decides the real payment (mana when it can, CR 107.4f).
    """
    hit = _PLAN_REQ.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    base = cost_req(card.cost)
    req = combined_req([base])
    req.shards = tuple(sorted(base.shards + base.twobrid, key=lambda m: bin(m).count("1")))
    req.twobrid = ()
    req.phyrexian = ()
    req.min_mana = len(req.shards) + req.generic
    _PLAN_REQ[id(card)] = (card, req)
    return req


_STATS: dict[int, tuple[CardDef, tuple[Any, ...]]] = {}


def _card_stats(card: CardDef) -> tuple[Any, ...]:
    """Static planning numbers of a card, cached: creature facts or spell damage/value."""
    hit = _STATS.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    info = card_info(card)
    if info.is_creature:
        trig = 0.5 * sum(effect_value(e) for t in card.triggers for e in t.effect)
        st: tuple[Any, ...] = (
            True,
            card.power or 0,
            bool(info.keywords & _HASTE),
            trig,
            card.toughness or 0,
        )
    else:
        dmg = face_damage(card.spell)
        other = 0.0
        # Power a one-shot pump / permanent buff adds to one creature or to all of them.
        one_shot = [0, 0]
        lasting = [0, 0]
        buffs = False
        for e in card.spell:
            if isinstance(e, fx.Pump) and e.power >= 0:
                # Only the damage counts: keywords like hexproof are worth nothing here.
                one_shot[0 if isinstance(e.target, Target) else 1] += e.power
                buffs = True
            elif isinstance(e, fx.PutCounters) and e.kind == "+1/+1":
                lasting[0 if isinstance(e.target, Target) else 1] += _count(e.count)
                buffs = True
            elif not isinstance(e, fx.DealDamage | fx.DealDamageDivided | fx.Conditional):
                # (damage is counted by face_damage above, not again as value)
                other += effect_value(e)
        if info.final_chapter:
            # CR 714.2b, 714.3: a Saga's chapters resolve as it enters and on later turns:
            # chapter I's damage counts now, every chapter's other effects as value.
            for t in card.triggers:
                if isinstance(t.when, Chapter):
                    if t.when.n == 1:
                        dmg += face_damage(t.effect)
                    other += sum(
                        effect_value(e)
                        for e in t.effect
                        if not isinstance(e, fx.DealDamage | fx.DealDamageDivided)
                    )
        if info.is_aura or info.is_equipment:
            for s in card.statics:
                if s.applies_to == Ref.ENCHANTED_OR_EQUIPPED:
                    lasting[0] += max(s.power, 0)
                    buffs = True
        elif not info.is_creature:
            for s in card.statics:
                if s.applies_to == Ref.CREATURES_YOU_CONTROL and s.power > 0:
                    lasting[1] += s.power
        # An Equipment needs an equip activation before it adds damage.
        now_one = 0 if info.is_equipment else one_shot[0] + lasting[0]
        st = (
            False,
            dmg,
            other,
            (now_one, one_shot[1] + lasting[1], lasting[0], lasting[1]),
            buffs and not dmg and other <= 0,
        )
    _STATS[id(card)] = (card, st)
    return st


_VARIANTS: dict[tuple[int, int, int], tuple[CardDef, CardDef]] = {}


def _variant(card: CardDef, alt: int, kicks: int, suspend: bool = False) -> CardDef:
    """The card as the planner prices one cost option (cached; CR 118.9, 702.33, 702.62).

    An alternative cost or flashback replaces the mana cost, each kicker adds its cost and
    the kicked effects replace "if kicked" (``kicked_effects``); a suspended card (``alt`` =
    the option's index) costs its suspend cost now and deals its damage on a later turn.
    """
    key = (id(card), alt if not suspend else 1000 + alt, kicks)
    hit = _VARIANTS.get(key)
    if hit is not None and hit[0] is card:
        return hit[1]
    cost = card.cost
    opt = card.costs[alt - 1] if 0 < alt <= len(card.costs) else None
    if isinstance(opt, AlternativeCost | Suspend) or (
        isinstance(opt, Flashback) and opt.mana is not None
    ):
        cost = opt.mana
    if kicks:
        k = next((c for c in card.costs if isinstance(c, Kicker)), None)
        if k is not None:
            text = (cost.text if cost is not None else "") + k.mana.text * kicks
            cost = parse_mana_cost(text)
    spell = kicked_effects(card.spell, kicks)
    if isinstance(opt, AlternativeCost) and opt.keyword in ("evoke", "warp"):
        # CR 702.74a: an evoked creature is sacrificed at once; a warped one (CR 702.185a) is
        # exiled at the end step without attacking: only its enters triggers count now.
        etb = tuple(
            e for t in card.triggers if isinstance(t.when, EntersBattlefield) for e in t.effect
        )
        out = replace(card, cost=cost, types=CardType.SORCERY, spell=etb, costs=())
    elif isinstance(opt, AlternativeCost) and opt.keyword == "dash":
        # CR 702.109a: dashed, it has haste (and is back in hand for another dash later).
        out = replace(card, cost=cost, keywords=card.keywords | Keyword.HASTE, costs=())
    elif kicks and card.triggers:
        # "When ~ enters, if it was kicked, ..." (Goblin Bushwhacker): price the kicked trigger.
        trig = tuple(replace(t, effect=kicked_effects(t.effect, kicks)) for t in card.triggers)
        out = replace(card, cost=cost, spell=spell, triggers=trig, costs=())
    else:
        out = replace(card, cost=cost, spell=spell, costs=())
    _VARIANTS[key] = (card, out)
    return out


def _fodder(view: PlayerView, o: GameObject, cost: Any, source: int) -> bool:
    """Whether ``o`` can pay the "Sacrifice a <kind>" ``cost`` of ``source``'s ability."""
    if cost.sacrifice_other and o.oid == source:
        return False
    return card_matches(o.card, cost.sacrifice)


def _seen(view: PlayerView, oid: int) -> GameObject:
    """Object ``oid`` of a decision option, as the player's view shows it.

    Options name cards the player may see (its hand, public zones, the cards the decision
    shows it), so a hidden one is an engine bug.
    """
    o = view.obj(oid)
    if o is None:
        raise LookupError(f"object {oid} is hidden from player {view.pid}")
    return o


def _cost_option(view: PlayerView, a: HandAction) -> Any:
    """The cost option a ``HandAction`` uses (suspend or cycling)."""
    return _seen(view, a.oid).card.costs[a.index]


def _copies(view: PlayerView, card: CardDef) -> int:
    """Copies of ``card`` the player could use: in hand, else one (a graveyard card)."""
    return max(1, sum(1 for o in view.hand if o.card is card))


def _over_cap(counts: tuple[int, ...], caps: list[tuple[list[int], int]]) -> bool:
    """Whether a plan casts one card more often than its copies (over its ways to cast it)."""
    return any(sum(counts[i] for i in idxs) > cap for idxs, cap in caps)


def _non_mana_alt(card: CardDef, alt: int) -> bool:
    """Whether cost option ``alt`` spends something besides mana (lands, life, cards)."""
    opt = card.costs[alt - 1] if 0 < alt <= len(card.costs) else None
    return isinstance(opt, AlternativeCost) and bool(
        opt.sacrifice or opt.life or opt.exile_from_hand or opt.return_to_hand
    )


def _adds_power(eff: Any) -> bool:
    """Whether the effect makes its target creature deal more combat damage."""
    if type(eff) is fx.Pump:
        return eff.power > 0
    return type(eff) is fx.PutCounters and eff.kind == "+1/+1"


def _count(a: Any) -> int:
    return 1 if a == "X" else int(a)


_CASCADE = int(Keyword.CASCADE)
#: Decklist (by identity) -> whether it casts a ``GraveyardSwap`` card through cascade.
_SWAP_DECKS: dict[int, tuple[Any, bool]] = {}


_CHEAPER = int(Keyword.AFFINITY) | int(Keyword.IMPROVISE)
_PRICED: dict[tuple[int, int], tuple[CardDef, CardDef]] = {}


def _priced(view: PlayerView, card: CardDef) -> CardDef:
    """The card with the generic mana it costs now, when that is less than printed.

    Cost reductions (Ruby Medallion, affinity, "for each artifact you control"; CR 601.2f)
    and improvise's untapped artifacts (CR 702.126a, counted as generic mana) make a
    cheaper variant the planner can cast (cached by card and generic amount).
    """
    cost = card.cost
    if cost is None:
        return card
    generic = int(view.spell_req(card).generic)
    if card.keywords & _IMPROVISE:
        units = view.mana_units()
        spare = sum(
            1 for o in view.battlefield if o.info.types & 1 and not o.tapped and o not in units
        )
        generic = max(0, generic - spare)
    printed = cost.generic
    if generic >= printed:
        return card
    key = (id(card), generic)
    hit = _PRICED.get(key)
    if hit is not None and hit[0] is card:
        return hit[1]
    rest = re.sub(r"^\{\d+\}", "", cost.text)
    text = (f"{{{generic}}}" if generic else "") + rest
    out = replace(card, cost=parse_mana_cost(text or "{0}"))
    if len(_PRICED) > 4096:
        _PRICED.clear()
    _PRICED[key] = (card, out)
    return out


_IMPROVISE = int(Keyword.IMPROVISE)


def _swap_deck(view: PlayerView) -> bool:
    """Whether the deck casts a ``GraveyardSwap`` card without a mana cost (Living End).

    Such a deck cascades into it and cycles its creatures early (cached per decklist).
    """
    deck = view.own_deck
    hit = _SWAP_DECKS.get(id(deck))
    if hit is None or hit[0] is not deck:
        swap = any(
            c.cost is None and any(isinstance(e, fx.GraveyardSwap) for e in c.spell) for c in deck
        )
        hit = (deck, swap)
        _SWAP_DECKS[id(deck)] = hit
    return hit[1]


@mypyc_attr(allow_interpreted_subclasses=True)
class GoldfishAgent(BaseAgent):
    """Fast-kill heuristic player (``get_agent("goldfish")``)."""

    name = "goldfish"
    acts_only_in_main = True

    def __init__(self, mulligan: MulliganPolicy = DEFAULT_POLICY) -> None:
        super().__init__(mulligan)
        self._plan: list[int] = []
        self._plan_key: tuple[int, ...] = ()
        self._used: set[tuple[int, int, int]] = set()
        self._choice: dict[int, Any] = {}
        #: The view of the game being played (one view per player per game): a new one
        #: means a new game. Holding it keeps ``view.game_key`` unique while it is used.
        self._view: Any = None
        #: Cost-option variants offered this decision (``_variant``): id -> (card, copies).
        self._extra: dict[int, tuple[CardDef, int]] = {}
        #: Variants whose damage comes on a later turn (suspend).
        self._delayed: set[int] = set()
        #: Variant id -> id of the card in hand it is a way to cast (they share copies).
        self._base: dict[int, int] = {}
        self._looked: list[CardDef] = []

    # ------------------------------------------------------------------ priority
    def on_priority(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """Land, fetch, the best spell plan, useful abilities, then pass.

        Outside its own main phases with an empty stack it always passes, without using
        ``rng``: that is the ``acts_only_in_main`` promise, so the engine's speed hint of
        not asking it there changes no game.
        """
        step = view.step
        if (
            view.active != view.pid
            or view.stack_size
            or (step is not Step.PRECOMBAT_MAIN and step is not Step.POSTCOMBAT_MAIN)
        ):
            return PASS
        if self._view is not view:
            # A reused agent starts each game afresh (object ids repeat across games).
            self._view = view
            self._used.clear()
            self._plan = []
            self._plan_key = ()
        options = decision.options
        lands = [a for a in options if type(a) is PlayLand]
        if lands:
            return self.choose_land(view, lands)
        # Main faces only: the planner costs a card by its main face.
        casts = [a for a in options if type(a) is CastSpell and not a.face]
        acts = [a for a in options if type(a) is ActivateAbility]
        for a in acts:
            ab = _seen(view, a.oid).info.abilities[a.index]
            if any(isinstance(e, fx.SearchLibrary) and e.to == "battlefield" for e in ab.effect):
                return a  # crack fetch lands at once: the land can be used this turn
        if casts and self._hold_cascade(view):
            # Cascade into Living End only with creatures in the graveyard: cycle first.
            casts = [a for a in casts if not _seen(view, a.oid).info.keywords & _CASCADE]
        if casts and view.hand_has_storm:
            storm = storm_action(view, casts)  # CR 702.40a: rituals, then the storm card
            if storm is HOLD:
                casts = [a for a in casts if not _storm_part(view, _seen(view, a.oid).card)]
            elif storm is not None:
                return storm
        if acts:
            one_shot = self._one_shot_mana(view, acts)
            if one_shot is not None:
                return one_shot  # a Treasure / Lotus Petal / Spawn that lets more be cast
        hand_acts = [a for a in options if type(a) is HandAction] if view.cost_options else []
        suspends = [a for a in hand_acts if isinstance(_cost_option(view, a), Suspend)]
        if casts or suspends:
            action = self.next_spell(view, casts, suspends)
            if action is not None and not (
                view.has_trigger_sources
                and type(action) is CastSpell
                and _self_lethal(view, action)
            ):
                return action
        if hand_acts and (step is Step.POSTCOMBAT_MAIN or self._hold_cascade(view)):
            cycle = self._cycle_choice(view, hand_acts)
            if cycle is not None:
                return cycle
        turn = view.turn
        for a in acts:
            key = (turn, a.oid, a.index)
            if key in self._used:
                continue
            info = _seen(view, a.oid).info
            ab = info.abilities[a.index]
            if a.index in info.mana_abilities:
                continue
            n_draw = _library_loss(ab.effect, a.x)
            if n_draw and n_draw > _draw_budget(view):
                continue  # a loyalty "+1: draw a card" must not deck us either
            if ab.cost.remove_counter:
                # Walking Ballista, Triskelion (CR 118.3): each ping shrinks the creature, so
                # ping only when all its counters are lethal, then again and again.
                obj = _seen(view, a.oid)
                total = face_damage(ab.effect, a.x) * obj.counter(ab.cost.remove_counter)
                if total < view.opponent_life or not self._targets_ok(view, ab.effect, a.targets):
                    continue
                return a
            if ab.cost.sacrifice is not None:
                # Goblin Bombardment (CR 118.3): each activation costs a permanent, so it is
                # used only when sacrificing every eligible one deals lethal damage.
                fodder = [o for o in view.battlefield if _fodder(view, o, ab.cost, a.oid)]
                total = face_damage(ab.effect, a.x) * len(fodder)
                if total < view.opponent_life or not self._targets_ok(view, ab.effect, a.targets):
                    continue
                return a
            if sum(effect_value(e) for e in ab.effect) > 0 and self._targets_ok(
                view, ab.effect, a.targets
            ):
                if ab.cost.loyalty is not None:
                    a = self._best_loyalty(view, acts, a)
                    key = (turn, a.oid, a.index)
                self._used.add(key)
                return a
        return PASS

    def _hold_cascade(self, view: PlayerView) -> bool:
        """Whether to keep cascade spells until a creature is in the graveyard.

        Only for a deck that cascades into Living End (``_swap_deck``), while a creature
        with cycling waits in hand.
        """
        if not any(o.info.keywords & _CASCADE for o in view.hand):
            return False
        if any(o.info.is_creature for o in view.graveyard):
            return False
        if not any(
            o.info.is_creature and any(isinstance(c, Cycling) for c in o.info.costs)
            for o in view.hand
        ):
            return False
        return _swap_deck(view)

    def _one_shot_mana(
        self, view: PlayerView, acts: list[ActivateAbility]
    ) -> ActivateAbility | None:
        """CR 605.1a, 111.10a: sacrifice a one-shot mana source when it lets more be cast.

        Treasure, Lotus Petal, Eldrazi Spawn: mana abilities the automatic payer never uses
        (their cost sacrifices the source). One is used when the best plan with it as an
        extra mana source spends more mana than the best plan without it; the colour it
        makes is chosen by ``on_color``.
        """
        sources: list[tuple[ActivateAbility, int]] = []
        for a in acts:
            info = _seen(view, a.oid).info
            if a.index not in info.mana_abilities:
                continue
            ab = info.abilities[a.index]
            if ab.cost.mana is not None or not (ab.cost.sacrifice_self or ab.cost.exile_self):
                continue
            mask = 0
            for e in ab.effect:
                if isinstance(e, fx.AddMana):
                    mask |= letters_mask(e.symbols)
                elif isinstance(e, fx.AddOneOf):
                    mask |= letters_mask(e.colors)
            sources.append((a, mask))
        if not sources:
            return None
        spells = self._hand_spells(view)
        if not spells:
            return None
        units = view.mana_units()
        pool = view.pool
        without = self._best_spend(view, units, spells, pool)
        extra: list[Any] = [_VirtualUnit(a.oid, m) for a, m in sources]
        if self._best_spend(view, units + extra, spells, pool) <= without:
            return None
        return sources[0][0]

    def on_color(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """CR 106.1a: the colour the spells in hand need most beyond the untapped sources."""
        opts = decision.options
        if len(opts) < 2:
            return opts[0]
        need = [0, 0, 0, 0, 0]
        hand: Any = view.hand
        playable = [o for o in view.exile if o.playable_until >= view.turn]
        for o in (*hand, *playable):
            cost = o.card.cost
            if cost is not None and not o.info.is_land:
                for i, n in enumerate(cost.pips):
                    need[i] += n
        have = list(view.pool[:5])
        for u in view.mana_units():
            m = unit_mask(u)
            for i in range(5):
                if m >> i & 1:
                    have[i] += 1
        best = opts[0]
        best_key: tuple[int, int] | None = None
        for c in opts:
            i = "WUBRG".find(c)
            key = (need[i] - have[i], need[i]) if i >= 0 else (-99, 0)
            if best_key is None or key > best_key:
                best, best_key = c, key
        return best

    def _best_loyalty(
        self, view: PlayerView, acts: list[ActivateAbility], first: ActivateAbility
    ) -> ActivateAbility:
        """CR 606.3: choose the one loyalty ability of the turn that speeds the kill.

        The most damage to the opponent now first, then the most value (Chandra's "+1: 2
        damage to each opponent" over "+1: Add {R}{R}").
        """
        obj = _seen(view, first.oid)
        best = first
        best_score: tuple[float, float] | None = None
        for a in acts:
            if a.oid != first.oid:
                continue
            ab = obj.info.abilities[a.index]
            if ab.cost.loyalty is None or not self._targets_ok(view, ab.effect, a.targets):
                continue
            n_draw = _library_loss(ab.effect, a.x)
            if n_draw and n_draw > _draw_budget(view):
                continue
            value = sum(effect_value(e) for e in ab.effect)
            if value <= 0:
                continue
            score = (float(face_damage(ab.effect, a.x)), value)
            if best_score is None or score > best_score:
                best, best_score = a, score
        return best

    def _cycle_choice(self, view: PlayerView, hand_acts: list[HandAction]) -> HandAction | None:
        """CR 702.29a: cycle a card that is dead in hand, with mana nothing else used.

        A land cycles when the land drop is made (or another land waits in hand) and three
        lands are out; a spell cycles when it costs more than two more than the mana
        available. Landcycling fetches a land while lands are short.
        """
        if _draw_budget(view) < 1:
            return None
        lands = sum(1 for o in view.battlefield if o.info.is_land)
        land_in_hand = sum(1 for o in view.hand if o.info.is_land)
        for a in hand_acts:
            obj = _seen(view, a.oid)
            opt = obj.card.costs[a.index]
            if isinstance(opt, Channel):
                # Channel (CR 602.2) a land not needed as a land drop, for its effect.
                if sum(effect_value(e) for e in opt.effect) > 0 and (
                    not obj.info.is_land or lands >= 4 or land_in_hand > 1
                ):
                    return a
                continue
            if not isinstance(opt, Cycling):
                continue
            if obj.info.is_land:
                if lands >= 3 and (view.lands_played_turn or land_in_hand > 1):
                    return a
            elif opt.land_type:
                if lands < 4 and not land_in_hand:
                    return a
            elif obj.card.mana_value > lands + 2 or (obj.info.is_creature and _swap_deck(view)):
                return a  # Living End decks cycle their creatures into the graveyard
        return None

    def on_may(self, view: PlayerView, decision: Decision, rng: Rng) -> bool:
        """Cast a card from suspend (CR 702.62a) unless its cast triggers would kill us."""
        src = view.obj(decision.source)
        if src is not None and any(isinstance(e, fx.GraveyardSwap) for e in src.card.spell):
            # Living End (cascade, suspend): only when it brings back more than it kills.
            mine = sum(o.card.power or 0 for o in view.graveyard if o.info.is_creature)
            board = sum(view.power(o) for o in view.battlefield if o.info.is_creature)
            return mine > board
        if src is not None and src.suspended and view.has_trigger_sources:
            return not _self_lethal(view, CastSpell(src.oid))
        return super().on_may(view, decision, rng)

    def on_targets(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """Targets for a spell cast without paying (suspend): the best-scoring option."""
        src = view.obj(decision.source)
        if src is None or not (src.suspended or src.zone is Zone.STACK or src.zone is Zone.EXILE):
            return self.default(view, decision, rng)
        effects = src.info.spell  # suspend, cascade, or a storm copy (CR 702.40a)
        best = decision.options[0]
        best_score = -1e9
        for t in decision.options:
            sc = self._target_score(view, effects, t)
            if sc > best_score:
                best, best_score = t, sc
        return best

    def on_search(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """Searching for lands: the one adding a colour the hand needs, else a basic."""
        objs = [_seen(view, i) for i in decision.options]
        if not objs or not all(o.info.is_land for o in objs):
            return super().on_search(view, decision, rng)
        have = 0
        for o in view.battlefield:
            have |= o.info.produces_mask
        need = 0
        for o in view.hand:
            if o.card.cost is not None:
                need |= int(o.card.cost.colors)
        missing = need & ~have

        def score(i: int) -> tuple[int, int, int, int]:
            o = objs[i]
            m = o.info.produces_mask
            return (
                bin(m & missing).count("1"),
                0 if o.info.etb_tapped is not None else 1,  # no shock payment or tapped land
                bin(m & need).count("1"),
                -i,
            )

        order = sorted(range(len(objs)), key=score, reverse=True)
        return tuple(decision.options[i] for i in order[: decision.max_n])

    # ------------------------------------------------------------------ lands
    def choose_land(self, view: PlayerView, lands: list[PlayLand]) -> PlayLand:
        """Pick the land that maximises mana spent now, then next turn, then saves life."""
        if len(lands) == 1:
            return lands[0]
        units = view.mana_units()
        all_sources = [o for o in view.battlefield if o.info.mana_sources]
        spells = self._hand_spells(view)
        # The choice depends only on these facts, so it is memoised across games.
        key = (
            tuple(sorted((unit_mask(u), u.info.mana_sources[0].amount) for u in units)),
            tuple(sorted(id(o.card) for o in view.battlefield)),
            view.pool,
            tuple((id(c), n) for c, n in spells),
            tuple(id(_seen(view, a.oid).card) for a in lands),
            min(view.life, 6),  # only compared with shock-land payments
        )
        hit = _LAND_MEMO.get(key)
        if hit is not None:
            return lands[hit]
        choice = self._choose_land(view, lands, units, all_sources, spells)
        if len(_LAND_MEMO) > 50_000:
            _LAND_MEMO.clear()
        _LAND_MEMO[key] = lands.index(choice)
        return choice

    def _choose_land(
        self,
        view: PlayerView,
        lands: list[PlayLand],
        units: list[ManaUnit],
        all_sources: list[ManaUnit],
        spells: list[tuple[CardDef, int]],
    ) -> PlayLand:
        memo_now: dict[int, int] = {}
        memo_next: dict[int, int] = {}
        cands = []
        for act in lands:
            obj = _seen(view, act.oid)
            unit = _as_unit(obj)
            umask = 0
            if unit is not None:
                for sd in unit.info.mana_sources:
                    umask |= sd.mask
                umask |= unit.info.mana_sources[0].amount << 8
            extra = [unit] if unit is not None else []
            colors = bin(unit.info.produces_mask if unit is not None else 0).count("1")
            for untapped, life in self._entry_modes(view, obj):
                key = umask if untapped else 0
                now = memo_now.get(key)
                if now is None:
                    if not spells:
                        now = 0
                    else:
                        now_units = units + extra if untapped else units
                        now = self._best_spend(view, now_units, spells, None)
                    memo_now[key] = now
                cands.append((now, umask, extra, life, untapped, colors, act))
        top = max(c[0] for c in cands)
        best: tuple[Any, ...] | None = None
        best_action = lands[0]
        for now, umask, extra, life, untapped, colors, act in cands:
            if now < top:
                continue
            nxt = memo_next.get(umask)
            if nxt is None:
                nxt = (
                    0
                    if not spells
                    else self._best_spend(view, all_sources + extra, spells, (0, 0, 0, 0, 0, 0))
                )
                memo_next[umask] = nxt
            score = (now, nxt, -life, 0 if untapped else 1, colors)
            if best is None or score > best:
                best, best_action = score, act
        return best_action

    def _entry_modes(self, view: PlayerView, obj: GameObject) -> list[tuple[bool, int]]:
        et = obj.info.etb_tapped
        if et is None:
            return [(True, 0)]
        others = [o for o in view.battlefield if o.info.is_land]
        if et.unless_pay_life:
            modes = [(False, 0)]
            if view.life > et.unless_pay_life:
                modes.append((True, et.unless_pay_life))
            return modes
        # CR 614.1d: the land's own condition (check, fast, slow, battle, reveal lands).
        hand = (o.card for o in view.hand if o is not obj)
        return [(et.untapped((o.card for o in others), hand, view.turns_taken), 0)]

    # ------------------------------------------------------------------ card selection
    def _usefulness(self, view: PlayerView, card: CardDef) -> int:
        """2: a land the hand needs; 1: a spell castable soon; 0: neither (Ponder, Brainstorm)."""
        lands = sum(1 for o in view.battlefield if o.info.is_land)
        lands += sum(1 for o in view.hand if o.info.is_land)
        top = max((o.card.mana_value for o in view.hand if not o.info.is_land), default=1)
        if card.is_land:
            return 2 if lands < max(3, top) else 0
        return 1 if card.mana_value <= lands + 1 else 0

    def on_order(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """The most useful card on top; remember them for the shuffle choice."""
        ranked = sorted(
            decision.options, key=lambda i: -self._usefulness(view, _seen(view, i).card)
        )
        self._looked = [_seen(view, i).card for i in ranked]
        return tuple(ranked)

    def on_shuffle(self, view: PlayerView, decision: Decision, rng: Rng) -> bool:
        """Shuffle when none of the looked-at cards is useful (Ponder)."""
        looked = self._looked
        self._looked = []
        return bool(looked) and all(self._usefulness(view, c) == 0 for c in looked)

    def on_put_back(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """Put back the least useful cards, the better of them last (on top)."""

        def key(i: int) -> tuple[int, int]:
            card = _seen(view, i).card
            return (self._usefulness(view, card), -card.mana_value)

        return tuple(sorted(decision.options, key=key)[: decision.min_n])

    def on_pay_life(self, view: PlayerView, decision: Decision, rng: Rng) -> bool:
        """Shock lands: pay only when the mana lets more be spent this turn."""
        obj = _seen(view, decision.source)
        units = [u for u in view.mana_units() if u is not obj]
        spells = self._hand_spells(view)
        without = self._best_spend(view, units, spells, None)
        with_ = self._best_spend(view, [*units, obj], spells, None)
        return with_ > without and view.life > decision.amount

    # ------------------------------------------------------------------ spells
    def _hand_spells(self, view: PlayerView) -> list[tuple[CardDef, int]]:
        counts: dict[int, list[Any]] = {}
        hand: Any = view.hand
        exile = view.exile
        if exile:
            turn = view.turn
            playable = [o for o in exile if o.playable_until >= turn]  # impulse draw
            if playable:
                hand = (*hand, *playable)
        for o in hand:
            if o.info.is_land or o.card.cost is None:
                continue
            e = counts.get(id(o.card))
            if e is None:
                counts[id(o.card)] = [o.card, 1]
            else:
                e[1] += 1
        return [(c, n) for c, n in counts.values()]

    def _best_spend(
        self,
        view: PlayerView,
        units: list[ManaUnit],
        spells: list[tuple[CardDef, int]],
        pool: tuple[int, ...] | None,
    ) -> int:
        best = 0
        for counts in self._feasible(view, units, spells, pool, stop_full=True):
            spent = sum(spells[i][0].mana_value * n for i, n in enumerate(counts))
            best = max(best, spent)
        return best

    def _feasible(
        self,
        view: PlayerView,
        units: list[ManaUnit],
        spells: list[tuple[CardDef, int]],
        pool: tuple[int, ...] | None,
        stop_full: bool = False,
    ) -> list[tuple[int, ...]]:
        """Every payable multiset of the spells (as copy counts), by DFS with pruning.

        With ``stop_full`` the search stops at the first multiset using all the mana
        (enough for "how much can be spent").
        """
        pool_now = view.pool if pool is None else pool
        srcs = []
        for u in units:
            m = 0
            for sd in u.info.mana_sources:
                m |= sd.mask
            srcs.append((m, u.info.mana_sources[0].amount))
        srcs.sort()
        key = (tuple(srcs), pool_now, tuple((id(c), n) for c, n in spells), stop_full)
        hit = _FEASIBLE_MEMO.get(key)
        if hit is not None and all(a is b[0] for a, b in zip(hit[0], spells, strict=True)):
            return hit[1]
        out = self._feasible_raw(units, spells, pool_now, stop_full)
        if len(_FEASIBLE_MEMO) > 50_000:
            _FEASIBLE_MEMO.clear()
        _FEASIBLE_MEMO[key] = (tuple(c for c, _ in spells), out)
        return out

    def _feasible_raw(
        self,
        units: list[ManaUnit],
        spells: list[tuple[CardDef, int]],
        pool_now: tuple[int, ...],
        stop_full: bool,
    ) -> list[tuple[int, ...]]:
        budget = sum(pool_now) + sum(u.info.mana_sources[0].amount for u in units)
        reqs = [_plan_req(c) for c, _ in spells]
        # Fast path: every source makes every colour needed.
        all_masks = 63
        for u in units:
            m = 0
            for sd in u.info.mana_sources:
                m |= sd.mask
            all_masks &= m
        simple = not any(pool_now) and all(all((sh & all_masks) for sh in r.shards) for r in reqs)
        out: list[tuple[int, ...]] = []
        n = len(spells)
        counts = [0] * n
        mins = [r.min_mana for r in reqs]
        limits = [c for _, c in spells]
        if simple:

            def dfs_simple(i: int, total: int) -> None:
                if i == n:
                    out.append(tuple(counts))
                    if stop_full and total >= budget:
                        raise _Full
                    return
                m = mins[i]
                kmax = limits[i]
                if m:
                    kmax = min(kmax, (budget - total) // m)
                ks = range(kmax, -1, -1) if stop_full else range(kmax + 1)
                for k in ks:
                    counts[i] = k
                    dfs_simple(i + 1, total + m * k)
                counts[i] = 0

            with contextlib.suppress(_Full):
                dfs_simple(0, 0)
            return out

        sources = source_list(units)
        pool_list = list(pool_now)
        kinds: dict[int, int] = {}
        state = [0, 0]  # symbols, generic

        def ok() -> bool:
            return hall_kinds(sources, pool_list, kinds, state[0], state[1])

        def add(r: Any, sign: int) -> None:
            for sh in r.shards:
                kinds[sh] = kinds.get(sh, 0) + sign
            state[0] += sign * len(r.shards)
            state[1] += sign * r.generic

        def dfs(i: int, total: int) -> None:
            if i == n:
                out.append(tuple(counts))
                if stop_full and total >= budget:
                    raise _Full
                return
            r = reqs[i]
            # The largest feasible count of this spell (feasibility is monotone).
            k = 0
            while k < limits[i] and total + r.min_mana * (k + 1) <= budget:
                add(r, 1)
                counts[i] = k + 1
                if not ok():
                    add(r, -1)
                    break
                k += 1
            kmax = k
            for _ in range(kmax):
                add(r, -1)
            ks = range(kmax, -1, -1) if stop_full else range(kmax + 1)
            for k in ks:
                for _ in range(k):
                    add(r, 1)
                counts[i] = k
                try:
                    dfs(i + 1, total + r.min_mana * k)
                finally:
                    for _ in range(k):
                        add(r, -1)
            counts[i] = 0

        with contextlib.suppress(_Full):
            dfs(0, 0)
        return out

    def next_spell(
        self, view: PlayerView, casts: list[CastSpell], suspends: list[HandAction] | None = None
    ) -> Any:
        """Return the next spell of this main phase's plan (recomputed when state changed).

        Cost options are planned as variant cards (``_variant``): alternative costs,
        flashback and kicker as other casts, suspend as a cheap card that deals its damage
        next turn. Costs paid with lands, life or cards are used only when the spell kills.
        """
        key = (
            view.game_key,
            view.turn,
            int(view.step),
            view.spells_cast_turn,
            len(view.hand),
        )
        by_card: dict[int, list[Any]] = {}
        extra = self._extra
        extra.clear()
        self._delayed.clear()
        self._base.clear()
        discounts = view.has_modifiers or any(
            o.info.self_mods or o.info.keywords & _CHEAPER for o in view.hand
        )
        for a in casts:
            obj = _seen(view, a.oid)
            c = obj.card
            if discounts and not (a.alt or a.kicks or a.face):
                # CR 601.2f, 702.41a, 702.126a: plan with the price it costs now.
                pc = _priced(view, c)
                if pc is not c:
                    if id(pc) not in extra:
                        extra[id(pc)] = (pc, _copies(view, c))
                        if obj.zone is Zone.HAND:
                            self._base[id(pc)] = id(c)
                    by_card.setdefault(id(pc), []).append(a)
            if a.alt or a.kicks:
                if a.alt and _non_mana_alt(c, a.alt) and face_damage(c.spell) < view.opponent_life:
                    continue
                base = c
                c = _variant(base, a.alt, a.kicks)
                if id(c) not in extra:
                    extra[id(c)] = (c, _copies(view, base))
                    if obj.zone is Zone.HAND:
                        self._base[id(c)] = id(base)
            by_card.setdefault(id(c), []).append(a)
        for h in suspends or ():
            base = _seen(view, h.oid).card
            c = _variant(base, h.index + 1, 0, suspend=True)
            extra[id(c)] = (c, _copies(view, base))
            self._delayed.add(id(c))
            self._base[id(c)] = id(base)
            by_card.setdefault(id(c), []).append(h)
        if key == self._plan_key and self._plan:
            cid = self._plan.pop(0)
            acts = by_card.get(cid)
            if acts:
                self._plan_key = (key[0], key[1], key[2], key[3] + 1, key[4] - 1)
                if type(acts[0]) is HandAction:
                    return acts[0]
                if len(acts) == 1 and not acts[0].targets:
                    return acts[0] if _loss_ok(view, acts[0]) else None
                return self._best_targets(view, acts)
        plan = self._make_plan(view, by_card)
        if not plan:
            self._plan = []
            return None
        cid = plan[0]
        self._plan = plan[1:]
        self._plan_key = (key[0], key[1], key[2], key[3] + 1, key[4] - 1)
        return self._choice[cid]

    def _make_plan(self, view: PlayerView, by_card: dict[int, list[Any]]) -> list[int]:
        spells_all = self._hand_spells(view)
        if self._extra:
            spells_all = spells_all + list(self._extra.values())
        # Only spells with an option worth casting (sensible targets).
        spells = []
        choice = self._choice
        choice.clear()
        for c, n in spells_all:
            acts = by_card.get(id(c))
            if not acts:
                continue
            if type(acts[0]) is HandAction:
                best_act: Any = acts[0]
            elif len(acts) == 1 and not acts[0].targets:
                best_act = acts[0] if _loss_ok(view, acts[0]) else None
            else:
                best_act = self._best_targets(view, acts)
            if best_act is None:
                continue
            choice[id(c)] = best_act
            spells.append((c, n))
        if not spells:
            return []
        game_ctx: list[Any] = []

        def ctx() -> list[Any]:
            # Board facts, computed only when needed (most turns have one castable spell).
            if not game_ctx:
                precombat = view.step is Step.PRECOMBAT_MAIN
                attackers = [
                    o for o in view.battlefield if o.info.is_creature and view.can_attack(o)
                ]
                blockers = any(
                    o.info.is_creature and not o.tapped for o in view.opponent_battlefield
                )
                n_att = len(attackers) if precombat and not blockers else 0
                creatures = [o for o in view.battlefield if o.info.is_creature]
                game_ctx.extend((precombat, attackers, blockers, n_att, creatures))
            return game_ctx

        # A buff that adds no damage now (no attacker, or after combat) and none later
        # (a one-shot pump, a keyword-only pump): keep the card for a turn it does.
        if any(not (st := _card_stats(c))[0] and st[4] for c, _ in spells):
            _, _, _, n_att, creatures = ctx()
            kept = []
            for c, n in spells:
                st = _card_stats(c)
                if not st[0] and st[4]:
                    now_one, now_all, keep_one, keep_all = st[3]
                    if not ((now_one or now_all) and n_att) and not (
                        keep_one or (keep_all and creatures)
                    ):
                        continue
                kept.append((c, n))
            spells = kept
            if not spells:
                return []
        units = view.mana_units()
        plans = self._feasible(view, units, spells, None)
        if len(plans) <= 2:
            # One castable spell (or none): nothing to choose.
            best_one = max(plans, key=sum)
            return [id(spells[i][0]) for i, k in enumerate(best_one) for _ in range(k)]
        feasible = set(plans)
        precombat, attackers, blockers, n_att, creatures = ctx()
        opp_life = view.opponent_life
        base = sum(max(view.power(o), 0) for o in attackers) if precombat and not blockers else 0
        prowess = sum(1 for o in attackers if view.keywords(o) & _PROWESS) if precombat else 0
        board = sum(max(view.power(o), 0) for o in creatures)
        horizon = max(1, -(-opp_life // max(board + 2, 1)))
        later = max(horizon - 1, 0)  # future attacks a permanent's power still adds
        # Per spell: (damage now, long-term value, mana value).
        stats = []
        for c, _n in spells:
            st = _card_stats(c)
            if st[0]:  # creature
                _, p, haste, trig, tough = st
                now = p if haste and precombat and not blockers else 0
                value = p * (later + (1 if haste else 0)) + 0.01 * tough + trig
            else:
                _, dmg, other, (now_one, now_all, keep_one, keep_all), _buff = st
                # A buff on one creature goes on an attacker (see _target_score).
                now = dmg + prowess + (now_one if n_att else 0) + now_all * n_att
                value = now + other + (keep_one + keep_all * len(creatures)) * later
                if id(c) in self._delayed:
                    now = 0  # suspended: the damage comes on a later turn
                    value -= 0.5
            stats.append((now, value, c.mana_value))
        best: tuple[float, ...] | None = None
        best_plan: tuple[int, ...] = ()
        nspells = len(spells)
        # Ways to cast the same card in hand (mana cost, alternative cost, kicked, suspended)
        # share its copies.
        caps: list[tuple[list[int], int]] = []
        if self._base:
            groups: dict[int, list[int]] = {}
            for i in range(nspells):
                cid = id(spells[i][0])
                groups.setdefault(self._base.get(cid, cid), []).append(i)
            for idxs in groups.values():
                if len(idxs) > 1:
                    caps.append((idxs, max(spells[i][1] for i in idxs)))
        for counts in plans:
            if caps and _over_cap(counts, caps):
                continue
            # Waste no mana: skip plans that could still add a castable spell.
            maximal = True
            now = 0
            value = 0.0
            spent = 0
            for i in range(nspells):
                k = counts[i]
                if k < spells[i][1]:
                    bigger = (*counts[:i], k + 1, *counts[i + 1 :])
                    if bigger in feasible and not (caps and _over_cap(bigger, caps)):
                        maximal = False
                        break
                if k:
                    st = stats[i]
                    now += st[0] * k
                    value += st[1] * k
                    spent += st[2] * k
            if not maximal or (not spent and not value):
                continue
            lethal = base + now >= opp_life
            score = (1.0 if lethal else 0.0, value if not lethal else now, spent)
            if best is None or score > best:
                best, best_plan = score, counts
        order: list[int] = []
        # Creatures first (they may have haste; prowess triggers want noncreature spells
        # after attackers exist), then the rest by mana value, biggest first.
        idx = sorted(
            range(nspells),
            key=lambda i: (not card_info(spells[i][0]).is_creature, -spells[i][0].mana_value),
        )
        for i in idx:
            order.extend([id(spells[i][0])] * best_plan[i] if best_plan else [])
        return order

    def _best_targets(self, view: PlayerView, acts: list[CastSpell]) -> CastSpell | None:
        """Choose the option whose targets suit the effects (face for burn); None if all bad."""
        best: CastSpell | None = None
        best_score = -1e9
        for a in acts:
            card = _seen(view, a.oid).card
            info = card_info(card)
            effects: tuple[Any, ...] = info.spell
            if info.modal is not None:
                effects = tuple(e for e in effects if e is not info.modal)
                for m in a.modes:
                    effects += info.modal.modes[m]
            if info.is_aura:
                effects = (fx.Pump(1, 1, info.aura_target),)  # type: ignore[arg-type]
            if info.costs:
                effects = kicked_effects(effects, a.kicks)  # CR 702.33d: as it will resolve
            s = self._target_score(view, effects, a.targets) + a.x * 0.01
            n_draw = _library_loss(effects, a.x)
            if n_draw and n_draw > _draw_budget(view):
                continue  # never draw into a loss by decking (CR 121.4, 704.5b)
            if s > best_score:
                best, best_score = a, s
        return best if best_score > -1 else None

    def _targets_ok(self, view: PlayerView, effects: tuple[Any, ...], targets: Any) -> bool:
        return self._target_score(view, effects, targets) > -1

    def _target_score(self, view: PlayerView, effects: tuple[Any, ...], targets: Any) -> float:
        owners = _spec_effects(effects)
        score = 0.0
        me = view.pid
        precombat = view.step is Step.PRECOMBAT_MAIN
        for eff, group in zip(owners, targets, strict=False):
            harmful = isinstance(eff, _HARMFUL)
            for t in group:
                if t < 2:
                    mine = t == me
                    bonus = 0.5 if not mine else 0.0
                else:
                    o = view.obj(t)
                    if o is not None and isinstance(eff, fx.Reanimate):
                        # CR 110.2a: it enters under our control, from either graveyard
                        score += 1 + 0.5 * (o.card.power or 0)
                        continue
                    mine = o is not None and o.controller == me
                    bonus = 0.1 * view.power(o) if o is not None else 0.0
                    if (
                        precombat
                        and o is not None
                        and mine
                        and _adds_power(eff)
                        and view.can_attack(o)
                    ):
                        bonus += 2.0  # a power buff on an attacker adds damage this turn
                if harmful:
                    score += -5 if mine else 1 + bonus
                else:
                    score += 1 + bonus if mine else -5
        return score
