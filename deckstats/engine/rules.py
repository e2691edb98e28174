"""Rule eras as data (ARCHITECTURE.md, Rules eras): one frozen ``RuleSet`` per era.

Every difference between the eras that the engine models is a field of ``RuleSet``; the
engine reads the fields (precomputed once per game in ``Game.__init__``), never the era
name, so there is no ``if era == ...`` anywhere. ``TABLE`` names the fields shown by
``deckstats rules`` with the rule each one comes from, so the printed table is generated
from these values and cannot drift from them. What an era changes that the engine does
not model is listed, with its rule number, in ``NOT_IMPLEMENTED``; ``era_warnings``
turns the entries that a given deck touches into warning lines.

Each era's rules are cited by era and number (``2004 408.1g``, ``2008 101.4``); the 1997
Fifth Edition rulebook has no rule numbers and is cited by section heading. Every
citation is checked against ``docs/rules_index.txt`` (tests/test_citations.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Final

from deckstats.cards.model import CardDef, CardType, Keyword
from deckstats.engine.types import Step

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_CARD_TYPE_ARTIFACT: Final = CardType.ARTIFACT
_KEYWORD_FLASH: Final = Keyword.FLASH

#: Mulligan procedures. ``vancouver`` is in no seed (DIGEST 1.4): offered only as an
#: explicit ``--mulligan vancouver`` and labelled "not in the rules sources".
MULLIGANS: tuple[str, ...] = ("london", "paris", "none", "vancouver")

#: When unspent mana leaves the pools (``pool_empties``), as one flag per ``Step`` value
#: (UNTAP .. CLEANUP): True when a pool empties as that step begins.
#: - ``step``: CR 500.4, CR 106.4: the end of each step and phase.
#: - ``phase``: 2004 507.4 (the phase rule it cites is not in the excerpt): when a
#:   phase ends; the beginning phase (untap, upkeep, draw), the combat phase and the
#:   ending phase (end, cleanup) keep their mana from step to step, so mana made in
#:   upkeep survives into the draw step.
#: - ``phase_and_attack``: 1997 §Mana Burn, §Phase Structure: the end of each of the six
#:   phases (untap, upkeep, draw, main, discard, cleanup: our end step stands for the
#:   discard phase) and the start and end of the attack (declaring attackers ends a
#:   phase, 1997 §More on the Turn); the main phase's beginning-of-combat is still main.
POOL_EMPTIES: dict[str, tuple[bool, ...]] = {
    "step": tuple(True for _ in Step),
    "phase": tuple(
        s in (Step.UNTAP, Step.PRECOMBAT_MAIN, Step.BEGINNING_OF_COMBAT)
        or s in (Step.POSTCOMBAT_MAIN, Step.END)
        for s in Step
    ),
    "phase_and_attack": tuple(
        s in (Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.PRECOMBAT_MAIN, Step.DECLARE_ATTACKERS)
        or s in (Step.POSTCOMBAT_MAIN, Step.END, Step.CLEANUP)
        for s in Step
    ),
}


@dataclass(frozen=True, slots=True)
class RuleSet:
    """A rules era.

    Attributes:
        name: era tag (``modern``, ``2008``, ``2004``, ``1997``).
        mulligan: ``london`` (CR 103.5: draw 7, bottom N), ``paris`` (2008 101.4: 6,
            5, ... 0; the starting player takes all of theirs first), ``none`` (1997
            1997 §Game Setup: keep 7), ``vancouver`` (not in the rules sources: Paris, then
            scry 1 after keeping fewer than 7).
        starting_life: CR 103.4 (2008 101.3, 1997 §The Flow of the Game).
        hand_size: starting and maximum hand size (CR 103.5, CR 402.2).
        play_first_skips_draw: CR 103.8 (2008 101.5a, 1997 §Game Setup).
        poison_limit: 2008 102.3d, 1997 §Counters (CR 704.5c).
        mana_burn: unspent mana costs 1 life each when a pool empties (2004 408.2g, 507.4;
            1997 §Mana Burn; 2008 by historical default: its excerpt is silent).
        pool_empties: key of ``POOL_EMPTIES``: when unspent mana leaves the pools.
        damage_on_stack: combat damage is put on the stack and players get priority
            before it resolves (2004 408.1g, 413.1; 2008 200.8); otherwise it is dealt
            at once (CR 510.2).
        life_at_phase_end: a player at 0 or less life loses only when life is checked at
            the end of a phase and at the start and end of the attack, both below 1 is a
            draw (1997 §This Is Your Life, §Parts of the Turn); otherwise 0 life is a
            state-based action (CR 704.3, CR 119.6; 2004 408.1b; 2008 102.3b).
        decking_immediate: drawing from an empty library loses at once
            (1997 §Other Ways to Lose); otherwise at the next state-based check
            (CR 121.4, 2008 102.3c).
        tapped_blockers_deal_damage: False in 1997: a blocker tapped before combat damage
            deals none (1997 §Step by Step).
        min_deck: constructed minimum deck size (2008 100.2; 1997 §Game Setup: 40).
        limited_min_deck: limited minimum deck size (2008 100.3).
        max_copies: copies of one non-basic card allowed, or ``None`` (2008 100.2; 1997:
            no limit in the seed).
        sources: which text each value comes from, for the table (``deckstats rules``).
        notes: short remarks on the era (shown by ``deckstats rules``).

    Not implemented in any era (listed per era in ``NOT_IMPLEMENTED``, shown by
    ``deckstats rules --era X``, and warned about by ``era_warnings``): the 1997 batch,
    series and interrupt timing model (1997 §Series and Batches), 1997 damage prevention step
    and trample excess after prevention (1997 §Damage Prevention, §Basic Creature Abilities:
    the engine has no prevention effects, so both change nothing today), 1997 tapped
    artifacts switched off (1997 §More about Permanents), 1997 resolution-order continuous
    effects and the 2004 six-layer system (1997 §Resolving Effects; 2004 418.5a: the modern
    seven layers are used), 1997 mana made before the spell (1997 §Paying Costs), 2004 legend
    phasing rule (502.15k), mana burn as its own termination reason (a burned-out player
    ends as ``lethal_damage``).
    """

    name: str
    mulligan: str = "london"
    starting_life: int = 20
    hand_size: int = 7
    play_first_skips_draw: bool = True
    poison_limit: int = 10
    mana_burn: bool = False
    pool_empties: str = "step"
    damage_on_stack: bool = False
    life_at_phase_end: bool = False
    decking_immediate: bool = False
    tapped_blockers_deal_damage: bool = True
    min_deck: int = 60
    limited_min_deck: int = 40
    max_copies: int | None = 4
    sources: str = ""
    notes: str = ""


MODERN: Final = RuleSet(
    "modern",
    sources="000_a5b06f7a09e88e4d.txt (current CR)",
    notes="deck size and copy limits are format-defined (100.5, 100.6): the Tournament "
    "Rules' 60 cards and 4 copies are used",
)
RULES_2008: Final = RuleSet(
    "2008",
    mulligan="paris",
    mana_burn=True,
    damage_on_stack=True,
    sources="003_bb6b7e84aec3a6ea.txt (the 2008 Comprehensive Rules excerpt, sections 100 "
    "to 200); silent rules as modern",
    notes="mana burn is the historical default (the 2008 excerpt is silent; burn lasted "
    "until the Magic 2010 rules); pools empty as in modern (excerpt silent)",
)
RULES_2004: Final = RuleSet(
    "2004",
    mulligan="paris",
    mana_burn=True,
    pool_empties="phase",
    damage_on_stack=True,
    sources="001_184a80963dd9ff6c.txt (the 2004 Comprehensive Rules excerpt, sections 400 "
    "to 507); silent rules as 2008",
    notes="the mulligan rule (101) is not in the excerpt (506.3a names it): the Paris "
    "mulligan of the time is used; deck size and empty library as 2008",
)
RULES_1997: Final = RuleSet(
    "1997",
    mulligan="none",
    mana_burn=True,
    pool_empties="phase_and_attack",
    life_at_phase_end=True,
    decking_immediate=True,
    tapped_blockers_deal_damage=False,
    min_deck=40,
    limited_min_deck=40,
    max_copies=None,
    sources="004_d290311707d35751.txt (Fifth Edition rulebook, cited by heading)",
    notes="the six phases map onto the modern steps (the attack is the combat phase "
    "inside the main phase, the end step stands for the discard phase)",
)


def with_mulligan(rules: RuleSet, mulligan: str | None) -> RuleSet:
    """``rules`` with another mulligan procedure (``--mulligan``); ``None`` keeps it."""
    if mulligan is None or mulligan == rules.mulligan:
        return rules
    if mulligan not in MULLIGANS:
        raise ValueError(f"unknown mulligan {mulligan!r} (known: {', '.join(MULLIGANS)})")
    return replace(rules, name=f"{rules.name}+{mulligan}", mulligan=mulligan)


#: The eras, newest first.
ERAS: tuple[RuleSet, ...] = (MODERN, RULES_2008, RULES_2004, RULES_1997)

#: Era names, newest first (what ``--rules`` accepts).
ERA_NAMES: tuple[str, ...] = tuple(r.name for r in ERAS)

#: Rules name -> RuleSet: the eras, and each era with another mulligan procedure as
#: ``ERA+MULLIGAN`` (``2008+vancouver``; what ``--mulligan`` selects, recorded as is).
RULESETS: dict[str, RuleSet] = {r.name: r for r in ERAS}
RULESETS.update(
    {f"{r.name}+{m}": with_mulligan(r, m) for r in ERAS for m in MULLIGANS if m != r.mulligan}
)

#: The rows of ``deckstats rules``: (field, label, rule per era). The values come from
#: the RuleSets; the citations name where each era's value comes from.
TABLE: tuple[tuple[str, str, dict[str, str]], ...] = (
    (
        "mulligan",
        "mulligan",
        {
            "modern": "CR 103.5",
            "2008": "2008 101.4",
            "2004": "n/s (2004 506.3a)",
            "1997": "1997 §Game Setup",
        },
    ),
    (
        "starting_life",
        "starting life",
        {
            "modern": "CR 103.4",
            "2008": "2008 101.3",
            "2004": "n/s",
            "1997": "1997 §The Flow of the Game",
        },
    ),
    (
        "hand_size",
        "hand size",
        {
            "modern": "CR 103.5, CR 402.2",
            "2008": "2008 101.3",
            "2004": "n/s",
            "1997": "1997 §More on the Turn",
        },
    ),
    (
        "play_first_skips_draw",
        "starting player skips draw",
        {"modern": "CR 103.8", "2008": "2008 101.5a", "2004": "n/s", "1997": "1997 §Game Setup"},
    ),
    (
        "pool_empties",
        "mana pools empty",
        {
            "modern": "CR 500.4, CR 106.4",
            "2008": "n/s",
            "2004": "2004 507.4",
            "1997": "1997 §Mana Burn",
        },
    ),
    (
        "mana_burn",
        "mana burn",
        {
            "modern": "CR 106.4",
            "2008": "n/s (historical)",
            "2004": "2004 408.2g",
            "1997": "1997 §Mana Burn",
        },
    ),
    (
        "damage_on_stack",
        "combat damage on the stack",
        {
            "modern": "CR 510.2",
            "2008": "2008 200.8",
            "2004": "2004 408.1g, 2004 413.1",
            "1997": "1997 §Step by Step",
        },
    ),
    (
        "life_at_phase_end",
        "0 life checked at phase end",
        {
            "modern": "CR 704.3",
            "2008": "2008 102.3b",
            "2004": "2004 408.1b",
            "1997": "1997 §This Is Your Life",
        },
    ),
    (
        "decking_immediate",
        "empty library loses at once",
        {
            "modern": "CR 121.4",
            "2008": "2008 102.3c",
            "2004": "n/s",
            "1997": "1997 §Other Ways to Lose",
        },
    ),
    (
        "tapped_blockers_deal_damage",
        "tapped blockers deal damage",
        {"modern": "CR 510.1", "2008": "n/s", "2004": "n/s", "1997": "1997 §Step by Step"},
    ),
    (
        "poison_limit",
        "poison limit",
        {"modern": "CR 704.5c", "2008": "2008 102.3d", "2004": "n/s", "1997": "1997 §Counters"},
    ),
    (
        "min_deck",
        "constructed minimum deck",
        {
            "modern": "CR 100.5 (format)",
            "2008": "2008 100.2",
            "2004": "n/s",
            "1997": "1997 §Game Setup",
        },
    ),
    (
        "limited_min_deck",
        "limited minimum deck",
        {
            "modern": "CR 100.5 (format)",
            "2008": "2008 100.3",
            "2004": "n/s",
            "1997": "1997 §Game Setup",
        },
    ),
    (
        "max_copies",
        "copies of a card",
        {
            "modern": "CR 100.6 (format)",
            "2008": "2008 100.2",
            "2004": "n/s",
            "1997": "1997 §Game Setup",
        },
    ),
)

#: What an era changes that the engine does not model: era -> (rule, what, trigger).
#: ``trigger`` names what in a deck makes the rule matter (``era_warnings``): ``always``,
#: ``instants`` (instant-speed spells or activated abilities), ``artifacts``,
#: ``legendary``, ``triggers``, ``statics`` (continuous effects).
NOT_IMPLEMENTED: dict[str, tuple[tuple[str, str, str], ...]] = {
    "modern": (),
    "2008": (),
    "2004": (
        ("418.5a", "continuous effects use the modern seven layers, not the 2004 six", "statics"),
        (
            "502.15k",
            "two same-name Legends phasing in together: the modern legend rule is used",
            "legendary",
        ),
    ),
    "1997": (
        (
            "1997 §Series and Batches",
            "batches, series and interrupts are played as the modern stack and priority",
            "instants",
        ),
        (
            "1997 §Triggered Abilities",
            "triggered abilities use the stack, not series; optional ones are not lost",
            "triggers",
        ),
        (
            "1997 §Damage Prevention",
            "no damage prevention step (the engine has no prevention effects)",
            "always",
        ),
        (
            "1997 §Basic Creature Abilities",
            "trample excess worked out before prevention (no prevention effects exist)",
            "always",
        ),
        ("1997 §More about Permanents", "a tapped artifact's abilities stay on", "artifacts"),
        ("1997 §Resolving Effects", "continuous effects use the modern layers", "statics"),
        ("1997 §Paying Costs", "mana is made while a spell is paid, not before", "always"),
    ),
}

#: Label of a mulligan procedure that comes from outside the rules sources.
OUTSIDE_SOURCES: Final = "not in the rules sources"


def get_rules(name: str) -> RuleSet:
    """The RuleSet of ``name``: an era, or ``ERA+MULLIGAN`` (e.g. ``2008+vancouver``).

    Raises:
        KeyError: an unknown era or mulligan (the message lists the known ones).
    """
    rules = RULESETS.get(name)
    if rules is None:
        raise KeyError(
            f"unknown rules era {name!r} (known: {', '.join(ERA_NAMES)}; a mulligan "
            f"procedure may follow a '+': {', '.join(MULLIGANS)})"
        )
    return rules


def era_warnings(rules: RuleSet, features: set[str]) -> list[str]:
    """Warning lines for the unimplemented rules of ``rules`` that a deck touches.

    ``features`` holds what the deck has (``instants``, ``artifacts``, ``legendary``,
    ``triggers``, ``statics``); ``always`` entries are always listed. A mulligan from
    outside the rules sources is warned about too.
    """
    era = rules.name.partition("+")[0]
    out = []
    for rule, what, trigger in NOT_IMPLEMENTED.get(era, ()):
        if trigger == "always" or trigger in features:
            out.append(f"rules {era}: not implemented ({rule}): {what}")
    if rules.mulligan == "vancouver":
        out.append(f"mulligan vancouver: {OUTSIDE_SOURCES} (Paris, then scry 1)")
    return out


def deck_features(cards: Iterable[CardDef]) -> set[str]:
    """What in ``cards`` makes an unimplemented era rule matter (``era_warnings``)."""
    out: set[str] = set()
    for c in cards:
        if c.is_instant or c.keywords & _KEYWORD_FLASH or (c.abilities and not c.is_land):
            out.add("instants")
        if c.types & _CARD_TYPE_ARTIFACT:
            out.add("artifacts")
        if c.is_legendary:
            out.add("legendary")
        if c.triggers:
            out.add("triggers")
        if c.statics:
            out.add("statics")
    return out


def _cell(value: object) -> str:
    """A rule value as the rules table shows it (``None``: "no limit", booleans yes/no)."""
    if value is None:
        return "no limit"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def rules_table(era: str | None = None) -> list[str]:
    """The lines of ``deckstats rules``: a table generated from the RuleSet values.

    All eras side by side (each cell ``value [rule]``), or with ``era`` one era's
    column, its sources, notes and what is not implemented with the rule numbers.
    """
    eras = [RULESETS[era]] if era is not None else list(ERAS)
    rows = [["", *(r.name for r in eras)]]
    for field, label, cites in TABLE:
        rows.append([label, *(f"{_cell(getattr(r, field))} [{cites[r.name]}]" for r in eras)])
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = [
        "  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip()
        for row in rows
    ]
    lines.insert(1, "  ".join("-" * w for w in widths))
    lines.append("")
    lines.append(
        "[rule]: where the value comes from (modern 000, 2004 001, 2008 003, 1997 004 seed "
        "files; n/s: that seed is silent)"
    )
    for r in eras:
        lines.append("")
        lines.append(f"{r.name}: {r.sources}")
        if r.notes:
            lines.append(f"  note: {r.notes}")
        missing = NOT_IMPLEMENTED.get(r.name, ())
        if missing:
            lines.append("  not implemented:")
            lines.extend(f"    {rule}: {what}" for rule, what, _ in missing)
        else:
            lines.append("  not implemented: nothing this era changes is left out")
    lines.append("")
    lines.append(f"mulligan vancouver ({OUTSIDE_SOURCES}): Paris, then scry 1; --mulligan")
    lines.append(
        "no effect on a simulated two-player game (DIGEST 9): the order of shuffling and "
        "choosing who plays first, free mulligans (multiplayer, 2HG), terms, number rules"
    )
    return lines
