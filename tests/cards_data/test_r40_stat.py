"""Issue 26, round 40, static abilities (helper ``stat``): real cards, real Oracle text.

Each family: the compiled value, then a built position where the engine honours it, citing
the rule. Grants of abilities and types to other permanents (CR 613.1d-f, 613.4b, 305.7,
113.6; ``cards.grants``, ``oracle.grants``, ``engine.grants``).
"""

from __future__ import annotations

from scenario import P0, P1
from test_mechanics_locks import BLACK_KNIGHT, WHITE_KNIGHT

from deckstats.cards.model import CardType
from deckstats.cards.oracle import compile_text
from deckstats.cards.oracle.tokens import parse_token
from deckstats.engine.damage import deal_damage
from deckstats.engine.types import Zone

BEARS = compile_text("Grizzly Bears", "{1}{G}", "Creature — Bear", "", pt=("2", "2"))
ABUNDANT_GROWTH = compile_text(
    "Abundant Growth",
    "{G}",
    "Enchantment — Aura",
    'Enchant land\nWhen Abundant Growth enters, draw a card.\nEnchanted land has "{T}: Add '
    'one mana of any color."',
)
SQUIRREL_NEST = compile_text(
    "Squirrel Nest",
    "{1}{G}{G}",
    "Enchantment — Aura",
    'Enchant land\nEnchanted land has "{T}: Create a 1/1 green Squirrel creature token."',
)
SPREADING_SEAS = compile_text(
    "Spreading Seas",
    "{1}{U}",
    "Enchantment — Aura",
    "Enchant land\nWhen Spreading Seas enters, draw a card.\nEnchanted land is an Island.",
)
GOLDSPAN = compile_text(
    "Goldspan Dragon",
    "{3}{R}{R}",
    "Creature — Dragon",
    "Flying, haste\nWhenever Goldspan Dragon attacks or becomes the target of a spell, create "
    'a Treasure token.\nTreasures you control have "{T}, Sacrifice this artifact: Add two mana '
    'of any one color."',
    pt=("4", "4"),
)
HUMILITY = compile_text(
    "Humility",
    "{2}{W}{W}",
    "Enchantment",
    "All creatures lose all abilities and have base power and toughness 1/1.",
)
DRESS_DOWN = compile_text(
    "Dress Down",
    "{1}{U}",
    "Enchantment",
    "Flash\nWhen Dress Down enters, draw a card.\nCreatures lose all abilities.\nAt the "
    "beginning of the end step, sacrifice Dress Down.",
)
RIFTSTONE = compile_text(
    "Riftstone Portal",
    "",
    "Land",
    '{T}: Add {C}.\nAs long as Riftstone Portal is in your graveyard, lands you control have "{T}: '
    'Add {G} or {W}."',
)
SPLINTER_TWIN = compile_text(
    "Splinter Twin",
    "{2}{R}{R}",
    "Enchantment — Aura",
    "Enchant creature\nEnchanted creature has \"{T}: Create a token that's a copy of this "
    'creature, except it has haste. Exile it at the beginning of the next end step."',
)
EXARCH = compile_text(
    "Deceiver Exarch",
    "{2}{U}",
    "Creature — Cleric",
    "Flash\nWhen Deceiver Exarch enters, choose one —\n• Untap target permanent you control.\n"
    "• Tap target permanent an opponent controls.",
    pt=("1", "4"),
)
GOYF = compile_text(
    "Tarmogoyf",
    "{1}{G}",
    "Creature — Lhurgoyf",
    "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and "
    "its toughness is equal to that number plus 1.",
    pt=("*", "1+*"),
)
ELVISH = compile_text(
    "Llanowar Elves", "{G}", "Creature — Elf Druid", "{T}: Add {G}.", pt=("1", "1")
)
LORD = compile_text(
    "Goblin King",
    "{1}{R}{R}",
    "Creature — Goblin",
    "Other Goblin creatures get +1/+1 and have mountainwalk.",
    pt=("2", "2"),
)
GRANTS = (
    ABUNDANT_GROWTH,
    SQUIRREL_NEST,
    SPREADING_SEAS,
    GOLDSPAN,
    HUMILITY,
    DRESS_DOWN,
    RIFTSTONE,
    SPLINTER_TWIN,
)


def _aura(s, pid, aura, host):
    """Put ``aura`` onto the battlefield attached to ``host`` (CR 303.4f)."""
    obj = s.battlefield(pid, aura)
    obj.attached_to = host.oid
    s.resolve()  # state-based actions: the grant applies (CR 704.3)
    return obj


def test_grants_compile():
    """Each line compiles to its ``Grant``."""
    from deckstats.cards.grants import Grant

    for card in GRANTS:
        assert card.unparsed == () and card.withheld == (), card.name
        assert len(card.grants) == 1, card.name
    (g,) = ABUNDANT_GROWTH.grants
    assert g.scope == "attached" and len(g.abilities) == 1 and not g.triggers
    (g,) = GOLDSPAN.grants
    assert g.scope == "yours" and g.filter.subtypes == ("Treasure",)
    assert g.abilities[0].cost.sacrifice_self and g.abilities[0].cost.tap
    assert SPREADING_SEAS.grants == (Grant(scope="attached", land_type="Island"),)
    (g,) = HUMILITY.grants
    assert g.scope == "all" and g.lose_all and g.base_pt == (1, 1)
    assert g.filter.card_type == CardType.CREATURE
    (g,) = DRESS_DOWN.grants
    assert g.lose_all and g.base_pt is None
    (g,) = RIFTSTONE.grants
    assert g.from_graveyard and g.filter.card_type == CardType.LAND


def test_abundant_growth_land_taps_for_any_colour(scenario):
    """CR 613.1f, 605.1a: the enchanted land has the quoted mana ability; gone with the Aura."""
    s = scenario()
    plains = s.battlefield(P0, "Plains")
    aura = _aura(s, P0, ABUNDANT_GROWTH, plains)
    assert len(plains.info.abilities) == 2
    s.script(P0, ("color", "G"))
    s.activate(P0, plains, 1)
    assert s.game.players[P0].pool[4] == 1
    s.game.move(aura, Zone.GRAVEYARD)
    s.resolve()
    assert len(plains.info.abilities) == 1  # CR 611.3b: the Aura left, the ability is gone


def test_spreading_seas_makes_the_land_an_island(scenario):
    """CR 305.7: the enchanted land is an Island: it taps for {U} and loses its own abilities."""
    s = scenario()
    desert = s.battlefield(
        P1,
        compile_text(
            "Ancient Tomb", "", "Land", "{T}: Add {C}{C}. Ancient Tomb deals 2 damage to you."
        ),
    )
    _aura(s, P0, SPREADING_SEAS, desert)
    assert desert.card.subtypes == ("Island",)
    assert len(desert.info.abilities) == 1
    s.activate(P1, desert, 0)
    assert s.game.players[P1].pool[1] == 1 and s.game.players[P1].life == 20


def test_goldspan_dragon_treasures_add_two_mana(scenario):
    """CR 111.10a, 613.1f: a Treasure you control has the second mana ability; not theirs."""
    s = scenario()
    treasure_card = parse_token("Treasure token")
    mine = s.battlefield(P0, treasure_card)
    theirs = s.battlefield(P1, treasure_card)
    s.battlefield(P0, GOLDSPAN)
    s.resolve()
    assert len(mine.info.abilities) == 2 and len(theirs.info.abilities) == 1
    s.script(P0, ("color", "R"))
    s.activate(P0, mine, 1)
    assert s.game.players[P0].pool[3] == 2
    assert s.zone(mine) is None  # CR 111.7: the sacrificed token ceased to exist
    late = s.battlefield(P0, treasure_card)
    assert len(late.info.abilities) == 2  # a Treasure entering later has it at once


def test_humility_creatures_are_vanilla_one_one(scenario):
    """CR 613.1f, 613.4b: all creatures lose all abilities and are 1/1 (counters still count)."""
    s = scenario()
    goyf = s.battlefield(P0, GOYF)
    elf = s.battlefield(P0, ELVISH)
    king = s.battlefield(P1, LORD)
    goblin = s.battlefield(
        P1, compile_text("Goblin Guide", "{R}", "Creature — Goblin", "Haste", pt=("2", "2"))
    )
    s.graveyard(P0, "Forest")
    s.battlefield(P0, HUMILITY)
    s.resolve()
    assert s.game.power(goyf) == 1 and s.game.toughness(goyf) == 1  # CR 613.4a then 7b
    assert elf.info.abilities == () and s.game.power(goblin) == 1  # the King's anthem is gone
    assert not s.game.keywords(goblin)  # haste lost
    goyf.counters = {"+1/+1": 2}
    assert s.game.power(goyf) == 3  # CR 613.4c: counters apply after the base 1/1
    del king


def test_humility_leaving_gives_abilities_back(scenario):
    """CR 611.3b: with Humility gone, each creature is itself again."""
    s = scenario()
    elf = s.battlefield(P0, ELVISH)
    hum = s.battlefield(P0, HUMILITY)
    s.resolve()
    assert elf.info.abilities == ()
    s.game.move(hum, Zone.GRAVEYARD)
    s.resolve()
    assert len(elf.info.abilities) == 1 and s.game.power(elf) == 1


def test_dress_down_creature_entering_has_no_etb_trigger(scenario):
    """CR 613.1f, 603.6d: a creature entering under Dress Down has no "when ~ enters" ability."""
    s = scenario()
    s.battlefield(P0, DRESS_DOWN)
    s.lands(P0, "Island", "Island", "Island")
    exarch = s.hand(P0, EXARCH)
    s.cast(P0, exarch)
    s.resolve()
    (obj,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Deceiver Exarch"]
    assert not s.game.stack and obj.info.triggers == ()
    assert s.game.toughness(obj) == 4  # no base P/T change: only the abilities are gone


def test_riftstone_portal_works_from_the_graveyard(scenario):
    """CR 113.6: in its owner's graveyard, lands they control have "{T}: Add {G} or {W}."."""
    s = scenario()
    island = s.battlefield(P0, "Island")
    their = s.battlefield(P1, "Island")
    s.graveyard(P0, RIFTSTONE)
    s.resolve()
    assert len(island.info.abilities) == 2 and len(their.info.abilities) == 1
    s2 = scenario()
    land = s2.battlefield(P0, RIFTSTONE)
    other = s2.battlefield(P0, "Island")
    s2.resolve()
    assert (
        len(other.info.abilities) == 1 and len(land.info.abilities) == 1
    )  # not on the battlefield


def test_splinter_twin_copies_the_enchanted_creature(scenario):
    """CR 707.2, 613.1f: the enchanted creature taps to copy itself; the token has haste."""
    s = scenario()
    exarch = s.battlefield(P0, EXARCH)
    _aura(s, P0, SPLINTER_TWIN, exarch)
    idx = len(exarch.info.abilities) - 1
    s.activate(P0, exarch, idx)
    s.resolve()
    tokens = [o for o in s.game.players[P0].battlefield if o.is_token]
    assert len(tokens) == 1 and tokens[0].card.name == "Deceiver Exarch"


def test_squirrel_nest_land_makes_squirrels(scenario):
    """CR 613.1f: the enchanted land taps to create a 1/1 green Squirrel."""
    s = scenario()
    forest = s.battlefield(P0, "Forest")
    _aura(s, P0, SQUIRREL_NEST, forest)
    s.activate(P0, forest, 1)
    s.resolve()
    (tok,) = [o for o in s.game.players[P0].battlefield if o.is_token]
    assert tok.card.subtypes == ("Squirrel",) and s.game.power(tok) == 1


GRUUL_SPELLBREAKER = compile_text(
    "Gruul Spellbreaker",
    "{1}{R}{G}",
    "Creature — Ogre Warrior",
    "Riot (This creature enters with your choice of a +1/+1 counter or haste.)\nAs long as "
    "it's your turn, you and Gruul Spellbreaker have hexproof.",
    pt=("3", "3"),
)
SORIN_LIFELINK = compile_text(
    "Test Vampire Lord",
    "{2}{B}",
    "Creature — Vampire",
    "As long as it's your turn, creatures you control have lifelink.",
    pt=("2", "2"),
)
SHOCK = compile_text("Shock", "{R}", "Instant", "Shock deals 2 damage to any target.")


def _shock_targets(s, pid):
    shock = s.hand(pid, SHOCK)
    s.lands(pid, "Mountain")
    return {a.targets[0][0] for a in s.legal(pid) if getattr(a, "oid", None) == shock.oid}


def test_your_turn_statics_compile():
    """The player's shield and the creature's hexproof, both "as long as it's your turn"."""
    from deckstats.cards.model import Keyword
    from deckstats.cards.modifiers import PlayerShield
    from deckstats.cards.presence import YOUR_TURN

    assert GRUUL_SPELLBREAKER.unparsed == () and SORIN_LIFELINK.unparsed == ()
    assert PlayerShield(your_turn=True) in GRUUL_SPELLBREAKER.modifiers
    (st,) = GRUUL_SPELLBREAKER.statics
    assert st.keywords == Keyword.HEXPROOF and st.state == YOUR_TURN
    (st,) = SORIN_LIFELINK.statics
    assert st.keywords == Keyword.LIFELINK and st.state == YOUR_TURN


def test_gruul_spellbreaker_hexproof_only_on_your_turn(scenario):
    """CR 702.11b, 702.11d, 611.3a: on its controller's turn neither they nor it can be targeted."""
    s = scenario(active=P0)
    ogre = s.battlefield(P0, GRUUL_SPELLBREAKER)
    targets = _shock_targets(s, P1)
    assert P0 not in targets and ogre.oid not in targets and P1 in targets
    s2 = scenario(active=P1)
    ogre2 = s2.battlefield(P0, GRUUL_SPELLBREAKER)
    targets = _shock_targets(s2, P1)
    assert P0 in targets and ogre2.oid in targets


def test_your_turn_lifelink_for_creatures_you_control(scenario):
    """CR 702.15b, 611.3a: during your turn a creature you control has lifelink; not after."""
    from deckstats.engine.flags import LIFELINK

    s = scenario(active=P0)
    s.battlefield(P0, SORIN_LIFELINK)
    bears = s.battlefield(P0, BEARS)
    assert s.game.keywords(bears) & LIFELINK
    s.game.active = P1
    assert not s.game.keywords(bears) & LIFELINK


OKO = compile_text(
    "Oko, Thief of Crowns",
    "{1}{G}{U}",
    "Legendary Planeswalker — Oko",
    "+2: Create a Food token. (It's an artifact with \"{2}, {T}, Sacrifice this token: You gain "
    '3 life.")\n+1: Target artifact or creature loses all abilities and becomes a green Elk '
    "creature with base power and toughness 3/3.\n+1: Exchange control of target artifact or "
    "creature you control and target creature an opponent controls with power 3 or less.",
    loyalty="4",
)
TEZZERET_SEEKER = compile_text(
    "Tezzeret the Seeker",
    "{3}{U}{U}",
    "Legendary Planeswalker — Tezzeret",
    "+1: Untap up to two target artifacts.\n−X: Search your library for an artifact card with "
    "mana value X or less, put it onto the battlefield, then shuffle.\n−5: Artifacts you "
    "control become artifact creatures with base power and toughness 5/5 until end of turn.",
    loyalty="4",
)
TEZZERET_AOB = compile_text(
    "Tezzeret, Agent of Bolas",
    "{2}{U}{B}",
    "Legendary Planeswalker — Tezzeret",
    "+1: Look at the top five cards of your library. You may reveal an artifact card from among "
    "them and put it into your hand. Put the rest on the bottom of your library in any order.\n"
    "−1: Target artifact becomes an artifact creature with base power and toughness 5/5.\n−4: "
    "Target player loses X life and you gain X life, where X is twice the number of artifacts "
    "you control.",
    loyalty="3",
)
ORNITHOPTER = compile_text(
    "Ornithopter", "{0}", "Artifact Creature — Thopter", "Flying", pt=("0", "2")
)
SOL_RING = compile_text("Sol Ring", "{1}", "Artifact", "{T}: Add {C}{C}.")
BATTERY = compile_text("Thran Dynamo", "{4}", "Artifact", "{T}: Add {C}{C}{C}.")


def test_becomes_compile():
    """The "becomes" sentences compile to ``Animate`` forms; −X is an X loyalty cost."""
    from deckstats.cards.effects import Animate
    from deckstats.cards.exchange import ExchangeControl

    for card in (OKO, TEZZERET_SEEKER, TEZZERET_AOB):
        assert card.unparsed == () and card.withheld == (), card.name
    elk = OKO.abilities[1].effect[0]
    assert isinstance(elk, Animate) and elk.lose_all and elk.permanent
    assert (elk.power, elk.toughness, elk.colors, elk.subtypes) == (3, 3, "G", ("Elk",))
    assert isinstance(OKO.abilities[2].effect[0], ExchangeControl)
    minus_x = TEZZERET_SEEKER.abilities[1].cost
    assert minus_x.loyalty == 0 and minus_x.extra.loyalty_x
    five = TEZZERET_SEEKER.abilities[2].effect[0]
    assert five.group is not None and not five.permanent and five.artifact
    one = TEZZERET_AOB.abilities[1].effect[0]
    assert one.permanent and one.artifact and (one.power, one.toughness) == (5, 5)


def test_oko_elk_loses_abilities_and_types(scenario):
    """CR 613.1f, 205.1a, 613.4b: the artifact is a vanilla green 3/3 Elk creature, for good."""
    from deckstats.cards.model import Color

    s = scenario()
    oko = s.battlefield(P0, OKO)
    ring = s.battlefield(P1, SOL_RING)
    s.activate(P0, oko, 1, targets=[ring])
    s.resolve()
    assert (
        ring.info.is_creature
        and not ring.info.types & CardType.ARTIFACT
        and ring.info.abilities == ()
    )
    assert ring.card.subtypes == ("Elk",) and ring.card.colors == Color.G
    assert s.game.power(ring) == 3 and oko.counter("loyalty") == 5
    s.cleanup()
    assert s.game.power(ring) == 3  # no duration: still an Elk after the turn (CR 611.2a)


def test_oko_exchanges_control(scenario):
    """CR 701.12a: each player controls the permanent the other one did."""
    s = scenario()
    oko = s.battlefield(P0, OKO)
    ring = s.battlefield(P0, SOL_RING)
    bears = s.battlefield(P1, BEARS)
    s.activate(P0, oko, 2, targets=[ring, bears])
    s.resolve()
    assert bears.controller == P0 and ring.controller == P1
    assert bears in s.game.players[P0].battlefield and ring in s.game.players[P1].battlefield


def test_tezzeret_minus_x_searches_with_mana_value_x(scenario):
    """CR 606.4, 107.3a: X is chosen up to the loyalty; X loyalty counters go; mana value <= X."""
    from deckstats.engine.actions import ActivateAbility

    s = scenario()
    tez = s.battlefield(P0, TEZZERET_SEEKER)
    s.library(P0, BATTERY, SOL_RING)
    xs = {a.x for a in s.legal(P0) if isinstance(a, ActivateAbility) and a.index == 1}
    assert xs == {0, 1, 2, 3, 4}
    s.act(P0, ActivateAbility(tez.oid, 1, (), 1))
    s.resolve()
    assert tez.counter("loyalty") == 3
    assert [o.card.name for o in s.game.players[P0].battlefield] == [
        "Tezzeret the Seeker",
        "Sol Ring",
    ]


def test_tezzeret_minus_five_animates_artifacts_until_end_of_turn(scenario):
    """CR 611.2c, 613.4b, 514.2: your artifacts are 5/5 creatures this turn, not theirs."""
    s = scenario()
    tez = s.battlefield(P0, TEZZERET_SEEKER)
    tez.counters = {"loyalty": 5}
    ring = s.battlefield(P0, SOL_RING)
    thopter = s.battlefield(P0, ORNITHOPTER)
    theirs = s.battlefield(P1, SOL_RING)
    s.activate(P0, tez, 2)
    s.resolve()
    assert s.game.power(ring) == 5 and s.game.toughness(thopter) == 5
    assert not theirs.info.is_creature
    s.cleanup()
    assert not ring.info.is_creature and s.game.power(thopter) == 0


def test_tezzeret_agent_of_bolas_makes_a_permanent_five_five(scenario):
    """CR 611.2a: "becomes an artifact creature" with no duration stays after the turn."""
    s = scenario()
    tez = s.battlefield(P0, TEZZERET_AOB)
    ring = s.battlefield(P0, SOL_RING)
    s.activate(P0, tez, 1, targets=[ring])
    s.resolve()
    s.cleanup()
    assert ring.info.is_creature and ring.info.types & CardType.ARTIFACT and s.game.power(ring) == 5
    assert len(ring.info.abilities) == 1  # it keeps its mana ability


HELIOD = compile_text(
    "Heliod, Sun-Crowned",
    "{2}{W}",
    "Legendary Enchantment Creature — God",
    "Indestructible\nAs long as your devotion to white is less than five, Heliod isn't a "
    "creature.\nWhenever you gain life, put a +1/+1 counter on target creature or enchantment "
    "you control.\n{1}{W}: Another target creature gains lifelink until end of turn.",
    pt=("5", "5"),
)
ANTHEM = compile_text(
    "Glorious Anthem", "{1}{W}{W}", "Enchantment", "Creatures you control get +1/+1."
)


def test_heliod_compiles_to_a_devotion_grant():
    """The god's line: "not a creature" unless its controller's devotion to white is 5+."""
    assert HELIOD.unparsed == ()
    (g,) = HELIOD.grants
    assert g.scope == "self" and g.not_creature and g.least == 5
    assert g.unless.what == "devotion"


def test_heliod_is_a_creature_only_with_devotion_five(scenario):
    """CR 700.5, 205.1a: devotion 3 -> an enchantment only; 5 -> a 5/5 creature too."""
    s = scenario()
    heliod = s.battlefield(P0, HELIOD)
    s.battlefield(P0, ANTHEM)
    s.resolve()
    assert not heliod.info.is_creature and heliod.info.types & CardType.ENCHANTMENT
    s.battlefield(P1, ANTHEM)  # an opponent's pips don't count
    s.resolve()
    assert not heliod.info.is_creature
    second = s.battlefield(P0, ANTHEM)
    s.resolve()
    assert heliod.info.is_creature and s.game.power(heliod) == 7  # two anthems
    s.game.move(second, Zone.GRAVEYARD)
    s.resolve()
    assert not heliod.info.is_creature


SUNSPINE_LYNX = compile_text(
    "Sunspine Lynx",
    "{2}{R}{R}",
    "Creature — Elemental Cat",
    "Players can't gain life.\nDamage can't be prevented.\nWhen Sunspine Lynx enters, it deals "
    "damage to each player equal to the number of nonbasic lands that player controls.",
    pt=("5", "4"),
)


def test_sunspine_lynx_damage_cant_be_prevented(scenario):
    """CR 615.12, 702.16e: with the Lynx out, protection prevents no damage; without, it does."""
    from deckstats.cards.prevention import Unpreventable

    assert SUNSPINE_LYNX.unparsed == () and Unpreventable() in SUNSPINE_LYNX.modifiers
    s = scenario()
    bk = s.battlefield(P1, BLACK_KNIGHT)
    wk = s.battlefield(P0, WHITE_KNIGHT)
    assert deal_damage(s.game, wk, P0, bk.oid, 2) == 0
    lynx = s.battlefield(P0, SUNSPINE_LYNX)
    assert deal_damage(s.game, wk, P0, bk.oid, 1) == 1 and bk.damage == 1
    s.game.move(lynx, Zone.GRAVEYARD)
    assert deal_damage(s.game, wk, P0, bk.oid, 1) == 0


PLANAR_NEXUS = compile_text(
    "Planar Nexus",
    None,
    "Land",
    "Planar Nexus is every nonbasic land type.\n{T}: Add {C}.\n{1}, {T}: Add one mana of any "
    "color.",
)
URZAS_MINE = compile_text(
    "Urza's Mine",
    None,
    "Land — Urza's Mine",
    "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead.",
)


def test_planar_nexus_is_every_nonbasic_land_type(scenario):
    """CR 604.3, 205.3i: the Nexus is an Urza's Power-Plant and Tower: the Mine makes {C}{C}."""
    assert PLANAR_NEXUS.unparsed == ()
    from deckstats.engine.actions import CastSpell

    stone = compile_text("Mind Stone", "{2}", "Artifact", "{T}: Add {C}.")
    s = scenario()
    nexus = s.battlefield(P0, PLANAR_NEXUS, tapped=True)
    s.battlefield(P0, URZAS_MINE)
    s.resolve()
    assert {"Power-Plant", "Tower", "Urza's", "Cave"} <= set(nexus.card.subtypes)
    obj = s.hand(P0, stone)
    assert any(isinstance(a, CastSpell) and a.oid == obj.oid for a in s.legal(P0))
    s2 = scenario()
    s2.battlefield(P0, "Wastes", tapped=True)
    s2.battlefield(P0, URZAS_MINE)
    obj = s2.hand(P0, stone)
    assert not any(isinstance(a, CastSpell) and a.oid == obj.oid for a in s2.legal(P0))


ELEPHANT_GRASS = compile_text(
    "Elephant Grass",
    "{G}",
    "Enchantment",
    "Cumulative upkeep {1} (At the beginning of your upkeep, put an age counter on this "
    "permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)\n"
    "Black creatures can't attack you.\nNonblack creatures can't attack you unless their "
    "controller pays {2} for each creature they control that's attacking you.",
)
BLACK_BEAR = compile_text("Vampire Bat", "{B}", "Creature — Bat", "", pt=("1", "1"))


def test_elephant_grass_black_creatures_cant_attack_you(scenario):
    """CR 508.1, 101.2: the opponent's black creature can't attack; its controller's can."""
    from deckstats.cards.rule_locks import AttackLock
    from deckstats.engine.combat import can_attack

    assert ELEPHANT_GRASS.unparsed == ()
    assert any(isinstance(m, AttackLock) and m.opponents for m in ELEPHANT_GRASS.modifiers)
    s = scenario()
    s.battlefield(P0, ELEPHANT_GRASS)
    theirs = s.battlefield(P1, BLACK_BEAR)
    mine = s.battlefield(P0, BLACK_BEAR)
    green = s.battlefield(P1, BEARS)
    assert not can_attack(s.game, theirs)
    assert can_attack(s.game, mine) and can_attack(s.game, green)


HOLLOW_ONE = compile_text(
    "Hollow One",
    "{5}",
    "Artifact Creature — Golem",
    "This spell costs {2} less to cast for each card you've cycled or discarded this turn.\n"
    "Cycling {2} ({2}, Discard this card: Draw a card.)",
    pt=("4", "4"),
)


def test_hollow_one_costs_two_less_per_card_discarded_this_turn(scenario):
    """CR 601.2f, 701.9: two discards this turn -> {1}; the count is this turn's only."""
    from deckstats.cards.modifiers import CostChange
    from deckstats.cards.targets import Filter
    from deckstats.engine.actions import CastSpell
    from deckstats.engine.effect_ctx import discard_cards

    (change,) = [m for m in HOLLOW_ONE.modifiers if isinstance(m, CostChange)]
    assert change.amount == -2 and change.count.what == "discarded_turn"
    s = scenario()
    s.lands(P0, "Wastes")
    golem = s.hand(P0, HOLLOW_ONE)
    castable = lambda: any(isinstance(a, CastSpell) and a.oid == golem.oid for a in s.legal(P0))  # noqa: E731
    assert not castable()
    s.hand(P0, "Forest")
    s.hand(P0, "Island")
    lands = Filter(card_type=CardType.LAND)
    discard_cards(s.game, P0, 1, chooser=P0, flt=lands)
    assert not castable()  # {3}
    discard_cards(s.game, P0, 1, chooser=P0, flt=lands)
    assert s.zone(golem) is Zone.HAND and castable()  # {1}
    s.game.turn += 1
    assert not castable()  # a new turn: nothing discarded yet


SORIN_MIRTHLESS = compile_text(
    "Sorin the Mirthless",
    "{2}{B}{B}",
    "Legendary Planeswalker — Sorin",
    "+1: Look at the top card of your library. You may exile that card. If you do, you may play "
    "that card this turn.\n−2: Create a 2/3 black Vampire creature token with flying and "
    "lifelink.\n−7: Sorin the Mirthless deals 13 damage to any target. You gain 13 life.",
    loyalty="4",
)


def test_sorin_the_mirthless_may_exile_the_top_card_to_play_it(scenario):
    """CR 401.5, 601.2, 305.1: exiled on "yes" and playable this turn; kept on top on "no"."""
    from deckstats.engine.actions import PlayLand

    assert SORIN_MIRTHLESS.unparsed == () and SORIN_MIRTHLESS.withheld == ()
    s = scenario()
    sorin = s.battlefield(P0, SORIN_MIRTHLESS)
    top = s.library(P0, "Forest", "Swamp")[0]
    s.script(P0, ("may", True))
    s.activate(P0, sorin, 0)
    s.resolve()
    assert s.zone(top) is Zone.EXILE and sorin.counter("loyalty") == 5
    (exiled,) = s.game.players[P0].exile
    assert any(isinstance(a, PlayLand) and a.oid == exiled.oid for a in s.legal(P0))
    s2 = scenario()
    sorin2 = s2.battlefield(P0, SORIN_MIRTHLESS)
    top2 = s2.library(P0, "Forest", "Swamp")[0]
    s2.script(P0, ("may", False))
    s2.activate(P0, sorin2, 0)
    s2.resolve()
    assert s2.zone(top2) is Zone.LIBRARY


ABZAN_CHARM = compile_text(
    "Abzan Charm",
    "{W}{B}{G}",
    "Instant",
    "Choose one —\n• Exile target creature with power 3 or greater.\n• You draw two cards and "
    "you lose 2 life.\n• Distribute two +1/+1 counters among one or two target creatures.",
)


def test_abzan_charm_distributes_two_counters(scenario):
    """CR 601.2d: the two counters are divided on casting: two on one, or one on each."""
    from deckstats.cards.distribute import PutCountersDivided

    assert ABZAN_CHARM.unparsed == ()
    (mode,) = ABZAN_CHARM.spell[0].modes[2]
    assert isinstance(mode, PutCountersDivided) and mode.to.divide == 2 and mode.to.count == 2
    s = scenario()
    s.lands(P0, "Plains", "Swamp", "Forest")
    bears = s.battlefield(P0, BEARS)
    elf = s.battlefield(P0, ELVISH)
    s.cast(P0, s.hand(P0, ABZAN_CHARM), targets=[(bears, elf)], modes=(2,))
    s.resolve()
    assert bears.counters == {"+1/+1": 1} and elf.counters == {"+1/+1": 1}
    s2 = scenario()
    s2.lands(P0, "Plains", "Swamp", "Forest")
    bears2 = s2.battlefield(P0, BEARS)
    s2.cast(P0, s2.hand(P0, ABZAN_CHARM), targets=[(bears2, bears2)], modes=(2,))
    s2.resolve()
    assert s2.game.power(bears2) == 4


ANGELS_GRACE = compile_text(
    "Angel's Grace",
    "{W}",
    "Instant",
    "Split second (As long as this spell is on the stack, players can't cast spells or activate "
    "abilities that aren't mana abilities.)\nYou can't lose the game this turn and your "
    "opponents can't win the game this turn. Until end of turn, damage that would reduce your "
    "life total to less than 1 reduces it to 1 instead.",
)


def test_angels_grace_compiles():
    """Both sentences: the player can't lose this turn; a life floor of 1 for damage."""
    from deckstats.cards.cant_lose import CantLoseThisTurn, LifeFloorThisTurn

    assert ANGELS_GRACE.unparsed == ()
    assert ANGELS_GRACE.spell == (CantLoseThisTurn(), LifeFloorThisTurn(1))


def test_angels_grace_floor_and_no_loss_this_turn(scenario):
    """CR 614.1a, 104.3, 704.5a: damage leaves 1 life; a life loss to 0 loses only next turn."""
    s = scenario(life=(3, 20))
    s.lands(P0, "Plains")
    s.cast(P0, s.hand(P0, ANGELS_GRACE))
    s.resolve()
    deal_damage(s.game, None, P1, P0, 10)
    assert s.game.players[P0].life == 1
    s.game.lose_life(P0, 5)  # life loss is not damage: no floor
    s.resolve()
    assert s.game.players[P0].life == -4 and s.result is None  # can't lose this turn
    s.game.turn += 1
    s.resolve()
    assert s.result is not None and s.result.winner == P1


FASTBOND = compile_text(
    "Fastbond",
    "{G}",
    "Enchantment",
    "You may play any number of lands on each of your turns.\nWhenever you play a land, if it "
    "wasn't the first land you played this turn, Fastbond deals 1 damage to you.",
)


def test_fastbond_plays_any_number_of_lands_for_one_damage_each_after_the_first(scenario):
    """CR 305.2, 603.4: three lands this turn; the second and third deal 1 damage each."""
    from deckstats.cards.counts import Count

    assert FASTBOND.unparsed == () and FASTBOND.extra_land_plays >= 20
    (t,) = FASTBOND.triggers
    assert t.effect[0].count == Count("lands_played_turn") and t.effect[0].least == 2
    s = scenario()
    s.battlefield(P0, FASTBOND)
    for name in ("Forest", "Island", "Swamp"):
        s.play_land(P0, s.hand(P0, name))
        s.resolve()
    assert len(s.game.players[P0].battlefield) == 4
    assert s.game.players[P0].life == 18


BLOODBRAID_MARAUDER = compile_text(
    "Bloodbraid Marauder",
    "{1}{B}{R}",
    "Creature — Human Berserker",
    "Bloodbraid Marauder can't block.\nDelirium — Bloodbraid Marauder has cascade as long as "
    "there are four or more card types among cards in your graveyard.",
    pt=("3", "1"),
)


def _cascade_game(scenario, delirium):
    s = scenario()
    s.lands(P0, "Swamp", "Mountain", "Swamp")
    s.library(P0, ELVISH, "Forest")
    for card in ("Forest", SHOCK, BEARS, SOL_RING) if delirium else ("Forest", SHOCK, BEARS):
        s.graveyard(P0, card)
    s.script(P0, ("may", True))
    s.cast(P0, s.hand(P0, BLOODBRAID_MARAUDER))
    s.resolve()
    return s


def test_bloodbraid_marauder_cascades_only_with_delirium(scenario):
    """CR 702.85a: four card types in the graveyard as it is cast -> cascade; three -> none."""
    from deckstats.cards.model import Keyword

    assert BLOODBRAID_MARAUDER.unparsed == ()
    (st,) = BLOODBRAID_MARAUDER.statics
    assert st.keywords == Keyword.CASCADE and st.condition
    s = _cascade_game(scenario, True)
    assert "Llanowar Elves" in s.names(P0, Zone.BATTLEFIELD)
    s2 = _cascade_game(scenario, False)
    assert "Llanowar Elves" not in s2.names(P0, Zone.BATTLEFIELD)
    assert s2.game.players[P0].library[-1].card.name == "Llanowar Elves"


def test_grant_to_the_opponents_creatures_only(scenario):
    """CR 109.4, 613.1f: "Creatures your opponents control lose all abilities." spares yours."""
    lock = compile_text(
        "Test Dampening Field",
        "{2}{W}",
        "Enchantment",
        "Creatures your opponents control lose all abilities.",
    )
    assert lock.grants[0].scope == "theirs"
    s = scenario()
    mine = s.battlefield(P0, ELVISH)
    theirs = s.battlefield(P1, ELVISH)
    s.battlefield(P0, lock)
    s.resolve()
    assert len(mine.info.abilities) == 1 and theirs.info.abilities == ()


REVERENT_MANTRA = compile_text(
    "Reverent Mantra",
    "{3}{W}",
    "Instant",
    "You may exile a white card from your hand rather than pay this spell's mana cost.\nChoose "
    "a color. All creatures gain protection from the chosen color until end of turn.",
)


def test_reverent_mantra_protects_every_creature_from_the_chosen_colour(scenario):
    """CR 702.16, 514.2: both players' creatures gain protection from the colour chosen."""
    from deckstats.cards.effects import ProtectionFromChosenColor
    from deckstats.cards.targets import Ref

    assert REVERENT_MANTRA.unparsed == ()
    assert REVERENT_MANTRA.spell == (ProtectionFromChosenColor(Ref.EACH_CREATURE),)
    s = scenario()
    s.lands(P0, "Plains", "Plains", "Plains", "Plains")
    mine = s.battlefield(P0, BEARS)
    theirs = s.battlefield(P1, BLACK_BEAR)
    s.cast(P0, s.hand(P0, REVERENT_MANTRA))
    s.resolve()
    assert mine.temp_protection and mine.temp_protection == theirs.temp_protection


DIMIR_CHARM = compile_text(
    "Dimir Charm",
    "{U}{B}",
    "Instant",
    "Choose one —\n• Counter target sorcery spell.\n• Destroy target creature with power 2 or "
    "less.\n• Look at the top three cards of target player's library. Put one of them back and "
    "the rest into that player's graveyard.",
)


def test_dimir_charm_puts_one_back_and_mills_two_of_that_player(scenario):
    """CR 401.3, 608.2c: of the target player's top three, one goes back, two to the graveyard."""
    assert DIMIR_CHARM.unparsed == ()
    s = scenario()
    s.lands(P0, "Island", "Swamp")
    s.library(P1, "Forest", "Island", "Swamp", "Mountain")
    s.cast(P0, s.hand(P0, DIMIR_CHARM), targets=[P1], modes=(2,))
    s.resolve()
    them = s.game.players[P1]
    assert len(them.graveyard) == 2 and len(them.library) == 2
    assert them.library[0].card.name == "Mountain"  # the fourth card is untouched, below
    assert not s.game.players[P0].graveyard[:-1]  # only the Charm in its caster's graveyard


DROWN = compile_text(
    "Drown in the Loch",
    "{U}{B}",
    "Instant",
    "Choose one —\n• Counter target spell with mana value less than or equal to the number of "
    "cards in its controller's graveyard.\n• Destroy target creature with mana value less than "
    "or equal to the number of cards in its controller's graveyard.",
)


def _drown_a_spell(scenario, cards_in_their_graveyard):
    s = scenario(active=P1)
    s.lands(P1, "Forest", "Forest")
    s.lands(P0, "Island", "Swamp")
    for _ in range(cards_in_their_graveyard):
        s.graveyard(P1, "Forest")
    bears = s.hand(P1, BEARS)
    s.cast(P1, bears)
    s.cast(P0, s.hand(P0, DROWN), targets=[s.game.stack[-1].obj], modes=(0,))
    s.resolve()
    return s


def test_drown_in_the_loch_counters_within_the_graveyard_count(scenario):
    """CR 608.2b-c, 701.5a: mana value 2 with two cards in its controller's graveyard: countered."""
    assert DROWN.unparsed == ()
    s = _drown_a_spell(scenario, 2)
    assert "Grizzly Bears" in s.names(P1, Zone.GRAVEYARD)
    assert "Grizzly Bears" not in s.names(P1, Zone.BATTLEFIELD)
    s2 = _drown_a_spell(scenario, 1)
    assert "Grizzly Bears" in s2.names(P1, Zone.BATTLEFIELD)


GIDEON_AOZ = compile_text(
    "Gideon, Ally of Zendikar",
    "{2}{W}{W}",
    "Legendary Planeswalker — Gideon",
    "+1: Until end of turn, Gideon, Ally of Zendikar becomes a 5/5 Human Soldier Ally creature "
    "with indestructible that's still a planeswalker. Prevent all damage that would be dealt to "
    "him this turn.\n0: Create a 2/2 white Knight Ally creature token.\n−4: You get an emblem "
    'with "Creatures you control get +1/+1."',
    loyalty="4",
)


def test_gideon_becomes_a_five_five_that_takes_no_damage_this_turn(scenario):
    """CR 611.2, 205.1b, 615.1a: a 5/5 planeswalker creature; every damage to it is prevented."""
    assert GIDEON_AOZ.unparsed == () and GIDEON_AOZ.withheld == ()
    s = scenario()
    gideon = s.battlefield(P0, GIDEON_AOZ)
    s.activate(P0, gideon, 0)
    s.resolve()
    assert gideon.info.is_creature and gideon.info.is_planeswalker
    assert s.game.power(gideon) == 5 and gideon.counter("loyalty") == 5
    assert deal_damage(s.game, None, P1, gideon.oid, 3) == 0
    assert deal_damage(s.game, None, P1, gideon.oid, 2) == 0  # still prevented: all turn
    assert gideon.counter("loyalty") == 5
    s.cleanup()
    assert not gideon.info.is_creature


LAVINIA = compile_text(
    "Lavinia, Azorius Renegade",
    "{W}{U}",
    "Legendary Creature — Human Soldier",
    "Each opponent can't cast noncreature spells with mana value greater than the number of "
    "lands that player controls.\nWhenever an opponent casts a spell, if no mana was spent to "
    "cast it, counter that spell.",
    pt=("2", "2"),
)


def test_lavinia_caps_opponents_noncreature_spells_by_their_lands(scenario):
    """CR 101.2: three lands allow a 3-mana sorcery; with two lands and a Mox, only the creature."""
    from deckstats.engine.actions import CastSpell

    assert LAVINIA.unparsed == ()
    blast = compile_text(
        "Test Blast", "{2}{R}", "Sorcery", "Test Blast deals 3 damage to any target."
    )
    ogre = compile_text("Test Ogre", "{2}{R}", "Creature — Ogre", "", pt=("3", "3"))
    mox = compile_text("Test Mox", "{0}", "Artifact", "{T}: Add {R}.")

    def castable(lands, extra):
        s = scenario(active=P1)
        s.battlefield(P0, LAVINIA)
        s.lands(P1, *["Mountain"] * lands)
        for card in extra:
            s.battlefield(P1, card)
        big, small = s.hand(P1, blast), s.hand(P1, ogre)
        legal = {a.oid for a in s.legal(P1) if isinstance(a, CastSpell)}
        return big.oid in legal, small.oid in legal

    assert castable(3, ()) == (True, True)
    assert castable(2, (mox,)) == (False, True)  # the mana is there; the lock holds
