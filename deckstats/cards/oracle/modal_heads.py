"""The first line of a modal spell or ability (CR 700.2): how many modes, which repeats.

"Choose one —", "Choose two —", "Choose three —"; "Choose one or more —" (any number of
the modes, at least one); "Choose one or both —"; "Choose three. You may choose the same
mode more than once." (Fiery Confluence, CR 700.2d). ``modal_head`` returns
``(choose, most, repeat)`` for ``effects.Modal``, or ``None`` for another line.

>>> modal_head("Choose one or both —")
(1, 2, False)
"""

from __future__ import annotations

import re

_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4}
_HEAD = re.compile(
    r"Choose (?P<n>one|two|three|four)"
    r"(?: or (?P<more>more|both))?"
    r"(?: —|\. You may choose the same mode more than once\.)"
)


def modal_head(line: str) -> tuple[int, int, bool] | None:
    """CR 700.2: ``(choose, most, repeat)`` of a modal head line (module docstring)."""
    m = _HEAD.fullmatch(line)
    if not m:
        return None
    n = _COUNTS[m.group("n")]
    repeat = line.endswith("more than once.")
    if repeat and m.group("more"):
        return None
    most = {"more": 99, "both": 2}.get(m.group("more") or "", 0)
    return n, most, repeat


__all__ = ["modal_head"]
