"""Creature lands' "becomes a creature" paragraphs (issue 26, point 4; CR 611.2, 613.1d-f).

"Until end of turn, ~ becomes a 2/3 blue and white Bird creature with flying. It's still a
land." (Restless Anchorage), "... with "Whenever this creature attacks, put a +1/+1 counter on
it." It's still a land." (Raging Ravine), "~ becomes a 2/2 creature with all creature types
until end of turn. It's still a land." (Mutavault): an ``Animate`` effect (``engine.animate``)
with the base power and toughness, colours, creature subtypes, keywords ("all creature types"
is changeling's quality, CR 702.73a) and a quoted triggered ability. "Until your next turn,
up to one target noncreature artifact becomes an artifact creature with power and toughness
each equal to its mana value." (Karn, the Great Creator) is an ``AnimateTarget``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from deckstats.cards.effects import Animate, AnimateTarget, Effect, PutCounters
from deckstats.cards.model import NO_KEYWORD, Keyword
from deckstats.cards.modifiers import Ward
from deckstats.cards.oracle.text import NUMBER, keyword_flags, number
from deckstats.cards.targets import Ref, Target, TargetKind

Effects = tuple[Effect, ...]
_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_BODY = (
    r"an? (\d+|x)/(\d+|x) ((?:(?:white|blue|black|red|green|colorless)(?:,? and |, | ))*)"
    r"((?:[A-Z][\w'-]* )*)(?:artifact )?creature(?: with (.+?))?"
)

#: "It's still a land." after the sentence's period (inside a closing quote for Raging Ravine).
_STILL = r"""(?:\.|(?<=\.")) it's still a land"""


#: Quoted static abilities a creature land gains, as the keyword flag the engine honours.
_QUOTED_KEYWORDS = {  # CR 509.1b ("this creature" reads "~" once self-references are normalised)
    '"this creature can\'t be blocked."': Keyword.UNBLOCKABLE,
    '"~ can\'t be blocked."': Keyword.UNBLOCKABLE,
}


#: "a, b, and c" separators outside quotes (a quoted ability may hold commas).
_OUTSIDE_QUOTES = r'(?=(?:[^"]*"[^"]*")*[^"]*$)'
_ITEMS = re.compile(rf",? and {_OUTSIDE_QUOTES}|, {_OUTSIDE_QUOTES}")
_Got = tuple[Keyword, tuple[object, ...], tuple[object, ...], tuple[object, ...]]
_NOTHING: _Got = (NO_KEYWORD, (), (), ())


def _with(clause: str | None) -> _Got | None:
    """The "with ..." clause: keywords, "all creature types", ward, quoted abilities.

    "with vigilance and all creature types" (Faceless Haven) adds both; a quoted "This
    creature can't be blocked." (Creeping Tar Pit) is the evasion keyword; "ward {3}" (Hall
    of Storm Giants) a ``Ward`` modifier; a quoted trigger (Raging Ravine) or activated ability
    ("{B}: Regenerate this creature", Spawning Pool) compiles like an Oracle line. Returns
    (keywords, triggers, abilities, modifiers); ``None`` when a part does not compile.
    """
    if not clause:
        return _NOTHING
    kw_types = re.fullmatch(r"(?:(.+?),? and )?all creature types", clause)
    if kw_types:
        kw = keyword_flags(kw_types.group(1)) if kw_types.group(1) else NO_KEYWORD
        return None if kw is None else (kw | Keyword.CHANGELING, (), (), ())
    if clause.lower() in _QUOTED_KEYWORDS:
        return _QUOTED_KEYWORDS[clause.lower()], (), (), ()
    kw = NO_KEYWORD
    triggers: list[object] = []
    abilities: list[object] = []
    modifiers: list[object] = []
    for item in _ITEMS.split(clause):
        got = _with_item(item.strip())
        if got is None:
            return None
        kw |= got[0]
        triggers.extend(got[1])
        abilities.extend(got[2])
        modifiers.extend(got[3])
    return kw, tuple(triggers), tuple(abilities), tuple(modifiers)


def _with_item(item: str) -> _Got | None:
    """One item of a "with" list: a keyword, "ward {N}", or a quoted ability."""
    ward = re.fullmatch(r"ward \{(\d+)\}", item, re.IGNORECASE)
    if ward:  # CR 702.21a
        return Keyword.WARD, (), (), (Ward(mana=int(ward.group(1))),)
    quoted = re.fullmatch(r'"(.+)"', item)
    if not quoted:
        kw = keyword_flags(item)
        return None if kw is None else (kw, (), (), ())
    from deckstats.cards.oracle.abilities import compile_lines

    inner = re.sub(r"\b[Tt]his creature\b", "~", quoted.group(1))
    inner = inner[0].upper() + inner[1:]
    inner = inner if inner.endswith(".") else inner + "."  # '"{B}: Regenerate this creature"'
    got = compile_lines([inner], [inner], is_spell=False, name="~")
    if got.unparsed or got.statics or got.spell or got.costs or got.modifiers:
        return None
    if not (got.triggers or got.abilities):
        return None
    return got.keywords, tuple(got.triggers), tuple(got.abilities), ()


def _animate(m: re.Match[str], at: int = 0, **more: Any) -> Effects | None:
    """The ``Animate`` of a body whose five groups start at group ``at + 1``."""
    power, toughness, colors, subtypes, clause = m.groups()[at : at + 5]
    got = _with(clause)
    if got is None:
        return None
    letters = "".join(_COLOR_LETTERS[w] for w in re.findall(r"white|blue|black|red|green", colors))
    kw, triggers, abilities, modifiers = got
    subs = _subtypes(subtypes)
    artifact = bool(re.search(r"\bartifact creature", m.group(0), re.IGNORECASE))
    if "X" in (power.upper(), toughness.upper()):
        if power.upper() != toughness.upper():
            return None
        more.setdefault("size", "X")
        power = toughness = "0"
    elif "size" in more:
        return None  # "where X is" with no X/X body
    return (
        Animate(
            int(power),
            int(toughness),
            letters,
            subs,
            kw,
            triggers,
            artifact=artifact,
            abilities=abilities,
            modifiers=modifiers,
            **more,
        ),
    )


def _subtypes(words: str) -> tuple[str, ...]:
    """``"Assembly-Worker artifact "`` -> ``("Assembly-Worker",)``: the subtypes as printed."""
    return tuple(w[:1].upper() + w[1:] for w in words.split() if w.lower() != "artifact")


#: "an artifact creature" keeps the object's other types without "It's still ..." (CR 205.1b).
_ARTIFACT_BODY = _BODY.replace("(?:artifact )?creature", "artifact creature") + (
    r"|an? (\d+)/(\d+) ((?:[A-Z][\w'-]* )*)artifact creature without ([a-z ,]+)"
)


def _artifact(m: re.Match[str]) -> Effects | None:
    """An artifact's "becomes a 2/1 ... artifact creature with | without flying" (Chimeric Sphere).

    CR 205.1b: an "artifact creature" keeps its other types; "without flying" loses the keyword.
    """
    if m.group(1) is not None:
        return _animate(m)
    power, toughness, subtypes, without = m.groups()[5:9]
    lost = keyword_flags(without)
    if lost is None:
        return None
    return (
        Animate(int(power), int(toughness), "", _subtypes(subtypes), loses=lost, artifact=True),
    )


def _mana_value_body(m: re.Match[str]) -> Effects | None:
    """Karn, the Great Creator's +1: a target artifact animated, P/T its mana value."""
    from deckstats.cards.oracle.targets import parse_target

    target = parse_target(m.group(2))
    if target is None:
        return None
    return (AnimateTarget(target, until_next_turn=m.group(1) == "your next turn"),)


def _permanent(m: re.Match[str]) -> Effects | None:
    """A permanent animation: "~ becomes a 3/3 ... creature that's still a land." (Stalking Stones).

    No duration: it stays a creature while it is on the battlefield (CR 611.2a).
    """
    return _animate(m, permanent=True)


def _target_land(m: re.Match[str]) -> Effects | None:
    """A target land animated, X counted as it resolves (CR 608.2h; Destiny Spinner).

    "Target land you control becomes an X/X Elemental creature with trample and haste until
    end of turn, where X is the number of enchantments you control. It's still a land."
    """
    from deckstats.cards.oracle.counts import count_phrase
    from deckstats.cards.oracle.targets import parse_target

    target = parse_target(m.group("target"))
    if not isinstance(target, Target) or target.kinds != TargetKind.LAND:
        return None
    more: dict[str, Any] = {"target": target}
    if m.group("x"):
        count = count_phrase(m.group("x"))
        if count is None:
            return None
        more["size"] = count
    return _animate(m, 1, **more)


def _counters_then(m: re.Match[str]) -> Effects | None:
    """The counters, then the animation (Crawling Barrens; CR 122.1, 611.2).

    "Put two +1/+1 counters on ~. Then you may have it become a 0/0 Elemental creature until
    end of turn. It's still a land.": the player always may (becoming a creature is their
    choice, CR 608.2d).
    """
    n = number(m.group("n"))
    got = _animate(m, 1 + re.compile(NUMBER).groups)
    if not isinstance(n, int) or got is None:
        return None
    return (PutCounters(n, Ref.SELF, "+1/+1"), *got)


_TARGET = r"(?P<target>target land(?: you control)?)"
_WHERE = r"(?:, where x is (?P<x>[^.]+?))?"

#: Paragraph templates, tried by ``oracle.paragraphs``.
PARAGRAPHS: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (rf"until end of turn, ~ becomes {_BODY}{_STILL}", _animate),
    (rf"~ becomes {_BODY} until end of turn{_STILL}", _animate),
    (rf"until end of turn, ~ becomes (?:{_ARTIFACT_BODY})\.", _artifact),
    (rf"~ becomes (?:{_ARTIFACT_BODY}) until end of turn\.", _artifact),
    (
        r"until (your next turn|end of turn), ((?:up to one )?target [a-z ]*artifact) becomes "
        r"an artifact creature with power and toughness each equal to its mana value\.",
        _mana_value_body,
    ),
    (rf"~ becomes {_BODY} that's still a land\.", _permanent),
    (rf"{_TARGET} becomes {_BODY} until end of turn{_WHERE}{_STILL}", _target_land),
    (
        rf"put (?P<n>{NUMBER}) \+1/\+1 counters on ~\. then you may have it become {_BODY} "
        rf"until end of turn{_STILL}",
        _counters_then,
    ),
]
