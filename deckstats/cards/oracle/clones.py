"""The clone line: "You may have ~ enter as a copy of <kind> [, except <exceptions>]." (CR 707.9).

"any creature on the battlefield" (Clone), "any artifact or creature on the battlefield"
(Phyrexian Metamorph), "any artifact ..." (Copy Artifact), "an enchantment you control"
(Estrid's Invocation), "enter tapped as a copy of any land" (Vesuva); the exceptions (CR
707.9b): "it's an <type> in addition to its other types" (a card type or a subtype), "it
has <keywords>", "it has "<triggered ability>"". The value is ``cards.clones.EntersAsCopy``
in ``CardDef.enters_as_copy`` (``engine.clones``).
"""

from __future__ import annotations

import re

from deckstats.cards.clones import EntersAsCopy
from deckstats.cards.model import NO_KEYWORD, NO_TYPE, CardType
from deckstats.cards.oracle.parts import Parts
from deckstats.cards.oracle.text import keyword_flags

_CLONE = re.compile(
    r"You may have ~ enter (tapped )?as a copy of (?:any|an?) ([a-z ]+?) "
    r"(on the battlefield|you control)"
    r"(?:, except (.+?))?\.?"  # a quoted ability ends the line with its own period
)
_TYPE_WORDS = {n.lower(): f for n, f in CardType.__members__.items()}
_IN_ADDITION = re.compile(r"it's an? ([A-Za-z]+) in addition to its other types")


def _kinds(words: str) -> CardType | None:
    out = NO_TYPE
    for w in words.split(" or "):
        if w not in _TYPE_WORDS:
            return None
        out |= _TYPE_WORDS[w]
    return out


def _exceptions(text: str, fields: dict[str, object]) -> bool:
    """Read the "except ..." clauses into ``fields``; False if one is not understood."""
    from deckstats.cards.oracle.stat_lines import quoted_ability

    for clause in re.split(r",? and (?=it(?:'s| has))", text):
        m = _IN_ADDITION.fullmatch(clause)
        if m:
            word = m.group(1)
            if word in _TYPE_WORDS:
                fields["add_types"] = _TYPE_WORDS[word]
            elif word[0].isupper():
                fields["add_subtypes"] = (word,)
            else:
                return False
            continue
        if not clause.startswith("it has "):
            return False
        rest = clause[len("it has ") :]
        if rest.startswith('"') and rest.endswith('"'):
            got = quoted_ability(rest[1:-1])
            if got is None or got[0]:
                return False
            fields["triggers"] = got[1]
            continue
        kw = keyword_flags(rest)
        if kw is None or kw == NO_KEYWORD:
            return False
        fields["keywords"] = kw
    return True


def clone_line(line: str, parts: Parts) -> bool:
    """CR 707.9, 614.1c: the clone line into ``parts.facts["enters_as_copy"]``."""
    m = _CLONE.fullmatch(line)
    if m is None:
        return False
    kinds = _kinds(m.group(2))
    fields: dict[str, object] = {"tapped": True} if m.group(1) else {}
    if not kinds or (m.group(4) and not _exceptions(m.group(4), fields)):
        return False
    yours = m.group(3) == "you control"
    parts.facts["enters_as_copy"] = EntersAsCopy(kinds, yours, **fields)  # type: ignore[arg-type]
    return True


__all__ = ["clone_line"]
