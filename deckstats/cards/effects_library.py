"""Effect values of library moves of round 38 (issue 26, helper ``zones``).

Part of the effect vocabulary (``cards/effects.py`` lists them in ``Effect`` and
``ALL_EFFECTS`` through ``LibraryEffect`` and ``LIBRARY_EFFECTS``); resolved by
``engine/library_moves.py``; compiled by ``oracle/library_lines.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from deckstats.cards.counts import Count
from deckstats.cards.effects_hands import HAND_EFFECTS, HandEffect
from deckstats.cards.targets import NO_FILTER, Filter, Ref, TargetSpec

if TYPE_CHECKING:
    from deckstats.cards.effects import SearchLibrary


@dataclass(frozen=True, slots=True)
class RevealUntil:
    """The player reveals cards from the top of their library until one matches ``filter``.

    CR 701.20a (reveal), 401.3. The first matching card goes to ``found_to``; every other
    card revealed this way goes to ``rest_to`` (``"bottom"``: in a random order, CR
    401.4's "any order" read the same way). With no match the whole library is revealed
    and all of it goes to ``rest_to``. "Reveal cards from the top of your library until you
    reveal a basic land card. Put that card into your hand and all other cards revealed this
    way into your graveyard." (Hermit Druid), "target player reveals cards ... until they
    reveal a land card, then puts those cards into their graveyard" (Balustrade Spy:
    ``found_to="graveyard"``), "Put that card into your hand and the rest on the bottom of
    your library in a random order" (Page, Loose Leaf).
    """

    filter: Filter
    player: TargetSpec = Ref.YOU
    found_to: Literal["hand", "battlefield", "graveyard"] = "hand"
    rest_to: Literal["bottom", "graveyard", "exile"] = "bottom"


@dataclass(frozen=True, slots=True)
class MillTake:
    """Mill ``count`` cards, then take up to ``take`` matching ``filter`` from among them.

    CR 701.17 (mill): the cards are put into the graveyard first (they were in the
    graveyard, so "leaves your graveyard" abilities see them go); only those still there can
    be taken (one exiled instead by a replacement was never milled). "Mill four cards. You
    may put a permanent card from among the cards milled this way into your hand."
    (Malevolent Rumble; ``optional``), "You may return a creature card with mana value 2 or
    less from among them to the battlefield." (Tyvar, Jubilant Brawler; ``to_battlefield``).
    """

    count: int
    filter: Filter
    take: int = 1
    to_battlefield: bool = False
    optional: bool = True


@dataclass(frozen=True, slots=True)
class ExileNamed:
    """Exile every card with a name from a player's graveyard, hand and library; they shuffle.

    CR 701.23 (search), 201.2 (same name), 701.24 (shuffle). The name comes from:

    - ``"target"``: the target card in a graveyard (``target``), whose owner is searched:
      "Choose target card in a graveyard other than a basic land card. Search its owner's
      graveyard, hand, and library for any number of cards with the same name as that card
      and exile them. Then that player shuffles." (Surgical Extraction, Extirpate; "any
      number" is taken as all of them, the reason to cast it);
    - ``"hand"``: the target player (``target``) reveals their hand and the controller
      chooses a card matching ``filter`` from it (Lobotomy);
    - ``"graveyard"``: every card of the target player's graveyard matching ``filter`` is
      exiled, then the library copies of each (Haunting Echoes: the hand is not searched).
    """

    target: TargetSpec
    mode: Literal["target", "hand", "graveyard"] = "target"
    filter: Filter = NO_FILTER


@dataclass(frozen=True, slots=True)
class AddManaCount:
    """A spell adds one ``symbol`` mana for each thing ``count`` counts (CR 106.1, 608.2h).

    "Add {B} for each creature card in your graveyard." (Songs of the Damned), "Add {R}{R},
    then add {R} for each card named ~ in each graveyard." (Rite of Flame: an ``AddMana``
    then this). The count is read as the spell resolves; counts of permanents in mana
    abilities are ``AddManaFor``'s (a mana source of the automatic payer).
    """

    symbol: str
    count: Count


@dataclass(frozen=True, slots=True)
class SearchSplit:
    """Search for up to two cards: one onto the battlefield tapped, the other into the hand.

    CR 701.23: "Search your library for up to two basic land cards, reveal those cards, put
    one onto the battlefield tapped and the other into your hand, then shuffle." (Cultivate,
    Kodama's Reach, Flare of Cultivation). The first card chosen enters the battlefield.
    """

    filter: Filter


@dataclass(frozen=True, slots=True)
class SearchBounded:
    """A library search for cards with mana value at most a count, read as it resolves.

    CR 701.23, 608.2h: "Search your library for a card with mana value less than or equal to
    the number of lands you control, ..." (Beseech the Queen), "... a creature card with mana
    value X or less, where X is 2 plus the sacrificed creature's mana value. Put that card
    onto the battlefield, then shuffle." (Eldritch Evolution).
    """

    search: SearchLibrary
    count: Count


#: The zones helper's round-38 effects (re-exported by ``cards.effects``).
LIBRARY_EFFECTS = (
    RevealUntil,
    MillTake,
    ExileNamed,
    AddManaCount,
    SearchSplit,
    SearchBounded,
    *HAND_EFFECTS,
)
LibraryEffect = (
    RevealUntil | MillTake | ExileNamed | AddManaCount | SearchSplit | SearchBounded | HandEffect
)
