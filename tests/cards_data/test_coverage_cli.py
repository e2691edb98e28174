"""Coverage classification and the ``cards import`` / ``cards coverage`` commands."""

from __future__ import annotations

import json

from click.testing import CliRunner

from deckstats.cards.coverage import (
    FULL,
    UNKNOWN,
    classify,
    custom_effects,
    partial_warning,
    pool_summary,
)
from deckstats.cards.registry import builtin_db, default_db
from deckstats.cards.sources import import_file, index_path
from deckstats.cli import main

DECK = """4 Lightning Bolt
4 Zap
4 Fire // Ice
4 Brainstorm
2 Totally Made Up Card
20 Mountain
"""


def test_classify_names(scryfall_file):
    import_file(scryfall_file)
    rows = classify(["Lightning Bolt", "Zap", "Fire", "Brainstorm", "Nope Card"])
    status = {r.name: r.status for r in rows}
    assert status == {
        "Lightning Bolt": FULL,
        "Zap": FULL,
        "Fire // Ice": FULL,  # divided damage compiles (CR 601.2d)
        # the built-in definition wins over the imported one
        "Brainstorm": builtin_db().builtin("Brainstorm").coverage,
        "Nope Card": UNKNOWN,
    }
    fire = next(r for r in rows if r.name == "Fire // Ice")
    assert fire.unparsed == ()
    name, st, unparsed = rows[0]  # rows unpack as (name, status, unparsed)
    assert (name, st, unparsed) == ("Lightning Bolt", FULL, ())


def test_classify_decklist(tmp_path, scryfall_file):
    from deckstats.deck import load_decklist

    import_file(scryfall_file)
    deck = tmp_path / "deck.txt"
    deck.write_text(DECK)
    parsed = load_decklist(deck, db=default_db(), strict=False)
    rows = {r.name: r.status for r in classify(parsed)}
    assert rows["Fire // Ice"] == FULL
    assert rows["Totally Made Up Card"] == UNKNOWN
    assert rows["Mountain"] == FULL


def test_partial_warning():
    db = default_db()
    cards = [db.resolve("Lightning Bolt")]
    assert partial_warning(cards) is None
    partial = [c for c in builtin_db() if c.unparsed][:1]
    if partial:
        warning = partial_warning(cards + partial)
        assert warning is not None and partial[0].display_name in warning
        assert "\n" not in warning


def test_pool_summary_counts_sources(scryfall_file):
    import_file(scryfall_file)
    from deckstats.cards.sources.index import open_index

    idx = open_index()
    imported = [idx.card(n) for n in idx.all_names()]
    summary = pool_summary(builtin_db(), imported)
    data = summary.as_dict()
    assert sum(data["by_source"]["builtin"].values()) == len(builtin_db())
    assert sum(data["by_source"]["scryfall"].values()) == len(imported)
    assert custom_effects(builtin_db()) == summary.customs


def test_cli_import_and_coverage(tmp_path, scryfall_file):
    runner = CliRunner()
    result = runner.invoke(main, ["cards", "import", str(scryfall_file), "--quiet"])
    assert result.exit_code == 0, result.output
    assert "imported 16 cards" in result.output
    assert index_path().exists()
    deck = tmp_path / "deck.txt"
    deck.write_text(DECK)
    result = runner.invoke(main, ["cards", "coverage", str(deck)])
    assert result.exit_code == 0, result.output
    assert "Fire // Ice" in result.output and "partial" in result.output
    assert "Totally Made Up Card" in result.output and "unknown" in result.output
    result = runner.invoke(main, ["cards", "coverage", str(deck), "--json"])
    rows = {r["card"]: r for r in json.loads(result.output)}
    assert rows["Zap"]["status"] == "full" and rows["Zap"]["count"] == 4
    result = runner.invoke(main, ["cards", "coverage"])
    assert result.exit_code == 0, result.output
    assert "builtin" in result.output and "scryfall" in result.output
    assert "Custom effects (debt)" in result.output
    result = runner.invoke(main, ["cards", "show", "Zap"])
    assert result.exit_code == 0 and "imported (scryfall)" in result.output


def test_cli_bad_file_is_one_line_exit_1(tmp_path, scryfall_file):
    runner = CliRunner()
    runner.invoke(main, ["cards", "import", str(scryfall_file), "-q"])
    bad = tmp_path / "bad.csv"
    bad.write_text("name,cost\n")
    result = runner.invoke(main, ["cards", "import", str(bad), "-q"])
    assert result.exit_code == 1
    assert result.output.count("\n") == 1
    assert "deckstats: error:" in result.output and str(bad) in result.output
    assert "Traceback" not in result.output
    result = runner.invoke(main, ["cards", "show", "Zap"])
    assert result.exit_code == 0  # the old index is still there
