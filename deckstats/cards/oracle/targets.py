"""Target and object phrases of Oracle text -> ``Target`` / ``Ref`` values (CR 115).

``parse_target("target creature an opponent controls")`` returns
``Target(TargetKind.CREATURE, Controller.OPPONENT)``; phrases outside the recognised
grammar return ``None`` so the sentence is reported, never guessed.
"""

from __future__ import annotations

import re
from dataclasses import replace

from deckstats.cards.model import (
    ALL_COLORS,
    NO_COLOR,
    NO_SUPERTYPE,
    NO_TYPE,
    CardType,
    Color,
    Keyword,
    Supertype,
)
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import (
    ANY_TARGET,
    NO_FILTER,
    NO_TARGET_KIND,
    Controller,
    Filter,
    Ref,
    Target,
    TargetKind,
    TargetSpec,
)

_KIND_WORDS: dict[str, tuple[TargetKind, CardType]] = {
    "creature": (TargetKind.CREATURE, CardType.CREATURE),
    "planeswalker": (TargetKind.PLANESWALKER, CardType.PLANESWALKER),
    "battle": (TargetKind.BATTLE, CardType.BATTLE),
    "artifact": (TargetKind.ARTIFACT, CardType.ARTIFACT),
    "enchantment": (TargetKind.ENCHANTMENT, CardType.ENCHANTMENT),
    "land": (TargetKind.LAND, CardType.LAND),
    "permanent": (TargetKind.PERMANENT, NO_TYPE),
    "player": (TargetKind.PLAYER, NO_TYPE),
    "spell": (TargetKind.SPELL, NO_TYPE),
}

#: Colour words of Oracle text.
COLOR_WORDS = {
    "white": Color.W,
    "blue": Color.U,
    "black": Color.B,
    "red": Color.R,
    "green": Color.G,
}

_TYPE_WORDS: dict[str, CardType] = {
    "creature": CardType.CREATURE,
    "artifact": CardType.ARTIFACT,
    "enchantment": CardType.ENCHANTMENT,
    "land": CardType.LAND,
    "planeswalker": CardType.PLANESWALKER,
    "instant": CardType.INSTANT,
    "sorcery": CardType.SORCERY,
    "battle": CardType.BATTLE,
}

_CONTROLLER_SUFFIX = [
    (" you control", Controller.YOU),
    (" you don't control", Controller.OPPONENT),
    (" an opponent controls", Controller.OPPONENT),
    (" your opponents control", Controller.OPPONENT),
]

_WITH = [
    # "spell with mana value 2" (Spell Snare): exactly N, the two bounds at once
    (re.compile(r" with mana value (\d+)$"), "mana_value"),
    (re.compile(r" with mana value (\d+) or less$"), "max_mana_value"),
    (re.compile(r" with mana value (\d+) or greater$"), "min_mana_value"),
    (re.compile(r" with power (\d+) or greater$"), "min_power"),
    (re.compile(r" with power (\d+) or less$"), "max_power"),
    (re.compile(r" with toughness (\d+) or less$"), "max_toughness"),
    (re.compile(r" with power or toughness (\d+) or less$"), "max_power_or_toughness"),
    (re.compile(r" with (no) counters on it$"), "no_counters"),  # Heartless Act (CR 122.1)
    (re.compile(r" with an? ([a-z]+) counter on it$"), "counter"),  # Floodpits Drowner
    # Cut Down (CR 208.1: the two numbers of a creature's power and toughness)
    (re.compile(r" with total power and toughness (\d+) or less$"), "max_total_pt"),
]

#: "creature with flying" / "creature without flying" (Roast, Plummet): keyword abilities
#: a filter can require or exclude (CR 702; the object's current keywords, CR 613.1f).
_KEYWORD_WORDS = {
    "flying": Keyword.FLYING,
    "reach": Keyword.REACH,
    "haste": Keyword.HASTE,
    "vigilance": Keyword.VIGILANCE,
    "defender": Keyword.DEFENDER,
    "menace": Keyword.MENACE,
    "first strike": Keyword.FIRST_STRIKE,
    "double strike": Keyword.DOUBLE_STRIKE,
    "trample": Keyword.TRAMPLE,
    "deathtouch": Keyword.DEATHTOUCH,
    "lifelink": Keyword.LIFELINK,
    "indestructible": Keyword.INDESTRUCTIBLE,
    "hexproof": Keyword.HEXPROOF,
}
_WITH_KEYWORD = re.compile(r" with(out)? (" + "|".join(_KEYWORD_WORDS) + r")$")

#: "nonlegendary", "nonbasic", "nonsnow": supertypes a filter excludes (CR 205.4).
_SUPERTYPE_WORDS = {
    "legendary": Supertype.LEGENDARY,
    "basic": Supertype.BASIC,
    "snow": Supertype.SNOW,
}


#: Words naming several subtypes: "outlaw" (Shoot the Sheriff's "non-outlaw creature"; CR
#: 700.15, not in seeds: Assassins, Mercenaries, Pirates, Rogues and Warlocks).
_SUBTYPE_GROUPS = {"outlaw": ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")}

#: "creature or planeswalker that's green or white" (Noxious Grasp): a colour requirement.
_THATS_COLOR = re.compile(
    r" that's ((?:white|blue|black|red|green)(?:(?:,|,? or) (?:white|blue|black|red|green))*)$"
)


def _adjectives(words: list[str]) -> tuple[dict[str, object], bool]:
    """Read adjectives before the noun: nonland, nonblack, tapped, attacking, basic, colours."""
    fields: dict[str, object] = {}
    not_type = NO_TYPE
    not_colors = NO_COLOR
    colors = NO_COLOR
    supertypes = NO_SUPERTYPE
    not_supertypes = NO_SUPERTYPE
    stripped = [x.rstrip(",") for x in words]
    if " ".join(stripped[:3]) == "attacking or blocking":
        fields["in_combat"] = True  # CR 506.4: an attacking or a blocking creature
        stripped = stripped[3:]
    # "blue or black creature" (Cavern Harpy): a colour alternative, Filter.colors is "any of"
    stripped = [
        w
        for i, w in enumerate(stripped)
        if not (
            w == "or"
            and 0 < i < len(stripped) - 1
            and stripped[i - 1] in COLOR_WORDS
            and stripped[i + 1] in COLOR_WORDS
        )
    ]
    not_subtypes: list[str] = []
    all_types = NO_TYPE
    for w in stripped:
        if w.startswith("non-") and (w[4:] in _SUBTYPE_GROUPS or _SUBTYPE_WORD.fullmatch(w[4:])):
            not_subtypes.extend(_SUBTYPE_GROUPS.get(w[4:], (w[4:],)))  # CR 205.3
        elif w.startswith("non") and w[3:] in _TYPE_WORDS:
            not_type |= _TYPE_WORDS[w[3:]]
        elif w.startswith("non") and w[3:] in COLOR_WORDS:
            not_colors |= COLOR_WORDS[w[3:]]
        elif w in COLOR_WORDS:
            colors |= COLOR_WORDS[w]
        elif w == "colorless":
            not_colors |= ALL_COLORS  # CR 105.2c: a colourless object has no colour
        elif w == "tapped":
            fields["tapped"] = True
        elif w == "untapped":
            fields["tapped"] = False
        elif w == "attacking":
            fields["attacking"] = True
        elif re.fullmatch(r"\d+/1", w):  # "target 1/1 creature" (Pendelhaven): toughness >= 1
            p = int(w.split("/")[0])
            fields.update(min_power=p, max_power=p, max_toughness=1)
        elif w in _TYPE_ADJECTIVES:
            all_types |= _TYPE_ADJECTIVES[w]  # "artifact creature": both types (CR 205.2a)
        elif w in ("token", "nontoken"):
            fields["token"] = w == "token"  # CR 111.1: "a nontoken artifact" (Thopter Foundry)
        elif w in _SUPERTYPE_WORDS:
            supertypes |= _SUPERTYPE_WORDS[w]
        elif w.startswith("non") and w[3:] in _SUPERTYPE_WORDS:
            not_supertypes |= _SUPERTYPE_WORDS[w[3:]]
        else:
            return fields, False
    if not_type:
        fields["not_type"] = not_type
    if not_colors:
        fields["not_colors"] = not_colors
    if colors:
        fields["colors"] = colors
    if supertypes:
        fields["supertypes"] = supertypes
    if not_supertypes:
        fields["not_supertypes"] = not_supertypes
    if not_subtypes:
        fields["not_subtypes"] = tuple(not_subtypes)
    if all_types:
        fields["all_types"] = all_types
    return fields, True


#: Card types read as adjectives before another type's noun ("target artifact creature").
_TYPE_ADJECTIVES = {
    "artifact": CardType.ARTIFACT,
    "enchantment": CardType.ENCHANTMENT,
    "land": CardType.LAND,
}


_NOUN = r"(?:creature|planeswalker|battle|artifact|enchantment|land|permanent|player|spell)s?"
_NOUNS = re.compile(rf"((?:{_NOUN})(?:(?:, or |, and/or |, | or | and/or )(?:{_NOUN}))*)$")


_SUBTYPE_WORD = re.compile(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)?")
#: Creature types alone as the noun: "Spirit", "Lizard, Mouse, Otter, or Raccoon" (CR 205.3m).
_SUBTYPE_NOUNS = re.compile(r"((?:[A-Z][a-z]+)(?:(?:, or |, | or )[A-Z][a-z]+)*)")


#: A permanent card (CR 110.4a): one of the card types of permanents ("any of").
_PERMANENT_CARD = (
    CardType.ARTIFACT
    | CardType.CREATURE
    | CardType.ENCHANTMENT
    | CardType.LAND
    | CardType.PLANESWALKER
    | CardType.BATTLE
)


def card_filter(adjectives: str) -> Filter | None:
    """``"noncreature, nonland"`` / ``"creature"`` -> a ``Filter`` for cards (hand, library)."""
    words = [x.rstrip(",") for x in adjectives.split()]
    historic = "historic" in words  # CR 700.6: an artifact, a legendary or a Saga
    words = [w for w in words if w != "historic"]
    types = NO_TYPE
    rest = []
    subtypes: list[str] = []
    for i, w in enumerate(words):
        between_types = 0 < i < len(words) - 1 and {words[i - 1], words[i + 1]} <= set(_TYPE_WORDS)
        if w == "or" and between_types:
            continue  # "instant or sorcery card": Filter.card_type is "any of" these
        if w in _TYPE_WORDS:
            types |= _TYPE_WORDS[w]
        elif w == "permanent":
            types |= _PERMANENT_CARD  # "a Rebel permanent card" (Ramosian Sergeant; CR 110.4a)
        elif _SUBTYPE_WORD.fullmatch(w) and not w.startswith("Non"):
            subtypes.append(w)  # "Zombie card" (Lord of the Undead): a subtype (CR 205.3)
        else:
            rest.append(w)
    if len(subtypes) > 1:
        return None  # "Elf Warrior card" would need both subtypes; Filter holds "any of"
    fields, ok = _adjectives(rest)
    if not ok:
        return None
    more = {"card_type": types, "subtypes": tuple(subtypes), "any_of": HISTORIC if historic else ()}
    fields.update({k: v for k, v in more.items() if v})
    return Filter(**fields) if fields else NO_FILTER  # type: ignore[arg-type]


#: "historic" (CR 700.6): artifacts, legendaries and Sagas (``Filter.any_of``).
HISTORIC = (
    Filter(card_type=CardType.ARTIFACT),
    Filter(supertypes=Supertype.LEGENDARY),
    Filter(subtypes=("Saga",)),
)


def _controller_suffix(p: str) -> tuple[str, Controller]:
    """The phrase without its "you control" / "an opponent controls" suffix, and whose."""
    for suffix, ctl in _CONTROLLER_SUFFIX:
        if p.endswith(suffix):
            return p[: -len(suffix)], ctl
    return p, Controller.ANY


_TOKEN_NOUN = re.compile(r"(.*\b(?:creature|artifact|enchantment|permanent)) tokens?")


def _object_phrase(phrase: str) -> tuple[TargetKind, Controller, Filter] | None:
    """Parse ``"nonland permanent an opponent controls"`` and the like (no article)."""
    p, controller = _controller_suffix(phrase.strip())
    extra: dict[str, object] = {}
    tok = _TOKEN_NOUN.fullmatch(p)
    if tok:  # "creature token" (Sheoldred's Edict): a token of that type (CR 111.1)
        p = tok.group(1)
        extra["token"] = True
    thats = _THATS_COLOR.search(p)
    if thats:
        colors = NO_COLOR
        for word in re.findall(r"white|blue|black|red|green", thats.group(1)):
            colors |= COLOR_WORDS[word]
        extra["colors"] = colors
        p = p[: thats.start()]
    for rx, field_name in _WITH:
        m = rx.search(p)
        if m:
            if field_name == "mana_value":
                extra["min_mana_value"] = extra["max_mana_value"] = int(m.group(1))
            elif field_name == "no_counters":
                extra["no_counters"] = True
            elif field_name == "counter":
                extra["counter"] = m.group(1)
            else:
                extra[field_name] = int(m.group(1))
            p = p[: m.start()]
            break
    else:
        m = _WITH_KEYWORD.search(p)
        if m:
            extra["not_keywords" if m.group(1) else "keywords"] = _KEYWORD_WORDS[m.group(2)]
            p = p[: m.start()]
    if controller == Controller.ANY:
        # "creature an opponent controls with mana value 3 or less" (Glass Casket)
        p, controller = _controller_suffix(p)
    # "noncreature artifact or noncreature enchantment" (Haywire Mite): one adjective for both
    p = re.sub(r"^(\w+) (\w+) or \1 (\w+)$", r"\1 \2 or \3", p)
    words = p.split()
    if not words:
        return None
    # "creature or planeswalker", "artifact or enchantment", "artifact, enchantment, or land"
    noun_part = " ".join(words)
    m = _NOUNS.search(noun_part)
    if not m:
        return _creature_types(noun_part, controller, extra)
    nouns = [n.removesuffix("s") for n in re.split(r", or |, and/or |, | or | and/or ", m.group(1))]
    rest = noun_part[: m.start()].split()
    named_types: tuple[str, ...] = ()
    if rest and _SUBTYPE_WORD.fullmatch(rest[-1]) and rest[-1] not in _NOT_CREATURE_TYPES:
        # (a plural noun follows a singular creature type: "Zombie creature cards")
        named_types = (rest.pop(),)  # "Goblin creature" (CR 205.3m)
    fields, ok = _adjectives(rest)
    if not ok:
        return None
    if named_types:
        fields["subtypes"] = named_types  # CR 205.3m: "any of" reads one subtype
    fields.update(extra)
    kinds = NO_TARGET_KIND
    for n in nouns:
        kinds |= _KIND_WORDS[n][0]
    if kinds & TargetKind.PLAYER and fields:
        return None
    return kinds, controller, Filter(**fields) if fields else NO_FILTER  # type: ignore[arg-type]


_SUBTYPE = r"[A-Z][a-z]+(?:-[A-Z][a-z]+)?"
_SUBTYPE_NOUN = re.compile(
    rf"(?:(.+?) )??((?:{_SUBTYPE}, )*(?:{_SUBTYPE},? or )?{_SUBTYPE})"
    r"(?: (creature|artifact|enchantment|permanent))?"
)


def _subtype_phrase(phrase: str) -> tuple[TargetKind, Controller, Filter] | None:
    """``"Elf"`` / ``"attacking Assembly-Worker"`` / ``"Goblin creature you control"``.

    CR 205.3: a subtype names the permanents that have it, "target Elf" any permanent with the
    subtype Elf (Wirewood Lodge), "target Blinkmoth creature" a creature with it (Blinkmoth
    Nexus); the adjectives and controller suffixes are those of other object phrases.
    """
    p, controller = _controller_suffix(phrase)
    m = _SUBTYPE_NOUN.fullmatch(p)
    if not m:
        return None
    # "Lizard, Mouse, Otter, or Raccoon" (Rockface Village): any of them (Filter.subtypes)
    names = tuple(re.split(r",? or |, ", m.group(2)))
    if any(n.startswith("Non") or re.search(r"[^su]s$", n) for n in names):
        return None  # a plural ("all Humans") is the caller's to read as a group
    fields, ok = _adjectives(m.group(1).split() if m.group(1) else [])
    if not ok:
        return None
    kind = _KIND_WORDS[m.group(3)][0] if m.group(3) else TargetKind.PERMANENT
    return kind, controller, Filter(subtypes=names, **fields)  # type: ignore[arg-type]


#: Subtypes that are not creature types (CR 205.3g-j): never read as "target <creature type>".
_NOT_CREATURE_TYPES = frozenset(
    (
        "Aura",
        "Equipment",
        "Vehicle",
        "Saga",
        "Class",
        "Role",
        "Food",
        "Treasure",
        "Clue",
        "Blood",
        "Map",
        "Gold",
        "Powerstone",
        "Incubator",
        "Curse",
        "Shrine",
        "Cartouche",
        "Rune",
        "Background",
        "Gate",
        "Desert",
        "Cave",
        "Sphere",
        "Lair",
        "Locus",
        "Town",
        "Mine",
        "Tower",
    )
)


def _creature_types(
    noun_part: str, controller: Controller, extra: dict[str, object]
) -> tuple[TargetKind, Controller, Filter] | None:
    """A creature of any of the creature types named as the noun (CR 205.3m), or ``None``.

    "Mouse", "Spirit", "Lizard, Mouse, Otter, or Raccoon".
    """
    m = _SUBTYPE_NOUNS.fullmatch(noun_part)
    if not m:
        return None
    named = tuple(re.split(r", or |, | or ", m.group(1)))
    if any(n in _NOT_CREATURE_TYPES or n.endswith("s") for n in named):
        return None  # not a creature type, or a plural ("destroy all Humans": not read here)
    return TargetKind.CREATURE, controller, Filter(subtypes=named, **extra)  # type: ignore[arg-type]


_GRAVEYARD_CARD = re.compile(
    r"(?:(.+) )?(cards?)(?: with mana value (\d+)( or less)?)? from (a|an opponent's|your) "
    r"graveyard"
)
_BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_LAND_TYPE_NOUN = re.compile(r"(?:(.+) )?(Plains|Islands?|Swamps?|Mountains?|Forests?)")


def _land_type_phrase(phrase: str) -> tuple[Controller, Filter] | None:
    """``"Forest"`` / ``"untapped Island you control"`` -> a land filter by basic land type.

    CR 205.3i, 305.6: "target Forest" is a land with the subtype Forest (Arbor Elf), basic
    or not; the adjectives and controller suffixes are those of other target phrases.
    """
    p, controller = _controller_suffix(phrase)
    m = _LAND_TYPE_NOUN.fullmatch(p)
    if not m:
        return None
    noun = m.group(2)
    subtype = noun if noun == "Plains" else noun.removesuffix("s")
    fields, ok = _adjectives(m.group(1).split() if m.group(1) else [])
    if not ok or "colors" in fields or "not_colors" in fields or "not_type" in fields:
        return None
    return controller, Filter(subtypes=(subtype,), **fields)  # type: ignore[arg-type]


_TYPE_WORD = r"(?:creature|artifact|enchantment|instant|sorcery|planeswalker|battle)"
_SPELL_TYPES = re.compile(rf"({_TYPE_WORD}(?:(?:, or |, | or ){_TYPE_WORD})*) spell")
_ABILITY_WORDS = {
    "activated": TargetKind.ACTIVATED_ABILITY,
    "triggered": TargetKind.TRIGGERED_ABILITY,
}
#: "target activated or triggered ability" (Stifle), "target triggered ability or colorless
#: spell" (Consign to Memory): abilities on the stack (CR 113.7), maybe with a spell.
_ABILITY_PHRASE = re.compile(
    r"((?:activated|triggered)(?: or (?:activated|triggered))?) ability(?: or (.+ spell))?"
)
_COUNT = re.compile(rf"^(?:(up to) )?({NUMBER}) target (.+)$")
_OTHER = re.compile(rf"(another |(?:up to {NUMBER}|any) other )(target.*)")


def _ability_target(ability: re.Match[str], count: int, up_to: bool) -> Target | None:
    """The target of "target activated or triggered ability [or <spell>]"."""
    kinds = NO_TARGET_KIND
    for word in re.split(r" or |, ", ability.group(1)):
        kinds |= _ABILITY_WORDS[word]
    flt = NO_FILTER
    if ability.group(2):
        spell_part = _object_phrase(ability.group(2))
        if spell_part is None or spell_part[0] != TargetKind.SPELL or spell_part[1]:
            return None
        kinds |= TargetKind.SPELL
        flt = spell_part[2]
    return Target(kinds, filter=flt, count=count, up_to=up_to)


#: Untargeted references by their words (CR 115.10); "it" is the source, "that creature"
#: the object its trigger names.
_REFS: dict[str, Ref] = {
    "~": Ref.SELF,
    "it": Ref.SELF,
    "you": Ref.YOU,
    "each opponent": Ref.EACH_OPPONENT,
    "each player": Ref.EACH_PLAYER,
    "each creature": Ref.EACH_CREATURE,
    "all creatures": Ref.EACH_CREATURE,
    "each other creature": Ref.EACH_OTHER_CREATURE,
    "all other creatures": Ref.EACH_OTHER_CREATURE,
    "creatures you control": Ref.CREATURES_YOU_CONTROL,
    "permanents you control": Ref.PERMANENTS_YOU_CONTROL,
    "each creature you control": Ref.CREATURES_YOU_CONTROL,
    "each creature you don't control": Ref.CREATURES_OPPONENTS_CONTROL,
    "each creature your opponents control": Ref.CREATURES_OPPONENTS_CONTROL,
    "creatures your opponents control": Ref.CREATURES_OPPONENTS_CONTROL,
    "creatures you don't control": Ref.CREATURES_OPPONENTS_CONTROL,
    "enchanted creature": Ref.ENCHANTED_OR_EQUIPPED,
    "equipped creature": Ref.ENCHANTED_OR_EQUIPPED,
    "defending player": Ref.DEFENDING_PLAYER,
    "that creature": Ref.TRIGGERING_OBJECT,
}


def _owned_target(p: str) -> Target | None:
    """The phrase "another target creature you own" (Charming Prince; CR 108.3)."""
    mine = parse_target(p.removesuffix(" you own") + " you control")
    if not isinstance(mine, Target) or mine.controller != Controller.YOU:
        return None
    return replace(mine, filter=replace(mine.filter, owned=True))


def _stack_ability_target(rest: str, count: int, up_to: bool) -> tuple[bool, Target | None]:
    """The words after "target " that name abilities on the stack [or a spell] (CR 113.7).

    Returns whether the words are such a phrase, and its target (``None``: not compiled).
    """
    # "activated ability, triggered ability, or legendary spell" (Tale's End): one list
    rest = re.sub(
        r"^activated ability, triggered ability, or ", "activated or triggered ability or ", rest
    )
    if rest == "spell, activated ability, or triggered ability":  # Ertai Resurrected
        kinds = TargetKind.SPELL | _ABILITY_WORDS["activated"] | _ABILITY_WORDS["triggered"]
        return True, Target(kinds, count=count, up_to=up_to)
    ability = _ABILITY_PHRASE.fullmatch(rest.removesuffix(" you don't control"))
    if not ability:
        return False, None
    got = _ability_target(ability, count, up_to)
    if got is not None and rest.endswith(" you don't control"):  # Nimble Obstructionist
        got = replace(got, controller=Controller.OPPONENT)
    return True, got


def parse_target(phrase: str) -> TargetSpec | None:
    """Return the ``Target`` or ``Ref`` a phrase names, or ``None`` if not recognised.

    Handles "any target", "target <adjectives> <noun>[ or <noun>] [you control | an
    opponent controls | with power N or greater ...]", "up to N target ...", "target
    opponent", "target spell", "target noncreature spell", and the references "you",
    "~", "it", "each opponent", "each creature", "each player".
    """
    p = phrase.strip()
    if p in _REFS:
        return _REFS[p]
    if p.endswith(" you own") and "target " in p:
        return _owned_target(p)
    if p == "any target":
        return ANY_TARGET
    other = _OTHER.fullmatch(p)
    if other:
        # "another target creature", "up to one other target nonland permanent", "any other
        # target" (CR 109.1, 115.1): never the source itself (``Target.other``)
        head = "" if other.group(1) == "another " else other.group(1).removesuffix("other ")
        spec = parse_target(head + other.group(2))
        return replace(spec, other=True) if isinstance(spec, Target) else None
    up_to = False
    count = 1
    m = _COUNT.match(p)
    if m:
        up_to = m.group(1) is not None
        n = number(m.group(2))
        if not isinstance(n, int):
            return None
        count = n
        p = "target " + m.group(3)
    if p.startswith("another target "):
        got = parse_target(p.removeprefix("another "))  # Vizier of Tumbling Sands
        return replace(got, other=True) if isinstance(got, Target) else None
    if not p.startswith("target "):
        return None
    rest = p[len("target ") :]
    if "ability" in rest:
        matched, got = _stack_ability_target(rest, count, up_to)
        if matched:
            return got
    typed = re.fullmatch(r"(.+? spell)( with .+)", rest)  # "creature spell with power ..."
    spell = _SPELL_TYPES.fullmatch(typed.group(1) if typed else rest)
    if spell:
        types = NO_TYPE
        for word in re.split(r", or |, | or ", spell.group(1)):
            types |= _TYPE_WORDS[word]
        quality = _object_phrase("permanent" + typed.group(2)) if typed else None
        if typed and (quality is None or quality[0] != TargetKind.PERMANENT or quality[1]):
            return None
        spell_filter = replace(quality[2], card_type=types) if quality else Filter(card_type=types)
        return Target(TargetKind.SPELL, filter=spell_filter, count=count, up_to=up_to)
    if rest == "opponent":
        return Target(TargetKind.PLAYER, Controller.OPPONENT, count=count, up_to=up_to)
    if rest.endswith(" from graveyards"):  # "up to two target cards from graveyards": any one's
        rest = rest.removesuffix("graveyards") + "a graveyard"
    grave = _GRAVEYARD_CARD.fullmatch(rest)
    if grave:
        # "target card from a graveyard" (CR 115.1, 404.1): a card in its owner's graveyard
        flt = card_filter(grave.group(1) or "")
        if flt is None:
            return None
        if grave.group(3):
            flt = replace(flt, max_mana_value=int(grave.group(3)))  # Unearth
            if not grave.group(4):  # "with mana value 1" (Abiding Grace): exactly
                flt = replace(flt, min_mana_value=int(grave.group(3)))
        whose = {"a": Controller.ANY, "an opponent's": Controller.OPPONENT, "your": Controller.YOU}
        ctl = whose[grave.group(5)]
        return Target(TargetKind.CARD_IN_GRAVEYARD, ctl, flt, count=count, up_to=up_to)
    land = _land_type_phrase(rest)
    if land is not None:
        return Target(TargetKind.LAND, land[0], land[1], count=count, up_to=up_to)
    parsed = _object_phrase(rest) or _subtype_phrase(rest)
    if parsed is None:
        return None
    kinds, controller, flt = parsed
    return Target(kinds, controller, flt, count=count, up_to=up_to)
