"""Per-card facts for the players: computed once per ``CardDef``, held in one registry.

The agents ask the same questions of a card again and again (what roles does it play,
what does it cost the planner, how much damage and value does it bring, what is it as
another cost option). ``FACTS`` answers them, computing each fact the first time it is
asked and keeping it on the card's ``CardFacts`` record; a card's facts never change.
It also keeps the two other process-wide memos the players use: the target specs of
an effect tuple and whether a decklist is a cascade-into-Living-End deck.
The planner's facts (cost, numbers, cost options) are computed in ``players.plan_facts``.

Layer: players (reads ``cards`` and ``engine.info``; no game state).
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.dsl import Activated
from deckstats.cards.model import CardDef
from deckstats.cards.targets import Controller, TargetKind
from deckstats.deck.sources import fetchable_colors
from deckstats.engine.info import card_info
from deckstats.engine.mana import CostReq
from deckstats.engine.memo import IdMemo
from deckstats.players.plan_facts import (
    _creature_stats,
    _plan_req,
    _priced,
    _spell_stats,
    _variant,
)
from deckstats.players.reading import (
    flat_effects,
    may_hit_creature,
    may_hit_player,
    spec_effects,
    sweep_spec,
)

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
Animate: Final = fx.Animate
Bounce: Final = fx.Bounce
CounterSpell: Final = fx.CounterSpell
DealDamage: Final = fx.DealDamage
DealDamageDivided: Final = fx.DealDamageDivided
Destroy: Final = fx.Destroy
DrawCards: Final = fx.DrawCards
Exile: Final = fx.Exile
ExileGraveyard: Final = fx.ExileGraveyard
GraveyardSwap: Final = fx.GraveyardSwap
MassRemoval: Final = fx.MassRemoval
Pump: Final = fx.Pump
Tap: Final = fx.Tap

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_CONTROLLER_OPPONENT: Final = Controller.OPPONENT
_TARGET_KIND_LAND: Final = TargetKind.LAND

# Card roles (bit flags), computed once per card.
R_CREATURE: Final = 1
R_REMOVAL: Final = 2  # kills, exiles, bounces or shrinks a creature (targeted)
R_BURN: Final = 4  # damage that may go to a player
R_COUNTER: Final = 8
R_TRICK: Final = 16  # an instant-speed pump on a creature
R_DRAW: Final = 32
R_INSTANT: Final = 64  # castable at instant speed
R_LAND: Final = 128
R_SWEEP: Final = 256  # hits every creature (or every creature of a side): Wrath, Pyroclasm
R_LAND_SWEEP: Final = 512  # destroys every land, ours too: Armageddon, Ravages of War (CR 701.8)

#: Bounds of the memos whose keys are not cards (effect tuples) or grow per price.
_MEMO_LIMIT: Final = 4096


def _roles(card: CardDef) -> int:
    """The roles of ``card`` (``R_*`` flags)."""
    info = card_info(card)
    r = 0
    if info.is_land:
        r |= R_LAND
    if info.is_creature:
        r |= R_CREATURE
    if info.is_instant_speed:
        r |= R_INSTANT
    if not info.is_permanent:
        for e in flat_effects(card.spell):
            if isinstance(e, (DealDamage, DealDamageDivided)):
                spec: Any = e.to
                if may_hit_player(spec):
                    r |= R_BURN
                if may_hit_creature(spec):
                    r |= R_REMOVAL
            elif isinstance(e, (Destroy, Exile, Bounce)):
                if may_hit_creature(e.target):
                    r |= R_REMOVAL
            elif isinstance(e, Pump):
                if e.toughness < 0 and may_hit_creature(e.target):
                    r |= R_REMOVAL
                elif e.power >= 0 and may_hit_creature(e.target) and info.is_instant_speed:
                    r |= R_TRICK
            elif isinstance(e, CounterSpell):
                r |= R_COUNTER
            if sweep_spec(e) is not None:
                r |= R_SWEEP
            elif (
                isinstance(e, MassRemoval)
                and e.kinds & _TARGET_KIND_LAND
                and e.controller != _CONTROLLER_OPPONENT
            ):
                r |= R_LAND_SWEEP
            elif isinstance(e, DrawCards):
                r |= R_DRAW
    return r


class CardFacts:
    """The facts of one card, each computed the first time it is asked (see ``FACTS``).

    Attributes:
        card: the card definition.
        roles: its ``R_*`` flags (-1 until computed).
        land_colors: as a land, the colours it taps for or fetches (-1 until computed).
        plan_req: its cost as the planner sees it (``None`` until computed).
        stats: its planning numbers (``()`` until computed).
        variants: cost option ``(alt key, kicks)`` -> the card priced that way.
        priced: generic mana it costs now -> the card with that cost.
    """

    __slots__ = ("card", "land_colors", "plan_req", "priced", "roles", "stats", "variants")

    def __init__(self, card: CardDef) -> None:
        self.card = card
        self.roles = -1
        self.land_colors = -1
        self.plan_req: CostReq | None = None
        self.stats: tuple[Any, ...] = ()
        self.variants: dict[tuple[int, int], CardDef] = {}
        self.priced: dict[int, CardDef] = {}


class CardFactsRegistry:
    """Every card's ``CardFacts``, by card identity, plus two memos by other keys.

    Card definitions live as long as the process, so facts are kept for good; the memos
    keyed by effect tuples and the cards priced by cost reductions are bounded (cleared
    when they pass ``_MEMO_LIMIT`` entries).
    """

    def __init__(self) -> None:
        self._cards: dict[int, CardFacts] = {}
        self._specs: dict[int, tuple[Any, list[Any]]] = {}
        self._decks: dict[int, tuple[Any, bool]] = {}
        self._n_priced = 0

    def of(self, card: CardDef) -> CardFacts:
        """The facts record of ``card`` (made on first use)."""
        rec = self._cards.get(id(card))
        if rec is None:
            rec = CardFacts(card)
            self._cards[id(card)] = rec
        return rec

    def roles(self, card: CardDef) -> int:
        """The roles of ``card`` (``R_*`` flags)."""
        rec = self.of(card)
        if rec.roles < 0:
            rec.roles = _roles(card)
        return rec.roles

    def land_colors(self, card: CardDef) -> int:
        """The colours ``card`` makes as a land in hand: tapped for, or fetched (CR 701.23).

        What it (or its land face) taps for, plus the colours of the basic land types its
        search can find (``deck.sources.fetchable_colors``): Scalding Tarn is blue and red.
        """
        rec = self.of(card)
        if rec.land_colors < 0:
            land = card.land_face or card
            rec.land_colors = card_info(card).land_produces | int(fetchable_colors(land))
        return rec.land_colors

    def plan_req(self, card: CardDef) -> CostReq:
        """The cost of ``card`` as the goldfish planner sees it (``_plan_req``)."""
        rec = self.of(card)
        req = rec.plan_req
        if req is None:
            req = _plan_req(card)
            rec.plan_req = req
        return req

    def stats(self, card: CardDef) -> tuple[Any, ...]:
        """Static planning numbers of a card: creature facts or spell damage/value."""
        rec = self.of(card)
        st = rec.stats
        if not st:
            st = _creature_stats(card) if card_info(card).is_creature else _spell_stats(card)
            rec.stats = st
        return st

    def variant(self, card: CardDef, alt: int, kicks: int, suspend: bool = False) -> CardDef:
        """The card as the planner prices cost option ``alt`` with ``kicks`` kicks.

        ``suspend``: the option is suspend (its key differs from a cast with ``alt``).
        """
        rec = self.of(card)
        key = (alt if not suspend else 1000 + alt, kicks)
        out = rec.variants.get(key)
        if out is None:
            out = _variant(card, alt, kicks)
            rec.variants[key] = out
        return out

    def priced(self, card: CardDef, generic: int) -> CardDef:
        """The card costing ``generic`` generic mana instead of its printed amount."""
        rec = self.of(card)
        out = rec.priced.get(generic)
        if out is None:
            out = _priced(card, generic)
            if self._n_priced > _MEMO_LIMIT:
                for other in self._cards.values():
                    other.priced.clear()
                self._n_priced = 0
            rec.priced[generic] = out
            self._n_priced += 1
        return out

    def spec_effects(self, effects: tuple[Any, ...]) -> list[Any]:
        """The effect owning each target spec of ``effects`` (``reading.spec_effects``)."""
        hit = self._specs.get(id(effects))
        if hit is not None and hit[0] is effects:
            return hit[1]
        out = spec_effects(effects)
        if len(self._specs) > _MEMO_LIMIT:
            self._specs.clear()
        self._specs[id(effects)] = (effects, out)
        return out

    def swap_deck(self, deck: Any) -> bool:
        """Whether ``deck`` casts a ``GraveyardSwap`` card without a mana cost (Living End)."""
        hit = self._decks.get(id(deck))
        if hit is None or hit[0] is not deck:
            swap = any(
                c.cost is None and any(isinstance(e, GraveyardSwap) for e in c.spell) for c in deck
            )
            hit = (deck, swap)
            self._decks[id(deck)] = hit
        return hit[1]


#: The one registry of card facts every agent reads.
FACTS: Final = CardFactsRegistry()


#: id of a card -> its roles: ``card_roles`` in one lookup (the hottest card fact). The
#: card stays alive in ``FACTS`` (its ``CardFacts`` holds it), so its id is never reused.
_ROLES: dict[int, int] = {}


def card_roles(card: CardDef) -> int:
    """The roles of ``card`` (``R_*`` flags), computed once per definition."""
    r = _ROLES.get(id(card))
    if r is None:
        r = FACTS.roles(card)
        _ROLES[id(card)] = r
    return r


#: ``ability_facts`` bits: an effect of the ability exiles a graveyard, or taps a permanent.
AB_EXILES_GRAVEYARD: Final = 1
AB_TAPS: Final = 2


def _ability_facts(ab: Activated) -> tuple[int, fx.Animate | None]:
    """``ability_facts`` computed: (``AB_*`` bits, its last ``Animate`` effect or None)."""
    bits = 0
    anim: fx.Animate | None = None
    for e in ab.effect:
        if isinstance(e, ExileGraveyard):
            bits |= AB_EXILES_GRAVEYARD
        if type(e) is Tap:
            bits |= AB_TAPS
        elif isinstance(e, Animate):  # no subclass: ``type(e) is fx.Animate``
            anim = e
    return bits, anim


_ABILITY_FACTS: IdMemo[Activated, tuple[int, fx.Animate | None]] = IdMemo(_ability_facts)


def ability_facts(ab: Activated) -> tuple[int, fx.Animate | None]:
    """What the main-phase filter reads of an activated ability, once per ability.

    (``AB_*`` bits of its effects, its last ``Animate`` effect or None): Tormod's Crypt
    exiles a graveyard, Icy Manipulator taps, Mishra's Factory animates itself.
    """
    return _ABILITY_FACTS.get(ab)


__all__ = [
    "AB_EXILES_GRAVEYARD",
    "AB_TAPS",
    "FACTS",
    "R_BURN",
    "R_COUNTER",
    "R_CREATURE",
    "R_DRAW",
    "R_INSTANT",
    "R_LAND",
    "R_LAND_SWEEP",
    "R_REMOVAL",
    "R_SWEEP",
    "R_TRICK",
    "CardFacts",
    "CardFactsRegistry",
    "ability_facts",
    "card_roles",
]
