"""``engine.memo.IdMemo``: one value per key object, the engine's compiled-form caches."""

from __future__ import annotations

from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardType
from deckstats.cards.targets import Controller, Filter, Target, TargetKind
from deckstats.engine.characteristics import CFilter, compile_filter
from deckstats.engine.mana import cost_req
from deckstats.engine.memo import IdMemo
from deckstats.engine.targeting import CSpec, compile_spec


def test_builds_once_per_key_object() -> None:
    built: list[tuple[int, ...]] = []

    def build(key: tuple[int, ...]) -> int:
        built.append(key)
        return sum(key)

    memo: IdMemo[tuple[int, ...], int] = IdMemo(build)
    key = (1, 2, 3)
    assert memo.get(key) == 6
    assert memo.get(key) == 6
    assert built == [key]


def test_equal_keys_are_told_apart_by_identity() -> None:
    """Keyed by identity: an equal but distinct key is built again (no slow ``==``)."""
    memo: IdMemo[Filter, CFilter] = IdMemo(CFilter)
    a = Filter(card_type=CardType.CREATURE)
    b = Filter(card_type=CardType.CREATURE)
    assert a == b and a is not b
    first = memo.get(a)
    assert memo.get(a) is first
    assert memo.get(b) is not first
    assert memo.get(b).card_type == first.card_type == int(CardType.CREATURE)


def test_the_engines_compiled_forms_are_cached() -> None:
    """``compile_filter``, ``compile_spec`` and ``cost_req`` answer the same object twice."""
    flt = Filter(card_type=CardType.LAND)
    spec = Target(TargetKind.CREATURE, Controller.OPPONENT)
    cost = parse_mana_cost("{1}{R}")
    assert compile_filter(flt) is compile_filter(flt)
    assert compile_filter(flt).card_type == int(CardType.LAND)
    assert compile_spec(spec) is compile_spec(spec)
    assert isinstance(compile_spec(spec), CSpec)
    assert compile_spec(spec).controller == int(Controller.OPPONENT)
    assert cost_req(cost) is cost_req(cost)
    assert cost_req(cost).min_mana == 2
