"""Per-turn collectors: one small named function per column (Mesa-style reporters).

Adding a statistic to ``turns.parquet`` is adding one function to ``TURN_COLLECTORS``
and one field to ``records.TurnRecord``.

``CardEvents`` records the rows of ``events.parquet`` (``records.EventRecord``) for one
player of one game, from what the engine keeps anyway: the opening hands
(``game.opening_hands``), the library list and the player's ``cast_log``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deckstats.engine import lands_in_play, mana_available
from deckstats.engine import mana as _mana
from deckstats.engine.game import Game
from deckstats.engine.info import printed_info
from deckstats.sim.records import EventRecord, TurnRecord


def _player(game: Any, pid: int) -> Any:
    return game.players[pid]


def hand_size(game: Any, pid: int) -> int:
    """Cards in hand at the end of the turn (after cleanup; when the game ended)."""
    return len(_player(game, pid).hand)


def life(game: Any, pid: int) -> int:
    """The player's life total."""
    return int(_player(game, pid).life)


def opponent_life(game: Any, pid: int) -> int:
    """The opponent's life total."""
    return int(game.players[1 - pid].life)


def mana_spent(game: Any, pid: int) -> int:
    """Mana the player spent this turn."""
    return int(_player(game, pid).mana_spent_turn)


def damage_dealt(game: Any, pid: int) -> int:
    """Damage the player's sources dealt to opponents and their permanents this turn."""
    return int(_player(game, pid).damage_dealt_turn)


def spells_cast(game: Any, pid: int) -> int:
    """Spells the player cast this turn."""
    return int(_player(game, pid).spells_cast_turn)


def land_played(game: Any, pid: int) -> bool:
    """Whether the player made a land drop this turn."""
    return bool(_player(game, pid).lands_played_turn)


def colour_screwed(game: Any, pid: int) -> bool:
    """A spell in hand the player's mana could pay by amount but not by colour.

    True when some spell in hand has a mana value of at most ``mana_available`` (what
    the player's permanents can make in a turn) and a coloured pip no mana source it
    controls can make. Hybrid, Phyrexian and {2/C} symbols are payable another way and
    do not count; X counts 0.
    """
    p = _player(game, pid)
    if not p.hand:
        return False
    avail = 0
    colours = 0
    for o in p.battlefield:
        info = o.info
        if info.mana_sources:
            avail += info.mana_sources[0].amount
            colours |= info.produces_mask
    for o in p.hand:
        info = printed_info(o)  # the mana cost's facts, read natively (``CardInfo``)
        if info.cost is None or info.is_land or info.cost_mv > avail:
            continue
        if info.pip_colors & ~colours:
            return True
    return False


TURN_COLLECTORS: dict[str, Callable[[Any, int], Any]] = {
    "lands_in_play": lands_in_play,
    "mana_available": mana_available,
    "mana_spent": mana_spent,
    "hand_size": hand_size,
    "life": life,
    "opponent_life": opponent_life,
    "damage_dealt": damage_dealt,
    "spells_cast": spells_cast,
    "land_played": land_played,
    "colour_screwed": colour_screwed,
}


def turn_record(game: Game, game_index: int, pid: int) -> TurnRecord:
    """Player ``pid``'s ``TurnRecord`` now: its turn numbers and every collector's column.

    The same row as calling each of ``TURN_COLLECTORS`` in order (tests/sim/test_collect.py
    checks it on played games), read through the typed game: compiled, native attribute
    reads instead of ten generic calls per turn. A new collector goes here too.
    """
    p = game.players[pid]
    return TurnRecord(
        game_index,
        int(p.turns_taken),
        int(game.turn),
        pid,
        _mana.lands_in_play(game, pid),
        _mana.mana_available(game, pid),
        int(p.mana_spent_turn),
        len(p.hand),
        int(p.life),
        int(game.players[1 - pid].life),
        int(p.damage_dealt_turn),
        int(p.spells_cast_turn),
        bool(p.lands_played_turn),
        colour_screwed(game, pid),
    )


def _zone_counts(p: Any) -> dict[str, int]:
    """Count the names of the player's non-token cards in hand, battlefield, graveyard, exile."""
    counts: dict[str, int] = {}
    for zone in (p.hand, p.battlefield, p.graveyard, p.exile):
        for o in zone:
            if not o.is_token:
                name: str = printed_info(o).name  # (read natively)
                counts[name] = counts.get(name, 0) + 1
    return counts


def _same_prefix(lib: list[Any], snap: list[Any], n: int) -> bool:
    """Whether ``lib`` is the first ``n`` objects of ``snap`` (by identity, no copy)."""
    for j in range(n):  # noqa: SIM110 - an explicit loop compiles to C with mypyc
        if lib[j] is not snap[j]:
            return False
    return True


class CardEvents:
    """The ``events`` rows of one player of one game (``records.EventRecord``).

    Cheap by design (it runs in every goldfish game): at the end of each of the player's
    own turns it compares the library with the copy taken at the previous check (one list
    comparison by identity); when only cards from the top left it, those are the cards
    drawn. When the library was shuffled or reordered (a fetch land, a scry), the new
    cards are found by counting names outside the library instead. Casts come from the
    player's ``cast_log`` at the end of the game.
    """

    def __init__(self, game_index: int, pid: int) -> None:
        self.game_index = game_index
        self.pid = pid
        self.rows: list[EventRecord] = []
        self._snap: list[Any] = []
        self._prev = -1  # library size at the last check; -1: opening hand not yet seen
        self._seen: dict[str, int] = {}  # opening hand + drawn, by name (slow path only)

    def turn_end(self, game: Any) -> None:
        """Call at the end of each of the player's own turns (``on_turn_end``)."""
        p = game.players[self.pid]
        lib: list[Any] = p.library
        n = len(lib)
        turn = int(p.turns_taken)
        prev = self._prev
        if prev < 0:
            self._start(game, p, turn)
        elif n <= prev and _same_prefix(lib, self._snap, n):
            if n < prev:
                snap = self._snap
                gi = self.game_index
                pid = self.pid
                rows = self.rows
                for j in range(prev - 1, n - 1, -1):  # top of the library first
                    rows.append(EventRecord(gi, pid, turn, "drawn", printed_info(snap[j]).name))
            self._prev = n
            return
        else:
            self._resync(p, turn)
        self._snap = list(lib)
        self._prev = n

    def _start(self, game: Any, p: Any, turn: int) -> None:
        """The kept opening hand (turn 0), and what left the library since (``turn``)."""
        hands = game.opening_hands[self.pid]
        kept: list[Any] = list(hands[-1]) if hands else []
        if game.rules.mulligan == "london" and p.mulligans and kept:
            # CR 103.5: the bottomed cards are the newest objects of the library (made
            # after the last 7 was drawn; a shuffle keeps objects, so this holds after one)
            k = min(int(p.mulligans), len(kept))
            newest = sorted(p.library, key=lambda o: int(o.oid))[-k:]
            for o in newest:
                if o.card in kept:
                    kept.remove(o.card)
        gi = self.game_index
        pid = self.pid
        seen: dict[str, int] = {}
        for card in kept:
            name: str = card.name
            seen[name] = seen.get(name, 0) + 1
            self.rows.append(EventRecord(gi, pid, 0, "opening_hand", name))
        self._seen = seen
        self._resync(p, turn)

    def _resync(self, p: Any, turn: int) -> None:
        """Cards outside the library not seen before: ``drawn`` on ``turn``."""
        if self._prev >= 0:  # the fast path did not keep ``_seen`` up to date
            self._seen = self._recorded()
        seen = self._seen
        gi = self.game_index
        pid = self.pid
        for name, count in _zone_counts(p).items():
            extra = count - seen.get(name, 0)
            for _ in range(extra):
                self.rows.append(EventRecord(gi, pid, turn, "drawn", name))
            if extra > 0:
                seen[name] = count

    def _recorded(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for row in self.rows:
            if row.event != "cast":
                counts[row.card] = counts.get(row.card, 0) + 1
        return counts

    def finish(self, game: Any) -> list[EventRecord]:
        """Add the casts (and an opening hand never followed by a turn); return the rows."""
        p = game.players[self.pid]
        if self._prev < 0:
            self._start(game, p, int(p.turns_taken))
        gi = self.game_index
        pid = self.pid
        rows = self.rows
        for turn, card in p.cast_log:
            rows.append(EventRecord(gi, pid, int(turn), "cast", card.name))
        return rows
