"""Issue 26, card helper ``act`` (round 38): keyword lines and activated abilities.

Each test compiles a real card's real Oracle text, checks the compiled value, and plays it
through the engine, citing the rule. Families: graveyard casts with a discard (jump-start
CR 702.133, retrace CR 702.81), ...
"""

from __future__ import annotations

import pytest
from scenario import P0, IllegalActionError, Scenario

from deckstats.cards.costs import Flashback
from deckstats.cards.model import CardType
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Ref
from deckstats.engine.actions import CastSpell
from deckstats.engine.types import Zone

# -- jump-start and retrace (CR 702.133a, 702.81a) --------------------------------------------

CHEMISTERS_INSIGHT = compile_text(
    "Chemister's Insight",
    "{3}{U}",
    "Instant",
    "Draw two cards.\nJump-start (You may cast this card from your graveyard by discarding a "
    "card in addition to paying its other costs. Then exile this card.)",
)
THROES_OF_CHAOS = compile_text(
    "Throes of Chaos",
    "{3}{R}{R}",
    "Sorcery",
    "Cascade (When you cast this spell, exile cards from the top of your library until you "
    "exile a nonland card that costs less. You may cast it without paying its mana cost. Put "
    "the exiled cards on the bottom of your library in a random order.)\nRetrace (You may cast "
    "this card from your graveyard by discarding a land card in addition to paying its other "
    "costs.)",
)


def test_jump_start_and_retrace_compile() -> None:
    """Both are a cast from the graveyard for the card's mana cost plus a discard."""
    assert CHEMISTERS_INSIGHT.unparsed == () and THROES_OF_CHAOS.unparsed == ()
    (js,) = CHEMISTERS_INSIGHT.costs
    assert js == Flashback(None, discard=1)
    (rt,) = THROES_OF_CHAOS.costs
    assert isinstance(rt, Flashback) and rt.keep and rt.discard == 1
    assert rt.discard_filter is not None and rt.discard_filter.card_type == CardType.LAND


def test_jump_start_discards_a_card_then_exiles() -> None:
    """Jump-start (CR 702.133a): from the graveyard by discarding a card; then it is exiled."""
    s = Scenario()
    s.lands(P0, "Island", "Island", "Island", "Island")
    card = s.graveyard(P0, CHEMISTERS_INSIGHT)
    assert not any(getattr(a, "oid", 0) == card.oid for a in s.legal(P0))  # nothing to discard
    s.hand(P0, "Mountain")
    s.library(P0, "Island", "Island")
    s.act(P0, CastSpell(card.oid, (), 0, (), 0, 1))
    assert s.names(P0, Zone.GRAVEYARD) == ["Mountain"]
    s.resolve()
    assert len(s.game.players[P0].hand) == 2
    assert s.names(P0, Zone.EXILE) == ["Chemister's Insight"]


def test_retrace_needs_a_land_card_and_stays() -> None:
    """CR 702.81a: retrace discards a *land* card; the spell is not exiled afterwards."""
    s = Scenario()
    s.lands(P0, *["Mountain"] * 5)
    card = s.graveyard(P0, THROES_OF_CHAOS)
    s.hand(P0, "Lightning Bolt")
    with pytest.raises(IllegalActionError):
        s.act(P0, CastSpell(card.oid, (), 0, (), 0, 1))
    s.hand(P0, "Mountain")
    s.act(P0, CastSpell(card.oid, (), 0, (), 0, 1))
    assert "Mountain" in s.names(P0, Zone.GRAVEYARD)
    assert s.names(P0, Zone.HAND) == ["Lightning Bolt"]
    s.resolve()
    assert "Throes of Chaos" in s.names(P0, Zone.GRAVEYARD)


# -- unearth, embalm, eternalize (CR 702.84a, 702.128a, 702.129a) -----------------------------

PERENNIAL_BEHEMOTH = compile_text(
    "Perennial Behemoth",
    "{5}",
    "Artifact Creature — Golem",
    "You may play lands from your graveyard.\nUnearth {G}{G} ({G}{G}: Return this card from "
    "your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next "
    "end step or if it would leave the battlefield. Unearth only as a sorcery.)",
    pt=("2", "7"),
)
FATESTITCHER = compile_text(
    "Fatestitcher",
    "{3}{U}",
    "Creature — Zombie Wizard",
    "{T}: You may tap or untap another target permanent.\nUnearth {U} ({U}: Return this card "
    "from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the "
    "next end step or if it would leave the battlefield. Unearth only as a sorcery.)",
    pt=("1", "2"),
)
SACRED_CAT = compile_text(
    "Sacred Cat",
    "{W}",
    "Creature — Cat",
    "Lifelink\nEmbalm {W} ({W}, Exile this card from your graveyard: Create a token that's a "
    "copy of it, except it's a white Zombie Cat with no mana cost. Embalm only as a sorcery.)",
    pt=("1", "1"),
)
TIMELESS_DRAGON = compile_text(
    "Timeless Dragon",
    "{3}{W}{W}",
    "Creature — Dragon",
    "Flying\nPlainscycling {2} ({2}, Discard this card: Search your library for a Plains card, "
    "reveal it, put it into your hand, then shuffle.)\nEternalize {2}{W}{W} ({2}{W}{W}, Exile "
    "this card from your graveyard: Create a token that's a copy of it, except it's a 4/4 "
    "black Zombie Dragon with no mana cost. Eternalize only as a sorcery.)",
    pt=("5", "5"),
)


def _gy_action(s: Scenario, obj: object) -> list[object]:
    from deckstats.engine.actions import HandAction

    return [a for a in s.legal(P0) if type(a) is HandAction and a.oid == obj.oid]  # type: ignore[attr-defined]


def test_graveyard_keywords_compile() -> None:
    """Each keyword is a sorcery-speed ability of the card in its graveyard (CR 602.1)."""
    from deckstats.cards.costs import GraveyardAbility
    from deckstats.cards.effects_act import Unearth, ZombieCopy

    for card in (PERENNIAL_BEHEMOTH, FATESTITCHER, SACRED_CAT, TIMELESS_DRAGON):
        assert card.unparsed == (), card.name
    (gy,) = [c for c in FATESTITCHER.costs if isinstance(c, GraveyardAbility)]
    assert gy.sorcery and gy.effect == (Unearth(),) and not gy.cost.exile_self
    (gy,) = [c for c in TIMELESS_DRAGON.costs if isinstance(c, GraveyardAbility)]
    assert gy.cost.exile_self and gy.effect == (ZombieCopy("B", 4),)
    assert gy.cost.mana.text == "{2}{W}{W}"


def test_unearth_returns_with_haste_then_is_exiled() -> None:
    """CR 702.84a: it returns with haste; at the next end step it is exiled; only as a
    sorcery (not with a spell on the stack)."""
    from deckstats.engine.events import dash_end_step
    from deckstats.engine.flags import HASTE

    s = Scenario()
    s.lands(P0, "Forest", "Forest")
    golem = s.graveyard(P0, PERENNIAL_BEHEMOTH)
    (act,) = _gy_action(s, golem)
    s.act(P0, act)
    s.resolve()
    (body,) = s.game.players[P0].battlefield[-1:]
    assert body.card.name == "Perennial Behemoth" and body.temp_keywords & HASTE
    dash_end_step(s.game)
    s.resolve()
    assert s.names(P0, Zone.EXILE) == ["Perennial Behemoth"]
    assert s.game.players[P0].exile[0].playable_until == 0  # not castable from exile


def test_unearthed_creature_is_exiled_if_it_would_leave() -> None:
    """CR 702.84a, 614.1a: destroyed, it is exiled instead of going to the graveyard."""
    s = Scenario()
    s.lands(P0, "Island")
    card = s.graveyard(P0, FATESTITCHER)
    (act,) = _gy_action(s, card)
    s.act(P0, act)
    s.resolve()
    body = s.game.players[P0].battlefield[-1]
    s.game.destroy(body)
    assert s.names(P0, Zone.EXILE) == ["Fatestitcher"]
    assert s.names(P0, Zone.GRAVEYARD) == []


def test_embalm_and_eternalize_make_zombie_token_copies() -> None:
    """CR 702.128a: a white Zombie copy with no mana cost; CR 702.129a: a 4/4 black one.
    The card is exiled as the cost (CR 118.3)."""
    from deckstats.cards.model import Color

    s = Scenario()
    s.lands(P0, "Plains", "Plains", "Plains", "Plains", "Plains")
    cat = s.graveyard(P0, SACRED_CAT)
    dragon = s.graveyard(P0, TIMELESS_DRAGON)
    (act,) = _gy_action(s, cat)
    s.act(P0, act)
    s.resolve()
    (act,) = _gy_action(s, dragon)
    s.act(P0, act)
    s.resolve()
    g = s.game
    tokens = [o for o in g.players[P0].battlefield if o.is_token]
    assert [o.card.name for o in tokens] == ["Sacred Cat", "Timeless Dragon"]
    cat_t, dragon_t = tokens
    assert "Zombie" in cat_t.card.subtypes and cat_t.card.colors == Color.W
    assert cat_t.card.mana_value == 0 and (g.power(cat_t), g.toughness(cat_t)) == (1, 1)
    assert dragon_t.card.colors == Color.B and (g.power(dragon_t), g.toughness(dragon_t)) == (4, 4)
    assert sorted(s.names(P0, Zone.EXILE)) == ["Sacred Cat", "Timeless Dragon"]


# -- buyback (CR 702.27a) ------------------------------------------------------------------------

CAPSIZE = compile_text(
    "Capsize",
    "{1}{U}{U}",
    "Instant",
    "Buyback {3} (You may pay an additional {3} as you cast this spell. If you do, put this "
    "card into your hand as it resolves.)\nReturn target permanent to its owner's hand.",
)


def test_buyback_compiles() -> None:
    """Buyback is an optional additional cost paid at most once (CR 702.27a)."""
    from deckstats.cards.costs import Kicker

    assert CAPSIZE.unparsed == ()
    (bb,) = CAPSIZE.costs
    assert isinstance(bb, Kicker) and bb.buyback and not bb.multi and bb.mana.text == "{3}"


def test_capsize_with_buyback_returns_to_hand() -> None:
    """CR 702.27a: paid, the spell goes to its owner's hand as it resolves; unpaid, to the
    graveyard (CR 608.2n)."""
    s = Scenario()
    s.lands(P0, *["Island"] * 6)
    bear = s.battlefield(1, "Grizzly Bears")
    capsize = s.hand(P0, CAPSIZE)
    s.act(P0, CastSpell(capsize.oid, ((bear.oid,),), 0, (), 0, 0, 1))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Capsize"] and s.names(1, Zone.HAND) == ["Grizzly Bears"]
    s2 = Scenario()
    s2.lands(P0, *["Island"] * 3)
    bear2 = s2.battlefield(1, "Grizzly Bears")
    again = s2.hand(P0, CAPSIZE)
    s2.cast(P0, again, targets=[bear2])
    s2.resolve()
    assert s2.names(P0, Zone.GRAVEYARD) == ["Capsize"] and s2.names(P0, Zone.HAND) == []


# -- keywords that stand for a triggered or activated ability (CR 702) --------------------------

SLING_GANG_LIEUTENANT = compile_text(
    "Sling-Gang Lieutenant",
    "{3}{B}",
    "Creature — Goblin",
    "Afflict 1 (Whenever this creature becomes blocked, defending player loses 1 life.)\nWhen "
    "Sling-Gang Lieutenant enters, create two 1/1 red Goblin creature tokens.\nSacrifice a "
    "Goblin: Target player loses 1 life and you gain 1 life.",
    pt=("1", "1"),
)
MARIONETTE_APPRENTICE = compile_text(
    "Marionette Apprentice",
    "{1}{B}",
    "Creature — Human Artificer",
    "Fabricate 1 (When this creature enters, put a +1/+1 counter on it or create a 1/1 "
    "colorless Servo artifact creature token.)\nWhenever another creature or artifact you "
    "control is put into a graveyard from the battlefield, each opponent loses 1 life.",
    pt=("1", "2"),
)


def test_expanded_keywords_compile() -> None:
    """Afflict N (CR 702.130a) is a becomes-blocked trigger; fabricate N (CR 702.123a) an
    enters trigger with two modes; bushido, afterlife, outlast, poisonous likewise."""
    from deckstats.cards.effects import LoseLife, Modal
    from deckstats.cards.targets import Ref
    from deckstats.cards.triggers import Blocks, Dies

    assert SLING_GANG_LIEUTENANT.unparsed == ()
    afflict = SLING_GANG_LIEUTENANT.triggers[0]
    assert afflict.when == Blocks(blocked=True)
    assert afflict.effect == (LoseLife(1, Ref.DEFENDING_PLAYER),)
    (fabricate,) = [t for t in MARIONETTE_APPRENTICE.triggers if isinstance(t.effect[0], Modal)]
    (counter,), (servo,) = fabricate.effect[0].modes
    assert counter.count == 1 and servo.token.name == "Servo" and servo.count == 1
    spirits = compile_text("X", "{2}{W}", "Creature — Spirit", "Afterlife 2", pt=("1", "1"))
    (dies,) = spirits.triggers
    assert dies.when == Dies() and dies.effect[0].count == 2
    outlast = compile_text("Y", "{G}", "Creature — Elf", "Outlast {1}{G}", pt=("1", "1"))
    (ability,) = outlast.abilities
    assert ability.sorcery_speed and ability.cost.tap and ability.cost.mana.text == "{1}{G}"


def test_afflict_drains_the_defending_player_when_blocked() -> None:
    """CR 702.130a: blocked, the defending player loses N life (no damage is needed)."""
    s = Scenario()
    sling = s.battlefield(P0, SLING_GANG_LIEUTENANT)
    wall = s.battlefield(1, "Grizzly Bears")
    s.script(P0, ("attackers", (sling.oid,)))
    s.script(1, ("blockers", ((wall.oid, sling.oid),)))
    s.combat()
    s.resolve()
    assert s.game.players[1].life == 19


def test_fabricate_makes_a_servo_or_a_counter() -> None:
    """CR 702.123a: as the enters trigger resolves, a +1/+1 counter or a 1/1 Servo."""
    s = Scenario()
    s.lands(P0, "Swamp", "Swamp")
    s.script(P0, ("targets", lambda v, d: d.options[1]))  # the Servo mode
    s.cast(P0, s.hand(P0, MARIONETTE_APPRENTICE))
    s.resolve()
    assert "Servo" in s.names(P0, Zone.BATTLEFIELD)
    s2 = Scenario()
    s2.lands(P0, "Swamp", "Swamp")
    s2.script(P0, ("may", False))  # the counter mode
    s2.cast(P0, s2.hand(P0, MARIONETTE_APPRENTICE))
    s2.resolve()
    (apprentice,) = s2.game.players[P0].battlefield[-1:]
    assert apprentice.counter("+1/+1") == 1 and "Servo" not in s2.names(P0, Zone.BATTLEFIELD)


BASKING_BROODSCALE = compile_text(
    "Basking Broodscale",
    "{1}{G}",
    "Creature — Eldrazi Lizard",
    "Devoid (This card has no color.)\n{1}{G}: Adapt 1. (If this creature has no +1/+1 "
    "counters on it, put a +1/+1 counter on it.)",
    pt=("1", "1"),
)


def test_adapt_puts_counters_only_without_counters() -> None:
    """CR 701.46a: adapt puts N +1/+1 counters on it only if it has none."""
    from deckstats.cards.effects import IfSourceNoCounters

    assert BASKING_BROODSCALE.unparsed == ()
    (adapt,) = BASKING_BROODSCALE.abilities[0].effect
    assert isinstance(adapt, IfSourceNoCounters) and adapt.kind == "+1/+1"
    s = Scenario()
    s.lands(P0, "Forest", "Forest", "Forest", "Forest")
    lizard = s.battlefield(P0, BASKING_BROODSCALE)
    s.activate(P0, lizard)
    s.resolve()
    s.activate(P0, lizard)
    s.resolve()
    assert lizard.counter("+1/+1") == 1


DYSTOPIA = compile_text(
    "Dystopia",
    "{1}{B}{B}",
    "Enchantment",
    "Cumulative upkeep—Pay 1 life. (At the beginning of your upkeep, put an age counter on this "
    "permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)\n"
    "At the beginning of each player's upkeep, that player sacrifices a green or white "
    "permanent.",
)
MYSTIC_REMORA = compile_text(
    "Mystic Remora",
    "{U}",
    "Enchantment",
    "Cumulative upkeep {1} (At the beginning of your upkeep, put an age counter on this "
    "permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)",
)


def test_cumulative_upkeep_compiles() -> None:
    """CR 702.24a: a trigger at the beginning of your upkeep, with a mana or life cost."""
    from deckstats.cards.effects_act import CumulativeUpkeep

    assert DYSTOPIA.unparsed == () and MYSTIC_REMORA.unparsed == ()
    assert DYSTOPIA.triggers[0].effect == (CumulativeUpkeep(None, 1),)
    (cu,) = MYSTIC_REMORA.triggers[0].effect
    assert isinstance(cu, CumulativeUpkeep) and cu.mana.text == "{1}"


def test_cumulative_upkeep_grows_then_is_sacrificed() -> None:
    """CR 702.24a: an age counter each upkeep, the cost paid once per counter; unpaid, the
    permanent is sacrificed."""
    from deckstats.engine.state import StackItem

    s = Scenario()
    s.lands(P0, "Island", "Island")
    remora = s.battlefield(P0, MYSTIC_REMORA)
    g = s.game
    (trig,) = MYSTIC_REMORA.triggers
    for expected_tapped in (1, 2):
        for land in g.players[P0].battlefield:
            land.tapped = False
        g.stack.append(StackItem(g.next_id, "trigger", remora, remora.card, P0, trig.effect))
        g.next_id += 1
        s.resolve()
        assert remora.counter("age") == expected_tapped
        assert sum(o.tapped for o in g.players[P0].battlefield) == expected_tapped
    for land in g.players[P0].battlefield:
        land.tapped = False
    g.stack.append(StackItem(g.next_id, "trigger", remora, remora.card, P0, trig.effect))
    g.next_id += 1
    s.resolve()  # three {1} with two lands: sacrificed
    assert s.names(P0, Zone.GRAVEYARD) == ["Mystic Remora"]


# -- "the sacrificed creature's power" (CR 608.2h: the cost's permanent as it last existed) ------

ALTAR_OF_DEMENTIA = compile_text(
    "Altar of Dementia",
    "{2}",
    "Artifact",
    "Sacrifice a creature: Target player mills cards equal to the sacrificed creature's power.",
)
OSWALD_FIDDLEBENDER = compile_text(
    "Oswald Fiddlebender",
    "{1}{W}",
    "Legendary Creature — Gnome Artificer",
    "{W}, {T}, Sacrifice an artifact: Search your library for an artifact card with mana value "
    "equal to 1 plus the sacrificed artifact's mana value, put that card onto the battlefield, "
    "then shuffle. Activate only as a sorcery.",
    pt=("2", "2"),
)
WITCHS_OVEN = compile_text(
    "Witch's Oven",
    "{1}",
    "Artifact",
    "{T}, Sacrifice a creature: Create a Food token. If the sacrificed creature's toughness was 4 "
    "or greater, create two Food tokens instead.",
)
FLING = compile_text(
    "Fling",
    "{1}{R}",
    "Instant",
    "As an additional cost to cast this spell, sacrifice a creature.\nFling deals damage equal to "
    "the sacrificed creature's power to any target.",
)


def test_sacrificed_counts_compile() -> None:
    """The sacrificed permanent's power, toughness or mana value is a count (CR 608.2h)."""
    from deckstats.cards.counts import Count, IfCount
    from deckstats.cards.effects_act import SearchByCount

    for card in (ALTAR_OF_DEMENTIA, OSWALD_FIDDLEBENDER, WITCHS_OVEN, FLING):
        assert card.unparsed == (), card.name
    (mill,) = ALTAR_OF_DEMENTIA.abilities[0].effect
    assert mill.count == Count("sacrificed_power")
    (search,) = OSWALD_FIDDLEBENDER.abilities[0].effect
    assert isinstance(search, SearchByCount) and not search.or_less
    assert search.count == Count("sacrificed_mana_value", plus=1)
    (oven,) = WITCHS_OVEN.abilities[0].effect
    assert isinstance(oven, IfCount) and oven.least == 4
    assert FLING.spell[0].amount == Count("sacrificed_power")


def test_altar_of_dementia_mills_the_sacrificed_power() -> None:
    """CR 118.3, 608.2h: the creature is gone when the ability resolves; its power counts."""
    s = Scenario()
    altar = s.battlefield(P0, ALTAR_OF_DEMENTIA)
    s.battlefield(P0, "Grizzly Bears")
    s.library(1, *["Island"] * 5)
    s.activate(P0, altar, targets=[1])
    assert s.names(P0, Zone.GRAVEYARD) == ["Grizzly Bears"]
    s.resolve()
    assert len(s.game.players[1].graveyard) == 2


def test_oswald_finds_an_artifact_one_mana_value_higher() -> None:
    """Oswald: exactly 1 plus the sacrificed artifact's mana value (CR 701.23)."""
    s = Scenario()
    s.lands(P0, "Plains")
    oswald = s.battlefield(P0, OSWALD_FIDDLEBENDER)
    s.battlefield(P0, WITCHS_OVEN)  # mana value 1
    s.library(P0, "Sol Ring", "Mind Stone", "Lotus Petal")  # 1, 2, 0
    s.activate(P0, oswald)
    s.resolve()
    assert "Mind Stone" in s.names(P0, Zone.BATTLEFIELD)
    assert "Sol Ring" not in s.names(P0, Zone.BATTLEFIELD)


CRAW_WURM = compile_text("Craw Wurm", "{4}{G}{G}", "Creature — Wurm", "", pt=("6", "4"))


def test_witchs_oven_counts_the_sacrificed_toughness() -> None:
    """Witch's Oven: two Foods for a creature with toughness 4 or greater (CR 608.2h)."""
    s = Scenario()
    oven = s.battlefield(P0, WITCHS_OVEN)
    s.battlefield(P0, "Grizzly Bears")
    s.activate(P0, oven)
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD).count("Food") == 1
    s2 = Scenario()
    oven2 = s2.battlefield(P0, WITCHS_OVEN)
    s2.battlefield(P0, CRAW_WURM)
    s2.activate(P0, oven2)
    s2.resolve()
    assert s2.names(P0, Zone.BATTLEFIELD).count("Food") == 2


def test_fling_deals_the_sacrificed_creatures_power() -> None:
    """Fling's additional cost: the sacrificed creature's power as it last existed."""
    s = Scenario()
    s.lands(P0, "Mountain", "Mountain")
    s.battlefield(P0, "Thragtusk")
    fling = s.hand(P0, FLING)
    s.cast(P0, fling, targets=[1])
    s.resolve()
    assert s.game.players[1].life == 15


# -- entwine (CR 702.42a) and counted mana ------------------------------------------------------

DREAMS_GRIP = compile_text(
    "Dream's Grip",
    "{U}",
    "Instant — Arcane",
    "Choose one —\n• Tap target permanent.\n• Untap target permanent.\nEntwine {1} (Choose "
    "both if you pay the entwine cost.)",
)


def test_entwine_chooses_every_mode() -> None:
    """CR 702.42a: paying the entwine cost, the spell has all its modes; unpaid, one."""
    from deckstats.cards.costs import Kicker

    assert DREAMS_GRIP.unparsed == ()
    (entwine,) = DREAMS_GRIP.costs
    assert isinstance(entwine, Kicker) and entwine.entwine
    s = Scenario()
    s.lands(P0, "Island", "Island")
    grip = s.hand(P0, DREAMS_GRIP)
    bear = s.battlefield(1, "Grizzly Bears")
    (tapped_land,) = s.lands(1, "Forest", tapped=True)
    kicked = [a for a in s.legal(P0) if isinstance(a, CastSpell) and a.kicks]
    assert kicked and all(a.modes == (0, 1) for a in kicked)
    s.act(P0, CastSpell(grip.oid, ((bear.oid,), (tapped_land.oid,)), 0, (0, 1), 0, 0, 1))
    s.resolve()
    assert bear.tapped and not tapped_land.tapped


CASTLE_GARENBRIG = compile_text(
    "Castle Garenbrig",
    None,
    "Land",
    "Castle Garenbrig enters tapped unless you control a Forest.\n{T}: Add {G}.\n{2}{G}{G}, {T}: "
    "Add six {G}. Spend this mana only to cast creature spells or activate abilities of "
    "creatures.",
)
ORCISH_LUMBERJACK = compile_text(
    "Orcish Lumberjack",
    "{R}",
    "Creature — Orc",
    "{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}.",
    pt=("1", "1"),
)


def test_counted_mana_words_compile() -> None:
    """CR 106.1: "Add six {G}" is six green mana; "three mana in any combination of {R}
    and/or {G}" is three mana, each red or green (CR 106.1a)."""
    from deckstats.cards.effects import AddMana, AddOneOf

    assert CASTLE_GARENBRIG.unparsed == () and ORCISH_LUMBERJACK.unparsed == ()
    assert CASTLE_GARENBRIG.abilities[-1].effect == (AddMana("GGGGGG"),)
    assert CASTLE_GARENBRIG.abilities[-1].spend_only.card_type == CardType.CREATURE
    assert ORCISH_LUMBERJACK.abilities[0].effect == (AddOneOf("RG"),) * 3
    s = Scenario()
    jack = s.battlefield(P0, ORCISH_LUMBERJACK)
    s.lands(P0, "Forest")
    s.activate(P0, jack)
    assert s.names(P0, Zone.GRAVEYARD) == ["Forest"]
    assert sum(s.game.players[P0].pool) == 3


# -- "prevent all combat damage that would be dealt to and dealt by" a creature (CR 615.1) -------

MAZE_OF_ITH = compile_text(
    "Maze of Ith",
    None,
    "Land",
    "{T}: Untap target attacking creature. Prevent all combat damage that would be dealt to and "
    "dealt by that creature this turn.",
)
CEPHALID_ILLUSIONIST = compile_text(
    "Cephalid Illusionist",
    "{1}{U}",
    "Creature — Cephalid Wizard",
    "Whenever Cephalid Illusionist becomes the target of a spell or ability, mill three "
    "cards.\n{2}{U}, {T}: Prevent all combat damage that would be dealt to and dealt by target "
    "creature you control this turn.",
    pt=("1", "1"),
)


def test_combat_shields_compile() -> None:
    """Maze of Ith's second sentence is about its first target (CR 115.10, 608.2b)."""
    from deckstats.cards.effects_act import PreventCombatDamageOf
    from deckstats.cards.targets import Ref

    assert MAZE_OF_ITH.unparsed == () and CEPHALID_ILLUSIONIST.unparsed == ()
    assert MAZE_OF_ITH.abilities[0].effect[1] == PreventCombatDamageOf(Ref.FIRST_TARGET)
    (shield,) = CEPHALID_ILLUSIONIST.abilities[0].effect
    assert isinstance(shield, PreventCombatDamageOf)


def test_maze_of_ith_untaps_and_stops_the_attacker() -> None:
    """CR 615.1: the attacker is untapped and deals no combat damage this turn; another
    attacker still does."""
    from deckstats.engine.combat import deal_combat_damage

    s = Scenario()
    g = s.game
    bear = s.battlefield(P0, "Grizzly Bears")
    other = s.battlefield(P0, CRAW_WURM)
    bear.attacking = other.attacking = bear.tapped = True
    maze = s.battlefield(1, MAZE_OF_ITH)
    s.activate(1, maze, targets=[bear])
    s.resolve()
    assert not bear.tapped
    deal_combat_damage(g, [(bear, 1, 2), (other, 1, 6)])
    assert g.players[1].life == 14


def test_cephalid_illusionist_shields_both_ways() -> None:
    """CR 615.1: damage dealt to and by the creature is prevented, not its blocker's to
    others."""
    from deckstats.engine.combat import deal_combat_damage

    s = Scenario()
    g = s.game
    s.lands(P0, "Island", "Island", "Island")
    illusionist = s.battlefield(P0, CEPHALID_ILLUSIONIST)
    wurm = s.battlefield(P0, CRAW_WURM)
    bear = s.battlefield(1, "Grizzly Bears")
    s.activate(P0, illusionist, targets=[wurm])
    s.resolve()
    deal_combat_damage(g, [(wurm, bear.oid, 6), (bear, wurm.oid, 2)])
    assert wurm.damage == 0 and bear.damage == 0 and bear.zone is Zone.BATTLEFIELD


CHILDREN_OF_KORLIS = compile_text(
    "Children of Korlis",
    "{W}",
    "Creature — Human Rebel Cleric",
    "Sacrifice Children of Korlis: You gain life equal to the life you've lost this turn.",
    pt=("1", "1"),
)
DREAM_TRAWLER = compile_text(
    "Dream Trawler",
    "{2}{W}{W}{U}{U}",
    "Creature — Sphinx",
    "Flying, lifelink\nWhenever you draw a card, Dream Trawler gets +1/+0 until end of turn.\n"
    "Whenever Dream Trawler attacks, draw a card.\nDiscard a card: Dream Trawler gains hexproof "
    "until end of turn. Tap it.",
    pt=("3", "5"),
)


def test_children_of_korlis_gains_back_the_life_lost_this_turn() -> None:
    """CR 119.3: life lost this turn (paid life included) comes back; a count read on
    resolution."""
    s = Scenario()
    korlis = s.battlefield(P0, CHILDREN_OF_KORLIS)
    s.game.lose_life(P0, 3)
    s.game.lose_life(P0, 4, payment=True)
    s.activate(P0, korlis)
    s.resolve()
    assert s.game.players[P0].life == 20


def test_dream_trawler_taps_itself() -> None:
    """ "Tap it." after "~ gains hexproof" is about ~ (CR 608.2c)."""
    from deckstats.cards.model import Keyword

    assert DREAM_TRAWLER.unparsed == ()
    s = Scenario()
    trawler = s.battlefield(P0, DREAM_TRAWLER)
    s.hand(P0, "Island")
    s.activate(P0, trawler, index=0)
    s.resolve()
    assert trawler.tapped and s.game.keywords(trawler) & Keyword.HEXPROOF


# -- overload (CR 702.96a) -------------------------------------------------------------------------

ELECTRICKERY = compile_text(
    "Electrickery",
    "{R}",
    "Instant",
    "Electrickery deals 1 damage to target creature you don't control.\nOverload {1}{R} (You "
    "may cast this spell for its overload cost. If you do, change its text by replacing all "
    'instances of "target" with "each.")',
)
ELF_TOKEN = compile_text("Elf Warrior", "{G}", "Creature — Elf Warrior", "", pt=("1", "1"))


def test_overload_compiles_each_for_target() -> None:
    """CR 702.96a: the overload option's effects are the text with "each" for "target"."""
    from deckstats.cards.costs import AlternativeCost
    from deckstats.cards.effects import DealDamage
    from deckstats.cards.targets import Ref

    assert ELECTRICKERY.unparsed == ()
    (overload,) = ELECTRICKERY.costs
    assert isinstance(overload, AlternativeCost) and overload.keyword == "overload"
    assert overload.effect == (DealDamage(1, Ref.CREATURES_OPPONENTS_CONTROL),)
    rift = compile_text(
        "Cyclonic Rift",
        "{1}{U}",
        "Instant",
        "Return target nonland permanent you don't control to its owner's hand.\nOverload {6}{U}",
    )
    assert rift.unparsed == ("Overload {6}{U}",) and rift.costs == ()  # not offered


def test_electrickery_overloaded_hits_each_opposing_creature() -> None:
    """CR 702.96a: overloaded, no target; each creature you don't control is dealt 1."""
    s = Scenario()
    s.lands(P0, "Mountain", "Mountain")
    s.battlefield(P0, ELF_TOKEN)
    s.battlefield(1, ELF_TOKEN)
    s.battlefield(1, ELF_TOKEN)
    card = s.hand(P0, ELECTRICKERY)
    assert CastSpell(card.oid, alt=1) in s.legal(P0)
    s.act(P0, CastSpell(card.oid, alt=1))
    s.resolve()
    assert s.names(1, Zone.BATTLEFIELD) == [] and s.names(1, Zone.GRAVEYARD) == ["Elf Warrior"] * 2
    assert "Elf Warrior" in s.names(P0, Zone.BATTLEFIELD)


# -- boast (CR 702.142a) and riot (CR 702.136a) ---------------------------------------------------

USHER_OF_THE_FALLEN = compile_text(
    "Usher of the Fallen",
    "{W}",
    "Creature — Human Warrior",
    "Boast — {1}{W}: Create a 1/1 white Human Warrior creature token. (Activate only if this "
    "creature attacked this turn and only once each turn.)",
    pt=("2", "1"),
)
ZHUR_TAA_GOBLIN = compile_text(
    "Zhur-Taa Goblin",
    "{R}{G}",
    "Creature — Goblin Berserker",
    "Riot (This creature enters with your choice of a +1/+1 counter or haste.)",
    pt=("2", "2"),
)


def test_boast_only_while_attacking_and_once_each_turn() -> None:
    """CR 702.142a: the ability is activated only if it attacked this turn (here: while it
    attacks) and only once each turn (CR 602.5b)."""
    from deckstats.engine.actions import ActivateAbility

    assert USHER_OF_THE_FALLEN.unparsed == ()
    s = Scenario()
    s.lands(P0, "Plains", "Plains", "Plains", "Plains")
    usher = s.battlefield(P0, USHER_OF_THE_FALLEN)
    boast = ActivateAbility(usher.oid, 0, ())
    assert boast not in s.legal(P0)
    usher.attacking = True
    s.act(P0, boast)
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD).count("Human Warrior") == 1
    assert boast not in s.legal(P0)  # once each turn


def test_riot_gives_a_counter_or_haste() -> None:
    """CR 702.136a: the controller chooses a +1/+1 counter or haste as it enters."""
    from deckstats.cards.model import Keyword

    assert ZHUR_TAA_GOBLIN.unparsed == ()
    s = Scenario()
    s.lands(P0, "Mountain", "Forest")
    s.script(P0, ("may", True))  # haste (engine.static_rules.riot: a yes)
    s.cast(P0, s.hand(P0, ZHUR_TAA_GOBLIN))
    s.resolve()
    goblin = s.game.players[P0].battlefield[-1]
    assert s.game.keywords(goblin) & Keyword.HASTE and goblin.counter("+1/+1") == 0
    s2 = Scenario()
    s2.lands(P0, "Mountain", "Forest")
    s2.script(P0, ("may", False))  # the counter
    s2.cast(P0, s2.hand(P0, ZHUR_TAA_GOBLIN))
    s2.resolve()
    goblin = s2.game.players[P0].battlefield[-1]
    assert goblin.counter("+1/+1") == 1 and not s2.game.keywords(goblin) & Keyword.HASTE


FIELD_OF_RUIN = compile_text(
    "Field of Ruin",
    None,
    "Land",
    "{T}: Add {C}.\n{2}, {T}, Sacrifice Field of Ruin: Destroy target nonbasic land an opponent "
    "controls. Each player searches their library for a basic land card, puts it onto the "
    "battlefield, then shuffles.",
)


def test_field_of_ruin_each_player_searches() -> None:
    """CR 701.23: each player, the opponent too, searches for a basic land."""
    assert FIELD_OF_RUIN.unparsed == ()
    s = Scenario()
    s.lands(P0, "Plains", "Plains")
    field = s.battlefield(P0, FIELD_OF_RUIN)
    (target,) = s.lands(1, "Tropical Island")
    s.library(P0, "Plains")
    s.library(1, "Forest")
    s.activate(P0, field, index=1, targets=[target])
    s.resolve()
    assert "Plains" in s.names(P0, Zone.BATTLEFIELD) and s.names(P0, Zone.LIBRARY) == []
    assert s.names(1, Zone.BATTLEFIELD) == ["Forest"]


VAMPIRE_HEXMAGE = compile_text(
    "Vampire Hexmage",
    "{B}{B}",
    "Creature — Vampire Shaman",
    "First strike\nSacrifice Vampire Hexmage: Remove all counters from target permanent.",
    pt=("2", "1"),
)


def test_vampire_hexmage_removes_every_counter() -> None:
    """CR 122.8: all counters of every kind leave the permanent."""
    from deckstats.cards.effects_act import RemoveCounters

    assert VAMPIRE_HEXMAGE.unparsed == ()
    (remove,) = VAMPIRE_HEXMAGE.abilities[0].effect
    assert isinstance(remove, RemoveCounters) and remove.kind == "" and remove.count == 0
    s = Scenario()
    hexmage = s.battlefield(P0, VAMPIRE_HEXMAGE)
    wurm = s.battlefield(1, CRAW_WURM)
    wurm.counters = {"+1/+1": 2, "ice": 3}
    s.activate(P0, hexmage, targets=[wurm])
    s.resolve()
    assert wurm.counter("+1/+1") == 0 and wurm.counter("ice") == 0
    assert s.game.power(wurm) == 6
    depths_ability = compile_text(
        "Dark Depths", None, "Legendary Snow Land", "{3}: Remove an ice counter from Dark Depths."
    )
    (one,) = depths_ability.abilities[0].effect
    assert one == RemoveCounters(Ref.SELF, "ice", 1)


WALL_OF_ROOTS = compile_text(
    "Wall of Roots",
    "{1}{G}",
    "Creature — Plant Wall",
    "Defender\nPut a -0/-1 counter on Wall of Roots: Add {G}. Activate only once each turn.",
    pt=("0", "5"),
)
URZAS_BAUBLE = compile_text(
    "Urza's Bauble",
    "{0}",
    "Artifact",
    "{T}, Sacrifice Urza's Bauble: Look at a card at random in target player's hand. You draw a "
    "card at the beginning of the next turn's upkeep.",
)


def test_wall_of_roots_pays_with_a_minus_zero_minus_one_counter() -> None:
    """CR 122.1a, 605.1a: the counter is the cost; a mana ability once each turn."""
    from deckstats.engine.actions import ActivateAbility

    assert WALL_OF_ROOTS.unparsed == ()
    s = Scenario()
    wall = s.battlefield(P0, WALL_OF_ROOTS, sick=True)
    s.activate(P0, wall)
    assert s.game.players[P0].pool[4] == 1  # G, at once (no stack)
    assert s.game.toughness(wall) == 4 and s.game.power(wall) == 0
    assert ActivateAbility(wall.oid, 0, ()) not in s.legal(P0)


def test_urzas_bauble_draws_at_the_next_upkeep() -> None:
    """CR 603.7: a delayed trigger; the card is drawn at the next turn's upkeep."""
    from deckstats.engine.delayed import fire
    from deckstats.engine.types import Step

    assert URZAS_BAUBLE.unparsed == ()
    s = Scenario()
    bauble = s.battlefield(P0, URZAS_BAUBLE)
    s.library(P0, "Island")
    s.activate(P0, bauble, targets=[1])
    s.resolve()
    assert s.names(P0, Zone.HAND) == []
    s.game.active = 1
    fire(s.game, Step.UPKEEP)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island"]


BLADEHOLD_WAR_WHIP = compile_text(
    "Bladehold War-Whip",
    "{1}{R}{W}",
    "Artifact — Equipment",
    "For Mirrodin! (When this Equipment enters, create a 2/2 red Rebel creature token, then "
    "attach this to it.)\nEquipped creature gets +1/+1 and has double strike.\nEquip {3}",
)


def test_for_mirrodin_makes_a_rebel_and_attaches() -> None:
    """CR 702.163a: a 2/2 red Rebel token, and the Equipment attached to it (CR 301.5)."""
    assert BLADEHOLD_WAR_WHIP.unparsed == ()
    s = Scenario()
    s.lands(P0, "Mountain", "Plains", "Plains")
    s.cast(P0, s.hand(P0, BLADEHOLD_WAR_WHIP))
    s.resolve()
    g = s.game
    (rebel,) = [o for o in g.players[P0].battlefield if o.card.name == "Rebel"]
    (whip,) = [o for o in g.players[P0].battlefield if o.card.name == "Bladehold War-Whip"]
    assert whip.attached_to == rebel.oid and (g.power(rebel), g.toughness(rebel)) == (3, 3)


GOBLIN_CRATERMAKER = compile_text(
    "Goblin Cratermaker",
    "{1}{R}",
    "Creature — Goblin Warrior",
    "{1}, Sacrifice Goblin Cratermaker: Choose one —\n• Goblin Cratermaker deals 2 damage to "
    "target creature.\n• Destroy target colorless nonland permanent.",
    pt=("2", "2"),
)


def test_modal_activated_ability() -> None:
    """CR 700.2: the ability's modes; the chosen one's target is the one dealt with."""
    from deckstats.cards.effects import Modal

    assert GOBLIN_CRATERMAKER.unparsed == ()
    (modal,) = GOBLIN_CRATERMAKER.abilities[0].effect
    assert isinstance(modal, Modal) and len(modal.modes) == 2
    s = Scenario()
    s.lands(P0, "Mountain")
    goblin = s.battlefield(P0, GOBLIN_CRATERMAKER)
    ring = s.battlefield(1, "Sol Ring")
    bear = s.battlefield(1, "Grizzly Bears")
    s.script(P0, ("targets", lambda v, d: next(o for o in d.options if o[0] == (1,))))
    s.activate(P0, goblin)
    s.resolve()
    assert s.names(1, Zone.GRAVEYARD) == ["Sol Ring"] and bear.zone is Zone.BATTLEFIELD
    assert ring.oid not in s.game.objects


SPARKSMITH = compile_text(
    "Sparksmith",
    "{1}{R}",
    "Creature — Goblin",
    "{T}: Sparksmith deals X damage to target creature and X damage to you, where X is the "
    "number of Goblins on the battlefield.",
    pt=("1", "1"),
)


def test_sparksmith_damages_the_creature_and_you() -> None:
    """CR 120.3, 608.2h: X counts the Goblins as it resolves; both are dealt X."""
    assert SPARKSMITH.unparsed == ()
    s = Scenario()
    smith = s.battlefield(P0, SPARKSMITH)
    s.battlefield(1, compile_text("Goblin Piker", "{1}{R}", "Creature — Goblin", "", pt=("2", "1")))
    wurm = s.battlefield(1, CRAW_WURM)
    s.activate(P0, smith, targets=[wurm])
    s.resolve()
    assert wurm.damage == 2 and s.game.players[P0].life == 18


TITHE_DRINKER = compile_text(
    "Tithe Drinker",
    "{W}{B}",
    "Creature — Vampire",
    "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 "
    "life and you gain that much life.)\nLifelink",
    pt=("2", "1"),
)


def test_extort_drains_one_for_a_hybrid_mana() -> None:
    """CR 702.101a: on each spell cast, pay {W/B}: the opponent loses 1, you gain 1."""
    assert TITHE_DRINKER.unparsed == ()
    s = Scenario()
    s.battlefield(P0, TITHE_DRINKER)
    s.lands(P0, "Mountain", "Swamp")
    bolt = s.hand(P0, "Lightning Bolt")
    s.cast(P0, bolt, targets=[1])
    s.resolve()
    assert s.game.players[1].life == 16 and s.game.players[P0].life == 21


AVEN_RIFTWATCHER = compile_text(
    "Aven Riftwatcher",
    "{2}{W}",
    "Creature — Bird Rebel Soldier",
    "Flying\nVanishing 3\nWhen Aven Riftwatcher enters or leaves the battlefield, you gain 2 life.",
    pt=("2", "3"),
)


def test_vanishing_counts_down_then_sacrifices() -> None:
    """CR 702.63a: three time counters; one removed each upkeep; the last one's removal
    sacrifices it (and its leaves trigger gains 2 life)."""
    from deckstats.cards.oracle.trigger_keywords import VANISHING
    from deckstats.engine.state import StackItem

    assert AVEN_RIFTWATCHER.unparsed == () and AVEN_RIFTWATCHER.triggers[0] == VANISHING
    s = Scenario()
    s.lands(P0, "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, AVEN_RIFTWATCHER))
    s.resolve()
    g = s.game
    bird = g.players[P0].battlefield[-1]
    assert bird.counter("time") == 3 and g.players[P0].life == 22
    for left in (2, 1):
        g.stack.append(StackItem(g.next_id, "trigger", bird, bird.card, P0, VANISHING.effect))
        g.next_id += 1
        s.resolve()
        assert bird.counter("time") == left
    g.stack.append(StackItem(g.next_id, "trigger", bird, bird.card, P0, VANISHING.effect))
    g.next_id += 1
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD) == ["Aven Riftwatcher"] and g.players[P0].life == 24


MISHRAS_BAUBLE = compile_text(
    "Mishra's Bauble",
    "{0}",
    "Artifact",
    "{T}, Sacrifice Mishra's Bauble: Look at the top card of target player's library. Draw a "
    "card at the beginning of the next turn's upkeep.",
)


def test_mishras_bauble_looks_and_draws_next_upkeep() -> None:
    """The look is information only; the draw is a delayed trigger (CR 603.7)."""
    from deckstats.cards.effects import DelayedTrigger
    from deckstats.cards.effects_act import LookAtTop

    assert MISHRAS_BAUBLE.unparsed == ()
    look, later = MISHRAS_BAUBLE.abilities[0].effect
    assert isinstance(look, LookAtTop) and isinstance(later, DelayedTrigger)
    s = Scenario()
    bauble = s.battlefield(P0, MISHRAS_BAUBLE)
    s.library(1, "Island")
    s.activate(P0, bauble, targets=[1])
    s.resolve()
    assert s.names(1, Zone.LIBRARY) == ["Island"] and s.names(P0, Zone.GRAVEYARD) == [
        "Mishra's Bauble"
    ]
    assert len(s.game.delayed) == 1


PERNICIOUS_DEED = compile_text(
    "Pernicious Deed",
    "{1}{B}{G}",
    "Enchantment",
    "{X}, Sacrifice Pernicious Deed: Destroy each artifact, creature, and enchantment with mana "
    "value X or less.",
)


def test_pernicious_deed_destroys_up_to_x() -> None:
    """CR 107.3: X chosen as it is activated bounds the mana values destroyed."""
    from deckstats.engine.actions import ActivateAbility

    assert PERNICIOUS_DEED.unparsed == ()
    s = Scenario()
    s.lands(P0, "Swamp", "Forest")
    deed = s.battlefield(P0, PERNICIOUS_DEED)
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Sol Ring")
    s.battlefield(1, CRAW_WURM)
    s.act(P0, ActivateAbility(deed.oid, 0, (), 2))
    s.resolve()
    assert s.names(1, Zone.BATTLEFIELD) == ["Craw Wurm"]
    assert sorted(s.names(1, Zone.GRAVEYARD)) == ["Grizzly Bears", "Sol Ring"]


KIKI_JIKI = compile_text(
    "Kiki-Jiki, Mirror Breaker",
    "{2}{R}{R}{R}",
    "Legendary Creature — Goblin Shaman",
    "Haste\n{T}: Create a token that's a copy of target nonlegendary creature you control, "
    "except it has haste. Sacrifice it at the beginning of the next end step.",
    pt=("2", "2"),
)


def test_kiki_jiki_copies_with_haste_then_sacrifices() -> None:
    """CR 707.2, 707.9b: a hasty token copy of the creature (not its counters); a delayed
    trigger sacrifices it at the next end step (CR 603.7)."""
    from deckstats.cards.model import Keyword
    from deckstats.engine.delayed import fire
    from deckstats.engine.types import Step

    assert KIKI_JIKI.unparsed == ()
    s = Scenario()
    kiki = s.battlefield(P0, KIKI_JIKI)
    wurm = s.battlefield(P0, CRAW_WURM)
    wurm.counters = {"+1/+1": 2}
    legend = s.battlefield(
        P0, compile_text("Isamaru", "{W}", "Legendary Creature — Dog", "", pt=("2", "2"))
    )
    from deckstats.engine.actions import ActivateAbility

    assert ActivateAbility(kiki.oid, 0, ((legend.oid,),)) not in s.legal(P0)
    s.activate(P0, kiki, targets=[wurm])
    s.resolve()
    g = s.game
    (token,) = [o for o in g.players[P0].battlefield if o.is_token]
    assert token.card.name == "Craw Wurm" and g.keywords(token) & Keyword.HASTE
    assert (g.power(token), g.toughness(token)) == (6, 4)
    fire(g, Step.END)
    s.resolve()
    assert not any(o.is_token for o in g.players[P0].battlefield)


SICARIAN_INFILTRATOR = compile_text(
    "Sicarian Infiltrator",
    "{1}{U}",
    "Artifact Creature — Human Soldier",
    "Squad {2} (As an additional cost to cast this spell, you may pay {2} any number of times. "
    "When this creature enters, create that many tokens that are copies of it.)\nBenediction "
    "of Omnissiah — When this creature enters, draw a card.",
    pt=("2", "2"),
)


def test_squad_makes_a_copy_per_payment() -> None:
    """CR 702.157a: paid twice, two token copies enter (their own enters triggers draw; the
    copies were not cast, so they make no copies)."""
    assert SICARIAN_INFILTRATOR.unparsed == ()
    s = Scenario()
    s.lands(P0, *["Island"] * 6)
    s.library(P0, *["Island"] * 5)
    card = s.hand(P0, SICARIAN_INFILTRATOR)
    s.act(P0, CastSpell(card.oid, (), 0, (), 0, 0, 2))
    s.resolve()
    names = s.names(P0, Zone.BATTLEFIELD)
    assert names.count("Sicarian Infiltrator") == 3
    assert len(s.game.players[P0].hand) == 3  # three enters triggers: a card each
