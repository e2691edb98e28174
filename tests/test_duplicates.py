"""No repeated block of code in ``deckstats/`` outside card data (issue 29, acceptance).

Runs the ``duplicates`` command (a tool of this workplace, not a dependency of the package:
the test is skipped where it is not installed) over ``deckstats/`` and checks every pair it
reports. Exempt are the pairs inside the card pool (``cards/pool/*``: card data, each
card's own definition), the rows the tool marks ``boilerplate`` (their shared lines are
thin: punctuation, keywords, or a shape that recurs across a folder), and the rows whose
both sides are the names of an import (the tool passes import lines over but reads the
names of a parenthesised import as code: a list of names, not logic), and the shape rows
whose both sides are module-level named constants (``NAME: Final = value``, with the
imports and comments around them): a table of names, like the constants the compiled modules keep as C statics
(``Ref.SELF`` read once, not per call), alike in shape and not logic. A constant table
copied to the letter is still a copy (``LITERAL``).

Every other row must be one of ``ALLOWED``: file pairs whose shared lines are alike in
shape only (``shape``: the same form with other names and values) and are not one piece
of logic written twice, each with the reason it stays. A row the tool finds the same to
the letter must be one of ``LITERAL``, which lists the copies that cannot have one home,
each with why: a shape allowance never covers a literal copy. A new pair fails the test:
give the code one home (a helper, a shared type, a table) instead.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parents[1] / "deckstats"

#: ``(file, file) -> reason``: the pairs outside card data that stay (paths under
#: ``deckstats/``, in the order the tool prints them).
ALLOWED: dict[tuple[str, str], str] = {
    # Round 40: exert ("When you do, it ...") and "must attack" (as a "have haste" static) each
    # match their sentence, borrow another template through oracle.parts.trial_one and adapt
    # the one part it made: two readers of the same few steps, for different sentences.
    ("cards/oracle/exert.py", "cards/oracle/player_statics.py"): "rewritten-sentence readers",
    # Round 40 (act): new optional fields of vocabulary dataclasses (PreventNext.chosen_color,
    # AddManaFor.in_hand/each, ExileTopPlayable.keep_one), alike in shape to other fields.
    ("cards/effects_act.py", "cards/effects_moves.py"): "effect dataclass fields",
    ("cards/effects_mana.py", "engine/rules.py"): "effect and rule-set dataclass fields",
    ("cards/effects_zones.py", "cards/triggers.py"): "effect and trigger dataclass fields",
    # The card vocabulary: one frozen dataclass per rules concept, each with its CR
    # citation; the engine and the phrase tables dispatch on the class, so the small
    # declarations look alike without being one thing.
    ("cards/effects.py", "cards/effects.py"): "frozen dataclasses of different effects",
    ("cards/effects.py", "cards/triggers.py"): "effect and trigger types",
    ("cards/costs.py", "cards/effects.py"): "cost option and effect types",
    ("cards/effects.py", "cards/modifiers.py"): "effect and modifier types",
    ("cards/effects_zones.py", "cards/modifiers.py"): "effect and modifier types",
    ("cards/modifiers.py", "cards/triggers.py"): "modifier and trigger dataclass fields",
    ("cards/modifiers.py", "cards/modifiers.py"): "modifier types",
    ("cards/triggers.py", "cards/triggers.py"): "trigger condition types",
    ("cards/costs.py", "engine/result.py"): "string constants beside an enum's members",
    ("cards/model.py", "cards/model.py"): "CardDef's type predicates, one per CR rule",
    ("cards/model.py", "cards/targets.py"): "CardDef and Filter field declarations",
    ("cards/effects_trig.py", "cards/static_rules.py"): "vocabulary types and their class tuple",
    # Keyword arguments of different constructors (CardDef, Activated, SweepRow).
    ("analytic/sweep.py", "cards/dsl.py"): "keyword arguments of SweepRow and CardDef",
    ("cards/dsl.py", "cards/oracle/activated.py"): "keyword arguments of CardDef, Activated",
    ("cards/dsl.py", "cards/dsl.py"): "CardDef's keyword arguments",
    # Grammar tables of the Oracle compiler: different phrases, alike in shape.
    ("cards/oracle/body.py", "cards/oracle/modifiers.py"): "compiled patterns",
    ("cards/oracle/modifiers.py", "cards/oracle/triggered.py"): "phrase -> value tables",
    ("cards/oracle/searches.py", "cards/oracle/triggered.py"): "match, bail out, parse a part",
    # Round 36's card families (issue 26): frozen dataclass fields, compiled patterns and
    # "match, bail out, parse a part" templates of different phrases, alike in shape.
    ("cards/costs.py", "cards/presence.py"): "string constants of two vocabularies",
    # Round 38 (act): Kicker's buyback/entwine and Flashback's discard fields.
    ("cards/costs.py", "cards/modifiers.py"): "cost option and modifier fields",
    ("cards/cost_extra.py", "cards/costs.py"): "cost extra and cost option fields",
    ("cards/costs.py", "cards/triggers.py"): "cost option and trigger fields",
    ("engine/combat.py", "engine/presence.py"): "import lists",
    ("cards/costs.py", "cards/effects_spell.py"): "cost option and effect fields",
    ("cards/effects.py", "cards/effects_spell.py"): "effect types",
    ("cards/dsl.py", "cards/effects_zones.py"): "commented dataclass fields of two records",
    ("engine/act_effects.py", "engine/stat_effects.py"): "resolver tables of different effects",
    # Round 40 (zones): the resolver table of engine.named_moves.
    ("engine/named_moves.py", "engine/zone_moves.py"): "resolver tables of different effects",
    # Round 39 (stat): small frozen effect dataclasses (cards.effects_stat), alike in shape.
    ("cards/effects.py", "cards/effects_stat.py"): "effect types",
    ("cards/effects_stat.py", "cards/triggers.py"): "effect and trigger types",
    # Round 40 (trig): the condition readers of different events (a graveyard leave, a death),
    # alike in shape.
    ("cards/oracle/event_kinds.py", "cards/oracle/event_kinds.py"): (
        "condition readers of different trigger events"
    ),
    ("cards/effects_riders.py", "cards/effects_stat.py"): "effect types",
    ("cards/presence.py", "engine/result.py"): "string constants beside an enum's members",
    ("cards/oracle/activation_costs.py", "cards/oracle/statics.py"): (
        "compiled patterns and phrase -> value tables of different phrases"
    ),
    ("cards/oracle/activated.py", "cli/hands.py"): "keyword arguments of Cost, HandsOptions",
    ("cards/oracle/modifiers.py", "cards/oracle/per_count.py"): "compiled patterns",
    ("cards/oracle/modifiers.py", "cards/oracle/static_conditions.py"): "compiled patterns",
    ("cards/oracle/static_conditions.py", "cards/oracle/trigger_conditions.py"): (
        "match, bail out, parse a part"
    ),
    ("cards/oracle/conditional_statics.py", "cards/oracle/graveyard_triggers.py"): (
        "match, bail out, append a part"
    ),
    ("cards/oracle/conditional_statics.py", "cards/oracle/per_count.py"): (
        "match, bail out, append a part"
    ),
    ("cards/oracle/graveyard_triggers.py", "cards/oracle/per_count.py"): (
        "match, bail out, append a part"
    ),
    ("cards/oracle/graveyard_triggers.py", "cards/oracle/graveyard_triggers.py"): (
        "two line templates: match, bail out, append a trigger"
    ),
    # The engine's event scans: one loop per event kind over the trigger sources (CR 603.2),
    # each testing its own condition class; and per-player loops of two effects.
    ("engine/events.py", "engine/events_more.py"): "one trigger scan per event kind",
    ("engine/graveyard_triggers.py", "engine/graveyard_triggers.py"): (
        "one trigger scan per event kind (cards in graveyards)"
    ),
    ("engine/effects_cards.py", "engine/target_checks.py"): (
        "two effects' loops over the affected players: only the header and the at-most-N"
        " clamp are shared (a hand put back vs a library reordered)"
    ),
    # Round 38's spell family (issue 26): frozen dataclass effect fields, alike in shape.
    ("cards/effects.py", "cards/effects_riders.py"): "frozen dataclasses of different effects",
    ("cards/effects_riders.py", "cards/triggers.py"): "effect and trigger types",
    ("cards/costs.py", "cards/effects_riders.py"): "cost option and effect types",
    ("cards/effects_mass.py", "cards/effects_zones.py"): "effect dataclass fields",
    # Round 39: a static's fields (dsl.Static) beside an effect's, alike in shape.
    # The compiled engine: __slots__ and __init__ attribute lists, signatures that start
    # with (game, pid, ...), int constants for the hot loop.
    ("engine/game.py", "engine/state.py"): "__init__ attribute defaults of Game, StackItem",
    ("engine/state.py", "engine/state.py"): "__init__ attribute defaults of the state classes",
    ("engine/effect_ctx.py", "engine/state.py"): "__slots__ lists",
    ("engine/view.py", "engine/view.py"): "one-line view properties",
    ("engine/actions.py", "engine/actions.py"): "action classes' slots and fields",
    ("engine/casting.py", "engine/payment.py"): "signatures (game, pid, ...)",
    ("engine/decisions.py", "engine/info.py"): "attribute initialisation",
    ("engine/decisions.py", "engine/state.py"): "__init__ attribute assignments",
    ("engine/targeting.py", "players/board.py"): "int flag constants for compiled code",
    # The same stdlib idiom on two sides of the layer wall (cards imports nothing above).
    ("_native.py", "cards/corpus.py"): (
        "importlib's recipe for importing a source file; no home below both: _native imports"
        " nothing of deckstats (it runs first), cards nothing above it"
    ),
    # One function per report table; and two API functions' leading parameters.
    ("report/hands_page.py", "report/hands_page.py"): "table builders",
    ("api.py", "api.py"): "matchup's and compare's (a, b, n, seed) parameters",
    # Round 37's compiled patterns (cost rules, subjects, static conditions): regexes of
    # different phrases, alike in shape only.
    ("cards/oracle/cast_rules.py", "cards/oracle/effects.py"): "compiled patterns",
    ("cards/oracle/cast_rules.py", "cards/oracle/modifiers.py"): "compiled patterns",
    ("cards/oracle/body.py", "cards/oracle/cast_rules.py"): "compiled patterns",
    ("cards/oracle/cast_rules.py", "cards/oracle/static_conditions.py"): "compiled patterns",
    # Round 43: numpy's seed-hash constants (``Final`` ints, so mypyc inlines them) and a
    # dataclass's counters: annotated assignments, alike in shape only.
    ("sim/seedmix.py", "stats/matchup.py"): "annotated constants and counter fields",
    # Round 43: the withholding classifier's patterns, each a different sentence family.
    ("cards/oracle/withhold.py", "cards/oracle/withhold.py"): "compiled patterns",
    # Round 44: compiled records of a filter and a target spec (``CFilter``, ``CSpec``):
    # their __slots__ and constructors, alike in shape, each its own compiled form.
    ("engine/characteristics.py", "engine/targeting.py"): "two compiled records' slots",
    # Round 44: the counter pilot's named float thresholds beside a tally's int fields.
    ("players/counters.py", "stats/matchup.py"): "named constants beside a tally's fields",
}


#: ``(file, file) -> reason``: the rows the same to the letter that stay, and why.
LITERAL: dict[tuple[str, str], str] = {
    # GameRecord (games.parquet) and MatchupRecord (a matchup's games table) both go on
    # from the deck's name and seat to its outcome: on_the_play, mulligans, won, kill_turn,
    # turns, termination (the tool reads through the field comments). A NamedTuple cannot
    # inherit fields, and each table's column order is the contract of runs recorded
    # before (rerun, the golden files): two schemas that share six columns.
    ("sim/matchup.py", "sim/records.py"): "two row types' outcome fields, in column order",
}

_ROW = re.compile(r"^D\d+ (\S+?):(\d+)-(\d+) ~ (\S+?):(\d+)-(\d+)(.*)$")


def _pairs(output: str) -> list[tuple[str, str]]:
    return [(m.group(1), m.group(4)) for m in map(_ROW.match, output.splitlines()) if m]


def _import_lines(path: Path) -> set[int]:
    """The line numbers of ``path`` that belong to an import statement."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {
        line
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for line in range(node.lineno, (node.end_lineno or node.lineno) + 1)
    }


def _names_of_imports(row: str, root: Path = PKG) -> bool:
    """Whether both places of ``row`` lie inside import statements (a list of names)."""
    m = _ROW.match(row)
    assert m is not None, row
    places = ((m.group(1), m.group(2), m.group(3)), (m.group(4), m.group(5), m.group(6)))
    return all(
        set(range(int(first), int(last) + 1)) <= _import_lines(root / path)
        for path, first, last in places
    )


def _constant_lines(path: Path) -> set[int]:
    """The lines of ``path`` that declare module-level ``Final`` constants, with the imports,
    comments and blank lines around them (a module's declarations, no logic)."""
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text)
    out: set[int] = _import_lines(path)
    for node in tree.body:
        if isinstance(node, ast.AnnAssign) and "Final" in ast.unparse(node.annotation):
            out.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
        elif isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            out.add(node.lineno)
    for i, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            out.add(i)
    return out


def _named_constants(row: str, root: Path = PKG) -> bool:
    """Whether both places of a shape ``row`` are module-level ``Final`` declarations."""
    m = _ROW.match(row)
    assert m is not None, row
    if " shape" not in row:
        return False
    places = ((m.group(1), m.group(2), m.group(3)), (m.group(4), m.group(5), m.group(6)))
    return all(
        set(range(int(first), int(last) + 1)) <= _constant_lines(root / path)
        for path, first, last in places
    )


def _unexpected(rows: list[str], root: Path = PKG) -> list[str]:
    """The rows of ``duplicates`` output that no rule or list of this module admits."""
    out = []
    for row in rows:
        pair = _pairs(row)[0]
        if _card_data(pair) or _names_of_imports(row, root) or _named_constants(row, root):
            continue
        if " shape" not in row:  # the same to the letter
            if pair not in LITERAL:
                out.append(row)
        elif "boilerplate" not in row and pair not in ALLOWED:
            out.append(row)
    return out


def _card_data(pair: tuple[str, str]) -> bool:
    return all(path.startswith("cards/pool/") for path in pair)


def test_pair_parser_reads_the_tools_rows() -> None:
    """The rows ``duplicates`` prints parse into file pairs; card data is told apart."""
    rows = "\n".join(
        [
            "3 pairs of places (9 files read), ...",
            "D1 cards/pool/red.py:1-9 ~ cards/pool/blue.py:4-12 shape (+2 more runs)",
            "D2 sim/replay.py:21-33 ~ sim/runner.py:72-84",
            "left out: 1 run of 6 lines that stand in more than 8 places each",
        ]
    )
    pairs = _pairs(rows)
    assert pairs == [
        ("cards/pool/red.py", "cards/pool/blue.py"),
        ("sim/replay.py", "sim/runner.py"),
    ]
    assert [_card_data(p) for p in pairs] == [True, False]


def test_rules_admit_card_data_imports_boilerplate_and_listed_pairs(tmp_path: Path) -> None:
    """Which rows pass: the exemptions, ``ALLOWED`` for shape rows, ``LITERAL`` for copies."""
    code = "from deckstats.cards.model import (\n    A,\n    B,\n)\n\nX = f(A, B)\n"
    code += "#: two named constants\nY: Final = A.ONE\nZ: Final = B.TWO\n"
    for name in ("a.py", "b.py", "api.py"):
        (tmp_path / name).write_text(code)
    assert ("api.py", "api.py") in ALLOWED
    rows = {
        "D1 cards/pool/red.py:1-9 ~ cards/pool/blue.py:4-12": False,  # card data
        "D2 a.py:1-4 ~ b.py:2-3": False,  # names of imports
        "D3 a.py:2-6 ~ b.py:2-6": True,  # an import's names and a line of code
        "D4 a.py:6-6 ~ b.py:6-6 shape boilerplate": False,  # thin
        "D5 a.py:6-6 ~ b.py:6-6 shape": True,  # a shape pair not in ALLOWED
        "D6 api.py:6-6 ~ api.py:6-6 shape (+1 more run)": False,  # in ALLOWED
        "D7 api.py:6-6 ~ api.py:6-6": True,  # a literal copy: ALLOWED does not cover it
        "D8 a.py:7-9 ~ b.py:7-9 shape": False,  # named constants, alike in shape
        "D9 a.py:7-9 ~ b.py:7-9": True,  # the same constants to the letter: a copy
        "D10 a.py:6-8 ~ b.py:6-8 shape": True,  # a line of code among the constants
    }
    assert _unexpected(list(rows), tmp_path) == [r for r, bad in rows.items() if bad]


@pytest.mark.skipif(shutil.which("duplicates") is None, reason="the duplicates tool is not here")
def test_no_repeated_code_outside_card_data() -> None:
    """Every pair ``duplicates`` finds is card data or one of ``ALLOWED``."""
    done = subprocess.run(
        ["duplicates", "--most", "200", "--seconds", "200"],
        cwd=PKG,
        capture_output=True,
        text=True,
        check=False,
    )
    if "incomplete:" in done.stdout:
        pytest.skip(f"duplicates did not finish: {done.stdout.splitlines()[-1]}")
    assert "more pairs)" not in done.stdout, "--most cut the list: raise it"
    rows = [line for line in done.stdout.splitlines() if _pairs(line)]
    unexpected = _unexpected(rows)
    assert not unexpected, "repeated code outside card data:\n" + "\n".join(unexpected)
