"""Where a run may be written: the checks a run directory passes before any game.

A run writes into a directory named by ``--out``. Before the first game, ``RunClaim``
(``report.run_dir``) and the command line (``check_run_target``, through ``runs.checks``)
ask the questions here: is the name usable on this file system, is the target free or a
run that ``--force`` may replace, is the parent writable, is there room for the expected
records (``expected_bytes``)? Each failed check is one line of ``RunDirError`` (exit
status 1), given before any work is done.
"""

from __future__ import annotations

import contextlib
import os
import shutil
from pathlib import Path

from deckstats.cards.errors import DeckstatsError


class RunDirError(DeckstatsError):
    """A run directory cannot be written (one line naming it; exit status 1)."""


#: Bytes a game adds to a run's Parquet tables, about twice the largest measured per game
#: (2,000 goldfish games of the sample decks: 67-105 bytes a game over games, turns and
#: events; 1,000 matchup games: 139): the free-space check asks for this much per game.
GAME_BYTES = {"goldfish": 256, "matchup": 384, "gauntlet": 384, "compare": 512, "hands": 0}


#: Bytes of a run's JSON files, charts and ``report.html`` (about 0.4 MB measured), doubled.
REPORT_BYTES = 1_000_000


def expected_bytes(command: str, games: int) -> int:
    """Bytes a run of ``games`` games of ``command`` is expected to write (with margin)."""
    return REPORT_BYTES + GAME_BYTES.get(command, 512) * max(0, games)


def strerror(exc: OSError) -> str:
    """The operating system's reason (``"No space left on device"``) for a message line."""
    return exc.strerror or str(exc)


def _name_max(directory: Path) -> int:
    """The longest file name (bytes) the file system of ``directory`` accepts.

    255, the common limit, when the system cannot say (no ``pathconf``, an odd mount).
    """
    try:
        return int(os.pathconf(directory, "PC_NAME_MAX"))
    except (OSError, ValueError, AttributeError):
        return 255


def _existing_ancestor(path: Path) -> Path:
    """``path`` or its nearest parent that is an existing directory (``/`` at worst).

    The target of a run may not exist yet; its file system's limits, free space and
    permissions are those of the first directory on the way that does.
    """
    for p in (path, *path.parents):
        with contextlib.suppress(OSError):
            if p.is_dir():
                return p
    return Path("/")


def resolve_target(out_dir: Path | str) -> Path:
    """The absolute directory a run given ``--out out_dir`` goes to (symbolic links read).

    A symbolic link to a directory writes the run into that directory (the link stays);
    a dangling link, ``/``, a name too long for the file system are ``RunDirError``.
    """
    shown = Path(out_dir)
    # Checked before anything touches the file system, whose own error for a long name
    # ("File name too long") would not say which part or what the limit is.
    limit = _name_max(_existing_ancestor(Path(os.path.abspath(shown)).parent))
    for part in shown.parts:
        if len(os.fsencode(part)) > limit:
            raise RunDirError(
                f"{shown}: a name of {len(os.fsencode(part))} bytes; this file system allows "
                f"at most {limit} (choose a shorter --out)"
            )
    try:
        for step in (shown, *shown.parents):  # the target or a directory on the way
            if step.is_symlink() and not step.exists():
                where = "" if step == shown else f" ({step} on the way)"
                raise RunDirError(
                    f"{shown}: a symbolic link to {os.readlink(step)}, which does not exist"
                    f"{where} (create it or choose another --out)"
                )
        path = Path(os.path.abspath(shown)).resolve()
    except RunDirError:
        raise
    except (OSError, RuntimeError) as exc:  # a loop of links, a name too long
        reason = strerror(exc) if isinstance(exc, OSError) else "a loop of symbolic links"
        raise RunDirError(f"{shown}: cannot write a run there ({reason})") from None
    # A run replaces its target by renaming: the root has no parent to rename within.
    if not path.name or path.parent == path:
        raise RunDirError(f"{shown}: cannot write a run to the root directory")
    for parent in path.parents:
        with contextlib.suppress(OSError):
            if parent.exists() and not parent.is_dir():
                raise RunDirError(f"{shown}: {parent} is a file, not a directory")
    return path


def space_problem(where: Path, need: int) -> str | None:
    """Why ``need`` bytes may not fit on the file system of ``where`` (``None``: they fit)."""
    if need <= 0:
        return None
    try:
        free = shutil.disk_usage(_existing_ancestor(where)).free
    except OSError:
        return None
    if free >= need:
        return None
    return (
        f"{_mb(free)} free on its file system, the run needs about {_mb(need)} "
        "(free some space, or play fewer games)"
    )


def _mb(n: int) -> str:
    """``n`` bytes for a message: megabytes from 0.1 MB up, kilobytes below."""
    return f"{n / 1e6:.1f} MB" if n >= 100_000 else f"{n / 1e3:.0f} kB"


def writable_problem(path: Path) -> str | None:
    """Why a run cannot be made at ``path`` (its parent, or the empty directory it fills)."""
    base = _existing_ancestor(path.parent)
    with contextlib.suppress(OSError):
        if path.is_dir() and not os.access(path, os.W_OK | os.X_OK):
            base = path  # an existing directory the run's files would move into
    if os.access(base, os.W_OK | os.X_OK):
        return None
    try:
        # Tell a read-only mount from missing permissions: the user's fix differs.
        os.statvfs(base)
        read_only = bool(os.statvfs(base).f_flag & os.ST_RDONLY)
    except (OSError, AttributeError):
        read_only = False
    return "a read-only file system" if read_only else f"{base} is not writable"


def target_problem(out_dir: Path, force: bool, *, shown: Path | None = None) -> str | None:
    """Why a run may not be written to ``out_dir`` (one line), or ``None`` when it may.

    A directory holding a run (``manifest.json``) is replaced only with ``force``; a
    non-empty directory that is not a run is never replaced (it is not ours to delete).
    ``shown`` is the name the user gave (``out_dir`` by default).
    """
    out_dir = Path(out_dir)
    shown = out_dir if shown is None else shown
    try:
        if out_dir.exists() and not out_dir.is_dir():
            return f"{shown}: exists and is not a directory"
        if not out_dir.is_dir() or not any(out_dir.iterdir()):
            return None
        holds_run = (out_dir / "manifest.json").exists()
    except OSError as exc:
        return f"{shown}: cannot write a run there ({strerror(exc)})"
    if holds_run:
        if force:
            return None
        return f"{shown}: already holds a run (use --force to replace it, or --out DIR)"
    return f"{shown}: not empty and not a run directory (choose another --out)"


def check_run_target(
    out_dir: Path | str, force: bool, need: int = 0, *, merge: bool = False
) -> None:
    """Raise ``RunDirError`` (one line) unless a run may be written to ``out_dir``.

    Every check of ``RunClaim`` that takes no lock: the name, the target (not with
    ``merge``: ``hands --out`` adds its files to a directory), a writable parent, ``need``
    bytes free. Cheap, for the command line before any work is done.
    """
    path = resolve_target(out_dir)
    problem = None if merge else target_problem(path, force, shown=Path(out_dir))
    if problem is None:
        writable = writable_problem(path)
        if writable is not None:
            problem = f"{out_dir}: cannot write a run there ({writable})"
    if problem is None:
        space = space_problem(path.parent, need)
        if space is not None:
            problem = f"{out_dir}: {space}"
    if problem is not None:
        raise RunDirError(problem)


__all__ = [
    "GAME_BYTES",
    "REPORT_BYTES",
    "RunDirError",
    "check_run_target",
    "expected_bytes",
    "resolve_target",
    "space_problem",
    "strerror",
    "target_problem",
    "writable_problem",
]
