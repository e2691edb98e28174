"""Issue 32 points 3 and 7: no process of a run walks its whole heap again at exit.

The interpreter's last collections at exit traversed every object still alive (pandas,
matplotlib and the card pool in the parent; the engine and the card pool in each worker):
about 0.3 s of CPU after every command, and as long again, on the run's critical path,
while the parent waited for the pool's workers to exit (``ProcessBackend.close``). Both
now freeze the heap on the way out. The witness: a reference cycle whose ``__del__``
writes a file. Left for the exit's collection it is collected (the file appears) before
the change, and skipped after. The automatic collector is off, so only the exit's
collection can find it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from deckstats.sim.backends import ProcessBackend

ROOT = Path(__file__).resolve().parents[2]

#: A reference cycle with a finaliser that says it ran, left for the exit's collection.
CYCLE = """
import gc
gc.disable()
class Sentinel:
    def __del__(self, _open=open, _path=PATH):  # no globals: the module may be cleared
        with _open(_path, "w") as fh:
            fh.write("collected at exit")
s = Sentinel()
s.me = s
del s
"""


def test_worker_exit_skips_the_heap(tmp_path: Path) -> None:
    witness = tmp_path / "worker-collected"
    backend = ProcessBackend(2)
    try:
        for _ in range(2):  # any worker may take it: leave one cycle in each
            backend._pool.submit(exec, CYCLE, {"PATH": str(witness)}).result(timeout=120)
    finally:
        backend.close()
    assert not witness.exists()


def test_command_exit_skips_the_heap(tmp_path: Path) -> None:
    witness = tmp_path / "parent-collected"
    code = (
        "import sys\n"
        f"PATH = {str(witness)!r}\n"
        f"{CYCLE}\n"
        "sys.argv = ['deckstats', '--version']\n"
        "from deckstats.__main__ import run\n"
        "run()\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert "deckstats" in done.stdout
    assert not witness.exists()


def test_the_witness_works_without_a_frozen_heap(tmp_path: Path) -> None:
    """The same cycle in a plain interpreter is collected at exit (the test can fail)."""
    witness = tmp_path / "plain-collected"
    code = f"PATH = {str(witness)!r}\n{CYCLE}\n"
    subprocess.run([sys.executable, "-c", code], check=True)
    assert witness.read_text() == "collected at exit"
