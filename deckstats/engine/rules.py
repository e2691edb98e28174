"""Rule eras as data (rules/DIGEST.md section 9): one frozen ``RuleSet`` per era.

The engine implements the modern rules; the older eras differ in the fields below and
are honoured where the engine reads them (mulligan kind, first-draw skip, poison limit,
mana burn, starting life). Unimplemented era differences are listed in ``notes``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RuleSet:
    """A rules era.

    Attributes:
        name: era tag (``modern``, ``2008``, ``2004``, ``1997``).
        mulligan: ``london`` (CR 103.5), ``paris`` (2008 101.4) or ``none`` (1997 §Game Setup).
        starting_life: CR 103.4.
        hand_size: starting and maximum hand size (CR 103.5, 402.2).
        play_first_skips_draw: CR 103.8 (two-player games, every era).
        poison_limit: CR 704.5c.
        mana_burn: unspent mana costs life when the pool empties (2004 408.2g, 1997 §Mana Burn).
        min_deck: constructed minimum deck size.
        max_copies: copies of one non-basic card allowed, or ``None``.
        notes: era differences the engine does not model.
    """

    name: str
    mulligan: str = "london"
    starting_life: int = 20
    hand_size: int = 7
    play_first_skips_draw: bool = True
    poison_limit: int = 10
    mana_burn: bool = False
    min_deck: int = 60
    max_copies: int | None = 4
    notes: str = ""


MODERN = RuleSet("modern")
RULES_2008 = RuleSet("2008", mulligan="paris", mana_burn=True)
RULES_2004 = RuleSet(
    "2004",
    mulligan="paris",
    mana_burn=True,
    notes="combat damage on the stack is not modelled",
)
RULES_1997 = RuleSet(
    "1997",
    mulligan="none",
    mana_burn=True,
    min_deck=40,
    max_copies=None,
    notes="phase-end life checks and batches are modelled as the modern stack",
)

#: Era name -> RuleSet.
RULESETS: dict[str, RuleSet] = {r.name: r for r in (MODERN, RULES_2008, RULES_2004, RULES_1997)}
