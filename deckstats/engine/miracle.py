"""Miracle (CR 702.94): the first card drawn in a turn may be cast for its miracle cost.

CR 702.94a: "You may reveal this card from your hand as you draw it if it's the first card
you've drawn this turn. When you reveal this card this way, you may cast it by paying
[cost] rather than its mana cost." ``on_first_draw`` (called by ``Game.draw``) resolves
the trigger at once, as the card is drawn (nothing else can happen before it resolves in
the games simulated here, as for madness, ``engine.madness``): while it resolves,
``Game.miracle_oid`` names the card, so that its ``AlternativeCost(condition=MIRACLE)``
may be used (timing permissions are ignored: it is cast during the trigger's resolution,
CR 702.94a, 608.2g), and the owner is asked a ``MIRACLE`` decision whose options are every
legal way to cast it for that cost (the largest X first) and ``PASS`` last.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from deckstats.cards.costs import MIRACLE as MIRACLE_COST
from deckstats.engine.actions import PASS
from deckstats.engine.casting import cast_spell, spell_options
from deckstats.engine.decisions import Decision
from deckstats.engine.madness import condition_option
from deckstats.engine.mana import mana_units
from deckstats.engine.payment import PayCheck
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

#: Decision kind: pick a ``CastSpell`` (the card cast for its miracle cost) or ``PASS``.
MIRACLE: Final = "miracle"


def on_first_draw(game: Game, obj: GameObject) -> None:
    """CR 702.94a: ``obj`` was the first card its owner drew this turn: the miracle."""
    alt = condition_option(obj, MIRACLE_COST)
    pid = obj.owner
    if not alt or obj.zone is not Zone.HAND:
        return
    game.miracle_oid = obj.oid
    opts = spell_options(game, pid, obj, PayCheck(game, pid, mana_units(game, pid)), alt=alt)
    pick: Any = PASS  # an answer of the agent's (compiled code checks declared types)
    if opts:
        game.say(f"P{pid} reveals {obj.card.name} (miracle)")
        opts.sort(key=lambda a: -a.x)
        options: list[object] = [*opts, PASS]
        pick = game.ask(pid, Decision(MIRACLE, options, source=obj.oid))
    if pick is not PASS and pick in opts:
        cast_spell(game, pid, pick)
    game.miracle_oid = 0


__all__ = ["MIRACLE", "on_first_draw"]
