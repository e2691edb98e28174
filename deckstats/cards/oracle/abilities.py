"""Ability lines of Oracle text -> keywords, activated, triggered and static abilities.

One Oracle line is one ability (CR 113.2). ``compile_lines`` tries, in order: a keyword
line, enters-tapped rules, a modal spell ("Choose one —" with bullets), an activated
ability ("cost: effect"), a triggered ability ("When/Whenever/At ..., effect"), a static
ability, and finally spell sentences. A line or sentence no template covers is kept in
``unparsed`` and contributes nothing: the compiler never guesses.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from typing import Any

from deckstats.cards.costs import Channel, CostOption
from deckstats.cards.dsl import (
    ALWAYS_TAPPED,
    Activated,
    Cost,
    EntersTapped,
    Static,
    Triggered,
)
from deckstats.cards.effects import (
    AddMana,
    AttachTo,
    Condition,
    Conditional,
    DealDamage,
    Effect,
    Exile,
    GainAbility,
    GainLevel,
    IfKicked,
    IfTopCardIs,
    Modal,
    Transform,
)
from deckstats.cards.mana import ManaCostError, parse_mana_cost
from deckstats.cards.model import (
    ALL_COLORS,
    KEYWORD_NAMES,
    NO_COLOR,
    NO_KEYWORD,
    NO_TYPE,
    CardType,
    Keyword,
    color_from_letter,
)
from deckstats.cards.modifiers import Modifier, Protection, Ward
from deckstats.cards.oracle.costs import (
    additional_cost,
    alternative_cost,
    cost_keyword,
    enters_with_per_kick,
    for_each_kick,
    grant_flashback,
    kicked_line,
)
from deckstats.cards.oracle.effects import _CONDITIONS, parse_effects, parse_paragraph
from deckstats.cards.oracle.keywords import keyword_trigger
from deckstats.cards.oracle.longtail import linked_return_line
from deckstats.cards.oracle.modifiers import (
    chooses_name_line,
    conditional_static_line,
    modifier_line,
)
from deckstats.cards.oracle.realdecks import realdeck_line
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.oracle.text import NUMBER, number, split_sentences
from deckstats.cards.targets import (
    NO_FILTER,
    TARGET_CREATURE_YOU_CONTROL,
    Filter,
    Ref,
    Target,
)
from deckstats.cards.triggers import (
    Attacks,
    BecomesLevel,
    BeginningOfStep,
    CastSpell,
    Chapter,
    DealsCombatDamageToPlayer,
    Dies,
    Draws,
    EntersBattlefield,
    GainsLife,
    LandEnters,
    LeavesBattlefield,
    StepName,
    TriggerCondition,
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


@dataclass
class Parts:
    """What the lines of one face compile to (mutable while compiling)."""

    keywords: Keyword = NO_KEYWORD
    spell: list[Effect] = field(default_factory=list)
    abilities: list[Activated] = field(default_factory=list)
    triggers: list[Triggered] = field(default_factory=list)
    statics: list[Static] = field(default_factory=list)
    etb_tapped: EntersTapped | None = None
    aura_target: Target | None = None
    unparsed: list[str] = field(default_factory=list)
    #: Cost options (``cards.costs``): keyword costs and alternative costs (CR 118.9).
    costs: list[CostOption] = field(default_factory=list)
    #: Casting and activation modifiers (``cards.modifiers``; CR 601.2f, 602.5).
    modifiers: list[Modifier] = field(default_factory=list)
    #: "As ~ enters, choose a card name" (CR 607.2d).
    chooses_name: bool = False
    #: Devoid (CR 702.114a): the card has no colour whatever its mana cost.
    colorless: bool = False
    #: Leylines (CR 103.6): it may begin the game on the battlefield.
    begins_on_battlefield: bool = False
    #: "~ enters with N <kind> counters on it" (CR 614.1c): ``(kind, N)``.
    enters_with: tuple[str, int | str] | None = None
    #: Dredge N (CR 702.52a).
    dredge: int = 0
    #: "You may play an additional land on each of your turns" (CR 305.2).
    extra_land_plays: int = 0
    #: A characteristic-defining P/T (CR 604.3): ``(count, p, t)``; see ``CardDef.pt_cda``.
    pt_cda: tuple[str, int, int] | None = None
    #: A graveyard replacement (CR 614.1a); see ``CardDef.graveyard_exile``.
    graveyard_exile: str = ""


# -- keyword lines (CR 702) ------------------------------------------------------------------


_PARAMETERISED_LINE = re.compile(
    r"(ward|cycling|flashback|kicker|echo|madness|dash|evoke|escape|morph|buyback)"
    r"(?:[ —-]+(?:\{[^}]+\}|\d|pay|sacrifice|discard|exile|—).*)"
    r"|(protection) from .+|(affinity) for .+|(toxic|rampage) \d+|(cumulative upkeep)[ —].+"
)


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
    m = re.fullmatch(r"equip (\{[^:]+\})", low)
    if m:
        try:
            cost = parse_mana_cost(m.group(1).upper())
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
    m = re.fullmatch(r"enchant (.+)", low)
    if m:
        t = parse_target("target " + m.group(1))
        if not isinstance(t, Target):
            return None
        parts.aura_target = t
        return True
    costed = cost_keyword(low)
    if costed is not None:
        parts.costs.append(costed[0])
        parts.keywords |= costed[1]
        return True
    ward = re.fullmatch(r"ward(?: \{(\d+)\}|—pay (\d+) life)", low)
    if ward:
        # CR 702.21a: ward {N} / ward—pay N life, a tax on opponents' targeting.
        mana, life = ward.group(1), ward.group(2)
        parts.keywords |= Keyword.WARD
        parts.modifiers.append(Ward(mana=int(mana or 0), life=int(life or 0)))
        return True
    prot = re.fullmatch(r"protection from (.+)", low)
    if prot:
        got = _protection(prot.group(1))
        if got is not None:
            parts.keywords |= Keyword.PROTECTION
            parts.modifiers.append(got)
            return True
    if low == "affinity for artifacts":
        parts.keywords |= Keyword.AFFINITY  # CR 702.41a: the engine reduces the cost
        return True
    if low == "improvise":
        parts.keywords |= Keyword.IMPROVISE  # CR 702.126a: artifacts tap for generic mana
        return True
    dredge = re.fullmatch(r"dredge (\d+)", low)
    if dredge:
        parts.dredge = int(dredge.group(1))  # CR 702.52a: a draw replacement (Game.draw)
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
        return True
    return None


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
    colors = NO_COLOR
    types = NO_TYPE
    for q in re.split(r" and from | and |, from |, ", quality):
        if q in _COLOR_NAMES:
            colors |= color_from_letter(_COLOR_NAMES[q])
        elif q in _PROTECTION_TYPES:
            types |= _PROTECTION_TYPES[q]
        else:
            return None
    return Protection(colors=colors, types=types)


def _keyword_line(line: str, parts: Parts, original: str) -> bool:
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
    parts.dredge = trial.dredge or parts.dredge
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


def _etb_tapped_line(line: str, parts: Parts) -> bool:
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


# -- activated abilities (CR 602, 606) ---------------------------------------------------------

_COST_SPLIT = re.compile(r",\s*(?![^{]*\})")


def parse_cost(text: str) -> Cost | None:
    """Parse an activation cost such as ``"{1}, {T}, Pay 1 life, Sacrifice ~"``."""
    t = text.strip()
    loyalty = re.fullmatch(r"([+-]?)(\d+|X)", t)
    if loyalty:
        if loyalty.group(2) == "X":
            return None
        value = int(loyalty.group(2))
        return Cost(loyalty=-value if loyalty.group(1) == "-" else value)
    mana = None
    tap = sac = exile_self = sac_other = False
    life = discard = energy = 0
    remove = ""
    sac_filter: Filter | None = None
    for part in _COST_SPLIT.split(t):
        p = part.strip()
        if p == "{T}":
            tap = True
        elif re.fullmatch(r"(?:\{[0-9WUBRGCXS/P]+\})+", p):
            try:
                mana = parse_mana_cost(p)
            except ManaCostError:
                return None
        elif m := re.fullmatch(r"Pay (\d+) life", p):
            life = int(m.group(1))
        elif re.fullmatch(r"Pay (?:\{E\})+", p):
            energy = p.count("{E}")  # CR 107.14: energy counters paid as a cost
        elif m := re.fullmatch(r"Remove an? ([+-]1/[+-]1|[a-z]+) counter from ~", p):
            remove = m.group(1)  # CR 118.3, 122: Walking Ballista, Triskelion
        elif p == "Sacrifice ~":
            sac = True
        elif m := re.fullmatch(
            r"Sacrifice (an?|another) (creature|artifact|land|enchantment|permanent)", p
        ):
            # CR 118.3, 701.21: Goblin Bombardment, Viscera Seer, Carrion Feeder
            sac_filter = _SAC_COST_FILTERS[m.group(2)]
            sac_other = m.group(1) == "another"
        elif p == "Exile ~":
            exile_self = True
        elif m := re.fullmatch(rf"Discard ({NUMBER}) cards?", p):
            n = number(m.group(1))
            if not isinstance(n, int):
                return None
            discard = n
        else:
            return None
    return Cost(
        mana=mana,
        tap=tap,
        life=life,
        sacrifice_self=sac,
        discard=discard,
        exile_self=exile_self,
        energy=energy,
        remove_counter=remove,
        sacrifice=sac_filter,
        sacrifice_other=sac_other,
    )


#: "Sacrifice a <kind>" costs (CR 118.3): the permanents that can pay them.
_SAC_COST_FILTERS = {
    "creature": Filter(card_type=CardType.CREATURE),
    "artifact": Filter(card_type=CardType.ARTIFACT),
    "land": Filter(card_type=CardType.LAND),
    "enchantment": Filter(card_type=CardType.ENCHANTMENT),
    "permanent": Filter(),
}


def _activated_line(line: str, parts: Parts) -> bool | None:
    """Compile "cost: effect"; True when compiled, None when it is not an activated ability."""
    m = re.fullmatch(r'([^":]+?): (.+)', line, re.DOTALL)
    if not m or m.group(1).startswith(("When", "Whenever", "At ")):
        return None
    cost_text = m.group(1)
    word = _CONDITION_WORD.match(cost_text)
    if word and "Activate only if you control" in m.group(2):
        cost_text = cost_text[word.end() :]  # "Metalcraft — " names the condition (CR 207.2c)
    cost = parse_cost(cost_text)
    if cost is None:
        return False
    sorcery = cost.loyalty is not None
    only_if: tuple[Filter, int] | None = None
    spend_only: Filter | None = None
    effects: list[Effect] = []
    for sentence in split_sentences(m.group(2)):
        if sentence in ("Activate only as a sorcery.", "Activate this ability only as a sorcery."):
            sorcery = True
            continue
        if sentence.startswith("Activate only if you control "):
            only_if = _control_condition(sentence)
            if only_if is None:
                return False
            continue
        if sentence.startswith(("Spend this mana only to cast ", "This mana can't be spent")):
            spend_only = _spend_only(sentence)
            if spend_only is None:
                return False
            continue
        got = parse_effects(sentence)
        if got is None:
            return False
        effects.extend(got)
    if not effects:
        return False
    flt, count = only_if if only_if is not None else (None, 1)
    parts.abilities.append(
        Activated(
            cost=cost,
            effect=tuple(effects),
            sorcery_speed=sorcery,
            only_if_control=flt,
            only_if_count=count,
            spend_only=spend_only,
        )
    )
    return True


def _spend_only(sentence: str) -> Filter | None:
    """Parse a restriction on spending mana (CR 106.6) into the filter of spells it may pay.

    "Spend this mana only to cast artifact spells" (Mishra's Workshop), "... colorless
    Eldrazi spells or activate abilities of colorless Eldrazi" (Eldrazi Temple: its ability
    half is dropped, so the mana does less, never more), "... a creature spell", "This mana
    can't be spent to cast a nonartifact spell" (Powerstone).
    """
    m = re.fullmatch(
        r"Spend this mana only to cast (?:an? )?(.+?) spells?"
        r"(?: or activate abilities of [^.]+)?\.",
        sentence,
    )
    if m:
        from deckstats.cards.oracle.targets import card_filter

        flt = card_filter(m.group(1))
        return None if flt is None or flt == NO_FILTER else flt
    if sentence == "This mana can't be spent to cast a nonartifact spell.":
        return Filter(card_type=CardType.ARTIFACT)
    return None


#: Ability words that only name the condition an "Activate only if ..." sentence states.
_CONDITION_WORD = re.compile(r"(?:Metalcraft|Threshold|Hellbent|Ferocious|Coven) — ")
_CONTROL_TYPES = {
    "artifact": CardType.ARTIFACT,
    "creature": CardType.CREATURE,
    "enchantment": CardType.ENCHANTMENT,
    "land": CardType.LAND,
    "planeswalker": CardType.PLANESWALKER,
}


def _control_noun(word: str) -> Filter | None:
    """``"Island"`` / ``"artifacts"`` -> a filter by subtype or card type."""
    w = word.removesuffix("s") if word.lower().removesuffix("s") in _CONTROL_TYPES else word
    if w.lower() in _CONTROL_TYPES:
        return Filter(card_type=_CONTROL_TYPES[w.lower()])
    if re.fullmatch(r"[A-Z][a-z]+", w):
        return Filter(subtypes=(_singular(w) if w != "Plains" else w,))
    return None


def _control_condition(sentence: str) -> tuple[Filter, int] | None:
    """Parse "Activate only if you control ..." (CR 602.5b) into (filter, count).

    "an Island or a Swamp" (the Verge lands), "three or more artifacts" (Mox Opal).
    """
    m = re.fullmatch(
        r"Activate only if you control "
        rf"(?:an? (\w+)(?: or an? (\w+))?|({NUMBER}) or more (\w+))\.",
        sentence,
    )
    if not m:
        return None
    if m.group(3):
        n = number(m.group(3))
        flt = _control_noun(m.group(4))
        return None if flt is None or not isinstance(n, int) else (flt, n)
    words = [w for w in (m.group(1), m.group(2)) if w]
    flts = [_control_noun(w) for w in words]
    if any(f is None for f in flts):
        return None
    if len(flts) == 1:
        return flts[0], 1  # type: ignore[return-value]
    a, b = flts
    if a is None or b is None:
        return None
    if a.subtypes and b.subtypes and not a.card_type and not b.card_type:
        return Filter(subtypes=a.subtypes + b.subtypes), 1
    if a.card_type and b.card_type and not a.subtypes and not b.subtypes:
        return Filter(card_type=a.card_type | b.card_type), 1
    return None


# -- triggered abilities (CR 603) --------------------------------------------------------------

_STEPS = {
    "upkeep": StepName.UPKEEP,
    "draw step": StepName.DRAW,
    "precombat main phase": StepName.PRECOMBAT_MAIN,
    "first main phase": StepName.PRECOMBAT_MAIN,
    "end step": StepName.END,
}
_WHOSE = {
    "your": Ref.YOU,
    "each": Ref.EACH_PLAYER,
    "each player's": Ref.EACH_PLAYER,
    "each opponent's": Ref.EACH_OPPONENT,
}
_SPELL_FILTERS = {
    "a spell": NO_FILTER,
    "a noncreature spell": Filter(not_type=CardType.CREATURE),
    "a creature spell": Filter(card_type=CardType.CREATURE),
    "an instant or sorcery spell": Filter(card_type=CardType.INSTANT | CardType.SORCERY),
    "an artifact spell": Filter(card_type=CardType.ARTIFACT),
    "an enchantment spell": Filter(card_type=CardType.ENCHANTMENT),
}
_SELF_EVENTS: dict[
    str, type[EntersBattlefield] | type[Attacks] | type[Dies] | type[LeavesBattlefield]
] = {
    "enters": EntersBattlefield,
    "attacks": Attacks,
    "dies": Dies,
    "leaves the battlefield": LeavesBattlefield,
}


_CASTERS = {
    "you cast": Ref.YOU,
    "a player casts": Ref.EACH_PLAYER,
    "an opponent casts": Ref.EACH_OPPONENT,
}


def _spell_filter(phrase: str) -> Filter | None:
    """Spell phrases ("a green spell", "a spell with mana value 3 or less") -> a filter."""
    flt = _SPELL_FILTERS.get(phrase)
    if flt is not None:
        return flt
    m = re.fullmatch(r"an? (.+?) spell|a spell with mana value (\d+) or (less|greater)", phrase)
    if not m:
        return None
    if m.group(2):
        if m.group(3) == "greater":
            return None
        return Filter(max_mana_value=int(m.group(2)))
    from deckstats.cards.oracle.targets import card_filter

    return card_filter(m.group(1))


_DRAWERS = {"you": Ref.YOU, "an opponent": Ref.EACH_OPPONENT, "a player": Ref.EACH_PLAYER}


def _creature_group(words: str) -> Filter | None:
    """A creature group of a trigger: "creature", "Human", "Angel or Cleric" -> a filter."""
    if words == "creature":
        return Filter(card_type=CardType.CREATURE)
    m = re.fullmatch(r"([A-Z][a-z]+)(?: or ([A-Z][a-z]+))?", words)
    if m:
        return Filter(subtypes=tuple(g for g in m.groups() if g))
    return None


def parse_condition(text: str) -> list[TriggerCondition] | None:
    """Parse a trigger condition ("~ attacks", "the beginning of your upkeep", ...)."""
    c = text.strip()
    both = re.fullmatch(r"~ enters and whenever (.+)", c)
    if both:
        # "When ~ enters and whenever an opponent draws a card ..." (Orcish Bowmasters)
        rest = parse_condition(both.group(1))
        return None if rest is None else [EntersBattlefield(), *rest]
    m = re.fullmatch(
        r"(you|an opponent|a player) draws? a card"
        r"( except the first one they draw in each of their draw steps)?",
        c,
    )
    if m:
        return [Draws(_DRAWERS[m.group(1)], skip_draw_step_first=bool(m.group(2)))]
    m = re.fullmatch(
        r"~ (enters|attacks|dies|leaves the battlefield)"
        r"(?: or (enters|attacks|dies|leaves the battlefield))?",
        c,
    )
    if m:
        return [_SELF_EVENTS[e]() for e in m.groups() if e]
    if c in ("you gain life", "an opponent gains life", "a player gains life"):
        who = {"you": Ref.YOU, "an opponent": Ref.EACH_OPPONENT, "a player": Ref.EACH_PLAYER}
        return [GainsLife(who[c.removesuffix(" gain life").removesuffix(" gains life")])]
    if c in ("you cast this spell", "you cast ~"):
        return [CastSpell(Ref.SELF)]  # CR 601.2i, 603.2: a cast trigger of the spell itself
    if c == "~ deals combat damage to a player":
        return [DealsCombatDamageToPlayer()]
    m = re.fullmatch(
        r"(you cast|a player casts|an opponent casts) (?:your|their) "
        r"(first|second|third|fourth|fifth) spell each turn",
        c,
    )
    if m:
        # "Whenever you cast your second spell each turn" (flurry and friends).
        nth = ("first", "second", "third", "fourth", "fifth").index(m.group(2)) + 1
        return [CastSpell(_CASTERS[m.group(1)], NO_FILTER, nth=nth)]
    m = re.fullmatch(r"you cast or copy (an instant or sorcery spell|a spell)", c)
    if m:
        # Magecraft (an ability word): copies put on the stack trigger it too.
        flt = _SPELL_FILTERS[m.group(1)]
        return [CastSpell(Ref.YOU, flt, or_copy=True)]
    m = re.fullmatch(r"(you cast|a player casts|an opponent casts) (.+)", c)
    if m:
        flt = _spell_filter(m.group(2))
        return None if flt is None else [CastSpell(_CASTERS[m.group(1)], flt)]
    if c == "~ leaves the battlefield":
        return [LeavesBattlefield()]
    m = re.fullmatch(r"(another|a) (.+?)( you control)? (enters|dies)", c)
    if m and m.group(2) != "land":
        # "Whenever another Human you control enters" (Champion of the Parish), "Whenever a
        # creature dies" (Vein Ripper), "Whenever another creature dies" (CR 603.6a, 700.4).
        flt = _creature_group(m.group(2))
        if flt is not None:
            who = Ref.YOU if m.group(3) else Ref.EACH_PLAYER
            other = m.group(1) == "another"
            if m.group(4) == "enters":
                return [EntersBattlefield(who, flt, other=other)]
            if other:
                who = Ref.EACH_OTHER_CREATURE if who == Ref.EACH_PLAYER else who
                if who == Ref.YOU:
                    return None  # "another creature you control dies": not expressible yet
            return [Dies(who, flt)]
    if c in ("a land you control enters", "a land enters under your control"):
        return [LandEnters()]
    m = re.fullmatch(r"a creature you control (enters|attacks|dies)", c)
    if m:
        flt = Filter(card_type=CardType.CREATURE)
        if m.group(1) == "enters":
            return [EntersBattlefield(Ref.YOU, flt)]
        if m.group(1) == "attacks":
            return [Attacks(Ref.YOU, flt)]
        return [Dies(Ref.YOU, flt)]
    m = re.fullmatch(
        r"the beginning of (your|each|each player's|each opponent's) (upkeep|draw step|end step"
        r"|precombat main phase|first main phase)",
        c,
    )
    if m:
        return [BeginningOfStep(_STEPS[m.group(2)], _WHOSE[m.group(1)])]
    if c == "the beginning of the end step":
        return [BeginningOfStep(StepName.END, Ref.EACH_PLAYER)]
    if c == "the beginning of combat on your turn":
        return [BeginningOfStep(StepName.BEGINNING_OF_COMBAT)]
    return None


_TRIGGER = re.compile(r"(?:[A-Z][\w' ]+ — )?(When|Whenever|At) (.+?), (.+)", re.DOTALL)


_TRANSFORM_SELF = re.compile(r"[Tt]ransform ~\.")
_EXILE_RETURN_TRANSFORMED = re.compile(
    r"[Ee]xile (?:this Saga|this creature|~), then return (?:it|him|her) to the battlefield "
    r"transformed under (your|its owner's|his owner's|her owner's) control\."
)
_DELVER = re.compile(
    r"[Ll]ook at the top card of your library\. You may reveal that card\. If an? (.+?) card "
    r"is revealed this way, (.+)"
)


_GAINS_QUOTED = re.compile(r'~ gains "([^"]+)"\.?')


def _gains_body(body: str) -> list[Effect] | None:
    """'~ gains "<ability>".' with no duration (Urza's Saga): a ``GainAbility``."""
    m = _GAINS_QUOTED.fullmatch(body)
    if not m:
        return None
    inner = m.group(1).replace("'", '"')
    got = compile_lines([inner], [inner], is_spell=False, name="~")
    if got.unparsed or got.spell or got.statics or got.costs or got.modifiers or got.keywords:
        return None
    if not (got.abilities or got.triggers):
        return None
    return [GainAbility(tuple(got.abilities), tuple(got.triggers))]


def _transform_body(body: str) -> list[Effect] | None:
    """CR 701.27a: transform sentences, or ``None``.

    "Transform ~.", "Exile ~, then return it to the battlefield transformed under your
    control." (Fable of the Mirror-Breaker) and Delver of Secrets' top-card check.
    """
    if _TRANSFORM_SELF.fullmatch(body):
        return [Transform()]
    m = _EXILE_RETURN_TRANSFORMED.fullmatch(body)
    if m:
        return [Transform(exile_return=True, owner=m.group(1) != "your")]
    m = _DELVER.fullmatch(body)
    if m:
        kinds = _card_kinds(m.group(1))
        then = parse_body(m.group(2)[0].upper() + m.group(2)[1:])
        if kinds is None or then is None:
            return None
        return [IfTopCardIs(Filter(card_type=kinds), tuple(then))]
    return None


def _card_kinds(words: str) -> CardType | None:
    """A card-type mask (any of them) for "instant or sorcery", "creature", "land"."""
    out = NO_TYPE
    for w in re.split(r" or |, ", words):
        flag = CardType.__members__.get(w.upper())
        if flag is None:
            return None
        out |= flag
    return out


def parse_body(body: str) -> list[Effect] | None:
    """Parse the effect text of an ability or spell line: paragraphs, then sentences."""
    if body.startswith("~ gains \""):
        gained = _gains_body(body.strip())
        if gained is not None:
            return gained
    if "ransform" in body:
        flipped = _transform_body(body.strip())
        if flipped is not None:
            return flipped
    granted = grant_flashback(body.strip())
    if granted is not None:
        return granted
    kicked = re.fullmatch(r"if (?:it|~) was kicked, (.+)", body.strip())
    if kicked:
        # CR 702.33d: "When ~ enters, if it was kicked, ..." (Goblin Bushwhacker).
        rest = kicked.group(1)
        inner = parse_body(rest[0].upper() + rest[1:])
        return [IfKicked(tuple(inner))] if inner is not None else None
    effects: list[Effect] = []
    rest = body.strip()
    while rest:
        para = parse_paragraph(rest)
        if para is not None:
            effects.extend(para[0])
            rest = para[1]
            continue
        sentences = split_sentences(rest)
        got = parse_effects(sentences[0])
        if got is None:
            return None
        effects.extend(got)
        rest = " ".join(sentences[1:])
    return effects


def _triggered_line(line: str, parts: Parts) -> bool | None:
    m = _TRIGGER.fullmatch(line)
    if not m:
        return None
    conditions = parse_condition(m.group(2))
    if conditions is None:
        return False
    body = m.group(3)
    optional = False
    if body.startswith("you may ") and " If you do" not in body:
        optional = True
        body = body[len("you may ") :]
    drawer = any(isinstance(c, Draws) and c.who != Ref.YOU for c in conditions)
    if drawer:
        body = re.sub(r"^they ", "that player ", body)  # Sheoldred: the player who drew
    if _about_another(conditions):
        named = _triggering_pronoun(body, conditions)
        if named is None:
            return False
        body = named
    effects = parse_body(body)
    if effects is None:
        return False
    if drawer:
        effects = _drawing_player(effects)
    for cond in conditions:
        parts.triggers.append(Triggered(when=cond, effect=tuple(effects), optional=optional))
    return True


#: "it" in a trigger about another object names that object (up to the first other noun).
_PRONOUN = re.compile(r"\b([Ii])t\b")
_OTHER_NOUN = re.compile(r"~|\btarget\b|\bequipped creature\b|\benchanted creature\b")


def _about_another(conditions: list[TriggerCondition]) -> bool:
    """True if a condition's event names an object other than the source ("a creature enters")."""
    return any(
        isinstance(c, (EntersBattlefield, Attacks, Dies, LandEnters)) and c.who != Ref.SELF
        for c in conditions
    )


def _triggering_pronoun(body: str, conditions: list[TriggerCondition]) -> str | None:
    """Rewrite "it" as "that creature" where it names the triggering object (issue 26).

    In "Whenever a creature you control enters, put a +1/+1 counter on it" the pronoun is the
    creature that entered (CR 603.2, 608.2h), not the source; the sentence templates read
    "it" as ``Ref.SELF`` and "that creature" as ``Ref.TRIGGERING_OBJECT``. Only the pronouns
    before any other noun ("~", "target ...", "equipped creature") are rewritten: after one,
    "it" names that noun (Kappa Cannoneer: "put a +1/+1 counter on ~ and it can't be
    blocked"). A creature that died is no longer on the battlefield, so the engine has no
    object for "it" there: such a body returns ``None`` (not compiled) rather than naming
    the source.
    """
    cut = _OTHER_NOUN.search(body)
    head, tail = (body[: cut.start()], body[cut.start() :]) if cut else (body, "")
    if not _PRONOUN.search(head):
        return body
    if any(isinstance(c, Dies) and c.who != Ref.SELF for c in conditions):
        return None
    return (
        _PRONOUN.sub(lambda m: "that creature" if m.group(1) == "i" else "That creature", head)
        + tail
    )


def _drawing_player(effects: list[Effect]) -> list[Effect]:
    """In a draw trigger, "that player" / "they" is the player who drew (CR 603.2).

    The sentence templates read "that player" as ``Ref.TARGET_CONTROLLER``; a draw trigger
    with no target has no such player, so it names ``Ref.TRIGGERING_PLAYER`` instead.
    """
    out: list[Effect] = []
    for e in effects:
        if dataclasses.is_dataclass(e) and not any(
            isinstance(getattr(e, f.name), Target) for f in dataclasses.fields(e)
        ):
            changes = {
                f.name: Ref.TRIGGERING_PLAYER
                for f in dataclasses.fields(e)
                if getattr(e, f.name) is Ref.TARGET_CONTROLLER
            }
            if changes:
                e = dataclasses.replace(e, **changes)  # type: ignore[arg-type]
        out.append(e)
    return out


_CHANNEL = re.compile(r"Channel — ((?:\{[^}]+\})+), Discard ~: (.+)", re.DOTALL)
_LESS_PER_LEGEND = (
    " This ability costs {1} less to activate for each legendary creature you control."
)


def _channel_line(line: str, parts: Parts) -> bool | None:
    """Channel (ability word, CR 207.2c): "Channel — {cost}, Discard ~: <effect>".

    An activated ability from the hand (``cards.costs.Channel``; CR 602.1). The reduction
    "costs {1} less to activate for each legendary creature you control" is kept with it;
    an effect we cannot compile leaves the whole line unparsed (nothing is offered).
    """
    m = _CHANNEL.fullmatch(line)
    if not m:
        return None
    try:
        mana = parse_mana_cost(m.group(1))
    except ManaCostError:
        return False
    body = m.group(2)
    less = 0
    if body.endswith(_LESS_PER_LEGEND):
        body = body[: -len(_LESS_PER_LEGEND)]
        less = 1
    # "Create two 1/1 ... tokens. They gain haste until end of turn." (Sokenzan): haste only
    # matters the turn a creature comes under its controller's control (CR 302.6), so the
    # tokens are created with haste.
    body = re.sub(r" tokens\. They gain haste until end of turn\.$", " tokens with haste.", body)
    effects = parse_body(body)
    if effects is None:
        return False
    parts.costs.append(Channel(mana, tuple(effects), less_per_legend=less))
    return True


_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}
_NUMERAL = r"(?:I|II|III|IV|V|VI|VII)"
_CHAPTER = re.compile(rf"({_NUMERAL}(?:, {_NUMERAL})*) — (.+)", re.DOTALL)


def _chapter_line(line: str, parts: Parts) -> bool | None:
    """CR 714.2a-b: a Saga's chapter ability "II, III — <effect>" (one trigger per chapter).

    A chapter whose effect does not compile still becomes a trigger with no effect (and its
    text is reported unparsed): the Saga keeps its final chapter number (CR 714.2d), so it
    is sacrificed when the printed card says, never later; it loses that chapter only.
    """
    m = _CHAPTER.fullmatch(line)
    if not m:
        return None
    body = m.group(2)
    optional = False
    if body.startswith("You may ") and " If you do" not in body:
        optional = True
        body = body[len("You may ") :]
        body = body[0].upper() + body[1:]
    effects = parse_body(body)
    for numeral in m.group(1).split(", "):
        parts.triggers.append(
            Triggered(
                when=Chapter(_ROMAN[numeral]),
                effect=tuple(effects or ()),
                optional=optional and effects is not None,
            )
        )
    return effects is not None


# -- static abilities (CR 604) ----------------------------------------------------------------

_IRREGULAR_PLURALS = {"Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Merfolk": "Merfolk"}


def _singular(word: str) -> str:
    return _IRREGULAR_PLURALS.get(word, word[:-1] if word.endswith("s") else word)


_STATIC = re.compile(
    r"(Other )?(.+?) (?:you control )?(?:get|gets) ([+-]\d+)/([+-]\d+)(?: and (?:have|has) (.+))?\."
)
_STATIC_KW = re.compile(r"(Other )?(.+?) (?:you control )?(?:have|has) (.+)\.")


# Words before "creatures" that are qualities or card types, not creature subtypes (CR 205.3m).
_NOT_SUBTYPES = frozenset(
    (
        "Untapped", "Tapped", "Attacking", "Blocking", "Nontoken", "Token", "Legendary",
        "Nonlegendary", "Artifact", "Nonartifact", "Enchantment", "Land", "Multicolored",
        "Monocolored", "Colorless", "Snow", "Other", "All",
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
        return Ref.CREATURES_YOU_CONTROL, Filter(subtypes=(_singular(w),))
    return None


def _static_line(line: str, parts: Parts) -> bool:
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
        from deckstats.cards.oracle.effects import _keywords

        got = _keywords(kw_text)
        if got is None or (every_creature and got & Keyword.LANDWALK):
            return False  # landwalk is a printed fact here: the engine does not block by it
        kw = got
    parts.statics.append(
        Static(power, toughness, kw, applies_to=applies_to, filter=flt, other=bool(other))
    )
    return True


# -- modal spells (CR 700.2) -------------------------------------------------------------------

_CHOOSE = {"Choose one —": 1, "Choose two —": 2, "Choose three —": 3}


def _modal_line(line: str, parts: Parts) -> bool | None:
    head, _, rest = line.partition("\n")
    if head not in _CHOOSE or not rest:
        return None
    modes: list[tuple[Effect, ...]] = []
    for bullet in rest.split("\n"):
        text = bullet.lstrip("• ").strip()
        effects: list[Effect] = []
        for sentence in split_sentences(text):
            got = parse_effects(sentence)
            if got is None:
                return False
            effects.extend(got)
        modes.append(tuple(effects))
    parts.spell.append(Modal(tuple(modes), choose=_CHOOSE[head]))
    return True


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


_MURKTIDE = "~ enters with a +1/+1 counter on it for each instant and sorcery card exiled with it."

#: Graveyard replacements (CR 614.1a): whose cards are exiled instead. Dauthi Voidwalker's
#: "with a void counter on it" is dropped (its other ability then does less, never more).
_GRAVEYARD_EXILE = {
    "If a card would be put into an opponent's graveyard from anywhere, exile it instead.": (
        "opponents"
    ),
    "If a card would be put into an opponent's graveyard from anywhere, instead exile it "
    "with a void counter on it.": "opponents",
    "If a card or token would be put into a graveyard from anywhere, exile it instead.": "all",
}


def _cda_line(line: str, parts: Parts) -> bool:
    """Compile a characteristic-defining P/T (CR 604.3): Tarmogoyf, "each equal to ..."."""
    m = _CDA_SPLIT.fullmatch(line)
    if m:
        count = _CDA_COUNTS.get(m.group(1))
        if count is None:
            return False
        parts.pt_cda = (count, 0, int(m.group(2) or 0))
        return True
    m = _CDA_EACH.fullmatch(line)
    if m:
        count = _CDA_COUNTS.get(m.group(2))
        if count is None:
            return False
        n = int(m.group(1) or 0)
        parts.pt_cda = (count, n, n)
        return True
    return False


def _mana_instead_line(line: str, parts: Parts) -> bool:
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


def _landfall_instead_line(line: str, parts: Parts) -> bool:
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


def _cost_line(line: str, parts: Parts, is_spell: bool) -> bool:
    """Alternative costs (CR 118.9) and kicked spell effects (CR 702.33d); see ``oracle.costs``."""
    alt = alternative_cost(line) or additional_cost(line)
    if alt is not None:
        parts.costs.append(alt)
        return True
    costed = cost_keyword(line.lower().rstrip("."))  # a keyword cost with a comma in it
    if costed is not None:
        parts.costs.append(costed[0])
        parts.keywords |= costed[1]
        return True
    if not is_spell:
        trig = enters_with_per_kick(line)
        if trig is None:
            return False
        parts.triggers.append(trig)
        return True
    got = kicked_line(line)
    if got is None:
        got = for_each_kick(line)
    if got is None:
        return False
    parts.spell.extend(got)
    return True


def _names_no_object(effects: Any) -> bool:
    """True if a spell's effect names "it"/"that creature" as ``Ref.SELF``/``TRIGGERING_OBJECT``.

    An instant or sorcery is no permanent and has no trigger: in "Untap target creature. It
    gets +2/+4" the pronoun means the target, which the vocabulary cannot name yet, so the
    sentence is reported instead of compiled onto the wrong object.
    """
    stack = list(effects)
    while stack:
        item = stack.pop()
        if item is Ref.SELF or item is Ref.TRIGGERING_OBJECT:
            return True
        if isinstance(item, tuple):
            stack.extend(item)
        elif dataclasses.is_dataclass(item) and not isinstance(item, type):
            stack.extend(getattr(item, f.name) for f in dataclasses.fields(item))
    return False


#: CR 207.2c: an ability word in italics before an em dash has no rules meaning; the
#: condition it names is spelled out in the text that follows.
_ABILITY_WORD = re.compile(
    r"^(?:Metalcraft|Delirium|Threshold|Revolt|Raid|Ferocious|Descend \d+|Hellbent|Morbid"
    r"|Spell mastery|Formidable|Domain|Flurry|Magecraft|Landfall|Battalion|Heroic"
    r"|Constellation|Coven|Alliance|Addendum|Eerie|Valiant|Celebration|Bloodrush) — "
)


_LEVEL_LINE = re.compile(r"((?:\{[^}]+\})+): Level (\d+)")
_BECOMES_LEVEL = re.compile(r"When (?:this Class|~) becomes level (\d+), (.+)", re.DOTALL)


def _class_levels(lines: list[str], originals: list[str], name: str) -> Parts | None:
    """CR 716: a Class's level bars "[cost]: Level N" and the sections under them.

    The text above the first bar is level 1 (always on, CR 716.3). Each bar is a
    sorcery-speed activated ability whose ``GainLevel`` carries the abilities printed under
    it, so they apply only from that level on; "When this Class becomes level N, ..." is a
    ``BecomesLevel`` trigger of that section. ``None`` when the text has no level bar.
    """
    idx = [i for i, line in enumerate(lines) if _LEVEL_LINE.fullmatch(line)]
    if not idx:
        return None
    parts = compile_lines(lines[: idx[0]], originals[: idx[0]], is_spell=False, name=name)
    ends = [*idx[1:], len(lines)]
    for i, end in zip(idx, ends, strict=True):
        m = _LEVEL_LINE.fullmatch(lines[i])
        assert m is not None
        try:
            mana = parse_mana_cost(m.group(1))
        except ManaCostError:
            parts.unparsed.extend(originals[i:end])
            continue
        level = int(m.group(2))
        gained: list[Triggered] = []
        rest: list[str] = []
        rest_own: list[str] = []
        for line, own in zip(lines[i + 1 : end], originals[i + 1 : end], strict=True):
            bm = _BECOMES_LEVEL.fullmatch(line)
            if bm and int(bm.group(1)) == level:
                effects = parse_body(bm.group(2))
                if effects is None:
                    parts.unparsed.append(own)
                else:
                    gained.append(Triggered(BecomesLevel(level), tuple(effects)))
                continue
            rest.append(line)
            rest_own.append(own)
        seg = compile_lines(rest, rest_own, is_spell=False, name=name)
        parts.unparsed.extend(seg.unparsed)
        if seg.keywords or seg.spell or seg.costs or seg.modifiers or seg.etb_tapped:
            # Not gated by level here: those lines are reported, and not gained.
            parts.unparsed.extend(o for o in rest_own if o not in seg.unparsed)
        parts.abilities.append(
            Activated(
                cost=Cost(mana=mana),
                effect=(
                    GainLevel(
                        level, (*gained, *seg.triggers), tuple(seg.statics), tuple(seg.abilities)
                    ),
                ),
                sorcery_speed=True,
                text=f"Level {level}",
            )
        )
    return parts


#: CR 614.1c, 122.6: "~ enters with two +1/+1 counters on it" (Triskelion), "X" (Walking
#: Ballista: the X paid), "three oil counters" (a kind of counter by name).
_ENTERS_WITH = re.compile(
    rf"~ enters( tapped)? with ({NUMBER}) ([+-]1/[+-]1|[a-z]+) counters? on it\."
)

#: CR 103.6: Leylines (Leyline of the Void, of Sanctity, of the Guildpact, ...).
_LEYLINE = "If ~ is in your opening hand, you may begin the game with it on the battlefield."


def compile_lines(lines: list[str], originals: list[str], *, is_spell: bool, name: str) -> Parts:
    """Compile the normalised ability ``lines`` of one face.

    Args:
        lines: normalised lines (``~`` for the card's name, reminder text removed).
        originals: the same lines in the card's own words, for reporting.
        is_spell: True for an instant or sorcery: plain sentences are its spell effects.
        name: the face name, put back in place of ``~`` in reported sentences.
    """
    if not is_spell:
        leveled = _class_levels(lines, originals, name)
        if leveled is not None:
            return leveled
    parts = Parts()
    for line, original in zip(lines, originals, strict=False):
        line = _ABILITY_WORD.sub("", line, count=1)  # CR 207.2c: no rules meaning
        if _keyword_line(line, parts, original) or _etb_tapped_line(line, parts):
            continue
        if linked_return_line(line, parts.triggers):
            continue  # CR 610.3: "return the exiled card" makes the exile an O-ring's
        if line == _LEYLINE:
            parts.begins_on_battlefield = True  # CR 103.6
            continue
        if not is_spell and line == "You may play an additional land on each of your turns.":
            parts.extra_land_plays += 1  # CR 305.2 (Dryad of the Ilysian Grove, Azusa: two)
            continue
        if realdeck_line(line, parts, is_spell):
            continue  # whole-line templates of real decks' cards (oracle.realdecks)
        if not is_spell and _cda_line(line, parts):
            continue
        if not is_spell and line == _MURKTIDE:
            # CR 702.66a, 614.1c: counted as it is cast (engine: StackItem.delved_spells)
            parts.enters_with = ("+1/+1", "delved_instants_and_sorceries")
            continue
        if not is_spell and line in _GRAVEYARD_EXILE:
            parts.graveyard_exile = _GRAVEYARD_EXILE[line]  # CR 614.1a
            continue
        m = None if is_spell else _ENTERS_WITH.fullmatch(line)
        if m:
            parts.enters_with = (m.group(3), number(m.group(2)))  # CR 614.1c, 122.6
            if m.group(1):
                parts.etb_tapped = ALWAYS_TAPPED  # Vivid lands: "enters tapped with ..."
            continue
        if _cost_line(line, parts, is_spell):
            continue
        if is_spell and (_landfall_instead_line(line, parts) or _mana_instead_line(line, parts)):
            continue
        for handler in (
            _chapter_line,
            _channel_line,
            _modal_line,
            _activated_line,
            _triggered_line,
        ):
            done = handler(line, parts)
            if done is not None:
                break
        if done is True:
            continue
        if done is False:
            parts.unparsed.append(original)
            continue
        if not is_spell and _static_line(line, parts):
            continue
        cst = None if is_spell else conditional_static_line(line)
        if cst is not None:
            parts.statics.append(cst)  # "as long as <condition>" (CR 604.2)
            continue
        if not is_spell and line == "~ can't be blocked.":
            parts.keywords |= Keyword.UNBLOCKABLE
            continue
        if not is_spell and line == "~ doesn't untap during your untap step.":
            parts.keywords |= Keyword.DOESNT_UNTAP  # CR 502.3
            continue
        if not is_spell and line == "~ can't block.":
            parts.keywords |= Keyword.CANT_BLOCK  # CR 509.1a
            continue
        if not is_spell and line == "~ attacks each combat if able.":
            parts.keywords |= Keyword.ATTACKS_EACH_COMBAT  # CR 508.1d
            continue
        if not is_spell and line == "~ can block only creatures with flying.":
            parts.keywords |= Keyword.BLOCKS_ONLY_FLYERS  # CR 509.1b
            continue
        if line in ("This spell can't be countered.", "~ can't be countered."):
            parts.keywords |= Keyword.CANT_BE_COUNTERED  # CR 101.2
            continue
        mods = modifier_line(line)
        if mods is not None:
            parts.modifiers.extend(mods)
            continue
        if not is_spell and chooses_name_line(line):
            parts.chooses_name = True  # CR 607.2d: read by "the chosen name" locks
            continue
        if is_spell:
            whole = parse_body(line)
            if whole is not None and not _names_no_object(whole):
                parts.spell.extend(whole)
                continue
        sentences = split_sentences(line)
        own_words = split_sentences(original)
        if len(own_words) != len(sentences):
            own_words = [s.replace("~", name) for s in sentences]
        for sentence, reported in zip(sentences, own_words, strict=True):
            got = parse_effects(sentence) if is_spell else None
            if got is not None and _names_no_object(got):
                got = None  # "It gets +2/+4": in a spell, "it" is the target, not the spell
            if is_spell and sentence == "Exile ~.":
                # Burning Wish, Eldritch Evolution: the spell exiles itself as it resolves
                # instead of going to its owner's graveyard (CR 608.2n).
                got = (Exile(Ref.SELF),)
            if got is None:
                parts.unparsed.append(reported)
            else:
                parts.spell.extend(got)
    return parts
