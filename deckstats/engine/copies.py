"""Cast triggers that make or cast spells: storm (CR 702.40a), cascade (CR 702.85a), replicate.

Cascade's rule text is not in the rules sources; its number is the current rules'.
Both are triggered abilities ("When you cast this spell, ..."). The engine performs them as
the spell is cast, above it on the stack: the copies and the cascaded spell resolve before
the original, as the resolved triggers would make them. The only thing this skips is the
window to respond to the trigger itself (Stifle-like effects are not modelled). Called from
``events.on_cast`` (through ``Game.cast_copies``: this module imports ``events``) only
for spells with either keyword.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from deckstats.engine.characteristics import self_keywords
from deckstats.engine.decisions import MAY, TARGETS, YES_NO, Decision
from deckstats.engine.discover import bottom_in_random_order, exile_until_nonland
from deckstats.engine.events import on_copy
from deckstats.engine.flags import CASCADE, STORM
from deckstats.engine.granted_triggers import COPY_SPELL
from deckstats.engine.info import effect_target_specs
from deckstats.engine.rebound import FREE_CAST
from deckstats.engine.state import StackItem
from deckstats.engine.targeting import enumerate_targets

if TYPE_CHECKING:
    from deckstats.engine.game import Game

#: ``StackItem.kind`` of a copy of a spell (CR 707.10): it resolves like the spell and then
#: ceases to exist (CR 707.10a); countering it removes it.
COPY: Final = "copy"


def cast_copies(game: Game, item: StackItem) -> None:
    """The cast triggers of a spell with cascade and / or storm (``Game.cast_copies``)."""
    obj = item.obj
    kw = obj.info.keywords if obj is not None else 0
    if obj is not None and obj.info.statics:
        kw |= self_keywords(game, obj)  # "has cascade as long as ..." (Bloodbraid Marauder)
    if kw & CASCADE:
        cascade(game, item)  # CR 702.85a
    if kw & STORM:
        storm_copies(game, item)  # CR 702.40a


def storm_copies(game: Game, item: StackItem) -> None:
    """CR 702.40a: copy the spell for each spell cast before it this turn (by any player).

    Each copy may have new targets (the controller chooses among the legal ones); copies
    are not cast (CR 707.10), so they add nothing to the count and trigger only "cast or
    copy" abilities (magecraft).
    """
    n = game.players[0].spells_cast_turn + game.players[1].spells_cast_turn - 1
    if n <= 0:
        return
    game.say(f"storm: {n} cop{'y' if n == 1 else 'ies'} of {item.card.name}")
    copy_spell(game, item, n)


def copy_spell(game: Game, item: StackItem, n: int, controller: int | None = None) -> None:
    """Put ``n`` copies of the spell ``item`` on the stack, each with new targets if any.

    Storm (CR 702.40a) and replicate (CR 702.56a); CR 707.10: a copy is not cast, it
    resolves like the spell, and its controller may choose new targets (CR 707.10c).
    ``controller``: the player who copies it, if not the spell's controller (Chain
    Lightning's copy is the paying player's, CR 707.10).
    """
    pid = item.controller if controller is None else controller
    specs = effect_target_specs(item.effects)
    src = item.obj.oid if item.obj is not None else 0
    for _ in range(n):
        targets = item.targets
        if specs:
            options = enumerate_targets(game, pid, specs, src)
            if not options:
                continue  # no legal target for this copy (CR 601.2c, 707.10c)
            targets = (
                options[0]
                if len(options) == 1
                else game.ask(pid, Decision(TARGETS, options, source=src))
            )
        sid = game.next_id
        game.next_id += 1
        copy = StackItem(sid, COPY, item.obj, item.card, pid, item.effects, targets, item.x)
        copy.modes = item.modes
        game.stack.append(copy)
        on_copy(game, copy)


def cascade(game: Game, item: StackItem) -> None:
    """Cascade (CR 702.85a): exile from the top until a nonland card with lesser mana value.

    The controller may cast it without paying its mana cost if its mana value is less than
    the cascading spell's; the other exiled cards (and the hit, if not cast) go on the
    bottom of the library in a random order (the owner's shuffle stream).
    """
    pid = item.controller
    exiled, hit = exile_until_nonland(game, pid, item.card.mana_value - 1)
    game.say(f"cascade: exiles {len(exiled)} card{'s' if len(exiled) != 1 else ''}")
    cast = False
    if hit is not None and game.ask(pid, Decision(MAY, YES_NO, source=hit.oid)):
        cast = FREE_CAST[0](game, pid, hit)  # engine.costs.cast_without_paying
    bottom_in_random_order(game, pid, [o for o in exiled if not (cast and o is hit)])


def replicate_copies(game: Game, item: StackItem, kicker: Any) -> None:
    """CR 702.56a: "When you cast this spell, copy it for each time you paid its replicate cost"."""
    if kicker is not None and kicker.replicate and item.kicked:
        game.say(f"replicate: {item.kicked} cop{'y' if item.kicked == 1 else 'ies'}")
        copy_spell(game, item, item.kicked)


COPY_SPELL.append(copy_spell)  # CopySpell's copies (engine.granted_triggers; CR 707.10)

__all__ = [
    "CASCADE",
    "COPY",
    "STORM",
    "bottom_in_random_order",
    "cascade",
    "cast_copies",
    "copy_spell",
    "exile_until_nonland",
    "replicate_copies",
    "storm_copies",
]
