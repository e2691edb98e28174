"""Sentences of round 40's sprint helper ``s0`` (issue 26).

- "If the discarded card wasn't a land card, ~ deals 2 damage to each opponent." (Grab the
  Prize): a branch on the card discarded to pay the spell's additional cost (CR 601.2h,
  608.2c, 608.2h; ``cards.effects_s0.IfDiscardedIs``).
- "reveal your hand and put all land cards from it onto the battlefield" (Manabond): every
  matching card of the hand enters (CR 110.2, 305.4; ``cards.effects_s0.PutAllFromHand``).
- "Look at the top card of your library. If it's a land card, you may put it onto the
  battlefield tapped. If you don't put the card onto the battlefield, you may put it into
  your hand." (Risen Reef; CR 401.3, 110.2; ``cards.effects_s0.LookTopPut``).
- "you may exile this enchantment. If you do, return it to the battlefield under its
  owner's control." (Estrid's Invocation's granted upkeep trigger): a "you may" flicker of
  the source (``Flicker(Ref.SELF)``, CR 400.7: it returns as a new object).

Appended to ``oracle.act_effects.TEMPLATES`` (tried by ``oracle.effects.parse_effects``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import Effect
from deckstats.cards.effects_s0 import IfDiscardedIs, LookTopPut, PutAllFromHand
from deckstats.cards.targets import NO_FILTER, Target

Effects = tuple[Effect, ...]


def _if_discarded(m: re.Match[str]) -> Effects | None:
    """Grab the Prize: "If the discarded card was[n't] a <quality> card, <effect>"."""
    from deckstats.cards.oracle.effects import parse_effects
    from deckstats.cards.oracle.event_kinds import vars_of
    from deckstats.cards.oracle.targets import card_filter

    flt = card_filter(m.group(2))
    body = parse_effects(m.group(3))
    if flt is None or flt == NO_FILTER or not body:
        return None
    if any(isinstance(v, Target) for e in body for v in vars_of(e)):
        return None  # a target would be chosen as the spell is cast (CR 601.2c): not here
    if m.group(1) == "wasn't":
        return (IfDiscardedIs(flt, otherwise=tuple(body)),)
    return (IfDiscardedIs(flt, then=tuple(body)),)


def _put_all(m: re.Match[str]) -> Effects | None:
    """Manabond: "[reveal your hand and] put all <quality> cards from it onto the battlefield"."""
    from deckstats.cards.oracle.targets import card_filter

    flt = card_filter(m.group(1))
    if flt is None or flt == NO_FILTER:
        return None
    return (PutAllFromHand(flt, tapped=bool(m.group(2))),)


def _put_all_if_you_do(m: re.Match[str]) -> Effects | None:
    """Manabond: "you may <put all ...>. If you do, <more>": one choice for both (CR 608.2d)."""
    from deckstats.cards.effects import MayDo
    from deckstats.cards.oracle.effects import parse_effects

    first, more = parse_effects(m.group(1)), parse_effects(m.group(2))
    if not first or not more or not isinstance(first[0], PutAllFromHand):
        return None
    return (MayDo((*first, *more)),)


TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        r"(?:reveal your hand and )?put all ([a-z]+) cards from (?:it|your hand) onto the "
        r"battlefield( tapped)?",
        _put_all,
    ),
    (r"if the discarded card (was|wasn't) an? ([a-z]+) card, (.+)", _if_discarded),
]


def _look_top(m: re.Match[str]) -> Effects | None:
    """Risen Reef: the top card onto the battlefield if it qualifies, else into the hand."""
    from deckstats.cards.oracle.targets import card_filter

    flt = card_filter(m.group(1))
    if flt is None or flt == NO_FILTER:
        return None
    return (LookTopPut(flt, tapped=bool(m.group(2))),)


def _may_flicker_self(m: re.Match[str]) -> Effects | None:
    """Estrid's Invocation: "you may exile ~. If you do, return it ..." (CR 400.7)."""
    from deckstats.cards.effects import Flicker, MayDo
    from deckstats.cards.targets import Ref

    return (MayDo((Flicker(Ref.SELF, yours=m.group(1) == "your"),)),)


def _counter_loot(m: re.Match[str]) -> Effects | None:
    """A counter on the source, a loot, then a free cast of the discarded card at N counters.

    Malcolm: "put a chorus counter on it. Draw a card, then discard a card. If there are four
    or more chorus counters on ~, you may cast the discarded card without paying its mana
    cost." ("it": the trigger's source; CR 122.1, 701.9, 118.9, 608.2c).
    """
    from deckstats.cards.counts import Count, IfCount
    from deckstats.cards.effects import Discard, DrawCards, PutCounters
    from deckstats.cards.effects_oneshot import CastDiscardedFree
    from deckstats.cards.oracle.text import number
    from deckstats.cards.targets import Ref

    least = number(m[2])
    if m[1] != m[3] or not isinstance(least, int):
        return None
    on_self = Count("counters_on_self", counter=m[1], text=f"{m[1]} counters on ~")
    return (
        PutCounters(1, Ref.SELF, m[1]),
        DrawCards(1),
        Discard(1),
        IfCount(on_self, least, None, (CastDiscardedFree(),)),
    )


#: Paragraph templates (``oracle.paragraphs``): "if you do" after an effect that always
#: happens once chosen (revealing a hand is always possible); Malcolm's counter and loot.
PARAGRAPHS: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        r"put an? ([a-z]+) counter on it\. draw a card, then discard a card\. if there are "
        r"(\w+) or more ([a-z]+) counters on ~, you may cast the discarded card without "
        r"paying its mana cost",
        _counter_loot,
    ),
    (
        r"you may ((?:reveal your hand and )?put all [a-z]+ cards from (?:it|your hand) onto "
        r"the battlefield(?: tapped)?)\. if you do, ([^.]+)",
        _put_all_if_you_do,
    ),
    (
        r"look at the top card of your library\. if it's an? ([a-z]+) card, you may put it "
        r"onto the battlefield( tapped)?\. if you don't put the card onto the battlefield, "
        r"you may put it into your hand",
        _look_top,
    ),
    (
        r"you may exile (?:~|this (?:artifact|creature|enchantment|permanent))\. if you do, "
        r"return it to the battlefield under (its owner's|your) control",
        _may_flicker_self,
    ),
]

__all__ = ["PARAGRAPHS", "TEMPLATES"]
