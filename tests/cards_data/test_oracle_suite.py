"""The Oracle-text suite: real card texts and the compiled form they must produce."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from deckstats.cards.oracle import compile_text

_PATH = Path(__file__).parents[1] / "data" / "oracle_texts.py"
_spec = importlib.util.spec_from_file_location("oracle_texts", _PATH)
assert _spec is not None and _spec.loader is not None
oracle_texts = importlib.util.module_from_spec(_spec)
sys.modules["oracle_texts"] = oracle_texts
_spec.loader.exec_module(oracle_texts)

CASES = oracle_texts.CASES
FIELDS = ("spell", "abilities", "triggers", "statics", "etb_tapped", "keywords", "aura_target")
EMPTY = {
    "spell": (),
    "abilities": (),
    "triggers": (),
    "statics": (),
    "etb_tapped": None,
    "aura_target": None,
}


def compile_case(case):
    return compile_text(
        case.name, case.cost, case.type_line, case.text, case.pt, loyalty=case.loyalty
    )


def test_suite_size_and_distinct_texts():
    assert len(CASES) >= 150
    assert len({c.name for c in CASES}) == len(CASES)
    assert len({c.text for c in CASES}) >= 150


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_compiles_to_expected_form(case):
    card = compile_case(case)
    for name in FIELDS:
        want = case.expect.get(name, EMPTY.get(name, 0))
        assert getattr(card, name) == want, f"{case.name}: {name}"
    assert card.unparsed == tuple(case.expect.get("unparsed", ())), case.name
    assert card.source == "scryfall"
    assert card.text == case.text


def test_full_coverage_share(capsys):
    full = sum(1 for c in CASES if not compile_case(c).unparsed)
    share = full / len(CASES)
    with capsys.disabled():
        print(f"\nOracle compiler full coverage on the suite: {full}/{len(CASES)} = {share:.1%}")
    assert share >= 0.80
