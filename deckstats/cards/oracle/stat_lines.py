"""Templates of round 39's ``stat`` helper (issue 26): whole lines and effect sentences.

Whole lines (``stat_line``, called from ``oracle.abilities`` for a permanent's lines):

- the top-of-library lines of ``oracle.top_plays`` (CR 601.3, 305.1, 401.5, 101.2);
- "When ~ dies, [if it was a creature,] return it to the battlefield [tapped] under its
  owner's control [with a +1/+1 counter on it]. [It's an enchantment.]" (CR 603.10a,
  400.7: the card it became in the graveyard; ``Reanimate(owner=True)``; the Enduring
  cycle's intervening if, CR 603.4, and type change, CR 613.1d), the quoted ability of
  Supernatural Stamina and its kin.

Effect sentences (``TEMPLATES``, tried by ``oracle.effects.parse_effects``):

- "Until end of turn, <target> [gets +N/+M and] gains "<ability>"" and "<target> gains
  "<ability>" until end of turn" (CR 611.2a, 613.1f: ``GainAbilityEot``), "that creature"
  naming the spell's first target (Malakir Rebirth);
- "Choose target <thing>." (CR 601.2c: ``ChooseTarget``);
- "Exile the top [N] card(s) of your library." (CR 406.3: ``ExileTop``);
- "Destroy ~." (CR 701.8: the source itself, Experimental Frenzy);
- "<target> gets -2/-1 until your next turn" (CR 611.2b: ``PumpUntilNextTurn``);
- "Each creature deals 1 damage to its controller." (CR 120.3, Rakdos Charm).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from deckstats.cards.dsl import Triggered
from deckstats.cards.effects import Destroy, Pump, Reanimate
from deckstats.cards.effects_stat import (
    ChooseTarget,
    CreaturesDamageControllers,
    ExileLibraryShuffleHand,
    ExileTop,
    Fateseal,
    GainAbilityEot,
    PumpUntilNextTurn,
    RemoveCountersUpTo,
)
from deckstats.cards.model import NO_TYPE, CardType
from deckstats.cards.oracle.parts import Parts
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.oracle.top_plays import top_play_line
from deckstats.cards.targets import Ref, Target
from deckstats.cards.triggers import Dies

_DIES_RETURN = re.compile(
    r"When ~ dies, (if it was a creature, )?return (?:it|~) to the battlefield( tapped)? under "
    r"its owner's control( with a \+1/\+1 counter on it)?\.( It's an enchantment\.)?"
)


def _dies_return_line(line: str, parts: Parts) -> bool:
    """CR 603.10a, 400.7: the creature that died comes back (the card it became)."""
    m = _DIES_RETURN.fullmatch(line)
    if m is None:
        return False
    back = Reanimate(
        Ref.TRIGGERING_OBJECT,
        tapped=bool(m.group(2)),
        counter="+1/+1" if m.group(3) else "",
        owner=True,
        if_was_creature=bool(m.group(1)),  # CR 603.4 (the Enduring cycle)
        as_types=CardType.ENCHANTMENT if m.group(4) else NO_TYPE,  # CR 613.1d
    )
    parts.triggers.append(Triggered(Dies(Ref.SELF), (back,)))
    return True


def stat_line(line: str, parts: Parts) -> bool:
    """Compile one of this round's whole lines into ``parts``; False if none matches."""
    from deckstats.cards.oracle.clones import clone_line
    from deckstats.cards.oracle.grants import grant_line  # (round 40)
    from deckstats.cards.oracle.turn_statics import turn_static_line

    return (
        top_play_line(line, parts)
        or _dies_return_line(line, parts)
        or clone_line(line, parts)
        or grant_line(line, parts)
        or turn_static_line(line, parts)
    )


def quoted_ability(text: str) -> tuple[tuple[Any, ...], tuple[Any, ...]] | None:
    """The quoted ability, compiled as a permanent's line: (abilities, triggers)."""
    from deckstats.cards.oracle.abilities import compile_lines  # the whole line compiler

    # "When this creature <event>, sacrifice it.": "it" is the creature itself (Phantasmal Image)
    text = re.sub(r"^(When(?:ever)? ~ [^,]+), sacrifice it\.$", r"\1, sacrifice ~.", text)
    got = compile_lines([text], [text], is_spell=False, name="~")
    if got.unparsed or got.spell or got.statics or got.costs or got.modifiers or got.keywords:
        return None
    if not (got.abilities or got.triggers) or got.facts:
        return None
    return tuple(got.abilities), tuple(got.triggers)


def _who(phrase: str) -> Any:
    if phrase in ("that creature", "it"):
        return Ref.FIRST_TARGET  # CR 608.2b: the spell's first target (Malakir Rebirth)
    return parse_target(phrase)


def _gains_eot(m: re.Match[str]) -> tuple[Any, ...] | None:
    """CR 611.2a: "until end of turn, <who> [gets +N/+M and] gains "<ability>""."""
    who = _who(m.group("who"))
    granted = quoted_ability(m.group("q"))
    if who is None or granted is None:
        return None
    gain = GainAbilityEot(who, granted[1], granted[0])
    if m.group("p") is None:
        return (gain,)
    pump = Pump(int(m.group("p")), int(m.group("t")), who)
    if who in (Ref.FIRST_TARGET, Ref.SELF):
        return (pump, gain)
    return (pump, GainAbilityEot(Ref.FIRST_TARGET, granted[1], granted[0]))


def _choose_target(m: re.Match[str]) -> tuple[Any, ...] | None:
    t = parse_target("target " + m.group(1))
    return None if t is None else (ChooseTarget(t),)


def _exile_top(m: re.Match[str]) -> tuple[Any, ...] | None:
    n = 1 if m.group(1) is None else number(m.group(1))
    return (ExileTop(count=n),) if isinstance(n, int) and n > 0 else None


def _two_pumps(m: re.Match[str]) -> tuple[Any, ...] | None:
    """CR 611.2a: "until end of turn, <group> get +N/+N and <group> get -N/-N" (two pumps)."""
    from deckstats.cards.oracle.effects import parse_effects

    first = parse_effects(f"{m.group(1)} until end of turn")
    second = parse_effects(f"{m.group(2)} until end of turn")
    if not first or not second or not all(isinstance(e, Pump) for e in first + second):
        return None
    return first + second


def _next_turn_pump(m: re.Match[str]) -> tuple[Any, ...] | None:
    """CR 611.2b: "<target> gets -2/-1 until your next turn" (Liliana, the Last Hope)."""
    who = parse_target(m.group(1))
    if who is None or not isinstance(who, Target):
        return None
    return (PumpUntilNextTurn(int(m.group(2)), int(m.group(3)), who),)


def _each_damages_controller(m: re.Match[str]) -> tuple[Any, ...] | None:
    n = number(m.group(1))
    return (CreaturesDamageControllers(n),) if isinstance(n, int) and n > 0 else None


def _exile_library(m: re.Match[str]) -> tuple[Any, ...] | None:
    who = parse_target(m.group(1))
    return None if who is None else (ExileLibraryShuffleHand(who),)


def _remove_up_to(m: re.Match[str]) -> tuple[Any, ...] | None:
    n = number(m.group(1))
    who = parse_target(m.group(2))
    if not isinstance(n, int) or who is None:
        return None
    return (RemoveCountersUpTo(who, n),)


_PUMP = r"(?:gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+) and )?"

#: ``effects.parse_effects`` templates: (regex on the decapitalised sentence, builder).
TEMPLATES: list[tuple[str, Callable[[re.Match[str]], tuple[Any, ...] | None]]] = [
    (rf'until end of turn, (?P<who>.+?) {_PUMP}gains "(?P<q>[^"]+)"', _gains_eot),
    (rf'(?P<who>.+?) {_PUMP}gains "(?P<q>[^"]+)" until end of turn', _gains_eot),
    (r"until end of turn, (.+? gets? [+-]\d+/[+-]\d+) and (.+? gets? [+-]\d+/[+-]\d+)", _two_pumps),
    (r"(.+?) gets ([+-]\d+)/([+-]\d+) until your next turn", _next_turn_pump),
    (rf"each creature deals ({NUMBER}) damage to its controller", _each_damages_controller),
    (r"choose target ([a-z ,]+)", _choose_target),
    (rf"remove up to ({NUMBER}) counters from (target .+)", _remove_up_to),
    (
        r"you may put that card on the bottom of that player's library",
        lambda m: (Fateseal(Ref.FIRST_TARGET),),
    ),
    (
        r"exile all cards from (target player)'s library, then that player shuffles their hand "
        r"into their library",
        _exile_library,
    ),
    (rf"exile the top (?:card|({NUMBER}) cards) of your library", _exile_top),
    (r"destroy ~", lambda m: (Destroy(Ref.SELF),)),
]

# Round 40's sentences (``oracle.becomes``: Tezzeret, Oko, Abzan Charm, Angel's Grace).
from deckstats.cards.oracle.becomes import TEMPLATES as _BECOMES  # noqa: E402

TEMPLATES.extend(_BECOMES)

__all__ = ["TEMPLATES", "quoted_ability", "stat_line"]
