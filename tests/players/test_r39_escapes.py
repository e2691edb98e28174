"""Round 39, issue 27 point 2 (targets): removal is never aimed at a permanent that
answers it by sacrificing itself for free (Mogg Fanatic, CR 602.2, 608.2b).

Player 0 is the heuristic player (``Recorder``); player 1 a ``ScriptedAgent``.
"""

from __future__ import annotations

from scenario import Scenario

from deckstats.engine import Zone
from deckstats.players.heuristic import HeuristicAgent
from deckstats.players.scripted import ScriptedAgent
from deckstats.players.threats import escapes
from players.combat_helpers import P0, P1, attacked_by, position


def test_escapes_reads_a_free_instant_speed_self_sacrifice():
    """Mogg Fanatic ("Sacrifice ~: 1 damage to any target") escapes removal; a pinger
    that taps (Prodigal Sorcerer), a creature without such an ability (Grizzly Bears)
    and a sacrifice that costs mana (Sakura-Tribe Elder costs none: it escapes) are read
    from their costs (CR 602.1)."""
    assert escapes(Scenario.card("Mogg Fanatic"))
    assert not escapes(Scenario.card("Prodigal Sorcerer"))
    assert not escapes(Scenario.card("Grizzly Bears"))
    assert escapes(Scenario.card("Sakura-Tribe Elder"))


def test_bolt_goes_to_the_bears_not_the_fanatic():
    """Our main phase with a Mountain and Lightning Bolt; they have Mogg Fanatic and
    Grizzly Bears. Bolting the Fanatic is answered by its sacrifice (1 damage, Bolt
    countered on resolution for its illegal target, CR 608.2b): the Bolt kills the
    Bears (a guard: the Bears were the bigger threat before too)."""
    s, _ = position("midrange")
    s.lands(P0, "Mountain")
    bolt = s.hand(P0, "Lightning Bolt")
    fanatic = s.battlefield(P1, "Mogg Fanatic")
    bears = s.battlefield(P1, "Grizzly Bears")
    s.priority()
    assert s.zone(bolt) is not Zone.HAND
    assert s.zone(bears) is not Zone.BATTLEFIELD
    assert s.zone(fanatic) is Zone.BATTLEFIELD


def test_bolt_is_not_spent_on_a_lone_fanatic():
    """The same with only Mogg Fanatic across and a creature deck (6 burn in 60): there
    is nothing worth a card to kill (the Fanatic would escape), so the Bolt stays in hand
    for a real target."""
    s, _ = position("midrange")
    bolts = [Scenario.card("Lightning Bolt")] * 6
    lions = [Scenario.card("Savannah Lions")] * 30
    s.game.decks = (bolts + lions + [Scenario.card("Mountain")] * 24, [])
    s.lands(P0, "Mountain")
    bolt = s.hand(P0, "Lightning Bolt")
    fanatic = s.battlefield(P1, "Mogg Fanatic")
    s.priority()
    assert s.zone(bolt) is Zone.HAND
    assert s.zone(fanatic) is Zone.BATTLEFIELD


def _burn_deck() -> list:
    """Sligh-like: 20 burn spells, 16 creatures, 24 Mountains (its burn is its clock)."""
    burn = [Scenario.card("Firebolt")] * 20
    pups = [Scenario.card("Jackal Pup")] * 16
    return burn + pups + [Scenario.card("Mountain")] * 24


def test_feeds_back_reads_jackal_pups_trigger():
    """Jackal Pup's "Whenever ~ is dealt damage, it deals that much damage to you"
    (CR 603.2, 120.3) passes damage to its controller; Grizzly Bears does not."""
    from deckstats.players.threats import feeds_back

    assert feeds_back(Scenario.card("Jackal Pup"))
    assert not feeds_back(Scenario.card("Grizzly Bears"))
    assert not feeds_back(Scenario.card("Mogg Fanatic"))


def test_a_burn_deck_firebolts_the_jackal_pups_not_the_face():
    """A burn deck (its burn is its clock) at 17 in its main phase with three Mountains
    and two Firebolts; they are at 10 with two Jackal Pups. A Firebolt at a Pup deals 2
    to them through its trigger AND kills a 2/1: never worse than the face. Before, the
    race arithmetic sent both to the face and left both Pups attacking (a Sligh-style
    mirror, seed 12)."""
    s, _ = position("aggro", life=(17, 10))
    s.game.decks = (_burn_deck(), [])
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    bolts = [s.hand(P0, "Firebolt"), s.hand(P0, "Firebolt")]
    pups = [s.battlefield(P1, "Jackal Pup"), s.battlefield(P1, "Jackal Pup")]
    s.priority()
    assert all(s.zone(b) is not Zone.HAND for b in bolts)
    assert all(s.zone(p) is not Zone.BATTLEFIELD for p in pups)
    assert s.game.players[P1].life == 6


def test_a_blocked_fanatic_that_trades_is_not_cashed_in():
    """Our Mogg Fanatic attacks and their Mogg Fanatic blocks (CR 509.1). Combat damage
    trades them (CR 510.2, 704.5g); sacrificing ours before damage to ping the player
    would leave their blocker alive (CR 506.4). The pilot lets the trade happen: both
    Fanatics die, nobody loses life."""
    s = Scenario(agents=(_AttackWith(), ScriptedAgent()), active=P0)
    ours = s.battlefield(P0, "Mogg Fanatic")
    theirs = s.battlefield(P1, "Mogg Fanatic")
    s.agents[P0].attackers = (ours.oid,)
    s.script(P1, ("blockers", ((theirs.oid, ours.oid),)))
    s.combat()
    assert s.zone(ours) is not Zone.BATTLEFIELD
    assert s.zone(theirs) is not Zone.BATTLEFIELD
    assert s.game.players[P1].life == 20
    assert s.game.players[P0].life == 20


class _AttackWith(HeuristicAgent):
    """The heuristic player with its attack fixed by the test (everything else its own)."""

    def __init__(self) -> None:
        super().__init__("aggro")
        self.attackers: tuple[int, ...] = ()

    def on_attackers(self, view, decision, rng):
        return self.attackers


def test_two_fireblasts_are_lethal_together():
    """Four Mountains and two Fireblasts (alternative cost: sacrifice two Mountains,
    CR 118.9) against 5 life: each deals 4, together 8 (the engine offers one copy of
    identical cards; the lethal count reads every copy in hand, and the alternative cost
    costs no mana). Before, the pilot counted one Fireblast at its mana value 6 and
    passed with lethal in hand."""
    s, _ = position("aggro", life=(5, 5))
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain")
    blasts = [s.hand(P0, "Fireblast"), s.hand(P0, "Fireblast")]
    s.priority()
    assert all(s.zone(b) is Zone.GRAVEYARD for b in blasts)
    assert s.game.players[P1].life <= 0


def test_fireblast_sacrifices_the_tapped_mountains():
    """Three Mountains, one tapped for Lightning Bolt, and Fireblast against 7 life:
    Bolt (3) then Fireblast (4) is lethal when Fireblast sacrifices the tapped Mountain
    first (CR 701.21a: any Mountain may be sacrificed; a tapped one's mana is spent).
    The lethal count casts Bolt first and Fireblast last."""
    s, _ = position("aggro", life=(5, 7))
    mountains = s.lands(P0, "Mountain", "Mountain", "Mountain")
    s.hand(P0, "Lightning Bolt")
    s.hand(P0, "Fireblast")
    s.priority()
    assert s.game.players[P1].life <= 0, [m.tapped for m in mountains]


def test_mishras_factory_is_not_animated_in_front_of_a_djinn():
    """Our precombat main with Mishra's Factory ({1}: it becomes a 2/2 until end of
    turn, CR 611.2a) and a Plains; they have an untapped Erhnam Djinn (4/5) that would
    block it, kill it and live (CR 509.1, 510.1). The Factory stays a land and the mana
    stays ours; before, the pilot animated it every turn and then did not attack."""
    s, _ = position("aggro")
    plains = s.lands(P0, "Plains")[0]
    factory = s.lands(P0, "Mishra's Factory")[0]
    s.battlefield(P1, "Erhnam Djinn")
    s.priority()
    assert not factory.info.is_creature
    assert not plains.tapped


def test_mishras_factory_still_attacks_an_empty_board():
    """The same with nothing across: the Factory animates and attacks for 2 (a guard)."""
    s, _ = position("aggro")
    s.lands(P0, "Plains")
    s.lands(P0, "Mishra's Factory")
    s.priority()
    s.combat()
    assert s.game.players[P1].life == 18


def test_birds_of_paradise_does_not_chump_an_erhnam_at_17_life():
    """They attack with one Erhnam Djinn (4/5) and hold a second; we are at 17 with Birds
    of Paradise (0/1 flier, a mana ability) and Savannah Lions. Taking 4 leaves 13 with
    two blockers against their 8 power: no danger. Chump-blocking with the Birds loses a
    mana source for 4 life (CR 509.1, 605). Before, ``threat`` valued the Birds at about
    half a point and the pilot chumped with them."""
    s, _ = position("aggro", active=P1, life=(17, 20))
    birds = s.battlefield(P0, "Birds of Paradise")
    s.battlefield(P0, "Savannah Lions")
    s.battlefield(P1, "Erhnam Djinn")
    djinn = s.battlefield(P1, "Erhnam Djinn")
    attacked_by(s, djinn)
    assert s.zone(birds) is Zone.BATTLEFIELD
    assert s.game.players[P0].life == 13
