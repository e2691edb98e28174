"""One threat assessment for removal, burn and counterspells (issue 27, Targets).

``assess`` says how much taking an opponent's permanent off the battlefield is worth to
the player whose view it is, on the scale of ``board.threat`` (about damage a turn):

- the race: its damage a turn, counted again when none of our creatures can block it
  (a flier when we have no flier or reach creature, CR 702.9b, 702.17b);
- our attacks: the attacker it walls (a deathtouch or first-strike blocker that kills
  our attacker and lives or trades down, CR 702.2b, 702.7b), and the lethal attack it
  alone stops (a reach blocker in front of our fliers);
- its engine value: a pinger (and our X/1s it kills), card draw, mana, a lord, a
  planeswalker's abilities (CR 306.5d).

``card_threat`` values a spell on the stack the same way before it resolves (for
counterspells), and ``burn_kills`` says whether damage kills a creature.

Layer: players (reads the ``PlayerView``; decides nothing).
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.model import CardDef
from deckstats.cards.targets import Ref
from deckstats.cards.triggers import DealsDamage
from deckstats.engine.info import card_info
from deckstats.engine.memo import IdMemo
from deckstats.engine.state import GameObject
from deckstats.engine.view import PlayerView
from deckstats.players.board import (
    DEATHTOUCH,
    DOUBLE_STRIKE,
    EVASION,
    FIRST_STRIKE,
    FLYING,
    INDESTRUCTIBLE,
    LIFELINK,
    MENACE,
    REACH,
    fight,
    lethal_through,
    strike_power,
    threat,
)
from deckstats.players.reading import amount

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
DealDamage: Final = fx.DealDamage
DrawCards: Final = fx.DrawCards

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_CREATURES_YOU_CONTROL: Final = Ref.CREATURES_YOU_CONTROL
_REF_SELF: Final = Ref.SELF
_REF_YOU: Final = Ref.YOU

#: Engine value, in ``threat`` points: a card-draw engine, a mana creature.
DRAW_ENGINE: Final = 2.0
MANA_ENGINE: Final = 1.0
#: A pinger's own value, before the creatures of ours it can kill.
PINGER: Final = 2.5
#: The bonus of the one blocker whose removal makes our attack lethal.
STOPS_LETHAL: Final = 10.0

SKY: Final = FLYING | REACH
#: ``board.threat``'s keyword terms as data: (keyword bits, per point of power, flat).
_KEYWORD_VALUES: Final = (
    (EVASION, 0.5, 0.0),
    (DOUBLE_STRIKE, 1.0, 0.0),
    (DEATHTOUCH, 0.0, 1.5),
    (LIFELINK, 0.5, 0.0),
)

_ENGINE_CACHE: dict[int, tuple[int, float]] = {}


def _ping(effects: tuple[Any, ...]) -> int:
    """Damage a repeatable ability deals to a target creature (0 if it does not)."""
    n = 0
    for e in effects:
        if isinstance(e, DealDamage) and not isinstance(e.to, Ref):
            n = max(n, amount(e.amount, 1))
    return n


def engine(card: CardDef) -> tuple[int, float]:
    """(ping damage, engine value) of a card's abilities, cached per card.

    A ``{T}`` or mana ability dealing damage to a target is a pinger; drawing from a
    trigger or an ability is a card-draw engine; a non-land mana ability is mana; an
    anthem for the others counts its power and toughness (a lord).
    """
    key = id(card)
    hit = _ENGINE_CACHE.get(key)
    if hit is not None:
        return hit
    info = card_info(card)
    ping = 0
    value = 0.0
    for ab in card.abilities:
        if ab.cost.loyalty:
            continue  # planeswalkers: see ``_walker``
        p = _ping(ab.effect)
        if p and (ab.cost.tap or ab.cost.mana is not None) and not ab.cost.sacrifice_self:
            ping = max(ping, p)
        if any(isinstance(e, DrawCards) for e in ab.effect):
            value += DRAW_ENGINE * 0.5
    for t in card.triggers:
        if any(isinstance(e, DrawCards) for e in t.effect):
            value += DRAW_ENGINE
    if info.mana_sources and not info.is_land:
        value += MANA_ENGINE
    for s in card.statics:
        if s.applies_to == _REF_CREATURES_YOU_CONTROL:
            value += s.power + 0.5 * s.toughness
    _ENGINE_CACHE[key] = (ping, value)
    return ping, value


def _feeds_back(card: CardDef) -> bool:
    """Whether damage dealt to this creature is dealt to its controller too.

    Jackal Pup: "Whenever Jackal Pup is dealt damage, it deals that much damage to you"
    (CR 603.2, 120.3): burn aimed at it reaches its controller's face as well, so it is
    never worse than burn at the face (and it kills an attacker).
    """
    for t in card.triggers:
        w = t.when
        if (
            type(w) is DealsDamage
            and w.dealt
            and w.who is _REF_SELF
            and not t.optional
            and any(isinstance(e, DealDamage) and e.to is _REF_YOU for e in t.effect)
        ):
            return True
    return False


def _escapes(card: CardDef) -> bool:
    """Whether a permanent answers removal by sacrificing itself for free.

    Mogg Fanatic's "Sacrifice Mogg Fanatic: It deals 1 damage to any target" costs no
    mana, no tap and no card, and can be activated whenever its controller has priority
    (CR 602.2, 117.1): a spell or ability aimed at it is answered by the sacrifice, its
    target is gone and it does not resolve (CR 608.2b), and the controller still gets
    the ability. Removal aimed at such a permanent is wasted; a tournament player never
    Bolts a Mogg Fanatic.
    """
    for ab in card.abilities:
        c = ab.cost
        if (
            c.sacrifice_self
            and ab.effect
            and not ab.sorcery_speed
            and not c.tap
            and (c.mana is None or c.mana.mana_value == 0)
            and not (c.life or c.discard or c.energy or c.exile_from_graveyard)
            and c.loyalty is None
            and c.extra is None
            and c.sacrifice is None
        ):
            return True
    return False


#: ``_feeds_back`` and ``_escapes``, read once per card (``engine.memo``).
_FEEDS_BACK: IdMemo[CardDef, bool] = IdMemo(_feeds_back)
_ESCAPES: IdMemo[CardDef, bool] = IdMemo(_escapes)


def feeds_back(card: CardDef) -> bool:
    """``_feeds_back`` of ``card``, cached (Jackal Pup passes damage to its controller)."""
    return _FEEDS_BACK.get(card)


def escapes(card: CardDef) -> bool:
    """``_escapes`` of ``card``, cached (Mogg Fanatic sacrifices itself in response)."""
    return _ESCAPES.get(card)


def burn_kills(view: PlayerView, o: GameObject, dmg: int) -> bool:
    """Whether ``dmg`` damage destroys creature ``o`` (CR 704.5g; indestructible: never)."""
    if view.keywords(o) & INDESTRUCTIBLE:
        return False
    return dmg >= view.toughness(o) - o.damage


def _our_creatures(view: PlayerView) -> list[GameObject]:
    """Our creatures on the battlefield."""
    return [o for o in view.battlefield if o.info.is_creature]


def _may_block(view: PlayerView, b: GameObject, a: GameObject) -> bool:
    """Whether ``b`` could block ``a`` on a later turn (untapped by then; CR 509.1a-b).

    Untapped creatures ask the engine; a tapped one is judged by evasion: a flier needs
    a flier or reach blocker (CR 702.9b, 702.17b), other evasion is taken as unblockable.
    """
    if not b.tapped:
        return view.can_block(b, a)
    ka = view.keywords(a)
    if ka & (EVASION & ~FLYING & ~MENACE):
        return False
    return not ka & FLYING or bool(view.keywords(b) & SKY)


def _race(view: PlayerView, o: GameObject, ours: list[GameObject]) -> float:
    """Its damage a turn again when none of our creatures can block it (evasion)."""
    p = strike_power(view, o)
    if p <= 0:
        return 0.0
    if any(_may_block(view, b, o) for b in ours):
        return 0.0
    v = float(p)
    if view.keywords(o) & LIFELINK:
        v += 0.5 * p
    return v


def _walls(view: PlayerView, o: GameObject, ours: list[GameObject]) -> float:
    """The damage a turn of our best attacker ``o`` stops by blocking it.

    It walls an attacker when it would kill it and survive, or kill it and be worth
    less (a deathtouch 1/1 in front of a 5/5).
    """
    best = 0.0
    for a in ours:
        if not _may_block(view, o, a):
            continue
        a_dies, b_dies = fight(view, a, o)
        if not a_dies:
            continue
        if not b_dies or threat(view, o) < threat(view, a):
            best = max(best, float(strike_power(view, a)))
    return best


def _stops_lethal(view: PlayerView, o: GameObject, ours: list[GameObject]) -> float:
    """``STOPS_LETHAL`` when our attack is lethal without ``o`` and not with it."""
    atts = [a for a in ours if view.can_attack(a)]
    if sum(strike_power(view, a) for a in atts) < view.opponent_life:
        return 0.0
    blockers = [b for b in view.opponent_battlefield if b.info.is_creature and not b.tapped]
    if o not in blockers:
        return 0.0
    life = view.opponent_life
    if lethal_through(view, atts, blockers, life):
        return 0.0
    rest = [b for b in blockers if b is not o]
    return STOPS_LETHAL if lethal_through(view, atts, rest, life) else 0.0


def _pinger(view: PlayerView, ping: int, ours: list[GameObject]) -> float:
    """A pinger: its own value plus the threat of our creatures it can kill."""
    kills = sum(threat(view, c) for c in ours if burn_kills(view, c, ping))
    return PINGER + 0.5 * kills


def _walker(o: GameObject) -> float:
    """A planeswalker's abilities: card advantage every turn it lives (CR 606)."""
    return 2.0 + 0.5 * len(o.card.abilities)


class AssessMemo:
    """``assess`` answers through one decision, by object id (speed only, same answers).

    The game cannot change while an agent decides, so a permanent's assessment is the
    same for every option the heuristic scores in one priority decision (the race read
    by ``burn.burn_face_now``, then the removal targets). ``burn.DECISION_MEMO`` opens
    and closes it with its own memo; closed, ``assess`` computes afresh.
    """

    __slots__ = ("open", "values")

    def __init__(self) -> None:
        self.open = False
        #: (object id, the viewing player) -> its assessment.
        self.values: dict[tuple[int, int], float] = {}

    def start(self) -> None:
        """Open the memo for a new decision (forgetting any earlier one)."""
        self.open = True
        self.values.clear()

    def stop(self) -> None:
        """Close the memo: the decision is answered, the game moves on."""
        self.open = False
        self.values.clear()


#: The one memo (one decision is answered at a time).
ASSESS_MEMO: Final = AssessMemo()


def assess(view: PlayerView, o: GameObject) -> float:
    """How much the permanent ``o`` matters to the player whose view it is.

    An opponent's permanent: ``board.threat`` plus what it does to the race, to our
    attacks and its engine value (module docstring). One of ours: ``board.threat``.
    Remembered through one decision while ``ASSESS_MEMO`` is open.
    """
    memo = ASSESS_MEMO
    if not memo.open:
        return _assess(view, o)
    key = (o.oid, view.pid)
    v = memo.values.get(key)
    if v is None:
        v = _assess(view, o)
        memo.values[key] = v
    return v


def _assess(view: PlayerView, o: GameObject) -> float:
    """``assess`` without the memo."""
    base = threat(view, o)
    if o.controller == view.pid:
        return base
    info = o.info
    if info.is_planeswalker:
        return base + _walker(o)
    if not info.is_creature:
        ping, value = engine(o.card)
        return base + value if not ping else base + value + PINGER
    ours = _our_creatures(view)
    v = base
    if ours:
        v += _race(view, o, ours) + _walls(view, o, ours) + _stops_lethal(view, o, ours)
    ping, value = engine(o.card)
    if ping:
        v += _pinger(view, ping, ours)
    return v + value


def card_threat(view: PlayerView, card: CardDef) -> float:
    """A permanent spell's threat before it resolves, on ``assess``'s scale.

    Power, toughness and keywords as ``board.threat`` reads them from the card, its
    evasion against our creatures, and its engine value; a planeswalker counts its
    loyalty and abilities.
    """
    info = card_info(card)
    ping, value = engine(card)
    if info.is_planeswalker:
        return 3.0 + card.loyalty + 2.0 + 0.5 * len(card.abilities) if card.loyalty else 6.0
    if not info.is_creature:
        return 0.5 + 0.2 * info.mana_value + value + (PINGER if ping else 0.0)
    p = max(info.power, 0)
    kw = info.keywords
    v = p + 0.4 * max(info.toughness, 0) + 0.15 * info.mana_value
    v += sum(per_p * p + flat for bit, per_p, flat in _KEYWORD_VALUES if kw & bit)
    if kw & FIRST_STRIKE and not kw & DOUBLE_STRIKE:
        v += 0.5
    if kw & FLYING and not any(view.keywords(b) & SKY for b in _our_creatures(view)):
        v += 0.5 * p  # no flier or reach creature of ours blocks it
    if info.has_triggers or info.statics:
        v += 1.0
    return v + value + (PINGER if ping else 0.0)


__all__ = ["ASSESS_MEMO", "AssessMemo", "assess", "burn_kills", "card_threat", "engine"]
