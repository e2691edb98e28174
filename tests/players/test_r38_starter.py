"""Round 38, issue 27 point 9 (a): the player on the play wins aggro mirrors. Built
positions for the pilot judgements this round changed.

Player 0 is the heuristic player (``Recorder``); player 1 a ``ScriptedAgent``.
"""

from __future__ import annotations

from engine.cards import ASP, TRAMPLER
from scenario import Scenario

from deckstats.engine import Zone
from deckstats.players.heuristic import HeuristicAgent
from deckstats.players.scripted import ScriptedAgent
from players.combat_helpers import P0, P1, attacked_by, position

CENTAUR = "Centaur Courser"  # 3/3 for three


def test_the_racer_attacks_into_a_wall_that_only_trades():
    """We are at 20 with a 3/3; they are at 6 with an untapped deathtouch 1/1 (Typhoid
    Rats). Our clock is 2 turns, theirs 20: we are ahead in the race. A block trades the
    Rats for our 3/3 (CR 702.2b); no block costs them 3 of their last 6 life. The racer
    attacks (CR 508.1); before, the 3/3 stayed home behind the Rats for the rest of the
    game (the Rats are worth 0.66 of the 3/3, below the aggro profile's 0.7)."""
    for profile in ("aggro", "midrange"):
        s, me = position(profile, life=(20, 6))
        ours = s.battlefield(P0, CENTAUR)
        s.battlefield(P1, ASP)
        s.combat()
        assert me.attacked == (ours.oid,), profile


def test_the_racer_still_keeps_home_a_creature_that_would_be_eaten():
    """The same race with an untapped Erhnam Djinn (4/5) across instead of the Rats: a
    block eats our 3/3 and the Djinn lives. Ahead in the race or not, no creature
    attacks into a blocker that kills it for nothing."""
    s, me = position("aggro", life=(20, 6))
    s.battlefield(P0, CENTAUR)
    s.battlefield(P1, "Erhnam Djinn")  # 4/5
    s.combat()
    assert me.attacked in ((), None)


def test_fireblast_is_not_spent_on_an_attacker_we_survive():
    """Control at 20 with two Mountains and Fireblast (alternative cost: sacrifice two
    Mountains, CR 118.9) facing one attacking 3/3: the attack is far from lethal, so no
    card and two lands go for a 3/3; Fireblast is a finisher. The player passes and
    takes 3 (before, it sacrificed both Mountains to kill the attacker)."""
    s, _ = position("control", active=P1)
    s.lands(P0, "Mountain", "Mountain")
    blast = s.hand(P0, "Fireblast")
    centaur = s.battlefield(P1, CENTAUR)
    attacked_by(s, centaur)
    assert s.zone(blast) is Zone.HAND
    assert len([o for o in s.game.players[P0].battlefield if o.info.is_land]) == 2
    assert s.game.players[P0].life == 17


def test_fireblast_still_kills_a_lethal_attacker():
    """The same board at 3 life: the 3/3 is lethal, so Fireblast kills it (CR 508.1,
    117.3b: after attackers are declared) and the player lives."""
    s, _ = position("control", active=P1, life=(3, 20))
    s.lands(P0, "Mountain", "Mountain")
    blast = s.hand(P0, "Fireblast")
    centaur = s.battlefield(P1, CENTAUR)
    attacked_by(s, centaur)
    assert s.zone(blast) is not Zone.HAND
    assert s.game.players[P0].life == 3


def _burn_position(deck: list) -> tuple:
    """Our main phase, one Mountain and Lightning Bolt in hand, nothing on their side;
    our decklist is ``deck`` (the pilot knows its own deck)."""
    s, _ = position("aggro")
    s.game.decks = (list(deck), [])
    s.lands(P0, "Mountain")
    bolt = s.hand(P0, "Lightning Bolt")
    return s, bolt


def _deck(burn: int, creatures: int) -> list:
    """A 60-card list: ``burn`` Lightning Bolts, ``creatures`` Savannah Lions, Mountains."""
    cards = [Scenario.card("Lightning Bolt")] * burn + [Scenario.card("Savannah Lions")] * creatures
    return cards + [Scenario.card("Mountain")] * (60 - len(cards))


def test_a_creature_deck_keeps_its_bolt_when_there_is_nothing_to_kill():
    """A creature deck (6 burn spells in 60) with nothing on their side and no clock of
    its own: the Bolt stays in hand for their first creature (20 life, the 3 damage
    shortens no race). Before, it went to the face as soon as the board was empty, the
    starting player's first turn: in the Erhnam-Geddon mirror the starter pointed twice as
    much burn at the face on its first turn as the drawer, who had a creature to kill."""
    s, bolt = _burn_position(_deck(6, 30))
    s.priority()
    assert s.zone(bolt) is Zone.HAND
    assert s.game.players[P1].life == 20


def test_a_burn_deck_still_burns_the_face_when_there_is_nothing_to_kill():
    """A burn deck (20 burn spells in 60): its burn is its clock, so with nothing to kill
    the Bolt goes to the face (Sligh mirror: a pilot that held it lost more from either
    seat)."""
    s, bolt = _burn_position(_deck(20, 16))
    s.priority()
    assert s.zone(bolt) is not Zone.HAND
    assert s.game.players[P1].life == 17


def test_giant_killer_does_not_tap_a_creature_for_nothing():
    """Our precombat main with Giant Killer ({1}{W},{T}: tap target creature) and two
    Plains, their Precinct Captain across, no other creature of ours: tapping the Captain
    clears no attacker's way (Giant Killer taps itself to do it) and the Captain untaps in
    its controller's untap step (CR 502.3). The ability is not activated; before, the
    Mono-White pilots spent two mana and their Giant Killer on it turn after turn."""
    s, _ = position("aggro")
    s.lands(P0, "Plains", "Plains")
    killer = s.battlefield(P0, "Giant Killer")
    captain = s.battlefield(P1, "Precinct Captain")
    s.priority()
    assert not captain.tapped
    assert not killer.tapped


def test_giant_killer_taps_a_blocker_before_an_attack():
    """The same board with a Savannah Lions of ours able to attack: tapping the Captain
    before combat takes away their only blocker (CR 509.1a), so the ability is used."""
    s, _ = position("aggro")
    s.lands(P0, "Plains", "Plains")
    s.battlefield(P0, "Giant Killer")
    s.battlefield(P0, "Savannah Lions")
    captain = s.battlefield(P1, "Precinct Captain")
    s.priority()
    assert captain.tapped


class _Attacks(HeuristicAgent):
    """The heuristic player with its attack fixed by the test (everything else its own)."""

    def __init__(self, attackers: tuple[int, ...] = ()) -> None:
        super().__init__("aggro")
        self.attackers = attackers

    def on_attackers(self, view, decision, rng):
        return self.attackers


def _hallowblade_blocked(card_in_hand: str) -> tuple:
    """Our Seasoned Hallowblade (3/1; discard a card: tap it, indestructible) attacks and
    their Centaur Courser (3/3) blocks; ``card_in_hand`` is our only card in hand."""
    s = Scenario(agents=(_Attacks(), ScriptedAgent()), active=P0)
    s.lands(P0, "Plains", "Plains", "Plains")
    card = s.hand(P0, card_in_hand)
    blade = s.battlefield(P0, "Seasoned Hallowblade")
    centaur = s.battlefield(P1, CENTAUR)
    s.agents[P0].attackers = (blade.oid,)
    s.script(P1, ("blockers", ((centaur.oid, blade.oid),)))
    s.combat()
    return s, card, blade


def test_hallowblade_is_not_saved_by_discarding_a_better_card():
    """Blocked by a 3/3, the 3/1 Hallowblade trades. Saving it costs our only card, here
    Adeline, Resplendent Cathar (mana value 3 against the Hallowblade's 2): a worse deal
    than the trade, so Adeline stays in hand (CR 602.2b); before, the Mono-White pilots
    discarded their Adelines to keep a Hallowblade alive."""
    s, card, blade = _hallowblade_blocked("Adeline, Resplendent Cathar")
    assert s.zone(card) is Zone.HAND
    assert s.zone(blade) is Zone.GRAVEYARD


def test_hallowblade_is_saved_by_discarding_a_spare_land():
    """The same combat with a Plains as our only card: the land goes, the Hallowblade
    becomes indestructible (CR 702.12b) and lives."""
    s, card, blade = _hallowblade_blocked("Plains")
    assert s.zone(card) is Zone.GRAVEYARD
    assert s.zone(blade) is Zone.BATTLEFIELD


def test_a_trampler_attacks_into_a_trade_that_lets_damage_through():
    """Our 6/4 trampler against their untapped deathtouch 1/1, they are at 8: a block
    trades the 1/1 for our 6/4 (CR 702.2b) and 5 damage tramples over (CR 702.19b: 1 is
    lethal damage to the 1/1), leaving them at 3; no block leaves them at 2. The attack
    is made; before, the trade alone was judged (the 1/1 is worth a third of the 6/4) and
    the trampler stayed home."""
    s, me = position("aggro", life=(20, 8))
    wurm = s.battlefield(P0, TRAMPLER)
    s.battlefield(P1, ASP)
    s.combat()
    assert me.attacked == (wurm.oid,)
