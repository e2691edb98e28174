"""Ruby Storm's turns (issue 26): Past in Flames' mass flashback (CR 702.34a, 611.2c) and the
goldfish storm planner recasting rituals and Grapeshot from the graveyard (CR 702.40a).

Real cards' Oracle texts, compiled and played through the engine.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards import effects as fx
from deckstats.cards.model import CardType
from deckstats.cards.oracle import compile_text
from deckstats.engine import Zone
from deckstats.engine.actions import CastSpell
from deckstats.engine.costs import GRANTED_FLASHBACK
from deckstats.engine.types import Step

PAST_IN_FLAMES = compile_text(
    "Past in Flames",
    "{3}{R}",
    "Sorcery",
    "Each instant and sorcery card in your graveyard gains flashback until end of turn. The "
    "flashback cost is equal to its mana cost.\nFlashback {4}{R} (You may cast this card from "
    "your graveyard for its flashback cost. Then exile it.)",
)
GRAPESHOT = compile_text(
    "Grapeshot",
    "{1}{R}",
    "Sorcery",
    "Grapeshot deals 1 damage to any target.\nStorm (When you cast this spell, copy it for "
    "each spell cast before it this turn. You may choose new targets for the copies.)",
)
PYRETIC_RITUAL = compile_text("Pyretic Ritual", "{1}{R}", "Instant", "Add {R}{R}{R}.")
SLEIGHT = compile_text(
    "Sleight of Hand",
    "{U}",
    "Sorcery",
    "Look at the top two cards of your library. Put one of them into your hand and the other "
    "on the bottom of your library.",
)
RUBY_MEDALLION = compile_text(
    "Ruby Medallion", "{2}", "Artifact", "Red spells you cast cost {1} less to cast."
)
BEAR = compile_text("Grizzly Bears", "{1}{G}", "Creature — Bear", "", pt=("2", "2"))


def test_past_in_flames_compiles_in_full():
    """The mass grant compiles to one ``GrantFlashbackEach`` on instants and sorceries."""
    assert PAST_IN_FLAMES.unparsed == ()
    (grant,) = PAST_IN_FLAMES.spell
    assert isinstance(grant, fx.GrantFlashbackEach)
    assert grant.filter.card_type == CardType.INSTANT | CardType.SORCERY
    assert grant.cost is None


def _flashback_casts(s):
    return sorted(
        {
            s.game.objects[a.oid].card.name
            for a in s.legal(P0)
            if isinstance(a, CastSpell) and a.alt == GRANTED_FLASHBACK
        }
    )


def test_past_in_flames_grants_flashback_to_instants_and_sorceries(scenario):
    """CR 702.34a: each instant and sorcery card in the graveyard can be cast from there for
    its mana cost this turn (not the creature card); once cast it is exiled."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    s.graveyard(P0, PYRETIC_RITUAL)
    s.graveyard(P0, GRAPESHOT)
    s.graveyard(P0, BEAR)
    assert _flashback_casts(s) == []
    s.cast(P0, s.hand(P0, PAST_IN_FLAMES))
    s.resolve()
    assert _flashback_casts(s) == ["Grapeshot", "Pyretic Ritual"]
    ritual = next(o for o in s.game.players[P0].graveyard if o.card is PYRETIC_RITUAL)
    s.act(P0, CastSpell(ritual.oid, alt=GRANTED_FLASHBACK))
    s.resolve()
    assert s.zone(ritual) is Zone.EXILE  # CR 702.34a (flashback): exiled as it leaves the stack
    assert s.game.players[P0].spells_cast_turn == 2


def test_past_in_flames_only_cards_there_as_it_resolves(scenario):
    """CR 611.2c: a card put into the graveyard after Past in Flames resolved has no
    flashback; and the grant ends with the turn."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain", "Island")
    s.cast(P0, s.hand(P0, PAST_IN_FLAMES))
    s.resolve()
    s.cast(P0, s.hand(P0, SLEIGHT))
    s.resolve()
    assert _flashback_casts(s) == []


def test_past_in_flames_flashback_with_medallion(scenario):
    """Past in Flames' own flashback {4}{R} from the graveyard, one less with Ruby
    Medallion (CR 601.2f applies to alternative costs too): four lands cast it."""
    s = scenario()
    s.battlefield(P0, RUBY_MEDALLION)
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain")
    pif = s.graveyard(P0, PAST_IN_FLAMES)
    s.graveyard(P0, GRAPESHOT)
    casts = [a for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == pif.oid]
    assert casts and casts[0].alt > 0
    s.act(P0, CastSpell(pif.oid, alt=casts[0].alt))
    s.resolve()
    assert s.zone(pif) is Zone.EXILE
    assert _flashback_casts(s) == []  # all four lands were tapped
    s.lands(P0, "Mountain")
    assert _flashback_casts(s) == ["Grapeshot"]  # {1}{R} less one: {R}


GALVANIC_RELAY = compile_text(
    "Galvanic Relay",
    "{2}{R}",
    "Sorcery",
    "Exile the top card of your library. During your next turn, you may play that card.\n"
    "Storm (When you cast this spell, copy it for each spell cast before it this turn. You may "
    "choose new targets for the copies.)",
)


def _from_exile(s):
    return {
        s.game.objects[a.oid].card.name
        for a in s.legal(P0)
        if isinstance(a, CastSpell) and s.game.objects[a.oid].zone is Zone.EXILE
    }


def test_galvanic_relay_compiles_in_full():
    """Galvanic Relay's "during your next turn, you may play that card": not this turn."""
    assert GALVANIC_RELAY.unparsed == ()
    assert GALVANIC_RELAY.spell == (fx.ExileTopPlayable(1, only_next_turn=True),)


def test_galvanic_relay_cards_playable_only_during_next_turn(scenario):
    """CR 702.40a: a ritual, then Relay: two exiled cards, not playable this turn, playable
    during P0's next turn, and no longer on the turn after."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.library(P0, GRAPESHOT, "Mountain", PYRETIC_RITUAL, "Mountain")
    s.cast(P0, s.hand(P0, PYRETIC_RITUAL))
    s.resolve()
    s.cast(P0, s.hand(P0, GALVANIC_RELAY))
    s.resolve()
    exiled = sorted(o.card.name for o in s.game.players[P0].exile)
    assert exiled == ["Grapeshot", "Mountain"]  # the top two cards
    assert _from_exile(s) == set()  # not this turn
    s.next_turn()  # P1's whole turn
    _p0_main_phase(s)  # P0's next turn
    assert _from_exile(s) == {"Grapeshot"}
    s.next_turn()
    _p0_main_phase(s)  # P0's turn after that: the permission is over
    assert _from_exile(s) == set()


def _p0_main_phase(s):
    """Start P0's next turn at its precombat main phase, lands untapped."""
    g = s.game
    g.active = P0
    g.turn += 1
    g.step = Step.PRECOMBAT_MAIN
    for o in g.players[P0].battlefield:
        o.tapped = False


# -- the goldfish's storm turn with Past in Flames (players/storm.py) ------------------------


def _storm_answer(s):
    from deckstats.players.storm import storm_action

    casts = [a for a in s.legal(P0) if isinstance(a, CastSpell)]
    return storm_action(s.game.views[P0], casts)


def test_goldfish_storm_turn_through_past_in_flames(scenario):
    """Four lands, two Pyretic Rituals and Past in Flames in hand, Grapeshot and a ritual in
    the graveyard: rituals (6 mana), Past in Flames (2 left), the three rituals again by
    flashback (5), Grapeshot by flashback with storm 6: 7 damage, exactly lethal at 7."""
    s = scenario(life=(20, 7))
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(P0, PYRETIC_RITUAL)
    s.hand(P0, PYRETIC_RITUAL)
    s.hand(P0, PAST_IN_FLAMES)
    s.graveyard(P0, GRAPESHOT)
    s.graveyard(P0, PYRETIC_RITUAL)
    names = []
    for _ in range(12):
        action = _storm_answer(s)
        if action is None or action == -1 or s.game.players[P1].life <= 0:
            break
        names.append(s.game.objects[action.oid].card.name)
        s.act(P0, action)
        s.resolve()
    assert names == ["Pyretic Ritual"] * 2 + ["Past in Flames"] + ["Pyretic Ritual"] * 3 + [
        "Grapeshot"
    ]
    assert s.game.players[P1].life == 0


def test_goldfish_storm_holds_past_in_flames_short_of_a_kill(scenario):
    """Three lands, a ritual and Past in Flames in hand, Grapeshot in the graveyard: after
    the ritual (4 mana) and Past in Flames (0 left) Grapeshot is unaffordable, so the
    rituals and Past in Flames wait (``HOLD``) instead of being wasted."""
    from deckstats.players.storm import HOLD

    s = scenario(life=(20, 20))
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    s.hand(P0, PYRETIC_RITUAL)
    s.hand(P0, PAST_IN_FLAMES)
    s.graveyard(P0, GRAPESHOT)
    assert _storm_answer(s) is HOLD


def test_held_storm_turn_still_casts_an_expiring_impulse_card(scenario):
    """A held storm turn keeps its rituals in hand, but not one an impulse draw exiled whose
    permission ends this turn (Reckless Impulse, CR 601.2): cast it or lose it."""
    from deckstats.players.storm import held

    s = scenario()
    in_hand = s.hand(P0, PYRETIC_RITUAL)
    expiring = s.game.move(s.hand(P0, PYRETIC_RITUAL), Zone.EXILE)
    expiring.playable_until = s.game.turn
    later = s.game.move(s.hand(P0, PYRETIC_RITUAL), Zone.EXILE)
    later.playable_until = s.game.turn + 2
    view = s.game.views[P0]
    assert held(view, in_hand) and held(view, later)
    assert not held(view, expiring)
