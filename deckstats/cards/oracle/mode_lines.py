"""Sentences of modal spells' modes, each a parameterised template (issue 26, helper ``stat``).

Charms and commands (CR 700.2) are full only when every mode compiles; these are the modes
the corpus missed, written for any player, graveyard or permanent group:

- "Target player / Each player creates a Treasure token." (Prismari Command): ``CreateToken``
  whose ``controller`` is the player (CR 111.2);
- "Target player shuffles their graveyard into their library." (Primal Command):
  ``ShuffleIntoLibrary`` with its ``player`` (CR 701.24);
- "Exile all cards from each opponent's graveyard." (Kaya's Guile): ``ExileGraveyard``
  (CR 406.2);
- "~ deals 3 damage to each creature and each planeswalker." (Brotherhood's End):
  ``DealDamageEach(planeswalkers=True)`` (CR 120.3c);
- "You may sacrifice a permanent. If you do, draw two cards." (Witherbloom Charm):
  ``OptionalCost(sacrifice=...)`` (CR 608.2c, 701.21);
- "Target player's life total becomes 1." (Vraska, Relic Seeker): ``SetLife`` (CR 119.5);
- "Choose a nonland card name. Target player reveals their hand and discards all cards with
  that name." (Cabal Therapy; Persecute: a colour): ``DiscardChosen`` (CR 701.9).
"""

from __future__ import annotations

import re
from dataclasses import replace

from deckstats.cards import effects as fx
from deckstats.cards.oracle.effects import Builder, Effects
from deckstats.cards.static_rules import DiscardChosen, SetLife
from deckstats.cards.targets import Controller, Ref, Target, TargetKind, TargetSpec

#: A player phrase as the subject of a sentence (decapitalised).
_PLAYERS: dict[str, TargetSpec] = {
    "target player": Target(TargetKind.PLAYER),
    "target opponent": Target(TargetKind.PLAYER, Controller.OPPONENT),
    "each player": Ref.EACH_PLAYER,
    "each opponent": Ref.EACH_OPPONENT,
}
_WHO = r"(target player|target opponent|each player|each opponent)"


def _creates(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    inner = parse_effects("create " + m.group(2))
    if inner is None or len(inner) != 1 or not isinstance(inner[0], fx.CreateToken):
        return None
    if inner[0].controller != Ref.YOU:
        return None
    who = _PLAYERS[m.group(1)]
    if who == Ref.EACH_PLAYER:
        return (inner[0], replace(inner[0], controller=Ref.EACH_OPPONENT))
    return (replace(inner[0], controller=who),)


def _shuffles(m: re.Match[str]) -> Effects | None:
    who = _PLAYERS[m.group(1)]
    if who == Ref.EACH_PLAYER:
        return (fx.ShuffleIntoLibrary(), fx.ShuffleIntoLibrary(player=Ref.EACH_OPPONENT))
    return (fx.ShuffleIntoLibrary(player=who),)


def _exile_all_from(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import _GRAVEYARDS

    who = _GRAVEYARDS.get(m.group(1))
    return None if who is None else (fx.ExileGraveyard(who),)


def _damage_walkers(m: re.Match[str]) -> Effects | None:
    return (fx.DealDamageEach(int(m.group(1)), planeswalkers=True),)


def _sacrifice_then(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects, parse_sentences
    from deckstats.cards.oracle.mass import has_target

    sac = parse_effects(f"sacrifice {m.group(1)}")
    then = parse_sentences(m.group(2)[0].upper() + m.group(2)[1:])
    if sac is None or len(sac) != 1 or not isinstance(sac[0], fx.Sacrifice):
        return None
    what = sac[0].what
    if not then or has_target(tuple(then)) or isinstance(what, Ref) or sac[0].count != 1:
        return None
    return (fx.OptionalCost(tuple(then), sacrifice_one=what),)


def _life_becomes(m: re.Match[str]) -> Effects | None:
    """CR 119.5: "Target player's life total becomes 1." (Vraska, Relic Seeker)."""
    who = Ref.YOU if m.group(1) == "your" else _PLAYERS[m.group(1).removesuffix("'s")]
    return (SetLife(who, int(m.group(2))),)


TEMPLATES: list[tuple[str, Builder]] = [
    (r"(target player's|target opponent's|your) life total becomes (\d+)", _life_becomes),
    (rf"{_WHO} creates? (an? .+ tokens?|\w+ .+ tokens)", _creates),
    (rf"{_WHO} shuffles their graveyards? into their librar(?:y|ies)", _shuffles),
    (r"exile all cards from (.+)", _exile_all_from),
    (r"~ deals (\d+) damage to each creature and each planeswalker", _damage_walkers),
]


def _turn_rules(m: re.Match[str]) -> Effects | None:
    """Rule changes for a while (``oracle.static_rules.TURN_TEMPLATES``, read lazily)."""
    from deckstats.cards.oracle.static_rules import TURN_TEMPLATES

    for rx, build in TURN_TEMPLATES:
        inner = re.fullmatch(rx, m.group(0))
        if inner:
            return build(inner)  # type: ignore[return-value]
    return None


# "you may cast spells this turn as though they had flash", "creatures can't attack this
# turn", "spells you control can't be countered this turn" (one regex for the three)
TEMPLATES.append(
    (
        r"(?:until your next turn, )?you may cast (?:[a-z]+ )?spells(?: this turn)? as though "
        r"they had flash|.+? can't (?:attack|block) this turn|(?:.+? )?spells you control "
        r"can't be countered this turn",
        _turn_rules,
    )
)

#: Multi-sentence templates (``oracle/paragraphs.py``).
PARAGRAPHS: list[tuple[str, Builder]] = [
    (
        r"choose a (nonland card name|color)\. target player reveals their hand and discards "
        r"all cards (?:with that name|of that color)",
        lambda m: (
            DiscardChosen(_PLAYERS["target player"], "name" if "name" in m.group(1) else "color"),
        ),
    ),
    (r"you may sacrifice (an? [\w ,-]+?)\. if you do, (.+)", _sacrifice_then),
]

__all__ = ["PARAGRAPHS", "TEMPLATES"]
