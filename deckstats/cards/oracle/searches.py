"""What a library search looks for: the card phrases of real decks' tutors (CR 701.23).

``effects._search`` reads the land searches itself ("a basic land card", "a Forest or
Plains card"); the phrases it does not know come here (issue 26, point 4):

- a card qualified by colour and type words, with an optional mana-value bound:
  "a green creature card" (Summoner's Pact), "a creature card with mana value 1 or less"
  (Ranger-Captain of Eos), "an instant or sorcery card" (Mystical Tutor's cousins);
- "up to three cards named ~" (Squadron Hawk; CR 201.2): a name filter whose ``"~"`` the
  engine reads as the searching object's name, "reveal them, put them into your hand";
- "an artifact card with mana cost {0} or {1}" (Urza's Saga, chapter III; CR 202.1): a
  mana cost made of at most one generic mana, so a colourless nonland artifact with mana
  value 0 or 1. (An ``{X}`` artifact such as Stonecoil Serpent has mana value 0 in the
  library, CR 202.3e, and would be found too: it enters with X = 0, which gains nothing.)
"""

from __future__ import annotations

import re
from dataclasses import replace

from deckstats.cards.model import ALL_COLORS, CardType
from deckstats.cards.oracle.targets import card_filter
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import Filter

_QUALIFIED = re.compile(r"an? ([\w ,]+?) card(?: with mana value (\d+) or less)?")
_NAMED = re.compile(rf"up to ({NUMBER}) cards named ~")
_CHEAP_ARTIFACT = "an artifact card with mana cost {0} or {1}"


def search_spec(what: str) -> tuple[Filter, int] | None:
    """The ``Filter`` and count of a searched-for card phrase (the words after "for")."""
    if what == _CHEAP_ARTIFACT:
        flt = Filter(
            card_type=CardType.ARTIFACT,
            not_type=CardType.LAND,  # an artifact land has no mana cost (CR 202.1b)
            not_colors=ALL_COLORS,
            max_mana_value=1,
        )
        return flt, 1
    m = _NAMED.fullmatch(what)
    if m:
        n = number(m.group(1))
        return (Filter(name="~"), n) if isinstance(n, int) and n > 1 else None
    m = _QUALIFIED.fullmatch(what)
    if not m:
        return None
    found = card_filter(m.group(1))
    if found is None:
        return None
    return (replace(found, max_mana_value=int(m.group(2))) if m.group(2) else found), 1


#: Where the found cards go when several are searched for ("reveal them, put them ...").
PLURAL_DESTINATIONS = {
    "reveal them, put them into your hand": ("hand", False),
    "put them into your hand": ("hand", False),
    "put them onto the battlefield": ("battlefield", False),
    "put them onto the battlefield tapped": ("battlefield", True),
}
