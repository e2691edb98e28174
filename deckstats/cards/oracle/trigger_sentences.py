"""Effect sentences of the metagame's triggered abilities (issue 26, round 38 trigger helper).

Appended to the templates of ``oracle/effects.py`` (``TEMPLATES``: one sentence, lower-cased
first letter, ``~`` for the card's name) and ``oracle/paragraphs.py`` (``PARAGRAPHS``: a
whole remaining text):

- an intervening "if ~ is [un]tapped, <effect>" (Howling Mine; CR 603.4: checked as it
  triggers and as it resolves): ``IfSourceTapped(untapped=...)``;
- "<player> draws an additional card" (Howling Mine, CR 504.1: one more card in that draw
  step, a plain draw);
- "have <subject> <verb> ..." after an optional trigger's "you may" (Plague Spitter: "you
  may have it deal 1 damage to each creature and each player"): the subject does it;
- "each opponent discards a card, then each opponent who didn't discard a nonland card this
  way loses 3 life" (Kroxa): ``punishers.DiscardOrLose``;
- "untap a creature you control" (White Plume Adventurer): ``UntapPermanents(count=1)``;
- "<effect>. If <condition>, <other effect> instead." of untargeted effects (White Plume
  Adventurer's "If you've completed a dungeon, untap all creatures you control instead"):
  a ``Conditional`` (or ``IfCount``) read on resolution (CR 608.2c);
- "you take the initiative" (Aarakocra Sneak, CR 725: ``initiative.TakeInitiative``);
- "sacrifice another <permanent>" (Korvold, CR 701.21: never the source): ``Sacrifice.other``;
- "discard your hand" (Ox of Agonas, CR 701.9: as many cards as are in it);
- "all non-<Type> creatures get -N/-N until end of turn" (Noxious Ghoul, CR 611.2c);
- a token's ability given in a sentence of its own: 'create a 0/1 colorless Eldrazi Spawn
  creature token. It has "Sacrifice ~: Add {C}."' (Nest Invader, CR 111.1);
- ``oracle.if_you_do``'s sentence templates (a graveyard trigger's "return ~ to the
  battlefield").
"""

from __future__ import annotations

import re

from deckstats.cards import effects as fx
from deckstats.cards.counts import Count
from deckstats.cards.model import CardType
from deckstats.cards.oracle.effects import Builder, Effects
from deckstats.cards.oracle.if_you_do import TEMPLATES as _IF_YOU_DO
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.oracle.trigger_conditions import group_filter
from deckstats.cards.targets import Filter


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


def _have_do(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    subject = "~" if m.group(1) == "it" else m.group(1)
    verb = m.group(2) + ("es" if m.group(2) == "search" else "s")
    return parse_effects(f"{subject} {verb}{m.group(3)}")


def _discard_hand(m: re.Match[str]) -> Effects | None:
    return (fx.Discard(Count("hand", text="the cards in your hand")),)


_NON = re.compile(r"all non-([A-Z][a-z]+) creatures get ([+-]\d+)/([+-]\d+) until end of turn")


def _pump_non(m: re.Match[str]) -> Effects | None:
    flt = Filter(card_type=CardType.CREATURE, not_subtypes=(m.group(1),))
    return (fx.PumpAll(int(m.group(2)), int(m.group(3)), flt),)


def _untap_one(m: re.Match[str]) -> Effects | None:
    flt = group_filter(m.group(1))
    return None if flt is None else (fx.UntapPermanents(flt, count=1),)


def _sacrifice_another(m: re.Match[str]) -> Effects | None:
    flt = group_filter(m.group(1))
    return None if flt is None else (fx.Sacrifice(flt, other=True),)


def _discard_or_lose(m: re.Match[str]) -> Effects | None:
    n = number(m.group(1))
    return (fx.DiscardOrLose(n),) if isinstance(n, int) else None


#: One-sentence templates (``oracle/effects.py``).
TEMPLATES: list[tuple[str, Builder]] = [
    (
        r"each opponent discards a card, then each opponent who didn't discard a nonland card "
        rf"this way loses ({NUMBER}) life",
        _discard_or_lose,
    ),  # Kroxa (``cards.punishers``)
    (r"sacrifice another ([a-z ]+)", _sacrifice_another),  # Korvold (CR 701.21)
    (r"you take the initiative", lambda m: (fx.TakeInitiative(),)),  # CR 725.1
    (r"untap an? ([a-z]+) you control", _untap_one),  # White Plume Adventurer (CR 701.26b)
    # "[you may] have ~ deal ..." once "you may" made the trigger optional (Plague Spitter,
    # Gempalm Polluter, Munitions Expert): the same effect with that subject.
    (
        r"have (~|it|that creature|target player|target opponent|each opponent) "
        r"(deal|lose|draw|discard|mill|gain|sacrifice|search)(\b.*)",
        _have_do,
    ),
    (r"discard your hand", _discard_hand),  # Ox of Agonas (CR 701.9)
    (_NON.pattern, _pump_non),  # Noxious Ghoul (CR 611.2c)
    (
        rf"(you|that player|each player|target player) draws? (?:an|({NUMBER})) additional "
        r"cards?",
        _additional,
    ),
    *_IF_YOU_DO,
]


def _token_has(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    return parse_effects(f'{m.group(1)} with "{m.group(2)}"')


def _instead(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects
    from deckstats.cards.oracle.follow_ups import _branch
    from deckstats.cards.oracle.mass import has_target

    first, second = parse_effects(m.group(1)), parse_effects(m.group(3))
    if not first or not second or has_target(first) or has_target(second):
        return None
    got = _branch(m.group(2), second, first)
    return None if got is None else (got,)


#: Multi-sentence templates (``oracle/paragraphs.py``).
PARAGRAPHS: list[tuple[str, Builder]] = [
    # White Plume Adventurer: "<effect>. If <condition>, <effect> instead." (CR 608.2c), two
    # untargeted effects, the condition read on resolution.
    (r"([^.]+)\. if ([^,]+), ([^.]+) instead", _instead),
    # Nest Invader: 'create a 0/1 colorless Eldrazi Spawn creature token. It has "..."'
    (r'(create an? [^."]+? creature token)\. it has "([^"]+)"', _token_has),
    (r"if ~ is (untapped|tapped), (.+)", _if_source_tapped),
]
