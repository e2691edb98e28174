"""Zone-moving templates of round 38 (issue 26, brief r38_zones): real cards, real text.

Each family: the compiled value of a real card's Oracle text and an engine scenario that
cites its rule.

- "If <condition>, instead <effects>." / "<effect> instead if <condition>." when the effect
  before is untargeted or the replacement is several effects (``oracle.instead_more``;
  CR 608.2c, 614.1a): Traverse the Ulvenwald, Rancid Earth, Stitch Together, Fiery Impulse.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.counts import Count, IfCount
from deckstats.cards.effects import (
    AddMana,
    Bounce,
    Condition,
    Conditional,
    DealDamage,
    DealDamageEach,
    DelayedTrigger,
    Destroy,
    Dig,
    Discard,
    DrawCards,
    Exile,
    GainLife,
    GrantFlashback,
    Reanimate,
    SearchLibrary,
)
from deckstats.cards.effects_act import SearchByCount
from deckstats.cards.effects_hands import (
    DiscardHands,
    DiscardRevealed,
    DiscardThen,
    EachLosesPart,
    HandToLibrary,
)
from deckstats.cards.effects_library import (
    AddManaCount,
    DigOne,
    ExileNamed,
    IfTargetAtMost,
    MillTake,
    RevealUntil,
    SearchSameName,
    SearchSplit,
)
from deckstats.cards.model import PERMANENT_TYPES, CardType, Supertype
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import TARGET_PLAYER, Controller, Filter, Ref, Target, TargetKind
from deckstats.engine import Zone
from deckstats.engine.actions import CastSpell as CastSpellAction
from deckstats.engine.costs import GRANTED_FLASHBACK
from deckstats.engine.decisions import DIG, DISCARD, SEARCH, TARGETS

TRAVERSE = (
    "Search your library for a basic land card, reveal it, put it into your hand, then "
    "shuffle.\nDelirium — If there are four or more card types among cards in your "
    "graveyard, instead search your library for a creature or land card, reveal it, put it "
    "into your hand, then shuffle."
)
RANCID_EARTH = (
    "Destroy target land.\nThreshold — If seven or more cards are in your graveyard, instead "
    "destroy that land and Rancid Earth deals 1 damage to each creature and each player."
)
STITCH_TOGETHER = (
    "Return target creature card from your graveyard to your hand.\nThreshold — Return that "
    "card from your graveyard to the battlefield instead if seven or more cards are in your "
    "graveyard."
)
FIERY_IMPULSE = (
    "Fiery Impulse deals 2 damage to target creature.\nSpell mastery — If there are two or "
    "more instant and/or sorcery cards in your graveyard, Fiery Impulse deals 3 damage "
    "instead."
)


def _bear(name="Grizzly Bears", pt=("2", "2")):
    return compile_text(name, "{1}{G}", "Creature — Bear", "", pt=pt)


def traverse():
    return compile_text("Traverse the Ulvenwald", "{G}", "Sorcery", TRAVERSE)


# -- "... instead" under a condition (CR 608.2c, 614.1a) -------------------------------------


def test_traverse_the_ulvenwald_compiles_to_a_delirium_branch():
    card = traverse()
    assert card.unparsed == ()
    basic = SearchLibrary(Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC))
    creature_or_land = SearchLibrary(Filter(card_type=CardType.CREATURE | CardType.LAND))
    assert card.spell == (Conditional(Condition.DELIRIUM, (creature_or_land,), (basic,)),)


def _traverse_finds(s, graveyard):
    s.lands(P0, "Forest")
    for c in graveyard:
        s.graveyard(P0, c)
    bear = s.library(P0, _bear(), "Forest")[0]
    s.cast(P0, s.hand(P0, traverse()))
    s.resolve()
    return bear


def test_traverse_without_delirium_finds_only_a_basic_land(scenario):
    """CR 608.2c: with three card types in the graveyard the first search happens."""
    s = scenario()
    _traverse_finds(s, ["Forest", "Lightning Bolt", _bear("Runeclaw Bear")])
    assert s.names(P0, Zone.HAND) == ["Forest"]
    assert s.names(P0, Zone.LIBRARY) == ["Grizzly Bears"]


def test_traverse_with_delirium_may_find_a_creature(scenario):
    """CR 608.2c, 614.1a: four card types (land, instant, creature, artifact) in the
    graveyard as it resolves: the creature-or-land search replaces the basic land's."""
    s = scenario()
    ornithopter = compile_text("Ornithopter", "{0}", "Artifact Creature — Thopter", "Flying")
    mox = compile_text("Mox Opal", "{0}", "Legendary Artifact", "{T}: Add {C}.")
    s.lands(P0, "Forest")
    for c in ("Forest", "Lightning Bolt", ornithopter, mox):
        s.graveyard(P0, c)
    bear = s.library(P0, _bear(), "Forest")[0]
    s.script(P0, (SEARCH, (bear.oid,)))
    s.cast(P0, s.hand(P0, traverse()))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Grizzly Bears"]


def test_rancid_earth_with_threshold_also_deals_damage_to_each_creature_and_player(scenario):
    """CR 608.2c: threshold replaces "destroy" by "destroy and 1 damage to each"."""
    card = compile_text("Rancid Earth", "{1}{B}{B}", "Sorcery", RANCID_EARTH)
    assert card.unparsed == ()
    (branch,) = card.spell
    assert isinstance(branch, Conditional) and branch.condition is Condition.THRESHOLD
    assert isinstance(branch.otherwise[0], Destroy)
    assert branch.then[0] == branch.otherwise[0]
    assert isinstance(branch.then[1], DealDamageEach) and branch.then[1].players is Ref.EACH_PLAYER
    for n, life in ((6, 20), (7, 19)):
        s = scenario()
        s.lands(P0, "Swamp", "Swamp", "Swamp")
        for _ in range(n):
            s.graveyard(P0, "Forest")
        target = s.battlefield(P1, "Island")
        bear = s.battlefield(P1, _bear("Wild Pair Bear", ("1", "1")))
        s.cast(P0, s.hand(P0, card), targets=[target])
        s.resolve()
        assert s.zone(target) is Zone.GRAVEYARD
        assert s.game.players[P1].life == life
        assert s.game.players[P0].life == life
        assert s.zone(bear) is (Zone.GRAVEYARD if n == 7 else Zone.BATTLEFIELD)


def test_stitch_together_returns_to_the_battlefield_with_threshold(scenario):
    """CR 608.2c, 614.1a: "that card" is the target card; with seven cards in the
    graveyard it returns to the battlefield instead of the hand."""
    card = compile_text("Stitch Together", "{B}{B}", "Sorcery", STITCH_TOGETHER)
    assert card.unparsed == ()
    (branch,) = card.spell
    assert isinstance(branch, Conditional) and branch.condition is Condition.THRESHOLD
    assert isinstance(branch.then[0], Reanimate) and isinstance(branch.otherwise[0], Bounce)
    for n, zone in ((5, Zone.HAND), (6, Zone.BATTLEFIELD)):
        s = scenario()
        s.lands(P0, "Swamp", "Swamp")
        bear = s.graveyard(P0, _bear())
        for _ in range(n):  # with the bear: n + 1 cards (the spell itself is on the stack)
            s.graveyard(P0, "Forest")
        s.cast(P0, s.hand(P0, card), targets=[bear])
        s.resolve()
        assert s.zone(bear) is zone


def test_fiery_impulse_deals_three_with_spell_mastery(scenario):
    """CR 608.2c: two instants or sorceries in the graveyard: 3 damage instead of 2."""
    card = compile_text("Fiery Impulse", "{R}", "Instant", FIERY_IMPULSE)
    assert card.unparsed == ()
    (branch,) = card.spell
    assert isinstance(branch, IfCount) and branch.least == 2
    assert isinstance(branch.then[0], DealDamage) and branch.then[0].amount == 3
    assert branch.otherwise[0] == DealDamage(2, branch.then[0].to)
    for spells, zone in ((1, Zone.BATTLEFIELD), (2, Zone.GRAVEYARD)):
        s = scenario()
        s.lands(P0, "Mountain")
        for _ in range(spells):
            s.graveyard(P0, "Lightning Bolt")
        bear = s.battlefield(P1, _bear("Hill Giant", ("3", "3")))
        s.cast(P0, s.hand(P0, card), targets=[bear])
        s.resolve()
        assert s.zone(bear) is zone


# -- reveal until / mill then take (cards.effects_library; CR 701.20a, 701.17) ---------------

MALEVOLENT_RUMBLE = (
    "Devoid (This card has no color.)\nMill four cards. You may put a permanent card from "
    "among the cards milled this way into your hand. Create a 0/1 colorless Eldrazi Spawn "
    'creature token with "Sacrifice this creature: Add {C}."'
)
TYVAR = (
    "You may activate abilities of creatures you control as though those creatures had "
    "haste.\n+1: Untap up to one target creature.\n−2: Mill three cards. You may return a "
    "creature card with mana value 2 or less from among them to the battlefield."
)
BALUSTRADE_SPY = (
    "Flying\nWhen Balustrade Spy enters, target player reveals cards from the top of their "
    "library until they reveal a land card, then puts those cards into their graveyard."
)
HERMIT_DRUID = (
    "{G}, {T}: Reveal cards from the top of your library until you reveal a basic land card. "
    "Put that card into your hand and all other cards revealed this way into your graveyard."
)


def test_malevolent_rumble_mills_then_takes_a_permanent_card(scenario):
    """CR 701.17: the four cards are milled; a permanent card among them may go to hand."""
    card = compile_text("Malevolent Rumble", "{1}{G}", "Sorcery", MALEVOLENT_RUMBLE)
    assert card.unparsed == ()
    assert card.spell[0] == MillTake(4, Filter(card_type=PERMANENT_TYPES))
    s = scenario()
    s.lands(P0, "Forest", "Forest")
    s.library(P0, "Lightning Bolt", _bear(), "Forest", "Counterspell", "Island")
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert len(s.names(P0, Zone.HAND)) == 1
    assert s.names(P0, Zone.HAND)[0] in ("Grizzly Bears", "Forest")
    assert s.names(P0, Zone.LIBRARY) == ["Island"]
    assert "Lightning Bolt" in s.names(P0, Zone.GRAVEYARD)
    assert "Counterspell" in s.names(P0, Zone.GRAVEYARD)


def test_malevolent_rumble_with_no_permanent_card_milled_takes_nothing(scenario):
    s = scenario()
    card = compile_text("Malevolent Rumble", "{1}{G}", "Sorcery", MALEVOLENT_RUMBLE)
    s.lands(P0, "Forest", "Forest")
    s.library(P0, "Lightning Bolt", "Counterspell", "Lightning Bolt", "Counterspell", _bear())
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.names(P0, Zone.HAND) == []
    assert s.names(P0, Zone.LIBRARY) == ["Grizzly Bears"]


def test_tyvar_minus_two_returns_a_cheap_creature_among_the_milled_cards(scenario):
    """CR 701.17, 110.2: only a creature card with mana value 2 or less, onto the battlefield."""
    card = compile_text(
        "Tyvar, Jubilant Brawler", "{1}{B}{G}", "Legendary Planeswalker — Tyvar", TYVAR, loyalty="3"
    )
    assert card.abilities[1].effect == (
        MillTake(3, Filter(card_type=CardType.CREATURE, max_mana_value=2), to_battlefield=True),
    )
    s = scenario()
    tyvar = s.battlefield(P0, card)
    giant = compile_text("Hill Giant", "{3}{R}", "Creature — Giant", "", pt=("3", "3"))
    s.library(P0, giant, _bear(), "Forest", "Island")
    s.activate(P0, tyvar, 1)
    s.resolve()
    assert sorted(s.names(P0, Zone.BATTLEFIELD)) == ["Grizzly Bears", "Tyvar, Jubilant Brawler"]
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Forest", "Hill Giant"]


def test_balustrade_spy_mills_the_target_player_down_to_a_land(scenario):
    """CR 701.20a: revealed until a land card; all of them, the land too, to the graveyard."""
    card = compile_text(
        "Balustrade Spy", "{3}{B}", "Creature — Vampire Rogue", BALUSTRADE_SPY, pt=("2", "3")
    )
    assert card.unparsed == ()
    assert card.triggers[0].effect == (
        RevealUntil(
            Filter(card_type=CardType.LAND),
            TARGET_PLAYER,
            found_to="graveyard",
            rest_to="graveyard",
        ),
    )
    s = scenario()
    s.library(P1, "Lightning Bolt", _bear(), "Forest", "Island")
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.script(P0, (TARGETS, lambda view, d: next(o for o in d.options if P1 in o[0])))
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert sorted(s.names(P1, Zone.GRAVEYARD)) == ["Forest", "Grizzly Bears", "Lightning Bolt"]
    assert s.names(P1, Zone.LIBRARY) == ["Island"]


def test_hermit_druid_finds_a_basic_land_and_bins_the_rest(scenario):
    """CR 701.20a: the basic land card to hand, every other revealed card to the graveyard;
    a nonbasic land is not the hit."""
    card = compile_text(
        "Hermit Druid", "{1}{G}", "Creature — Human Druid", HERMIT_DRUID, pt=("1", "1")
    )
    assert card.unparsed == ()
    s = scenario()
    druid = s.battlefield(P0, card)
    s.lands(P0, "Forest")
    waste = compile_text("Wasteland", None, "Land", "{T}: Add {C}.")
    s.library(P0, "Lightning Bolt", waste, _bear(), "Island", "Forest")
    s.activate(P0, druid)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island"]
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Grizzly Bears", "Lightning Bolt", "Wasteland"]
    assert s.names(P0, Zone.LIBRARY) == ["Forest"]


def test_reveal_until_with_no_hit_reveals_the_whole_library(scenario):
    """CR 701.20a: no land card: every card is revealed and goes to the graveyard."""
    card = compile_text(
        "Hermit Druid", "{1}{G}", "Creature — Human Druid", HERMIT_DRUID, pt=("1", "1")
    )
    s = scenario()
    druid = s.battlefield(P0, card)
    s.lands(P0, "Forest")
    s.library(P0, "Lightning Bolt", _bear())
    s.activate(P0, druid)
    s.resolve()
    assert s.names(P0, Zone.HAND) == []
    assert s.names(P0, Zone.LIBRARY) == []
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Grizzly Bears", "Lightning Bolt"]


# -- exile every card with a name (ExileNamed; CR 701.23, 201.2, 701.24) ---------------------

SURGICAL = (
    "({B/P} can be paid with either {B} or 2 life.)\nChoose target card in a graveyard other "
    "than a basic land card. Search its owner's graveyard, hand, and library for any number "
    "of cards with the same name as that card and exile them. Then that player shuffles."
)
LOBOTOMY = (
    "Target player reveals their hand, then you choose a card other than a basic land card "
    "from it. Search that player's graveyard, hand, and library for all cards with the same "
    "name as the chosen card and exile them. Then that player shuffles."
)
HAUNTING_ECHOES = (
    "Exile all cards from target player's graveyard other than basic land cards. For each "
    "card exiled this way, search that player's library for all cards with the same name as "
    "that card and exile them. Then that player shuffles."
)
NOT_BASIC = Filter(not_supertypes=Supertype.BASIC)


def test_surgical_extraction_exiles_every_copy_of_the_target_cards_name(scenario):
    """CR 701.23, 201.2: the owner's graveyard, hand and library lose every same-named card."""
    card = compile_text("Surgical Extraction", "{B/P}", "Instant", SURGICAL)
    assert card.unparsed == ()
    assert card.spell == (ExileNamed(Target(TargetKind.CARD_IN_GRAVEYARD, filter=NOT_BASIC)),)
    s = scenario()
    s.lands(P0, "Swamp")
    bolt = s.graveyard(P1, "Lightning Bolt")
    s.graveyard(P1, "Counterspell")
    s.hand(P1, "Lightning Bolt")
    s.hand(P1, "Island")
    s.library(P1, "Lightning Bolt", "Forest", "Lightning Bolt")
    s.cast(P0, s.hand(P0, card), targets=[bolt])
    s.resolve()
    assert s.names(P1, Zone.EXILE) == ["Lightning Bolt"] * 4
    assert s.names(P1, Zone.GRAVEYARD) == ["Counterspell"]
    assert s.names(P1, Zone.HAND) == ["Island"]
    assert s.names(P1, Zone.LIBRARY) == ["Forest"]


def test_surgical_extraction_cannot_target_a_basic_land(scenario):
    """The target restriction: "other than a basic land card" (CR 115.1, 205.4a)."""
    card = compile_text("Surgical Extraction", "{B/P}", "Instant", SURGICAL)
    s = scenario()
    s.lands(P0, "Swamp")
    s.graveyard(P1, "Forest")
    obj = s.hand(P0, card)
    assert not [a for a in s.legal(P0) if isinstance(a, CastSpellAction) and a.oid == obj.oid]


def test_lobotomy_exiles_the_chosen_card_everywhere(scenario):
    """CR 701.23, 201.2: the caster picks a nonbasic card from the revealed hand."""
    card = compile_text("Lobotomy", "{2}{U}{B}", "Sorcery", LOBOTOMY)
    assert card.unparsed == ()
    assert card.spell == (ExileNamed(TARGET_PLAYER, "hand", NOT_BASIC),)
    s = scenario()
    s.lands(P0, "Island", "Swamp", "Swamp", "Swamp")
    s.hand(P1, "Lightning Bolt")
    s.hand(P1, "Forest")
    s.graveyard(P1, "Lightning Bolt")
    s.library(P1, "Island", "Lightning Bolt")
    s.cast(P0, s.hand(P0, card), targets=[P1])
    s.resolve()
    assert s.names(P1, Zone.EXILE) == ["Lightning Bolt"] * 3
    assert s.names(P1, Zone.HAND) == ["Forest"]
    assert s.names(P1, Zone.LIBRARY) == ["Island"]


def test_haunting_echoes_exiles_the_graveyard_and_its_library_copies(scenario):
    """CR 701.23: basic lands stay in the graveyard and in the library; the hand is kept."""
    card = compile_text("Haunting Echoes", "{3}{B}{B}", "Sorcery", HAUNTING_ECHOES)
    assert card.unparsed == ()
    assert card.spell == (ExileNamed(TARGET_PLAYER, "graveyard", NOT_BASIC),)
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.graveyard(P1, "Lightning Bolt")
    s.graveyard(P1, "Forest")
    s.hand(P1, "Lightning Bolt")
    s.library(P1, "Lightning Bolt", "Forest", "Island")
    s.cast(P0, s.hand(P0, card), targets=[P1])
    s.resolve()
    assert s.names(P1, Zone.EXILE) == ["Lightning Bolt"] * 2
    assert s.names(P1, Zone.GRAVEYARD) == ["Forest"]
    assert s.names(P1, Zone.HAND) == ["Lightning Bolt"]
    assert sorted(s.names(P1, Zone.LIBRARY)) == ["Forest", "Island"]


# -- "Return target spell or nonland permanent ..." (CR 400.3; a spell is not countered) -----

SINK_INTO_STUPOR = (
    "Return target spell or nonland permanent an opponent controls to its owner's hand."
)


def sink_into_stupor():
    return compile_text("Sink into Stupor", "{1}{U}{U}", "Instant", SINK_INTO_STUPOR)


def test_sink_into_stupor_returns_an_opponents_spell_to_its_owners_hand(scenario):
    """CR 400.3, 608.2b: the spell leaves the stack for its owner's hand, unresolved."""
    card = sink_into_stupor()
    assert card.unparsed == ()
    assert card.spell == (
        Bounce(
            Target(
                TargetKind.SPELL | TargetKind.PERMANENT,
                Controller.OPPONENT,
                Filter(not_type=CardType.LAND),
            )
        ),
    )
    s = scenario()
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [P1])
    bolt = s.game.stack[-1].obj
    s.lands(P1, "Island", "Island", "Island")
    s.cast(P1, s.hand(P1, card), [bolt])
    s.resolve()
    assert s.game.players[P1].life == 20
    assert s.names(P0, Zone.HAND) == ["Lightning Bolt"]
    assert s.names(P0, Zone.GRAVEYARD) == []


def test_sink_into_stupor_returns_a_nonland_permanent_but_not_a_land(scenario):
    """The target: a nonland permanent an opponent controls (CR 115.1)."""
    s = scenario()
    s.lands(P0, "Island", "Island", "Island")
    land = s.battlefield(P1, "Forest")
    bear = s.battlefield(P1, _bear())
    obj = s.hand(P0, sink_into_stupor())
    offered = [a for a in s.legal(P0) if isinstance(a, CastSpellAction) and a.oid == obj.oid]
    assert offered and all(land.oid not in sum(a.targets, ()) for a in offered)
    s.cast(P0, obj, [bear])
    s.resolve()
    assert s.names(P1, Zone.HAND) == ["Grizzly Bears"]


# -- a spell's counted mana (AddManaCount; CR 106.1, 608.2h) ----------------------------------

RITE_OF_FLAME = "Add {R}{R}, then add {R} for each card named Rite of Flame in each graveyard."
SONGS = "Add {B} for each creature card in your graveyard."


def rite_of_flame():
    return compile_text("Rite of Flame", "{R}", "Sorcery", RITE_OF_FLAME)


def test_rite_of_flame_adds_one_more_for_each_rite_in_each_graveyard(scenario):
    """CR 608.2h: counted as it resolves: the one on the stack is not in a graveyard yet."""
    card = rite_of_flame()
    assert card.unparsed == ()
    assert card.spell[0] == AddMana("RR")
    assert isinstance(card.spell[1], AddManaCount) and card.spell[1].symbol == "R"
    s = scenario()
    s.lands(P0, "Mountain")
    s.graveyard(P0, rite_of_flame())
    s.graveyard(P1, rite_of_flame())
    s.graveyard(P1, "Lightning Bolt")
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.game.players[P0].pool[3] == 4


def test_songs_of_the_damned_counts_creature_cards_in_your_graveyard(scenario):
    card = compile_text("Songs of the Damned", "{B}", "Instant", SONGS)
    assert card.unparsed == ()
    s = scenario()
    s.lands(P0, "Swamp")
    s.graveyard(P0, _bear())
    s.graveyard(P0, _bear("Runeclaw Bear"))
    s.graveyard(P0, "Forest")
    s.graveyard(P1, _bear("Balduvian Bears"))
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.game.players[P0].pool[2] == 2


# -- "Put the rest back on top of your library in any order" (Dig, CR 401.4) ----------------

PEER_THROUGH_DEPTHS = (
    "Look at the top five cards of your library. You may reveal an instant or sorcery card "
    "from among them and put it into your hand. Put the rest back on top of your library in "
    "any order."
)


def test_peer_through_depths_takes_a_spell_and_leaves_the_rest_on_top(scenario):
    """CR 401.4: the other four stay on top (in an order of the player's choice)."""
    card = compile_text("Peer Through Depths", "{1}{U}", "Instant", PEER_THROUGH_DEPTHS)
    assert card.unparsed == ()
    assert card.spell == (
        Dig(5, 1, Filter(card_type=CardType.INSTANT | CardType.SORCERY), rest_to="top"),
    )
    s = scenario()
    s.lands(P0, "Island", "Island")
    s.library(P0, "Forest", _bear(), "Lightning Bolt", "Island", "Forest", "Counterspell")
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Lightning Bolt"]
    lib = s.game.players[P0].library
    assert [o.card.name for o in reversed(lib)][:4] == [
        "Forest",
        "Grizzly Bears",
        "Island",
        "Forest",
    ]
    assert lib[0].card.name == "Counterspell"


# -- "<effect> at the beginning of the next end step" (DelayedTrigger, CR 603.7) ------------

IDEAS_UNBOUND = "Draw three cards. Discard three cards at the beginning of the next end step."


def test_ideas_unbound_discards_three_at_the_next_end_step(scenario):
    """CR 603.7a: resolving the spell creates the delayed trigger; it fires at the end step."""
    card = compile_text("Ideas Unbound", "{U}{U}", "Sorcery", IDEAS_UNBOUND)
    assert card.unparsed == ()
    assert card.spell == (DrawCards(3), DelayedTrigger("end step", False, (Discard(3),)))
    s = scenario()
    s.lands(P0, "Island", "Island")
    s.library(P0, "Counterspell", "Counterspell", "Counterspell", "Counterspell")
    s.library(P1, "Forest", "Forest")
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Counterspell"] * 3
    s.next_turn()
    assert s.names(P0, Zone.HAND) == []
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Counterspell"] * 3 + ["Ideas Unbound"]


# -- one found card tapped onto the battlefield, the other to hand (SearchSplit, CR 701.23) --

CULTIVATE = (
    "Search your library for up to two basic land cards, reveal those cards, put one onto the "
    "battlefield tapped and the other into your hand, then shuffle."
)
FLARE_OF_CULTIVATION = (
    "You may sacrifice a nontoken green creature rather than pay this spell's mana cost.\n"
    + CULTIVATE
)


def test_flare_of_cultivation_and_cultivate_compile_to_a_split_search():
    basic = Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC)
    for name, cost, text in (
        ("Cultivate", "{2}{G}", CULTIVATE),
        ("Flare of Cultivation", "{1}{G}{G}", FLARE_OF_CULTIVATION),
    ):
        card = compile_text(name, cost, "Sorcery", text)
        assert card.unparsed == ()
        assert card.spell == (SearchSplit(basic),)


def test_cultivate_puts_one_land_onto_the_battlefield_tapped_and_one_into_hand(scenario):
    """CR 701.23: the first chosen enters tapped; the second goes to the hand; shuffle."""
    card = compile_text("Cultivate", "{2}{G}", "Sorcery", CULTIVATE)
    s = scenario()
    s.lands(P0, "Forest", "Forest", "Forest")
    island, _bolt, mountain, _waste = s.library(
        P0, "Island", "Lightning Bolt", "Mountain", compile_text("Wasteland", None, "Land", "")
    )
    s.script(P0, (SEARCH, (mountain.oid, island.oid)))
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island"]
    entered = [o for o in s.game.players[P0].battlefield if o.card.name == "Mountain"]
    assert len(entered) == 1 and entered[0].tapped
    assert sorted(s.names(P0, Zone.LIBRARY)) == ["Lightning Bolt", "Wasteland"]


# -- granted flashback for a card of a type (GrantFlashback, CR 702.34a) ---------------------

RECOUP = (
    "Target sorcery card in your graveyard gains flashback until end of turn. The flashback "
    "cost is equal to the card's mana cost. (You may cast that card from your graveyard for "
    "its flashback cost. Then exile it.)\nFlashback {3}{R}"
)


def test_recoup_gives_a_sorcery_flashback_at_its_mana_cost(scenario):
    """CR 702.34a: the target sorcery may be cast from the graveyard this turn, then exiled."""
    card = compile_text("Recoup", "{1}{R}", "Sorcery", RECOUP)
    assert card.unparsed == ()
    assert card.spell == (
        GrantFlashback(
            Target(TargetKind.CARD_IN_GRAVEYARD, Controller.YOU, Filter(card_type=CardType.SORCERY))
        ),
    )
    spike = compile_text(
        "Lava Spike",
        "{R}",
        "Sorcery — Arcane",
        "Lava Spike deals 3 damage to target player or planeswalker.",
    )
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    old = s.graveyard(P0, spike)
    s.graveyard(P0, "Lightning Bolt")
    s.cast(P0, s.hand(P0, card), targets=[old])
    s.resolve()
    new = next(o for o in s.game.players[P0].graveyard if o.card.name == "Lava Spike")
    assert new.flashback_turn == s.game.turn
    s.act(P0, CastSpellAction(new.oid, ((P1,),), alt=GRANTED_FLASHBACK))
    s.resolve()
    assert s.game.players[P1].life == 17
    assert "Lava Spike" in s.names(P0, Zone.EXILE)


# -- hand moves (cards.effects_hands; CR 401.1, 701.9, 701.20a, 608.2c) ---------------------

FIRE_PROPHECY = (
    "Fire Prophecy deals 3 damage to target creature. Put a card from your hand on the bottom "
    "of your library. If you do, draw a card."
)
AGONIZING_MEMORIES = (
    "Look at target player's hand and choose two cards from it. Put them on top of that "
    "player's library in any order."
)
BLACKMAIL = (
    "Target player reveals three cards from their hand and you choose one of them. That player "
    "discards that card."
)
WINDFALL = (
    "Each player discards their hand, then draws cards equal to the greatest number of cards a "
    "player discarded this way."
)
ILL_GOTTEN_GAINS = (
    "Exile Ill-Gotten Gains. Each player discards their hand, then returns up to three cards "
    "from their graveyard to their hand."
)
FAITHFUL_MENDING = (
    "Discard up to two cards, then draw two cards. You gain 2 life.\nFlashback {1}{W}{U} (You "
    "may cast this card from your graveyard for its flashback cost. Then exile it.)"
)
GERRARDS_VERDICT = (
    "Target player discards two cards. You gain 3 life for each land card discarded this way."
)
SEASONED_PYROMANCER = (
    "When Seasoned Pyromancer enters, discard two cards, then draw two cards. For each nonland "
    "card discarded this way, create a 1/1 red Elemental creature token.\n{3}{R}{R}, Exile "
    "Seasoned Pyromancer from your graveyard: Create two 1/1 red Elemental creature tokens."
)


def test_fire_prophecy_puts_a_card_on_the_bottom_then_draws(scenario):
    """CR 401.1, 608.2c: the player's card goes to the bottom; "if you do", a draw."""
    card = compile_text("Fire Prophecy", "{1}{R}", "Instant", FIRE_PROPHECY)
    assert card.unparsed == ()
    assert card.spell[1] == HandToLibrary(1, bottom=True, then_draw=1)
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    bear = s.battlefield(P1, _bear())
    forest = s.hand(P0, "Forest")
    s.library(P0, "Lightning Bolt", "Island")
    s.script(P0, (DISCARD, (forest.oid,)))
    s.cast(P0, s.hand(P0, card), targets=[bear])
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD
    assert s.names(P0, Zone.HAND) == ["Lightning Bolt"]
    assert s.game.players[P0].library[0].card.name == "Forest"  # the bottom card


def test_fire_prophecy_with_an_empty_hand_draws_nothing(scenario):
    """CR 608.2c: "If you do": no card was put on the bottom, so no card is drawn."""
    card = compile_text("Fire Prophecy", "{1}{R}", "Instant", FIRE_PROPHECY)
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    bear = s.battlefield(P1, _bear())
    s.library(P0, "Lightning Bolt")
    s.cast(P0, s.hand(P0, card), targets=[bear])
    s.resolve()
    assert s.names(P0, Zone.HAND) == []


def test_agonizing_memories_puts_two_chosen_cards_on_top_of_their_library(scenario):
    """CR 401.1: the caster chooses the two cards of the target player's hand."""
    card = compile_text("Agonizing Memories", "{2}{B}", "Sorcery", AGONIZING_MEMORIES)
    assert card.unparsed == ()
    assert card.spell == (HandToLibrary(2, TARGET_PLAYER, Controller.YOU),)
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    bolt = s.hand(P1, "Lightning Bolt")
    s.hand(P1, "Forest")
    counter = s.hand(P1, "Counterspell")
    s.library(P1, "Island")
    s.script(P0, (DISCARD, (bolt.oid, counter.oid)))
    s.cast(P0, s.hand(P0, card), targets=[P1])
    s.resolve()
    assert s.names(P1, Zone.HAND) == ["Forest"]
    top_two = {o.card.name for o in s.game.players[P1].library[-2:]}
    assert top_two == {"Lightning Bolt", "Counterspell"}


def test_blackmail_the_player_shows_three_and_the_caster_picks_one(scenario):
    """CR 701.20a, 701.9: the target player chooses the three revealed cards."""
    card = compile_text("Blackmail", "{B}", "Sorcery", BLACKMAIL)
    assert card.unparsed == ()
    assert card.spell == (DiscardRevealed(3, TARGET_PLAYER),)
    s = scenario()
    s.lands(P0, "Swamp")
    f1, f2, bolt, counter = (
        s.hand(P1, c) for c in ("Forest", "Island", "Lightning Bolt", "Counterspell")
    )
    s.script(P1, (DISCARD, (f1.oid, f2.oid, bolt.oid)))
    s.script(P0, (DISCARD, (bolt.oid,)))
    s.cast(P0, s.hand(P0, card), targets=[P1])
    s.resolve()
    assert s.names(P1, Zone.GRAVEYARD) == ["Lightning Bolt"]
    assert counter.oid in {o.oid for o in s.game.players[P1].hand}


def test_windfall_each_player_draws_the_greatest_number_discarded(scenario):
    """CR 701.9, 121.1: hands of 3 and 1 cards: each player draws three."""
    card = compile_text("Windfall", "{2}{U}", "Sorcery", WINDFALL)
    assert card.unparsed == ()
    assert card.spell == (DiscardHands(draw_greatest=True),)
    s = scenario()
    s.lands(P0, "Island", "Island", "Island")
    s.hand(P0, "Forest")
    for c in ("Forest", "Island", "Lightning Bolt"):
        s.hand(P1, c)
    s.library(P0, *["Island"] * 4)
    s.library(P1, *["Forest"] * 4)
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island"] * 3
    assert s.names(P1, Zone.HAND) == ["Forest"] * 3
    assert sorted(s.names(P1, Zone.GRAVEYARD)) == ["Forest", "Island", "Lightning Bolt"]


def test_ill_gotten_gains_each_player_returns_up_to_three_cards(scenario):
    """CR 701.9: the hands are discarded first, so discarded cards may come back."""
    card = compile_text("Ill-Gotten Gains", "{2}{B}{B}", "Sorcery", ILL_GOTTEN_GAINS)
    assert card.unparsed == ()
    assert card.spell[1] == DiscardHands(return_up_to=3)
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp")
    for c in ("Forest", "Island", "Lightning Bolt", "Counterspell"):
        s.hand(P1, c)
    s.graveyard(P0, _bear())
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert len(s.names(P1, Zone.HAND)) == 3
    assert len(s.names(P1, Zone.GRAVEYARD)) == 1
    assert s.names(P0, Zone.HAND) == ["Grizzly Bears"]
    assert s.names(P0, Zone.EXILE) == ["Ill-Gotten Gains"]


def test_faithful_mending_may_discard_fewer_than_two(scenario):
    """CR 701.9: "up to two": one card (or none) may be discarded; two are drawn."""
    card = compile_text("Faithful Mending", "{W}{U}", "Instant", FAITHFUL_MENDING)
    assert card.unparsed == ()
    assert card.spell[0] == DiscardThen(2, up_to=True, between=(DrawCards(2),))
    s = scenario()
    s.lands(P0, "Plains", "Island")
    forest = s.hand(P0, "Forest")
    s.hand(P0, "Lightning Bolt")
    s.library(P0, "Island", "Island")
    s.script(P0, (DISCARD, (forest.oid,)))
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert sorted(s.names(P0, Zone.HAND)) == ["Island", "Island", "Lightning Bolt"]
    assert s.game.players[P0].life == 22


def test_gerrards_verdict_gains_life_for_each_land_discarded(scenario):
    """CR 608.2c: "for each land card discarded this way": two lands, 6 life."""
    card = compile_text("Gerrard's Verdict", "{W}{B}", "Sorcery", GERRARDS_VERDICT)
    assert card.unparsed == ()
    assert card.spell == (
        DiscardThen(
            2,
            TARGET_PLAYER,
            per_filter=Filter(card_type=CardType.LAND),
            per=(GainLife(3),),
        ),
    )
    s = scenario()
    s.lands(P0, "Plains", "Swamp")
    for c in ("Forest", "Island"):
        s.hand(P1, c)
    s.cast(P0, s.hand(P0, card), targets=[P1])
    s.resolve()
    assert s.game.players[P0].life == 26


def test_seasoned_pyromancer_makes_a_token_for_each_nonland_card_discarded(scenario):
    """CR 608.2c: discard two, draw two, then a 1/1 for each nonland card discarded."""
    card = compile_text(
        "Seasoned Pyromancer",
        "{1}{R}{R}",
        "Creature — Human Shaman",
        SEASONED_PYROMANCER,
        pt=("2", "2"),
    )
    assert card.unparsed == ()
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    s.hand(P0, "Lightning Bolt")
    s.hand(P0, "Forest")
    s.library(P0, "Island", "Island")
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island", "Island"]
    tokens = [o for o in s.game.players[P0].battlefield if o.is_token]
    assert len(tokens) == 1 and tokens[0].card.name.startswith("Elemental")


# -- the permanent sacrificed to pay the cost (StackItem.sacrificed; CR 608.2h) -------------

FLING = (
    "As an additional cost to cast this spell, sacrifice a creature.\nFling deals damage equal "
    "to the sacrificed creature's power to any target."
)
ALTAR_OF_DEMENTIA = (
    "Sacrifice a creature: Target player mills cards equal to the sacrificed creature's power."
)
BESEECH = (
    "({2/B} can be paid with any two mana or with {B}. This card's mana value is 6.)\nSearch "
    "your library for a card with mana value less than or equal to the number of lands you "
    "control, reveal it, put it into your hand, then shuffle."
)


def test_fling_deals_the_sacrificed_creatures_power_as_it_last_existed(scenario):
    """CR 608.2h: the power of the creature as it last existed on the battlefield (pumped)."""
    card = compile_text("Fling", "{1}{R}", "Instant", FLING)
    assert card.unparsed == ()
    (dmg,) = card.spell
    assert isinstance(dmg.amount, Count) and dmg.amount.what == "sacrificed_power"
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    giant = s.battlefield(P0, _bear("Hill Giant", ("3", "3")))
    giant.counters = {"+1/+1": 2}
    s.cast(P0, s.hand(P0, card), targets=[P1])
    s.resolve()
    assert s.zone(giant) is Zone.GRAVEYARD
    assert s.game.players[P1].life == 15


def test_altar_of_dementia_mills_the_sacrificed_creatures_power(scenario):
    """CR 602.2, 608.2h: the sacrifice is the activation cost; its power is read on resolution."""
    card = compile_text("Altar of Dementia", "{2}", "Artifact", ALTAR_OF_DEMENTIA)
    assert card.unparsed == ()
    s = scenario()
    altar = s.battlefield(P0, card)
    s.battlefield(P0, _bear("Hill Giant", ("3", "3")))
    s.library(P1, "Forest", "Island", "Mountain", "Plains")
    s.activate(P0, altar, targets=[P1])
    s.resolve()
    assert s.names(P1, Zone.LIBRARY) == ["Plains"]
    assert len(s.names(P1, Zone.GRAVEYARD)) == 3


def test_beseech_the_queen_finds_a_card_up_to_the_number_of_lands(scenario):
    """CR 701.23, 608.2h: three lands: a card of mana value 3 or less."""
    card = compile_text("Beseech the Queen", "{2/B}{2/B}{2/B}", "Sorcery", BESEECH)
    assert card.unparsed == ()
    (e,) = card.spell
    assert isinstance(e, SearchByCount) and e.or_less and e.search == SearchLibrary(Filter())
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    giant = compile_text("Stone Giant", "{2}{R}{R}", "Creature — Giant", "", pt=("3", "4"))
    s.library(P0, giant, _bear())
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Grizzly Bears"]


ELDRITCH_EVOLUTION = (
    "As an additional cost to cast this spell, sacrifice a creature.\nSearch your library for "
    "a creature card with mana value X or less, where X is 2 plus the sacrificed creature's "
    "mana value. Put that card onto the battlefield, then shuffle. Exile Eldritch Evolution."
)


def test_eldritch_evolution_finds_a_creature_up_to_two_more_than_the_sacrificed_one(scenario):
    """CR 608.2h, 701.23: a mana value 2 creature sacrificed: up to mana value 4; the spell
    exiles itself (CR 608.2n)."""
    card = compile_text("Eldritch Evolution", "{1}{G}{G}", "Sorcery", ELDRITCH_EVOLUTION)
    assert card.unparsed == ()
    search, _exile = card.spell
    assert (
        isinstance(search, SearchByCount) and search.or_less and search.search.to == "battlefield"
    )
    assert search.count == Count("sacrificed_mana_value", plus=2)
    s = scenario()
    s.lands(P0, "Forest", "Forest", "Forest")
    bear = s.battlefield(P0, _bear())
    giant = compile_text("Stone Giant", "{2}{R}{R}", "Creature — Giant", "", pt=("3", "4"))
    big = compile_text("Craw Wurm", "{4}{G}{G}", "Creature — Wurm", "", pt=("6", "4"))
    s.library(P0, big, giant)
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD
    assert "Stone Giant" in s.names(P0, Zone.BATTLEFIELD)
    assert s.names(P0, Zone.LIBRARY) == ["Craw Wurm"]
    assert s.names(P0, Zone.EXILE) == ["Eldritch Evolution"]


# -- one looked-at card to the battlefield or back on top (DigOne; CR 401.3, 110.2) ---------

PLANAR_GENESIS = (
    "Look at the top four cards of your library. You may put a land card from among them onto "
    "the battlefield tapped. If you don't, put a card from among them into your hand. Put the "
    "rest on the bottom of your library in a random order."
)
TURNTIMBER = (
    "Look at the top seven cards of your library. You may put a creature card from among them "
    "onto the battlefield. If that card has mana value 3 or less, it enters with three "
    "additional +1/+1 counters on it. Put the rest on the bottom of your library in a random "
    "order."
)
GUTLESS_PLUNDERER = (
    "Deathtouch\nRaid — When Gutless Plunderer enters, if you attacked this turn, look at the "
    "top three cards of your library. You may put one of those cards back on top of your "
    "library. Put the rest into your graveyard."
)


def test_planar_genesis_puts_a_land_onto_the_battlefield_tapped(scenario):
    """CR 110.2: the land enters tapped; the other three go to the bottom."""
    card = compile_text("Planar Genesis", "{G}{U}", "Sorcery", PLANAR_GENESIS)
    assert card.unparsed == ()
    assert card.spell == (
        DigOne(4, Filter(card_type=CardType.LAND), tapped=True, otherwise_hand=True),
    )
    s = scenario()
    s.lands(P0, "Forest", "Island")
    s.library(P0, "Lightning Bolt", "Swamp", _bear(), "Counterspell", "Plains")
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    swamp = [o for o in s.game.players[P0].battlefield if o.card.name == "Swamp"]
    assert len(swamp) == 1 and swamp[0].tapped
    assert s.names(P0, Zone.HAND) == []
    assert s.game.players[P0].library[-1].card.name == "Plains"  # the rest went under it


def test_planar_genesis_without_a_land_takes_a_card(scenario):
    """CR 608.2c: "If you don't, put a card from among them into your hand"."""
    card = compile_text("Planar Genesis", "{G}{U}", "Sorcery", PLANAR_GENESIS)
    s = scenario()
    s.lands(P0, "Forest", "Island")
    s.library(P0, "Lightning Bolt", _bear(), "Counterspell", "Lightning Bolt")
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert len(s.names(P0, Zone.HAND)) == 1
    assert len(s.names(P0, Zone.LIBRARY)) == 3


def test_turntimber_symbiosis_gives_a_cheap_creature_three_counters(scenario):
    """CR 614.1c: a creature of mana value 3 or less enters with three +1/+1 counters."""
    card = compile_text("Turntimber Symbiosis", "{4}{G}{G}{G}", "Sorcery", TURNTIMBER)
    assert card.unparsed == ()
    assert card.spell == (
        DigOne(7, Filter(card_type=CardType.CREATURE), bonus_counters=3, bonus_max_mv=3),
    )
    s = scenario()
    s.lands(P0, *["Forest"] * 7)
    s.library(P0, "Lightning Bolt", _bear(), "Island")
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    bear = next(o for o in s.game.players[P0].battlefield if o.card.name == "Grizzly Bears")
    assert (s.game.power(bear), s.game.toughness(bear)) == (5, 5)
    assert len(s.names(P0, Zone.LIBRARY)) == 2


def test_gutless_plunderer_keeps_one_on_top_and_bins_the_rest_after_an_attack(scenario):
    """CR 603.4 (raid), CR 401.3: one card back on top, the other two to the graveyard."""
    card = compile_text(
        "Gutless Plunderer",
        "{2}{B}",
        "Creature — Skeleton Pirate",
        GUTLESS_PLUNDERER,
        pt=("2", "2"),
    )
    assert card.unparsed == ()
    (trigger,) = card.triggers
    assert trigger.effect == (
        Conditional(Condition.RAID, (DigOne(3, to="top", rest_to="graveyard"),)),
    )
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    s.game.players[P0].attacked_on = s.game.turn  # raid: a creature attacked this turn
    bolt = s.library(P0, "Forest", "Lightning Bolt", "Island", "Plains")[1]
    s.script(P0, (DIG, (bolt.oid,)))
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.game.players[P0].library[-1].card.name == "Lightning Bolt"
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Forest", "Island"]


MINDBREAK_TRAP = (
    "If an opponent cast three or more spells this turn, you may pay {0} rather than pay this "
    "spell's mana cost.\nExile any number of target spells."
)


def test_mindbreak_trap_exiles_any_number_of_target_spells(scenario):
    """CR 406.3, 115.1: both spells leave the stack for exile (not countered)."""
    card = compile_text("Mindbreak Trap", "{2}{U}{U}", "Instant — Trap", MINDBREAK_TRAP)
    assert card.unparsed == ()
    assert card.spell == (Exile(Target(TargetKind.SPELL, count=8, up_to=True)),)
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [P1])
    first = s.game.stack[-1].obj
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [P1])
    second = s.game.stack[-1].obj
    s.lands(P1, "Island", "Island", "Island", "Island")
    s.cast(P1, s.hand(P1, card), [(first, second)])
    s.resolve()
    assert s.game.players[P1].life == 20
    assert s.names(P0, Zone.EXILE) == ["Lightning Bolt", "Lightning Bolt"]


INFERNAL_TUTOR = (
    "Reveal a card from your hand. Search your library for a card with the same name as that "
    "card, reveal it, put it into your hand, then shuffle.\nHellbent — If you have no cards in "
    "hand, instead search your library for a card, put it into your hand, then shuffle."
)


def infernal_tutor():
    return compile_text("Infernal Tutor", "{1}{B}", "Sorcery", INFERNAL_TUTOR)


def test_infernal_tutor_finds_a_copy_of_a_card_in_hand(scenario):
    """CR 701.23, 201.2: only a card sharing a name with one in hand can be found."""
    card = infernal_tutor()
    assert card.unparsed == ()
    assert card.spell == (
        Conditional(Condition.HELLBENT, (SearchLibrary(Filter()),), (SearchSameName(),)),
    )
    s = scenario()
    s.lands(P0, "Swamp", "Swamp")
    s.hand(P0, "Lightning Bolt")
    s.library(P0, "Counterspell", "Lightning Bolt", "Forest")
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Lightning Bolt", "Lightning Bolt"]
    assert sorted(s.names(P0, Zone.LIBRARY)) == ["Counterspell", "Forest"]


def test_infernal_tutor_with_hellbent_finds_any_card(scenario):
    """CR 608.2c: no cards in hand as it resolves: the search for any card replaces it."""
    s = scenario()
    s.lands(P0, "Swamp", "Swamp")
    counter = s.library(P0, "Forest", "Counterspell")[1]
    s.script(P0, (SEARCH, (counter.oid,)))
    s.cast(P0, s.hand(P0, infernal_tutor()))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Counterspell"]


POX = (
    "Each player loses a third of their life, then discards a third of the cards in their "
    "hand, then sacrifices a third of the creatures they control, then sacrifices a third of "
    "the lands they control. Round up each time."
)


def test_pox_takes_a_third_of_everything_rounded_up(scenario):
    """CR 107.1a: 20 life loses 7, 2 cards lose 1, 1 creature is lost, 4 lands lose 2."""
    card = compile_text("Pox", "{B}{B}{B}", "Sorcery", POX)
    assert card.unparsed == ()
    assert card.spell == (EachLosesPart(3),)
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(P0, "Lightning Bolt")
    s.hand(P0, "Counterspell")
    s.battlefield(P1, _bear())
    s.lands(P1, "Forest")
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert [p.life for p in s.game.players] == [13, 13]
    assert len(s.names(P0, Zone.HAND)) == 1
    assert s.names(P1, Zone.BATTLEFIELD) == []  # the creature, and one land of one
    assert len(s.names(P0, Zone.BATTLEFIELD)) == 2


# -- the target checked against a count (IfTargetAtMost; CR 608.2c, 608.2h) -----------------

GHASTLY_DEMISE = (
    "Destroy target nonblack creature if its toughness is less than or equal to the number of "
    "cards in your graveyard."
)
LAY_DOWN_ARMS = (
    "Exile target creature if its mana value is less than or equal to the number of Plains you "
    "control. If that creature's mana value is 3 or less, its controller gains 3 life."
)


def test_ghastly_demise_destroys_only_a_creature_with_small_enough_toughness(scenario):
    """CR 608.2c: toughness 3 against 2 or 3 cards in the graveyard as it resolves."""
    card = compile_text("Ghastly Demise", "{B}", "Instant", GHASTLY_DEMISE)
    assert card.unparsed == ()
    (check,) = card.spell
    assert isinstance(check, IfTargetAtMost) and check.quality == "toughness"
    assert isinstance(check.then[0], Destroy)
    for cards, zone in ((2, Zone.BATTLEFIELD), (3, Zone.GRAVEYARD)):
        s = scenario()
        s.lands(P0, "Swamp")
        for _ in range(cards):
            s.graveyard(P0, "Forest")
        giant = s.battlefield(P1, _bear("Hill Giant", ("3", "3")))
        s.cast(P0, s.hand(P0, card), targets=[giant])
        s.resolve()
        assert s.zone(giant) is zone


def test_lay_down_arms_counts_plains_and_gives_life_for_a_cheap_creature(scenario):
    """CR 608.2c, 608.2h: two Plains: a mana value 2 creature is exiled; its controller gains
    3 life (its mana value as it last existed)."""
    card = compile_text("Lay Down Arms", "{W}", "Sorcery", LAY_DOWN_ARMS)
    assert card.unparsed == ()
    s = scenario()
    s.lands(P0, "Plains", "Plains")
    bear = s.battlefield(P1, _bear())
    s.cast(P0, s.hand(P0, card), targets=[bear])
    s.resolve()
    assert s.zone(bear) is Zone.EXILE
    assert s.game.players[P1].life == 23
    s2 = scenario()
    s2.lands(P0, "Plains")
    bear2 = s2.battlefield(P1, _bear())
    s2.cast(P0, s2.hand(P0, card), targets=[bear2])
    s2.resolve()
    assert s2.zone(bear2) is Zone.BATTLEFIELD  # one Plains: not exiled ...
    assert s2.game.players[P1].life == 23  # ... but the life is gained all the same
