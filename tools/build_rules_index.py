#!/usr/bin/env python3
"""Build ``docs/rules_index.txt``, the in-repository index of rule numbers and titles.

The code cites the Magic rules by number (``CR 704.5c``, ``2004 408.1g``, ``1997 §Game
Setup``), and ``tests/test_citations.py`` checks every citation against this index. The
index holds facts only: which rule numbers exist in each rules era, and the title of a rule
where the rule *is* a title (the keyword actions and abilities, ``701.24 Shuffle``, ``702.19
Trample``, and a few headings such as ``205.2 Card Types``). It holds no rule text.

The index is built once, by hand, from the rules seed texts kept beside the repository
(``../shared/rules/seeds/000_*.txt`` ... ``004_*.txt``); nothing else reads them, so a plain
clone of the repository runs every test. Rebuild it when the seeds change::

    python tools/build_rules_index.py [SEEDS_DIR] [--out docs/rules_index.txt]

Seeds, by file prefix: ``000`` the modern Comprehensive Rules (top-level rules plus 119.1d;
lettered subrules are not listed, so a citation of ``704.5c`` is checked by its base
``704.5``), ``001`` the 2004 rules, ``002`` an excerpt of the c.2024 rules, ``003`` the 2008
rules, ``004`` the 1997 Fifth Edition rulebook (no numbers: its section headings).

Output format, one entry a line, tab-separated: ``era<TAB>number<TAB>title``; the title may
be empty. For ``1997`` the number column is ``§`` and the title is the heading.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEFAULT_SEEDS = REPO.parent / "shared" / "rules" / "seeds"
DEFAULT_OUT = REPO / "docs" / "rules_index.txt"

#: era tag -> seed file prefix.
ERA_SEED = {"modern": "000", "2004": "001", "2024": "002", "2008": "003", "1997": "004"}

#: cp1252 mojibake in seed 000, undone before titles are written.
_MOJIBAKE = {
    "â€™": "'",
    "â€˜": "'",
    "â€œ": '"',
    "â€\ufffd": '"',
    "â€”": "—",
    "â€“": "–",
    "âˆž": "∞",
    "â„¢": "™",
}

HEADER = """\
# deckstats rules index: which rule numbers exist in each rules era, and the titles of the
# rules that are titles (keyword actions 701.x, keyword abilities 702.x, a few headings).
# Facts only, no rule text. Built by tools/build_rules_index.py from the rules seed texts;
# do not edit by hand. Read by tests/test_citations.py.
# Format: era<TAB>number<TAB>title (title may be empty; era 1997 has headings, number "§").
"""


def _seed_file(seeds: Path, era: str) -> Path:
    found = sorted(seeds.glob(f"{ERA_SEED[era]}_*.txt"))
    if len(found) != 1:
        raise SystemExit(f"expected one seed {ERA_SEED[era]}_*.txt in {seeds}, found {len(found)}")
    return found[0]


def _demojibake(text: str) -> str:
    for bad, good in _MOJIBAKE.items():
        text = text.replace(bad, good)
    return text


def _title(first_line: str) -> str:
    """The rule's first line when it is a title (short, no sentence ending), else ``""``."""
    s = first_line.strip()
    if len(s) < 60 and s and (s[-1].isalnum() or s[-1] == ")"):
        return s
    return ""


def modern_rules(seeds: Path) -> dict[str, str]:
    """Seed 000: rule number (``701.24``, ``119.1d``) -> its title (``Shuffle``) or ``""``."""
    rules: dict[str, str] = {}
    for line in _seed_file(seeds, "modern").read_text(encoding="utf-8").splitlines():
        m = re.match(r"(\d{3}\.\d+[a-z]?)\. (.*)", line)
        if m:
            rules[m.group(1)] = _title(_demojibake(m.group(2)))
    return rules


def old_rules(seeds: Path, era: str) -> list[str]:
    """Seeds 001, 002, 003: every rule number (letters included) and section number.

    001 and 003 put ``408.1g text`` at the start of a line (003 sometimes runs several
    subrules together on one line); 002 is a dataset dump with the number alone on a line.
    """
    lines = _seed_file(seeds, era).read_text(encoding="utf-8").splitlines()
    numbers: dict[str, None] = {}
    for line in lines:
        stripped = line.strip()
        if re.fullmatch(r"\d{3}\.\d+[a-z]?", stripped):
            numbers[stripped] = None
            continue
        m = re.match(r"(\d{3})\. (.+)", stripped)
        if m:
            numbers[m.group(1)] = None
        for m in re.finditer(r'(?:^|(?<=[.)"”] ))(\d{3}\.\d+[a-z]?)\.? (?=\S)', stripped):
            numbers[m.group(1)] = None
    for number in list(numbers):
        numbers.setdefault(number.split(".")[0], None)
    return list(numbers)


def headings_1997(seeds: Path) -> list[str]:
    """Seed 004 (no rule numbers): its section headings, the short title lines."""
    heads: dict[str, None] = {}
    for line in _seed_file(seeds, "1997").read_text(encoding="utf-8").splitlines():
        s = line.strip()
        short = bool(s) and line == line.lstrip() and len(s) < 60 and s[0].isupper()
        if short and (not s.endswith((".", ":", ",")) or s.endswith("...")):
            heads[s] = None
    heads.pop("EXAMPLE", None)
    return list(heads)


def _sort_key(number: str) -> tuple[int, int, str]:
    m = re.fullmatch(r"(\d{3})(?:\.(\d+)([a-z]*))?", number)
    assert m, number
    return int(m.group(1)), int(m.group(2) or -1), m.group(3) or ""


def build(seeds: Path) -> str:
    """The index text for the seeds in ``seeds``."""
    out = [HEADER]
    modern = modern_rules(seeds)
    out += [f"modern\t{n}\t{modern[n]}\n" for n in sorted(modern, key=_sort_key)]
    for era in ("2004", "2008", "2024"):
        out += [f"{era}\t{n}\t\n" for n in sorted(old_rules(seeds, era), key=_sort_key)]
    out += [f"1997\t§\t{h}\n" for h in sorted(headings_1997(seeds))]
    return "".join(out)


def main(argv: list[str] | None = None) -> int:
    """Write the index; ``--check`` only compares it with the file in the repository."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("seeds", nargs="?", type=Path, default=DEFAULT_SEEDS)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--check", action="store_true", help="exit 1 if --out is stale")
    args = parser.parse_args(argv)
    if not args.seeds.is_dir():
        print(f"no rules seeds at {args.seeds}", file=sys.stderr)
        return 2
    text = build(args.seeds)
    if args.check:
        same = args.out.is_file() and args.out.read_text(encoding="utf-8") == text
        print(f"{args.out}: {'up to date' if same else 'stale: rebuild it'}")
        return 0 if same else 1
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {args.out} ({text.count(chr(10)) - HEADER.count(chr(10))} entries)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
