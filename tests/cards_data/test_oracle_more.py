"""More Oracle templates: each compiles a real card's text to the exact effect, and plays it.

The texts are typed from the cards' current Oracle wording; each test checks the compiled
value, and where practical a short engine scenario shows the effect plays as printed.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.dsl import token
from deckstats.cards.effects import CreateToken, DealDamage, Discard
from deckstats.cards.model import CardType
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Controller, Ref, Target, TargetKind
from deckstats.engine import Zone

ZOMBIE = token("Zombie", pt=(2, 2), color="B", subtypes=("Zombie",))


# -- "Create N tapped <token>s" (CR 111.1, 110.5b) ------------------------------------------


def _army():
    return compile_text(
        "Army of the Damned",
        "{5}{B}{B}{B}",
        "Sorcery",
        "Create thirteen tapped 2/2 black Zombie creature tokens.\nFlashback {7}{B}{B}{B} "
        "(You may cast this card from your graveyard for its flashback cost. Then exile it.)",
    )


def test_create_tapped_tokens_compiles():
    """CR 110.5b: a permanent enters untapped unless the effect says "tapped"."""
    card = _army()
    assert card.unparsed == ()
    assert card.spell == (CreateToken(ZOMBIE, 13, tapped=True),)


def test_create_tapped_tokens_plays(scenario):
    s = scenario()
    s.lands(P0, *(["Swamp"] * 8))
    s.cast(P0, s.hand(P0, _army()))
    s.resolve()
    zombies = [o for o in s.game.players[P0].battlefield if o.card.name == "Zombie"]
    assert len(zombies) == 13
    assert all(o.tapped and o.info.types & CardType.CREATURE for o in zombies)
    assert s.game.players[P1].battlefield == []


# -- "That player or that planeswalker's controller <verb>s" (CR 115.10, 608.2h) ------------


def _blightning():
    return compile_text(
        "Blightning",
        "{1}{B}{R}",
        "Sorcery",
        "Blightning deals 3 damage to target player or planeswalker. That player or that "
        "planeswalker's controller discards two cards.",
    )


def test_that_player_or_planeswalkers_controller_compiles():
    """The second sentence names the target if a player, else the planeswalker's controller."""
    card = _blightning()
    assert card.unparsed == ()
    assert card.spell == (
        DealDamage(3, Target(TargetKind.PLAYER | TargetKind.PLANESWALKER)),
        Discard(2, Ref.TARGET_CONTROLLER, chooser=Controller.OPPONENT),
    )


def _cast_blightning(s, target):
    s.lands(P0, "Swamp", "Mountain", "Mountain")
    for name in ("Grizzly Bears", "Llanowar Elves", "Gravedigger"):
        s.hand(P1, name)
    s.cast(P0, s.hand(P0, _blightning()), [target])
    s.resolve()


def test_blightning_at_a_player(scenario):
    """CR 701.9b: the player discards two cards of their choice."""
    s = scenario()
    _cast_blightning(s, P1)
    assert s.game.players[P1].life == 17
    assert len(s.game.players[P1].hand) == 1
    assert len(s.game.players[P1].graveyard) == 2
    assert s.game.players[P0].hand == []


def test_blightning_at_a_planeswalker(scenario):
    """CR 306.8: damage to a planeswalker removes loyalty; its controller discards."""
    s = scenario()
    jace = s.battlefield(P1, "Jace, the Mind Sculptor")
    _cast_blightning(s, jace)
    assert s.zone(jace) is Zone.GRAVEYARD  # 3 loyalty, 3 damage (CR 704.5i)
    assert s.game.players[P1].life == 20
    assert len(s.game.players[P1].hand) == 1
