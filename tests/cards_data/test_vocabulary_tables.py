"""The trigger and cost-option tables cover their vocabularies (issue 29, point 5).

Like ``ALL_EFFECTS`` against the engine's resolvers (``tests/engine/test_effects.py``),
every trigger condition of ``cards/triggers.py`` and every cost option of
``cards/costs.py`` has a row in its table (``TRIGGER_KINDS``, ``COST_KINDS``): the
templates the Oracle compiler turns into it, and the engine handlers that act on it.
"""

from __future__ import annotations

import ast
import dataclasses
import importlib
import inspect
import typing
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from deckstats.cards import costs, triggers
from deckstats.cards.costs import COST_KINDS, CostOption
from deckstats.cards.kinds import Kind
from deckstats.cards.oracle import compile_text
from deckstats.cards.triggers import TRIGGER_KINDS, TriggerCondition

TABLES = [
    (TRIGGER_KINDS, TriggerCondition, triggers),
    (COST_KINDS, CostOption, costs),
]
ROWS = [(cls, kind) for table, _, _ in TABLES for cls, kind in table.items()]


def _dataclasses_of(module: Any) -> set[type]:
    return {
        v
        for v in vars(module).values()
        if inspect.isclass(v) and dataclasses.is_dataclass(v) and v.__module__ == module.__name__
    }


@pytest.mark.parametrize(("table", "union", "module"), TABLES, ids=["triggers", "costs"])
def test_every_kind_is_in_its_table(table, union, module):
    """The union type, the module's value classes and the table name the same kinds."""
    assert set(typing.get_args(union)) == set(table)
    assert _dataclasses_of(module) == set(table)


def _walk(value: Any) -> Iterator[Any]:
    yield value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _walk(getattr(value, f.name))
    elif isinstance(value, tuple | list):
        for item in value:
            yield from _walk(item)


def _resolve(dotted: str) -> Any:
    module, _, name = dotted.rpartition(".")
    return getattr(importlib.import_module(module), name)


def _source(dotted: str) -> str:
    """The source of a handler, read from its ``.py`` file.

    ``inspect.getsource`` cannot read a function compiled by mypyc (the engine is compiled
    when installed), so the definition is found by name in the module's source file.
    """
    module, _, name = dotted.rpartition(".")
    path = Path(importlib.import_module(module).__file__ or "")
    text = path.with_name(module.rpartition(".")[2] + ".py").read_text(encoding="utf-8")
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.FunctionDef | ast.ClassDef) and node.name == name:
            return ast.get_source_segment(text, node) or ""
    raise AssertionError(f"{dotted}: no definition named {name} in {path.name}")


@pytest.mark.parametrize(("cls", "kind"), ROWS, ids=[c.__name__ for c, _ in ROWS])
def test_templates_compile_to_the_kind(cls: type, kind: Kind):
    """Each template compiles in full, and to a value of its kind."""
    assert kind.description and kind.templates
    for template in kind.templates:
        card = compile_text("Testcard", "{2}{U}", kind.type_line, template, ("1", "1"))
        assert card.unparsed == (), template
        assert any(isinstance(v, cls) for v in _walk(card)), template


@pytest.mark.parametrize(("cls", "kind"), ROWS, ids=[c.__name__ for c, _ in ROWS])
def test_handlers_exist_and_handle_the_kind(cls: type, kind: Kind):
    """Each handler is an engine function or class; one of them names the kind."""
    assert kind.handlers
    found = [_resolve(h) for h in kind.handlers]
    assert all(h.__module__.startswith("deckstats.engine.") for h in found)
    assert any(cls.__name__ in _source(h) for h in kind.handlers)
