"""Effect values of round 40's zone moves by a chosen name, and clash (issue 26, ``zones``).

Listed in ``cards.effects`` through ``effects_library.LIBRARY_EFFECTS``; resolved by
``engine/named_moves.py``; compiled by ``oracle/named_lines.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deckstats.cards.targets import Filter, Ref, TargetSpec


@dataclass(frozen=True, slots=True)
class RevealUntilNamed:
    """Choose a card name; reveal cards from the top of your library until one has it.

    CR 201.3 (choose a card name), CR 701.20a (reveal): "Choose a card name. Reveal cards from
    the top of your library until you reveal a card with the chosen name. Put that card into
    your hand and exile all other cards revealed this way. You lose 1 life for each card
    exiled this way." (Spoils of the Vault: ``life_per_exiled``), "Choose a card name. Exile
    the top six cards of your library, then reveal cards ..." (Demonic Consultation:
    ``exile_first``). With no card of that name the whole library is exiled.
    """

    exile_first: int = 0
    life_per_exiled: int = 0


@dataclass(frozen=True, slots=True)
class ExileChosenName:
    """Choose a card name; exile up to ``up_to`` cards with it from a player's zones.

    CR 201.3, 701.23: "Choose a card name. Search target opponent's graveyard, hand, and
    library for up to four cards with that name and exile them. That player shuffles, then
    draws a card for each card exiled from their hand this way." (Unmoored Ego:
    ``draw_per_hand``). The name is chosen among the names public information shows
    (``engine.modifiers.name_options``), hand copies first.
    """

    player: TargetSpec = Ref.EACH_OPPONENT
    up_to: int = 4
    draw_per_hand: bool = False


@dataclass(frozen=True, slots=True)
class Clash:
    """Clash with an opponent; ``then`` happens if you win (CR 701.30).

    "Clash with an opponent. If you win, return Recross the Paths to its owner's hand."
    Each clashing player reveals their top card, then puts it on the top or the bottom of
    their library; a player wins if their card had a higher mana value (CR 701.30b-c).
    """

    then: tuple[Any, ...] = ()
    #: "If you win, return ~ to its owner's hand": the resolving spell goes to the hand
    #: instead of the graveyard (CR 608.2n).
    return_self: bool = False


@dataclass(frozen=True, slots=True)
class SearchExileCast:
    """Search for a card of mana value up to a count, exile it, shuffle; cast it free.

    CR 701.23, 608.2h: "Converge — Search your library for a creature, instant, or sorcery
    card with mana value less than or equal to the number of colors of mana spent to cast
    this spell, exile that card, then shuffle. You may cast that card without paying its
    mana cost." (Bring to Light; CR 207.2c converge, 118.9 casting without paying). A card
    not cast stays in exile.
    """

    filter: Filter
    count: Any


@dataclass(frozen=True, slots=True)
class EachReturnsChosenType:
    """Each player chooses a creature type; all creature cards of those types return.

    CR 205.3m, 101.4: "Each player chooses a creature type. Each player returns all creature
    cards of a type chosen this way from their graveyard to the battlefield." (Patriarch's
    Bidding): the choices are made in turn order (APNAP), then every player's matching
    creature cards enter at once (CR 110.2).
    """


#: The zones helper's round-40 effects (in ``effects_library.LIBRARY_EFFECTS``).
NAMED_EFFECTS = (RevealUntilNamed, ExileChosenName, Clash, SearchExileCast, EachReturnsChosenType)
NamedEffect = RevealUntilNamed | ExileChosenName | Clash | SearchExileCast | EachReturnsChosenType

__all__ = [
    "NAMED_EFFECTS",
    "Clash",
    "EachReturnsChosenType",
    "ExileChosenName",
    "NamedEffect",
    "RevealUntilNamed",
    "SearchExileCast",
]
