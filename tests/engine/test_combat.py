"""CR 506-511 and the combat keywords of CR 702."""

import pytest
from scenario import P0, P1

from deckstats.engine import Zone
from deckstats.engine.errors import IllegalActionError
from engine.cards import (
    ASP,
    BEARS,
    BIRD,
    BLADE,
    DT_TRAMPLER,
    GIANT,
    GOBLIN,
    INDESTRUCTIBLE,
    KNIGHT,
    LIFELINKER,
    MENACER,
    OGRE,
    SPIDER,
    TRAMPLER,
    VIGILANT,
    WALL,
)


def _attack(s, *attackers, blocks=()):
    s.script(P0, ("attackers", tuple(a.oid for a in attackers)))
    if blocks is not None:
        s.script(P1, ("blockers", tuple((b.oid, a.oid) for b, a in blocks)))
    s.combat()


def test_unblocked_attacker_damages_player(scenario):
    """CR 510.1a: an unblocked creature deals combat damage to the player it attacks."""
    s = scenario()
    bear = s.battlefield(P0, BEARS)
    _attack(s, bear)
    assert s.game.players[P1].life == 18
    assert bear.tapped  # CR 508.1f


def test_summoning_sick_creature_cannot_attack(scenario):
    """CR 302.6: a creature can't attack unless controlled since the turn began."""
    s = scenario()
    bear = s.battlefield(P0, BEARS, sick=True)
    s.script(P0, ("attackers", (bear.oid,)))
    s.combat()
    assert s.game.players[P1].life == 20  # not asked: no legal attacker
    assert s.agents[P0].script  # script entry unused


def test_haste(scenario):
    """CR 702.10: haste ignores summoning sickness."""
    s = scenario()
    gob = s.battlefield(P0, GOBLIN, sick=True)
    _attack(s, gob)
    assert s.game.players[P1].life == 19


def test_defender_cannot_attack(scenario):
    """CR 702.3b: a creature with defender can't attack."""
    s = scenario()
    s.battlefield(P0, WALL)
    s.combat()
    assert not s.agents[P0].asked


def test_vigilance(scenario):
    """CR 702.20b: attacking doesn't tap a creature with vigilance."""
    s = scenario()
    v = s.battlefield(P0, VIGILANT)
    _attack(s, v)
    assert not v.tapped and s.game.players[P1].life == 18


def test_blocked_creatures_trade(scenario):
    """CR 510.1, 704.5g: blocked and blocking creatures damage each other; lethal damage kills."""
    s = scenario()
    a = s.battlefield(P0, BEARS)
    b = s.battlefield(P1, BEARS)
    _attack(s, a, blocks=[(b, a)])
    assert s.zone(a) is Zone.GRAVEYARD and s.zone(b) is Zone.GRAVEYARD
    assert s.game.players[P1].life == 20


def test_flying_and_reach(scenario):
    """CR 702.9b, 702.17b: a flier can be blocked only by flying or reach creatures."""
    s = scenario()
    bird = s.battlefield(P0, BIRD)
    bear = s.battlefield(P1, BEARS)
    s.script(P0, ("attackers", (bird.oid,)))
    s.combat()  # the bear can't block the flier: no block is even offered
    assert not s.agents[P1].asked and s.game.players[P1].life == 19
    assert s.zone(bear) is Zone.BATTLEFIELD
    s2 = scenario()
    bird2 = s2.battlefield(P0, BIRD)
    spider = s2.battlefield(P1, SPIDER)
    _attack(s2, bird2, blocks=[(spider, bird2)])
    assert s2.zone(bird2) is Zone.GRAVEYARD


def test_menace_needs_two_blockers(scenario):
    """CR 702.111b: menace: can't be blocked except by two or more creatures."""
    s = scenario()
    m = s.battlefield(P0, MENACER)
    b = s.battlefield(P1, BEARS)
    s.script(P0, ("attackers", (m.oid,)))
    s.script(P1, ("blockers", ((b.oid, m.oid),)))
    with pytest.raises(IllegalActionError):
        s.combat()
    s2 = scenario()
    m2 = s2.battlefield(P0, MENACER)
    b1 = s2.battlefield(P1, BEARS)
    b2 = s2.battlefield(P1, WALL)
    _attack(s2, m2, blocks=[(b1, m2), (b2, m2)])
    assert s2.zone(m2) is Zone.GRAVEYARD


def test_blocker_blocks_only_once(scenario):
    """CR 509.1a: each creature blocks at most one attacker."""
    s = scenario()
    a1 = s.battlefield(P0, BEARS)
    a2 = s.battlefield(P0, OGRE)
    b = s.battlefield(P1, SPIDER)
    s.script(P0, ("attackers", (a1.oid, a2.oid)))
    s.script(P1, ("blockers", ((b.oid, a1.oid), (b.oid, a2.oid))))
    with pytest.raises(IllegalActionError):
        s.combat()


def test_first_strike(scenario):
    """CR 702.7b, 510.4: first strike damage is dealt first; a killed creature deals none."""
    s = scenario()
    k = s.battlefield(P0, KNIGHT)
    b = s.battlefield(P1, BEARS)
    _attack(s, k, blocks=[(b, k)])
    assert s.zone(b) is Zone.GRAVEYARD
    assert s.zone(k) is Zone.BATTLEFIELD and k.damage == 0


def test_double_strike(scenario):
    """CR 702.4b: double strike deals damage in both damage steps."""
    s = scenario()
    d = s.battlefield(P0, BLADE)
    _attack(s, d)
    assert s.game.players[P1].life == 18


def test_trample_assigns_lethal_then_player(scenario):
    """CR 702.19b: trample: lethal damage to blockers, the rest to the player."""
    s = scenario()
    t = s.battlefield(P0, TRAMPLER)
    b = s.battlefield(P1, BEARS)
    _attack(s, t, blocks=[(b, t)])
    assert s.game.players[P1].life == 16
    assert s.zone(b) is Zone.GRAVEYARD


def test_trample_with_deathtouch(scenario):
    """CR 702.2c, 702.19b: with deathtouch, 1 damage is lethal for trample assignment."""
    s = scenario()
    t = s.battlefield(P0, DT_TRAMPLER)
    b = s.battlefield(P1, SPIDER)
    _attack(s, t, blocks=[(b, t)])
    assert s.game.players[P1].life == 17
    assert s.zone(b) is Zone.GRAVEYARD


def test_deathtouch_kills_bigger_creature(scenario):
    """CR 702.2b, 704.5h: any damage from a deathtouch source is lethal."""
    s = scenario()
    g = s.battlefield(P0, GIANT)
    rat = s.battlefield(P1, ASP)
    _attack(s, g, blocks=[(rat, g)])
    assert s.zone(g) is Zone.GRAVEYARD and s.zone(rat) is Zone.GRAVEYARD


def test_lifelink(scenario):
    """CR 702.15b: damage dealt by a lifelink source also gains its controller that much life."""
    s = scenario(life=(10, 20))
    ll = s.battlefield(P0, LIFELINKER)
    _attack(s, ll)
    assert s.game.players[P0].life == 12 and s.game.players[P1].life == 18


def test_indestructible_survives_lethal_damage(scenario):
    """CR 702.12b: indestructible permanents aren't destroyed by lethal damage."""
    s = scenario()
    i = s.battlefield(P0, INDESTRUCTIBLE)
    g = s.battlefield(P1, GIANT)
    _attack(s, i, blocks=[(g, i)])
    assert s.zone(i) is Zone.BATTLEFIELD


def test_no_attackers_skips_blockers_and_damage(scenario):
    """CR 508.8: with no attackers, the declare blockers and combat damage steps are skipped."""
    s = scenario()
    s.battlefield(P0, BEARS)
    s.battlefield(P1, BEARS)
    s.script(P0, ("attackers", ()))
    s.combat()
    assert [k for k, _ in s.agents[P1].asked] == []


def test_goldfish_defender_never_asked(scenario):
    """Goldfish mode: the inert opponent declares no blockers."""
    s = scenario(goldfish=True)
    bear = s.battlefield(P0, BEARS)
    _attack(s, bear, blocks=None)
    assert s.game.players[P1].life == 18
