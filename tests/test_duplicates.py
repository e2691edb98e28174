"""No repeated block of code in ``deckstats/`` outside card data (issue 29, acceptance).

Runs the ``duplicates`` command (a tool of this workplace, not a dependency of the package:
the test is skipped where it is not installed) over ``deckstats/`` and checks every pair it
reports. Pairs inside the card pool (``cards/pool/*``: card data) are exempt. Every other
pair must be one of ``ALLOWED``: file pairs whose shared lines are alike in shape only and
are not one piece of logic written twice, each with the reason it stays. A new pair
between two other files fails the test: give the code one home (a helper, a shared type, a
table) instead.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parents[1] / "deckstats"

#: ``(file, file) -> reason``: the pairs outside card data that stay (paths under
#: ``deckstats/``, in the order the tool prints them).
ALLOWED: dict[tuple[str, str], str] = {
    # The card vocabulary: one frozen dataclass per rules concept, each with its CR
    # citation; the engine and the phrase tables dispatch on the class, so the small
    # declarations look alike without being one thing.
    ("cards/effects.py", "cards/effects.py"): "effect types",
    ("cards/effects.py", "cards/triggers.py"): "effect and trigger types",
    ("cards/costs.py", "cards/effects.py"): "cost option and effect types",
    ("cards/effects.py", "cards/modifiers.py"): "effect and modifier types",
    ("cards/effects_zones.py", "cards/modifiers.py"): "effect and modifier types",
    ("cards/modifiers.py", "cards/triggers.py"): "modifier and trigger types",
    ("cards/modifiers.py", "cards/modifiers.py"): "modifier types",
    ("cards/triggers.py", "cards/triggers.py"): "trigger condition types",
    ("cards/costs.py", "engine/result.py"): "an enum's members beside a dataclass's fields",
    ("cards/model.py", "cards/model.py"): "CardDef's type predicates, one per CR rule",
    ("cards/model.py", "cards/targets.py"): "CardDef and Filter field declarations",
    ("cards/effects_trig.py", "cards/static_rules.py"): "vocabulary types and their class tuple",
    # Keyword arguments of different constructors (CardDef, Activated, SweepRow).
    ("analytic/sweep.py", "cards/dsl.py"): "keyword arguments of two constructors",
    ("cards/dsl.py", "cards/oracle/activated.py"): "keyword arguments of two constructors",
    ("cards/dsl.py", "cards/dsl.py"): "CardDef's keyword arguments",
    # Grammar tables of the Oracle compiler: different phrases, alike in shape.
    ("cards/oracle/body.py", "cards/oracle/modifiers.py"): "compiled patterns",
    ("cards/oracle/modifiers.py", "cards/oracle/triggered.py"): "phrase -> value tables",
    ("cards/oracle/searches.py", "cards/oracle/triggered.py"): "match, bail out, parse a part",
    # Round 36's card families (issue 26): frozen dataclass fields, compiled patterns and
    # "match, bail out, parse a part" templates of different phrases, alike in shape.
    ("cards/costs.py", "cards/presence.py"): "cost option and count fields",
    # Round 38 (act): Kicker's buyback/entwine and Flashback's discard fields.
    ("cards/costs.py", "cards/modifiers.py"): "cost option and modifier fields",
    ("cards/cost_extra.py", "cards/costs.py"): "cost extra and cost option fields",
    ("cards/costs.py", "cards/triggers.py"): "cost option and trigger fields",
    ("engine/combat.py", "engine/presence.py"): "import lists",
    ("cards/costs.py", "cards/effects_spell.py"): "cost option and effect fields",
    ("cards/effects.py", "cards/effects_spell.py"): "effect types",
    # Round 39 (stat): small frozen effect dataclasses (cards.effects_stat), alike in shape.
    ("cards/effects.py", "cards/effects_stat.py"): "effect types",
    ("cards/effects_stat.py", "cards/triggers.py"): "effect and trigger types",
    ("cards/effects_riders.py", "cards/effects_stat.py"): "effect types",
    ("cards/presence.py", "engine/result.py"): "a dataclass's fields beside an enum's members",
    ("cards/oracle/activation_costs.py", "cards/oracle/statics.py"): "phrase -> value tables",
    ("cards/oracle/activated.py", "cli/hands.py"): "match, bail out, build a value",
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
    ("engine/effects_cards.py", "engine/target_checks.py"): "for each affected player: take N",
    ("cards/oracle/costs.py", "engine/costs.py"): "import list of cards.costs names",
    # Round 38's spell family (issue 26): frozen dataclass effect fields, alike in shape.
    ("cards/effects.py", "cards/effects_riders.py"): "effect types",
    ("cards/effects_riders.py", "cards/triggers.py"): "effect and trigger types",
    ("cards/costs.py", "cards/effects_riders.py"): "cost option and effect types",
    ("cards/effects_mass.py", "cards/effects_zones.py"): "effect types",
    # An import list of the same names (the tool reads a parenthesised import's names as code).
    ("cards/oracle/targets.py", "cards/targets.py"): "import list of cards.model names",
    # The compiled engine: __slots__ and __init__ attribute lists, signatures that start
    # with (game, pid, ...), int constants for the hot loop, two id-keyed caches.
    ("engine/game.py", "engine/state.py"): "attribute initialisation",
    ("engine/state.py", "engine/state.py"): "attribute initialisation",
    ("engine/effect_ctx.py", "engine/state.py"): "__slots__ lists",
    ("engine/view.py", "engine/view.py"): "one-line view properties",
    ("engine/actions.py", "engine/actions.py"): "action classes' slots and fields",
    ("engine/casting.py", "engine/payment.py"): "signatures (game, pid, ...)",
    ("engine/decisions.py", "engine/info.py"): "attribute initialisation",
    ("engine/decisions.py", "engine/state.py"): "attribute initialisation",
    ("engine/targeting.py", "players/board.py"): "int flag constants for compiled code",
    ("engine/characteristics.py", "engine/targeting.py"): "id-keyed caches on the hot path",
    # The same stdlib idiom on two sides of the layer wall (cards imports nothing above).
    ("_native.py", "cards/corpus.py"): "importlib loading of a file as a module",
    # Two flat row types (one Parquet table each; column order fixed by recorded runs).
    ("sim/matchup.py", "sim/records.py"): "NamedTuple row fields",
    # One function per report table; and two API functions' leading parameters.
    ("report/hands_page.py", "report/hands_page.py"): "table builders",
    ("api.py", "api.py"): "matchup's and compare's (a, b, n, seed) parameters",
    # Round 37's compiled patterns (cost rules, subjects, static conditions): regexes of
    # different phrases, alike in shape only.
    ("cards/oracle/cast_rules.py", "cards/oracle/effects.py"): "compiled patterns",
    ("cards/oracle/cast_rules.py", "cards/oracle/modifiers.py"): "compiled patterns",
    ("cards/oracle/body.py", "cards/oracle/cast_rules.py"): "compiled patterns",
    ("cards/oracle/cast_rules.py", "cards/oracle/static_conditions.py"): "compiled patterns",
}

_ROW = re.compile(r"^D\d+ (\S+?):\d+-\d+ ~ (\S+?):\d+-\d+")


def _pairs(output: str) -> list[tuple[str, str]]:
    return [(m.group(1), m.group(2)) for m in map(_ROW.match, output.splitlines()) if m]


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
    unexpected = [r for r in rows if not _card_data(p := _pairs(r)[0]) and p not in ALLOWED]
    assert not unexpected, "repeated code outside card data:\n" + "\n".join(unexpected)
