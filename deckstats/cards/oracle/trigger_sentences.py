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
- learn (CR 701.48; Eyetwitch): up to one of a Lesson from outside the game (the sideboard,
  ``Wish``) and "discard a card to draw a card";
- "if you cast it, <effect>" (Deceit; an intervening if, CR 603.4):
  ``Conditional(Condition.CAST_IT)``, a quality of the permanent (``GameObject.was_cast``);
- "you gain protection from everything until your next turn" (The One Ring, CR 702.16):
  ``player_protection.ProtectionFromEverything``;
- "you lose N life unless <condition>" (Vampire Lacerator's "unless an opponent has 10 or
  less life"): a ``Conditional`` whose effect is the ``otherwise`` branch (CR 608.2c);
- "you take the initiative" (Aarakocra Sneak, CR 725: ``initiative.TakeInitiative``);
- "that creature deals damage equal to its power to <target>" (Pyrogoyf: the creature that
  entered deals it, CR 120.3): ``DamageEqualToPower(source=Ref.TRIGGERING_OBJECT)``;
- "sacrifice another <permanent>" (Korvold, CR 701.21: never the source): ``Sacrifice.other``;
- "discard your hand" (Ox of Agonas, CR 701.9: as many cards as are in it);
- "all non-<Type> creatures get -N/-N until end of turn" (Noxious Ghoul, CR 611.2c);
- a token's ability given in a sentence of its own: 'create a 0/1 colorless Eldrazi Spawn
  creature token. It has "Sacrifice ~: Add {C}."' (Nest Invader, CR 111.1);
- ``oracle.if_you_do``'s sentence templates (a graveyard trigger's "return ~ to the
  battlefield").
"""

from __future__ import annotations

import dataclasses
import re

from deckstats.cards import effects as fx
from deckstats.cards.counts import Count
from deckstats.cards.initiative import TakeInitiative
from deckstats.cards.model import CardType
from deckstats.cards.oracle.effects import Builder, Effects
from deckstats.cards.oracle.if_you_do import TEMPLATES as _IF_YOU_DO
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.oracle.trigger_conditions import group_filter
from deckstats.cards.player_protection import ProtectionFromEverything
from deckstats.cards.punishers import DiscardOrLose
from deckstats.cards.targets import Filter, Ref


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


def _that_creature_damage(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    got = parse_effects(f"~ deals damage equal to its power to {m.group(1)}")
    if not got or len(got) != 1 or not isinstance(got[0], fx.DamageEqualToPower):
        return None
    return (dataclasses.replace(got[0], source=Ref.TRIGGERING_OBJECT),)


def _sacrifice_another(m: re.Match[str]) -> Effects | None:
    flt = group_filter(m.group(1))
    return None if flt is None else (fx.Sacrifice(flt, other=True),)


def _discard_or_lose(m: re.Match[str]) -> Effects | None:
    n = number(m.group(1))
    return (DiscardOrLose(n),) if isinstance(n, int) else None


#: Learn (CR 701.48): "You may reveal a Lesson card you own from outside the game and put it
#: into your hand, or discard a card to draw a card" (outside the game: the sideboard,
#: ``Wish``); up to one of the two.
_LEARN = fx.Modal(
    (
        (fx.Wish(Filter(subtypes=("Lesson",))),),
        (fx.OptionalCost((fx.DrawCards(1),), discard=1, mandatory=True),),
    ),
    choose=0,
    most=1,
)


def _unless(m: re.Match[str]) -> Effects | None:
    """Vampire Lacerator: "<effect> unless <a game-state condition>" (CR 608.2c)."""
    from deckstats.cards.oracle.effects import parse_effects
    from deckstats.cards.oracle.follow_ups import _branch
    from deckstats.cards.oracle.mass import has_target

    effect = parse_effects(m.group(1))
    if not effect or has_target(effect):
        return None
    got = _branch(m.group(2), (), effect)
    return None if got is None else (got,)


#: One-sentence templates (``oracle/effects.py``).
TEMPLATES: list[tuple[str, Builder]] = [
    (r"(you lose \d+ life|~ deals \d+ damage to you) unless (.+)", _unless),
    (
        r"each opponent discards a card, then each opponent who didn't discard a nonland card "
        rf"this way loses ({NUMBER}) life",
        _discard_or_lose,
    ),  # Kroxa (``cards.punishers``)
    (r"sacrifice another ([a-z ]+)", _sacrifice_another),  # Korvold (CR 701.21)
    (r"that creature deals damage equal to its power to (.+)", _that_creature_damage),
    (r"you take the initiative", lambda m: (TakeInitiative(),)),  # CR 725.1
    (
        r"you gain protection from everything until your next turn",
        lambda m: (ProtectionFromEverything(),),
    ),  # The One Ring (CR 702.16)
    (r"learn", lambda m: (_LEARN,)),  # CR 701.48
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


def _if_cast(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.body import parse_body

    rest = m.group(1)
    then = parse_body(rest[0].upper() + rest[1:])
    return (fx.Conditional(fx.Condition.CAST_IT, tuple(then)),) if then else None


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
    # "When ~ enters, if you cast it, <effect>" (Deceit; CR 603.4, 601.2i)
    (r"if you cast it, (.+)", _if_cast),
    # White Plume Adventurer: "<effect>. If <condition>, <effect> instead." (CR 608.2c), two
    # untargeted effects, the condition read on resolution.
    (r"([^.]+)\. if ([^,]+), ([^.]+) instead", _instead),
    # Nest Invader: 'create a 0/1 colorless Eldrazi Spawn creature token. It has "..."'
    (r'(create an? [^."]+? creature token)\. it has "([^"]+)"', _token_has),
    (r"if ~ is (untapped|tapped), (.+)", _if_source_tapped),
]
