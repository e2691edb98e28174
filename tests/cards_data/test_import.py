"""Importing Scryfall and MTGJSON files into the local index (issue #5, part 1 and 2)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from deckstats.cards.effects import DealDamage, DrawCards, Pump, Tap
from deckstats.cards.model import CardType
from deckstats.cards.registry import builtin_db, default_db
from deckstats.cards.sources import CardDataError, detect_format, import_file, index_path
from deckstats.cards.sources.index import open_index
from deckstats.cards.targets import ANY_TARGET, TARGET_PERMANENT, Ref


def test_detect_format(scryfall_file, mtgjson_file, tmp_path):
    assert detect_format(scryfall_file) == "scryfall"
    assert detect_format(mtgjson_file) == "mtgjson"
    api_list = tmp_path / "list.json"
    api_list.write_text(
        json.dumps({"object": "list", "data": json.loads(scryfall_file.read_text())})
    )
    assert detect_format(api_list) == "scryfall-list"
    lines = tmp_path / "oracle-cards.jsonl"
    lines.write_text("".join(json.dumps(c) + "\n" for c in json.loads(scryfall_file.read_text())))
    assert detect_format(lines) == "scryfall-jsonl"


@pytest.mark.parametrize("fixture", ["scryfall_file", "mtgjson_file"])
def test_import_builds_index_and_compiles_on_lookup(fixture, request, deckstats_home):
    path = request.getfixturevalue(fixture)
    summary = import_file(path)
    assert summary.index == index_path() and summary.index.parent == deckstats_home
    assert summary.cards >= 9
    idx = open_index()
    assert idx is not None
    zap = idx.card("zap")
    assert zap is not None
    assert zap.source == ("mtgjson" if fixture == "mtgjson_file" else "scryfall")
    assert zap.spell == (DealDamage(1, ANY_TARGET), DrawCards(1))
    assert idx.card("Zap") is zap  # cached
    record = idx.record("Zap")
    assert record is not None and record["legalities"]["modern"] == "legal"


def test_scryfall_duplicates_and_tokens_skipped(scryfall_file):
    summary = import_file(scryfall_file)
    assert summary.duplicates == 1  # a second printing of Lightning Bolt
    idx = open_index()
    assert idx is not None
    assert idx.card("Soldier") is None  # token layout skipped
    assert idx.card("Lim-Dul's Vault").name == "Lim-Dûl's Vault"  # accents folded


@pytest.mark.parametrize("fixture", ["scryfall_file", "mtgjson_file"])
def test_multi_faced_cards(fixture, request):
    """CR 709, 712, 715: the front face is cast by default; other faces are kept."""
    import_file(request.getfixturevalue(fixture))
    idx = open_index()
    assert idx is not None
    fire_ice = idx.card("Fire // Ice")
    assert fire_ice is idx.card("Fire") is idx.card("ice") is idx.card("Fire/Ice")
    assert fire_ice.layout == "split" and fire_ice.name == "Fire"
    assert fire_ice.faces[0].spell == (Tap(TARGET_PERMANENT), DrawCards(1))
    assert fire_ice.coverage == "full"  # "divided as you choose" compiles (CR 601.2d)
    assert fire_ice.spell[0].amount == 2 and fire_ice.spell[0].to.divide == 2
    mammoth = idx.card("Kazandu Mammoth")
    assert mammoth.layout == "modal_dfc"
    assert mammoth.is_creature and not mammoth.is_land
    assert mammoth.land_face is mammoth.faces[0]  # MDFC: counts as a land (back face)
    assert mammoth.triggers[0].effect == (Pump(2, 2, Ref.SELF),)
    beast = idx.card("Lovestruck Beast")
    assert beast.layout == "adventure" and beast.power == 5
    assert beast.faces[0].types == CardType.SORCERY
    assert beast.land_face is None


def test_transform_back_land_does_not_count(scryfall_file):
    import_file(scryfall_file)
    delver = open_index().card("Delver of Secrets")
    assert delver.layout == "transform" and delver.faces[0].name == "Insectile Aberration"
    assert delver.land_face is None


def test_default_db_falls_back_to_index(scryfall_file):
    assert default_db().get("Zap") is None
    import_file(scryfall_file)
    db = default_db()
    assert db.get("Lightning Bolt") is builtin_db().builtin("Lightning Bolt")  # built-in wins
    zap = db.get("Zap")
    assert zap is not None and zap.source == "scryfall"
    assert "Goblin Fireslinger" in db.suggest("Goblin Fireslingr")


def _bad(tmp_path: Path, name: str, content: bytes) -> Path:
    p = tmp_path / name
    p.write_bytes(content)
    return p


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("empty.json", b"", "file is empty"),
        ("blank.json", b"  \n ", "file is empty"),
        ("cards.csv", b"name,cost\nLightning Bolt,{R}\n", "not a JSON card-data file"),
        (
            "corrupt.json",
            b'[{"name": "Lightning Bolt", "type_line": "Instant"}, {"name": ',
            "corrupt JSON",
        ),
        ("object.json", b'{"cards": []}', "without card data"),
        ("numbers.json", b"[1, 2, 3]", "not a card object"),
        ("nameless.json", b'[{"type_line": "Instant"}]', "no 'name'"),
        ("noarray.json", b"[]", "no cards found"),
        ("allprintings.json", b'{"data": {"LEA": {"cards": []}}}', "AllPrintings"),
        ("mtgjson_bad.json", b'{"data": {"Bolt": 3}}', "not a list of card faces"),
    ],
)
def test_bad_input_is_one_clear_error_and_keeps_index(
    tmp_path, scryfall_file, name, content, message
):
    import_file(scryfall_file)
    before = index_path().read_bytes()
    path = _bad(tmp_path, name, content)
    with pytest.raises(CardDataError, match=message) as info:
        import_file(path)
    assert str(path) in str(info.value)
    assert index_path().read_bytes() == before
    assert [p.name for p in index_path().parent.iterdir()] == ["cards.sqlite"]  # no temp left


def test_corrupt_json_names_position(tmp_path):
    path = _bad(tmp_path, "c.json", b'[{"name": "A", "type_line": "Instant"},, ]')
    with pytest.raises(CardDataError, match=r"near byte \d+"):
        import_file(path)


def test_missing_and_directory(tmp_path):
    with pytest.raises(CardDataError, match="no such file"):
        import_file(tmp_path / "nope.json")
    with pytest.raises(CardDataError, match="is a directory"):
        import_file(tmp_path)


@pytest.mark.skipif(os.geteuid() == 0, reason="root can read anything")
def test_unreadable_file(tmp_path):
    path = _bad(tmp_path, "secret.json", b"[]")
    path.chmod(0)
    with pytest.raises(CardDataError, match="permission denied"):
        import_file(path)
