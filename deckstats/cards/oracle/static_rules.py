"""Whole-line templates of round 38's static abilities (issue 26, helper ``stat``).

Each template is parameterised by a group read with the target grammar or by a number;
the values are ``cards.static_rules`` (in ``Parts.modifiers``) and the engine honours each
(``engine.static_rules``). Called from ``oracle.abilities`` for a permanent's lines:

- "You may cast ~ from your graveyard [or from exile] [as long as <condition>]." and "You
  may cast ~ from exile." (CR 601.3);
- "<Group> spells you control can't be countered." (CR 101.2: "Creature", "Green",
  "Creature and enchantment", or none: "Spells you control ...");
- "<Group> entering don't cause abilities to trigger." (CR 603.2: Torpor Orb);
- "You have no maximum hand size." (CR 402.2);
- "~ can't be blocked except by <N> or more creatures." (CR 509.1b);
- "<Group> can't attack you unless their controller pays {N} for each creature they
  control that's attacking you." and Sphere of Safety's "{X} ..., where X is the number
  of enchantments you control" (CR 508.1g-h); "<Group> can't attack you." alone is left to
  its owner (an attack lock on one defender).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from deckstats.cards import static_rules as sr
from deckstats.cards.dsl import Static
from deckstats.cards.effects import Condition
from deckstats.cards.model import NO_COLOR, CardType, Keyword, color_from_letter
from deckstats.cards.modifiers import CastLimit
from deckstats.cards.oracle.parts import Parts
from deckstats.cards.oracle.rule_locks import group_filters
from deckstats.cards.oracle.static_conditions import _condition
from deckstats.cards.oracle.statics import _group
from deckstats.cards.oracle.targets import card_filter
from deckstats.cards.oracle.text import NUMBER, keyword_flags, number
from deckstats.cards.presence import KICKED
from deckstats.cards.rule_locks import AttackLock
from deckstats.cards.targets import NO_FILTER, Filter, Ref


def _cast_from(m: re.Match[str]) -> list[object] | None:
    """CR 601.3: "You may cast ~ from your graveyard [or from exile] [as long as ...]"."""
    where = m.group(1)
    requires = None
    if m.group(2):
        cond = _condition(m.group(2))
        if cond is None or cond[0] or cond[2] or cond[1] is None:
            return None  # only "as long as you control a Zombie"-like requirements
        requires = cond[1]
    zones = sr.CastFromZone("graveyard" in where, "exile" in where, requires)
    return [zones]


def _uncounterable(m: re.Match[str]) -> list[object] | None:
    """CR 101.2: "<Creature / Green / Creature and enchantment> spells you control ..."."""
    if m.group(1) is None:
        return [sr.Uncounterable((NO_FILTER,))]
    filters = []
    for word in re.split(r", and |, or |, | and | or ", m.group(1).lower()):
        flt = card_filter(word)
        if flt is None or flt == NO_FILTER:
            return None
        filters.append(flt)
    return [sr.Uncounterable(tuple(filters))]


def _entry_lock(m: re.Match[str]) -> list[object] | None:
    """CR 603.2: "Creatures entering don't cause abilities to trigger." (Torpor Orb)."""
    group = group_filters(m.group(1))
    ok = group is not None and group[1] == Ref.EACH_PLAYER
    return [sr.EntryTriggerLock(group[0])] if group is not None and ok else None


def _min_blockers(m: re.Match[str]) -> list[object] | None:
    """CR 509.1b: "~ can't be blocked except by three or more creatures."."""
    n = number(m.group(1))
    return [sr.MinBlockers(n)] if isinstance(n, int) and n >= 2 else None


def _attack_tax(m: re.Match[str]) -> list[object] | None:
    """CR 508.1g-h: Ghostly Prison's {2}, Sphere of Safety's {X} per attacker."""
    group = group_filters(m.group(1))
    if group is None or group[1] != Ref.EACH_PLAYER or len(group[0]) != 1:
        return None
    x = m.group(2) == "X"
    if x != bool(m.group(3)):
        return None
    return [sr.AttackTax(0 if x else int(m.group(2)), group[0][0], per_enchantment=x)]


def _must_attack(m: re.Match[str]) -> list[object] | None:
    """CR 508.1d: "[Other] Goblin creatures [you control] attack each combat if able"."""
    group = _group(m.group(2))
    if group is None or group[0] is not Ref.CREATURES_YOU_CONTROL:
        return None
    applies = Ref.CREATURES_YOU_CONTROL if m.group(3) else Ref.EACH_CREATURE
    kw = Keyword.ATTACKS_EACH_COMBAT
    return [Static(0, 0, kw, applies_to=applies, filter=group[1], other=bool(m.group(1)))]


_COLORS = ("white", "blue", "black", "red", "green")
_COLOR_KEYWORD = re.compile(r"(?:and )?([a-z ]+?) if it's (white|blue|black|red|green)")


def _by_color(m: re.Match[str]) -> list[object] | None:
    """CR 613.1f: Scion of Draco's "vigilance if it's white, hexproof if it's blue, ..."."""
    out: list[object] = []
    for item in m.group(1).split(", "):
        c = _COLOR_KEYWORD.fullmatch(item)
        kw = None if c is None else keyword_flags(c.group(1))
        if c is None or not kw:
            return None
        color = Filter(colors=color_from_letter("WUBRG"[_COLORS.index(c.group(2))]))
        out.append(Static(0, 0, kw, applies_to=Ref.CREATURES_YOU_CONTROL, filter=color))
    return out


_FROM_ZONES = {
    None: (),
    "anywhere other than their hands": ("graveyard", "exile", "library"),
    "graveyards or libraries": ("graveyard", "library"),
}


def _cast_ban(m: re.Match[str]) -> list[object] | None:
    """CR 101.2: "You can't cast noncreature spells." (Nullhide Ferox) and the like.

    "Your opponents can't cast spells from anywhere other than their hands." (Drannith
    Magistrate) and "Players can't cast spells from graveyards or libraries." (Grafdigger's
    Cage): only casts from those zones.
    """
    spells = NO_FILTER if m.group(2) is None else card_filter(m.group(2))
    if spells is None or (spells == NO_FILTER and m.group(3) is None):
        return None  # "can't cast spells" alone: no printed card of the corpus
    caster = m.group(1)
    who = Ref.EACH_OPPONENT if "pponent" in caster else Ref.EACH_PLAYER
    return [
        CastLimit(0, spells, Ref.YOU if caster == "You" else who, zones=_FROM_ZONES[m.group(3)])
    ]


def _shield(m: re.Match[str]) -> list[object] | None:
    """CR 115.4: "~ can't be the target of white spells or abilities from white sources".

    Also "nongreen" and "your opponents control" (Rebel Informer; Thrun, Breaker of Silence).
    """
    if m.group(1) != m.group(4) or m.group(2) != m.group(5) or m.group(3) != m.group(6):
        return None
    color = color_from_letter("WUBRG"[_COLORS.index(m.group(2))])
    shield = sr.TargetShield(NO_COLOR, color) if m.group(1) else sr.TargetShield(color)
    return [replace(shield, opponents=bool(m.group(3)))]


def _chosen_color_ban(m: re.Match[str]) -> list[object] | None:
    """CR 101.2, 607.2d: "Your opponents can't cast spells of the chosen color." (Iona)."""
    return [CastLimit(0, NO_FILTER, Ref.EACH_OPPONENT, chosen_color=True)]


def _unless_hand(m: re.Match[str]) -> list[object] | None:
    """CR 508.1a, 509.1a: "~ can't attack or block unless you have one or fewer cards in hand".

    Hazoret the Fervent: the restriction holds while the hand has two or more cards.
    """
    kw = {"attack": Keyword.CANT_ATTACK, "block": Keyword.CANT_BLOCK}
    flags = Keyword.CANT_ATTACK | Keyword.CANT_BLOCK if " or " in m.group(1) else kw[m.group(1)]
    cond = int(Condition.HAND_TWO_OR_MORE)
    return [Static(0, 0, flags, applies_to=Ref.SELF, condition=cond)]


_PERMANENT_TYPES = {
    "artifacts": CardType.ARTIFACT,
    "creatures": CardType.CREATURE,
    "enchantments": CardType.ENCHANTMENT,
    "lands": CardType.LAND,
    "planeswalkers": CardType.PLANESWALKER,
}


def _permanents_have(m: re.Match[str]) -> list[object] | None:
    """CR 613.1f: "[Other] enchantments you control have shroud." (Sterling Grove).

    Also "Artifacts, creatures, enchantments, and lands you control have indestructible."
    (Elspeth, Knight-Errant's emblem): a keyword for permanents of those types.
    """
    types = CardType(0)
    for word in re.split(r", and |, | and ", m.group(2).lower()):
        if word not in _PERMANENT_TYPES:
            return None
        types |= _PERMANENT_TYPES[word]
    kw = keyword_flags(m.group(3))
    if not kw or types == CardType.CREATURE:
        return None  # creatures alone: the lords' template (oracle.statics)
    flt = Filter(card_type=types)
    other = bool(m.group(1))
    return [Static(0, 0, kw, applies_to=Ref.PERMANENTS_YOU_CONTROL, filter=flt, other=other)]


def _not_alone(m: re.Match[str]) -> list[object] | None:
    """CR 506.5: "~ can't attack or block alone." (Mogg Flunkies)."""
    return [sr.NotAlone(attack="attack" in m.group(1), block="block" in m.group(1))]


def _kicked_entry(m: re.Match[str]) -> list[object] | None:
    """CR 702.33d, 614.1c: "If ~ was kicked, it enters with three +1/+1 counters on it".

    Kavu Titan's "[and with trample]": counters and keywords only for a kicked spell.
    """
    n = number(m.group(1))
    kw = keyword_flags(m.group(3)) if m.group(3) else Keyword(0)
    if not isinstance(n, int) or kw is None:
        return None
    out: list[object] = [("enters_with", (m.group(2), f"kicked:{n}"))]
    if kw:
        out.append(Static(0, 0, kw, applies_to=Ref.SELF, state=KICKED))
    return out


def _nontoken_have(m: re.Match[str]) -> list[object] | None:
    """CR 111.1, 613.1f: "Nontoken creatures you control have riot." (Rhythm of the Wild)."""
    kw = Keyword.RIOT if m.group(1) == "riot" else keyword_flags(m.group(1))
    flt = Filter(token=False)
    return [Static(0, 0, kw, applies_to=Ref.CREATURES_YOU_CONTROL, filter=flt)] if kw else None


_LINES: tuple[tuple[str, Callable[[re.Match[str]], list[object] | None]], ...] = (
    (
        r"You may cast ~ from (your graveyard|exile|your graveyard or from exile)"
        r"(?: as long as (.+))?\.",
        _cast_from,
    ),
    (r"(?:(.+?) )?[Ss]pells you control can't be countered\.", _uncounterable),
    (r"(.+?) entering don't cause abilities to trigger\.", _entry_lock),
    (rf"~ can't be blocked except by ({NUMBER}) or more creatures\.", _min_blockers),
    (r"(Other )?(.+?) (you control )?attack each combat if able\.", _must_attack),
    (r"Each creature you control has (.+)\.", _by_color),
    (
        r"~ can't be the target of (non)?(white|blue|black|red|green) spells( your opponents "
        r"control)? or abilities from (non)?(white|blue|black|red|green) sources( your "
        r"opponents control)?\.",
        _shield,
    ),
    (r"Your opponents can't cast spells of the chosen color\.", _chosen_color_ban),
    (r"~ can't (attack or block|attack|block) alone\.", _not_alone),
    (r"Nontoken creatures you control have (.+)\.", _nontoken_have),
    (
        rf"If ~ was kicked, it enters with ({NUMBER}) ([+-]1/[+-]1) counters? on it"
        r"(?: and with ([a-z ,]+))?\.",
        _kicked_entry,
    ),
    (
        r"(Other )?([A-Za-z][a-z]+(?:(?:,| and|, and) [a-z]+)*) you control have (.+)\.",
        _permanents_have,
    ),
    (
        r"~ can't (attack or block|attack|block) unless you have one or fewer cards in hand\.",
        _unless_hand,
    ),
    (
        r"(You|Your opponents|Each opponent|Players|Each player) can't cast (?:([a-z]+) )?"
        r"spells(?: from (anywhere other than their hands|graveyards or libraries))?\.",
        _cast_ban,
    ),
    (
        r"(.+?) can't attack you(?: or planeswalkers you control)? unless their controller "
        r"pays \{(\d+|X)\} for each (?:creature they control that's attacking you|of those "
        r"creatures)(, where X is the number of enchantments you control)?\.",
        _attack_tax,
    ),
)
_COMPILED = [(re.compile(rx), build) for rx, build in _LINES]


def static_rule_line(line: str, parts: Parts) -> bool:
    """A permanent's whole line of the round's static families, into ``parts``.

    ``dsl.Static`` values go to ``parts.statics``, the others to ``parts.modifiers``.
    """
    for rx, build in _COMPILED:
        m = rx.fullmatch(line)
        got = None if m is None else build(m)
        if got:
            for value in got:
                if isinstance(value, tuple):
                    parts.facts[value[0]] = value[1]  # ("enters_with", ...): Kavu Titan
                elif isinstance(value, Static):
                    parts.statics.append(value)
                else:
                    parts.modifiers.append(value)  # type: ignore[arg-type]
            return True
    return False


__all__ = ["static_rule_line"]


# -- rule changes for a while (sentences of spells and abilities: ``TurnRules``) ----------


def _spells(quality: str | None) -> Filter | None:
    """``None`` / ``"sorcery"`` / ``"creature"`` -> the spells' filter (``None``: unknown)."""
    return NO_FILTER if quality is None else card_filter(quality)


def _flash_for(m: re.Match[str]) -> tuple[object, ...] | None:
    """CR 702.8a: "you may cast spells this turn as though they had flash" and the like.

    "[Until your next turn,] you may cast [sorcery] spells [this turn] as though they had
    flash" (Borne Upon a Wind; Teferi, Time Raveler's +1).
    """
    spells = _spells(m.group(2))
    if spells is None or bool(m.group(1)) == bool(m.group(3)):
        return None  # exactly one duration
    return (sr.TurnRules((sr.FlashPermission(spells),), next_turn=bool(m.group(1))),)


def _lock_this_turn(m: re.Match[str]) -> tuple[object, ...] | None:
    """CR 508.1, 509.1a: "Creatures can't attack / block this turn" for a group.

    "Creatures can't attack this turn." (Orim's Chant), "Creatures without flying can't
    block this turn." (Sundering Eruption).
    """
    group = group_filters(m.group(1))
    if group is None or group[1] != Ref.EACH_PLAYER or len(group[0]) != 1:
        return None
    flt = group[0][0]
    if flt.card_type != CardType.CREATURE:
        return None
    lock = AttackLock(flt) if m.group(2) == "attack" else sr.BlockLock(flt)
    return (sr.TurnRules((lock,)),)


def _uncounterable_this_turn(m: re.Match[str]) -> tuple[object, ...] | None:
    """CR 101.2: "Spells you control can't be countered this turn." (Veil of Summer)."""
    got = _uncounterable(m)
    return None if got is None else (sr.TurnRules(tuple(got)),)


#: Sentence templates (decapitalised, no final period), tried by ``oracle.effects`` through
#: ``oracle.mode_lines``.
TURN_TEMPLATES: list[tuple[str, Callable[[re.Match[str]], tuple[object, ...] | None]]] = [
    (
        r"(until your next turn, )?you may cast (?:([a-z]+) )?spells( this turn)? as though "
        r"they had flash",
        _flash_for,
    ),
    (r"(.+?) can't (attack|block) this turn", _lock_this_turn),
    (r"(?:(.+?) )?spells you control can't be countered this turn", _uncounterable_this_turn),
]


_COMPILED = [(re.compile(rx), build) for rx, build in _LINES]
