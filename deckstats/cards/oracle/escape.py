"""Escape's "unless it escaped" (CR 702.138c) and the self-power damage of dies triggers.

The cost keyword "Escape—{cost}, Exile N other cards from your graveyard." is read by
``oracle.costs.cost_keyword`` (a ``Flashback`` with ``escape=True``); this module holds the
sentence the escape creatures pair with it, "When ~ enters, sacrifice it unless it escaped."
(Phlage, Titan of Fire's Fury; Uro; Kroxa): a ``Conditional`` on ``Condition.ESCAPED``, a
quality of the source the engine reads from the permanent (``GameObject.escaped``), with
nothing to do when it escaped and ``Sacrifice(Ref.SELF)`` otherwise.

Also "it deals damage equal to its power to each opponent / any target" (Heartfire Hero's and
Cacophony Scamp's dies triggers; CR 120, 608.2h): ``DamageEqualToPower``, the source's power
as it last existed on the battlefield; "Its controller creates two Map tokens." (Get Lost:
``CreateToken(controller=Ref.TARGET_CONTROLLER)``) and "<creature> explores" (CR 701.44).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import (
    Condition,
    Conditional,
    CreateToken,
    DamageEqualToPower,
    DealDamage,
    DelayedTrigger,
    Destroy,
    Effect,
    Explore,
    Fight,
    Sacrifice,
    Transform,
)
from deckstats.cards.model import CardType, Supertype
from deckstats.cards.targets import Controller, Filter, Ref, Target, TargetKind

Effects = tuple[Effect, ...]


def _unless_escaped(m: re.Match[str]) -> Effects | None:
    return (Conditional(Condition.ESCAPED, (), (Sacrifice(Ref.SELF),)),)


#: Sentence templates, tried first by ``oracle.effects``.
TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (r"sacrifice (?:it|~) unless it escaped", _unless_escaped),
]


def _power_damage(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.targets import parse_target

    who = {"each opponent": Ref.EACH_OPPONENT}.get(m.group(1)) or parse_target(m.group(1))
    return None if who is None else (DamageEqualToPower(who),)


def _their_tokens(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.text import number
    from deckstats.cards.oracle.tokens import parse_token

    n = 1 if m.group(1) in ("a", "an") else number(m.group(1))
    made = parse_token(m.group(2))
    if not isinstance(n, int) or made is None:
        return None
    return (CreateToken(made, n, controller=Ref.TARGET_CONTROLLER),)


def _explores(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.targets import parse_target

    who = Ref.SELF if m.group(1) == "~" else parse_target(m.group(1))
    return None if who is None else (Explore(who),)


# Get Lost: "Its controller creates two Map tokens." (the destroyed permanent's controller).
TEMPLATES.append(
    (r"its controller creates (a|an|\w+) ((?:Map|Treasure|Clue|Food) tokens?)", _their_tokens)
)
# "~ explores" / "target creature you control explores" (CR 701.44).
TEMPLATES.append((r"(~|(?:up to one )?target creature(?: you control)?) explores", _explores))


def _bite(m: re.Match[str]) -> Effects | None:
    """A creature of yours deals damage equal to its power to another target (CR 120.3).

    "Target creature you control deals damage equal to its power to any other target."
    (Burn Together): ``Fight(one_way=True)``; the second target is never the first
    ("other", CR 115.3). "Then sacrifice it." (the same creature, ``Ref.FIRST_TARGET``).
    """
    from deckstats.cards.oracle.targets import parse_target

    first, second = parse_target(m.group(1)), parse_target(m.group(2))
    if not isinstance(first, Target) or not isinstance(second, Target) or not second.other:
        return None
    bite = Fight(first, second, one_way=True)
    return (bite, Sacrifice(Ref.FIRST_TARGET)) if m.group(3) else (bite,)


_BITE = r"(target creature you control) deals damage equal to its power to (any other target)"

# Burn Together (CR 120.3): one-way damage, then the creature is sacrificed.
TEMPLATES.append((_BITE + r"()", _bite))

# Boseiju's channel (CR 701.8, 205.4a): "nonbasic" qualifies the land only.
_ART_ENCH_NONBASIC = Target(
    TargetKind.ARTIFACT | TargetKind.ENCHANTMENT | TargetKind.LAND,
    Controller.OPPONENT,
    Filter(
        any_of=(
            Filter(card_type=CardType.ARTIFACT),
            Filter(card_type=CardType.ENCHANTMENT),
            Filter(card_type=CardType.LAND, not_supertypes=Supertype.BASIC),
        )
    ),
)
TEMPLATES.append(
    (
        r"destroy target artifact, enchantment, or nonbasic land an opponent controls",
        lambda m: (Destroy(_ART_ENCH_NONBASIC),),
    )
)

# Archangel Avacyn (CR 603.7, 701.27a): a delayed trigger turns it over at the next upkeep.
TEMPLATES.append(
    (
        r"transform ~ at the beginning of the next upkeep",
        lambda m: (DelayedTrigger("upkeep", False, (Transform(front_only=True),)),),
    )
)
# Avacyn, the Purifier (CR 120.3): "it deals 3 damage to each other creature and each opponent"
TEMPLATES.append(
    (
        r"(?:it|~) deals (\d+) damage to each other creature and each opponent",
        lambda m: (
            DealDamage(int(m[1]), Ref.EACH_OTHER_CREATURE),
            DealDamage(int(m[1]), Ref.EACH_OPPONENT),
        ),
    )
)

#: Paragraph templates, tried by ``oracle.paragraphs`` (Past in Flames and Galvanic Relay
#: compile through ``oracle.paragraphs`` and ``GrantFlashbackEach``).
PARAGRAPHS: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (_BITE + r"\. (then sacrifice it)\.", _bite),
]

# Heartfire Hero, Cacophony Scamp (CR 120, 608.2h): the source's own power.
TEMPLATES.append(
    (
        r"(?:it|~) deals damage equal to its power to (each opponent|any target|target .+)",
        _power_damage,
    )
)
