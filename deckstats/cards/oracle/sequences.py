"""Effect sentences built from other effect sentences: lists, "unless", other subjects.

Appended to the effect templates of ``oracle/effects.py`` (tried after the others):

- comma lists of verbs (CR 608.2c: in order): "Draw three cards, untap up to two lands,
  then discard a card" (Pore Over the Pages): each part a sentence of its own;
- "<effect> unless <condition>" (CR 608.2c): "Then discard a card unless you attacked this
  turn" (Chart a Course): the effect happens only when the condition fails
  (``Conditional`` with an empty "then" branch, or ``IfCount``);
- the target's controller as the subject (CR 608.2h, last known information): "Its
  controller creates a 1/1 white Human creature token" (Stroke of Midnight), "Its
  controller investigates" (Fateful Absence, CR 701.16a);
- "You untap up to six lands" (Time Spiral; CR 701.26b);
- "Proliferate" (CR 701.34, not in seeds) and "Each opponent gets a poison counter" (CR 122.1f);
- "Put a burden counter on ~": a counter with no rules meaning of its own (CR 122.1).
"""

from __future__ import annotations

import re
from dataclasses import replace

from deckstats.cards.effects import Conditional, CreateToken, GivePoison, Proliferate
from deckstats.cards.oracle.effects import Builder, Effects
from deckstats.cards.targets import Ref, Target


def _parse(sentence: str) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    return parse_effects(sentence)


#: The verbs that start a clause of a comma list ("..., untap up to two lands, ...").
_VERBS = (
    r"(?:draw|discard|untap|tap|scry|surveil|create|mill|you gain|you lose|return|put|exile|"
    r"destroy|sacrifice|investigate|add)"
)
#: A player subject carried to the list's later verbs ("Each player loses 1 life, discards
#: a card, sacrifices a creature, then sacrifices a land": Smallpox).
_SUBJECT = re.compile(r"(?:each player|each opponent|target player|target opponent|that player) ")
_THIRD = r"(?:loses|gains|discards|sacrifices|draws|mills|creates)"
_COMMA = re.compile(rf", (?=(?:then )?(?:{_VERBS}|{_THIRD})\b)")


def _comma_list(m: re.Match[str]) -> Effects | None:
    """Split at the first ", <verb>" where both sides parse (CR 608.2c: in text order)."""
    s = m.group(0)
    subject = _SUBJECT.match(s)
    for cut in _COMMA.finditer(s):
        first = _parse(s[: cut.start()])
        if first is None:
            continue
        rest_text = s[cut.end() :].removeprefix("then ")
        if re.match(_THIRD, rest_text):
            if subject is None:
                continue
            rest_text = subject.group(0) + rest_text
        rest = _parse(rest_text)
        if rest is not None:
            return first + rest
    return None


def _unless(m: re.Match[str]) -> Effects | None:
    """``"<effect> unless <condition>"``: the effect when the condition does not hold."""
    from deckstats.cards.oracle.counts import count_condition
    from deckstats.cards.oracle.effects import CONDITION_TEXTS
    from deckstats.cards.oracle.mass import has_target

    effect = _parse(m.group(1))
    if effect is None or not effect or has_target(effect):
        return None  # targets are declared by the "then" branch, empty here
    condition = m.group(2)
    for cond, texts in CONDITION_TEXTS.items():
        if condition in texts:
            return (Conditional(cond, (), effect),)
    counted = count_condition(condition)
    if counted is None:
        return None
    from deckstats.cards.counts import IfCount

    count, least, most = counted
    return (IfCount(count, least, most, (), effect),)


def _their(m: re.Match[str]) -> Effects | None:
    """``"Its controller creates <tokens>"`` / ``"... investigates"``: they get them."""
    made = _parse("investigate" if m.group(2) == "investigates" else f"create {m.group(3)}")
    tokens = [e for e in made or () if isinstance(e, CreateToken)]
    if not tokens or len(tokens) != len(made or ()):
        return None
    return tuple(replace(e, controller=Ref.TARGET_CONTROLLER) for e in tokens)


def _poison(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import SUBJECTS
    from deckstats.cards.oracle.text import number

    n = number(m.group(2))
    who = SUBJECTS.get(m.group(1) + " ")
    return None if not isinstance(n, int) or who is None else (GivePoison(who, n),)


def _extra_turns(m: re.Match[str]) -> Effects | None:
    """Extra turns: "Target player takes two extra turns after this one" (CR 500.7).

    Read as the controller's own turns: the target could be an opponent in the rules, a
    choice given up here (a partial card may lose power, never gain it).
    """
    from deckstats.cards.effects import ExtraTurn
    from deckstats.cards.oracle.text import number

    n = number(m.group(1))
    return (ExtraTurn(n),) if isinstance(n, int) else None


#: Counters with a rules meaning of their own (CR 122.1b-e): not compiled as plain marks.
_RULES_COUNTERS = frozenset(
    [
        "stun",
        "shield",
        "finality",
        "loyalty",
        "defense",
        "poison",
        "flying",
        "deathtouch",
        "hexproof",
        "indestructible",
        "lifelink",
        "menace",
        "reach",
        "trample",
        "vigilance",
        "haste",
        "time",
    ]
)


def _named_counters(m: re.Match[str]) -> Effects | None:
    """A named counter: "Put a burden counter on ~" (The One Ring), read by its other text."""
    from deckstats.cards.effects import PutCounters
    from deckstats.cards.oracle.targets import parse_target
    from deckstats.cards.oracle.text import number

    n, kind = number(m.group(1)), m.group(2)
    spec = parse_target(m.group(3))
    if not isinstance(n, int) or kind in _RULES_COUNTERS or spec is None or m.group(3) == "it":
        return None
    return (PutCounters(n, spec, kind),)


def _tap_and_stun(m: re.Match[str]) -> Effects | None:
    """Tap a target and put stun counters on it (CR 122.1d).

    "Tap target creature an opponent controls and put a stun counter on it."

    Floodpits Drowner, Kaito, Bane of Nightmares: the counters go on the same target
    (``Ref.FIRST_TARGET``); ``engine.stun`` removes one instead of each untap.
    """
    from deckstats.cards.effects import PutCounters, Tap
    from deckstats.cards.oracle.targets import parse_target
    from deckstats.cards.oracle.text import number

    spec, n = parse_target(m.group(1)), number(m.group(2))
    if not isinstance(spec, Target) or spec.count != 1 or spec.up_to or not isinstance(n, int):
        return None
    return (Tap(spec), PutCounters(n, Ref.FIRST_TARGET, "stun"))


TEMPLATES: list[tuple[str, Builder]] = [
    (r"put (a|an|\w+) ([a-z]+) counters? on (~|target .+)", _named_counters),
    (r"tap (target [^.]+?)(?: and|\.) [pP]ut (a|an|\w+) stun counters? on it", _tap_and_stun),
    (r"(?:you take|target player takes) (an|\w+) extra turns? after this one", _extra_turns),
    (r"proliferate", lambda m: (Proliferate(),)),  # CR 701.34 (not in seeds)
    (
        r"(each opponent|target player|target opponent|that player) gets? (a|an|\w+) poison "
        r"counters?",
        _poison,
    ),
    (
        r"(its controller|that creature's controller|that permanent's controller) "
        r"(investigates|creates (.+))",
        _their,
    ),
    (r"you (untap up to \w+ lands)", lambda m: _parse(m.group(1))),
    (r"(.+?) unless (you .+|there are .+)", _unless),
    (rf".+?, (?:then )?(?:{_VERBS}|{_THIRD})\b.*", _comma_list),
]
