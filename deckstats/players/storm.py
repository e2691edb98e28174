"""Storm turns for the goldfish planner (CR 702.40a): chain rituals, then the storm card.

A storm card's copies count every spell cast before it this turn, so the planner holds its
rituals (spells that give back at least the mana they cost) until one turn can chain them
into a kill: Grapeshot's copies deal the opponent's life, or Empty the Warrens makes enough
Goblins. ``storm_action`` returns the next spell of such a turn, ``None`` when no storm card
can be cast this turn, and ``HOLD`` when the rituals and storm cards should wait for a
bigger turn.

The spells of a turn come from the hand, from exile when an impulse draw lets them be
played, and from the graveyard with flashback (CR 702.34a). Past in Flames
(``GrantFlashbackEach``) is planned as a step of the chain: the rituals cast before it (and
those already in the graveyard) are cast again from the graveyard, then the storm cards,
Grapeshot in the graveyard included, each copying once per spell before it.

Only the mana counts are simulated (colours are assumed available: a storm deck's rituals
make the colour its spells need), from public information: the view's prices
(``PlayerView.spell_mana``: mana cost after the cost changes on the battlefield).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.costs import Flashback
from deckstats.cards.model import CardDef, CardType, Keyword
from deckstats.engine.actions import CastSpell
from deckstats.engine.info import card_info
from deckstats.engine.types import Zone
from deckstats.engine.view import PlayerView
from deckstats.players.evaluate import face_damage
from deckstats.players.guards import draw_budget
from deckstats.players.reading import library_loss

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
AddMana: Final = fx.AddMana
AddOneOf: Final = fx.AddOneOf
CreateToken: Final = fx.CreateToken
ExileTopPlayable: Final = fx.ExileTopPlayable
GrantFlashbackEach: Final = fx.GrantFlashbackEach

_STORM: Final = int(Keyword.STORM)
_SPELLS: Final = int(CardType.INSTANT | CardType.SORCERY)
#: ``storm_action`` answer: don't cast rituals now (a bigger storm turn is coming).
HOLD: Final = -1
#: A storm turn short of lethal still goes when it deals (or makes Goblins worth) at least
#: this much: the next storm card finishes later.
GO_AT: Final = 5


def mana_made(card: CardDef) -> int:
    """Mana a spell adds as it resolves (``AddMana`` / ``AddOneOf``), 0 for none."""
    n = 0
    for e in card.spell:
        if isinstance(e, AddMana):
            n += len(e.symbols)
        elif isinstance(e, AddOneOf):
            n += e.amount
    return n


def _tokens_made(card: CardDef) -> int:
    """Tokens a spell creates (fixed counts) and cards it exiles to play later.

    Galvanic Relay: each copy is a card for the next turn's storm (CR 702.40a).
    """
    n = 0
    for e in card.spell:
        if isinstance(e, ExileTopPlayable) or (
            isinstance(e, CreateToken) and isinstance(e.count, int)
        ):
            n += e.count  # type: ignore[operator]
    return n


def grants_flashback_each(card: CardDef) -> bool:
    """Whether a spell gives its graveyard flashback (Past in Flames, CR 702.34a)."""
    return any(isinstance(e, GrantFlashbackEach) for e in card.spell)


def is_ritual(view: PlayerView, card: CardDef) -> bool:
    """A spell that adds at least the mana it costs now (Pyretic Ritual, Manamorphose)."""
    made = mana_made(card)
    return made > 0 and made >= view.spell_mana(card)


def storm_part(view: PlayerView, card: CardDef) -> bool:
    """Whether a storm turn uses ``card``: a ritual, a storm card or a Past in Flames."""
    return bool(card.keywords & _STORM) or is_ritual(view, card) or grants_flashback_each(card)


def held(view: PlayerView, obj: Any) -> bool:
    """Whether a held storm turn keeps ``obj`` back (``storm_part``).

    Not an impulse-drawn card whose permission ends this turn: cast it now or lose it.
    """
    if obj.zone is Zone.EXILE and obj.playable_until == view.turn:
        return False
    return storm_part(view, obj.card)


def storm_deck(cards: Sequence[CardDef]) -> bool:
    """Whether a decklist has a storm card (the goldfish plans storm turns for it).

    Asked once per game: the engine's ``int`` keywords, not the ``IntFlag`` (whose ``&``
    runs in Python: 3% of a Burn vs Stompy game).
    """
    return any(card_info(c).keywords & _STORM for c in cards)


def _flashback_price(view: PlayerView, card: CardDef) -> int | None:
    """The mana of ``card``'s printed flashback now (its cost reductions too, CR 601.2f)."""
    for c in card.costs:
        if isinstance(c, Flashback) and not c.life:
            if c.mana is None:
                return view.spell_mana(card)
            cut = card.mana_value - view.spell_mana(card)
            return max(0, c.mana.mana_value - max(0, cut))
    return None


class _Turn:
    """A simulated storm turn: the spells in order, the mana left and the spell count."""

    def __init__(self, mana: int, count: int, budget: int) -> None:
        self.mana = mana
        self.count = count
        self.order: list[Any] = []
        self.value = 0
        #: Cards the turn may still take from the library (``guards.draw_budget``).
        self.budget = budget

    def cast(self, o: Any, cost: int, made: int, copies: int = 1) -> bool:
        """Cast ``o`` if affordable: pay ``cost``, add ``made``, count one spell.

        Not when its ``copies`` (a storm card's, CR 702.40a) would draw or exile more
        cards than the library can spare (CR 121.4, 704.5b: never deck itself).
        """
        loss = library_loss(o.info.spell, 0) * copies
        if cost > self.mana or (loss and loss > self.budget):
            return False
        self.budget -= loss
        self.mana += made - cost
        self.count += 1
        self.order.append(o)
        return True


def _rituals(view: PlayerView, turn: _Turn, objs: list[Any]) -> list[Any]:
    """Cast every affordable ritual of ``objs`` (best net mana first); those cast."""
    rits = [o for o in objs if not o.info.keywords & _STORM and is_ritual(view, o.card)]
    rits.sort(key=lambda o: view.spell_mana(o.card) - mana_made(o.card))
    return [o for o in rits if turn.cast(o, view.spell_mana(o.card), mana_made(o.card))]


def _fillers(view: PlayerView, turn: _Turn, objs: list[Any], reserve: int) -> list[Any]:
    """Cheap noncreature spells (cantrips, impulse draws) while ``reserve`` stays paid."""
    fill = [
        o
        for o in objs
        if not (o.info.keywords & _STORM or o.info.is_creature or grants_flashback_each(o.card))
        and o not in turn.order
    ]
    fill.sort(key=lambda o: view.spell_mana(o.card))
    return [o for o in fill if turn.cast(o, view.spell_mana(o.card) + reserve, reserve)]


def _storms(view: PlayerView, turn: _Turn, objs: list[Any]) -> None:
    """Cast the affordable storm cards (cheapest first), adding up their value."""
    for o in sorted(objs, key=lambda o: view.spell_mana(o.card)):
        per = face_damage(o.card.spell) + _tokens_made(o.card)
        n = turn.count
        if per and turn.cast(o, view.spell_mana(o.card), 0, n + 1):
            turn.value += per * (n + 1)


def _sources(view: PlayerView) -> tuple[list[Any], list[Any], list[Any]]:
    """The spells of a storm turn, in three lists.

    Castable now (hand, playable exile, graveyard with flashback now); graveyard instants
    and sorceries without flashback; Past in Flames castable now (hand or flashback).
    """
    now = view.turn
    live: list[Any] = []
    later: list[Any] = []
    pif: list[Any] = []
    for o in view.hand:
        if not o.info.is_land and o.card.cost is not None:
            (pif if grants_flashback_each(o.card) else live).append(o)
    for o in view.exile:
        if o.playable_on(now) and not o.info.is_land and o.card.cost is not None:
            (pif if grants_flashback_each(o.card) else live).append(o)
    for o in view.graveyard:
        if o.card.cost is None or not o.info.types & _SPELLS:
            continue
        if o.flashback_turn == now:
            live.append(o)
        elif grants_flashback_each(o.card) and _flashback_price(view, o.card) is not None:
            pif.append(o)
        else:
            later.append(o)
    return live, later, pif


def _plan(view: PlayerView, with_pif: Any) -> _Turn:
    """One simulated storm turn.

    Rituals, then (``with_pif``) Past in Flames and the graveyard's rituals again, then
    fillers, then the storm cards.
    """
    live, later, _ = _sources(view)
    mana = sum(view.pool) + sum(u.info.mana_sources[0].amount for u in view.mana_units())
    turn = _Turn(mana, view.spells_cast_turn, draw_budget(view))
    cast = _rituals(view, turn, live)
    storms = [o for o in live if o.info.keywords & _STORM]
    reserve = min((view.spell_mana(o.card) for o in storms), default=0)
    if with_pif is not None:
        fb = with_pif.zone is Zone.GRAVEYARD
        price = _flashback_price(view, with_pif.card) if fb else view.spell_mana(with_pif.card)
        if not turn.cast(with_pif, price or 0, 0):
            return turn
        again = [o for o in cast if o.zone is not Zone.GRAVEYARD] + later
        _rituals(view, turn, again)
        storms += [o for o in later if o.info.keywords & _STORM]
        reserve = min((view.spell_mana(o.card) for o in storms), default=0)
    others = [o for o in live if o.zone is not Zone.GRAVEYARD]
    _fillers(view, turn, others, reserve if storms else 0)
    _storms(view, turn, storms)
    return turn


def _next_cast(view: PlayerView, casts: list[CastSpell], order: list[Any]) -> Any:
    """The cast of the plan's first spell that has one (storm cards aimed at the opponent)."""
    # Copies of one card in a zone are listed once (``Decision.canon``): match by card.
    opp = (1 - view.pid,)
    by_card: dict[tuple[int, Zone], CastSpell] = {}
    for a in casts:
        o = view.obj(a.oid)
        if o is None or a.face or a.kicks or (a.alt and o.zone is not Zone.GRAVEYARD):
            continue
        if o.info.keywords & _STORM and not all(t == opp for t in a.targets):
            continue
        by_card.setdefault((id(o.card), o.zone), a)
    for o in order:
        hit = by_card.get((id(o.card), o.zone))
        if hit is not None:
            return hit
    return None


def storm_action(view: PlayerView, casts: list[CastSpell]) -> Any:
    """The next cast of a lethal storm turn, ``HOLD``, or ``None`` (no storm card to cast).

    Simulates the turn without Past in Flames and with each one castable, keeping the best:
    the turn goes when its storm cards then deal the opponent's life (one copy per spell
    before each, plus the original) or at least ``GO_AT``, counting a Goblin token made as
    one damage (it attacks next turn), and so a card Galvanic Relay exiles for next turn.
    """
    live, later, pif = _sources(view)
    reachable = any(o.info.keywords & _STORM for o in live) or (
        pif and any(o.info.keywords & _STORM for o in later)
    )
    if not reachable:
        return None
    best = _plan(view, None)
    for p in pif[:1] + [o for o in pif[1:] if o.zone is not pif[0].zone][:1]:
        turn = _plan(view, p)
        if turn.value > best.value:
            best = turn
    if best.value < min(view.opponent_life, GO_AT):
        return HOLD
    return _next_cast(view, casts, best.order)


__all__ = [
    "HOLD",
    "grants_flashback_each",
    "held",
    "is_ritual",
    "mana_made",
    "storm_action",
    "storm_deck",
    "storm_part",
]
