"""Fuzz campaign of the card-data reader (issue 31): hostile files, in process and via the CLI.

Generates ``--files`` hostile card-data files (default 1,000) from a seeded numpy
Generator: every shape the reader accepts (Scryfall array, API list, JSON Lines, one card;
MTGJSON AtomicCards, a set, AllPrintings, AllIdentifiers) with hostile facts (1e300,
5,000-digit numbers and costs, megabyte strings, deep nesting, wrong JSON types, control
characters, lone surrogates, NUL), in every packing (UTF-8, a byte-order mark, UTF-16,
gzip, bzip2, xz, zip, truncated archives) and with byte mutations (truncation, flipped,
inserted, deleted or duplicated bytes), plus files that are not card data at all.

Each file is imported in this process (``import_file`` into a fresh home); a sample of
``--cli`` files (default 100) is imported again through the real ``deckstats cards import``
in a subprocess with a temporary ``$DECKSTATS_HOME``; ``os.wait4`` gives its peak RSS and
its CPU time, and ``--timeout`` (default 10 s) bounds the CPU time beyond the interpreter's
start (measured first: on a loaded machine the imports alone take many wall seconds); a
process still running at 6 x the timeout plus that start is killed and counted as hung.
The campaign reports the outcomes, every traceback (there must be none), the slowest file
and the peak memory, and exits 1 when a traceback, a hung or slower file or a peak above
``--max-mb`` (default 500) was seen.

    python benchmarks/fuzz_card_data.py --files 1000 --cli 100 --seed 31

Not a test (it takes minutes); ``tests/cards_data/test_fuzz_card_data.py`` is the CI twin.
"""

from __future__ import annotations

import argparse
import bz2
import gzip
import io
import json
import lzma
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
import zipfile
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np

NAMES = [
    "Grizzly Bears",
    "Lightning Bolt",
    "Fire // Ice",
    "Delver of Secrets",
    "Æther Vial",
    "Jace, the Mind Sculptor",
    "Ὰ",
    "Bösium Strip",
]
TYPES = [
    "Creature — Bear",
    "Instant",
    "Basic Land — Forest",
    "Legendary Planeswalker — Jace",
    "Artifact Creature — Golem",
    "Sorcery",
    "Enchantment — Aura",
]
COSTS = ["{1}{G}", "{R}", "{X}{X}{R}", "{2/W}{B/P}", "{1000000}", "", "{U}{U}{U}"]
LAYOUTS = [
    "normal",
    "split",
    "transform",
    "token",
    "art_series",
    "reversible_card",
    "flip",
    "modal_dfc",
    "adventure",
    "emblem",
]


def hostile_value(rng: np.random.Generator) -> Any:
    """One value a card field should never hold."""
    pick = int(rng.integers(22))
    big = int(rng.choice([300, 4301, 5000, 20_000]))
    return [
        1e300,
        -1e300,
        "9" * big,
        "{" + "9" * big + "}",
        10**40,
        "x" * int(rng.choice([20_001, 300_000, 2_000_000])),
        ["a", {"b": None}],
        {"nested": {"deeper": [1, 2, 3]}},
        True,
        None,
        3.5,
        -0.0,
        "\x00\x01\x1b[31m\x7f",
        "\ud800",
        "\udfff lone",
        "²",
        "{²}",
        "{½}",
        "∞",
        "\u202e reversed",
        "line\nbreak",
        "{" * 50,
    ][pick]


def deep(rng: np.random.Generator) -> Any:
    depth = int(rng.choice([70, 1000, 10_000]))
    value: Any = "bottom"
    for i in range(depth):
        value = [value] if i % 2 else {"k": value}
    return value


def scryfall_card(rng: np.random.Generator, i: int) -> dict[str, Any]:
    card: dict[str, Any] = {
        "object": "card",
        "name": f"{NAMES[int(rng.integers(len(NAMES)))]} {i}",
        "layout": LAYOUTS[int(rng.integers(len(LAYOUTS)))] if rng.random() < 0.3 else "normal",
        "mana_cost": COSTS[int(rng.integers(len(COSTS)))],
        "type_line": TYPES[int(rng.integers(len(TYPES)))],
        "oracle_text": "Flying\n{T}: Add {G}.",
        "power": "2",
        "toughness": "2",
        "colors": ["G"],
        "legalities": {"modern": "legal", "vintage": "restricted"},
    }
    if rng.random() < 0.15:
        card["card_faces"] = [
            {
                "name": f"Front {i}",
                "type_line": "Creature — Human",
                "mana_cost": "{U}",
                "oracle_text": "Transform.",
            },
            {"name": f"Back {i}", "type_line": "Creature — Insect", "power": "3", "toughness": "2"},
        ]
    for _ in range(int(rng.integers(0, 3))):
        keys = [
            "name",
            "mana_cost",
            "type_line",
            "oracle_text",
            "power",
            "toughness",
            "loyalty",
            "colors",
            "card_faces",
            "legalities",
            "layout",
            "object",
            "flavor_text",
        ]
        key = keys[int(rng.integers(len(keys)))]
        card[key] = deep(rng) if rng.random() < 0.1 else hostile_value(rng)
    return card


def mtgjson_face(card: dict[str, Any]) -> dict[str, Any]:
    out = {
        "name": card.get("name"),
        "manaCost": card.get("mana_cost"),
        "type": card.get("type_line"),
        "text": card.get("oracle_text"),
        "power": card.get("power"),
        "toughness": card.get("toughness"),
        "layout": card.get("layout"),
        "uuid": f"u-{id(card)}",
    }
    if "card_faces" in card:
        out["side"] = "a"
    return out


def document(rng: np.random.Generator) -> tuple[str, Any]:
    n = int(rng.integers(1, 40))
    cards = [scryfall_card(rng, i) for i in range(n)]
    shape = ["scryfall", "list", "single", "jsonl", "atomic", "set", "sets", "ids"][
        int(rng.integers(8))
    ]
    if shape == "scryfall":
        return shape, cards
    if shape == "list":
        return shape, {"object": "list", "has_more": bool(rng.random() < 0.2), "data": cards}
    if shape == "single":
        return shape, cards[0]
    if shape == "jsonl":
        return shape, cards
    faces = [mtgjson_face(c) for c in cards]
    if shape == "atomic":
        return shape, {
            "meta": {"date": "2026-01-01"},
            "data": {
                (f["name"] if isinstance(f["name"], str) else f"odd {i}")[:50]: [f]
                for i, f in enumerate(faces)
            },
        }
    if shape == "set":
        return shape, {"data": {"code": "TST", "cards": faces}}
    if shape == "sets":
        return shape, {"data": {"TST": {"code": "TST", "cards": faces}}}
    return shape, {"data": {f"id-{i}": f for i, f in enumerate(faces)}}


def serialise(shape: str, doc: Any, rng: np.random.Generator) -> bytes:
    ascii_only = bool(rng.random() < 0.5)

    def dump(value: Any) -> str:
        try:
            return json.dumps(value, ensure_ascii=ascii_only)
        except RecursionError:  # 10,000 levels: write it by hand
            return "[" * 10_000 + "]" * 10_000

    text = "\n".join(dump(c) for c in doc) if shape == "jsonl" else dump(doc)
    return text.encode("utf-8", "surrogatepass")


def mutate(data: bytes, rng: np.random.Generator) -> bytes:
    for _ in range(int(rng.integers(1, 4))):
        at = int(rng.integers(0, max(1, len(data))))
        what = int(rng.integers(5))
        blob = bytes(rng.integers(0, 256, int(rng.integers(1, 8)), dtype=np.uint8))
        if what == 0:
            data = data[:at]
        elif what == 1 and data:
            data = data[:at] + bytes([data[min(at, len(data) - 1)] ^ 0x5A]) + data[at + 1 :]
        elif what == 2:
            data = data[:at] + blob + data[at:]
        elif what == 3:
            data = data[:at] + data[at + int(rng.integers(1, 64)) :]
        else:
            data = data[:at] + data[at : at + 200] + data[at:]
    return data


def pack(data: bytes, rng: np.random.Generator) -> tuple[str, bytes]:
    how = [
        "plain",
        "plain",
        "plain",
        "bom",
        "utf-16",
        "gzip",
        "bzip2",
        "xz",
        "zip",
        "zip-two",
        "gzip-cut",
    ][int(rng.integers(11))]
    if how == "bom":
        return how, b"\xef\xbb\xbf" + data
    if how == "utf-16":
        text = data.decode("utf-8", "surrogateescape")
        return how, text.encode("utf-16", "surrogatepass")
    if how == "gzip":
        return how, gzip.compress(data, mtime=0)
    if how == "gzip-cut":
        packed = gzip.compress(data, mtime=0)
        return how, packed[: max(10, len(packed) // 2)]
    if how == "bzip2":
        return how, bz2.compress(data)
    if how == "xz":
        return how, lzma.compress(data)
    if how in ("zip", "zip-two"):
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as archive:
            archive.writestr("cards.json", data)
            if how == "zip-two":
                archive.writestr("more.json", data[:100])
        return how, buf.getvalue()
    return how, data


def not_card_data(rng: np.random.Generator) -> tuple[str, bytes]:
    kind = int(rng.integers(9))
    return [
        ("random", bytes(rng.integers(0, 256, int(rng.integers(1, 5000)), dtype=np.uint8))),
        ("empty", b""),
        ("spaces", b" \n\t" * 100),
        ("html", b"<!doctype html><html><body>502 Bad Gateway</body></html>"),
        ("sqlite", b"SQLite format 3\x00" + bytes(200)),
        ("number", b"9" * 100_000),
        ("string", b'"' + b"a" * 1_000_000 + b'"'),
        ("deep-array", b"[" * 200_000),
        (
            "big-record",
            b'[{"object":"card","name":"Huge","type_line":"Instant","oracle_text":"'
            + b"A" * 30_000_000
            + b'"}]',
        ),
    ][kind]


def generate(n: int, out: Path, seed: int) -> list[tuple[Path, str]]:
    rng = np.random.default_rng(seed)
    files: list[tuple[Path, str]] = []
    for i in range(n):
        if rng.random() < 0.12:
            kind, data = not_card_data(rng)
            label = f"other:{kind}"
        else:
            shape, doc = document(rng)
            data = serialise(shape, doc, rng)
            mutated = rng.random() < 0.5
            if mutated:
                data = mutate(data, rng)
            how, data = pack(data, rng)
            label = f"{shape}:{how}{':mutated' if mutated else ''}"
        path = out / f"{i:05d}.json"
        path.write_bytes(data)
        files.append((path, label))
    return files


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def in_process(files: list[tuple[Path, str]], work: Path) -> dict[str, Any]:
    from deckstats.cards.sources import CardDataError, import_file

    outcomes: Counter[str] = Counter()
    tracebacks: list[str] = []
    slowest = (0.0, "")
    for path, label in files:
        home = work / "home-inproc"
        shutil.rmtree(home, ignore_errors=True)
        started = time.perf_counter()
        try:
            import_file(path, home=home, warn=lambda line: None)
            outcomes["imported"] += 1
        except CardDataError as exc:
            outcomes["refused"] += 1
            if "\n" in str(exc):
                tracebacks.append(f"{path} ({label}): a message of several lines: {exc!r}")
        except Exception:  # what the campaign is looking for
            outcomes["TRACEBACK"] += 1
            tracebacks.append(f"{path} ({label}):\n{traceback.format_exc()}")
        took = time.perf_counter() - started
        if took > slowest[0]:
            slowest = (took, f"{path.name} ({label})")
    return {
        "outcomes": dict(outcomes),
        "tracebacks": tracebacks,
        "slowest": slowest,
        "peak_mb": peak_mb(),
    }


def through_cli(
    sample: list[tuple[Path, str]], work: Path, timeout: float, parallel: int
) -> dict[str, Any]:
    cmd = [sys.executable, "-c", "from deckstats.cli import main; main()", "cards", "import", "-q"]

    def one(item: tuple[int, tuple[Path, str]]) -> dict[str, Any]:
        i, (path, label) = item
        home = work / f"home-cli-{i}"
        env = {**os.environ, "DECKSTATS_HOME": str(home)}
        started = time.perf_counter()
        with tempfile.TemporaryFile("w+") as err:
            proc = subprocess.Popen(
                [*cmd, str(path)], stdout=subprocess.DEVNULL, stderr=err, env=env, text=True
            )
            deadline = started + timeout
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
                    break
                else:
                    time.sleep(0.02)
            took = time.perf_counter() - started
            err.seek(0)
            stderr = err.read()
        shutil.rmtree(home, ignore_errors=True)
        errors = [line for line in stderr.splitlines() if line.startswith("deckstats: error")]
        bad = "Traceback" in stderr or status not in (0, 1) or (status == 1 and len(errors) != 1)
        return {
            "file": f"{path.name} ({label})",
            "status": status,
            "took": took,
            "cpu": rusage.ru_utime + rusage.ru_stime if rusage else 0.0,
            "peak_mb": rusage.ru_maxrss / 1024 if rusage else 0.0,
            "bad": stderr if bad else None,
        }

    # The interpreter's start (imports) is not the import's work: on a loaded machine it
    # alone can take seconds. It is measured (median of 3 ``--version`` runs) and each file
    # gets timeout + that before it is killed; the criterion is the time beyond it.
    # CPU time (user + system, from os.wait4) is the work a file costs whatever the load;
    # the wall clock only catches hangs (a process is killed at 6 x timeout + its start).
    starts, start_cpu = [], []
    for _ in range(3):
        begun = time.perf_counter()
        proc = subprocess.Popen([*cmd[:3], "--version"], stdout=subprocess.DEVNULL)
        _, _, usage = os.wait4(proc.pid, 0)
        proc.returncode = 0
        starts.append(time.perf_counter() - begun)
        start_cpu.append(usage.ru_utime + usage.ru_stime)
    startup, startup_cpu = sorted(starts)[1], sorted(start_cpu)[1]
    timeout = 6 * timeout + startup
    with ThreadPoolExecutor(parallel) as pool:
        results = list(pool.map(one, enumerate(sample)))
    return {
        "startup": startup,
        "startup_cpu": startup_cpu,
        "cpu_beyond_startup": max((r["cpu"] - startup_cpu, r["file"]) for r in results),
        "killed": sum(r["status"] == -9 for r in results),
        "beyond_startup": max((r["took"] - startup, r["file"]) for r in results),
        "statuses": dict(Counter(r["status"] for r in results)),
        "bad": [f"{r['file']}: status {r['status']}\n{r['bad']}" for r in results if r["bad"]],
        "slowest": max((r["took"], r["file"]) for r in results),
        "peak_mb": max((r["peak_mb"], r["file"]) for r in results),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--cli", type=int, default=100, help="files also imported via the CLI")
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--timeout", type=float, default=10.0)
    parser.add_argument("--max-mb", type=float, default=500.0)
    parser.add_argument("--parallel", type=int, default=1, help="CLI imports at once")
    parser.add_argument("--keep", type=Path, help="write the files here and keep them")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="deckstats-fuzz-"))
    out = args.keep or work / "files"
    out.mkdir(parents=True, exist_ok=True)
    try:
        started = time.perf_counter()
        files = generate(args.files, out, args.seed)
        kinds = Counter(label.split(":")[0] for _, label in files)
        print(
            f"generated {len(files)} files (seed {args.seed}) in "
            f"{time.perf_counter() - started:.1f} s: {dict(sorted(kinds.items()))}"
        )
        started = time.perf_counter()
        res = in_process(files, work)
        print(
            f"in process: {res['outcomes']} in {time.perf_counter() - started:.1f} s; "
            f"slowest {res['slowest'][0]:.2f} s ({res['slowest'][1]}); "
            f"peak RSS {res['peak_mb']:.0f} MB; tracebacks {len(res['tracebacks'])}"
        )
        for entry in res["tracebacks"][:5]:
            print(entry)
        rng = np.random.default_rng(args.seed + 1)
        picks = sorted(rng.choice(len(files), min(args.cli, len(files)), replace=False))
        started = time.perf_counter()
        cli = through_cli([files[i] for i in picks], work, args.timeout, args.parallel)
        print(
            f"CLI sample of {len(picks)}: exit statuses {cli['statuses']} in "
            f"{time.perf_counter() - started:.1f} s; slowest {cli['slowest'][0]:.2f} s "
            f"({cli['slowest'][1]}); peak RSS {cli['peak_mb'][0]:.0f} MB "
            f"({cli['peak_mb'][1]}); bad {len(cli['bad'])}; interpreter start "
            f"{cli['startup']:.2f} s wall / {cli['startup_cpu']:.2f} s CPU, beyond it at "
            f"most {cli['beyond_startup'][0]:.2f} s wall / {cli['cpu_beyond_startup'][0]:.2f} "
            f"s CPU ({cli['cpu_beyond_startup'][1]}); killed (hung) {cli['killed']}"
        )
        for entry in cli["bad"][:5]:
            print(entry)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    failed = (
        res["tracebacks"]
        or cli["bad"]
        or res["slowest"][0] > args.timeout
        or cli["cpu_beyond_startup"][0] > args.timeout
        or cli["killed"]
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
