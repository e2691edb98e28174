"""``engine.kinds``: type tests answered once per type, triggers grouped by condition class."""

from __future__ import annotations

import inspect
from dataclasses import is_dataclass

from deckstats.cards import effects as fx
from deckstats.cards.dsl import Triggered
from deckstats.cards.targets import Ref
from deckstats.cards.triggers import Attacks, Dies, EntersBattlefield, LandEnters
from deckstats.engine.kinds import TypeIndex, listening, listening_any
from deckstats.players.reading import GOLDFISH_HARMFUL


class Base:
    pass


class Child(Base):
    pass


class Other:
    pass


def test_index_is_the_first_class_the_object_is_an_instance_of() -> None:
    ix = TypeIndex(Child, Base, Other)
    assert ix.index(Child()) == 0  # first match wins, as an if/elif chain of isinstance
    assert ix.index(Base()) == 1
    assert ix.index(Other()) == 2
    assert ix.index(3) == -1
    assert ix.classes == (Child, Base, Other)


def test_a_subclass_instance_answers_like_isinstance() -> None:
    ix = TypeIndex(Base)
    assert ix.holds(Child()) and isinstance(Child(), Base)
    assert ix.index(Child()) == 0


def test_a_type_seen_first_as_false_stays_correct() -> None:
    """A False remembered for one type never leaks to another, nor flips for itself."""
    ix = TypeIndex(Child)
    assert not ix.holds(Base())  # remembered False for Base
    assert ix.holds(Child())  # its subclass is still an instance
    assert not ix.holds(Base())
    assert not ix.holds(Other())
    assert ix.holds(Child())


def test_holds_agrees_with_isinstance_over_the_effect_vocabulary() -> None:
    """Every effect class of ``cards.effects``, judged against the goldfish's harm tuple."""
    ix = TypeIndex(*GOLDFISH_HARMFUL)
    classes = [c for _, c in inspect.getmembers(fx, inspect.isclass) if is_dataclass(c)]
    assert len(classes) > 100
    hits = 0
    for cls in classes:
        obj = object.__new__(cls)  # no fields needed: only the type is read
        for _ in range(2):  # the first answer is computed, the second remembered
            assert ix.holds(obj) == isinstance(obj, GOLDFISH_HARMFUL), cls
        hits += ix.holds(obj)
    assert hits == len(set(classes) & set(GOLDFISH_HARMFUL)) >= 10


def _trig(when: object) -> Triggered:
    return Triggered(when, ())  # type: ignore[arg-type]


def test_listening_keeps_only_the_class_in_printed_order() -> None:
    etb = EntersBattlefield()
    attacks, attacks_alone = Attacks(), Attacks(alone=True)
    landfall = LandEnters()
    triggers = (_trig(etb), _trig(attacks), _trig(landfall), _trig(attacks_alone))
    got = listening(triggers, Attacks)
    assert [w for _, w in got] == [attacks, attacks_alone]
    assert [t for t, _ in got] == [triggers[1], triggers[3]]
    assert all(t.when is w for t, w in got)  # the condition object itself
    assert listening(triggers, Dies) == ()
    assert listening(triggers, Attacks) is got  # remembered per tuple and class
    both = listening_any(triggers, (EntersBattlefield, LandEnters))
    assert [w for _, w in both] == [etb, landfall]  # interleaved classes keep their order


def test_listening_is_keyed_by_the_tuple_object() -> None:
    """Equal tuples of distinct objects are indexed apart (identity, as ``IdMemo``)."""
    a = (_trig(Dies(Ref.SELF)),)
    b = (_trig(Dies(Ref.YOU)),)
    assert listening(a, Dies)[0][1].who == Ref.SELF
    assert listening(b, Dies)[0][1].who == Ref.YOU
