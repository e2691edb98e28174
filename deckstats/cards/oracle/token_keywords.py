"""Mobilize, offspring and Role tokens -> ``cards.effects_tokens`` (issue 26's real decks).

(Living weapon, CR 702.92a, is ``oracle.living_weapon``'s.)
- "Mobilize N" (CR 702.181a, not in the seeds' digest): a "Whenever this creature attacks"
  trigger (``Mobilize(N)``); Voice of Victory, the Tarkir Dragonstorm mobilizers.
- "Offspring {cost}" (CR 702.175a, not in the seeds' digest): a ``Kicker`` paid at most once
  and an enters trigger ``IfKicked((OffspringCopy(),))`` (``offspring_item``).
- "Then if you control four or more lands, untap that land." (Fabled Passage): ``UntapFetchedIf``.
- "Create a <kind> Role token attached to <target creature ... / it>" (CR 303.7, WOE's Roles;
  not in the seeds' digest): ``CreateRole``. Each Role is defined by its Oracle text, compiled
  here like any card's; a Role whose text does not compile fully is not offered (the sentence
  stays unparsed: a partial card may lose power, never gain it).

``keyword_trigger`` is called by ``oracle.keywords.keyword_trigger``; ``TEMPLATES`` are tried
first by ``oracle.effects`` (via ``oracle.realdecks``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING

from deckstats.cards.costs import Kicker
from deckstats.cards.dsl import Triggered
from deckstats.cards.effects import (
    CreateRole,
    Effect,
    IfKicked,
    Mobilize,
    Modal,
    OffspringCopy,
    Pump,
    UntapFetchedIf,
)
from deckstats.cards.triggers import Attacks, EntersBattlefield

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef
    from deckstats.cards.oracle.parts import Parts

Effects = tuple[Effect, ...]

#: CR 111.10 / 303.7: the Roles' Oracle texts (Wilds of Eldraine). The Wicked Role's "When this
#: Aura is put into a graveyard" is written "from the battlefield": a token leaving the
#: battlefield ceases to exist (CR 111.8), so it can reach a graveyard from nowhere else.
ROLE_TEXTS = {
    "monster": "Enchant creature\nEnchanted creature gets +1/+1 and has trample.",
    "royal": "Enchant creature\nEnchanted creature gets +1/+1 and has ward {1}.",
    "virtuous": "Enchant creature\nEnchanted creature gets +1/+1 for each enchantment you control.",
    "wicked": (
        "Enchant creature\nEnchanted creature gets +1/+1.\nWhen this Aura is put into a "
        "graveyard from the battlefield, each opponent loses 1 life."
    ),
    "sorcerer": (
        'Enchant creature\nEnchanted creature gets +1/+1 and has "Whenever this creature '
        'attacks, scry 1."'
    ),
    "cursed": "Enchant creature\nEnchanted creature has base power and toughness 1/1.",
    "young hero": (
        'Enchant creature\nEnchanted creature has "Whenever this creature attacks, if its '
        'toughness is 3 or less, put a +1/+1 counter on it."'
    ),
}


@cache
def role_token(kind: str) -> CardDef | None:
    """The Role token ``kind`` ("monster") compiled from its text; ``None`` if partial."""
    from deckstats.cards.oracle import compile_text

    text = ROLE_TEXTS.get(kind)
    if text is None:
        return None
    name = f"{kind.title()} Role"
    card = compile_text(name, "", "Enchantment — Aura Role", text)
    if card.unparsed or card.withheld:
        return None
    return replace(card, is_token=True)


def keyword_trigger(low: str) -> Triggered | None:
    """The trigger of "living weapon" / "mobilize N" (lower case), or ``None``."""
    m = re.fullmatch(r"mobilize (\d+)", low)
    if m:
        n = int(m.group(1))
        return Triggered(when=Attacks(), effect=(Mobilize(n),), text=f"Mobilize {n}")
    return None


def offspring_item(low: str, parts: Parts) -> bool:
    """CR 702.175a: "offspring {cost}" -> its optional cost and enters trigger; False if not."""
    from deckstats.cards.mana import ManaCostError, parse_mana_cost

    m = re.fullmatch(r"offspring ((?:\{[0-9wubrgc]+\})+)", low)
    if not m:
        return False
    try:
        cost = parse_mana_cost(m.group(1).upper())
    except ManaCostError:
        return False
    parts.costs.append(Kicker(cost))  # an additional cost paid at most once (CR 702.175a)
    when = EntersBattlefield()
    copy = (IfKicked((OffspringCopy(),)),)
    parts.triggers.append(Triggered(when=when, effect=copy, text=f"Offspring {cost.text}"))
    return True


def _role(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.targets import parse_target

    role = role_token(m.group(1).lower())
    if role is None:
        return None
    if m.group(2) == "it":
        return (CreateRole(role),)  # the spell's first target (Monstrous Rage)
    target = parse_target(m.group(2))
    return None if target is None else (CreateRole(role, target),)


def _choice_of_keywords(m: re.Match[str]) -> Effects | None:
    """A keyword of two on one target: a ``Modal`` of two keyword ``Pump``s.

    "<target> gains your choice of <keyword> or <keyword> until end of turn" (Manifold
    Mouse). The choice is made as the ability is put on the stack rather than on resolution:
    the same outcome unless the target's keywords change in between.
    """
    from deckstats.cards.model import KEYWORD_NAMES
    from deckstats.cards.oracle.targets import parse_target

    target = parse_target(m.group(1))
    first, second = KEYWORD_NAMES.get(m.group(2)), KEYWORD_NAMES.get(m.group(3))
    if target is None or first is None or second is None:
        return None
    modes = ((Pump(0, 0, target, keywords=first),), (Pump(0, 0, target, keywords=second),))
    return (Modal(modes),)


def _untap_fetched(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.text import number

    n = number(m.group(1))
    return (UntapFetchedIf(n),) if isinstance(n, int) and n > 0 else None


TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    # Fabled Passage (CR 608.2c): "that land" is the one the search just put onto the battlefield.
    (r"if you control (\w+) or more lands, untap that land", _untap_fetched),
    (
        r"((?:up to one )?target .+?) gains your choice of ([a-z ]+?) or ([a-z ]+?) until end "
        r"of turn",
        _choice_of_keywords,
    ),
    (
        r"create an? ([A-Z][a-z]+(?: Hero)?) Role token attached to (it|(?:up to one )?target .+)",
        _role,
    ),
]

__all__ = ["ROLE_TEXTS", "TEMPLATES", "keyword_trigger", "offspring_item", "role_token"]
