"""Run the Discord bot (placeholder until the Discord layer lands)."""

from __future__ import annotations

from bot.settings import Settings


def run_discord(settings: Settings) -> int:
    raise NotImplementedError
