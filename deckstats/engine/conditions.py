"""CR 608.2c, 603.4, 604: game-state conditions ("if ...", "as long as ...") checked now.

``Condition`` values (``deckstats.cards.effects``) name them; the ability words are
reminders only (CR 207.2c): metalcraft, delirium, threshold, revolt, raid, ferocious,
descend and hellbent are tests of the game state for the controller. Revolt and raid read
per-turn marks the engine keeps (``PlayerState.left_on``, ``attacked_on``), as does "you
descended this turn" (``descended_on``: a permanent card put into your graveyard).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from deckstats.cards.effects import Condition
from deckstats.engine.errors import RulesError
from deckstats.engine.flags import ARTIFACT, CARD_TYPES, PERMANENT_TYPES
from deckstats.engine.types import MAIN_STEPS

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_CONDITION_CAST_IT: Final = Condition.CAST_IT
_CONDITION_COMPLETED_DUNGEON: Final = Condition.COMPLETED_DUNGEON
_CONDITION_DELIRIUM: Final = Condition.DELIRIUM
_CONDITION_DESCENDED: Final = Condition.DESCENDED
_CONDITION_DESCEND_4: Final = Condition.DESCEND_4
_CONDITION_DESCEND_8: Final = Condition.DESCEND_8
_CONDITION_ESCAPED: Final = Condition.ESCAPED
_CONDITION_FEROCIOUS: Final = Condition.FEROCIOUS
_CONDITION_GRAVEYARD_TWENTY: Final = Condition.GRAVEYARD_TWENTY
_CONDITION_HAND_TWO_OR_MORE: Final = Condition.HAND_TWO_OR_MORE
_CONDITION_HELLBENT: Final = Condition.HELLBENT
_CONDITION_LAND_ENTERED_THIS_TURN: Final = Condition.LAND_ENTERED_THIS_TURN
_CONDITION_METALCRAFT: Final = Condition.METALCRAFT
_CONDITION_MORBID: Final = Condition.MORBID
_CONDITION_NO_CREATURES_ON_BATTLEFIELD: Final = Condition.NO_CREATURES_ON_BATTLEFIELD
_CONDITION_OPPONENT_LOST_LIFE: Final = Condition.OPPONENT_LOST_LIFE
_CONDITION_OPPONENT_MORE_LANDS: Final = Condition.OPPONENT_MORE_LANDS
_CONDITION_OPPONENT_TEN_LIFE: Final = Condition.OPPONENT_TEN_LIFE
_CONDITION_RAID: Final = Condition.RAID
_CONDITION_REVOLT: Final = Condition.REVOLT
_CONDITION_THRESHOLD: Final = Condition.THRESHOLD
_CONDITION_YOUR_MAIN_PHASE: Final = Condition.YOUR_MAIN_PHASE

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def card_types_in_graveyard(game: Game, pid: int) -> int:
    """How many card types are among the cards in ``pid``'s graveyard (delirium)."""
    seen = 0
    for o in game.players[pid].graveyard:
        seen |= o.info.types
    return sum(1 for b in CARD_TYPES if seen & b)


def died(game: Game, obj: GameObject) -> None:
    """CR 700.4: count a creature put into a graveyard from the battlefield this turn.

    A nontoken one is also counted for its owner, into whose graveyard it went (CR 400.3).
    """
    turn, n = game.died_this_turn
    game.died_this_turn = (game.turn, n + 1 if turn == game.turn else 1)
    if not obj.is_token:
        turn, n = game.nontoken_died[obj.owner]
        game.nontoken_died[obj.owner] = (game.turn, n + 1 if turn == game.turn else 1)


def creatures_died(game: Game) -> int:
    """How many creatures died this turn (CR 700.4; morbid)."""
    turn, n = game.died_this_turn
    return n if turn == game.turn else 0


def condition_holds(game: Game, controller: int, cond: Condition) -> bool:
    """CR 608.2c, 603.4: check an "if" / "as long as" condition for ``controller`` now."""
    p = game.players[controller]
    if cond == _CONDITION_LAND_ENTERED_THIS_TURN:
        # Landfall (Searing Blaze): a land entered under your control this turn.
        return p.lands_entered_turn > 0
    if cond == _CONDITION_NO_CREATURES_ON_BATTLEFIELD:
        return not any(o.info.is_creature for q in game.players for o in q.battlefield)
    if cond == _CONDITION_METALCRAFT:
        return sum(1 for o in p.battlefield if o.info.types & ARTIFACT) >= 3
    if cond == _CONDITION_DELIRIUM:
        return card_types_in_graveyard(game, controller) >= 4
    if cond == _CONDITION_THRESHOLD:
        return len(p.graveyard) >= 7
    if cond == _CONDITION_REVOLT:
        return p.left_on == game.turn
    if cond == _CONDITION_RAID:
        return p.attacked_on == game.turn
    if cond == _CONDITION_FEROCIOUS:
        return any(o.info.is_creature and game.power(o) >= 4 for o in p.battlefield)
    if cond in (_CONDITION_DESCEND_4, _CONDITION_DESCEND_8):
        n = sum(1 for o in p.graveyard if o.info.types & PERMANENT_TYPES)
        return n >= (4 if cond == _CONDITION_DESCEND_4 else 8)
    if cond == _CONDITION_HELLBENT:
        return not p.hand
    if cond == _CONDITION_DESCENDED:
        return p.descended_on == game.turn  # a permanent card put into your graveyard
    if cond == _CONDITION_MORBID:
        return creatures_died(game) > 0
    if cond == _CONDITION_COMPLETED_DUNGEON:
        return game.dungeons_completed[controller] > 0  # CR 309.7
    if cond == _CONDITION_YOUR_MAIN_PHASE:
        return game.active == controller and game.step in MAIN_STEPS
    if cond == _CONDITION_OPPONENT_MORE_LANDS:
        lands = sum(1 for o in p.battlefield if o.info.is_land)
        return any(
            sum(1 for o in q.battlefield if o.info.is_land) > lands
            for i, q in enumerate(game.players)
            if i != controller
        )
    if cond == _CONDITION_OPPONENT_LOST_LIFE:
        return any(q.life_lost_turn > 0 for i, q in enumerate(game.players) if i != controller)
    if cond == _CONDITION_OPPONENT_TEN_LIFE:
        return any(q.life <= 10 for i, q in enumerate(game.players) if i != controller)
    if cond == _CONDITION_HAND_TWO_OR_MORE:
        return len(p.hand) >= 2
    if cond == _CONDITION_GRAVEYARD_TWENTY:
        return any(len(q.graveyard) >= 20 for q in game.players)
    if cond in (_CONDITION_ESCAPED, _CONDITION_CAST_IT):
        return False  # a quality of an object (engine.resolve reads it from the source)
    raise RulesError(f"unknown condition {cond!r}")


__all__ = ["card_types_in_graveyard", "condition_holds", "creatures_died", "died"]
