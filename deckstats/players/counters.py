"""Control's counterspells, pitch costs and win conditions (issue 27, Control).

A counterspell answers a spell whose threat (``spell_threat``: the permanent's
``threats.card_threat``, burn at us by how much of our life it takes, removal by the
creature of ours it kills) reaches the bar ``counter_bar`` sets from how many counters
we hold and how many cards the opponent has left: with one counter and a full hand
across the table a vanilla two-drop resolves, a real threat is likely to follow.

A pitch cost (CR 118.9: Force of Will's "exile a blue card from your hand") spends two
cards for one: it is paid only for a spell that matters (``PITCH_BAR``, or lethal burn)
and never with the last win condition (``last_win_condition``); ``pitch_choice``
exiles the card worth least. ``tap_out_ok`` lets control cast a board wipe into the
mana it keeps for counters, and a win condition when nothing on the opponent's side
presses it.

Layer: players.
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.costs import AlternativeCost
from deckstats.cards.model import CardDef
from deckstats.engine.actions import CastSpell
from deckstats.engine.decisions import Decision
from deckstats.engine.info import card_info
from deckstats.engine.types import FIRST_OBJECT_ID
from deckstats.engine.view import PlayerView
from deckstats.players.board import threat
from deckstats.players.facts import R_COUNTER, R_CREATURE, R_SWEEP, card_roles
from deckstats.players.reading import amount, harmful, targeted, unless_pay
from deckstats.players.threats import assess, card_threat

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
DealDamage: Final = fx.DealDamage

#: The threat a lone counterspell waits for while the opponent holds cards.
LONE_BAR: Final = 4.0
#: The bar with two or more counters in hand, and with the opponent nearly hellbent.
SPARE_BAR: Final = 3.0
EMPTY_BAR: Final = 2.0
#: A pitch cost (two cards for one) only for a spell at least this threatening.
PITCH_BAR: Final = 6.0
#: Any spell whose damage would kill us.
LETHAL: Final = 100.0
#: The opponent's board threat under which control taps out for a win condition.
CALM_BOARD: Final = 4.0


def win_condition(card: CardDef) -> bool:
    """A card that wins the game for control: a creature or a planeswalker."""
    return bool(card_roles(card) & R_CREATURE) or card_info(card).is_planeswalker


def _win_conditions_left(view: PlayerView, but: int) -> int:
    """Our win conditions other than hand card ``but``: in hand, in play, in library.

    The library's count is our decklist's minus the copies we can see elsewhere.
    """
    n = sum(1 for o in view.hand if o.oid != but and win_condition(o.card))
    n += sum(1 for o in view.battlefield if win_condition(o.card))
    deck = sum(1 for c in view.own_deck if win_condition(c))
    seen = sum(1 for o in view.hand if win_condition(o.card))
    seen += sum(1 for o in view.battlefield if o.owner == view.pid and win_condition(o.card))
    seen += sum(1 for o in (*view.graveyard, *view.exile) if win_condition(o.card))
    return n + max(deck - seen, 0)


def last_win_condition(view: PlayerView, oid: int) -> bool:
    """Whether hand card ``oid`` is a win condition and no other one is left."""
    o = view.obj(oid)
    if o is None or not win_condition(o.card):
        return False
    return _win_conditions_left(view, oid) == 0


def _pitch_weight(view: PlayerView, oid: int, name: str) -> tuple[bool, bool, bool, int]:
    """Sort key of a card to pitch: the cheapest first, the last win condition never.

    Win conditions and copies of the spell being cast go late.
    """
    o = view.obj(oid)
    if o is None:
        return (True, True, True, 99)
    card = o.card
    return (
        last_win_condition(view, oid),
        win_condition(card),
        card.name == name,
        card.mana_value,
    )


def pitch_choice(view: PlayerView, decision: Decision) -> tuple[int, ...] | None:
    """The hand cards to exile for a pitch cost (CR 118.9), least valuable first.

    None when the decision is not a choice among hand cards (a sacrifice).
    """
    hand = {o.oid for o in view.hand}
    if not decision.options or not all(oid in hand for oid in decision.options):
        return None
    src = view.obj(decision.source) if decision.source else None
    name = src.card.name if src is not None else ""
    ranked = sorted(decision.options, key=lambda oid: _pitch_weight(view, oid, name))
    return tuple(ranked[: decision.min_n])


def _pitch_cost(view: PlayerView, card: CardDef, a: CastSpell) -> AlternativeCost | None:
    """The alternative cost of cast ``a`` when it exiles cards from hand, else None."""
    if not a.alt or a.alt > len(card.costs):
        return None
    opt = card.costs[a.alt - 1]
    if isinstance(opt, AlternativeCost) and opt.exile_from_hand:
        return opt
    return None


def pitch_ok(view: PlayerView, card: CardDef, a: CastSpell, opt: AlternativeCost) -> bool:
    """Whether the pitch of ``a`` leaves us a win condition.

    The cards it would exile (``pitch_choice``'s order) include no last win condition.
    """
    elig = [
        o.oid
        for o in view.hand
        if o.oid != a.oid and (not opt.exile_color or o.card.colors & opt.exile_color)
    ]
    elig.sort(key=lambda oid: _pitch_weight(view, oid, card.name))
    return not any(last_win_condition(view, oid) for oid in elig[: opt.exile_from_hand])


def _burn_value(dmg: int, life: int) -> float:
    """Burn at us: lethal, else more the less life it leaves us."""
    if dmg <= 0:
        return 0.0
    if dmg >= life:
        return LETHAL
    return dmg * 15.0 / max(life - dmg, 1)


def _aimed(view: PlayerView, item: Any) -> float:
    """The harm a spell's targets do us: burn at our face, our permanent it hits."""
    me = view.pid
    v = 0.0
    for eff, group in zip(targeted(item.effects), item.targets, strict=False):
        if not harmful(eff):
            continue
        for t in group:
            if t == me and isinstance(eff, DealDamage):
                v += _burn_value(amount(eff.amount, item.x), view.life)
            elif t >= FIRST_OBJECT_ID:
                o = view.obj(t)
                if o is not None and o.controller == me:
                    v += 1.0 + threat(view, o)
    return v


def spell_threat(view: PlayerView, item: Any) -> float:
    """How much the opponent's spell ``item`` (on the stack) matters to us.

    A permanent: ``card_threat``; burn or removal at us: ``_aimed``; any other spell of
    mana value 4 or more: 2 + its mana value; a cantrip, a land cycler: little.
    """
    card = item.card
    info = card_info(card)
    if info.is_land:
        return 0.0
    v = _aimed(view, item)
    if info.is_permanent:
        v = max(v, card_threat(view, card))
        if info.is_creature:
            # A creature is burn every turn: its power weighs as our life runs low.
            v = max(v, _burn_value(max(info.power, 0), view.life))
    elif info.mana_value >= 4:
        v = max(v, 2.0 + info.mana_value)
    return v


def counter_bar(view: PlayerView) -> float:
    """The threat a counterspell waits for.

    Lower with more counters in hand, and when the opponent has at most one card left
    (no better target is coming).
    """
    if view.opponent_hand_size <= 1:
        return EMPTY_BAR
    held = sum(1 for o in view.hand if card_roles(o.card) & R_COUNTER)
    return LONE_BAR if held <= 1 else SPARE_BAR


def counter(view: PlayerView, options: Any, top: Any) -> Any:
    """A counterspell aimed at the top of the stack when the spell matters, or None.

    Hard casts first; an alternative cost that pitches a card (CR 118.9) only for a
    spell over ``PITCH_BAR`` and never with the last win condition. A "counter unless
    they pay" (Daze, Jwari Disruption) is skipped when they can pay.
    """
    if top.kind != "spell":
        return None  # abilities (a cycled card, a trigger) resolve
    need = spell_threat(view, top)
    if need < counter_bar(view):
        return None
    sid = top.sid
    for a in sorted(options, key=lambda a: type(a) is CastSpell and a.alt != 0):
        if type(a) is not CastSpell or not a.targets:
            continue
        o = view.obj(a.oid)
        if o is None or not card_roles(o.card) & R_COUNTER:
            continue
        if not any(sid in g for g in a.targets):
            continue
        unless = unless_pay(o.card, a.x)
        if unless and len(view.opponent_mana_units()) >= unless:
            continue  # they would pay
        opt = _pitch_cost(view, o.card, a)
        if opt is not None and (need < PITCH_BAR or not pitch_ok(view, o.card, a, opt)):
            continue
        return a
    return None


def real_threat(view: PlayerView, item: Any) -> bool:
    """Whether an opponent's spell is worth a counterspell now (``counter_bar``)."""
    return item.kind == "spell" and spell_threat(view, item) >= counter_bar(view)


def tap_out_ok(view: PlayerView, card: CardDef) -> bool:
    """Whether control casts ``card`` into its counterspell mana.

    A board wipe: yes (it is cast only when it takes more from them). A win condition:
    yes when nothing on the opponent's side presses us (their creatures' threat under
    ``CALM_BOARD``) or their hand is nearly empty: a planeswalker or a finisher
    resolved on a quiet board wins more than a counter held for a spell to come.
    """
    if card_roles(card) & R_SWEEP:
        return True  # a board wipe worth casting (``timing``'s sweep check) is the play
    if not win_condition(card):
        return False
    if view.opponent_hand_size <= 1:
        return True
    pressure = sum(assess(view, o) for o in view.opponent_battlefield if o.info.is_creature)
    return pressure < CALM_BOARD


def legend_ok(view: PlayerView, options: list[Any]) -> list[Any]:
    """The options without casts of a legendary permanent we already control.

    CR 704.5j: the legend rule would put one of the two into the graveyard at once (a
    second Teferi, Hero of Dominaria cast next to the first).
    """
    names = {o.card.name for o in view.battlefield if o.info.is_legendary}
    if not names:
        return options
    out = []
    for a in options:
        if type(a) is CastSpell:
            o = view.obj(a.oid)
            if o is not None and o.info.is_legendary and o.card.name in names:
                continue
        out.append(a)
    return out


__all__ = [
    "counter",
    "counter_bar",
    "last_win_condition",
    "legend_ok",
    "pitch_choice",
    "pitch_ok",
    "real_threat",
    "spell_threat",
    "tap_out_ok",
    "win_condition",
]
