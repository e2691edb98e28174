"""Shared pytest fixtures: ``scenario`` builds rules-test positions (tests/scenario.py)."""

from __future__ import annotations

import atexit
import os
import shutil
import signal
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from scenario import Scenario


def _signals_as_a_terminal_gives_them() -> None:
    """Let the ``deckstats`` children the tests start receive Ctrl-C and SIGHUP.

    A non-interactive shell starts a background job (``bash .ci/run &``) with SIGINT
    ignored, ``nohup`` ignores SIGHUP, and a child inherits an ignored disposition across
    ``exec``: the tests that press Ctrl-C on a ``deckstats`` child (tests/cli/test_long_runs.py,
    test_signals.py) would then wait for a whole run. A signal this process handles is
    back at its default action in a child, so SIGINT gets Python's usual handler and SIGHUP
    one that does nothing here (the suite still ignores a hang-up, as it was asked to).
    """
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    if hasattr(signal, "SIGHUP") and signal.getsignal(signal.SIGHUP) is signal.SIG_IGN:
        signal.signal(signal.SIGHUP, lambda signum, frame: None)


_signals_as_a_terminal_gives_them()


def _twin_cache_of_this_session() -> None:
    """The compiled twins (``cards.twins``) of a test session go to a directory of its own,
    never the user's ``~/.cache/deckstats`` (set at import: collection already loads decks);
    the ``deckstats`` children the tests start inherit it. ``DECKSTATS_TWIN_CACHE`` set by
    the caller (``0``: no cache) is kept."""
    if "DECKSTATS_TWIN_CACHE" not in os.environ:
        folder = tempfile.mkdtemp(prefix="deckstats-twins-")
        os.environ["DECKSTATS_TWIN_CACHE"] = folder
        atexit.register(shutil.rmtree, folder, ignore_errors=True)


_twin_cache_of_this_session()


@pytest.fixture
def scenario() -> Callable[..., Scenario]:
    """Return the ``Scenario`` factory: ``s = scenario(active=P0, step=Step.PRECOMBAT_MAIN)``."""

    def make(**kw: Any) -> Scenario:
        return Scenario(**kw)

    return make


@pytest.fixture(scope="session")
def corpus_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A ``$DECKSTATS_HOME`` whose card index holds the metagame corpus and the Oracle suite."""
    import importlib.util

    from click.testing import CliRunner

    from deckstats.cli import main

    spec = importlib.util.spec_from_file_location(
        "corpus_index", Path(__file__).parents[1] / "benchmarks" / "corpus_index.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    home = tmp_path_factory.mktemp("corpus_home")
    data = home / "corpus.json"
    module.build(data)
    mp = pytest.MonkeyPatch()
    mp.setenv("DECKSTATS_HOME", str(home))
    try:
        result = CliRunner().invoke(main, ["cards", "import", str(data)])
    finally:
        mp.undo()
    assert result.exit_code == 0, result.output
    return home
