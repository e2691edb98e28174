"""Sentences of activated abilities (issue 26, round 40's ``act`` family).

- "Any number of target players each lose 2 life and sacrifice a creature." (Priest of
  Forgotten Gods): the effects of "target player loses ... and sacrifices ..." with up to
  one target player, the later effects naming that player (``Ref.FIRST_TARGET``): of the
  choices "any number" allows (none, one, both; CR 115.1, 601.2c) both is not offered, a
  loss of power, never a gain;
- "You add {B}{B} and draw a card." (Priest of Forgotten Gods): mana added as the ability
  resolves (not a mana ability: it has targets, CR 605.1a), then the rest;
- "Return two target cards from an opponent's graveyard to their hand." (Spurnmage
  Advocate): the owner's hand (CR 400.3);
- "Target spell can't be countered." (Vexing Shusher; CR 101.2): ``SpellCantBeCountered``;
- "An opponent gains control of ~." (Wishclaw Talisman), "Target player gains control of
  target permanent you control." (Donate): ``GainControl.to`` (CR 613.1b);
- "Choose target artifact card in your graveyard. You may cast that card this turn." (Emry,
  Lurker of the Loch): the card chosen, then ``MayCastThisTurn`` (CR 601.3);
- "Exile the top two cards of your library. Choose one of them. Until the end of your next
  turn, you may play that card." (Mishra's Research Desk): impulse draw of the one chosen
  (``ExileTopPlayable.keep_one``; a paragraph, ``PARAGRAPHS``);
- Goblin Charbelcher's reveal-until-a-land damage (``RevealUntilDamage``) and Grindstone's
  repeated mill (``MillWhileShared``), paragraphs too.

Appended to ``oracle.act_effects.TEMPLATES`` (tried by ``oracle.effects.parse_effects``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import fields, replace
from typing import Any

from deckstats.cards.effects import AddMana, Effect, GainControl
from deckstats.cards.effects_act40 import (
    MayCastThisTurn,
    MillWhileShared,
    RevealUntilDamage,
    SpellCantBeCountered,
)
from deckstats.cards.targets import TARGET_PLAYER, Ref, Target

Effects = tuple[Effect, ...]

_VERBS = re.compile(r"\b(lose|sacrifice|discard|draw|mill|exile|gain|create)\b")


def _third_person(words: str) -> str:
    """``"lose 2 life and sacrifice a creature"`` -> ``"loses 2 life and sacrifices ..."``."""
    return _VERBS.sub(lambda m: m.group(1) + "s", words)


def _any_number_of_players(m: re.Match[str]) -> Effects | None:
    """CR 115.1, 601.2c: "any number of target players each <verb> ..." (up to both players)."""
    from deckstats.cards.oracle.effects import parse_effects

    got = parse_effects("target player " + _third_person(m.group(1)))
    if not got:
        return None
    out: list[Effect] = []
    for e in got:
        named: dict[str, Any] = {f.name: getattr(e, f.name) for f in fields(e)}
        found = [k for k, v in named.items() if isinstance(v, Target)]
        if len(found) != 1 or named[found[0]] != TARGET_PLAYER:
            return None
        spec = replace(TARGET_PLAYER, up_to=True) if not out else Ref.FIRST_TARGET
        changed: Any = replace(e, **{found[0]: spec})  # type: ignore[arg-type]
        out.append(changed)
    return tuple(out)


def _you_add_and(m: re.Match[str]) -> Effects | None:
    """The mana of "You add {B}{B} and draw a card.", then the rest (CR 106.1, 608.2c)."""
    from deckstats.cards.oracle.effects import parse_effects

    rest = parse_effects(m.group(2))
    return None if not rest else (AddMana(m.group(1).replace("{", "").replace("}", "")), *rest)


def _to_their_hand(m: re.Match[str]) -> Effects | None:
    """A card "from an opponent's graveyard to their hand": its owner's hand (CR 400.3)."""
    from deckstats.cards.oracle.effects import parse_effects

    got = parse_effects(f"return {m.group(1)} from an opponent's graveyard to their owner's hand")
    return tuple(got) if got else None


def _cant_be_countered(m: re.Match[str]) -> Effects | None:
    """CR 101.2: "Target spell can't be countered." (Vexing Shusher)."""
    from deckstats.cards.oracle.targets import parse_target

    target = parse_target(m.group(1))
    return None if target is None else (SpellCantBeCountered(target),)


def _gives_control(m: re.Match[str]) -> Effects | None:
    """CR 613.1b: a player gains control of ~ (Wishclaw Talisman) or of a target (Donate)."""
    from deckstats.cards.oracle.targets import parse_target

    to = Ref.EACH_OPPONENT if m.group(1) == "an opponent" else parse_target(m.group(1))
    what = Ref.SELF if m.group(2) == "~" else parse_target(m.group(2))
    return None if to is None or what is None else (GainControl(what, to=to),)


def _choose_in_graveyard(m: re.Match[str]) -> Effects | None:
    """CR 601.2c: "Choose target artifact card in your graveyard." (Emry): the card named."""
    from deckstats.cards.effects_stat import ChooseTarget
    from deckstats.cards.oracle.targets import parse_target

    target = parse_target(f"{m.group(1)} from your graveyard")
    return None if target is None else (ChooseTarget(target),)


#: Sentence templates (lower-case first letter, no final period).
TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (r"any number of target players each (.+)", _any_number_of_players),
    (r"you add ((?:\{[WUBRGC]\})+) and (draw .+)", _you_add_and),
    (r"return (.+?) from an opponent's graveyard to their hand", _to_their_hand),
    (r"(target spell) can't be countered", _cant_be_countered),
    (r"choose (target [a-z ]+? card) in your graveyard", _choose_in_graveyard),
    (r"you may cast that card this turn", lambda m: (MayCastThisTurn(Ref.FIRST_TARGET),)),
    (
        r"(an opponent|target opponent|target player) gains control of (~|target [a-z ]+)",
        _gives_control,
    ),
]


def _keep_one(m: re.Match[str]) -> Effects | None:
    """Impulse draw of one card chosen among those exiled (CR 601.2, 305.1)."""
    from deckstats.cards.effects import ExileTopPlayable
    from deckstats.cards.oracle.text import number

    n = number(m.group(1))
    if not isinstance(n, int) or n < 2:
        return None
    when = m.group(2).lower()
    return (ExileTopPlayable(n, next_turn=when != "until end of turn", keep_one=True),)


def _charbelcher(m: re.Match[str]) -> Effects | None:
    """Goblin Charbelcher: reveal until a land, damage per nonland card (CR 701.20a, 120.3)."""
    from deckstats.cards.oracle.targets import parse_target

    target = parse_target(m.group(1))
    return None if target is None else (RevealUntilDamage(target, (m.group(2) or "").title()),)


def _grindstone(m: re.Match[str]) -> Effects | None:
    """Grindstone: mill, again while the cards milled share a colour (CR 701.17a, 105.2)."""
    from deckstats.cards.oracle.targets import parse_target

    player = parse_target(m.group(1))
    return None if player is None else (MillWhileShared(player),)


#: Templates spanning several sentences (``oracle.paragraphs``, case-insensitive).
PARAGRAPHS: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        r"exile the top (\w+) cards of your library\. choose one of them\. (until end of turn|"
        r"until the end of your next turn), you may play that card",
        _keep_one,
    ),
    (
        r"reveal cards from the top of your library until you reveal a land card\. ~ deals "
        r"damage equal to the number of nonland cards revealed this way to (any target|target "
        r"[a-z ]+)\.(?: if the revealed land card was an? (\w+), ~ deals double that damage "
        r"instead\.)? put the revealed cards on the bottom of your library in any order",
        _charbelcher,
    ),
    (
        r"(target player|target opponent) mills two cards\. if two cards that share a color "
        r"were milled this way, repeat this process",
        _grindstone,
    ),
]

__all__ = ["PARAGRAPHS", "TEMPLATES"]
