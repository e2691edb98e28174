"""The effect text of an ability or spell line -> effects (paragraphs, then sentences).

``parse_body`` is what every template calls on the text after the cost or the trigger
condition: transform sentences (CR 701.27a), '~ gains "<ability>"' and granted flashback
first, then ``oracle/effects.py``'s paragraph and sentence templates.
"""

from __future__ import annotations

import re

from deckstats.cards.effects import (
    Effect,
    GainAbility,
    IfKicked,
    IfTopCardIs,
    Transform,
)
from deckstats.cards.model import (
    NO_TYPE,
    CardType,
)
from deckstats.cards.oracle.costs import (
    grant_flashback,
)
from deckstats.cards.oracle.created_follow_ups import created_follow_up
from deckstats.cards.oracle.effects import parse_effects
from deckstats.cards.oracle.paragraphs import parse_paragraph
from deckstats.cards.oracle.put_this_way import put_this_way
from deckstats.cards.oracle.sprint_s1 import returned_this_way
from deckstats.cards.oracle.text import split_sentences
from deckstats.cards.targets import (
    Filter,
)

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
    from deckstats.cards.oracle.abilities import compile_lines  # the whole line compiler

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


def _pronoun_follow_up(sentence: str, effects: list[Effect]) -> tuple[Effect, ...] | None:
    """``follow_ups.pronoun_follow_up`` (imported here: ``follow_ups`` imports the effects)."""
    from deckstats.cards.oracle.follow_ups import pronoun_follow_up

    return pronoun_follow_up(sentence, effects) if effects else None


def parse_body(body: str) -> list[Effect] | None:
    """Parse the effect text of an ability or spell line: paragraphs, then sentences."""
    if body.startswith('~ gains "'):
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
        if created_follow_up(sentences[0], effects):
            rest = " ".join(sentences[1:])
            continue  # "It gains haste until end of turn." (oracle.created_follow_ups)
        if returned_this_way(sentences[0], effects):
            rest = " ".join(sentences[1:])
            continue  # "If a permanent was returned this way, ..." (oracle.sprint_s1)
        if put_this_way(sentences[0], effects):
            rest = " ".join(sentences[1:])
            continue  # "If you put a Cave onto the battlefield this way, ..." (Spelunking)
        got = _pronoun_follow_up(sentences[0], effects) or parse_effects(sentences[0])
        if got is None:
            return None
        effects.extend(got)
        rest = " ".join(sentences[1:])
    return effects
