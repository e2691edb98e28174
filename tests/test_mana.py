"""Mana costs: every symbol kind of CR 107.4, mana value (CR 202.3), colours (CR 105.2, 202.2)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from deckstats.cards.dsl import creature, instant, land
from deckstats.cards.mana import ManaCost, ManaCostError, parse_mana_cost
from deckstats.cards.model import NO_COLOR, Color

W, U, B, R, G = Color.W, Color.U, Color.B, Color.R, Color.G


# -- each symbol kind (CR 107.4) -------------------------------------------------------------


def test_generic_numbers_add_up():
    """CR 107.4b: generic mana symbols {0}, {1}, ..., including multi-digit ones."""
    cost = parse_mana_cost("{10}{2}")
    assert cost.generic == 12
    assert cost.mana_value == 12
    assert cost.colors == NO_COLOR


def test_zero_cost_is_free():
    """CR 202.3: a {0} cost has mana value 0."""
    cost = parse_mana_cost("{0}")
    assert cost.mana_value == 0
    assert cost.is_free


@pytest.mark.parametrize(
    ("letter", "color", "index"),
    [("W", W, 0), ("U", U, 1), ("B", B, 2), ("R", R, 3), ("G", G, 4)],
)
def test_coloured_symbols(letter, color, index):
    """CR 107.4a: the five coloured mana symbols {W} {U} {B} {R} {G}."""
    cost = parse_mana_cost("{" + letter + "}{" + letter + "}")
    assert cost.pips[index] == 2
    assert sum(cost.pips) == 2
    assert cost.pip_count(color) == 2
    assert cost.colors == color
    assert cost.mana_value == 2
    assert cost.colored_requirement() == {color: 2}


def test_colorless_symbol():
    """CR 107.4c: {C} is one colourless mana; it gives the cost no colour."""
    cost = parse_mana_cost("{4}{C}{C}")
    assert cost.colorless == 2
    assert cost.mana_value == 6
    assert cost.colors == NO_COLOR


@pytest.mark.parametrize("text", ["{X}{R}", "{Y}{R}", "{Z}{R}"])
def test_x_counts_zero(text):
    """CR 107.3, 202.3e: X (and Y, Z) count as 0 in mana value off the stack."""
    cost = parse_mana_cost(text)
    assert cost.x == 1
    assert cost.mana_value == 1
    assert not cost.is_free


def test_double_x():
    """CR 107.3: {X}{X} still adds nothing to mana value."""
    cost = parse_mana_cost("{X}{X}{G}")
    assert cost.x == 2
    assert cost.mana_value == 1


def test_hybrid_symbol():
    """CR 107.4e, 202.3f: a hybrid symbol is one mana of either colour, and both colours."""
    cost = parse_mana_cost("{R/G}{R/G}")
    assert cost.hybrid == ((R, G), (R, G))
    assert cost.mana_value == 2
    assert cost.colors == R | G
    assert cost.colored_requirement() == {}


def test_monocoloured_hybrid_counts_two():
    """CR 107.4e, 202.3f: {2/W} counts its larger component, 2."""
    cost = parse_mana_cost("{2/W}{2/W}{2/W}")
    assert cost.twobrid == (W, W, W)
    assert cost.mana_value == 6
    assert cost.colors == W


def test_phyrexian_symbol():
    """CR 107.4f: a Phyrexian symbol counts one and carries its colour."""
    cost = parse_mana_cost("{1}{B/P}{B/P}")
    assert cost.phyrexian == (B, B)
    assert cost.mana_value == 3
    assert cost.colors == B


def test_hybrid_phyrexian_symbol():
    """CR 107.4f: {G/U/P} is hybrid Phyrexian: one mana, both colours."""
    cost = parse_mana_cost("{G/U/P}")
    assert cost.phyrexian == (G | U,)
    assert cost.mana_value == 1
    assert cost.colors == G | U


def test_colorless_hybrid_symbol():
    """{C/W}: colourless or white; one mana, white."""
    cost = parse_mana_cost("{C/W}")
    assert cost.mana_value == 1
    assert cost.colors == W


def test_snow_symbol():
    """CR 107.4h: {S} is one generic mana paid from a snow source."""
    cost = parse_mana_cost("{S}{S}{U}")
    assert cost.snow == 2
    assert cost.mana_value == 3
    assert cost.colors == U


def test_every_kind_together():
    """CR 202.3: mana value sums every symbol kind at once."""
    cost = parse_mana_cost("{2}{W}{U}{C}{X}{R/G}{2/B}{B/P}{S}")
    # 2 + 1 + 1 + 1 + 0 + 1 + 2 + 1 + 1
    assert cost.mana_value == 10
    assert cost.colors == W | U | B | R | G


def test_empty_string_is_cost_of_nothing():
    """CR 118.6 vs CR 202.3: an empty printed cost has mana value 0 and no symbols."""
    cost = parse_mana_cost("")
    assert cost == ManaCost(text="")
    assert cost.mana_value == 0
    assert str(cost) == ""


def test_text_is_normalised():
    """Lower-case letters and spaces inside braces are accepted and written canonically."""
    cost = parse_mana_cost(" {2}{r}{ g }{r/g} ")
    assert str(cost) == "{2}{R}{G}{R/G}"
    assert parse_mana_cost(str(cost)) == cost


# -- colours of cards (CR 105.2, 202.2) ------------------------------------------------------


def test_card_colour_comes_from_cost():
    """CR 202.2: a card's colours are those of the mana symbols in its cost."""
    bolt = instant("Lightning Bolt", "{R}")
    helix = instant("Lightning Helix", "{R}{W}")
    assert bolt.colors == R
    assert helix.colors == R | W
    assert helix.mana_value == 2


def test_colourless_card_and_land():
    """CR 105.2c: a card with no coloured symbols is colourless; lands have no cost (CR 118.6)."""
    golem = creature("Phyrexian Walker", "{0}", pt=(0, 3))
    forest = land("Forest", produce="G")
    assert golem.colors == NO_COLOR
    assert forest.cost is None
    assert forest.mana_value == 0
    assert forest.colors == NO_COLOR
    assert forest.produces == G


def test_hybrid_card_is_both_colours():
    """CR 105.2, 202.2: a hybrid card is each of its colours."""
    kitchen = creature("Kitchen Finks", "{1}{G/W}{G/W}", pt=(3, 2))
    assert kitchen.colors == G | W
    assert kitchen.mana_value == 3


def test_colour_indicator_overrides_cost():
    """CR 204: a colour given explicitly (indicator) replaces the colours of the cost."""
    vision = instant("Ancestral Vision", None, color="U")
    assert vision.cost is None
    assert vision.colors == U


# -- malformed input -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("2RR", "unexpected '2RR'"),
        ("{2}RR", "unexpected 'RR'"),
        ("R{2}", "unexpected 'R'"),
        ("{R}{", "unexpected '{'"),
        ("{}", "empty symbol"),
        ("{Q}", "unknown symbol {Q}"),
        ("{R/R}", "bad symbol {R/R}"),
        ("{3/W}", "bad symbol {3/W}"),
        ("{R/G/B}", "bad symbol {R/G/B}"),
        ("{P}", "unknown symbol {P}"),
        ("{/P}", "bad symbol {/P}"),
        ("{W/U/B/P}", "bad symbol {W/U/B/P}"),
        # substrings of "WUBRG" that are not colour letters
        ("{UB/P}", "bad symbol {UB/P}"),
        ("{/R}", "bad symbol {/R}"),
        ("{WU/B}", "bad symbol {WU/B}"),
        ("{2/WU}", "bad symbol {2/WU}"),
        ("{C/}", "bad symbol {C/}"),
    ],
)
def test_malformed_costs_name_the_offending_part(text, fragment):
    with pytest.raises(ManaCostError) as err:
        parse_mana_cost(text)
    message = str(err.value)
    assert fragment in message
    assert repr(text) in message


def test_mana_cost_error_is_a_user_error():
    """A bad cost is a DeckstatsError (exit 1 on the command line) and a ValueError."""
    from deckstats.cards.errors import DeckstatsError

    with pytest.raises(DeckstatsError):
        parse_mana_cost("{Q}")
    with pytest.raises(ValueError, match="malformed mana cost"):
        parse_mana_cost("{Q}")


# -- properties ------------------------------------------------------------------------------

_SYMBOLS: dict[str, int] = {
    "{1}": 1,
    "{3}": 3,
    "{W}": 1,
    "{U}": 1,
    "{B}": 1,
    "{R}": 1,
    "{G}": 1,
    "{C}": 1,
    "{X}": 0,
    "{S}": 1,
    "{W/U}": 1,
    "{B/G}": 1,
    "{2/R}": 2,
    "{U/P}": 1,
    "{G/W/P}": 1,
}


@given(st.lists(st.sampled_from(sorted(_SYMBOLS)), max_size=12))
def test_mana_value_is_sum_of_symbols(symbols):
    """CR 202.3: the mana value is the sum over symbols, whatever their order."""
    cost = parse_mana_cost("".join(symbols))
    assert cost.mana_value == sum(_SYMBOLS[s] for s in symbols)
    assert parse_mana_cost(str(cost)) == cost
    letters = {ch for s in symbols for ch in s.strip("{}").split("/") if ch in "WUBRG"}
    expected = NO_COLOR
    for ch in letters:
        expected |= Color[ch]
    assert cost.colors == expected
