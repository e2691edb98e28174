"""Rule citations match the rules they cite (issue 15), against the in-repository index.

Every rule citation in ``deckstats/**/*.py``, ``tests/**/*.py``, the root ``*.md`` files and
``docs/**/*.md`` is checked against ``docs/rules_index.txt``: the rule numbers of each rules
era and the titles of the rules that are titles (facts only, no rule text). The index is built
once from the rules seed texts by ``tools/build_rules_index.py`` (run by hand, with the seeds
beside the repository); the tests read only the index, so a plain clone runs them.

Canonical forms (anything else that looks like a citation is reported as a stray form):

- modern (seed ``000``): ``CR 701.24``, ``CR 704.5c``, ``CR 704`` (a whole section), lists
  ``CR 506.4, 510.2`` (a list may label its numbers: ``CR 702.9b flying, 702.2b deathtouch``;
  ``/``, ``and``, ``then`` and ``or`` also join numbers) and ranges ``CR 500-514``,
  ``CR 601.2-601.2h``, ``CR 509.1a-b``;
- older eras, each checked against its own seed: ``2004 408.1g`` (seed ``001``), ``2008 101.4``
  (seed ``003``), ``2024 720.1`` (the c.2024 excerpt, seed ``002``) and ``1997 §Game Setup``
  (seed ``004``, which has no numbers: cite the section heading; ``1997 §A, §B`` lists them).

What is checked:

- a modern number exists in the modern rules. The index holds the top-level rules only (plus
  119.1d), so for a lettered subrule such as ``704.5c`` only its base ``704.5`` is checked, and
  a bare section such as ``704`` must have at least one rule. Both ends of a range are checked.
- an old-era number exists exactly (letters included) in its era, and a 1997 heading is a
  heading of the 1997 rulebook.
- where a keyword action (701.x) or keyword ability (702.x) is *named right next to* the
  citation (``shuffle (CR 701.24)``, ``CR 701.24 (shuffle)``, ``CR 702.15b lifelink``,
  ``CR 701.8: destroy ...``, ``deathtouch, CR 702.2c``), the name must be the cited rule's title
  (any inflection: ``shuffles``, ``countered``, ``tapped``). A different keyword name there is
  reported unless the cited rule's own name also appears on the line (so "Indestructible
  permanents are not destroyed (CR 702.12)" is fine). After a colon the name is only checked
  when every number of the list is a 701/702 rule (in ``CR 602.2, 701.23: sacrifice: ...`` the
  words describe the ability as a whole).
- no file cites the project notes that are not in the repository (the style guide, the product
  design and the rules digest kept beside it): ``ARCHITECTURE.md`` and ``CONTRIBUTING.md`` are
  the repository's own.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
INDEX = REPO / "docs" / "rules_index.txt"
THIS = Path(__file__).resolve()

#: The era tags of the index (the seed each was built from: ``tools/build_rules_index.py``).
ERAS = ("modern", "2004", "2008", "2024", "1997")


# --------------------------------------------------------------------------- index


@cache
def _index() -> dict[str, dict[str, str]]:
    """era -> {number (or a 1997 heading) -> title}, from ``docs/rules_index.txt``."""
    if not INDEX.is_file():
        pytest.fail(f"rules index not found at {INDEX}: rebuild it (tools/build_rules_index.py)")
    out: dict[str, dict[str, str]] = {era: {} for era in ERAS}
    for line in INDEX.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        era, number, title = line.split("\t")
        if era == "1997":
            out[era][title] = title
        else:
            out[era][number] = title
    return out


@cache
def modern_rules() -> dict[str, str]:
    """Modern rules: rule number (``701.24``, ``119.1d``) -> its title (``Shuffle``) or ``""``."""
    return _index()["modern"]


@cache
def modern_sections() -> frozenset[str]:
    """Modern rules: the three-digit sections that have at least one rule."""
    return frozenset(n.split(".")[0] for n in modern_rules())


def old_rules(era: str) -> dict[str, str]:
    """Eras 2004, 2008, 2024: every rule number (letters included) and section number."""
    return _index()[era]


@cache
def headings_1997() -> frozenset[str]:
    """The 1997 rulebook (no rule numbers): its section headings."""
    return frozenset(_index()["1997"])


# ------------------------------------------------------------ keyword names (701 / 702)


def _inflections(word: str) -> set[str]:
    w = word.lower()
    out = {w, w + "s", w + "es", w + "ed", w + "ing"}
    if w.endswith("e"):
        out |= {w + "d", w[:-1] + "ing"}
    if w.endswith("y") and len(w) > 2 and w[-2] not in "aeiou":
        out |= {w[:-1] + "ies", w[:-1] + "ied"}
    if w[-1] not in "aeiouwxy":
        out |= {w + w[-1] + "ed", w + w[-1] + "ing"}
    return out


#: extra names for titles that are phrases (``Tap and Untap``) or families (landwalk).
_ALIASES = {
    "tap and untap": ["tap", "untap"],
    "landwalk": ["plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk"],
    "venture into the dungeon": ["venture"],
    "daybound and nightbound": ["daybound", "nightbound"],
}


@cache
def keyword_titles() -> dict[str, str]:
    """Seed 000: keyword action / ability rule (``701.24``) -> lower-case title (``shuffle``)."""
    return {
        n: t.lower()
        for n, t in modern_rules().items()
        if n.startswith(("701.", "702.")) and n not in ("701.1", "702.1")
    }


@cache
def keyword_forms() -> dict[str, frozenset[str]]:
    """Every written form of a keyword name (``countered``) -> the titles it names."""
    forms: dict[str, set[str]] = {}
    for title in keyword_titles().values():
        names = [title, *_ALIASES.get(title, [])]
        for name in names:
            words = name.replace("-", " ").split()
            variants = {name}
            if words:
                # inflect the first word (``tapped``) and the last (``first strikes``)
                variants |= {" ".join([f, *words[1:]]) for f in _inflections(words[0])}
                variants |= {" ".join([*words[:-1], f]) for f in _inflections(words[-1])}
            for v in variants:
                forms.setdefault(v, set()).add(title)
    return {k: frozenset(v) for k, v in forms.items()}


_WORD = r"[A-Za-z][A-Za-z'\-]*"


def _name_at(words: list[str]) -> str | None:
    """The longest keyword name made of the first 1-3 of ``words`` (already lower-case)."""
    forms = keyword_forms()
    for n in (3, 2, 1):
        if len(words) >= n:
            cand = " ".join(words[:n])
            if cand in forms:
                return cand
    return None


def _words(text: str) -> list[str]:
    return [w.lower().strip("'") for w in re.findall(_WORD, text)]


def name_after(text: str) -> str | None:
    """The keyword named at the start of ``text`` (after a citation), if any."""
    text = text.lstrip(" \t\"'“”‘’")
    if not text or not re.match(_WORD, text):
        return None
    return _name_at(_words(text)[:3])


def name_before(text: str) -> str | None:
    """The keyword named at the end of ``text`` (before ``(CR`` / ``, CR`` / `` CR``), if any."""
    m = re.search(
        r"((?:" + _WORD + r"\s+){0,2}" + _WORD + r")[\"'”’]?\s*(?:,\s*|\(\s*|\[\s*)?$", text
    )
    if not m:
        return None
    words = _words(m.group(1))
    for n in (3, 2, 1):
        if len(words) >= n:
            cand = " ".join(words[-n:])
            if cand in keyword_forms():
                return cand
    return None


def _mentions(line: str, title: str) -> bool:
    """Whether ``line`` names the keyword ``title`` anywhere (any inflection)."""
    low = " ".join(_words(line))
    return any(
        re.search(rf"(?<![a-z]){re.escape(form)}(?![a-z])", low)
        for form, titles in keyword_forms().items()
        if title in titles
    )


# ------------------------------------------------------------------------ citations

_NUM = re.compile(r"(\d{3})(?:\.(\d+)([a-z]?))?(?![\d.]\d)")
_RANGE = re.compile(r"\s*[-–]\s*")
_CONT = re.compile(
    r"(?P<label>\s+" + _WORD + r"(?:\s+[a-z][a-z'\-]*){0,2})?"
    r"(?P<sep>\s*[,/]\s*|\s+(?:and|then|or)\s+)(?=\d{3}\b)"
)


class Cite:
    """One cited number: ``era``, ``number``, its span in the line, and any neighbour names."""

    def __init__(self, era: str, number: str, start: int, end: int) -> None:
        self.era, self.number, self.start, self.end = era, number, start, end
        self.label: str | None = None  # the keyword written right after this number


class Citation:
    """``CR a, b-c`` (or an era-tagged list): its numbers and the text around it."""

    def __init__(self, era: str, start: int) -> None:
        self.era, self.start, self.end = era, start, start
        self.cites: list[Cite] = []


def _parse_list(line: str, era: str, start: int, pos: int) -> Citation:
    cit = Citation(era, start)
    while True:
        m = _NUM.match(line, pos)
        if not m:
            break
        cit.cites.append(Cite(era, m.group(0), m.start(), m.end()))
        pos = m.end()
        r = _RANGE.match(line, pos)
        if r:
            end = _NUM.match(line, r.end())
            letter = re.match(r"[a-z]\b", line[r.end() :])
            if end:
                cit.cites.append(Cite(era, end.group(0), end.start(), end.end()))
                pos = end.end()
            elif letter and m.group(3):
                base = m.group(0)[:-1]
                cit.cites.append(Cite(era, base + letter.group(0), r.end(), r.end() + 1))
                pos = r.end() + 1
        c = _CONT.match(line, pos)
        if not c:
            break
        if c.group("label"):
            cit.cites[-1].label = c.group("label")
        pos = c.end()
    cit.end = pos
    return cit


def modern_citations(line: str) -> Iterator[Citation]:
    for m in re.finditer(r"\bCR\s+(?=\d{3}(?!\d))", line):
        yield _parse_list(line, "modern", m.start(), m.end())


def old_citations(line: str) -> Iterator[Citation]:
    for m in re.finditer(r"\b(2004|2008|2024)\s+(?=\d{3}\.\d)", line):
        yield _parse_list(line, m.group(1), m.start(), m.end())


def headings_cited(line: str) -> Iterator[tuple[str, str | None]]:
    """``1997 §A, §B``: yields (text after the ``§``, the heading it names or None)."""
    for m in re.finditer(r"\b1997\s+§", line):
        pos = m.end()
        while True:
            rest = line[pos:]
            best = None
            for h in headings_1997():
                if rest.startswith(h) and len(h) > len(best or ""):
                    after = rest[len(h) :]
                    if not after or not (after[0].isalnum() or re.match(r"\s+[A-Z0-9]", after)):
                        best = h
            yield rest, best
            if best is None:
                break
            nxt = re.match(r"\s*,\s*§", rest[len(best) :])
            if not nxt:
                break
            pos += len(best) + nxt.end()


def _modern_exists(number: str) -> bool:
    if "." not in number:
        return number in modern_sections()
    return number in modern_rules() or number.rstrip("abcdefghijklmnopqrstuvwxyz") in modern_rules()


def _base(number: str) -> str:
    return re.sub(r"[a-z]+$", "", number)


def _keyword_problems(line: str, cit: Citation) -> list[tuple[str, str]]:
    """Keyword names right next to ``cit`` that are not the title of the rule they sit by."""
    titles = keyword_titles()
    first, last = cit.cites[0], cit.cites[-1]
    # (numbers the name may belong to, the name)
    pairs: list[tuple[list[str], str | None]] = [([first.number], name_before(line[: cit.start]))]
    pairs += [([c.number], name_after(c.label)) for c in cit.cites[:-1] if c.label]
    rest = line[cit.end :]
    paren = re.match(r"\s*\(([^)]*)\)", rest)
    colon = re.match(r"\s*:\s*(.*)", rest)
    if paren:
        pairs.append(([last.number], name_after(paren.group(1))))
    elif colon:
        numbers = [c.number for c in cit.cites]
        if all(_base(n) in titles for n in numbers):
            pairs.append((numbers, name_after(colon.group(1))))
    elif re.match(r"\s+\S", rest):
        pairs.append(([last.number], name_after(rest)))
    problems = []
    for numbers, name in pairs:
        cited = [titles[_base(n)] for n in numbers if _base(n) in titles]
        if name is None or not cited:
            continue
        if any(t in keyword_forms()[name] or _mentions(line, t) for t in cited):
            continue
        shown = ", ".join(f'{_base(n)} is "{titles[_base(n)].title()}"' for n in numbers)
        problems.append(("keyword", f'"{name}" next to CR {", ".join(numbers)}, but {shown}'))
    return problems


def check_line(line: str) -> list[tuple[str, str]]:
    """All problems on one line, as (kind, message); kinds: missing, keyword, era, stray."""
    problems: list[tuple[str, str]] = []
    spans: list[tuple[int, int]] = []

    for cit in modern_citations(line):
        spans.append((cit.start, cit.end))
        for c in cit.cites:
            if not _modern_exists(c.number):
                problems.append(
                    ("missing", f"CR {c.number} is not a modern rule (docs/rules_index.txt)")
                )
        problems += _keyword_problems(line, cit)

    for cit in old_citations(line):
        spans.append((cit.start, cit.end))
        rules = old_rules(cit.era)
        for c in cit.cites:
            if c.number not in rules:
                problems.append(("era", f"{cit.era} {c.number} is not a rule of the {cit.era} era"))

    for m in re.finditer(r"\b1997\s+§", line):
        spans.append((m.start(), m.end()))
    for rest, heading in headings_cited(line):
        if heading is None:
            shown = re.split(r"[,;)\]]", rest, maxsplit=1)[0].strip()
            problems.append(("era", f"1997 §{shown} is not a heading of the 1997 rulebook"))

    for pattern, why in (
        (r"\b(?:1997|2004|2008|2024)\s+CR\b", "write the era then the number: 2008 101.4"),
        (r"\bCR\s+(?:1997|2004|2008|2024)\b", "write the era then the number: 2008 101.4"),
        (r"\b[Rr]ules?\s+\d{3}\b", "cite as CR nnn.n"),
        (r"(?<!1997 )(?<!, )§", "cite a 1997 heading as 1997 §Heading"),
    ):
        for m in re.finditer(pattern, line):
            problems.append(("stray", f"{m.group(0)!r}: {why}"))
    if spans:
        for m in re.finditer(r"(?<![\d.])[1-9]\d{2}\.\d{1,3}[a-z]?\b", line):
            if not any(s <= m.start() < e for s, e in spans):
                problems.append(("stray", f"bare {m.group(0)}: cite as CR {m.group(0)}"))
    return problems


# -------------------------------------------------------------------------- scanning


def scanned_files() -> list[Path]:
    files = [*REPO.glob("deckstats/**/*.py"), *REPO.glob("tests/**/*.py")]
    files += [*REPO.glob("*.md"), *REPO.glob("docs/**/*.md")]
    # this file plants wrong citations on purpose (the tests of the checker below)
    return sorted(p for p in files if p.resolve() != THIS)


@cache
def all_problems() -> tuple[tuple[str, str], ...]:
    """(kind, "path:line: message") for every problem in the scanned files."""
    out = []
    for path in scanned_files():
        rel = path.relative_to(REPO)
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for kind, msg in check_line(line):
                out.append((kind, f"{rel}:{i}: {msg}"))
    return tuple(out)


def _assert_none(kind: str) -> None:
    found = [msg for k, msg in all_problems() if k == kind]
    assert not found, f"{len(found)} wrong citation(s):\n" + "\n".join(found)


def test_index_parses() -> None:
    """The index holds what each era's rules hold (a sample of known numbers and titles)."""
    modern = modern_rules()
    assert modern["701.24"] == "Shuffle"
    assert modern["702.19"] == "Trample"
    assert "119.1d" in modern and "704.5" in modern and "704.5c" not in modern
    assert "408.1g" in old_rules("2004") and "502.9b" in old_rules("2004")
    assert "102.3d" in old_rules("2008")  # run together on 102.3b's line in its seed
    assert "720.1" in old_rules("2024") and "715.2c" in old_rules("2024")
    assert {"Game Setup", "Mana Burn", "Attack!", "This Is Your Life"} <= headings_1997()


def test_index_holds_titles_not_rule_text() -> None:
    """Facts only: a title is short and no sentence; most rules have none."""
    titles = [t for era in ERAS for t in _index()[era].values() if t]
    assert all(len(t) < 60 and (t[-1] != "." or t.endswith("...")) for t in titles), titles
    assert sum(1 for t in modern_rules().values() if t) < len(modern_rules()) // 3


def test_citations_are_found() -> None:
    """The scan sees the citations (a broken pattern must not pass by finding none)."""
    count = 0
    for path in scanned_files():
        for line in path.read_text(encoding="utf-8").splitlines():
            count += sum(len(c.cites) for c in modern_citations(line))
    assert count > 500


def test_modern_citations_exist() -> None:
    """Every ``CR nnn.n`` (lettered: its base; ranges: both ends) is a modern rule."""
    _assert_none("missing")


def test_keyword_names_match_cited_rule() -> None:
    """A keyword action / ability named next to a 701/702 citation is that rule's title."""
    _assert_none("keyword")


def test_old_era_citations_exist() -> None:
    """``2004 / 2008 / 2024 nnn.n`` are rules of their era; ``1997 §Heading`` is a 1997 heading."""
    _assert_none("era")


def test_no_stray_citation_forms() -> None:
    """Citations use the canonical forms, so the checks above see them."""
    _assert_none("stray")


#: The project notes kept beside the repository, not in it: a clone cannot read them.
OUTSIDE_NOTES = re.compile(r"\b(?:STYLE|DESIGN|DIGEST)\.md\b")


def outside_note_citations(files: list[Path], root: Path = REPO) -> list[str]:
    """``path:line`` (relative to ``root``) of each line citing a note outside the repository."""
    return [
        f"{path.relative_to(root)}:{i}"
        for path in files
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if OUTSIDE_NOTES.search(line)
    ]


def test_no_citation_of_notes_outside_the_repository() -> None:
    """Code and tests cite ARCHITECTURE.md / CONTRIBUTING.md sections or CR numbers only."""
    files = [*REPO.glob("deckstats/**/*.py"), *REPO.glob("tests/**/*.py")]
    found = outside_note_citations(sorted(p for p in files if p.resolve() != THIS))
    assert not found, f"{len(found)} citation(s) of notes outside the repository:\n" + "\n".join(
        found
    )


def test_outside_note_pattern_finds_planted_citations(tmp_path: Path) -> None:
    """The test of the test: the pattern sees each note name, and not look-alikes."""
    planted = tmp_path / "planted.py"
    planted.write_text(
        '"""Layers (STYLE.md 2.1)."""\n# see DESIGN.md\n# rules/DIGEST.md section 9\n'
        "# ARCHITECTURE.md, Layers\n# MY_STYLE.mdx\n",
        encoding="utf-8",
    )
    found = outside_note_citations([planted], root=tmp_path)
    assert found == ["planted.py:1", "planted.py:2", "planted.py:3"]


# ------------------------------------------------------------ tests of the checker


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("The library is shuffled (CR 701.5).", "keyword"),
        ('"""shuffle (CR 701.5)"""', "keyword"),
        ("CR 701.5 (shuffle)", "keyword"),
        ("The target spell is countered (CR 701.5).", "keyword"),
        ("CR 701.5a: counter target spell.", "keyword"),
        ("CR 701.12a: fight is mutual.", "keyword"),
        ("CR 702.9b flying, 702.2b lifelink together.", "keyword"),
        ("with deathtouch, CR 702.15b", "keyword"),
        ("# CR 799.9: no such rule", "missing"),
        ("CR 500-599", "missing"),
        ("CR 704.99c", "missing"),
        ("CR 999", "missing"),
        ("2004 999.1", "era"),
        ("2008 101.9", "era"),
        ("1997 §No Such Heading", "era"),
        ("1997 §Game Setup, §Timing Simplifed", "era"),
        ("2008 CR 101.4: Paris mulligan", "stray"),
        ("see rule 701.24", "stray"),
        ("CR 509.1: flying/reach (702.9b)", "stray"),
    ],
)
def test_checker_reports_planted_mistakes(line: str, kind: str) -> None:
    assert kind in [k for k, _ in check_line(line)], check_line(line)


@pytest.mark.parametrize(
    "line",
    [
        "shuffle (CR 701.24)",
        "CR 701.24 (shuffles)",
        "The target spell is countered (CR 701.6).",
        "CR 701.6a: counter target spell; CR 119.3 you gain 3 life.",
        "CR 701.26b: untap permanents.",
        "CR 702.9b flying, 702.2b deathtouch, 702.15b lifelink together.",
        "CR 702.7b first strike damage is dealt first",
        "(1 is lethal with deathtouch, CR 702.2c)",
        "Indestructible permanents are not destroyed (CR 702.12).",
        "CR 602.2, 701.23: sacrifice: basic land onto the battlefield tapped.",
        "CR 704.5c; CR 119.1d; CR 704; CR 500-514; CR 601.2-601.2h; CR 509.1a-b",
        "CR 121.1 then CR 701.22a: draw a card, then scry 2.",
        "CR 121.1 then 701.22a: draw a card, then scry 2.",
        "Turn conventions (CR 103.8 / 504.1, two-player game)",
        "(2004 408.1g, 502.9b; 2008 102.3d; 2024 720.1)",
        "1997 §Game Setup, §The Flow of the Game: no mulligan",
        "(1997 §Attack!)",
        "share = 100.0 * full / total",
    ],
)
def test_checker_accepts_good_citations(line: str) -> None:
    assert check_line(line) == []
