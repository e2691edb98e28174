"""Write a run directory atomically: ``manifest.json``, ``summary.json``, Parquet tables.

In the pipeline (seed -> games -> Parquet tables -> summary -> report) this module is the
step where records become files: ``runs.loop`` streams each batch of game records into a
``RunWriter`` (or, for an experiment that keeps its rows, writes them at the end with
``write_run``, as ``hands --out`` does); the experiments in ``runs`` read the closed
tables back (``report.tables``) to compute the summary; the manifest, the summary and
``extra`` (the charts and ``report.html``) go into the same temporary directory before
it is renamed into place. The checks of the target itself (its name, free space, a
writable parent) are in ``report.run_target``.

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
import os
import re
import secrets
import shutil
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from deckstats.report.run_target import (
    RunDirError,
    resolve_target,
    space_problem,
    strerror,
    target_problem,
    writable_problem,
)
from deckstats.report.tables import arrow_schema, dump_json

if TYPE_CHECKING:  # only annotations: pyarrow reads the tables into pandas (issue 32.2)
    import pandas as pd

try:  # POSIX; elsewhere runs are not locked (README)
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]


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
    # 64 bytes of the name keep it recognisable; the hash keeps two long names apart. A cut
    # inside a multi-byte character decodes to U+FFFD, which is dropped.
    digest = hashlib.sha256(os.fsencode(name)).hexdigest()[:16]
    return os.fsdecode(os.fsencode(name)[:64]).rstrip("\ufffd") + "~" + digest


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
        """Claim ``out_dir``; raise ``RunDirError`` (with nothing left behind) if it fails.

        Args:
            out_dir: the ``--out`` directory as the user gave it (kept for messages as
                ``shown``; ``path`` is the resolved absolute target).
            force: replace a run already in ``out_dir``.
            need: bytes the run is expected to write (``expected_bytes``); 0 skips the
                free-space check.
            merge: add files to an existing directory instead of replacing it (``hands
                --out``): the check of what the target holds is skipped.
        """
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
                f"{self.shown}: cannot create its parent directory ({strerror(exc)})"
            ) from None
        problem = writable_problem(self.path)
        if problem is not None:
            raise RunDirError(f"{self.shown}: cannot write a run there ({problem})")
        # Lock first: the stale-folder cleanup and the target check below must not race a
        # second run into the same directory.
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
                    f"{self.shown}: cannot write a run there ({strerror(exc)})"
                ) from None
        except BaseException:  # Ctrl-C included: never leave the lock held
            self.release()
            raise

    @staticmethod
    def _lock_path(path: Path) -> Path:
        """The lock file of target ``path``: ``.TAG.lock`` beside it, in its parent."""
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
                # report.html last: a reader never sees it link to a chart not yet there.
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
            os.replace(self.tmp, kept)  # a rename in the same directory: nothing is copied
        except OSError:
            return None
        finally:
            self.release()
        return kept

    def release(self) -> None:
        """Unlock the target (idempotent)."""
        if self._fd is not None:
            # Unlink before closing, while the lock is still held: a run that opened the
            # old file meanwhile gets its lock only after, finds the file gone and retries
            # (see ``_lock``).
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
    # A retry bound, not a wait: each round only fails when another run released and
    # unlinked the file between our open and our flock, which cannot go on for long.
    for _ in range(100):
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT | _NOFOLLOW, 0o666)
        except OSError as exc:
            raise RunDirError(f"{shown}: cannot write a run there ({strerror(exc)})") from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            if exc.errno not in (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK):
                return fd  # a file system without locks (some network ones): run unlocked
            holder = os.pread(fd, 32, 0).decode("ascii", "replace").strip()
            os.close(fd)
            who = f" (pid {holder})" if holder.isdigit() else ""
            raise RunDirError(f"{shown}: is being written by another run{who}") from None
        # The lock is ours, but on the file we opened: compare inodes to be sure it is still
        # the one at ``path``.
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
        # This process holds the lock of ``held``, so flock below would fail on our own
        # lock: a folder of that name from another pid is a dead run's.
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
        try:  # the lock is free: its run is dead, and we hold the lock while removing
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
        # The old run was moved aside but the new one never arrived: put the old one back.
        # Otherwise the new run is in place and the old one is only left to delete.
        if not os.path.lexists(path) and old.is_dir() and not old.is_symlink():
            os.replace(old, path)
        elif old.is_dir() and not old.is_symlink():
            shutil.rmtree(old)
        else:
            os.unlink(old)


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
        """Write the JSON files and one Parquet file per table into ``tmp``."""
        if manifest is not None:
            (tmp / "manifest.json").write_text(dump_json(manifest), encoding="utf-8")
        (tmp / "summary.json").write_text(dump_json(summary), encoding="utf-8")
        for name, df in tables.items():
            df.to_parquet(tmp / f"{name}.parquet", index=False)

    def failure(exc: OSError, doing: str) -> RunDirError:
        """The one-line error of a failed write; nothing is kept (the tables are whole)."""
        return RunDirError(f"{shown}: {strerror(exc)} while {doing}; nothing was written")

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
    # A report failure is held until the run is in place: the games are worth more than
    # the page, which ``deckstats report`` can make again.
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
        reason = strerror(exc) if isinstance(exc, OSError) else type(exc).__name__
        line = str(exc).splitlines()[0][:120] if str(exc).strip() else ""
        return reason if isinstance(exc, OSError) or not line else f"{reason}: {line}"
    return None


def _report_failed(shown: Path, reason: str) -> str:
    """The message of a run kept without its report, saying how to make the report."""
    return (
        f"{shown}: the run was written, but not its report ({reason}); "
        f"`deckstats report {shown}` writes it again"
    )


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
        """Claim ``out_dir`` for a run whose tables have the given columns.

        Args:
            out_dir: the ``--out`` directory.
            schemas: ``table name -> column name -> stats.schema dtype`` (the tables and
                their column order).
            group_rows: games per Parquet row group (the memory bound of the buffer).
            force: replace a run already in ``out_dir``.
            need: bytes the run is expected to write (the free-space check).

        Raises:
            RunDirError: the directory cannot be claimed (see ``RunClaim``).
        """
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
        # Each batch becomes Arrow tables now (typed by the schema: a bad value fails here,
        # not at the flush), buffered until ``group_rows`` games make a row group.
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
        """Write the buffered batches as one row group per table.

        A table's ``ParquetWriter`` is opened on its first flush, so a table with no rows
        still gets a file with its schema. A write error (a full disk) removes the whole
        run: a Parquet file cut mid-row-group cannot be read, so nothing is kept.
        """
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
                    f"{self.out_dir}: {strerror(exc)} while writing {name}.parquet after "
                    f"{self.games} games; the run was removed (nothing could be kept)"
                ) from None
            tables.clear()
        self._pending_rows = 0

    def close_tables(self) -> Path:
        """Flush and close the Parquet files (readable in ``tmp`` from now on).

        Idempotent; returns the temporary directory. The summary is computed between this
        and ``finish``, reading the closed tables from ``tmp``. A failure to close (the
        footer cannot be written) removes the run, as in ``flush``.
        """
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
                f"{self.out_dir}: {strerror(exc)} while writing the tables after "
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
            """Write the two JSON files beside the closed tables in ``tmp``."""
            (tmp / "manifest.json").write_text(dump_json(manifest), encoding="utf-8")
            (tmp / "summary.json").write_text(dump_json(summary), encoding="utf-8")

        writing = (write, "writing manifest.json and summary.json")
        _complete(self.claim, writing, extra, self._unfinished, self.abort, self.out_dir)
        return self.out_dir

    def _unfinished(self, exc: OSError, doing: str) -> RunDirError:
        """The error of a failed finish, after keeping the played games if it can.

        The Parquet tables are closed and whole by then, so unlike a failed ``flush`` the
        games are worth keeping: the temporary folder is renamed to a visible one.
        """
        kept = self.claim.keep_as("unfinished")
        where = (
            f"the {self.games} finished games are kept in {kept}/ (Parquet tables only)"
            if kept is not None
            else "nothing could be kept"
        )
        return RunDirError(f"{self.out_dir}: {strerror(exc)} while {doing}; {where}")

    def abort(self) -> None:
        """Discard everything written so far."""
        for writer in self._writers.values():
            with contextlib.suppress(Exception):  # cleaning up after a failure
                writer.close()
        self._writers.clear()
        self.claim.abort()


def _remove(path: Path) -> None:
    """Delete ``path``: a directory with its contents, a file or link (not its target)."""
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif os.path.lexists(path):
        os.unlink(path)


def _holds_cwd(path: Path) -> bool:
    """Whether this process's working directory is ``path`` or inside it.

    Renaming such a directory away would leave the shell in a deleted directory, so
    ``_move_into_place`` moves files into it instead.
    """
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
        # A directory cannot be renamed over a non-empty one, so the old run is moved aside
        # first; ``_restore_swap`` repairs a process killed between the two renames.
        old_dir = out_dir.with_name(f".{_tag(out_dir)}.old")
        _remove(old_dir)
        os.replace(out_dir, old_dir)
        os.replace(tmp, out_dir)
        shutil.rmtree(old_dir, ignore_errors=True)
    else:
        os.replace(tmp, out_dir)
