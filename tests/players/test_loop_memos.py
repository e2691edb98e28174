"""The heuristic's per-decision burn memo answers as the plain arithmetic (issue 32.5).

``players.burn.DECISION_MEMO`` keeps ``burn_face_now`` and the race with all our burn at
the face for one priority decision (the game cannot change while an agent decides).
These tests play real Burn-vs-Stompy positions and, at every priority decision, compare
the memo's answers with a fresh computation and with the formula it replaced, and check
the memo is closed once the decision is answered (no answer outlives its position).
"""

from __future__ import annotations

from typing import Any

from deckstats.deck import load_decklist
from deckstats.players import burn, threats
from deckstats.players.heuristic import HeuristicAgent
from deckstats.players.threats import assess
from deckstats.sim.matchup import MatchupConfig
from deckstats.sim.seeding import pair_streams


def _face_now_as_before(view: Any, prof: Any) -> bool:
    """``burn_face_now`` as main computed it before the memo (the reference)."""
    hand = burn._burn_in_hand(view)
    total = sum(d for d, _ in hand)
    ours, theirs = burn.race_turns(view, total)
    if prof.race and not any(o.info.is_creature for o in view.opponent_battlefield):
        # round 38: a creature deck keeps its burn for a creature unless the race is won
        return burn.burn_is_clock(view.own_deck) or (ours <= theirs and ours < burn.INF)
    if ours <= theirs:
        return True
    if burn._kill_decides(view, hand, total):
        return False
    if not prof.race:
        return False
    best = 0.0
    for o in view.opponent_battlefield:
        if o.info.is_creature:
            best = max(best, assess(view, o))
    return best < prof.min_burn_target


class _Checking(HeuristicAgent):
    """The aggro pilot, checking the memo against fresh answers at each decision."""

    def __init__(self) -> None:
        super().__init__("aggro")
        self.checked = 0
        self.face_seen: set[bool] = set()

    def _on_priority(self, view: Any, decision: Any, rng: Any) -> Any:
        memo = burn.DECISION_MEMO
        assert memo.open
        expected = _face_now_as_before(view, self.params)
        assert burn.burn_face_now(view, self.params) is expected
        assert memo.face_prof is self.params
        assert burn.burn_face_now(view, self.params) is expected  # from the memo
        total = sum(d for d, _ in burn._burn_in_hand(view))
        assert burn._race_with_burn(view) == (total, *burn.race_turns(view, total))
        self.checked += 1
        self.face_seen.add(expected)
        return super()._on_priority(view, decision, rng)


def test_decision_memo_answers_as_the_plain_race_arithmetic_in_real_games():
    """Burn vs Stompy, 12 seeded games: at every priority decision the memo's
    ``burn_face_now`` equals main's formula (max threat < the profile's
    ``min_burn_target``), and the race with our burn at the face equals ``race_turns``;
    between decisions the memo is closed."""
    cards_a = tuple(load_decklist("decks/mono_red_burn.txt").main_cards())
    cards_b = tuple(load_decklist("decks/pauper_stompy.txt").main_cards())
    config = MatchupConfig("burn", "stompy", cards_a, cards_b, n_games=12, seed=3)
    agents_seen = []
    for i in range(12):
        agents = (_Checking(), _Checking())
        streams = pair_streams(3, (config.pair_index(i),))
        game = config.build_game((list(cards_a), list(cards_b)), agents, streams, i, False)

        def after_turn(g: Any, pid: int) -> None:
            assert not burn.DECISION_MEMO.open  # closed between decisions

        game.on_turn_end = after_turn
        game.run()
        agents_seen.extend(agents)
    assert not burn.DECISION_MEMO.open
    assert sum(a.checked for a in agents_seen) > 300
    assert set().union(*(a.face_seen for a in agents_seen)) == {True, False}


class _CheckingAssess(HeuristicAgent):
    """The aggro pilot, checking each remembered ``assess`` against a fresh one."""

    def __init__(self) -> None:
        super().__init__("aggro")
        self.hits = 0

    def _on_priority(self, view: Any, decision: Any, rng: Any) -> Any:
        memo = threats.ASSESS_MEMO
        assert memo.open and not memo.values  # opened empty for this decision
        out = super()._on_priority(view, decision, rng)
        for (oid, pid), v in memo.values.items():
            assert pid == view.pid
            o = view.obj(oid)
            assert o is not None and threats._assess(view, o) == v
            self.hits += 1
        return out


def test_assess_memo_remembers_fresh_answers_for_one_decision_only():
    """Burn vs Stompy, 8 seeded games: every ``assess`` remembered through a priority
    decision equals a fresh computation at its end, the memo opens empty for each
    decision and is closed (and empty) between decisions."""
    cards_a = tuple(load_decklist("decks/mono_red_burn.txt").main_cards())
    cards_b = tuple(load_decklist("decks/pauper_stompy.txt").main_cards())
    config = MatchupConfig("burn", "stompy", cards_a, cards_b, n_games=8, seed=5)
    hits = 0
    for i in range(8):
        agents = (_CheckingAssess(), _CheckingAssess())
        streams = pair_streams(5, (config.pair_index(i),))
        game = config.build_game((list(cards_a), list(cards_b)), agents, streams, i, False)

        def after_turn(g: Any, pid: int) -> None:
            assert not threats.ASSESS_MEMO.open and not threats.ASSESS_MEMO.values

        game.on_turn_end = after_turn
        game.run()
        hits += sum(a.hits for a in agents)
    assert hits > 50
    assert not threats.ASSESS_MEMO.open
