"""Keyword lines (CR 702) and enters-tapped lines of Oracle text.

"Flying, haste", "Protection from red", "Ward {2}", "Cycling {2}" and the like
(``keyword_line``), and "~ enters tapped [unless ...]" (``etb_tapped_line``, CR 614.1c)
for lands. Called by ``compile_lines`` (``oracle/abilities.py``) first on every line.
"""

from __future__ import annotations

import re

from deckstats.cards.dsl import (
    ALWAYS_TAPPED,
    Activated,
    Cost,
    EntersTapped,
)
from deckstats.cards.effects import (
    AttachTo,
)
from deckstats.cards.mana import ManaCostError, parse_mana_cost
from deckstats.cards.model import (
    ALL_COLORS,
    KEYWORD_NAMES,
    NO_COLOR,
    NO_TYPE,
    CardType,
    Keyword,
    color_from_letter,
)
from deckstats.cards.modifiers import Protection, Ward
from deckstats.cards.oracle.act_keywords import act_keyword_item
from deckstats.cards.oracle.costs import (
    cost_keyword,
)
from deckstats.cards.oracle.crew import cost_keyword_item
from deckstats.cards.oracle.keyword_facts import keyword_fact_item
from deckstats.cards.oracle.keywords import FADING, keyword_trigger
from deckstats.cards.oracle.living_weapon import living_weapon_item
from deckstats.cards.oracle.modifiers import (
    modifier_line,
)
from deckstats.cards.oracle.morph_lines import morph_item
from deckstats.cards.oracle.parts import Parts
from deckstats.cards.oracle.static_conditions import landwalk_static
from deckstats.cards.oracle.statics import singular
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.oracle.token_keywords import offspring_item
from deckstats.cards.oracle.trigger_keywords import trigger_keyword_item
from deckstats.cards.targets import (
    TARGET_CREATURE_YOU_CONTROL,
    Target,
)

#: Keywords whose parameter (a cost, a quality, a number) the vocabulary cannot hold: the
#: flag is set, and the line is still reported as unparsed.
PARAMETERISED = (
    Keyword.WARD
    | Keyword.PROTECTION
    | Keyword.CYCLING
    | Keyword.FLASHBACK
    | Keyword.KICKER
    | Keyword.ECHO
    | Keyword.MADNESS
    | Keyword.DASH
    | Keyword.EVOKE
    | Keyword.ESCAPE
    | Keyword.MORPH
    | Keyword.BUYBACK
    | Keyword.TOXIC
    | Keyword.RAMPAGE
    | Keyword.AFFINITY
    | Keyword.CUMULATIVE_UPKEEP
)


# -- keyword lines (CR 702) ------------------------------------------------------------------


_PARAMETERISED_LINE = re.compile(
    r"(ward|cycling|flashback|kicker|echo|madness|dash|evoke|escape|morph|buyback)"
    r"(?:[ —-]+(?:\{[^}]+\}|\d|pay|sacrifice|discard|exile|—).*)"
    r"|(protection) from .+|(affinity) for .+|(toxic|rampage) \d+|(cumulative upkeep)[ —].+"
)


#: Keywords the engine reads from the flag alone: affinity for artifacts (CR 702.41a: the
#: cost is reduced), improvise (CR 702.126a: artifacts tap for generic mana).
_ENGINE_KEYWORDS = {"affinity for artifacts": Keyword.AFFINITY, "improvise": Keyword.IMPROVISE}


def _keyword_item(item: str, parts: Parts) -> bool | None:
    """Apply one keyword; True if fully compiled, False if flag only, None if not a keyword."""
    low = item.lower()
    flag = KEYWORD_NAMES.get(low)
    if (
        flag is not None
        and not flag & PARAMETERISED
        and flag not in (Keyword.EQUIP, Keyword.ENCHANT)
    ):
        parts.keywords |= flag
        return True
    mine = act_keyword_item(low, parts)  # jump-start, retrace, ... (``oracle.act_keywords``)
    if mine is not None:
        return mine
    if cost_keyword_item(item, parts) or offspring_item(low, parts):
        return True  # crew, flashback/ward with extras; offspring (oracle.token_keywords)
    m = re.fullmatch(r"equip (\{[^:]+\})", low)
    if m:
        return _equip(m.group(1), parts)
    m = re.fullmatch(r"enchant (.+)", low)
    if m:
        t = parse_target("target " + m.group(1)) or parse_target("target " + item[8:])  # Mountain
        if not isinstance(t, Target):
            return None
        parts.aura_target = t
        return True
    if morph_item(low, parts) or living_weapon_item(low, parts) or trigger_keyword_item(low, parts):
        return True  # CR 702.37, 702.92; battle cry, extort, vanishing (oracle.trigger_keywords)
    if keyword_fact_item(low, parts):
        return True  # CR 702.44a sunburst, 702.89a umbra armor (oracle.keyword_facts)
    costed = cost_keyword(low)
    if costed is not None:
        parts.costs.append(costed[0])
        parts.keywords |= costed[1]
        return True
    if _ward_or_protection(low, parts):
        return True
    if low in _ENGINE_KEYWORDS:
        parts.keywords |= _ENGINE_KEYWORDS[low]
        return True
    dredge = re.fullmatch(r"dredge (\d+)", low)
    if dredge:
        parts.facts["dredge"] = int(dredge.group(1))  # CR 702.52a: a draw replacement (Game.draw)
        return True
    fading = re.fullmatch(r"fading (\d+)", low)
    if fading:
        # CR 702.32a: it enters with N fade counters; each upkeep one goes, or it does.
        parts.facts["enters_with"] = ("fade", int(fading.group(1)))
        parts.triggers.append(FADING)
        return True
    trig = keyword_trigger(low)  # exalted, undying, persist, annihilator N (CR 702)
    if trig is not None:
        parts.triggers.append(trig)
        return True
    if low == "devoid":
        parts.colorless = True  # CR 702.114a: the object is colourless
        return True
    mods = modifier_line(item[0].upper() + item[1:])
    if mods is not None:
        parts.modifiers.extend(mods)  # "Affinity for Equipment" (CR 702.41a)
        return True
    param = _PARAMETERISED_LINE.fullmatch(low)
    if param:
        word = next(g for g in param.groups() if g)
        parts.keywords |= KEYWORD_NAMES[word]
        return False
    if re.fullmatch(r"(?:island|swamp|forest|mountain|plains)walk", low):
        parts.keywords |= Keyword.LANDWALK
        # CR 702.14: the land type, read by engine.combat (oracle.static_conditions)
        parts.statics.append(landwalk_static(low))
        return True
    return None


def _ward_or_protection(low: str, parts: Parts) -> bool:
    """Ward {N} / ward—pay N life (CR 702.21a) and protection from a quality (CR 702.16)."""
    ward = re.fullmatch(r"ward(?: \{(\d+)\}|—pay (\d+) life)", low)
    if ward:
        # CR 702.21a: a tax on opponents' targeting.
        mana, life = ward.group(1), ward.group(2)
        parts.keywords |= Keyword.WARD
        parts.modifiers.append(Ward(mana=int(mana or 0), life=int(life or 0)))
        return True
    prot = re.fullmatch(r"protection from (.+)", low)
    got = _protection(prot.group(1)) if prot else None
    if got is None:
        return False
    parts.keywords |= Keyword.PROTECTION
    parts.modifiers.append(got)
    return True


def _equip(mana: str, parts: Parts) -> bool | None:
    """Equip {N} (CR 702.6a): a sorcery-speed activated ability attaching to your creature."""
    try:
        cost = parse_mana_cost(mana.upper())
    except ManaCostError:
        return None
    parts.abilities.append(
        Activated(
            cost=Cost(mana=cost),
            effect=(AttachTo(TARGET_CREATURE_YOU_CONTROL),),
            sorcery_speed=True,
            text=f"Equip {cost.text}",
        )
    )
    return True


_PROTECTION_TYPES = {
    "creatures": CardType.CREATURE,
    "artifacts": CardType.ARTIFACT,
    "enchantments": CardType.ENCHANTMENT,
    "instants": CardType.INSTANT,
    "sorceries": CardType.SORCERY,
    "planeswalkers": CardType.PLANESWALKER,
}
_COLOR_NAMES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _protection(quality: str) -> Protection | None:
    """CR 702.16a: "red", "white and from blue", "creatures" -> a ``Protection``."""
    if quality == "everything":
        return Protection(colors=ALL_COLORS, types=CardType(511))  # every source (CR 702.16j)
    if quality in ("monocolored", "multicolored"):
        return Protection(color_count=1 if quality == "monocolored" else 2)  # CR 105.2b-c
    if quality == "spells that are one or more colors":
        return Protection(colors=ALL_COLORS, spells_only=True)  # Emrakul, the Aeons Torn
    colors = NO_COLOR
    types = NO_TYPE
    subtypes: list[str] = []
    for q in re.split(r" and from | and |, from |, ", quality):
        if q in _COLOR_NAMES:
            colors |= color_from_letter(_COLOR_NAMES[q])
        elif q in _PROTECTION_TYPES:
            types |= _PROTECTION_TYPES[q]
        elif re.fullmatch(r"[a-z]+s", q):
            subtypes.append(singular(q.capitalize()))  # "humans": the Human subtype
        else:
            return None
    return Protection(colors=colors, types=types, subtypes=tuple(subtypes))


def keyword_line(line: str, parts: Parts, original: str) -> bool:
    """Handle a line made only of keywords; False if the line is something else."""
    items = [i.strip() for i in re.split(r"[,;] (?![^{]*\})", line.rstrip(".")) if i.strip()]
    if not items or len(line) > 120:
        return False
    trial = Parts()
    results = [_keyword_item(i, trial) for i in items]
    if any(r is None for r in results):
        return False
    parts.keywords |= trial.keywords
    parts.abilities.extend(trial.abilities)
    parts.triggers.extend(trial.triggers)
    parts.colorless |= trial.colorless
    parts.facts.update(trial.facts)
    parts.costs.extend(trial.costs)
    parts.modifiers.extend(trial.modifiers)
    if trial.aura_target is not None:
        parts.aura_target = trial.aura_target
    if not all(results):
        parts.unparsed.append(original)
    return True


# -- enters tapped (CR 614.1d) -----------------------------------------------------------------

_TAPPED_RULES: list[tuple[re.Pattern[str], object]] = [
    (re.compile(r"~ enters tapped\."), ALWAYS_TAPPED),
    (
        re.compile(r"As ~ enters, you may pay (\d+) life\. If you don't, it enters tapped\."),
        "life",
    ),
    (
        re.compile(r"~ enters tapped unless you control an? (\w+) or an? (\w+)\."),
        "control",
    ),
    (
        re.compile(rf"~ enters tapped unless you control ({NUMBER}) or fewer other lands\."),
        "at_most",
    ),
    (
        re.compile(rf"~ enters tapped unless you control ({NUMBER}) or more other lands\."),
        "at_least",
    ),
    # Castles: "unless you control an Island"; Mystic Sanctuary: "three or more other Islands"
    (
        re.compile(
            r"~ enters tapped unless you control an? (Plains|Island|Swamp|Mountain|Forest)\."
        ),
        "control_one",
    ),
    (
        re.compile(
            rf"~ enters tapped unless you control ({NUMBER}) or more other "
            r"(Plains|Islands|Swamps|Mountains|Forests)\."
        ),
        "control_n",
    ),
    # Battle lands (Sunken Hollow): "unless you control two or more basic lands"
    (re.compile(rf"~ enters tapped unless you control ({NUMBER}) or more basic lands\."), "basics"),
    # Reveal lands (Port Town), Dragon lands: "you may reveal a <type> card from your hand"
    (
        re.compile(
            r"As ~ enters, you may reveal an? ([A-Z]\w+)(?: or ([A-Z]\w+))? card from your hand\. "
            r"If you don't, (?:~|it) enters tapped\."
        ),
        "reveal",
    ),
    (
        re.compile(r"~ enters tapped unless it's your first, second, or third turn of the game\."),
        "early",
    ),
]


def etb_tapped_line(line: str, parts: Parts) -> bool:
    """Enters-tapped lines, "~ enters tapped [unless ...]" (CR 614.1c): ``parts.etb_tapped``."""
    for rx, kind in _TAPPED_RULES:
        m = rx.fullmatch(line)
        if not m:
            continue
        if kind == "life":
            parts.etb_tapped = EntersTapped(unless_pay_life=int(m.group(1)))
        elif kind == "control":
            parts.etb_tapped = EntersTapped(unless_control=(m.group(1), m.group(2)))
        elif kind == "at_most":
            parts.etb_tapped = EntersTapped(unless_lands_at_most=int(number(m.group(1))))
        elif kind == "at_least":
            parts.etb_tapped = EntersTapped(unless_lands_at_least=int(number(m.group(1))))
        elif kind == "control_one":
            parts.etb_tapped = EntersTapped(unless_control=(m.group(1),))
        elif kind == "control_n":
            land_type = m.group(2) if m.group(2) == "Plains" else m.group(2)[:-1]
            parts.etb_tapped = EntersTapped(
                unless_control=(land_type,), unless_control_count=int(number(m.group(1)))
            )
        elif kind == "basics":
            parts.etb_tapped = EntersTapped(unless_basics_at_least=int(number(m.group(1))))
        elif kind == "reveal":
            parts.etb_tapped = EntersTapped(unless_reveal=tuple(g for g in m.groups() if g))
        elif kind == "early":
            parts.etb_tapped = EntersTapped(unless_turn_at_most=3)
        else:
            parts.etb_tapped = ALWAYS_TAPPED
        return True
    return False
