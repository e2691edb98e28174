"""Shared pytest fixtures: ``scenario`` builds rules-test positions (tests/scenario.py)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from scenario import Scenario


@pytest.fixture
def scenario() -> Callable[..., Scenario]:
    """Return the ``Scenario`` factory: ``s = scenario(active=P0, step=Step.PRECOMBAT_MAIN)``."""

    def make(**kw: Any) -> Scenario:
        return Scenario(**kw)

    return make
