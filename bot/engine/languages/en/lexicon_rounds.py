"""English words for a league's rounds, beside `lexicon` (which is near its size limit):
merged into its synonyms. "latest results" asks what "last results" asks: the latest
round played."""

from __future__ import annotations

ROUNDS: dict[str, tuple[str, ...]] = {"last": ("latest", "most recent")}
