"""Write a large Scryfall-shaped bulk file for the import benchmark (issue #5).

The file mimics Scryfall's ``default-cards`` objects (every field the importer drops is
there too: images, prices, URIs, set data) with a mix of layouts and Oracle texts, and
repeats some names as other printings. It is written record by record, so the generator
itself stays small in memory.

Usage::

    python benchmarks/gen_scryfall.py /tmp/scryfall_big.json --mb 150
    /usr/bin/time -v deckstats cards import /tmp/scryfall_big.json --quiet
"""

from __future__ import annotations

import argparse
import json
import uuid

import numpy as np

TEXTS = [
    ("Instant", "{1}{R}", "{name} deals 3 damage to any target."),
    ("Sorcery", "{2}{U}", "Draw two cards."),
    ("Creature — Elf Druid", "{G}", "{T}: Add {G}."),
    ("Creature — Human Soldier", "{1}{W}", "Flying, vigilance"),
    (
        "Enchantment",
        "{1}{B}{B}",
        "At the beginning of your upkeep, you draw a card and you lose 1 life.",
    ),
    ("Instant", "{U}{U}", "Counter target spell."),
    ("Land", "", "{name} enters tapped.\n{T}: Add {R} or {G}."),
    (
        "Creature — Goblin",
        "{R}",
        "Haste\nWhenever {name} attacks, it gets +1/+0 until end of turn.",
    ),
    (
        "Sorcery",
        "{3}{B}",
        "Target player discards two cards. You choose one of them. Then that "
        "player reveals their hand and you look at it very carefully.",
    ),
    ("Artifact — Equipment", "{2}", "Equipped creature gets +2/+1.\nEquip {2}"),
]
WORDS = [
    "ancient",
    "bright",
    "cinder",
    "dread",
    "ember",
    "feral",
    "gilded",
    "hollow",
    "iron",
    "jade",
    "keen",
    "lunar",
    "molten",
    "noble",
    "obsidian",
    "primal",
    "quiet",
    "raging",
    "sable",
    "thorn",
    "umbral",
    "vivid",
    "wild",
    "zealous",
]
NOUNS = [
    "angel",
    "bolt",
    "crypt",
    "drake",
    "edict",
    "flame",
    "grove",
    "hydra",
    "idol",
    "jackal",
    "knight",
    "lotus",
    "mauler",
    "nexus",
    "oracle",
    "pyre",
    "quarry",
    "rune",
    "sage",
    "titan",
    "urchin",
    "vortex",
    "warden",
    "yeti",
]


def _name(rng: np.random.Generator, i: int) -> str:
    word = WORDS[rng.integers(len(WORDS))].capitalize()
    noun = NOUNS[rng.integers(len(NOUNS))].capitalize()
    return f"{word} {noun} {i}"


def _card(rng: np.random.Generator, name: str) -> dict:
    type_line, cost, text = TEXTS[rng.integers(len(TEXTS))]
    uid = str(uuid.UUID(int=int(rng.integers(2**62)) << 64 | int(rng.integers(2**62))))
    card = {
        "object": "card",
        "id": uid,
        "oracle_id": uid,
        "multiverse_ids": [int(rng.integers(1e6))],
        "mtgo_id": int(rng.integers(1e5)),
        "tcgplayer_id": int(rng.integers(1e6)),
        "name": name,
        "lang": "en",
        "released_at": "2024-01-01",
        "uri": f"https://api.scryfall.com/cards/{uid}",
        "scryfall_uri": f"https://scryfall.com/card/tst/1/{uid}?utm_source=api",
        "layout": "normal",
        "highres_image": True,
        "image_status": "highres_scan",
        "image_uris": {
            k: f"https://cards.scryfall.io/{k}/front/{uid}.jpg"
            for k in ("small", "normal", "large", "png", "art_crop", "border_crop")
        },
        "mana_cost": cost,
        "cmc": 2.0,
        "type_line": type_line,
        "oracle_text": text.replace("{name}", name),
        "colors": ["R"],
        "color_identity": ["R"],
        "keywords": [],
        "legalities": {
            f: "legal" if rng.random() < 0.5 else "not_legal"
            for f in (
                "standard",
                "future",
                "historic",
                "timeless",
                "gladiator",
                "pioneer",
                "explorer",
                "modern",
                "legacy",
                "pauper",
                "vintage",
                "penny",
                "commander",
                "oathbreaker",
                "standardbrawl",
                "brawl",
                "alchemy",
                "paupercommander",
                "duel",
                "oldschool",
                "premodern",
                "predh",
            )
        },
        "games": ["paper", "mtgo", "arena"],
        "reserved": False,
        "foil": True,
        "nonfoil": True,
        "finishes": ["nonfoil", "foil"],
        "oversized": False,
        "promo": False,
        "reprint": True,
        "variation": False,
        "set_id": uid,
        "set": "tst",
        "set_name": "Test Set",
        "set_type": "expansion",
        "set_uri": f"https://api.scryfall.com/sets/{uid}",
        "rulings_uri": f"https://api.scryfall.com/cards/{uid}/rulings",
        "prints_search_uri": f"https://api.scryfall.com/cards/search?order=released&q=oracleid%3A{uid}",
        "collector_number": str(rng.integers(400)),
        "digital": False,
        "rarity": "common",
        "flavor_text": "A story told in a few words, as flavour text often is, about nothing much.",
        "card_back_id": uid,
        "artist": "Some Artist",
        "artist_ids": [uid],
        "illustration_id": uid,
        "border_color": "black",
        "frame": "2015",
        "full_art": False,
        "textless": False,
        "booster": True,
        "story_spotlight": False,
        "edhrec_rank": int(rng.integers(30000)),
        "prices": {
            "usd": "0.25",
            "usd_foil": "1.10",
            "usd_etched": None,
            "eur": "0.20",
            "eur_foil": "0.90",
            "tix": "0.03",
        },
        "related_uris": {
            "gatherer": f"https://gatherer.wizards.com/{uid}",
            "tcgplayer_infinite_articles": f"https://example.invalid/a/{uid}",
            "tcgplayer_infinite_decks": f"https://example.invalid/d/{uid}",
            "edhrec": f"https://edhrec.com/route/?cc={name}",
        },
        "purchase_uris": {
            "tcgplayer": f"https://example.invalid/t/{uid}",
            "cardmarket": f"https://example.invalid/c/{uid}",
            "cardhoarder": f"https://example.invalid/h/{uid}",
        },
    }
    if type_line.startswith("Creature"):
        card["power"], card["toughness"] = "2", "2"
    if rng.random() < 0.05:
        card["layout"] = "modal_dfc"
        card["card_faces"] = [
            {
                "object": "card_face",
                "name": name,
                "mana_cost": cost,
                "type_line": type_line,
                "oracle_text": text.replace("{name}", name),
                "colors": ["R"],
            },
            {
                "object": "card_face",
                "name": f"{name} Valley",
                "mana_cost": "",
                "type_line": "Land",
                "oracle_text": f"{name} Valley enters tapped.\n{{T}}: Add {{G}}.",
                "colors": [],
            },
        ]
        card["name"] = f"{name} // {name} Valley"
    return card


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--mb", type=float, default=150.0, help="target size in MB")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    target = int(args.mb * 1024 * 1024)
    written = 0
    names: list[str] = []
    with open(args.out, "w", encoding="utf-8") as fh:
        fh.write("[\n")
        i = 0
        while written < target:
            # about a quarter of the objects are further printings of an earlier name
            if names and rng.random() < 0.25:
                name = names[int(rng.integers(len(names)))]
            else:
                name = _name(rng, i)
                names.append(name)
            text = json.dumps(_card(rng, name), ensure_ascii=False)
            fh.write(("," if i else "") + text + "\n")
            written += len(text) + 2
            i += 1
        fh.write("]\n")
    print(
        f"wrote {args.out}: {i} card objects, {len(names)} distinct names, {written / 2**20:.0f} MB"
    )


if __name__ == "__main__":
    main()
