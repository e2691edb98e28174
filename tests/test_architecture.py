"""ARCHITECTURE.md describes this repository: its layer table is the one the tests enforce.

``tests/test_layers.py`` holds ``LAYERS``, the import contract the code is checked against;
ARCHITECTURE.md's "Layers" section shows the same table to readers. This test parses the
Markdown table (one row per unit: the unit, then what it may import, each name in
backquotes; ``nothing`` for none, ``*`` for anything) and requires the two to be equal, so
the page cannot drift from the code. It also checks that the module paths the two guides
name exist.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_layers import ANY, LAYERS

ROOT = Path(__file__).resolve().parents[1]
ARCHITECTURE = ROOT / "ARCHITECTURE.md"
GUIDES = (ARCHITECTURE, ROOT / "CONTRIBUTING.md")


def section(text: str, title: str) -> str:
    """The body of the ``## title`` section of a Markdown text (up to the next ``## ``)."""
    m = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    assert m, f"no '## {title}' section"
    return m.group(1)


def layer_table(text: str) -> dict[str, frozenset[str]]:
    """The "Layers" section's table: unit -> what it may import (``*``: anything)."""
    table: dict[str, frozenset[str]] = {}
    for line in section(text, "Layers").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 2 or not re.fullmatch(r"`[\w.]+`", cells[0]):
            continue
        unit = cells[0].strip("`")
        assert unit not in table, f"unit {unit!r} has two rows"
        allowed = re.findall(r"`([\w.*]+)`", cells[1])
        if not allowed:
            assert cells[1] == "nothing", f"row {unit!r}: write the units in backquotes"
        table[unit] = frozenset(allowed)
    return table


def test_layer_table_parses() -> None:
    """The parser reads units, dotted entries, ``*`` and ``nothing``."""
    text = (
        "## Layers\n\n| Unit | May import | What |\n|---|---|---|\n"
        "| `cards` | nothing | bottom |\n| `stats` | `sim.records`, `cards.errors` | x |\n"
        "| `cli` | `*` | top |\n\n## Next\n| `other` | `cards` | not this section |\n"
    )
    assert layer_table(text) == {
        "cards": frozenset(),
        "stats": frozenset({"sim.records", "cards.errors"}),
        "cli": frozenset({ANY}),
    }


def test_architecture_layers_match_the_layer_test() -> None:
    """ARCHITECTURE.md's table and ``tests/test_layers.py``'s ``LAYERS`` are the same."""
    documented = layer_table(ARCHITECTURE.read_text(encoding="utf-8"))
    enforced = {unit: frozenset(allowed) for unit, allowed in LAYERS.items()}
    only_doc = {u: sorted(a) for u, a in documented.items() if enforced.get(u) != a}
    only_test = {u: sorted(a) for u, a in enforced.items() if documented.get(u) != a}
    assert documented == enforced, f"ARCHITECTURE.md says {only_doc}, LAYERS says {only_test}"


def test_api_may_not_import_cli() -> None:
    """The library never imports its own command line (issue 29)."""
    documented = layer_table(ARCHITECTURE.read_text(encoding="utf-8"))
    assert "cli" not in documented["api"] and ANY not in documented["api"]


def named_paths(text: str) -> list[str]:
    """Repository paths a guide names in backquotes: ``engine/resolve.py``, ``tests/golden/``."""
    found = re.findall(
        r"`((?:deckstats/|tests/|docs/|tools/|benchmarks/|decks/)?[\w/]+\.py)`", text
    )
    return sorted(set(found))


def _exists(path: str) -> bool:
    if path.startswith(("tests/", "docs/", "tools/", "benchmarks/", "decks/", "deckstats/")):
        return (ROOT / path).exists()
    return (ROOT / "deckstats" / path).exists() or (ROOT / path).exists()


@pytest.mark.parametrize("guide", GUIDES, ids=lambda p: p.name)
def test_guides_name_existing_files(guide: Path) -> None:
    """Every ``module.py`` path the guide names exists (``engine/game.py`` is under deckstats/)."""
    text = guide.read_text(encoding="utf-8")
    missing = [p for p in named_paths(text) if "/" in p and not _exists(p)]
    assert not missing, f"{guide.name} names files that do not exist: {missing}"
