"""How the report prints a number in a cell or a headline: shares, intervals, counts.

Every formatter prints a missing number (``None`` or NaN) as an en dash, so a summary
written before a field existed still renders. Used by the page builders
(``deckstats.report.page`` and the ``*_page`` modules).
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["ci", "is_missing", "num", "p_value", "pct", "turns_ci"]


def is_missing(x: float | None) -> bool:
    """True for ``None`` and NaN: a number the summary does not have."""
    return x is None or x != x  # NaN is not equal to itself


def pct(p: float | None, digits: int = 1) -> str:
    """A share as a percentage (``0.125`` -> ``"12.5%"``); a dash when missing."""
    return "–" if is_missing(p) else f"{100 * p:.{digits}f}%"  # type: ignore[operator]


def ci(interval: Sequence[float] | None) -> str:
    """A 95% interval of shares as ``"lo% – hi%"``; a dash when there is none."""
    return "–" if not interval else f"{pct(interval[0])} – {pct(interval[1])}"


def num(x: float | None) -> str:
    """A count or mean: whole numbers without a decimal point, others as ``%g``."""
    if x is None or is_missing(x):
        return "–"
    return f"{int(x)}" if float(x).is_integer() else f"{x:g}"


def p_value(x: float | None) -> str:
    """A test's p-value with its magnitude: ``"0.042"``, ``"3.2e-05"``, ``"< 1e-6"``.

    Three decimals from 0.001 up, two significant digits below, and ``"< 1e-6"`` below
    one in a million (never ``"0.0"``: a p-value is never zero).
    """
    if x is None or is_missing(x):
        return "–"
    if x < 1e-6:
        return "< 1e-6"
    return f"{x:.1e}" if x < 0.001 else f"{x:.3f}"


def turns_ci(interval: Sequence[float | None] | None) -> str:
    """A 95% interval of a difference in turns, signed (``"-0.40 – +0.10 turns"``)."""
    if not interval or interval[0] is None or interval[1] is None:
        return "–"
    return f"{interval[0]:+.2f} – {interval[1]:+.2f} turns"
