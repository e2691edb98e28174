"""Living weapon, mobilize and Role tokens -> ``cards.effects_tokens`` (issue 26's real decks).

- "Living weapon" (CR 702.92a): the Equipment's "When this Equipment enters" trigger
  (``LivingWeapon``); Batterskull, Kaldra Compleat, Nettlecyst, Skinwing.
- "Mobilize N" (CR 702.181a, not in the seeds' digest): a "Whenever this creature attacks"
  trigger (``Mobilize(N)``); Voice of Victory, the Tarkir Dragonstorm mobilizers.
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

from deckstats.cards.dsl import Triggered
from deckstats.cards.effects import CreateRole, Effect, LivingWeapon, Mobilize
from deckstats.cards.triggers import Attacks, EntersBattlefield

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef

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
    if low == "living weapon":
        return Triggered(when=EntersBattlefield(), effect=(LivingWeapon(),), text="Living weapon")
    m = re.fullmatch(r"mobilize (\d+)", low)
    if m:
        n = int(m.group(1))
        return Triggered(when=Attacks(), effect=(Mobilize(n),), text=f"Mobilize {n}")
    return None


def _role(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.targets import parse_target

    role = role_token(m.group(1).lower())
    if role is None:
        return None
    if m.group(2) == "it":
        return (CreateRole(role),)  # the spell's first target (Monstrous Rage)
    target = parse_target(m.group(2))
    return None if target is None else (CreateRole(role, target),)


TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        r"create an? ([A-Z][a-z]+(?: Hero)?) Role token attached to (it|(?:up to one )?target .+)",
        _role,
    ),
]

__all__ = ["ROLE_TEXTS", "TEMPLATES", "keyword_trigger", "role_token"]
