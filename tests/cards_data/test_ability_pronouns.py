"""An ability's "It ..." after a targeted sentence is that target (CR 115.10, 608.2b).

Read as the ability's source, the pronoun would pump the wrong permanent: "{T}: Untap target
creature. It gains haste until end of turn." gave haste to the source (a partial reading
that gains power where the card has none). Spells had this reading already
(``oracle.follow_ups``); activated, loyalty and triggered abilities now share it.
"""

from __future__ import annotations

from scenario import P0

from deckstats.cards.effects import Pump
from deckstats.cards.model import Keyword
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Ref

EMPEROR = compile_text(
    "The Wandering Emperor",
    "{2}{W}{W}",
    "Legendary Planeswalker — Emperor",
    "Flash\nAs long as The Wandering Emperor entered this turn, you may activate her loyalty "
    "abilities any time you could cast an instant.\n+1: Put a +1/+1 counter on up to one "
    "target creature. It gains first strike until end of turn.\n−1: Create a 2/2 white "
    "Samurai creature token with vigilance.\n−2: Exile target tapped creature. You gain 2 life.",
    loyalty="4",
)
VISARA = compile_text(
    "Visara the Dreadful",
    "{3}{B}{B}{B}",
    "Legendary Creature — Gorgon",
    "Flying\n{T}: Destroy target creature. It can't be regenerated.",
    pt=("5", "5"),
)
#: The template of an ETB untap-and-haste trigger (Kiki-Jiki-style enablers).
ENABLER = compile_text(
    "Enabler Template",
    "{1}{R}",
    "Creature — Goblin",
    "When Enabler Template enters, untap target creature. It gains haste until end of turn.",
    pt=("1", "1"),
)


def test_the_emperors_plus_one_gives_first_strike_to_its_target():
    """The +1's second sentence points at "up to one target creature", not at her."""
    plus_one = EMPEROR.abilities[0]
    pump = plus_one.effect[-1]
    assert isinstance(pump, Pump) and pump.target == Ref.FIRST_TARGET
    assert pump.keywords == Keyword.FIRST_STRIKE


def test_a_trigger_pronoun_is_its_target_too():
    (trig,) = ENABLER.triggers
    pump = trig.effect[-1]
    assert isinstance(pump, Pump) and pump.target == Ref.FIRST_TARGET
    assert pump.keywords == Keyword.HASTE


def test_the_emperor_in_play_pumps_the_creature_and_not_herself(scenario):
    """CR 606.3, 608.2b: the counter and first strike go to the target creature."""
    s = scenario()
    emperor = s.battlefield(P0, EMPEROR)
    emperor.counters = {"loyalty": 4}
    bear = s.battlefield(P0, "Grizzly Bears")
    s.activate(P0, emperor, 0, targets=[bear])
    s.resolve()
    assert bear.counter("+1/+1") == 1
    assert s.game.keywords(bear) & int(Keyword.FIRST_STRIKE)
    assert not s.game.keywords(emperor) & int(Keyword.FIRST_STRIKE)


def test_visaras_target_cannot_be_regenerated():
    """ "It can't be regenerated." reads the destroyed target (CR 701.19c), not Visara."""
    (ability,) = [a for a in VISARA.abilities if a.cost.tap]
    assert VISARA.unparsed == ()
    assert all(getattr(e, "target", None) != Ref.SELF for e in ability.effect)
