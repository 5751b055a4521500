"""The club an answer about a table named (`answering.context`): what "they" means next."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def placed(shown: Mapping[str, Any]) -> list[str]:
    """The club a table answer placed where the question asked ("who was bottom": the
    last), or the competition's winner it named."""
    table = shown.get("table")
    asked = shown.get("slots", {}).get("placings") or []
    if isinstance(table, list) and len(asked) == 1 and isinstance(asked[0], int):
        at = asked[0] - 1 if asked[0] > 0 else len(table) + asked[0]
        return [str(table[at])] if 0 <= at < len(table) else []
    winner = shown.get("winner")
    return [winner] if isinstance(winner, str) else []
