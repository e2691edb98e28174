"""Build a puzzle's position as a live ``Game`` (the same placement as tests/scenario.py).

Player 0 ("me") is the agent under test; player 1 ("opp") is a ``ScriptedAgent`` whose
attacks, blocks and one spell come from the puzzle, and which passes everything else.
Every object gets a label (its card name, ``Name#2`` for the second of a name) by which
the puzzle's answers and scripts name it.

Layer: puzzles.
"""

from __future__ import annotations

import zlib
from collections import Counter
from typing import Any

import numpy as np

from deckstats.cards.dsl import basic_land
from deckstats.cards.errors import DeckstatsError
from deckstats.cards.model import CardDef
from deckstats.engine.actions import CastSpell
from deckstats.engine.game import Game
from deckstats.engine.state import GameObject
from deckstats.engine.types import Step, Zone
from deckstats.players.scripted import ScriptedAgent
from deckstats.puzzles.model import Puzzle, Side

ME, OPP = 0, 1

_BASICS = {
    "Mountain": "R",
    "Forest": "G",
    "Island": "U",
    "Swamp": "B",
    "Plains": "W",
}
_BASIC_DEFS: dict[str, CardDef] = {}


def card_def(name: str) -> CardDef:
    """A card by name: the basic lands, then the registry (``DeckstatsError`` if unknown)."""
    if name in _BASICS:
        if name not in _BASIC_DEFS:
            _BASIC_DEFS[name] = basic_land(name, _BASICS[name])
        return _BASIC_DEFS[name]
    from deckstats.cards import get_card

    return get_card(name)


def missing_cards(puzzle: Puzzle) -> list[str]:
    """The card names of ``puzzle`` that the card pool does not know (sorted, unique)."""
    out = set()
    for name in puzzle.cards():
        try:
            card_def(name)
        except (DeckstatsError, KeyError):
            out.add(name)
    return sorted(out)


class Position:
    """A built puzzle: the game, and labels to and from object ids."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.ids: dict[str, int] = {}
        self.labels: dict[int, str] = {}
        self._seen: Counter[str] = Counter()

    def name(self, obj: GameObject) -> str:
        """Give ``obj`` its label and return it."""
        base = obj.card.name
        self._seen[base] += 1
        label = base if self._seen[base] == 1 else f"{base}#{self._seen[base]}"
        self.ids[label] = obj.oid
        self.labels[obj.oid] = label
        return label

    def oid(self, label: str, where: str) -> int:
        """The id of the object labelled ``label`` (``me``/``opp`` are the players)."""
        if label == "me":
            return ME
        if label == "opp":
            return OPP
        if label not in self.ids:
            raise DeckstatsError(f"{where}: no object labelled {label!r}")
        return self.ids[label]

    def label(self, oid: int) -> str:
        """The label of an id: ``me``/``opp`` for players, else the object's label or name."""
        if oid == ME:
            return "me"
        if oid == OPP:
            return "opp"
        if oid in self.labels:
            return self.labels[oid]
        obj = self.game.objects.get(oid)
        return obj.card.name if obj is not None else f"#{oid}"


def new_game(puzzle: Puzzle, agents: tuple[Any, Any], hints: bool = True) -> Game:
    """An empty started game at the puzzle's turn, with its life totals and active player."""
    key = zlib.crc32(puzzle.id.encode())  # each puzzle its own streams, the same every run
    rngs = [
        np.random.default_rng(np.random.SeedSequence((27, key), spawn_key=(i,))) for i in range(5)
    ]
    active = ME if puzzle.active == "me" else OPP
    g = Game(
        ([], []),
        agents,
        rngs[0],
        (rngs[1], rngs[2]),
        (rngs[3], rngs[4]),
        starting_player=active,
        goldfish=False,
        hints=hints,
    )
    g.started = True
    g.turn = puzzle.turn
    g.active = active
    g.step = Step.PRECOMBAT_MAIN
    for pid in (ME, OPP):
        g.players[pid].life = puzzle.life[pid]
        g.players[pid].turns_taken = (puzzle.turn + (1 if pid == active else 0)) // 2
    g.players[active].turn_started = puzzle.turn
    g.players[1 - active].turn_started = puzzle.turn - 1
    return g


def _place(pos: Position, pid: int, entry: str, zone: Zone) -> GameObject:
    g = pos.game
    name = entry.split("(")[0].strip()
    flags = entry[len(name) :].strip(" ()").replace(" ", "").split(",")
    obj = g.new_object(card_def(name), pid, zone)
    if zone is Zone.BATTLEFIELD:
        g.put_onto_battlefield(obj, pid, tapped="tapped" in flags)
        obj.since = g.turn if "sick" in flags else 0
        if obj.info.is_land and "sick" not in flags:
            g.players[pid].lands_entered_turn -= 1
    else:
        g.players[pid].zone_list(zone).append(obj)
    pos.name(obj)
    return obj


def _library(side: Side) -> list[str]:
    """The library top first: ``library``, then the deck minus the hand (mulligans)."""
    rest = Counter(side.deck) - Counter(side.hand)
    return list(side.library) + [c for c in side.deck if rest[c] and not rest.subtract([c])]


def place_side(pos: Position, pid: int, side: Side, hand_on_top: bool) -> None:
    """Place one side's cards; a mulligan puzzle's hand goes on top of the library."""
    for entry in (*side.lands, *side.battlefield):
        _place(pos, pid, entry, Zone.BATTLEFIELD)
    for entry in side.graveyard:
        _place(pos, pid, entry, Zone.GRAVEYARD)
    library = _library(side)
    if hand_on_top:
        library = list(side.hand) + library
    lib = pos.game.players[pid].library
    for entry in reversed(library):  # the top of a library is the end of the list
        obj = pos.game.new_object(card_def(entry), pid, Zone.LIBRARY)
        lib.append(obj)
    if not hand_on_top:
        for entry in side.hand:
            _place(pos, pid, entry, Zone.HAND)


def pairs(pos: Position, entries: tuple[str, ...], where: str) -> tuple[tuple[int, int], ...]:
    """``"Blocker > Attacker"`` entries as (blocker id, attacker id) pairs."""
    out = []
    for e in entries:
        if e == "none":
            continue
        b, _, a = e.partition(">")
        out.append((pos.oid(b.strip(), where), pos.oid(a.strip(), where)))
    return tuple(out)


def cast_action(pos: Position, pid: int, spec: str, where: str) -> CastSpell:
    """``"Card -> target, target"``: the card put into ``pid``'s hand, and the cast."""
    name, _, rest = spec.partition("->")
    obj = _place(pos, pid, name.strip(), Zone.HAND)
    targets = tuple((pos.oid(t.strip(), where),) for t in rest.split(",") if t.strip())
    return CastSpell(obj.oid, targets)


def opponent_script(pos: Position, puzzle: Puzzle) -> ScriptedAgent:
    """The opponent's scripted spell, attack and blocks (it passes everything else)."""
    where, opp = puzzle.where, puzzle.opp
    agent = ScriptedAgent()
    if opp.casts:
        agent.push("priority", cast_action(pos, OPP, opp.casts, where))
    if opp.attacks:
        atk = tuple(pos.oid(x, where) for x in opp.attacks if x != "none")
        agent.push("attackers", atk)
    if opp.blocks:
        agent.push("blockers", pairs(pos, opp.blocks, where))
    return agent


__all__ = [
    "ME",
    "OPP",
    "Position",
    "card_def",
    "cast_action",
    "missing_cards",
    "new_game",
    "place_side",
]
