"""The Oracle-text suite: real card texts and the compiled form they must produce."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckstats.cards.coverage import load_metagame, load_suite, suite_lines, suite_report
from deckstats.cards.oracle import compile_text
from deckstats.cli import main

# Both files of the suite: tests/data/oracle_texts.py and tests/data/oracle_texts_more.py.
CASES = load_suite(Path(__file__).parents[1] / "data")
FIELDS = (
    "spell",
    "abilities",
    "triggers",
    "statics",
    "etb_tapped",
    "keywords",
    "aura_target",
    "costs",
)
EMPTY = {
    "spell": (),
    "abilities": (),
    "triggers": (),
    "statics": (),
    "etb_tapped": None,
    "aura_target": None,
    "costs": (),
}


def compile_case(case):
    return compile_text(
        case.name, case.cost, case.type_line, case.text, case.pt, loyalty=case.loyalty
    )


def test_suite_size_and_distinct_texts():
    assert len(CASES) >= 1000
    assert len({c.name for c in CASES}) == len(CASES)
    # reprints of one template ("Destroy target creature.", vanilla creatures, basic lands)
    # share a text; the rest are distinct
    assert len({c.text for c in CASES}) >= 1000


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
    # issue #16 part 5: at least 95% of the suite compiles fully, and each text that does not
    # is listed with its reason: the sentences the compiler reports, which the case records
    report = suite_report(CASES)
    assert report.size == len(CASES)
    with capsys.disabled():
        print()
        print("\n".join(suite_lines(report)))
    by_name = {c.name: c for c in CASES}
    for name, unparsed in report.uncompiled:
        assert unparsed == tuple(by_name[name].expect.get("unparsed", ())), name
    assert report.share >= 0.95


def test_cards_coverage_prints_the_suite_figures():
    # issue 26 point 5: --suite reports the whole corpus, the suite plus the metagame files
    report = suite_report(CASES, load_metagame(Path(__file__).parents[1] / "data"))
    result = CliRunner().invoke(main, ["cards", "coverage", "--suite"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines() == suite_lines(report)
    label = "Corpus" if report.formats else "Oracle suite"
    assert result.output.startswith(f"{label}: {report.size} texts, {report.full} compile fully")
    assert report.size >= len(CASES)
    data = json.loads(CliRunner().invoke(main, ["cards", "coverage", "--suite", "--json"]).output)
    assert (data["size"], data["full"]) == (report.size, report.full)
    assert [u["card"] for u in data["uncompiled"]] == [n for n, _ in report.uncompiled]
