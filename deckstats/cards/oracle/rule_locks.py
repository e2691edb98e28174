"""Rule-changing statics of permanents: untap, enter-tapped, attack and draw locks.

One template per family, parameterised by a group of permanents read with the target
grammar (``group_filters``: "Nonbasic lands", "Artifacts and lands", "Creatures without
flying", "Creatures and nonbasic lands your opponents control"). The values are
``cards.rule_locks``; the engine honours each (``engine.rule_locks``). Called from
``oracle.abilities`` for a permanent's lines.
"""

from __future__ import annotations

import re

from deckstats.cards import rule_locks as rl
from deckstats.cards.mana import ManaCostError, parse_mana_cost
from deckstats.cards.model import CardType, Keyword
from deckstats.cards.oracle.mass import permanent_filter
from deckstats.cards.oracle.parts import Parts
from deckstats.cards.oracle.statics import singular
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import Filter, Ref, Target, TargetKind

_NOT_PERMANENT = TargetKind.PLAYER | TargetKind.SPELL
_QUALITIES = frozenset(
    ("tapped", "untapped", "basic", "snow", "legendary", "white", "blue", "black", "red", "green")
)
_PLURAL_TYPES = re.compile(r"\b(creature|land|artifact|enchantment|planeswalker|permanent)s\b")


def _one_filter(words: str) -> Filter | None:
    """One plural noun phrase ("nonbasic lands", "Islands") -> a permanent filter."""
    first, _, rest = words.strip().partition(" ")
    low = first.lower()
    if _PLURAL_TYPES.fullmatch(low) or low.startswith("non") or low in _QUALITIES:
        first = low  # "Creatures without flying", "Nonbasic lands": the sentence's capital
    elif not rest and first.endswith("s"):
        first = singular(first)  # "Islands": a subtype (CR 205.3)
    else:
        return None  # not a plural group ("Enchanted creature": an Aura's, not a lock)
    if rest and _PLURAL_TYPES.search(f"{first} {rest}") is None:
        return None
    phrase = _PLURAL_TYPES.sub(r"\1", f"{first} {rest}".strip())
    spec = parse_target("target " + phrase)
    if not isinstance(spec, Target) or spec.kinds & _NOT_PERMANENT or spec.controller:
        return None
    if spec.count != 1 or spec.up_to:
        return None
    return permanent_filter(spec)


def group_filters(group: str) -> tuple[tuple[Filter, ...], Ref] | None:
    """A plural group ("Creatures and nonbasic lands your opponents control") -> (filters, whose).

    Each filter is one kind of the group (a permanent matches the group when it matches
    any); ``whose`` is ``Ref.EACH_OPPONENT`` for "your opponents control", ``Ref.YOU`` for
    "you control", ``Ref.EACH_PLAYER`` otherwise.
    """
    m = re.fullmatch(r"(.+?)(?: (you control|your opponents control))?", group.strip())
    if m is None:
        return None
    whose = {None: Ref.EACH_PLAYER, "you control": Ref.YOU}.get(m.group(2), Ref.EACH_OPPONENT)
    filters: list[Filter] = []
    for part in re.split(r", and |, or |, | and | or ", m.group(1)):
        f = _one_filter(part)
        if f is None:
            return None
        filters.append(f)
    return tuple(filters), whose


_UNTAP = re.compile(r"(.+?) don't untap during their controllers' untap steps\.")
_ENTER_TAPPED = re.compile(r"(.+?) enter tapped\.")
_ENTER_UNTAPPED = re.compile(r"(.+?) you control enter untapped\.")
_CANT_ATTACK = re.compile(r"(.+?) can't attack\.")
_LAND_LIMIT = re.compile(
    rf"(As long as ~ is untapped, )?[Pp]layers can't untap more than ({NUMBER}) lands? "
    r"during their untap steps\."
)
#: Rising Waters' second line: with its "Lands don't untap" it is a limit of one land.
_UPKEEP_UNTAP = "At the beginning of each player's upkeep, that player untaps a land they control."
_UPKEEP_TAX = re.compile(
    r'All (creatures|artifacts) have "At the beginning of your upkeep, (destroy|sacrifice) '
    r'(?:~|this creature|this artifact) unless you pay ((?:\{\w+\})+)\."'
)
_BRIDGE = "Creatures with power greater than the number of cards in your hand can't attack."
_DRAW_LIMIT = re.compile(
    rf"(Each opponent|Each player) can't draw more than ({NUMBER}) cards? each turn\."
)

_DRAW_PLUS = re.compile(
    rf"As long as you have ({NUMBER}) or fewer cards in hand, if you would draw one or more "
    rf"cards, you draw that many cards plus ({NUMBER}) instead\."
)


#: Printed combat restrictions of the object itself, joined by "and" on one line.
_OWN_FLAGS = {
    "can't block": Keyword.CANT_BLOCK,  # CR 509.1a
    "can't be blocked": Keyword.UNBLOCKABLE,  # CR 509.1b
    "can't attack": Keyword.CANT_ATTACK,  # CR 508.1a
    "attacks each combat if able": Keyword.ATTACKS_EACH_COMBAT,  # CR 508.1d
}
_SEARCH_LOCK = (
    "Spells and abilities your opponents control can't cause their controller to search "
    "their library."
)
_CANT_BLOCK = re.compile(r"~ can't block (creatures? with .+)\.")
_TWO_FLAGS = re.compile(r"~ (.+?) and (.+)\.")


def rule_lock_line(line: str, parts: Parts) -> bool:
    """A permanent's rule-changing static line (untap, enter-tapped, attack, draw locks)."""
    m = _CANT_BLOCK.fullmatch(line)
    spec = None if m is None else parse_target("target " + m.group(1))
    if isinstance(spec, Target) and spec.kinds == TargetKind.CREATURE and not spec.controller:
        parts.modifiers.append(rl.BlockFilter(spec.filter))  # CR 509.1a (Zurgo Bellstriker)
        return True
    m = _TWO_FLAGS.fullmatch(line)
    if m and m.group(1) in _OWN_FLAGS and m.group(2) in _OWN_FLAGS:
        parts.keywords |= _OWN_FLAGS[m.group(1)] | _OWN_FLAGS[m.group(2)]  # Changeling Outcast
        return True
    if line == _SEARCH_LOCK:
        parts.modifiers.append(rl.SearchLock())  # CR 701.23 (Ashiok, Dream Render)
        return True
    if line == "You may play lands from your graveyard.":
        parts.modifiers.append(rl.LandsFromGraveyard())  # CR 305.1 (Crucible of Worlds)
        return True
    m = _DRAW_LIMIT.fullmatch(line)
    limit = None if m is None else number(m.group(2))
    if m and isinstance(limit, int):
        who = Ref.EACH_OPPONENT if m.group(1) == "Each opponent" else Ref.EACH_PLAYER
        parts.modifiers.append(rl.DrawLimit(who, limit))  # CR 121.1, 101.2
        return True
    m = _ENTER_UNTAPPED.fullmatch(line)
    group = None if m is None else group_filters(m.group(1))
    if group is not None and group[1] == Ref.EACH_PLAYER:
        parts.modifiers.append(rl.EntersUntapped(group[0], Ref.YOU))  # CR 614.12 (Spelunking)
        return True
    m = _DRAW_PLUS.fullmatch(line)
    most, extra = (None, None) if m is None else (number(m.group(1)), number(m.group(2)))
    if isinstance(most, int) and isinstance(extra, int):
        parts.modifiers.append(rl.DrawPlus(most, extra))  # CR 614.11 (Quantum Riddler)
        return True
    m = _LAND_LIMIT.fullmatch(line)
    limit = None if m is None else number(m.group(2))
    if m and isinstance(limit, int):
        parts.modifiers.append(rl.LandUntapLimit(limit, bool(m.group(1))))  # Winter Orb
        return True
    lands = rl.UntapLock((Filter(card_type=CardType.LAND),))
    if line == _UPKEEP_UNTAP and lands in parts.modifiers:
        parts.modifiers[parts.modifiers.index(lands)] = rl.LandUntapLimit(1)  # Rising Waters
        return True
    m = _UPKEEP_TAX.fullmatch(line)
    if m:
        kind = CardType.CREATURE if m.group(1) == "creatures" else CardType.ARTIFACT
        try:
            cost = parse_mana_cost(m.group(3))
        except ManaCostError:
            return False
        tax = rl.UpkeepTax(Filter(card_type=kind), cost, m.group(2) == "destroy")
        parts.modifiers.append(tax)  # CR 118.12 (Tabernacle, Kataki)
        return True
    if line == _BRIDGE:
        parts.modifiers.append(rl.AttackLock(Filter(card_type=CardType.CREATURE), True))
        return True
    for pattern in (_UNTAP, _ENTER_TAPPED, _CANT_ATTACK):
        m = pattern.fullmatch(line)
        group = None if m is None else group_filters(m.group(1))
        if group is None:
            continue
        filters, whose = group
        if pattern is _ENTER_TAPPED:
            if whose == Ref.YOU:
                return False  # "you control": no printed card of the corpus; left unparsed
            parts.modifiers.append(rl.EntersTappedLock(filters, whose))  # CR 614.12
        elif whose != Ref.EACH_PLAYER:
            return False
        elif pattern is _UNTAP:
            parts.modifiers.append(rl.UntapLock(filters))  # CR 502.3
        elif len(filters) == 1 and filters[0].card_type == CardType.CREATURE:
            parts.modifiers.append(rl.AttackLock(filters[0]))  # CR 508.1 (Moat)
        else:
            return False
        return True
    return False


__all__ = ["group_filters", "rule_lock_line"]
