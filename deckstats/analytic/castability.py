"""Castability warnings: spells the deck's mana can never, or only rarely, pay for.

``deck check`` and every simulating command print these before anything else (issue 30):
a spell whose colour no land or mana source of the deck makes can never be cast; a
spell castable by the turn ``mana value + 2`` in under half the games on the play (the
exact figure of ``deckstats hands``' model, ``exact.castable_on_curve``) is rarely cast.
The exact figure needs lands-only mana; a deck with nonland mana or MDFC lands gets the
"never" check only (its sampled figures are in ``deckstats hands``).

The figure is for the printed mana cost. A spell with another way to be cast gets no
warning it might not deserve: one with an alternative cost (CR 118.9: Fireblast's two
Mountains, Force of Will's blue card, evoke, suspend) gets none at all, and one whose cost
shrinks as the game goes (delve CR 702.66, affinity CR 702.41, convoke CR 702.51, improvise
CR 702.126, "costs {1} less for each ...", CR 601.2f) gets the "no source of its colour" check
only.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from deckstats.analytic.deckmodel import AnalyticError, DeckModel, SpellReq, mask_letters
from deckstats.analytic.exact import cards_seen, castable_on_curve
from deckstats.cards.costs import AlternativeCost, Suspend
from deckstats.cards.model import CardDef, Keyword
from deckstats.cards.modifiers import CostChange

__all__ = ["RARELY_BELOW", "SLACK_TURNS", "Castability", "castability", "castability_lines"]

#: Turns past the mana value by which a spell should be castable (the turn checked).
SLACK_TURNS = 2
#: Below this chance (on the play, by mana value + ``SLACK_TURNS``) a spell is "rarely" cast.
RARELY_BELOW = 0.5

_COLOR_NAMES = {
    "W": "white",
    "U": "blue",
    "B": "black",
    "R": "red",
    "G": "green",
    "C": "colourless",
}


@dataclass(frozen=True)
class Castability:
    """One spell the deck's mana cannot pay for often enough.

    Attributes:
        name: the card name; ``cost`` its printed cost; ``copies`` its copies.
        missing: colour letters no source of the deck makes ("" when it has them all).
        turn: the turn checked (mana value + ``SLACK_TURNS``).
        p_play: exact P(castable by ``turn`` on the play), ``None`` when not computed.
    """

    name: str
    cost: str
    copies: int
    missing: str
    turn: int
    p_play: float | None

    @property
    def never(self) -> bool:
        """True when the spell can never be cast with the deck's sources."""
        return bool(self.missing) or self.p_play == 0.0

    def line(self) -> str:
        """One warning line, with the figure."""
        what = f"{self.copies} {self.name} ({self.cost})"
        if self.missing:
            colours = " or ".join(_COLOR_NAMES[c] for c in self.missing)
            return f"warning: {what} can never be cast: the deck has no {colours} source"
        chance = f"{100 * (self.p_play or 0.0):.1f}%"
        verdict = "can never be cast" if self.never else "is rarely castable"
        return (
            f"warning: {what} {verdict}: {chance} castable by turn {self.turn} on the play "
            "(exact, as `deckstats hands`)"
        )


def _all_sources(model: DeckModel) -> int:
    """Every colour bit some land, MDFC land face or nonland mana source can make."""
    mask = model.colors
    for m in model.mdfc_lands:
        mask |= m
    for accel in model.accelerants:
        mask |= accel.colors
    return mask


#: Keywords that pay part of a spell's cost with something other than mana.
_SHRINKING = Keyword.DELVE | Keyword.AFFINITY | Keyword.CONVOKE | Keyword.IMPROVISE


def _other_ways(card: CardDef) -> int:
    """2: the card can be cast without its mana cost; 1: its cost can shrink; 0: neither."""
    faces = card.faces or (card,)
    if any(isinstance(c, (AlternativeCost, Suspend)) for f in faces for c in f.costs):
        return 2
    for f in faces:
        if f.keywords & _SHRINKING:
            return 1
        if any(isinstance(m, CostChange) and m.amount < 0 for m in f.modifiers):
            return 1
    return 0


def _check(
    model: DeckModel, spell: SpellReq, sources: int, threshold: float, ways: int
) -> Castability | None:
    turn = spell.turn + SLACK_TURNS
    missing = mask_letters(spell.colors & ~sources)
    if ways == 2:
        return None
    if missing:
        return Castability(spell.name, spell.cost, spell.copies, missing, turn, None)
    if ways or not model.lands_only or cards_seen(turn, True) > model.size:
        return None
    p, _ = castable_on_curve(model, spell, True, by_turn=turn)
    if p >= threshold:
        return None
    return Castability(spell.name, spell.cost, spell.copies, "", turn, p)


def castability(
    cards: Sequence[CardDef], name: str = "deck", threshold: float = RARELY_BELOW
) -> list[Castability]:
    """The spells of a main deck (one ``CardDef`` per card) never or rarely castable.

    In the deck's spell order (mana value, then name); empty for an empty deck.
    """
    try:
        model = DeckModel.from_cards(cards, name)
    except AnalyticError:
        return []
    sources = _all_sources(model)
    ways = {c.name: _other_ways(c) for c in cards}
    found = (
        _check(model, spell, sources, threshold, ways.get(spell.name, 0)) for spell in model.spells
    )
    return [c for c in found if c is not None]


def castability_lines(cards: Sequence[CardDef], name: str = "deck") -> list[str]:
    """The warning lines of ``castability``: one per spell, with its figure."""
    return [c.line() for c in castability(cards, name)]
