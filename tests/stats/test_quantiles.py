"""The normal quantile of the 95% intervals without importing scipy (issue 32 point 3)."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest
from scipy.special import ndtri

from deckstats.stats.metrics import Z975, normal_quantile, wilson_interval


def test_the_stored_z_is_scipys_own_float():
    """``Z975`` is the very float ``ndtri(0.975)`` returns: no interval moves."""
    assert float(ndtri(0.975)) == Z975
    assert normal_quantile(0.5 + 0.95 / 2) == float(ndtri(0.5 + 0.95 / 2))


@pytest.mark.parametrize("q", [0.9, 0.95, 0.995])
def test_other_levels_still_ask_scipy(q):
    assert normal_quantile(q) == float(ndtri(q))


def test_a_95_percent_wilson_interval_imports_no_scipy():
    code = textwrap.dedent(
        """
        import sys
        from deckstats.stats.metrics import wilson_interval
        print(wilson_interval(3, 10), "scipy.special" in sys.modules)
        """
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split()[-1] == "False"
    assert str(wilson_interval(3, 10)) in out.stdout
