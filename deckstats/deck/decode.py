"""Decoding: the bytes of a deck file (or pasted text) to one checked ``str``.

The first step of the ``deck`` layer's pipeline (decode -> scan -> resolve -> validate):
``read_deck_file`` reads a file within ``MAX_FILE_BYTES`` (a named pipe within
``PIPE_TIMEOUT`` seconds; a device is refused) and decodes it (UTF-8 with or without a
byte-order mark, UTF-16 with or without one, else cp1252 line by line);
``refuse_surrogates`` and ``refuse_other_documents`` turn away text that no scanner
should see. ``deck.parse`` calls these before choosing a scanner.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path

from deckstats.deck.model import MAX_FILE_BYTES, DecklistError

__all__ = [
    "PIPE_TIMEOUT",
    "looks_like_xml",
    "read_deck_file",
    "refuse_other_documents",
    "refuse_surrogates",
    "too_large",
]


def read_deck_file(path: str | Path) -> tuple[str, str]:
    """Read and decode a deck file: ``(text, source)``, ``source`` being the name for messages.

    A ``.dek`` or ``.cod`` file must hold XML (MTGO, Cockatrice).

    Raises:
        DecklistError: unreadable, binary or too large a file, a device, or a ``.dek`` /
            ``.cod`` file that is not XML.
    """
    p = Path(path)
    source = str(path)  # a lone surrogate stays (the CLI escapes it when printing)
    raw = _read_bounded(p, source)
    text = _decode(raw, source)
    if p.suffix.lower() in _XML_SUFFIXES and not looks_like_xml(text):
        what = _XML_SUFFIXES[p.suffix.lower()]
        raise DecklistError(f"{source}:1: not {what} file (expected XML starting with '<')")
    return text, source


#: How long a named pipe may keep a deck reader waiting for its data, in seconds.
PIPE_TIMEOUT = 5.0


def too_large(source: str, size: int | None = None) -> DecklistError:
    """The error for a deck of ``size`` bytes (``None``: more than ``MAX_FILE_BYTES``)."""
    what = f"{size:,} bytes" if size is not None else "more than 1 MiB"
    return DecklistError(
        f"{source}: decklist of {what} is too large (at most {MAX_FILE_BYTES:,} bytes, "
        "1 MiB; a decklist is a few KB)"
    )


def _read_bounded(path: Path, source: str) -> bytes:
    """Read a deck file, never more than ``MAX_FILE_BYTES`` (plus one byte to notice).

    A regular file is read; a named pipe (``<(...)``, ``/dev/stdin``) too, for at most
    ``PIPE_TIMEOUT`` seconds; a device or socket is refused (``/dev/zero`` never ends).
    The file is opened non-blocking, so a pipe with no writer does not hang the open.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise DecklistError(f"{source}: cannot read decklist: {reason}") from None
    except ValueError:  # a NUL byte, or a lone surrogate the file system cannot encode
        raise DecklistError(f"{source}: cannot read decklist: not a valid file name") from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise DecklistError(f"{source}: cannot read decklist: Is a directory")
        if stat.S_ISFIFO(mode):
            return _read_pipe(fd, source)
        if not stat.S_ISREG(mode):
            raise DecklistError(
                f"{source}: cannot read decklist: not a regular file (a device?); "
                "save the deck to a file"
            )
        size = os.fstat(fd).st_size
        if size > MAX_FILE_BYTES:
            raise too_large(source, size)
        chunks: list[bytes] = []
        total = 0
        while total <= MAX_FILE_BYTES:  # the size may grow while we read (or /proc lie)
            chunk = os.read(fd, min(1 << 16, MAX_FILE_BYTES + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > MAX_FILE_BYTES:
            raise too_large(source)
        return b"".join(chunks)
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise DecklistError(f"{source}: cannot read decklist: {reason}") from None
    finally:
        os.close(fd)


def _read_pipe(fd: int, source: str) -> bytes:
    """Read a named pipe until its writer closes it: bounded in bytes and in time."""
    import select
    import time

    deadline = time.monotonic() + PIPE_TIMEOUT
    poller = select.poll()
    poller.register(fd, select.POLLIN)
    chunks: list[bytes] = []
    total = 0
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise DecklistError(
                f"{source}: cannot read decklist: the pipe sent no end of file within "
                f"{PIPE_TIMEOUT:g} s (save the deck to a file)"
            )
        if not poller.poll(int(left * 1000) + 1):
            continue
        try:
            chunk = os.read(fd, 1 << 16)
        except BlockingIOError:
            continue
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        total += len(chunk)
        if total > MAX_FILE_BYTES:
            raise too_large(source)


def _decode(raw: bytes, source: str) -> str:
    """Decode file bytes: UTF-8 (with or without BOM), UTF-16 with or without BOM, else cp1252.

    UTF-16 without a byte-order mark (some Windows tools) is recognised by its zero bytes:
    every other byte of ASCII text is zero.
    """
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return raw.decode("utf-16")
        except UnicodeDecodeError:
            raise DecklistError(f"{source}: cannot decode UTF-16 decklist") from None
    encoding = _bomless_utf16(raw[:8192])
    if encoding is not None:
        try:
            text = raw.decode(encoding)
        except UnicodeDecodeError:
            text = ""
        if text and not any(ord(ch) < 32 and ch not in "\t\r\n" for ch in text):
            return text
    if b"\x00" in raw[:8192]:
        raise DecklistError(f"{source}: not a text decklist (binary file?)")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        # Line by line: a UTF-8 file with one pasted cp1252 byte keeps its UTF-8 names.
        lines = raw.removeprefix(b"\xef\xbb\xbf").split(b"\n")
        text = "\n".join(_decode_line(line) for line in lines)
    controls = sum(1 for ch in text if ord(ch) < 32 and ch not in "\t\r\n")
    if "\ufffd" in text or controls > len(text) // 100:
        raise DecklistError(f"{source}: not a text decklist (binary file?)")
    return text


#: File suffixes whose decks are XML, and what the file should be.
_XML_SUFFIXES = {".dek": "an MTGO .dek", ".cod": "a Cockatrice .cod"}


def _decode_line(line: bytes) -> str:
    """One line of a file that is not all UTF-8: UTF-8 if it decodes, else cp1252."""
    try:
        return line.decode("utf-8")
    except UnicodeDecodeError:
        return line.decode("cp1252", errors="replace")


def _bomless_utf16(head: bytes) -> str | None:
    """Return ``utf-16-le`` / ``utf-16-be`` when the bytes look like UTF-16 text, else ``None``."""
    if len(head) < 4 or b"\x00" not in head:
        return None
    head = head[: len(head) // 2 * 2]
    even, odd = head[0::2], head[1::2]
    if odd.count(0) >= 0.8 * len(odd) and even.count(0) == 0:
        return "utf-16-le"
    if even.count(0) >= 0.8 * len(even) and odd.count(0) == 0:
        return "utf-16-be"
    return None


def looks_like_xml(text: str) -> bool:
    """Whether the text is an XML document (MTGO ``.dek``, Cockatrice ``.cod``)."""
    return text.lstrip("\ufeff \t\r\n").startswith("<")


def refuse_surrogates(text: str, source: str) -> None:
    r"""Raise for a lone surrogate (``"\ud800"``): text decoded wrongly, not a card name."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        line = len((text[: exc.start] + "x").splitlines())
        raise DecklistError(
            f"{source}:{line}: not valid text: a lone surrogate "
            f"{text[exc.start].encode('utf-8', 'backslashreplace').decode()} (decode the "
            "file as UTF-8 first)"
        ) from None


def refuse_other_documents(text: str, source: str) -> None:
    """Raise for a saved web page or a JSON file: not a decklist, however it is parsed."""
    head = text.lstrip("\ufeff \t\r\n")[:200].lower()
    if head.startswith(("<!doctype html", "<html")):
        what = "a web page (HTML)"
    elif head.startswith("{") or re.match(r"\[\s*[{\[\"\]]", head):
        what = "a JSON file"
    else:
        return
    raise DecklistError(
        f"{source}:1: {what}, not a decklist (export the deck as text: lines such as "
        "'4 Lightning Bolt')"
    )
