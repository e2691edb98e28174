"""Oracle lines -> casting and activation modifiers (``cards.modifiers``; CR 601.2f, 602.5).

``modifier_line`` compiles one normalised line (``~`` for the card's name) into the
``Modifier`` values it states, or returns ``None`` when no template covers it (the line
then stays unparsed, and the card is partial). The templates:

- "<quality> spells [you cast | your opponents cast] cost {N} more/less to cast."
- "This spell / ~ costs {N} less to cast for each <permanent> you control."
- "Affinity for <permanents>" other than artifacts (CR 702.41a).
- "As long as ~ is untapped, each spell that would cost less than <N> mana to cast costs <N>
  mana to cast." (Trinisphere)
- "Each player / Each opponent / Your opponents can't cast more than one [<quality>] spell
  each turn."
- "Each opponent / Your opponents can cast spells only any time they could cast a sorcery."
- "Activated abilities of <permanents> can't be activated." and "Activated abilities of
  sources with the chosen name can't be activated [unless they're mana abilities]."

>>> modifier_line("Red spells you cast cost {1} less to cast.")[0].amount
-1
"""

from __future__ import annotations

import re

from deckstats.cards.dsl import Static
from deckstats.cards.effects import Condition
from deckstats.cards.model import NO_KEYWORD, CardType
from deckstats.cards.modifiers import (
    ActivationLock,
    CastLimit,
    CostChange,
    MinimumCost,
    Modifier,
    PlayerShield,
    SorceryTimingOnly,
)
from deckstats.cards.oracle.targets import card_filter
from deckstats.cards.oracle.text import NUMBER, keyword_flags, number
from deckstats.cards.targets import NO_FILTER, Filter, Ref

_WHO_CASTS = {
    "": Ref.EACH_PLAYER,
    "you cast": Ref.YOU,
    "your opponents cast": Ref.EACH_OPPONENT,
    "an opponent casts": Ref.EACH_OPPONENT,
}
_WHO_PLAYERS = {
    "Each player": Ref.EACH_PLAYER,
    "Each opponent": Ref.EACH_OPPONENT,
    "Your opponents": Ref.EACH_OPPONENT,
}

_COST_CHANGE = re.compile(
    r"(?P<quality>[A-Z][\w ,-]*? )?[Ss]pells(?: (?P<who>you cast|your opponents cast))? "
    r"cost \{(?P<n>\d+)\} (?P<dir>more|less) to cast\."
)
_SELF_PER = re.compile(
    r"(?:This spell|~) costs \{(?P<n>\d+)\} less to cast for each (?P<what>.+?) you control\."
)
_SELF_GRAVE = re.compile(
    r"(?:This spell|~) costs \{(?P<n>\d+)\} less to cast for each (?P<what>[a-z ]+?) cards? "
    r"in your graveyard\."
)
_AFFINITY = re.compile(r"Affinity for (?P<what>[a-z]+s|[A-Z]\w+)")
_MINIMUM = re.compile(
    rf"As long as ~ is untapped, each spell that would cost less than (?P<n>{NUMBER}) mana "
    rf"to cast costs (?P<m>{NUMBER}) mana to cast\."
)
_ONE_SPELL = re.compile(
    r"(?P<who>Each player|Each opponent|Your opponents) can't cast more than one "
    r"(?:(?P<quality>[a-z]+) )?spell each turn\."
)
_NAMED_TAX = re.compile(
    r"Spells(?: (?P<who>you cast|your opponents cast))? with the chosen name cost "
    r"\{(?P<n>\d+)\} more to cast\."
)
_SORCERY_ONLY = re.compile(
    r"(?P<who>Each opponent|Your opponents) can cast spells only any time they could cast "
    r"a sorcery\."
)
_LOCK = re.compile(
    r"Activated abilities of (?P<what>.+?) can't be activated"
    r"(?P<mana> unless they're mana abilities)?\."
)
_CHOOSE_NAME = re.compile(
    r"As ~ enters, (?:look at an opponent's hand, then )?choose (?:a|any) (?:nonland )?card name\."
)


def _spell_quality(words: str | None) -> Filter | None:
    if not words:
        return NO_FILTER
    w = words.strip().lower().replace(" and ", " or ")
    return card_filter(w)


_TYPE_WORDS = {
    "artifact": CardType.ARTIFACT,
    "creature": CardType.CREATURE,
    "enchantment": CardType.ENCHANTMENT,
    "land": CardType.LAND,
    "planeswalker": CardType.PLANESWALKER,
}


def _permanents(words: str) -> Filter | None:
    """``"artifact"``, ``"artifacts"``, ``"Equipment"`` -> a battlefield Filter.

    A list of card types ("artifacts, creatures, and planeswalkers": Clarion Conqueror) is
    a filter of any one of them.
    """
    w = words.strip()
    parts = re.split(r", and |, | and ", w)
    if len(parts) > 1:
        types = [_TYPE_WORDS.get(p.removesuffix("s")) for p in parts]
        if any(t is None for t in types):
            return None
        union = CardType(0)
        for t in types:
            union |= t or CardType(0)
        return Filter(card_type=union)
    if w in ("artifact", "artifacts"):
        return Filter(card_type=CardType.ARTIFACT)
    if w in ("creature", "creatures"):
        return Filter(card_type=CardType.CREATURE)
    if w in ("attacking creature", "attacking creatures"):
        return Filter(card_type=CardType.CREATURE, attacking=True)  # Embercleave
    if w in ("land", "lands"):
        return Filter(card_type=CardType.LAND)
    if w in ("enchantment", "enchantments"):
        return Filter(card_type=CardType.ENCHANTMENT)
    if w == "Equipment":
        return Filter(subtypes=("Equipment",))
    m = re.fullmatch(r"([A-Z][a-z]+?)s?", w)
    if m:
        return Filter(subtypes=(m.group(1),))
    return None


def modifier_line(line: str) -> tuple[Modifier, ...] | None:
    """The modifiers one normalised Oracle line states, or ``None`` if no template matches."""
    m = _COST_CHANGE.fullmatch(line)
    if m and not line.startswith(("This spell", "~")):
        flt = _spell_quality(m.group("quality"))
        if flt is None:
            return None
        n = int(m.group("n"))
        amount = n if m.group("dir") == "more" else -n
        return (CostChange(amount, flt, _WHO_CASTS[m.group("who") or ""]),)
    if re.fullmatch(
        r"(?:This spell|~) costs \{1\} less to cast for each basic land type among lands you "
        r"control\.",
        line,
    ):
        return (CostChange(-1, NO_FILTER, Ref.SELF, domain=True),)  # domain
    if re.fullmatch(
        r"(?:This spell|~) costs \{1\} less to cast for each card type among cards in your "
        r"graveyard\.",
        line,
    ):
        return (CostChange(-1, NO_FILTER, Ref.SELF, card_types=True),)  # Emrakul, the Promised End
    if line == "Your opponents can't cast spells during your turn.":
        return (CastLimit(0, NO_FILTER, Ref.EACH_OPPONENT, during_your_turn=True),)
    m = _SELF_GRAVE.fullmatch(line)
    if m:
        flt = card_filter(m.group("what").replace(" and ", " or "))
        if flt is None:
            return None
        return (CostChange(-int(m.group("n")), NO_FILTER, Ref.SELF, flt, in_graveyard=True),)
    m = _SELF_PER.fullmatch(line)
    if m:
        per = _permanents(m.group("what"))
        if per is None:
            return None
        return (CostChange(-int(m.group("n")), NO_FILTER, Ref.SELF, per),)
    m = _AFFINITY.fullmatch(line)
    if m and m.group("what") != "artifacts":
        per = _permanents(m.group("what"))
        if per is None:
            return None
        return (CostChange(-1, NO_FILTER, Ref.SELF, per),)  # CR 702.41a
    m = _MINIMUM.fullmatch(line)
    if m and m.group("n") == m.group("m"):
        least = number(m.group("n"))
        if not isinstance(least, int):
            return None
        return (MinimumCost(least, while_untapped=True),)
    m = _ONE_SPELL.fullmatch(line)
    if m:
        flt = _spell_quality(m.group("quality"))
        if flt is None:
            return None
        return (CastLimit(1, flt, _WHO_PLAYERS[m.group("who")]),)
    if line == "Spells with the chosen name can't be cast.":
        return (CastLimit(0, NO_FILTER, Ref.EACH_PLAYER, chosen_name=True),)  # Meddling Mage
    m = _NAMED_TAX.fullmatch(line)
    if m:
        who = _WHO_CASTS[m.group("who") or ""]
        return (CostChange(int(m.group("n")), NO_FILTER, who, chosen_name=True),)
    m = _SORCERY_ONLY.fullmatch(line)
    if m:
        return (SorceryTimingOnly(_WHO_PLAYERS[m.group("who")]),)
    if line in ("You have hexproof.", "You have shroud."):
        return (PlayerShield(shroud=line == "You have shroud."),)  # CR 702.11d, 702.18
    m = _LOCK.fullmatch(line)
    if m:
        what = m.group("what")
        if what == "sources with the chosen name":
            return (ActivationLock(chosen_name=True, except_mana=bool(m.group("mana"))),)
        theirs = what.endswith(" your opponents control")
        flt = _permanents(what.removesuffix(" your opponents control"))
        if flt is None or m.group("mana"):
            return None
        return (ActivationLock(sources=flt, opponents=theirs),)
    from deckstats.cards.oracle.evasion import evasion_line
    from deckstats.cards.oracle.flash_grants import flash_grant_line

    return flash_grant_line(line) or evasion_line(line)  # "~ can't be blocked by ..." (CR 509.1b)


_STATIC_CONDITIONS = (
    Condition.METALCRAFT,
    Condition.DELIRIUM,
    Condition.THRESHOLD,
    Condition.DESCEND_4,
    Condition.DESCEND_8,
    Condition.HELLBENT,
)
_AS_LONG_AS_FIRST = re.compile(
    r"As long as (?P<cond>.+?), ~ gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+)(?: and has (?P<kw>.+))?\."
)
_AS_LONG_AS_LAST = re.compile(
    r"~ gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+)(?: and has (?P<kw>.+?))? as long as (?P<cond>.+)\."
)


def conditional_static_line(line: str) -> Static | None:
    """CR 604.2: "[As long as <condition>, ]~ gets +N/+M [and has <keywords>][ as long as ...]".

    The condition is one of the ability-word conditions the engine checks continuously
    (metalcraft, delirium, threshold, descend, hellbent): Carapace Forger, Werebear.
    """
    from deckstats.cards.oracle.effects import CONDITION_TEXTS

    m = _AS_LONG_AS_FIRST.fullmatch(line) or _AS_LONG_AS_LAST.fullmatch(line)
    if not m:
        return None
    cond = next(
        (c for c in _STATIC_CONDITIONS if m.group("cond") in CONDITION_TEXTS.get(c, ())), None
    )
    if cond is None:
        return None
    kw = NO_KEYWORD
    if m.group("kw"):
        got = keyword_flags(m.group("kw"))
        if got is None:
            return None
        kw = got
    return Static(
        int(m.group("p")), int(m.group("t")), kw, applies_to=Ref.SELF, condition=int(cond)
    )


def chooses_name_line(line: str) -> bool:
    """CR 607.2d: "As ~ enters, choose a card name" (Pithing Needle, Phyrexian Revoker)."""
    return bool(_CHOOSE_NAME.fullmatch(line))


__all__ = ["chooses_name_line", "conditional_static_line", "modifier_line"]
