"""Sentence templates of round 38's ``act`` family: keyword actions of activated abilities.

- "Adapt N." (CR 701.46a, not in seeds): "If this permanent has no +1/+1 counters on it, put N
  +1/+1 counters on it" -- an ``IfSourceNoCounters`` checked as the ability resolves.

- "Search your library for a <card> with mana value equal to <count>, <put>, then shuffle"
  and "... with mana value X or less, where X is <count>" (Birthing Pod, Oswald Fiddlebender,
  Eldritch Evolution): ``effects_act.SearchByCount``.

- "Prevent all combat damage that would be dealt to and dealt by <target creature / that
  creature> this turn." (Maze of Ith, Cephalid Illusionist; CR 615.1):
  ``effects_act.PreventCombatDamageOf``.

- "Each player searches their library for ..., puts it onto the battlefield, then
  shuffles." (Field of Ruin): the search for each player (CR 701.23).

- "Remove all counters from target permanent." (Vampire Hexmage), "Remove an ice counter
  from ~." (Dark Depths): ``effects_act.RemoveCounters`` (CR 122.8).

Tried by ``oracle.effects`` after its own templates (lower-case sentences, no final period).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from deckstats.cards.effects import (
    DelayedTrigger,
    Effect,
    IfSourceNoCounters,
    LookAtHand,
    MassRemoval,
    Modal,
    PutCounters,
    SearchLibrary,
)
from deckstats.cards.effects_act import (
    LookAtTop,
    MassRemovalUpTo,
    PreventCombatDamageOf,
    RemoveCounters,
    SearchByCount,
)
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.oracle.text import number
from deckstats.cards.targets import Ref

Effects = tuple[Effect, ...]


def _adapt(m: re.Match[str]) -> Effects:
    n = int(m.group(1))
    return (IfSourceNoCounters("+1/+1", (PutCounters(n, Ref.SELF, "+1/+1"),)),)


def _search_count(m: re.Match[str]) -> Effects | None:
    """A search "with mana value equal to <count>" or "X or less, where X is" (CR 701.23)."""
    from deckstats.cards.oracle.counts import count_phrase
    from deckstats.cards.oracle.effects import parse_effects

    count = count_phrase(m["count"])
    put, extra = m["put"], 0
    if put.endswith(_EXTRA_COUNTER):  # Neoform (CR 614.1c), round 40
        put, extra = put.removesuffix(_EXTRA_COUNTER), 1
    got = parse_effects(f"search your library for {m['card']}, {put}, then shuffle")
    if count is None or got is None or len(got) != 1 or not isinstance(got[0], SearchLibrary):
        return None
    if got[0].filter.max_mana_value is not None or got[0].count != 1:
        return None
    if extra and got[0].to != "battlefield":
        return None
    return (SearchByCount(got[0], count, not m["how"].startswith("equal"), extra),)


_EXTRA_COUNTER = " with an additional +1/+1 counter on it"


def _shield(m: re.Match[str]) -> Effects | None:
    """Maze of Ith: "... dealt to and dealt by <target creature / that creature> this turn"."""
    if m[1] == "that creature":
        return (PreventCombatDamageOf(Ref.FIRST_TARGET),)
    target = parse_target(m[1])
    return None if target is None else (PreventCombatDamageOf(target),)


def _each_searches(m: re.Match[str]) -> Effects | None:
    """Each player searches their library (Field of Ruin): the controller's, then the opponent's.

    Two players; CR 101.4 (APNAP order).
    """
    from deckstats.cards.oracle.effects import parse_effects

    got = parse_effects(f"search your library for {m[1]}, put {m[2]}, then shuffle")
    if got is None or len(got) != 1 or not isinstance(got[0], SearchLibrary):
        return None
    return got[0], replace(got[0], player=Ref.EACH_OPPONENT)


def _remove(m: re.Match[str]) -> Effects | None:
    """Remove all counters from target permanent; remove an ice counter from ~ (CR 122.8)."""
    n = 0 if m["n"] == "all" else number(m["n"])
    target = Ref.SELF if m["what"] == "~" else parse_target(m["what"])
    if not isinstance(n, int) or target is None:
        return None
    return (RemoveCounters(target, m["kind"] or "", n),)


def _next_upkeep(m: re.Match[str]) -> Effects | None:
    """A delayed trigger at the next upkeep, whoever's turn it is (CR 603.7: Urza's Bauble)."""
    from deckstats.cards.oracle.effects import parse_effects

    inner = parse_effects(m[1])
    return None if not inner else (DelayedTrigger("upkeep", False, tuple(inner)),)


def _next_cleanup(m: re.Match[str]) -> Effects | None:
    """A delayed trigger at the next cleanup step (CR 603.7, 514.3a: Thawing Glaciers)."""
    from deckstats.cards.oracle.effects import parse_effects

    inner = parse_effects(m[1])
    return None if not inner else (DelayedTrigger("cleanup step", False, tuple(inner)),)


def _random_look(m: re.Match[str]) -> Effects | None:
    """A look at a random card of a hand: information only (``LookAtHand``).

    The simulated players read no hidden card either way.
    """
    target = parse_target(f"target {m[1]}")
    return None if target is None else (LookAtHand(target),)


def modal_body(text: str) -> Effect | None:
    """An ability's "Choose one —" with bulleted modes (CR 700.2; Goblin Cratermaker).

    A ``Modal`` whose mode and targets are chosen as it resolves (``engine.resolve``, as for
    modal triggered abilities); ``None`` when a mode does not compile.
    """
    from deckstats.cards.oracle.modal_heads import modal_head, mode_sentences, more_if_head

    head, _, rest = text.partition("\n")
    shape = modal_head(head)
    more_if = more_if_head(head)
    if shape is None or more_if is None or not rest:
        return None
    modes = []
    for bullet in rest.split("\n"):
        got = mode_sentences(bullet.lstrip("• ").strip())
        if got is None:
            return None
        modes.append(tuple(got))
    choose, most, repeat = shape
    most = min(most, len(modes))
    return Modal(tuple(modes), choose=choose, most=most, repeat=repeat, more_if=more_if)


def _two_damages(m: re.Match[str]) -> Effects | None:
    """One source dealing damage to two recipients (CR 120.3; Sparksmith), in text order."""
    from deckstats.cards.oracle.effects import parse_effects

    first = parse_effects(f"{m[1]} deals {m[2]} damage to {m[3]}")
    second = parse_effects(f"{m[1]} deals {m[4]} damage to {m[5]}")
    return None if not first or not second else (*first, *second)


def _each_up_to(m: re.Match[str]) -> Effects | None:
    """Destroy each <types> with mana value X or less / equal to <count> (CR 107.3, 608.2h).

    Pernicious Deed, Powder Keg: a ``MassRemoval`` bounded as it resolves.
    """
    from deckstats.cards.oracle.counts import count_phrase
    from deckstats.cards.oracle.effects import parse_effects

    plural = re.sub(
        r"\b(artifact|creature|enchantment|land|planeswalker|permanent)\b", r"\1s", m[1]
    )
    got = parse_effects(f"destroy all {plural}")
    if not got or len(got) != 1 or not isinstance(got[0], MassRemoval):
        return None
    if got[0].filter.max_mana_value is not None:
        return None
    count: Any = "X" if m[2] == "X or less" else count_phrase(m[3] or "")
    if count is None:
        return None
    return (MassRemovalUpTo(got[0], count, exact=m[2] != "X or less"),)


#: Sentence templates (lower-case, no final period), as ``oracle.effects`` writes them.
TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (r"adapt (\d+)", _adapt),
    (
        r"search your library for (?P<card>an? [\w ,]+? card) with mana value (?P<how>equal to "
        r"|X or less, where X is )(?P<count>[^,]+), (?P<put>.+?), then shuffle",
        _search_count,
    ),
    (
        r"remove (?P<n>all|an?|one|two|three) (?:(?P<kind>[+-]1/[+-]1|[a-z]+) )?counters? from "
        r"(?P<what>~|target [a-z ]+)",
        _remove,
    ),
    (r"(.+) at the beginning of the next turn's upkeep", _next_upkeep),
    (r"(.+) at the beginning of the next cleanup step", _next_cleanup),
    (r"look at a card at random in target (player|opponent)'s hand", _random_look),
    (
        r"look at the top card of target (player|opponent)'s library",
        lambda m: (LookAtTop(parse_target(f"target {m[1]}")),),
    ),
    (r"(~|it) deals (\w+) damage to (.+?) and (\w+) damage to (you|each opponent)", _two_damages),
    (r"destroy each ([a-z, ]+?) with mana value (X or less|equal to (.+))", _each_up_to),
    (r"each player searches their library for (.+?), puts (.+?), then shuffles", _each_searches),
    (
        r"prevent all combat damage that would be dealt to and dealt by (target creature(?: you "
        r"control)?|that creature) this turn",
        _shield,
    ),
]

__all__ = ["TEMPLATES"]

# Round 39's activated-ability sentences (``oracle.act_lines``).
from deckstats.cards.oracle.act_lines import TEMPLATES as _ACT_LINES  # noqa: E402

TEMPLATES.extend(_ACT_LINES)

# Round 40's activated-ability sentences (``oracle.act_sentences``).
from deckstats.cards.oracle.act_sentences import TEMPLATES as _ACT_SENTENCES  # noqa: E402

TEMPLATES.extend(_ACT_SENTENCES)
from deckstats.cards.oracle.sprint_s1 import TEMPLATES as _S1_SENTENCES  # noqa: E402

TEMPLATES.extend(_S1_SENTENCES)

# Round 40's sprint helper s2 (``oracle.sprint_s2``: Seasoned Dungeoneer, Mistrise Village).
from deckstats.cards.oracle.sprint_s2 import TEMPLATES as _S2_SENTENCES  # noqa: E402

TEMPLATES.extend(_S2_SENTENCES)
# Round 40's sprint helper s0 (``oracle.sprint_s0``: Grab the Prize).
from deckstats.cards.oracle.sprint_s0 import TEMPLATES as _S0_SENTENCES  # noqa: E402

TEMPLATES.extend(_S0_SENTENCES)
