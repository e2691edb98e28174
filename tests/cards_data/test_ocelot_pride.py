"""Ocelot Pride (Modern's Boros Energy): a Cat at your end step if you gained life this turn,
and with the city's blessing a copy of each token that entered this turn (CR 702.131c, 707.2).

Only ascend gives the city's blessing (CR 702.131b), and no card here compiles ascend: the
last test keeps ``engine.token_keywords.citys_blessing`` honest.
"""

from __future__ import annotations

from scenario import P0, Scenario

from deckstats.cards.effects import CopyNewTokens, IfCount
from deckstats.cards.oracle import compile_text
from deckstats.engine import Step, Zone, events, token_keywords

OCELOT_TEXT = (
    "First strike, lifelink\nAt the beginning of your end step, if you gained life this turn, "
    "create a 1/1 white Cat creature token. Then if you have the city's blessing, for each "
    "token you control that entered this turn, create a token that's a copy of it."
)


def _ocelot():
    return compile_text("Ocelot Pride", "{W}", "Creature — Cat", OCELOT_TEXT, ("1", "3"))


def test_ocelot_pride_compiles_in_full():
    card = _ocelot()
    assert card.unparsed == () and card.withheld == ()
    kinds = [type(e) for e in card.triggers[-1].effect]
    assert kinds == [IfCount, CopyNewTokens]


def _end_step(s):
    """Run the active player's end step (the trigger goes on the stack and resolves)."""
    g = s.game
    g.enter_step(Step.END)
    events.on_step(g, Step.END)  # CR 513.1a: "at the beginning of the end step" triggers
    s.resolve()


def _cats(s) -> int:
    return s.names(P0, Zone.BATTLEFIELD).count("Cat")


def test_no_life_gained_no_cat(scenario):
    s = scenario()
    s.battlefield(P0, _ocelot())
    _end_step(s)
    assert _cats(s) == 0


def test_life_gained_makes_one_cat_and_no_copies_without_the_blessing(scenario):
    s = scenario()
    s.battlefield(P0, _ocelot())
    s.game.gain_life(P0, 3)
    _end_step(s)
    assert _cats(s) == 1


def test_with_the_blessing_each_new_token_is_copied_once(scenario):
    """Two tokens entered this turn (the Cat just made and one before): two copies; an older
    token is not copied, nor are the copies themselves."""
    s = scenario()
    s.game.players[P0].citys_blessing = True  # as ascend would give it (CR 702.131b)
    s.battlefield(P0, _ocelot())
    old = s.battlefield(
        P0, compile_text("Soldier", None, "Token Creature — Soldier", "", ("1", "1"))
    )
    old.is_token = True
    new = s.battlefield(P0, compile_text("Goblin", None, "Token Creature — Goblin", "", ("1", "1")))
    new.is_token = True
    new.since = s.game.turn
    s.game.gain_life(P0, 1)
    _end_step(s)
    names = s.names(P0, Zone.BATTLEFIELD)
    assert names.count("Cat") == 2 and names.count("Goblin") == 2 and names.count("Soldier") == 1


def test_no_card_compiles_ascend_so_no_one_has_the_blessing():
    """If ascend ever compiles, ``citys_blessing`` must learn it (CR 702.131a-c)."""
    text = (
        "Ascend\nYou may play an additional land on each of your turns.\nWayward Swordtooth "
        "can't attack or block unless you have the city's blessing."
    )
    card = compile_text("Wayward Swordtooth", "{2}{G}", "Creature — Dinosaur", text, ("5", "5"))
    assert "Ascend" in card.unparsed
    s = Scenario()
    assert not token_keywords.citys_blessing(s.game, P0)
