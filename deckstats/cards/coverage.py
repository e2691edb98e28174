"""Card coverage: how much of each card's Oracle text the simulator really plays.

Each card is classified (issue #5, ARCHITECTURE.md, Card data):

- ``full``: every Oracle sentence compiled to the effect vocabulary (built-in cards are
  hand-written and full unless their author listed sentences in ``unparsed``);
- ``partial``: the card plays with its printed facts and keywords, and the listed
  sentences are ignored;
- ``unknown``: the name is in no source (built-in pool or imported index).

``Custom`` effects (the escape hatch of ARCHITECTURE.md, Cards are data) are not failures but debt;
the
pool
summary lists them.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from deckstats.cards.effects import Custom, MayDo, Modal
from deckstats.cards.model import CardDef
from deckstats.cards.registry import CardDB, default_db

FULL = "full"
PARTIAL = "partial"
UNKNOWN = "unknown"


class CardCoverage(NamedTuple):
    """One card's coverage: ``(name, status, unparsed sentences)``."""

    name: str
    status: str
    unparsed: tuple[str, ...]


def status_of(card: CardDef | None) -> str:
    """Return ``full``, ``partial`` or ``unknown`` for one card (all faces counted)."""
    if card is None:
        return UNKNOWN
    if card.unparsed or any(face.unparsed for face in card.faces):
        return PARTIAL
    return FULL


def _with_faces(card: CardDef, attr: str) -> tuple[str, ...]:
    """The card's ``attr`` lines (``unparsed``, ``withheld``), then its faces' ones.

    A face's line not already listed on the card is given as ``"<face>: <line>"``.
    """
    own = getattr(card, attr)
    extra = tuple(
        f"{face.name}: {s}"
        for face in card.faces
        for s in getattr(face, attr)
        if f"{face.name}: {s}" not in own
    )
    return tuple(own) + extra


def _unparsed(card: CardDef) -> tuple[str, ...]:
    return _with_faces(card, "unparsed")


def _items(deck_or_names: Any) -> Iterator[tuple[str, CardDef | None, bool]]:
    """Yield ``(name, card or None, already_resolved)`` from a decklist or an iterable."""
    main = getattr(deck_or_names, "main", None)
    if main is not None:
        for section in ("commander", "companion", "main", "sideboard"):
            for entry in getattr(deck_or_names, section, ()) or ():
                card = getattr(entry, "card", None)
                yield (card.display_name if card else str(entry.name)), card, True
        for entry in getattr(deck_or_names, "unknown", ()) or ():
            yield str(getattr(entry, "written", entry)), None, True
        return
    for item in deck_or_names:
        if isinstance(item, CardDef):
            yield item.display_name, item, True
        else:
            yield str(item), None, False


def classify(deck_or_names: Any, db: CardDB | None = None) -> list[CardCoverage]:
    """Classify each distinct card of a decklist (or of card names / ``CardDef`` values).

    Args:
        deck_or_names: a ``Decklist`` (its main deck, sideboard, commander and unknown
            lines), or an iterable of names or ``CardDef`` values.
        db: where names are looked up (default ``registry.default_db()``).

    Returns:
        ``CardCoverage(name, status, unparsed)`` per distinct card, in first-seen order.
    """
    database = db if db is not None else default_db()
    seen: dict[str, CardCoverage] = {}
    for name, card, resolved in _items(deck_or_names):
        if not resolved:
            card = database.get(name)
            if card is not None:
                name = card.display_name
        if name in seen:
            continue
        status = status_of(card)
        seen[name] = CardCoverage(name, status, _unparsed(card) if card else ())
    return list(seen.values())


def partial_warning(cards: Iterable[CardDef]) -> str | None:
    """One-line warning for simulation commands when a deck holds partial cards, else ``None``."""
    partial = sorted({c.display_name for c in cards if status_of(c) == PARTIAL})
    if not partial:
        return None
    shown = ", ".join(partial[:5]) + (f", and {len(partial) - 5} more" if len(partial) > 5 else "")
    return (
        f"warning: {len(partial)} card(s) only partly simulated (some Oracle sentences "
        f"ignored): {shown}; see `deckstats cards coverage DECK`"
    )


#: A deck under this share of fully simulated main-deck copies gets a visible warning.
FIDELITY_WARNING = 0.90


def _withheld(card: CardDef) -> tuple[str, ...]:
    return _with_faces(card, "withheld")


def fidelity(entries: Iterable[tuple[int, CardDef]]) -> dict[str, Any]:
    """How faithfully a deck is simulated: the share of main-deck copies fully compiled.

    Args:
        entries: ``(copies, card)`` of the commander and main deck (a card may repeat).

    Returns:
        A plain dict (the sim and stats layers pass it on without importing ``cards``):
        ``share_full`` (copies fully simulated / copies, 4 decimals), ``copies``,
        ``copies_full``, ``warning`` (True under ``FIDELITY_WARNING``) and ``partial``:
        one ``{"card", "copies", "ignored", "withheld"}`` per partial card, most copies
        first. ``ignored`` lists the sentences not simulated; ``withheld`` what they keep
        from being offered (``cards.oracle.withhold``: ``"spell"``, ``"ability: ..."``).
    """
    copies: Counter[str] = Counter()
    cards: dict[str, CardDef] = {}
    for n, card in entries:
        copies[card.display_name] += n
        cards.setdefault(card.display_name, card)
    total = sum(copies.values())
    partial: list[dict[str, Any]] = [
        {
            "card": name,
            "copies": copies[name],
            "ignored": list(_unparsed(card)),
            "withheld": list(_withheld(card)),
        }
        for name, card in cards.items()
        if status_of(card) == PARTIAL
    ]
    partial.sort(key=lambda p: (-p["copies"], p["card"]))
    full = total - sum(copies[p["card"]] for p in partial)
    share = full / total if total else 1.0
    return {
        "share_full": round(share, 4),
        "copies": total,
        "copies_full": full,
        "warning": share < FIDELITY_WARNING,
        "partial": partial,
    }


def fidelity_line(fid: dict[str, Any], deck: str | None = None) -> str:
    """One line for terminals: the share fully simulated and each partial card, short.

    >>> fidelity_line({"share_full": 1.0, "copies": 60, "copies_full": 60, "partial": []})
    'fidelity: 100.0% of main-deck copies fully simulated (60 of 60)'
    """
    who = f"{deck}: " if deck else ""
    head = (
        f"fidelity: {who}{100 * float(fid['share_full']):.1f}% of main-deck copies fully "
        f"simulated ({fid['copies_full']} of {fid['copies']})"
    )
    parts = []
    for p in fid["partial"]:
        what = " (spell withheld)" if "spell" in p["withheld"] else ""
        abilities = sum(1 for w in p["withheld"] if w.startswith("ability: "))
        if abilities:
            what += f" ({abilities} abilit{'y' if abilities == 1 else 'ies'} withheld)"
        parts.append(f"{p['copies']} {p['card']}{what}")
    if parts:
        head += "; partial: " + ", ".join(parts)
    if fid.get("warning"):
        head = f"warning: {head}; under {FIDELITY_WARNING:.0%}, figures understate the deck"
    return head


def fidelity_lines(fid: dict[str, Any]) -> list[str]:
    """The ``deck check`` block: the share, then each partial card with what it ignores."""
    lines = [fidelity_line(fid)]
    for p in fid["partial"]:
        lines.append(f"  {p['copies']:>3}  {p['card']}")
        lines.extend(f"        withheld: {w}" for w in p["withheld"])
        lines.extend(f"        ignored: {s}" for s in p["ignored"])
    return lines


def iter_effects(card: CardDef) -> Iterator[Any]:
    """Yield every effect of a card and its faces, descending into modes and "may"."""
    stack: list[Any] = list(card.spell)
    for c in (card, *card.faces):
        if c is not card:
            stack.extend(c.spell)
        stack.extend(e for a in c.abilities for e in a.effect)
        stack.extend(e for t in c.triggers for e in t.effect)
    while stack:
        eff = stack.pop()
        if isinstance(eff, MayDo):
            stack.extend(eff.effect)
        elif isinstance(eff, Modal):
            stack.extend(e for mode in eff.modes for e in mode)
        else:
            yield eff


def custom_effects(cards: Iterable[CardDef]) -> list[tuple[str, str, str]]:
    """Return ``(card, key, reason)`` for every ``Custom`` effect: the vocabulary's debt."""
    out = []
    for card in cards:
        for eff in iter_effects(card):
            if isinstance(eff, Custom):
                out.append((card.display_name, eff.key, eff.reason))
    return sorted(out)


@dataclass
class PoolSummary:
    """Counts by source and coverage, for ``deckstats cards coverage`` without a deck."""

    counts: Counter[tuple[str, str]] = field(default_factory=Counter)
    customs: list[tuple[str, str, str]] = field(default_factory=list)
    unparsed: Counter[str] = field(default_factory=Counter)
    index: dict[str, str] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready values."""
        by_source: dict[str, dict[str, int]] = {}
        for (source, status), n in sorted(self.counts.items()):
            by_source.setdefault(source, {FULL: 0, PARTIAL: 0})[status] = n
        return {
            "by_source": by_source,
            "custom_effects": [{"card": c, "key": k, "reason": r} for c, k, r in self.customs],
            "top_unparsed": [{"sentence": s, "cards": n} for s, n in self.unparsed.most_common(20)],
            "index": self.index,
        }


def _template(sentence: str, name: str) -> str:
    """A sentence with the card's own name and numbers generalised, for grouping."""
    return re.sub(r"\b\d+\b", "N", sentence.replace(name, "~"))


def pool_summary(
    builtin: Iterable[CardDef],
    imported: Iterable[CardDef] = (),
    *,
    index_meta: dict[str, str] | None = None,
) -> PoolSummary:
    """Summarise the built-in pool and (optionally) every imported card."""
    summary = PoolSummary(index=dict(index_meta or {}))
    builtin_cards = list(builtin)
    for card in builtin_cards:
        summary.counts[("builtin", status_of(card))] += 1
    summary.customs = custom_effects(builtin_cards)
    for card in imported:
        status = status_of(card)
        summary.counts[(card.source, status)] += 1
        for sentence in _unparsed(card):
            summary.unparsed[_template(sentence, card.name)] += 1
    return summary


def coverage_lines(rows: list[CardCoverage], counts: dict[str, int] | None = None) -> list[str]:
    """Render a deck's coverage table (``cards coverage DECK``)."""
    totals = Counter(r.status for r in rows)
    lines = [
        f"Card coverage: {totals[FULL]} full, {totals[PARTIAL]} partial, {totals[UNKNOWN]} unknown"
    ]
    width = max([len(r.name) for r in rows] + [4])
    for r in rows:
        n = f"{counts[r.name]:>3}  " if counts and r.name in counts else ""
        lines.append(f"  {n}{r.name:<{width}}  {r.status}")
        lines.extend(f"        ignored: {s}" for s in r.unparsed)
    return lines


def pool_lines(summary: PoolSummary) -> list[str]:
    """Render the pool summary (``cards coverage`` without a deck)."""
    data = summary.as_dict()
    lines = ["Card pool coverage (cards by source)"]
    for source, by_status in data["by_source"].items():
        total = by_status[FULL] + by_status[PARTIAL]
        share = 100.0 * by_status[FULL] / total if total else 0.0
        lines.append(
            f"  {source:<10} {total:>6} cards  {by_status[FULL]:>6} full  "
            f"{by_status[PARTIAL]:>6} partial  ({share:.1f}% full)"
        )
    if summary.index:
        lines.append(
            f"  index: {summary.index.get('path', '?')} ({summary.index.get('format', '?')}, "
            f"imported {summary.index.get('imported_at', '?')})"
        )
    else:
        lines.append("  no imported card data (run `deckstats cards import FILE`)")
    lines.append(f"Custom effects (debt): {len(summary.customs)}")
    lines += [f"  {c}: {k} ({r})" for c, k, r in summary.customs]
    if summary.unparsed:
        lines.append("Most common sentences not compiled (imported cards)")
        lines += [f"  {n:>5}  {s}" for s, n in summary.unparsed.most_common(20)]
    return lines


# -- the Oracle suite (issue #16, part 5) ---------------------------------------------------

SUITE_FILES = ("oracle_texts.py", "oracle_texts_more.py")


def suite_dir() -> Path | None:
    """The ``tests/data`` folder of a source checkout, where the Oracle suite lives, or ``None``.

    The suite (real Oracle texts typed by us, with the form the compiler must produce) is a
    test fixture, not shipped in the package; an editable install finds it here.
    """
    directory = Path(__file__).resolve().parents[2] / "tests" / "data"
    return directory if (directory / SUITE_FILES[0]).is_file() else None


def load_suite(directory: Path | None = None) -> list[Any]:
    """Load the suite's ``Case`` values from every file of ``SUITE_FILES``, in order."""
    from deckstats.cards.corpus import load_module

    directory = directory if directory is not None else suite_dir()
    if directory is None:
        raise FileNotFoundError("the Oracle suite (tests/data/oracle_texts.py) is not here")
    cases: list[Any] = []
    for filename in SUITE_FILES:
        path = directory / filename
        if not path.is_file():
            continue
        cases.extend(load_module(path, path.stem).CASES)
    return cases


#: The label of texts that the Oracle suite holds (in a report's per-format lines).
SUITE = "oracle suite"


def load_metagame(directory: Path | None = None) -> list[Any]:
    """The metagame corpus entries (``tests/data/metagame_<format>.py``), one per card name."""
    from deckstats.cards.corpus import load_corpus

    directory = directory if directory is not None else suite_dir()
    if directory is None:
        raise FileNotFoundError("the Oracle suite (tests/data/oracle_texts.py) is not here")
    return load_corpus(directory)


@dataclass
class SuiteReport:
    """How much of the corpus compiles fully, by format, and why the rest does not.

    The corpus is the Oracle suite plus the metagame files, one text per distinct card
    name; ``formats`` maps each label (``"oracle suite"`` and the constructed formats of
    ``deckstats.cards.corpus.FORMATS``) to ``(texts, full)``. A card counts once in the
    total and once in each format whose file names it, so the format lines overlap.
    """

    size: int
    full: int
    uncompiled: list[tuple[str, tuple[str, ...]]]
    formats: dict[str, tuple[int, int]] = field(default_factory=dict)
    groups: dict[str, tuple[str, ...]] = field(default_factory=dict)

    @property
    def share(self) -> float:
        """The share of texts compiled in full."""
        return self.full / self.size if self.size else 0.0

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready values."""
        return {
            "size": self.size,
            "full": self.full,
            "share": round(self.share, 4),
            "formats": {
                f: {"texts": n, "full": k, "share": round(k / n, 4) if n else 0.0}
                for f, (n, k) in self.formats.items()
            },
            "uncompiled": [
                {"card": n, "formats": list(self.groups.get(n, ())), "unparsed": list(u)}
                for n, u in self.uncompiled
            ],
        }


def _entry_unparsed(entry: Any) -> tuple[str, ...]:
    """Compile one metagame entry as an importer's record (every face) and return its gaps."""
    from deckstats.cards.corpus import record
    from deckstats.cards.oracle import compile_record

    return tuple(compile_record(record(entry.text), source="scryfall").unparsed)


def suite_report(cases: Iterable[Any], metagame: Iterable[Any] = ()) -> SuiteReport:
    """Compile each text of the corpus; the reason a text is not full is its unparsed sentences.

    ``cases`` are the Oracle suite's ``Case`` values (compiled with ``compile_text``);
    ``metagame`` the corpus entries of ``load_metagame`` (compiled with ``compile_record``,
    all faces). A name in both is compiled once, from the suite, and counts in the suite
    and in the entry's formats.
    """
    from deckstats.cards.corpus import FORMATS
    from deckstats.cards.oracle import compile_text

    size = full = 0
    uncompiled: list[tuple[str, tuple[str, ...]]] = []
    texts: dict[str, tuple[str, tuple[str, ...]]] = {}
    groups: dict[str, list[str]] = {}
    for case in cases:
        key = case.name.casefold()
        if key in texts:
            continue
        card = compile_text(
            case.name, case.cost, case.type_line, case.text, case.pt, loyalty=case.loyalty
        )
        texts[key] = (case.name, tuple(card.unparsed))
        groups[key] = [SUITE]
    for entry in metagame:
        key = entry.name.casefold()
        if key not in texts:
            texts[key] = (entry.name, _entry_unparsed(entry))
            groups[key] = []
        groups[key].extend(f for f in entry.formats if f not in groups[key])
    counts: dict[str, list[int]] = {}
    for key, (name, unparsed) in texts.items():
        size += 1
        if unparsed:
            uncompiled.append((name, unparsed))
        else:
            full += 1
        for label in groups[key]:
            row = counts.setdefault(label, [0, 0])
            row[0] += 1
            row[1] += not unparsed
    order = {f: i for i, f in enumerate((SUITE, *FORMATS))}
    ordered = sorted(counts.items(), key=lambda x: (order.get(x[0], len(order)), x[0]))
    formats = {f: (n, k) for f, (n, k) in ordered}
    named = {texts[k][0]: tuple(v) for k, v in groups.items()}
    # the suite alone (no metagame entry) keeps its one-line form: no format lines
    with_metagame = any(label != SUITE for label in counts)
    return SuiteReport(size, full, uncompiled, formats if with_metagame else {}, named)


def suite_lines(report: SuiteReport) -> list[str]:
    """Render the corpus figures (``cards coverage --suite``).

    Without metagame texts the first line reads "Oracle suite: ..." (the suite alone); with
    them "Corpus: ...", then one line per format: its texts, how many compile fully, the share.
    """
    label = "Corpus" if report.formats else "Oracle suite"
    lines = [
        f"{label}: {report.size} texts, {report.full} compile fully "
        f"({report.share:.1%}), {len(report.uncompiled)} not fully compiled"
    ]
    for fmt, (n, k) in report.formats.items():
        lines.append(f"  {fmt:<13} {n:>5} texts {k:>5} full  {k / n if n else 0.0:6.1%}")
    for name, unparsed in report.uncompiled:
        where = report.groups.get(name, ())
        lines.append(f"  {name}" + (f"  [{', '.join(where)}]" if report.formats else ""))
        lines.extend(f"        not compiled: {' '.join(s.split())}" for s in unparsed)
    return lines
