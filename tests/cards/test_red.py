"""Scenario tests for the red pool (deckstats/cards/pool/red.py): one per non-vanilla deck card.

Each test builds the position, acts through the engine as a player would, and checks the
card's Oracle text (``card.text``); partial definitions also check ``card.unparsed``.
"""

from __future__ import annotations

import pytest
from scenario import P0, P1, IllegalActionError

from deckstats.cards import get_card
from deckstats.cards.model import Keyword
from deckstats.engine import Step, Zone, events


def _attack(s, *attackers, blocks=()):
    s.script(P0, ("attackers", tuple(a.oid for a in attackers)))
    s.script(P1, ("blockers", tuple((b.oid, a.oid) for b, a in blocks)))
    s.combat()


def _end_step(s):
    """Enter the end step and resolve its "at the beginning of the end step" triggers."""
    g = s.game
    g.enter_step(Step.END)
    events.on_step(g, Step.END)
    s.resolve()


def _life(s, pid):
    return s.game.players[pid].life


def _mountains(s, n, pid=P0):
    return s.lands(pid, *(["Mountain"] * n))


def _kw(s, obj, kw):
    return bool(s.game.keywords(obj) & int(kw))


def _unparsed(name, fragment):
    card = get_card(name)
    assert any(fragment in u for u in card.unparsed), card.unparsed
    assert fragment in card.text


# -- burn ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "mana", "amount"),
    [
        ("Lightning Bolt", 1, 3),
        ("Shock", 1, 2),
        ("Incinerate", 2, 3),
        ("Chain Lightning", 1, 3),
        ("Rift Bolt", 3, 3),
        ("Skewer the Critics", 3, 3),
        ("Firebolt", 1, 2),
        ("Fireblast", 6, 4),
        ("Lightning Strike", 2, 3),
        ("Searing Spear", 2, 3),
        ("Volcanic Hammer", 2, 3),
    ],
)
def test_any_target_burn_hits_player_and_creature(scenario, name, mana, amount):
    """CR 120.3a, 115.4: "deals N damage to any target": a player loses that much life; a
    creature with that much damage is destroyed (CR 704.5g)."""
    s = scenario()
    _mountains(s, mana)
    s.cast(P0, s.hand(P0, name), [P1])
    s.resolve()
    assert _life(s, P1) == 20 - amount
    s2 = scenario()
    _mountains(s2, mana)
    big = s2.battlefield(P1, "Hill Giant")  # 3/3
    s2.cast(P0, s2.hand(P0, name), [big])
    s2.resolve()
    assert s2.zone(big) is (Zone.GRAVEYARD if amount >= 3 else Zone.BATTLEFIELD)
    if amount < 3:
        assert big.damage == amount


def test_burn_needs_its_full_mana_cost(scenario):
    """CR 601.2f-h: Incinerate costs {1}{R}; one Mountain cannot pay it."""
    s = scenario()
    _mountains(s, 1)
    bolt = s.hand(P0, "Incinerate")
    with pytest.raises(IllegalActionError):
        s.cast(P0, bolt, [P1])


@pytest.mark.parametrize(
    ("name", "fragment"),
    [
        ("Incinerate", "can't be regenerated this turn"),
    ],
)
def test_partial_definitions_list_missing_text(name, fragment):
    """ARCHITECTURE.md, Cards are data: the uncompiled sentence of a partial card is listed in ``unparsed``.

    Incinerate stays partial although the compiler reads its regeneration sentence as a
    no-op: the engine has regeneration (CR 701.19), so it is not twinned (``cards.twins``).
    """
    _unparsed(name, fragment)


def test_gut_shot_phyrexian_mana_paid_with_life(scenario):
    """CR 107.4f, 601.2g: {R/P} may be paid with 2 life; Gut Shot deals 1 damage to any target."""
    s = scenario()
    s.cast(P0, s.hand(P0, "Gut Shot"), [P1])  # no lands: pays 2 life
    s.resolve()
    assert _life(s, P0) == 18 and _life(s, P1) == 19
    s2 = scenario()
    s2.lands(P0, "Mountain")
    elf = s2.battlefield(P1, "Llanowar Elves")
    s2.cast(P0, s2.hand(P0, "Gut Shot"), [elf])
    s2.resolve()
    assert s2.zone(elf) is Zone.GRAVEYARD
    assert _life(s2, P0) == 20  # paid with {R}


@pytest.mark.parametrize(
    ("name", "mana", "amount"), [("Lava Spike", 1, 3), ("Lava Axe", 5, 5), ("Skullcrack", 2, 3)]
)
def test_player_or_planeswalker_burn(scenario, name, mana, amount):
    """CR 115.4: "target player or planeswalker" can't target a creature."""
    s = scenario()
    _mountains(s, mana)
    bear = s.battlefield(P1, "Grizzly Bears")
    spell = s.hand(P0, name)
    with pytest.raises(IllegalActionError):
        s.cast(P0, spell, [bear])
    s.cast(P0, spell, [P1])
    s.resolve()
    assert _life(s, P1) == 20 - amount


@pytest.mark.parametrize(("name", "mana", "amount"), [("Electrify", 4, 4), ("Fiery Finish", 6, 7)])
def test_creature_only_burn(scenario, name, mana, amount):
    """CR 115.4: "deals N damage to target creature": players are not legal targets."""
    s = scenario()
    _mountains(s, mana)
    spider = s.battlefield(P1, "Giant Spider")  # 2/4
    spell = s.hand(P0, name)
    with pytest.raises(IllegalActionError):
        s.cast(P0, spell, [P1])
    s.cast(P0, spell, [spider])
    s.resolve()
    assert s.zone(spider) is Zone.GRAVEYARD


def test_searing_blaze_one_damage_to_player_and_creature(scenario):
    """CR 115.1, 601.2c: Searing Blaze without landfall deals 1 to the player and 1 to a
    creature that player controls."""
    s = scenario()
    _mountains(s, 2)
    elf = s.battlefield(P1, "Llanowar Elves")
    s.cast(P0, s.hand(P0, "Searing Blaze"), [[P1], [elf]])
    s.resolve()
    assert _life(s, P1) == 19 and s.zone(elf) is Zone.GRAVEYARD


def test_searing_blaze_landfall_deals_three_each(scenario):
    """CR 608.2c: with a land entered under your control this turn (landfall), Searing Blaze
    deals 3 to the player and 3 to the creature instead."""
    s = scenario()
    _mountains(s, 1)
    s.play_land(P0, s.hand(P0, "Mountain"))
    giant = s.battlefield(P1, "Hill Giant")
    s.cast(P0, s.hand(P0, "Searing Blaze"), [[P1], [giant]])
    s.resolve()
    assert _life(s, P1) == 17 and s.zone(giant) is Zone.GRAVEYARD
    assert not get_card("Searing Blaze").unparsed


def test_searing_blaze_landfall_counts_a_fetched_land(scenario):
    """CR 608.2c: any land entering counts, not only the land drop (a fetched land)."""
    s = scenario()
    _mountains(s, 2)
    s.game.players[P0].lands_entered_turn = 0
    s.battlefield(P0, "Mountain", sick=True)  # entered this turn, e.g. fetched
    s.cast(P0, s.hand(P0, "Searing Blaze"), [[P1], [s.battlefield(P1, "Hill Giant")]])
    s.resolve()
    assert _life(s, P1) == 17


def test_pyroclasm_damages_each_creature(scenario):
    """CR 120.3: Pyroclasm deals 2 damage to each creature (both players')."""
    s = scenario()
    _mountains(s, 2)
    mine = s.battlefield(P0, "Grizzly Bears")
    theirs = s.battlefield(P1, "Llanowar Elves")
    giant = s.battlefield(P1, "Hill Giant")
    s.cast(P0, s.hand(P0, "Pyroclasm"))
    s.resolve()
    assert s.zone(mine) is Zone.GRAVEYARD and s.zone(theirs) is Zone.GRAVEYARD
    assert s.zone(giant) is Zone.BATTLEFIELD and giant.damage == 2
    assert _life(s, P1) == 20


def test_anger_of_the_gods_three_to_each_creature(scenario):
    """CR 120.3: Anger of the Gods deals 3 damage to each creature. Issue 26 (compiled
    twins): "If a creature dealt damage this way would die this turn, exile it instead."
    (CR 614.1a), ignored by the pool's card, is compiled: the Hill Giant is exiled."""
    assert get_card("Anger of the Gods").unparsed == ()
    s = scenario()
    _mountains(s, 3)
    giant = s.battlefield(P1, "Hill Giant")
    spider = s.battlefield(P0, "Giant Spider")
    s.cast(P0, s.hand(P0, "Anger of the Gods"))
    s.resolve()
    assert s.zone(giant) is Zone.EXILE
    assert s.zone(spider) is Zone.BATTLEFIELD and spider.damage == 3


# -- other spells ----------------------------------------------------------------------------------


def test_sure_strike_pump_and_first_strike(scenario):
    """CR 702.7b, 611.2: +3/+0 and first strike until end of turn; wins a combat it would trade."""
    s = scenario()
    _mountains(s, 2)
    bear = s.battlefield(P0, "Grizzly Bears")
    blocker = s.battlefield(P1, "Hill Giant")
    s.cast(P0, s.hand(P0, "Sure Strike"), [bear])
    s.resolve()
    assert (s.game.power(bear), s.game.toughness(bear)) == (5, 2)
    assert _kw(s, bear, Keyword.FIRST_STRIKE)
    _attack(s, bear, blocks=[(blocker, bear)])
    assert s.zone(blocker) is Zone.GRAVEYARD and s.zone(bear) is Zone.BATTLEFIELD
    s.cleanup()
    assert s.game.power(bear) == 2 and not _kw(s, bear, Keyword.FIRST_STRIKE)


@pytest.mark.parametrize("name", ["Shatter", "Ancient Grudge"])
def test_destroy_target_artifact(scenario, name):
    """CR 701.8: "Destroy target artifact"; a non-artifact creature is not a legal target."""
    s = scenario()
    _mountains(s, 2)
    skirge = s.battlefield(P1, "Vault Skirge")
    bear = s.battlefield(P1, "Grizzly Bears")
    spell = s.hand(P0, name)
    with pytest.raises(IllegalActionError):
        s.cast(P0, spell, [bear])
    s.cast(P0, spell, [skirge])
    s.resolve()
    assert s.zone(skirge) is Zone.GRAVEYARD


def test_smash_to_smithereens_destroys_and_hits_controller(scenario):
    """CR 701.8, 120.3: destroy target artifact and deal 3 damage to that artifact's controller."""
    s = scenario()
    _mountains(s, 2)
    skirge = s.battlefield(P1, "Vault Skirge")
    s.cast(P0, s.hand(P0, "Smash to Smithereens"), [skirge])
    s.resolve()
    assert s.zone(skirge) is Zone.GRAVEYARD and _life(s, P1) == 17 and _life(s, P0) == 20


def test_red_elemental_blast_counter_mode(scenario):
    """CR 700.2, 701.6: REB mode one counters target blue spell."""
    s = scenario(active=P1)
    s.lands(P1, "Island", "Island", "Island")
    s.lands(P0, "Mountain")
    s.cast(P1, s.hand(P1, "Divination"))
    div = s.game.stack[-1].obj
    s.cast(P0, s.hand(P0, "Red Elemental Blast"), [div], modes=(0,))
    s.resolve()
    assert s.names(P1, Zone.GRAVEYARD) == ["Divination"] and s.names(P1, Zone.HAND) == []


def test_red_elemental_blast_destroy_mode_blue_only(scenario):
    """CR 700.2, 701.8: REB mode two destroys target blue permanent, not a green one."""
    s = scenario()
    s.lands(P0, "Mountain")
    drake = s.battlefield(P1, "Wind Drake")
    bear = s.battlefield(P1, "Grizzly Bears")
    reb = s.hand(P0, "Red Elemental Blast")
    with pytest.raises(IllegalActionError):
        s.cast(P0, reb, [bear], modes=(1,))
    s.cast(P0, reb, [drake], modes=(1,))
    s.resolve()
    assert s.zone(drake) is Zone.GRAVEYARD


# -- creatures ---------------------------------------------------------------------------------------


def test_goblin_guide_haste_and_reveal_land(scenario):
    """CR 702.10, 508.3a: haste; on attack the defender reveals the top card and takes a land."""
    s = scenario()
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Goblin Guide"))
    s.resolve()
    guide = s.game.players[P0].battlefield[-1]
    s.library(P1, "Forest", "Grizzly Bears")
    _attack(s, guide)
    assert s.names(P1, Zone.HAND) == ["Forest"] and _life(s, P1) == 18


def test_goblin_guide_nonland_stays_on_top(scenario):
    """Goblin Guide: a nonland revealed card stays on top of the library."""
    s = scenario()
    guide = s.battlefield(P0, "Goblin Guide")
    s.library(P1, "Grizzly Bears", "Forest")
    _attack(s, guide)
    assert (
        s.names(P1, Zone.HAND) == [] and s.game.players[P1].library[-1].card.name == "Grizzly Bears"
    )


def test_monastery_swiftspear_haste_and_prowess(scenario):
    """CR 702.10, 702.108a: haste; prowess gives +1/+1 per noncreature spell cast."""
    s = scenario()
    _mountains(s, 2)
    sw = s.battlefield(P0, "Monastery Swiftspear", sick=True)
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [P1])
    s.resolve()
    s.cast(P0, s.hand(P0, "Shock"), [P1])
    s.resolve()
    assert (s.game.power(sw), s.game.toughness(sw)) == (3, 4)
    _attack(s, sw)
    assert _life(s, P1) == 20 - 3 - 2 - 3


def test_swiftspear_prowess_ignores_creature_spells(scenario):
    """CR 702.108a: prowess triggers on noncreature spells only."""
    s = scenario()
    _mountains(s, 1)
    sw = s.battlefield(P0, "Monastery Swiftspear")
    s.cast(P0, s.hand(P0, "Jackal Pup"))
    s.resolve()
    assert s.game.power(sw) == 1


def test_mogg_fanatic_sacrifice_deals_one(scenario):
    """CR 602.2, 701.21: "Sacrifice Mogg Fanatic: It deals 1 damage to any target"."""
    s = scenario()
    fan = s.battlefield(P0, "Mogg Fanatic")
    elf = s.battlefield(P1, "Llanowar Elves")
    s.activate(P0, fan, 0, [elf])
    assert s.zone(fan) is Zone.GRAVEYARD  # sacrificed as a cost
    s.resolve()
    assert s.zone(elf) is Zone.GRAVEYARD


@pytest.mark.parametrize(
    ("name", "mana", "power"),
    [("Spark Elemental", 1, 3), ("Ball Lightning", 3, 6), ("Blistering Firecat", 4, 7)],
)
def test_haste_trample_sacrificed_at_end_step(scenario, name, mana, power):
    """CR 702.10, 702.19b, 513.1: attacks the turn it's cast, tramples over, and is
    sacrificed at the beginning of the end step."""
    s = scenario()
    _mountains(s, mana)
    s.cast(P0, s.hand(P0, name))
    s.resolve()
    me = s.game.players[P0].battlefield[-1]
    assert me.card.name == name
    elf = s.battlefield(P1, "Llanowar Elves")
    _attack(s, me, blocks=[(elf, me)])
    assert _life(s, P1) == 20 - (power - 1)
    _end_step(s)
    assert s.zone(me) is Zone.GRAVEYARD


def test_eidolon_damages_any_player_casting_a_cheap_spell(scenario):
    """CR 603.2, 601.2i: "Whenever a player casts a spell with mana value 3 or less, Eidolon
    deals 2 damage to that player": its controller too (it matters to a goldfish)."""
    s = scenario()
    s.battlefield(P0, "Eidolon of the Great Revel")
    _mountains(s, 3)
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [P1])
    s.resolve()
    assert _life(s, P0) == 18 and _life(s, P1) == 17
    s.lands(P1, "Forest", "Forest", "Forest", "Forest")
    s.game.active = P1
    s.cast(P1, s.hand(P1, "Grizzly Bears"))
    s.resolve()
    assert _life(s, P1) == 15
    # Mana value 4 or more does not trigger it.
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    s.game.active = P0
    s.cast(P0, s.hand(P0, "Hill Giant"))  # {3}{R}: mana value 4
    s.resolve()
    assert _life(s, P0) == 18
    assert not get_card("Eidolon of the Great Revel").unparsed


def test_eidolon_is_a_two_two_enchantment_creature(scenario):
    """CR 300.2: Eidolon is an enchantment creature 2/2 for {R}{R}."""
    s = scenario()
    _mountains(s, 2)
    s.cast(P0, s.hand(P0, "Eidolon of the Great Revel"))
    s.resolve()
    e = s.game.players[P0].battlefield[-1]
    assert e.card.is_creature and e.card.name == "Eidolon of the Great Revel"
    assert (s.game.power(e), s.game.toughness(e)) == (2, 2)
    # An enchantment: Naturalize can target it.
    s.lands(P1, "Forest", "Forest")
    s.cast(P1, s.hand(P1, "Naturalize"), [e])
    s.resolve()
    assert s.zone(e) is Zone.GRAVEYARD


def test_jackal_pup_two_one_attacker(scenario):
    """Jackal Pup's printed 2/1 body (its damage-reflection trigger is unparsed)."""
    s = scenario()
    _mountains(s, 1)
    s.cast(P0, s.hand(P0, "Jackal Pup"))
    s.resolve()
    pup = s.game.players[P0].battlefield[-1]
    pup.since = 0
    _attack(s, pup)
    assert _life(s, P1) == 18


def test_seasoned_pyromancer_discard_two_then_draw_two(scenario):
    """CR 603.6a, 701.9, 121.1: when it enters, discard two cards, then draw two cards."""
    s = scenario()
    _mountains(s, 3)
    s.library(P0, "Lightning Bolt", "Shock", "Mountain")
    a = s.hand(P0, "Hill Giant")
    b = s.hand(P0, "Forest")
    s.cast(P0, s.hand(P0, "Seasoned Pyromancer"))
    s.resolve()
    assert sorted(s.names(P0, Zone.HAND)) == ["Lightning Bolt", "Shock"]
    assert s.zone(a) is Zone.GRAVEYARD and s.zone(b) is Zone.GRAVEYARD


def test_goblin_motivator_grants_haste(scenario):
    """CR 702.10: "{T}: Target creature gains haste" lets a summoning-sick creature attack."""
    s = scenario()
    mot = s.battlefield(P0, "Goblin Motivator")
    ogre = s.battlefield(P0, "Gray Ogre", sick=True)
    s.activate(P0, mot, 0, [ogre])
    s.resolve()
    assert mot.tapped and _kw(s, ogre, Keyword.HASTE)
    _attack(s, ogre)
    assert _life(s, P1) == 18


def test_viashino_pyromancer_etb_two_to_player(scenario):
    """CR 603.6a: when it enters, it deals 2 damage to target player or planeswalker."""
    s = scenario()
    _mountains(s, 2)
    s.script(P0, ("targets", ((P1,),)))
    s.cast(P0, s.hand(P0, "Viashino Pyromancer"))
    s.resolve()
    assert _life(s, P1) == 18


def test_boggart_brute_menace(scenario):
    """CR 702.111b: Boggart Brute can't be blocked by one creature."""
    s = scenario()
    brute = s.battlefield(P0, "Boggart Brute")
    b = s.battlefield(P1, "Grizzly Bears")
    s.script(P0, ("attackers", (brute.oid,)))
    s.script(P1, ("blockers", ((b.oid, brute.oid),)))
    with pytest.raises(IllegalActionError):
        s.combat()
    s2 = scenario()
    brute2 = s2.battlefield(P0, "Boggart Brute")
    _attack(s2, brute2)
    assert _life(s2, P1) == 17


def test_dragon_egg_defender_and_dies_token(scenario):
    """CR 702.3b, 603.10a: Dragon Egg can't attack; when it dies, create a 2/2 flying Dragon
    with "{R}: +1/+0"."""
    s = scenario()
    egg = s.battlefield(P0, "Dragon Egg")
    s.script(P0, ("attackers", (egg.oid,)))
    s.combat()
    assert not s.agents[P0].asked  # no legal attacker
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, "Lightning Bolt"), [egg])
    s.resolve()
    assert s.zone(egg) is Zone.GRAVEYARD
    tok = [o for o in s.game.players[P0].battlefield if o.is_token]
    assert len(tok) == 1
    dragon = tok[0]
    assert (s.game.power(dragon), s.game.toughness(dragon)) == (2, 2)
    assert _kw(s, dragon, Keyword.FLYING)
    # The token's firebreathing ability is not compiled (tokens.py lists it as unparsed).
    assert any("{R}: This creature gets +1/+0" in u for u in dragon.card.unparsed)


def test_hostile_minotaur_haste(scenario):
    """CR 702.10: a haste creature attacks the turn it comes under your control."""
    s = scenario()
    _mountains(s, 4)
    s.cast(P0, s.hand(P0, "Hostile Minotaur"))
    s.resolve()
    m = s.game.players[P0].battlefield[-1]
    _attack(s, m)
    assert _life(s, P1) == 17


def test_flametongue_kavu_etb_four_damage(scenario):
    """CR 603.6a, 603.3d: when it enters, it deals 4 damage to target creature."""
    s = scenario()
    _mountains(s, 4)
    spider = s.battlefield(P1, "Giant Spider")
    bear = s.battlefield(P1, "Grizzly Bears")
    s.script(P0, ("targets", ((spider.oid,),)))
    s.cast(P0, s.hand(P0, "Flametongue Kavu"))
    s.resolve()
    assert s.zone(spider) is Zone.GRAVEYARD and s.zone(bear) is Zone.BATTLEFIELD


def test_flametongue_kavu_must_target_itself_if_alone(scenario):
    """CR 603.3d: the trigger is mandatory; with no other creature, FTK targets itself."""
    s = scenario()
    _mountains(s, 4)
    ftk = s.hand(P0, "Flametongue Kavu")
    s.cast(P0, ftk)
    s.resolve()
    assert s.zone(ftk) is Zone.GRAVEYARD


def test_volcanic_dragon_flying_haste(scenario):
    """CR 702.9b, 702.10: Volcanic Dragon attacks at once; a non-flier, non-reach can't block."""
    s = scenario()
    _mountains(s, 6)
    s.cast(P0, s.hand(P0, "Volcanic Dragon"))
    s.resolve()
    d = s.game.players[P0].battlefield[-1]
    s.battlefield(P1, "Grizzly Bears")
    s.script(P0, ("attackers", (d.oid,)))
    s.combat()
    assert not s.agents[P1].asked
    assert _life(s, P1) == 16


# -- further cards of the module (not in the sample decks) ------------------------------------------


def test_magma_jet_damage_then_scry_two(scenario):
    """CR 120.3, 701.22: 2 damage to any target, then scry 2."""
    s = scenario()
    _mountains(s, 2)
    _a, b, _ = s.library(P0, "Shock", "Hill Giant", "Mountain")
    s.script(P0, ("scry", (b.oid,)))
    s.cast(P0, s.hand(P0, "Magma Jet"), [P1])
    s.resolve()
    lib = s.game.players[P0].library
    assert _life(s, P1) == 18
    assert lib[-1].card.name == "Shock" and lib[0].card.name == "Hill Giant"


def test_flame_slash_four_to_creature_only(scenario):
    """CR 115.4: Flame Slash deals 4 damage to target creature; players aren't targets."""
    s = scenario()
    _mountains(s, 1)
    spider = s.battlefield(P1, "Giant Spider")
    fs = s.hand(P0, "Flame Slash")
    with pytest.raises(IllegalActionError):
        s.cast(P0, fs, [P1])
    s.cast(P0, fs, [spider])
    s.resolve()
    assert s.zone(spider) is Zone.GRAVEYARD


def test_volcanic_hammer_is_sorcery_speed(scenario):
    """CR 307.1: a sorcery can't be cast while the stack is not empty."""
    s = scenario()
    _mountains(s, 3)
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [P1])
    with pytest.raises(IllegalActionError):
        s.cast(P0, s.hand(P0, "Volcanic Hammer"), [P1])


def test_brute_force_pump(scenario):
    """CR 611.2: +3/+3 until end of turn."""
    s = scenario()
    _mountains(s, 1)
    bear = s.battlefield(P0, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Brute Force"), [bear])
    s.resolve()
    assert (s.game.power(bear), s.game.toughness(bear)) == (5, 5)
    s.cleanup()
    assert s.game.power(bear) == 2


def test_krenkos_command_tokens_mode(scenario):
    """CR 700.2, 111.1: mode one creates two 1/1 red Goblins."""
    s = scenario()
    _mountains(s, 2)
    s.cast(P0, s.hand(P0, "Krenko's Command"), modes=(0,))
    s.resolve()
    toks = [o for o in s.game.players[P0].battlefield if o.is_token]
    assert [o.card.name for o in toks] == ["Goblin", "Goblin"]
    assert all((s.game.power(t), s.game.toughness(t)) == (1, 1) for t in toks)


def test_krenkos_command_anthem_mode(scenario):
    """CR 700.2, 611.2: mode two: creatures you control get +1/+0 and first strike."""
    s = scenario()
    _mountains(s, 2)
    bear = s.battlefield(P0, "Grizzly Bears")
    theirs = s.battlefield(P1, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Krenko's Command"), modes=(1,))
    s.resolve()
    assert s.game.power(bear) == 3 and _kw(s, bear, Keyword.FIRST_STRIKE)
    assert s.game.power(theirs) == 2


def test_faithless_looting_draw_two_discard_two(scenario):
    """CR 121.1, 701.9: draw two cards, then discard two cards (flashback unparsed)."""
    s = scenario()
    _mountains(s, 1)
    s.library(P0, "Shock", "Hill Giant")
    keep = s.hand(P0, "Lightning Bolt")
    s.script(P0, ("discard", lambda v, d: tuple(o for o in d.options if o != keep.oid)))
    s.cast(P0, s.hand(P0, "Faithless Looting"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Lightning Bolt"]
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Faithless Looting", "Hill Giant", "Shock"]


def test_ember_hauler_pay_one_sacrifice_two_damage(scenario):
    """CR 602.2: "{1}, Sacrifice Ember Hauler: It deals 2 damage to any target"."""
    s = scenario()
    _mountains(s, 1)
    hauler = s.battlefield(P0, "Ember Hauler")
    s.activate(P0, hauler, 0, [P1])
    s.resolve()
    assert s.zone(hauler) is Zone.GRAVEYARD and _life(s, P1) == 18


def test_raging_goblin_haste(scenario):
    """CR 702.10: Raging Goblin attacks the turn it is cast."""
    s = scenario()
    _mountains(s, 1)
    s.cast(P0, s.hand(P0, "Raging Goblin"))
    s.resolve()
    _attack(s, s.game.players[P0].battlefield[-1])
    assert _life(s, P1) == 19


def test_firebrand_archer_noncreature_spell_pings(scenario):
    """CR 603.2: noncreature spell -> 1 damage to each opponent; a creature spell doesn't."""
    s = scenario()
    _mountains(s, 2)
    s.battlefield(P0, "Firebrand Archer")
    s.cast(P0, s.hand(P0, "Shock"), [P1])
    s.resolve()
    assert _life(s, P1) == 17
    s.cast(P0, s.hand(P0, "Raging Goblin"))
    s.resolve()
    assert _life(s, P1) == 17


def test_young_pyromancer_instant_makes_elemental(scenario):
    """CR 603.2, 111.1: instant or sorcery cast -> a 1/1 red Elemental; creature spells don't."""
    s = scenario()
    _mountains(s, 2)
    s.battlefield(P0, "Young Pyromancer")
    s.cast(P0, s.hand(P0, "Shock"), [P1])
    s.resolve()
    s.cast(P0, s.hand(P0, "Raging Goblin"))
    s.resolve()
    toks = [o.card.name for o in s.game.players[P0].battlefield if o.is_token]
    assert toks == ["Elemental"]


def test_goblin_instigator_etb_token(scenario):
    """CR 603.6a: when it enters, create a 1/1 red Goblin token."""
    s = scenario()
    _mountains(s, 2)
    s.cast(P0, s.hand(P0, "Goblin Instigator"))
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD)[-2:] == ["Goblin Instigator", "Goblin"]


def test_hellrider_each_attacker_pings(scenario):
    """CR 508.3a: whenever a creature you control attacks, 1 damage to the defending player."""
    s = scenario()
    h = s.battlefield(P0, "Hellrider")
    bear = s.battlefield(P0, "Grizzly Bears")
    _attack(s, h, bear)
    assert _life(s, P1) == 20 - 2 - 3 - 2


def test_shivan_dragon_firebreathing(scenario):
    """CR 602.2, 702.9: flying; "{R}: +1/+0 until end of turn" can be activated repeatedly."""
    s = scenario()
    _mountains(s, 2)
    d = s.battlefield(P0, "Shivan Dragon")
    s.activate(P0, d, 0)
    s.activate(P0, d, 0)
    s.resolve()
    assert s.game.power(d) == 7 and _kw(s, d, Keyword.FLYING)
    s.cleanup()
    assert s.game.power(d) == 5


def test_krenkos_command_pump_locks_in_affected_creatures(scenario):
    """CR 611.2c: mode two doesn't reach a creature that enters after it resolved."""
    s = scenario()
    _mountains(s, 3)
    s.cast(P0, s.hand(P0, "Krenko's Command"), modes=(1,))
    s.resolve()
    s.cast(P0, s.hand(P0, "Raging Goblin"))
    s.resolve()
    gob = s.game.players[P0].battlefield[-1]
    assert s.game.power(gob) == 1 and not _kw(s, gob, Keyword.FIRST_STRIKE)


def test_red_elemental_blast_cannot_counter_nonblue_spell(scenario):
    """CR 115.4: "target blue spell": a red spell isn't a legal target."""
    s = scenario(active=P1)
    s.lands(P1, "Mountain")
    s.lands(P0, "Mountain")
    s.cast(P1, s.hand(P1, "Lightning Bolt"), [P0])
    bolt = s.game.stack[-1].obj
    with pytest.raises(IllegalActionError):
        s.cast(P0, s.hand(P0, "Red Elemental Blast"), [bolt], modes=(0,))


def test_ball_lightning_sacrificed_at_opponents_end_step_too(scenario):
    """CR 513.1: "At the beginning of the end step" triggers at every end step, not only yours."""
    s = scenario(active=P1)
    ball = s.battlefield(P0, "Ball Lightning")
    _end_step(s)
    assert s.zone(ball) is Zone.GRAVEYARD


def test_seasoned_pyromancer_with_empty_hand_still_draws_two(scenario):
    """CR 701.9b, 609.3: discard as many as possible (none), then draw two cards."""
    s = scenario()
    _mountains(s, 3)
    s.library(P0, "Shock", "Hill Giant")
    s.cast(P0, s.hand(P0, "Seasoned Pyromancer"))
    s.resolve()
    assert sorted(s.names(P0, Zone.HAND)) == ["Hill Giant", "Shock"]


def test_goblin_guide_empty_library(scenario):
    """CR 701.20: revealing from an empty library reveals nothing; the attack still happens."""
    s = scenario()
    guide = s.battlefield(P0, "Goblin Guide")
    _attack(s, guide)
    assert _life(s, P1) == 18 and s.result is None


def _trick_after_blocks(s, pid, action):
    """Script ``pid`` to take ``action`` once, at its first priority in the declare blockers step."""
    from deckstats.engine.actions import PASS

    done = []

    def answer(view, decision):
        if not done and view.step is Step.DECLARE_BLOCKERS:
            done.append(True)
            return action
        return PASS

    for _ in range(12):
        s.script(pid, ("priority", answer))
    return done


def test_sure_strike_after_blockers_wins_combat(scenario):
    """CR 509.1, 510.4: cast after blockers are declared, Sure Strike's first strike kills the
    blocker before it deals damage."""
    from deckstats.engine.actions import CastSpell

    s = scenario()
    _mountains(s, 2)
    bear = s.battlefield(P0, "Grizzly Bears")
    giant = s.battlefield(P1, "Hill Giant")
    strike = s.hand(P0, "Sure Strike")
    s.script(P0, ("attackers", (bear.oid,)))
    s.script(P1, ("blockers", ((giant.oid, bear.oid),)))
    done = _trick_after_blocks(s, P0, CastSpell(strike.oid, ((bear.oid,),)))
    s.combat()
    assert done
    assert s.zone(giant) is Zone.GRAVEYARD and s.zone(bear) is Zone.BATTLEFIELD


def test_mogg_fanatic_sacrificed_after_blocking(scenario):
    """CR 509.1, 506.4: a blocker sacrificed after blocks leaves the attacker blocked (no
    damage to the player); its 1 damage finishes a damaged creature."""
    from deckstats.engine.actions import ActivateAbility

    s = scenario()
    bear = s.battlefield(P0, "Grizzly Bears")
    fan = s.battlefield(P1, "Mogg Fanatic")
    s.script(P0, ("attackers", (bear.oid,)))
    s.script(P1, ("blockers", ((fan.oid, bear.oid),)))
    done = _trick_after_blocks(s, P1, ActivateAbility(fan.oid, 0, ((P0,),)))
    s.combat()
    assert done
    assert s.zone(fan) is Zone.GRAVEYARD
    assert _life(s, P1) == 20 and _life(s, P0) == 19


# -- Legacy / Modern / Pauper staples (issue 16, part 5) -------------------------------------------


def test_pyroblast_counters_blue_spell(scenario):
    """CR 700.2, 701.6: Pyroblast's first mode counters a blue spell."""
    s = scenario(active=P1)
    s.lands(P1, "Island", "Island", "Island")
    s.lands(P0, "Mountain")
    s.cast(P1, s.hand(P1, "Divination"))
    div = s.game.stack[-1].obj
    s.cast(P0, s.hand(P0, "Pyroblast"), [div], modes=(0,))
    s.resolve()
    assert s.names(P1, Zone.GRAVEYARD) == ["Divination"] and s.names(P1, Zone.HAND) == []


def test_pyroblast_destroys_blue_permanent(scenario):
    """CR 700.2, 701.8: Pyroblast's second mode destroys a blue permanent."""
    s = scenario()
    s.lands(P0, "Mountain")
    drake = s.battlefield(P1, "Wind Drake")
    s.cast(P0, s.hand(P0, "Pyroblast"), [drake], modes=(1,))
    s.resolve()
    assert s.zone(drake) is Zone.GRAVEYARD


def test_unholy_heat_two_damage_six_with_delirium(scenario):
    """CR 120.3e, 704.5g: 2 damage to a creature; 6 with delirium (four card types)."""
    s = scenario()
    _mountains(s, 2)
    bear = s.battlefield(P1, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Unholy Heat"), [bear])
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD and bear.damage == 2
    for card in ("Mountain", "Lightning Bolt", "Grizzly Bears", "Ornithopter"):
        s.graveyard(P0, card)
    giant = s.battlefield(P1, "Hill Giant")
    s.cast(P0, s.hand(P0, "Unholy Heat"), [giant])
    s.resolve()
    assert giant.damage == 6
    assert get_card("Unholy Heat").unparsed == ()


def test_kiln_fiend_pumps_on_instant(scenario):
    """CR 603.2, 611.2: each instant or sorcery cast gives Kiln Fiend +3/+0 until end of turn."""
    s = scenario()
    _mountains(s, 1)
    fiend = s.battlefield(P0, "Kiln Fiend")
    s.cast(P0, s.hand(P0, "Shock"), [P1])
    s.resolve()
    assert s.game.power(fiend) == 6 and s.game.toughness(fiend) == 3
    s.cleanup()
    assert s.game.power(fiend) == 3


def test_dragons_rage_channeler_surveils_on_noncreature(scenario):
    """CR 603.2, 701.25: a noncreature spell cast makes DRC surveil 1; CR 604.2: delirium."""
    s = scenario()
    _mountains(s, 1)
    s.battlefield(P0, "Dragon's Rage Channeler")
    top = s.library(P0, "Mountain", "Island")[0]
    s.script(P0, ("surveil", (top.oid,)))
    s.cast(P0, s.hand(P0, "Shock"), [P1])
    s.resolve()
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Mountain", "Shock"]
    assert get_card("Dragon's Rage Channeler").unparsed == ()
    drc = s.game.players[P0].battlefield[-1]
    assert s.game.power(drc) == 1  # land and instant: two card types
    s.graveyard(P0, "Ornithopter")  # artifact and creature: four (CR 205.2a)
    assert (s.game.power(drc), s.game.toughness(drc)) == (3, 3)


def test_ragavan_combat_damage_makes_treasure(scenario):
    """CR 510.1, 603.2, 111.1: combat damage to a player creates a Treasure. Issue 26
    (compiled twins): "exile the top card of that player's library. Until end of turn, you
    may cast that card.", ignored by the pool's card, is compiled (CR 601.2, 400.3: cast by
    Ragavan's controller, it goes to its owner's graveyard)."""
    assert get_card("Ragavan, Nimble Pilferer").unparsed == ()
    s = scenario()
    rag = s.battlefield(P0, "Ragavan, Nimble Pilferer")
    s.lands(P0, "Mountain")
    s.library(P1, "Lightning Bolt", "Forest")
    _attack(s, rag)
    assert _life(s, P1) == 18
    toks = [o.card.name for o in s.game.players[P0].battlefield if o.is_token]
    assert toks == ["Treasure"]
    bolt = s.game.players[P1].exile[0]
    assert bolt.card.name == "Lightning Bolt" and s.names(P1, Zone.LIBRARY) == ["Forest"]
    s.game.step = Step.POSTCOMBAT_MAIN
    s.cast(P0, bolt, [P1])
    s.resolve()
    assert _life(s, P1) == 15 and s.names(P1, Zone.GRAVEYARD) == ["Lightning Bolt"]
    # CR 702.109a: dash is an alternative cost now (tests/cards_data/test_mechanics_layouts.py).
    assert get_card("Ragavan, Nimble Pilferer").costs[0].keyword == "dash"


def test_galvanic_blast_two_damage_four_with_metalcraft(scenario):
    """CR 120.3a: 2 damage to any target; 4 with three artifacts (metalcraft)."""
    s = scenario()
    _mountains(s, 2)
    s.cast(P0, s.hand(P0, "Galvanic Blast"), [P1])
    s.resolve()
    assert _life(s, P1) == 18
    for _ in range(3):
        s.battlefield(P0, "Ornithopter")
    s.cast(P0, s.hand(P0, "Galvanic Blast"), [P1])
    s.resolve()
    assert _life(s, P1) == 14
    assert get_card("Galvanic Blast").unparsed == ()


def test_kird_ape_forest_bonus(scenario):
    """CR 604.2: Kird Ape gets +1/+2 while its controller controls a Forest."""
    s = scenario()
    ape = s.battlefield(P0, "Kird Ape")
    assert (s.game.power(ape), s.game.toughness(ape)) == (1, 1)
    s.lands(P0, "Forest")
    assert (s.game.power(ape), s.game.toughness(ape)) == (2, 3)
    assert get_card("Kird Ape").unparsed == ()


def test_bonecrusher_giant_stomp_adventure(scenario):
    """CR 715.3, 715.4: Stomp deals 2 damage and the card goes on an adventure (exile); the
    Giant's targeted trigger is listed as ignored."""
    s = scenario()
    _mountains(s, 2)
    s.cast(P0, s.hand(P0, "Bonecrusher Giant"), [P1])
    s.resolve()
    assert _life(s, P1) == 18 and s.names(P0, Zone.EXILE) == ["Bonecrusher Giant"]
    card = get_card("Bonecrusher Giant")
    assert any("becomes the target" in u for u in card.unparsed)


def test_abrade_both_modes(scenario):
    """CR 700.2, 120.3e, 701.8: Abrade deals 3 damage to a creature or destroys an artifact."""
    s = scenario()
    _mountains(s, 2)
    giant = s.battlefield(P1, "Hill Giant")
    s.cast(P0, s.hand(P0, "Abrade"), [giant], modes=(0,))
    s.resolve()
    assert s.zone(giant) is Zone.GRAVEYARD
    s2 = scenario()
    _mountains(s2, 2)
    sword = s2.battlefield(P1, "Bonesplitter")
    s2.cast(P0, s2.hand(P0, "Abrade"), [sword], modes=(1,))
    s2.resolve()
    assert s2.zone(sword) is Zone.GRAVEYARD


@pytest.mark.parametrize(
    ("name", "mana", "amount", "ignored"),
    [("Fiery Temper", 3, 3, "Madness {R}"), ("Lava Dart", 1, 1, "Flashback—Sacrifice a Mountain")],
)
def test_burn_with_ignored_alternative_cost(scenario, name, mana, amount, ignored):
    """CR 120.3a: N damage to any target; the madness / sacrifice-flashback cost is part of
    the card since issue 26's round 36 (CR 702.35, 702.34a), no longer listed as ignored."""
    s = scenario()
    _mountains(s, mana)
    s.cast(P0, s.hand(P0, name), [P1])
    s.resolve()
    assert _life(s, P1) == 20 - amount
    assert get_card(name).unparsed == () and get_card(name).costs
