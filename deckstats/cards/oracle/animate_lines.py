"""Creature lands' "becomes a creature" paragraphs (issue 26, point 4; CR 611.2, 613.1d-f).

"Until end of turn, ~ becomes a 2/3 blue and white Bird creature with flying. It's still a
land." (Restless Anchorage), "... with "Whenever this creature attacks, put a +1/+1 counter on
it." It's still a land." (Raging Ravine), "~ becomes a 2/2 creature with all creature types
until end of turn. It's still a land." (Mutavault): an ``Animate`` effect (``engine.animate``)
with the base power and toughness, colours, creature subtypes, keywords ("all creature types"
is changeling's quality, CR 702.73a) and a quoted triggered ability.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import Animate, Effect
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


def _with(clause: str | None) -> tuple[Keyword, tuple[object, ...]] | None:
    """The "with ..." clause: keywords, "all creature types", or one quoted trigger."""
    if not clause:
        return NO_KEYWORD, ()
    if clause == "all creature types":
        return Keyword.CHANGELING, ()
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
    power, toughness, colors, subtypes, clause = m.groups()
    got = _with(clause)
    if got is None:
        return None
    letters = "".join(_COLOR_LETTERS[w] for w in re.findall(r"white|blue|black|red|green", colors))
    kw, triggers = got
    subs = tuple(w.capitalize() for w in subtypes.split())
    return (Animate(int(power), int(toughness), letters, subs, kw, triggers),)


#: Paragraph templates, tried by ``oracle.paragraphs``.
PARAGRAPHS: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (rf"until end of turn, ~ becomes {_BODY}{_STILL}", _animate),
    (rf"~ becomes {_BODY} until end of turn{_STILL}", _animate),
]
