"""The race in combat on built positions (issue 27, point 9 (a): the player on the play
wins aggro mirrors because the pilots race when the race favours them).

Player 0 is the heuristic player (``Recorder``). "Who's the beatdown" (Mike Flores): the
player whose clock is faster keeps its creatures, they are its clock; the player losing
the race trades them off.
"""

from __future__ import annotations

from engine.cards import BEARS, GROWTH

from deckstats.engine import Zone
from players.combat_helpers import P0, P1, attacked_by, position

CENTAUR = "Centaur Courser"  # 3/3


def test_the_racer_does_not_trade_its_clock_away():
    """We are at 20 with three 2/2s; they are at 10 with one 2/2, which attacks. Our clock
    is 2 turns (6 a turn), theirs 10 (2 a turn): we are winning the race, and trading a
    2/2 for theirs slows it (4 a turn: 3 turns) to save 2 of our 20 life. No block (CR
    509.1); we take 2. (Before, the midrange pilot took the even trade.)"""
    for profile in ("midrange", "aggro"):
        s, me = position(profile, active=P1, life=(20, 10))
        for _ in range(3):
            s.battlefield(P0, BEARS)
        bears = s.battlefield(P1, BEARS)
        attacked_by(s, bears)
        assert me.blocked == (), profile
        assert s.game.players[P0].life == 18


def test_the_player_losing_the_race_still_trades():
    """The same attack when we are losing the race: we are at 6 with one 2/2 against their
    three 2/2s (their clock 1 turn, ours 10): the even trade is taken."""
    s, me = position("midrange", active=P1, life=(6, 20))
    ours = s.battlefield(P0, BEARS)
    bears = s.battlefield(P1, BEARS)
    for _ in range(2):
        s.battlefield(P1, BEARS, tapped=True)
    attacked_by(s, bears)
    assert me.blocked == ((ours.oid, bears.oid),)


def test_a_tie_once_the_attack_has_hit_is_the_defenders_race():
    """20 life each; we have two 2/2s, they attack with one of their two 2/2s. Taken
    unblocked it leaves us at 18: their clock is then 5 turns (4 a turn), ours 5 and we
    attack next, so the race is ours: no 2/2-for-2/2 trade. (A 3/3 attacking our lone
    3/3 at 20-20 is the other side of the line: at 17 their clock is 6 against our 7,
    and ``test_heuristic``'s good trade is still taken.)"""
    s, me = position("midrange", active=P1)
    for _ in range(2):
        s.battlefield(P0, BEARS)
    bears = s.battlefield(P1, BEARS)
    s.battlefield(P1, BEARS)
    attacked_by(s, bears)
    assert me.blocked == ()


def test_a_spell_that_would_do_nothing_is_not_cast():
    """Armageddon's text is not compiled in the built-in pool (``unparsed``): cast, it
    resolves doing nothing (CR 608.2) and loses a card and four mana. With four Plains
    and a 3/3 across, the main phase passes and Armageddon stays in hand. (Before, the
    Erhnam-Geddon pilots cast it 257 times in 200 mirror games.)"""
    s, _ = position("aggro")
    s.lands(P0, "Plains", "Plains", "Plains", "Plains")
    geddon = s.hand(P0, "Armageddon")
    s.battlefield(P1, CENTAUR)
    s.priority()
    assert s.zone(geddon) is Zone.HAND


def test_a_pump_trick_in_hand_counts_in_the_attack():
    """Our 2/2 and an untapped Forest with Giant Growth in hand, against their untapped
    3/3 (both at 20). Alone the 3/3 eats the 2/2, so it stayed home; with the +3/+3 cast
    after blocks (CR 509, 608.2) a block loses their 3/3 and our 5/5 lives, and no block
    lets 2 through. The 2/2 attacks."""
    s, me = position("aggro")
    s.lands(P0, "Forest")
    bears = s.battlefield(P0, BEARS)
    s.hand(P0, GROWTH)
    s.battlefield(P1, CENTAUR)
    s.combat()
    assert me.attacked == (bears.oid,)


def test_no_trick_no_attack_into_the_bigger_blocker():
    """The same board without the Giant Growth (or without the Forest to cast it): the
    2/2 stays home."""
    for trick in (False, True):
        s, me = position("aggro")
        if trick:
            s.lands(P0, "Forest", tapped=True)
            s.hand(P0, GROWTH)
        s.battlefield(P0, BEARS)
        s.battlefield(P1, CENTAUR)
        s.combat()
        assert me.attacked == (), trick
