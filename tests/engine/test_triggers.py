"""CR 603 triggered abilities, CR 604/613 static abilities."""

from scenario import P0, P1

from deckstats.engine import Step, Zone
from engine.cards import (
    ANTHEM,
    BEARS,
    BOLT,
    CAST_WATCHER,
    DIES_DRAINER,
    EIDOLON_LIKE,
    END_GAINER,
    ETB_DRAWER,
    FOREST,
    GROWTH,
    GUIDE,
    LANDFALL,
    MOUNTAIN,
    NINJA,
    PLAINS,
    RANCOR,
    SWIFTSPEAR,
    SWORD,
    UPKEEP_PINGER,
    WALKER,
)


def test_enters_the_battlefield_trigger(scenario):
    """CR 603.6a: "when ~ enters" triggers when the permanent enters."""
    s = scenario()
    s.library(P0, MOUNTAIN)
    s.lands(P0, FOREST, FOREST)
    s.cast(P0, s.hand(P0, ETB_DRAWER))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Mountain"]


def test_other_creature_enters_trigger(scenario):
    """CR 603.6a: "whenever a creature you control enters"."""
    s = scenario()
    s.battlefield(P0, EIDOLON_LIKE)
    s.lands(P0, FOREST, FOREST)
    s.cast(P0, s.hand(P0, BEARS))
    s.resolve()
    assert s.game.players[P1].life == 19


def test_dies_trigger_looks_back(scenario):
    """CR 603.10a, 700.4: a "dies" trigger fires from the graveyard, looking back in time."""
    s = scenario()
    rat = s.battlefield(P1, DIES_DRAINER)
    s.lands(P0, MOUNTAIN)
    s.cast(P0, s.hand(P0, BOLT), [rat])
    s.resolve()
    assert s.game.players[P0].life == 19


def test_attack_trigger(scenario):
    """CR 508.3a: "whenever ~ attacks" (Goblin Guide reveals the defender's top card)."""
    s = scenario()
    guide = s.battlefield(P0, GUIDE)
    s.library(P1, FOREST)
    s.script(P0, ("attackers", (guide.oid,)))
    s.combat()
    assert s.names(P1, Zone.HAND) == ["Forest"]
    assert s.game.players[P1].life == 18


def test_upkeep_trigger(scenario):
    """CR 503.1, 500.6: "at the beginning of your upkeep"."""
    s = scenario(active=P1)
    s.battlefield(P0, UPKEEP_PINGER)
    s.library(P0, MOUNTAIN)
    s.script(P0, ("attackers", ()))
    s.next_turn()
    assert s.game.players[P1].life == 19


def test_end_step_trigger(scenario):
    """CR 513.1: "at the beginning of your end step"."""
    s = scenario(active=P1)
    s.battlefield(P0, END_GAINER)
    s.library(P0, MOUNTAIN)
    s.next_turn()
    assert s.game.players[P0].life == 21


def test_cast_trigger(scenario):
    """CR 601.2i: "whenever you cast a spell"."""
    s = scenario()
    s.battlefield(P0, CAST_WATCHER)
    s.lands(P0, MOUNTAIN)
    s.cast(P0, s.hand(P0, BOLT), [P1])
    assert len(s.game.stack) == 2  # the trigger is above the spell
    s.resolve()
    assert s.game.players[P0].life == 21


def test_prowess(scenario):
    """CR 702.108a: prowess: +1/+1 until end of turn for each noncreature spell cast."""
    s = scenario()
    sw = s.battlefield(P0, SWIFTSPEAR)
    s.lands(P0, MOUNTAIN, FOREST)
    s.cast(P0, s.hand(P0, BOLT), [P1])
    s.resolve()
    assert s.game.power(sw) == 2
    s.cast(P0, s.hand(P0, GROWTH), [sw])
    s.resolve()
    assert s.game.power(sw) == 6
    s.cleanup()
    assert s.game.power(sw) == 1


def test_landfall(scenario):
    """CR 603.6a: "whenever a land you control enters"."""
    s = scenario()
    crusher = s.battlefield(P0, LANDFALL)
    s.play_land(P0, s.hand(P0, FOREST))
    s.resolve()
    assert s.game.power(crusher) == 3


def test_combat_damage_to_player_trigger(scenario):
    """CR 510.3a: "whenever ~ deals combat damage to a player"."""
    s = scenario()
    n = s.battlefield(P0, NINJA)
    s.library(P0, MOUNTAIN)
    s.script(P0, ("attackers", (n.oid,)))
    s.combat()
    assert s.names(P0, Zone.HAND) == ["Mountain"]


def test_apnap_order(scenario):
    """CR 603.3b, 405.3: the active player's triggers go on the stack first, so resolve last."""
    s = scenario(active=P1, step=Step.UPKEEP)
    s.battlefield(P0, EIDOLON_LIKE)
    s.battlefield(P1, EIDOLON_LIKE)
    g = s.game
    a = s.battlefield(P1, BEARS)
    b = s.battlefield(P0, BEARS)
    from deckstats.engine import events

    events.on_etb(g, a)
    events.on_etb(g, b)
    from deckstats.engine.stack import settle

    settle(g)
    assert [it.controller for it in g.stack] == [P1, P0]


def test_anthem(scenario):
    """CR 604.1, 613.4c: "creatures you control get +1/+1" applies while on the battlefield."""
    s = scenario()
    bear = s.battlefield(P0, BEARS)
    other = s.battlefield(P1, BEARS)
    s.battlefield(P0, ANTHEM)
    assert (s.game.power(bear), s.game.toughness(bear)) == (3, 3)
    assert s.game.power(other) == 2


def test_aura_buff_and_keyword(scenario):
    """CR 303.4, 613.1f: an Aura's static ability applies to the enchanted creature."""
    s = scenario()
    bear = s.battlefield(P0, BEARS)
    s.lands(P0, FOREST)
    s.cast(P0, s.hand(P0, RANCOR), [bear])
    s.resolve()
    assert s.game.power(bear) == 4
    assert s.game.keywords(bear) & (1 << 8)  # trample


def test_aura_goes_to_graveyard_when_creature_leaves(scenario):
    """CR 704.5m: an Aura attached to nothing is put into its owner's graveyard."""
    s = scenario()
    bear = s.battlefield(P0, BEARS)
    s.lands(P0, FOREST, MOUNTAIN)
    s.cast(P0, s.hand(P0, RANCOR), [bear])
    s.resolve()
    s.cast(P0, s.hand(P0, BOLT), [bear])
    s.resolve()
    assert "Rancor" in s.names(P0, Zone.GRAVEYARD)


def test_equipment_equip_and_buff(scenario):
    """CR 702.6, 301.5: equip attaches at sorcery speed; the Equipment's bonus applies."""
    s = scenario()
    bear = s.battlefield(P0, BEARS)
    sword = s.battlefield(P0, SWORD)
    s.lands(P0, PLAINS)
    s.activate(P0, sword, 0, [bear])
    s.resolve()
    assert s.game.power(bear) == 4


def test_planeswalker_loyalty_once_per_turn(scenario):
    """CR 606.3: one loyalty ability per planeswalker per turn, at sorcery speed."""
    s = scenario()
    w = s.battlefield(P0, WALKER)
    w.counters = {"loyalty": 3}
    s.activate(P0, w, 0, [P1])
    s.resolve()
    assert s.game.players[P1].life == 18 and w.counter("loyalty") == 4
    from deckstats.engine.actions import ActivateAbility

    assert not any(isinstance(a, ActivateAbility) for a in s.legal(P0))


def test_planeswalker_minus_needs_loyalty_and_damage_removes_it(scenario):
    """CR 606.6, 120.3c, 704.5i: a minus ability needs enough loyalty; damage removes loyalty."""
    s = scenario()
    w = s.battlefield(P0, WALKER)
    w.counters = {"loyalty": 2}
    s.battlefield(P1, BEARS)
    from deckstats.engine.actions import ActivateAbility

    assert not any(isinstance(a, ActivateAbility) and a.index == 1 for a in s.legal(P0))
    s.lands(P1, MOUNTAIN)
    s.cast(P1, s.hand(P1, BOLT), [w])
    s.resolve()
    assert s.zone(w) is Zone.GRAVEYARD
