"""Compiled twins (issue 26, fidelity): an offline user gets the full card.

A partial built-in card whose own Oracle text now compiles in full is replaced by that
compiled card (``deckstats/cards/twins.py``); a card whose text still leaves a sentence out
keeps its hand-written definition; a card in ``NOT_TWINNED`` keeps it too, because its
text "compiles" only by dropping a sentence the engine does simulate.
"""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
from pathlib import Path

import pyarrow.parquet as pq
import pytest
from click.testing import CliRunner

from deckstats.cards.effects import Destroy, ExileTopPlayable, Ref, SearchLibrary
from deckstats.cards.model import Supertype
from deckstats.cards.oracle import compile_text
from deckstats.cards.registry import CardDB, builtin_db, default_db
from deckstats.cards.twins import NOT_TWINNED, compiled_twin
from deckstats.cli import main


@pytest.fixture
def offline(tmp_path, monkeypatch):
    """No imported card data: ``default_db()`` is the built-in pool alone."""
    monkeypatch.setenv("DECKSTATS_HOME", str(tmp_path))
    db = default_db()
    assert db is builtin_db()
    return db


def _hand_written(name: str):
    """The pool's own card (iterating a ``CardDB`` gives the definitions it was built from)."""
    return next(c for c in builtin_db() if name in (c.name, c.display_name))


def _recompiled(card):
    return compile_text(
        card.name,
        card.cost.text if card.cost else None,
        card.type_line(),
        card.text,
        (card.power_text, card.toughness_text) if card.power_text is not None else None,
    )


def test_offline_path_wasteland_ragavan_are_full_compiled_cards(offline):
    """The hand-written cards were partial; offline, the database gives their compiled twins
    with the sentences they lacked (CR 701.23 Path's basic land for the creature's
    controller; Wasteland's "Destroy target nonbasic land"; Ragavan's exile-and-cast)."""
    path, waste, rag = (
        offline.resolve(n) for n in ("Path to Exile", "Wasteland", "Ragavan, Nimble Pilferer")
    )
    for card in (path, waste, rag):
        assert card.unparsed == () and card.withheld == () and card.source == "builtin"
        assert _hand_written(card.display_name).unparsed  # the pool's own card is partial
    search = path.spell[-1]
    assert isinstance(search, SearchLibrary) and search.player == Ref.TARGET_CONTROLLER
    assert search.tapped and search.filter.supertypes == Supertype.BASIC
    destroy = waste.abilities[1].effect[0]
    assert waste.abilities[1].cost.sacrifice_self and waste.abilities[1].cost.tap
    assert isinstance(destroy, Destroy) and destroy.target.filter.not_supertypes == Supertype.BASIC
    assert any(isinstance(e, ExileTopPlayable) for e in rag.triggers[0].effect)
    assert rag.costs[0].keyword == "dash" and rag.supertypes == Supertype.LEGENDARY


def test_twin_is_built_once_and_shared(offline):
    """A twin is compiled once per card per process: every lookup returns the same object."""
    card = _hand_written("Path to Exile")
    twin = compiled_twin(card)
    assert twin is not card
    assert compiled_twin(card) is twin and offline.builtin("path to exile") is twin
    assert CardDB([card]).builtin("Path to Exile") is twin


@pytest.mark.parametrize("name", ["Brazen Borrower", "Vivien Reid"])
def test_a_card_whose_text_does_not_compile_keeps_its_hand_written_definition(offline, name):
    """Its own text still leaves a sentence out: the hand-written (partial) card stands."""
    card = _hand_written(name)
    if not card.faces:
        assert _recompiled(card).unparsed  # the compiler can't read all of it yet
    assert card.unparsed and offline.resolve(name) is card and compiled_twin(card) is card


def test_a_full_built_in_card_is_its_own_twin(offline):
    """A card with nothing left out is never recompiled (Lightning Bolt, Fire // Ice)."""
    for name in ("Lightning Bolt", "Fire // Ice", "Mountain"):
        card = _hand_written(name)
        assert compiled_twin(card) is card and offline.resolve(name) is card


def test_a_partial_card_without_oracle_text_is_not_twinned():
    """Nothing to compile: an empty text "compiles" in full, with no abilities; the card
    (a test's hand-made partial Goblin Guide) keeps its definition and stays partial."""
    from deckstats.cards.dsl import creature

    guide = creature("Goblin Guide", "{R}", pt=(2, 2), unparsed=("Whenever ~ attacks, ...",))
    assert guide.text == "" and compiled_twin(guide) is guide
    assert CardDB([guide]).builtin("Goblin Guide") is guide


@pytest.mark.parametrize("name", sorted(NOT_TWINNED))
def test_not_twinned_cards_keep_the_sentence_the_compiler_drops(offline, name):
    """CR 701.19: the engine has regeneration shields, so "can't be regenerated" is a rule,
    not a no-op; the compiler drops it, so the compiled card would claim to be full while
    ignoring it. The hand-written card stays and lists the sentence as ignored."""
    card = _hand_written(name)
    assert _recompiled(card).unparsed == ()  # the exclusion is what keeps it partial
    assert card.unparsed == (NOT_TWINNED[name],) and NOT_TWINNED[name] in card.text
    assert compiled_twin(card) is card and offline.resolve(name) is card


def test_twins_keep_the_printed_facts_and_are_never_withheld():
    """Every twin has its hand-written card's printed facts (CR 200.1: name, mana cost, type
    line, colours, P/T, loyalty) and offers every spell and ability it has (nothing withheld:
    its whole text compiled)."""
    twins = [(c, compiled_twin(c)) for c in builtin_db()]
    twins = [(c, t) for c, t in twins if t is not c]
    assert len(twins) >= 25
    for card, twin in twins:
        facts = ("name", "cost", "types", "supertypes", "subtypes", "power", "toughness")
        assert all(getattr(card, f) == getattr(twin, f) for f in facts), card.name
        assert (card.colors, card.loyalty, card.text) == (twin.colors, twin.loyalty, twin.text)
        assert twin.unparsed == () and twin.withheld == () and twin.castable


def test_cards_show_offline_says_full(offline):
    """``cards show`` offline: the twin's coverage and its compiled ability."""
    result = CliRunner().invoke(main, ["cards", "show", "Wasteland"])
    assert result.exit_code == 0, result.output
    assert "coverage:  full" in result.output and "sacrifice this: destroy target" in result.output


# --- the twins on disk (issue 32.2: a process finds its deck's twins without the compiler)

JUND = Path(__file__).resolve().parents[2] / "decks" / "modern_jund_midrange.txt"

#: Load the Jund list (twelve partial built-in cards) in a fresh interpreter; print whether
#: the Oracle compiler was loaded and each card's definition, pickled.
_LOAD = """
import pickle, sys
from deckstats.deck import load_decklist
deck = load_decklist({deck!r})
cards = sorted((e.card.name, e.card) for e in deck.main)
sys.stdout.buffer.write(pickle.dumps(("deckstats.cards.oracle.compiler" in sys.modules, cards)))
"""


def _load_jund(cache: str) -> tuple[bool, list]:
    env = {**os.environ, "DECKSTATS_TWIN_CACHE": cache}
    out = subprocess.run(
        [sys.executable, "-c", _LOAD.format(deck=str(JUND))],
        env=env,
        capture_output=True,
        check=False,
    )
    assert out.returncode == 0, out.stderr.decode()
    return pickle.loads(out.stdout)


def test_a_second_process_reads_the_twins_from_disk_without_the_compiler(tmp_path):
    cache = tmp_path / "twins"
    compiled, fresh = _load_jund(str(cache))
    assert compiled  # the first process compiled its twins ...
    assert len(list(cache.glob("twins-*.pickle"))) == 1  # ... and wrote them, once
    again, stored = _load_jund(str(cache))
    assert not again  # the second found them all and never loaded the compiler
    assert stored == fresh  # the very same cards
    assert sum(c.source == "builtin" and not c.unparsed for _, c in stored) >= 10
    off, uncached = _load_jund("0")  # no cache: compiled again, the same cards
    assert off and uncached == fresh


def test_an_unreadable_twin_file_is_ignored_and_rewritten(tmp_path):
    cache = tmp_path / "twins"
    _, fresh = _load_jund(str(cache))
    (file,) = cache.glob("twins-*.pickle")
    file.write_bytes(b"not a pickle")
    compiled, cards = _load_jund(str(cache))
    assert compiled and cards == fresh
    stored = pickle.loads(file.read_bytes())
    (goyf,) = (twin for facts, twin in stored.items() if facts[0] == "Tarmogoyf")
    assert goyf == dict(fresh)["Tarmogoyf"]


def test_games_with_twins_from_disk_are_the_games_with_compiled_twins(tmp_path):
    """Same seed, same games: the twins read from disk play exactly as freshly compiled
    ones (every record of 60 Jund goldfish games)."""
    runs = {}
    cache = str(tmp_path / "twins")
    for name, setting in (("compiled", "0"), ("warm-up", cache), ("from disk", cache)):
        out = tmp_path / name
        env = {**os.environ, "DECKSTATS_TWIN_CACHE": setting}
        args = ["goldfish", str(JUND), "-n", "60", "--seed", "5", "--workers", "1", "--quiet"]
        cmd = [sys.executable, "-m", "deckstats", *args, "--out", str(out)]
        subprocess.run(cmd, env=env, check=True, capture_output=True)
        runs[name] = {t: pq.read_table(out / f"{t}.parquet") for t in ("games", "turns")}
    assert runs["from disk"]["games"].num_rows == 60
    for table in ("games", "turns"):
        assert runs["from disk"][table].equals(runs["compiled"][table])


def test_a_twin_directory_that_cannot_be_written_changes_nothing(tmp_path):
    """The cache is only a speed-up: where it cannot be written (here its parent is a
    file), the deck loads the same cards and the process ends quietly."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    env = {**os.environ, "DECKSTATS_TWIN_CACHE": str(blocker / "twins")}
    out = subprocess.run(
        [sys.executable, "-c", _LOAD.format(deck=str(JUND))],
        env=env,
        capture_output=True,
        check=False,
    )
    assert out.returncode == 0 and out.stderr == b""
    compiled, cards = pickle.loads(out.stdout)
    assert compiled and cards == _load_jund("0")[1]


def test_twin_files_of_older_versions_are_pruned(tmp_path):
    """Each version of the card code has its own file; writing one keeps the three newest
    files of other versions and deletes the rest (a developer's edits do not pile up)."""
    cache = tmp_path / "twins"
    cache.mkdir()
    old = [cache / f"twins-old{i}.pickle" for i in range(6)]
    for i, path in enumerate(old):
        path.write_bytes(b"stale")
        os.utime(path, ns=(10**18 + i * 10**9, 10**18 + i * 10**9))  # old0 oldest
    other = cache / "notes.txt"
    other.write_text("not a twin file")
    _load_jund(str(cache))
    kept = sorted(p.name for p in cache.iterdir())
    (current,) = (n for n in kept if n.startswith("twins-") and "old" not in n)
    assert kept == sorted([current, "notes.txt", *(p.name for p in old[3:])])


def test_a_card_under_a_pool_name_is_twinned_from_its_own_text():
    """The twin file is keyed by what a twin is compiled from, not by the name: a partial
    card made elsewhere under the name of a pool card (here Path to Exile with Swords to
    Plowshares' text) compiles its own text, although Path to Exile's twin is stored."""
    from dataclasses import replace

    from deckstats.cards.effects import GainLifeFromPower

    path = _hand_written("Path to Exile")
    assert compiled_twin(path).spell[-1].__class__ is SearchLibrary  # stored, by its facts
    other = replace(
        path,
        text="Exile target creature. Its controller gains life equal to its power.",
        unparsed=("Its controller gains life equal to its power.",),
    )
    twin = compiled_twin(other)
    assert twin is not other and twin.unparsed == ()
    assert any(isinstance(e, GainLifeFromPower) for e in twin.spell)
    assert not any(isinstance(e, SearchLibrary) for e in twin.spell)
