"""Effect values of library moves of round 38 (issue 26, helper ``zones``).

Part of the effect vocabulary (``cards/effects.py`` lists them in ``Effect`` and
``ALL_EFFECTS`` through ``LibraryEffect`` and ``LIBRARY_EFFECTS``); resolved by
``engine/library_moves.py``; compiled by ``oracle/library_lines.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from deckstats.cards.counts import Count
from deckstats.cards.effects_hands import HAND_EFFECTS, HandEffect
from deckstats.cards.effects_moves import MOVE_EFFECTS, MoveEffect
from deckstats.cards.effects_named import NAMED_EFFECTS, NamedEffect
from deckstats.cards.targets import NO_FILTER, Filter, Ref, TargetSpec


@dataclass(frozen=True, slots=True)
class RevealUntil:
    """The player reveals cards from the top of their library until one matches ``filter``.

    CR 701.20a (reveal), CR 401.3. The first matching card goes to ``found_to``; every other
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
    optional: bool = True
    take: int = 1
    to_battlefield: bool = False


@dataclass(frozen=True, slots=True)
class ExileNamed:
    """Exile every card with a name from a player's graveyard, hand and library; they shuffle.

    CR 701.23 (search), CR 201.2 (same name), CR 701.24 (shuffle). The name comes from:

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
class DigOne:
    """Look at the top ``look``; one matching card may go to ``to``; the rest go away.

    CR 401.3, 110.2. "You may put a land card from among them onto the battlefield tapped.
    If you don't, put a card from among them into your hand." (Planar Genesis: ``tapped``,
    ``otherwise_hand``); "You may put a creature card from among them onto the battlefield.
    If that card has mana value 3 or less, it enters with three additional +1/+1 counters on
    it." (Turntimber Symbiosis: ``bonus_counters``, ``bonus_max_mv``; CR 614.1c); "You may
    put one of those cards back on top of your library. Put the rest into your graveyard."
    (Gutless Plunderer: ``to="top"``). The rest go on the bottom in a random order or into
    the graveyard (``rest_to``).
    """

    look: int
    filter: Filter = NO_FILTER
    to: Literal["battlefield", "top"] = "battlefield"
    tapped: bool = False
    otherwise_hand: bool = False
    bonus_counters: int = 0
    bonus_max_mv: int = 0
    rest_to: Literal["bottom", "graveyard"] = "bottom"
    #: "Look at the top three cards of target player's library. Put one of them back and the
    #: rest into that player's graveyard." (Dimir Charm): whose library (a player ``Target``;
    #: the controller chooses), and ``must``: one card is put back (no "may").
    player: TargetSpec = Ref.YOU
    must: bool = False


@dataclass(frozen=True, slots=True)
class SearchSameName:
    """Reveal a card from your hand; search for a card with the same name; put it into hand.

    CR 701.20a, 701.23, 201.2: "Reveal a card from your hand. Search your library for a card
    with the same name as that card, reveal it, put it into your hand, then shuffle."
    (Infernal Tutor). The revealed card is the one whose copy the player wants: the choice is
    among the library's cards sharing a name with a card in hand.
    """


@dataclass(frozen=True, slots=True)
class IfTargetAtMost:
    """``then`` (naming the spell's target) only if that target's quality is at most a count.

    The count is read as the spell resolves. CR 608.2c, 608.2h: "Destroy target nonblack
    creature if its toughness is less than or equal to the number of cards in your
    graveyard." (Ghastly Demise), "Exile target creature if its
    mana value is less than or equal to the number of Plains you control." (Lay Down Arms).
    The target is chosen as the spell is cast (``then``'s, CR 601.2c).
    """

    then: tuple[Any, ...]
    quality: Literal["power", "toughness", "mana value"]
    count: Count


#: The zones helper's round-38 effects (re-exported by ``cards.effects``).
LIBRARY_EFFECTS = (
    RevealUntil,
    MillTake,
    ExileNamed,
    AddManaCount,
    SearchSplit,
    DigOne,
    SearchSameName,
    IfTargetAtMost,
    *HAND_EFFECTS,
    *MOVE_EFFECTS,
    *NAMED_EFFECTS,
)
LibraryEffect = (
    RevealUntil
    | MillTake
    | ExileNamed
    | AddManaCount
    | SearchSplit
    | DigOne
    | SearchSameName
    | IfTargetAtMost
    | HandEffect
    | MoveEffect
    | NamedEffect
)
