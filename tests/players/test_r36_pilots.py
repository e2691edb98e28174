"""Pilot judgement behind the starting player's edge in aggro mirrors (issue 27, point 9).

Each position uses real pool cards and is played through the engine's own decisions
(``Game.ask``): player 0 is the heuristic player under test, player 1 a ``ScriptedAgent``.
Before these fixes each of them threw a card away, and in a mirror the card thrown away
decides more games for the player on the draw (it holds one card more, CR 103.8a):

- a creature whose ability costs itself (Mogg Fanatic) or a discard (Seasoned
  Hallowblade) was activated in the main phase for nothing;
- a creature sacrificed at the end step (Spark Elemental, Ball Lightning) stayed home
  when a blocker could trade with it, and a blocker was traded for one;
- Fireblast's alternative cost (two Mountains) was paid to kill a creature;
- the heuristic pilots answered the mulligan with the land-only rule whatever ``--keep``
  said (16-land Stompy mulliganed 41% of its games in a mirror).
"""

from __future__ import annotations

from deckstats.cards import get_card
from deckstats.engine import Zone
from deckstats.engine.decisions import MULLIGAN, Decision
from deckstats.players.factory import make_agent
from players.combat_helpers import P0, P1, attacked_by, position

FANATIC = "Mogg Fanatic"  # 1/1, "Sacrifice: 1 damage to any target"
HALLOWBLADE = "Seasoned Hallowblade"  # 3/1, "Discard a card: tap it, indestructible"
SPARK = "Spark Elemental"  # 3/1 trample haste, sacrificed at the end step
BALL = "Ball Lightning"  # 6/1 trample haste, sacrificed at the end step
PUP = "Jackal Pup"  # 2/1
BEARS = "Grizzly Bears"  # 2/2
CENTAUR = "Centaur Courser"  # 3/3


# ---------------------------------------------------------------------- card costs
def test_mogg_fanatic_is_not_sacrificed_at_the_face_for_nothing():
    """CR 602.2, 118.3: the sacrifice is the Fanatic itself. With the opponent at 20 and
    only a 3/3 (one damage kills nothing), the main phase passes and the Fanatic stays."""
    s, _ = position("aggro")
    fanatic = s.battlefield(P0, FANATIC)
    s.battlefield(P1, CENTAUR)
    s.priority()
    assert s.zone(fanatic) is Zone.BATTLEFIELD
    assert s.game.players[P1].life == 20


def test_mogg_fanatic_pings_for_lethal():
    """The same Fanatic with the opponent at 1 life: its ping wins (CR 704.5a)."""
    s, _ = position("aggro", life=(20, 1))
    s.battlefield(P0, FANATIC)
    s.battlefield(P1, CENTAUR)
    s.priority()
    assert s.result is not None and s.result.winner == P0


def test_mogg_fanatic_kills_a_creature_worth_more_than_itself():
    """A Fanatic for a 2/1 Jackal Pup (CR 704.5g): a better creature dies for a 1/1."""
    s, _ = position("aggro")
    fanatic = s.battlefield(P0, FANATIC)
    pup = s.battlefield(P1, PUP)
    s.priority()
    assert s.zone(fanatic) is not Zone.BATTLEFIELD
    assert s.zone(pup) is not Zone.BATTLEFIELD


def test_hallowblade_does_not_discard_in_its_main_phase():
    """Seasoned Hallowblade's "discard a card: tap it, indestructible" in our own main
    phase only throws the card away (and taps our attacker): the hand keeps its card."""
    s, _ = position("aggro")
    s.battlefield(P0, HALLOWBLADE)
    card = s.hand(P0, "Lightning Bolt")  # no Mountain: it cannot be cast
    s.battlefield(P1, BEARS)
    s.priority()
    assert s.zone(card) is Zone.HAND


# ---------------------------------------------------------------------- end-step creatures
def test_a_creature_sacrificed_at_the_end_step_attacks_into_a_trade():
    """Spark Elemental is sacrificed at the beginning of the end step (CR 513.1a): kept
    home it is lost for nothing, so it attacks even into a 2/1 that would trade with it
    (a trade the aggro profile declines for a creature that stays)."""
    s, me = position("aggro")
    spark = s.battlefield(P0, SPARK)
    s.battlefield(P1, PUP)
    s.combat()
    assert me.attacked == (spark.oid,)


def test_no_block_that_trades_a_creature_for_ball_lightning():
    """Ball Lightning (6/1 trample) dies at the end step anyway: at 20 life a 2/2 blocking
    it saves two damage and loses a card, so it does not block (CR 702.19b)."""
    s, me = position("midrange", active=P1)
    bears = s.battlefield(P0, BEARS)
    ball = s.battlefield(P1, BALL)
    attacked_by(s, ball)
    assert me.blocked == ()
    assert s.zone(bears) is Zone.BATTLEFIELD
    assert s.game.players[P0].life == 14


# ---------------------------------------------------------------------- alternative costs
def test_fireblast_does_not_sacrifice_two_mountains_to_kill_a_creature():
    """CR 118.9: Fireblast's alternative cost is two lands. With only two Mountains and
    a 3/3 across (the opponent at 20), the aggro player keeps both: no removal cast."""
    s, _ = position("aggro")
    mountains = s.lands(P0, "Mountain", "Mountain")
    fireblast = s.hand(P0, "Fireblast")
    centaur = s.battlefield(P1, CENTAUR)
    s.priority()
    assert s.zone(fireblast) is Zone.HAND
    assert s.zone(centaur) is Zone.BATTLEFIELD
    assert all(s.zone(m) is Zone.BATTLEFIELD for m in mountains)


def test_fireblast_still_finishes_the_game():
    """The same Fireblast with the opponent at 4: the two Mountains buy the win."""
    s, _ = position("aggro", life=(20, 4))
    s.lands(P0, "Mountain", "Mountain")
    s.hand(P0, "Fireblast")
    s.battlefield(P1, CENTAUR)
    s.priority()
    assert s.result is not None and s.result.winner == P0


# ---------------------------------------------------------------------- keep policy
def test_heuristic_pilot_answers_the_mulligan_with_its_keep_policy():
    """``--keep quality`` (the default of every simulating command): a heuristic pilot
    keeps a one-lander with three castable one-drops, as the policy says (CR 103.5);
    before, its planner answered with the land-only rule and sent it back."""
    s, _ = position("aggro")
    names = ["Forest", "Young Wolf", "Young Wolf", "Nettle Sentinel"]
    names += ["Burning-Tree Emissary", "Burning-Tree Emissary", "Gather Courage"]
    for name in names:
        s.hand(P0, name)
    deck = [get_card(n) for n in names]
    agent = make_agent("aggro", deck, "quality")
    assert agent.mulligan_policy.keep(deck, 0)
    s.game.agents = (agent, s.game.agents[1])
    assert s.game.ask(P0, Decision(MULLIGAN, (True, False), amount=0)) is True
