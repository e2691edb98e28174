"""Facts about the red, green, colourless, land and extra gold pool modules and their decks."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from deckstats.cards import builtin_db
from deckstats.cards.dsl import EntersTapped
from deckstats.cards.effects import AddMana, AddOneOf, SearchLibrary
from deckstats.cards.mana import ManaCost
from deckstats.cards.model import CardDef, CardType, Color, Supertype
from deckstats.cards.pool import colorless, green, lands, multicolor_extra, red
from deckstats.cards.twins import compiled_twin

MODULES = (lands, red, green, colorless, multicolor_extra)
BASIC_TYPES = {
    "Plains": Color.W,
    "Island": Color.U,
    "Swamp": Color.B,
    "Mountain": Color.R,
    "Forest": Color.G,
}
DECKS = Path(__file__).resolve().parents[2] / "decks"
OUR_DECKS = (
    "mono_red_burn.txt",
    "pauper_stompy.txt",
    "legacy_sligh.txt",
    "modern_jund_midrange.txt",
    "standard_mono_green_stompy.txt",
    "limited_rg_aggro.txt",
)
_LINE = re.compile(r"^\s*(\d+)\s+(.+?)\s*$")


def _cards(module: object) -> dict[str, CardDef]:
    return {
        name: value
        for name, value in vars(module).items()
        if isinstance(value, CardDef)
        and not value.is_token
        and name.isupper()
        and not name.startswith("_")
    }


ALL = {f"{m.__name__.rsplit('.', 1)[-1]}.{n}": c for m in MODULES for n, c in _cards(m).items()}
LANDS = _cards(lands)


def _colors(letters: str) -> Color:
    out = Color(0)
    for ch in letters:
        out |= Color[ch]
    return out


def test_pool_size_and_partial_share():
    assert len(ALL) >= 150
    partial = [c.name for c in ALL.values() if c.unparsed]
    assert len(partial) / len(ALL) < 0.15, partial


@pytest.mark.parametrize("key", sorted(ALL))
def test_card_is_well_formed(key):
    card = ALL[key]
    # A vanilla creature (no abilities at all) has no Oracle text; every other card has some.
    vanilla = card.is_creature and not (
        card.keywords or card.abilities or card.triggers or card.statics or card.unparsed
    )
    assert vanilla or card.text.strip(), f"{card.name} has no Oracle text"
    if card.is_land:
        assert card.cost is None
    else:
        assert isinstance(card.cost, ManaCost)
    if card.is_creature:
        assert card.power is not None
        assert card.toughness is not None
        assert card.power_text is not None
        assert card.toughness_text is not None
    assert not card.is_token
    # a partial card whose text now compiles in full resolves to its compiled twin
    assert builtin_db().get(card.display_name) is compiled_twin(card)


@pytest.mark.parametrize("key", sorted(ALL))
def test_constant_named_after_card(key):
    const = key.split(".", 1)[1]
    plain = ALL[key].name.upper().replace("'", "")
    expected = re.sub(r"[^A-Z0-9]+", "_", plain).strip("_")
    assert const == expected


def test_lightning_bolt():
    bolt = red.LIGHTNING_BOLT
    assert bolt.mana_value == 1
    assert bolt.colors == Color.R
    assert bolt.is_instant


def test_tarmogoyf_star_power():
    goyf = green.TARMOGOYF
    assert goyf.power_text == "*"
    assert goyf.toughness_text == "1+*"
    assert goyf.mana_value == 2


def test_phyrexian_and_hybrid_costs():
    assert green.MUTAGENIC_GROWTH.mana_value == 1
    assert green.MUTAGENIC_GROWTH.colors == Color.G
    assert multicolor_extra.BURNING_TREE_EMISSARY.colors == Color.R | Color.G
    assert colorless.VAULT_SKIRGE.colors == Color.B
    assert colorless.SOL_RING.colors == Color(0)


FETCHES = {n: c for n, c in LANDS.items() if c.text.startswith("{T}, Pay 1 life, Sacrifice")}
SHOCKS = {n: c for n, c in LANDS.items() if "you may pay 2 life" in c.text}


def test_cycles_are_complete():
    assert len(FETCHES) == 10
    assert len(SHOCKS) == 10
    pairs = {frozenset(c.subtypes) for c in SHOCKS.values()}
    assert len(pairs) == 10


@pytest.mark.parametrize("name", sorted(FETCHES))
def test_fetch_land_searches_two_basic_types(name):
    card = FETCHES[name]
    (ability,) = card.abilities
    assert ability.cost.tap
    assert ability.cost.life == 1
    assert ability.cost.sacrifice_self
    (search,) = ability.effect
    assert isinstance(search, SearchLibrary)
    assert search.to == "battlefield"
    assert search.filter.card_type == CardType.LAND
    assert len(search.filter.subtypes) == 2
    assert set(search.filter.subtypes) <= set(BASIC_TYPES)


@pytest.mark.parametrize("name", sorted(SHOCKS))
def test_shock_land(name):
    card = SHOCKS[name]
    assert card.etb_tapped == EntersTapped(unless_pay_life=2)
    assert len(card.subtypes) == 2
    assert set(card.subtypes) <= set(BASIC_TYPES)
    expected = BASIC_TYPES[card.subtypes[0]] | BASIC_TYPES[card.subtypes[1]]
    assert card.produces == expected


@pytest.mark.parametrize("name", sorted(LANDS))
def test_land_produces_colours_named_in_text(name):
    card = LANDS[name]
    assert card.is_land
    assert not card.is_basic
    named = Color(0)
    for sentence in re.findall(r"Add ([^.]*)\.", card.text):
        for ch in re.findall(r"\{([WUBRG])\}", sentence):
            named |= Color[ch]
    if "one mana of any color" in card.text:
        named = _colors("WUBRG")
    assert card.produces == named, card.name
    assert card.produces_colorless == ("{C}" in card.text)


def test_specific_lands():
    assert lands.SACRED_FOUNDRY.produces == _colors("RW")
    assert lands.INSPIRING_VANTAGE.etb_tapped == EntersTapped(unless_lands_at_most=2)
    assert lands.ROOTBOUND_CRAG.etb_tapped == EntersTapped(unless_control=("Mountain", "Forest"))
    assert lands.KARPLUSAN_FOREST.produces == _colors("RG")
    assert lands.KARPLUSAN_FOREST.produces_colorless
    assert lands.BOROS_GARRISON.abilities[0].effect == (AddMana("RW"),)
    assert lands.GREAT_FURNACE.types == CardType.ARTIFACT | CardType.LAND
    assert lands.EVOLVING_WILDS.abilities[0].effect[0].filter.supertypes == Supertype.BASIC
    assert lands.SAVAGE_LANDS.produces == _colors("BRG")
    assert lands.SAVAGE_LANDS.abilities[0].effect == (AddOneOf("BRG"),)
    assert lands.ANCIENT_TOMB.produces_colorless
    assert lands.CRAGCROWN_PATHWAY.layout == "modal_dfc"
    assert lands.CRAGCROWN_PATHWAY.faces[0].produces == Color.G


def _read_deck(path: Path) -> tuple[str, Counter[str], Counter[str]]:
    main: Counter[str] = Counter()
    side: Counter[str] = Counter()
    target = main
    lines = path.read_text(encoding="utf-8").splitlines()
    for line in lines[1:]:
        if line.strip().lower() == "sideboard":
            target = side
            continue
        m = _LINE.match(line)
        if m:
            target[m.group(2)] += int(m.group(1))
    return lines[0], main, side


@pytest.mark.parametrize("deck", OUR_DECKS)
def test_deck_resolves_and_is_legal(deck):
    header, main, side = _read_deck(DECKS / deck)
    assert header.startswith("# ")
    db = builtin_db()
    limited = "Limited" in header
    assert sum(main.values()) == (40 if limited else 60)
    assert sum(side.values()) <= 15
    total = main + side
    for name, count in total.items():
        card = db.get(name)
        assert card is not None, f"{deck}: unknown card {name!r}"
        if not card.is_basic and not limited:
            assert count <= 4, f"{deck}: {count} copies of {name}"
