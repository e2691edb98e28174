"""The white, blue, black and gold pool modules and their decklists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from deckstats.cards import builtin_db
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardDef, Color
from deckstats.cards.pool import black, blue, multicolor, tokens, white
from deckstats.cards.twins import compiled_twin

MODULES = (white, blue, black, multicolor)
DECKS = Path(__file__).resolve().parents[2] / "decks"
WUB_DECKS = {
    "uw_control.txt": 60,
    "mono_white_aggro.txt": 60,
    "pauper_mono_blue_faeries.txt": 60,
    "mono_black_pauper.txt": 60,
    "fifth_edition_white_weenie.txt": 60,
    "limited_uw_fliers.txt": 40,
}
_LINE = re.compile(r"^(\d+)\s+(.+?)\s*$")


def _cards(module: object) -> list[CardDef]:
    """Cards defined in ``module`` itself (imported tokens and cards excluded)."""
    out = []
    for name, value in vars(module).items():
        if isinstance(value, CardDef) and not value.is_token and not name.startswith("_"):
            out.append(value)
    return out


ALL = [card for module in MODULES for card in _cards(module)]


def _is_vanilla(card: CardDef) -> bool:
    return (
        card.is_creature
        and not card.keywords
        and not card.abilities
        and not card.triggers
        and not card.statics
        and not card.unparsed
    )


def test_pool_size_and_partial_share() -> None:
    assert len(ALL) >= 150
    partial = [c.display_name for c in ALL if c.unparsed]
    assert len(partial) / len(ALL) < 0.15, partial


def test_registry_holds_every_card() -> None:
    db = builtin_db()
    for card in ALL:
        assert db.get(card.display_name) is (compiled_twin(card) if not card.faces else card)


@pytest.mark.parametrize("card", ALL, ids=lambda c: c.display_name)
def test_card_is_well_formed(card: CardDef) -> None:
    faces = (card, *card.faces)
    for face in faces:
        if face.is_land:
            assert face.cost is None
        elif face.cost is None and face.costs:
            pass  # CR 118.6: no mana cost (Ancestral Vision); cast another way (suspend)
        elif face is card or face.cost is not None:
            assert face.cost is not None
            assert parse_mana_cost(face.cost.text) == face.cost
        if face.is_creature:
            assert face.power is not None
            assert face.toughness is not None
        if not _is_vanilla(face):
            assert face.text.strip(), f"{face.name} has no Oracle text"
        for sentence in face.unparsed:
            assert sentence.strip()
    if card.types & card.types.PLANESWALKER:
        assert card.loyalty is not None
        assert all(a.cost.loyalty is not None and a.sorcery_speed for a in card.abilities)


@pytest.mark.parametrize(
    ("name", "mana_value", "colors"),
    [
        ("Counterspell", 2, Color.U),
        ("Swords to Plowshares", 1, Color.W),
        ("Serra Angel", 5, Color.W),
        ("Thoughtseize", 1, Color.B),
        ("Dismember", 3, Color.B),
        ("Spectral Procession", 6, Color.W),
        ("Absorb", 3, Color.W | Color.U),
        ("Sphinx's Revelation", 3, Color.W | Color.U),
        ("Unmake", 3, Color.W | Color.B),
        ("Esper Charm", 3, Color.W | Color.U | Color.B),
        ("Teferi, Hero of Dominaria", 5, Color.W | Color.U),
        ("Gurmag Angler", 7, Color.B),
        ("Porcelain Legionnaire", 3, Color.W),
        ("Cryptic Command", 4, Color.U),
    ],
)
def test_known_mana_values_and_colors(name: str, mana_value: int, colors: Color) -> None:
    card = builtin_db().resolve(name)
    assert card.mana_value == mana_value
    assert card.colors == colors


def test_multi_faced_cards() -> None:
    db = builtin_db()
    delver = db.resolve("Delver of Secrets")
    assert delver.layout == "transform"
    assert delver.faces[0].name == "Insectile Aberration"
    assert delver.faces[0].colors == Color.U
    jwari = db.resolve("Jwari Disruption")
    assert jwari.land_face is not None
    assert jwari.land_face.name == "Jwari Ruins"
    assert db.resolve("Giant Killer").faces[0].name == "Chop Down"


def test_tokens_are_not_registered() -> None:
    db = builtin_db()
    for value in vars(tokens).values():
        if isinstance(value, CardDef):
            assert value.is_token
            assert value.cost is None
    assert db.builtin("Clue") is None


def _read_deck(path: Path) -> tuple[str, list[tuple[int, str]], list[tuple[int, str]]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    header = lines[0]
    main: list[tuple[int, str]] = []
    side: list[tuple[int, str]] = []
    target = main
    for raw in lines[1:]:
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.lower() == "sideboard":
            target = side
            continue
        m = _LINE.match(line)
        assert m, f"{path.name}: bad line {line!r}"
        target.append((int(m.group(1)), m.group(2)))
    return header, main, side


@pytest.mark.parametrize(("filename", "size"), sorted(WUB_DECKS.items()))
def test_decklist_resolves(filename: str, size: int) -> None:
    db = builtin_db()
    header, main, side = _read_deck(DECKS / filename)
    assert header.startswith("# ")
    assert "—" in header
    assert sum(n for n, _ in main) == size
    assert sum(n for n, _ in side) <= 15
    copies: dict[str, int] = {}
    for n, name in main + side:
        card = db.resolve(name)
        copies[card.display_name] = copies.get(card.display_name, 0) + n
    for name, n in copies.items():
        if not db.resolve(name).is_basic:
            assert n <= 4, f"{filename}: {n} copies of {name}"
