"""The metagame corpus (issue 26, point 5): files, loader, coverage by format.

The corpus is the Oracle suite (``tests/data/oracle_texts*.py``) plus the metagame files
(``tests/data/metagame_<format>.py``), one text per card name; ``cards coverage --suite``
reports it with a line per format. The share compiled is printed, not asserted (the
compiler helpers raise it).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckstats.cards.corpus import FORMATS, T, card_name, corpus_files, load_corpus, record
from deckstats.cards.coverage import SUITE, load_metagame, load_suite, suite_lines, suite_report
from deckstats.cards.oracle import compile_record
from deckstats.cli import main

DATA = Path(__file__).parents[1] / "data"
SIGNATURES = DATA / "archetype_signatures.txt"
# the five formats whose archetypes mtg-archetypes 2026.9.3 describes
ARCHETYPE_FORMATS = {"legacy", "modern", "pauper", "premodern", "vintage"}


@pytest.fixture(scope="module")
def entries():
    return load_metagame(DATA)


@pytest.fixture(scope="module")
def report(entries):
    return suite_report(load_suite(DATA), entries)


def _write(directory: Path, fmt: str, body: str) -> None:
    (directory / f"metagame_{fmt}.py").write_text(
        f'from deckstats.cards.corpus import T\n\nFORMAT = "{fmt}"\n\nTEXTS = [\n{body}]\n',
        encoding="utf-8",
    )


BOLT = 'T("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."),\n'
# a real card whose one sentence the compiler has no template for (it stays partial)
SCROLL = (
    'T("Cursed Scroll", "{1}", "Artifact", "{3}, {T}: Choose a card name, then reveal a card '
    "at random from your hand. If that card has the chosen name, Cursed Scroll deals 2 damage "
    'to any target."),\n'
)
SHOCK = 'T("Shock", "{R}", "Instant", "Shock deals 2 damage to any target."),\n'


def test_loader_merges_formats(tmp_path):
    _write(tmp_path, "legacy", BOLT + SCROLL)
    _write(tmp_path, "premodern", BOLT.replace("3 damage", "three damage"))
    _write(tmp_path, "vintage", SHOCK)
    loaded = load_corpus(tmp_path)
    by_name = {e.name: e for e in loaded}
    assert sorted(by_name) == ["Cursed Scroll", "Lightning Bolt", "Shock"]
    # one entry per card name, formats merged in FORMATS order; the first file's text wins
    assert by_name["Lightning Bolt"].formats == ("legacy", "premodern")
    assert "3 damage" in by_name["Lightning Bolt"].text.text
    assert by_name["Shock"].formats == ("vintage",)
    assert [p.stem for p in corpus_files(tmp_path)] == [
        "metagame_legacy",
        "metagame_vintage",
        "metagame_premodern",
    ]


def test_real_files_merge_formats(entries):
    by_name = {e.name: e for e in entries}
    # Brainstorm is in the Legacy, Vintage and Premodern files: one entry with three formats
    assert {"legacy", "vintage", "premodern"} <= set(by_name["Brainstorm"].formats)
    assert by_name["Bazaar of Baghdad"].formats == ("vintage",)
    # a modal double-faced card is named by both faces (CR 712.2)
    assert "Fell the Profane // Fell Mire" in by_name
    assert len({e.name.casefold() for e in entries}) == len(entries)


def test_per_format_report_on_a_small_corpus(tmp_path):
    _write(tmp_path, "legacy", BOLT + SCROLL)
    _write(tmp_path, "vintage", BOLT + SHOCK)
    rep = suite_report([], load_corpus(tmp_path))
    assert (rep.size, rep.full) == (3, 2)
    assert rep.formats == {"legacy": (2, 1), "vintage": (2, 2)}
    assert [name for name, _ in rep.uncompiled] == ["Cursed Scroll"]
    lines = suite_lines(rep)
    assert lines[0] == "Corpus: 3 texts, 2 compile fully (66.7%), 1 not fully compiled"
    assert lines[1].split() == ["legacy", "2", "texts", "1", "full", "50.0%"]
    assert lines[2].split() == ["vintage", "2", "texts", "2", "full", "100.0%"]
    assert lines[3] == "  Cursed Scroll  [legacy]"
    assert lines[4].startswith("        not compiled: {3}, {T}: Choose a card name")
    data = rep.as_dict()
    assert data["formats"]["legacy"] == {"texts": 2, "full": 1, "share": 0.5}
    assert data["uncompiled"][0]["formats"] == ["legacy"]


def test_a_suite_case_and_a_corpus_entry_are_one_text(tmp_path):
    # the suite's Lightning Bolt and the corpus's are one text, counted in both lines
    suite = [c for c in load_suite(DATA) if c.name == "Lightning Bolt"]
    assert len(suite) == 1
    _write(tmp_path, "legacy", BOLT + SHOCK)
    rep = suite_report(suite, load_corpus(tmp_path))
    assert rep.size == 2
    assert rep.formats == {SUITE: (1, 1), "legacy": (2, 2)}
    assert rep.groups["Lightning Bolt"] == (SUITE, "legacy")


def test_every_entry_compiles_without_an_exception(entries):
    failures = []
    for entry in entries:
        try:
            card = compile_record(record(entry.text), source="scryfall")
        except Exception as exc:
            failures.append(f"{entry.name}: {type(exc).__name__}: {exc}")
            continue
        # the corpus names a multi-faced card by all its faces, the compiled card by its front
        assert card.name in (entry.name, entry.text.name)
    assert failures == []


def test_files_are_well_formed():
    for path in corpus_files(DATA):
        fmt = path.stem[len("metagame_") :]
        namespace: dict[str, object] = {}
        exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"), namespace)
        assert namespace["FORMAT"] == fmt in FORMATS, path.name
        texts = namespace["TEXTS"]
        names = [card_name(t).casefold() for t in texts]
        duplicates = sorted({n for n in names if names.count(n) > 1})
        assert duplicates == [], f"{path.name}: duplicate names {duplicates}"
        for text in texts:
            for face in (text, *text.faces):
                where = f"{path.name}: {face.name}"
                types = face.type_line.split(" — ")[0].split()
                if "Creature" in types:
                    assert face.pt is not None, where
                if "Planeswalker" in types:
                    assert face.loyalty is not None, where
                if "Land" in types and face is text:
                    assert text.cost is None, where
                assert "~" not in face.text, where
                assert "—" in face.type_line or " - " not in face.type_line, where


def test_a_split_card_reads_as_an_importer_record():
    # CR 709.4: a split card's name is both halves' names; each half keeps its own cost
    fire = T(
        "Fire",
        "{1}{R}",
        "Instant",
        "Fire deals 2 damage divided as you choose among one or two targets.",
        layout="split",
        faces=[T("Ice", "{1}{U}", "Instant", "Tap target permanent.\nDraw a card.")],
    )
    rec = record(fire)
    assert (rec["name"], rec["layout"]) == ("Fire // Ice", "split")
    assert [(f["name"], f["mana_cost"]) for f in rec["faces"]] == [
        ("Fire", "{1}{R}"),
        ("Ice", "{1}{U}"),
    ]
    card = compile_record(rec, source="scryfall")
    assert [f.name for f in card.faces] == ["Ice"]
    assert card.unparsed == ()


def test_per_format_lines_add_up(report, entries):
    names_by_format: dict[str, set[str]] = {}
    for entry in entries:
        for fmt in entry.formats:
            names_by_format.setdefault(fmt, set()).add(entry.name.casefold())
    suite_names = {c.name.casefold() for c in load_suite(DATA)}
    names_by_format[SUITE] = suite_names
    assert set(report.formats) == set(names_by_format)
    for fmt, (texts, full) in report.formats.items():
        assert texts == len(names_by_format[fmt]), fmt
        assert 0 <= full <= texts
    # each text is counted once in the total and once in each of its labels
    everything = set().union(*names_by_format.values())
    assert report.size == len(everything)
    assert sum(n for n, _ in report.formats.values()) == sum(len(g) for g in report.groups.values())
    assert report.size - report.full == len(report.uncompiled)
    uncompiled_by_label: dict[str, int] = {}
    for name, _ in report.uncompiled:
        for label in report.groups[name]:
            uncompiled_by_label[label] = uncompiled_by_label.get(label, 0) + 1
    for fmt, (texts, full) in report.formats.items():
        assert texts - full == uncompiled_by_label.get(fmt, 0), fmt


def test_corpus_has_2500_distinct_texts(report, capsys):
    with capsys.disabled():
        print()
        print("\n".join(suite_lines(report)[: 1 + len(report.formats)]))
    assert report.size >= 2500


def _signatures() -> list[tuple[str, str, bool]]:
    rows = []
    for line in SIGNATURES.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        fmt, name, *mark = line.split("\t")
        rows.append((fmt, name, mark == ["untyped"]))
    return rows


def test_archetype_signature_names_are_in_the_corpus(entries):
    rows = _signatures()
    assert {fmt for fmt, _, _ in rows} == ARCHETYPE_FORMATS
    assert len(rows) >= 1200
    known: dict[str, set[str]] = {}
    for entry in entries:
        for name in (entry.name, entry.text.name, *(f.name for f in entry.text.faces)):
            known.setdefault(name.casefold(), set()).update(entry.formats)
    missing = [
        f"{fmt}: {name}"
        for fmt, name, untyped in rows
        if not untyped and fmt not in known.get(name.casefold(), set())
    ]
    assert missing == []
    # a card marked untyped that is now typed should lose its mark
    typed = [name for _, name, untyped in rows if untyped and name.casefold() in known]
    assert typed == []


def test_cli_prints_the_format_lines(report):
    result = CliRunner().invoke(main, ["cards", "coverage", "--suite"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines == suite_lines(report)
    assert lines[0].startswith(f"Corpus: {report.size} texts, {report.full} compile fully")
    for i, (fmt, (texts, full)) in enumerate(report.formats.items(), start=1):
        assert lines[i].startswith(f"  {fmt} "), lines[i]
        assert lines[i][len(fmt) + 2 :].split()[:4] == [str(texts), "texts", str(full), "full"]
    data = json.loads(CliRunner().invoke(main, ["cards", "coverage", "--suite", "--json"]).output)
    assert data["size"] == report.size
    assert {f: (v["texts"], v["full"]) for f, v in data["formats"].items()} == report.formats
