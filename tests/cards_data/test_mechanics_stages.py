"""Permanents with stages (issue 26, point 4): Sagas, Classes, Equipment, Vehicles, emblems.

Real cards with their real Oracle text, compiled by the Oracle compiler, then played through
the engine. CR 714 (Sagas): a Saga enters with a lore counter (CR 714.3a), gets another as its
controller's precombat main phase begins (714.3b, a turn-based action), each chapter ability
triggers when the lore count reaches its number (714.2b), and the Saga is sacrificed once the
count reaches its final chapter and no chapter ability of it is waiting or on the stack
(714.4, a state-based action, 704.5s).
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.effects import Destroy, Pump, SearchLibrary
from deckstats.cards.model import Keyword
from deckstats.cards.oracle import compile_text
from deckstats.cards.triggers import Chapter
from deckstats.engine import Zone
from deckstats.engine.events import lore_step
from deckstats.engine.types import Step

_SAGA_REMINDER = (
    "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\n"
)


def binding_the_old_gods():
    return compile_text(
        "Binding the Old Gods",
        "{2}{B}{G}",
        "Enchantment — Saga",
        _SAGA_REMINDER + "I — Destroy target nonland permanent an opponent controls.\n"
        "II — Search your library for a Forest card, put it onto the battlefield tapped, then "
        "shuffle.\n"
        "III — Creatures you control gain deathtouch until end of turn.",
    )


def urzas_saga():
    return compile_text(
        "Urza's Saga",
        None,
        "Enchantment Land — Urza's Saga",
        _SAGA_REMINDER + 'I — Urza\'s Saga gains "{T}: Add {C}."\n'
        "II — Urza's Saga gains \"{2}, {T}: Create a 0/0 colorless Construct artifact "
        "creature token with 'This token gets +1/+1 for each artifact you control.'\"\n"
        "III — Search your library for an artifact card with mana cost {0} or {1}, put it "
        "onto the battlefield, then shuffle.",
    )


def showdown_of_the_skalds():
    return compile_text(
        "Showdown of the Skalds",
        "{2}{R}{W}",
        "Enchantment — Saga",
        "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after "
        "III.)\n"
        "I — Exile the top four cards of your library. Until the end of your next turn, you "
        "may play those cards.\n"
        "II, III — Whenever you cast a spell this turn, put a +1/+1 counter on target creature "
        "you control.",
    )


# -- compiled forms -----------------------------------------------------------------------


def test_saga_chapters_compile_to_chapter_triggers():
    """CR 714.2a-b: each "N — effect" line is a chapter ability triggering at N lore."""
    card = binding_the_old_gods()
    assert card.unparsed == ()
    assert [t.when for t in card.triggers] == [Chapter(1), Chapter(2), Chapter(3)]
    assert isinstance(card.triggers[0].effect[0], Destroy)
    assert isinstance(card.triggers[1].effect[0], SearchLibrary)
    assert card.triggers[2].effect == (
        Pump(0, 0, card.triggers[2].effect[0].target, keywords=Keyword.DEATHTOUCH),
    )


def test_saga_chapter_list_is_one_trigger_per_number():
    """CR 714.2c: "II, III — ..." is a chapter ability for each listed number."""
    card = showdown_of_the_skalds()
    chapters = sorted(t.when.n for t in card.triggers if isinstance(t.when, Chapter))
    assert chapters == [1, 2, 3]


def test_uncompiled_chapters_keep_the_final_chapter():
    """A chapter we cannot compile is reported and does nothing, but the Saga still has
    three chapters (CR 714.2d): it is not sacrificed early nor kept late. (Urza's Saga and
    Fable's real chapter II, the examples here before, now compile: ``tests/cards_data/
    test_cardsA_metagame.py``, ``test_r44_cards.py``; this chapter II is made up.)"""
    card = compile_text(
        "Fable of the Mirror-Breaker",
        "{2}{R}",
        "Enchantment — Saga",
        _SAGA_REMINDER + "I — Create a 2/2 red Goblin Shaman creature token.\n"
        "II — You may discard up to two cards. If you do, draw that many cards plus one for "
        "each Goblin you control.\n"
        "III — Exile this Saga, then return it to the battlefield transformed under your "
        "control.",
    )
    assert [t.when for t in card.triggers] == [Chapter(1), Chapter(2), Chapter(3)]
    assert card.triggers[1].effect == ()
    assert len(card.unparsed) == 1  # II


def test_urzas_saga_chapter_one_gives_it_a_mana_ability(scenario):
    """CR 714.2b, 613.1f: chapter I: 'Urza's Saga gains "{T}: Add {C}."': from then on the
    land taps for {C} (a mana ability, CR 605.1a); before it resolves it has none."""
    from deckstats.cards.effects import AddMana, GainAbility

    card = urzas_saga()
    (gain,) = card.triggers[0].effect
    assert isinstance(gain, GainAbility)
    assert gain.abilities[0].effect == (AddMana("C"),)
    s = scenario(goldfish=True)
    saga = s.play_land(P0, s.hand(P0, card))
    assert saga.info.mana_sources == []  # chapter I is on the stack
    s.resolve()
    assert saga.counter("lore") == 1 and saga.card.name == "Urza's Saga"
    assert [sd.amount for sd in saga.info.mana_sources] == [1]
    splitter = s.hand(
        P0,
        compile_text(
            "Bonesplitter",
            "{1}",
            "Artifact — Equipment",
            "Equipped creature gets +2/+0.\nEquip {1}",
        ),
    )
    s.cast(P0, splitter)  # paid with the Saga's {C}
    s.resolve()
    assert saga.tapped and "Bonesplitter" in s.names(P0, Zone.BATTLEFIELD)


# -- engine scenarios -----------------------------------------------------------------------


def test_binding_the_old_gods_plays_its_three_chapters_then_is_sacrificed(scenario):
    """CR 714.3a-b, 714.2b, 714.4: I on entering, II and III in later precombat mains."""
    s = scenario()
    s.library(P0, "Forest", "Mountain")
    target = s.battlefield(
        P1, compile_text("Ornithopter", "{0}", "Artifact Creature — Thopter", "Flying", ("0", "2"))
    )
    s.lands(P0, "Swamp", "Swamp", "Forest", "Forest")
    s.cast(P0, s.hand(P0, binding_the_old_gods()))
    s.resolve()  # the Saga enters with a lore counter: chapter I destroys the Ornithopter
    saga = next(o for o in s.game.players[P0].battlefield if o.card.name.startswith("Binding"))
    assert saga.counter("lore") == 1
    assert s.zone(target) is Zone.GRAVEYARD
    lands_before = sum(1 for o in s.game.players[P0].battlefield if o.card.name == "Forest")
    lore_step(s.game)  # the next precombat main phase
    s.resolve()
    assert saga.counter("lore") == 2
    forests = [o for o in s.game.players[P0].battlefield if o.card.name == "Forest"]
    assert len(forests) == lands_before + 1 and forests[-1].tapped
    assert saga.zone is Zone.BATTLEFIELD  # not yet at its final chapter
    lore_step(s.game)
    s.game.sba_dirty = True
    from deckstats.engine import stack

    stack.settle(s.game)  # chapter III is on the stack: the Saga stays until it resolves
    assert any(i.kind == "trigger" and i.obj is saga for i in s.game.stack)
    assert saga.zone is Zone.BATTLEFIELD
    s.resolve()
    assert "Binding the Old Gods" in s.names(P0, Zone.GRAVEYARD)
    assert all(o.card.name != "Binding the Old Gods" for o in s.game.players[P0].battlefield)


def test_saga_gets_its_lore_counter_in_the_turn_structure(scenario):
    """CR 714.3b: the counter is added as the active player's precombat main phase begins,
    in a real turn (and never in the opponent's)."""
    s = scenario(active=P1)
    saga = s.battlefield(P0, urzas_saga())
    s.resolve()
    assert saga.counter("lore") == 1
    s.library(P0, "Island", "Island", "Island")
    s.library(P1, "Island", "Island", "Island")
    s.next_turn()  # P0's turn
    assert saga.counter("lore") == 2
    s.next_turn()  # P1's turn: no counter on P0's Saga
    assert saga.counter("lore") == 2
    s.next_turn()  # P0's turn: the third counter, chapter III, then the Saga is sacrificed
    assert "Urza's Saga" in s.names(P0, Zone.GRAVEYARD)


def fable():
    from deckstats.cards.oracle.compiler import compile_record

    return compile_record(
        {
            "name": "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki",
            "layout": "transform",
            "faces": [
                {
                    "name": "Fable of the Mirror-Breaker",
                    "mana_cost": "{2}{R}",
                    "type_line": "Enchantment — Saga",
                    "oracle_text": _SAGA_REMINDER
                    + 'I — Create a 2/2 red Goblin Shaman creature token with "Whenever this '
                    'creature attacks, create a Treasure token."\n'
                    "II — You may discard up to two cards. If you do, draw that many cards.\n"
                    "III — Exile this Saga, then return it to the battlefield transformed under "
                    "your control. (It becomes a creature.)",
                },
                {
                    "name": "Reflection of Kiki-Jiki",
                    "mana_cost": "",
                    "type_line": "Enchantment Creature — Goblin Shaman",
                    "oracle_text": "{1}, {T}: Create a token that's a copy of another target "
                    "nonlegendary creature you control, except it has haste. Sacrifice it at "
                    "the beginning of the next end step.",
                    "power": "2",
                    "toughness": "2",
                },
            ],
        },
        source="scryfall",
    )


def test_fable_chapter_three_returns_it_transformed(scenario):
    """CR 714.2b, 701.28, 400.7: chapter III exiles Fable and returns it as Reflection of
    Kiki-Jiki, a new object (summoning sick) with no lore counters, which the Saga rule
    (CR 714.4) no longer sacrifices; in the graveyard it is Fable again."""
    from deckstats.cards.effects import Transform

    card = fable()
    assert card.triggers[2].when == Chapter(3)
    assert card.triggers[2].effect == (Transform(exile_return=True),)
    s = scenario(goldfish=True)
    saga = s.battlefield(P0, card)
    s.resolve()  # chapter I (not compiled: no effect)
    lore_step(s.game)
    s.resolve()
    lore_step(s.game)
    s.resolve()  # chapter III
    assert saga.oid not in s.game.objects
    (kiki,) = [
        o for o in s.game.players[P0].battlefield if o.card.name == "Reflection of Kiki-Jiki"
    ]
    assert kiki.info.is_creature and (s.game.power(kiki), s.game.toughness(kiki)) == (2, 2)
    assert kiki.counter("lore") == 0
    assert not s.game.views[P0].can_attack(kiki)  # a new object this turn
    assert s.names(P0, Zone.GRAVEYARD) == [] and s.names(P0, Zone.EXILE) == []
    s.game.move(kiki, Zone.GRAVEYARD)
    assert s.names(P0, Zone.GRAVEYARD) == ["Fable of the Mirror-Breaker"]


# -- Classes (CR 716) ---------------------------------------------------------------------------


def stormchasers_talent():
    return compile_text(
        "Stormchaser's Talent",
        "{U}",
        "Enchantment — Class",
        "(Gain the next level as a sorcery to add its ability.)\nWhen this Class enters, create "
        "a 1/1 blue and red Otter creature token with prowess.\n{3}{U}: Level 2\nWhen this "
        "Class becomes level 2, return target instant or sorcery card from your graveyard to "
        "your hand.\n{5}{U}: Level 3\nWhenever you cast an instant or sorcery spell, create a "
        "1/1 blue and red Otter creature token with prowess.",
    )


def _level_actions(s, obj):
    from deckstats.engine.actions import ActivateAbility

    return [a.index for a in s.legal(P0) if isinstance(a, ActivateAbility) and a.oid == obj.oid]


def test_class_levels_compile_to_gated_level_bars():
    """CR 716.2a: each "[cost]: Level N" is a sorcery-speed ability carrying its section."""
    from deckstats.cards.effects import GainLevel
    from deckstats.cards.triggers import BecomesLevel, CastSpell

    card = stormchasers_talent()
    assert card.unparsed == ()
    l2, l3 = card.abilities
    assert l2.sorcery_speed and l2.cost.mana.text == "{3}{U}"
    (g2,) = l2.effect
    (g3,) = l3.effect
    assert isinstance(g2, GainLevel) and g2.level == 2
    assert [t.when for t in g2.triggers] == [BecomesLevel(2)]
    assert g3.level == 3 and isinstance(g3.triggers[0].when, CastSpell)
    # Level 1's enters trigger is always on; the others only through their level bar.
    assert len(card.triggers) == 1


def test_stormchasers_talent_levels_up_in_order(scenario):
    """CR 716.2a: Level 3 needs level 2 first; level 2's "becomes level 2" trigger returns
    an instant; level 3 adds the cast trigger (CR 716.3); in the graveyard it is level 1."""
    s = scenario(goldfish=True)
    s.lands(P0, *["Island"] * 6, "Mountain")
    bolt = s.graveyard(P0, "Lightning Bolt")
    talent = s.hand(P0, stormchasers_talent())
    s.cast(P0, talent)
    s.resolve()
    cls = next(o for o in s.game.players[P0].battlefield if o.card.name == "Stormchaser's Talent")
    otters = [o for o in s.game.players[P0].battlefield if o.card.name == "Otter"]
    assert len(otters) == 1 and s.game.keywords(otters[0]) & Keyword.PROWESS
    assert _level_actions(s, cls) == [0]  # Level 2 only: Level 3 needs level 2
    s.activate(P0, cls, 0)
    s.resolve()  # becomes level 2, then its trigger returns Lightning Bolt
    assert s.zone(bolt) is Zone.HAND
    assert _level_actions(s, cls) == []  # Level 3 costs {5}{U}: two lands are left
    for o in s.game.players[P0].battlefield:
        o.tapped = False
    assert _level_actions(s, cls) == [1]
    s.activate(P0, cls, 1)
    s.resolve()
    bolt_in_hand = next(o for o in s.game.players[P0].hand if o.card.name == "Lightning Bolt")
    for o in s.game.players[P0].battlefield:
        if o.card.name == "Mountain":
            o.tapped = False  # a new turn's red mana for Lightning Bolt
    s.cast(P0, bolt_in_hand, [P1])
    s.resolve()
    otters = [o for o in s.game.players[P0].battlefield if o.card.name == "Otter"]
    assert len(otters) == 2
    s.game.move(cls, Zone.GRAVEYARD)
    (card,) = [o for o in s.game.players[P0].graveyard if o.card.name == "Stormchaser's Talent"]
    assert len(card.card.triggers) == 1  # the printed card: level 1 again


def test_level_up_is_sorcery_speed(scenario):
    """CR 716.2a: a level bar is activated only as a sorcery."""
    s = scenario(goldfish=True, step=Step.UPKEEP)
    s.lands(P0, "Island", "Island", "Island", "Island")
    cls = s.battlefield(P0, stormchasers_talent())
    assert _level_actions(s, cls) == []
