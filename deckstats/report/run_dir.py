"""Write a run directory atomically: ``manifest.json``, ``summary.json``, Parquet tables.

Everything is written into a hidden temporary directory beside the target and renamed
into place at the end, so a failed run never leaves half-written output.

A run claims its directory before the first game (``RunClaim``): the checks that can fail
(a name too long, a dangling symbolic link, a read-only or unwritable parent, too little
free space for the expected records, a run already there without ``--force``) each raise
one ``RunDirError`` line, and a lock file beside the target (``.NAME.lock``, ``flock``)
keeps a second run from writing the same directory. A hidden temporary folder whose lock
is free belongs to a run that died (SIGKILL, power loss): the next run into the same
parent directory removes it.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import math
import os
import re
import secrets
import shutil
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from deckstats.cards.errors import DeckstatsError

if TYPE_CHECKING:  # only annotations: pyarrow reads the tables into pandas (issue 32.2)
    import pandas as pd

try:  # POSIX; elsewhere runs are not locked (README)
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]


class RunDirError(DeckstatsError):
    """A run directory cannot be written (one line naming it; exit status 1)."""


#: Bytes a game adds to a run's Parquet tables, about twice the largest measured per game
#: (2,000 goldfish games of the sample decks: 67-105 bytes a game over games, turns and
#: events; 1,000 matchup games: 139): the free-space check asks for this much per game.
GAME_BYTES = {"goldfish": 256, "matchup": 384, "gauntlet": 384, "compare": 512, "hands": 0}
#: Bytes of a run's JSON files, charts and ``report.html`` (about 0.4 MB measured), doubled.
REPORT_BYTES = 1_000_000

#: Lock files are never opened through a symbolic link (one planted in a shared directory
#: would have the run truncate the file it points to).
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_TMP_NAME = re.compile(r"\.(?P<name>.+)\.run-(?P<pid>\d+)-[0-9a-f]{8}")
#: Names longer than this (bytes) are shortened in the names of a run's hidden files.
_TAG_BYTES = 160


def _tag(path: Path) -> str:
    """The target's name in its hidden files' names (a long one cut, with a hash).

    ``.TAG.lock``, ``.TAG.run-PID-XXXXXXXX`` and ``.TAG.old`` then fit the file system's
    name limit for every name the file system accepts.
    """
    name = path.name
    if len(os.fsencode(name)) <= _TAG_BYTES:
        return name
    digest = hashlib.sha256(os.fsencode(name)).hexdigest()[:16]
    return os.fsdecode(os.fsencode(name)[:64]).rstrip("\ufffd") + "~" + digest


def expected_bytes(command: str, games: int) -> int:
    """Bytes a run of ``games`` games of ``command`` is expected to write (with margin)."""
    return REPORT_BYTES + GAME_BYTES.get(command, 512) * max(0, games)


def _strerror(exc: OSError) -> str:
    return exc.strerror or str(exc)


def _name_max(directory: Path) -> int:
    try:
        return int(os.pathconf(directory, "PC_NAME_MAX"))
    except (OSError, ValueError, AttributeError):
        return 255


def _existing_ancestor(path: Path) -> Path:
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
        reason = _strerror(exc) if isinstance(exc, OSError) else "a loop of symbolic links"
        raise RunDirError(f"{shown}: cannot write a run there ({reason})") from None
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
    return f"{n / 1e6:.1f} MB" if n >= 100_000 else f"{n / 1e3:.0f} kB"


def _writable_problem(path: Path) -> str | None:
    """Why a run cannot be made at ``path`` (its parent, or the empty directory it fills)."""
    base = _existing_ancestor(path.parent)
    with contextlib.suppress(OSError):
        if path.is_dir() and not os.access(path, os.W_OK | os.X_OK):
            base = path  # an existing directory the run's files would move into
    if os.access(base, os.W_OK | os.X_OK):
        return None
    try:
        os.statvfs(base)
        read_only = bool(os.statvfs(base).f_flag & os.ST_RDONLY)
    except (OSError, AttributeError):
        read_only = False
    return "a read-only file system" if read_only else f"{base} is not writable"


class RunClaim:
    """A run's claim on its directory, taken before the first game; ``release`` ends it.

    Checks (each one ``RunDirError`` line): the target's name (``resolve_target``), the
    target itself (``target_problem``: a run there only with ``force``), that its parent
    can be written, and the free space for ``need`` bytes. Then it locks the target
    (``.NAME.lock`` in the parent, ``flock``: another run gets "is being written by
    another run (pid N)"), removes the temporary folders of dead runs there, and makes
    this run's hidden temporary folder ``.NAME.run-PID-XXXXXXXX`` (permissions from the
    umask, like any directory the user makes).
    """

    def __init__(
        self, out_dir: Path | str, *, force: bool = False, need: int = 0, merge: bool = False
    ) -> None:
        self.shown = Path(out_dir)
        self.path = resolve_target(out_dir)
        self.merge = merge
        self.force = force
        self._fd: int | None = None
        self.tmp: Path | None = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise RunDirError(
                f"{self.shown}: cannot create its parent directory ({_strerror(exc)})"
            ) from None
        problem = _writable_problem(self.path)
        if problem is not None:
            raise RunDirError(f"{self.shown}: cannot write a run there ({problem})")
        self._fd = _lock(self._lock_path(self.path), self.shown)
        try:
            _restore_swap(self.path)
            clean_stale(self.path.parent, held=_tag(self.path))
            if not merge:
                problem = target_problem(self.path, force, shown=self.shown)
                if problem is not None:
                    raise RunDirError(problem)
            problem = space_problem(self.path.parent, need)
            if problem is not None:
                raise RunDirError(f"{self.shown}: {problem}")
            self.tmp = (
                self.path.parent / f".{_tag(self.path)}.run-{os.getpid()}-{secrets.token_hex(4)}"
            )
            try:
                self.tmp.mkdir()  # mode 0o777 less the umask
            except OSError as exc:
                raise RunDirError(
                    f"{self.shown}: cannot write a run there ({_strerror(exc)})"
                ) from None
        except BaseException:
            self.release()
            raise

    @staticmethod
    def _lock_path(path: Path) -> Path:
        return path.parent / f".{_tag(path)}.lock"

    def finish(self) -> Path:
        """Move the temporary folder into place (``merge``: file by file) and release.

        The target is checked again first: whatever appeared there while the games were
        played (a run, other files) is never replaced without ``force``; the finished
        run is then kept beside it in ``NAME.kept-PID`` and the ``RunDirError`` says so.
        """
        assert self.tmp is not None
        if not self.merge:
            problem = target_problem(self.path, self.force, shown=self.shown)
            if problem is not None:
                kept = self.keep_as("kept")
                where = f"this run is kept in {kept}/" if kept else "this run was not kept"
                raise RunDirError(f"{problem}; it appeared while this run played: {where}")
        try:
            if self.merge and self.path.is_dir():
                names = sorted(
                    (p.name for p in self.tmp.iterdir() if p.is_file()),
                    key=lambda name: (name == "report.html", name),
                )
                for name in names:
                    os.replace(self.tmp / name, self.path / name)
                shutil.rmtree(self.tmp, ignore_errors=True)
            else:
                _move_into_place(self.tmp, self.path)
        finally:
            self.release()
        return self.shown

    def abort(self) -> None:
        """Remove the temporary folder and release the lock."""
        if self.tmp is not None:
            shutil.rmtree(self.tmp, ignore_errors=True)
        self.release()

    def keep_as(self, label: str = "unfinished") -> Path | None:
        """Rename the temporary folder to a visible ``NAME.LABEL-PID`` (or ``None``)."""
        if self.tmp is None or not self.tmp.is_dir():
            return None
        kept = self.path.with_name(f"{_tag(self.path)}.{label}-{os.getpid()}")
        try:
            os.replace(self.tmp, kept)
        except OSError:
            return None
        finally:
            self.release()
        return kept

    def release(self) -> None:
        """Unlock the target (idempotent)."""
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.unlink(self._lock_path(self.path))
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None


def _lock(path: Path, shown: Path) -> int:
    """Take ``flock`` on the lock file ``path`` (created if missing) and return its fd.

    The file is unlinked by its holder on release, so after locking, the file at ``path``
    must still be the one locked (else another run released and removed it meanwhile:
    try again). The holder's pid is written in it for the message of the next run.
    """
    if fcntl is None:  # pragma: no cover - Windows
        return os.open(os.devnull, os.O_RDONLY)
    for _ in range(100):
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT | _NOFOLLOW, 0o666)
        except OSError as exc:
            raise RunDirError(f"{shown}: cannot write a run there ({_strerror(exc)})") from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            if exc.errno not in (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK):
                return fd  # a file system without locks (some network ones): run unlocked
            holder = os.pread(fd, 32, 0).decode("ascii", "replace").strip()
            os.close(fd)
            who = f" (pid {holder})" if holder.isdigit() else ""
            raise RunDirError(f"{shown}: is being written by another run{who}") from None
        try:
            same = os.stat(path).st_ino == os.fstat(fd).st_ino
        except FileNotFoundError:
            same = False
        if same:
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 0)
                os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
            return fd
        os.close(fd)
    raise RunDirError(f"{shown}: cannot lock it (its lock file keeps changing)")


def clean_stale(parent: Path, held: str | None = None) -> list[Path]:
    """Remove the temporary folders of dead runs in ``parent``; return them.

    A run's temporary folder ``.NAME.run-PID-XXXXXXXX`` lives while the run holds the lock
    ``.NAME.lock``; a folder whose lock can be taken belongs to a run that was killed
    (SIGKILL) before it could clean up. ``held``: the tag whose lock this process holds
    (its own target: any folder of that name is a dead run's).
    """
    removed: list[Path] = []
    if fcntl is None:  # pragma: no cover - Windows
        return removed
    try:
        entries = list(os.scandir(parent))
    except OSError:
        return removed
    for entry in entries:
        m = _TMP_NAME.fullmatch(entry.name)
        if m is None or not entry.is_dir(follow_symlinks=False):
            continue
        if int(m["pid"]) == os.getpid():
            continue
        if m["name"] == held:
            shutil.rmtree(entry.path, ignore_errors=True)
            removed.append(Path(entry.path))
            continue
        lock = parent / f".{m['name']}.lock"
        try:
            fd = os.open(lock, os.O_RDWR | os.O_CREAT | _NOFOLLOW, 0o666)
        except OSError:
            continue
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            continue  # a live run
        try:
            shutil.rmtree(entry.path, ignore_errors=True)
            removed.append(Path(entry.path))
            with contextlib.suppress(OSError):
                if os.stat(lock).st_ino == os.fstat(fd).st_ino:
                    os.unlink(lock)
        finally:
            os.close(fd)
    return removed


def _restore_swap(path: Path) -> None:
    """Undo a replacement cut short between its two renames (``_move_into_place``)."""
    old = path.with_name(f".{_tag(path)}.old")
    if not os.path.lexists(old):
        return
    with contextlib.suppress(OSError):
        if not os.path.lexists(path) and old.is_dir() and not old.is_symlink():
            os.replace(old, path)
        elif old.is_dir() and not old.is_symlink():
            shutil.rmtree(old)
        else:
            os.unlink(old)


def finite(x: Any) -> Any:
    """``x`` with every NaN or infinite float (numpy's too) replaced by ``None``."""
    if isinstance(x, float):
        return x if math.isfinite(x) else None
    if isinstance(x, Mapping):
        return {k: finite(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [finite(v) for v in x]
    if hasattr(x, "item") and not isinstance(x, (str, bytes)):  # a numpy scalar
        return finite(x.item())
    return x


def dump_json(data: Mapping[str, Any]) -> str:
    """Serialise ``data`` the way every deckstats JSON file is written (stable, indented).

    Strict JSON (issue 30): a NaN or infinite number is written as ``null``, never as
    ``NaN`` / ``Infinity``, which strict parsers reject.
    """
    return json.dumps(finite(data), indent=2, ensure_ascii=False, allow_nan=False) + "\n"


def write_run(
    out_dir: Path,
    *,
    manifest: Mapping[str, Any] | None,
    summary: Mapping[str, Any],
    tables: Mapping[str, pd.DataFrame],
    extra: Callable[[Path], object] | None = None,
    merge: bool = False,
    claim: RunClaim | None = None,
) -> Path:
    """Write a run directory atomically and return its path.

    The one writer of every command's output directory (``compare``, ``hands --out``;
    the streamed simulations finish theirs through ``RunWriter``, which moves its
    temporary directory into place the same way).

    Everything is written into a temporary directory beside ``out_dir`` first, so a
    failure leaves no half-written output.

    Args:
        out_dir: the target directory; replaced if it exists (unless ``merge``).
        manifest: written to ``manifest.json`` (``None``: no manifest, ``hands``).
        summary: written to ``summary.json``.
        tables: ``name -> DataFrame`` written to ``name.parquet``.
        extra: called with the temporary directory to add more files (plots, HTML).
        merge: keep the other files of an existing ``out_dir`` and move the new files
            into it one by one, ``report.html`` last (it never links to a missing file).
        claim: the claim taken before the games were played (``compare``); ``None``
            claims ``out_dir`` now (replacing a run there).

    Raises:
        RunDirError: the directory cannot be written (one line); a failed ``extra``
            (the report) after the tables were written keeps the run without it and
            says so.
    """
    if claim is None:
        claim = RunClaim(out_dir, force=True, merge=merge)
    shown = claim.shown

    def write(tmp: Path) -> None:
        if manifest is not None:
            (tmp / "manifest.json").write_text(dump_json(manifest), encoding="utf-8")
        (tmp / "summary.json").write_text(dump_json(summary), encoding="utf-8")
        for name, df in tables.items():
            df.to_parquet(tmp / f"{name}.parquet", index=False)

    def failure(exc: OSError, doing: str) -> RunDirError:
        return RunDirError(f"{shown}: {_strerror(exc)} while {doing}; nothing was written")

    _complete(claim, (write, "writing the run"), extra, failure, claim.abort, shown)
    return shown


def _complete(
    claim: RunClaim,
    writing: tuple[Callable[[Path], None], str],
    extra: Callable[[Path], object] | None,
    failure: Callable[[OSError, str], RunDirError],
    abort: Callable[[], None],
    shown: Path,
) -> None:
    """Finish a claimed run: write its files, add the report, move it into place.

    ``writing`` is the function writing the files into the claim's temporary directory
    and what it is doing (for the message). An ``OSError`` while writing or moving
    raises ``failure(exc, doing)``; any failure calls ``abort`` first. A failed
    ``extra`` (the report) keeps the run without it and raises once it is in place.
    """
    write, doing = writing
    assert claim.tmp is not None
    report_error: str | None = None
    try:
        try:
            write(claim.tmp)
        except OSError as exc:
            raise failure(exc, doing) from None
        if extra is not None:
            report_error = _run_extra(extra, claim.tmp)
        try:
            claim.finish()
        except OSError as exc:
            raise failure(exc, "moving the run into place") from None
    except BaseException:
        abort()
        raise
    if report_error is not None:
        raise RunDirError(_report_failed(shown, report_error))


def _run_extra(extra: Callable[[Path], object], tmp: Path) -> str | None:
    """Call ``extra`` (the charts and report); its failure as one line (``None``: none).

    A full disk or a chart that cannot be drawn must not lose the games already written:
    the report's files are removed and the run is kept without them.
    """
    before = {p.name for p in tmp.iterdir()}
    try:
        extra(tmp)
    except Exception as exc:  # the tables are written: keep them whatever the report did
        for p in tmp.iterdir():
            if p.name not in before:
                with contextlib.suppress(OSError):
                    p.unlink()
        reason = _strerror(exc) if isinstance(exc, OSError) else type(exc).__name__
        line = str(exc).splitlines()[0][:120] if str(exc).strip() else ""
        return reason if isinstance(exc, OSError) or not line else f"{reason}: {line}"
    return None


def _report_failed(shown: Path, reason: str) -> str:
    return (
        f"{shown}: the run was written, but not its report ({reason}); "
        f"`deckstats report {shown}` writes it again"
    )


_ARROW_TYPES = {"int64": "int64", "Int64": "int64", "string": "string", "bool": "bool"}


def arrow_schema(columns: Mapping[str, str]) -> Any:
    """The pyarrow schema of a table declared in ``stats.schema`` (nullable columns)."""
    import pyarrow as pa

    return pa.schema([(name, pa.type_for_alias(_ARROW_TYPES[dt])) for name, dt in columns.items()])


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
        return f"{shown}: cannot write a run there ({_strerror(exc)})"
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
        writable = _writable_problem(path)
        if writable is not None:
            problem = f"{out_dir}: cannot write a run there ({writable})"
    if problem is None:
        space = space_problem(path.parent, need)
        if space is not None:
            problem = f"{out_dir}: {space}"
    if problem is not None:
        raise RunDirError(problem)


class RunWriter:
    """Stream a run's tables into a temporary directory; rename it into place at the end.

    ``append`` takes one batch of columns per table and writes Parquet row groups of about
    ``group_rows`` games (pyarrow ``ParquetWriter``), so memory stays bounded however many
    games are played. ``finish`` writes the JSON files and renames the directory into
    place (atomic: a failed or abandoned run leaves nothing); ``abort`` removes it.

    The directory is claimed when the writer is made (``RunClaim``: checks, lock, free
    space for ``need`` bytes), before the first game. A write that fails (a full disk)
    is a ``RunDirError`` naming the directory and how many games had been played.
    """

    def __init__(
        self,
        out_dir: Path,
        schemas: Mapping[str, Mapping[str, str]],
        *,
        group_rows: int = 50_000,
        force: bool = False,
        need: int = 0,
    ) -> None:
        self.claim = RunClaim(out_dir, force=force, need=need)
        self.out_dir = self.claim.shown
        assert self.claim.tmp is not None
        self.tmp = self.claim.tmp
        # pyarrow loads with the first batch, not before the first game (issue 32.2): with
        # workers, the parent's import overlaps their play.
        self._columns = dict(schemas)
        self._schemas: dict[str, Any] = {}
        self._pa: Any = None
        self._writers: dict[str, Any] = {}
        self._pending: dict[str, list[Any]] = {name: [] for name in schemas}
        self._pending_rows = 0
        self._group_rows = group_rows
        self.rows = dict.fromkeys(schemas, 0)
        self.games = 0
        self._closed = False

    def append(self, columns: Mapping[str, Mapping[str, list[Any]]], n_games: int) -> None:
        """Add one batch: ``table name -> column name -> values`` of ``n_games`` games."""
        self._arrow()
        for name, cols in columns.items():
            schema = self._schemas[name]
            table = self._pa.Table.from_pydict({f.name: cols[f.name] for f in schema}, schema)
            self._pending[name].append(table)
            self.rows[name] += table.num_rows
        self._pending_rows += n_games
        self.games += n_games
        if self._pending_rows >= self._group_rows:
            self.flush()

    def _arrow(self) -> None:
        """Load pyarrow and make the tables' schemas, once."""
        if self._pa is None:
            import pyarrow as pa

            self._schemas = {name: arrow_schema(cols) for name, cols in self._columns.items()}
            self._pa = pa

    def flush(self) -> None:
        """Write the buffered batches as one row group per table."""
        import pyarrow.parquet as pq

        self._arrow()

        for name, tables in self._pending.items():
            try:
                if name not in self._writers:
                    self._writers[name] = pq.ParquetWriter(
                        self.tmp / f"{name}.parquet", self._schemas[name]
                    )
                if tables:
                    self._writers[name].write_table(self._pa.concat_tables(tables))
            except OSError as exc:
                self.abort()
                raise RunDirError(
                    f"{self.out_dir}: {_strerror(exc)} while writing {name}.parquet after "
                    f"{self.games} games; the run was removed (nothing could be kept)"
                ) from None
            tables.clear()
        self._pending_rows = 0

    def close_tables(self) -> Path:
        """Flush and close the Parquet files (readable in ``tmp`` from now on)."""
        if self._closed:
            return self.tmp
        self._closed = True
        self.flush()
        try:
            for writer in self._writers.values():
                writer.close()
        except OSError as exc:
            self.abort()
            raise RunDirError(
                f"{self.out_dir}: {_strerror(exc)} while writing the tables after "
                f"{self.games} games; the run was removed (nothing could be kept)"
            ) from None
        self._writers.clear()
        return self.tmp

    def finish(
        self,
        manifest: Mapping[str, Any],
        summary: Mapping[str, Any],
        extra: Callable[[Path], None] | None = None,
    ) -> Path:
        """Write the JSON files and rename the run into place; return its path.

        Raises:
            RunDirError: a JSON file or the move failed (the games are kept in a visible
                ``NAME.unfinished-PID`` folder when it can be made, and the line says
                where), or the report failed (the run is kept without it).
        """
        self.close_tables()

        def write(tmp: Path) -> None:
            (tmp / "manifest.json").write_text(dump_json(manifest), encoding="utf-8")
            (tmp / "summary.json").write_text(dump_json(summary), encoding="utf-8")

        writing = (write, "writing manifest.json and summary.json")
        _complete(self.claim, writing, extra, self._unfinished, self.abort, self.out_dir)
        return self.out_dir

    def _unfinished(self, exc: OSError, doing: str) -> RunDirError:
        kept = self.claim.keep_as("unfinished")
        where = (
            f"the {self.games} finished games are kept in {kept}/ (Parquet tables only)"
            if kept is not None
            else "nothing could be kept"
        )
        return RunDirError(f"{self.out_dir}: {_strerror(exc)} while {doing}; {where}")

    def abort(self) -> None:
        """Discard everything written so far."""
        for writer in self._writers.values():
            with contextlib.suppress(Exception):  # cleaning up after a failure
                writer.close()
        self._writers.clear()
        self.claim.abort()


def _remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif os.path.lexists(path):
        os.unlink(path)


def _holds_cwd(path: Path) -> bool:
    try:
        cwd = Path.cwd().resolve()
    except OSError:
        return False
    return cwd == path or path in cwd.parents


def _move_into_place(tmp: Path, out_dir: Path) -> None:
    """Rename ``tmp`` to ``out_dir`` (resolved: no symbolic link), replacing a run there.

    An empty ``out_dir`` (``--out .`` in an empty directory, a directory made for the run)
    and a directory this process works in keep their inode: the files move into them,
    ``manifest.json`` last (a reader never sees a run without all its files).
    """
    if out_dir.is_dir() and (not any(out_dir.iterdir()) or _holds_cwd(out_dir)):
        old = {p.name for p in out_dir.iterdir() if p.is_file() and not p.is_symlink()}
        with contextlib.suppress(FileNotFoundError):
            (out_dir / "manifest.json").unlink()  # a replaced run stops being a run first
        names = sorted(
            (p.name for p in tmp.iterdir()), key=lambda name: (name == "manifest.json", name)
        )
        for name in names:
            os.replace(tmp / name, out_dir / name)
        for name in old - set(names):
            with contextlib.suppress(OSError):
                (out_dir / name).unlink()
        tmp.rmdir()
        return
    if os.path.lexists(out_dir):
        old_dir = out_dir.with_name(f".{_tag(out_dir)}.old")
        _remove(old_dir)
        os.replace(out_dir, old_dir)
        os.replace(tmp, out_dir)
        shutil.rmtree(old_dir, ignore_errors=True)
    else:
        os.replace(tmp, out_dir)


def read_table(path: Path, columns: Mapping[str, str], filters: Any = None) -> pd.DataFrame:
    """Read some columns of a Parquet table back with the pandas dtypes of ``columns``.

    Numeric columns are cast in Arrow before pandas sees them, so asking for ``int8``
    of a large table never holds the ``int64`` copy (bounded memory for long runs).
    """
    import pyarrow as pa
    import pyarrow.parquet as pq

    names = list(columns)
    table = pq.read_table(path, columns=names, filters=filters)
    arrow = pa.schema(
        [(c, pa.type_for_alias(_ARROW_TYPES.get(dt, dt))) for c, dt in columns.items()]
    )
    df = table.cast(arrow).to_pandas()
    return df.astype(dict(columns))


def read_compact(
    path: Path, columns: Mapping[str, str], keep: Callable[[Any], Any]
) -> pd.DataFrame:
    """Read some columns of a Parquet table, one row group at a time, keeping few rows.

    ``keep(table)`` returns a boolean mask (pyarrow) of the rows to keep; numeric columns
    are cast to the compact dtypes of ``columns`` before the next row group is read, so
    the whole table's columns are never held at once (bounded memory for long runs).
    Strings stay Python objects, shared between equal values.
    """
    import pyarrow as pa
    import pyarrow.parquet as pq

    names = list(columns)
    arrow = pa.schema(
        [(c, pa.type_for_alias(_ARROW_TYPES.get(dt, dt))) for c, dt in columns.items()]
    )
    parts = []
    pf = pq.ParquetFile(path)
    for i in range(pf.num_row_groups):
        group = pf.read_row_group(i, columns=names)
        parts.append(group.filter(keep(group)).cast(arrow))
    table = pa.concat_tables(parts) if parts else arrow.empty_table()
    return table.to_pandas()
