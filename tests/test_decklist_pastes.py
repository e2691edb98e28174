"""Decklists as players paste them from deck sites, clients and chat (issue: robust parsing).

Each test names where the text comes from; the fixtures under ``tests/data/pastes/`` are
whole files as those sites save them. Cards come from the built-in pool, so the counts
and names are the ones ``deckstats`` commands see.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckstats.cards.registry import builtin_db
from deckstats.cli import main
from deckstats.deck import Decklist, DecklistError, load_decklist, parse_decklist

PASTES = Path(__file__).parent / "data" / "pastes"

BURN_MAIN = {"Goblin Guide": 4, "Lightning Bolt": 4, "Mountain": 52}
BURN_SIDE = {"Skullcrack": 3}
GHALTA_MAIN = {"Llanowar Elves": 1, "Forest": 98}


def _counts(entries) -> dict[str, int]:  # type: ignore[no-untyped-def]
    out: Counter[str] = Counter()
    for e in entries:
        out[e.name] += e.count
    return dict(out)


def _parse(text: str, **kw) -> Decklist:  # type: ignore[no-untyped-def]
    return parse_decklist(text, db=builtin_db(), source="paste.txt", **kw)


def _invoke(args: list[str]):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(main, args, prog_name="deckstats")


def _errors(stderr: str) -> list[str]:
    """The stderr lines, without the notice about stale compiled modules."""
    return [line for line in stderr.splitlines() if "compiled modules" not in line]


# -- whole files from sites and clients --------------------------------------------------------


@pytest.mark.parametrize(
    ("filename", "main_cards", "side", "commander", "title"),
    [
        ("burn.cod", BURN_MAIN, BURN_SIDE, [], "Burn"),
        ("burn.dck", BURN_MAIN, BURN_SIDE, [], "Burn"),
        ("reddit_burn.md", BURN_MAIN, BURN_SIDE, [], ""),
        ("discord_burn.txt", BURN_MAIN, BURN_SIDE, [], ""),
        ("goldfish_burn.txt", BURN_MAIN, BURN_SIDE, [], ""),
        ("notepad_utf16le_nobom.txt", BURN_MAIN, BURN_SIDE, [], ""),
        ("tappedout_commander.txt", GHALTA_MAIN, {}, ["Ghalta, Primal Hunger"], ""),
        ("deckstatsnet_commander.txt", GHALTA_MAIN, {}, ["Ghalta, Primal Hunger"], ""),
    ],
)
def test_site_exports_read_the_same_deck(filename, main_cards, side, commander, title):
    deck = load_decklist(PASTES / filename, db=builtin_db())
    assert _counts(deck.main) == main_cards
    assert _counts(deck.sideboard) == side
    assert [e.name for e in deck.commander] == commander
    assert deck.title == title
    assert deck.unknown == ()


def test_cockatrice_tokens_zone_is_not_in_the_deck():
    text = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
        "<deckname>Burn</deckname>\n"
        '<zone name="main">\n<card number="60" name="Mountain"/>\n</zone>\n'
        '<zone name="tokens">\n<card number="1" name="Goblin"/>\n</zone>\n'
        "</cockatrice_deck>\n"
    )
    deck = _parse(text)
    assert (_counts(deck.main), deck.sideboard, deck.unknown) == ({"Mountain": 60}, (), ())


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (
            '<cockatrice_deck version="1">\n<zone name="main">\n'
            '<card number="lots" name="Mountain"/>\n</zone>\n</cockatrice_deck>\n',
            "bad.cod:3: bad number 'lots' for 'Mountain' (expected a number)",
        ),
        (
            '<cockatrice_deck version="1">\n<zone name="main">\n'
            '<card number="4"/>\n</zone>\n</cockatrice_deck>\n',
            "bad.cod:3: <card> element without a name",
        ),
        (
            '<cockatrice_deck version="1">\n<zone name="main">\n<card number="4" name="Mountain">'
            "\n</zone>\n</cockatrice_deck>\n",
            "bad.cod:4: malformed .cod XML: mismatched tag",
        ),
        (
            '<cockatrice_deck version="1">\n<zone name="planes">\n'
            '<card number="1" name="Mountain"/>\n</zone>\n</cockatrice_deck>\n',
            "bad.cod:2: unknown Cockatrice zone 'planes' (expected main, side or tokens)",
        ),
        ("4 Mountain\n", "bad.cod:1: not a Cockatrice .cod file (expected XML starting with '<')"),
        (
            "<deck>\n</deck>\n",
            "bad.cod:1: not a Cockatrice .cod file (root element <deck>, expected "
            "<cockatrice_deck>)",
        ),
    ],
)
def test_malformed_cockatrice_file(tmp_path, content, message):
    path = tmp_path / "bad.cod"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(DecklistError) as err:
        load_decklist(path, db=builtin_db())
    assert str(err.value) == f"{tmp_path}/{message}"


def test_forge_metadata_and_outside_sections():
    text = (
        "[metadata]\nName=Ghalta Stompy\nDeck Type=commander\nDescription=big\n"
        "[Commander]\n1 Ghalta, Primal Hunger|RIX|1\n[Main]\n1 Llanowar Elves|DOM\n"
        "98 Forest|ZNR|2\n[Planes]\n1 Some Plane\n[Avatar]\n1 Some Avatar\n"
    )
    deck = _parse(text)
    assert deck.title == "Ghalta Stompy"
    assert [e.name for e in deck.commander] == ["Ghalta, Primal Hunger"]
    assert _counts(deck.main) == GHALTA_MAIN
    assert deck.unknown == ()


# -- lines --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "x4 Lightning Bolt",
        "X4 Lightning Bolt",
        "4\u00d7 Lightning Bolt",
        "4 \u00d7 Lightning Bolt",
        "Lightning Bolt \u00d74",
        "- 4 Lightning Bolt",
        "* 4 Lightning Bolt",
        "+ 4 Lightning Bolt",
        "\u2022 4 Lightning Bolt",
        "> 4 Lightning Bolt",
        "**4 Lightning Bolt**",
        "4 \u201cLightning Bolt\u201d",
        '4 "Lightning Bolt"',
        "4 Lightning Bolt # the best burn spell",
        "4 Lightning Bolt #Burn #Removal",
        "4 Lightning Bolt <retro> [STA]",
        "4 Lightning Bolt [STA] (F)",
        "4 Lightning Bolt (PLST) M10-146",
        "4 Lightning Bolt (PRM-ARENA) 123 *F*",
        "4 Lightning Bolt *f-etched*",
        "4 Lightning Bolt|M10|1",
        "4 A-Lightning Bolt",
        "4 Lightning\u200b Bolt",
        "\u200b4 Lightning Bolt",
        "4\u2003Lightning\u00a0Bolt\u202f",
        "4 Lightning Bolt```",
        "4 [2XM#141] Lightning Bolt",
        "4 [M10]Lightning Bolt",
        "1. 4 Lightning Bolt",
        "2) 4 Lightning Bolt",
        "Lightning Bolt\t4",
        "Lightning Bolt,4",
        "4, Lightning Bolt",
        "4;Lightning Bolt",
    ],
)
def test_pasted_line_spellings(line):
    deck = _parse(f"{line}\n56 Mountain\n")
    assert _counts(deck.main) == {"Lightning Bolt": 4, "Mountain": 56}
    assert deck.unknown == ()


def test_names_starting_with_x_keep_their_x():
    """``4 X...`` is only a quantity mark when a space follows the x."""
    deck = _parse("4 Xenagos, the Reveler\n56 Mountain\n", strict=False)
    assert [u.written for u in deck.unknown] == ["Xenagos, the Reveler"]


def test_arena_alchemy_prefix_prefers_a_known_rebalanced_card():
    """``A-`` is dropped only when the rebalanced name itself is unknown."""
    deck = _parse("4 A-Goblin Guide\n56 Mountain\n")
    assert deck.main[0].name == "Goblin Guide"
    assert deck.main[0].written == "A-Goblin Guide"


def test_markdown_headers_and_code_fences():
    text = (
        "```text\n## Deck\n- 4 Goblin Guide\n- 4 Lightning Bolt\n- 52 Mountain\n\n"
        "__Sideboard:__\n- 3 Skullcrack\n```\n"
    )
    deck = _parse(text)
    assert (_counts(deck.main), _counts(deck.sideboard)) == (BURN_MAIN, BURN_SIDE)


def test_negative_count_is_still_an_error_but_a_bullet_is_not():
    with pytest.raises(DecklistError) as err:
        _parse("56 Mountain\n-4 Lightning Bolt\n")
    assert str(err.value) == (
        "paste.txt:2: negative count in '-4 Lightning Bolt' (write e.g. '4 Lightning Bolt')"
    )
    with pytest.raises(DecklistError, match=r"^paste\.txt:2: negative count"):
        _parse("56 Mountain\n\u22124 Lightning Bolt\n")


# -- errors on the command line: one line, exit 1 --------------------------------------------


def test_several_malformed_lines_are_one_error_line(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("4 Goblin Guide\n-4 Lightning Bolt\n0 Mountain\n4\n", encoding="utf-8")
    for args in (["deck", "check", str(path)], ["hands", str(path)]):
        res = _invoke(args)
        assert res.exit_code == 1
        assert _errors(res.stderr) == [
            f"deckstats: error: {path}:2: negative count in '-4 Lightning Bolt' "
            "(write e.g. '4 Lightning Bolt'); 2 more problems (lines 3, 4)"
        ]
    out = tmp_path / "run"
    res = _invoke(["goldfish", str(path), "-n", "5", "--quiet", "--out", str(out)])
    assert res.exit_code == 1 and len(_errors(res.stderr)) == 1
    assert not out.exists()


def test_utf16_without_bom_runs(tmp_path):
    path = PASTES / "notepad_utf16le_nobom.txt"
    res = _invoke(["deck", "check", str(path), "--format", "none", "--json"])
    assert res.exit_code == 0, res.stderr
    assert '"main": 60' in res.stdout and '"sideboard": 3' in res.stdout


# -- commander decks without headers ---------------------------------------------------------

GREEN_99 = [
    "Llanowar Elves",
    "Elvish Mystic",
    "Fyndhorn Elves",
    "Birds of Paradise",
    "Rampant Growth",
    "Cultivate",
    "Farseek",
    "Harmonize",
    "Giant Growth",
]


def _green_body() -> str:
    return "\n".join(f"1 {n}" for n in GREEN_99) + f"\n{99 - len(GREEN_99)} Forest\n"


@pytest.mark.parametrize(
    "text",
    [
        _green_body() + "\n1 Ghalta, Primal Hunger\n",  # MTGO .txt: commander as sideboard
        "1 Ghalta, Primal Hunger\n\n" + _green_body(),  # commander first, then a blank line
    ],
    ids=["mtgo-last-block", "first-block"],
)
def test_commander_in_a_block_of_its_own(text):
    deck = _parse(text)
    assert [e.name for e in deck.commander] == ["Ghalta, Primal Hunger"]
    assert (deck.count(), deck.sideboard) == (99, ())


def test_a_last_block_that_cannot_command_stays_the_sideboard():
    deck = _parse(_green_body() + "\n1 Lightning Bolt\n")
    assert (deck.commander, _counts(deck.sideboard)) == ((), {"Lightning Bolt": 1})


# -- metadata lines of forum and chat pastes -------------------------------------------------


def test_name_format_and_url_lines_above_the_cards():
    text = (
        "Name: Burn\nFormat: Modern\n<https://www.moxfield.com/decks/abc>\n"
        "4 Lightning Bolt\n56 Mountain\n"
    )
    deck = _parse(text)
    assert (deck.title, deck.comments, deck.count()) == ("Burn", ("Format: Modern",), 60)


def test_a_name_line_after_the_cards_is_not_metadata():
    deck = _parse("4 Lightning Bolt\n56 Mountain\nName: Burn\n", strict=False)
    assert [u.written for u in deck.unknown] == ["Name: Burn"]


# -- CSV exports ------------------------------------------------------------------------------


def test_tappedout_csv_boards():
    deck = load_decklist(PASTES / "tappedout_burn.csv", db=builtin_db())
    assert (_counts(deck.main), _counts(deck.sideboard)) == (BURN_MAIN, BURN_SIDE)
    assert deck.unknown == ()


def test_moxfield_csv_without_a_board_column_is_the_main_deck():
    text = (
        '"Count","Tradelist Count","Name","Edition","Collector Number"\n'
        '"4","0","Goblin Guide","zen","126"\n"4","0","Lightning Bolt","m10","146"\n'
        '"52","0","Mountain","znr","275"\n'
    )
    deck = _parse(text)
    assert (_counts(deck.main), deck.sideboard) == (BURN_MAIN, ())


def test_semicolon_csv_with_category_column():
    text = (
        "\ufeffQuantity;Name;Category\n4;Goblin Guide;Creature\n4;Lightning Bolt;Instant\n"
        "52;Mountain;Land\n3;Skullcrack;Sideboard\n1;Ghalta, Primal Hunger;Maybeboard\n"
    )
    deck = _parse(text)
    assert (_counts(deck.main), _counts(deck.sideboard)) == (BURN_MAIN, BURN_SIDE)


def test_bad_csv_rows_name_the_line(tmp_path):
    path = tmp_path / "deck.csv"
    path.write_text("Qty,Name\n4,Lightning Bolt\nfour,Mountain\n4,\n", encoding="utf-8")
    res = _invoke(["deck", "check", str(path)])
    assert res.exit_code == 1
    assert _errors(res.stderr) == [
        f"deckstats: error: {path}:3: bad count 'four' for 'Mountain' in CSV row "
        "(expected a number); 1 more problem (line 4)"
    ]


def test_a_text_list_whose_first_card_has_a_comma_is_not_csv():
    deck = _parse("1 Ghalta, Primal Hunger\n59 Forest\n")
    assert _counts(deck.main) == {"Ghalta, Primal Hunger": 1, "Forest": 59}


# -- other documents and oversized lines -----------------------------------------------------


@pytest.mark.parametrize(
    ("content", "what"),
    [
        ('{"name": "Burn", "mainboard": {"Lightning Bolt": 4}}\n', "a JSON file"),
        ('[\n  {"quantity": 4, "name": "Lightning Bolt"}\n]\n', "a JSON file"),
        ("<!DOCTYPE html>\n<html><body>4 Lightning Bolt</body></html>\n", "a web page (HTML)"),
        ("\ufeff<html>\n<body>4 Lightning Bolt</body></html>\n", "a web page (HTML)"),
    ],
)
def test_json_and_html_are_not_decklists(tmp_path, content, what):
    path = tmp_path / "deck.txt"
    path.write_text(content, encoding="utf-8")
    res = _invoke(["deck", "check", str(path)])
    assert res.exit_code == 1
    assert _errors(res.stderr) == [
        f"deckstats: error: {path}:1: {what}, not a decklist (export the deck as text: lines "
        "such as '4 Lightning Bolt')"
    ]


def test_a_very_long_line_is_one_short_error():
    with pytest.raises(DecklistError) as err:
        _parse("4 Lightning Bolt\n56 Mountain\n4 " + "a " * 30000 + "\n")
    assert (
        str(err.value) == "paste.txt:3: line of 60001 characters is not a card line (at most 500)"
    )


@pytest.mark.parametrize("header", ["Commander", "Companion"])
def test_a_blank_line_ends_a_commander_or_companion_block(header):
    """Arena writes ``Deck`` after the block; a paste that lost that line is the same deck."""
    card = "Ghalta, Primal Hunger"
    deck = _parse(f"{header}\n1 {card}\n\n4 Llanowar Elves\n56 Forest\n")
    assert _counts(deck.main) == {"Llanowar Elves": 4, "Forest": 56}
    assert [e.name for e in getattr(deck, header.lower())] == [card]
    deck = _parse(f"{header}:\n1 {card}\n1 Lyra Dawnbringer\n\nDeck\n4 Llanowar Elves\n")
    assert len(getattr(deck, header.lower())) == 2


@pytest.mark.parametrize("rule", ["---", "***", "=====", "___", "~~~~", "- - -", "* * *"])
def test_markdown_rules_separate_like_a_blank_line(rule):
    deck = _parse(f"4 Lightning Bolt\n56 Mountain\n{rule}\n3 Skullcrack\n")
    assert (_counts(deck.main), _counts(deck.sideboard)) == (
        {"Lightning Bolt": 4, "Mountain": 56},
        BURN_SIDE,
    )


def test_spreadsheet_rows_keep_names_with_commas_and_digits():
    deck = _parse("Teferi, Hero of Dominaria\t4\n1 Teferi, Hero of Dominaria\n55 Island\n")
    assert _counts(deck.main) == {"Teferi, Hero of Dominaria": 5, "Island": 55}
    with pytest.raises(DecklistError, match=r"^paste\.txt:1: count '4' with no card name"):
        _parse("4\t\n56 Island\n")


@pytest.mark.parametrize(
    "header",
    [
        "Sideboard (15 cards)",
        "Sideboard (3 cards):",
        "Sideboard - 3",
        "Sideboard \u2014 3",
        "Sideboard: 3 cards",
        "SIDEBOARD [3]",
        "=== Sideboard ===",
        "--- Sideboard ---",
        "Sideboard Cards",
        "[b]Sideboard[/b]",
        ":Sideboard",
    ],
)
def test_forum_spellings_of_the_sideboard_header(header):
    deck = _parse(
        f"Creatures [4]\n4 Goblin Guide\nLands - 56\n56 Mountain\n{header}\n3 Skullcrack\n"
    )
    assert (_counts(deck.main), _counts(deck.sideboard)) == (
        {"Goblin Guide": 4, "Mountain": 56},
        BURN_SIDE,
    )


def test_a_card_line_with_a_dash_and_number_is_not_a_header():
    deck = _parse("4 Lightning Bolt\nMountain - 56\n", strict=False)
    assert [u.written for u in deck.unknown] == ["Mountain - 56"]


def test_unicode_line_separators_split_lines():
    deck = _parse("4 Lightning Bolt\u202856 Mountain\u2029\u2029Sideboard\x853 Skullcrack")
    assert (_counts(deck.main), _counts(deck.sideboard)) == (
        {"Lightning Bolt": 4, "Mountain": 56},
        BURN_SIDE,
    )
    assert [e.line for e in deck.main] == [1, 2]


@pytest.mark.parametrize(
    "text",
    [
        "| Qty | Card |\n|:---|---|\n| 4 | Goblin Guide |\n| 4x | Lightning Bolt |\n"
        "| 52 | Mountain |\n| **Sideboard** |\n| 3 | Skullcrack |\n",
        "| Card | Qty | Set |\n|---|---|---|\n| Goblin Guide | 4 | ZEN |\n"
        "| Lightning Bolt | 4 | M10 |\n| Mountain | 52 | ZNR |\n\n|Sideboard|\n|Skullcrack|3|\n",
    ],
)
def test_markdown_tables(text):
    deck = _parse(text)
    assert (_counts(deck.main), _counts(deck.sideboard)) == (BURN_MAIN, BURN_SIDE)


def test_utf8_file_with_one_cp1252_byte_keeps_its_utf8_names(tmp_path):
    path = tmp_path / "mixed.txt"
    path.write_bytes(b"# Dovin\x92s list\n1 Lim-D\xc3\xbbl's Vault\n59 Island\n")
    deck = load_decklist(path, db=builtin_db(), strict=False)
    assert deck.comments == ("Dovin\u2019s list",)
    assert [u.written for u in deck.unknown] == ["Lim-D\u00fbl's Vault"]
    assert _counts(deck.main) == {"Island": 59}


@pytest.mark.parametrize(
    ("written", "card"),
    [
        ("Ice", "Fire // Ice"),
        ("stomp", "Bonecrusher Giant // Stomp"),
        ("Insectile Aberration", "Delver of Secrets // Insectile Aberration"),
    ],
)
def test_a_back_face_is_unknown_but_suggests_its_card(written, card):
    with pytest.raises(DecklistError) as err:
        _parse(f"56 Island\n4 {written}\n")
    assert str(err.value).split("; ")[0] == (
        f"paste.txt:2: unknown card {written!r} (did you mean {card!r}?)"
    )
