"""Madness (CR 702.35): a discarded card with madness is exiled, and may be cast from exile.

CR 702.35a: "If a player would discard this card, that player discards it, but exiles it
instead of putting it into their graveyard" and "When this card is exiled this way, its
owner may cast it by paying [cost] rather than paying its mana cost. If that player
doesn't, they put this card into their graveyard."

``discard_to_graveyard`` replaces the discard's move (``effect_ctx.discard_cards`` calls it
through ``Game.discard_to``: this module imports ``casting``, which imports ``effect_ctx``). The
madness trigger is resolved at once, as the discard happens (nothing else can happen
before it resolves in the games simulated here): the owner is asked a ``MADNESS``
decision whose options are every legal way to cast the card for its madness cost
(``AlternativeCost(condition=MADNESS)``; CR 702.35c: timing permissions are ignored) and
``PASS`` last; the card goes to the graveyard if they pass or cannot pay.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from deckstats.cards.costs import MADNESS as MADNESS_COST
from deckstats.cards.costs import AlternativeCost
from deckstats.engine.actions import PASS
from deckstats.engine.casting import cast_spell, spell_options
from deckstats.engine.decisions import Decision
from deckstats.engine.mana import mana_units
from deckstats.engine.payment import PayCheck
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

#: Decision kind: pick a ``CastSpell`` (the card cast for its madness cost) or ``PASS``.
MADNESS: Final = "madness"


def condition_option(obj: GameObject, condition: str) -> int:
    """The 1-based index of ``obj``'s alternative cost with ``condition``, 0 for none."""
    for i, c in enumerate(obj.card.costs):
        if isinstance(c, AlternativeCost) and c.condition == condition:
            return i + 1
    return 0


def madness_option(obj: GameObject) -> int:
    """The 1-based cost-option index of ``obj``'s madness cost, 0 for none."""
    return condition_option(obj, MADNESS_COST)


def discard_to_graveyard(game: Game, obj: GameObject) -> None:
    """Put a discarded card into its owner's graveyard, or into exile with madness."""
    alt = madness_option(obj) if obj.card.costs else 0
    if not alt:
        game.move(obj, Zone.GRAVEYARD)
        return
    pid = obj.owner
    new = game.move(obj, Zone.EXILE)  # madness (CR 702.35a): into exile instead
    if new is None:
        return
    game.say(f"P{pid} exiles {new.card.name} (madness)")
    # The trigger resolves: for now only this card may be cast from exile, for its madness cost.
    new.playable_by, new.playable_from, new.playable_until = pid, game.turn, game.turn
    opts = spell_options(game, pid, new, PayCheck(game, pid, mana_units(game, pid)), alt=alt)
    pick: Any = PASS  # an answer of the agent's (compiled code checks declared types)
    if opts:
        options: list[object] = [*opts, PASS]
        pick = game.ask(pid, Decision(MADNESS, options, source=new.oid))
    if pick is not PASS and pick in opts:
        cast_spell(game, pid, pick)
    new.playable_by, new.playable_from, new.playable_until = -1, 0, 0
    if new in game.players[pid].exile:  # not cast: "put this card into your graveyard"
        game.move(new, Zone.GRAVEYARD)


__all__ = ["MADNESS", "condition_option", "discard_to_graveyard", "madness_option"]
