"""How much of real tournament decks the engine simulates: fidelity per deck, offline.

Builds the metagame corpus into a Scryfall-format card-data file (``corpus_index.py``),
imports it into a fresh ``$DECKSTATS_HOME`` and runs ``deckstats cards coverage DECK --json``
on each decklist: the share of main-deck copies fully simulated, the cards still partial with the
sentences they ignore, and the cards the corpus lacks (unknown here; a user with Scryfall's
data would have them).

Usage::

    python benchmarks/metagame_fidelity.py                  # benchmarks/metagame_decks/*.txt
    python benchmarks/metagame_fidelity.py decks/x.txt ...  # given decks
    python benchmarks/metagame_fidelity.py --partial        # also list each partial card
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from corpus_index import build  # noqa: E402


def check(deck: Path, env: dict[str, str]) -> dict:
    """``cards coverage DECK --json`` of one deck: a row per distinct card."""
    out = subprocess.run(
        [sys.executable, "-m", "deckstats", "cards", "coverage", str(deck), "--json"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    try:
        return {"coverage": json.loads(out.stdout)}
    except json.JSONDecodeError:
        return {"error": (out.stderr.strip().splitlines() or ["no output"])[-1]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("decks", nargs="*", type=Path)
    parser.add_argument("--partial", action="store_true", help="list each partial card")
    args = parser.parse_args()
    decks = args.decks or sorted((HERE / "metagame_decks").glob("*.txt"))
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "DECKSTATS_HOME": home}
        data = Path(home) / "corpus.json"
        build(data)
        subprocess.run(
            [sys.executable, "-m", "deckstats", "cards", "import", str(data)],
            env=env,
            check=True,
            capture_output=True,
        )
        total = full_total = 0
        sentences: Counter[str] = Counter()
        worst = 1.0
        for deck in decks:
            report = check(deck, env)
            if "error" in report:
                print(f"{deck.name:40s} error: {report['error']}")
                continue
            # Main-deck copies only (a sideboard is not played in game one).
            main_names = {
                c["card"]: c.get("main", c["count"])
                for c in report["coverage"]
                if c.get("main", c["count"])
            }
            status = {c["card"]: c["status"] for c in report.get("coverage", [])}
            copies = sum(main_names.values())
            full = sum(n for name, n in main_names.items() if status.get(name) == "full")
            unknown = [name for name in main_names if status.get(name) not in ("full", "partial")]
            share = full / copies if copies else 0.0
            worst = min(worst, share)
            total += copies
            full_total += full
            print(
                f"{deck.name:40s} {full:3d}/{copies:3d} copies full ({share:6.1%})"
                + (f"  unknown: {', '.join(unknown)}" if unknown else "")
            )
            for c in report.get("coverage", []):
                if c["status"] == "partial" and c["card"] in main_names:
                    for s in c.get("unparsed", []):
                        sentences[s] += main_names[c["card"]]
                    if args.partial:
                        print(
                            f"      partial: {c['card']} x{main_names[c['card']]}: "
                            + " | ".join(c.get("unparsed", []))
                        )
        if total:
            print(
                f"ALL: {full_total}/{total} main-deck copies full ({full_total / total:.1%}); "
                f"worst deck {worst:.1%}"
            )
        if sentences:
            print("most frequent ignored sentences (weighted by copies):")
            for s, n in sentences.most_common(25):
                print(f"  {n:4d}  {s}")


if __name__ == "__main__":
    main()
