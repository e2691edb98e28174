"""Effect sentences of the metagame's triggered abilities (issue 26, round 38 trigger helper).

Appended to the templates of ``oracle/effects.py`` (``TEMPLATES``: one sentence, lower-cased
first letter, ``~`` for the card's name) and ``oracle/paragraphs.py`` (``PARAGRAPHS``: a
whole remaining text):

- an intervening "if ~ is [un]tapped, <effect>" (Howling Mine; CR 603.4: checked as it
  triggers and as it resolves): ``IfSourceTapped(untapped=...)``;
- "<player> draws an additional card" (Howling Mine, CR 504.1: one more card in that draw
  step, a plain draw);
- ``oracle.if_you_do``'s sentence templates (a graveyard trigger's "return ~ to the
  battlefield").
"""

from __future__ import annotations

import re

from deckstats.cards import effects as fx
from deckstats.cards.oracle.effects import Builder, Effects
from deckstats.cards.oracle.if_you_do import TEMPLATES as _IF_YOU_DO
from deckstats.cards.oracle.text import NUMBER, number


def _if_source_tapped(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_sentences

    rest = m.group(2)
    then = parse_sentences(rest[0].upper() + rest[1:])
    if not then:
        return None
    return (fx.IfSourceTapped(tuple(then), untapped=m.group(1) == "untapped"),)


def _additional(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    n = number(m.group(2)) if m.group(2) else 1
    if not isinstance(n, int):
        return None
    verb = "draw" if m.group(1) == "you" else "draws"
    return parse_effects(f"{m.group(1)} {verb} {n} card{'s' if n != 1 else ''}")


#: One-sentence templates (``oracle/effects.py``).
TEMPLATES: list[tuple[str, Builder]] = [
    (
        rf"(you|that player|each player|target player) draws? (?:an|({NUMBER})) additional "
        r"cards?",
        _additional,
    ),
    *_IF_YOU_DO,
]

#: Multi-sentence templates (``oracle/paragraphs.py``).
PARAGRAPHS: list[tuple[str, Builder]] = [
    (r"if ~ is (untapped|tapped), (.+)", _if_source_tapped),
]
