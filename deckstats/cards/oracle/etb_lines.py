"""Effects of enters / dies / leaves triggers the other templates miss (issue 26, r40 ``etb``).

Sentence templates (``TEMPLATES``, tried by ``oracle.effects``) and paragraph templates
(``PARAGRAPHS``, tried by ``oracle.paragraphs``), lower-cased, ``~`` for the card's name:

- "<player> may search their library for <cards>, put <it/them> onto the battlefield, then
  shuffle" and "<player> searches their library for ..., puts ..., then shuffles" (CR
  701.23): the search of another player's library by that player: "that creature's
  controller" (Pattern of Rebirth, read as the triggering player), "each player" (Veteran
  Explorer: each in turn, you first), "each opponent". Searching may find nothing (CR
  701.23b), so "may" adds no choice.
- "Up to one target player puts all the cards from their graveyard on the bottom of their
  library in a random order." (Endurance): ``GraveyardToBottom`` (CR 401.1).
- "Distribute N +1/+1 counters among one or two / any number of target creatures [you
  control]" (Verdurous Gearhulk): ``PutCountersDivided`` (CR 601.2d, 122.1).
- "You may discard up to two cards. If you do, draw that many cards." (Fable of the
  Mirror-Breaker): ``DiscardThen(2, up_to=True, per=(DrawCards(1),))``.
- "Discard any number of cards, then draw that many cards." (Cavalier of Flame):
  ``DiscardThen(ANY_NUMBER, up_to=True, per=(DrawCards(1),))`` (CR 701.9, 121.2).
- "You gain half X life and draw half X cards. Round down each time." (Hydroid Krasis's
  cast trigger, CR 107.1a, 601.2i: the X of the spell): ``Count("x", half, round_down)``.
- "Each opponent discards a card. For each opponent who can't, you draw a card."
  (Refurbished Familiar): ``DiscardElseDraw`` (CR 701.9b).
- "Sacrifice ~. If you do, each of that player's opponents draws three cards." (Standstill):
  ``SacrificeSelfThen`` and ``OpponentsOfDraw`` (CR 701.21, 608.2c).
- "[If <count condition>, ]put a +1/+1 counter on target artifact you control. It becomes a
  0/0 Construct artifact creature in addition to its other types. It gains haste until end
  of turn." (Kenku Artificer): a permanent ``Animate`` of the first target (CR 611.2a).
- State triggers (CR 603.8, ``state_condition``): "When ~ has no ice counters on it" (Dark
  Depths), "When ~ has power 7 or greater" (Phyrexian Devourer): ``StateTrigger``; and a
  named token, "create Marit Lage, a legendary 20/20 black Avatar creature token ..."
  (CR 111.4: the token's name is the one given).
- "~ deals N damage to each <creature> your opponents control. Tap those creatures."
  (Thundermaw Hellkite): ``DamageOpponentsPermanents`` without the players, then
  ``TapAllOf`` of the same creatures that are still there (CR 120.3, 701.26a).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from deckstats.cards.counts import Count, IfCount
from deckstats.cards.effects import (
    Animate,
    CreateToken,
    DrawCards,
    Effect,
    GainLife,
    Pump,
    PutCounters,
    SearchLibrary,
)
from deckstats.cards.effects_etb import (
    DiscardElseDraw,
    GraveyardToBottom,
    OpponentsOfDraw,
    PutCountersDivided,
    SacrificeSelfThen,
)
from deckstats.cards.effects_hands import ANY_NUMBER, DiscardThen
from deckstats.cards.effects_riders import TapAllOf
from deckstats.cards.effects_trig import DamageOpponentsPermanents
from deckstats.cards.model import NO_KEYWORD, CardType, Keyword, Supertype
from deckstats.cards.oracle.text import NUMBER, keyword_flags, number
from deckstats.cards.targets import Controller, Filter, Ref, Target, TargetKind
from deckstats.cards.triggers import StateTrigger, TriggerCondition

Effects = tuple[Effect, ...]

#: The searching player's words -> the players who search, in turn (CR 101.4: APNAP).
_SEARCHERS: dict[str, tuple[Ref, ...]] = {
    "that player": (Ref.TARGET_CONTROLLER,),  # a trigger's "that creature's controller"
    "its controller": (Ref.TARGET_CONTROLLER,),
    "each player": (Ref.YOU, Ref.EACH_OPPONENT),
    "each opponent": (Ref.EACH_OPPONENT,),
}


def _their_search(m: re.Match[str]) -> Effects | None:
    """Another player's search of their own library (CR 701.23), each searcher in turn."""
    from deckstats.cards.oracle.effects import parse_effects

    dest = re.sub(r"^puts ", "put ", m[3])
    got = parse_effects(f"search your library for {m[2]}, {dest}, then shuffle")
    if got is None or len(got) != 1 or not isinstance(got[0], SearchLibrary):
        return None
    return tuple(
        SearchLibrary(got[0].filter, got[0].count, got[0].to, got[0].tapped, player=who)
        for who in _SEARCHERS[m[1]]
    )


_WHO = "|".join(_SEARCHERS)

#: "among one or two target creatures": the most targets (else "any number": the amount).
_AMONG = {"one or two": 2, "one, two, or three": 3}


def _distribute(m: re.Match[str]) -> Effects | None:
    """Verdurous Gearhulk: counters divided among target creatures (CR 601.2d, 122.1)."""
    n = number(m[1])
    if not isinstance(n, int) or n < 1:
        return None
    mine = Controller.YOU if m[4] else Controller.ANY
    to = Target(TargetKind.CREATURE, mine, count=_AMONG.get(m[3], n), divide=n)
    return (PutCountersDivided(m[2], to),)


def _graveyard_to_bottom(m: re.Match[str]) -> Effects | None:
    """Endurance: the player's graveyard under their library (CR 401.1)."""
    from deckstats.cards.oracle.targets import parse_target

    who = parse_target(m[1])
    if who is None or (isinstance(who, Target) and who.kinds != TargetKind.PLAYER):
        return None
    return (GraveyardToBottom(who),)


TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        rf"({_WHO}) (?:may search|searches) their library for (.+?), "
        r"((?:put|puts) (?:it|them|that card|those cards) onto the battlefield(?: tapped)?), "
        r"then shuffles?",
        _their_search,
    ),
    (
        r"((?:up to one )?target player|each player|you) puts? all the cards from (?:their|your) "
        r"graveyard on the bottom of (?:their|your) library in a random order",
        _graveyard_to_bottom,
    ),
    (
        rf"distribute ({NUMBER}) ([+-]1/[+-]1) counters among (one or two|one, two, or three|any "
        r"number of) target creatures?( you control)?",
        _distribute,
    ),
    (
        r"discard any number of cards, then draw that many cards",
        lambda m: (DiscardThen(ANY_NUMBER, up_to=True, per=(DrawCards(1),)),),
    ),
]


def _creatures(words: str) -> Filter | None:
    """The words "creature [with <keyword>]" as a creature ``Filter`` (the keyword required)."""
    m = re.fullmatch(r"creature(?: with (\w+))?", words)
    if not m:
        return None
    kw = keyword_flags(m[1]) if m[1] else NO_KEYWORD
    if kw is None:
        return None
    return Filter(card_type=CardType.CREATURE, keywords=kw)


def _damage_then_tap(m: re.Match[str]) -> Effects | None:
    """Thundermaw Hellkite: damage to each such creature, then tap the ones left (CR 701.26a)."""
    amount = number(m[1])
    flt = _creatures(m[2])
    if not isinstance(amount, int) or flt is None:
        return None
    return (
        DamageOpponentsPermanents(amount, flt, players=False),
        TapAllOf(flt, Ref.EACH_OPPONENT),
    )


def _discard_else_draw(count: str, draw: str) -> Effects | None:
    n, d = number(count), number(draw)
    if not isinstance(n, int) or not isinstance(d, int):
        return None
    return (DiscardElseDraw(n, d),)


#: "half X", rounded down (CR 107.1a): read as it resolves (the X of the spell).
_HALF_X_DOWN = Count("x", half=True, round_down=True, text="half X")


def _sacrifice_then(m: re.Match[str]) -> Effects | None:
    """Standstill: "sacrifice ~. If you do, <effects>" (CR 701.21, 608.2c); no targets."""
    from deckstats.cards.oracle.body import parse_body

    rest = m[1]
    then = parse_body(rest[0].upper() + rest[1:])
    if not then or any(isinstance(getattr(e, "target", None), Target) for e in then):
        return None
    return (SacrificeSelfThen(tuple(then)),)


_NOT_PERMANENTS = TargetKind.PLAYER | TargetKind.SPELL | TargetKind.CARD_IN_GRAVEYARD


def _counter_then_animate(m: re.Match[str]) -> Effects | None:
    """Kenku Artificer: a counter on the target, which becomes an artifact creature for good.

    The target becomes an N/N artifact creature of the subtype with no duration (CR 611.2a,
    205.1b: in addition to its other types) and gains haste until end of turn.
    """
    from deckstats.cards.oracle.counts import count_condition
    from deckstats.cards.oracle.targets import parse_target

    target = parse_target(m[2])
    if not isinstance(target, Target) or target.kinds & _NOT_PERMANENTS:
        return None
    body = Animate(
        int(m[3]),
        int(m[4]),
        subtypes=(m[5],),
        artifact=True,
        target=Ref.FIRST_TARGET,
        permanent=True,
    )
    effects = (
        PutCounters(1, target, "+1/+1"),
        body,
        Pump(0, 0, Ref.FIRST_TARGET, keywords=Keyword.HASTE),
    )
    if not m[1]:
        return effects
    cond = count_condition(m[1])  # "if you control an artifact" (CR 603.4)
    return None if cond is None else (IfCount(*cond, effects),)


def _rummage_up_to(m: re.Match[str]) -> Effects | None:
    """Discard up to N cards, then draw as many (CR 701.9, 608.2c).

    "You may discard up to two cards. If you do, draw that many cards.": ``DiscardThen(N,
    up_to=True, per=<draw one>)``; discarding none is not doing it.
    """
    n = number(m[1])
    return None if not isinstance(n, int) else (DiscardThen(n, up_to=True, per=(DrawCards(1),)),)


PARAGRAPHS: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        r"(?:if ([^,.]+), )?put a \+1/\+1 counter on (target [^.]+)\. it becomes an? (\d+)/(\d+) "
        r"([A-Z]\w+) artifact creature in addition to its other types\. "
        r"it gains haste until end of turn",
        _counter_then_animate,
    ),
    (r"sacrifice ~\. if you do, ([^.]+)", _sacrifice_then),
    (
        # Fable of the Mirror-Breaker's II: none discarded, none drawn (CR 701.9, 608.2c)
        rf"you may discard up to ({NUMBER}) cards\. if you do, draw that many cards\.?",
        _rummage_up_to,
    ),
    (
        # Refurbished Familiar (CR 701.9b: a player with no card can't discard)
        rf"each opponent discards ({NUMBER}) cards?\. for each opponent who can't, you draw "
        rf"({NUMBER}) cards?",
        lambda m: _discard_else_draw(m[1], m[2]),
    ),
    (
        # Hydroid Krasis's cast trigger (CR 107.1a, 601.2i)
        r"you gain half X life and draw half X cards\. round down each time",
        lambda m: (GainLife(_HALF_X_DOWN), DrawCards(_HALF_X_DOWN)),
    ),
    (
        rf"~ deals ({NUMBER}) damage to each (creature(?: with \w+)?) your opponents control\. "
        r"tap those creatures",
        _damage_then_tap,
    ),
]


def state_condition(c: str) -> list[TriggerCondition] | None:
    """A state trigger's condition (CR 603.8), or ``None``.

    "~ has no ice counters on it" (Dark Depths), "~ has power 7 or greater" (Phyrexian
    Devourer).
    """
    m = re.fullmatch(r"~ has no ([\w+/-]+) counters on it", c)
    if m:
        return [StateTrigger(counter=m[1])]
    m = re.fullmatch(r"~ has power (\d+) or greater", c)
    if m:
        return [StateTrigger(min_power=int(m[1]))]
    return None


def _named_token(m: re.Match[str]) -> Effects | None:
    """Marit Lage: "create <Name>, a [legendary] <token>" -> the token with that name."""
    from deckstats.cards.oracle.effects import parse_effects

    got = parse_effects(f"create a {m[3]}")
    if got is None or len(got) != 1 or not isinstance(got[0], CreateToken):
        return None
    token = got[0].token
    supertypes = token.supertypes | (Supertype.LEGENDARY if m[2] else Supertype(0))
    return (replace(got[0], token=replace(token, name=m[1], supertypes=supertypes)),)


TEMPLATES.append(
    (
        rf"each of that player's opponents draws ({NUMBER}) cards?",
        lambda m: (OpponentsOfDraw(n),) if isinstance(n := number(m[1]), int) else None,
    )
)
TEMPLATES.append(
    # Fleetwheel Cruiser (CR 301.7b): its printed P/T, put in by ``crew.triggers_with_printed_pt``
    (
        r"(?:~|it) becomes an artifact creature until end of turn",
        lambda m: (Animate(power=-1, toughness=-1),),  # crew's placeholder (oracle.crew)
    )
)
TEMPLATES.append(
    (r"create ([A-Z][\w' ]+), an? (legendary )?(\d+/\d+ .+ creature token.*)", _named_token)
)
