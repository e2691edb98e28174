"""Actions are values (CR 117): equal and hashed by their fields, readable, and immutable
for the type checker.

They were frozen dataclasses; they are plain classes now so that mypyc compiles them (the
engine builds one per legal option at every priority). These tests pin the behaviour the
engine, the players and the golden logs rely on, so the change of representation changed
nothing observable: the hash is the hash of the field tuple (as the dataclass's was, so
any set or dict of actions iterates in the same order), equality needs the same class and
fields, and ``repr`` is the dataclass's.
"""

from __future__ import annotations

import pickle

import pytest

from deckstats.engine.actions import (
    PASS,
    ActivateAbility,
    CastSpell,
    HandAction,
    PassPriority,
    PlayLand,
)

CASES = [
    (PlayLand(7), (7, False), "PlayLand(oid=7, back=False)"),
    (PlayLand(7, back=True), (7, True), "PlayLand(oid=7, back=True)"),
    (
        CastSpell(9, ((0,), (12,)), 2, (1,), 1, -1, 3),
        (9, ((0,), (12,)), 2, (1,), 1, -1, 3),
        "CastSpell(oid=9, targets=((0,), (12,)), x=2, modes=(1,), face=1, alt=-1, kicks=3)",
    ),
    (CastSpell(4), (4, (), 0, (), 0, 0, 0), None),
    (HandAction(5, 1), (5, 1), "HandAction(oid=5, index=1)"),
    (
        ActivateAbility(3, 0, ((1,),), 4),
        (3, 0, ((1,),), 4),
        "ActivateAbility(oid=3, index=0, targets=((1,),), x=4)",
    ),
    (PASS, (), "PassPriority()"),
]


@pytest.mark.parametrize(("action", "fields", "text"), CASES)
def test_hash_is_the_field_tuples_and_repr_is_the_dataclasses(action, fields, text) -> None:
    assert hash(action) == hash(fields)
    if text is not None:
        assert repr(action) == text
    # a copy is equal and hashes alike; pickling keeps the value
    assert pickle.loads(pickle.dumps(action)) == action


def test_equality_needs_the_same_class_and_every_field() -> None:
    assert CastSpell(4) == CastSpell(oid=4, targets=(), x=0)
    assert CastSpell(4) != CastSpell(4, x=1)
    assert CastSpell(4, ((2,),)) != CastSpell(4, ((3,),))
    assert CastSpell(4, kicks=1) != CastSpell(4)
    assert PlayLand(4) != CastSpell(4)
    assert HandAction(4, 0) != ActivateAbility(4, 0)
    assert PassPriority() == PASS
    assert PlayLand(0) != PASS
    assert len({CastSpell(4), CastSpell(4), PlayLand(4), PASS, PassPriority()}) == 3
    # legal-action checks are membership tests in a list of fresh objects
    assert ActivateAbility(2, 1, ((0,),)) in [PASS, ActivateAbility(2, 1, ((0,),))]


def test_with_oid_is_the_same_action_on_another_object() -> None:
    """``Decision`` canonicalisation swaps the object of an answer (``decisions``)."""
    spell = CastSpell(9, ((0,),), 2, (1,), 1, 2, 1)
    assert spell.with_oid(4) == CastSpell(4, ((0,),), 2, (1,), 1, 2, 1)
    assert PlayLand(3, back=True).with_oid(5) == PlayLand(5, back=True)
    assert HandAction(3, 1).with_oid(6) == HandAction(6, 1)
    assert ActivateAbility(3, 1, ((2,),), 1).with_oid(7) == ActivateAbility(7, 1, ((2,),), 1)
