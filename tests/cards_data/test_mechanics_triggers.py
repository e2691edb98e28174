"""Triggered-ability templates of the metagame's long tail (issue 26, point 4, part 4).

Real cards' Oracle texts: O-ring effects ("exile target ... until ~ leaves the battlefield",
CR 610.3, and the older two-trigger wording), "Whenever another <kind> you control enters"
(CR 603.6a) and "Whenever a creature dies" (CR 700.4).
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.effects import ExileUntilLeaves
from deckstats.cards.model import CardType
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Controller, Filter, Ref, Target, TargetKind
from deckstats.cards.triggers import CastSpell, EntersBattlefield, GainsLife
from deckstats.engine import Zone, events, stack

TARGET_NONLAND = Filter(not_type=CardType.LAND)


def bear():
    return compile_text("Grizzly Bears", "{1}{G}", "Creature — Bear", "", ("2", "2"))


# -- O-ring effects (CR 610.3) --------------------------------------------------------------------


def banishing_light():
    return compile_text(
        "Banishing Light",
        "{2}{W}",
        "Enchantment",
        "When Banishing Light enters, exile target nonland permanent an opponent controls until "
        "Banishing Light leaves the battlefield.",
    )


def test_banishing_light_exiles_until_it_leaves(scenario):
    """CR 610.3a: the exiled creature returns, under its owner's control, when the O-ring goes."""
    s = scenario()
    light = banishing_light()
    assert light.unparsed == ()
    assert light.triggers[0].effect == (
        ExileUntilLeaves(Target(TargetKind.PERMANENT, Controller.OPPONENT, TARGET_NONLAND)),
    )
    victim = s.battlefield(P1, bear())
    s.lands(P0, "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, light))
    s.resolve()
    assert s.names(P1, Zone.EXILE) == ["Grizzly Bears"]
    ring = next(o for o in s.game.players[P0].battlefield if o.card.name == "Banishing Light")
    s.game.destroy(ring)
    s.resolve()
    assert s.names(P1, Zone.BATTLEFIELD) == ["Grizzly Bears"]
    assert s.names(P1, Zone.EXILE) == [] and s.zone(victim) is Zone.BATTLEFIELD


def test_o_ring_gone_before_its_trigger_exiles_nothing(scenario):
    """CR 610.3c: if the source left before the ability resolves, nothing is exiled."""
    s = scenario()
    s.battlefield(P1, bear())
    s.lands(P0, "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, banishing_light()))
    stack.resolve_top(s.game)  # the enchantment enters; its trigger waits
    events.put_triggers_on_stack(s.game)
    assert [i.kind for i in s.game.stack] == ["trigger"]
    ring = next(o for o in s.game.players[P0].battlefield if o.card.name == "Banishing Light")
    s.game.destroy(ring)  # in response to the enters trigger
    stack.resolve_top(s.game)
    assert s.names(P1, Zone.BATTLEFIELD) == ["Grizzly Bears"]
    assert s.names(P1, Zone.EXILE) == []


# -- "another <kind> you control enters", "a creature dies" (CR 603.6a, 700.4) -------------------


def test_champion_of_the_parish_counts_other_humans(scenario):
    """CR 603.6a: another Human entering triggers it; itself and a non-Human do not."""
    champion = compile_text(
        "Champion of the Parish",
        "{W}",
        "Creature — Human Soldier",
        "Whenever another Human you control enters, put a +1/+1 counter on Champion of the Parish.",
        ("1", "1"),
    )
    assert champion.unparsed == () and champion.triggers[0].when.other
    human = compile_text("Thraben Inspector", "{W}", "Creature — Human Soldier", "", ("1", "2"))
    s = scenario()
    s.lands(P0, "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, champion))
    s.resolve()
    champ = next(
        o for o in s.game.players[P0].battlefield if o.card.name == "Champion of the Parish"
    )
    assert champ.counter("+1/+1") == 0  # not "another"
    s.cast(P0, s.hand(P0, human))
    s.resolve()
    s.cast(P0, s.hand(P0, compile_text("Ox", "{W}", "Creature — Ox", "", ("2", "2"))))
    s.resolve()
    assert champ.counter("+1/+1") == 1


def test_guide_of_souls_gains_life_and_energy(scenario):
    """Guide of Souls: another creature entering: 1 life and an energy counter (CR 107.14)."""
    guide = compile_text(
        "Guide of Souls",
        "{W}",
        "Creature — Human Cleric",
        "Whenever another creature you control enters, you gain 1 life and get {E} (an energy "
        "counter).",
        ("1", "2"),
    )
    s = scenario()
    s.battlefield(P0, guide)
    s.lands(P0, "Forest")
    s.cast(P0, s.hand(P0, compile_text("Bear", "{G}", "Creature — Bear", "", ("2", "2"))))
    s.resolve()
    assert s.game.players[P0].life == 21 and s.game.players[P0].energy == 1


def test_whenever_a_creature_dies(scenario):
    """CR 700.4: Vein Ripper's drain triggers on any creature dying, either player's."""
    ripper = compile_text(
        "Vein Ripper",
        "{3}{B}{B}{B}",
        "Creature — Vampire Assassin",
        "Flying\nWhenever a creature dies, target opponent loses 2 life and you gain 2 life.",
        ("6", "5"),
    )
    s = scenario()
    s.battlefield(P0, ripper)
    theirs = s.battlefield(P1, bear())
    mine = s.battlefield(P0, bear())
    s.game.destroy(theirs)
    s.game.destroy(mine)
    s.resolve()
    assert s.game.players[P1].life == 16 and s.game.players[P0].life == 24


# -- "When you cast this spell" (CR 601.2i, 603.2) --------------------------------------------------


def test_cast_trigger_of_the_spell_itself(scenario):
    """Kozilek: casting it draws four before it resolves; another spell cast later does not."""
    kozilek = compile_text(
        "Kozilek, Butcher of Truth",
        "{10}",
        "Legendary Creature — Eldrazi",
        "When you cast this spell, draw four cards.\nAnnihilator 4",
        ("12", "12"),
    )
    assert kozilek.unparsed == () and kozilek.triggers[0].when == CastSpell(Ref.SELF)
    s = scenario()
    s.library(P0, *["Island"] * 10)
    s.lands(P0, *["Island"] * 11)
    s.cast(P0, s.hand(P0, kozilek))
    events.put_triggers_on_stack(s.game)
    assert [i.kind for i in s.game.stack] == ["spell", "trigger"]  # the trigger on top
    s.resolve()
    assert len(s.game.players[P0].hand) == 4
    s.cast(P0, s.hand(P0, compile_text("Opt", "{U}", "Instant", "Scry 1.")))
    s.resolve()
    assert len(s.game.players[P0].hand) == 4  # Kozilek on the battlefield: no trigger


# -- "Whenever you gain life" (CR 119.9) ---------------------------------------------------------


def test_ajanis_pridemate_grows_once_per_life_gain_event(scenario):
    """CR 119.9: each life-gain event triggers it once (4 life at once: one counter)."""
    pridemate = compile_text(
        "Ajani's Pridemate",
        "{1}{W}",
        "Creature — Cat Soldier",
        "Whenever you gain life, put a +1/+1 counter on Ajani's Pridemate.",
        ("2", "2"),
    )
    assert pridemate.unparsed == () and pridemate.triggers[0].when == GainsLife(Ref.YOU)
    s = scenario()
    cat = s.battlefield(P0, pridemate)
    s.game.gain_life(P0, 4)
    s.resolve()
    assert cat.counter("+1/+1") == 1
    s.game.gain_life(P1, 3)  # the opponent's life gain does not count
    s.game.gain_life(P0, 0)  # no life gained: no event (CR 119.3)
    s.resolve()
    assert cat.counter("+1/+1") == 1


# -- "it" in a trigger about another object: the triggering object (issue 26) ------------------


def _entering_grower(text: str):
    return compile_text("Grower", "{1}{G}", "Enchantment", text)


def test_it_in_an_enters_trigger_is_the_creature_that_entered(scenario):
    """CR 603.2, 608.2h: "put a +1/+1 counter on it" grows the creature that entered."""
    grower = _entering_grower("Whenever a creature you control enters, put a +1/+1 counter on it.")
    assert grower.unparsed == ()
    assert grower.triggers[0].effect[0].target == Ref.TRIGGERING_OBJECT
    s = scenario()
    aura = s.battlefield(P0, grower)
    s.lands(P0, "Forest", "Forest")
    s.cast(P0, s.hand(P0, bear()))
    s.resolve()
    entered = next(o for o in s.game.players[P0].battlefield if o.card.name == "Grizzly Bears")
    assert entered.counter("+1/+1") == 1 and aura.counter("+1/+1") == 0


def test_it_gains_haste_names_the_creature_that_entered():
    """The pronoun of "it gains haste until end of turn": the entering creature, not the source."""
    for text in (
        "Whenever a creature you control enters, it gains haste until end of turn.",
        "Whenever another Goblin you control enters, it gains haste until end of turn.",
    ):
        card = _entering_grower(text)
        assert card.unparsed == () and card.triggers[0].effect[0].target == Ref.TRIGGERING_OBJECT


def test_fervent_charge_grows_the_attacker(scenario):
    """Fervent Charge (metagame corpus): the counter lands on the attacking creature."""
    charge = compile_text(
        "Fervent Charge",
        "{1}{W}{B}{R}",
        "Enchantment",
        "Whenever a creature you control attacks, you may put a +1/+1 counter on it.",
    )
    assert charge.unparsed == ()
    s = scenario()
    enchantment = s.battlefield(P0, charge)
    attacker = s.battlefield(P0, bear())
    events.on_attack(s.game, attacker)
    s.script(P0, ("may", True))
    s.resolve()
    assert attacker.counter("+1/+1") == 1 and enchantment.counter("+1/+1") == 0


def test_it_after_the_source_s_name_is_the_source():
    """Kappa Cannoneer's wording: "put a counter on ~ and it can't be blocked": "it" is ~."""
    from deckstats.cards.oracle.triggered import _triggering_pronoun

    entering = [EntersBattlefield(Ref.YOU, Filter(card_type=CardType.ARTIFACT))]
    body = "put a +1/+1 counter on ~ and it can't be blocked this turn."
    assert _triggering_pronoun(body, entering) == body
    assert _triggering_pronoun("untap it.", entering) == "untap that creature."
    card = compile_text(
        "Cannoneer",
        "{5}{U}",
        "Artifact Creature — Turtle",
        "Whenever another creature you control enters, put a +1/+1 counter on Cannoneer.",
        ("4", "4"),
    )
    assert card.triggers[0].effect[0].target == Ref.SELF


def test_it_in_another_creature_s_death_trigger_is_not_compiled():
    """The creature that died is gone: "return it" must not name the source (stays partial)."""
    card = _entering_grower("Whenever a creature you control dies, return it to its owner's hand.")
    assert card.unparsed and not card.triggers
