"""What an agent may see (STYLE.md 2.5): its own hand, public zones, no library order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.engine.mana import is_sick
from deckstats.engine.types import Step, Zone

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject, PlayerState


class PlayerView:
    """A read-only window on a game for player ``pid``.

    One view is made per player per game and reused, so building it costs nothing per
    decision. The opponent's hand is visible only as a size; libraries only as sizes.
    """

    __slots__ = ("_game", "pid")

    def __init__(self, game: Game, pid: int) -> None:
        self._game = game
        self.pid = pid

    @property
    def me(self) -> PlayerState:
        """This player's state (hand included)."""
        return self._game.players[self.pid]

    @property
    def opponent_id(self) -> int:
        """The opponent's player id."""
        return 1 - self.pid

    @property
    def hand(self) -> list[GameObject]:
        """This player's hand."""
        return self._game.players[self.pid].hand

    @property
    def battlefield(self) -> list[GameObject]:
        """Permanents this player controls."""
        return self._game.players[self.pid].battlefield

    @property
    def opponent_battlefield(self) -> list[GameObject]:
        """Permanents the opponent controls."""
        return self._game.players[1 - self.pid].battlefield

    @property
    def life(self) -> int:
        """This player's life total."""
        return self._game.players[self.pid].life

    @property
    def opponent_life(self) -> int:
        """The opponent's life total."""
        return self._game.players[1 - self.pid].life

    @property
    def opponent_hand_size(self) -> int:
        """Number of cards in the opponent's hand."""
        return len(self._game.players[1 - self.pid].hand)

    @property
    def library_size(self) -> int:
        """Number of cards in this player's library."""
        return len(self._game.players[self.pid].library)

    @property
    def turn(self) -> int:
        """Turns begun in the game."""
        return self._game.turn

    @property
    def active(self) -> int:
        """The active player."""
        return self._game.active

    @property
    def step(self) -> Step:
        """The current step."""
        return self._game.step

    @property
    def stack_size(self) -> int:
        """Number of spells and abilities on the stack."""
        return len(self._game.stack)

    @property
    def goldfish(self) -> bool:
        """True when the opponent is an inert goldfish."""
        return self._game.goldfish

    @property
    def lands_played_turn(self) -> int:
        """Lands this player played this turn."""
        return self._game.players[self.pid].lands_played_turn

    def obj(self, oid: int) -> GameObject | None:
        """Return the public object with id ``oid`` (or one in this player's hand)."""
        o = self._game.objects.get(oid)
        if o is None:
            return None
        if o.zone in (Zone.LIBRARY,) or (o.zone == Zone.HAND and o.owner != self.pid):
            return None
        return o

    def power(self, obj: GameObject) -> int:
        """Current power of a visible object."""
        return self._game.power(obj)

    def toughness(self, obj: GameObject) -> int:
        """Current toughness of a visible object."""
        return self._game.toughness(obj)

    def keywords(self, obj: GameObject) -> int:
        """Current keyword flags of a visible object."""
        return self._game.keywords(obj)

    def is_sick(self, obj: GameObject) -> bool:
        """CR 302.6: True when the creature can't attack or tap yet."""
        return is_sick(self._game, obj)

    @property
    def game_for_engine_helpers(self) -> Game:
        """The game, for engine helper functions agents call (payment checks).

        Agents must not read hidden information through it (libraries, the
        opponent's hand); the helpers they use read only this player's public state.
        """
        return self._game
