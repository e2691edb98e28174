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
from typing import Any

_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4}
_HEAD = re.compile(
    r"Choose (?P<n>one|two|three|four)"
    r"(?: or (?P<more>more|both))?"
    r"(?: —|\. You may choose the same mode more than once\.)"
)


#: "Choose one. If you descended this turn, you may choose both instead." (Molten Collapse).
_MORE_IF = re.compile(r"Choose one\. If (?P<cond>[^,]+), you may choose both instead\.")


def more_if_head(line: str) -> int | None:
    """CR 700.2: the ``Condition`` of "Choose one. If <condition>, you may choose both ...".

    ``Modal.more_if``: 0 for another head; ``None`` for a condition not understood.
    """
    m = _MORE_IF.fullmatch(line)
    if not m:
        return 0
    from deckstats.cards.oracle.effects import CONDITION_TEXTS

    return next((int(c) for c, texts in CONDITION_TEXTS.items() if m["cond"] in texts), None)


def modal_head(line: str) -> tuple[int, int, bool] | None:
    """CR 700.2: ``(choose, most, repeat)`` of a modal head line (module docstring)."""
    if _MORE_IF.fullmatch(line):
        return 1, 0, False  # the condition's "both": ``more_if_head``
    m = _HEAD.fullmatch(line)
    if not m:
        return None
    n = _COUNTS[m.group("n")]
    repeat = line.endswith("more than once.")
    if repeat and m.group("more"):
        return None
    most = {"more": 99, "both": 2}.get(m.group("more") or "", 0)
    return n, most, repeat


#: "Counter target spell if it's blue." (Pyroblast): compiled as "Counter target blue spell."
#: (Red Elemental Blast). The printed mode may also target a spell of another colour and do
#: nothing to it; the compiled one cannot: the card loses that option, never gains one.
_IF_ITS = re.compile(
    r"(?P<verb>Counter|Destroy) target (?P<what>spell|permanent) if it's "
    r"(?P<color>white|blue|black|red|green)\."
)


def mode_sentences(bullet: str) -> list[Any] | None:
    """The effects of one mode's text (``effects.parse_sentences``), or ``None``."""
    from deckstats.cards.oracle.effects import parse_sentences

    got = parse_sentences(bullet)
    m = None if got is not None else _IF_ITS.fullmatch(bullet)
    if m:
        got = parse_sentences(f"{m['verb']} target {m['color']} {m['what']}.")
    if got is None:
        got = _paragraph(bullet)  # "You may sacrifice a permanent. If you do, ..." (a mode)
    return None if got is None else list(got)


def _paragraph(bullet: str) -> list[Any] | None:
    """A mode of several sentences that a multi-sentence template reads (``oracle.paragraphs``)."""
    from deckstats.cards.oracle.effects import parse_sentences
    from deckstats.cards.oracle.paragraphs import parse_paragraph

    hit = parse_paragraph(bullet)
    if hit is None:
        return None
    rest = parse_sentences(hit[1]) if hit[1] else []
    return None if rest is None else [*hit[0], *rest]


_SPREE_MODE = re.compile(r"\+ (?P<cost>(?:\{[^}]+\})+) — (?P<text>.+)")


def spree_line(line: str, spell: list[Any]) -> bool | None:
    """CR 702.172: "Spree" and its "+ {cost} — <effect>" modes, into one ``Modal``.

    "Spree" starts a ``Modal`` with no mode yet (choose one or more); each "+ {1}{U} —
    Counter target spell." line adds a mode and its additional cost. ``None`` for another
    line; ``False`` for a mode whose effect does not compile (reported; the spell keeps
    the other modes: it loses power, never gains it).
    """
    from deckstats.cards.effects import Modal
    from deckstats.cards.mana import ManaCostError, parse_mana_cost

    if line == "Spree":
        spell.append(Modal((), choose=1, most=0, costs=()))
        return True
    m = _SPREE_MODE.fullmatch(line)
    last = spell[-1] if spell else None
    if not m or not isinstance(last, Modal) or len(last.costs) != len(last.modes):
        return None
    if last.modes and not last.costs:
        return None  # a plain modal spell, not a spree
    try:
        cost = parse_mana_cost(m.group("cost"))
    except ManaCostError:
        return False
    effects = mode_sentences(m.group("text"))
    if effects is None:
        return False
    modes = (*last.modes, tuple(effects))
    spell[-1] = Modal(modes, choose=1, most=len(modes), costs=(*last.costs, cost))
    return True


__all__ = ["modal_head", "mode_sentences", "spree_line"]
