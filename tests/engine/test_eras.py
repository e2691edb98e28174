"""Rules eras (engine/rules.py; ARCHITECTURE.md, Rules eras): one scenario per difference.

Citations name the era before the number: ``2004 408.1g``, ``2008 101.4``, and for the 1997
rulebook, which has no numbers, its section heading: ``1997 §Game Setup``. Each is checked
against that era's rules in ``docs/rules_index.txt`` (tests/test_citations.py).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from scenario import P0, P1

from deckstats.engine import Step, new_game
from deckstats.engine.actions import PASS, ActivateAbility, CastSpell
from deckstats.engine.decisions import PRIORITY
from deckstats.engine.result import Termination
from deckstats.engine.rules import (
    ERAS,
    MODERN,
    NOT_IMPLEMENTED,
    POOL_EMPTIES,
    RULES_1997,
    RULES_2004,
    RULES_2008,
    TABLE,
    era_warnings,
    get_rules,
)
from deckstats.engine.turn import start_game
from deckstats.players import get_agent
from deckstats.players.base import BaseAgent
from deckstats.players.scripted import ScriptedAgent
from engine.cards import (
    BEARS,
    BOLT,
    GIANT,
    HEAL,
    LAVA_SPIKE,
    MOUNTAIN,
    MURDER,
    OGRE,
    RITUAL,
    SWAMP,
    TAPPER,
)

BURN_ERAS = [RULES_1997, RULES_2004, RULES_2008]


class ActAt:
    """A test agent: in ``step``, with priority, takes the first legal action ``pick``
    accepts (once); otherwise the ``BaseAgent`` answers (pass, keep, no blocks)."""

    name = "act-at"
    acts_only_in_main = False

    def __init__(self, game_ref: list[Any], step: Step, pick: Any, stack: bool | None = None):
        self.game_ref = game_ref
        self.step = step
        self.pick = pick
        self.stack = stack
        self.done = False
        self.base = BaseAgent()
        self.script: list[tuple[str, Any]] = []

    def push(self, kind: str, answer: Any) -> None:
        self.script.append((kind, answer))

    def decide(self, view: Any, decision: Any, rng: Any) -> Any:
        if self.script and self.script[0][0] == decision.kind:
            answer = self.script.pop(0)[1]
            return answer(view, decision) if callable(answer) else answer
        g = self.game_ref[0]
        if (
            decision.kind == PRIORITY
            and not self.done
            and g.step is self.step
            and (self.stack is None or bool(g.stack) == self.stack)
        ):
            for a in decision.options:
                if a is not PASS and self.pick(a):
                    self.done = True
                    return a
        return self.base.decide(view, decision, rng)


def _attack(s, attackers, blocks=()):
    s.script(P0, ("attackers", tuple(a.oid for a in attackers)))
    s.script(P1, ("blockers", tuple((b.oid, a.oid) for b, a in blocks)))
    s.combat()


# ---------------------------------------------------------------- mana pools and mana burn


def _ritual_in(s, step):
    """Cast Dark Ritual ({B}: add {B}{B}{B}) in ``step``; the pool then holds BBB."""
    s.game.step = step
    s.lands(P0, SWAMP)
    rit = s.hand(P0, RITUAL)
    s.cast(P0, rit)
    s.resolve()
    assert s.game.players[P0].pool[2] == 3


def test_2004_upkeep_mana_is_spent_in_draw_step(scenario):
    """2004 507.4 (``001_184a80963dd9ff6c.txt``): mana empties only when a phase ends.

    Upkeep and draw are steps of the beginning phase, so mana made in the upkeep is
    still there in the draw step and pays for Murder; no mana burn.
    """
    s = scenario(rules=RULES_2004)
    _ritual_in(s, Step.UPKEEP)
    s.game.enter_step(Step.DRAW)
    assert s.game.players[P0].pool[2] == 3
    bears = s.battlefield(P1, BEARS)
    murder = s.hand(P0, MURDER)
    s.cast(P0, murder, targets=[bears])
    s.resolve()
    assert bears.oid not in s.game.objects
    assert not s.game.creatures(P1)
    assert s.game.players[P0].pool == [0] * 6
    assert s.game.players[P0].life == 20


@pytest.mark.parametrize("rules", [MODERN, RULES_2008])
def test_upkeep_mana_is_gone_in_draw_step_where_each_step_empties(scenario, rules):
    """CR 500.4, 106.4 (``000_a5b06f7a09e88e4d.txt``); 2008 as modern (excerpt silent)."""
    s = scenario(rules=rules)
    _ritual_in(s, Step.UPKEEP)
    s.game.enter_step(Step.DRAW)
    assert s.game.players[P0].pool == [0] * 6
    assert s.game.players[P0].life == (17 if rules.mana_burn else 20)


def test_1997_pool_survives_beginning_of_combat_empties_at_attack(scenario):
    """1997 §Mana Burn, §More on the Turn (``004_d290311707d35751.txt``): the main phase
    holds the attack; mana empties (and burns) when the attack is declared."""
    s = scenario(rules=RULES_1997)
    _ritual_in(s, Step.PRECOMBAT_MAIN)
    s.game.enter_step(Step.BEGINNING_OF_COMBAT)
    assert s.game.players[P0].pool[2] == 3
    s.game.enter_step(Step.DECLARE_ATTACKERS)
    assert s.game.players[P0].pool == [0] * 6
    assert s.game.players[P0].life == 17


@pytest.mark.parametrize("rules", BURN_ERAS, ids=lambda r: r.name)
def test_mana_burn(scenario, rules):
    """Mana burn: 1 life per unspent mana when the pool empties.

    2004 408.2g, 507.4 (``001_184a80963dd9ff6c.txt``); 1997 §Mana Burn
    (``004_d290311707d35751.txt``); 2008 by historical default (``003_bb6b7e84aec3a6ea.txt``
    is silent; DIGEST 2.3).
    """
    s = scenario(rules=rules)
    _ritual_in(s, Step.PRECOMBAT_MAIN)
    s.game.enter_step(Step.END)  # every era empties the pool as the end step begins
    assert s.game.players[P0].pool == [0] * 6
    assert s.game.players[P0].life == 17
    assert any("mana burn: loses 3" in line for line in s.game.log)


def test_no_mana_burn_in_modern(scenario):
    """CR 106.4 (``000_a5b06f7a09e88e4d.txt``): unspent mana is lost, no life loss."""
    s = scenario(rules=MODERN)
    _ritual_in(s, Step.PRECOMBAT_MAIN)
    s.game.enter_step(Step.END)
    assert s.game.players[P0].life == 20


@pytest.mark.parametrize("rules", [RULES_2004, RULES_2008], ids=lambda r: r.name)
def test_mana_burn_can_kill(scenario, rules):
    """2004 408.2g: burn is life loss; 0 life loses at the next state-based check."""
    s = scenario(rules=rules, life=(2, 20))
    _ritual_in(s, Step.PRECOMBAT_MAIN)
    s.game.enter_step(Step.END)
    s.resolve()  # state-based actions
    assert s.result is not None
    assert s.result.winner == P1


# ---------------------------------------------------------------- combat damage on the stack


def _fanatic_blocks_ogre(scenario, rules, when_step, on_stack):
    """P0's Gray Ogre (2/2) attacks, P1's Mogg Fanatic (1/1) blocks; P1 sacrifices the
    Fanatic (1 damage to the Ogre) in ``when_step`` (``on_stack``: with damage on it)."""
    ref: list[Any] = []
    fan_ref: list[Any] = []

    def pick(a):
        return type(a) is ActivateAbility and a.targets == ((fan_ref[1].oid,),)

    agents = (ScriptedAgent(), ActAt(ref, when_step, pick, on_stack))
    s = scenario(rules=rules, agents=agents)
    ref.append(s.game)
    ogre = s.battlefield(P0, OGRE)
    fanatic = s.battlefield(P1, "Mogg Fanatic")
    fan_ref += [fanatic, ogre]
    _attack(s, [ogre], [(fanatic, ogre)])
    return s, ogre, fanatic


def test_2008_sacrificed_blocker_still_deals_damage_on_the_stack(scenario):
    """2008 200.8 (``003_bb6b7e84aec3a6ea.txt``), 2004 408.1g, 413.1: combat damage is on
    the stack, players get priority; a blocker sacrificed then still deals its damage.

    Mogg Fanatic's 1 combat damage and its own ability's 1 damage kill the Gray Ogre.
    """
    s, ogre, fanatic = _fanatic_blocks_ogre(scenario, RULES_2008, Step.COMBAT_DAMAGE, True)
    assert s.agents[P1].done
    # The Ogre took 1 (the ability) + 1 (combat damage from the sacrificed Fanatic).
    assert ogre.oid not in s.game.objects and fanatic.oid not in s.game.objects
    assert not s.game.creatures(P0) and not s.game.creatures(P1)
    assert any("combat damage goes on the stack" in line for line in s.game.log)


def test_modern_damage_is_dealt_at_once(scenario):
    """CR 510.2 (``000_a5b06f7a09e88e4d.txt``): no priority between assigning and
    dealing damage; the Fanatic is dead before it could be sacrificed, the Ogre lives."""
    s, ogre, fanatic = _fanatic_blocks_ogre(scenario, MODERN, Step.COMBAT_DAMAGE, True)
    assert not s.agents[P1].done  # the stack never held combat damage
    assert ogre.oid in s.game.objects and ogre.damage == 1
    assert fanatic.oid not in s.game.objects


def test_2008_creature_killed_in_response_before_damage_deals_none(scenario):
    """2008 200.8: a creature killed by a sacrifice-for-damage ability before combat damage
    is put on the stack deals none (an attacker that lost its blockers is still blocked).

    Here the Fanatic is sacrificed in the declare blockers step to ping a 1/1 attacker.
    """
    ref: list[Any] = []
    fan_ref: list[Any] = []
    agents = (
        ScriptedAgent(),
        ActAt(
            ref,
            Step.DECLARE_BLOCKERS,
            lambda a: type(a) is ActivateAbility and a.targets == ((fan_ref[0].oid,),),
            False,
        ),
    )
    s = scenario(rules=RULES_2008, agents=agents)
    ref.append(s.game)
    goblin = s.battlefield(P0, "Mogg Fanatic")
    bears = s.battlefield(P0, BEARS)
    fanatic = s.battlefield(P1, "Mogg Fanatic")
    fan_ref.insert(0, goblin)
    s.script(P0, ("attackers", (goblin.oid, bears.oid)))
    s.script(P1, ("blockers", ((fanatic.oid, bears.oid),)))
    s.combat()
    assert s.agents[P1].done
    # P0's Fanatic died before damage; the Bears were blocked by a creature now gone.
    assert [o.card.name for o in s.game.creatures(P0)] == ["Grizzly Bears"]
    assert s.game.players[P1].life == 20
    assert s.game.creatures(P0)[0].damage == 0  # P1's sacrificed Fanatic dealt nothing


def test_2004_first_strike_damage_on_the_stack_then_regular(scenario):
    """2004 408.1g, 502.2b: each combat damage step puts its damage on the stack."""
    s = scenario(rules=RULES_2004)
    giant = s.battlefield(P0, GIANT)
    bears = s.battlefield(P1, BEARS)
    _attack(s, [giant], [(bears, giant)])
    assert not s.game.creatures(P1)
    assert s.game.creatures(P0)[0].damage == 2
    assert not s.game.damage_on_stack and not s.game.stack


# ---------------------------------------------------------------- 1997 combat


@pytest.mark.parametrize("rules", [RULES_1997, MODERN], ids=lambda r: r.name)
def test_1997_tapped_blocker_deals_no_combat_damage(scenario, rules):
    """1997 §Step by Step (``004_d290311707d35751.txt``): a blocker that became tapped
    before combat damage deals no combat damage. Modern has no such rule."""
    ref: list[Any] = []
    blk: list[Any] = []
    agents = (
        ActAt(
            ref,
            Step.DECLARE_BLOCKERS,
            lambda a: type(a) is CastSpell and a.targets == ((blk[0].oid,),),
        ),
        ScriptedAgent(),
    )
    s = scenario(rules=rules, agents=agents)
    ref.append(s.game)
    giant = s.battlefield(P0, GIANT)
    s.lands(P0, "Plains")
    tapper = s.hand(P0, TAPPER)
    bears = s.battlefield(P1, BEARS)
    blk.append(bears)
    s.script(P0, ("attackers", (giant.oid,)))
    s.script(P1, ("blockers", ((bears.oid, giant.oid),)))
    s.combat()
    assert s.agents[P0].done and tapper.oid not in s.game.objects
    assert not s.game.creatures(P1)  # the Bears die either way
    assert s.game.creatures(P0)[0].damage == (0 if rules is RULES_1997 else 2)


# ---------------------------------------------------------------- losing the game


def test_1997_player_at_zero_life_saved_before_phase_ends(scenario):
    """1997 §This Is Your Life (``004_d290311707d35751.txt``): life is checked at the end
    of a phase; a player at 0 can act and gain life before then and does not lose."""
    s = scenario(rules=RULES_1997, life=(20, 2))
    s.lands(P0, MOUNTAIN)
    s.lands(P1, "Plains")
    spike = s.hand(P0, LAVA_SPIKE)
    salve = s.hand(P1, HEAL)
    s.cast(P0, spike, targets=[P1])
    s.resolve()
    assert s.game.players[P1].life == -1 and s.result is None  # still playing
    s.cast(P1, salve)
    s.resolve()
    assert s.game.players[P1].life == 2
    s.game.enter_step(Step.BEGINNING_OF_COMBAT)  # still the main phase
    s.game.enter_step(Step.DECLARE_ATTACKERS)  # the attack starts: life checked
    assert s.result is None


def test_1997_zero_life_loses_at_end_of_phase(scenario):
    """1997 §This Is Your Life: a player below 1 loses when the phase ends."""
    s = scenario(rules=RULES_1997, life=(20, 2))
    s.lands(P0, MOUNTAIN)
    s.cast(P0, s.hand(P0, LAVA_SPIKE), targets=[P1])
    s.resolve()
    assert s.result is None
    s._guard(s.game.enter_step, Step.END)
    assert s.result is not None
    assert s.result.winner == P0 and s.result.termination is Termination.LETHAL_DAMAGE


def test_1997_both_below_one_is_a_draw(scenario):
    """1997 §This Is Your Life: both players below 1 life at the check: a draw."""
    s = scenario(rules=RULES_1997, life=(0, -2))
    s.resolve()
    assert s.result is None
    s._guard(s.game.enter_step, Step.POSTCOMBAT_MAIN)
    assert s.result is not None
    assert s.result.winner is None and s.result.termination is Termination.DRAW


def test_modern_zero_life_is_a_state_based_action(scenario):
    """CR 119.6, 704.3 (``000_a5b06f7a09e88e4d.txt``); 2004 408.1b, 2008 102.3b."""
    for rules in (MODERN, RULES_2004, RULES_2008):
        s = scenario(rules=rules, life=(20, 2))
        s.lands(P0, MOUNTAIN)
        s.cast(P0, s.hand(P0, LAVA_SPIKE), targets=[P1])
        s.resolve()
        assert s.result is not None and s.result.winner == P0, rules.name


def test_1997_empty_library_loses_at_once(scenario):
    """1997 §Other Ways to Lose (``004_d290311707d35751.txt``): the failed draw loses."""
    s = scenario(rules=RULES_1997)
    s._guard(s.game.draw, P0)
    assert s.result is not None
    assert s.result.winner == P1 and s.result.termination is Termination.DECKED


@pytest.mark.parametrize("rules", [MODERN, RULES_2008], ids=lambda r: r.name)
def test_empty_library_loses_at_next_check(scenario, rules):
    """CR 121.4 (``000_a5b06f7a09e88e4d.txt``), 2008 102.3c (``003_...``): draw what
    is left, lose at the next state-based check."""
    s = scenario(rules=rules)
    s.library(P0, MOUNTAIN)
    s._guard(s.game.draw, P0, 2)
    assert s.result is None and len(s.game.players[P0].hand) == 1
    s.resolve()
    assert s.result is not None and s.result.termination is Termination.DECKED


# ---------------------------------------------------------------- mulligans and seeds


def _game(deck, agents, rules, seed=5, sp=0, max_turns=1):
    r = [np.random.default_rng(c) for c in np.random.SeedSequence(seed).spawn(5)]
    return new_game(
        (deck, deck),
        agents,
        r[0],
        (r[1], r[2]),
        (r[3], r[4]),
        starting_player=sp,
        rules=rules,
        max_turns=max_turns,
        goldfish=False,
        record_log=True,
    )


def test_2004_uses_paris_and_says_so():
    """2004: the mulligan rule (2008 101.4) is not in ``001_184a80963dd9ff6c.txt``
    (2004 506.3a names mulligans): the Paris mulligan of the time is used, and the
    RuleSet says so."""
    assert RULES_2004.mulligan == "paris" and "Paris" in RULES_2004.notes
    assert RULES_2008.mulligan == "paris" and RULES_1997.mulligan == "none"


def test_paris_starting_player_takes_all_mulligans_first():
    """2008 101.4 (``003_bb6b7e84aec3a6ea.txt``): sequential, the starting player first."""
    a0 = ScriptedAgent([("mulligan", False), ("mulligan", False), ("mulligan", True)])
    a1 = ScriptedAgent([("mulligan", False), ("mulligan", True)])
    g = _game([MOUNTAIN] * 30 + [BOLT] * 30, (a0, a1), RULES_2008, sp=1)
    start_game(g)
    order = [pid for pid, kind, _ in g.decisions if kind == "mulligan"]
    assert order == [1, 1, 0, 0, 0]
    assert [len(h) for h in g.opening_hands[0]] == [7, 6, 5]
    assert [len(h) for h in g.opening_hands[1]] == [7, 6]


def test_vancouver_scries_one_after_a_mulligan():
    """Vancouver (not in the rules sources, DIGEST 1.4): Paris, then scry 1."""
    rules = get_rules("2008+vancouver")
    assert rules.mulligan == "vancouver"
    a0 = ScriptedAgent(
        [("mulligan", False), ("mulligan", True), ("scry", lambda v, d: tuple(d.options))]
    )
    g = _game([MOUNTAIN] * 30 + [BOLT] * 30, (a0, get_agent("inert")), rules)
    g.inert[1] = True
    start_game(g)
    lib = g.players[0].library
    assert len(g.players[0].hand) == 6
    assert ("scry" in [k for _, k, _ in g.decisions]) and lib[0].oid == a0.asked[-1][1][0]
    assert any("not in the rules sources" in w for w in era_warnings(rules, set()))


def test_same_seed_same_era_identical_games():
    """Reproducibility: the same seed under the same era gives the same game."""
    deck = [MOUNTAIN] * 24 + [BOLT] * 36
    for rules in ERAS:
        logs = []
        for _ in range(2):
            g = _game(deck, (get_agent("midrange"), get_agent("midrange")), rules, max_turns=6)
            g.run()
            logs.append((g.log, g.decisions, g.result))
        assert logs[0] == logs[1], rules.name


def test_switching_era_keeps_the_shuffles():
    """The shuffle streams do not depend on the era: the first seven cards are the same."""
    deck = [MOUNTAIN] * 24 + [BOLT] * 18 + [OGRE] * 18
    hands = []
    for rules in ERAS:
        g = _game(deck, (get_agent("midrange"), get_agent("midrange")), rules)
        start_game(g)
        hands.append((g.opening_hands[0][0], g.opening_hands[1][0]))
    assert all(h == hands[0] for h in hands)


# ---------------------------------------------------------------- the data itself


def test_table_rows_name_real_fields_and_every_era():
    """The ``deckstats rules`` table is generated from RuleSet fields (no drift)."""
    for field, _label, cites in TABLE:
        for rules in ERAS:
            getattr(rules, field)
            assert rules.name in cites
    for rules in ERAS:
        assert rules.pool_empties in POOL_EMPTIES
        assert rules.name in NOT_IMPLEMENTED


def test_unimplemented_rules_warn():
    """A deck that needs an unimplemented rule gets a warning, never a silent fallback."""
    w = era_warnings(RULES_1997, {"instants"})
    assert any("1997 §Series and Batches" in line for line in w)
    assert era_warnings(MODERN, {"instants", "statics"}) == []


def test_unknown_era_lists_the_known_ones():
    with pytest.raises(KeyError, match="modern, 2008, 2004, 1997"):
        get_rules("1995")


# ---------------------------------------------------------------- command line


def test_rules_command_table_and_unknown_era():
    """``deckstats rules``: the table from the RuleSets; an unknown era is a usage error."""
    from click.testing import CliRunner

    from deckstats.cli import main

    r = CliRunner().invoke(main, ["rules"])
    assert r.exit_code == 0
    assert "combat damage on the stack" in r.output and "1997 §Mana Burn" in r.output
    r = CliRunner().invoke(main, ["rules", "--era", "1997"])
    assert r.exit_code == 0 and "1997 §Series and Batches" in r.output and "2008 101.4" not in r.output
    r = CliRunner().invoke(main, ["rules", "--era", "1995"])
    assert r.exit_code == 2 and "'modern', '2008', '2004', '1997'" in r.output
    assert "Traceback" not in r.output


def test_goldfish_several_eras_paired(tmp_path):
    """``goldfish --rules modern,2008,1997``: the same seeds, one block per era, the
    paired differences; each era's manifest records its rules."""
    import json

    from click.testing import CliRunner

    from deckstats.cli import main

    out = tmp_path / "run"
    args = ["goldfish", "decks/mono_red_burn.txt", "-n", "24", "--seed", "3", "--quiet"]
    args += ["--rules", "modern,2008,1997", "--backend", "serial", "--out", str(out)]
    r = CliRunner().invoke(main, args)
    assert r.exit_code == 0, r.output
    assert "2008 - modern" in r.output and "1997 - modern" in r.output
    summary = json.loads((out / "summary.json").read_text())
    assert summary["eras"] == ["modern", "2008", "1997"]
    assert summary["blocks"]["1997"]["mulligan_rate"] == 0
    assert set(summary["differences"]["2008 - modern"]) == {
        "mulligan_rate",
        "kept_hand_size",
        "kill_turn",
    }
    for era in ("modern", "2008", "1997"):
        assert json.loads((out / era / "manifest.json").read_text())["rules"] == era
    bad = CliRunner().invoke(main, ["goldfish", "decks/mono_red_burn.txt", "--rules", "x,2008"])
    assert bad.exit_code == 2 and "known: modern, 2008, 2004, 1997" in bad.output
