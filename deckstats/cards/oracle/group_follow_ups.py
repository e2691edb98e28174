"""A follow-up about the group the sentence before named (issue 26, r40 fid).

"Put a +1/+1 counter on each creature you control. They gain flying until end of turn."
(Elspeth, Storm Slayer's 0): "They" are the creatures the sentence before named (CR
608.2c: the same set, read as it resolves), so the sentence reads as "creatures you control
gain flying until end of turn" (a ``Pump`` of ``Ref.CREATURES_YOU_CONTROL``).
"""

from __future__ import annotations

from typing import Any

from deckstats.cards.targets import Ref

#: The groups "They" may name, by the ``target`` of the effect before.
_GROUPS = {Ref.CREATURES_YOU_CONTROL: "creatures you control"}


def they_follow_up(sentence: str, effects: list[Any]) -> tuple[Any, ...] | None:
    """After an effect on a group, "They gain/get ...": that group's effect, or ``None``."""
    if not sentence.startswith(("They gain ", "They get ")) or not effects:
        return None
    group = _GROUPS.get(getattr(effects[-1], "target", None))  # type: ignore[arg-type]
    if group is None:
        return None
    from deckstats.cards.oracle.effects import parse_effects

    return parse_effects(f"{group} {sentence[len('They ') :]}")


__all__ = ["they_follow_up"]
