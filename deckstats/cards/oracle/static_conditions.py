"""Conditional and counting static abilities (CR 604.2, 611.3a) of Oracle text.

``presence_static_line`` compiles one normalised line (``~`` for the card's name) into a
``dsl.Static`` with a requirement or a count (``cards.presence``):

- "~ gets +1/+2 as long as you control a Forest." (Kird Ape, Wild Nacatl);
  "~ has deathtouch as long as you control three or more other snow permanents."
  (Ice-Fang Coatl); "As long as you control an artifact, ~ gets +1/+0 and has haste."
  (Goblin Tomb Raider); "... another Merfolk or an Island" (Kumena's Speaker);
- "... as long as there are N or more <quality> cards in your graveyard" (Ghitu
  Lavarunner, Elvish Reclaimer) and the ability-word conditions (delirium, threshold,
  metalcraft, ...: Dragon's Rage Channeler, Putrid Imp);
- states of the source: "as long as it's your turn" (Thrun), "as long as it's untapped"
  (Paradise Druid), "as long as ~ is attacking" (Adanto Vanguard); "During your turn, ...";
- counts: "~ gets +1/+1 for each land card in your graveyard" (Knight of the Reliquary),
  "Enchanted creature gets +1/+1 for each enchantment you control and has first strike"
  (Ethereal Armor), "... for each other enchantment on the battlefield" (Ancestral Mask);
- "As long as you control four or more Humans, Humans you control get +2/+2." (Greymond).

The keywords a line may grant are those the engine reads through ``Game.keywords`` on the
battlefield (``_HONOURED``); a line granting another (cascade, ward, protection,
landwalk) stays unparsed: a partial card may lose power, never gain it.
"""

from __future__ import annotations

import re
from dataclasses import replace

from deckstats.cards.dsl import EntersTapped, Static
from deckstats.cards.effects import Condition
from deckstats.cards.model import NO_COLOR, NO_KEYWORD, CardType, Color, Keyword, Supertype
from deckstats.cards.oracle.cost_qualities import QUALITY_WORDS
from deckstats.cards.oracle.parts import Parts
from deckstats.cards.oracle.statics import singular
from deckstats.cards.oracle.targets import COLOR_WORDS, card_filter
from deckstats.cards.oracle.text import NUMBER, keyword_flags, number
from deckstats.cards.presence import (
    ATTACKING,
    BATTLEFIELD,
    EVERYONE,
    GRAVEYARD,
    UNTAPPED,
    YOUR_TURN,
    YOURS,
    Count,
)
from deckstats.cards.targets import NO_FILTER, Filter, Ref

#: Keywords the engine reads from ``Game.keywords`` (granted ones included, CR 613.1f).
_HONOURED = (
    Keyword.FLYING
    | Keyword.REACH
    | Keyword.HASTE
    | Keyword.VIGILANCE
    | Keyword.DEFENDER
    | Keyword.MENACE
    | Keyword.FIRST_STRIKE
    | Keyword.DOUBLE_STRIKE
    | Keyword.TRAMPLE
    | Keyword.DEATHTOUCH
    | Keyword.LIFELINK
    | Keyword.INDESTRUCTIBLE
    | Keyword.HEXPROOF
    | Keyword.SHROUD
    | Keyword.FEAR
    | Keyword.INTIMIDATE
    | Keyword.SHADOW
    | Keyword.HORSEMANSHIP
    | Keyword.CANT_BLOCK
    | Keyword.CANT_ATTACK
    | Keyword.UNBLOCKABLE
    | Keyword.ATTACKS_EACH_COMBAT
)

#: Clauses after the keywords that set a flag (CR 509.1a, 508.1d).
_LANDWALKS = {
    "islandwalk": "Island",
    "swampwalk": "Swamp",
    "forestwalk": "Forest",
    "mountainwalk": "Mountain",
    "plainswalk": "Plains",
}


def landwalk_static(word: str) -> Static:
    """CR 702.14: printed "Islandwalk" as a static of the object itself, with its land type."""
    return Static(applies_to=Ref.SELF, landwalk=_LANDWALKS[word.lower()])


_FLAG_CLAUSES = {
    "can't attack or block": Keyword.CANT_ATTACK | Keyword.CANT_BLOCK,
    "can't attack": Keyword.CANT_ATTACK,
    "can't block": Keyword.CANT_BLOCK,
    "attacks each combat if able": Keyword.ATTACKS_EACH_COMBAT,
}

_TYPE_NOUNS = {
    "artifact": CardType.ARTIFACT,
    "creature": CardType.CREATURE,
    "enchantment": CardType.ENCHANTMENT,
    "land": CardType.LAND,
    "planeswalker": CardType.PLANESWALKER,
    "permanent": CardType(0),
}
_ADJECTIVES = {"snow": Supertype.SNOW, "basic": Supertype.BASIC, "legendary": Supertype.LEGENDARY}

_LINE = re.compile(
    r"(?:(?:As long as|During) (?P<c1>.+?), )?"
    r"(?P<who>~|it|Enchanted creature|Equipped creature|All creatures"
    r"|All [A-Z]\w+(?: creatures)?"
    r"|(?:Other )?[A-Z][\w ]*? you control|(?:Other )?[A-Z][\w ]*?) "
    r"(?P<body>(?:gets?|has|have|can't) .+?)"
    r"(?: as long as (?P<c2>.+))?\."
)
_PT = re.compile(
    r"gets? (?:an additional )?(?P<p>[+-]\d+)/(?P<t>[+-]\d+)(?: for each (?P<per>.+?))?"
    r"(?:(?:,| and) (?P<rest>(?:has|have|can't|attacks) .+))?"
)
_GRAVEYARD = re.compile(
    rf"(?:there are )?(?P<n>{NUMBER}) or more (?P<what>[\w/ ]*?)cards? (?:are )?in your graveyard"
)
_CONTROL = re.compile(
    rf"you control (?:(?P<n>{NUMBER}) or more |at least (?P<n2>{NUMBER}) |an? "
    r"|(?P<another>another ))"
    r"(?P<other>other )?(?P<what>.+)"
)


_PER_PERMANENT = re.compile(
    r"(?P<other>other )?(?P<what>.+?) (?P<where>you control|on the battlefield)"
)


def _noun_filter(words: str) -> Filter | None:
    """``"Forest"``, ``"snow permanents"``, ``"Merfolk or an Island"`` -> a printed filter."""
    types = CardType(0)
    subtypes: list[str] = []
    supertypes = Supertype(0)
    for alt in re.split(r" or (?:an? )?|, (?:or )?(?:an? )?|and/or ", words.strip()):
        parts = alt.split()
        if not parts:
            return None
        *adjs, noun = parts
        for adj in adjs:
            if adj not in _ADJECTIVES:
                return None
            supertypes |= _ADJECTIVES[adj]
        key = noun[:-1] if noun.endswith("s") and noun[:-1] in _TYPE_NOUNS else noun
        if key in _TYPE_NOUNS:
            types |= _TYPE_NOUNS[key]
        elif re.fullmatch(r"[A-Z][a-z]+", noun):
            subtypes.append(singular(noun) if noun not in ("Plains",) else noun)
        else:
            return None
    if types and subtypes:
        return None  # "an artifact or a Goblin": a filter holds one kind of "any of"
    return Filter(card_type=types, subtypes=tuple(subtypes), supertypes=supertypes)


def _count(words: str) -> Count | None:
    """The objects after "for each": "<noun> you control / on the battlefield / card in ..."."""
    w = words.strip()
    m = re.fullmatch(r"(?P<other>other )?(?P<what>[\w/ ]+?) cards? in your graveyard", w)
    if m:
        flt = card_filter(m.group("what").replace(" and/or ", " or "))
        if flt is None or m.group("other"):
            return None
        return Count(GRAVEYARD, YOURS, flt)
    m = re.fullmatch(
        r"(?P<other>other )?(?P<what>.+?) (?P<where>you control|on the battlefield)", w
    )
    if not m:
        return None
    flt = _noun_filter(m.group("what").replace(" and/or ", " or "))
    if flt is None:
        return None
    whose = YOURS if m.group("where") == "you control" else EVERYONE
    return Count(BATTLEFIELD, whose, flt, other=bool(m.group("other")))


#: Conditions of the source's state (CR 604.2).
_STATES = {
    "it's your turn": YOUR_TURN,
    "your turn": YOUR_TURN,  # "During your turn, ..."
    "it's untapped": UNTAPPED,
    "~ is untapped": UNTAPPED,
    "it's attacking": ATTACKING,
    "~ is attacking": ATTACKING,
}


def _condition(text: str) -> tuple[int, Count | None, str] | None:
    """An "as long as" condition -> (``Condition`` value, requirement, state), or ``None``."""
    from deckstats.cards.oracle.effects import CONDITION_TEXTS

    if text in _STATES:
        return 0, None, _STATES[text]
    for cond, texts in CONDITION_TEXTS.items():
        if text in texts and cond not in (Condition.ESCAPED, Condition.LAND_ENTERED_THIS_TURN):
            return int(cond), None, ""
    m = _GRAVEYARD.fullmatch(text)
    if m:
        n = number(m.group("n"))
        flt = card_filter(m.group("what").strip().replace(" and/or ", " or "))
        if not isinstance(n, int) or flt is None:
            return None
        return 0, Count(GRAVEYARD, YOURS, flt, at_least=n), ""
    m = _CONTROL.fullmatch(text)
    if m:
        n = number(m.group("n") or m.group("n2") or "1")
        flt = _noun_filter(m.group("what"))
        if not isinstance(n, int) or flt is None:
            return None
        other = bool(m.group("other") or m.group("another"))
        return 0, Count(BATTLEFIELD, YOURS, flt, other=other, at_least=n), ""
    return None


_PROTECTION = re.compile(r"(?P<kws>.+?, (?:and )?|.+? and )?protection from (?P<colors>.+)")


def _protection(text: str) -> tuple[str, Color] | None:
    """Split "first strike and protection from red and from blue": ("first strike", R | U)."""
    m = _PROTECTION.fullmatch(text)
    if not m:
        return text, NO_COLOR
    colors = NO_COLOR
    if m.group("colors") == "all colors":
        return _strip_and(m.group("kws") or ""), Color.W | Color.U | Color.B | Color.R | Color.G
    for word in re.split(r",? and from |, from ", m.group("colors")):
        if word not in COLOR_WORDS:
            return None
        colors |= COLOR_WORDS[word]
    return _strip_and(m.group("kws") or ""), colors


def _strip_and(kws: str) -> str:
    return re.sub(r",? (?:and )?$", "", kws)


_WARD = re.compile(r"(?:(?P<kws>.+?)(?:,? and |, ))?ward \{(?P<n>\d+)\}")


def _split_landwalk(words: str) -> tuple[str, str]:
    """Split off a landwalk: "flying and islandwalk" -> ("flying", "Island") (CR 702.14)."""
    for word, land in _LANDWALKS.items():
        m = re.fullmatch(rf"(?:(?P<kws>.+?)(?:,? and |, ))?{word}", words)
        if m:
            return m.group("kws") or "", land
    return words, ""


def _keywords(rest: str | None) -> tuple[Keyword, Color, int, str] | None:
    """Keyword clauses ("has flying, and attacks each combat if able") -> flags, colours, ward.

    The colours are those of "protection from <colour>[ and from <colour>]" (CR 702.16);
    the ward is the generic mana of "ward {N}" (CR 702.21a).
    """
    if not rest:
        return NO_KEYWORD, NO_COLOR, 0, ""
    walk = ""
    kw = NO_KEYWORD
    colors = NO_COLOR
    ward = 0
    for clause, flag in _FLAG_CLAUSES.items():
        for sep in (", and ", " and ", ""):
            if rest.endswith(sep + clause) and (sep or rest == clause):
                rest = rest[: -len(sep + clause)]
                kw |= flag
                break
    if rest:
        m = re.fullmatch(r"(?:has|have) (.+)", rest)
        split = _protection(m.group(1)) if m else None
        if split is None:
            return None
        words, colors = split
        w = _WARD.fullmatch(words)
        if w:
            words, ward = w.group("kws") or "", int(w.group("n"))
        words, walk = _split_landwalk(words)
        got = keyword_flags(words) if words else NO_KEYWORD
        if got is None:
            return None
        kw |= got
    return (kw, colors, ward, walk) if not kw & ~_HONOURED else None


def _who(words: str) -> tuple[Ref, Filter, bool] | None:
    if words in ("~", "it"):  # "As long as ~ is attacking, it gets +2/+0." (Adanto Vanguard)
        return Ref.SELF, NO_FILTER, False
    if words in ("Enchanted creature", "Equipped creature"):
        return Ref.ENCHANTED_OR_EQUIPPED, NO_FILTER, False
    if words == "All creatures":
        return Ref.EACH_CREATURE, NO_FILTER, False  # Absolute Law (CR 611.3a: every player's)
    every = re.fullmatch(r"All ([A-Z][a-z]+)(?: creatures)?", words)
    if every:  # "All Slivers have shroud." (Crystalline Sliver): every player's, CR 611.3a
        return Ref.EACH_CREATURE, Filter(subtypes=(singular(every.group(1)),)), False
    m = re.fullmatch(r"(Other )?(.+?)( you control)?", words)
    if not m:
        return None
    flt = _group_filter(m.group(2))
    if flt is None:
        return None
    if not m.group(3):
        # CR 611.3a: "Other Goblins get +1/+1" (Goblin King): every player's creatures;
        # only a creature type names such a group here ("White creatures" is static_line's)
        # "White creatures get an additional +1/+1 as long as ..." (Divine Sacrament): a
        # colour, every player's too (round 40)
        colour = flt.colors and flt == Filter(colors=flt.colors)
        if not colour and (not flt.subtypes or flt != Filter(subtypes=flt.subtypes)):
            return None
        return Ref.EACH_CREATURE, flt, bool(m.group(1))
    return Ref.CREATURES_YOU_CONTROL, flt, bool(m.group(1))


#: First words of a group that are qualities, not creature types (CR 205.3m).
_GROUP_QUALITIES = QUALITY_WORDS | frozenset(
    (
        "snow",
        "nonlegendary",
        "attacking",
        "tapped",
        "untapped",
        "nonwhite",
        "nonblue",
        "nonblack",
        "nonred",
        "nongreen",
        "creatures",
        "token",
        "tokens",
        "nontoken",
    )
)


#: Capitalised words before "have"/"get" that name no creature type (CR 205.3): pronouns,
#: card types, and the subtypes of artifacts, enchantments and lands (CR 205.3g-i).
_NOT_CREATURE_WORDS = (
    "You It Each All Your Players Player Opponent Opponents Card Spell Token Permanent "
    "Land Artifact Enchantment Creature Planeswalker Instant Sorcery Battle Kindred "
    "Equipment Vehicle Food Treasure Clue Blood Powerstone Gold Map Incubator Fortification "
    "Aura Saga Class Room Curse Shrine Role Background Case Cartouche Rune "
    "Plains Island Swamp Mountain Forest Gate Cave Desert Lair Locus Mine Tower Sphere Town "
    "Urza's Power-Plant"
)
_NOT_CREATURE_TYPES = frozenset(_NOT_CREATURE_WORDS.split())


def _group_filter(what: str) -> Filter | None:
    """The creatures a group names: "Humans", "Creature tokens", "Other artifact creatures".

    Every object a group static applies to is a creature already (``engine.characteristics``),
    so the noun "creatures" adds nothing; the adjectives narrow (CR 109.2). Qualities that
    read keywords or power are not accepted (a static would read statics: no loop).
    """
    words = what.split()
    if words and words[0].lower() in _GROUP_QUALITIES:
        words[0] = words[0].lower()
    token: bool | None = None
    rest = []
    for w in words:
        if w in ("token", "tokens"):
            token = True
        elif w == "nontoken":
            token = False
        elif w not in ("creature", "creatures"):
            rest.append(w)
    if len(rest) == 1 and re.fullmatch(r"[A-Z][a-z]+", rest[0]):
        # "Humans", "Merfolk", "Elf creatures", "Zombie tokens": a creature type (CR 205.3m)
        kind = singular(rest[0])
        if kind in _NOT_CREATURE_TYPES:
            return None  # "You have hexproof", "Lands you control have ...": not creatures
        return Filter(subtypes=(kind,), token=token)
    flt = card_filter(" ".join(rest)) if rest else Filter()
    if flt is None or flt.keywords or flt.min_power is not None or flt.max_power is not None:
        return None
    return replace(flt, token=token) if token is not None else flt


def presence_static_line(line: str, parts: Parts) -> bool:
    """Compile a conditional or counting static line (module docstring) into ``parts``."""
    m = _LINE.fullmatch(line)
    if not m or (m.group("c1") and m.group("c2")):
        return False
    cond_text = m.group("c1") or m.group("c2")
    if line.startswith("During ") and cond_text != "your turn":
        return False
    who = _who(m.group("who"))
    if who is None:
        return False
    applies_to, flt, other = who
    body = m.group("body")
    pt = _PT.fullmatch(body)
    per: Count | None = None
    if pt:
        power, toughness, rest = int(pt.group("p")), int(pt.group("t")), pt.group("rest")
        if pt.group("per"):
            per = _count(pt.group("per"))
            if per is None:
                return False
    else:
        power = toughness = 0
        rest = body
    grant = _keywords(rest)
    if grant is None or (applies_to is Ref.SELF and per is None and cond_text is None):
        return False  # "~ can't block." is a printed flag (``abilities._KEYWORD_LINES``)
    kw, protection, ward, walk = grant
    cond = _condition(cond_text) if cond_text else (0, None, "")
    if cond is None:
        return False
    condition, requires, state = cond
    parts.statics.append(
        Static(
            power,
            toughness,
            kw,
            applies_to=applies_to,
            filter=flt,
            other=other,
            condition=condition,
            requires=requires,
            per=per,
            state=state,
            protection=protection,
            ward=ward,
            landwalk=walk,
        )
    )
    return True


_IF_LANDS_TAPPED = re.compile(
    rf"If you control (?P<n>{NUMBER}) or more other lands, ~ enters tapped\."
)


#: CR 702.11b: hexproof is exactly "can't be the target of spells or abilities your opponents
#: control" (Thrun, the Last Troll).
_HEXPROOF_WORDS = "~ can't be the target of spells or abilities your opponents control."


#: CR 702.16j: "protection from the chosen player": the player chosen as it enters is an
#: opponent (the only sensible choice in a two-player game); the choice line adds nothing.
_CHOSEN_PLAYER: dict[str, tuple[Static, ...]] = {
    "As ~ enters, choose a player.": (),
    "~ has protection from the chosen player.": (Static(applies_to=Ref.SELF, from_opponents=True),),
}


def conditional_etb_line(line: str, parts: Parts) -> bool:
    """CR 614.1c: "If you control two or more other lands, ~ enters tapped." (Lair of the Hydra).

    The same rule as a fast land's "unless you control N-1 or fewer other lands".
    """
    if line in _CHOSEN_PLAYER:
        parts.statics.extend(_CHOSEN_PLAYER[line])
        return True
    if line == _HEXPROOF_WORDS:
        parts.keywords |= Keyword.HEXPROOF  # (a whole line of the same family)
        return True
    m = _IF_LANDS_TAPPED.fullmatch(line)
    n = number(m.group("n")) if m else None
    if not isinstance(n, int) or n < 1:
        return False
    parts.etb_tapped = EntersTapped(unless_lands_at_most=n - 1)
    return True


__all__ = ["conditional_etb_line", "presence_static_line"]
