"""More Oracle templates: each compiles a real card's text to the exact effect, and plays it.

The texts are typed from the cards' current Oracle wording; each test checks the compiled
value, and where practical a short engine scenario shows the effect plays as printed.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.dsl import token
from deckstats.cards.effects import CreateToken
from deckstats.cards.model import CardType
from deckstats.cards.oracle import compile_text

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
