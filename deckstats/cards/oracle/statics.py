"""Static abilities (CR 604) and conditional replacements ("... instead") of Oracle text.

Lords and anthems ("Other Goblins you control get +1/+1", ``static_line``),
characteristic-defining P/T (CR 604.3, ``cda_line``) and "deals N damage instead if"
/ "Add {R}{R} instead if" replacements (CR 614.1a). Called by ``compile_lines``
(``oracle/abilities.py``).
"""

from __future__ import annotations

import re

from deckstats.cards.dsl import (
    Static,
)
from deckstats.cards.effects import (
    AddMana,
    Condition,
    Conditional,
    DealDamage,
)
from deckstats.cards.model import (
    NO_KEYWORD,
    Keyword,
    color_from_letter,
)
from deckstats.cards.oracle.effects import _CONDITIONS
from deckstats.cards.oracle.parts import Parts
from deckstats.cards.oracle.text import keyword_flags
from deckstats.cards.targets import (
    NO_FILTER,
    Filter,
    Ref,
)

# -- static abilities (CR 604) ----------------------------------------------------------------

_IRREGULAR_PLURALS = {"Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Merfolk": "Merfolk"}


def singular(word: str) -> str:
    """A creature type's singular ("Elves" -> "Elf", "Goblins" -> "Goblin")."""
    return _IRREGULAR_PLURALS.get(word, word[:-1] if word.endswith("s") else word)


_STATIC = re.compile(
    r"(Other )?(.+?) (?:you control )?(?:get|gets) ([+-]\d+)/([+-]\d+)(?: and (?:have|has) (.+))?\."
)
_STATIC_KW = re.compile(r"(Other )?(.+?) (?:you control )?(?:have|has) (.+)\.")


# Words before "creatures" that are qualities or card types, not creature subtypes (CR 205.3m).
_NOT_SUBTYPES = frozenset(
    (
        "Untapped",
        "Tapped",
        "Attacking",
        "Blocking",
        "Nontoken",
        "Token",
        "Legendary",
        "Nonlegendary",
        "Artifact",
        "Nonartifact",
        "Enchantment",
        "Land",
        "Multicolored",
        "Monocolored",
        "Colorless",
        "Snow",
        "Other",
        "All",
    )
)


def _group(words: str) -> tuple[Ref, Filter] | None:
    w = words.strip()
    if w in ("creatures", "Creatures"):
        return Ref.CREATURES_YOU_CONTROL, NO_FILTER
    if w in ("Enchanted creature", "Equipped creature"):
        return Ref.ENCHANTED_OR_EQUIPPED, NO_FILTER
    m = re.fullmatch(r"(White|Blue|Black|Red|Green) creatures", w)
    if m:
        color = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G"}[m.group(1)]
        return Ref.CREATURES_YOU_CONTROL, Filter(colors=color_from_letter(color))
    m = re.fullmatch(r"([A-Z]\w+) creatures", w)
    if m and m.group(1) in _NOT_SUBTYPES:
        return None  # "Untapped/Attacking/Nontoken/Artifact creatures": a quality, no subtype
    if m:
        return Ref.CREATURES_YOU_CONTROL, Filter(subtypes=(m.group(1),))
    m = re.fullmatch(r"([A-Z]\w+)", w)
    if m and w not in ("Enchanted", "Equipped", "You"):  # "You have hexproof": a player
        return Ref.CREATURES_YOU_CONTROL, Filter(subtypes=(singular(w),))
    return None


_OPPONENTS_PT = re.compile(r"Creatures your opponents control get ([+-]\d+)/([+-]\d+)\.")


def static_line(line: str, parts: Parts) -> bool:
    """Lords and anthems: "[Other] <group> [you control] get +N/+N [and have <kw>]" (CR 604)."""
    opp = _OPPONENTS_PT.fullmatch(line)
    if opp:
        # Elesh Norn, Grand Cenobite (CR 611.3a): the opponents' creatures shrink.
        parts.statics.append(
            Static(
                int(opp.group(1)),
                int(opp.group(2)),
                applies_to=Ref.CREATURES_OPPONENTS_CONTROL,
            )
        )
        return True
    m = _STATIC.fullmatch(line)
    kw_text: str | None
    if m:
        other, who, p, t, kw_text = m.groups()
        power, toughness = int(p), int(t)
    else:
        m = _STATIC_KW.fullmatch(line)
        if not m:
            return False
        other, who, kw_text = m.groups()
        power = toughness = 0
    every_creature = " you control" not in line and not who.startswith(("Enchanted", "Equipped"))
    if every_creature and (who.startswith("Non") or " " in who.removesuffix(" creatures")):
        return False  # "Nonwhite creatures" is a quality, not a subtype
    group = _group(who)
    if group is None:
        return False
    applies_to, flt = group
    if every_creature:
        # CR 611.3a: "Other Zombie creatures get +1/+1" (Lord of the Undead), "White creatures
        # get +1/+1" (Crusade): no "you control", so every player's matching creatures.
        if applies_to is not Ref.CREATURES_YOU_CONTROL:
            return False
        applies_to = Ref.EACH_CREATURE
    if applies_to is Ref.ENCHANTED_OR_EQUIPPED and other:
        return False
    kw = NO_KEYWORD
    if kw_text:
        got = keyword_flags(kw_text)
        if got is None or (every_creature and got & Keyword.LANDWALK):
            return False  # landwalk is a printed fact here: the engine does not block by it
        kw = got
    parts.statics.append(
        Static(power, toughness, kw, applies_to=applies_to, filter=flt, other=bool(other))
    )
    return True


# -- modal spells (CR 700.2) -------------------------------------------------------------------


# -- conditional replacements ("... instead") ------------------------------------------------

_LANDFALL_INSTEAD = re.compile(
    r"(?:Landfall — )?If you had a land enter the battlefield under your control this turn, "
    r"~ deals (.+) instead\."
)


_WORD_INSTEAD = re.compile(r"(?:[A-Z][\w' ]+ — )?~ deals (\d+) damage instead if (.+)\.")


_MANA_INSTEAD = re.compile(r"(?:[A-Z][\w' ]+ — )?Add ((?:\{[WUBRGC]\})+) instead if (.+)\.")


#: What a characteristic-defining P/T counts (CR 604.3, 208.2a), by its Oracle words.
_CDA_COUNTS = {
    "the number of card types among cards in all graveyards": "types_in_all_graveyards",
    "the number of lands you control": "lands_you_control",
    "the number of creatures you control": "creatures_you_control",
    "the number of cards in your hand": "cards_in_hand",
}
_CDA_SPLIT = re.compile(
    r"~'s power is equal to (.+?) and its toughness is equal to that number(?: plus (\d+))?\."
)
_CDA_EACH = re.compile(r"~'s power and toughness are each equal to (?:(\d+) plus )?(.+?)\.")


MURKTIDE = "~ enters with a +1/+1 counter on it for each instant and sorcery card exiled with it."

#: Graveyard replacements (CR 614.1a): whose cards are exiled instead. Dauthi Voidwalker's
#: "with a void counter on it" is dropped (its other ability then does less, never more).
GRAVEYARD_EXILE = {
    "If a card would be put into an opponent's graveyard from anywhere, exile it instead.": (
        "opponents"
    ),
    "If a card would be put into an opponent's graveyard from anywhere, instead exile it "
    "with a void counter on it.": "opponents",
    "If a card or token would be put into a graveyard from anywhere, exile it instead.": "all",
    # Sanctifier en-Vec: anything of those colours, from anywhere ("colors:" + the letters)
    "If a black or red permanent, spell, or card not on the battlefield would be put into a "
    "graveyard, exile it instead.": "colors:BR",
    # Kalitas, Traitor of Ghet (round 40): an opponent's nontoken creature dying, and a
    # 2/2 black Zombie for the replacement's controller (``engine.exile_instead``)
    "If a nontoken creature an opponent controls would die, instead exile that card and "
    "create a 2/2 black Zombie creature token.": "opponent_creatures:zombie",
}


def cda_line(line: str, parts: Parts) -> bool:
    """Compile a characteristic-defining P/T (CR 604.3): Tarmogoyf, "each equal to ..."."""
    m = _CDA_SPLIT.fullmatch(line)
    if m:
        count = _CDA_COUNTS.get(m.group(1))
        if count is None:
            return False
        parts.facts["pt_cda"] = (count, 0, int(m.group(2) or 0))
        return True
    m = _CDA_EACH.fullmatch(line)
    if m:
        count = _CDA_COUNTS.get(m.group(2))
        if count is None:
            return False
        n = int(m.group(1) or 0)
        parts.facts["pt_cda"] = (count, n, n)
        return True
    return False


def mana_instead_line(line: str, parts: Parts) -> bool:
    """Compile Cabal Ritual's "Threshold — Add {B}{B}{B}{B}{B} instead if ...".

    The new mana replaces the spell's last ``AddMana`` when the condition holds on
    resolution: a ``Conditional`` (CR 608.2c, 614.1a) with the printed mana otherwise.
    """
    m = _MANA_INSTEAD.fullmatch(line)
    if not m or not parts.spell or not isinstance(parts.spell[-1], AddMana):
        return False
    cond = _CONDITIONS.get(m.group(2))
    if cond is None:
        return False
    old = parts.spell.pop()
    new = AddMana("".join(re.findall(r"\{([WUBRGC])\}", m.group(1))))
    parts.spell.append(Conditional(cond, (new,), (old,)))
    return True


def landfall_instead_line(line: str, parts: Parts) -> bool:
    """Compile Searing Blaze's "Landfall — If you had a land enter ..., ... instead".

    The new amounts replace those of the spell's last damage effects, same targets, as a
    ``Conditional`` (CR 608.2c, 614.1a).
    """
    cond: Condition | None = Condition.LAND_ENTERED_THIS_TURN
    m = _LANDFALL_INSTEAD.fullmatch(line)
    if m:
        amounts = [int(a) for a in re.findall(r"(\d+) damage to", m.group(1))]
    else:
        # "Metalcraft — ~ deals 4 damage instead if you control three or more artifacts."
        # (Galvanic Blast): the one damage effect's amount, same targets.
        m = _WORD_INSTEAD.fullmatch(line)
        if not m:
            return False
        cond = _CONDITIONS.get(m.group(2))
        amounts = [int(m.group(1))]
    if cond is None:
        return False
    k = len(amounts)
    old = parts.spell[-k:] if k else []
    if not k or len(old) != k or not all(isinstance(e, DealDamage) for e in old):
        return False
    new = tuple(
        DealDamage(a, e.to) for a, e in zip(amounts, old, strict=True) if isinstance(e, DealDamage)
    )
    del parts.spell[-k:]
    parts.spell.append(Conditional(cond, new, tuple(old)))
    return True


# -- the driver --------------------------------------------------------------------------------
