"""Conditional statics with a list of changes (CR 604.2, 613.4c, 508.1d).

Whole-line template (tried by ``oracle.realdecks.realdeck_line``): "As long as
<condition>, ~ gets +N/+M, has <keywords>, and attacks each combat if able." (Dragon's
Rage Channeler's delirium): the ``Static`` that ``oracle.modifiers.conditional_static_line``
makes of "As long as <condition>, ~ gets +N/+M and has <keywords>.", with
``Keyword.ATTACKS_EACH_COMBAT`` added (the engine's declare-attackers step reads the
creature's current keywords, so the requirement holds only while the condition does).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from deckstats.cards.model import Keyword

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

_LIST = re.compile(
    r"(?P<head>As long as .+?, ~ gets [+-]\d+/[+-]\d+), has (?P<kw>[\w ]+?), and attacks "
    r"each combat if able\."
)


def conditional_list_line(line: str, parts: Parts) -> bool:
    """Compile "As long as <cond>, ~ gets +N/+M, has <kw>, and attacks each combat if able."."""
    m = _LIST.fullmatch(line)
    if not m:
        return False
    from deckstats.cards.oracle.modifiers import conditional_static_line

    st = conditional_static_line(f"{m.group('head')} and has {m.group('kw')}.")
    if st is None:
        return False
    parts.statics.append(replace(st, keywords=st.keywords | Keyword.ATTACKS_EACH_COMBAT))
    return True


__all__ = ["conditional_list_line"]
