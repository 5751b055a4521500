"""SimCord's settle timeout for the Discord tests.

SimCord waits up to `settle_timeout` (5 s by default) for the bot to finish what a step
started. Some steps build an engine for a server's new knowledge version (a teaching, an
upload), which with the bundled 2026 World Cup takes a few hundred milliseconds alone but
several seconds on a loaded two-core machine. A longer bound changes nothing when the bot
is quick (settling ends as soon as it is idle); it only stops such steps failing on load.
"""

from __future__ import annotations

from pathlib import Path

import pytest

SETTLE_TIMEOUT = 30.0
HERE = Path(__file__).resolve().parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if HERE not in Path(str(item.path)).resolve().parents:
            continue
        if item.get_closest_marker("simcord") is None:
            item.add_marker(pytest.mark.simcord(settle_timeout=SETTLE_TIMEOUT))
