"""Column names and dtypes of every table: the single source of truth.

See ARCHITECTURE.md, Records and reports.

These names are the output contract of ARCHITECTURE.md; more columns may be added, none renamed.
"""

from __future__ import annotations

GAMES_COLUMNS: dict[str, str] = {
    "game_index": "int64",
    "deck": "string",
    "opponent": "string",
    "agent": "string",
    "on_the_play": "bool",
    "mulligans": "int64",
    "won": "bool",
    "kill_turn": "Int64",  # nullable: null when the deck did not win
    "turns": "int64",
    "termination": "string",
    "opening_lands": "int64",
    "kept_hand_size": "int64",
    "opponent_life": "int64",
}

TURNS_COLUMNS: dict[str, str] = {
    "game_index": "int64",
    "turn": "int64",
    "game_turn": "int64",
    "player": "int64",
    "lands_in_play": "int64",
    "mana_available": "int64",
    "mana_spent": "int64",
    "hand_size": "int64",
    "life": "int64",
    "opponent_life": "int64",
    "damage_dealt": "int64",
    "spells_cast": "int64",
    "land_played": "bool",
    "colour_screwed": "bool",
}

EVENTS_COLUMNS: dict[str, str] = {
    "game_index": "int64",
    "player": "int64",
    "turn": "int64",
    "event": "string",  # opening_hand, drawn, cast (sim.records.EVENT_KINDS)
    "card": "string",
}
