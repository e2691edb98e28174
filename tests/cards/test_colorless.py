"""Scenario tests for deckstats/cards/pool/colorless.py (artifacts and Eldrazi)."""

from __future__ import annotations

import pytest
from scenario import P0, P1, IllegalActionError

from deckstats.cards import get_card
from deckstats.cards.dsl import creature
from deckstats.cards.model import Keyword
from deckstats.engine import Zone


def _attack(s, *attackers, blocks=()):
    s.script(P0, ("attackers", tuple(a.oid for a in attackers)))
    s.script(P1, ("blockers", tuple((b.oid, a.oid) for b, a in blocks)))
    s.combat()


def _life(s, pid):
    return s.game.players[pid].life


def test_vault_skirge_phyrexian_cost_flying_lifelink(scenario):
    """CR 107.4f, 702.9b, 702.15b: {1}{B/P} paid with a Mountain and 2 life; it flies over a
    ground creature and its damage gains its controller life."""
    s = scenario()
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Vault Skirge"))
    s.resolve()
    sk = s.game.players[P0].battlefield[-1]
    assert sk.card.name == "Vault Skirge" and _life(s, P0) == 18
    assert s.game.keywords(sk) & int(Keyword.FLYING)
    sk.since = 0  # a turn later
    s.battlefield(P1, "Grizzly Bears")
    s.script(P0, ("attackers", (sk.oid,)))
    s.combat()
    assert not s.agents[P1].asked  # the bear can't block a flier
    assert _life(s, P1) == 19 and _life(s, P0) == 19


def test_vault_skirge_paid_with_black_mana(scenario):
    """CR 107.4f: with a Swamp, {B/P} is paid with {B} and no life."""
    s = scenario()
    s.lands(P0, "Swamp", "Mountain")
    s.cast(P0, s.hand(P0, "Vault Skirge"))
    s.resolve()
    assert s.zone(s.game.players[P0].battlefield[-1]) is Zone.BATTLEFIELD
    assert _life(s, P0) == 20


# -- further cards of the module (not in the sample decks) ------------------------------------------

PROBE = {c: creature(f"Probe {c}", cost=f"{{{c}}}", pt=(1, 1)) for c in "WUBRGC"}


def _pt(s, obj):
    return (s.game.power(obj), s.game.toughness(obj))


def _kw(s, obj, kw):
    return bool(s.game.keywords(obj) & int(kw))


def _cast_permanent(s, name, pid=P0):
    s.cast(pid, s.hand(pid, name))
    s.resolve()
    obj = s.game.players[pid].battlefield[-1]
    assert obj.card.name == name
    return obj


def test_ornithopter_free_flier(scenario):
    """CR 202.1, 702.9: Ornithopter costs {0} and has flying."""
    s = scenario()
    o = _cast_permanent(s, "Ornithopter")
    assert _pt(s, o) == (0, 2) and _kw(s, o, Keyword.FLYING)


@pytest.mark.parametrize(("name", "cost"), [("Frogmite", 4), ("Myr Enforcer", 7)])
def test_affinity_hard_cast(scenario, name, cost):
    """CR 202.1: without artifacts an affinity creature costs its full generic cost."""
    s = scenario()
    s.lands(P0, *["Mountain"] * (cost - 1))
    spell = s.hand(P0, name)
    with pytest.raises(IllegalActionError):
        s.cast(P0, spell)
    s.lands(P0, "Mountain")
    s.cast(P0, spell)
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD)[-1] == name


def test_frogmite_affinity_free_with_four_artifacts(scenario):
    """CR 702.41a: Frogmite costs {1} less for each artifact you control."""
    s = scenario()
    for _ in range(4):
        s.battlefield(P0, "Ornithopter")
    s.cast(P0, s.hand(P0, "Frogmite"))
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD)[-1] == "Frogmite"


@pytest.mark.parametrize("name", ["Sol Ring", "Palladium Myr"])
def test_two_colorless_rock(scenario, name):
    """CR 106.4: "{T}: Add {C}{C}." pays a {C}{C} cost alone."""
    s = scenario()
    rock = s.battlefield(P0, name)
    s.cast(P0, s.hand(P0, creature("Probe CC", cost="{C}{C}", pt=(1, 1))))
    s.resolve()
    assert rock.tapped and s.names(P0, Zone.BATTLEFIELD)[-1] == "Probe CC"


def test_worn_powerstone_enters_tapped(scenario):
    """CR 614.1c: Worn Powerstone enters tapped (then taps for {C}{C})."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    ps = _cast_permanent(s, "Worn Powerstone")
    assert ps.tapped


def test_mind_stone_mana_and_cycle(scenario):
    """CR 106.4, 602.2: {T}: Add {C}; {1}, {T}, sacrifice: draw a card."""
    s = scenario()
    stone = s.battlefield(P0, "Mind Stone")
    s.cast(P0, s.hand(P0, PROBE["C"]))
    s.resolve()
    assert stone.tapped
    s2 = scenario()
    s2.library(P0, "Forest")
    s2.lands(P0, "Mountain")
    stone2 = s2.battlefield(P0, "Mind Stone")
    s2.activate(P0, stone2, 1)
    s2.resolve()
    assert s2.zone(stone2) is Zone.GRAVEYARD and s2.names(P0, Zone.HAND) == ["Forest"]


@pytest.mark.parametrize("name", ["Manalith", "Darksteel Ingot"])
def test_any_color_rock(scenario, name):
    """CR 106.7: "{T}: Add one mana of any color." pays {W}, {U}, ... alike."""
    for c in "WUBRG":
        s = scenario()
        rock = s.battlefield(P0, name)
        s.cast(P0, s.hand(P0, PROBE[c]))
        s.resolve()
        assert rock.tapped and s.names(P0, Zone.BATTLEFIELD)[-1] == f"Probe {c}"


def test_darksteel_ingot_indestructible(scenario):
    """CR 702.12b: Shatter can't destroy Darksteel Ingot."""
    s = scenario()
    ingot = s.battlefield(P1, "Darksteel Ingot")
    s.lands(P0, "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, "Shatter"), [ingot])
    s.resolve()
    assert s.zone(ingot) is Zone.BATTLEFIELD


def test_gilded_lotus_three_of_one_color(scenario):
    """CR 106.7: "{T}: Add three mana of any one color." pays {G}{G}{G}."""
    s = scenario()
    lotus = s.battlefield(P0, "Gilded Lotus")
    s.cast(P0, s.hand(P0, "Steel Leaf Champion"))
    s.resolve()
    assert lotus.tapped and s.names(P0, Zone.BATTLEFIELD)[-1] == "Steel Leaf Champion"


def test_pristine_talisman_mana_and_life(scenario):
    """CR 106.4: "{T}: Add {C}. You gain 1 life."."""
    s = scenario()
    t = s.battlefield(P0, "Pristine Talisman")
    s.cast(P0, s.hand(P0, PROBE["C"]))
    s.resolve()
    assert t.tapped and s.game.players[P0].life == 21


def test_lotus_petal_sacrifice_for_any_color(scenario):
    """CR 605.1a: "{T}, Sacrifice Lotus Petal: Add one mana of any color." (a mana ability)."""
    s = scenario()
    petal = s.battlefield(P0, "Lotus Petal")
    s.script(P0, ("color", "U"))
    s.activate(P0, petal, 0)
    assert s.zone(petal) is Zone.GRAVEYARD and s.game.players[P0].pool[1] == 1
    s.cast(P0, s.hand(P0, PROBE["U"]))
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD)[-1] == "Probe U"


def test_prophetic_prism_draws_and_filters(scenario):
    """CR 603.6a: when it enters, draw a card; {1}, {T}: add one mana of any color."""
    s = scenario()
    s.library(P0, "Forest")
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    prism = _cast_permanent(s, "Prophetic Prism")
    assert s.names(P0, Zone.HAND) == ["Forest"]
    s.script(P0, ("color", "U"))
    s.activate(P0, prism, 0)
    assert s.game.players[P0].pool[1] == 1


def test_chromatic_sphere_mana_and_draw(scenario):
    """CR 605.1a: "{1}, {T}, Sacrifice: Add one mana of any color. Draw a card."."""
    s = scenario()
    s.library(P0, "Forest")
    s.lands(P0, "Mountain")
    sphere = s.battlefield(P0, "Chromatic Sphere")
    s.script(P0, ("color", "B"))
    s.activate(P0, sphere, 0)
    s.resolve()
    assert s.zone(sphere) is Zone.GRAVEYARD and s.game.players[P0].pool[2] == 1
    assert s.names(P0, Zone.HAND) == ["Forest"]


def test_chromatic_star_mana(scenario):
    """CR 605.1a: "{1}, {T}, Sacrifice: Add one mana of any color"; CR 700.4: then it draws."""
    s = scenario()
    s.library(P0, "Island")
    s.lands(P0, "Mountain")
    star = s.battlefield(P0, "Chromatic Star")
    s.script(P0, ("color", "W"))
    s.activate(P0, star, 0)
    assert s.zone(star) is Zone.GRAVEYARD and s.game.players[P0].pool[0] == 1
    assert get_card("Chromatic Star").unparsed == ()  # its dies trigger (issue 26)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island"]


def test_wayfarers_bauble(scenario):
    """CR 701.23: "{2}, {T}, Sacrifice: search for a basic land, onto the battlefield tapped"."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    bauble = s.battlefield(P0, "Wayfarer's Bauble")
    s.library(P0, "Forest")
    s.activate(P0, bauble, 0)
    s.resolve()
    forest = s.game.players[P0].battlefield[-1]
    assert s.zone(bauble) is Zone.GRAVEYARD and forest.card.name == "Forest" and forest.tapped


SIGNETS = [
    ("Azorius Signet", "WU"),
    ("Dimir Signet", "UB"),
    ("Rakdos Signet", "BR"),
    ("Gruul Signet", "RG"),
    ("Selesnya Signet", "GW"),
    ("Orzhov Signet", "WB"),
    ("Izzet Signet", "UR"),
    ("Golgari Signet", "BG"),
    ("Boros Signet", "RW"),
    ("Simic Signet", "GU"),
]
TALISMANS = [
    ("Talisman of Progress", "WU"),
    ("Talisman of Dominance", "UB"),
    ("Talisman of Indulgence", "BR"),
    ("Talisman of Impulse", "RG"),
    ("Talisman of Unity", "GW"),
    ("Talisman of Hierarchy", "WB"),
    ("Talisman of Creativity", "UR"),
    ("Talisman of Resilience", "BG"),
    ("Talisman of Conviction", "RW"),
    ("Talisman of Curiosity", "GU"),
]


@pytest.mark.parametrize(("name", "colors"), SIGNETS)
def test_signet_filters_one_into_two_colors(scenario, name, colors):
    """CR 605.1a: "{1}, {T}: Add {X}{Y}." (a mana ability) then pays an {X}{Y} spell."""
    s = scenario()
    s.lands(P0, "Mountain")
    signet = s.battlefield(P0, name)
    s.activate(P0, signet, 0)
    pool = s.game.players[P0].pool
    assert sum(pool) == 2 and all(pool["WUBRG".index(c)] == 1 for c in colors)
    probe = creature("Probe XY", cost="".join(f"{{{c}}}" for c in colors), pt=(1, 1))
    s.cast(P0, s.hand(P0, probe))
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD)[-1] == "Probe XY"


@pytest.mark.parametrize(("name", "colors"), TALISMANS)
def test_talisman_colorless_free_colored_costs_one(scenario, name, colors):
    """CR 605.1a: {T}: Add {C}; {T}: Add {X} or {Y} and 1 damage to you."""
    s = scenario()
    t = s.battlefield(P0, name)
    s.cast(P0, s.hand(P0, PROBE["C"]))
    s.resolve()
    assert t.tapped and s.game.players[P0].life == 20
    for c in colors:
        s2 = scenario()
        t2 = s2.battlefield(P0, name)
        s2.cast(P0, s2.hand(P0, PROBE[c]))
        s2.resolve()
        assert t2.tapped and s2.game.players[P0].life == 19
        assert s2.names(P0, Zone.BATTLEFIELD)[-1] == f"Probe {c}"


def test_icy_manipulator_taps(scenario):
    """CR 701.26: "{1}, {T}: Tap target artifact, creature, or land."."""
    s = scenario()
    s.lands(P0, "Mountain")
    icy = s.battlefield(P0, "Icy Manipulator")
    bear = s.battlefield(P1, "Grizzly Bears")
    s.activate(P0, icy, 0, [bear])
    s.resolve()
    assert bear.tapped and icy.tapped


def test_millstone_mills_two(scenario):
    """CR 701.17: "{2}, {T}: Target player mills two cards."."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    ms = s.battlefield(P0, "Millstone")
    s.library(P1, "Forest", "Shock", "Island")
    s.activate(P0, ms, 0, [P1])
    s.resolve()
    assert sorted(s.names(P1, Zone.GRAVEYARD)) == ["Forest", "Shock"]


@pytest.mark.parametrize(
    ("name", "equip", "bonus", "kws"),
    [
        ("Bonesplitter", 1, (2, 0), Keyword(0)),
        ("Short Sword", 1, (1, 1), Keyword(0)),
        ("Leonin Scimitar", 1, (1, 1), Keyword(0)),
        ("Vulshok Morningstar", 2, (2, 2), Keyword(0)),
        ("Loxodon Warhammer", 3, (3, 0), Keyword.TRAMPLE | Keyword.LIFELINK),
        ("Accorder's Shield", 3, (0, 3), Keyword.VIGILANCE),
        ("Swiftfoot Boots", 1, (0, 0), Keyword.HEXPROOF | Keyword.HASTE),
    ],
)
def test_equipment(scenario, name, equip, bonus, kws):
    """CR 702.6a, 301.5c: equip {N} attaches at sorcery speed; the bonus follows the Equipment."""
    s = scenario()
    s.lands(P0, *["Mountain"] * (equip - 1))
    eq = s.battlefield(P0, name)
    bear = s.battlefield(P0, "Grizzly Bears")
    with pytest.raises(IllegalActionError):
        s.activate(P0, eq, 0, [bear])
    s.lands(P0, "Mountain")
    s.activate(P0, eq, 0, [bear])
    s.resolve()
    assert eq.attached_to == bear.oid
    assert _pt(s, bear) == (2 + bonus[0], 2 + bonus[1])
    for kw in Keyword:
        if kws & kw:
            assert _kw(s, bear, kw), kw


def test_swiftfoot_boots_haste_lets_new_creature_attack(scenario):
    """CR 702.10: an equipped summoning-sick creature with haste can attack."""
    s = scenario()
    s.lands(P0, "Mountain")
    boots = s.battlefield(P0, "Swiftfoot Boots")
    bear = s.battlefield(P0, "Grizzly Bears", sick=True)
    s.activate(P0, boots, 0, [bear])
    s.resolve()
    _attack(s, bear)
    assert _life(s, P1) == 18


def test_loxodon_warhammer_lifelink_in_combat(scenario):
    """CR 702.15b: the equipped creature's damage gains its controller life."""
    s = scenario()
    hammer = s.battlefield(P0, "Loxodon Warhammer")
    bear = s.battlefield(P0, "Grizzly Bears")
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    s.activate(P0, hammer, 0, [bear])
    s.resolve()
    _attack(s, bear)
    assert _life(s, P1) == 15 and _life(s, P0) == 25


def test_perilous_myr_dies_deals_two(scenario):
    """CR 603.10a: when Perilous Myr dies, it deals 2 damage to any target."""
    s = scenario()
    myr = s.battlefield(P0, "Perilous Myr")
    bear = s.battlefield(P1, "Grizzly Bears")
    s.lands(P0, "Mountain")
    s.script(P0, ("targets", ((bear.oid,),)))
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [myr])
    s.resolve()
    assert s.zone(myr) is Zone.GRAVEYARD and s.zone(bear) is Zone.GRAVEYARD


def test_burnished_hart_two_lands(scenario):
    """CR 701.23: "{3}, Sacrifice: search for up to two basic lands, onto the battlefield tapped"."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    hart = s.battlefield(P0, "Burnished Hart")
    s.library(P0, "Forest", "Island", "Shock")
    s.activate(P0, hart, 0)
    s.resolve()
    new = [o for o in s.game.players[P0].battlefield if o.card.name in ("Forest", "Island")]
    assert s.zone(hart) is Zone.GRAVEYARD and len(new) == 2 and all(o.tapped for o in new)


def test_solemn_simulacrum_ramp_and_card(scenario):
    """CR 603.6a, 603.10a: enters: may fetch a basic tapped; dies: may draw a card."""
    s = scenario()
    s.lands(P0, *["Mountain"] * 4)
    s.library(P0, "Shock", "Forest")
    s.script(P0, ("may", True))
    solemn = s.hand(P0, "Solemn Simulacrum")
    s.cast(P0, solemn)
    s.resolve()
    forest = s.game.players[P0].battlefield[-1]
    assert forest.card.name == "Forest" and forest.tapped
    s.lands(P0, "Mountain")
    s.script(P0, ("may", True))
    on_bf = next(o for o in s.game.players[P0].battlefield if o.card.name == "Solemn Simulacrum")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [on_bf])
    s.resolve()
    assert s.zone(solemn) is Zone.GRAVEYARD and s.names(P0, Zone.HAND) == ["Shock"]


def test_wurmcoil_engine_dies_into_two_wurms(scenario):
    """CR 603.10a, 702.2, 702.15: deathtouch, lifelink; dies: two 3/3 Wurm tokens."""
    s = scenario()
    w = s.battlefield(P0, "Wurmcoil Engine")
    assert _kw(s, w, Keyword.DEATHTOUCH) and _kw(s, w, Keyword.LIFELINK)
    s.lands(P0, *["Mountain"] * 6)
    s.cast(P0, s.hand(P0, "Fiery Finish"), [w])
    s.resolve()
    toks = [o for o in s.game.players[P0].battlefield if o.is_token]
    assert len(toks) == 2 and all(_pt(s, t) == (3, 3) for t in toks)
    assert {_kw(s, t, Keyword.DEATHTOUCH) for t in toks} == {True, False}
    assert {_kw(s, t, Keyword.LIFELINK) for t in toks} == {True, False}


def test_vault_skirge_life_payment_needs_enough_life(scenario):
    """CR 119.4, 107.4f: with 1 life and no black source, {B/P} can't be paid with life."""
    s = scenario(life=(1, 20))
    s.lands(P0, "Mountain", "Mountain")
    with pytest.raises(IllegalActionError):
        s.cast(P0, s.hand(P0, "Vault Skirge"))
