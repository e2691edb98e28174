"""Activation costs and restrictions beyond ``dsl.Cost``'s plain fields (CR 118.3, 602.5).

``CostExtra`` rides on ``dsl.Cost.extra`` (``None`` for the common abilities, so the
engine's per-activation check stays one attribute test):

- "Sacrifice two artifacts" / "Sacrifice three creatures" (Sai, Time Sieve): the count of
  permanents matching ``Cost.sacrifice`` (CR 118.3, 701.21);
- "Tap two untapped Elves you control" (Heritage Druid, Opposition, Jaspera Sentinel):
  untapped permanents the controller taps as a cost; they may be creatures that came under
  control this turn, only the {T} symbol cares (CR 302.6);
- crew N (CR 702.122a): "Tap any number of untapped creatures you control with total
  power N or greater";
- "Return a Forest you control to its owner's hand" (Quirion Ranger, CR 118.3) and
  "Return ~ to its owner's hand" (Attunement);
- "Put a -1/-1 counter on ~" (Devoted Druid, CR 122.1) and "Remove two +1/+1 counters
  from ~" (Experiment One);
- restrictions (CR 602.5b): "Activate only once each turn", "Activate only during your
  turn", "Activate only if seven or more cards are in your graveyard" (a ``Condition``).
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.effects import Condition
from deckstats.cards.targets import Filter


@dataclass(frozen=True, slots=True)
class CostExtra:
    """Further costs and restrictions of one activated ability (CR 118.3, 602.5b).

    Attributes:
        sacrifice_count: permanents matching ``Cost.sacrifice`` to sacrifice (0: one).
        tap_filter: "Tap N untapped <kind> you control": what may be tapped, or ``None``.
        tap_count: how many of them (``tap_filter``).
        crew: crew N (CR 702.122a): untapped creatures of total power N or more, or 0.
        return_filter: "Return a <kind> you control to its owner's hand", or ``None``.
        return_self: "Return ~ to its owner's hand" (the source itself).
        put_counter: "Put a -1/-1 counter on ~": the kind of counter put on the source.
        remove_count: counters of ``Cost.remove_counter`` removed (0: one).
        once_per_turn: "Activate only once each turn" (CR 602.5b).
        your_turn: "Activate only during your turn".
        hand_exactly: "Activate only if you have exactly seven cards in hand" (Library
            of Alexandria): the hand size it needs, or 0.
        discard_hand: "Discard your hand" (Lion's Eye Diamond, Null Brooch; CR 118.3): every
            card in the hand, none needed.
        discard_filter: "Discard a creature card" (Survival of the Fittest, CR 118.3): the
            cards of ``Cost.discard`` must match it, or ``None`` for any card.
        condition: "Activate only if <condition>" (CR 602.5b): threshold (Cephalid Coliseum),
            raid, delirium, ... as ``engine.conditions.condition_holds`` tests it, or ``None``.
    """

    sacrifice_count: int = 0
    tap_filter: Filter | None = None
    tap_count: int = 0
    crew: int = 0
    return_filter: Filter | None = None
    return_self: bool = False
    put_counter: str = ""
    remove_count: int = 0
    once_per_turn: bool = False
    your_turn: bool = False
    hand_exactly: int = 0
    condition: Condition | None = None
    discard_filter: Filter | None = None
    discard_hand: bool = False
    #: Boast (CR 702.142a, not in seeds): "Activate only if this creature attacked this
    #: turn": read as "while it is attacking" (a narrower window: a loss, never a gain).
    attacking: bool = False
    #: "X can't be 0." (Lair of the Hydra, Helm of Obedience): the X chosen as the ability is
    #: activated is at least 1 (CR 107.3, 602.2b).
    x_positive: bool = False
    #: A loyalty cost of "−X" (CR 606.4, 107.3a): X loyalty counters are removed, X chosen
    #: as the ability is activated, at most the planeswalker's loyalty (``Cost.loyalty`` 0).
    loyalty_x: bool = False


__all__ = ["CostExtra"]
