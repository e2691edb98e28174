"""'Whenever one or more other <group> you control die': one trigger per event (CR 603.2c).

Ajani, Nacatl Pariah (Modern's Boros Energy): two Cats that die at the same time trigger
him once, a Cat that dies alone triggers him too, a non-Cat does not. The trigger exiles him
and returns him transformed (CR 701.27a, 712.14: a new object with its back face up).
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.corpus import Text, face_record, record
from deckstats.cards.coverage import load_metagame
from deckstats.cards.model import Color
from deckstats.cards.oracle import compile_record, compile_text
from deckstats.cards.oracle.compiler import compile_face
from deckstats.cards.triggers import Dies
from deckstats.engine import Zone, stack

CAT = compile_text("Cat Warrior", "{1}{W}", "Creature — Cat Warrior", "", pt=("2", "1"))
BEAR = compile_text("Grizzly Bears", "{1}{G}", "Creature — Bear", "", pt=("2", "2"))


def _ajani():
    (entry,) = [e for e in load_metagame() if e.name.startswith("Ajani, Nacatl Pariah")]
    return compile_record(record(entry.text), source="scryfall")


def test_the_trigger_compiles_as_one_batch_of_other_cats():
    ajani = _ajani()
    assert not any("Cats you control die" in u for u in ajani.unparsed)
    (when,) = [t.when for t in ajani.triggers if isinstance(t.when, Dies)]
    assert when.batch and when.other and when.filter.subtypes == ("Cat",)


def _trigger_count(s, ajani_obj) -> int:
    g = s.game
    g.sba_dirty = True
    stack.settle(g)  # CR 704.3: the lethal damage kills them together; triggers go on the stack
    return sum(1 for item in g.stack if item.obj is ajani_obj)


def test_two_cats_dying_together_trigger_ajani_once(scenario):
    s = scenario()
    ajani = s.battlefield(P0, _ajani())
    cats = [s.battlefield(P0, CAT) for _ in range(2)]
    for cat in cats:
        cat.damage = 5
    assert _trigger_count(s, ajani) == 1
    assert all(s.zone(c) is Zone.GRAVEYARD for c in cats)


def test_a_cat_dying_alone_triggers_and_a_bear_does_not(scenario):
    s = scenario()
    ajani = s.battlefield(P0, _ajani())
    bear = s.battlefield(P0, BEAR)
    bear.damage = 5
    assert _trigger_count(s, ajani) == 0
    cat = s.battlefield(P0, CAT)
    cat.damage = 5
    assert _trigger_count(s, ajani) == 1


def test_an_opponents_cat_does_not_trigger_and_ajani_transforms(scenario):
    s = scenario()
    ajani = s.battlefield(P0, _ajani())
    theirs = s.battlefield(P1, CAT)
    theirs.damage = 5
    assert _trigger_count(s, ajani) == 0
    mine = s.battlefield(P0, CAT)
    mine.damage = 5
    s.resolve()  # "you may": the scripted agent's default answer is yes
    walkers = [o for o in s.game.players[P0].battlefield if o.info.is_planeswalker]
    assert [o.card.name for o in walkers] == ["Ajani, Nacatl Avenger"]


AVENGER_ZERO = (
    "0: Create a 2/1 white Cat Warrior creature token. When you do, if you control a red "
    "permanent other than Ajani, Nacatl Avenger, he deals damage equal to the number of "
    "creatures you control to any target."
)


def _avenger():
    """The back face alone, red and white by its colour indicator (CR 204.2)."""
    face = face_record(
        Text("Ajani, Nacatl Avenger", None, "Legendary Planeswalker — Ajani", AVENGER_ZERO)
    )
    return compile_face({**face, "loyalty": "3", "colors": ["R", "W"]}, source="scryfall")


def test_avengers_zero_compiles_with_its_condition_excluding_himself():
    card = _avenger()
    assert card.unparsed == () and card.withheld == ()
    assert card.colors == Color.R | Color.W  # so "other than" him is what keeps it quiet


def _goblin():
    return compile_text("Goblin Guide", "{R}", "Creature — Goblin Scout", "Haste", ("2", "2"))


def test_avenger_alone_makes_a_cat_and_deals_no_damage(scenario):
    """CR 603.12 reflexive trigger, CR 608.2c: Ajani is red, but "other than" him, so only
    the token comes."""
    s = scenario()
    ajani = s.battlefield(P0, _avenger())
    s.activate(P0, ajani, 0, [P1])
    s.resolve()
    assert s.game.players[P1].life == 20
    assert s.names(P0, Zone.BATTLEFIELD).count("Cat Warrior") == 1


def test_avenger_with_a_red_creature_deals_damage_for_each_creature_token_included(scenario):
    """With Goblin Guide the condition holds; the count is read after the token exists: 2."""
    s = scenario()
    ajani = s.battlefield(P0, _avenger())
    s.battlefield(P0, _goblin())
    s.activate(P0, ajani, 0, [P1])
    s.resolve()
    assert s.game.players[P1].life == 18
