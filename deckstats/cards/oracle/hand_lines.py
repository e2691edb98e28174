"""Hand moves of the metagame's long tail, round 38 (issue 26, helper ``zones``).

Registered through ``oracle.library_lines`` (its ``TEMPLATES`` and ``PARAGRAPHS``):

- "Put a card from your hand on the bottom of your library. If you do, draw a card." (Fire
  Prophecy), "Look at target player's hand and choose two cards from it. Put them on top of
  that player's library in any order." (Agonizing Memories): ``HandToLibrary`` (CR 401.1);
- "Target player reveals three cards from their hand and you choose one of them. That player
  discards that card." (Blackmail): ``DiscardRevealed`` (CR 701.20a, 701.9);
- "Each player discards their hand, then draws cards equal to the greatest number of cards a
  player discarded this way." (Windfall), "..., then returns up to three cards from their
  graveyard to their hand." (Ill-Gotten Gains): ``DiscardHands``;
- "Target player discards two cards. You gain 3 life for each land card discarded this way."
  (Gerrard's Verdict), "discard two cards, then draw two cards. For each nonland card
  discarded this way, create a 1/1 red Elemental creature token." (Seasoned Pyromancer),
  "Discard up to two cards, then draw two cards." (Faithful Mending): ``DiscardThen``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards import effects as fx
from deckstats.cards import effects_hands as hx
from deckstats.cards.oracle.digs import dig_filter
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import Controller, Filter, Ref, Target, TargetKind, TargetSpec

Effects = tuple[fx.Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]

#: Player words of these templates (shared with ``oracle.library_lines``).
PLAYERS: dict[str, TargetSpec] = {
    "": Ref.YOU,
    "target player": Target(TargetKind.PLAYER),
    "target opponent": Target(TargetKind.PLAYER, Controller.OPPONENT),
    "each opponent": Ref.EACH_OPPONENT,
    "each player": Ref.EACH_PLAYER,
}
_WHO = r"(target player|target opponent)"
_N = rf"({NUMBER})"


def _targets(effects: Effects) -> bool:
    from deckstats.cards.oracle.follow_ups import _targets as targets_of

    return bool(targets_of(effects))


def _parse(words: str) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    return parse_effects(words)


def _ints(*words: str) -> list[int] | None:
    got = [number(w) for w in words]
    ints = [n for n in got if isinstance(n, int)]
    return ints if len(ints) == len(got) else None


def _memories(m: re.Match[str]) -> Effects | None:
    n = _ints(m[2])
    return None if n is None else (hx.HandToLibrary(n[0], PLAYERS[m[1]], Controller.YOU),)


def _blackmail(m: re.Match[str]) -> Effects | None:
    n = _ints(m[2])
    return None if n is None else (hx.DiscardRevealed(n[0], PLAYERS[m[1]]),)


def _hands(m: re.Match[str]) -> Effects | None:
    if m[1]:
        return (hx.DiscardHands(draw_greatest=True),)
    n = _ints(m[2])
    return None if n is None else (hx.DiscardHands(return_up_to=n[0]),)


def _loot_up_to(m: re.Match[str]) -> Effects | None:
    n = _ints(m[1], m[2])
    if n is None:
        return None
    return (hx.DiscardThen(n[0], up_to=True, between=(fx.DrawCards(n[1]),)),)


def _discarded_this_way(m: re.Match[str]) -> Effects | None:
    """A discard (maybe "then draw N"), then effects for each matching card discarded."""
    who = (m["who"] or "").strip()
    n = _ints(m["n"])
    flt = dig_filter(m["kind"]) if m["kind"] else Filter()
    per = _parse(m["per"])
    if n is None or flt is None or not per or who not in PLAYERS or _targets(per):
        return None  # an effect with a target of its own: not this template
    between: Effects = ()
    if m["draw"]:
        d = _ints(m["draw"])
        if d is None:
            return None
        between = (fx.DrawCards(d[0]),)
    return (hx.DiscardThen(n[0], PLAYERS[who], between=between, per_filter=flt, per=per),)


_DISCARDS = (
    r"(?P<who>target player |target opponent |each opponent |)discards? (?P<n>"
    + NUMBER
    + r") cards?(?:, then draws? (?P<draw>"
    + NUMBER
    + r") cards?)?\. "
)
_KIND = r"(?:(?P<kind>[\w ,/-]+?) )?card"

TEMPLATES: list[tuple[str, Builder]] = [
    (
        r"each player discards their hand, then (?:(draws cards equal to the greatest number "
        rf"of cards a player discarded this way)|returns up to {_N} cards from their graveyard "
        r"to their hand)",
        _hands,
    ),
    (rf"discard up to {_N} cards, then draw {_N} cards", _loot_up_to),
]

_PARTS = {"half": 2, "a third": 3}

PARAGRAPHS: list[tuple[str, Builder]] = [
    (
        # Pox (CR 107.1a)
        r"each player loses (half|a third) of their life, then discards \1 of the cards in their "
        r"hand, then sacrifices \1 of the creatures they control, then sacrifices \1 of the "
        r"lands they control\. round up each time",
        lambda m: (hx.EachLosesPart(_PARTS[m[1]]),),
    ),
    (
        r"put a card from your hand on the bottom of your library\. if you do, draw a card",
        lambda m: (hx.HandToLibrary(1, bottom=True, then_draw=1),),
    ),
    (
        rf"look at {_WHO}'s hand and choose {_N} cards from it\. put them on top of that "
        r"player's library in any order",
        _memories,
    ),
    (
        rf"{_WHO} reveals {_N} cards from their hand and you choose one of them\. that player "
        r"discards that card",
        _blackmail,
    ),
    (
        _DISCARDS + rf"for each {_KIND} discarded this way, (?P<per>[^.]+)",
        _discarded_this_way,
    ),
    (
        _DISCARDS + rf"(?P<per>[^.]+?) for each {_KIND} discarded this way",
        _discarded_this_way,
    ),
]
