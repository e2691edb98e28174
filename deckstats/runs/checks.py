"""Checks made before a run plays any game, and the deck facts every run records.

The ``plan_*`` functions (``runs.plan``) call these: an option out of range, an unknown
player or rules era, an illegal deck or an unwritable ``--out`` is one ``DeckstatsError``
line before the first game. The deck helpers (``deck_entry``, ``fidelity_of``) give the
same record of a deck to every manifest and summary.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from deckstats.cards.errors import DeckstatsError
from deckstats.deck import Decklist, DecklistError, infer_format, load_decklist, validate
from deckstats.engine import RULESETS
from deckstats.engine.rules import ERA_NAMES
from deckstats.report.run_target import check_run_target, expected_bytes
from deckstats.stats.summaries import UNTIL_CI_BATCH


def check_options(
    n: int,
    max_turns: int,
    rules: str,
    workers: int,
    on: str = "both",
    chunk_size: int | None = None,
    until_ci: float | None = None,
) -> None:
    """Raise ``DeckstatsError`` (one line) for the first option out of its range."""
    if n < 1:
        raise DeckstatsError(f"-n must be at least 1 (got {n})")
    if not 1 <= max_turns <= 200:
        raise DeckstatsError(f"--max-turns must be between 1 and 200 (got {max_turns})")
    if rules not in RULESETS:
        raise DeckstatsError(f"unknown rules era {rules!r} (known: {', '.join(ERA_NAMES)})")
    if workers < 1:
        raise DeckstatsError(f"--workers must be at least 1 (got {workers})")
    if on not in ("play", "draw", "both"):
        raise DeckstatsError(f"--on must be play, draw or both (got {on!r})")
    if until_ci is not None and not 0 < until_ci < 0.5:
        raise DeckstatsError(f"--until-ci must be between 0 and 0.5 (got {until_ci})")
    if chunk_size is not None and chunk_size < 1:
        raise DeckstatsError(f"--chunk-size must be at least 1 (got {chunk_size})")


def check_target(out_dir: Path, force: bool, need: int = 0) -> None:
    """Raise ``DeckstatsError`` (one line) unless a run may be written to ``out_dir``.

    The name (length, a dangling symbolic link), the target (a run there only with
    ``force``), a writable parent and ``need`` bytes free (``run_target.expected_bytes``);
    the run checks again when it claims the directory, under its lock.
    """
    check_run_target(out_dir, force, need)


def run_bytes(command: str, n: int, until_ci: float | None = None) -> int:
    """Bytes to ask free before a run of ``n`` games (``--until-ci``: 10 batches at most).

    ``run_target.expected_bytes``: about twice the measured bytes a game adds to the tables,
    plus the report. A run that stops early with ``--until-ci`` is not refused for the
    most games it might play, only for its first ten batches.
    """
    games = n if until_ci is None else min(n, 10 * UNTIL_CI_BATCH)
    return expected_bytes(command, games)


def pilots(entries: Any) -> dict[str, dict[str, Any]]:
    """Who pilots each deck: deck name -> ``{"player", "profile"}`` (summary and manifest).

    ``entries``: ``(deck name, player name, main cards)`` triples. ``profile`` is the
    profile the player plays that deck with (``auto``'s choice, ``players.profiles.
    auto_profile``), ``None`` for a player without profiles (goldfish, random).
    """
    from deckstats.sim.matchup import agent_profile

    return {
        deck: {"player": player, "profile": agent_profile(player, cards)}
        for deck, player, cards in entries
    }


def check_player(name: str) -> None:
    """Raise ``DeckstatsError`` (one line listing the known names) for an unknown player."""
    from deckstats.players import AGENTS, OFFERED

    if name not in AGENTS:
        raise DeckstatsError(f"unknown player {name!r} (known: {', '.join(OFFERED)})")


def check_legal(deck: Decklist, deck_format: str | None, rules: str = "modern") -> str:
    """Raise ``DecklistError`` unless ``deck`` is legal in its format; return the format.

    Simulating an illegal deck (too few cards, five copies) would report numbers for a
    deck nobody can play, so the simulating commands refuse it unless told ``none``.
    The rules era's deck construction applies (``RuleSet.min_deck``, ``max_copies``):
    a 1997 deck needs at least 40 cards and has no copy limit (1997 §Game Setup), the
    numbers of the limited check, which is then used for a constructed deck.
    """
    fmt = deck_format or infer_format(deck)
    era = RULESETS.get(rules)
    if fmt == "constructed" and era is not None and era.max_copies is None:
        fmt = "limited" if era.min_deck == era.limited_min_deck else fmt
    problems = validate(deck, fmt, played_only=True)
    if problems:
        listed = "\n".join(str(p) for p in problems)
        raise DecklistError(
            f"{deck.path or deck.name}: not a legal {fmt} deck "
            f"(use --format none to simulate it anyway):\n{listed}",
            tuple(problems),
        )
    return fmt


def played_deck(
    deck: str | Path | Decklist, deck_format: str | None, rules: str = "modern"
) -> Decklist:
    """Load a deck to play (if a path), check it is legal and has a main deck."""
    dl = deck if isinstance(deck, Decklist) else load_decklist(Path(deck))
    check_legal(dl, deck_format, rules)
    if not dl.main_cards():
        raise DeckstatsError(f"{dl.path or dl.name}: the deck has no main-deck cards")
    return dl


def partial_cards(deck: Decklist) -> list[str]:
    """Names of the deck's cards with partial coverage (some Oracle text not simulated)."""
    seen: dict[str, None] = {}
    for entry in deck.main:
        if entry.card.unparsed:
            seen.setdefault(entry.card.display_name, None)
    return list(seen)


class PartialCardsWarning(UserWarning):
    """A deck to play has partly simulated cards (issue 26): the API warns with this."""


def warn_partial(decks: tuple[Decklist, ...] | list[Decklist], stacklevel: int = 3) -> None:
    """``warnings.warn`` the fidelity line of each deck with partial cards (notebooks).

    The Python API's twin of the command line's stderr line: a notebook shows it under
    the cell, and ``warnings`` filters can silence or raise it.
    """
    import warnings

    from deckstats.cards.coverage import fidelity_line

    for dl in decks:
        fid = fidelity_of(dl)
        if fid["partial"]:
            warnings.warn(fidelity_line(fid, dl.name), PartialCardsWarning, stacklevel=stacklevel)


def fidelity_of(deck: Decklist) -> dict[str, Any]:
    """The deck's fidelity (issue 26), a plain dict for summaries, manifests and reports.

    The share of its commander and main-deck copies fully simulated, and each partial card
    with what it ignores and withholds (``cards.coverage.fidelity``).
    """
    from deckstats.cards.coverage import fidelity

    return fidelity([(e.count, e.card) for e in (*deck.commander, *deck.main)])


def deck_file(dl: Decklist) -> str:
    """The deck's name in a summary: its file name, or its name when it has no file."""
    return Path(dl.path).name if dl.path else dl.name


def deck_entry(dl: Decklist) -> dict[str, Any]:
    """The manifest's record of a deck: name, file, SHA-256, size, text and fidelity."""
    return {
        "name": dl.name,
        "file": str(dl.path) if dl.path else None,
        "sha256": dl.sha256,
        "cards": len(dl.main_cards()),
        "text": dl.text,
        "fidelity": fidelity_of(dl),
    }


def shares_keys(dl: Decklist) -> list[str]:
    """The names a shares file may give a field deck: its name, file name, path or stem."""
    keys = [dl.name, deck_file(dl)]
    if dl.path:
        keys += [str(dl.path), Path(dl.path).stem]
    return keys
