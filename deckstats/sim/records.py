"""Flat records of primitives: one per game, one per game x turn x player.

See ARCHITECTURE.md, Records and reports.

Workers return these; the DataFrames are built once, in the parent (``stats.frames``).
Field names are the output contract of ARCHITECTURE.md ("games.parquet", "turns.parquet").
"""

from __future__ import annotations

from typing import Final, NamedTuple


class GameRecord(NamedTuple):
    """One game of the deck under study (player 0)."""

    game_index: int
    deck: str
    opponent: str
    agent: str
    on_the_play: bool
    mulligans: int
    won: bool
    kill_turn: int | None
    turns: int
    termination: str
    opening_lands: int
    kept_hand_size: int
    opponent_life: int


class TurnRecord(NamedTuple):
    """The state of one player at the end of one of their own turns.

    Every turn a (non-inert) player begins has a row, the game's last turn included: when
    the game ends inside a turn (lethal damage, decking), the row holds the state at the
    moment it ended. So a player's rows per game equal their ``turns``.
    """

    game_index: int
    turn: int
    game_turn: int
    player: int
    lands_in_play: int
    mana_available: int
    mana_spent: int
    hand_size: int
    life: int
    opponent_life: int
    damage_dealt: int
    spells_cast: int
    land_played: bool
    #: ``collect.colour_screwed``; defaults to False for records made before it existed.
    colour_screwed: bool = False


#: ``EventRecord.event`` values.
EVENT_KINDS: Final = ("opening_hand", "drawn", "cast")


class EventRecord(NamedTuple):
    """One card event of one game: a card in the kept opening hand, drawn, or cast.

    - ``opening_hand``: the card is in the hand the player kept (after bottoming),
      ``turn`` 0;
    - ``drawn``: the card left the player's library after the opening hand (a draw; also
      a search or a mill, which leave the library the same way), first seen at the end of
      the player's own turn ``turn``;
    - ``cast``: the player cast the card (CR 601.2i) during or after their own turn
      ``turn`` (their turn count when they cast it).
    """

    game_index: int
    player: int
    turn: int
    event: str
    card: str
