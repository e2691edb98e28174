"""Token descriptions in Oracle text -> token ``CardDef`` values (CR 111).

"1/1 white Soldier creature token with flying" becomes ``token("Soldier", pt=(1, 1),
color="W", subtypes=("Soldier",), keywords=Keyword.FLYING)``. Predefined tokens
(Treasure, Clue, Food, ...) come from the built-in pool's token module when it defines
them, so a compiled card creates exactly the token its built-in twin creates.
"""

from __future__ import annotations

import importlib
import re
from dataclasses import replace
from functools import cache

from deckstats.cards.dsl import Activated, Cost, token
from deckstats.cards.effects import AddOneOf
from deckstats.cards.model import NO_KEYWORD, NO_TYPE, CardDef, CardType, Keyword
from deckstats.cards.oracle.text import keyword_flags

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_TYPES = {
    "creature": CardType.CREATURE,
    "artifact": CardType.ARTIFACT,
    "enchantment": CardType.ENCHANTMENT,
    "land": CardType.LAND,
}
_TOKEN = re.compile(
    r"(?:(\d+|X)/(\d+|X) )?((?:(?:white|blue|black|red|green|colorless)(?:,? and |, | ))*)"
    r"((?:[A-Z][\w'-]* )*)((?:artifact |enchantment |land )*creature |artifact |enchantment )?"
    r"tokens?(?: with (.+))?"
)


_SELF_ANTHEM = re.compile(
    r"(?:This token|~) gets \+1/\+1 for each (artifact|creature|land) you control\."
)
_ANTHEM_COUNTS = {
    "artifact": "artifacts_you_control",
    "creature": "creatures_you_control",
    "land": "lands_you_control",
}


@cache
def _pool_tokens() -> dict[str, CardDef]:
    """Token definitions of the built-in pool (``pool/tokens.py``), by name."""
    try:
        module = importlib.import_module("deckstats.cards.pool.tokens")
    except ImportError:
        return {}
    return {v.name: v for v in vars(module).values() if isinstance(v, CardDef) and v.is_token}


def _pool_token_list() -> list[CardDef]:
    """Every token definition of the built-in pool, names repeated."""
    try:
        module = importlib.import_module("deckstats.cards.pool.tokens")
    except ImportError:
        return []
    return [v for v in vars(module).values() if isinstance(v, CardDef) and v.is_token]


def _predefined(name: str) -> CardDef | None:
    pool = _pool_tokens()
    if name in pool:
        return pool[name]
    if name == "Treasure":
        return token(
            "Treasure",
            types=CardType.ARTIFACT,
            subtypes=("Treasure",),
            abilities=(Activated(Cost(tap=True, sacrifice_self=True), (AddOneOf("WUBRG"),)),),
            text="{T}, Sacrifice this token: Add one mana of any color.",
        )
    return None


#: Named tokens with their whole description (CR 111.4), defined in ``pool.tokens``.
_NAMED_TOKENS = {
    "colorless land token named Everywhere that is every basic land type": "Everywhere",
}

#: Quoted abilities of a token that are keyword markers combat reads (CR 509.1a-b).
_MARKERS = {
    "this creature can't block.": Keyword.CANT_BLOCK,
    "this creature can block only creatures with flying.": Keyword.BLOCKS_ONLY_FLYERS,
}


def parse_token(phrase: str) -> CardDef | None:
    """Return the token a description names, or ``None`` when it is not recognised."""
    p = phrase.strip()
    named = re.fullmatch(r"(Treasure|Clue|Food|Blood|Gold|Powerstone|Map) tokens?", p)
    if named:
        return _predefined(named.group(1))
    if p in _NAMED_TOKENS:  # a named token described in full (CR 111.4)
        return _pool_tokens().get(_NAMED_TOKENS[p])
    quoted = re.fullmatch(r'(.+ tokens?(?: with [a-z ,]+?)?) (?:with|and) "(.+)"', p)
    if quoted:
        # A predefined creature token with its ability in quotes (Eldrazi Spawn / Scion:
        # "Sacrifice this creature: Add {C}."): the pool's token when the text agrees.
        base = parse_token(quoted.group(1))
        anthem = _SELF_ANTHEM.fullmatch(quoted.group(2))
        if anthem and base is not None and base.power is not None and base.toughness is not None:
            # Urza's Saga's Construct: "This token gets +1/+1 for each artifact you control."
            # CR 613.4c; read as the count plus the printed P/T, like a CDA (``pt_cda``).
            count = _ANTHEM_COUNTS[anthem.group(1)]
            return replace(base, pt_cda=(count, base.power, base.toughness), text=quoted.group(2))
        # "this creature" / "this token" (the normaliser may have written it as ~)
        ability = re.sub(r"this (?:creature|token)|~", "this creature", quoted.group(2))
        marker = _MARKERS.get(ability.lower())
        if base is not None and marker is not None:
            # Rat Out's Rat (CR 509.1a), Pinnacle Emissary's Drone (CR 509.1b): the marker
            # combat reads, a printed quality
            return replace(base, keywords=base.keywords | marker, text=ability)
        pooled = _pool_tokens().get(base.name) if base is not None else None
        if pooled is not None and base is not None and _same_token(pooled, base):
            return pooled if pooled.text == ability else None
        sized = (
            replace(pooled, power=base.power, toughness=base.toughness)
            if pooled is not None and base is not None and pooled.text == ability
            else None
        )  # Basking Broodscale's 1/1 Eldrazi Spawn: the pool's token, at the printed size
        if sized is not None and base is not None and _same_token(sized, base):
            return sized
        return None
    m = _TOKEN.fullmatch(p)
    if not m or (not m.group(5) and not m.group(1)):
        return None
    power, toughness, colors, subtypes, types, keywords = m.groups()
    type_flags = NO_TYPE
    for word in (types or "").split():
        type_flags |= _TYPES[word]
    if not type_flags:
        return None
    letters = "".join(_COLORS[w] for w in re.findall(r"white|blue|black|red|green", colors))
    subs = tuple(subtypes.split())
    kw = NO_KEYWORD
    if keywords:
        got = keyword_flags(keywords)
        if got is None:
            return None
        kw = got
    pt = None
    if type_flags & CardType.CREATURE:
        if power is None or toughness is None or "X" in (power, toughness):
            return None
        pt = (int(power), int(toughness))
    name = " ".join(subs) if subs else "Token"
    built = token(name, pt=pt, color=letters, types=type_flags, subtypes=subs, keywords=kw)
    for pooled in _pool_token_list():
        # two pool tokens may share a name (Wurmcoil Engine's deathtouch and lifelink Wurms)
        if pooled.name == name and _same_token(pooled, built):
            return pooled
    return built


def _same_token(a: CardDef, b: CardDef) -> bool:
    return (a.types, a.subtypes, a.power, a.toughness, a.colors, a.keywords) == (
        b.types,
        b.subtypes,
        b.power,
        b.toughness,
        b.colors,
        b.keywords,
    )
