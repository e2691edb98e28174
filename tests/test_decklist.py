"""Decklist parsing (every export format players paste) and validation by format."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from deckstats.cards import registry
from deckstats.cards.dsl import (
    Activated,
    Cost,
    artifact,
    creature,
    instant,
    land,
    mana_ability,
    sorcery,
    split,
    transform,
)
from deckstats.cards.effects import DealDamage, Destroy, Exile, SearchLibrary
from deckstats.cards.errors import DeckstatsError
from deckstats.cards.model import CardType, Supertype
from deckstats.cards.pool.basics import FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP
from deckstats.cards.registry import CardDB
from deckstats.cards.targets import (
    ANY_TARGET,
    TARGET_ARTIFACT,
    TARGET_CREATURE,
    Filter,
)
from deckstats.deck import (
    CARD_DATA_HINT,
    MAX_LINE_COUNT,
    Decklist,
    DecklistError,
    Problem,
    format_from_comments,
    infer_format,
    load_decklist,
    parse_decklist,
    validate,
)

DATA = Path(__file__).parent / "data" / "decklists"


def _fetch(name: str, first: str, second: str):
    search = SearchLibrary(
        Filter(card_type=CardType.LAND, subtypes=(first, second)), to="battlefield"
    )
    cost = Cost(tap=True, life=1, sacrifice_self=True)
    return land(name, abilities=[Activated(cost, (search,))])


def _test_cards():
    bolt = instant("Lightning Bolt", "{R}", effect=DealDamage(3, ANY_TARGET))
    return [
        creature("Goblin Guide", "{R}", pt=(2, 2)),
        creature("Monastery Swiftspear", "{R}", pt=(1, 2)),
        creature("Eidolon of the Great Revel", "{R}{R}", pt=(2, 2)),
        creature("Kor Firewalker", "{W}{W}", pt=(2, 2)),
        creature("Sanctifier en-Vec", "{W}{W}", pt=(2, 2)),
        bolt,
        sorcery("Lava Spike", "{R}", effect=DealDamage(3, ANY_TARGET)),
        sorcery("Rift Bolt", "{2}{R}", effect=DealDamage(3, ANY_TARGET)),
        sorcery("Skewer the Critics", "{2}{R}", effect=DealDamage(3, ANY_TARGET)),
        instant("Searing Blaze", "{R}{R}", effect=DealDamage(3, TARGET_CREATURE)),
        instant("Smash to Smithereens", "{1}{R}", effect=Destroy(TARGET_ARTIFACT)),
        instant("Path to Exile", "{W}", effect=Exile(TARGET_CREATURE)),
        instant("Deflecting Palm", "{R}{W}", unparsed=("The next time a source ...",)),
        split(
            instant("Fire", "{1}{R}", effect=DealDamage(2, ANY_TARGET)),
            instant("Ice", "{1}{U}"),
        ),
        transform(
            creature("Delver of Secrets", "{U}", pt=(1, 1)),
            creature("Insectile Aberration", None, pt=(3, 2), color="U"),
        ),
        sorcery("Lim-Dûl's Vault", "{U}{B}"),
        creature("Jötun Grunt", "{1}{W}", pt=(4, 4)),
        creature("Relentless Rats", "{1}{B}{B}", pt=(2, 2), any_number=True),
        creature(
            "Atraxa, Praetors' Voice",
            "{G}{W}{U}{B}",
            pt=(4, 4),
            supertypes=Supertype.LEGENDARY,
        ),
        artifact("Sol Ring", "{1}", abilities=[mana_ability("CC")]),
        land("Command Tower", produce="WUBRG", any_of=True),
        _fetch("Wooded Foothills", "Mountain", "Forest"),
        land("Inspiring Vantage", produce="RW"),
        MOUNTAIN,
        PLAINS,
        ISLAND,
        FOREST,
        SWAMP,
    ]


@pytest.fixture(scope="module")
def db() -> CardDB:
    return CardDB(_test_cards())


def _main(deck: Decklist) -> Counter[str]:
    out: Counter[str] = Counter()
    for e in deck.main:
        out[e.name] += e.count
    return out


def _side(deck: Decklist) -> Counter[str]:
    out: Counter[str] = Counter()
    for e in deck.sideboard:
        out[e.name] += e.count
    return out


BURN_MAIN = Counter(
    {
        "Goblin Guide": 4,
        "Monastery Swiftspear": 4,
        "Eidolon of the Great Revel": 4,
        "Lightning Bolt": 4,
        "Lava Spike": 4,
        "Rift Bolt": 4,
        "Skewer the Critics": 4,
        "Searing Blaze": 4,
        "Fire // Ice": 2,
        "Wooded Foothills": 4,
        "Inspiring Vantage": 4,
        "Mountain": 18,
    }
)
BURN_SIDE = Counter(
    {
        "Smash to Smithereens": 4,
        "Path to Exile": 4,
        "Deflecting Palm": 3,
        "Kor Firewalker": 2,
        "Sanctifier en-Vec": 2,
    }
)


# -- every export format gives the same deck ------------------------------------------------


@pytest.mark.parametrize(
    "filename",
    [
        "arena_burn.txt",
        "mtgo_burn.txt",
        "mtgo_burn_blank.txt",
        "mtgo_burn.dek",
        "moxfield_burn.txt",
        "deckstats_burn.txt",
    ],
)
def test_each_export_format_reads_the_same_deck(db, filename):
    deck = load_decklist(DATA / filename, db=db)
    assert _main(deck) == BURN_MAIN
    assert _side(deck) == BURN_SIDE
    assert deck.count() == 60
    assert deck.sideboard_count() == 15
    assert len(deck.main_cards()) == 60
    assert deck.name == Path(filename).stem
    assert deck.path == str(DATA / filename)
    assert validate(deck) == []
    assert infer_format(deck) == "constructed"


def test_arena_export_details(db):
    deck = load_decklist(DATA / "arena_burn.txt", db=db)
    assert deck.title == "Boros Burn"
    assert deck.archetype == "Boros Burn"
    assert deck.comments == ()
    first = deck.main[0]
    assert (first.count, first.name, first.line, first.written) == (
        4,
        "Goblin Guide",
        5,
        "Goblin Guide",
    )
    # set codes with digits, collector numbers with letters, foil marks
    names = {e.written for e in deck.main}
    assert {"Wooded Foothills", "Searing Blaze", "Monastery Swiftspear", "Fire // Ice"} <= names


def test_moxfield_comments_and_archetype(db):
    deck = load_decklist(DATA / "moxfield_burn.txt", db=db)
    assert deck.comments == ("Boros Burn - Modern", "exported from a deck site, grouped by type")
    assert deck.archetype == "Boros Burn - Modern"


def test_main_cards_are_expanded_in_list_order(db):
    deck = parse_decklist("2 Lightning Bolt\n1 Mountain\n1 Lightning Bolt", db=db)
    assert [c.name for c in deck.main_cards()] == [
        "Lightning Bolt",
        "Lightning Bolt",
        "Mountain",
        "Lightning Bolt",
    ]
    assert deck.count() == 4


def test_sha256_and_text_are_kept(db):
    import hashlib

    text = "4 Lightning Bolt\n"
    deck = parse_decklist(text, db=db)
    assert deck.sha256 == hashlib.sha256(text.encode()).hexdigest()
    assert deck.text == text


# -- line syntax -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "4 Lightning Bolt",
        "4x Lightning Bolt",
        "4X Lightning Bolt",
        "4 x Lightning Bolt",
        "Lightning Bolt x4",
        "4\tLightning Bolt",
        "  4 Lightning Bolt   ",
        "4 lightning bolt",
        "4 LIGHTNING BOLT",
        "4 Lightning Bolt (M10) 146",
        "4 Lightning Bolt (2XM) 129 *F*",
        "4 Lightning Bolt (40K) 146a",
        "4 Lightning Bolt (PLST) M10-146",
        "4 [M10] Lightning Bolt",
        "4 Lightning Bolt [M10]",
        "4x Lightning Bolt #Burn #Removal",
        "4x Lightning Bolt (2xm) 129 [Burn]",
        "4x Lightning Bolt ^Have,#37d67a^",
        "4 Lightning Bolt // the best burn spell",
        "SB: 4 Lightning Bolt",
    ],
)
def test_count_and_name_spellings(db, line):
    deck = parse_decklist(line + "\n20 Mountain", db=db)
    entries = [*deck.main, *deck.sideboard]
    bolt = next(e for e in entries if e.name == "Lightning Bolt")
    assert bolt.count == 4
    assert bolt.line == 1


def test_bare_name_is_one_copy(db):
    deck = parse_decklist("Lightning Bolt\nMountain", db=db)
    assert [(e.count, e.name) for e in deck.main] == [(1, "Lightning Bolt"), (1, "Mountain")]


@pytest.mark.parametrize(
    "written",
    [
        "Fire // Ice",
        "Fire//Ice",
        "Fire/Ice",
        "Fire",
        "fire // ice",
    ],
)
def test_split_card_names(db, written):
    deck = parse_decklist(f"2 {written}", db=db)
    assert deck.main[0].name == "Fire // Ice"
    assert deck.main[0].written == written


def test_double_faced_card_by_front_and_full_name(db):
    deck = parse_decklist("2 Delver of Secrets\n2 Delver of Secrets // Insectile Aberration", db=db)
    assert [e.name for e in deck.main] == ["Delver of Secrets // Insectile Aberration"] * 2


@pytest.mark.parametrize(
    ("written", "expected"),
    [
        ("Lim-Dul's Vault", "Lim-Dûl's Vault"),
        ("Lim-Dûl’s Vault", "Lim-Dûl's Vault"),
        ("LIM-DUL'S VAULT", "Lim-Dûl's Vault"),
        ("Jotun Grunt", "Jötun Grunt"),
        ("Atraxa, Praetors’ Voice", "Atraxa, Praetors' Voice"),
    ],
)
def test_accents_and_curly_apostrophes(db, written, expected):
    deck = parse_decklist(f"1 {written}", db=db)
    assert deck.main[0].name == expected


def test_comments_are_skipped_and_leading_ones_kept(db):
    text = (
        "# Mono Red Burn - Modern\n"
        "// by a player\n"
        "\n"
        "20 Mountain\n"
        "# a note in the middle\n"
        "4 Lightning Bolt\n"
    )
    deck = parse_decklist(text, db=db)
    assert deck.comments == ("Mono Red Burn - Modern", "by a player")
    assert deck.count() == 24
    assert deck.sideboard == ()


def test_windows_line_endings_bom_tabs_and_trailing_spaces(db, tmp_path):
    text = (
        "\ufeff# Burn\r\n4\tLightning Bolt   \r\n56 Mountain\t\r\n"
        "\r\nSideboard\r\n2 Path to Exile\r\n"
    )
    path = tmp_path / "windows.txt"
    path.write_bytes(text.encode("utf-8"))
    deck = load_decklist(path, db=db)
    assert deck.comments == ("Burn",)
    assert _main(deck) == Counter({"Lightning Bolt": 4, "Mountain": 56})
    assert _side(deck) == Counter({"Path to Exile": 2})
    assert deck.main[0].line == 2


def test_utf16_file_from_notepad(db, tmp_path):
    path = tmp_path / "notepad.txt"
    path.write_bytes("4 Lightning Bolt\r\n56 Mountain\r\n".encode("utf-16"))
    assert load_decklist(path, db=db).count() == 60


def test_old_mac_line_endings(db):
    deck = parse_decklist("4 Lightning Bolt\r56 Mountain\r", db=db)
    assert deck.count() == 60


# -- sections --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "header",
    [
        "Sideboard",
        "Sideboard:",
        "SIDEBOARD:",
        "Sideboard (2)",
        "// Sideboard",
        "# Sideboard",
        "SB:",
    ],
)
def test_sideboard_headers(db, header):
    text = f"Maindeck\n4 Lightning Bolt\n56 Mountain\n{header}\n2 Path to Exile\n"
    deck = parse_decklist(text, db=db)
    assert deck.count() == 60
    assert _side(deck) == Counter({"Path to Exile": 2})


def test_category_headers_keep_blank_lines_in_the_main_deck(db):
    text = (
        "Creatures (4)\n4 Goblin Guide\n\nInstants (4)\n4 Lightning Bolt\n\nLands (2)\n2 Mountain\n"
    )
    deck = parse_decklist(text, db=db)
    assert deck.count() == 10
    assert deck.sideboard == ()


def test_blank_line_sideboard_only_without_headers(db):
    deck = parse_decklist("4 Lightning Bolt\n56 Mountain\n\n2 Path to Exile\n", db=db)
    assert _side(deck) == Counter({"Path to Exile": 2})


def test_blocks_grouped_by_type_are_not_a_sideboard(db):
    """Without headers, a last block that would leave under 40 main cards is not a sideboard."""
    deck = parse_decklist("4 Lightning Bolt\n12 Goblin Guide\n\n24 Mountain\n", db=db)
    assert deck.count() == 40
    assert deck.sideboard == ()


def test_blank_lines_before_the_first_card_do_not_count(db):
    deck = parse_decklist("\n\n# Burn\n\n4 Lightning Bolt\n56 Mountain\n", db=db)
    assert deck.sideboard == ()


def test_commander_and_companion_sections(db):
    deck = load_decklist(DATA / "arena_commander.txt", db=db)
    assert [e.name for e in deck.commander] == ["Atraxa, Praetors' Voice"]
    assert deck.count() == 99
    assert infer_format(deck) == "commander"
    assert validate(deck) == []
    deck = parse_decklist("Companion\n1 Goblin Guide\n\nDeck\n60 Mountain\n", db=db)
    assert [e.name for e in deck.companion] == ["Goblin Guide"]
    assert deck.count() == 60


def test_maybeboard_is_ignored_even_with_unknown_names(db):
    deck = parse_decklist("60 Mountain\n\nMaybeboard\n1 Some Card Not Made Yet\n", db=db)
    assert deck.count() == 60
    assert deck.sideboard == ()
    # Left out of the deck, but named once in the warning a simulation prints.
    [u] = deck.left_out()
    assert (u.written, u.section, u.line) == ("Some Card Not Made Yet", "maybeboard", 4)
    assert "1 unknown maybeboard card left out" in deck.left_out_warning()


def test_unknown_sideboard_cards_never_block(db):
    """CR 100.4: a sideboard is outside the game; its unknown cards are left out."""
    text = "4 Lightning Bolt\n56 Mountain\n\nSideboard\n2 Zzyzx Warden\n1 Qwertyuiop Vortex\n"
    deck = parse_decklist(text, db=db, source="decks/x.txt")
    assert deck.count() == 60 and deck.sideboard == ()
    assert [(u.written, u.line) for u in deck.left_out()] == [
        ("Zzyzx Warden", 5),
        ("Qwertyuiop Vortex", 6),
    ]
    warning = deck.left_out_warning()
    assert warning == (
        "warning: decks/x.txt: 2 unknown sideboard cards (3 copies) left out, the main deck "
        "is complete: Zzyzx Warden (line 5), Qwertyuiop Vortex (line 6); `deckstats cards "
        "download` adds card data"
    )
    # A simulation's legality check does not count them; deck check lists them.
    assert validate(deck, "constructed", played_only=True) == []
    assert [p.line for p in validate(deck, "constructed")] == [5, 6]


def test_a_deck_with_only_unknown_sideboard_cards_is_still_empty(db):
    with pytest.raises(DecklistError, match="no cards found"):
        parse_decklist("Sideboard\n2 Zzyzx Warden\n", db=db, source="x.txt")


def test_archidekt_category_tags_choose_the_section(db):
    text = (
        "1x Atraxa, Praetors' Voice (2xm) 190 [Commander{top}]\n"
        "99x Forest [Land]\n"
        "1x Sol Ring [Maybeboard{noDeck}{noPrice}]\n"
        "1x Path to Exile [Sideboard{noDeck}]\n"
    )
    deck = parse_decklist(text, db=db)
    assert [e.name for e in deck.commander] == ["Atraxa, Praetors' Voice"]
    assert deck.count() == 99
    assert _side(deck) == Counter({"Path to Exile": 1})


# -- MTGO .dek -------------------------------------------------------------------------------


def test_dek_line_numbers_point_at_the_element(db, tmp_path):
    text = (DATA / "mtgo_burn.dek").read_text().replace('Name="Lava Spike"', 'Name="Lava Spik"')
    path = tmp_path / "typo.dek"
    path.write_text(text)
    with pytest.raises(DecklistError) as err:
        load_decklist(path, db=db)
    assert str(err.value) == (
        f"{path}:9: unknown card 'Lava Spik' (did you mean 'Lava Spike'?); {CARD_DATA_HINT}"
    )


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        (
            '<Deck><Cards Quantity="4" Name="Lightning Bolt"></Deck>',
            ":1: malformed .dek XML: mismatched tag",
        ),
        (
            '<Deck>\n<Cards Quantity="four" Name="Lightning Bolt" />\n</Deck>',
            ":2: bad Quantity 'four'",
        ),
        ('<Deck>\n<Cards Quantity="4" />\n</Deck>', ":2: <Cards> element without a Name"),
        ("<html><body>hi</body></html>", ":1: a web page (HTML), not a decklist"),
        ("<deck><card/></deck>", ":1: not an MTGO .dek file (root element <deck>"),
        ("4 Lightning Bolt\n", ":1: not an MTGO .dek file (expected XML"),
        ('<!DOCTYPE x [<!ENTITY a "b">]><Deck/>', "document type declarations are not allowed"),
    ],
)
def test_malformed_dek(db, tmp_path, content, fragment):
    path = tmp_path / "bad.dek"
    path.write_text(content)
    with pytest.raises(DecklistError, match=None) as err:
        load_decklist(path, db=db)
    assert str(err.value).startswith(str(path))
    assert fragment in str(err.value)


def test_dek_text_given_directly(db):
    text = (
        '<?xml version="1.0" encoding="utf-16"?>\n<Deck>\n'
        '<Cards Quantity="60" Sideboard="false" Name="Mountain" />\n</Deck>'
    )
    assert parse_decklist(text, db=db).count() == 60


# -- errors ----------------------------------------------------------------------------------


def test_unknown_cards_are_all_reported_at_once(db):
    text = "4 Lightnig Bolt\n4 Goblin Gide\n52 Mountain\n1 Qwertyuiop\n"
    with pytest.raises(DecklistError) as err:
        parse_decklist(text, db=db, source="decks/x.txt")
    assert str(err.value).split("; ") == [  # one line (issue 31)
        "decks/x.txt:1: unknown card 'Lightnig Bolt' (did you mean 'Lightning Bolt'?)",
        "decks/x.txt:2: unknown card 'Goblin Gide' (did you mean 'Goblin Guide'?)",
        "decks/x.txt:4: unknown card 'Qwertyuiop'",
        CARD_DATA_HINT,
    ]
    assert "deckstats cards download" in CARD_DATA_HINT
    assert [p.line for p in err.value.problems] == [1, 2, 4]
    assert isinstance(err.value, DeckstatsError)


def test_lenient_parse_keeps_unknown_cards(db):
    deck = parse_decklist("4 Lightnig Bolt\n56 Mountain\n", db=db, strict=False)
    assert deck.count() == 56
    [unknown] = deck.unknown
    assert (unknown.count, unknown.written, unknown.line) == (4, "Lightnig Bolt", 1)
    assert unknown.suggestions == ("Lightning Bolt",)
    assert [str(p) for p in validate(deck, "none")] == [
        "<deck>:1: unknown card 'Lightnig Bolt' (did you mean 'Lightning Bolt'?)"
    ]


@pytest.mark.parametrize(
    ("line", "fragment"),
    [
        ("0 Lightning Bolt", "count 0 for 'Lightning Bolt'"),
        ("-1 Lightning Bolt", "negative count"),
        ("4", "count '4' with no card name"),
        ("4x", "count '4x' with no card name"),
        ("4 ???", "cannot read line '4 ???'"),
        (f"{MAX_LINE_COUNT + 1} Mountain", "is not plausible"),
        ("4000 Lightning Bolt", "count 4000 for 'Lightning Bolt' is not plausible"),
    ],
)
def test_malformed_lines_name_file_and_line(db, line, fragment):
    with pytest.raises(DecklistError) as err:
        parse_decklist(f"20 Mountain\n{line}\n", db=db, source="decks/bad.txt")
    message = str(err.value)
    assert message.startswith("decks/bad.txt:2: ")
    assert fragment in message


def test_malformed_and_unknown_reported_together_in_line_order(db):
    with pytest.raises(DecklistError) as err:
        parse_decklist("4 Lightnig Bolt\n0 Mountain\n", db=db, source="d.txt")
    assert [p.line for p in err.value.problems] == [1, 2]


@pytest.mark.parametrize(
    "text", ["", "\n\n", "# only a comment\n// and another\n", "Deck\n\nSideboard\n"]
)
def test_empty_deck(db, text):
    with pytest.raises(DecklistError, match=r"^decks/e\.txt: no cards found"):
        parse_decklist(text, db=db, source="decks/e.txt")


def test_sideboard_only_deck(db):
    with pytest.raises(DecklistError, match="no main-deck cards"):
        parse_decklist("Sideboard\n4 Lightning Bolt\n", db=db)


def test_binary_file(db, tmp_path):
    path = tmp_path / "deck.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)))
    with pytest.raises(DecklistError, match=r"not a text decklist \(binary file\?\)"):
        load_decklist(path, db=db)


def test_missing_file_and_directory(db, tmp_path):
    with pytest.raises(DecklistError, match=r"nope\.txt: cannot read decklist"):
        load_decklist(tmp_path / "nope.txt", db=db)
    with pytest.raises(DecklistError, match="cannot read decklist"):
        load_decklist(tmp_path, db=db)


def test_latin1_file_is_read(db, tmp_path):
    path = tmp_path / "latin1.txt"
    path.write_bytes("1 Jötun Grunt\n59 Mountain\n".encode("cp1252"))
    assert load_decklist(path, db=db).main[0].name == "Jötun Grunt"


def test_default_db_is_used_when_none_given(db, monkeypatch):
    monkeypatch.setattr(registry, "default_db", lambda: db)
    assert parse_decklist("4 Lightning Bolt").main[0].name == "Lightning Bolt"


def test_default_db_has_the_basic_lands():
    assert registry.default_db().get("Mountain") is not None
    assert parse_decklist("40 Mountain").count() == 40


# -- validation ------------------------------------------------------------------------------


def _deck(db, text, source="decks/x.txt"):
    return parse_decklist(text, db=db, source=source)


def test_constructed_needs_sixty_cards(db):
    deck = _deck(db, "4 Lightning Bolt\n55 Mountain\n")
    assert [str(p) for p in validate(deck, "constructed")] == [
        "decks/x.txt: 59 cards in the main deck (at least 60 in constructed)"
    ]


def test_constructed_copy_limit_names_the_line(db):
    text = "\n".join(["# Burn - Modern", "2 Lightning Bolt", "55 Mountain", "3 Lightning Bolt"])
    deck = _deck(db, text)
    assert [str(p) for p in validate(deck)] == [
        "decks/x.txt:2: 5 copies of Lightning Bolt (at most 4 in constructed)"
    ]


def test_copy_limit_counts_the_sideboard_too(db):
    deck = _deck(db, "4 Lightning Bolt\n56 Mountain\nSideboard\n1 Lightning Bolt\n")
    [problem] = validate(deck, "constructed")
    assert problem.message == "5 copies of Lightning Bolt (at most 4 in constructed)"


def test_basic_lands_and_any_number_cards_are_exempt(db):
    """CR 100.2a: basic lands and cards that say so have no copy limit."""
    deck = _deck(db, "30 Relentless Rats\n30 Swamp\n")
    assert validate(deck, "constructed") == []


def test_copy_limit_uses_the_card_not_the_spelling(db):
    deck = _deck(db, "2 Fire // Ice\n2 Fire/Ice\n1 fire\n55 Mountain\n")
    [problem] = validate(deck, "constructed")
    assert problem.message == "5 copies of Fire // Ice (at most 4 in constructed)"


def test_constructed_sideboard_at_most_fifteen(db):
    deck = _deck(db, "60 Mountain\nSideboard\n4 Path to Exile\n12 Plains\n")
    [problem] = validate(deck, "constructed")
    assert str(problem) == "decks/x.txt:3: 16 cards in the sideboard (at most 15 in constructed)"


def test_limited_needs_forty_and_has_no_copy_limit(db):
    deck = load_decklist(DATA / "draft_boros.txt", db=db)
    assert deck.count() == 40
    assert infer_format(deck) == "limited"
    assert validate(deck) == []
    assert [p.message for p in validate(deck, "constructed")] == [
        "40 cards in the main deck (at least 60 in constructed)",
        "7 copies of Goblin Guide (at most 4 in constructed)",
    ]
    small = _deck(db, "10 Goblin Guide\n29 Mountain\n")
    assert [p.message for p in validate(small, "limited")] == [
        "39 cards in the main deck (at least 40 in limited)"
    ]


def test_format_none_checks_nothing(db):
    assert validate(_deck(db, "1 Mountain\n"), "none") == []


def test_unknown_format_is_an_error(db):
    with pytest.raises(DecklistError, match="unknown format 'modern'"):
        validate(_deck(db, "60 Mountain\n"), "modern")


def test_commander_rules(db):
    text = "Commander\n1 Atraxa, Praetors' Voice\nDeck\n2 Sol Ring\n1 Lightning Bolt\n90 Forest\n"
    deck = _deck(db, text)
    messages = [p.message for p in validate(deck)]
    assert messages == [
        "94 cards with the commander (exactly 100 in commander)",
        "2 copies of Sol Ring (at most 1 in commander)",
        "Lightning Bolt is outside the commander's colour identity (R not in WUBG)",
    ]


def test_commander_must_be_legendary_creature(db):
    deck = _deck(db, "Commander\n1 Goblin Guide\nDeck\n99 Mountain\n")
    assert [p.message for p in validate(deck)] == ["Goblin Guide cannot be a commander (CR 903.3)"]


@pytest.mark.parametrize(
    ("comment", "fmt"),
    [
        ("Boros Aggro - Limited", "limited"),
        ("Cube draft deck", "limited"),
        ("Sealed pool build", "limited"),
        ("40 cards", "limited"),
        ("Mono Red Burn (Modern)", "constructed"),
        ("Legacy Burn", "constructed"),
        ("EDH: Atraxa superfriends", "commander"),
        ("My favourite deck", None),
    ],
)
def test_format_from_comments(comment, fmt):
    assert format_from_comments([comment]) == fmt


@pytest.mark.parametrize(
    ("text", "fmt"),
    [
        ("60 Mountain", "constructed"),
        ("55 Mountain", "constructed"),
        ("40 Mountain", "limited"),
        ("41 Mountain", "limited"),
        ("# Sealed\n60 Mountain", "limited"),
        ("# Modern\n40 Mountain", "constructed"),
    ],
)
def test_infer_format(db, text, fmt):
    assert infer_format(parse_decklist(text, db=db)) == fmt


def test_problem_str():
    assert str(Problem("a.txt", 3, "bad")) == "a.txt:3: bad"
    assert str(Problem("a.txt", None, "bad")) == "a.txt: bad"


# -- deck summary (deck check) ---------------------------------------------------------------


def test_summary_of_the_burn_deck(db):
    from deckstats.deck.summary import summarize

    deck = load_decklist(DATA / "arena_burn.txt", db=db)
    summary = summarize((e.count, e.card) for e in deck.main)
    assert summary.cards == 60
    assert summary.type_counts == {"lands": 26, "creatures": 12, "instants": 10, "sorceries": 12}
    # CR 709.4: Fire // Ice's mana value is its halves' total, 4 (issue 26).
    assert summary.curve == {"0": 0, "1": 16, "2": 8, "3": 8, "4": 2, "5": 0, "6": 0, "7+": 0}
    # Wooded Foothills finds only Mountains in this deck: a red source, not a green one.
    assert summary.sources == {"W": 4, "U": 0, "B": 0, "R": 26, "G": 0, "C": 0}
    assert ("Deflecting Palm", 3, "partial") not in summary.coverage  # sideboard only
    assert ("Lightning Bolt", 4, "full") in summary.coverage


def test_fetch_land_colours_without_a_deck(db):
    from deckstats.cards.model import Color
    from deckstats.deck.sources import fetchable_colors, source_colors

    foothills = db.resolve("Wooded Foothills")
    assert fetchable_colors(foothills) == Color.R | Color.G
    assert source_colors(foothills, [foothills, db.resolve("Forest")]) == Color.G
    assert source_colors(db.resolve("Lightning Bolt")) == Color(0)


def test_colour_identity_ignores_any_colour_mana(db):
    from deckstats.cards.describe import color_identity
    from deckstats.cards.model import Color

    assert color_identity(db.resolve("Command Tower")) == Color(0)
    assert color_identity(db.resolve("Inspiring Vantage")) == Color.R | Color.W
    assert color_identity(db.resolve("Fire // Ice")) == Color.R | Color.U
    assert color_identity(db.resolve("Mountain")) == Color.R


def test_arena_deck_header_then_blank_line_sideboard(db):
    deck = parse_decklist("Deck\n4 Lightning Bolt\n56 Mountain\n\n2 Path to Exile\n", db=db)
    assert _side(deck) == Counter({"Path to Exile": 2})


def test_arena_commander_blocks_are_not_a_sideboard(db):
    text = "Commander\n1 Atraxa, Praetors' Voice\n\nDeck\n99 Forest\n"
    deck = parse_decklist(text, db=db)
    assert deck.count() == 99
    assert deck.sideboard == ()


def test_unknown_cards_still_count_toward_deck_size(db):
    deck = parse_decklist("4 Lightnig Bolt\n56 Mountain\nSB: 2 Pth to Exile\n", db=db, strict=False)
    assert deck.count() == 56
    assert deck.written_count("main") == 60
    assert deck.written_count("sideboard") == 2
    assert [p.line for p in validate(deck, "constructed")] == [1, 3]


def test_every_builtin_card_renders():
    from deckstats.cards.describe import card_lines, render_effect

    for card in registry.builtin_db():
        lines = card_lines(card)
        assert lines[0] == card.display_name
    assert render_effect(DealDamage(3, ANY_TARGET)) == "deal 3 damage to any target"
    assert render_effect(Exile(TARGET_CREATURE)) == "exile target creature"


def test_comment_with_a_year_in_parentheses_is_a_comment(db):
    deck = parse_decklist(
        "# Burn — Modern (2022)\n4 Lightning Bolt\n56 Mountain\n\n2 Path to Exile", db=db
    )
    assert deck.comments == ("Burn — Modern (2022)",)
    assert _side(deck) == Counter({"Path to Exile": 2})
    deck = parse_decklist("// Lands (20)\n20 Mountain\n// Spells (4)\n4 Lightning Bolt", db=db)
    assert deck.comments == ()
    assert deck.count() == 24


@pytest.mark.parametrize(
    ("line", "where"),
    [
        ("SB: 2 Lightning Bolt", "side"),
        ("Sideboard: 2 Lightning Bolt", "side"),
        ("sideboard:2x Lightning Bolt", "side"),
        ("Side board : 2 Lightning Bolt", "side"),
        ("Maybeboard: 2 Lightning Bolt", "nowhere"),
        ("Main: 2 Lightning Bolt", "main"),
    ],
)
def test_one_line_section_marker(db, line, where):
    """A section word and a colon before a card line put that line in the section
    (MTGO's ``SB:`` and the ``Sideboard: 4 X`` some sites and forum posts use)."""
    deck = parse_decklist(f"4 Lightning Bolt\n56 Mountain\n{line}\n", db=db)
    assert _main(deck)["Mountain"] == 56
    main_bolts = _main(deck)["Lightning Bolt"]
    side_bolts = _side(deck)["Lightning Bolt"]
    expected = {"side": (4, 2), "main": (6, 0), "nowhere": (4, 0)}[where]
    assert (main_bolts, side_bolts) == expected
