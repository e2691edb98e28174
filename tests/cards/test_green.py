"""Scenario tests for the green pool (deckstats/cards/pool/green.py): one per non-vanilla deck card.

Each test acts through the engine and checks the Oracle text (``card.text``); for partial
definitions it also checks that ``card.unparsed`` names the missing sentence.
"""

from __future__ import annotations

import pytest
from scenario import P0, P1, IllegalActionError

from deckstats.cards import get_card
from deckstats.cards.model import Keyword
from deckstats.engine import Zone
from deckstats.engine.actions import CastSpell


def _attack(s, *attackers, blocks=()):
    s.script(P0, ("attackers", tuple(a.oid for a in attackers)))
    s.script(P1, ("blockers", tuple((b.oid, a.oid) for b, a in blocks)))
    s.combat()


def _life(s, pid):
    return s.game.players[pid].life


def _forests(s, n, pid=P0):
    return s.lands(pid, *(["Forest"] * n))


def _kw(s, obj, kw):
    return bool(s.game.keywords(obj) & int(kw))


def _pt(s, obj):
    return (s.game.power(obj), s.game.toughness(obj))


def _cast_permanent(s, name, pid=P0):
    s.cast(pid, s.hand(pid, name))
    s.resolve()
    obj = s.game.players[pid].battlefield[-1]
    assert obj.card.name == name
    return obj


def _can_target(s, pid, spell_name, target):
    """Whether ``pid`` may cast ``spell_name`` at ``target`` now (CR 115, 702.11b hexproof)."""
    spell = s.hand(pid, spell_name)
    try:
        s.cast(pid, spell, [target])
    except IllegalActionError:
        return False
    return True


# -- partial creatures: the compiled body, and the missing text listed ------------------------------


def _cast_body(s, name, forests, pt):
    """Not castable one land short; cast for the printed cost, it has the printed P/T."""
    _forests(s, forests - 1)
    spell = s.hand(P0, name)
    assert not any(isinstance(a, CastSpell) and a.oid == spell.oid for a in s.legal(P0))
    _forests(s, 1)
    s.cast(P0, spell)
    s.resolve()
    obj = s.game.players[P0].battlefield[-1]
    assert obj.card.name == name and _pt(s, obj) == pt


@pytest.mark.parametrize(
    ("name", "forests", "pt", "fragment"),
    [
        ("Pelt Collector", 1, (1, 1), "put a +1/+1 counter on Pelt Collector"),
        ("Skarrgan Pit-Skulk", 1, (1, 1), "Bloodthirst 1"),
        ("Kraul Harpooner", 2, (3, 2), "Undergrowth"),
    ],
)
def test_partial_creature_body_and_unparsed(scenario, name, forests, pt, fragment):
    """CR 202.1, 208.1: cast for the printed cost, the printed P/T; the rest is unparsed."""
    card = get_card(name)
    assert any(fragment in u for u in card.unparsed) and fragment in card.text
    _cast_body(scenario(), name, forests, pt)


@pytest.mark.parametrize(
    ("name", "forests", "pt", "fragment"),
    [
        ("Tarmogoyf", 2, (0, 1), "number of card types among cards in all graveyards"),
        ("Quirion Ranger", 1, (1, 1), "Return a Forest you control"),
        ("Steel Leaf Champion", 3, (5, 4), "can't be blocked by creatures with power 2 or less"),
        ("Ghalta, Primal Hunger", 12, (12, 12), "costs {X} less"),
    ],
)
def test_twinned_creature_body_is_full(scenario, name, forests, pt, fragment):
    """Issue 26 (compiled twins): these pool creatures were partial; their own Oracle text
    now compiles in full, so the built-in card is the compiled one (nothing unparsed).
    CR 202.1, 208.1: cast for the printed cost, the printed P/T (Tarmogoyf: CR 604.3, no
    card in any graveyard, 0/1; Ghalta: CR 601.2f, no creature, no reduction)."""
    card = get_card(name)
    assert fragment in card.text and card.unparsed == () and card.withheld == ()
    _cast_body(scenario(), name, forests, pt)


@pytest.mark.parametrize(
    ("name", "fragment"),
    [
        ("Vivien Reid", "creature with flying"),
    ],
)
def test_partial_noncreature_lists_missing_text(name, fragment):
    """ARCHITECTURE.md, Cards are data: the uncompiled sentence of a partial card is listed in ``unparsed``."""
    card = get_card(name)
    assert any(fragment in u for u in card.unparsed), card.unparsed


def test_scavenging_ooze_twin_grows_on_a_creature_card(scenario):
    """Issue 26 (compiled twins), CR 608.2c: "{G}: Exile target card from a graveyard. If it
    was a creature card, put a +1/+1 counter on Scavenging Ooze and you gain 1 life." The
    pool's partial Ooze ignored the second sentence; its compiled twin does it."""
    assert get_card("Scavenging Ooze").unparsed == ()
    s = scenario()
    ooze = s.battlefield(P0, "Scavenging Ooze")
    _forests(s, 2)
    bear = s.graveyard(P1, "Grizzly Bears")
    land = s.graveyard(P1, "Forest")
    s.activate(P0, ooze, 0, [land])
    s.resolve()
    assert s.zone(land) is Zone.EXILE and _pt(s, ooze) == (2, 2) and _life(s, P0) == 20
    s.activate(P0, ooze, 0, [bear])
    s.resolve()
    assert s.zone(bear) is Zone.EXILE and _pt(s, ooze) == (3, 3) and _life(s, P0) == 21


def test_ghalta_tramples_over_a_chump_blocker(scenario):
    """CR 702.19b: Ghalta's 12 power tramples over a 1/1."""
    s = scenario()
    g = s.battlefield(P0, "Ghalta, Primal Hunger")
    elf = s.battlefield(P1, "Llanowar Elves")
    _attack(s, g, blocks=[(elf, g)])
    assert _life(s, P1) == 9


def test_nullhide_ferox_is_not_cast_without_its_restriction(scenario):
    """Its "You can't cast noncreature spells." is not simulated: the 6/6 for four is never
    offered rather than played without its drawback (a partial card never cheats, issue 26)."""
    card = get_card("Nullhide Ferox")
    assert "You can't cast noncreature spells." in card.unparsed and not card.castable
    s = scenario()
    _forests(s, 4)
    ferox = s.hand(P0, "Nullhide Ferox")
    assert not any(isinstance(a, CastSpell) and a.oid == ferox.oid for a in s.legal(P0))


def test_nullhide_ferox_hexproof(scenario):
    """CR 702.11b: hexproof: the opponent's spells can't target it; its controller's can."""
    s = scenario()
    ferox = s.battlefield(P0, "Nullhide Ferox")
    s.lands(P1, "Mountain")
    assert not _can_target(s, P1, "Lightning Bolt", ferox)
    _forests(s, 1)
    assert _can_target(s, P0, "Giant Growth", ferox)


def test_kraul_harpooner_reach_blocks_flier(scenario):
    """CR 702.17b: reach: Kraul Harpooner can block a creature with flying."""
    s = scenario(active=P1)
    drake = s.battlefield(P1, "Wind Drake")
    harp = s.battlefield(P0, "Kraul Harpooner")
    s.script(P1, ("attackers", (drake.oid,)))
    s.script(P0, ("blockers", ((harp.oid, drake.oid),)))
    s.combat()
    assert s.zone(drake) is Zone.GRAVEYARD and _life(s, P0) == 20


# -- mana creatures ---------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["Llanowar Elves", "Druid of the Cowl"])
def test_mana_elf_taps_for_green_not_while_sick(scenario, name):
    """CR 302.6, 605.1a: "{T}: Add {G}." can't be used the turn it comes under your control."""
    s = scenario()
    s.battlefield(P0, name, sick=True)
    s.lands(P0, "Mountain")
    bears = s.hand(P0, "Grizzly Bears")
    assert not any(isinstance(a, CastSpell) and a.oid == bears.oid for a in s.legal(P0))
    s2 = scenario()
    elf = s2.battlefield(P0, name)
    s2.lands(P0, "Mountain")
    s2.cast(P0, s2.hand(P0, "Grizzly Bears"))  # {1}{G}: the elf pays {G}
    s2.resolve()
    assert elf.tapped and s2.names(P0, Zone.BATTLEFIELD)[-1] == "Grizzly Bears"


# -- pump and protection spells --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "forests", "bonus"),
    [("Titanic Growth", 2, (4, 4)), ("Gather Courage", 1, (2, 2)), ("Mutagenic Growth", 1, (2, 2))],
)
def test_pump_until_end_of_turn(scenario, name, forests, bonus):
    """CR 611.2, 514.2: "Target creature gets +N/+N until end of turn"."""
    s = scenario()
    _forests(s, forests)
    bear = s.battlefield(P0, "Grizzly Bears")
    s.cast(P0, s.hand(P0, name), [bear])
    s.resolve()
    assert _pt(s, bear) == (2 + bonus[0], 2 + bonus[1])
    s.cleanup()
    assert _pt(s, bear) == (2, 2)


def test_mutagenic_growth_paid_with_two_life(scenario):
    """CR 107.4f: {G/P} may be paid with 2 life instead of {G}."""
    s = scenario()
    bear = s.battlefield(P0, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Mutagenic Growth"), [bear])
    s.resolve()
    assert _pt(s, bear) == (4, 4) and _life(s, P0) == 18


def test_gather_courage_convoke(scenario):
    """CR 702.51a: convoke: tapping a green creature pays for {G}."""
    s = scenario()
    elf = s.battlefield(P0, "Llanowar Elves", sick=True)
    bear = s.battlefield(P0, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Gather Courage"), [bear])
    s.resolve()
    assert elf.tapped and _pt(s, bear) == (4, 4)


def test_rangers_guile_pump_and_hexproof(scenario):
    """CR 702.11b: +1/+1 and hexproof until end of turn; only your creatures are targets."""
    s = scenario()
    _forests(s, 2)
    bear = s.battlefield(P0, "Grizzly Bears")
    other = s.battlefield(P1, "Grizzly Bears")
    guile = s.hand(P0, "Ranger's Guile")
    with pytest.raises(IllegalActionError):
        s.cast(P0, guile, [other])
    s.cast(P0, guile, [bear])
    s.resolve()
    assert _pt(s, bear) == (3, 3) and _kw(s, bear, Keyword.HEXPROOF)
    s.lands(P1, "Mountain")
    assert not _can_target(s, P1, "Lightning Bolt", bear)


def test_vines_of_vastwood_opponent_spells_cannot_target(scenario):
    """Vines of Vastwood: spells your opponents control can't target that creature this turn."""
    s = scenario()
    _forests(s, 1)
    bear = s.battlefield(P0, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Vines of Vastwood"), [bear])
    s.resolve()
    s.lands(P1, "Mountain")
    assert not _can_target(s, P1, "Lightning Bolt", bear)


def test_hunger_of_the_howlpack_one_counter(scenario):
    """CR 122.1a: put a +1/+1 counter on target creature (no creature died: morbid is off)."""
    s = scenario()
    _forests(s, 1)
    bear = s.battlefield(P0, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Hunger of the Howlpack"), [bear])
    s.resolve()
    assert bear.counter("+1/+1") == 1 and _pt(s, bear) == (3, 3)
    s.cleanup()
    assert _pt(s, bear) == (3, 3)  # counters are permanent


def test_prey_upon_fight(scenario):
    """CR 701.14a: your creature and target creature you don't control deal damage to each other."""
    s = scenario()
    _forests(s, 1)
    spider = s.battlefield(P0, "Giant Spider")
    bear = s.battlefield(P1, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Prey Upon"), [[spider], [bear]])
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD and spider.damage == 2


# -- artifact and enchantment removal ----------------------------------------------------------------


def test_naturalize_destroys_artifact_or_enchantment(scenario):
    """CR 701.8: Naturalize: destroy target artifact or enchantment, not a creature."""
    s = scenario()
    _forests(s, 4)
    skirge = s.battlefield(P1, "Vault Skirge")
    dynamo = s.battlefield(P1, "Thran Dynamo")
    bear = s.battlefield(P1, "Grizzly Bears")
    with pytest.raises(IllegalActionError):
        s.cast(P0, s.hand(P0, "Naturalize"), [bear])
    s.cast(P0, s.hand(P0, "Naturalize"), [dynamo])
    s.resolve()
    s.cast(P0, s.hand(P0, "Naturalize"), [skirge])
    s.resolve()
    assert s.zone(dynamo) is Zone.GRAVEYARD and s.zone(skirge) is Zone.GRAVEYARD


def test_natural_state_mana_value_three_or_less(scenario):
    """CR 202.3: Natural State only targets an artifact or enchantment with mana value <= 3."""
    s = scenario()
    _forests(s, 1)
    dynamo = s.battlefield(P1, "Thran Dynamo")  # mana value 4
    skirge = s.battlefield(P1, "Vault Skirge")  # mana value 2
    ns = s.hand(P0, "Natural State")
    with pytest.raises(IllegalActionError):
        s.cast(P0, ns, [dynamo])
    s.cast(P0, ns, [skirge])
    s.resolve()
    assert s.zone(skirge) is Zone.GRAVEYARD and s.zone(dynamo) is Zone.BATTLEFIELD


def test_thrashing_brontodon_sacrifice_destroys(scenario):
    """CR 602.2: "{1}, Sacrifice ~: Destroy target artifact or enchantment"."""
    s = scenario()
    _forests(s, 1)
    bronto = s.battlefield(P0, "Thrashing Brontodon")
    skirge = s.battlefield(P1, "Vault Skirge")
    s.activate(P0, bronto, 0, [skirge])
    assert s.zone(bronto) is Zone.GRAVEYARD
    s.resolve()
    assert s.zone(skirge) is Zone.GRAVEYARD


# -- auras -------------------------------------------------------------------------------------------


def test_elephant_guide_buff_and_token_on_death(scenario):
    """CR 303.4, 603.10a: +3/+3; when the enchanted creature dies, create a 3/3 Elephant."""
    s = scenario()
    _forests(s, 3)
    bear = s.battlefield(P0, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Elephant Guide"), [bear])
    s.resolve()
    assert _pt(s, bear) == (5, 5)
    s.lands(P0, *["Mountain"] * 6)
    s.cast(P0, s.hand(P0, "Fiery Finish"), [bear])
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD
    toks = [o for o in s.game.players[P0].battlefield if o.is_token]
    assert [o.card.name for o in toks] == ["Elephant"] and _pt(s, toks[0]) == (3, 3)


def test_rancor_plus_two_and_trample(scenario):
    """CR 303.4, 702.19b: enchanted creature gets +2/+0 and has trample."""
    s = scenario()
    _forests(s, 1)
    bear = s.battlefield(P0, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Rancor"), [bear])
    s.resolve()
    elf = s.battlefield(P1, "Llanowar Elves")
    _attack(s, bear, blocks=[(elf, bear)])
    assert _life(s, P1) == 17 and s.zone(elf) is Zone.GRAVEYARD


# -- creatures ---------------------------------------------------------------------------------------


def test_aggressive_mammoth_gives_others_trample(scenario):
    """CR 604.2, 613.1f: "Other creatures you control have trample"; Mammoth has trample."""
    s = scenario()
    mam = s.battlefield(P0, "Aggressive Mammoth")
    bear = s.battlefield(P0, "Grizzly Bears")
    theirs = s.battlefield(P1, "Grizzly Bears")
    assert _kw(s, mam, Keyword.TRAMPLE) and _kw(s, bear, Keyword.TRAMPLE)
    assert not _kw(s, theirs, Keyword.TRAMPLE)
    elf = s.battlefield(P1, "Llanowar Elves")
    _attack(s, bear, blocks=[(elf, bear)])
    assert _life(s, P1) == 19


def test_colossal_dreadmaw_trample(scenario):
    """CR 702.19b: 6 trample blocked by a 2/2 deals 4 to the player."""
    s = scenario()
    d = s.battlefield(P0, "Colossal Dreadmaw")
    b = s.battlefield(P1, "Grizzly Bears")
    _attack(s, d, blocks=[(b, d)])
    assert _life(s, P1) == 16


def test_giant_spider_reach(scenario):
    """CR 702.17b: Giant Spider can block a flier."""
    s = scenario(active=P1)
    drake = s.battlefield(P1, "Wind Drake")
    spider = s.battlefield(P0, "Giant Spider")
    s.script(P1, ("attackers", (drake.oid,)))
    s.script(P0, ("blockers", ((spider.oid, drake.oid),)))
    s.combat()
    assert s.zone(drake) is Zone.GRAVEYARD and _life(s, P0) == 20


def test_vigilant_baloth_vigilance(scenario):
    """CR 702.20b: attacking doesn't tap it."""
    s = scenario()
    b = s.battlefield(P0, "Vigilant Baloth")
    _attack(s, b)
    assert not b.tapped and _life(s, P1) == 15


def test_pelakka_wurm_etb_life_and_dies_draw(scenario):
    """CR 603.6a, 603.10a: enters: gain 7 life; dies: draw a card; trample."""
    s = scenario()
    _forests(s, 7)
    s.library(P0, "Forest")
    wurm = _cast_permanent(s, "Pelakka Wurm")
    assert _life(s, P0) == 27 and _kw(s, wurm, Keyword.TRAMPLE)
    s.lands(P0, *["Mountain"] * 6)
    s.cast(P0, s.hand(P0, "Fiery Finish"), [wurm])
    s.resolve()
    assert s.zone(wurm) is Zone.GRAVEYARD and s.names(P0, Zone.HAND) == ["Forest"]


def test_nettle_sentinel_untaps_on_green_spell(scenario):
    """CR 603.5: "Whenever you cast a green spell, you may untap Nettle Sentinel"."""
    s = scenario()
    _forests(s, 2)
    ns = s.battlefield(P0, "Nettle Sentinel", tapped=True)
    s.cast(P0, s.hand(P0, "Grizzly Bears"))
    s.resolve()
    assert not ns.tapped
    s2 = scenario()
    s2.lands(P0, "Mountain")
    ns2 = s2.battlefield(P0, "Nettle Sentinel", tapped=True)
    s2.cast(P0, s2.hand(P0, "Lightning Bolt"), [P1])
    s2.resolve()
    assert ns2.tapped  # a red spell doesn't trigger it


def test_nettle_sentinel_doesnt_untap_in_untap_step(scenario):
    """CR 502.3: "Nettle Sentinel doesn't untap during your untap step"; other permanents do."""
    s = scenario(active=P1)
    s.library(P0, "Forest", "Forest")
    ns = s.battlefield(P0, "Nettle Sentinel", tapped=True)
    forest = s.battlefield(P0, "Forest", tapped=True)
    s.script(P0, ("attackers", ()))
    s.next_turn()  # P0's turn: untap step
    assert ns.tapped and not forest.tapped
    assert not get_card("Nettle Sentinel").unparsed


def test_scavenging_ooze_exiles_card_from_graveyard(scenario):
    """CR 406: "{G}: Exile target card from a graveyard"."""
    s = scenario()
    _forests(s, 1)
    ooze = s.battlefield(P0, "Scavenging Ooze")
    dead = s.graveyard(P1, "Grizzly Bears")
    s.activate(P0, ooze, 0, [dead])
    s.resolve()
    assert s.names(P1, Zone.EXILE) == ["Grizzly Bears"] and s.names(P1, Zone.GRAVEYARD) == []


def test_thorn_lieutenant_pump(scenario):
    """CR 602.2, 611.2: "{5}{G}: Thorn Lieutenant gets +4/+4 until end of turn"."""
    s = scenario()
    _forests(s, 6)
    t = s.battlefield(P0, "Thorn Lieutenant")
    s.activate(P0, t, 0)
    s.resolve()
    assert _pt(s, t) == (6, 7)


def test_vivien_reid_plus_one_digs_for_creature_or_land(scenario):
    """CR 606.3: +1: look at the top four, take a creature or land, rest on the bottom."""
    s = scenario()
    viv = s.battlefield(P0, "Vivien Reid")
    viv.counters = {"loyalty": 5}
    cards = s.library(P0, "Lightning Bolt", "Shock", "Grizzly Bears", "Fiery Finish", "Forest")
    s.script(P0, ("dig", lambda v, d: (cards[2].oid,) if cards[2].oid in d.options else ()))
    s.activate(P0, viv, 0)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Grizzly Bears"] and viv.counter("loyalty") == 6
    assert s.game.players[P0].library[-1].card.name == "Forest"


def test_vivien_reid_minus_three_destroys_artifact(scenario):
    """CR 606.3, 701.8: −3: destroy target artifact or enchantment."""
    s = scenario()
    viv = s.battlefield(P0, "Vivien Reid")
    viv.counters = {"loyalty": 5}
    skirge = s.battlefield(P1, "Vault Skirge")
    s.activate(P0, viv, 1, [skirge])
    s.resolve()
    assert s.zone(skirge) is Zone.GRAVEYARD and viv.counter("loyalty") == 2


def test_adventurous_impulse_takes_creature_or_land(scenario):
    """Look at the top three; take a creature or land card; the rest to the bottom."""
    s = scenario()
    _forests(s, 1)
    cards = s.library(P0, "Lightning Bolt", "Hill Giant", "Shock", "Forest")
    s.script(P0, ("dig", lambda v, d: tuple(o for o in d.options if o == cards[1].oid)))
    s.cast(P0, s.hand(P0, "Adventurous Impulse"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Hill Giant"]
    lib = s.game.players[P0].library
    assert lib[-1].card.name == "Forest"  # the fourth card is now on top
    assert {o.card.name for o in lib[:2]} == {"Lightning Bolt", "Shock"}


def test_adventurous_impulse_offers_no_instant(scenario):
    """Adventurous Impulse: instants among the top three are not eligible."""
    s = scenario()
    _forests(s, 1)
    s.library(P0, "Lightning Bolt", "Shock", "Giant Growth", "Forest")
    s.script(P0, ("dig", lambda v, d: tuple(d.options)))
    s.cast(P0, s.hand(P0, "Adventurous Impulse"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == []


# -- further cards of the module (not in the sample decks) ------------------------------------------


@pytest.mark.parametrize("name", ["Elvish Mystic", "Fyndhorn Elves"])
def test_more_mana_elves(scenario, name):
    """CR 605.1a: "{T}: Add {G}." pays the {G} of a two-drop."""
    s = scenario()
    elf = s.battlefield(P0, name)
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Grizzly Bears"))
    s.resolve()
    assert elf.tapped and s.names(P0, Zone.BATTLEFIELD)[-1] == "Grizzly Bears"


def test_llanowar_tribe_adds_ggg(scenario):
    """CR 106.4: "{T}: Add {G}{G}{G}." pays a whole {G}{G}{G} cost by itself."""
    s = scenario()
    tribe = s.battlefield(P0, "Llanowar Tribe")
    s.cast(P0, s.hand(P0, "Steel Leaf Champion"))
    s.resolve()
    assert tribe.tapped and s.names(P0, Zone.BATTLEFIELD)[-1] == "Steel Leaf Champion"


@pytest.mark.parametrize("name", ["Birds of Paradise", "Sylvan Caryatid"])
def test_any_color_mana_creature(scenario, name):
    """CR 106.7: "{T}: Add one mana of any color." pays a {W} cost."""
    s = scenario()
    dork = s.battlefield(P0, name)
    s.cast(P0, s.hand(P0, "Savannah Lions"))
    s.resolve()
    assert dork.tapped and s.names(P0, Zone.BATTLEFIELD)[-1] == "Savannah Lions"


def test_birds_of_paradise_flying(scenario):
    """CR 702.9: Birds of Paradise has flying."""
    s = scenario()
    b = s.battlefield(P0, "Birds of Paradise")
    assert _kw(s, b, Keyword.FLYING)


def test_sylvan_caryatid_defender_hexproof(scenario):
    """CR 702.3b, 702.11b: can't attack; the opponent can't target it."""
    s = scenario()
    c = s.battlefield(P0, "Sylvan Caryatid")
    s.lands(P1, "Mountain")
    assert not _can_target(s, P1, "Lightning Bolt", c)
    s.script(P0, ("attackers", (c.oid,)))
    s.combat()
    assert not s.agents[P0].asked


def test_arbor_elf_untaps_forest(scenario):
    """CR 701.26b: "{T}: Untap target Forest." (a Forest-typed dual counts, a Mountain doesn't)."""
    s = scenario()
    elf = s.battlefield(P0, "Arbor Elf")
    forest = s.battlefield(P0, "Forest", tapped=True)
    mountain = s.battlefield(P0, "Mountain", tapped=True)
    with pytest.raises(IllegalActionError):
        s.activate(P0, elf, 0, [mountain])
    s.activate(P0, elf, 0, [forest])
    s.resolve()
    assert not forest.tapped and elf.tapped


@pytest.mark.parametrize("name", ["Llanowar Visionary", "Elvish Visionary"])
def test_visionary_etb_draw(scenario, name):
    """CR 603.6a: when it enters, draw a card."""
    s = scenario()
    s.library(P0, "Forest")
    _forests(s, 3)
    _cast_permanent(s, name)
    assert s.names(P0, Zone.HAND) == ["Forest"]


def _pick(name):
    """A search/dig answer taking the first option whose card is ``name``."""

    def pick(view, decision):
        return tuple(o for o in decision.options if view.obj(o).card.name == name)[:1]

    return pick


def _pick_all(*names):
    """A search answer taking one option of each name, in the order named."""

    def pick(view, decision):
        cards = {view.obj(o).card.name: o for o in reversed(decision.options)}
        return tuple(cards[n] for n in names)

    return pick


@pytest.mark.parametrize(
    ("name", "mana", "want", "tapped"),
    [
        ("Rampant Growth", 2, "Plains", True),
        ("Farseek", 2, "Stomping Ground", True),
        ("Nature's Lore", 2, "Stomping Ground", True),  # 2 life declined: CR 614.1c
        ("Three Visits", 2, "Forest", False),
    ],
)
def test_ramp_spell_puts_land_onto_battlefield(scenario, name, mana, want, tapped):
    """CR 701.23: search for the named kind of land card and put it onto the battlefield."""
    s = scenario()
    _forests(s, mana)
    s.library(P0, "Grizzly Bears", want, "Island")
    s.script(P0, ("search", _pick(want)), ("pay_life", False))
    s.cast(P0, s.hand(P0, name))
    s.resolve()
    new = s.game.players[P0].battlefield[-1]
    assert new.card.name == want and new.tapped is tapped
    assert len(s.game.players[P0].library) == 2


def test_farseek_cannot_find_a_forest(scenario):
    """Farseek finds a Plains, Island, Swamp or Mountain card: a basic Forest isn't offered."""
    s = scenario()
    _forests(s, 2)
    s.library(P0, "Forest")
    s.script(P0, ("search", lambda v, d: tuple(d.options)))
    s.cast(P0, s.hand(P0, "Farseek"))
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD) == ["Forest", "Forest"]


def test_rampant_growth_basic_only(scenario):
    """Rampant Growth searches for a basic land card: a shock land isn't offered."""
    s = scenario()
    _forests(s, 2)
    s.library(P0, "Stomping Ground")
    s.script(P0, ("search", lambda v, d: tuple(d.options)))
    s.cast(P0, s.hand(P0, "Rampant Growth"))
    s.resolve()
    assert len(s.game.players[P0].battlefield) == 2


@pytest.mark.parametrize("name", ["Cultivate", "Kodama's Reach"])
def test_cultivate_one_to_battlefield_one_to_hand(scenario, name):
    """CR 701.23: up to two basic lands: one onto the battlefield tapped, the other to hand."""
    s = scenario()
    _forests(s, 3)
    s.library(P0, "Plains", "Grizzly Bears", "Island")
    # One search for both (CR 701.23): the first chosen enters tapped, the other goes to hand.
    s.script(P0, ("search", _pick_all("Plains", "Island")))
    s.cast(P0, s.hand(P0, name))
    s.resolve()
    new = s.game.players[P0].battlefield[-1]
    assert new.card.name == "Plains" and new.tapped
    assert s.names(P0, Zone.HAND) == ["Island"]


def test_lay_of_the_land_to_hand(scenario):
    """CR 701.23: search for a basic land card and put it into your hand."""
    s = scenario()
    _forests(s, 1)
    s.library(P0, "Grizzly Bears", "Mountain")
    s.cast(P0, s.hand(P0, "Lay of the Land"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Mountain"]


def test_sakura_tribe_elder_sacrifice_for_land(scenario):
    """CR 602.2, 701.23: sacrifice: basic land onto the battlefield tapped."""
    s = scenario()
    ste = s.battlefield(P0, "Sakura-Tribe Elder", sick=True)
    s.library(P0, "Swamp")
    s.activate(P0, ste, 0)
    s.resolve()
    assert s.zone(ste) is Zone.GRAVEYARD
    assert [(o.card.name, o.tapped) for o in s.game.players[P0].battlefield] == [("Swamp", True)]


def test_wood_elves_etb_forest_untapped(scenario):
    """CR 603.6a, 701.23: Wood Elves puts a Forest card onto the battlefield (untapped)."""
    s = scenario()
    _forests(s, 3)
    s.library(P0, "Mountain", "Stomping Ground")
    s.script(P0, ("search", lambda v, d: tuple(d.options)), ("pay_life", False))
    s.cast(P0, s.hand(P0, "Wood Elves"))
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD)[-2:] == ["Wood Elves", "Stomping Ground"]
    assert s.names(P0, Zone.LIBRARY) == ["Mountain"]


@pytest.mark.parametrize(
    ("name", "mana"), [("Sylvan Ranger", 2), ("Borderland Ranger", 3), ("Civic Wayfinder", 3)]
)
def test_ranger_may_fetch_basic_to_hand(scenario, name, mana):
    """CR 603.5, 701.23: "you may search ... for a basic land card ... into your hand"."""
    s = scenario()
    _forests(s, mana)
    s.library(P0, "Island")
    s.script(P0, ("may", True))
    _cast_permanent(s, name)
    assert s.names(P0, Zone.HAND) == ["Island"]
    s2 = scenario()
    _forests(s2, mana)
    s2.library(P0, "Island")
    s2.script(P0, ("may", False))
    _cast_permanent(s2, name)
    assert s2.names(P0, Zone.HAND) == []


def test_nest_invader_spawn_token(scenario):
    """CR 111.1: when it enters, create a 0/1 colorless Eldrazi Spawn token."""
    s = scenario()
    _forests(s, 2)
    s.cast(P0, s.hand(P0, "Nest Invader"))
    s.resolve()
    spawn = [o for o in s.game.players[P0].battlefield if o.is_token]
    assert [o.card.name for o in spawn] == ["Eldrazi Spawn"] and _pt(s, spawn[0]) == (0, 1)


def test_eldrazi_spawn_sacrifices_for_colorless(scenario):
    """CR 605.1a: the Spawn's "Sacrifice this creature: Add {C}." pays a {C} cost."""
    from deckstats.cards.dsl import creature

    s = scenario()
    _forests(s, 2)
    s.cast(P0, s.hand(P0, "Nest Invader"))
    s.resolve()
    spawn = next(o for o in s.game.players[P0].battlefield if o.is_token)
    s.activate(P0, spawn, 0)  # a mana ability: the mana is added at once (CR 605.3b)
    assert s.game.players[P0].pool[5] == 1 and not s.game.stack
    s.cast(P0, s.hand(P0, creature("Probe C", cost="{C}", pt=(1, 1))))
    s.resolve()
    assert s.zone(spawn) is not Zone.BATTLEFIELD
    assert s.names(P0, Zone.BATTLEFIELD)[-1] == "Probe C"


def test_harmonize_draw_three(scenario):
    """CR 121.1: draw three cards."""
    s = scenario()
    _forests(s, 4)
    s.library(P0, "Forest", "Shock", "Hill Giant", "Island")
    s.cast(P0, s.hand(P0, "Harmonize"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Forest", "Shock", "Hill Giant"]


def test_blossoming_defense(scenario):
    """CR 702.11b: +2/+2 and hexproof until end of turn on a creature you control."""
    s = scenario()
    _forests(s, 1)
    bear = s.battlefield(P0, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Blossoming Defense"), [bear])
    s.resolve()
    assert _pt(s, bear) == (4, 4)
    s.lands(P1, "Mountain")
    assert not _can_target(s, P1, "Lightning Bolt", bear)


def test_become_immense_hard_cast(scenario):
    """CR 611.2: +6/+6 until end of turn (paid in full with six lands)."""
    s = scenario()
    _forests(s, 6)
    bear = s.battlefield(P0, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Become Immense"), [bear])
    s.resolve()
    assert _pt(s, bear) == (8, 8)


def test_become_immense_delve(scenario):
    """CR 702.66a: delve: each card exiled from your graveyard pays for {1}."""
    s = scenario()
    _forests(s, 1)
    for _ in range(5):
        s.graveyard(P0, "Shock")
    bear = s.battlefield(P0, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Become Immense"), [bear])
    s.resolve()
    assert _pt(s, bear) == (8, 8) and len(s.game.players[P0].exile) == 5


def test_overrun(scenario):
    """CR 611.2: creatures you control get +3/+3 and trample until end of turn."""
    s = scenario()
    _forests(s, 5)
    bear = s.battlefield(P0, "Grizzly Bears")
    theirs = s.battlefield(P1, "Llanowar Elves")
    s.cast(P0, s.hand(P0, "Overrun"))
    s.resolve()
    assert _pt(s, bear) == (5, 5) and _kw(s, bear, Keyword.TRAMPLE)
    assert _pt(s, theirs) == (1, 1)
    _attack(s, bear, blocks=[(theirs, bear)])
    assert _life(s, P1) == 16


def test_acidic_slime_destroys_land_and_has_deathtouch(scenario):
    """CR 603.6a, 702.2: when it enters, destroy target artifact, enchantment, or land."""
    s = scenario()
    _forests(s, 5)
    land = s.lands(P1, "Stomping Ground")[0]
    s.script(P0, ("targets", ((land.oid,),)))
    slime = _cast_permanent(s, "Acidic Slime")
    assert s.zone(land) is Zone.GRAVEYARD and _kw(s, slime, Keyword.DEATHTOUCH)


def test_reclamation_sage_may_destroy_artifact(scenario):
    """CR 603.5: "you may destroy target artifact or enchantment"."""
    s = scenario()
    _forests(s, 3)
    skirge = s.battlefield(P1, "Vault Skirge")
    s.script(P0, ("may", True))
    _cast_permanent(s, "Reclamation Sage")
    assert s.zone(skirge) is Zone.GRAVEYARD


def test_thragtusk_etb_life_and_leaves_the_battlefield_token(scenario):
    """CR 603.6a, 603.6c, 603.10a: enters: gain 5 life; leaves (here: bounced): a 3/3 Beast."""
    s = scenario()
    _forests(s, 5)
    _cast_permanent(s, "Thragtusk")
    assert _life(s, P0) == 25
    tusk = next(o for o in s.game.players[P0].battlefield if o.card.name == "Thragtusk")
    s.lands(P1, "Island")
    s.game.active = P1
    s.cast(P1, s.hand(P1, "Unsummon"), [tusk])
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Thragtusk"]
    beasts = [o for o in s.game.players[P0].battlefield if o.card.name == "Beast"]
    assert len(beasts) == 1 and s.game.power(beasts[0]) == 3
    assert not get_card("Thragtusk").unparsed


def test_garruks_companion_trample(scenario):
    """CR 702.19b: 3/2 trample for {G}{G}."""
    s = scenario()
    c = s.battlefield(P0, "Garruk's Companion")
    elf = s.battlefield(P1, "Llanowar Elves")
    _attack(s, c, blocks=[(elf, c)])
    assert _life(s, P1) == 18


def test_garruk_wildspeaker_abilities(scenario):
    """CR 606.3: +1 untaps two target lands; −1 makes a 3/3 Beast; −4 is Overrun."""
    s = scenario()
    g = s.battlefield(P0, "Garruk Wildspeaker")
    g.counters = {"loyalty": 3}
    a, b = s.lands(P0, "Forest", "Forest", tapped=True)
    s.activate(P0, g, 0, [[a, b]])
    s.resolve()
    assert not a.tapped and not b.tapped and g.counter("loyalty") == 4
    s2 = scenario()
    g2 = s2.battlefield(P0, "Garruk Wildspeaker")
    g2.counters = {"loyalty": 3}
    s2.activate(P0, g2, 1)
    s2.resolve()
    toks = [o for o in s2.game.players[P0].battlefield if o.is_token]
    assert [o.card.name for o in toks] == ["Beast"] and _pt(s2, toks[0]) == (3, 3)
    s3 = scenario()
    g3 = s3.battlefield(P0, "Garruk Wildspeaker")
    g3.counters = {"loyalty": 4}
    bear = s3.battlefield(P0, "Grizzly Bears")
    s3.activate(P0, g3, 2)
    s3.resolve()
    assert _pt(s3, bear) == (5, 5) and _kw(s3, bear, Keyword.TRAMPLE)
    assert s3.zone(g3) is Zone.GRAVEYARD  # 0 loyalty (CR 704.5i)


def test_aggressive_mammoth_static_reaches_later_creatures(scenario):
    """CR 611.3a: a static ability applies to creatures that enter after it (unlike a
    resolved spell's effect)."""
    s = scenario()
    s.battlefield(P0, "Aggressive Mammoth")
    _forests(s, 2)
    bear = _cast_permanent(s, "Grizzly Bears")
    assert _kw(s, bear, Keyword.TRAMPLE)


def test_overrun_does_not_reach_later_creatures(scenario):
    """CR 611.2c: Overrun affects only the creatures you control as it resolves."""
    s = scenario()
    _forests(s, 7)
    s.cast(P0, s.hand(P0, "Overrun"))
    s.resolve()
    bear = _cast_permanent(s, "Grizzly Bears")
    assert _pt(s, bear) == (2, 2) and not _kw(s, bear, Keyword.TRAMPLE)


def test_rancor_goes_to_graveyard_with_its_creature(scenario):
    """CR 704.5m: Rancor is put into its owner's graveyard when the creature dies (the return
    to hand is unparsed)."""
    s = scenario()
    _forests(s, 1)
    bear = s.battlefield(P0, "Grizzly Bears")
    rancor = s.hand(P0, "Rancor")
    s.cast(P0, rancor, [bear])
    s.resolve()
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [bear])
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD
    assert s.zone(rancor) in (Zone.GRAVEYARD, Zone.HAND)


def test_mutagenic_growth_paid_with_green_when_available(scenario):
    """CR 107.4f: with a Forest, {G/P} is paid with {G}; no life is lost."""
    s = scenario()
    forest = _forests(s, 1)[0]
    bear = s.battlefield(P0, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Mutagenic Growth"), [bear])
    s.resolve()
    assert _life(s, P0) == 20 and forest.tapped and _pt(s, bear) == (4, 4)


def test_elephant_guide_token_goes_to_aura_controller(scenario):
    """CR 603.3a: the Elephant Guide's controller gets the token, even on an opponent's creature."""
    s = scenario()
    _forests(s, 3)
    bear = s.battlefield(P1, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Elephant Guide"), [bear])
    s.resolve()
    assert _pt(s, bear) == (5, 5)
    s.lands(P0, *["Mountain"] * 6)
    s.cast(P0, s.hand(P0, "Fiery Finish"), [bear])
    s.resolve()
    assert [o.card.name for o in s.game.players[P0].battlefield if o.is_token] == ["Elephant"]
    assert not any(o.is_token for o in s.game.players[P1].battlefield)


def test_prey_upon_smaller_own_creature_dies(scenario):
    """CR 701.14a: fight is mutual: a 1/1 fighting a 2/2 dies and deals 1."""
    s = scenario()
    _forests(s, 1)
    elf = s.battlefield(P0, "Llanowar Elves")
    bear = s.battlefield(P1, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Prey Upon"), [[elf], [bear]])
    s.resolve()
    assert s.zone(elf) is Zone.GRAVEYARD and bear.damage == 1


def test_nettle_sentinel_untaps_after_attacking(scenario):
    """Nettle Sentinel: attack (tapped), then a green spell untaps it for blocking."""
    s = scenario()
    ns = s.battlefield(P0, "Nettle Sentinel")
    _attack(s, ns)
    assert ns.tapped and _life(s, P1) == 18
    _forests(s, 1)
    s.cast(P0, s.hand(P0, "Giant Growth"), [ns])
    s.resolve()
    assert not ns.tapped and _pt(s, ns) == (5, 5)


def test_gather_courage_convoke_needs_green_creature_for_green(scenario):
    """CR 702.51a: a tapped creature pays for {1} or one mana of its colour: a red creature
    can't pay Gather Courage's {G}."""
    s = scenario()
    s.battlefield(P0, "Goblin Guide")
    bear = s.battlefield(P0, "Grizzly Bears", tapped=True)
    with pytest.raises(IllegalActionError):
        s.cast(P0, s.hand(P0, "Gather Courage"), [bear])


def test_savage_swipe_fight_power_two_bonus_ignored(scenario):
    """CR 701.14: Savage Swipe makes your creature fight; the power-2 bonus is listed as ignored."""
    s = scenario()
    _forests(s, 1)
    spider = s.battlefield(P0, "Giant Spider")
    bear = s.battlefield(P1, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Savage Swipe"), [[spider], [bear]])
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD and spider.damage == 2
    card = get_card("Savage Swipe")
    assert any("power 2" in u for u in card.unparsed)


def test_wild_nacatl_land_bonuses(scenario):
    """CR 604.2: +1/+1 while you control a Mountain, +1/+1 while you control a Plains."""
    s = scenario()
    cat = s.battlefield(P0, "Wild Nacatl")
    assert _pt(s, cat) == (1, 1)
    s.lands(P0, "Mountain")
    assert _pt(s, cat) == (2, 2)
    s.lands(P0, "Plains")
    assert _pt(s, cat) == (3, 3)
    assert get_card("Wild Nacatl").unparsed == ()
