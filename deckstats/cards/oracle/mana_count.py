"""Oracle templates for mana abilities whose amount is a count (``fx.AddManaFor``).

- "Add {G} for each Elf you control." (Elvish Archdruid, Rofellos: "Forest")
- "Add {G} for each creature you control." (Gaea's Cradle)
- "Add {G} for each Elf on the battlefield." (Priest of Titania)
- "Add {G} for each creature with defender you control." (Overgrown Battlement)
- "Add X mana of any one color, where X is the number of enchantments you control."
  (Sanctum Weaver)
- "Choose a color. Add an amount of mana of that color equal to your devotion to that color."
  (Nykthos, Shrine to Nyx; CR 700.5): ``AddManaFor(devotion=True)``
- "Choose a color. Add an amount of mana of that color equal to the number of creatures you
  control of the chosen type." (Three Tree City; CR 607.2d): the creature filter names the
  ``CHOSEN_TYPE`` marker, replaced as the land enters (``engine.chosen_type``)
- "Add {C}. If a card is exiled with ~, add {C}{C} instead." (Ugin's Labyrinth; CR 607.2a):
  ``AddManaIfControl(imprinted=True)``, the card exiled by its imprint trigger
  (Sanctum Weaver); "... in any combination of colors, ..." (Axebane Guardian)
- "Add X mana in any combination of {U} and/or {R}, where X is ~'s power." (Vivi Ornitier):
  ``AddManaFor(self_power=True, combination=True)``

CR 106.1, 605.1a: a mana ability; the count is taken on resolution (CR 608.2h).
"""

from __future__ import annotations

import re

from deckstats.cards.effects import AddManaFor, AddManaIfControl
from deckstats.cards.effects_act import AddOneAmong
from deckstats.cards.model import KEYWORD_NAMES, CardType
from deckstats.cards.oracle.chosen_type import CHOSEN_TYPE
from deckstats.cards.oracle.statics import singular
from deckstats.cards.oracle.targets import card_filter
from deckstats.cards.targets import NO_FILTER, Filter

_FOR_EACH = re.compile(
    r"Add \{([WUBRGC])\} for each ([A-Za-z ]+?) (you control|on the battlefield)\."
)
_ANY_ONE = re.compile(
    r"Add X mana (of any one color|in any combination of colors), where X is the number of "
    r"([A-Za-z ]+?) "
    r"(you control|on the battlefield)\."
)
_SELF_POWER = re.compile(
    r"Add X mana in any combination of \{([WUBRG])\} and/or \{([WUBRG])\}, where X is ~'s "
    r"power\."
)
_TYPES = {"creature": CardType.CREATURE, "artifact": CardType.ARTIFACT, "land": CardType.LAND}


def _counted(words: str) -> Filter | None:
    """``"Elf"`` / ``"enchantments"`` / ``"creature with defender"`` -> a filter."""
    m = re.fullmatch(r"(\w+) with (\w+)", words)
    if m:
        kw = KEYWORD_NAMES.get(m.group(2))
        kind = _TYPES.get(singular(m.group(1)))
        return None if kw is None or kind is None else Filter(card_type=kind, keywords=kw)
    flt = card_filter(" ".join(singular(w) for w in words.split()))
    return None if flt is None or flt == NO_FILTER else flt


def mana_count_effect(sentence: str) -> AddManaFor | AddOneAmong | None:
    """The counted mana of one sentence, or ``None`` when it is not one of these templates."""
    m = _SELF_POWER.fullmatch(sentence)
    if m:  # Vivi Ornitier: a colour of the two for each mana
        return AddManaFor(NO_FILTER, colors=m[1] + m[2], combination=True, self_power=True)
    m = _FOR_EACH.fullmatch(sentence)
    if m:
        flt = _counted(m.group(2))
        everyone = m.group(3) == "on the battlefield"
        return None if flt is None else AddManaFor(flt, symbol=m.group(1), everyone=everyone)
    m = _ANY_ONE.fullmatch(sentence)
    if m:
        flt = _counted(m.group(2))
        everyone = m.group(3) == "on the battlefield"
        mix = m.group(1) != "of any one color"  # Axebane Guardian: a colour for each mana
        return (
            None
            if flt is None
            else AddManaFor(flt, colors="WUBRG", everyone=everyone, combination=mix)
        )
    from deckstats.cards.oracle.act_lines import mana_among

    return mana_among(sentence)  # "any color among ...", "any type that a land could produce"


_INSTEAD = re.compile(
    r"Add ((?:\{[WUBRGC]\})+)\. If you control an? ((?:Urza's )?[A-Z][\w-]+) and an? "
    r"((?:Urza's )?[A-Z][\w-]+), add ((?:\{[WUBRGC]\})+) instead\."
)


_IMPRINTED = "Add {C}. If a card is exiled with ~, add {C}{C} instead."
_DEVOTION = (
    "Choose a color. Add an amount of mana of that color equal to your devotion to that color."
)


_OF_CHOSEN_TYPE = (
    "Choose a color. Add an amount of mana of that color equal to the number of creatures you "
    "control of the chosen type."
)


_REVEALED = re.compile(
    r"Reveal any number of ([a-z ]+?) cards in your hand\. Add ((\{[WUBRGC]\})\3*) for each "
    r"card revealed this way\."
)


def counted_body_effect(body: str) -> AddManaFor | AddManaIfControl | None:
    """A whole ability body of counted mana: the Tron lands' or Nykthos's devotion (CR 700.5).

    "Reveal any number of artifact cards in your hand. Add {C}{C} for each card revealed this
    way." (Metalworker, CR 701.20a): ``AddManaFor(in_hand=True)``, two mana per card.
    """
    m = _REVEALED.fullmatch(body)
    if m:
        flt = card_filter(m.group(1))
        if flt is None or flt == NO_FILTER:
            return None
        each = m.group(2).count("{")
        return AddManaFor(flt, symbol=m.group(3)[1], in_hand=True, each=each)
    if body == _DEVOTION:
        return AddManaFor(NO_FILTER, colors="WUBRG", devotion=True)
    if body == _OF_CHOSEN_TYPE:  # Three Tree City (CR 607.2d: the type chosen as it entered)
        return AddManaFor(
            Filter(card_type=CardType.CREATURE, subtypes=(CHOSEN_TYPE,)), colors="WUBRG"
        )
    if body == _IMPRINTED:  # Ugin's Labyrinth (CR 607.2a: linked to its imprint trigger)
        return AddManaIfControl("C", "CC", (), imprinted=True)
    return mana_if_control_effect(body)


def mana_if_control_effect(body: str) -> AddManaIfControl | None:
    """The Tron lands' mana as ``AddManaIfControl``; else ``None``.

    "Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C}
    instead." (Urza's Mine). The named things are subtypes (the last word: "Power-Plant",
    CR 205.3i); the mana is all of one kind.
    """
    m = _INSTEAD.fullmatch(body)
    if not m:
        return None
    base = m.group(1).replace("{", "").replace("}", "")
    more = m.group(4).replace("{", "").replace("}", "")
    if len(set(base + more)) != 1:
        return None
    subtypes = (m.group(2).split()[-1], m.group(3).split()[-1])
    return AddManaIfControl(base, more, subtypes)


__all__ = ["counted_body_effect", "mana_count_effect", "mana_if_control_effect"]
