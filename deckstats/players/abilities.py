"""Activated abilities, cycling and cascade for the goldfish.

Which ability to activate in a main phase (fetch lands at once; a one-shot mana source
when it lets more be cast; pingers and sacrifice outlets only for lethal; other
abilities when they are worth something, the best loyalty ability of a planeswalker),
which card to cycle or channel, and when a Living End deck holds its cascade spells.

Layer: players.
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.costs import AlternativeCost, Channel, Cycling, GraveyardAbility
from deckstats.cards.dsl import Activated
from deckstats.cards.model import CardDef, Keyword
from deckstats.cards.targets import Filter
from deckstats.engine.actions import ActivateAbility, HandAction
from deckstats.engine.characteristics import card_matches
from deckstats.engine.info import card_info, letters_mask
from deckstats.engine.memo import IdMemo
from deckstats.engine.state import GameObject
from deckstats.engine.view import PlayerView
from deckstats.players.board import seen
from deckstats.players.crew import crew_worth, graveyard_ability_worth
from deckstats.players.evaluate import effect_value, face_damage
from deckstats.players.facts import FACTS
from deckstats.players.goldfish_targets import goldfish_targets_ok
from deckstats.players.guards import decks_itself, draw_budget
from deckstats.players.mana_plan import VirtualUnit, best_spend, hand_spells

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
AddMana: Final = fx.AddMana
AddOneOf: Final = fx.AddOneOf
SearchLibrary: Final = fx.SearchLibrary
Untap: Final = fx.Untap

CASCADE: Final = int(Keyword.CASCADE)


class AbilityRead:
    """What the goldfish reads of an activated ability (CR 602), once per ability.

    The card vocabulary is not compiled: its fields are read here once, not at every
    main-phase choice.
    """

    __slots__ = (
        "crew",
        "effect",
        "fetches",
        "loyalty",
        "remove_counter",
        "returns_land",
        "sacrifice",
        "sacrifice_other",
        "untaps",
        "value",
    )

    def __init__(self, ab: Activated) -> None:
        cost = ab.cost
        extra = cost.extra
        self.effect: tuple[Any, ...] = ab.effect
        #: a fetch land: it searches for a land put onto the battlefield
        self.fetches = any(
            isinstance(e, SearchLibrary) and e.to == "battlefield" for e in ab.effect
        )
        self.untaps = any(isinstance(e, Untap) for e in ab.effect)
        self.crew = extra is not None and bool(extra.crew)
        self.returns_land = extra is not None and extra.return_filter is not None
        self.loyalty = cost.loyalty is not None
        self.remove_counter: str = cost.remove_counter
        self.sacrifice: Filter | None = cost.sacrifice
        self.sacrifice_other: bool = cost.sacrifice_other
        self.value: float = sum(effect_value(e) for e in ab.effect)


_READS: Final[IdMemo[Activated, AbilityRead]] = IdMemo(AbilityRead)


def read_ability(ab: Activated) -> AbilityRead:
    """``AbilityRead`` of ``ab``, built on first sight (``engine.memo.IdMemo``)."""
    return _READS.get(ab)


def fetch(view: PlayerView, acts: list[ActivateAbility]) -> ActivateAbility | None:
    """A fetch land to crack at once: the land it finds can be used this turn."""
    for a in acts:
        if read_ability(seen(view, a.oid).info.abilities[a.index]).fetches:
            return a
    return None


def swap_deck(view: PlayerView) -> bool:
    """Whether the deck casts a ``GraveyardSwap`` card without a mana cost (Living End).

    Such a deck cascades into it and cycles its creatures early (cached per decklist).
    """
    return FACTS.swap_deck(view.own_deck)


def hold_cascade(view: PlayerView) -> bool:
    """Whether to keep cascade spells until a creature is in the graveyard.

    Only for a deck that cascades into Living End (``swap_deck``), while a creature
    with cycling waits in hand.
    """
    if not any(o.info.keywords & CASCADE for o in view.hand):
        return False
    if any(o.info.is_creature for o in view.graveyard):
        return False
    if not any(
        o.info.is_creature and any(isinstance(c, Cycling) for c in o.info.costs) for o in view.hand
    ):
        return False
    return swap_deck(view)


def _one_shot_sources(
    view: PlayerView, acts: list[ActivateAbility]
) -> list[tuple[ActivateAbility, int]]:
    """The mana abilities that sacrifice (or exile) their source: (ability, colours)."""
    sources: list[tuple[ActivateAbility, int]] = []
    for a in acts:
        info = seen(view, a.oid).info
        if a.index not in info.mana_abilities:
            continue
        ab = info.abilities[a.index]
        if ab.cost.mana is not None or not (ab.cost.sacrifice_self or ab.cost.exile_self):
            continue
        if ab.cost.extra is not None and ab.cost.extra.discard_hand:
            continue  # Lion's Eye Diamond: not for one more spell (the hand goes)
        mask = 0
        for e in ab.effect:
            if isinstance(e, AddMana):
                mask |= letters_mask(e.symbols)
            elif isinstance(e, AddOneOf):
                mask |= letters_mask(e.colors)
        sources.append((a, mask))
    return sources


def one_shot_mana(view: PlayerView, acts: list[ActivateAbility]) -> ActivateAbility | None:
    """CR 605.1a, 111.10a: sacrifice a one-shot mana source when it lets more be cast.

    Treasure, Lotus Petal, Eldrazi Spawn: mana abilities the automatic payer never uses
    (their cost sacrifices the source). One is used when the best plan with it as an
    extra mana source spends more mana than the best plan without it; the colour it
    makes is chosen by ``on_color``.
    """
    sources = _one_shot_sources(view, acts)
    if not sources:
        return None
    spells = hand_spells(view)
    if not spells:
        return None
    units = view.mana_units()
    pool = view.pool
    without = best_spend(view, units, spells, pool)
    if without == _all_of(spells):
        return None  # every spell in hand is castable already: more mana spends no more
    extra: list[Any] = [VirtualUnit(a.oid, m) for a, m in sources]
    if best_spend(view, units + extra, spells, pool) <= without:
        return None
    return sources[0][0]


def _all_of(spells: list[tuple[CardDef, int]]) -> int:
    """The mana value of every copy of ``spells``: the most ``best_spend`` can answer."""
    total = 0
    for c, n in spells:
        total += card_info(c).mana_value * n
    return total


def _fodder(o: GameObject, flt: Filter, other: bool, source: int) -> bool:
    """Whether ``o`` can pay "Sacrifice a <flt>" (``other``: another) of ``source``'s ability."""
    if other and o.oid == source:
        return False
    return card_matches(o.card, flt)


def _lethal_only(view: PlayerView, a: ActivateAbility, r: AbilityRead) -> bool | None:
    """Abilities that cost a counter or a sacrifice: used only when they all add up lethal.

    True: activate; False: don't; None: an ability of another kind.
    """
    flt = r.sacrifice
    if r.remove_counter:
        # Walking Ballista, Triskelion (CR 118.3): each ping shrinks the creature, so
        # ping only when all its counters are lethal, then again and again.
        obj = seen(view, a.oid)
        total = face_damage(r.effect, a.x) * obj.counter(r.remove_counter)
    elif flt is not None:
        # Goblin Bombardment (CR 118.3): each activation costs a permanent, so it is
        # used only when sacrificing every eligible one deals lethal damage.
        other = r.sacrifice_other
        fodder = [o for o in view.battlefield if _fodder(o, flt, other, a.oid)]
        total = face_damage(r.effect, a.x) * len(fodder)
    else:
        return None
    return total >= view.opponent_life and goldfish_targets_ok(view, r.effect, a.targets)


def _wasted(view: PlayerView, a: ActivateAbility, r: AbilityRead) -> bool:
    """A value ability that does nothing, or costs a permanent for good (Quirion Ranger).

    "Untap target creature" at untapped creatures only changes nothing (CR 701.26b); a
    "Return a Forest you control to its owner's hand" cost is paid only while this turn's
    land drop is unused, so the land comes straight back (CR 305.2).
    """
    if r.untaps and not any(seen(view, t).tapped for g in a.targets for t in g):
        return True
    return r.returns_land and view.lands_played_turn > 0


def useful_ability(
    view: PlayerView, acts: list[ActivateAbility], used: set[tuple[int, int, int]]
) -> ActivateAbility | None:
    """The first non-mana ability worth activating now (once a turn for value ones).

    ``used`` holds (turn, object, ability) of the value abilities already activated.
    """
    turn = view.turn
    for a in acts:
        key = (turn, a.oid, a.index)
        if key in used:
            continue
        info = seen(view, a.oid).info
        ab = info.abilities[a.index]
        if a.index in info.mana_abilities:
            continue
        r = read_ability(ab)
        if decks_itself(view, r.effect, a.x):
            continue  # a loyalty "+1: draw a card" must not deck us either
        if r.crew:
            if crew_worth(view, seen(view, a.oid), ab):
                used.add(key)
                return a
            continue
        lethal = _lethal_only(view, a, r)
        if lethal is not None:
            if lethal:
                return a
            continue
        if _wasted(view, a, r):
            continue
        if r.value > 0 and goldfish_targets_ok(view, r.effect, a.targets):
            if r.loyalty:
                a = best_loyalty(view, acts, a)
                key = (turn, a.oid, a.index)
            used.add(key)
            return a
    return None


def best_loyalty(
    view: PlayerView, acts: list[ActivateAbility], first: ActivateAbility
) -> ActivateAbility:
    """CR 606.3: choose the one loyalty ability of the turn that speeds the kill.

    The most damage to the opponent now first, then the most value (Chandra's "+1: 2
    damage to each opponent" over "+1: Add {R}{R}").
    """
    obj = seen(view, first.oid)
    best = first
    best_score: tuple[float, float] | None = None
    for a in acts:
        if a.oid != first.oid:
            continue
        ab = obj.info.abilities[a.index]
        if ab.cost.loyalty is None or not goldfish_targets_ok(view, ab.effect, a.targets):
            continue
        if decks_itself(view, ab.effect, a.x):
            continue
        value = sum(effect_value(e) for e in ab.effect)
        if value <= 0:
            continue
        score = (float(face_damage(ab.effect, a.x)), value)
        if best_score is None or score > best_score:
            best, best_score = a, score
    return best


def cycle_choice(view: PlayerView, hand_acts: list[HandAction]) -> HandAction | None:
    """CR 702.29a: cycle a card that is dead in hand, with mana nothing else used.

    A land cycles when the land drop is made (or another land waits in hand) and three
    lands are out; a spell cycles when it costs more than two more than the mana
    available. Landcycling fetches a land while lands are short.
    """
    if draw_budget(view) < 1:
        return None
    lands = sum(1 for o in view.battlefield if o.info.is_land)
    land_in_hand = sum(1 for o in view.hand if o.info.is_land)
    for a in hand_acts:
        obj = seen(view, a.oid)
        opt = obj.card.costs[a.index]
        if isinstance(opt, GraveyardAbility):
            if graveyard_ability_worth(opt):
                return a  # CR 602.1: from the graveyard, after combat
            continue
        if isinstance(opt, Channel):
            # Channel (CR 602.2) a land not needed as a land drop, for its effect; never a
            # card for mana that would only float away (Simian Spirit Guide, CR 106.4).
            if opt.exile or all(isinstance(e, (AddMana, AddOneOf)) for e in opt.effect):
                continue
            if sum(effect_value(e) for e in opt.effect) > 0 and (
                not obj.info.is_land or lands >= 4 or land_in_hand > 1
            ):
                return a
            continue
        if isinstance(opt, AlternativeCost) and opt.keyword == "foretell":
            if opt.mana is not None and opt.mana.mana_value < obj.card.mana_value:
                return a  # CR 702.143a: {2} left over now makes a cheaper spell later
            continue
        if isinstance(opt, AlternativeCost) and opt.keyword == "plot":
            return a  # CR 702.170a: mana left over now makes a free spell later
        if not isinstance(opt, Cycling):
            continue
        if obj.info.is_land:
            if lands >= 3 and (view.lands_played_turn or land_in_hand > 1):
                return a
        elif opt.land_type:
            if lands < 4 and not land_in_hand:
                return a
        elif obj.card.mana_value > lands + 2 or (obj.info.is_creature and swap_deck(view)):
            return a  # Living End decks cycle their creatures into the graveyard
    return None


__all__ = [
    "CASCADE",
    "best_loyalty",
    "cycle_choice",
    "fetch",
    "hold_cascade",
    "one_shot_mana",
    "swap_deck",
    "useful_ability",
]
