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

from deckstats.cards.effects import Animate, AnimateTarget, Effect
from deckstats.cards.model import NO_KEYWORD, Keyword
from deckstats.cards.oracle.text import keyword_flags

Effects = tuple[Effect, ...]
_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_BODY = (
    r"an? (\d+)/(\d+) ((?:(?:white|blue|black|red|green|colorless)(?:,? and |, | ))*)"
    r"((?:[A-Z][\w'-]* )*)(?:artifact )?creature(?: with (.+?))?"
)

#: "It's still a land." after the sentence's period (inside a closing quote for Raging Ravine).
_STILL = r"""(?:\.|(?<=\.")) it's still a land"""


#: Quoted static abilities a creature land gains, as the keyword flag the engine honours.
_QUOTED_KEYWORDS = {  # CR 509.1b ("this creature" reads "~" once self-references are normalised)
    '"this creature can\'t be blocked."': Keyword.UNBLOCKABLE,
    '"~ can\'t be blocked."': Keyword.UNBLOCKABLE,
}


def _with(clause: str | None) -> tuple[Keyword, tuple[object, ...]] | None:
    """The "with ..." clause: keywords, "all creature types", or one quoted trigger.

    "with vigilance and all creature types" (Faceless Haven) adds both; a quoted "This
    creature can't be blocked." (Creeping Tar Pit) is the evasion keyword.
    """
    if not clause:
        return NO_KEYWORD, ()
    kw_types = re.fullmatch(r"(?:(.+?),? and )?all creature types", clause)
    if kw_types:
        kw = keyword_flags(kw_types.group(1)) if kw_types.group(1) else NO_KEYWORD
        return None if kw is None else (kw | Keyword.CHANGELING, ())
    if clause.lower() in _QUOTED_KEYWORDS:
        return _QUOTED_KEYWORDS[clause.lower()], ()
    quoted = re.fullmatch(r'"(.+)"', clause)
    if quoted:
        from deckstats.cards.oracle.abilities import compile_lines

        inner = re.sub(r"\bthis creature\b", "~", quoted.group(1))
        inner = inner[0].upper() + inner[1:]
        got = compile_lines([inner], [inner], is_spell=False, name="~")
        if got.unparsed or got.abilities or got.statics or got.spell or not got.triggers:
            return None
        return NO_KEYWORD, tuple(got.triggers)
    kw = keyword_flags(clause)
    return None if kw is None else (kw, ())


def _animate(m: re.Match[str]) -> Effects | None:
    power, toughness, colors, subtypes, clause = m.groups()[:5]
    got = _with(clause)
    if got is None:
        return None
    letters = "".join(_COLOR_LETTERS[w] for w in re.findall(r"white|blue|black|red|green", colors))
    kw, triggers = got
    subs = _subtypes(subtypes)
    artifact = bool(re.search(r"\bartifact creature", m.group(0), re.IGNORECASE))
    return (Animate(int(power), int(toughness), letters, subs, kw, triggers, artifact=artifact),)


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
]
