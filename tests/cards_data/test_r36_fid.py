"""The partial cards of the real tournament decks, round 36 (issue 26, brief r36_fid).

Each family: a real card compiled from its real Oracle text (the compiled value) and an
engine scenario citing its rule.

- Thriving lands: a colour chosen as the land enters (CR 607.2d, 614.12) and the mana
  ability "{T}: Add {W} or one mana of the chosen color." (CR 106.1).
"""

from __future__ import annotations

from scenario import P0

from deckstats.cards.effects import AddOneOf
from deckstats.cards.model import Color
from deckstats.cards.oracle import compile_text
from deckstats.engine import Zone
from deckstats.engine.decisions import COLOR

THRIVING_ISLE = (
    "Thriving Isle enters tapped. As it enters, choose a color other than blue.\n"
    "{T}: Add {U} or one mana of the chosen color."
)


def thriving_isle():
    return compile_text("Thriving Isle", "", "Land", THRIVING_ISLE)


def test_thriving_isle_compiles_to_a_colour_choice_and_its_mana_ability():
    card = thriving_isle()
    assert card.unparsed == () and card.withheld == ()
    assert card.etb_tapped is not None  # CR 614.1c: enters tapped
    assert card.chooses_color == "U"  # "other than blue"
    (ability,) = card.abilities
    assert ability.effect == (AddOneOf("U", chosen=True),)
    assert card.produces == Color.U  # before the choice: the fixed colour only


def test_thriving_isle_taps_for_blue_or_the_colour_chosen_as_it_entered(scenario):
    """CR 607.2d: the colour is chosen as it enters (never blue); CR 106.1: its mana
    ability then makes blue or that colour, and nothing else."""
    s = scenario()
    s.script(P0, (COLOR, "R"))
    isle = s.play_land(P0, s.hand(P0, thriving_isle()))
    assert isle is not None and isle.tapped  # CR 614.1c
    asked = [a for a in s.agents[P0].asked if a[0] == COLOR]
    assert asked == [(COLOR, "R")]
    (ability,) = isle.card.abilities
    assert ability.effect == (AddOneOf("UR"),)
    assert isle.card.produces == Color.U | Color.R
    # The options never include the excluded colour.
    s2 = scenario()
    seen = []
    s2.script(P0, (COLOR, lambda view, d: seen.append(d.options) or d.options[0]))
    s2.play_land(P0, s2.hand(P0, thriving_isle()))
    assert seen == [("W", "B", "R", "G")]


def test_thriving_isle_is_its_printed_card_again_off_the_battlefield(scenario):
    """CR 400.7: the choice belongs to the permanent; in the graveyard it is the card."""
    s = scenario()
    s.script(P0, (COLOR, "G"))
    isle = s.play_land(P0, s.hand(P0, thriving_isle()))
    assert isle is not None
    gone = s.game.move(isle, Zone.GRAVEYARD)
    assert gone is not None and gone.card.abilities[0].effect == (AddOneOf("U", chosen=True),)


def test_thriving_isle_pays_for_a_spell_of_the_chosen_colour_only(scenario):
    """CR 106.1, 601.2g: the chosen colour casts Lightning Bolt; another colour does not."""
    s = scenario()
    s.script(P0, (COLOR, "R"))
    s.battlefield(P0, thriving_isle())
    bolt = s.hand(P0, "Lightning Bolt")
    s.cast(P0, bolt, targets=[1])
    s.resolve()
    assert s.game.players[1].life == 17
    s2 = scenario()
    s2.script(P0, (COLOR, "G"))
    s2.battlefield(P0, thriving_isle())
    bolt2 = s2.hand(P0, "Lightning Bolt")
    assert not any(getattr(a, "oid", None) == bolt2.oid for a in s2.legal(P0))
