"""A spell's sentences that lean on the sentence before (issue 26, ``spell`` helper).

An instant or sorcery names its target once ("Target creature gets +2/+2 until end of
turn.") and the next sentence points back at it:

- a pronoun: "It gains hexproof until end of turn." (Snakeskin Veil), "Then that creature
  fights target creature you don't control." (Hunt the Weak): the pronoun is the spell's
  first target, ``Ref.FIRST_TARGET`` (CR 115.10; an illegal target is not affected, CR
  608.2b);
- a replacement of the effect before when a condition holds on resolution: "If <condition>,
  <effect> instead." / "<effect> instead if <condition>." / "If <condition>, instead
  <effect>." (Groundswell, Might of Old Krosa, Stubborn Denial): a ``Conditional`` whose
  branches share the first effect's target (CR 608.2c, 614.1a);
- an amount read from the first target as it last existed: "You lose life equal to that
  creature's toughness." (Vendetta, Feed the Swarm; ``Count("target_toughness")``, CR
  608.2h);
- a branch on what the first target was (as it last existed, CR 608.2h): "If it was a
  creature card, you gain 3 life. Otherwise, you draw a card." (Cling to Dust), "If that
  land was a snow land, ..." (Thermokarst): ``IfTargetWas``;
- an addition under a condition: "That creature also gains trample until end of turn if
  <condition>." (Temur Battle Rage), "If you control a Liliana planeswalker, each opponent
  also discards a card." (Liliana's Triumph): a ``Conditional`` (or, on a count, an
  ``IfCount``) with no "otherwise" (CR 608.2c).

The condition words are those of ``oracle.effects.CONDITION_TEXTS`` plus "you cast this
spell during your main phase". A sentence of another shape, or whose effect before has no
single target to point at, is left to the caller (reported unparsed).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from deckstats.cards.counts import Count, CountKind, IfCount
from deckstats.cards.effects import (
    Condition,
    Conditional,
    Effect,
    Fight,
    IfKicked,
    IfTargetWas,
    Tap,
    Untap,
)
from deckstats.cards.oracle.counts import count_condition, replace_x
from deckstats.cards.oracle.divided import twice_x_instead
from deckstats.cards.oracle.effects import _CONDITIONS, parse_effects
from deckstats.cards.oracle.group_follow_ups import they_follow_up
from deckstats.cards.oracle.spell_riders import then_if_controlled
from deckstats.cards.oracle.sprint_s1 import returned_this_way
from deckstats.cards.oracle.targets import card_filter, parse_target
from deckstats.cards.targets import Ref, Target

#: "Untap it." / "Tap that creature." after a sentence with one target (CR 701.26).
_TAP_IT: dict[str, type[Tap] | type[Untap]] = {
    "Untap it.": Untap,
    "Untap that creature.": Untap,
    "Tap it.": Tap,
    "Tap that creature.": Tap,
}

#: Condition words of this family beyond the ability-word ones (CR 608.2c).
_MORE_CONDITIONS = {
    "you cast this spell during your main phase": Condition.YOUR_MAIN_PHASE,
    "you cast ~ during your main phase": Condition.YOUR_MAIN_PHASE,
    "a creature died this turn": Condition.MORBID,
    "you've completed a dungeon": Condition.COMPLETED_DUNGEON,  # CR 309.7 (the initiative)
}

_INSTEAD = (
    re.compile(r"If (?P<cond>[^,]+), (?P<body>.+) instead\."),
    re.compile(r"If (?P<cond>[^,]+), instead (?P<body>.+)\."),
    re.compile(r"(?P<body>.+) instead if (?P<cond>.+)\."),
)
_ALSO = (
    re.compile(r"(?P<subject>.+?) also (?P<rest>.+) if (?P<cond>.+)\."),
    re.compile(r"If (?P<cond>[^,]+), (?P<subject>.+?) also (?P<rest>.+)\."),
)
_LIFE_EQUAL = re.compile(
    r"(?P<who>.*?)(?P<verb>gains?|loses?) life equal to "
    r"(?:that (?:creature|permanent|creature or planeswalker)'s|its) "
    r"(?P<quality>power|toughness|mana value)\."
)
_QUALITIES: dict[str, CountKind] = {
    "power": "target_power",
    "toughness": "target_toughness",
    "mana value": "target_mana_value",
}
_PRONOUN = re.compile(r"(?:Then )?(?:It|That creature|that creature) (?P<rest>.+)")
_FIGHTS = re.compile(r"fights (?P<other>.+)\.")
#: "that creature" / "that spell" in a replacing sentence: the target named before.
_THAT = re.compile(r"\bthat (creature or planeswalker|creature|spell|permanent|player)\b")


def _branch(words: str, then: tuple[Effect, ...], otherwise: tuple[Effect, ...] = ()) -> Any:
    """A ``Conditional`` on the condition ``words`` name, or an ``IfCount`` on a count.

    A count: "you control a Liliana planeswalker" (``oracle.counts.count_condition``);
    ``None`` for words of no known condition.
    """
    cond = _MORE_CONDITIONS.get(words) or _CONDITIONS.get(words)
    if cond is not None:
        return Conditional(cond, then, otherwise)
    counted = count_condition(words)
    if counted is None:
        return None
    count, least, most = counted
    return IfCount(count, least, most, then, otherwise)


def _targets(effects: Any) -> list[Target]:
    """Every ``Target`` spec among ``effects``' fields (one level into nested tuples)."""
    out: list[Target] = []
    for e in effects:
        if not dataclasses.is_dataclass(e) or isinstance(e, type):
            continue
        for f in dataclasses.fields(e):
            val = getattr(e, f.name)
            if isinstance(val, Target):
                out.append(val)
            elif isinstance(val, tuple):
                out.extend(_targets(val))
    return out


def _swap(effect: Effect, old: Any, new: Any) -> Effect:
    """``effect`` with every field equal to ``old`` (a spec) set to ``new``."""
    if not dataclasses.is_dataclass(effect) or isinstance(effect, type):
        return effect
    changes = {f.name: new for f in dataclasses.fields(effect) if getattr(effect, f.name) == old}
    return dataclasses.replace(effect, **changes) if changes else effect


def _sole_target(spell: list[Effect]) -> Target | None:
    specs = _targets(spell)
    return specs[0] if len(specs) == 1 else None


def _pronoun(sentence: str, spell: list[Effect]) -> tuple[Effect, ...] | None:
    """The verb of "It <verb> ..." / "That creature <verb> ..." applied to the first target."""
    tap = _TAP_IT.get(sentence)
    if tap is not None:  # "Untap it." (Shore Up): the object of the verb is the target
        return (tap(Ref.FIRST_TARGET),) if _sole_target(spell) is not None else None
    m = _PRONOUN.fullmatch(sentence)
    if m is None and "that creature" in sentence and _sole_target(spell) is not None:
        # "Put a -1/-1 counter on that creature." (Puncture Bolt): the object, not the subject
        got = parse_effects(sentence)
        if got is None or _targets(got):
            return None
        return tuple(_swap(e, Ref.TRIGGERING_OBJECT, Ref.FIRST_TARGET) for e in got)
    if m is None or _sole_target(spell) is None:
        return None
    fight = _FIGHTS.fullmatch(m.group("rest"))
    if fight is not None:
        other = parse_target(fight.group("other"))
        return None if not isinstance(other, Target) else (Fight(Ref.FIRST_TARGET, other),)
    got = parse_effects("That creature " + m.group("rest"))
    if got is None or _targets(got):
        return None
    return tuple(_swap(e, Ref.TRIGGERING_OBJECT, Ref.FIRST_TARGET) for e in got)


def _instead(sentence: str, spell: list[Effect]) -> bool:
    """Replace the last effect by "<effect> instead" when the condition holds (CR 614.1a)."""
    for pattern in _INSTEAD:
        m = pattern.fullmatch(sentence)
        if m is None:
            continue
        if not spell:
            return False
        old = spell[-1]
        old_target = _sole_target([old])
        body = _THAT.sub(r"target \1", m.group("body"))
        got = parse_effects(body[0].upper() + body[1:] + ".")
        if got is None or len(got) != 1:
            return False
        specs = _targets(got)
        if old_target is None and not specs and not _targets([old]):
            new = got[0]  # "Create a Food token. If ..., create two Food tokens instead."
        elif old_target is not None and len(specs) == 1:
            new = _swap(got[0], specs[0], old_target)
        else:
            return False
        if m.group("cond") in ("this spell was kicked", "~ was kicked"):
            if old_target is None or len(specs) != 1:
                return False
            spell[-1] = _kicked_instead(got[0], specs[0], old, old_target)
            return True
        branch = _branch(m.group("cond"), (new,), (old,))
        if branch is None:
            return False
        spell[-1] = branch
        return True
    return False


def _kicked_instead(new: Effect, spec: Target, old: Effect, old_target: Target) -> Effect:
    """The kicked branch: "If this spell was kicked, instead <effect>" (CR 702.33d, 601.2c).

    The kicked spell's target is the first one with the kicked sentence's mana-value bounds
    (Bloodchief's Thirst kicked may target any creature or planeswalker; Prohibit kicked, a
    spell with mana value 4 or less); every other quality of the target stays (a kicked
    spell never targets more widely than its text says). ``IfKicked`` reads the targets
    of the kicked branch; unkicked, the first effect re-checks its narrower target on
    resolution (CR 608.2b).
    """
    flt = dataclasses.replace(
        old_target.filter,
        max_mana_value=spec.filter.max_mana_value,
        min_mana_value=spec.filter.min_mana_value,
    )
    wider = dataclasses.replace(old_target, filter=flt)
    return IfKicked((_swap(new, spec, wider),), (old,))


def _also(sentence: str, spell: list[Effect]) -> bool:
    """An effect added on the first target when the condition holds (CR 608.2c)."""
    for pattern in _ALSO:
        m = pattern.fullmatch(sentence)
        if m is None:
            continue
        added = f"{m.group('subject')} {m.group('rest')}."
        got = _pronoun(added, spell) or parse_effects(added[0].upper() + added[1:])
        branch = None if got is None else _branch(m.group("cond"), got)
        if branch is None:
            return False
        spell.append(branch)
        return True
    return False


def _life_equal(sentence: str, spell: list[Effect]) -> tuple[Effect, ...] | None:
    """Life equal to the first target's power, toughness or mana value (CR 608.2h)."""
    m = _LIFE_EQUAL.fullmatch(sentence)
    if m is None or _sole_target(spell) is None:
        return None
    got = parse_effects(f"{m.group('who')}{m.group('verb')} X life.")
    what: CountKind = _QUALITIES[m.group("quality")]
    return None if got is None else replace_x(got, Count(what, text=sentence[:-1]))


_WAS = re.compile(r"If (?:it|that \w+) was an? (?P<kind>.+?), (?P<body>.+)\.")
_OTHERWISE = re.compile(r"Otherwise, (?P<body>.+)\.")


def _was(sentence: str, spell: list[Effect]) -> bool:
    """The branches "If it was a creature card, <effect>." / "Otherwise, <effect>."."""
    m = _WAS.fullmatch(sentence)
    if m is not None and _sole_target(spell) is not None:
        flt = card_filter(m.group("kind").removesuffix(" card"))
        got = parse_effects(m.group("body") + ".")
        if flt is None or got is None or _targets(got):
            return False
        spell.append(IfTargetWas(flt, got))
        return True
    m = _OTHERWISE.fullmatch(sentence)
    last = spell[-1] if spell else None
    if m is None or not isinstance(last, IfTargetWas) or last.otherwise:
        return False
    got = parse_effects(m.group("body") + ".")
    if got is None or _targets(got):
        return False
    spell[-1] = dataclasses.replace(last, otherwise=got)
    return True


def pronoun_follow_up(sentence: str, effects: list[Effect]) -> tuple[Effect, ...] | None:
    """An ability's "It <verb> ..." after a sentence with one target: that target.

    "{T}: Untap target creature. It gains haste until end of turn." (CR 115.10, 608.2b):
    the pronoun is the ability's first target, not its source; read as the source, the
    ability would pump the wrong permanent (a partial card must never gain power). Only
    when the sentences before name exactly one target; else ``None`` (the caller reads it).
    """
    if sentence.startswith("They "):
        return they_follow_up(sentence, effects)  # Elspeth, Storm Slayer (oracle.group_follow_ups)
    if not sentence.startswith(("It ", "That creature ", "Then it ", "Then that creature ")):
        return None
    return _pronoun(sentence, effects)


def follow_up_sentence(sentence: str, spell: list[Effect]) -> bool:
    """Compile a spell sentence pointing back at the effect before; extend ``spell``.

    ``spell`` is the spell's effects so far (changed in place); False leaves it as it was.
    """
    if _instead(sentence, spell) or _also(sentence, spell) or _was(sentence, spell):
        return True
    if twice_x_instead(sentence, spell):  # (oracle.divided: Shatterskull Smashing)
        return True
    if then_if_controlled(sentence, spell):  # (oracle.spell_riders: Shatter the Sky)
        return True
    if returned_this_way(sentence, spell):  # (oracle.sprint_s1: Nurturing Pixie)
        return True
    got = _pronoun(sentence, spell) or _life_equal(sentence, spell)
    got = got or they_follow_up(sentence, spell)  # "They gain ..." (oracle.group_follow_ups)
    if got is None:
        return False
    spell.extend(got)
    return True
