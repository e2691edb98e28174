"""Storm turns for the goldfish planner (CR 702.40a): chain rituals, then the storm card.

A storm card's copies count every spell cast before it this turn, so the planner holds its
rituals (spells that give back at least the mana they cost) until one turn can chain them
into a kill: Grapeshot's copies deal the opponent's life, or Empty the Warrens makes enough
Goblins. ``storm_action`` returns the next spell of such a turn, ``None`` when there is no
storm card in hand, and ``HOLD`` when the rituals and storm cards should wait for a bigger
turn.

Only the mana counts are simulated (colours are assumed available: a storm deck's rituals
make the colour its spells need), from public information: the view's prices
(``PlayerView.spell_mana``: mana cost after the cost changes on the battlefield).
"""

from __future__ import annotations

from typing import Any

from deckstats.cards import effects as fx
from deckstats.cards.model import CardDef, Keyword
from deckstats.engine.actions import CastSpell
from deckstats.engine.view import PlayerView
from deckstats.players.evaluate import face_damage

_STORM = int(Keyword.STORM)
#: ``storm_action`` answer: don't cast rituals now (a bigger storm turn is coming).
HOLD = -1
#: A storm turn short of lethal still goes when it deals (or makes Goblins worth) at least
#: this much: the next storm card finishes later.
GO_AT = 5


def mana_made(card: CardDef) -> int:
    """Mana a spell adds as it resolves (``AddMana`` / ``AddOneOf``), 0 for none."""
    n = 0
    for e in card.spell:
        if isinstance(e, fx.AddMana):
            n += len(e.symbols)
        elif isinstance(e, fx.AddOneOf):
            n += e.amount
    return n


def _tokens_made(card: CardDef) -> int:
    """Tokens a spell creates as it resolves (fixed counts only)."""
    n = 0
    for e in card.spell:
        if isinstance(e, fx.CreateToken) and isinstance(e.count, int):
            n += e.count
    return n


def is_ritual(view: PlayerView, card: CardDef) -> bool:
    """A spell that adds at least the mana it costs now (Pyretic Ritual, Manamorphose)."""
    made = mana_made(card)
    return made > 0 and made >= view.spell_mana(card)


def storm_part(view: PlayerView, card: CardDef) -> bool:
    """Whether a storm turn uses ``card``: a ritual or a storm card (held until it goes)."""
    return bool(card.keywords & _STORM) or is_ritual(view, card)


def _chain(view: PlayerView, storm_cards: list[Any]) -> tuple[list[Any], int]:
    """The spells a storm turn casts before its storm card, and the mana left then.

    Every castable ritual in hand (the one with the best net mana first), then the other
    cheap noncreature spells while the cheapest storm card stays affordable.
    """
    mana = sum(view.pool)
    for u in view.mana_units():
        mana += u.info.mana_sources[0].amount
    rituals = []
    for o in view.hand:
        if o.info.keywords & _STORM or o.info.is_land or o.card.cost is None:
            continue
        if is_ritual(view, o.card):
            rituals.append(o)
    rituals.sort(key=lambda o: view.spell_mana(o.card) - mana_made(o.card))
    sim = mana
    chain = []
    for o in rituals:
        cost = view.spell_mana(o.card)
        if cost <= sim:
            sim += mana_made(o.card) - cost
            chain.append(o)
    # Other cheap spells in hand add to the count too (cantrips, impulse draws), as long as
    # the cheapest storm card stays affordable.
    reserve = min(view.spell_mana(o.card) for o in storm_cards)
    fillers = [
        o
        for o in view.hand
        if not (o.info.keywords & _STORM or o.info.is_land or o.card.cost is None)
        and o not in chain
        and not o.info.is_creature
    ]
    fillers.sort(key=lambda o: view.spell_mana(o.card))
    for o in fillers:
        cost = view.spell_mana(o.card)
        if cost + reserve <= sim:
            sim -= cost
            chain.append(o)
    return chain, sim


def _next_cast(view: PlayerView, casts: list[CastSpell], chain: list[Any], best: Any) -> Any:
    """The cast of the chain's next spell in hand, else of the storm card ``best``."""
    # Copies of one card in hand are listed once (``Decision.canon``): match by card.
    by_card: dict[int, CastSpell] = {}
    for a in casts:
        if not a.face and not a.alt and not a.kicks:
            o = view.obj(a.oid)
            if o is not None:
                by_card.setdefault(id(o.card), a)
    for o in chain:
        hit = by_card.get(id(o.card))
        if hit is not None:
            return hit
    opp = (1 - view.pid,)
    for a in casts:
        o = view.obj(a.oid)
        if (
            o is not None
            and o.card is best.card
            and not a.face
            and all(t == opp for t in a.targets)
        ):
            return a
    return None


def storm_action(view: PlayerView, casts: list[CastSpell]) -> Any:
    """The next cast of a lethal storm turn, ``HOLD``, or ``None`` (no storm card in hand).

    Simulates casting every castable ritual in hand (the one with the best net mana first),
    then the other cheap noncreature spells while the storm card stays affordable, counting
    the spells; the turn goes when the storm card then deals the opponent's life
    (one copy per spell before it, plus the original) or at least ``GO_AT``,
    counting a Goblin token made as one damage (it attacks next turn).
    """
    storm_cards = [o for o in view.hand if o.info.keywords & _STORM]
    if not storm_cards:
        return None
    count = view.spells_cast_turn
    chain, sim = _chain(view, storm_cards)
    n = count + len(chain)
    life = view.opponent_life
    best = None
    best_value = 0
    for o in storm_cards:
        if view.spell_mana(o.card) > sim:
            continue
        per = face_damage(o.card.spell) + _tokens_made(o.card)
        value = per * (n + 1)
        if value > best_value:
            best, best_value = o, value
    if best is None or best_value < min(life, GO_AT):
        return HOLD
    return _next_cast(view, casts, chain, best)


__all__ = ["HOLD", "is_ritual", "mana_made", "storm_action", "storm_part"]
