"""Triggered abilities of the metagame, round 40 (issue 26, trigger helper): real cards.

Each family: the compiled form of a real card's Oracle text, and an engine scenario that
shows it plays as the rules say (the CR rule is cited in each test).
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.effects import DrawCards, PutCounters
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import NO_FILTER, Ref
from deckstats.cards.triggers import Cycles, LeavesGraveyard
from deckstats.engine import Zone

# -- discard triggers: "Whenever you discard one or more cards" (CR 701.9) --------------------


def _mako():
    return compile_text(
        "Marauding Mako",
        "{U}{R}",
        "Creature — Shark",
        "Whenever you discard one or more cards, put that many +1/+1 counters on Marauding "
        "Mako.\nCycling {2}",
        pt=("2", "2"),
    )


def test_discard_trigger_compiles():
    """CR 701.9, 702.29a: any discard (cycling too), one counter per card discarded."""
    mako = _mako()
    assert mako.unparsed == ()
    assert [(t.when, t.effect) for t in mako.triggers] == [
        (Cycles(Ref.YOU, or_discard=True), (PutCounters(1, Ref.SELF, "+1/+1"),))
    ]


def test_batch_discard_trigger_without_that_many_stays_unparsed():
    """CR 603.2c: "one or more" once per card would gain power unless the body is per card."""
    card = compile_text(
        "Test Batch",
        "{1}",
        "Artifact",
        "Whenever you discard one or more cards, draw a card.",
    )
    assert card.triggers == () and card.unparsed


def test_mako_grows_by_the_cards_discarded(scenario):
    """CR 701.9, 603.2c: Mind Rot makes its controller discard two: two +1/+1 counters."""
    s = scenario(active=P1)
    mako = s.battlefield(P0, _mako())
    s.hand(P0, "Grizzly Bears")
    s.hand(P0, "Lightning Bolt")
    s.lands(P1, "Swamp", "Swamp", "Swamp")
    s.cast(P1, s.hand(P1, "Mind Rot"), targets=[P0])
    s.resolve()
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Grizzly Bears", "Lightning Bolt"]
    assert mako.counters.get("+1/+1") == 2


def test_opponents_discard_does_not_grow_mako(scenario):
    """CR 701.9: "you discard": another player's discard does not trigger it."""
    s = scenario()
    mako = s.battlefield(P0, _mako())
    s.hand(P1, "Grizzly Bears")
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, "Mind Rot"), targets=[P1])
    s.resolve()
    assert "Grizzly Bears" in s.names(P1, Zone.GRAVEYARD)
    assert not (mako.counters or {}).get("+1/+1")


# -- "Whenever a card leaves your graveyard during your turn" (CR 603.10a) --------------------


def _kishla():
    return compile_text(
        "Kishla Skimmer",
        "{G}{U}",
        "Creature — Bird Scout",
        "Flying\nWhenever a card leaves your graveyard during your turn, draw a card. This "
        "ability triggers only once each turn.",
        pt=("2", "2"),
    )


def test_kishla_skimmer_compiles():
    """CR 603.10a, 603.2: a look-back trigger of your turn, once each turn."""
    kishla = _kishla()
    assert kishla.unparsed == ()
    (t,) = kishla.triggers
    assert t.when == LeavesGraveyard(Ref.YOU, NO_FILTER, during="yours")
    assert t.effect == (DrawCards(1),) and t.once_each_turn


def test_kishla_skimmer_draws_once_on_your_turn(scenario):
    """CR 603.10a, 603.2: Raise Dead returns a card: one draw; a second return: no more."""
    s = scenario()
    s.battlefield(P0, _kishla())
    s.library(P0, "Forest", "Forest", "Forest")
    bears = s.graveyard(P0, "Grizzly Bears")
    elves = s.graveyard(P0, "Llanowar Elves")
    s.lands(P0, "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, "Raise Dead"), targets=[bears.oid])
    s.resolve()
    hand = s.names(P0, Zone.HAND)
    assert "Grizzly Bears" in hand and hand.count("Forest") == 1
    s.cast(P0, s.hand(P0, "Raise Dead"), targets=[elves.oid])
    s.resolve()
    assert s.names(P0, Zone.HAND).count("Forest") == 1  # triggers only once each turn


def test_kishla_skimmer_sleeps_on_the_opponents_turn(scenario):
    """CR 603.10a: "during your turn": a card leaving on the opponent's turn draws nothing."""
    s = scenario(active=P1)
    s.battlefield(P0, _kishla())
    s.library(P0, "Forest")
    bears = s.graveyard(P0, "Grizzly Bears")
    ooze = s.battlefield(P1, "Scavenging Ooze")
    s.lands(P1, "Forest")
    s.activate(P1, ooze, targets=[bears.oid])  # exiles Grizzly Bears from P0's graveyard
    s.resolve()
    assert "Grizzly Bears" in s.names(P0, Zone.EXILE)
    assert "Forest" not in s.names(P0, Zone.HAND)


def test_kishla_skimmer_sees_the_opponent_exile_on_your_turn(scenario):
    """CR 603.10a: on its controller's turn, any way the card leaves triggers it."""
    s = scenario()
    s.battlefield(P0, _kishla())
    s.library(P0, "Forest")
    bears = s.graveyard(P0, "Grizzly Bears")
    ooze = s.battlefield(P1, "Scavenging Ooze")
    s.lands(P1, "Forest")
    s.activate(P1, ooze, targets=[bears.oid])
    s.resolve()
    assert "Forest" in s.names(P0, Zone.HAND)


# -- a legend's short name: "Svyelun" of "Svyelun of Sea and Sky" (CR 201.4b) ----------------


def test_legend_short_name_of_an_of_epithet():
    """CR 201.4b: a legend's text calls it by its short name; a nonlegendary card's never."""
    from deckstats.cards.oracle.text import self_names
    from deckstats.cards.triggers import Attacks

    svyelun = compile_text(
        "Svyelun of Sea and Sky",
        "{1}{U}{U}",
        "Legendary Creature — Merfolk God",
        "Svyelun of Sea and Sky has indestructible as long as you control at least two other "
        "Merfolk.\nWhenever Svyelun attacks, draw a card.\nOther Merfolk you control have "
        "ward {1}.",
        pt=("3", "4"),
    )
    assert "Whenever Svyelun attacks, draw a card." not in svyelun.unparsed
    assert (Attacks(), (DrawCards(1),)) in [(t.when, t.effect) for t in svyelun.triggers]
    assert self_names("Sword of the Meek") == ["Sword of the Meek"]
    assert self_names("Svyelun of Sea and Sky", legendary=True)[-1] == "Svyelun"


def test_svyelun_draws_when_it_attacks(scenario):
    """CR 508.3a, 201.4b: "Whenever Svyelun attacks" is its own attack trigger."""
    svyelun = compile_text(
        "Svyelun of Sea and Sky",
        "{1}{U}{U}",
        "Legendary Creature — Merfolk God",
        "Whenever Svyelun attacks, draw a card.",
        pt=("3", "4"),
    )
    s = scenario()
    obj = s.battlefield(P0, svyelun)
    s.library(P0, "Island")
    s.script(P0, ("attackers", (obj.oid,)))
    s.combat()
    assert "Island" in s.names(P0, Zone.HAND)
    assert s.game.players[P1].life == 17


# -- cast triggers' spell qualities: multicolored, colours, an Adventure (CR 105.2c, 715.2) ----


def _aurora_eidolon():
    return compile_text(
        "Aurora Eidolon",
        "{3}{W}",
        "Creature — Spirit",
        "{W}, Sacrifice Aurora Eidolon: Prevent the next 3 damage that would be dealt to any "
        "target this turn.\nWhenever you cast a multicolored spell, you may return Aurora "
        "Eidolon from your graveyard to your hand.",
        pt=("2", "2"),
    )


def _edgewall():
    return compile_text(
        "Edgewall Innkeeper",
        "{G}",
        "Creature — Human Peasant",
        "Whenever you cast a creature spell that has an Adventure, draw a card.",
        pt=("1", "1"),
    )


def test_spell_quality_filters_compile():
    """CR 105.2c, 105.2, 715.2: multicolored, any of listed colours, a card with an Adventure."""
    from deckstats.cards.model import CardType, Color
    from deckstats.cards.targets import Filter
    from deckstats.cards.triggers import CastSpell, FromGraveyard

    eidolon = _aurora_eidolon()
    assert eidolon.unparsed == ()
    assert eidolon.triggers[0].when == FromGraveyard(CastSpell(Ref.YOU, Filter(multicolored=True)))
    edgewall = _edgewall()
    assert edgewall.unparsed == ()
    assert edgewall.triggers[0].when == CastSpell(
        Ref.YOU, Filter(card_type=CardType.CREATURE, adventure=True)
    )
    druid = compile_text(
        "Questing Druid",
        "{1}{G}",
        "Creature — Human Druid",
        "Whenever you cast a spell that's white, blue, black, or red, put a +1/+1 counter on "
        "Questing Druid.",
        pt=("1", "1"),
    )
    assert druid.unparsed == ()
    assert druid.triggers[0].when == CastSpell(
        Ref.YOU, Filter(colors=Color.W | Color.U | Color.B | Color.R)
    )


def test_aurora_eidolon_returns_on_a_multicolored_spell_only(scenario):
    """CR 105.2c, 113.6k: Lightning Bolt (one colour) leaves it; Lightning Helix returns it."""
    s = scenario()
    s.graveyard(P0, _aurora_eidolon())
    s.lands(P0, "Mountain", "Mountain", "Plains")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[P1])
    s.resolve()
    assert "Aurora Eidolon" in s.names(P0, Zone.GRAVEYARD)
    s.cast(P0, s.hand(P0, "Lightning Helix"), targets=[P1])
    s.resolve()
    assert "Aurora Eidolon" in s.names(P0, Zone.HAND)


def test_edgewall_draws_for_the_creature_half_only(scenario):
    """CR 715.2, 715.3: Bonecrusher Giant cast as a creature draws; Grizzly Bears does not."""
    s = scenario()
    s.battlefield(P0, _edgewall())
    s.library(P0, "Forest", "Forest")
    s.lands(P0, "Forest", "Forest", "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, "Grizzly Bears"))
    s.resolve()
    assert "Forest" not in s.names(P0, Zone.HAND)
    s.cast(P0, s.hand(P0, "Bonecrusher Giant"), face=0)
    s.resolve()
    assert s.names(P0, Zone.HAND).count("Forest") == 1


# -- "that creature's controller may draw a card": another player's choice (CR 603.5) ---------


def _fecundity():
    return compile_text(
        "Fecundity",
        "{2}{G}",
        "Enchantment",
        "Whenever a creature dies, that creature's controller may draw a card.",
    )


def test_fecundity_compiles():
    """CR 603.5, 608.2d: the optional draw is the dead creature's controller's choice."""
    from deckstats.cards.effects import MayDo

    fecundity = _fecundity()
    assert fecundity.unparsed == ()
    drawer = Ref.TRIGGERING_PLAYER
    assert fecundity.triggers[0].effect == (MayDo((DrawCards(1, drawer),), who=drawer),)


def test_fecundity_the_dead_creatures_controller_chooses(scenario):
    """CR 603.5: P0 bolts P1's Grizzly Bears: P1 (not P0) is asked, and P1 draws."""
    s = scenario()
    s.battlefield(P0, _fecundity())
    s.library(P0, "Forest")
    s.library(P1, "Island")
    bears = s.battlefield(P1, "Grizzly Bears")
    s.script(P1, ("may", True))
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[bears.oid])
    s.resolve()
    assert "Grizzly Bears" in s.names(P1, Zone.GRAVEYARD)
    assert "Island" in s.names(P1, Zone.HAND)
    assert "Forest" not in s.names(P0, Zone.HAND)


def test_fecundity_a_declined_draw(scenario):
    """CR 603.5: the controller of the creature may decline: nothing is drawn."""
    s = scenario()
    s.battlefield(P0, _fecundity())
    s.library(P1, "Island")
    bears = s.battlefield(P1, "Grizzly Bears")
    s.script(P1, ("may", False))
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[bears.oid])
    s.resolve()
    assert "Island" not in s.names(P1, Zone.HAND)


# -- "target opponent gains control of it" (CR 613.1b, 506.4) ---------------------------------


def _goblin_cadets():
    return compile_text(
        "Goblin Cadets",
        "{R}",
        "Creature — Goblin",
        "Whenever Goblin Cadets blocks or becomes blocked, target opponent gains control of it. "
        "(This removes Goblin Cadets from combat.)",
        pt=("2", "1"),
    )


def test_goblin_cadets_compiles():
    """CR 613.1b: control of the source goes to the target opponent."""
    from deckstats.cards.effects import GainControl
    from deckstats.cards.targets import Controller, Target, TargetKind
    from deckstats.cards.triggers import Blocks

    cadets = _goblin_cadets()
    assert cadets.unparsed == ()
    to = Target(TargetKind.PLAYER, Controller.OPPONENT)
    assert [(t.when, t.effect) for t in cadets.triggers] == [
        (Blocks(), (GainControl(Ref.SELF, to=to),)),
        (Blocks(blocked=True), (GainControl(Ref.SELF, to=to),)),
    ]


def test_goblin_cadets_blocking_goes_to_the_attacker_out_of_combat(scenario):
    """CR 613.1b, 506.4: Cadets block the Bears, change sides and leave combat unharmed."""
    s = scenario()
    bears = s.battlefield(P0, "Grizzly Bears")
    cadets = s.battlefield(P1, _goblin_cadets())
    s.script(P0, ("attackers", (bears.oid,)))
    s.script(P1, ("blockers", ((cadets.oid, bears.oid),)))
    s.combat()
    assert cadets.controller == P0 and cadets.zone is Zone.BATTLEFIELD
    assert cadets.damage == 0 and not cadets.blocking
    assert bears.damage == 0 and bears.zone is Zone.BATTLEFIELD
    assert s.game.players[P1].life == 20  # the Bears stay blocked (CR 509.1h)


# -- "counter that spell and put a depletion counter on ~. If there are three or more ..." ----


def _decree_of_silence():
    return compile_text(
        "Decree of Silence",
        "{6}{U}{U}",
        "Enchantment",
        "Whenever an opponent casts a spell, counter that spell and put a depletion counter on "
        "Decree of Silence. If there are three or more depletion counters on Decree of "
        "Silence, sacrifice it.\nCycling {4}{U}{U}\nWhen you cycle Decree of Silence, you may "
        "counter target spell.",
    )


def test_decree_of_silence_compiles():
    """CR 701.6, 122.1, 608.2c: counter, a counter on ~, then a count of them."""
    from deckstats.cards.counts import Count, IfCount
    from deckstats.cards.effects import CounterSpell, Sacrifice

    decree = _decree_of_silence()
    assert decree.unparsed == ()
    depletion = Count("counters_on_self", counter="depletion")
    assert decree.triggers[0].effect == (
        CounterSpell(Ref.TRIGGERING_OBJECT),
        PutCounters(1, Ref.SELF, "depletion"),
        IfCount(depletion, 3, None, (Sacrifice(Ref.SELF),)),
    )


def test_decree_of_silence_counters_then_goes_at_three(scenario):
    """CR 701.6, 608.2c: two Bolts countered; the second is its third counter: sacrificed."""
    s = scenario(active=P1)
    decree = s.battlefield(P0, _decree_of_silence())
    decree.counters = {"depletion": 1}
    s.lands(P1, "Mountain", "Mountain")
    s.cast(P1, s.hand(P1, "Lightning Bolt"), targets=[P0])
    s.resolve()
    assert s.game.players[P0].life == 20 and decree.counters["depletion"] == 2
    assert "Decree of Silence" in s.names(P0, Zone.BATTLEFIELD)
    s.cast(P1, s.hand(P1, "Lightning Bolt"), targets=[P0])
    s.resolve()
    assert s.game.players[P0].life == 20
    assert "Decree of Silence" in s.names(P0, Zone.GRAVEYARD)


# -- graveyard triggers on a creature dying (CR 113.6k, 700.4) --------------------------------


def _bridge_from_below():
    return compile_text(
        "Bridge from Below",
        "{B}{B}{B}",
        "Enchantment",
        "Whenever a nontoken creature is put into your graveyard from the battlefield, if "
        "Bridge from Below is in your graveyard, create a 2/2 black Zombie creature token.\n"
        "When a creature is put into an opponent's graveyard from the battlefield, if Bridge "
        "from Below is in your graveyard, exile Bridge from Below.",
    )


def test_bridge_from_below_compiles():
    """CR 113.6k, 700.4: both abilities work from the graveyard, on dies events."""
    from deckstats.cards.effects import CreateToken, Exile
    from deckstats.cards.model import CardType
    from deckstats.cards.targets import Filter
    from deckstats.cards.triggers import Dies, FromGraveyard

    bridge = _bridge_from_below()
    assert bridge.unparsed == ()
    creature = Filter(card_type=CardType.CREATURE)
    zombie, gone = bridge.triggers
    assert zombie.when == FromGraveyard(Dies(Ref.YOU, creature, nontoken=True))
    assert isinstance(zombie.effect[0], CreateToken)
    assert gone.when == FromGraveyard(Dies(Ref.EACH_OPPONENT, creature))
    assert gone.effect == (Exile(Ref.SELF),)


def test_bridge_from_below_makes_a_zombie_then_leaves(scenario):
    """CR 113.6k, 700.4: your Bears die: a Zombie; the opponent's Bears die: Bridge is exiled."""
    s = scenario()
    s.graveyard(P0, _bridge_from_below())
    mine = s.battlefield(P0, "Grizzly Bears")
    theirs = s.battlefield(P1, "Grizzly Bears")
    s.lands(P0, "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[mine.oid])
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD).count("Zombie") == 1
    assert "Bridge from Below" in s.names(P0, Zone.GRAVEYARD)
    s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[theirs.oid])
    s.resolve()
    assert "Bridge from Below" in s.names(P0, Zone.EXILE)


def test_bridge_from_below_on_the_battlefield_does_nothing(scenario):
    """CR 113.6k: its abilities work only from the graveyard."""
    s = scenario()
    s.battlefield(P0, _bridge_from_below())
    mine = s.battlefield(P0, "Grizzly Bears")
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[mine.oid])
    s.resolve()
    assert "Zombie" not in s.names(P0, Zone.BATTLEFIELD)


# -- "if ~ is the only creature card in your graveyard" (CR 603.4, 113.6k) --------------------


def _nether_spirit():
    return compile_text(
        "Nether Spirit",
        "{1}{B}{B}",
        "Creature — Spirit",
        "At the beginning of your upkeep, if Nether Spirit is the only creature card in your "
        "graveyard, you may return Nether Spirit to the battlefield.",
        pt=("2", "2"),
    )


def test_nether_spirit_compiles():
    """CR 113.6k, 603.4: an upkeep trigger from the graveyard, a count of creature cards."""
    from deckstats.cards.counts import Count, IfCount
    from deckstats.cards.effects import MayDo, Reanimate
    from deckstats.cards.model import CardType
    from deckstats.cards.targets import Filter
    from deckstats.cards.triggers import BeginningOfStep, FromGraveyard, StepName

    spirit = _nether_spirit()
    assert spirit.unparsed == ()
    (t,) = spirit.triggers
    assert t.when == FromGraveyard(BeginningOfStep(StepName.UPKEEP))
    creatures = Count("graveyard", Filter(card_type=CardType.CREATURE))
    assert t.effect == (IfCount(creatures, None, 1, (MayDo((Reanimate(Ref.SELF),)),)),)


def test_nether_spirit_returns_alone_but_not_with_company(scenario):
    """CR 603.4, 113.6k: alone in the graveyard it returns; beside Grizzly Bears it stays."""
    s = scenario(active=P1)
    s.graveyard(P0, _nether_spirit())
    s.library(P0, "Swamp", "Swamp")
    s.script(P0, ("may", True))
    s.next_turn()
    assert "Nether Spirit" in s.names(P0, Zone.BATTLEFIELD)
    t = scenario(active=P1)
    t.graveyard(P0, _nether_spirit())
    t.graveyard(P0, "Grizzly Bears")
    t.library(P0, "Swamp", "Swamp")
    t.script(P0, ("may", True))
    t.next_turn()
    assert "Nether Spirit" in t.names(P0, Zone.GRAVEYARD)


# -- "target attacking creature connives X, where X is the number of attacking creatures" ----


def _raffine():
    return compile_text(
        "Raffine, Scheming Seer",
        "{W}{U}{B}",
        "Legendary Creature — Sphinx Demon",
        "Flying, ward {1}\nWhenever you attack, target attacking creature connives X, where X "
        "is the number of attacking creatures.",
        pt=("1", "4"),
    )


def test_raffine_compiles():
    """CR 701.50e: "connives X", X a count of attacking creatures (read on resolution)."""
    from deckstats.cards.counts import Count
    from deckstats.cards.effects import Connive
    from deckstats.cards.model import CardType
    from deckstats.cards.targets import Filter, Target, TargetKind
    from deckstats.cards.triggers import YouAttack

    raffine = _raffine()
    assert raffine.unparsed == ()
    (t,) = raffine.triggers
    attacking = Filter(card_type=CardType.CREATURE, attacking=True)
    assert t.when == YouAttack()
    assert t.effect == (
        Connive(
            Target(TargetKind.CREATURE, filter=Filter(attacking=True)),
            Count("all_permanents", attacking),
        ),
    )


def test_raffine_two_attackers_connive_two(scenario):
    """CR 701.50e: two attackers: draw two, discard two; one nonland discarded: one counter."""
    s = scenario()
    raffine = s.battlefield(P0, _raffine())
    bears = s.battlefield(P0, "Grizzly Bears")
    s.library(P0, "Forest", "Lightning Bolt")
    s.script(P0, ("attackers", (raffine.oid, bears.oid)))
    s.script(P0, ("targets", ((bears.oid,),)))
    s.script(P1, ("blockers", ()))
    s.combat()
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Forest", "Lightning Bolt"]
    assert bears.counters.get("+1/+1") == 1
    assert s.game.players[P1].life == 20 - 1 - 3


# -- other objects' zone changes: a token leaves, land cards to your graveyard (CR 603.10a) ---


def _nightblade():
    return compile_text(
        "Nadier's Nightblade",
        "{2}{B}",
        "Creature — Elf Warrior",
        "Whenever a token you control leaves the battlefield, each opponent loses 1 life and "
        "you gain 1 life.",
        pt=("1", "3"),
    )


def _sand_scout():
    return compile_text(
        "Sand Scout",
        "{1}{W}",
        "Creature — Human Scout",
        "When Sand Scout enters, if an opponent controls more lands than you, search your "
        "library for a Desert card, put it onto the battlefield tapped, then shuffle.\n"
        "Whenever one or more land cards are put into your graveyard from anywhere, create a "
        "1/1 red, green, and white Sand Warrior creature token. This ability triggers only once "
        "each turn.",
        pt=("2", "2"),
    )


def test_zone_watch_triggers_compile():
    """CR 603.10a, 603.6a: a token of yours leaving; land cards to your graveyard, once a turn."""
    from deckstats.cards.model import CardType
    from deckstats.cards.targets import Filter
    from deckstats.cards.triggers import LeavesBattlefield, PutIntoGraveyard

    blade = _nightblade()
    assert blade.unparsed == ()
    assert blade.triggers[0].when == LeavesBattlefield(Ref.YOU, Filter(token=True))
    scout = _sand_scout()
    assert scout.unparsed == ()
    lands = PutIntoGraveyard(Ref.YOU, filter=Filter(card_type=CardType.LAND))
    assert scout.triggers[-1].when == lands and scout.triggers[-1].once_each_turn
    batch = compile_text(
        "Test Batch",
        "{1}",
        "Artifact",
        "Whenever one or more land cards are put into your graveyard from anywhere, draw a card.",
    )
    assert batch.triggers == ()  # a batch each time, not once a turn: stays unparsed


def test_nightblade_drains_when_a_token_dies_not_a_card(scenario):
    """CR 603.10a: a Spirit token bolted drains 1; the Bears bolted do nothing."""
    s = scenario()
    s.battlefield(P0, _nightblade())
    bears = s.battlefield(P0, "Grizzly Bears")
    s.lands(P0, "Plains", "Plains", "Plains", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, "Lingering Souls"))
    s.resolve()
    spirit = next(o for o in s.game.players[P0].battlefield if o.is_token)
    s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[spirit.oid])
    s.resolve()
    assert s.game.players[P1].life == 19 and s.game.players[P0].life == 21
    s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[bears.oid])
    s.resolve()
    assert s.game.players[P1].life == 19


def test_sand_scout_one_token_for_two_lands_discarded(scenario):
    """CR 603.6a, 603.2: Mind Rot discards two Forests: one Sand Warrior (once each turn)."""
    s = scenario(active=P1)
    s.battlefield(P0, _sand_scout())
    s.hand(P0, "Forest")
    s.hand(P0, "Forest")
    s.lands(P1, "Swamp", "Swamp", "Swamp")
    s.cast(P1, s.hand(P1, "Mind Rot"), targets=[P0])
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD).count("Forest") == 2
    assert s.names(P0, Zone.BATTLEFIELD).count("Sand Warrior") == 1


# -- "if you control seven or more lands with different names" (CR 201.2, 603.4) --------------


def _field_of_the_dead():
    return compile_text(
        "Field of the Dead",
        None,
        "Land",
        "Field of the Dead enters tapped.\n{T}: Add {C}.\nWhenever Field of the Dead or "
        "another land you control enters, if you control seven or more lands with different "
        "names, create a 2/2 black Zombie creature token.",
    )


def test_field_of_the_dead_compiles():
    """CR 201.2: a count of the different names among your lands."""
    from deckstats.cards.counts import Count, IfCount
    from deckstats.cards.model import CardType
    from deckstats.cards.targets import Filter

    field = _field_of_the_dead()
    assert field.unparsed == ()
    (effect,) = field.triggers[0].effect
    assert isinstance(effect, IfCount) and (effect.least, effect.most) == (7, None)
    assert effect.count == Count("distinct_names", Filter(card_type=CardType.LAND))


def test_field_of_the_dead_needs_seven_names(scenario):
    """CR 201.2, 603.4: six names and a second Forest: nothing; a seventh name: a Zombie."""
    s = scenario()
    s.battlefield(P0, _field_of_the_dead())
    s.lands(P0, "Forest", "Island", "Swamp", "Mountain")
    s.play_land(P0, s.hand(P0, "Plains"))
    s.resolve()
    s.game.players[P0].lands_played_turn = 0
    s.play_land(P0, s.hand(P0, "Forest"))
    s.resolve()
    assert "Zombie" not in s.names(P0, Zone.BATTLEFIELD)
    s.game.players[P0].lands_played_turn = 0
    s.play_land(P0, s.hand(P0, "Blood Crypt"))
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD).count("Zombie") == 1


# -- "Whenever an opponent activates an ability ... that isn't a mana ability" (CR 602.2) -----


def _harsh_mentor():
    return compile_text(
        "Harsh Mentor",
        "{1}{R}",
        "Creature — Human Cleric",
        "Whenever an opponent activates an ability of an artifact, creature, or land that "
        "isn't a mana ability, Harsh Mentor deals 2 damage to that player.",
        pt=("2", "2"),
    )


def test_harsh_mentor_compiles():
    """CR 602.2, 603.2: an opponent's activation; "that player" is the activator."""
    from deckstats.cards.effects import DealDamage
    from deckstats.cards.model import CardType
    from deckstats.cards.targets import Filter
    from deckstats.cards.triggers import Activates

    mentor = _harsh_mentor()
    assert mentor.unparsed == ()
    kinds = CardType.ARTIFACT | CardType.CREATURE | CardType.LAND
    assert [(t.when, t.effect) for t in mentor.triggers] == [
        (
            Activates(Ref.EACH_OPPONENT, Filter(card_type=kinds)),
            (DealDamage(2, Ref.TRIGGERING_PLAYER),),
        )
    ]


def test_harsh_mentor_punishes_an_activation_not_mana(scenario):
    """CR 602.2, 605.3b: the Ooze's ability costs its controller 2; the Forest's mana nothing."""
    s = scenario(active=P1)
    s.battlefield(P0, _harsh_mentor())
    ooze = s.battlefield(P1, "Scavenging Ooze")
    bears = s.graveyard(P0, "Grizzly Bears")
    s.lands(P1, "Forest")
    s.activate(P1, ooze, targets=[bears.oid])  # the Forest pays: a mana ability, no trigger
    s.resolve()
    assert "Grizzly Bears" in s.names(P0, Zone.EXILE)
    assert s.game.players[P1].life == 20 - 2 + 1  # Mentor's 2; the Ooze's 1 life
    assert s.game.players[P0].life == 20


def test_harsh_mentor_ignores_its_controllers_activations(scenario):
    """CR 603.2: "an opponent": its controller's own activation does not trigger it."""
    s = scenario()
    s.battlefield(P0, _harsh_mentor())
    ooze = s.battlefield(P0, "Scavenging Ooze")
    bears = s.graveyard(P1, "Grizzly Bears")
    s.lands(P0, "Forest")
    s.activate(P0, ooze, targets=[bears.oid])
    s.resolve()
    assert s.game.players[P0].life == 21


# -- "Whenever you or a permanent you control becomes the target of ..." (CR 115.1, 603.2) ----


def _leovold():
    return compile_text(
        "Leovold, Emissary of Trest",
        "{B}{G}{U}",
        "Legendary Creature — Elf Advisor",
        "Each opponent can't draw more than one card each turn.\nWhenever you or a permanent "
        "you control becomes the target of a spell or ability an opponent controls, you may "
        "draw a card.",
        pt=("3", "3"),
    )


def test_leovold_compiles():
    """CR 115.1, 603.2: the player or any of their permanents, by an opponent's spell or ability."""
    from deckstats.cards.triggers import BecomesTarget

    leovold = _leovold()
    assert leovold.unparsed == ()
    (t,) = leovold.triggers
    assert t.when == BecomesTarget(Ref.EACH_OPPONENT, first_time=False, yours=True)
    assert t.optional and t.effect == (DrawCards(1),)


def test_leovold_draws_when_you_or_your_permanent_is_targeted(scenario):
    """CR 115.1, 603.2: a Bolt at P0 draws a card; a Bolt at Leovold draws another."""
    s = scenario(active=P1)
    leovold = s.battlefield(P0, _leovold())
    s.library(P0, "Forest", "Island")
    s.script(P0, ("may", True), ("may", True))
    s.lands(P1, "Mountain", "Mountain")
    s.cast(P1, s.hand(P1, "Lightning Bolt"), targets=[P0])
    s.resolve()
    assert len(s.names(P0, Zone.HAND)) == 1
    s.cast(P1, s.hand(P1, "Lightning Bolt"), targets=[leovold.oid])
    s.resolve()
    assert len(s.names(P0, Zone.HAND)) == 2


def test_leovold_ignores_its_controllers_own_targets(scenario):
    """CR 603.2: "an opponent controls": P0's own Bolt at P1's creature or itself draws nothing."""
    s = scenario()
    leovold = s.battlefield(P0, _leovold())
    s.library(P0, "Forest")
    s.script(P0, ("may", True))
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[leovold.oid])
    s.resolve()
    assert "Forest" not in s.names(P0, Zone.HAND)


# -- Counterbalance: counter that spell if it has the same mana value (CR 701.6, 202.3) -------


def _counterbalance():
    return compile_text(
        "Counterbalance",
        "{U}{U}",
        "Enchantment",
        "Whenever an opponent casts a spell, you may reveal the top card of your library. If "
        "you do, counter that spell if it has the same mana value as the revealed card.",
    )


def test_counterbalance_compiles():
    """CR 701.6, 202.3: an optional reveal, a counter on equal mana values."""
    from deckstats.cards.effects import MayDo
    from deckstats.cards.effects_trig40 import CounterIfTopMatches

    balance = _counterbalance()
    assert balance.unparsed == ()
    assert balance.triggers[0].effect == (MayDo((CounterIfTopMatches(),)),)


def test_counterbalance_counters_only_a_matching_mana_value(scenario):
    """CR 202.3: Brainstorm on top (1): the Bolt (1) is countered; the Bears (2) resolve."""
    s = scenario(active=P1)
    s.battlefield(P0, _counterbalance())
    s.library(P0, "Brainstorm")
    s.script(P0, ("may", True), ("may", True))
    s.lands(P1, "Mountain", "Forest", "Forest")
    s.cast(P1, s.hand(P1, "Lightning Bolt"), targets=[P0])
    s.resolve()
    assert s.game.players[P0].life == 20
    assert "Lightning Bolt" in s.names(P1, Zone.GRAVEYARD)
    s.cast(P1, s.hand(P1, "Grizzly Bears"))
    s.resolve()
    assert "Grizzly Bears" in s.names(P1, Zone.BATTLEFIELD)


# -- upkeep and draw-step triggers of the premodern pool (CR 503.1a, 504.2) -------------------


def _wild_dogs():
    return compile_text(
        "Wild Dogs",
        "{G}",
        "Creature — Dog",
        "At the beginning of your upkeep, if a player has more life than each other player, the "
        "player with the most life gains control of Wild Dogs.\nCycling {2}",
        pt=("2", "1"),
    )


def _puzzle_box():
    return compile_text(
        "Teferi's Puzzle Box",
        "{4}",
        "Artifact",
        "At the beginning of each player's draw step, that player puts the cards in their hand "
        "on the bottom of their library in any order, then draws that many cards.",
    )


def test_wild_dogs_and_puzzle_box_compile():
    """CR 613.1b, 401.4: a control change to the life leader; a hand cycled to the bottom."""
    from deckstats.cards.counts import Count, IfCount
    from deckstats.cards.effects import BottomThenDraw, GainControl

    dogs = _wild_dogs()
    assert dogs.unparsed == ()
    more = Count("opponent_more_life")
    assert dogs.triggers[0].effect == (
        IfCount(more, 1, None, (GainControl(Ref.SELF, to=Ref.EACH_OPPONENT),)),
    )
    box = _puzzle_box()
    assert box.unparsed == ()
    assert box.triggers[0].effect == (
        BottomThenDraw(0, whole_hand=True, player=Ref.TRIGGERING_PLAYER),
    )


def test_wild_dogs_go_to_the_player_with_more_life(scenario):
    """CR 613.1b: at its controller's upkeep, the opponent with more life takes it."""
    s = scenario(active=P1, life=(10, 20))
    dogs = s.battlefield(P0, _wild_dogs())
    s.library(P0, "Swamp", "Swamp")
    s.next_turn()
    assert dogs.controller == P1


def test_wild_dogs_stay_with_the_leader(scenario):
    """CR 603.4: its controller has the most life: nothing changes."""
    s = scenario(active=P1, life=(20, 10))
    dogs = s.battlefield(P0, _wild_dogs())
    s.library(P0, "Swamp", "Swamp")
    s.next_turn()
    assert dogs.controller == P0


def test_puzzle_box_cycles_the_whole_hand(scenario):
    """CR 504.1, 504.2, 401.4: after the draw, the hand goes to the bottom; as many are drawn."""
    s = scenario(active=P1)
    s.battlefield(P0, _puzzle_box())
    s.hand(P0, "Island")
    s.hand(P0, "Island")
    s.library(P0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.next_turn()
    assert "Island" not in s.names(P0, Zone.HAND)
    assert s.names(P0, Zone.LIBRARY).count("Island") == 2
    assert len(s.names(P0, Zone.HAND)) + len(s.names(P0, Zone.BATTLEFIELD)) == 3 + 1


# -- "discard a card unless ~ entered this turn" (CR 608.2c) -----------------------------------


def _moon_circuit_hacker():
    return compile_text(
        "Moon-Circuit Hacker",
        "{1}{U}",
        "Enchantment Creature — Human Ninja",
        "Ninjutsu {U}\nWhenever Moon-Circuit Hacker deals combat damage to a player, you may "
        "draw a card. If you do, discard a card unless Moon-Circuit Hacker entered this turn.",
        pt=("2", "1"),
    )


def test_moon_circuit_hacker_compiles():
    """CR 608.2c: the discard is skipped when the Hacker entered this turn."""
    from deckstats.cards.effects import OptionalCost
    from deckstats.cards.effects_trig40 import UnlessSourceEnteredThisTurn

    hacker = _moon_circuit_hacker()
    assert hacker.unparsed == ()
    (effect,) = hacker.triggers[0].effect
    assert isinstance(effect, OptionalCost)
    assert isinstance(effect.then[0], UnlessSourceEnteredThisTurn)


def _hacker_hits(scenario, since: int):
    s = scenario()
    hacker = s.battlefield(P0, _moon_circuit_hacker())
    hacker.since = since
    if since == s.game.turn:  # it entered this turn: hasty here, as ninjutsu puts it in attacking
        from deckstats.engine.flags import HASTE

        hacker.temp_keywords |= HASTE
    s.hand(P0, "Island")
    s.library(P0, "Swamp")
    s.script(P0, ("may", True))
    s.script(P0, ("attackers", (hacker.oid,)))
    s.script(P1, ("blockers", ()))
    s.combat()
    return s


def test_moon_circuit_hacker_loots_when_it_was_already_there(scenario):
    """CR 608.2c: in play since an earlier turn: draw, then discard (hand size unchanged)."""
    s = _hacker_hits(scenario, since=1)
    assert s.game.players[P1].life == 18
    assert len(s.names(P0, Zone.HAND)) == 1 and len(s.names(P0, Zone.GRAVEYARD)) == 1


def test_moon_circuit_hacker_draws_when_it_entered_this_turn(scenario):
    """CR 608.2c: it entered this turn (ninjutsu): the card drawn is kept."""
    s = _hacker_hits(scenario, since=3)
    assert sorted(s.names(P0, Zone.HAND)) == ["Island", "Swamp"]


# -- "one or more creatures you control deal combat damage ... this turn, you become the monarch"


def _forth_eorlingas():
    return compile_text(
        "Forth Eorlingas!",
        "{X}{R}{W}",
        "Sorcery",
        "Create X 2/2 red Human Knight creature tokens with trample and haste.\nWhenever one "
        "or more creatures you control deal combat damage to one or more players this turn, "
        "you become the monarch.",
    )


def test_forth_eorlingas_compiles():
    """CR 603.7, 724: a trigger for the turn; per creature, which for a status is the same."""
    from deckstats.cards.effects import GrantTrigger
    from deckstats.cards.triggers import DealsCombatDamageToPlayer

    forth = _forth_eorlingas()
    assert forth.unparsed == ()
    grant = forth.spell[-1]
    assert isinstance(grant, GrantTrigger)
    assert isinstance(grant.trigger.when, DealsCombatDamageToPlayer)
    assert grant.trigger.when.who == Ref.CREATURES_YOU_CONTROL
    draw = compile_text(
        "Test Batch",
        "{1}",
        "Sorcery",
        "Whenever one or more creatures you control deal combat damage to one or more players "
        "this turn, draw a card.",
    )
    assert draw.unparsed  # a draw per creature would be more than one per batch


def test_forth_eorlingas_knights_crown_the_monarch(scenario):
    """CR 603.7, 724.1: two hasty Knights connect: P0 becomes the monarch."""
    s = scenario()
    s.lands(P0, "Mountain", "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, _forth_eorlingas()), x=2)
    s.resolve()
    knights = [o for o in s.game.players[P0].battlefield if o.card.name == "Human Knight"]
    assert len(knights) == 2
    s.library(P0, "Swamp")
    s.script(P0, ("attackers", tuple(o.oid for o in knights)))
    s.script(P1, ("blockers", ()))
    s.combat()
    assert s.game.players[P1].life == 16
    assert s.game.monarch == P0


# -- Pyromancer Ascension: cast triggers that read the graveyard and the source (CR 603.2) ----


def _ascension():
    return compile_text(
        "Pyromancer Ascension",
        "{1}{R}",
        "Enchantment",
        "Whenever you cast an instant or sorcery spell that has the same name as a card in "
        "your graveyard, you may put a quest counter on Pyromancer Ascension.\nWhenever you "
        "cast an instant or sorcery spell while Pyromancer Ascension has two or more quest "
        "counters on it, you may copy that spell. You may choose new targets for the copy.",
    )


def test_pyromancer_ascension_compiles():
    """CR 201.2, 122.1, 707.10: a name in the graveyard; two quest counters; a copy."""
    from deckstats.cards.effects import CopySpell
    from deckstats.cards.triggers import CastSpell

    ascension = _ascension()
    assert ascension.unparsed == ()
    quest, copy = ascension.triggers
    assert isinstance(quest.when, CastSpell) and quest.when.name_in_graveyard
    assert quest.effect == (PutCounters(1, Ref.SELF, "quest"),) and quest.optional
    assert isinstance(copy.when, CastSpell)
    assert (copy.when.counters_kind, copy.when.counters_at_least) == ("quest", 2)
    assert copy.effect == (CopySpell(),) and copy.optional


def test_pyromancer_ascension_quests_then_copies(scenario):
    """CR 201.2, 707.10: a Bolt with a Bolt in the graveyard: a quest counter; at two, a copy."""
    s = scenario()
    ascension = s.battlefield(P0, _ascension())
    s.graveyard(P0, "Lightning Bolt")
    s.lands(P0, "Mountain", "Mountain")
    s.script(P0, ("may", True), ("may", True), ("may", True))
    s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[P1])
    s.resolve()
    assert ascension.counters.get("quest") == 1 and s.game.players[P1].life == 17
    ascension.counters["quest"] = 2
    s.cast(P0, s.hand(P0, "Shock"), targets=[P1])
    s.resolve()
    assert s.game.players[P1].life == 17 - 2 - 2  # Shock and its copy; no Shock in the yard
    assert ascension.counters.get("quest") == 2


# -- "it deals X damage": the creature that entered is the source (CR 120.3) ------------------


def _scourge():
    return compile_text(
        "Scourge of Valkas",
        "{2}{R}{R}{R}",
        "Creature — Dragon",
        "Flying\nWhenever Scourge of Valkas or another Dragon you control enters, it deals X "
        "damage to any target, where X is the number of Dragons you control.\n{R}: Scourge of "
        "Valkas gets +1/+0 until end of turn.",
        pt=("4", "4"),
    )


def _lifelink_dragon():
    return compile_text(
        "Test Lifelink Dragon", "{1}{R}", "Creature — Dragon", "Lifelink", pt=("1", "1")
    )


def test_scourge_of_valkas_the_entering_dragon_deals_it(scenario):
    """CR 120.3, 702.15b: a lifelinking Dragon entering deals 2 (two Dragons): its owner gains 2."""
    from deckstats.cards.effects_trig40 import DamageFrom

    scourge = _scourge()
    assert scourge.unparsed == ()
    assert all(isinstance(t.effect[0], DamageFrom) for t in scourge.triggers)
    s = scenario()
    s.battlefield(P0, scourge)
    s.lands(P0, "Mountain", "Mountain")
    s.script(P0, ("targets", ((P1,),)))
    s.cast(P0, s.hand(P0, _lifelink_dragon()))
    s.resolve()
    assert s.game.players[P1].life == 18
    assert s.game.players[P0].life == 22  # the Dragon's lifelink: it dealt the damage


# -- "exile the top card of your library. If it's a Goblin creature card, you may cast it ..." -


def _rundvelt():
    return compile_text(
        "Rundvelt Hordemaster",
        "{3}{R}",
        "Creature — Goblin Warrior",
        "Other Goblins you control get +1/+1.\nWhenever Rundvelt Hordemaster or another Goblin "
        "you control dies, exile the top card of your library. If it's a Goblin creature card, "
        "you may cast that card until the end of your next turn.",
        pt=("2", "2"),
    )


def _kill_rundvelt(scenario, top: str):
    s = scenario()
    rundvelt = s.battlefield(P0, _rundvelt())
    s.library(P0, top)
    s.lands(P0, "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[rundvelt.oid])
    s.resolve()
    (exiled,) = s.game.players[P0].exile
    return s, exiled


def test_rundvelt_exiles_a_goblin_it_may_cast(scenario):
    """CR 601.2, 603.10a: it died; the Goblin exiled from the top is cast from exile."""
    from deckstats.cards.effects import ExileTopPlayable

    rundvelt = _rundvelt()
    assert rundvelt.unparsed == ()
    (effect,) = rundvelt.triggers[0].effect
    assert isinstance(effect, ExileTopPlayable) and effect.cast_only and effect.next_turn
    s, goblin = _kill_rundvelt(scenario, "Raging Goblin")
    assert goblin.card.name == "Raging Goblin"
    s.cast(P0, goblin)
    s.resolve()
    assert "Raging Goblin" in s.names(P0, Zone.BATTLEFIELD)


def test_rundvelt_exiles_a_land_for_nothing(scenario):
    """CR 601.2: not a Goblin creature card: it stays in exile, never playable."""
    from deckstats.engine.actions import CastSpell, PlayLand

    s, forest = _kill_rundvelt(scenario, "Forest")
    assert forest.card.name == "Forest"
    assert not any(isinstance(a, CastSpell | PlayLand) and a.oid == forest.oid for a in s.legal(P0))


# -- "If equipped creature is a Vampire, put two +1/+1 counters on it instead" (CR 608.2c) ----


def _blade():
    return compile_text(
        "Blade of the Bloodchief",
        "{1}",
        "Artifact — Equipment",
        "Whenever a creature dies, put a +1/+1 counter on equipped creature. If equipped "
        "creature is a Vampire, put two +1/+1 counters on it instead.\nEquip {1}",
    )


def _blade_on(scenario, wearer):
    s = scenario()
    blade = s.battlefield(P0, _blade())
    bearer = s.battlefield(P0, wearer)
    blade.attached_to = bearer.oid
    victim = s.battlefield(P1, "Memnite")
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[victim.oid])
    s.resolve()
    return bearer


def test_blade_of_the_bloodchief_compiles():
    """CR 608.2c: one branch or the other, as the equipped creature is now."""
    from deckstats.cards.effects_trig40 import IfObjectIs

    blade = _blade()
    assert blade.unparsed == ()
    (effect,) = blade.triggers[0].effect
    assert isinstance(effect, IfObjectIs) and effect.ref == Ref.ENCHANTED_OR_EQUIPPED
    assert effect.then == (PutCounters(2, Ref.ENCHANTED_OR_EQUIPPED, "+1/+1"),)
    assert effect.otherwise == (PutCounters(1, Ref.ENCHANTED_OR_EQUIPPED, "+1/+1"),)


def test_blade_gives_one_counter_to_a_bear_and_two_to_a_vampire(scenario):
    """CR 608.2c, 700.4: a creature dies: +1/+1 on the Bears; +2/+2 on a Vampire."""
    bears = _blade_on(scenario, "Grizzly Bears")
    assert bears.counters.get("+1/+1") == 1
    vampire = compile_text("Test Vampire", "{1}{B}", "Creature — Vampire", "", pt=("2", "1"))
    bat = _blade_on(scenario, vampire)
    assert bat.counters.get("+1/+1") == 2


# -- Coalition Relic: "remove all charge counters ... one mana of any color for each" ----------


def _coalition_relic():
    return compile_text(
        "Coalition Relic",
        "{3}",
        "Artifact",
        "{T}: Add one mana of any color.\n{T}: Put a charge counter on Coalition Relic.\nAt the "
        "beginning of your first main phase, remove all charge counters from Coalition Relic. "
        "Add one mana of any color for each charge counter removed this way.",
    )


def test_coalition_relic_cashes_its_charge_counters(scenario):
    """CR 505.1, 122.1, 106.1: two charge counters become two mana as the main phase begins."""
    from deckstats.cards.effects_trig40 import ManaPerRemovedCounter
    from deckstats.engine import events
    from deckstats.engine.types import Step

    relic_card = _coalition_relic()
    assert relic_card.unparsed == ()
    assert relic_card.triggers[0].effect == (ManaPerRemovedCounter("charge"),)
    s = scenario()
    relic = s.battlefield(P0, relic_card)
    relic.counters = {"charge": 2}
    s.script(P0, ("color", "G"), ("color", "G"))
    events.on_step(s.game, Step.PRECOMBAT_MAIN)
    s.resolve()
    assert not relic.counters.get("charge")
    assert s.game.players[P0].pool[4] == 2  # two {G}
    s.cast(P0, s.hand(P0, "Grizzly Bears"))
    s.resolve()
    assert "Grizzly Bears" in s.names(P0, Zone.BATTLEFIELD)


# -- "you may pay {1}. If you do, <a dig paragraph>" (CR 608.2d, 701.x) -----------------------


def _trail_of_crumbs():
    return compile_text(
        "Trail of Crumbs",
        "{1}{G}",
        "Enchantment",
        "When Trail of Crumbs enters, create a Food token.\nWhenever you sacrifice a Food, you "
        "may pay {1}. If you do, look at the top two cards of your library. You may reveal a "
        "permanent card from among them and put it into your hand. Put the rest on the bottom "
        "of your library in any order.",
    )


def test_trail_of_crumbs_pays_one_to_dig(scenario):
    """CR 608.2d, 701.21: a Food sacrificed, {1} paid: the permanent card of the top two."""
    from deckstats.cards.effects import Dig, OptionalCost
    from deckstats.cards.pool.tokens import FOOD

    trail = _trail_of_crumbs()
    assert trail.unparsed == ()
    (effect,) = trail.triggers[1].effect
    assert isinstance(effect, OptionalCost) and isinstance(effect.then[0], Dig)
    s = scenario()
    s.battlefield(P0, trail)
    food = s.battlefield(P0, FOOD)
    s.library(P0, "Grizzly Bears", "Lightning Bolt")
    s.lands(P0, "Forest", "Forest", "Forest")
    s.script(P0, ("may", True))
    s.activate(P0, food)
    s.resolve()
    assert s.game.players[P0].life == 23
    assert s.names(P0, Zone.HAND) == ["Grizzly Bears"]
    assert all(land.tapped for land in s.game.players[P0].battlefield if land.info.is_land)
