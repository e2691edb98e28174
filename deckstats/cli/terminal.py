r"""Output hygiene: text from input files reaches the terminal escaped (issue 31).

A deck comment, a card name or a file name may hold terminal control characters: an
``ESC [2J`` clears the screen, an OSC sequence sets the window title or a hyperlink, a
right-to-left override reorders what the user reads. ``printable`` escapes every C0
control but newline and tab, DEL, every C1 control, the bidirectional overrides and
isolates, and lone surrogates (a file name Python could not decode), as ``\x1b`` /
``\u202e`` text. ``escaped_output`` applies it to everything a command writes to
stdout and stderr, so no command has to remember it.

>>> printable("Burn \x1b[31mred\x1b[0m\tx\n")
'Burn \\x1b[31mred\\x1b[0m\tx\n'
"""

from __future__ import annotations

import codecs
import re
import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any, TextIO

__all__ = ["EscapingStream", "escaped_output", "printable"]

#: C0 controls but tab and newline, DEL and C1, the Arabic letter mark, the bidirectional
#: embeddings, overrides and isolates, and lone surrogates.
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def _escape(match: re.Match[str]) -> str:
    r"""One unsafe character as Python escape text: ``\x1b`` below 256, else ``\u202e``."""
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str) -> str:
    r"""``text`` with terminal control characters written out as escapes (``\x1b``)."""
    return _UNSAFE.sub(_escape, text)


class EscapingStream:
    r"""A text stream that passes everything written through ``printable``.

    A carriage return that starts a write to a terminal is kept: progress bars (tqdm)
    redraw their line with it, and only draw on a terminal. A character the stream cannot
    encode (an ASCII ``PYTHONIOENCODING``) is written as ``\xe9`` too, and the stream
    says it is UTF-8 then, so click writes through it instead of around it.
    """

    def __init__(self, stream: TextIO) -> None:
        """Wrap ``stream``; its encoding is normalised (``ANSI_X3.4-1968`` -> ``ascii``)."""
        self._stream = stream
        encoding = getattr(stream, "encoding", None) or "utf-8"
        try:
            self._encoding = codecs.lookup(encoding).name
        except LookupError:
            self._encoding = "utf-8"

    @property
    def encoding(self) -> str:
        """The stream's encoding; ``utf-8`` for ASCII (everything else is escaped)."""
        return "utf-8" if self._encoding == "ascii" else self._encoding

    def write(self, text: str) -> int:
        """Write ``text`` escaped; return its length as given."""
        if not isinstance(text, str):  # not text (a caller's bytes): not ours to change
            return self._stream.write(text)
        lead = "\r" if text.startswith("\r") and self._tty() else ""
        out = lead + printable(text[len(lead) :])
        if not out.isascii() and not self._encoding.startswith("utf"):
            out = out.encode(self._encoding, "backslashreplace").decode(self._encoding)
        self._stream.write(out)
        return len(text)

    def writelines(self, lines: Iterable[str]) -> None:
        """Write each line escaped."""
        for line in lines:
            self.write(line)

    def _tty(self) -> bool:
        """Whether the wrapped stream is a terminal (``False`` for a closed or odd one)."""
        try:
            return bool(self._stream.isatty())
        except (AttributeError, ValueError, OSError):
            return False

    def __getattr__(self, name: str) -> Any:
        """Everything else (``flush``, ``fileno``, ``buffer``) is the wrapped stream's."""
        return getattr(self._stream, name)


@contextmanager
def escaped_output() -> Iterator[None]:
    """Escape what is written to ``sys.stdout`` and ``sys.stderr`` inside the block."""
    # The streams are replaced, not wrapped at each call: ``click.echo``, ``print`` and
    # tqdm look ``sys.stdout``/``sys.stderr`` up when they write, so all of them go
    # through the escaping without knowing it.
    out, err = sys.stdout, sys.stderr
    sys.stdout = EscapingStream(out)
    sys.stderr = EscapingStream(err)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = out, err
