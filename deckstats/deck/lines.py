"""The line grammar shared by the deck scanners: headers, counts, names and decorations.

Between decoding (``deck.decode``) and resolving (``deck.parse``): the scanners
(``deck.scan_text`` for text pastes, ``deck.scan_csv`` for spreadsheet exports,
``deck.scan_xml`` for MTGO and Cockatrice XML) read a line or a cell with the patterns and
helpers here and record what they find in a ``_Scan`` of ``_CardLine`` rows: the count,
the name as written and the section (main, sideboard, commander, companion, maybeboard,
ignore). Names are not looked up here. The underscored names are internal to the
``deck`` package.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from deckstats.deck.model import MAX_LINE_COUNT, MAX_LINE_LENGTH, Problem

_SECTION_WORDS: dict[str, str] = {
    **dict.fromkeys(["deck", "main", "maindeck", "main deck", "mainboard", "main board"], "main"),
    **dict.fromkeys(["sideboard", "side board", "side", "sb"], "sideboard"),
    **dict.fromkeys(["commander", "commanders", "command zone"], "commander"),
    **dict.fromkeys(["companion", "companions"], "companion"),
    "about": "about",
    **dict.fromkeys(
        ["maybeboard", "maybe board", "maybe", "considering", "wishboard"], "maybeboard"
    ),
    "tokens": "ignore",
}
# Group headers of deck sites: they do not change main / sideboard.
_CATEGORY_WORDS = frozenset(
    {
        *("creature", "creatures", "land", "lands", "instant", "instants", "sorcery"),
        *("sorceries", "artifact", "artifacts", "enchantment", "enchantments", "planeswalker"),
        *("planeswalkers", "battle", "battles", "spell", "spells", "other spells", "kindred"),
        *("noncreature spells", "non-creature spells", "creature spells", "tribal", "other"),
    }
)

_HEADER = re.compile(r"^(?P<word>[A-Za-z][A-Za-z \-]*?)\s*(?::\s*)?(?:\(\s*\d+\s*\)|\d+)?\s*:?$")
_COUNTED_HEADER = re.compile(r"^(?P<word>[A-Za-z][^()\d]*?)\s*\(\s*\d+\s*\)\s*:?$")
# A per-line section marker: MTGO's ``SB: 4 Duress``, also ``Sideboard: 4 Duress``.
_SECTION_PREFIX = re.compile(r"^(?P<word>[A-Za-z][A-Za-z ]*?)\s*:\s*(?=\S)")
_COUNT_X = re.compile(r"^(?P<count>\d+)\s*(?:[xX]\s+|\u00d7\s*)(?P<name>.+)$")
_X_COUNT = re.compile(r"^[xX\u00d7]\s?(?P<count>\d+)\s+(?P<name>.+)$")
_COUNT = re.compile(r"^(?P<count>\d+)\s+(?P<name>.+)$")
_NAME_X = re.compile(r"^(?P<name>.+?)\s+[xX\u00d7]\s?(?P<count>\d+)$")
_NEGATIVE = re.compile(r"^[-\u2212\u2013]\s*\d+")
_COUNT_ONLY = re.compile(r"^\d+\s*[xX\u00d7]?$")
# "[M10] Lightning Bolt", deckstats.net "[2XM#141] Lightning Bolt", "[M10:146] ..."
_SET_PREFIX = re.compile(r"^\[[A-Za-z0-9_-]{2,10}(?:\s*[#:]\s*[^\]\s]+)?\]\s*")
# Trailing decorations, removed repeatedly from the end of a name.
_TRAILERS = (
    re.compile(r"\s+\*(?P<mark>[A-Za-z][A-Za-z-]*)\*$"),  # *F* foil, *E* etched, *CMDR*
    re.compile(r"\s+\^[^^]*\^$"),  # Archidekt ^Have,#37d67a^
    re.compile(r"\s+\[(?P<tags>[^\]]*)\]$"),  # [Removal] categories, [M10] set codes
    # (M10) 146a, (PLST) 2XM-141, (PRM-ARENA) 123
    re.compile(r"\s+\((?P<set>[A-Za-z0-9_-]{2,10})\)(?:\s+[^\s()]*\d[^\s()]*)?$"),
    re.compile(r"\s+\([FfEe]\)$"),  # MTGGoldfish (F) foil
    re.compile(r"\s+<[^<>]*>$"),  # MTGGoldfish <251>, <borderless>, <extended>
)
#: Rounds of trailer removal per name (a real line has a set code, a number, a mark, tags).
_MAX_TRAILERS = 8
# Moxfield / Archidekt "#Removal #Burn", deckstats.net "# !Commander", "# a comment".
_TAGS = re.compile(r"\s+#(?P<tags>.*)$")
_FORGE_SUFFIX = re.compile(r"\s*\|.*$")  # Forge .dck "Lightning Bolt|M10|1"
# Whole-line Forge / INI headers: [Main], [Sideboard], [metadata], [Commander].
_BRACKET_HEADER = re.compile(r"^\[\s*(?P<word>[A-Za-z][A-Za-z \-]*?)\s*\]$")
# Forge sections outside the deck: a Vanguard avatar, Planechase planes, Archenemy schemes.
_FORGE_OUTSIDE = frozenset({"avatar", "planes", "schemes", "conspiracy", "dungeon", "attractions"})
# Invisible characters chat apps and web pages leave in copied text.
_INVISIBLE = dict.fromkeys(map(ord, "\ufeff\u200b\u200c\u200d\u2060\u00ad"), None)
_SPACES = re.compile(r"[\t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]")
# Markdown from Discord and Reddit: "> " quotes, "- " / "* " / "• " bullets, **bold**.
_QUOTE = re.compile(r"^(?:>\s*)+")
_BULLET = re.compile(r"^[-*+\u2022\u25aa\u25cf\u00b7\u2013\u2014]\s+")
_EMPHASIS = re.compile(r"^(?P<mark>\*\*|__|\*|_)(?P<body>[^*_].*?)(?P=mark)(?P<colon>\s*:?)$")
_TABLE_HEADERS = frozenset(
    {"#", "qty", "quantity", "count", "amount", "card", "cards", "name", "card name", "set"}
)
_NUMBERED = re.compile(r"^\d+[.)]\s+(?=\d)")  # "1. 4 Lightning Bolt": a numbered list
_RULE = re.compile(r"^(?:[-=*_~]\s*){3,}$")  # "---", "***", "- - -", "====="
# Spreadsheet rows: "Lightning Bolt,4", "4,Lightning Bolt" (a tab: ``_name_tab_count``).
_COUNT_COMMA = re.compile(r"^(?P<count>\d+)\s*[,;]\s*(?P<name>[^\d\s].*)$")
_NAME_COMMA = re.compile(r"^(?P<name>.*[^\d\s,;])\s*[,;]\s*(?P<count>\d+)$")
_FENCE = re.compile(r"^(?:```|~~~)(?P<rest>.*?)(?:```|~~~)?$")
_URL = re.compile(r"^(?:<?https?://|www\.)\S*>?$", re.IGNORECASE)
# "Name: Burn", "Format: Modern", "Author: x" above the cards of a forum or chat paste.
_METADATA = re.compile(
    r"^(?P<key>name|deck ?name|title|format|author|creator|by|description|archetype|event|"
    r"player|pilot|date|source|url|link)\s*:\s*(?P<value>.*)$",
    re.IGNORECASE,
)
_QUOTES = "\"'\u201c\u201d\u2018\u2019\u00ab\u00bb\u201e"


@dataclass(slots=True)
class _CardLine:
    """One card line found by a scanner, before its name is looked up."""

    line: int
    count: int
    written: str
    section: str  # main / sideboard / commander / companion / ignore
    block: int  # blank-line separated block (MTGO .txt sideboard)


@dataclass(slots=True)
class _Scan:
    """What a scanner found: card lines, comments, an Arena/Forge title and problems."""

    cards: list[_CardLine] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)
    title: str = ""
    problems: list[Problem] = field(default_factory=list)
    explicit: bool = False  # any header or per-line section marker: blank lines mean nothing


def _header_section(text: str, *, any_group: bool = True) -> str | None:
    """Return the section a header line switches to, ``"category"``, or ``None``.

    With ``any_group``, any ``Words (N)`` line is a group header (``Burn spells (8)``);
    comments pass ``False`` so that ``# Burn - Modern (2022)`` stays a comment. Forum
    spellings of a section or card-type word count too: ``Sideboard (15 cards)``,
    ``Sideboard - 15``, ``=== Sideboard ===``, ``[b]Sideboard[/b]``, ``Creatures [12]``.
    """
    if text[:1].isdigit():
        return None  # "4 Lightning Bolt": every header starts with a letter or a decoration
    found = _plain_header_section(text, any_group=any_group)
    if found is not None:
        return found
    m = _HEADER.match(_decorated_header(text))
    if m:
        word = " ".join(m.group("word").lower().split())
        word = re.sub(r"\s+cards?$", "", word)
        if word in _SECTION_WORDS:
            return _SECTION_WORDS[word]
        if word in _CATEGORY_WORDS:
            return "category"
    return None


_BBCODE = re.compile(r"\[/?[A-Za-z]{1,6}\]")
# "Sideboard (15 cards)", "Sideboard - 15", "Sideboard 15 cards" -> "Sideboard (15)".
_HEADER_COUNTS = tuple(
    re.compile(p, re.IGNORECASE)
    for p in (
        r"\s*[(\[]\s*(\d+)\s*(?:cards?)?\s*[)\]]\s*:?$",
        r"\s*[-:\u2014\u2013]\s*(\d+)(?:\s*cards?)?$",
        r"\s+(\d+)\s+cards?$",
    )
)


def _decorated_header(text: str) -> str:
    """``=== Sideboard (15 cards) ===`` -> ``Sideboard (15)`` (checked against known words)."""
    t = _BBCODE.sub("", text)  # BBCode [b]...[/b]
    t = t.strip(" =-*_~:\u2014\u2013")
    for pattern in _HEADER_COUNTS:
        t = pattern.sub(r" (\1)", t)
    return t


def _plain_header_section(text: str, *, any_group: bool) -> str | None:
    """``_header_section`` for a header as written (``Sideboard``, ``Creatures (12)``)."""
    m = _HEADER.match(text)
    if m:
        word = " ".join(m.group("word").lower().split())
        if word in _SECTION_WORDS:
            return _SECTION_WORDS[word]
        if word in _CATEGORY_WORDS:
            return "category"
    m = _COUNTED_HEADER.match(text)
    if m:
        word = " ".join(m.group("word").lower().split())
        if word in _SECTION_WORDS:
            return _SECTION_WORDS[word]
        if any_group or word in _CATEGORY_WORDS:
            return "category"
    return None


def _strip_decorations(name: str) -> tuple[str, str | None]:
    """Remove set codes, collector numbers, marks and tags; return the name and a section hint."""
    hint: str | None = None
    name = _SET_PREFIX.sub("", name)
    name = _FORGE_SUFFIX.sub("", name)
    m = _TAGS.search(name)
    if m:
        if "!commander" in m.group("tags").lower().replace(" ", ""):
            hint = "commander"  # deckstats.net "1 Atraxa, Praetors' Voice # !Commander"
        name = name[: m.start()]
    changed, rounds = True, 0
    while changed and rounds < _MAX_TRAILERS:  # a hostile line of 100 marks: bounded work
        changed, rounds = False, rounds + 1
        for pattern in _TRAILERS:
            m = pattern.search(name)
            if m:
                mark = m.groupdict().get("mark")
                if mark is not None and mark.lower() in ("cmdr", "commander"):
                    hint = "commander"  # TappedOut "1x Ghalta, Primal Hunger *CMDR*"
                tags = m.groupdict().get("tags")
                if tags is not None:
                    low = tags.lower()
                    if "commander" in low:
                        hint = "commander"
                    elif "sideboard" in low:
                        hint = "sideboard"
                    elif "maybeboard" in low or "nodeck" in low:
                        hint = "maybeboard"
                name = name[: m.start()].rstrip()
                changed = True
    return name.strip(), hint


def _clean_line(raw: str) -> str:
    """Return a line without invisible characters, odd spaces and Markdown decoration.

    Removes byte-order marks and zero-width spaces, turns tabs, non-breaking spaces and
    runs of spaces into one space, and strips ``> `` quotes, ``- `` / ``* `` / ``• `` bullets and
    ``**bold**`` around a whole line (Discord and Reddit pastes). A Markdown code fence
    (three backticks, perhaps with a language word) becomes a blank line.
    """
    # Runs of spaces become one: no pattern below meets a long run (several were
    # polynomial in it: a 500-character line of tabs took 2 s).
    s = " ".join(_SPACES.sub(" ", raw.translate(_INVISIBLE)).split())
    if _RULE.match(s):
        return ""  # a Markdown rule or underline: a separator like a blank line
    m = _FENCE.match(s)
    if m:
        rest = m.group("rest").strip()
        s = "" if re.fullmatch(r"[A-Za-z]*", rest) else rest
    elif s.endswith(("```", "~~~")):
        s = s[:-3]
    s = _QUOTE.sub("", s)
    if s.startswith("|") and s.endswith("|") and len(s) > 1:
        s = _table_row(s)
    s = _BULLET.sub("", s)
    s = _NUMBERED.sub("", s)
    m = _EMPHASIS.match(s)
    if m:
        s = m.group("body").strip() + m.group("colon").strip()
    return s.strip()


def _table_row(line: str) -> str:
    """A Markdown table row as a card line: ``| 4 | Lightning Bolt | M10 |`` is 4 Bolts.

    The first cell that is a number is the count and the first other cell the name; the
    ``|---|---|`` rule and a header row of column names (``| Qty | Card |``) become blank.
    """
    cells = [c.strip() for c in line.strip("|").split("|")]
    if all(re.fullmatch(r":?-*:?", c) for c in cells):
        return ""
    if all(c.lower() in _TABLE_HEADERS for c in cells if c):
        return ""
    counts = [c for c in cells if re.fullmatch(r"\d+\s*[xX]?", c)]
    names = [c for c in cells if c and c not in counts]
    if counts and names:
        return f"{counts[0]} {names[0]}"
    return " ".join(c for c in cells if c)


def _name_tab_count(raw: str) -> tuple[str, str] | None:
    """A spreadsheet row ``Lightning Bolt<TAB>4``: ``("Lightning Bolt", "4")``, else ``None``.

    The count is the last tab-separated cell, the name all before it (no other tab, and
    not only digits). String methods, no pattern: linear in the line (a pattern here was
    quadratic: 51 s for a 100,000-character line).
    """
    if "\t" not in raw:
        return None
    head, _, count = raw.strip().rpartition("\t")
    count, name = count.strip(), head.strip()
    if not count.isdecimal() or not name or "\t" in name:
        return None
    if all(ch.isdecimal() or ch.isspace() for ch in name):
        return None
    return name, count


def _split_count(text: str) -> tuple[int, str]:
    """Split ``4x Lightning Bolt`` into ``(4, "Lightning Bolt")``; a bare name is one copy."""
    for pattern in (_COUNT_X, _X_COUNT, _COUNT, _NAME_X, _COUNT_COMMA, _NAME_COMMA):
        m = pattern.match(text)
        if m:
            return int(m.group("count")), m.group("name").strip()
    return 1, text


def _line_problem(s: str) -> str | None:
    """Return why a card line cannot be read before its name is split off, or ``None``."""
    if _NEGATIVE.match(s):
        return f"negative count in {s!r} (write e.g. '4 Lightning Bolt')"
    if _COUNT_ONLY.match(s):
        return f"count {s!r} with no card name"
    if s[:1].isdigit() and not s[:1].isdecimal():  # "² Lightning Bolt", "⁶⁰ Mountain"
        token = s.split(maxsplit=1)[0]
        return f"count {_short(token)} is not a number (write it with the digits 0-9)"
    return None


def _short(text: str, width: int = 60) -> str:
    """``repr`` of ``text``, cut to ``width`` characters for a message."""
    return repr(text) if len(text) <= width else f"{text[:width]!r}... ({len(text)} characters)"


def _quantity(text: str, name: str, what: str, where: str = "") -> tuple[int, str | None]:
    """Read the count cell of a CSV row or ``.dek`` / ``.cod`` element: ``(count, problem)``.

    Only decimal digits (``isdecimal``: ``²`` and ``⁶⁰`` pass ``isdigit`` but are no
    number ``int`` reads); a count of more than 9 digits is refused before ``int`` is
    asked (Python refuses more than 4,300 digits with a ``ValueError``).
    """
    if len(name) > MAX_LINE_LENGTH:
        return 0, f"card name of {len(name)} characters (at most {MAX_LINE_LENGTH})"
    if not text.isdecimal():
        return 0, f"bad {what} {_short(text)} for {_short(name)}{where} (expected a number)"
    if len(text.lstrip("0")) > 9:
        return 0, (
            f"count of {len(text.lstrip('0'))} digits for {_short(name)} is not plausible "
            f"(at most {MAX_LINE_COUNT})"
        )
    return int(text), None


def _count_problem(count: int, written: str, s: str) -> str | None:
    """Return what is wrong with a split card line, or ``None``."""
    if not any(ch.isalpha() for ch in written):
        return f"cannot read line {s!r} (expected e.g. '4 Lightning Bolt')"
    if count == 0:
        return f"count 0 for {written!r} (give at least 1 or drop the line)"
    if count > MAX_LINE_COUNT:
        return f"count {count} for {written!r} is not plausible (at most {MAX_LINE_COUNT})"
    return None


def _switch(section: str, header: str, scan: _Scan) -> str:
    """Return the section after a header line.

    ``Deck`` / ``Commander`` / ``Companion`` / ``About`` (Arena) leave blank lines
    meaningful; a sideboard, maybeboard or card-type header means the list marks its
    sections itself, so a blank line is only a blank line.
    """
    if header not in ("main", "commander", "companion", "about"):
        scan.explicit = True
    if header == "category":
        return "main" if section in ("commander", "companion", "about") else section
    return header
