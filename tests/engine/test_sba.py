"""CR 704: state-based actions."""

from scenario import P0, P1

from deckstats.engine import Step, Termination, Zone
from engine.cards import BEARS, BOLT, ISLAND, LEGEND, MOUNTAIN, SOLDIER, UNSUMMON


def test_zero_life_loses(scenario):
    """CR 704.5a, 119.6: a player with 0 or less life loses."""
    s = scenario(life=(20, 3))
    s.lands(P0, MOUNTAIN)
    s.cast(P0, s.hand(P0, BOLT), [P1])
    s.resolve()
    assert s.result.winner == P0 and s.result.termination is Termination.LETHAL_DAMAGE


def test_draw_from_empty_library_loses(scenario):
    """CR 704.5b, 121.4: a player who drew from an empty library loses at the next check."""
    s = scenario(active=P1)
    s.script(P0, ("attackers", ()))
    s.next_turn()  # P0's draw step with an empty library
    assert s.result.winner == P1 and s.result.termination is Termination.DECKED


def test_ten_poison_loses(scenario):
    """CR 704.5c: ten or more poison counters lose the game."""
    s = scenario()
    s.game.players[P1].poison = 10
    s.resolve()
    assert s.result.winner == P0 and s.result.termination is Termination.POISON


def test_both_lose_is_a_draw(scenario):
    """CR 104.4a: if all players lose simultaneously, the game is a draw."""
    s = scenario(life=(0, 0))
    s.resolve()
    assert s.result.winner is None and s.result.termination is Termination.DRAW


def test_zero_toughness_dies(scenario):
    """CR 704.5f: a creature with toughness 0 or less is put into its owner's graveyard."""
    s = scenario()
    bear = s.battlefield(P0, BEARS)
    bear.counters = {"-1/-1": 2}
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD


def test_lethal_damage_destroys(scenario):
    """CR 704.5g: damage >= toughness destroys a creature."""
    s = scenario()
    bear = s.battlefield(P1, BEARS)
    s.lands(P0, MOUNTAIN)
    s.cast(P0, s.hand(P0, BOLT), [bear])
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD


def test_deathtouch_damage_destroys(scenario):
    """CR 704.5h: a creature dealt damage by a deathtouch source is destroyed."""
    s = scenario()
    bear = s.battlefield(P1, BEARS)
    bear.damage = 1
    bear.deathtouched = True
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD


def test_legend_rule(scenario):
    """CR 704.5j: two legendary permanents with the same name: one goes to the graveyard."""
    s = scenario()
    s.battlefield(P0, LEGEND)
    s.battlefield(P0, LEGEND)
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD) == ["Isamaru"]
    assert s.names(P0, Zone.GRAVEYARD) == ["Isamaru"]


def test_plus_minus_counters_annihilate(scenario):
    """CR 704.5q: +1/+1 and -1/-1 counters are removed in pairs."""
    s = scenario()
    bear = s.battlefield(P0, BEARS)
    bear.counters = {"+1/+1": 2, "-1/-1": 1}
    s.resolve()
    assert bear.counters == {"+1/+1": 1, "-1/-1": 0}


def test_token_leaving_battlefield_ceases_to_exist(scenario):
    """CR 111.7, 704.5d: a token that left the battlefield ceases to exist."""
    s = scenario(step=Step.PRECOMBAT_MAIN)
    tok = s.game.new_object(SOLDIER, P1, Zone.BATTLEFIELD, is_token=True)
    s.game.put_onto_battlefield(tok, P1)
    s.lands(P0, ISLAND)
    s.cast(P0, s.hand(P0, UNSUMMON), [tok])
    s.resolve()
    assert s.names(P1, Zone.HAND) == [] and s.names(P1, Zone.BATTLEFIELD) == []


def test_sba_checked_marks_the_permanents_a_state_based_action_can_apply_to():
    """CR 704.5f-s: creatures, planeswalkers, Sagas, Auras and Equipment; ``engine.sba``
    skips the checks of the others (a land, an enchantment that is not an Aura)."""
    from deckstats.cards.registry import builtin_db
    from deckstats.engine.info import card_info
    from engine.cards import ANTHEM, BEARS, FOREST, RANCOR, SWORD, WALKER

    assert [card_info(c).sba_checked for c in (BEARS, WALKER, RANCOR, SWORD)] == [True] * 4
    assert [card_info(c).sba_checked for c in (FOREST, MOUNTAIN, ANTHEM)] == [False] * 3
    sagas = [c for c in builtin_db() if card_info(c).final_chapter and not card_info(c).is_creature]
    assert sagas and all(card_info(c).sba_checked for c in sagas)


def test_nobody_loses_at_one_life_and_nine_poison(scenario):
    """CR 704.5a, 704.5c: 1 life and 9 poison counters lose nothing (the check's quick exit)."""
    s = scenario(life=(1, 1))
    s.game.players[P1].poison = 9
    s.resolve()
    assert s.result is None
