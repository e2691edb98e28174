"""Fuzz campaign of the decklist reader (issue 31): hostile decks, in process and via the CLI.

Generates ``--files`` hostile deck files (default 5,000) from a seeded numpy Generator:
pasted lists of every shape the reader accepts (plain, Arena, MTGO, deck sites, Discord
and Reddit Markdown, Forge) built from real-looking parts mixed with hostile ones
(superscript and Arabic-Indic digits, counts of thousands of digits, terminal escape
sequences, bidi overrides, NUL, lone surrogates' bytes, brackets left open), MTGO
``.dek`` and Cockatrice ``.cod`` XML, CSV exports (a field over 131,072 characters among
them), lines of 100,000 characters to 1 MB (the old quadratic pattern's input), files
around the 1 MiB limit, 1,000 unknown names, a 16-card unknown sideboard, saved web pages
and JSON, random bytes; in UTF-8 (with or without BOM), UTF-16 LE / BE (with or without
BOM) or cp1252; some with their bytes mutated (truncated, flipped, inserted, duplicated).

Every file is read in this process (``load_decklist``, then ``validate`` in every format
and ``check_deck``, the library function of ``deck check``); a sample of ``--cli`` files
(default 200: the issue's named cases first) is checked again through the real
``deckstats deck check`` in a subprocess with an empty ``$DECKSTATS_HOME``, killed as a
hang after ``--wall`` seconds (default 120), its CPU time and peak RSS read with
``os.wait4``. Times are CPU seconds, judged against ``--timeout`` (default 10): on a
shared machine wall time counts the other processes too (it is printed as well). A CLI
run must exit 0 or 1, with exactly one ``deckstats: error`` line when 1, no traceback,
and no raw control character (ESC, BEL, C1) in its output. The campaign reports
outcomes, every traceback (there must be none), the slowest file and the peak memory,
and exits 1 when a traceback, a bad CLI run, a file slower than the timeout or a peak
above ``--max-mb`` (default 500) was seen.

    python benchmarks/fuzz_decklists.py --files 5000 --cli 200 --seed 31

Not a test (it takes minutes); ``tests/test_fuzz_decklist.py`` is the CI twin.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np

NAMES = [
    "Lightning Bolt", "Mountain", "Goblin Guide", "Fire // Ice", "Fire/Ice", "Ice",
    "Delver of Secrets", "A-Lightning Bolt", "lim-dul's vault", '"Goblin Guide"',
    "Lightnig Bolt", "Monastery Swiftspear", "Lava Spike", "Island", "Forest", "Zzyzx",
    "Æther Vial", "Lim-Dûl's Vault", "x" * 140, "Sacred Foundry", "Arid Mesa",
]  # fmt: skip
COUNTS = [
    "1", "4", "4x", "4 x", "x4", "4×", "0", "-1", "−2", "501", "9" * 300, "9" * 5000,
    "\u00b2", "\u2076\u2070", "\u0664", "\uff14", "1.", "2)", "", "00004", "4X",
]  # fmt: skip
DECORATIONS = [
    "", " (M10) 146", " (PLST) 2XM-141", " *F*", " *E*", " *CMDR*", " [Removal]",
    " [Sideboard]", " ^Have,#37d67a^", " <251>", " (F)", " # !Commander", " #burn",
    "|M10|1", " // comment", " (", " [", " <", " *", " ^", " x4", ",4", ";2", "\t4",
]  # fmt: skip
HEADERS = [
    "Deck", "Sideboard", "Sideboard:", "SB:", "Commander", "Companion", "About",
    "Name Burn", "Maybeboard", "Creatures (12)", "// Lands", "# Sideboard", "**Sideboard**",
    "[Main]", "[metadata]", "Name=Burn", "[Sideboard]", "=== Sideboard (15 cards) ===",
    "Tokens", "Format: Modern", "https://example.org/deck/1", "```", "```text", "---",
    "| Qty | Card |", "|---|---|", "[b]Sideboard[/b]", "# Mono Red - Modern", "#", "//",
]  # fmt: skip
PREFIXES = ["", "> ", "- ", "* ", "• ", "1. ", "SB: ", "**", "| ", "[M10] ", "\ufeff", "\u200b"]
HOSTILE = [
    "\x1b[2J", "\x1b]0;pwned\x07", "\x1b[31m", "\x00", "\x07", "\x9b31m", "\u202e",
    "\u2028", "\r", "\t\t", "\u00a0", "(" * 60, "[" * 60, " *" * 60, "a\t" * 100, "<" * 40,
    "\ufffd", "\U0001f525", "'" * 30, "\\", "\x85", "\ud800", "\udcff",
]  # fmt: skip
ENCODINGS = ["utf-8", "utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "cp1252"]
LEGAL = "4 Lightning Bolt\n4 Goblin Guide\n4 Lava Spike\n48 Mountain\n"


def pick(rng: np.random.Generator, options: list[str]) -> str:
    return options[int(rng.integers(len(options)))]


def random_text(rng: np.random.Generator, n: int) -> str:
    """``n`` characters from ASCII, Latin-1, general Unicode and surrogates."""
    cut = rng.random(n)
    codes = np.where(
        cut < 0.6,
        rng.integers(32, 127, n),
        np.where(cut < 0.8, rng.integers(0, 256, n), rng.integers(0, 0x30000, n)),
    )
    return "".join(map(chr, codes.tolist()))


def card_line(rng: np.random.Generator, gentle: bool) -> str:
    """A card line; ``gentle`` ones have a plausible count and a built-in name."""
    if gentle:
        count = pick(rng, ["1", "2", "4", "4x", "x4", "3 x"])
        return f"{count} {pick(rng, NAMES[:17])}{pick(rng, DECORATIONS[:14])}"
    name = pick(rng, NAMES) if rng.random() < 0.8 else random_text(rng, int(rng.integers(1, 30)))
    tail = pick(rng, HOSTILE) if rng.random() < 0.2 else ""
    sep = pick(rng, [" ", " ", "  ", "\t", "x ", ",", ";", ""])
    return f"{pick(rng, PREFIXES)}{pick(rng, COUNTS)}{sep}{name}{pick(rng, DECORATIONS)}{tail}"


def paste(rng: np.random.Generator) -> str:
    """A pasted list: half of them mostly plausible, so the reader gets past the first line."""
    lines = []
    gentle = rng.random() < 0.5
    for _ in range(int(rng.integers(0, 80))):
        r = rng.random()
        if r < 0.6:
            lines.append(card_line(rng, gentle and rng.random() < 0.95))
        elif r < 0.75:
            lines.append(pick(rng, HEADERS))
        elif r < 0.85:
            lines.append("")
        elif r < 0.92 and not gentle:
            lines.append(pick(rng, HOSTILE))
        else:
            lines.append(random_text(rng, int(rng.integers(0, 80))))
    return pick(rng, ["\n", "\n", "\r\n", "\r", "\u2028"]).join(lines)


def xml_deck(rng: np.random.Generator) -> tuple[str, str]:
    def attr(text: str) -> str:
        return text.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")

    cards = [
        (attr(pick(rng, COUNTS)), attr(pick(rng, NAMES)), pick(rng, ["false", "true", ""]))
        for _ in range(int(rng.integers(0, 30)))
    ]
    if rng.random() < 0.5:
        body = "\n".join(
            f'<Cards Quantity="{c}" Sideboard="{s}" Name="{n}" />' for c, n, s in cards
        )
        text, suffix = f'<?xml version="1.0"?>\n<Deck>\n{body}\n</Deck>', ".dek"
    else:
        body = "".join(f'<card number="{c}" name="{n}"/>' for c, n, _ in cards)
        text = f'<cockatrice_deck><zone name="main">{body}</zone></cockatrice_deck>'
        suffix = ".cod"
    r = rng.random()
    if r < 0.1:
        text = text[: int(rng.integers(0, len(text) + 1))]
    elif r < 0.15:
        text = '<!DOCTYPE d [<!ENTITY a "aaaa">]>' + text
    elif r < 0.2:
        text = "<Deck>" + "<x>" * 5000 + "</x>" * 5000 + "</Deck>"
    elif r < 0.25:
        text = f'<Deck><Cards Quantity="4" Name="{"x" * 1_000_000}" /></Deck>'
    return text, suffix


def csv_deck(rng: np.random.Generator) -> str:
    header = pick(rng, ["Count,Name", "Name,Quantity,Board", "Qty;Card name;Section",
                        "Count\tName\tCategory", "Name,Count,Sideboard"])  # fmt: skip
    delimiter = "," if "," in header else (";" if ";" in header else "\t")
    rows = []
    for _ in range(int(rng.integers(0, 40))):
        cells = [pick(rng, COUNTS), pick(rng, NAMES), pick(rng, ["main", "sideboard", "true", '"'])]
        if header.split(delimiter)[0] == "Name":
            cells[0], cells[1] = cells[1], cells[0]
        rows.append(delimiter.join(cells))
    if rng.random() < 0.2:
        rows.append(f'"{"x" * int(rng.integers(131_000, 300_000))}"{delimiter}4')
    return "\n".join([header, *rows])


def special(rng: np.random.Generator) -> tuple[str, str, str]:
    """The issue's named cases and their neighbours: ``(label, text, suffix)``."""
    kind = pick(
        rng,
        ["long_line", "long_tab_line", "near_limit", "over_limit", "unknown_1000",
         "sideboard_16_unknown", "superscript", "escapes", "web_page", "json", "commander"],
    )  # fmt: skip
    n = int(rng.integers(100_000, 1_000_001))
    text = {
        "long_line": lambda: LEGAL + "x" * n,
        "long_tab_line": lambda: LEGAL + "a" * n + "\t",
        "near_limit": lambda: LEGAL * ((1 << 20) // len(LEGAL) - 1),
        "over_limit": lambda: LEGAL * ((1 << 20) // len(LEGAL) + 2),
        "unknown_1000": lambda: "".join(f"1 Zzyzx Card {i}\n" for i in range(1000)),
        "sideboard_16_unknown": lambda: LEGAL + "\nSideboard\n" + "1 Unknown Thing\n" * 16,
        "superscript": lambda: "\u00b2 Lightning Bolt\n\u2076\u2070 Mountain\n",
        "escapes": lambda: "# Burn \x1b[2J\x1b]0;pwned\x07 \x9b31m \u202e\n" + LEGAL
        + "Sideboard\n1 Zzz\x1b[31mRed\n",
        "web_page": lambda: "<!DOCTYPE html><html><body>" + LEGAL + "</body></html>",
        "json": lambda: '{"main": [[4, "Lightning Bolt"]]}',
        "commander": lambda: "\n".join(f"1 Card {i}" for i in range(99)) + "\n\n1 Zzyzx",
    }[kind]()
    return kind, text, pick(rng, [".txt", ".txt", ".dek", ".csv"])


def encode(text: str, rng: np.random.Generator) -> bytes:
    encoding = pick(rng, ENCODINGS)
    errors = "replace" if encoding == "cp1252" else "surrogatepass"
    return text.encode(encoding, errors)


def mutate(data: bytes, rng: np.random.Generator) -> bytes:
    if not data:
        return data
    at = int(rng.integers(len(data)))
    kind = int(rng.integers(4))
    if kind == 0:
        return data[:at]
    if kind == 1:
        return data[:at] + bytes([data[at] ^ int(rng.integers(1, 256))]) + data[at + 1 :]
    if kind == 2:
        return data[:at] + rng.bytes(int(rng.integers(1, 8))) + data[at:]
    return data[:at] + data[at : at + 200] * 3 + data[at:]


def generate(n: int, out: Path, seed: int) -> list[tuple[Path, str]]:
    rng = np.random.default_rng(seed)
    files = []
    for i in range(n):
        r = rng.random()
        if r < 0.55:
            label, text, suffix = "paste", paste(rng), pick(rng, [".txt", ".txt", ".txt", ".dek"])
        elif r < 0.7:
            text, suffix = xml_deck(rng)
            label = "xml"
        elif r < 0.82:
            label, text, suffix = "csv", csv_deck(rng), pick(rng, [".csv", ".txt"])
        elif r < 0.9:
            label, text, suffix = special(rng)
        else:
            label, text, suffix = "bytes", "", pick(rng, [".txt", ".dek", ".cod", ".csv"])
        data = rng.bytes(int(rng.integers(0, 5000))) if label == "bytes" else encode(text, rng)
        if label != "bytes" and rng.random() < 0.2:
            data, label = mutate(data, rng), f"{label}+mutated"
        path = out / f"deck{i:05d}{suffix}"
        path.write_bytes(data)
        files.append((path, label))
    return files


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def in_process(files: list[tuple[Path, str]]) -> dict[str, Any]:
    from deckstats.cards.registry import builtin_db
    from deckstats.deck import FORMATS, DecklistError, load_decklist, validate
    from deckstats.deck.check import check_deck

    db = builtin_db()
    outcomes: Counter[str] = Counter()
    tracebacks: list[str] = []
    slowest = (0.0, "-")
    for i, (path, label) in enumerate(files):
        started = time.process_time()
        try:
            deck = load_decklist(path, db=db, strict=bool(i % 2))
            for fmt in FORMATS:
                validate(deck, fmt)
            check_deck(path, db=db).lines()
            outcomes["read"] += 1
        except DecklistError as exc:
            outcomes["refused"] += 1
            if "\n" in str(exc) or not str(exc).startswith(str(path)):
                tracebacks.append(f"{path} ({label}): not one line naming the file: {exc!r}")
        except Exception:  # what the campaign is looking for
            outcomes["TRACEBACK"] += 1
            tracebacks.append(f"{path} ({label}):\n{traceback.format_exc()}")
        took = time.process_time() - started
        if took > slowest[0]:
            slowest = (took, f"{path.name} ({label})")
    return {"outcomes": dict(outcomes), "tracebacks": tracebacks, "slowest": slowest,
            "peak_mb": peak_mb()}  # fmt: skip


def through_cli(
    sample: list[tuple[Path, str]], work: Path, wall: float, parallel: int
) -> dict[str, Any]:
    """Run ``deck check`` on each file; a run still going after ``wall`` seconds is a hang.

    Its time is the CPU time of the process (user + system, from ``wait4``): on a shared,
    loaded machine the wall time measures the other processes too.
    """
    cmd = [sys.executable, "-c", "from deckstats.cli import main; main()", "deck", "check"]
    home = work / "empty-home"  # no imported card index: the built-in pool only
    home.mkdir(exist_ok=True)

    def one(item: tuple[Path, str]) -> dict[str, Any]:
        path, label = item
        env = {**os.environ, "DECKSTATS_HOME": str(home)}
        started = time.perf_counter()
        with tempfile.TemporaryFile("w+b") as out, tempfile.TemporaryFile("w+b") as err:
            proc = subprocess.Popen([*cmd, str(path)], stdout=out, stderr=err, env=env)
            deadline = started + wall
            status = rusage = None
            while status is None:
                pid, status_raw, rusage = os.wait4(proc.pid, os.WNOHANG)
                if pid:
                    status = os.waitstatus_to_exitcode(status_raw)
                    proc.returncode = status
                elif time.perf_counter() > deadline:
                    proc.kill()
                    _, status_raw, rusage = os.wait4(proc.pid, 0)
                    proc.returncode = status = -9
                else:
                    time.sleep(0.02)
            took = time.perf_counter() - started
            out.seek(0)
            err.seek(0)
            stdout, stderr = out.read(), err.read().decode("utf-8", "replace")
        errors = [line for line in stderr.splitlines() if line.startswith("deckstats: error")]
        raw = [c for c in (b"\x1b", b"\x07", "\x9b".encode()) if c in stdout + stderr.encode()]
        bad = (
            "Traceback" in stderr
            or status not in (0, 1)
            or (status == 1 and len(errors) != 1)
            or bool(raw)
        )
        return {
            "file": f"{path.name} ({label})",
            "status": status,
            "wall": took,
            "took": rusage.ru_utime + rusage.ru_stime if rusage else took,
            "peak_mb": rusage.ru_maxrss / 1024 if rusage else 0.0,
            "bad": f"{stderr[-2000:]}{' raw control characters' if raw else ''}" if bad else None,
        }

    with ThreadPoolExecutor(parallel) as pool:
        results = list(pool.map(one, sample))
    return {
        "statuses": dict(Counter(r["status"] for r in results)),
        "bad": [f"{r['file']}: status {r['status']}\n{r['bad']}" for r in results if r["bad"]],
        "slowest": max((r["took"], r["file"]) for r in results),
        "slowest_wall": max((r["wall"], r["file"]) for r in results),
        "peak_mb": max((r["peak_mb"], r["file"]) for r in results),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=5000)
    parser.add_argument("--cli", type=int, default=200, help="files also checked via the CLI")
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--timeout", type=float, default=10.0, help="CPU seconds per file")
    parser.add_argument(
        "--wall", type=float, default=120.0, help="wall seconds before a CLI run is a hang"
    )
    parser.add_argument("--max-mb", type=float, default=500.0)
    parser.add_argument("--parallel", type=int, default=1, help="CLI runs at once")
    parser.add_argument("--keep", type=Path, help="write the files here and keep them")
    parser.add_argument(
        "--cli-only", action="store_true", help="skip the in-process reading (CLI sample only)"
    )
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="deckstats-fuzz-decks-"))
    out = args.keep or work / "files"
    out.mkdir(parents=True, exist_ok=True)
    try:
        started = time.perf_counter()
        files = generate(args.files, out, args.seed)
        kinds = Counter(label for _, label in files)
        print(
            f"generated {len(files)} deck files (seed {args.seed}) in "
            f"{time.perf_counter() - started:.1f} s: {dict(sorted(kinds.items()))}"
        )
        started = time.perf_counter()
        res = in_process([] if args.cli_only else files)
        print(
            f"in process: {res['outcomes']} in {time.perf_counter() - started:.1f} s; "
            f"slowest {res['slowest'][0]:.2f} s CPU ({res['slowest'][1]}); "
            f"peak RSS {res['peak_mb']:.0f} MB; tracebacks {len(res['tracebacks'])}"
        )
        for entry in res["tracebacks"][:5]:
            print(entry)
        rng = np.random.default_rng(args.seed + 1)
        # The CLI sample: every named case first (they are the issue's), then random files.
        named = [i for i, (_, label) in enumerate(files) if label.split("+")[0] not in
                 ("paste", "xml", "csv", "bytes")]  # fmt: skip
        rest = [i for i in range(len(files)) if i not in set(named)]
        k = max(0, min(args.cli, len(files)) - min(len(named), args.cli // 2))
        picks = sorted(named[: args.cli // 2] + list(rng.choice(rest, k, replace=False)))
        started = time.perf_counter()
        cli = through_cli([files[i] for i in picks], work, args.wall, args.parallel)
        print(
            f"CLI sample of {len(picks)} (deckstats deck check): exit statuses "
            f"{cli['statuses']} in {time.perf_counter() - started:.1f} s; slowest "
            f"{cli['slowest'][0]:.2f} s CPU ({cli['slowest'][1]}), "
            f"{cli['slowest_wall'][0]:.2f} s wall ({cli['slowest_wall'][1]}); peak RSS "
            f"{cli['peak_mb'][0]:.0f} MB ({cli['peak_mb'][1]}); bad {len(cli['bad'])}; "
            f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs"
        )
        for entry in cli["bad"][:5]:
            print(entry)
    finally:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)
    failed = (
        res["tracebacks"]
        or cli["bad"]
        or res["slowest"][0] > args.timeout
        or cli["slowest"][0] > args.timeout
        or max(res["peak_mb"], cli["peak_mb"][0]) > args.max_mb
    )
    print(
        "FAIL"
        if failed
        else f"PASS: no traceback, no file over {args.timeout:g} s, no peak over {args.max_mb:g} MB"
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
