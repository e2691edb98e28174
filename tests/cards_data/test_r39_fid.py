"""The partial cards of the real tournament decks, round 39 (issue 26, brief r39_fid).

Each family: a real card compiled from its real Oracle text (the compiled value) and an
engine scenario citing its rule.

- Mana equal to devotion (CR 700.5, 106.1): Nykthos, Shrine to Nyx.
- "~ can't attack unless you control a 1/1 creature." (CR 508.1a): Lovestruck Beast.
- The top card revealed, onto the battlefield if it qualifies, else into the hand
  (CR 701.20a, 110.2): Coiling Oracle, Matter Reshaper.
- Filter lands' "Add {B}{B}, {B}{G}, or {G}{G}." (CR 106.1a): Twilight Mire.
- "gets +N/+N and loses flying" (CR 613.1f): Colossus Hammer.
- Untapping in each other player's untap step (CR 502.3): Endbringer, Seedborn Muse; "can't
  attack or block this turn" (CR 508.1a, 509.1a): Endbringer.
- "[you may] draw a card unless that player pays {N}" after an opponent's (first
  noncreature) spell (CR 118.12, 603.4): Esper Sentinel, Mystic Remora, Rhystic Study.
- An entering Equipment attached by a trigger (CR 701.3): Sigarda's Aid.
- A target artifact animated until your next turn, P/T its mana value (CR 611.2b, 613.4b):
  Karn, the Great Creator's +1.
- "Whenever a creature you control explores" and "When ~ enters, it explores." (CR
  701.44): Wildgrowth Walker, Seeker's Squire.
- Imprint: a card exiled with the land doubles its mana and comes back when it leaves (CR
  607.2a, 610.3a): Ugin's Labyrinth.
- Keyword counters and "it becomes an Angel in addition to its other types" (CR 122.1b,
  205.1b): Guide of Souls.
- A mass exile until the source leaves (CR 610.3): Temporary Lockdown.
- "Untap it." after a targeted sentence (CR 701.26, 608.2b): Shore Up.
- Discover N (CR 701.57a): Trumpeting Carnosaur, Geological Appraiser.
- A token with "This creature can't block." (CR 509.1a): Rat Out.
- Lands that are every basic land type (CR 305.7, 305.6): Dryad of the Ilysian Grove (the
  merged ``engine.land_adders``, another helper's; this file keeps its scenario).
- A land that becomes a copy of another, keeping its ability (CR 707.2, 707.9b): Thespian's
  Stage.
"""

from __future__ import annotations

from scenario import P0, P1, Scenario

from deckstats.cards.effects import (
    AddManaFor,
    AddManaIfControl,
    AddOneOf,
    AddSubtypes,
    AnimateTarget,
    BecomeCopy,
    Discover,
    DrawUnlessPays,
    ExileAllUntilLeaves,
    Explore,
    PutCounters,
    RevealTopPut,
    Untap,
)
from deckstats.cards.model import CardType, Keyword
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import NO_FILTER, Filter, Ref
from deckstats.cards.triggers import Explores
from deckstats.cards.untap_rules import UntapOthersTurns
from deckstats.engine import Zone
from deckstats.engine.animate import end_next_turn_animations
from deckstats.engine.combat import can_attack, can_block
from deckstats.engine.rule_locks import untap_permanents


def _on(s, pid, name):
    return [o for o in s.game.players[pid].battlefield if o.card.name == name]


# -- mana equal to devotion (CR 700.5, 106.1) ----------------------------------------------

NYKTHOS = compile_text(
    "Nykthos, Shrine to Nyx",
    None,
    "Legendary Land",
    "{T}: Add {C}.\n{2}, {T}: Choose a color. Add an amount of mana of that color equal to "
    "your devotion to that color.",
)


def test_nykthos_compiles_devotion_mana():
    assert NYKTHOS.unparsed == () and NYKTHOS.withheld == ()
    assert NYKTHOS.abilities[1].effect == (AddManaFor(NO_FILTER, colors="WUBRG", devotion=True),)


def test_nykthos_adds_the_devotion_of_the_colour_chosen():
    """CR 700.5: the chosen colour's mana symbols among the costs of the permanents you
    control (two Grizzly Bears' {1}{G} and a {G}{G}{G} creature: five); the opponent's
    permanents do not count. CR 106.1: that much green mana."""
    s = Scenario()
    nykthos = s.battlefield(P0, NYKTHOS)
    s.battlefield(P0, "Grizzly Bears")
    s.battlefield(P0, "Grizzly Bears")
    s.battlefield(P0, compile_text("Leaf Walker", "{G}{G}{G}", "Creature — Elf", "", pt=("3", "3")))
    s.battlefield(P1, "Grizzly Bears")
    s.lands(P0, "Plains", "Plains")
    s.activate(P0, nykthos, index=1)
    assert nykthos.tapped
    assert s.game.players[P0].pool[4] == 5  # {G}: the two Plains paid the {2}
    assert sum(s.game.players[P0].pool) == 5


# -- "can't attack unless you control a <permanent>" (CR 508.1a) ---------------------------

LOVESTRUCK_BEAST = compile_text(
    "Lovestruck Beast",
    "{2}{G}",
    "Creature — Beast Noble",
    "Lovestruck Beast can't attack unless you control a 1/1 creature.",
    pt=("5", "5"),
)


def test_lovestruck_beast_compiles_its_attack_restriction():
    assert LOVESTRUCK_BEAST.unparsed == () and LOVESTRUCK_BEAST.withheld == ()
    (st,) = LOVESTRUCK_BEAST.statics
    assert st.keywords == Keyword.CANT_ATTACK and st.applies_to == Ref.SELF
    need = st.requires
    assert need is not None and need.none
    assert (need.filter.min_power, need.filter.max_power, need.filter.max_toughness) == (1, 1, 1)


def test_lovestruck_beast_attacks_only_beside_a_one_one():
    """CR 508.1a: the restriction is checked as attackers are declared: with a 2/2 only the
    Beast can't attack; a 1/1 (Llanowar Elves) lifts it."""
    s = Scenario()
    beast = s.battlefield(P0, LOVESTRUCK_BEAST)
    s.battlefield(P0, "Grizzly Bears")
    assert not can_attack(s.game, beast)
    s.battlefield(P0, "Llanowar Elves")
    assert can_attack(s.game, beast)
    s.script(P0, ("attackers", (beast.oid,)))
    s.script(P1, ("blockers", ()))
    s.combat()
    assert s.game.players[P1].life == 15


# -- the top card revealed: onto the battlefield or into the hand (CR 701.20a, 110.2) ------

COILING_ORACLE = compile_text(
    "Coiling Oracle",
    "{G}{U}",
    "Creature — Snake Elf Druid",
    "When Coiling Oracle enters, reveal the top card of your library. If it's a land card, "
    "put it onto the battlefield. Otherwise, put that card into your hand.",
    pt=("1", "1"),
)
MATTER_RESHAPER = compile_text(
    "Matter Reshaper",
    "{2}{C}",
    "Creature — Eldrazi",
    "When Matter Reshaper dies, reveal the top card of your library. You may put that card "
    "onto the battlefield if it's a permanent card with mana value 3 or less. Otherwise, put "
    "that card into your hand.",
    pt=("3", "2"),
)


def test_coiling_oracle_and_matter_reshaper_compile_a_top_card_reveal():
    assert COILING_ORACLE.unparsed == () and MATTER_RESHAPER.unparsed == ()
    (oracle,) = COILING_ORACLE.triggers[0].effect
    assert oracle == RevealTopPut(Filter(card_type=CardType.LAND))
    (reshaper,) = MATTER_RESHAPER.triggers[0].effect
    assert reshaper.may and reshaper.filter.max_mana_value == 3
    assert (
        reshaper.filter.card_type & CardType.CREATURE and reshaper.filter.card_type & CardType.LAND
    )
    assert not reshaper.filter.card_type & CardType.INSTANT


def test_coiling_oracle_puts_a_land_onto_the_battlefield_and_a_spell_into_the_hand():
    """CR 701.20a, 110.2: a revealed land enters under its owner's control; anything else
    goes to the hand."""
    s = Scenario()
    s.library(P0, "Forest", "Lightning Bolt")
    s.lands(P0, "Forest", "Island")
    s.cast(P0, s.hand(P0, COILING_ORACLE))
    s.resolve()
    assert len(_on(s, P0, "Forest")) == 2
    assert "Lightning Bolt" not in s.names(P0, Zone.HAND)
    s.battlefield(P0, "Forest")
    s.battlefield(P0, "Island")
    s.cast(P0, s.hand(P0, COILING_ORACLE))
    s.resolve()
    assert "Lightning Bolt" in s.names(P0, Zone.HAND)


def test_matter_reshaper_dying_puts_a_cheap_permanent_onto_the_battlefield():
    """CR 700.4, 701.20a: dies -> the top card, a permanent card of mana value 3 or less,
    enters; a bigger one (or an instant) would go to the hand."""
    s = Scenario()
    reshaper = s.battlefield(P0, MATTER_RESHAPER)
    s.library(P0, "Grizzly Bears", "Thragtusk")
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, "Lightning Bolt"), targets=[reshaper])
    s.resolve()
    assert "Matter Reshaper" in s.names(P0, Zone.GRAVEYARD)
    assert len(_on(s, P0, "Grizzly Bears")) == 1
    s.battlefield(P1, "Mountain")
    second = s.battlefield(P0, MATTER_RESHAPER)
    s.cast(P1, s.hand(P1, "Lightning Bolt"), targets=[second])
    s.resolve()
    assert "Thragtusk" in s.names(P0, Zone.HAND)  # mana value 5: to the hand
    assert _on(s, P0, "Thragtusk") == []


# -- filter lands: "Add {B}{B}, {B}{G}, or {G}{G}." (CR 106.1a) ---------------------------

TWILIGHT_MIRE = compile_text(
    "Twilight Mire",
    None,
    "Land",
    "{T}: Add {C}.\n{B/G}, {T}: Add {B}{B}, {B}{G}, or {G}{G}.",
)


def test_twilight_mire_compiles_two_mana_each_black_or_green():
    assert TWILIGHT_MIRE.unparsed == () and TWILIGHT_MIRE.withheld == ()
    assert TWILIGHT_MIRE.abilities[1].effect == (AddOneOf("BG"),) * 2


def test_twilight_mire_filters_a_swamps_mana_into_green():
    """CR 106.1a, 107.4e: a Swamp's {B} pays the hybrid {B/G}; the Mire adds two mana, each
    black or green: {G}{G} here (the choice asked twice)."""
    s = Scenario()
    mire = s.battlefield(P0, TWILIGHT_MIRE)
    s.lands(P0, "Swamp")
    s.script(P0, ("color", "G"), ("color", "G"))
    s.activate(P0, mire, index=1)
    assert mire.tapped
    pool = s.game.players[P0].pool
    assert pool[4] == 2 and sum(pool) == 2


# -- "gets +N/+N and loses <keyword>" (CR 613.1f) ------------------------------------------

COLOSSUS_HAMMER = compile_text(
    "Colossus Hammer",
    "{1}",
    "Artifact — Equipment",
    "Equipped creature gets +10/+10 and loses flying.\nEquip {8}",
)


def test_colossus_hammer_compiles_its_bonus_and_the_lost_flying():
    assert COLOSSUS_HAMMER.unparsed == () and COLOSSUS_HAMMER.withheld == ()
    (st,) = COLOSSUS_HAMMER.statics
    assert (st.power, st.toughness, st.loses) == (10, 10, Keyword.FLYING)
    assert st.applies_to == Ref.ENCHANTED_OR_EQUIPPED


def test_a_hammered_flyer_is_big_and_grounded():
    """CR 613.1f, 613.4c: the equipped Serra Angel is 14/14 without flying (a creature
    without flying or reach blocks it, CR 702.9b); unattached, it flies again."""
    s = Scenario()
    angel = s.battlefield(
        P0,
        compile_text(
            "Serra Angel", "{3}{W}{W}", "Creature — Angel", "Flying, vigilance", pt=("4", "4")
        ),
    )
    hammer = s.battlefield(P0, COLOSSUS_HAMMER)
    hammer.attached_to = angel.oid
    assert (s.game.power(angel), s.game.toughness(angel)) == (14, 14)
    kw = s.game.keywords(angel)
    assert not kw & Keyword.FLYING and kw & Keyword.VIGILANCE
    bears = s.battlefield(P1, "Grizzly Bears")
    assert can_block(s.game, bears, angel)
    hammer.attached_to = 0  # unattached (GameObject.attached_to: an id, or 0)
    assert s.game.keywords(angel) & Keyword.FLYING
    assert not can_block(s.game, bears, angel)


# -- untapping in each other player's untap step (CR 502.3) --------------------------------

ENDBRINGER = compile_text(
    "Endbringer",
    "{5}{C}",
    "Creature — Eldrazi",
    "Untap Endbringer during each other player's untap step.\n{T}: Endbringer deals 1 damage "
    "to any target.\n{C}, {T}: Target creature can't attack or block this turn.\n{C}{C}, {T}: "
    "Draw a card.",
    pt=("5", "5"),
)
SEEDBORN_MUSE = compile_text(
    "Seedborn Muse",
    "{3}{G}{G}",
    "Creature — Spirit",
    "Untap all permanents you control during each other player's untap step.",
    pt=("2", "4"),
)


def test_endbringer_and_seedborn_muse_compile_their_untap_rules():
    assert ENDBRINGER.unparsed == () and ENDBRINGER.withheld == ()
    assert ENDBRINGER.modifiers == (UntapOthersTurns(),)
    assert SEEDBORN_MUSE.modifiers == (UntapOthersTurns(all_yours=True),)
    (lock,) = ENDBRINGER.abilities[1].effect
    assert lock.keywords == Keyword.CANT_ATTACK | Keyword.CANT_BLOCK


def test_endbringer_untaps_in_the_opponents_untap_step_alone():
    """CR 502.3: in P1's untap step P1's permanents untap, and Endbringer (P0's) too; P0's
    other permanents stay tapped. Seedborn Muse untaps all of its controller's."""
    s = Scenario()
    bringer = s.battlefield(P0, ENDBRINGER, tapped=True)
    forest = s.battlefield(P0, "Forest", tapped=True)
    mountain = s.battlefield(P1, "Mountain", tapped=True)
    untap_permanents(s.game, P1)
    assert not bringer.tapped and not mountain.tapped and forest.tapped
    s.battlefield(P0, SEEDBORN_MUSE)
    untap_permanents(s.game, P1)
    assert not forest.tapped


def test_endbringer_stops_an_attacker_for_the_turn():
    """CR 508.1a, 509.1a: the creature can neither attack nor block this turn."""
    s = Scenario()
    bringer = s.battlefield(P0, ENDBRINGER)
    s.lands(P0, "Wastes")
    bears = s.battlefield(P1, "Grizzly Bears")
    s.activate(P0, bringer, index=1, targets=[bears])
    s.resolve()
    assert not can_attack(s.game, bears)
    assert s.game.keywords(bears) & Keyword.CANT_BLOCK


# -- "draw a card unless that player pays {N}" (CR 118.12, 603.4) --------------------------

ESPER_SENTINEL = compile_text(
    "Esper Sentinel",
    "{W}",
    "Artifact Creature — Human Soldier",
    "Whenever an opponent casts their first noncreature spell each turn, draw a card unless "
    "that player pays {X}, where X is Esper Sentinel's power.",
    pt=("1", "1"),
)
MYSTIC_REMORA = compile_text(
    "Mystic Remora",
    "{U}",
    "Enchantment",
    "Cumulative upkeep {1}\nWhenever an opponent casts a noncreature spell, you may draw a "
    "card unless that player pays {4}.",
)


def test_esper_sentinel_and_mystic_remora_compile_their_taxed_draws():
    assert ESPER_SENTINEL.unparsed == () and MYSTIC_REMORA.unparsed == ()
    (sentinel,) = ESPER_SENTINEL.triggers
    assert sentinel.when.nth_matching == 1
    assert sentinel.when.filter == Filter(not_type=CardType.CREATURE)
    assert sentinel.effect == (DrawUnlessPays(source_power=True),)
    remora = MYSTIC_REMORA.triggers[-1]  # "you may": an optional trigger (CR 603.5)
    assert remora.effect == (DrawUnlessPays(4),) and remora.optional


def test_esper_sentinel_taxes_only_the_first_noncreature_spell():
    """CR 603.4, 118.12: the opponent's first noncreature spell: they decline to pay {1}, the
    Sentinel's controller draws; their second noncreature spell that turn triggers nothing."""
    s = Scenario()
    s.battlefield(P0, ESPER_SENTINEL)
    s.library(P0, "Island", "Island")
    s.lands(P1, "Mountain", "Mountain", "Mountain")
    hand = len(s.game.players[P0].hand)
    s.script(P1, ("pay_unless", False))
    s.cast(P1, s.hand(P1, "Lightning Bolt"), targets=[P0])
    s.resolve()
    assert len(s.game.players[P0].hand) == hand + 1
    s.cast(P1, s.hand(P1, "Lightning Bolt"), targets=[P0])
    s.resolve()
    assert len(s.game.players[P0].hand) == hand + 1


def test_mystic_remora_draws_nothing_when_the_caster_pays():
    """CR 118.12: the caster pays {4}: no card for Remora's controller."""
    s = Scenario()
    s.battlefield(P0, MYSTIC_REMORA)
    s.library(P0, "Island", "Island")
    s.lands(P1, *["Mountain"] * 5)
    hand = len(s.game.players[P0].hand)
    s.script(P1, ("pay_unless", True))
    s.cast(P1, s.hand(P1, "Lightning Bolt"), targets=[P0])
    s.resolve()
    assert len(s.game.players[P0].hand) == hand
    assert sum(1 for o in s.game.players[P1].battlefield if o.tapped) == 5


# -- an entering Equipment attached by a trigger (CR 701.3, 301.5) -------------------------

SIGARDAS_AID = compile_text(
    "Sigarda's Aid",
    "{W}",
    "Enchantment",
    "Flash\nYou may cast Aura and Equipment spells as though they had flash.\nWhenever an "
    "Equipment you control enters, you may attach it to target creature you control.",
)


def test_sigardas_aid_compiles_its_attach_trigger():
    assert SIGARDAS_AID.unparsed == () and SIGARDAS_AID.withheld == ()
    (trig,) = SIGARDAS_AID.triggers
    assert trig.optional and trig.when.filter.subtypes == ("Equipment",)
    (attach,) = trig.effect
    assert attach.what == Ref.TRIGGERING_OBJECT


def test_sigardas_aid_attaches_a_hammer_without_its_equip_cost():
    """CR 701.3: the Hammer enters and is attached at once (its equip {8} never paid): the
    Memnite is an 11/11 (CR 613.4c)."""
    s = Scenario()
    s.battlefield(P0, SIGARDAS_AID)
    memnite = s.battlefield(
        P0, compile_text("Memnite", "{0}", "Artifact Creature — Construct", "", pt=("1", "1"))
    )
    s.lands(P0, "Plains")
    s.script(P0, ("targets", lambda v, d: ((memnite.oid,),)))
    s.cast(P0, s.hand(P0, COLOSSUS_HAMMER))
    s.resolve()
    (hammer,) = _on(s, P0, "Colossus Hammer")
    assert hammer.attached_to == memnite.oid
    assert (s.game.power(memnite), s.game.toughness(memnite)) == (11, 11)


# -- a target artifact animated until your next turn (CR 611.2b, 613.1d, 613.4b) -----------

KARN_THE_GREAT_CREATOR = compile_text(
    "Karn, the Great Creator",
    "{4}",
    "Legendary Planeswalker — Karn",
    "Activated abilities of artifacts your opponents control can't be activated.\n+1: Until "
    "your next turn, up to one target noncreature artifact becomes an artifact creature with "
    "power and toughness each equal to its mana value.\n−2: You may reveal an artifact card you "
    "own from outside the game or choose a face-up artifact card you own in exile. Put that "
    "card into your hand.",
    loyalty="5",
)
COALITION_RELIC = compile_text(
    "Coalition Relic", "{3}", "Artifact", "{T}: Add one mana of any color."
)


def test_karn_compiles_its_plus_one():
    assert KARN_THE_GREAT_CREATOR.unparsed == () and KARN_THE_GREAT_CREATOR.withheld == ()
    (animate,) = KARN_THE_GREAT_CREATOR.abilities[0].effect
    assert isinstance(animate, AnimateTarget) and animate.until_next_turn
    assert animate.target.up_to and animate.target.filter.not_type == CardType.CREATURE


def test_karn_animates_an_artifact_until_his_controllers_next_turn():
    """CR 613.4b: a mana value 3 artifact becomes a 3/3 artifact creature; CR 611.2b: it stays
    one through the cleanup step and the opponent's turn, and stops as P0's next turn begins."""
    s = Scenario()
    karn = s.battlefield(P0, KARN_THE_GREAT_CREATOR)
    relic = s.battlefield(P0, COALITION_RELIC)
    s.activate(P0, karn, index=0, targets=[relic])
    s.resolve()
    assert relic.info.is_creature and relic.info.types & CardType.ARTIFACT
    assert (s.game.power(relic), s.game.toughness(relic)) == (3, 3)
    s.cleanup()
    assert relic.info.is_creature
    end_next_turn_animations(s.game, P1)
    assert relic.info.is_creature
    end_next_turn_animations(s.game, P0)
    assert not relic.info.is_creature and relic.info.types & CardType.ARTIFACT


# -- "Whenever a creature you control explores" (CR 701.44) --------------------------------

WILDGROWTH_WALKER = compile_text(
    "Wildgrowth Walker",
    "{1}{G}",
    "Creature — Elemental",
    "Whenever a creature you control explores, put a +1/+1 counter on Wildgrowth Walker and "
    "you gain 3 life.",
    pt=("1", "3"),
)
SEEKERS_SQUIRE = compile_text(
    "Seeker's Squire",
    "{1}{B}",
    "Creature — Human Scout",
    "When Seeker's Squire enters, it explores. (Reveal the top card of your library. Put that "
    "card into your hand if it's a land. Otherwise, put a +1/+1 counter on this creature, then "
    "put the card back or put it into your graveyard.)",
    pt=("1", "1"),
)


def test_wildgrowth_walker_compiles_an_explore_trigger():
    assert WILDGROWTH_WALKER.unparsed == () and WILDGROWTH_WALKER.withheld == ()
    (trig,) = WILDGROWTH_WALKER.triggers
    assert trig.when == Explores(Ref.YOU)
    assert SEEKERS_SQUIRE.unparsed == ()  # "When ~ enters, it explores." (CR 701.44)
    assert SEEKERS_SQUIRE.triggers[0].effect == (Explore(Ref.SELF),)


def test_wildgrowth_walker_grows_when_another_creature_explores():
    """CR 701.44: the Squire explores (a land: to the hand); the Walker's trigger puts a
    +1/+1 counter on it and its controller gains 3 life."""
    s = Scenario()
    walker = s.battlefield(P0, WILDGROWTH_WALKER)
    s.library(P0, "Forest")
    s.lands(P0, "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, SEEKERS_SQUIRE))
    s.resolve()
    assert "Forest" in s.names(P0, Zone.HAND)
    assert s.game.power(walker) == 2
    assert s.game.players[P0].life == 23


# -- imprint: a card exiled with the land doubles its mana (CR 607.2a, 610.3) --------------

UGINS_LABYRINTH = compile_text(
    "Ugin's Labyrinth",
    None,
    "Land",
    "Imprint — When Ugin's Labyrinth enters, you may exile a colorless card with mana value 7 "
    "or greater from your hand.\n{T}: Add {C}. If a card is exiled with Ugin's Labyrinth, add "
    "{C}{C} instead.\nWhen Ugin's Labyrinth leaves the battlefield, return the exiled card to "
    "its owner's hand.",
)
ULAMOG = compile_text(
    "Ulamog, the Ceaseless Hunger",
    "{10}",
    "Legendary Creature — Eldrazi",
    "Indestructible",
    pt=("10", "10"),
)


def test_ugins_labyrinth_compiles_its_linked_abilities():
    assert UGINS_LABYRINTH.unparsed == () and UGINS_LABYRINTH.withheld == ()
    (trig,) = UGINS_LABYRINTH.triggers
    (exile,) = trig.effect
    assert trig.optional and exile.until_leaves and exile.filter.min_mana_value == 7
    assert UGINS_LABYRINTH.abilities[0].effect == (AddManaIfControl("C", "CC", (), imprinted=True),)


def test_ugins_labyrinth_taps_for_two_while_a_titan_is_imprinted():
    """CR 607.2a: with Ulamog exiled by its imprint trigger, the Labyrinth adds {C}{C}; CR
    610.3a: when the land leaves, Ulamog returns to its owner's hand."""
    s = Scenario()
    titan = s.hand(P0, ULAMOG)
    lab = s.play_land(P0, s.hand(P0, UGINS_LABYRINTH))
    s.script(P0, ("may", True))
    s.resolve()
    assert titan.oid not in {o.oid for o in s.game.players[P0].hand}
    assert "Ulamog, the Ceaseless Hunger" in s.names(P0, Zone.EXILE)
    stone = s.hand(P0, compile_text("Mind Stone", "{2}", "Artifact", "{T}: Add {C}."))
    assert any(getattr(a, "oid", 0) == stone.oid for a in s.legal(P0))  # {C}{C} pays {2}
    s.game.destroy(lab)
    s.resolve()
    assert "Ulamog, the Ceaseless Hunger" in s.names(P0, Zone.HAND)


def test_an_empty_ugins_labyrinth_taps_for_one():
    """CR 106.1: no card exiled with it: {C} only, not enough for a {2} spell."""
    s = Scenario()
    s.battlefield(P0, UGINS_LABYRINTH)
    stone = s.hand(P0, compile_text("Mind Stone", "{2}", "Artifact", "{T}: Add {C}."))
    assert not any(getattr(a, "oid", 0) == stone.oid for a in s.legal(P0))
    bauble = s.hand(P0, compile_text("Bauble", "{1}", "Artifact", ""))
    assert any(getattr(a, "oid", 0) == bauble.oid for a in s.legal(P0))


# -- keyword counters and added creature types (CR 122.1b, 205.1b) -------------------------

GUIDE_OF_SOULS = compile_text(
    "Guide of Souls",
    "{W}",
    "Creature — Human Cleric",
    "Whenever another creature you control enters, you gain 1 life and get {E} (an energy "
    "counter).\nWhenever you attack, you may pay {E}{E}{E}. When you do, put two +1/+1 "
    "counters and a flying counter on target attacking creature. It becomes an Angel in "
    "addition to its other types.",
    pt=("1", "2"),
)


def test_guide_of_souls_compiles_its_reflexive_angel():
    assert GUIDE_OF_SOULS.unparsed == () and GUIDE_OF_SOULS.withheld == ()
    (pay,) = GUIDE_OF_SOULS.triggers[1].effect
    assert pay.reflexive and pay.energy == 3
    counters, flying, angel = pay.then
    assert counters.count == 2 and counters.kind == "+1/+1"
    assert flying == PutCounters(1, Ref.FIRST_TARGET, "flying")
    assert angel == AddSubtypes(Ref.FIRST_TARGET, ("Angel",))


def test_guide_of_souls_makes_an_attacker_a_flying_angel():
    """CR 508.3d, 603.12: as P0 attacks, three energy pay for the reflexive trigger: the Bears
    get two +1/+1 counters and a flying counter (CR 122.1b: flying, unblockable by the
    opponent's ground creature) and become an Angel Bear (CR 205.1b); 4 damage."""
    s = Scenario()
    s.battlefield(P0, GUIDE_OF_SOULS)
    bears = s.battlefield(P0, "Grizzly Bears")
    s.game.players[P0].energy = 3
    wall = s.battlefield(P1, "Grizzly Bears")
    s.script(P0, ("attackers", (bears.oid,)), ("targets", lambda v, d: ((bears.oid,),)))
    s.script(P1, ("blockers", ()))
    s.combat()
    assert s.game.players[P0].energy == 0
    assert s.game.keywords(bears) & Keyword.FLYING and bears.counter("flying") == 1
    assert "Angel" in bears.card.subtypes and "Bear" in bears.card.subtypes
    assert (s.game.power(bears), s.game.toughness(bears)) == (4, 4)
    assert s.game.players[P1].life == 16
    assert not can_block(s.game, wall, bears)


# -- a mass exile until the source leaves (CR 610.3) ---------------------------------------

TEMPORARY_LOCKDOWN = compile_text(
    "Temporary Lockdown",
    "{1}{W}{W}",
    "Enchantment",
    "When Temporary Lockdown enters, exile each nonland permanent other than Temporary "
    "Lockdown with mana value 2 or less until Temporary Lockdown leaves the battlefield.",
)


def test_temporary_lockdown_compiles_a_mass_exile_until_it_leaves():
    assert TEMPORARY_LOCKDOWN.unparsed == () and TEMPORARY_LOCKDOWN.withheld == ()
    (exile,) = TEMPORARY_LOCKDOWN.triggers[0].effect
    assert isinstance(exile, ExileAllUntilLeaves) and exile.other
    assert exile.filter.max_mana_value == 2 and exile.filter.not_type == CardType.LAND


def test_temporary_lockdown_exiles_the_cheap_permanents_until_it_leaves():
    """CR 610.3: both players' nonland permanents of mana value 2 or less go (the lands and
    a 5-drop stay); CR 610.3a: they return when the Lockdown leaves."""
    s = Scenario()
    s.battlefield(P1, "Grizzly Bears")
    s.battlefield(P0, "Llanowar Elves")
    s.battlefield(P1, "Thragtusk")
    s.lands(P0, "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, TEMPORARY_LOCKDOWN))
    s.resolve()
    assert s.names(P1, Zone.EXILE) == ["Grizzly Bears"]
    assert s.names(P0, Zone.EXILE) == ["Llanowar Elves"]
    assert _on(s, P1, "Thragtusk") and len(_on(s, P0, "Plains")) == 3
    (lockdown,) = _on(s, P0, "Temporary Lockdown")
    s.game.destroy(lockdown)
    s.resolve()
    assert _on(s, P1, "Grizzly Bears") and _on(s, P0, "Llanowar Elves")


# -- "Untap it." after a targeted sentence (CR 701.26, 608.2b) -----------------------------

SHORE_UP = compile_text(
    "Shore Up",
    "{U}",
    "Instant",
    "Target creature you control gets +1/+1 and gains hexproof until end of turn. Untap it.",
)


def test_shore_up_untaps_its_target():
    """CR 608.2b, 701.26: "it" is the spell's target: the tapped Bears untap, pumped."""
    assert SHORE_UP.unparsed == ()
    assert SHORE_UP.spell[-1] == Untap(Ref.FIRST_TARGET)
    s = Scenario()
    bears = s.battlefield(P0, "Grizzly Bears", tapped=True)
    s.lands(P0, "Island")
    s.cast(P0, s.hand(P0, SHORE_UP), targets=[bears])
    s.resolve()
    assert not bears.tapped and s.game.power(bears) == 3


# -- discover N (CR 701.57a) ---------------------------------------------------------------

TRUMPETING_CARNOSAUR = compile_text(
    "Trumpeting Carnosaur",
    "{4}{R}{R}",
    "Creature — Dinosaur",
    "Trample\nWhen Trumpeting Carnosaur enters, discover 5.\n{2}{R}, Discard Trumpeting "
    "Carnosaur: It deals 3 damage to target creature or planeswalker.",
    pt=("6", "6"),
)


def test_trumpeting_carnosaur_compiles_discover():
    assert TRUMPETING_CARNOSAUR.unparsed == ()
    assert TRUMPETING_CARNOSAUR.triggers[0].effect == (Discover(5),)


def test_discover_casts_the_hit_free_and_bottoms_the_rest():
    """CR 701.57a: the Forest is skipped, the Bears (mana value 2 <= 5) cast without paying;
    the Forest goes to the bottom. Declined, the hit goes to the hand instead."""
    s = Scenario()
    s.library(P0, "Forest", "Grizzly Bears", "Island")
    s.battlefield(P0, TRUMPETING_CARNOSAUR)
    s.script(P0, ("may", True))
    s.game.pending.append(
        (P0, TRUMPETING_CARNOSAUR.triggers[0], _on(s, P0, "Trumpeting Carnosaur")[0], None, P1)
    )
    s.resolve()
    assert _on(s, P0, "Grizzly Bears")
    lib = [o.card.name for o in s.game.players[P0].library]
    assert lib == ["Forest", "Island"]  # bottom first: the Forest went under the Island
    s.library(P0, "Grizzly Bears")
    s.script(P0, ("may", False))
    s.game.pending.append(
        (P0, TRUMPETING_CARNOSAUR.triggers[0], _on(s, P0, "Trumpeting Carnosaur")[0], None, P1)
    )
    s.resolve()
    assert "Grizzly Bears" in s.names(P0, Zone.HAND)


# -- a token with "This creature can't block." (CR 509.1a) ---------------------------------

RAT_OUT = compile_text(
    "Rat Out",
    "{B}",
    "Instant",
    "Up to one target creature gets -1/-1 until end of turn. You create a 1/1 black Rat "
    'creature token with "This creature can\'t block."',
)


def test_rat_out_makes_a_rat_that_cannot_block():
    """CR 509.1a: the Rat's quoted restriction is the marker combat reads."""
    assert RAT_OUT.unparsed == ()
    s = Scenario()
    s.lands(P0, "Swamp")
    s.cast(P0, s.hand(P0, RAT_OUT), targets=[[]])
    s.resolve()
    (rat,) = _on(s, P0, "Rat")
    attacker = s.battlefield(P1, "Grizzly Bears")
    assert s.game.keywords(rat) & Keyword.CANT_BLOCK
    assert not can_block(s.game, rat, attacker)


# -- lands that are every basic land type (CR 305.7, 305.6) --------------------------------

DRYAD = compile_text(
    "Dryad of the Ilysian Grove",
    "{2}{G}",
    "Enchantment Creature — Nymph Dryad",
    "You may play an additional land on each of your turns.\nLands you control are every "
    "basic land type in addition to their other types.",
    pt=("2", "4"),
)


def test_dryad_compiles_every_basic_land_type():
    assert DRYAD.unparsed == () and DRYAD.lands_also_yours  # engine.land_adders (merged)
    assert DRYAD.lands_also_are == ("Plains", "Island", "Swamp", "Mountain", "Forest")


def test_dryad_lets_a_forest_pay_for_a_red_spell_while_it_stays():
    """CR 305.6-305.7: with the Dryad, the Forest is also a Mountain and taps for {R}
    (Lightning Bolt castable); a land entering later is granted too; once the Dryad leaves
    the Forest is a Forest again. The opponent's lands are not affected."""
    s = Scenario()
    forest = s.battlefield(P0, "Forest")
    their = s.battlefield(P1, "Forest")
    bolt = s.hand(P0, "Lightning Bolt")
    assert not any(getattr(a, "oid", 0) == bolt.oid for a in s.legal(P0))
    dryad = s.battlefield(P0, DRYAD)
    assert "Mountain" in forest.card.subtypes and "Island" in forest.card.subtypes
    assert "Mountain" not in their.card.subtypes
    assert any(getattr(a, "oid", 0) == bolt.oid for a in s.legal(P0))
    island = s.battlefield(P0, "Island")
    assert "Forest" in island.card.subtypes
    s.game.destroy(dryad)
    s.resolve()
    assert forest.card.subtypes == ("Forest",) and island.card.subtypes == ("Island",)


# -- a land that becomes a copy of another (CR 707.2, 707.9b) ------------------------------

THESPIANS_STAGE = compile_text(
    "Thespian's Stage",
    None,
    "Land",
    "{T}: Add {C}.\n{2}, {T}: Thespian's Stage becomes a copy of target land, except it has "
    "this ability.",
)
LOTUS_FIELD = compile_text(
    "Lotus Field",
    None,
    "Land",
    "Hexproof\nLotus Field enters tapped.\nWhen Lotus Field enters, sacrifice two untapped "
    "lands.\n{T}: Add three mana of any one color.",
)


def test_thespians_stage_compiles_its_copy_ability():
    assert THESPIANS_STAGE.unparsed == () and THESPIANS_STAGE.withheld == ()
    (copy,) = THESPIANS_STAGE.abilities[1].effect
    assert isinstance(copy, BecomeCopy)


def test_thespians_stage_becomes_a_lotus_field_without_entering():
    """CR 707.2: the Stage is a Lotus Field (name, hexproof, its mana ability) and keeps its
    copy ability (CR 707.9b); it did not enter, so nothing is sacrificed (CR 707.4). In the
    graveyard it is a Thespian's Stage again."""
    s = Scenario()
    stage = s.battlefield(P0, THESPIANS_STAGE)
    field = s.battlefield(P0, LOTUS_FIELD)
    s.lands(P0, "Forest", "Forest")
    s.activate(P0, stage, index=1, targets=[field])
    s.resolve()
    assert stage.card.name == "Lotus Field" and stage.info.keywords & Keyword.HEXPROOF
    assert any(isinstance(ab.effect[0], BecomeCopy) for ab in stage.card.abilities)
    assert len(s.game.players[P0].battlefield) == 4  # no sacrifice: it did not enter
    s.game.destroy(stage)
    assert "Thespian's Stage" in s.names(P0, Zone.GRAVEYARD)
