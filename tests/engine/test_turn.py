"""CR 103 and 500-514: game start and turn structure."""

import numpy as np
import pytest
from scenario import P0, P1

from deckstats.engine import Step, Termination, Zone, new_game
from deckstats.engine.actions import PASS, PlayLand
from deckstats.engine.errors import IllegalActionError
from deckstats.players import get_agent
from deckstats.players.goldfish import GoldfishAgent
from deckstats.players.mulligan import NEVER_MULLIGAN
from engine.cards import BEARS, FOREST, GROWTH, MOUNTAIN, RITUAL, SWAMP


def _rngs(seed=1):
    ss = np.random.SeedSequence(seed)
    return [np.random.default_rng(c) for c in ss.spawn(5)]


def _game(deck0, deck1=(), agents=None, goldfish=True, starting_player=0, **kw):
    r = _rngs(kw.pop("seed", 1))
    agents = agents or (GoldfishAgent(mulligan=NEVER_MULLIGAN), get_agent("inert"))
    return new_game(
        (list(deck0), list(deck1)),
        agents,
        r[0],
        (r[1], r[2]),
        (r[3], r[4]),
        starting_player=starting_player,
        goldfish=goldfish,
        **kw,
    )


def test_opening_hand_is_seven_and_recorded():
    """CR 103.5: each player draws seven; opening_hands records the first seven."""
    g = _game([MOUNTAIN] * 20 + [BEARS] * 40, max_turns=1)
    g.run()
    assert len(g.opening_hands[0][0]) == 7
    assert g.players[0].turns_taken == 1


def test_starting_player_skips_first_draw():
    """CR 103.8: the starting player skips the draw of their first turn."""
    seen = []
    g = _game(
        [MOUNTAIN] * 60, max_turns=2, on_turn_end=lambda g, pid: seen.append(len(g.players[0].hand))
    )
    g.run()
    # Turn 1: 7 cards, one land played -> 6. Turn 2 (after the goldfish's turn): drew 1, played 1 -> 6.
    assert seen == [6, 6]


def test_player_on_the_draw_draws_on_first_turn():
    """CR 103.8, 504.1: the player on the draw draws in their first draw step."""
    seen = []
    g = _game(
        [MOUNTAIN] * 60,
        max_turns=1,
        starting_player=1,
        on_turn_end=lambda g, pid: seen.append(len(g.players[0].hand)),
    )
    g.run()
    assert seen == [7]  # 7 + 1 drawn - 1 land
    assert g.players[1].turns_taken == 1


def test_random_starting_player_uses_engine_rng():
    """CR 103.1: with no fixed starting player, a random method picks one (seeded)."""
    starts = set()
    for seed in range(12):
        g = _game([MOUNTAIN] * 60, max_turns=1, starting_player=None, seed=seed)
        starts.add(g.run().starting_player)
    assert starts == {0, 1}


def test_turn_limit_termination():
    """ARCHITECTURE.md, State and speed: a game stops at max_turns with TURN_LIMIT."""
    res = _game([MOUNTAIN] * 60, max_turns=4).run()
    assert res.termination is Termination.TURN_LIMIT
    assert res.turns_taken[0] == 4 and res.winner is None


def test_one_land_per_turn(scenario):
    """CR 305.2: one land per turn."""
    s = scenario()
    a = s.hand(P0, MOUNTAIN)
    b = s.hand(P0, FOREST)
    s.play_land(P0, a)
    assert not any(isinstance(x, PlayLand) for x in s.legal(P0))
    with pytest.raises(IllegalActionError):
        s.act(P0, PlayLand(b.oid))


def test_land_only_in_own_main_phase_with_empty_stack(scenario):
    """CR 305.1, 505.6: lands are played in your main phase with an empty stack."""
    s = scenario(step=Step.UPKEEP)
    a = s.hand(P0, MOUNTAIN)
    with pytest.raises(IllegalActionError):
        s.act(P0, PlayLand(a.oid))


def test_cleanup_discards_to_seven_and_removes_damage(scenario):
    """CR 514.1-514.2: discard to hand size; damage and until-end-of-turn effects end."""
    s = scenario(step=Step.END)
    for _ in range(9):
        s.hand(P0, MOUNTAIN)
    bear = s.battlefield(P0, BEARS)
    bear.damage = 1
    bear.temp_power = 3
    s.cleanup()
    g = s.game
    assert len(g.players[P0].hand) == 7
    assert len(g.players[P0].graveyard) == 2
    assert bear.damage == 0 and g.power(bear) == 2


def test_pump_lasts_until_end_of_turn(scenario):
    """CR 514.2: "until end of turn" effects end in the cleanup step."""
    s = scenario()
    bear = s.battlefield(P0, BEARS)
    s.lands(P0, FOREST)
    g = s.hand(P0, GROWTH)
    s.cast(P0, g, [bear])
    s.resolve()
    assert s.game.power(bear) == 5
    s.cleanup()
    assert s.game.power(bear) == 2


def test_mana_empties_between_steps(scenario):
    """CR 106.4, 500.4: unspent mana empties at the end of each step."""
    s = scenario()
    s.lands(P0, SWAMP)
    r = s.hand(P0, RITUAL)
    s.cast(P0, r)
    s.resolve()
    assert s.game.players[P0].pool[2] == 3
    s.game.enter_step(Step.BEGINNING_OF_COMBAT)
    assert sum(s.game.players[P0].pool) == 0


def test_untap_step_untaps_active_players_permanents(scenario):
    """CR 502.3: the active player untaps their permanents."""
    s = scenario(active=P1)
    land = s.battlefield(P0, MOUNTAIN, tapped=True)
    other = s.battlefield(P1, MOUNTAIN, tapped=True)
    s.library(P0, MOUNTAIN, MOUNTAIN)
    s.script(P0, ("attackers", ()))
    s.next_turn()
    assert not land.tapped and other.tapped
    assert s.game.turn == 4


def test_scripted_full_turn_draws_and_plays(scenario):
    """CR 500.1, 504.1: a whole turn: untap, upkeep, draw, main, combat, end, cleanup."""
    s = scenario(active=P1)
    s.library(P0, BEARS, MOUNTAIN)
    s.lands(P0, FOREST, FOREST)
    s.script(
        P0,
        ("priority", lambda v, d: next(a for a in d.options if a is not PASS)),
        ("priority", PASS),
    )
    s.next_turn()
    assert "Grizzly Bears" in s.names(P0, Zone.BATTLEFIELD)
