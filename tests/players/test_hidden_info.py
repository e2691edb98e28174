"""Hidden information is really hidden (issue 17, ARCHITECTURE.md, Decisions).

An agent sees the game only through its ``PlayerView``: its own hand, public zones,
counts of hidden zones, the top of its library it knows, and the hidden cards the
decision being answered shows it. These tests try every door of the view from inside
real games, check the built-in agents use only the public view, and check the engine's
``acts_only_in_main`` speed hint changes no game.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from scenario import P0, P1

from deckstats.deck import load_decklist
from deckstats.engine import new_game
from deckstats.engine.decisions import BOTTOM, MULLIGAN
from deckstats.engine.game import Game
from deckstats.engine.state import GameObject, PlayerState, StackItem
from deckstats.engine.types import Zone
from deckstats.engine.view import PlayerView
from deckstats.players import get_agent
from deckstats.players.scripted import ScriptedAgent

ROOT = Path(__file__).resolve().parents[2]


@cache
def _deck(name: str) -> tuple[Any, ...]:
    return tuple(load_decklist(ROOT / "decks" / f"{name}.txt").main_cards())


def _rngs(seed: int) -> list[np.random.Generator]:
    return [np.random.default_rng(c) for c in np.random.SeedSequence(seed).spawn(5)]


def _game(decks: tuple[str, str], agents: Any, seed: int, **kw: Any) -> Game:
    r = _rngs(seed)
    return new_game(
        (list(_deck(decks[0])), list(_deck(decks[1]))),
        agents,
        r[0],
        (r[1], r[2]),
        (r[3], r[4]),
        **kw,
    )


# ---------------------------------------------------------------------------- no peeking
def _option_ids(decision: Any) -> set[int]:
    """Object ids a decision offers (plain ids, or ids inside tuple options)."""
    out: set[int] = set()
    for opt in decision.options:
        if type(opt) is int:
            out.add(opt)
        elif isinstance(opt, tuple):
            out.update(x for x in opt if type(x) is int)
    return out


def _reach(view: PlayerView) -> list[Any]:
    """Everything the view's public names give: properties and zero-argument methods."""
    found: list[Any] = []
    for name in dir(view):
        if name.startswith("_"):
            continue
        try:
            value = getattr(view, name)
        except Exception as exc:  # a property that refuses is not a leak
            found.append(exc)
            continue
        if callable(value):
            try:
                value = value()
            except TypeError:
                continue  # needs arguments (obj, power, can_block...): tried below
        found.append(value)
    return found


def _walk(values: list[Any]) -> list[Any]:
    """Every object reachable from ``values`` through containers, game objects and stack items."""
    seen: dict[int, Any] = {}
    todo = list(values)
    while todo:
        v = todo.pop()
        if id(v) in seen:
            continue
        seen[id(v)] = v
        if isinstance(v, list | tuple | set | frozenset):
            todo.extend(v)
        elif isinstance(v, dict):
            todo.extend(v.keys())
            todo.extend(v.values())
        elif isinstance(v, GameObject | StackItem):
            for name in dir(v):
                if not name.startswith("_"):
                    attr = getattr(v, name, None)
                    if not callable(attr) or isinstance(attr, GameObject | StackItem):
                        todo.append(attr)
    return list(seen.values())


class Peeker:
    """Wraps an agent; at every decision it tries every door of its view and checks the haul."""

    acts_only_in_main = False

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.name = "peeker-" + inner.name
        self.game: Game | None = None
        self.stats = {"decisions": 0, "hidden_checked": 0, "shown_options": 0, "known_top": 0}

    def decide(self, view: PlayerView, decision: Any, rng: Any) -> Any:
        game = self.game
        assert game is not None
        self.stats["decisions"] += 1
        me, opp = game.players[view.pid], game.players[1 - view.pid]
        options = _option_ids(decision)
        known = view.known_top()
        assert list(known) == me.library[len(me.library) - len(known) :][::-1]
        self.stats["known_top"] += bool(known)
        known_ids = {o.oid for o in known}

        def allowed(o: GameObject) -> bool:
            hidden = o.zone is Zone.LIBRARY or (o.zone is Zone.HAND and o.owner != view.pid)
            return not hidden or o.oid in options or o.oid in known_ids

        # obj(): every id in the game and beyond.
        for oid in range(game.next_id + 10):
            real = game.objects.get(oid)
            got = view.obj(oid)
            if real is None:
                assert got is None
            elif allowed(real):
                if real.zone is Zone.LIBRARY or (real.zone is Zone.HAND and real.owner != view.pid):
                    self.stats["shown_options"] += got is not None
                else:
                    assert got is real
            else:
                self.stats["hidden_checked"] += 1
                assert got is None, (oid, real.card.name, real.zone, decision.kind)
        # Every public name, and everything reachable from what they give.
        forbidden = {id(opp.hand), id(me.library), id(opp.library), id(game.decisions)}
        forbidden |= {id(game.players), id(game.objects), id(game.log)}
        for v in _walk(_reach(view)):
            assert not isinstance(v, Game | PlayerState), type(v)
            assert id(v) not in forbidden, type(v)
            if isinstance(v, GameObject):
                assert allowed(v), (v.card.name, v.zone, decision.kind)
        return self.inner.decide(view, decision, rng)


def test_the_probe_finds_a_leak():
    """The probe is not blind: a view-like object with a door to the state is caught."""

    class Leaky:
        def __init__(self, game: Game) -> None:
            self.game_ = game

        @property
        def opponent(self) -> Any:
            return self.game_.players[1]

        def library(self) -> Any:
            return self.game_.players[0].library

    game = _game(("mono_red_burn", "mono_red_burn"), (get_agent("random"), get_agent("random")), 0)
    haul = _walk(_reach(Leaky(game)))
    assert any(isinstance(v, Game) for v in haul)
    assert any(isinstance(v, PlayerState) for v in haul)
    assert any(v is game.players[0].library for v in haul)


def _peek_game(decks: tuple[str, str], inner: tuple[Any, Any], seed: int, **kw: Any) -> Any:
    agents = (Peeker(inner[0]), Peeker(inner[1]))
    game = _game(decks, agents, seed, goldfish=False, **kw)
    for a in agents:
        a.game = game
    game.run()
    return game, agents


@pytest.mark.parametrize(
    ("decks", "seed"),
    [
        (("modern_jund_midrange", "pauper_mono_blue_faeries"), 1),  # fetches, Thoughtseize, Ponder
        (("pauper_mono_blue_faeries", "mono_black_pauper"), 2),  # Brainstorm, Duress
        (("uw_control", "modern_jund_midrange"), 3),  # Opt, Consider (surveil)
    ],
)
def test_no_peeking_in_real_games(decks, seed):
    """Two agents that try every door of their views at every decision reach nothing hidden."""
    total = {"decisions": 0, "hidden_checked": 0, "shown_options": 0, "known_top": 0}
    for s in range(seed, seed + 4):
        _, agents = _peek_game(decks, (get_agent("random"), get_agent("random")), s, max_turns=8)
        for a in agents:
            for k, v in a.stats.items():
                total[k] += v
    assert total["decisions"] > 50
    assert total["hidden_checked"] > 1000  # hidden cards existed and were asked for
    assert total["shown_options"] > 0  # some decision showed library or revealed cards


def test_no_peeking_goldfish():
    """The goldfish, probed the same way, in a goldfish game (scry, fetch lands, Ponder)."""
    for deck in ("mono_red_burn", "pauper_mono_blue_faeries"):
        for seed in range(3):
            peeker = Peeker(get_agent("goldfish"))
            game = _game((deck, deck), (peeker, get_agent("inert")), seed)
            peeker.game = game
            game.run()
            assert peeker.stats["decisions"] > 5


def test_opponent_mulligan_bottom_is_hidden():
    """The cards the opponent bottomed after a London mulligan (CR 103.5) cannot be identified.

    The view shows only that it mulliganed and how many cards it holds; the bottomed cards
    are library cards like any other, and the decision log is out of reach.
    """
    opp = ScriptedAgent([(MULLIGAN, False), (MULLIGAN, True)], fallback=get_agent("random"))
    probes: list[tuple[int, int]] = []

    class Watcher(Peeker):
        def decide(self, view: PlayerView, decision: Any, rng: Any) -> Any:
            game = self.game
            assert game is not None
            bottomed = game.players[P1].library[:1]  # until a shuffle, the bottomed card
            assert not any(id(v) in {id(o) for o in bottomed} for v in _walk(_reach(view)))
            assert all(view.obj(o.oid) is None for o in bottomed)
            probes.append((view.opponent_mulligans, view.opponent_hand_size))
            return super().decide(view, decision, rng)

    watcher = Watcher(get_agent("random"))
    # Player 1 starts, so it mulligans and bottoms before player 0 is asked anything.
    game = _game(
        ("mono_red_burn", "pauper_stompy"), (watcher, opp), 5, starting_player=P1, goldfish=False
    )
    watcher.game = game
    game.run()
    bottoms = [d for d in game.decisions if d[0] == P1 and d[1] == BOTTOM]
    assert len(bottoms) == 1 and len(bottoms[0][2]) == 1
    assert probes[0] == (1, 6)  # all player 0 learns: one mulligan, six cards in hand
    assert not any("bottom" in n for n in dir(game.views[P0]))


def test_known_top_after_scry_and_shuffle(scenario):
    """Serum Visions: draw, then scry 2 keeping both on top: the view knows exactly those two.

    During the scry decision the two looked-at cards are visible through ``obj`` and the
    rest of the library is not; after a shuffle nothing of the library is known (CR 701.24).
    """
    s = scenario()
    s.lands(P0, "Island")
    drawn, a, b, c = s.library(P0, "Mountain", "Forest", "Swamp", "Plains")
    seen: dict[str, Any] = {}

    def scry(view, decision):
        seen["options"] = list(decision.options)
        seen["shown"] = [view.obj(i) for i in decision.options]
        seen["rest"] = view.obj(c.oid)
        return ()  # keep both on top

    s.script(P0, ("scry", scry))
    s.cast(P0, s.hand(P0, "Serum Visions"))
    s.resolve()
    view = s.game.views[P0]
    assert seen["options"] == [a.oid, b.oid]
    assert seen["shown"] == [a, b] and seen["rest"] is None
    assert [o.card.name for o in view.hand] == ["Mountain"] and drawn.zone is Zone.LIBRARY
    assert view.known_top() == (a, b)
    # After the decision the shown cards are hidden again, though known to be on top.
    assert view.obj(a.oid) is None and view.obj(b.oid) is None
    assert s.game.views[P1].known_top() == ()
    s.game.draw(P0)
    assert view.known_top() == (b,)
    s.game.shuffle_library(P0)
    assert view.known_top() == ()


def test_opponent_hand_revealed_only_during_the_discard(scenario):
    """A discard spell shows the opponent's hand while its choice is answered, then hides it."""
    s = scenario()
    s.lands(P0, "Swamp")
    bolt = s.hand(P1, "Lightning Bolt")
    land = s.hand(P1, "Mountain")
    bolt2 = s.hand(P1, "Lightning Bolt")
    seen: dict[str, Any] = {}

    def pick(view, decision):
        seen["during"] = [view.obj(i) for i in decision.options]
        seen["land"] = view.obj(land.oid)
        return (decision.options[0],)

    s.script(P0, ("discard", pick))
    assert s.game.views[P0].obj(bolt.oid) is None and s.game.views[P0].obj(land.oid) is None
    s.cast(P0, s.hand(P0, "Duress"), [P1])
    s.resolve()
    assert seen["during"] == [bolt, bolt2]  # Duress: noncreature, nonland cards only
    assert seen["land"] is None  # a card the choice does not offer stays hidden
    assert s.game.views[P0].obj(land.oid) is None and s.game.views[P0].obj(bolt2.oid) is None


# ---------------------------------------------------------------------------- agents' code
_PLAYERS = ROOT / "deckstats" / "players"


def _view_leaks(tree: ast.AST) -> list[str]:
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "deckstats.engine.game":
            out.append(f"line {node.lineno}: imports deckstats.engine.game")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name == "deckstats.engine.game":
                    out.append(f"line {node.lineno}: imports deckstats.engine.game")
        elif isinstance(node, ast.Attribute):
            base = node.value
            base_name = base.id if isinstance(base, ast.Name) else ""
            if node.attr in ("game_for_engine_helpers", "me", "begin_decision"):
                out.append(f"line {node.lineno}: .{node.attr}")
            elif "view" in base_name and node.attr.startswith("_"):
                out.append(f"line {node.lineno}: {base_name}.{node.attr}")
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "getattr"
            and len(node.args) >= 2
        ):
            target, arg = node.args[0], node.args[1]
            if (
                isinstance(arg, ast.Constant)
                and str(arg.value).startswith("_")
                and isinstance(target, ast.Name)
                and "view" in target.id
            ):
                out.append(f"line {node.lineno}: getattr({target.id}, {arg.value!r})")
    return out


@pytest.mark.parametrize("path", sorted(_PLAYERS.glob("*.py")), ids=lambda p: p.name)
def test_agents_use_only_the_public_view(path):
    """No agent module reads a private name of a view, the Game module or the old doors."""
    leaks = _view_leaks(ast.parse(path.read_text(encoding="utf-8")))
    assert not leaks, f"{path.name}: {leaks}"


def test_the_view_check_catches_leaks():
    src = (
        "from deckstats.engine.game import Game\n"
        "def f(view):\n"
        "    g = view._game\n"
        "    s = view.me\n"
        "    return view.game_for_engine_helpers, getattr(view, '_asking')\n"
    )
    assert len(_view_leaks(ast.parse(src))) == 5


# ---------------------------------------------------------------------------- the speed hint
def _summary(game: Game) -> tuple[Any, ...]:
    res = game.result
    assert res is not None
    log = [d for d in game.decisions if d[1] not in ("priority", "agent")]
    return (
        res.winner,
        res.turns,
        res.termination,
        res.turns_taken,
        tuple(p.life for p in game.players),
        repr(log),
    )


@pytest.mark.slow
@pytest.mark.parametrize("deck", ["mono_red_burn", "pauper_stompy", "uw_control"])
def test_hint_changes_no_goldfish_game(deck):
    """``acts_only_in_main`` only saves asks: goldfish games are the same with it off."""
    for seed in range(200):
        out = []
        for hints in (True, False):
            game = _game(
                (deck, deck), (get_agent("goldfish"), get_agent("inert")), seed, hints=hints
            )
            game.run()
            out.append(_summary(game))
        assert out[0] == out[1], (deck, seed)


def test_hint_changes_no_interactive_game():
    """Goldfish against the base agent, both asked everywhere with the hint off: same games."""
    for seed in range(30):
        out = []
        for hints in (True, False):
            game = _game(
                ("mono_red_burn", "pauper_stompy"),
                (get_agent("goldfish"), get_agent("passive")),
                seed,
                goldfish=False,
                hints=hints,
            )
            game.run()
            out.append(_summary(game))
        assert out[0] == out[1], seed
    # The random agent takes no hint, so the switch is a no-op for it.
    assert not get_agent("random").acts_only_in_main


# ---------------------------------------------------------------------------- the true wall
def _public_reach(root: Any, depth: int = 4) -> list[Any]:
    """Everything reachable from ``root`` through public attribute names (a few levels)."""
    seen: dict[int, Any] = {}
    todo = [(root, 0)]
    while todo:
        v, d = todo.pop()
        if id(v) in seen or d > depth:
            continue
        seen[id(v)] = v
        if isinstance(v, int | float | str | bytes | bool) or v is None:
            continue
        if isinstance(v, list | tuple) or type(v).__name__ == "ndarray":
            todo.extend((x, d + 1) for x in list(v)[:8])
            continue
        for name in dir(v):
            if name.startswith("_"):
                continue
            try:
                attr = getattr(v, name)
            except Exception:
                continue
            if not callable(attr):
                todo.append((attr, d + 1))
    return list(seen.values())


class Opener:
    """An agent that tries to open a decision of its own to see the opponent's hand."""

    name = "opener"
    acts_only_in_main = False

    def __init__(self) -> None:
        self.seen: set[int] = set()
        self.tried = 0

    def decide(self, view: PlayerView, decision: Any, rng: Any) -> Any:
        fake = type(decision)(decision.kind, tuple(range(1, 400)), decision.pick_one)
        for name in dir(view):
            attr = getattr(view, name, None)
            if name.startswith("_") or not callable(attr):
                continue
            self.tried += 1  # (the compiled view rejects most of these calls by type)
            try:
                attr(fake)  # any public method that would open a decision
            except Exception:
                continue
            for oid in range(1, 400):
                o = view.obj(oid)
                if o is not None and o.zone is Zone.HAND and o.owner != view.pid:
                    self.seen.add(oid)
        return get_agent("random").decide(view, decision, rng)


def test_an_agent_cannot_open_a_decision_to_see_the_opponents_hand():
    """No public method of the view opens a decision: the opponent's hand stays hidden."""
    opener = Opener()
    game = _game(
        ("mono_red_burn", "pauper_stompy"), (opener, get_agent("random")), 3, goldfish=False
    )
    game.run()
    assert opener.tried > 0
    assert opener.seen == set()
    assert not hasattr(game.views[P0], "begin_decision")


def test_an_agents_rng_does_not_reveal_its_library_order():
    """From its rng an agent cannot recompute the shuffle streams of the game (its library).

    The attack: find a ``SeedSequence`` reachable from the rng, take its entropy and spawn
    key, and build the sibling child that shuffles the agent's library (stream 1 of the
    game's five: engine, shuffle p0, shuffle p1, agent p0, agent p1).
    """
    from numpy.random.bit_generator import ISeedSequence

    from deckstats.sim.seeding import game_streams

    entropy = 987654321
    deck = [c.name for c in _deck("mono_red_burn")]
    real = game_streams(entropy, 7)
    order = list(deck)
    real.shuffle[0].shuffle(order)
    rng = game_streams(entropy, 7).agent[0]
    reach = _public_reach(rng)
    recomputed = []
    for seq in (v for v in reach if isinstance(v, ISeedSequence)):
        key = tuple(seq.spawn_key)
        sibling = np.random.SeedSequence(seq.entropy, spawn_key=(*key[:-1], 1))
        guess = list(deck)
        np.random.default_rng(sibling).shuffle(guess)
        recomputed.append(guess)
    assert order not in recomputed
    assert entropy not in [v for v in reach if type(v) is int]
    seqs = [v for v in reach if isinstance(v, ISeedSequence)]  # numpy's or sim.seeding.Seeded
    assert seqs  # the generator's own seed sequence is reachable: drawn bits, no spawn key
    assert all(seq.spawn_key == () and seq.entropy is not entropy for seq in seqs)


def test_the_view_hands_out_no_engine_list():
    """Every collection a public name of the view returns is a copy: mutating it changes nothing."""
    game = _game(
        ("mono_red_burn", "pauper_stompy"),
        (get_agent("random"), get_agent("random")),
        4,
        goldfish=False,
        max_turns=3,
    )
    game.run()
    view = game.views[P0]
    engine_lists = {id(p.hand) for p in game.players} | {id(p.battlefield) for p in game.players}
    engine_lists |= {id(p.library) for p in game.players} | {id(d) for d in game.decks}
    engine_lists |= {id(game.stack), id(game.trigger_sources)}
    for value in _reach(view):
        assert not isinstance(value, list) or id(value) not in engine_lists, value
        if isinstance(value, list):
            value.clear()  # a fresh list (mana_units): clearing it changes nothing
    before = [len(p.hand) for p in game.players], [len(p.battlefield) for p in game.players]
    for name in ("hand", "battlefield", "opponent_battlefield", "own_deck"):
        with pytest.raises(AttributeError):
            getattr(view, name).clear()
    with pytest.raises(AttributeError):
        view.known_top().clear()
    assert (
        [len(p.hand) for p in game.players],
        [len(p.battlefield) for p in game.players],
    ) == before
    assert len(game.decks[P0]) == 60
