"""Exiling a card from a revealed hand (Thought-Knot Seer), part of the card vocabulary.

``cards.effects`` re-exports the class and lists it in ``Effect`` and ``ALL_EFFECTS``; the
engine resolves it in ``engine.hand_exile``.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import NO_FILTER, Filter, TargetSpec


@dataclass(frozen=True, slots=True)
class ExileFromHand:
    """Thought-Knot Seer: "... reveals their hand. You choose a nonland card ... exile it".

    The whole text: "Target opponent reveals their hand. You choose a nonland card from it
    and exile that card." (CR 701.20a reveal, 406.3 exile).

    The controller of the effect chooses one card matching ``filter`` from ``player``'s
    hand; it is exiled (not discarded: no madness, no discard trigger, CR 701.9a).

    ``until_leaves``: "Exile that card until ~ leaves the battlefield" (Kitesail Freebooter,
    CR 610.3): the card returns to its owner's hand when the source leaves; nothing is
    exiled if the source has already left (CR 610.3c). Tidehollow Sculler's two triggers
    ("... Exile that card." / "When ~ leaves the battlefield, return the exiled card to its
    owner's hand.") compile to the same, weaker only if the Sculler leaves first.
    """

    player: TargetSpec
    filter: Filter = NO_FILTER
    #: Deep-Cavern Bat: "look at target opponent's hand. You may exile a nonland card from it
    #: until ~ leaves the battlefield." (CR 610.3: the card returns to its owner's hand when
    #: the source leaves; if the source left first, nothing is exiled, CR 610.3c).
    until_leaves: bool = False
