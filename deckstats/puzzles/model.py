"""The puzzle format: one position and one decision, read from TOML data files.

Each file of ``positions/`` holds ``[[puzzle]]`` tables::

    [[puzzle]]
    id = "attack-tapped-blockers"
    theme = "attack"            # one of THEMES
    ask = "attackers"           # one of ASKS: the decision posed to "me" (player 0)
    rationale = "Both blockers are tapped: the swing is lethal."
    life = [20, 4]              # me, opponent
    me.battlefield = ["Grizzly Bears", "Savannah Lions (sick)"]
    opp.battlefield = ["Centaur Courser (tapped)"]
    good = ["Grizzly Bears"]
    blunders = ["none"]

Top-level keys besides those above: ``active`` (``me`` or ``opp``; default ``opp`` for a
``blockers`` puzzle, else ``me``), ``step`` (a ``priority`` puzzle's step, one of
``STEPS``; default ``main``) and ``turn`` (default 5). Card entries are card names with
optional ``(tapped)``, ``(sick)`` or both, and an optional leading count
(``"3 Mountain"``). A side (``me``/``opp``) may list ``battlefield``, ``lands``,
``hand``, ``graveyard``, ``library`` (top first), ``deck`` (the whole list the pilot
prepares for: ``auto`` picks its profile from it; without it, my cards in the position;
a mulligan puzzle's library is the deck minus the hand), ``attacks`` (creature labels:
scripted for the opponent, forced for me; ``"none"``), ``blocks`` (``"Blocker >
Attacker"``; ``"none"``) and ``casts`` (``"Card -> target, target"``: the opponent casts
it first, in its main phase; for me, my first priority action, so that a ``targets``
puzzle asks where its triggered ability goes, CR 603.3d). Labels are card names,
``Name#2`` for a second object of the same name, ``me`` and ``opp`` for the players.
Answers in ``good`` and ``blunders`` use the labels of ``pose``; attackers and blocks
are sets (any order). Any other answer is "poor".
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from deckstats.cards.errors import DeckstatsError

#: What a position is about (the issue's list).
THEMES = (
    "attack",
    "block",
    "damage",
    "removal",
    "burn",
    "counter",
    "trick",
    "race",
    "mulligan",
    "response",
    "fog",
)

#: The decisions a puzzle may pose: the engine's decision kinds, by puzzle name.
ASKS = {
    "attackers": "attackers",
    "blockers": "blockers",
    "damage": "damage_assignment",
    "priority": "priority",
    "mulligan": "mulligan",
    "targets": "targets",
}

#: Priority puzzles: the step the question is asked in.
STEPS = ("main", "main2", "declare_attackers", "declare_blockers", "end")

_SIDE_KEYS = (
    "battlefield",
    "lands",
    "hand",
    "graveyard",
    "library",
    "deck",
    "attacks",
    "blocks",
)
_PUZZLE_KEYS = {
    "id",
    "theme",
    "ask",
    "rationale",
    "active",
    "step",
    "turn",
    "life",
    "me",
    "opp",
    "good",
    "blunders",
}
_COUNT = re.compile(r"^(\d+)\s+(.+)$")


@dataclass(frozen=True, slots=True)
class Side:
    """One player's part of a position (card entries expanded: one per object)."""

    battlefield: tuple[str, ...] = ()
    lands: tuple[str, ...] = ()
    hand: tuple[str, ...] = ()
    graveyard: tuple[str, ...] = ()
    library: tuple[str, ...] = ()
    deck: tuple[str, ...] = ()
    attacks: tuple[str, ...] = ()
    blocks: tuple[str, ...] = ()
    casts: str = ""


@dataclass(frozen=True, slots=True)
class Puzzle:
    """One position and the decision posed in it.

    Attributes:
        id: a unique name.
        theme: one of ``THEMES``.
        ask: one of ``ASKS`` (the decision asked of player 0, "me").
        rationale: one line a tournament player would agree with.
        active: ``"me"`` or ``"opp"``, the active player.
        step: for ``priority`` puzzles, the step asked in (``STEPS``).
        turn: the turn number.
        life: (my life, the opponent's life).
        me, opp: the two sides.
        good: the acceptable answers (labels, see ``pose``).
        blunders: the answers a strong player would call blunders.
        where: the data file and the puzzle's index in it (for error messages).
    """

    id: str
    theme: str
    ask: str
    rationale: str
    active: str
    step: str
    turn: int
    life: tuple[int, int]
    me: Side
    opp: Side
    good: tuple[str, ...]
    blunders: tuple[str, ...]
    where: str

    def cards(self) -> list[str]:
        """Every card name the position names (for availability checks)."""
        out: list[str] = []
        for side in (self.me, self.opp):
            for key in _SIDE_KEYS[:6]:
                out.extend(_strip(e) for e in getattr(side, key))
            if side.casts:
                out.append(side.casts.split("->")[0].strip())
        return out


def _strip(entry: str) -> str:
    """The card name of an entry (flags removed)."""
    return entry.split("(")[0].strip()


def _expand(values: Any, where: str) -> tuple[str, ...]:
    """Expand ``"3 Mountain"`` into three entries; check every entry is a string."""
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise DeckstatsError(f"{where}: expected a list of strings, got {values!r}")
    out: list[str] = []
    for v in values:
        m = _COUNT.match(v.strip())
        if m:
            out.extend([m.group(2)] * int(m.group(1)))
        else:
            out.append(v.strip())
    return tuple(out)


def _side(data: Any, where: str) -> Side:
    if data is None:
        return Side()
    if not isinstance(data, dict):
        raise DeckstatsError(f"{where}: a side must be a table")
    unknown = set(data) - set(_SIDE_KEYS) - {"casts"}
    if unknown:
        raise DeckstatsError(f"{where}: unknown keys {sorted(unknown)}")
    kw: dict[str, Any] = {k: _expand(data[k], f"{where}.{k}") for k in _SIDE_KEYS if k in data}
    casts = data.get("casts", "")
    if not isinstance(casts, str):
        raise DeckstatsError(f"{where}.casts: expected a string")
    return Side(casts=casts, **kw)


def canonical(ask: str, answer: str) -> str:
    """An answer in canonical form: attackers and blocks sorted (they are sets)."""
    if ask in ("attackers", "blockers") and answer != "none":
        return ", ".join(sorted(part.strip() for part in answer.split(",")))
    return answer.strip()


def parse_puzzle(data: dict[str, Any], where: str) -> Puzzle:
    """Check one ``[[puzzle]]`` table and return the ``Puzzle`` (``DeckstatsError`` if bad)."""
    unknown = set(data) - _PUZZLE_KEYS
    if unknown:
        raise DeckstatsError(f"{where}: unknown keys {sorted(unknown)}")
    for key in ("id", "theme", "ask", "rationale", "good"):
        if key not in data:
            raise DeckstatsError(f"{where}: missing {key!r}")
    ask, theme = data["ask"], data["theme"]
    if ask not in ASKS:
        raise DeckstatsError(f"{where}: ask {ask!r} is not one of {sorted(ASKS)}")
    if theme not in THEMES:
        raise DeckstatsError(f"{where}: theme {theme!r} is not one of {list(THEMES)}")
    default_active = "opp" if ask == "blockers" else "me"
    active = data.get("active", default_active)
    step = data.get("step", "main")
    if active not in ("me", "opp") or step not in STEPS:
        raise DeckstatsError(f"{where}: bad active {active!r} or step {step!r}")
    life = data.get("life", [20, 20])
    if not (isinstance(life, list) and len(life) == 2 and all(isinstance(x, int) for x in life)):
        raise DeckstatsError(f"{where}: life must be [mine, theirs]")
    good = tuple(canonical(ask, a) for a in _expand(data["good"], f"{where}.good"))
    blunders = tuple(
        canonical(ask, a) for a in _expand(data.get("blunders", []), f"{where}.blunders")
    )
    if not good or set(good) & set(blunders):
        raise DeckstatsError(f"{where}: good answers must be given and differ from blunders")
    return Puzzle(
        id=str(data["id"]),
        theme=theme,
        ask=ask,
        rationale=str(data["rationale"]),
        active=active,
        step=step,
        turn=int(data.get("turn", 5)),
        life=(life[0], life[1]),
        me=_side(data.get("me"), f"{where}.me"),
        opp=_side(data.get("opp"), f"{where}.opp"),
        good=good,
        blunders=blunders,
        where=where,
    )


def read_file(path: Path | Any, name: str) -> list[Puzzle]:
    """The puzzles of one TOML file (``DeckstatsError`` naming the file if it is bad)."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise DeckstatsError(f"{name}: {exc}") from None
    tables = data.get("puzzle", [])
    if not isinstance(tables, list) or set(data) - {"puzzle"}:
        raise DeckstatsError(f"{name}: expected only [[puzzle]] tables")
    return [parse_puzzle(t, f"{name}: puzzle {i + 1}") for i, t in enumerate(tables)]


def load_puzzles(paths: list[Path] | None = None) -> list[Puzzle]:
    """The built-in suite (``positions/*.toml``), or the puzzles of ``paths``.

    Raises:
        DeckstatsError: a bad file, or two puzzles with the same id.
    """
    if paths is None:
        root = resources.files("deckstats.puzzles") / "positions"
        files = sorted((p for p in root.iterdir() if p.name.endswith(".toml")), key=str)
        puzzles = [p for f in files for p in read_file(f, f"positions/{f.name}")]
    else:
        puzzles = [p for f in paths for p in read_file(Path(f), str(f))]
    seen: dict[str, str] = {}
    for p in puzzles:
        if p.id in seen:
            raise DeckstatsError(f"{p.where}: duplicate id {p.id!r} (also {seen[p.id]})")
        seen[p.id] = p.where
    return puzzles


__all__ = ["ASKS", "STEPS", "THEMES", "Puzzle", "Side", "load_puzzles", "parse_puzzle"]
