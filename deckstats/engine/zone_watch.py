"""Triggers on other objects changing zones (CR 603.6c, 603.10a), round 40 (issue 26).

- "Whenever a token you control leaves the battlefield" (Nadier's Nightblade): a
  ``LeavesBattlefield`` whose ``who`` is not ``Ref.SELF`` watches other permanents leaving
  (a leaves-the-battlefield ability looks back in time, CR 603.10a: it sees the object as it
  last existed on the battlefield).
- "Whenever one or more land cards are put into your graveyard from anywhere" (Sand Scout,
  once each turn): a ``PutIntoGraveyard`` whose ``who`` is not ``Ref.SELF`` watches cards
  going to its controller's graveyard (CR 603.6a), once per card.

- "Whenever an opponent activates an ability of an artifact, creature, or land that isn't a
  mana ability" (Harsh Mentor, CR 602.2): ``on_activate``, from ``casting.activate``.

``Game.move`` and ``casting.activate`` call these only when ``Game.trigger_sources`` is not
empty.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards.targets import Ref
from deckstats.cards.triggers import Activates, LeavesBattlefield, PutIntoGraveyard
from deckstats.engine.characteristics import card_matches, matches
from deckstats.engine.kinds import listening

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_EACH_OPPONENT: Final = Ref.EACH_OPPONENT
_REF_SELF: Final = Ref.SELF
_REF_YOU: Final = Ref.YOU

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def player_ok(who: Ref, you: int, pid: int) -> bool:
    """Does ``who`` (relative to ``you``, the source's controller or owner) name player ``pid``?

    CR 109.5: "you" is the controller of the ability's source (its owner for a card in a
    graveyard); "an opponent" any other player; any other reference names every player.
    """
    if who == _REF_YOU:
        return pid == you
    if who == _REF_EACH_OPPONENT:
        return pid != you
    return True


def _fire(
    game: Game, kind: type[Any], about: GameObject, test: Callable[[Any, GameObject], bool]
) -> None:
    """Each trigger of ``kind`` of the trigger sources for which ``test(condition, source)``."""
    for src in game.trigger_sources:
        for t, w in listening(src.info.triggers, kind):
            if test(w, src):
                game.pending.append((src.controller, t, src, about, 1 - src.controller))


def on_other_leaves(game: Game, old: GameObject) -> None:
    """CR 603.6c, 603.10a: ``old`` left the battlefield: "whenever a <filter> leaves" triggers."""
    _fire(
        game,
        LeavesBattlefield,
        old,
        lambda w, src: (
            src is not old
            and w.who != _REF_SELF
            and player_ok(w.who, src.controller, old.controller)
            and matches(game, old, w.filter)
        ),
    )


def on_card_to_graveyard(game: Game, new: GameObject) -> None:
    """CR 603.6a: the card ``new`` was put into its owner's graveyard from anywhere."""
    if new.is_token:
        return  # CR 111.1: a token is not a card
    _fire(
        game,
        PutIntoGraveyard,
        new,
        lambda w, src: (
            w.who != _REF_SELF
            and player_ok(w.who, src.controller, new.owner)
            and card_matches(new.card, w.filter)
        ),
    )


def on_activate(game: Game, pid: int, obj: GameObject) -> None:
    """CR 602.2, 603.2: ``pid`` activated a non-mana ability of the permanent ``obj``.

    Called once the ability is on the stack (its costs paid: ``obj`` as it last existed if
    it was sacrificed). The trigger's object is ``obj``; "that player" is ``pid``.
    """
    _fire(
        game,
        Activates,
        obj,
        lambda w, src: player_ok(w.who, src.controller, pid) and matches(game, obj, w.filter),
    )


__all__ = ["on_activate", "on_card_to_graveyard", "on_other_leaves"]
