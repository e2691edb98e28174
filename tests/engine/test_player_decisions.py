"""Decisions the engine used to make by itself and now asks the player (issue 17).

Combat damage division (CR 510.1c-d, 702.19b-c, 702.2c), the legend rule (CR 704.5j)
and, for agents that opt in, which sources pay a cost (CR 601.2g-h).
"""

import pytest
from scenario import P0, P1

from deckstats.cards.dsl import creature
from deckstats.cards.model import Keyword
from deckstats.engine import Zone
from deckstats.engine.combat import MAX_DAMAGE_OPTIONS, damage_options
from deckstats.engine.decisions import DAMAGE, LEGEND, PAYMENT
from deckstats.engine.errors import IllegalActionError
from deckstats.engine.payment import Payment
from deckstats.players.scripted import ScriptedAgent
from engine.cards import BEARS, BOLT, GIANT, GOBLIN
from engine.cards import LEGEND as ISAMARU

TRAMPLER_5 = creature("Five Trampler", "{4}{G}", pt=(5, 5), keywords=Keyword.TRAMPLE)
DT_TRAMPLER_5 = creature(
    "Five Deathtouch Trampler",
    "{4}{G}",
    pt=(5, 5),
    keywords=Keyword.TRAMPLE | Keyword.DEATHTOUCH,
)
FOUR = creature("Four Four", "{3}{G}", pt=(4, 4))
FS_FOUR = creature("First Striking Four", "{3}{W}", pt=(4, 4), keywords=Keyword.FIRST_STRIKE)
BIG_BEAR = creature("Big Bear", "{2}{G}", pt=(3, 3))


def _attack(s, attacker, blockers, damage=None):
    """``attacker`` (P0's) attacks and P1 blocks it with ``blockers`` in that order."""
    s.script(P0, ("attackers", (attacker.oid,)))
    if damage is not None:
        s.script(P0, (DAMAGE, damage))
    s.script(P1, ("blockers", tuple((b.oid, attacker.oid) for b in blockers)))
    s.combat()


def _damage_decisions(s):
    return [a for kind, a in s.agents[P0].asked if kind == DAMAGE]


def _options_of(s, attacker, blockers):
    """Record the DAMAGE options P0 is offered (answering with the default)."""
    seen = []

    def answer(view, decision):
        seen.append(list(decision.options))
        return decision.options[0]

    _attack(s, attacker, blockers, damage=answer)
    return seen


# ---------------------------------------------------------------- damage assignment
def test_trample_double_block_default_split(scenario):
    """CR 702.19b, 510.1c: default: lethal to each blocker in declaration order, rest to the
    player: a 5/5 trampler blocked by a 2/2 and a 1/1 assigns 2, 1 and 2 to the player."""
    s = scenario()
    t = s.battlefield(P0, TRAMPLER_5)
    bear = s.battlefield(P1, BEARS)
    gob = s.battlefield(P1, GOBLIN)
    _attack(s, t, [bear, gob])
    assert _damage_decisions(s) == [((bear.oid, 2), (gob.oid, 1), (P1, 2))]
    assert s.game.players[P1].life == 18
    assert s.zone(bear) is Zone.GRAVEYARD and s.zone(gob) is Zone.GRAVEYARD


def test_trample_double_block_scripted_split(scenario):
    """CR 702.19b: once both blockers are assigned lethal damage, the excess may go to the
    blockers instead: 3 to the 2/2, 1 to the 1/1, 1 to the player is legal."""
    s = scenario()
    t = s.battlefield(P0, TRAMPLER_5)
    bear = s.battlefield(P1, BEARS)
    gob = s.battlefield(P1, GOBLIN)
    split = ((bear.oid, 3), (gob.oid, 1), (P1, 1))
    _attack(s, t, [bear, gob], damage=lambda v, d: split)
    assert _damage_decisions(s) == [split]
    assert s.game.players[P1].life == 19
    assert s.zone(bear) is Zone.GRAVEYARD and s.zone(gob) is Zone.GRAVEYARD


def test_trample_cannot_skip_lethal(scenario):
    """CR 702.19b: damage can't go to the player before every blocker has lethal damage:
    1 to the 2/2 and 4 to the player is illegal."""
    s = scenario()
    t = s.battlefield(P0, TRAMPLER_5)
    bear = s.battlefield(P1, BEARS)
    gob = s.battlefield(P1, GOBLIN)
    with pytest.raises(IllegalActionError):
        _attack(s, t, [bear, gob], damage=lambda v, d: ((bear.oid, 1), (P1, 4)))
    assert s.game.players[P1].life == 20


def test_trample_must_assign_all_damage(scenario):
    """CR 510.1a: a creature assigns combat damage equal to its power (not less)."""
    s = scenario()
    t = s.battlefield(P0, TRAMPLER_5)
    bear = s.battlefield(P1, BEARS)
    gob = s.battlefield(P1, GOBLIN)
    with pytest.raises(IllegalActionError):
        _attack(s, t, [bear, gob], damage=lambda v, d: ((bear.oid, 2), (gob.oid, 1)))


def test_deathtouch_trample_one_is_lethal(scenario):
    """CR 702.2c, 702.19b: with deathtouch 1 damage is lethal, so a 5/5 deathtouch trampler
    blocked by a 2/2 and a 3/3 may give 1 to each and 3 to the player (the default)."""
    s = scenario()
    t = s.battlefield(P0, DT_TRAMPLER_5)
    bear = s.battlefield(P1, BEARS)
    giant = s.battlefield(P1, GIANT)
    opts = _options_of(s, t, [bear, giant])
    assert opts[0][0] == ((bear.oid, 1), (giant.oid, 1), (P1, 3))
    assert ((bear.oid, 1), (P1, 4)) not in opts[0]  # CR 702.19b still needs 1 to each
    assert s.game.players[P1].life == 17
    assert s.zone(bear) is Zone.GRAVEYARD and s.zone(giant) is Zone.GRAVEYARD


def test_double_block_without_trample_either_can_die(scenario):
    """CR 510.1c: a 4/4 blocked by two 3/3s divides its damage as its controller chooses:
    killing the first or the second blocker are both offered; the chosen one dies."""
    s = scenario()
    four = s.battlefield(P0, FOUR)
    b1 = s.battlefield(P1, BIG_BEAR)
    b2 = s.battlefield(P1, GIANT)
    kill_second = ((b1.oid, 1), (b2.oid, 3))
    seen = []

    def answer(view, decision):
        seen.append(list(decision.options))
        return kill_second

    _attack(s, four, [b1, b2], damage=answer)
    opts = seen[0]
    assert opts[0] == ((b1.oid, 3), (b2.oid, 1))  # default: lethal to the first declared
    assert kill_second in opts
    assert ((b2.oid, 4),) in opts and ((b1.oid, 4),) in opts
    assert len(opts) == 5  # every division of 4 between two blockers
    assert all(P1 not in dict(o) for o in opts)  # no trample: never the player
    assert s.zone(b1) is Zone.BATTLEFIELD and s.zone(b2) is Zone.GRAVEYARD
    assert s.zone(four) is Zone.GRAVEYARD  # 3 + 3 damage
    assert s.game.players[P1].life == 20


def test_double_block_default_kills_first(scenario):
    """CR 510.1c: the default answer kills the first declared blocker (the old automatic
    behaviour: lethal in declaration order, the rest to the last blocker)."""
    s = scenario()
    four = s.battlefield(P0, FOUR)
    b1 = s.battlefield(P1, BIG_BEAR)
    b2 = s.battlefield(P1, GIANT)
    _attack(s, four, [b1, b2])
    assert _damage_decisions(s) == [((b1.oid, 3), (b2.oid, 1))]
    assert s.zone(b1) is Zone.GRAVEYARD and s.zone(b2) is Zone.BATTLEFIELD


def test_single_blocker_without_trample_asks_nothing(scenario):
    """CR 510.1c: a creature blocked by exactly one creature assigns it all its damage;
    there is no choice, so nothing is asked."""
    s = scenario()
    four = s.battlefield(P0, FOUR)
    b = s.battlefield(P1, BEARS)
    _attack(s, four, [b])
    assert _damage_decisions(s) == []
    assert s.zone(b) is Zone.GRAVEYARD and s.game.players[P1].life == 20


def test_first_strike_multi_block_decided_in_first_step(scenario):
    """CR 510.4, 510.1c: a first-striking 4/4 blocked by two 3/3s divides its damage in the
    first-strike damage step; the blocker it kills deals no damage in the regular step."""
    s = scenario()
    fs = s.battlefield(P0, FS_FOUR)
    b1 = s.battlefield(P1, BIG_BEAR)
    b2 = s.battlefield(P1, GIANT)
    steps = []

    def answer(view, decision):
        steps.append(view.step.name)
        return ((b1.oid, 1), (b2.oid, 3))

    _attack(s, fs, [b1, b2], damage=answer)
    assert steps == ["FIRST_STRIKE_DAMAGE"]  # asked once, in the step it deals damage
    assert s.zone(b2) is Zone.GRAVEYARD and s.zone(b1) is Zone.BATTLEFIELD
    assert fs.damage == 3 and s.zone(fs) is Zone.BATTLEFIELD  # only b1 hit back
    assert b1.damage == 1


def test_damage_options_reduced_when_many():
    """CR 510.1a, 702.19b: with many possible divisions (a 10-power trampler blocked by
    three creatures) only a reduced list is offered; each option assigns all 10 damage,
    gives the player damage only after lethal to every blocker, and the first option is
    the automatic split."""
    ids, lethals = [101, 102, 103], [2, 3, 1]
    opts = damage_options(ids, lethals, 10, True, P1)
    assert 1 < len(opts) <= MAX_DAMAGE_OPTIONS
    assert opts[0] == ((101, 2), (102, 3), (103, 1), (P1, 4))
    assert len(set(opts)) == len(opts)
    for o in opts:
        d = dict(o)
        assert sum(d.values()) == 10
        if d.get(P1):
            assert all(d.get(b, 0) >= n for b, n in zip(ids, lethals, strict=True))
    assert ((101, 10),) in opts  # everything on one blocker is still offered
    # A small case is enumerated in full: 3 damage between two blockers, no trample.
    assert len(damage_options([101, 102], [2, 2], 3, False, P1)) == 4


# ---------------------------------------------------------------- legend rule
def test_legend_rule_controller_keeps_chosen_old_one(scenario):
    """CR 704.5j: the controller chooses which same-name legendary permanent stays; the
    rest go to the graveyard. Keeping the older one works."""
    s = scenario()
    old = s.battlefield(P0, ISAMARU)
    new = s.battlefield(P0, ISAMARU)
    s.script(P0, (LEGEND, old.oid))
    s.resolve()
    assert s.game.objects[old.oid].zone is Zone.BATTLEFIELD
    assert new.oid not in s.game.objects or s.game.objects[new.oid].zone is not Zone.BATTLEFIELD
    assert s.names(P0, Zone.GRAVEYARD) == ["Isamaru"]
    assert s.agents[P0].asked == [(LEGEND, old.oid)]


def test_legend_rule_default_keeps_newest(scenario):
    """CR 704.5j: the default answer keeps the newest (highest timestamp) permanent."""
    s = scenario()
    old = s.battlefield(P0, ISAMARU)
    new = s.battlefield(P0, ISAMARU)
    s.resolve()
    assert s.game.objects[new.oid].zone is Zone.BATTLEFIELD
    assert s.agents[P0].asked == [(LEGEND, new.oid)]
    assert s.names(P0, Zone.BATTLEFIELD) == ["Isamaru"]
    assert old.oid not in s.game.objects or s.game.objects[old.oid].zone is Zone.GRAVEYARD


def test_legend_rule_illegal_choice(scenario):
    """CR 704.5j: the kept permanent must be one of the same-name legends."""
    s = scenario()
    s.battlefield(P0, ISAMARU)
    s.battlefield(P0, ISAMARU)
    other = s.battlefield(P0, BEARS)
    s.script(P0, (LEGEND, other.oid))
    with pytest.raises(IllegalActionError):
        s.resolve()


def test_legend_rule_is_per_controller(scenario):
    """CR 704.5j: only permanents one player controls are compared: each player keeps its
    own Isamaru and nobody is asked."""
    s = scenario()
    s.battlefield(P0, ISAMARU)
    s.battlefield(P1, ISAMARU)
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD) == ["Isamaru"]
    assert s.names(P1, Zone.BATTLEFIELD) == ["Isamaru"]
    assert not s.agents[P0].asked and not s.agents[P1].asked


# ---------------------------------------------------------------- payment
def _pain_position(scenario, chooses):
    """P0 has a Mountain and a Battlefield Forge ({T}: {C}; {T}: {R} or {W}, 1 damage to
    you) and a Lightning Bolt in hand; P0's agent opts in to payment decisions or not."""
    s = scenario(agents=(ScriptedAgent(chooses_payment=chooses), ScriptedAgent()))
    mountain = s.battlefield(P0, "Mountain")
    forge = s.battlefield(P0, "Battlefield Forge")
    bolt = s.hand(P0, BOLT)
    return s, mountain, forge, bolt


def test_payment_player_chooses_pain_land(scenario):
    """CR 601.2g-h, 605.3b: a player who chooses payments may tap the pain land for {R}
    (1 damage) and keep the Mountain untapped; both payments are offered, the automatic
    one (the Mountain) first."""
    s, mountain, forge, bolt = _pain_position(scenario, True)
    seen = []

    def answer(view, decision):
        seen.append(list(decision.options))
        return next(p for p in decision.options if forge in p.taps)

    s.script(P0, (PAYMENT, answer))
    s.cast(P0, bolt, [P1])
    s.resolve()
    opts = seen[0]
    assert len(opts) == 2
    assert opts[0].taps == [mountain] and not opts[0].riders
    assert opts[1].taps == [forge] and len(opts[1].riders) == 1
    assert forge.tapped and not mountain.tapped
    assert s.game.players[P0].life == 19  # the Forge's rider: 1 damage to you
    assert s.game.players[P1].life == 17


def test_payment_default_is_automatic(scenario):
    """CR 601.2g-h: the default answer is the automatic payment: the Mountain pays, the
    pain land stays untapped and no damage is taken."""
    s, mountain, forge, bolt = _pain_position(scenario, True)
    s.cast(P0, bolt, [P1])
    s.resolve()
    assert [k for k, _ in s.agents[P0].asked].count(PAYMENT) == 1
    assert mountain.tapped and not forge.tapped
    assert s.game.players[P0].life == 20 and s.game.players[P1].life == 17


def test_payment_not_asked_without_opt_in(scenario):
    """CR 601.2g-h: agents that don't choose payments (BaseAgent, the goldfish) are never
    asked; the automatic payer pays as before."""
    s, mountain, forge, bolt = _pain_position(scenario, False)
    s.cast(P0, bolt, [P1])
    s.resolve()
    assert PAYMENT not in [k for k, _ in s.agents[P0].asked]
    assert mountain.tapped and not forge.tapped
    assert s.game.players[P0].life == 20


def test_payment_no_material_choice_not_asked(scenario):
    """CR 601.2g-h: two Mountains paying {R} leave the same mana either way: not asked."""
    s = scenario(agents=(ScriptedAgent(chooses_payment=True), ScriptedAgent()))
    s.lands(P0, "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, BOLT), [P1])
    s.resolve()
    assert PAYMENT not in [k for k, _ in s.agents[P0].asked]
    assert s.game.players[P1].life == 17


def test_payment_illegal_answer(scenario):
    """CR 601.2g-h: an answer that is not one of the offered payments is refused."""
    s, _mountain, _forge, bolt = _pain_position(scenario, True)
    s.script(P0, (PAYMENT, lambda v, d: Payment([], [0, 0, 0, 0, 0, 0], 0, 1)))
    with pytest.raises(IllegalActionError):
        s.cast(P0, bolt, [P1])
