"""Lines granting abilities to, or taking them from, other permanents (``cards.grants``).

- "Enchanted land has "{T}: Add one mana of any color."" (Abundant Growth), "Enchanted
  creature has "{T}: Create a token that's a copy of this creature, ..."" (Splinter Twin),
  "Treasures you control have "{T}, Sacrifice this artifact: Add two mana of any one
  color."" (Goldspan Dragon), "Each other creature you control has "When this creature
  dies, ..."" (Poxwalkers), "As long as ~ is in your graveyard, lands you control have
  "{T}: Add {G} or {W}."" (Riftstone Portal, CR 113.6): the quoted ability compiles like a
  permanent's own line, "this creature / artifact / land" naming the permanent that has it
  (CR 113.2c, 613.1f);
- "Enchanted land is an Island." (Spreading Seas; CR 305.7: the land type replaces the
  old ones and its rules text);
- "Creatures lose all abilities." (Dress Down), "All creatures lose all abilities and have
  base power and toughness 1/1." (Humility), "Enchanted creature loses all abilities."
  (CR 613.1f, 613.4b);
- "As long as your devotion to white is less than five, ~ isn't a creature." (the Theros
  gods; CR 700.5, 205.1a).

The engine applies them (``engine.grants``).
"""

from __future__ import annotations

import re

from deckstats.cards.counts import Count
from deckstats.cards.grants import Grant
from deckstats.cards.model import NO_COLOR, CardType, color_from_letter
from deckstats.cards.oracle.parts import Parts
from deckstats.cards.oracle.stat_lines import quoted_ability
from deckstats.cards.oracle.statics import singular
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import NO_FILTER, Filter

#: Plural nouns of a group -> the filter they name (CR 109.2).
_NOUNS = {
    "creatures": Filter(card_type=CardType.CREATURE),
    "creature tokens": Filter(card_type=CardType.CREATURE, token=True),
    "nontoken creatures": Filter(card_type=CardType.CREATURE, token=False),
    "lands": Filter(card_type=CardType.LAND),
    "artifacts": Filter(card_type=CardType.ARTIFACT),
    "enchantments": Filter(card_type=CardType.ENCHANTMENT),
    "permanents": NO_FILTER,
    "artifact creatures": Filter(card_type=CardType.CREATURE, all_types=CardType.ARTIFACT),
}
_ATTACHED = re.compile(r"(?:Enchanted|Equipped) (?:creature|land|permanent|artifact)")
_BASIC = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def _group(words: str) -> Grant | None:
    """The permanents a line names: "Enchanted land", "Treasures you control", "Creatures"."""
    if _ATTACHED.fullmatch(words):
        return Grant(scope="attached")
    m = re.fullmatch(
        r"(Each other|Other|All)? ?(.+?)( you control| your opponents control)?", words
    )
    if m is None:
        return None
    head, noun, whose = m.groups()
    other = head in ("Each other", "Other")
    if head == "Each other":
        noun += "s"  # "each other creature" -> "creatures"
    noun = noun[0].lower() + noun[1:]
    flt = _NOUNS.get(noun)
    if flt is None and re.fullmatch(r"[a-z]+", noun) and noun.endswith("s"):
        flt = Filter(subtypes=(singular(noun[0].upper() + noun[1:]),))  # "Treasures"
    if flt is None:
        return None
    scope = {" you control": "yours", " your opponents control": "theirs"}.get(whose or "", "all")
    return Grant(scope=scope, filter=flt, other=other)


_HAS = re.compile(r'(As long as ~ is in your graveyard, )?(.+?) (?:has|have) "(.+)"')
_SELF = re.compile(r"\b[Tt]his (?:creature|artifact|land|permanent|token|enchantment)\b")


def _has_line(line: str, parts: Parts) -> bool:
    m = _HAS.fullmatch(line)
    if m is None:
        return False
    g = _group(m.group(2)[0].upper() + m.group(2)[1:])
    if g is None:
        return False
    got = quoted_ability(_SELF.sub("~", m.group(3)))
    if got is None:
        return False
    g = Grant(g.scope, g.filter, g.other, got[0], got[1], from_graveyard=bool(m.group(1)))
    parts.facts["grants"] = (*parts.facts.get("grants", ()), g)
    return True


_IS = re.compile(r"Enchanted land is an? (" + "|".join(_BASIC) + r")\.")
_LOSE = re.compile(
    r"(.+?) (?:lose|loses) all abilities(?: and (?:have|has) base power and toughness "
    r"(\d+)/(\d+))?\."
)


def _is_line(line: str, parts: Parts) -> bool:
    m = _IS.fullmatch(line)
    if m is not None:
        g = Grant(scope="attached", land_type=m.group(1))
    else:
        m = _LOSE.fullmatch(line)
        got = None if m is None else _group(m.group(1))
        if m is None or got is None:
            return False
        pt = None if m.group(2) is None else (int(m.group(2)), int(m.group(3)))
        g = Grant(got.scope, got.filter, got.other, lose_all=True, base_pt=pt)
    parts.facts["grants"] = (*parts.facts.get("grants", ()), g)
    return True


_COLOURS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_GOD = re.compile(
    r"As long as your devotion to (white|blue|black|red|green)(?: and (white|blue|black|red|"
    rf"green))? is less than ({NUMBER}), ~ isn't a creature\."
)


def _god_line(line: str, parts: Parts) -> bool:
    """CR 700.5, 205.1a: a Theros god is not a creature while the devotion is too low."""
    m = _GOD.fullmatch(line)
    n = None if m is None else number(m.group(3))
    if m is None or not isinstance(n, int):
        return False
    colors = NO_COLOR
    for word in m.group(1, 2):
        if word:
            colors |= color_from_letter(_COLOURS[word])
    devotion = Count("devotion", Filter(colors=colors), text=f"devotion less than {n}")
    g = Grant(scope="self", not_creature=True, unless=devotion, least=n)
    parts.facts["grants"] = (*parts.facts.get("grants", ()), g)
    return True


#: CR 205.3i: the land types that are not basic land types.
NONBASIC_LAND_TYPES = (
    "Cave",
    "Cloud",
    "Desert",
    "Gate",
    "Lair",
    "Locus",
    "Mine",
    "Planet",
    "Power-Plant",
    "Sphere",
    "Tower",
    "Town",
    "Urza's",
)


def _every_type_line(line: str, parts: Parts) -> bool:
    """CR 604.3: "~ is every nonbasic land type." (Planar Nexus) on the battlefield."""
    if line != "~ is every nonbasic land type.":
        return False
    g = Grant(scope="self", subtypes=NONBASIC_LAND_TYPES)
    parts.facts["grants"] = (*parts.facts.get("grants", ()), g)
    return True


def grant_line(line: str, parts: Parts) -> bool:
    """Compile a granting line into ``parts.facts["grants"]``; False if none matches."""
    return (
        _has_line(line, parts)
        or _is_line(line, parts)
        or _god_line(line, parts)
        or _every_type_line(line, parts)
    )


__all__ = ["grant_line"]
